//! "Speak counts" in the window: the voice looked for once, the speaker's thread started on
//! the first line, and the ☰ menu's speech settings.

use egui::RichText;

use crate::app::i18n::{Arg, I18n};
use crate::app::shell::window::Shell;
use crate::app::table::view::spoken;
use crate::app::theme;
use crate::app::{Lang, TableView, ViewState};
use crate::speech::{self, Menu, NoVoice};

/// Looks for a voice once ([`speech::find`]) and keeps what was found in `menu`.
pub fn look_for_voice(menu: &mut Menu) -> Option<speech::Backend> {
    match &menu.found {
        Some(Err(_)) => None,
        _ => {
            let found = speech::find();
            menu.found = Some(
                found
                    .as_ref()
                    .map(speech::Backend::name)
                    .map_err(Clone::clone),
            );
            found.ok()
        }
    }
}

/// The table view before a change, kept only while "Speak counts" is on.
#[must_use]
pub fn before(view: &ViewState, table: &TableView) -> Option<TableView> {
    view.speech.settings.on.then(|| table.clone())
}

/// Says what the table says of the change from `before` (from [`before`]) to `now`'s view, in
/// `now`'s words ([`spoken::utterance`]).
pub fn after(
    before: Option<TableView>,
    now: (&TableView, &I18n),
    shell: &mut Shell,
    menu: &mut Menu,
) {
    let (Some(before), (table, i18n)) = (before, now) else {
        return;
    };
    let with_turn = menu.settings.with_turn;
    if let Some(said) = spoken::utterance(&before, table, i18n, with_turn) {
        say(shell, menu, &said, i18n.lang());
    }
}

/// Hands `text` to the speaker, starting it on the voice found the first time. Never waits
/// for the voice; with no voice, nothing is said (the menu says why).
pub fn say(shell: &mut Shell, menu: &mut Menu, text: &str, lang: Lang) {
    if shell.speaker.is_none() {
        let Some(backend) = look_for_voice(menu) else {
            return;
        };
        shell.speaker = speech::Speaker::start(backend).ok();
    }
    if let Some(speaker) = &shell.speaker {
        speaker.say(text, language_tag(lang), menu.settings.voice);
    }
}

/// The ☰ menu's speech items: Speak counts, and while it is on, whose turn, speed, volume and
/// the voice found (or why none was, and what to install).
pub fn menu_items(menu: &mut Menu, i18n: &I18n, ui: &mut egui::Ui) {
    let settings = &mut menu.settings;
    let label = RichText::new(i18n.t("speak-counts")).size(theme::BAR);
    if ui
        .checkbox(&mut settings.on, label)
        .on_hover_text(i18n.t("speak-counts-hover"))
        .changed()
        && settings.on
        && menu.found.is_none()
    {
        look_for_voice(menu);
    }
    if !menu.settings.on {
        return;
    }
    // On from the start (`--speak`, or remembered): the voice is looked for as the menu first
    // shows its settings, so the menu says which voice speaks (or why none).
    if menu.found.is_none() {
        look_for_voice(menu);
    }
    let settings = &mut menu.settings;
    let turn = RichText::new(i18n.t("speak-turn")).size(theme::BAR);
    ui.checkbox(&mut settings.with_turn, turn);
    // The sliders' words as big as the items above them (egui's default is smaller).
    let rate = RichText::new(i18n.t("speak-rate")).size(theme::BAR);
    ui.add(egui::Slider::new(&mut settings.voice.rate, -100..=100).text(rate));
    let volume = RichText::new(i18n.t("speak-volume")).size(theme::BAR);
    ui.add(egui::Slider::new(&mut settings.voice.volume, -100..=100).text(volume));
    let note = match &menu.found {
        Some(Ok(name)) => i18n.tr("speak-voice", &[("voice", Arg::S(name))]),
        Some(Err(why)) => no_voice(why, i18n),
        None => return,
    };
    ui.label(RichText::new(note).size(theme::NOTE).weak());
}

/// Why no voice was found and what to install, in `i18n`'s language: on Linux espeak-ng from
/// the distribution or speech-dispatcher; on Windows espeak-ng's installer; on macOS Homebrew's.
#[must_use]
pub fn no_voice(why: &NoVoice, i18n: &I18n) -> String {
    let why = match why {
        NoVoice::NoServiceNoEspeak => i18n.t("speak-why-no-service"),
        NoVoice::NoSystemNoEspeak(system) => {
            i18n.tr("speak-why-no-system", &[("system", Arg::S(system))])
        }
    };
    let install = if cfg!(windows) {
        "speak-install-windows"
    } else if cfg!(target_os = "macos") {
        "speak-install-macos"
    } else {
        "speak-install-linux"
    };
    i18n.tr(
        "speak-no-voice",
        &[("why", Arg::S(&why)), ("install", Arg::S(&i18n.t(install)))],
    )
}

/// The language tag that picks a voice (espeak-ng's voice, SSIP's `LANGUAGE`) for the
/// window's language: `en`, or `ht` for Kreyòl (espeak-ng's Haitian Creole voice).
#[must_use]
pub fn language_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "en",
        Lang::Ht => "ht",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_voice_says_why_and_what_to_install_in_the_windows_language() {
        let why = NoVoice::NoServiceNoEspeak;
        assert_eq!(
            no_voice(&why, &I18n::new(Lang::En)).replace(['\u{2068}', '\u{2069}'], ""),
            "No voice found: speech-dispatcher is not running and espeak-ng is not installed. \
             Install espeak-ng (apt install espeak-ng), or start speech-dispatcher."
        );
        assert_eq!(
            no_voice(&why, &I18n::new(Lang::Ht)).replace(['\u{2068}', '\u{2069}'], ""),
            "Pa gen vwa: speech-dispatcher pa lanse, e espeak-ng pa enstale. \
             Enstale espeak-ng (apt install espeak-ng), oswa lanse speech-dispatcher."
        );
    }
}
