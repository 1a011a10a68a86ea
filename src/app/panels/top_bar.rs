//! The top bar: the rules in one line and where the match stands (on the table), or the app's
//! title; on the right the language, New match, and Undo/Redo saying what they take back.

use egui::{Align, Button, Layout, RichText};

use super::PanelCtx;
use crate::app::i18n::{Arg, Lang};
use crate::app::state::Screen;
use crate::app::theme::Theme;
use crate::app::{Command, text, theme};

/// Draws the top bar.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.add_space(4.0);
            if let (Screen::Table, Some(game)) = (cx.view.screen, &cx.derived.game) {
                let players = game.setup().players.len();
                let rules = text::rules_line(cx.i18n, game.rules(), players);
                ui.label(RichText::new(rules).size(theme::BAR));
                ui.separator();
                let turn = text::turn_line(cx.i18n, game);
                ui.label(RichText::new(turn).size(theme::BAR).strong());
            } else {
                let title = cx.i18n.t("app-title");
                ui.label(RichText::new(title).size(theme::BAR_TITLE).strong());
            }
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                menu(cx, ui);
                language(cx, ui);
                if cx.view.screen == Screen::Table {
                    coach_toggle(cx, ui);
                    let new_match = RichText::new(cx.i18n.t("new-match")).size(theme::BAR);
                    if ui.button(new_match).clicked() {
                        cx.command(Command::ShowNewMatch);
                    }
                    undo_redo(cx, ui);
                }
            });
        });
    });
}

/// The language switcher.
fn language(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let mut lang = cx.i18n.lang();
    let response = egui::ComboBox::from_id_salt("language")
        .selected_text(lang.name())
        .show_ui(ui, |ui| {
            for l in Lang::ALL {
                ui.selectable_value(&mut lang, l, l.name());
            }
        })
        .response;
    let name = Arg::S(cx.i18n.lang().name());
    let name = cx.i18n.tr("a11y-language", &[("lang", name)]);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &name));
    response.on_hover_text(cx.i18n.t("language"));
    if lang != cx.i18n.lang() {
        cx.command(Command::SetLang(lang));
    }
}

/// Undo and Redo, each naming what it takes back or brings back (UI.md: `Undo: Ben's [5-2]`).
fn undo_redo(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let (undo, redo) = (cx.derived.undo.clone(), cx.derived.redo.clone());
    // Right to left: Redo, then Undo.
    for (what, arrow, with, without, command) in [
        (redo, "↷", "redo-what", "redo", Command::Redo),
        (undo, "↶", "undo-what", "nothing-to-undo", Command::Undo),
    ] {
        let text = match &what {
            Some(what) => cx.i18n.tr(with, &[("what", Arg::S(what))]),
            None => cx.i18n.t(without),
        };
        let button = Button::new(RichText::new(format!("{arrow} {text}")).size(theme::BAR));
        if ui.add_enabled(what.is_some(), button).clicked() {
            cx.command(command);
        }
    }
}

/// The menu (☰, named `Menu` for screen readers): the theme, and the About box.
fn menu(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let response = ui
        .menu_button(RichText::new("☰").size(theme::BAR_TITLE), |ui| {
            ui.label(RichText::new(cx.i18n.t("theme")).strong());
            for choice in Theme::ALL {
                let text = RichText::new(cx.i18n.t(choice.message())).size(theme::BAR);
                if ui.radio(cx.theme == choice, text).clicked() {
                    cx.command(Command::SetTheme(choice));
                    ui.close();
                }
            }
            ui.separator();
            let about = RichText::new(cx.i18n.t("about")).size(theme::BAR);
            if ui.button(about).clicked() {
                cx.view.about_open = true;
                ui.close();
            }
        })
        .response;
    let name = cx.i18n.t("menu");
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
}

/// The Coach toggle: practice mode on or off (issue 10; off by default).
fn coach_toggle(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let on = cx.view.coach.on;
    let label = RichText::new(cx.i18n.t("coach-toggle")).size(theme::BAR);
    let toggle = ui
        .add(Button::new(label).selected(on))
        .on_hover_text(cx.i18n.t("coach-toggle-hint"));
    if toggle.clicked() {
        cx.view.coach.on = !on;
    }
}
