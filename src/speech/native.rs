//! Windows and macOS: the system's own speech through the `tts` crate (Windows' speech
//! synthesizer over WinRT, `Windows.Media.SpeechSynthesis`; macOS's `AVSpeechSynthesizer`).
//!
//! Built only there ([`super::Backend::Native`]). It was written and type-checked for Windows
//! (`cargo check --target x86_64-pc-windows-gnu`, where that target is installed) but never
//! run: this project's machines are Linux. The mapping of the menu's speed and volume to the
//! system's ranges ([`super::scaled`]) is tested on every platform.

use super::{Voice, scaled};

/// The system's synthesizer, made on the speaker's thread (the crate's handle is not `Send`).
pub(super) struct Native {
    tts: tts::Tts,
    lang: Option<String>,
    voice: Option<Voice>,
}

/// A `tts` error, as text.
fn native(e: impl std::fmt::Display) -> String {
    format!("the system's speech: {e}")
}

impl Native {
    /// Opens the system's synthesizer.
    ///
    /// # Errors
    /// The system has no speech, or it refused (its words).
    pub(super) fn start() -> Result<Native, String> {
        #[cfg(windows)]
        let backend = tts::Backends::WinRt;
        // AVSpeechSynthesizer (macOS 10.14 and later), named directly: the crate's default
        // parses the system's version string to choose.
        #[cfg(target_os = "macos")]
        let backend = tts::Backends::AvFoundation;
        let tts = tts::Tts::new(backend).map_err(native)?;
        Ok(Native {
            tts,
            lang: None,
            voice: None,
        })
    }

    /// Cuts off what it was saying and says `text` in the voice of the language tagged `lang`
    /// (`en`, `ht`) at `voice`'s speed and loudness.
    ///
    /// # Errors
    /// The system refused (its words).
    pub(super) fn say(&mut self, text: &str, lang: &str, voice: Voice) -> Result<(), String> {
        let features = self.tts.supported_features();
        if self.lang.as_deref() != Some(lang) {
            if features.voice {
                self.choose_voice(lang);
            }
            self.lang = Some(lang.to_string());
        }
        if self.voice != Some(voice) {
            if features.rate {
                let (min, normal, max) = (
                    self.tts.min_rate(),
                    self.tts.normal_rate(),
                    self.tts.max_rate(),
                );
                self.tts
                    .set_rate(scaled(voice.rate, min, normal, max))
                    .map_err(native)?;
            }
            if features.volume {
                let (min, normal, max) = (
                    self.tts.min_volume(),
                    self.tts.normal_volume(),
                    self.tts.max_volume(),
                );
                self.tts
                    .set_volume(scaled(voice.volume, min, normal, max))
                    .map_err(native)?;
            }
            self.voice = Some(voice);
        }
        self.tts.speak(text, true).map(|_| ()).map_err(native)
    }

    /// Cuts off what it is saying.
    pub(super) fn stop(&mut self) {
        let _ = self.tts.stop();
    }

    /// A voice of the language tagged `lang`; for Kreyòl, which the systems seldom have, a
    /// French one (its spelling reads closest); else the system's own voice is kept.
    fn choose_voice(&mut self, lang: &str) {
        let Ok(voices) = self.tts.voices() else {
            return;
        };
        let wanted: &[&str] = if lang == "ht" { &["ht", "fr"] } else { &[lang] };
        for want in wanted {
            if let Some(found) = voices
                .iter()
                .find(|v| v.language().primary_language().eq_ignore_ascii_case(want))
            {
                let _ = self.tts.set_voice(found);
                return;
            }
        }
    }
}
