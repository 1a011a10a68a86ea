//! The turn panel on the right: whose turn, the tiles each player has left, the boneyard, and
//! Draw and Pass, enabled only when they make sense (RULES.md §2: Pass only with nothing left to
//! draw; Fives and Threes knocks instead).

use egui::RichText;

use super::PanelCtx;
use crate::app::i18n::Arg;
use crate::app::widgets::big_button;
use crate::app::{Command, theme};
use crate::engine::MatchState;

/// The panel's width (points).
const WIDTH: f32 = 220.0;

/// Draws the turn panel for `game`.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    egui::Panel::right("turn")
        .resizable(false)
        .exact_size(WIDTH)
        .show(ui, |ui| {
            ui.add_space(6.0);
            let Some(hand) = game.hand() else { return };
            if let Some(p) = hand.turn.filter(|_| game.winner().is_none()) {
                let title = cx.i18n.tr("turn-title", &[("name", Arg::S(game.name(p)))]);
                let title = RichText::new(title).size(theme::TURN).strong();
                ui.label(title.color(theme::accent(ui)));
            }
            ui.add_space(6.0);
            let title = RichText::new(cx.i18n.t("tiles-in-hand")).size(theme::BAR);
            ui.label(title.strong());
            for (p, name) in game.setup().players.iter().enumerate() {
                let tiles = Arg::N(i64::from(hand.tiles[p]));
                let text = format!("{name}: {}", cx.i18n.tr("tiles-n", &[("n", tiles)]));
                let rich = RichText::new(text).size(theme::TEXT);
                ui.label(if hand.turn == Some(p) {
                    rich.strong()
                } else {
                    rich
                });
            }
            if game.rules().drawing() {
                ui.add_space(6.0);
                let boneyard = Arg::N(i64::from(hand.boneyard));
                let boneyard = cx.i18n.tr("boneyard-n", &[("n", boneyard)]);
                ui.label(RichText::new(boneyard).size(theme::TEXT));
            }
            ui.add_space(12.0);
            let playing = hand.started() && hand.end.is_none() && game.winner().is_none();
            let drawable = hand.drawable(game.rules());
            if game.rules().drawing() {
                let draw = big_button(ui, cx.i18n.t("draw"), playing && drawable > 0)
                    .on_hover_text(cx.i18n.t("draw-hint"));
                if draw.clicked() {
                    cx.command(Command::Draw);
                }
                ui.add_space(6.0);
            }
            let (pass_text, pass_hint) = if game.rules().drawing() {
                ("pass", "pass-hint")
            } else {
                ("knock", "knock-hint")
            };
            let pass = big_button(ui, cx.i18n.t(pass_text), playing && drawable == 0)
                .on_hover_text(cx.i18n.t(pass_hint));
            if pass.clicked() {
                cx.command(Command::Pass);
            }
        });
}
