//! This hand's log, under the scores: one row per placement, draw and pass, in readable type
//! (who and which tile, the points on the right, the arithmetic under it). The list shows whole
//! rows only, the newest at the bottom, in all the room the panel has left. Click a row, then
//! "Change" (in the title's place while the row is selected), to correct it (the engine replays
//! the entries after it); after a change, "Undo the change", there too, puts the match back.

use egui::{Align2, Color32, FontId, RichText, Sense, Vec2};

use crate::app::table::state::TableCtx;
use crate::app::text::LogRow;
use crate::app::{TableCommand, theme};

/// The height of one row (points): two lines of text and a little air.
const ROW: f32 = 46.0;
/// The height of a line under a row: an announcement or a muggins ruling (points).
const EXTRA: f32 = 22.0;
/// The space between rows and lines (points).
const GAP: f32 = 2.0;

/// A row as drawn: the table view's row and the lines under it, each wrapped to the list's
/// width (a muggins ruling is never cut: who took the points is at its end).
struct Shown<'a> {
    row: &'a LogRow,
    extra: Vec<(&'a str, f32)>,
}

impl Shown<'_> {
    /// The height of the row and its lines, with the gap after each.
    fn height(&self) -> f32 {
        ROW + GAP + self.extra.iter().map(|(_, h)| h + GAP).sum::<f32>()
    }
}

/// How tall `line` is once wrapped to `width` (points): whole lines of [`EXTRA`].
fn wrapped_height(ui: &egui::Ui, line: &str, width: f32) -> f32 {
    let text = RichText::new(line).size(theme::LOG_DETAIL);
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        egui::TextStyle::Body,
    );
    galley.rows.len().max(1) as f32 * EXTRA
}

/// Draws the log of the hand in play (or just over and not yet settled); nothing between hands.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(title) = title(cx) else {
        return;
    };
    // The log shows whole rows or nothing: where the panel has no room left for its title, one
    // row and the buttons under it (a short window, many sides), it is left out rather than cut.
    if ui.available_height() < least_height(ui, &title) {
        return;
    }
    ui.add_space(8.0);
    let rows = &cx.table.log;
    head(cx, ui, title, rows);
    // The rows as the table view says them (a hidden count is hidden there, RULES.md §6).
    let width = ui.available_width();
    let mut shown: Vec<Shown<'_>> = rows
        .iter()
        .map(|row| Shown {
            row,
            extra: row
                .extra
                .iter()
                .map(|line| (line.as_str(), wrapped_height(ui, line, width - 16.0)))
                .collect(),
        })
        .collect();
    let selected = cx.view.correction.selected;
    let changing = cx.view.correction.changing.as_ref().map(|(i, _)| *i);
    // Whole rows only: as many of the newest as fit the room left, the list exactly their
    // height. The buttons for a selected row take the title's place, so a click on a row never
    // shrinks or scrolls the list under the pointer.
    let room = (ui.available_height() - 8.0).max(ROW);
    // The newest row whole, and of its lines (a muggins ruling wraps onto several in a narrow
    // panel) those that fit under it: a line half in the list was cut at its foot. The
    // headline says the ruling whole.
    if let Some(newest) = shown.last_mut() {
        while newest.height() > room + GAP && newest.extra.pop().is_some() {}
    }
    let mut height = 0.0;
    for entry in shown.iter().rev() {
        if height + entry.height() > room + GAP && height > 0.0 {
            break;
        }
        height += entry.height();
    }
    let mut clicked = None;
    // Exactly that height: egui's least scrolled height (64 points) showed a sliver of the row
    // above a single one in a short window.
    let list = (height - GAP).max(ROW);
    egui::ScrollArea::vertical()
        .max_height(list)
        .min_scrolled_height(list)
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = GAP;
            for entry in &shown {
                let row = entry.row;
                let lit = selected == Some(row.index) || changing == Some(row.index);
                if row_widget(ui, row, lit).clicked() {
                    clicked = Some(row.index);
                }
                for &(line, height) in &entry.extra {
                    let line = RichText::new(line).size(theme::LOG_DETAIL);
                    // Centred and wrapped, never justified (stretched gaps read as a gap in
                    // the count).
                    ui.allocate_ui_with_layout(
                        Vec2::new(width, height),
                        egui::Layout::top_down(egui::Align::Center),
                        |ui| {
                            ui.set_min_size(Vec2::new(width, height));
                            ui.add(egui::Label::new(line).wrap());
                        },
                    );
                }
            }
        });
    if let Some(index) = clicked {
        let again = cx.view.correction.selected == Some(index);
        cx.view.correction.selected = (!again).then_some(index);
    }
}

/// The log's title, as the table view says it (`Hand 3 · click an entry to change it`); `None`
/// between hands.
fn title(cx: &TableCtx<'_>) -> Option<RichText> {
    let title = cx.table.log_title.as_ref()?;
    Some(RichText::new(title).size(theme::LOG_HEAD).strong())
}

/// The least height the log takes when it shows (points): its head and one row.
fn least_height(ui: &egui::Ui, title: &RichText) -> f32 {
    8.0 + head_height(ui, title) + ui.spacing().item_spacing.y + ROW + 8.0
}

/// The height of the log's head (points): its title as wrapped, or the row of buttons that
/// takes its place, whichever is taller, the same whether or not a row is selected.
fn head_height(ui: &egui::Ui, title: &RichText) -> f32 {
    let wrap = Some(egui::TextWrapMode::Wrap);
    let width = ui.available_width();
    let title =
        egui::WidgetText::from(title.clone()).into_galley(ui, wrap, width, egui::TextStyle::Body);
    title.size().y.max(button_height(ui))
}

