//! The speaker: says the table's words for the ear ([`crate::app::spoken`]) on a thread
//! of its own, so the window never waits for a voice, and a new utterance cuts off the one
//! before it.
//!
//! The backends, through real parts of the system, looked for in this order ([`find`]):
//! - speech-dispatcher (Linux and other Unix), the desktop's speech service (the one screen
//!   readers use), over its SSIP socket with the `ssip-client-async` crate's synchronous
//!   client;
//! - on Windows and macOS, the system's own speech through the `tts` crate (`native.rs`:
//!   written and type-checked, not run on this project's Linux machines);
//! - the `espeak-ng` program (voice `en` or `ht`), wherever it is on the `PATH`.
//!
//! A Kreyòl line reaches the voice with its numbers in Kreyòl words ([`numbers::for_voice`]).

mod dispatcher;
pub mod numbers;

pub use dispatcher::Dispatcher;

#[cfg(any(windows, target_os = "macos"))]
mod native;

use std::io;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

/// How a line is said: speed and loudness, each from -100 (slowest, quietest) through 0 (the
/// voice's own) to 100 (fastest, loudest), as SSIP sets them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Voice {
    /// Speed, -100 to 100.
    pub rate: i8,
    /// Loudness, -100 to 100.
    pub volume: i8,
}

impl Voice {
    /// espeak-ng's words per minute for [`Voice::rate`] (175 at 0, 80 to 450).
    #[must_use]
    pub fn espeak_wpm(self) -> u32 {
        let r = i32::from(self.rate.clamp(-100, 100));
        let wpm = if r < 0 {
            175 + r * 95 / 100
        } else {
            175 + r * 275 / 100
        };
        wpm.unsigned_abs()
    }
    /// espeak-ng's amplitude for [`Voice::volume`] (100 at 0, 0 to 200).
    #[must_use]
    pub fn espeak_amplitude(self) -> u32 {
        (100 + i32::from(self.volume.clamp(-100, 100))).unsigned_abs()
    }
}

/// Which voice says the lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    /// speech-dispatcher, at this SSIP socket.
    Dispatcher(PathBuf),
    /// The `espeak-ng` program.
    Espeak,
    /// The system's own speech (Windows' speech synthesizer, macOS's AVSpeechSynthesizer).
    #[cfg(any(windows, target_os = "macos"))]
    Native,
}

impl Backend {
    /// The backend's name, for the menu (`speech-dispatcher`, `espeak-ng`).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Backend::Dispatcher(_) => "speech-dispatcher",
            Backend::Espeak => "espeak-ng",
            #[cfg(windows)]
            Backend::Native => "Windows speech",
            #[cfg(target_os = "macos")]
            Backend::Native => "macOS speech",
        }
    }
}

/// speech-dispatcher's socket for this user: `$SPEECHD_ADDRESS` (`unix_socket:PATH`) or
/// `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`.
#[must_use]
pub fn dispatcher_socket() -> Option<PathBuf> {
    if let Ok(address) = std::env::var("SPEECHD_ADDRESS")
        && let Some(path) = address.strip_prefix("unix_socket:")
    {
        return Some(PathBuf::from(path));
    }
    let runtime = std::env::var_os("XDG_RUNTIME_DIR")?;
    Some(Path::new(&runtime).join("speech-dispatcher/speechd.sock"))
}

/// Whether the `espeak-ng` program runs here.
#[must_use]
pub fn espeak_runs() -> bool {
    Command::new("espeak-ng")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Why no voice was found; the menu says it in the window's language, with what to install.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoVoice {
    /// speech-dispatcher's socket does not answer and `espeak-ng` does not run (Linux).
    NoServiceNoEspeak,
    /// The system's speech did not open (its words, in the system's language) and `espeak-ng`
    /// does not run (Windows, macOS).
    NoSystemNoEspeak(String),
}

impl std::fmt::Display for NoVoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoVoice::NoServiceNoEspeak => {
                f.write_str("speech-dispatcher is not running and espeak-ng is not installed")
            }
            NoVoice::NoSystemNoEspeak(why) => {
                write!(f, "{why}, and espeak-ng is not installed")
            }
        }
    }
}

/// The voice to use: speech-dispatcher where its socket answers; on Windows and macOS, the
/// system's speech where it opens; else `espeak-ng`.
///
/// # Errors
/// Why no voice was found.
pub fn find() -> Result<Backend, NoVoice> {
    if let Some(socket) = dispatcher_socket()
        && socket_answers(&socket)
    {
        return Ok(Backend::Dispatcher(socket));
    }
    #[cfg(any(windows, target_os = "macos"))]
    let system = match native::Native::start() {
        Ok(_) => return Ok(Backend::Native),
        Err(why) => why,
    };
    if espeak_runs() {
        return Ok(Backend::Espeak);
    }
    #[cfg(any(windows, target_os = "macos"))]
    return Err(NoVoice::NoSystemNoEspeak(system));
    #[cfg(not(any(windows, target_os = "macos")))]
    Err(NoVoice::NoServiceNoEspeak)
}

