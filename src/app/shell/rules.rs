//! The Rules screen: how a play counts with the rules card's example, then every variant and
//! every house rule the new-match form offers, each in a paragraph with its source, in the UI's
//! language (in Kreyòl the same paragraphs in the rules card's words: what this app does, not the
//! card's text), so a table can settle "is that the rule?" from the app. Opened from ☰ and from the form's House rules; Back or Esc returns to the screen
//! it was opened from, as it was left.
//!
//! The paragraphs are Fluent messages (`assets/i18n/{en,ht}.ftl`, built into the binary): one
//! `rules-variant-KEYWORD` per [`Variant`] and one `rules-house-KEYWORD` per house rule's record
//! header ([`RulesHeader`]) and for the teams.

use egui::RichText;

use crate::app::ShellCommand;
use crate::app::i18n::I18n;
use crate::app::screen::{Effect, Screen};
use crate::app::session::Session;
use crate::app::table::state::TableCtx;
use crate::app::table::state::ViewState;
use crate::app::theme;
use crate::app::widgets::big_button;
use crate::engine::{RulesHeader, Variant};

/// The Rules screen, to come back from to the screen shown now, as it is.
pub(crate) fn open(view: &mut ViewState) -> Effect {
    if view.screen != Screen::Rules {
        view.rules_back = view.screen;
        return Effect::show(Screen::Rules);
    }
    Effect::none()
}

/// Back from the Rules screen to the screen it was opened from; to the new-match screen if
/// that was the table and the match in `session` has gone.
pub(crate) fn close(view: &mut ViewState, session: &Session) -> Effect {
    if view.screen != Screen::Rules {
        return Effect::none();
    }
    let back = view.rules_back;
    Effect::show(if back == Screen::Table && !session.has_match() {
        Screen::NewMatch
    } else {
        back
    })
}

/// The widest the text column grows (points): lines stay short enough to read from a metre.
const WIDTH: f32 = 900.0;

/// The Fluent id of `variant`'s paragraph.
#[must_use]
pub fn variant_message(variant: Variant) -> String {
    format!("rules-variant-{}", variant.keyword())
}

/// The house rules in the form's order, as the record headers that set them: every header but
/// the variant's.
#[must_use]
pub fn house_rules() -> Vec<RulesHeader> {
    RulesHeader::KEYWORDS
        .iter()
        .map(|(header, _)| *header)
        .filter(|header| *header != RulesHeader::Variant)
        .collect()
}

/// The Fluent id of a house rule's paragraph (`None`: the teams, which the players set).
#[must_use]
pub fn house_message(header: Option<RulesHeader>) -> String {
    let keyword = header.map_or("teams", RulesHeader::keyword);
    format!("rules-house-{keyword}")
}

/// The heading over a house rule's paragraph: the form's name for it (`None`: the teams).
fn house_heading(i18n: &I18n, header: Option<RulesHeader>) -> String {
    i18n.t(match header {
        None => "rules-head-teams",
        Some(RulesHeader::HandSize) => "deal",
        Some(RulesHeader::DrawWhenAble) => "draw-when-able",
        Some(RulesHeader::BoneyardReserve) => "reserve",
        Some(RulesHeader::EndOfHand) => "end-of-hand",
        Some(RulesHeader::Scale) => "scale",
        Some(RulesHeader::Target) => "target",
        Some(RulesHeader::ExactTarget) => "rules-head-exact-target",
        Some(RulesHeader::Muggins) => "muggins-rule",
        Some(RulesHeader::Variant) => "variant",
    })
}

/// Draws the Rules screen: Back and the title stay at the top; the rules scroll under them.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let i18n = cx.i18n;
    // Esc returns, unless it is closing a menu or a drop-down first.
    let escape = !egui::Popup::is_any_open(ui.ctx())
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
    let mut back = escape;
    egui::Panel::top("rules-head").show(ui, |ui| {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            back |= big_button(ui, i18n.t("rules-back"), true).clicked();
            ui.add_space(16.0);
            let title = RichText::new(i18n.t("rules-title")).size(theme::TITLE);
            ui.label(title.strong());
        });
        ui.add_space(6.0);
    });
    egui::CentralPanel::default().show(ui, |ui| {
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .show(ui, |ui| column(ui, |ui| rules(i18n, ui)));
    });
    if back {
        cx.command(ShellCommand::CloseRules);
    }
}

/// `add` in a column at most [`WIDTH`] wide, in the middle of the screen.
fn column(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal(|ui| {
        ui.add_space((ui.available_width() - WIDTH).max(0.0) / 2.0);
        ui.vertical(|ui| {
            ui.set_max_width(WIDTH.min(ui.available_width()));
            add(ui);
        });
    });
}

/// The rules themselves: counting with its example, the games, the house rules.
fn rules(i18n: &I18n, ui: &mut egui::Ui) {
    ui.add_space(8.0);
    paragraph(ui, i18n.t("rules-intro"));
    section(ui, i18n.t("rules-count-title"));
    paragraph(ui, i18n.t("rules-para-count"));
    ui.add_space(6.0);
    heading(ui, i18n.t("rules-example-title"));
    example(i18n, ui);
    section(ui, i18n.t("rules-variants-title"));
    for variant in Variant::ALL {
        heading(ui, variant.to_string());
        paragraph(ui, i18n.t(&variant_message(variant)));
    }
    section(ui, i18n.t("rules-house-title"));
    let teams = std::iter::once(None);
    for header in teams.chain(house_rules().into_iter().map(Some)) {
        heading(ui, house_heading(i18n, header));
        paragraph(ui, i18n.t(&house_message(header)));
    }
    ui.add_space(24.0);
}

/// A section's title (Counting, The games, House rules).
fn section(ui: &mut egui::Ui, text: String) {
    ui.add_space(18.0);
    ui.label(RichText::new(text).size(theme::CALL).strong());
    ui.separator();
}

/// A rule's name over its paragraph.
fn heading(ui: &mut egui::Ui, text: String) {
    ui.add_space(10.0);
    ui.label(RichText::new(text).size(theme::RULES_HEADING).strong());
}

/// A paragraph of the rules, in the reading size.
fn paragraph(ui: &mut egui::Ui, text: String) {
    ui.add(egui::Label::new(RichText::new(text).size(theme::RULES_TEXT)).wrap());
}

/// The rules card's example: the spinner led, placement by placement, as a table.
fn example(i18n: &I18n, ui: &mut egui::Ui) {
    let rows = std::iter::once("rules-example-head".to_string())
        .chain((1..=5).map(|n| format!("rules-example-{n}")))
        .map(|id| i18n.t(&id));
    egui::Grid::new("rules-example")
        .striped(true)
        .spacing([28.0, 6.0])
        .show(ui, |ui| {
            for (i, row) in rows.enumerate() {
                for cell in row.split('|').map(str::trim) {
                    let text = RichText::new(cell).size(theme::RULES_TEXT);
                    ui.label(if i == 0 { text.strong() } else { text });
                }
                ui.end_row();
            }
        });
}