/// Whether the log of the hand shows under what is drawn so far, with `above` points more
/// drawn before it.
#[must_use]
pub fn fits(cx: &TableCtx<'_>, ui: &egui::Ui, above: f32) -> bool {
    title(cx).is_some_and(|title| ui.available_height() - above >= least_height(ui, &title))
}

/// One log row: `Ana [5-3]` and the points on the first line, the arithmetic on the second.
fn row_widget(ui: &mut egui::Ui, row: &LogRow, lit: bool) -> egui::Response {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width, ROW), Sense::click());
    let line = &row.line;
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, line));
    let visuals = ui.visuals();
    let fill = if lit {
        visuals.selection.bg_fill
    } else if response.hovered() {
        visuals.widgets.hovered.weak_bg_fill
    } else {
        visuals.faint_bg_color
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, fill);
    let strong = visuals.strong_text_color();
    let text = visuals.text_color();
    let inner = rect.shrink2(Vec2::new(6.0, 3.0));
    let mut points_width = 0.0;
    if let Some(points) = row.points.filter(|p| *p != 0) {
        let shown = painter.text(
            inner.right_top(),
            Align2::RIGHT_TOP,
            format!("+{points}"),
            FontId::proportional(theme::LOG_HEAD),
            theme::accent(ui),
        );
        points_width = shown.width() + 6.0;
    }
    // The head (`Bernadette-Marie [5-5]`) beside the points: clipped at the edge it lost half
    // of the tile.
    let room = inner.width() - points_width;
    let sizes = [theme::LOG_HEAD, theme::LOG_DETAIL, theme::SMALL];
    let head = fitted(&painter, &row.head, sizes, strong, room);
    painter.galley(inner.left_top(), head, strong);
    // The arithmetic (down to the notes' type): cut at the panel's edge it lost what the
    // placement scored (`… · not sc`).
    let sizes = [theme::LOG_DETAIL, theme::SMALL, theme::NOTE];
    let detail = fitted(&painter, &row.detail, sizes, text, inner.width());
    let at = egui::pos2(inner.left(), inner.bottom() - detail.size().y);
    painter.galley(at, detail, text);
    response.on_hover_text(line)
}

/// `text` on one line `width` points wide at most: in the largest of `sizes` that keeps it
/// whole, else in the smallest, cut with an ellipsis.
fn fitted(
    painter: &egui::Painter,
    text: &str,
    sizes: [f32; 3],
    color: egui::Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let size = sizes
        .into_iter()
        .find(|&size| {
            painter
                .layout_no_wrap(text.to_owned(), FontId::proportional(size), color)
                .size()
                .x
                <= width
        })
        .unwrap_or(sizes[2]);
    let mut job = egui::text::LayoutJob::simple_singleline(
        text.to_owned(),
        FontId::proportional(size),
        color,
    );
    job.wrap = egui::text::TextWrapping::truncate_at_width(width.max(0.0));
    painter.layout_job(job)
}

/// The height of a button in the log's head (points).
fn button_height(ui: &egui::Ui) -> f32 {
    let spacing = ui.spacing();
    let heading = ui
        .ctx()
        .fonts_mut(|f| f.row_height(&FontId::proportional(theme::HEADING)));
    (heading + 2.0 * spacing.button_padding.y).max(spacing.interact_size.y)
}

/// The log's head, in a row of fixed height ([`head_height`]): Change and Cancel for the
/// selected row (lit in the list), or Undo the change after one, else the title.
fn head(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, title: RichText, rows: &[LogRow]) {
    let height = head_height(ui, &title);
    let size = Vec2::new(ui.available_width(), height);
    let selected = cx
        .view
        .correction
        .selected
        .filter(|_| cx.view.correction.changing.is_none())
        .and_then(|i| rows.iter().find(|r| r.index == i))
        .map(|r| r.index);
    let undo = cx.view.correction.changing.is_none() && cx.view.correction.undo.is_some();
    ui.allocate_ui_with_layout(
        size,
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_size(size);
            if let Some(index) = selected {
                let (change, cancel) = (cx.i18n.t("change"), cx.i18n.t("cancel"));
                let (big, small) = button_sizes(ui, &change, &cancel);
                let change = RichText::new(change).size(big);
                if ui.button(change).clicked() {
                    cx.command(TableCommand::ChangeEntry(index));
                }
                let cancel = RichText::new(cancel).size(small);
                if ui.button(cancel).clicked() {
                    cx.view.correction.selected = None;
                }
            } else if undo {
                let undo = RichText::new(cx.i18n.t("change-undo")).size(theme::TEXT);
                if ui.button(undo).clicked() {
                    cx.command(TableCommand::UndoChange);
                }
            } else {
                ui.add(egui::Label::new(title).wrap());
            }
        },
    );
}

/// The largest type (points) in which Change (`change`) and Cancel (`cancel`) fit on one line
/// in what shows of `ui`'s width (the panel clips a little inside its rectangle).
fn button_sizes(ui: &egui::Ui, change: &str, cancel: &str) -> (f32, f32) {
    let room = ui
        .available_width()
        .min(ui.clip_rect().right() - ui.cursor().min.x);
    let padding = 2.0 * ui.spacing().button_padding.x;
    let wide = |text: &str, size: f32| {
        ui.painter()
            .layout_no_wrap(text.to_string(), FontId::proportional(size), Color32::WHITE)
            .size()
            .x
            + padding
    };
    [
        (theme::HEADING, theme::TEXT),
        (theme::TEXT, theme::SMALL),
        (theme::SMALL, theme::NOTE),
    ]
    .into_iter()
    .find(|&(big, small)| {
        wide(change, big) + ui.spacing().item_spacing.x + wide(cancel, small) <= room
    })
    .unwrap_or((theme::SMALL, theme::NOTE))
}