/// The menu's `step` (-100 to 100, 0 the voice's own, as [`Voice`] has it) on a system's scale
/// from `min` through `normal` to `max`: -100 is `min`, 0 is `normal`, 100 is `max`, in a
/// straight line on each side (the `tts` crate's rate and volume ranges differ per system).
#[must_use]
pub fn scaled(step: i8, min: f32, normal: f32, max: f32) -> f32 {
    let step = f32::from(step.clamp(-100, 100)) / 100.0;
    if step < 0.0 {
        normal + (normal - min) * step
    } else {
        normal + (max - normal) * step
    }
}

/// Whether a service listens on the Unix socket `socket` (never, where there are none).
fn socket_answers(socket: &Path) -> bool {
    #[cfg(unix)]
    return std::os::unix::net::UnixStream::connect(socket).is_ok();
    #[cfg(not(unix))]
    return {
        let _ = socket;
        false
    };
}

enum Message {
    Say(String, String, Voice),
    Quit,
}

/// The speaker's thread: [`Speaker::say`] hands it a line and returns at once.
pub struct Speaker {
    backend: Backend,
    to_thread: Sender<Message>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Speaker {
    /// Starts the speaker's thread on `backend`.
    ///
    /// # Errors
    /// The thread could not be started.
    pub fn start(backend: Backend) -> io::Result<Speaker> {
        let (to_thread, from_app) = mpsc::channel();
        let on_thread = backend.clone();
        let thread = thread::Builder::new()
            .name("allfives-speech".into())
            .spawn(move || run(&on_thread, &from_app))?;
        Ok(Speaker {
            backend,
            to_thread,
            thread: Some(thread),
        })
    }

    /// The voice it speaks with.
    #[must_use]
    pub fn backend(&self) -> &Backend {
        &self.backend
    }

    /// Says `text` in the voice of the language tagged `lang` (`en`, `ht`) as `voice` has it
    /// (a Kreyòl line with its numbers in words, [`numbers::for_voice`]), cutting off what it
    /// was saying. Never waits.
    pub fn say(&self, text: &str, lang: &str, voice: Voice) {
        let text = numbers::for_voice(text, lang);
        let _ = self
            .to_thread
            .send(Message::Say(text, lang.to_string(), voice));
    }
}

impl Drop for Speaker {
    fn drop(&mut self) {
        let _ = self.to_thread.send(Message::Quit);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The thread: takes the newest line waiting (lines that came while one was being started are
/// skipped: only the newest is said) and cuts off the line before it.
fn run(backend: &Backend, from_app: &Receiver<Message>) {
    let mut voices = Voices {
        backend,
        espeak: None,
        dispatcher: None,
        #[cfg(any(windows, target_os = "macos"))]
        native: None,
    };
    loop {
        let message = match from_app.recv_timeout(Duration::from_millis(500)) {
            Ok(message) => message,
            Err(RecvTimeoutError::Timeout) => {
                voices.reap();
                continue;
            }
            Err(RecvTimeoutError::Disconnected) => Message::Quit,
        };
        let mut message = message;
        while let Ok(newer) = from_app.try_recv() {
            if matches!(message, Message::Quit) {
                break;
            }
            message = newer;
        }
        voices.stop_espeak();
        let Message::Say(text, lang, voice) = message else {
            voices.stop();
            return;
        };
        voices.say(&text, &lang, voice);
    }
}

/// What the speaker's thread holds of its backend: the espeak-ng saying a line, the
/// connection to speech-dispatcher, the system's synthesizer.
struct Voices<'a> {
    backend: &'a Backend,
    espeak: Option<Child>,
    dispatcher: Option<Dispatcher>,
    #[cfg(any(windows, target_os = "macos"))]
    native: Option<native::Native>,
}

impl Voices<'_> {
    /// Reaps an espeak-ng that finished.
    fn reap(&mut self) {
        if let Some(child) = &mut self.espeak
            && child.try_wait().ok().flatten().is_some()
        {
            self.espeak = None;
        }
    }

    fn stop_espeak(&mut self) {
        if let Some(mut child) = self.espeak.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// Cuts off what is being said, at quitting.
    fn stop(&mut self) {
        self.stop_espeak();
        if let Some(d) = &mut self.dispatcher {
            d.cancel();
        }
        #[cfg(any(windows, target_os = "macos"))]
        if let Some(native) = &mut self.native {
            native.stop();
        }
    }

    /// Says `text`, through espeak-ng when the backend fails.
    fn say(&mut self, text: &str, lang: &str, voice: Voice) {
        match self.backend {
            Backend::Espeak => self.espeak = espeak_child(text, lang, voice).ok(),
            Backend::Dispatcher(socket) => {
                if self.dispatcher.is_none() {
                    self.dispatcher = Dispatcher::connect(socket, false).ok();
                }
                let said = self.dispatcher.as_mut().map(|d| d.say(text, lang, voice));
                if !matches!(said, Some(Ok(_))) {
                    // The service went away: once more on a new connection, then espeak-ng.
                    self.dispatcher = Dispatcher::connect(socket, false).ok();
                    let again = self.dispatcher.as_mut().map(|d| d.say(text, lang, voice));
                    if !matches!(again, Some(Ok(_))) {
                        self.dispatcher = None;
                        self.espeak = espeak_child(text, lang, voice).ok();
                    }
                }
            }
            #[cfg(any(windows, target_os = "macos"))]
            Backend::Native => {
                if self.native.is_none() {
                    self.native = native::Native::start().ok();
                }
                let said = self.native.as_mut().map(|n| n.say(text, lang, voice));
                if !matches!(said, Some(Ok(()))) {
                    self.native = None;
                    self.espeak = espeak_child(text, lang, voice).ok();
                }
            }
        }
    }
}

/// Starts `espeak-ng` saying `text` (to the sound card).
fn espeak_child(text: &str, lang: &str, voice: Voice) -> io::Result<Child> {
    espeak_command(lang, voice)
        .arg("--")
        .arg(text)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
}

/// The `espeak-ng` command the speaker runs for the language tagged `lang` (`en`, `ht`) at
/// `voice`'s speed ([`Voice::espeak_wpm`]) and loudness ([`Voice::espeak_amplitude`]); the
/// caller adds where the sound goes (`-w FILE`, `--stdout`, or the sound card by default),
/// then `--` and the text.
#[must_use]
pub fn espeak_command(lang: &str, voice: Voice) -> Command {
    let mut command = Command::new("espeak-ng");
    command
        .args(["-v", lang])
        .args(["-s", &voice.espeak_wpm().to_string()])
        .args(["-a", &voice.espeak_amplitude().to_string()]);
    command
}

/// Writes `text` said in the voice of the language tagged `lang` (`en`, `ht`) to the WAV file
/// `out` through `espeak-ng` (`allfives say --wav`), as the speaker says it (a Kreyòl line
/// with its numbers in words, [`numbers::for_voice`]).
///
/// # Errors
/// espeak-ng could not be started, or failed (its message).
pub fn espeak_wav(text: &str, lang: &str, voice: Voice, out: &Path) -> Result<(), String> {
    let mut command = espeak_command(lang, voice);
    command
        .arg("-w")
        .arg(out)
        .arg("--")
        .arg(numbers::for_voice(text, lang));
    let output = command
        .output()
        .map_err(|e| format!("cannot start espeak-ng: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "espeak-ng failed: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        ))
    }
}

/// The ☰ menu's speech settings, remembered with the language and theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// "Speak counts": the table says each entry aloud.
    pub on: bool,
    /// Also say whose turn it is.
    pub with_turn: bool,
    /// Speed and loudness.
    pub voice: Voice,
}

/// What the menu shows of speech: the settings and, once looked for, the voice found or why
/// there is none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Menu {
    /// The settings.
    pub settings: Settings,
    /// The backend's name ([`Backend::name`]) or why no voice was found; `None` until looked
    /// for ([`find`], when speech is first turned on).
    pub found: Option<Result<&'static str, NoVoice>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menus_steps_reach_the_systems_range_through_its_normal() {
        // AVSpeechSynthesizer's rate: 0.1 to 1.0, 0.5 its own; WinRT's: 0.5 to 6.0, 1.0.
        assert!((scaled(-100, 0.1, 0.5, 1.0) - 0.1).abs() < 1e-6);
        assert!((scaled(0, 0.1, 0.5, 1.0) - 0.5).abs() < 1e-6);
        assert!((scaled(50, 0.1, 0.5, 1.0) - 0.75).abs() < 1e-6);
        assert!((scaled(100, 0.5, 1.0, 6.0) - 6.0).abs() < 1e-6);
        assert!((scaled(-50, 0.5, 1.0, 6.0) - 0.75).abs() < 1e-6);
        // A volume whose normal is its loudest: louder steps stay there.
        assert!((scaled(80, 0.0, 1.0, 1.0) - 1.0).abs() < 1e-6);
        assert!((scaled(-128, 0.0, 1.0, 1.0)).abs() < 1e-6);
    }
}
