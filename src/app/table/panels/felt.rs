//! The table while a hand is played: the count of the last placement in very large type (UI.md:
//! the count is the star), the muggins entries, the choice of ends for a tile that fits several,
//! the layout on its felt and the arm compass.

use egui::{Button, RichText, Vec2};

use crate::app::table::panels::{muggins, recount};
use crate::app::table::state::TableCtx;
use crate::app::table::view::{EndChoice, Tone};
use crate::app::widgets::layout::LayoutView;
use crate::app::widgets::proof;
use crate::app::{TableCommand, text, theme};
use crate::engine::Place;

/// How tall the headline's row is (points): the count in [`theme::COUNT`] type, whatever it says.
const HEADLINE_ROW: f32 = theme::COUNT * 1.3;

/// How tall the row of Recount and the end choice is (points): two lines, the choice's title
/// and its buttons, kept whether or not a choice is open, so the felt under it never moves when
/// one opens.
const CHOICE_ROW: f32 = 76.0;

/// Draws the hand in play, and the same table while the end-of-hand dialog is open (the
/// dialog is drawn where the picker was): the announcement, the muggins entries, the end
/// choice, the layout and its compass. The felt's rectangle depends on the window, the rules,
/// the names and the words alone, so it is the same from the lead to the end of the hand. A
/// click on a glowing end (its tile or its arrow) places the tile waiting for it.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let (Some(layout), Some(_)) = (&cx.table.layout, cx.table.hand_number) else {
        return;
    };
    let tiles = layout.nodes().len();
    let place = entries_place(cx, ui, HEADLINE_ROW + CHOICE_ROW, RECOUNT_ROW);
    if let Entries::Beside(width, whole) = place {
        // The headline and the felt under it take the whole height; the column beside them
        // holds the entries with Recount at its foot, or, while a tile waits for its end, the
        // end choice (the entries come back with Cancel; the keys call as ever).
        let (main, column) = split(ui, width);
        let choosing = cx.view.choosing.is_some() && cx.table.choice.is_some();
        let candidates = ui
            .scope_builder(egui::UiBuilder::new().max_rect(column), |ui| {
                if choosing {
                    return egui::ScrollArea::vertical()
                        .id_salt("end-choice")
                        .show(ui, |ui| end_choice(cx, ui, 2))
                        .inner;
                }
                muggins::entries(cx, ui, false, whole);
                let foot = egui::Rect::from_min_max(
                    egui::pos2(column.min.x, column.max.y - RECOUNT_ROW),
                    column.max,
                );
                ui.scope_builder(egui::UiBuilder::new().max_rect(foot), |ui| {
                    recount::show(cx, ui);
                });
                Vec::new()
            })
            .inner;
        ui.scope_builder(egui::UiBuilder::new().max_rect(main), |ui| {
            fixed_row(ui, HEADLINE_ROW, |ui| announcement(cx, ui));
            felt_of(cx, ui, &candidates, tiles);
        });
        return;
    }
    // Without the muggins rule, in a short window, the row of Recount and the end choice gives
    // the felt its share: it keeps one line, and a tile waiting for its end has the headline's
    // row too (each end's button says the count it makes).
    let gap = ui.spacing().item_spacing.y;
    let least = ui.ctx().content_rect().height() * FELT_SHARE;
    let room = ui.available_rect_before_wrap().height();
    let choice_row = match place {
        Entries::None => {
            (room - HEADLINE_ROW - 2.0 * gap - least).clamp(LEAST_CHOICE_ROW, CHOICE_ROW)
        }
        _ => CHOICE_ROW,
    };
    let choosing = cx.view.choosing.is_some() && cx.table.choice.is_some();
    if choosing && choice_row < CHOICE_ROW {
        let rows = HEADLINE_ROW + gap + choice_row;
        let candidates = fixed_row(ui, rows, |ui| choice_in(cx, ui, rows));
        felt_of(cx, ui, &candidates, tiles);
        return;
    }
    fixed_row(ui, HEADLINE_ROW, |ui| announcement(cx, ui));
    with_entries(cx, ui, place, |cx, ui| {
        // Recount and the end choice take turns in one row of fixed height.
        // While a tile waits for its end the row is the choice's (scrolling when a narrow
        // window wraps it onto a third line: the ends on the felt take a click or their arrow
        // too).
        let candidates = fixed_row(ui, choice_row, |ui| {
            if cx.view.choosing.is_none() {
                recount::show(cx, ui);
                return Vec::new();
            }
            choice_in(cx, ui, choice_row)
        });
        felt_of(cx, ui, &candidates, tiles);
    });
}

