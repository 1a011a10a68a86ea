//! What the app remembers between runs apart from the matches: the language and the theme,
//! kept in eframe's storage under their own keys ([`LANG_KEY`], [`THEME_KEY`]).
//!
//! On the first start there is nothing stored: the language is the system's when it is one of
//! ours (English or Kreyòl), else English; the theme is dark.

use crate::app::i18n::Lang;
use crate::app::theme::Theme;

/// The storage key of the UI language.
pub const LANG_KEY: &str = "allfives.lang";
/// The storage key of the theme.
pub const THEME_KEY: &str = "allfives.theme";
/// The storage key of the speech settings.
pub const SPEECH_KEY: &str = "allfives.speech";

/// The language and theme the app starts with and remembers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The UI language.
    pub lang: Lang,
    /// The theme.
    pub theme: Theme,
    /// Speak counts, and how ([`crate::speech::Settings`]; off on a first start).
    pub speech: crate::speech::Settings,
}

impl Prefs {
    /// What was stored, or on a first start the system's language (`locale`, e.g. `ht-HT`,
    /// `en_US.UTF-8`) when it is ours and the dark theme.
    #[must_use]
    pub fn load(storage: Option<&dyn eframe::Storage>, locale: Option<&str>) -> Prefs {
        let stored_lang = storage.and_then(|s| eframe::get_value::<Lang>(s, LANG_KEY));
        let stored_theme = storage.and_then(|s| eframe::get_value::<Theme>(s, THEME_KEY));
        Prefs {
            lang: stored_lang
                .or_else(|| locale.and_then(lang_of_locale))
                .unwrap_or(Lang::En),
            theme: stored_theme.unwrap_or(Theme::Dark),
            speech: storage
                .and_then(|s| eframe::get_value(s, SPEECH_KEY))
                .unwrap_or_default(),
        }
    }

    /// Writes the language and theme to `storage` (eframe flushes it to disk).
    pub fn save(&self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, LANG_KEY, &self.lang);
        eframe::set_value(storage, THEME_KEY, &self.theme);
        eframe::set_value(storage, SPEECH_KEY, &self.speech);
    }
}

/// Our language for a system locale (`ht`, `ht-HT`, `en_US.UTF-8`, `EN`), if it is one of ours.
#[must_use]
pub fn lang_of_locale(locale: &str) -> Option<Lang> {
    let primary = locale
        .split(['-', '_', '.', '@'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match primary.as_str() {
        "en" => Some(Lang::En),
        "ht" => Some(Lang::Ht),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;

    /// Storage in memory, like eframe's file.
    #[derive(Default)]
    struct Memory(HashMap<String, String>);

    impl eframe::Storage for Memory {
        fn get_string(&self, key: &str) -> Option<String> {
            self.0.get(key).cloned()
        }
        fn set_string(&mut self, key: &str, value: String) {
            self.0.insert(key.to_string(), value);
        }
        fn remove_string(&mut self, key: &str) {
            self.0.remove(key);
        }
        fn flush(&mut self) {}
    }

    #[test]
    fn the_first_start_takes_the_systems_language_when_it_is_ours() {
        assert_eq!(lang_of_locale("ht-HT"), Some(Lang::Ht));
        assert_eq!(lang_of_locale("ht"), Some(Lang::Ht));
        assert_eq!(lang_of_locale("en_US.UTF-8"), Some(Lang::En));
        assert_eq!(lang_of_locale("fr-HT"), None);
        assert_eq!(lang_of_locale(""), None);
        let first = Prefs::load(None, Some("ht-HT"));
        assert_eq!((first.lang, first.theme), (Lang::Ht, Theme::Dark));
        assert_eq!(Prefs::load(None, Some("fr-FR")).lang, Lang::En);
        assert_eq!(Prefs::load(None, None).lang, Lang::En);
    }

    #[test]
    fn the_choice_is_remembered_over_the_system_language() {
        let mut storage = Memory::default();
        let chosen = Prefs {
            lang: Lang::Ht,
            theme: Theme::HighContrast,
            speech: crate::speech::Settings {
                on: true,
                with_turn: true,
                voice: crate::speech::Voice {
                    rate: 30,
                    volume: -20,
                },
            },
        };
        chosen.save(&mut storage);
        assert!(storage.0.contains_key("allfives.lang"));
        assert!(storage.0.contains_key("allfives.theme"));
        assert!(storage.0.contains_key("allfives.speech"));
        assert_eq!(Prefs::load(Some(&storage), Some("en-US")), chosen);
        // A damaged value is ignored, not fatal.
        storage.set_string_raw("allfives.theme", "Purple");
        let loaded = Prefs::load(Some(&storage), Some("en-US"));
        assert_eq!((loaded.lang, loaded.theme), (Lang::Ht, Theme::Dark));
        assert_eq!(loaded.speech, chosen.speech);
    }

    impl Memory {
        fn set_string_raw(&mut self, key: &str, value: &str) {
            self.0.insert(key.to_string(), value.to_string());
        }
    }
}
