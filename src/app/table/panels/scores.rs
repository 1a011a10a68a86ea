//! The scores panel on the left: each side's score in the largest type after the layout (with
//! its peg colour when the scores are pegged), the target, then the scores as the table chose to
//! see them (numbers, the cribbage board or the paper tally), the last hand's awards and this
//! hand's log.

use egui::{RichText, Vec2};

use crate::app::i18n::Arg;
use crate::app::table::TableView;
use crate::app::table::display::{ScoreView, peg_unit, tally_unit};
use crate::app::table::panels::hand_log;
use crate::app::table::state::TableCtx;
use crate::app::widgets::tally::tally;
use crate::app::{text, theme};
use crate::engine::{Rules, Side};

/// The panel's width (points): a fifth of the window, 200 to 250.
fn width(ui: &egui::Ui) -> f32 {
    (ui.available_width() * 0.2).clamp(200.0, 250.0)
}

/// Draws the scores panel from the table view (nothing without a match).
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(rules) = cx.table.rules.clone() else {
        return;
    };
    let view = cx.view.display.score_view(&rules);
    egui::Panel::left("scores")
        .resizable(false)
        .exact_size(width(ui))
        .show(ui, |ui| {
            let short = ui.available_height() < SHORT;
            ui.add_space(6.0);
            egui::Sides::new().show(
                ui,
                |ui| {
                    let title = RichText::new(cx.i18n.t("scores")).size(theme::HEADING);
                    ui.label(title.strong());
                },
                |ui| view_setting(cx, ui, &rules, view),
            );
            sides(cx, ui, &rules, view, short);
            let target = Arg::N(i64::from(rules.target));
            // "to exactly 61" when a score past the target is not scored (RULES.md §5).
            let line = if rules.exact_target {
                "sum-exactly"
            } else {
                "target-line"
            };
            let target = cx.i18n.tr(line, &[("target", target)]);
            ui.label(RichText::new(target).size(theme::BAR));
            if view == ScoreView::Tally
                && let Some(unit) = tally_unit(&rules)
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
                pegboard(ui, cx.table, &rules, &pegs);
            }
            // The last hand gives way to this hand's log, once it has rows, where both do not
            // fit (the log is where an entry is changed; the last hand was shown as it ended);
            // in a short panel it is left out rather than cut where it does not fit at all.
            let last_hand = last_hand_height(cx, ui);
            let log_first = !cx.table.log.is_empty()
                && !hand_log::fits(cx, ui, last_hand)
                && hand_log::fits(cx, ui, 0.0);
            let fits = last_hand <= ui.available_height() || !short;
            if cx.table.last_settled && fits && !log_first {
                ui.add_space(LAST_HAND_GAP);
                ui.label(last_hand_title(cx));
                for line in &cx.table.last_hand {
                    ui.label(RichText::new(line).size(theme::TEXT));
                }
            }
            hand_log::show(cx, ui);
        });
}

/// The space over the last hand's awards (points).
const LAST_HAND_GAP: f32 = 10.0;

/// The title over the last hand's awards.
fn last_hand_title(cx: &TableCtx<'_>) -> RichText {
    RichText::new(cx.i18n.t("last-hand"))
        .size(theme::TEXT)
        .strong()
}

/// The height the last hand's awards take (points): the gap, the title and each line as
/// wrapped to the panel, with the space between them.
fn last_hand_height(cx: &TableCtx<'_>, ui: &egui::Ui) -> f32 {
    let wrap = Some(egui::TextWrapMode::Wrap);
    let width = ui.available_width();
    let spacing = ui.spacing().item_spacing.y;
    let height = |text: RichText| {
        egui::WidgetText::from(text)
            .into_galley(ui, wrap, width, egui::TextStyle::Body)
            .size()
            .y
            + spacing
    };
    let lines: f32 = cx
        .table
        .last_hand
        .iter()
        .map(|line| height(RichText::new(line).size(theme::TEXT)))
        .sum();
    LAST_HAND_GAP + height(last_hand_title(cx)) + lines
}

