//! The scores panel on the left: each side's score in the largest type after the layout (with
//! its peg colour when the scores are pegged), the target, then the scores as the table chose to
//! see them (numbers, the cribbage board or the paper tally), the last hand's awards and this
//! hand's log.

use egui::{RichText, Vec2};

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::table::display::{ScoreView, peg_unit, tally_unit};
use crate::app::table::panels::hand_log;
use crate::app::widgets::tally::tally;
use crate::app::{shell::theme, text};
use crate::engine::MatchState;
use crate::engine::Side;

/// The panel's width (points): a fifth of the window, 200 to 250.
fn width(ui: &egui::Ui) -> f32 {
    (ui.available_width() * 0.2).clamp(200.0, 250.0)
}

/// Draws the scores panel for `game`.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let view = cx.view.display.score_view(game.rules());
    egui::Panel::left("scores")
        .resizable(false)
        .exact_size(width(ui))
        .show(ui, |ui| {
            ui.add_space(6.0);
            egui::Sides::new().show(
                ui,
                |ui| {
                    let title = RichText::new(cx.i18n.t("scores")).size(theme::HEADING);
                    ui.label(title.strong());
                },
                |ui| view_setting(cx, ui, game, view),
            );
            sides(cx, ui, game, view);
            let target = Arg::N(i64::from(game.rules().target));
            // "to exactly 61" when a score past the target is not scored (RULES.md §5).
            let line = if game.rules().exact_target {
                "sum-exactly"
            } else {
                "target-line"
            };
            let target = cx.i18n.tr(line, &[("target", target)]);
            ui.label(RichText::new(target).size(theme::BAR));
            if view == ScoreView::Tally
                && let Some(unit) = tally_unit(game.rules())
            {
                // What a mark is worth, in the match's scale: the scores and the target beside
                // the tally are counted the same way.
                let legend = text::tally_legend(cx.i18n, unit);
                ui.label(RichText::new(legend).size(theme::SMALL));
            }
            if view == ScoreView::Pegboard {
                ui.add_space(6.0);
                ui.label(RichText::new(cx.i18n.t("pegboard")).size(theme::SMALL));
                let pegs: Vec<(i32, i32)> = cx
                    .table
                    .scores
                    .iter()
                    .map(|s| (s.before, s.score))
                    .collect();
                pegboard(ui, game, &pegs);
            }
            if game.last_settlement().is_some() {
                ui.add_space(10.0);
                let title = RichText::new(cx.i18n.t("last-hand")).size(theme::TEXT);
                ui.label(title.strong());
                for line in &cx.table.last_hand {
                    ui.label(RichText::new(line).size(theme::TEXT));
                }
            }
            hand_log::show(cx, ui, game);
        });
}

/// The score view setting: numbers, the cribbage board, or the paper tally (where the scores
/// are counted in fives).
fn view_setting(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, view: ScoreView) {
    let mut chosen = view;
    let label = cx.i18n.t("score-view");
    egui::ComboBox::from_id_salt("score-view")
        .selected_text(cx.i18n.t(view.message()))
        .width(90.0)
        .show_ui(ui, |ui| {
            for v in ScoreView::ALL {
                if v != ScoreView::Tally || tally_unit(game.rules()).is_some() {
                    ui.selectable_value(&mut chosen, v, cx.i18n.t(v.message()));
                }
            }
        })
        .response
        .on_hover_text(&label)
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &label));
    if chosen != view {
        cx.view.display.score_view = Some(chosen);
    }
}

/// One row per side: its peg colour (on the board view), its name and its score in large type
/// (both accented on its turn), in the match's scale; the tally under it when chosen. Each row
/// is one widget named `Ana, 35 points` for screen readers (the name and the score are painted,
/// not separate labels).
fn sides(cx: &PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, view: ScoreView) {
    let pegged = view == ScoreView::Pegboard;
    // Three or four sides over the board: smaller numbers, so the hand's log keeps its rows.
    let size = if pegged && cx.table.scores.len() > 2 {
        theme::SCORE_COMPACT
    } else {
        theme::SCORE
    };
    for (side, row) in cx.table.scores.iter().enumerate() {
        let side = Side(side);
        let side_name = row.name.clone();
        let colour = if row.to_play {
            theme::accent(ui)
        } else {
            ui.visuals().strong_text_color()
        };
        let name = RichText::new(&side_name).size(theme::SCORE_NAME).strong();
        let points = row.score;
        let score = RichText::new(cx.i18n.integer(i64::from(points)))
            .size(size)
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
        if view == ScoreView::Tally
            && let Some(unit) = tally_unit(game.rules())
        {
            let score = cx.i18n.integer(i64::from(points));
            tally(ui, &side_name, &score, (points, unit), colour);
            ui.add_space(4.0);
        }
    }
}

/// A cribbage-style board to the target: a track of holes per side, grouped by five, with two
/// pegs — the front one at the score, the back one where it was before the last move. On points
/// a hole is worth 5 (3 in All Threes).
fn pegboard(ui: &mut egui::Ui, game: &MatchState, pegs: &[(i32, i32)]) {
    let setup = game.setup();
    let unit = peg_unit(game.rules());
    let target = (game.rules().target as i32 / unit).max(1);
    let per_row = 20.min(target);
    let rows = (target + per_row - 1) / per_row;
    let width = ui.available_width().min(220.0);
    let step = width / (per_row as f32 + 1.5);
    let track = step * rows as f32 + 6.0;
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(width, track * setup.sides() as f32 + 4.0),
        egui::Sense::hover(),
    );
    let summary: Vec<String> = Side::all(setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, summary.join(", ")));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, theme::wood(ui.visuals()));
    let hole = |side: Side, n: i32| -> egui::Pos2 {
        // Holes 1..=target snake along the rows; 0 is the start peg position left of row 0.
        let n = n.clamp(0, target);
        let (row, col) = if n == 0 {
            (0, -1)
        } else {
            ((n - 1) / per_row, (n - 1) % per_row)
        };
        let col = if row % 2 == 1 { per_row - 1 - col } else { col };
        let x = rect.left() + step * (col as f32 + 1.5);
        let y = rect.top() + 2.0 + track * side.index() as f32 + step * (row as f32 + 0.5) + 3.0;
        egui::pos2(x, y)
    };
    for side in Side::all(setup.sides()) {
        for n in 1..=target {
            let r = if n % 5 == 0 { 1.6 } else { 1.1 };
            painter.circle_filled(hole(side, n), r, theme::PEG_HOLE);
        }
        let (back, front) = pegs.get(side.index()).copied().unwrap_or((0, 0));
        let (back, front) = (back / unit, front / unit);
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
