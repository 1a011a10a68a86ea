//! The ☰ menu's speech settings, in both languages, through the real app: Speak counts turns
//! them on (speed, volume, whose turn) and says which voice was found or why there is none;
//! the settings are what the app keeps (and remembers with the preferences).

mod common;

use allfives::app::{App, Lang};
use allfives::speech::Settings;
use common::ui::{click, click_label, harness, painted_strings, set_lang};
use egui_kittest::kittest::Queryable as _;

#[test]
fn speak_counts_in_the_menu_shows_its_settings_in_english_and_kreyol() {
    for (lang, menu, speak, rate, volume, turn, voice_or_none) in [
        (
            Lang::En,
            "Menu",
            "Speak counts",
            "Speed",
            "Volume",
            "Also say whose turn it is",
            ["Voice: ", "No voice found: "],
        ),
        (
            Lang::Ht,
            "Meni",
            "Di pwen yo fò",
            "Vitès",
            "Volim",
            "Di tou ki moun ki pou jwe",
            ["Vwa: ", "Pa gen vwa: "],
        ),
    ] {
        let saves = tempfile::tempdir().unwrap();
        let mut h = harness(App::new(saves.path(), Lang::En));
        set_lang(&mut h, lang);
        assert!(!h.state().view().speech.settings.on, "off until asked for");
        click(&mut h, menu);
        let before = painted_strings(&h);
        assert!(before.iter().any(|t| t == speak), "{before:?}");
        assert!(
            !before.iter().any(|t| t == rate),
            "no speed while it is off"
        );
        click_label(&mut h, speak);
        assert!(h.state().view().speech.settings.on);
        // A click closes the menu (as every item of it does); open it again.
        if h.query_by_label(rate).is_none() {
            click(&mut h, menu);
        }
        let texts = painted_strings(&h);
        for word in [rate, volume, turn] {
            assert!(texts.iter().any(|t| t == word), "{word:?} in {texts:?}");
        }
        let note = texts
            .iter()
            .find(|t| voice_or_none.iter().any(|start| t.starts_with(start)))
            .unwrap_or_else(|| panic!("the voice found or why none, in {texts:?}"));
        if allfives::speech::espeak_runs() {
            assert!(note.starts_with(voice_or_none[0]), "{note}");
        } else {
            assert!(note.contains("espeak-ng"), "what to install: {note}");
        }
        click_label(&mut h, turn);
        assert!(h.state().view().speech.settings.with_turn);
    }
}

/// Speech on from the start (`--speak`, or the remembered preference), the menu names the
/// voice (or why there is none) as soon as it opens, in both languages: nobody has to turn
/// Speak counts off and on again to learn which voice speaks.
#[test]
fn speech_on_from_the_start_names_its_voice_when_the_menu_opens() {
    for (lang, menu, voice_or_none) in [
        (Lang::En, "Menu", ["Voice: ", "No voice found: "]),
        (Lang::Ht, "Meni", ["Vwa: ", "Pa gen vwa: "]),
    ] {
        let saves = tempfile::tempdir().unwrap();
        let mut app = App::new(saves.path(), lang);
        app.set_speech(Settings {
            on: true,
            ..Settings::default()
        });
        let mut h = harness(app);
        click(&mut h, menu);
        let texts = painted_strings(&h);
        assert!(
            texts
                .iter()
                .any(|t| voice_or_none.iter().any(|start| t.starts_with(start))),
            "the voice found or why none, in {texts:?}"
        );
    }
}