/// The end choice in a row `height` points tall, scrolling if it must.
fn choice_in(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, height: f32) -> Vec<Place> {
    let lines = lines_in(height);
    egui::ScrollArea::vertical()
        .id_salt("end-choice")
        .max_height(height)
        .show(ui, |ui| end_choice(cx, ui, lines))
        .inner
}

/// How tall an end's button is (points).
const CHOICE_BUTTON: f32 = 36.0;

/// The least height of the row of Recount and the end choice: one line of buttons (points).
const LEAST_CHOICE_ROW: f32 = 44.0;

/// How many lines of the end choice's buttons `height` points hold ([`CHOICE_ROW`] holds two).
fn lines_in(height: f32) -> usize {
    1 + ((height - CHOICE_BUTTON) / (CHOICE_BUTTON + 4.0))
        .max(0.0)
        .floor() as usize
}

/// The layout on the felt, with the ends of `candidates` glowing; once the hand is over, the
/// final layout (named for screen readers with its `tiles`).
fn felt_of(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, candidates: &[Place], tiles: usize) {
    let at = ui.available_rect_before_wrap();
    hand_layout(cx, ui, candidates, true, None);
    if !cx.table.turn.playing {
        let label = cx.i18n.tr(
            "final-layout",
            &[("n", crate::app::i18n::Arg::N(tiles as i64))],
        );
        let felt = ui.interact(at, ui.scope_id().with("final-layout"), egui::Sense::hover());
        felt.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    }
}

/// How tall Recount's row is at the foot of the column beside the felt (points).
const RECOUNT_ROW: f32 = 52.0;

/// What is left of `ui` split into the felt's part and a column `width` points wide at its
/// right.
fn split(ui: &egui::Ui, width: f32) -> (egui::Rect, egui::Rect) {
    let rest = ui.available_rect_before_wrap();
    let at = rest.max.x - width;
    let column = egui::Rect::from_min_max(egui::pos2(at, rest.min.y), rest.max);
    let main = egui::Rect::from_min_max(rest.min, egui::pos2(at - COLUMN_GAP, rest.max.y));
    (main, column)
}

/// The least share of the window's height the felt keeps while a hand is played, whatever the
/// window, the mode, the names and the rules: the muggins entries go beside it rather than
/// squeeze it.
pub const FELT_SHARE: f32 = 0.45;

/// The space between the felt and the muggins entries beside it (points).
const COLUMN_GAP: f32 = 8.0;

/// Where the muggins entries (RULES.md §6) are drawn while a hand is played: nowhere (the rule
/// is off), in rows of this height over the felt, or in a column of this width at its right.
/// It depends on the rules, the names, the words and the room alone, so it is the same for a
/// whole hand and the felt never moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Entries {
    /// The muggins rule is off.
    None,
    /// Rows this tall (points) over the felt, across its width.
    Over(f32),
    /// A column this wide (points) at the felt's right, from under the headline down, and
    /// whether a long name's call key takes the whole row there ([`muggins::column_width`]).
    Beside(f32, bool),
}

/// Where the muggins entries go in what is left of `ui` (under the headline), with `above`
/// points of other rows over the felt when they go over it, and `under` points of the column
/// kept under them when they go beside it: over it while the felt keeps [`FELT_SHARE`] of the
/// window's height, else beside it in the narrowest column that holds them.
pub(crate) fn entries_place(cx: &TableCtx<'_>, ui: &egui::Ui, above: f32, under: f32) -> Entries {
    if cx.table.muggins.is_none() {
        return Entries::None;
    }
    let room = ui.available_rect_before_wrap();
    let least = ui.ctx().content_rect().height() * FELT_SHARE;
    let over = muggins::height(cx, ui);
    if room.height() - above - over >= least {
        return Entries::Over(over);
    }
    let most = (room.width() * 0.6).max(muggins::KEY.x * 2.0);
    let least_width = (muggins::KEY.x + 8.0) * 3.0;
    let (width, whole) = muggins::column_width(cx, ui, room.height() - under, (least_width, most));
    Entries::Beside(width, whole)
}

