//! The turn panel on the right: whose turn, the tiles each player has left, the boneyard, and
//! Draw and Pass, enabled only when they make sense (RULES.md §2: Pass only with nothing left to
//! draw; Fives and Threes knocks instead). Drawing several tiles is one entry: the buttons under
//! Draw and Pass draw 2, 3, … at once (RECORD.md `draw N`). Between hands it names the next hand.

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::widgets::big_button;
use crate::app::{Command, shell::theme};
use crate::engine::MatchState;

/// The panel's width (points): a sixth of the window, 180 to 220.
fn width(ui: &egui::Ui) -> f32 {
    (ui.available_width() / 6.0).clamp(180.0, 220.0)
}

/// The most tiles one button row offers to draw at once.
const DRAW_BUTTONS: u8 = 8;

/// Draws the turn panel for `game`.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    egui::Panel::right("turn")
        .resizable(false)
        .exact_size(width(ui))
        .show(ui, |ui| {
            ui.add_space(6.0);
            let Some(hand) = game.hand() else { return };
            if hand.settled && game.winner().is_some() {
                // The match is over: no next hand to name.
                let title = RichText::new(cx.i18n.t("match-over-title")).size(theme::TURN);
                ui.label(title.strong().color(theme::accent(ui)));
                return;
            }
            if hand.settled {
                // Between hands: the next hand, not the one just settled.
                let n = Arg::N(i64::from(hand.number + 1));
                let title = RichText::new(cx.i18n.tr("hand-n", &[("n", n)])).size(theme::TURN);
                ui.label(title.strong().color(theme::accent(ui)));
                return;
            }
            if let Some(p) = hand.turn.filter(|_| game.winner().is_none()) {
                let title = cx.i18n.tr("turn-title", &[("name", Arg::S(game.name(p)))]);
                let title = RichText::new(title).size(theme::TURN).strong();
                ui.label(title.color(theme::accent(ui)));
            }
            ui.add_space(6.0);
            let title = RichText::new(cx.i18n.t("tiles-in-hand")).size(theme::BAR);
            ui.label(title.strong());
            for (p, name) in game.setup().seated() {
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
                // The tiles the house rule keeps back are in the boneyard but never drawn: said
                // beside it, so that the count is not read as what can be drawn (RULES.md §2).
                let n = Arg::N(i64::from(hand.boneyard));
                let reserve = hand.boneyard - hand.drawable(game.rules());
                let boneyard = if reserve > 0 {
                    let reserve = Arg::N(i64::from(reserve));
                    cx.i18n
                        .tr("boneyard-reserve", &[("n", n), ("reserve", reserve)])
                } else {
                    cx.i18n.tr("boneyard-n", &[("n", n)])
                };
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
            // The buttons to draw several come last: as they come, go and wrap, Draw and Pass
            // stay where they are.
            if game.rules().drawing() && playing && drawable > 1 {
                ui.add_space(6.0);
                draw_several(cx, ui, drawable);
            }
        });
}

/// The side of a button that draws several tiles (points).
const DRAW_N_SIDE: f32 = 38.0;

/// One button per count from 2 to what can be drawn (at most [`DRAW_BUTTONS`]): each draws that
/// many tiles in one entry.
fn draw_several(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, drawable: u8) {
    ui.label(RichText::new(cx.i18n.t("draw-several")).size(theme::TEXT));
    ui.horizontal_wrapped(|ui| {
        for n in 2..=drawable.min(DRAW_BUTTONS) {
            let label = cx.i18n.tr("draw-n", &[("n", Arg::N(i64::from(n)))]);
            let button = egui::Button::new(RichText::new(n.to_string()).size(theme::HEADING))
                .min_size(egui::Vec2::splat(DRAW_N_SIDE));
            let response = ui.add(button);
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
            if response.on_hover_text(&label).clicked() {
                cx.command(Command::DrawTiles(n));
            }
        }
    });
}
