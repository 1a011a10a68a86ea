//! The match-over screen: the winner, the play that reached the target when a play did
//! (RULES.md §5), the final scores and New match.

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::widgets::big_button;
use crate::app::{Command, text, theme};
use crate::engine::MatchState;
use crate::engine::Side;

/// Draws the winner and the final scores of `game` (nothing while it has no winner).
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let Some(side) = game.winner() else { return };
    let setup = game.setup();
    ui.add_space(20.0);
    ui.vertical_centered(|ui| {
        let winner = cx.i18n.tr(
            &text::side_id("winner", setup, side),
            &[("name", Arg::S(&setup.side_name(side)))],
        );
        let winner = RichText::new(winner).size(theme::TITLE).strong();
        ui.label(winner.color(theme::accent(ui)));
        if let Some(hand) = game.hand()
            && let Some(play) = &hand.last_play
            && !hand.settled
        {
            // A muggins steal can win the match for the caller (RULES.md §6).
            let count = text::headline(cx.i18n, game, play, None);
            ui.label(RichText::new(count).size(theme::FINAL));
            let name = Arg::S(&setup.side_name(side));
            let note = cx.i18n.tr("match-won-by-play", &[("name", name)]);
            ui.label(RichText::new(note).size(theme::ENTRY));
        }
        ui.add_space(10.0);
        let title = RichText::new(cx.i18n.t("final-scores")).size(theme::HEADING);
        ui.label(title.strong());
        for s in Side::all(setup.sides()) {
            let line = format!("{}  {}", setup.side_name(s), game.scores()[s]);
            ui.label(RichText::new(line).size(theme::FINAL));
        }
        ui.add_space(16.0);
        if big_button(ui, cx.i18n.t("new-match"), true).clicked() {
            cx.command(Command::ShowNewMatch);
        }
    });
}