/// The score view setting: numbers, the cribbage board, or the paper tally (where the scores
/// are counted in fives).
fn view_setting(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, rules: &Rules, view: ScoreView) {
    let mut chosen = view;
    let label = cx.i18n.t("score-view");
    egui::ComboBox::from_id_salt("score-view")
        .selected_text(cx.i18n.t(view.message()))
        .width(90.0)
        .show_ui(ui, |ui| {
            for v in ScoreView::ALL {
                if v != ScoreView::Tally || tally_unit(rules).is_some() {
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

/// Under this height (points) the scores panel is short (the window's smallest is 600 tall, which
/// leaves it about 410): the tally's marks then go under smaller numbers, and the last hand is
/// left out where it does not fit whole.
const SHORT: f32 = 480.0;

/// One row per side: its peg colour (on the board view), its name and its score in large type
/// (both accented on its turn), in the match's scale; the tally under it when chosen. Each row
/// is one widget named `Ana, 35 points` for screen readers (the name and the score are painted,
/// not separate labels). `short`: the panel is short ([`SHORT`]).
fn sides(cx: &TableCtx<'_>, ui: &mut egui::Ui, rules: &Rules, view: ScoreView, short: bool) {
    let pegged = view == ScoreView::Pegboard;
    // Three or four sides over the board, or the tally in a short window: smaller numbers, so
    // the hand's log keeps its rows.
    let compact = (pegged && cx.table.scores.len() > 2) || (view == ScoreView::Tally && short);
    let size = if compact {
        theme::SCORE_COMPACT
    } else {
        theme::SCORE
    };
    for row in &cx.table.scores {
        let side_name = row.name.clone();
        let colour = if row.to_play {
            theme::accent(ui)
        } else {
            ui.visuals().strong_text_color()
        };
        let points = row.score;
        let score = RichText::new(cx.i18n.integer(i64::from(points)))
            .size(size)
            .strong();
        let width = ui.available_width();
        let dot = if pegged { 18.0 } else { 0.0 };
        let wrap = Some(egui::TextWrapMode::Truncate);
        let style = egui::TextStyle::Body;
        let score = egui::WidgetText::from(score).into_galley(ui, wrap, width, style);
        let room = (width - score.size().x - dot - 8.0).max(10.0);
        let name = name_galley(ui, &side_name, room);
        let height = name.size().y.max(score.size().y);
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(width, height), egui::Sense::hover());
        let label = text::score_name(cx.i18n, &side_name, points);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
        if name.elided {
            response.on_hover_text(&side_name);
        }
        let painter = ui.painter_at(rect);
        if pegged {
            let centre = egui::pos2(rect.left() + 7.0, rect.center().y);
            painter.circle_filled(centre, 6.0, colour_of(row));
        }
        let name_at = egui::pos2(rect.left() + dot, rect.center().y - name.size().y / 2.0);
        painter.galley(name_at, name, colour);
        let score_at = egui::pos2(
            rect.right() - score.size().x,
            rect.center().y - score.size().y / 2.0,
        );
        painter.galley(score_at, score, colour);
        if view == ScoreView::Tally
            && let Some(unit) = tally_unit(rules)
        {
            let score = cx.i18n.integer(i64::from(points));
            tally(ui, &side_name, &score, (points, unit), colour);
            ui.add_space(4.0);
        }
    }
}

/// The sizes a side's name may take beside its score, largest first: a name too long for one
/// line wraps between words (partners: `Ana &` over `Cy`), and shrinks when a word is still too
/// long for the room.
const NAME_SIZES: [f32; 3] = [theme::SCORE_NAME, theme::ENTRY, theme::TEXT];

/// The name `name` laid out in `room` points: on one line, else on two between words, at the
/// largest of [`NAME_SIZES`] where each word fits; cut short (`…`) only when even the smallest
/// does not fit (the whole name then shows on hover).
fn name_galley(ui: &egui::Ui, name: &str, room: f32) -> std::sync::Arc<egui::Galley> {
    let layout = |size: f32, rows: usize| {
        let mut job = egui::text::LayoutJob::single_section(
            name.to_string(),
            egui::TextFormat {
                font_id: egui::FontId::proportional(size),
                // As a strong label's.
                color: ui.visuals().strong_text_color(),
                ..Default::default()
            },
        );
        job.wrap = egui::text::TextWrapping {
            max_width: room,
            max_rows: rows,
            break_anywhere: false,
            overflow_character: Some('…'),
        };
        ui.ctx().fonts_mut(|f| f.layout_job(job))
    };
    let words_fit = |size: f32| name.split(' ').all(|word| one_line(ui, word, size) <= room);
    for size in NAME_SIZES {
        let one = layout(size, 1);
        if !one.elided {
            return one;
        }
        if words_fit(size) {
            let two = layout(size, 2);
            if !two.elided {
                return two;
            }
        }
    }
    layout(theme::TEXT, 2)
}

/// The width of `text` on one line at `size` points.
fn one_line(ui: &egui::Ui, text: &str, size: f32) -> f32 {
    let font = egui::FontId::proportional(size);
    ui.ctx().fonts_mut(|f| {
        f.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE)
            .size()
            .x
    })
}

/// A cribbage-style board to the target: a track of holes per side, grouped by five, with two
/// pegs — the front one at the score, the back one where it was before the last move. On points
/// a hole is worth 5 (3 in All Threes).
fn pegboard(ui: &mut egui::Ui, table: &TableView, rules: &Rules, pegs: &[(i32, i32)]) {
    let sides = table.scores.len();
    let unit = peg_unit(rules);
    let target = (rules.target as i32 / unit).max(1);
    let per_row = 20.min(target);
    let rows = (target + per_row - 1) / per_row;
    let width = ui.available_width().min(220.0);
    let step = width / (per_row as f32 + 1.5);
    let track = step * rows as f32 + 6.0;
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(width, track * sides as f32 + 4.0),
        egui::Sense::hover(),
    );
    let summary: Vec<String> = table
        .scores
        .iter()
        .map(|s| format!("{} {}", s.name, s.score))
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
    for side in Side::all(sides) {
        for n in 1..=target {
            let r = if n % 5 == 0 { 1.6 } else { 1.1 };
            painter.circle_filled(hole(side, n), r, theme::PEG_HOLE);
        }
        let (back, front) = pegs.get(side.index()).copied().unwrap_or((0, 0));
        let (back, front) = (back / unit, front / unit);
        let color = table
            .scores
            .get(side.index())
            .map_or(theme::peg(side), colour_of);
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

/// The side's colour as the table view gives it (its name's, [`crate::app::theme::match_colours`]).
fn colour_of(row: &crate::app::table::view::SideScore) -> egui::Color32 {
    let [r, g, b] = row.colour;
    egui::Color32::from_rgb(r, g, b)
}
