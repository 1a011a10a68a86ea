//! The match-over screen: the winner, the play that reached the target when a play did
//! (RULES.md §5), the final scores and New match.

use egui::RichText;

use crate::app::table::state::TableCtx;
use crate::app::widgets::big_button;
use crate::app::{SetupCommand, theme};

/// Draws the winner and the final scores, as the table view has them (nothing while the match
/// has no winner).
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(over) = cx.table.match_over.clone() else {
        return;
    };
    ui.add_space(20.0);
    ui.vertical_centered(|ui| {
        let winner = RichText::new(&over.winner).size(theme::TITLE).strong();
        ui.label(winner.color(theme::accent(ui)));
        if let Some((count, note)) = &over.by_play {
            // A muggins steal can win the match for the caller (RULES.md §6).
            ui.label(RichText::new(count).size(theme::FINAL));
            ui.label(RichText::new(note).size(theme::ENTRY));
        }
        if let Some(moved_on) = &over.window_won {
            // What was entered last was not made: the table moving on closed the window.
            ui.label(RichText::new(moved_on).size(theme::ENTRY));
        }
        ui.add_space(10.0);
        let title = RichText::new(cx.i18n.t("final-scores")).size(theme::HEADING);
        ui.label(title.strong());
        for line in &over.scores {
            ui.label(RichText::new(line).size(theme::FINAL));
        }
        ui.add_space(16.0);
        if big_button(ui, cx.i18n.t("new-match"), true).clicked() {
            cx.command(SetupCommand::Show);
        }
    });
}