/// Draws the muggins entries where `place` says, and `body` (the rows over the felt and the
/// felt, or the end-of-hand dialog) in the room left: under the rows, or left of the column.
pub(crate) fn with_entries(
    cx: &mut TableCtx<'_>,
    ui: &mut egui::Ui,
    place: Entries,
    body: impl FnOnce(&mut TableCtx<'_>, &mut egui::Ui),
) {
    match place {
        Entries::None => body(cx, ui),
        Entries::Over(height) => {
            fixed_row(ui, height, |ui| muggins::show(cx, ui));
            body(cx, ui);
        }
        Entries::Beside(width, whole) => {
            let (main, column) = split(ui, width);
            ui.scope_builder(egui::UiBuilder::new().max_rect(column), |ui| {
                muggins::entries(cx, ui, false, whole);
            });
            ui.scope_builder(egui::UiBuilder::new().max_rect(main), |ui| body(cx, ui));
        }
    }
}

/// Draws the table view's layout as it says to, for the window's felt and table mode: the
/// ends of `candidates` glowing with their arrows, the end an arrow lit, the last tile, what
/// each open end shows, and the proof where the view shows it (table mode draws the same ends as
/// the window); with `compass` the compass too, where the view shows it (a hidden count shows
/// neither, RULES.md §6). With `area`, the layout is drawn in that part of the felt
/// ([`LayoutView::area`]). A click on a glowing end places the tile waiting for it.
pub(crate) fn hand_layout(
    cx: &mut TableCtx<'_>,
    ui: &mut egui::Ui,
    candidates: &[Place],
    compass: bool,
    area: Option<egui::Rect>,
) {
    let keyed: Vec<(Place, String)> = cx
        .table
        .choice
        .as_ref()
        .filter(|_| !candidates.is_empty())
        .map(EndChoice::marked)
        .unwrap_or_default();
    let Some(layout) = cx.table.layout.as_ref() else {
        return;
    };
    let last = cx.table.last_node;
    let i18n = cx.i18n;
    let end_name = |node, end| text::open_end_name(i18n, layout, node, end);
    // The end an arrow lit (ends sharing an arm, Five Up): Enter places the tile there.
    let highlight = cx.view.keys.highlight;
    let table = cx.table;
    let labelled = table.labelled();
    let mut view = LayoutView::new(layout, &end_name)
        .candidates(&keyed)
        .highlight(highlight)
        .last(last)
        .labelled(&labelled)
        .values(table.end_values)
        .words(cx.i18n);
    if compass && table.compass {
        view = view.compass(cx.i18n);
    }
    if let Some(area) = area {
        view = view.area(area);
    }
    let drawn = view.show(ui);
    if table.proof {
        proof::labels(ui, cx.i18n, layout, drawn.felt, drawn.area);
    }
    if let Some(place) = drawn.clicked
        && let Some(tile) = cx.view.choosing
    {
        cx.command(TableCommand::Place(tile, place));
    }
}

/// A row exactly `height` points tall: what it holds never grows it, so what comes under it
/// stays where it is.
pub(crate) fn fixed_row<R>(
    ui: &mut egui::Ui,
    height: f32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let rect = egui::Rect::from_min_size(ui.cursor().min, egui::vec2(ui.available_width(), height));
    let mut row = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    let inner = add(&mut row);
    ui.allocate_rect(rect, egui::Sense::hover());
    inner
}

/// The headline of the table view: the last placement's count and what it scored, its ruling,
/// what the table waits for, or who leads (UI.md: the count is the star).
pub(crate) fn announcement(cx: &TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(headline) = &cx.table.headline else {
        return;
    };
    let note = headline.note.as_deref();
    let (start, color) = match headline.tone {
        Tone::Waiting => (theme::CALL, ui.visuals().text_color()),
        Tone::Scored => (theme::COUNT, theme::accent(ui)),
        Tone::Plain => (theme::COUNT, ui.visuals().strong_text_color()),
    };
    let sizes = [theme::COUNT, theme::CALL, theme::HEADING, theme::TEXT];
    let (size, note_size) = fitting_sizes(ui, &headline.text, note, start, &sizes);
    let text = RichText::new(&headline.text).size(size).strong();
    let text = if headline.tone == Tone::Waiting {
        text
    } else {
        text.color(color)
    };
    let shown = ui.add(egui::Label::new(text).wrap());
    crate::app::panels::live(ui, &shown);
    if let Some(note) = note {
        ui.add(
            egui::Label::new(RichText::new(note).size(note_size).color(theme::accent(ui))).wrap(),
        );
    }
}

/// The largest sizes, from `start` down, at which the headline and its note fit the room left
/// (the headline's row): on one line if it can at [`theme::COUNT`], else wrapped, smaller as
/// need be, so that a long headline (a ruling in Kreyòl) never runs into the line below it or
/// pushes the buttons under it down between two taps.
pub(crate) fn fitting_sizes(
    ui: &egui::Ui,
    text: &str,
    note: Option<&str>,
    start: f32,
    sizes: &[f32],
) -> (f32, f32) {
    let width = ui.available_width();
    let room = ui.available_height();
    let height = |text: &str, size: f32| {
        let font = egui::FontId::proportional(size);
        let colour = ui.visuals().text_color();
        ui.ctx()
            .fonts_mut(|f| f.layout(text.to_string(), font, colour, width).size().y)
    };
    let one_line = |size: f32| {
        let font = egui::FontId::proportional(size);
        let colour = ui.visuals().text_color();
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text.to_string(), font, colour).size().x)
            <= width
    };
    let mut fallback = (theme::TEXT, theme::TEXT);
    for &size in sizes.iter().filter(|&&s| s <= start) {
        // The count in its full size only when it fits one line.
        if size == sizes[0] && !one_line(size) {
            continue;
        }
        let note_size = size.min(theme::ENTRY);
        let total = height(text, size) + note.map_or(0.0, |n| height(n, note_size) + 4.0);
        fallback = (size, note_size);
        if total <= room {
            return (size, note_size);
        }
    }
    fallback
}

