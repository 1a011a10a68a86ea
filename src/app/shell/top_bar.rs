//! The top bar: the menu (theme, the keys, table mode, Rules, About) at the left, opening over
//! the scores; where the match stands (on the table) or the app's title; on the right the
//! language, the coach, New match, table mode, and Undo/Redo saying what they take back. The right side is laid out first and keeps its
//! size; the left side gets what is left and cuts its text short, so a small window never clips
//! a button. On the table the rules follow where the match stands: the whole line where it fits,
//! else the variant and the target ("to exactly 61" included), the whole line on hover. The bar
//! is one line in every window, so the felt never gives up its height to it.

use egui::{Button, RichText};

use crate::app::history::HistoryCommand;
use crate::app::i18n::{Arg, Lang};
use crate::app::table::state::Screen;
use crate::app::table::state::TableCtx;
use crate::app::theme::Theme;
use crate::app::widgets::size_to_fit;
use crate::app::{SetupCommand, ShellCommand, theme};

/// Draws the top bar (table mode has its own). In a `read_only` window (another window holds
/// the saves folder) what would enter something — New match, Undo, Redo — is greyed, as the
/// match under it is; the menu, the language and History still work.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, read_only: bool) {
    if crate::app::table::state::table_mode_shown(cx.view, cx.table) {
        return;
    }
    let (first, rules) = left_texts(cx);
    egui::Panel::top("top").show(ui, |ui| {
        ui.horizontal(|ui| {
            // The menu opens at the left, over the scores: at the right it covered the turn
            // panel's Draw and Pass.
            menu(cx, ui);
            bar(cx, ui, &first, rules.as_ref(), read_only);
        });
    });
}

/// The rest of the bar's line after the menu: where the match stands (cut short first) on the
/// left, the buttons on the right.
fn bar(
    cx: &mut TableCtx<'_>,
    ui: &mut egui::Ui,
    first: &str,
    rules: Option<&RulesTexts>,
    read_only: bool,
) {
    egui::Sides::new().shrink_left().truncate().show(
        ui,
        |ui| left(ui, first, rules),
        |ui| {
            language(cx, ui);
            if cx.view.screen != Screen::History {
                let history = RichText::new(cx.i18n.t("hist-open")).size(theme::BAR);
                if ui.button(history).clicked() {
                    cx.command(HistoryCommand::Open);
                }
            }
            if cx.view.screen == Screen::Table {
                coach_toggle(cx, ui);
                let new_match = RichText::new(cx.i18n.t("new-match")).size(theme::BAR);
                if ui.add_enabled(!read_only, Button::new(new_match)).clicked() {
                    cx.command(SetupCommand::Show);
                }
                // In a narrow window the button gives its room to where the match stands:
                // table mode stays one click away in ☰ (and on F11).
                if ui.ctx().content_rect().width() >= WIDE_BAR {
                    let mode = RichText::new(cx.i18n.t("table-mode")).size(theme::BAR);
                    if ui.button(mode).clicked() {
                        cx.view.display.table_mode = true;
                    }
                }
                ui.add_enabled_ui(!read_only, |ui| {
                    crate::app::table::panels::undo_redo::undo_redo(cx, ui);
                });
            }
        },
    );
}

/// The narrowest window (points) whose top bar has room for the Table mode button beside where
/// the match stands.
const WIDE_BAR: f32 = 1100.0;

/// The rules as the bar says them: the whole line, and the variant with the target alone.
struct RulesTexts {
    whole: String,
    short: String,
}

/// The left side's texts: where the match stands and the rules, or the app's title alone.
fn left_texts(cx: &TableCtx<'_>) -> (String, Option<RulesTexts>) {
    match (cx.view.screen, &cx.table.rules) {
        (Screen::Table, Some(_)) => {
            let rules = RulesTexts {
                whole: cx.table.rules_line.clone(),
                short: cx.table.rules_short.clone(),
            };
            (cx.table.turn_line.clone(), Some(rules))
        }
        _ => (cx.i18n.t("app-title"), None),
    }
}

