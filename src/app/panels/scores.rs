//! The scores panel on the left: each side's score (with its peg colour when the scores are
//! pegged), the target, the cribbage board, the last hand's awards and this hand's log.

use egui::{RichText, Vec2};

use super::PanelCtx;
use crate::app::i18n::Arg;
use crate::app::{text, theme};
use crate::engine::{MatchState, Scale};

/// The panel's width (points).
const WIDTH: f32 = 230.0;

/// Draws the scores panel for `game`.
pub fn show(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    egui::Panel::left("scores")
        .resizable(false)
        .exact_size(WIDTH)
        .show(ui, |ui| {
            ui.add_space(6.0);
            ui.label(
                RichText::new(cx.i18n.t("scores"))
                    .size(theme::HEADING)
                    .strong(),
            );
            sides(cx, ui, game);
            let target = Arg::N(i64::from(game.rules().target));
            let target = cx.i18n.tr("target-line", &[("target", target)]);
            ui.label(RichText::new(target).size(theme::BAR).weak());
            if game.rules().scale != Scale::Points {
                ui.add_space(6.0);
                ui.label(
                    RichText::new(cx.i18n.t("pegboard"))
                        .size(theme::SMALL)
                        .weak(),
                );
                pegboard(ui, game, &cx.derived.pegs);
            }
            if let Some(s) = game.last_settlement() {
                ui.add_space(10.0);
                let title = RichText::new(cx.i18n.t("last-hand")).size(theme::TEXT);
                ui.label(title.strong());
                for (side, award) in s.awards.iter().enumerate() {
                    if *award != 0 {
                        let line = format!("{} {:+}", game.setup().side_name(side), award);
                        ui.label(RichText::new(line).size(theme::TEXT));
                    }
                }
            }
            ui.add_space(10.0);
            let title = RichText::new(cx.i18n.t("this-hand")).size(theme::TEXT);
            ui.label(title.strong());
            egui::ScrollArea::vertical()
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    for line in &cx.derived.log {
                        ui.label(RichText::new(line).size(theme::SMALL));
                    }
                });
        });
}

/// One row per side: its peg colour (pegged scales), its name (accented on its turn) and its
/// score, in the match's scale. Each row is one widget named `Ana, 35 points` for screen readers
/// (the name and the score are painted, not separate labels).
fn sides(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let setup = game.setup();
    let turn_side = game
        .hand()
        .and_then(|h| h.turn)
        .filter(|_| game.winner().is_none())
        .map(|p| setup.side_of(p));
    let pegged = game.rules().scale != Scale::Points;
    for side in 0..setup.sides() {
        let side_name = setup.side_name(side);
        let name = RichText::new(&side_name).size(theme::HEADING);
        let name = if turn_side == Some(side) {
            name.strong().color(theme::accent(ui))
        } else {
            name
        };
        let points = game.scores()[side];
        let score = RichText::new(points.to_string())
            .size(theme::SCORE)
            .strong();
        let width = ui.available_width();
        let dot = if pegged { 18.0 } else { 0.0 };
        let wrap = Some(egui::TextWrapMode::Truncate);
        let style = egui::TextStyle::Body;
        let score = egui::WidgetText::from(score).into_galley(ui, wrap, width, style.clone());
        let room = (width - score.size().x - dot - 8.0).max(10.0);
        let name = egui::WidgetText::from(name).into_galley(ui, wrap, room, style);
        let height = name.size().y.max(score.size().y);
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(width, height), egui::Sense::hover());
        let label = text::score_name(cx.i18n, &side_name, points);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        let painter = ui.painter_at(rect);
        let colour = ui.visuals().text_color();
        if pegged {
            let centre = egui::pos2(rect.left() + 7.0, rect.center().y);
            painter.circle_filled(centre, 6.0, theme::peg(side));
        }
        let name_at = egui::pos2(rect.left() + dot, rect.center().y - name.size().y / 2.0);
        painter.galley(name_at, name, colour);
        let score_at = egui::pos2(
            rect.right() - score.size().x,
            rect.center().y - score.size().y / 2.0,
        );
        painter.galley(score_at, score, colour);
    }
}

/// A cribbage-style board to the target: a track of holes per side, grouped by five, with two
/// pegs — the front one at the score, the back one where it was before the last move.
fn pegboard(ui: &mut egui::Ui, game: &MatchState, pegs: &[(i32, i32)]) {
    let setup = game.setup();
    let target = game.rules().target.max(1) as i32;
    let per_row = 20.min(target);
    let rows = (target + per_row - 1) / per_row;
    let width = ui.available_width().min(220.0);
    let step = width / (per_row as f32 + 1.5);
    let track = step * rows as f32 + 6.0;
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(width, track * setup.sides() as f32 + 4.0),
        egui::Sense::hover(),
    );
    let summary: Vec<String> = (0..setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, summary.join(", ")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, theme::wood(ui.visuals()));
    let hole = |side: usize, n: i32| -> egui::Pos2 {
        // Holes 1..=target snake along the rows; 0 is the start peg position left of row 0.
        let n = n.clamp(0, target);
        let (row, col) = if n == 0 {
            (0, -1)
        } else {
            ((n - 1) / per_row, (n - 1) % per_row)
        };
        let col = if row % 2 == 1 { per_row - 1 - col } else { col };
        let x = rect.left() + step * (col as f32 + 1.5);
        let y = rect.top() + 2.0 + track * side as f32 + step * (row as f32 + 0.5) + 3.0;
        egui::pos2(x, y)
    };
    for side in 0..setup.sides() {
        for n in 1..=target {
            let r = if n % 5 == 0 { 1.6 } else { 1.1 };
            painter.circle_filled(hole(side, n), r, theme::PEG_HOLE);
        }
        let (back, front) = pegs.get(side).copied().unwrap_or((0, 0));
        let color = theme::peg(side);
        painter.circle(
            hole(side, back.max(0)),
            step * 0.42,
            color.gamma_multiply(0.55),
            egui::Stroke::new(1.0, theme::PEG_OUTLINE),
        );
        painter.circle(
            hole(side, front.max(0)),
            step * 0.48,
            color,
            egui::Stroke::new(1.0, theme::PEG_OUTLINE),
        );
    }
}