/// For a tile that fits several ends: one button per end with the arrow that chooses it and the
/// count it makes, and Cancel. Returns the places that take the tile (they glow on the layout).
fn end_choice(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, lines: usize) -> Vec<Place> {
    let Some(choice) = &cx.table.choice else {
        return Vec::new();
    };
    let Some(tile) = cx.view.choosing else {
        return Vec::new();
    };
    // The title goes first where the whole choice still fits the row's `lines`; in a narrow
    // window (or with long Kreyòl labels) it gives its room to the ends and Cancel, whose
    // instruction the status line says too: every end stays in sight, none scrolls away.
    let with_title = choice_lines(cx, ui, choice, true) <= lines;
    ui.horizontal_wrapped(|ui| {
        if with_title {
            ui.label(RichText::new(&choice.title).size(theme::TEXT));
        }
        for (i, end) in choice.ends.iter().enumerate() {
            // The arrow that chooses this end (keyboard entry), as on the felt, on the same line
            // as its button.
            let text = RichText::new(&end.label).size(theme::TEXT);
            let wide = egui::WidgetText::from(text.clone())
                .into_galley(ui, None, f32::INFINITY, egui::TextStyle::Button)
                .size()
                .x;
            let remaining = ui.max_rect().right() - ui.cursor().min.x;
            if remaining < wide + 48.0 {
                ui.end_row();
            }
            let arrow = RichText::new(&end.arrow).size(theme::HEADING);
            ui.label(arrow.strong());
            let button = Button::new(text).selected(Some(i) == cx.view.keys.highlight);
            if ui
                .add(button.min_size(Vec2::new(0.0, CHOICE_BUTTON)))
                .clicked()
            {
                cx.command(TableCommand::Place(tile, end.place));
            }
        }
        let cancel = RichText::new(cx.i18n.t("cancel")).size(theme::TEXT);
        if ui.button(cancel).clicked() {
            cx.command(TableCommand::CancelChoice);
        }
    });
    choice.ends.iter().map(|e| e.place).collect()
}

/// How many lines the end choice takes in `ui`'s width, laid out as [`end_choice`] lays it
/// (the title first when `title`, then each end's arrow and button kept together, then
/// Cancel).
fn choice_lines(cx: &TableCtx<'_>, ui: &egui::Ui, choice: &EndChoice, title: bool) -> usize {
    let width = |text: RichText, style: egui::TextStyle| {
        egui::WidgetText::from(text)
            .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
            .size()
            .x
    };
    let gap = ui.spacing().item_spacing.x;
    let padding = 2.0 * ui.spacing().button_padding.x;
    let mut items = Vec::new();
    if title {
        items.push(width(
            RichText::new(&choice.title).size(theme::TEXT),
            egui::TextStyle::Body,
        ));
    }
    for end in &choice.ends {
        let arrow = width(
            RichText::new(&end.arrow).size(theme::HEADING).strong(),
            egui::TextStyle::Body,
        );
        let button = width(
            RichText::new(&end.label).size(theme::TEXT),
            egui::TextStyle::Button,
        );
        items.push(arrow + gap + button + padding);
    }
    items.push(
        width(
            RichText::new(cx.i18n.t("cancel")).size(theme::TEXT),
            egui::TextStyle::Button,
        ) + padding,
    );
    let room = ui.available_width().max(1.0);
    let (mut lines, mut used) = (1, 0.0);
    if title {
        // The title is words: it wraps, and what follows starts after its last line.
        let title = items.remove(0);
        lines += (title / room).floor() as usize;
        used = title % room;
    }
    for item in items {
        let need = if used > 0.0 { used + gap + item } else { item };
        if need > room && used > 0.0 {
            lines += 1;
            used = item;
        } else {
            used = need;
        }
    }
    lines
}