/// Where the match stands (strong) on the table, then the rules: the whole line where it fits,
/// else the variant and the target (whole on hover) in the largest type that holds them, else
/// nothing more (the target stays under the scores); or the app's title. The bar keeps one
/// line, so the felt keeps its height, and nothing in it is cut to a `…`.
fn left(ui: &mut egui::Ui, first: &str, rules: Option<&RulesTexts>) {
    ui.add_space(4.0);
    let Some(rules) = rules else {
        ui.label(RichText::new(first).size(theme::BAR_TITLE).strong());
        return;
    };
    if !first.is_empty() {
        ui.label(RichText::new(first).size(theme::BAR).strong());
    }
    // The room after the separator.
    let room = ui.available_width() - 2.0 * ui.spacing().item_spacing.x - 1.0;
    if size_to_fit(ui, &rules.whole, &[theme::BAR], room).is_some() {
        ui.separator();
        ui.label(RichText::new(&rules.whole).size(theme::BAR));
    } else if let Some(size) = size_to_fit(ui, &rules.short, &SHORT_SIZES, room) {
        ui.separator();
        ui.label(RichText::new(&rules.short).size(size))
            .on_hover_text(&rules.whole);
    }
}

/// The sizes the variant and the target may take in the bar (points), largest first.
const SHORT_SIZES: [f32; 3] = [theme::BAR, theme::SMALL, theme::NOTE];

/// The language switcher.
fn language(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
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
        cx.command(ShellCommand::SetLang(lang));
    }
}

/// The menu (☰, named `Menu` for screen readers): the theme, the keys and table mode (greyed
/// away from the table), Show on phones, the Rules screen and the About box.
fn menu(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let response = ui
        .menu_button(RichText::new("☰").size(theme::BAR_TITLE), |ui| {
            ui.label(RichText::new(cx.i18n.t("theme")).strong());
            theme::keep_control_outline(ui);
            for choice in Theme::ALL {
                let text = RichText::new(cx.i18n.t(choice.message())).size(theme::BAR);
                if ui.radio(cx.theme == choice, text).clicked() {
                    cx.command(ShellCommand::SetTheme(choice));
                    ui.close();
                }
            }
            ui.separator();
            super::speaking::menu_items(&mut cx.view.speech, cx.i18n, ui);
            ui.separator();
            // The keys (also `?`) and table mode (also F11 and the bar's button) are the
            // table's: elsewhere they are greyed, with the reason under them.
            let on_table = cx.view.screen == Screen::Table && cx.table.has_match();
            let keys = RichText::new(cx.i18n.t("keys-menu")).size(theme::BAR);
            if ui.add_enabled(on_table, Button::new(keys)).clicked() {
                cx.view.keys.help = true;
                ui.close();
            }
            let mode = RichText::new(cx.i18n.t("table-mode-menu")).size(theme::BAR);
            if ui.add_enabled(on_table, Button::new(mode)).clicked() {
                cx.view.display.table_mode = true;
                ui.close();
            }
            if !on_table {
                let why = if cx.table.has_match() {
                    "menu-table-only-back"
                } else {
                    "menu-table-only"
                };
                ui.label(RichText::new(cx.i18n.t(why)).size(theme::NOTE).weak());
            }
            let share = RichText::new(cx.i18n.t("share-menu")).size(theme::BAR);
            if ui.button(share).clicked() {
                cx.command(ShellCommand::ShowSharing);
                ui.close();
            }
            ui.separator();
            let rules = RichText::new(cx.i18n.t("rules-menu")).size(theme::BAR);
            if ui.button(rules).clicked() {
                cx.command(ShellCommand::ShowRules);
                ui.close();
            }
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

/// The Coach toggle: practice mode on or off (off by default).
fn coach_toggle(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let on = cx.view.coach.on;
    let label = RichText::new(cx.i18n.t("coach-toggle")).size(theme::BAR);
    let toggle = ui
        .add(Button::new(label).selected(on))
        .on_hover_text(cx.i18n.t("coach-toggle-hint"));
    if toggle.clicked() {
        cx.view.coach.on = !on;
    }
}
