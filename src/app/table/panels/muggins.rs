////! The muggins entries of the last placement (RULES.md §6), when the muggins rule is on: the
//! announcement pad (one tap: every score one play can make, and "said nothing"), a "Muggins!"
//! button for every player but the placer, and `No call: count it`. The engine rules on each
//! entry; the headline shows the ruling with its proof (`panels::table`).

use egui::{Button, RichText, Vec2};

use crate::app::table::state::TableCtx;
use crate::app::table::view::{Muggins, Window};
use crate::app::widgets::one_line_width;
use crate::app::{TableCommand, theme};

/// The smallest pad or call button (points): big enough to tap from a metre away.
pub(crate) const KEY: Vec2 = Vec2::new(56.0, 44.0);

/// How tall the muggins entries are in `ui`'s width: the pad's lines (one key for every score
/// of a play, RULES.md §6), the calls' lines and the note. It depends on the rules, the names,
/// the words and the width alone, so nothing under the entries moves when one greys or goes.
#[must_use]
pub fn height(cx: &TableCtx<'_>, ui: &egui::Ui) -> f32 {
    height_in(cx, ui, ui.available_width())
}

/// How tall the muggins entries are in a column `width` points wide (see [`height`]).
#[must_use]
pub fn height_in(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32) -> f32 {
    rows_height(cx, ui, width, true) + 22.0 + note_lines(cx, ui, width)
}

/// How tall the pad's and the calls' lines are in `width`, without the note (points), a long
/// name's key taking the whole row where `whole` ([`call_key`]).
fn rows_height(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32, whole: bool) -> f32 {
    let line = KEY.y + ui.spacing().item_spacing.y;
    let lines = lines_of(&pad_items(cx, ui), ui, width) + call_lines(cx, ui, width, whole);
    lines as f32 * line
}

/// How tall the entries are in a column `width` points wide beside the felt: no note there
/// (its words are the pad's hover text). `whole` as for [`call_key`].
#[must_use]
pub fn column_height(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32, whole: bool) -> f32 {
    rows_height(cx, ui, width, whole)
}

/// How a call key's words are written on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Written {
    /// Whole, on one line.
    OneLine,
    /// Whole, on two lines (a name of two words).
    TwoLines,
    /// Cut short (the whole on hover and for screen readers).
    Cut,
}

/// How a call key is written in a row `width` points wide: its type, its width (points) and
/// how its words are written. Two keys share a line where a type down to [`theme::TEXT`] fits
/// the name in half the row; else (where `whole`) the key takes the row, in the largest type
/// that fits it; else two keys share a line, a name of two words on two lines; only a name too
/// long for all that in [`theme::SMALL`] is cut short. The same for [`call_items`], which
/// measures the calls' lines, and for [`entries`], which draws them, so the rows' height is
/// what is drawn.
fn call_key(ui: &egui::Ui, words: &str, width: f32, whole: bool) -> (f32, f32, Written) {
    let padding = 2.0 * ui.spacing().button_padding.x;
    let wide =
        |size: f32| (one_line_width(ui, RichText::new(words).size(size)) + padding).max(KEY.x);
    let half = ((width - ui.spacing().item_spacing.x) / 2.0).max(KEY.x);
    let row = width.max(KEY.x);
    if !whole {
        // Where the column has no height for keys alone on their lines: two to a line, on two
        // lines where the name has two words, cut short at half the row where even the
        // smallest type does not hold it.
        let one = [theme::HEADING, theme::ENTRY, theme::TEXT, theme::SMALL]
            .into_iter()
            .map(|size| (size, wide(size)))
            .find(|&(_, key)| key <= half)
            .map(|(size, key)| (size, key, Written::OneLine));
        let two = || {
            [theme::TEXT, theme::SMALL]
                .into_iter()
                .find(|&size| two_lines(ui, words, size, half - padding))
                .map(|size| (size, half, Written::TwoLines))
        };
        return one
            .or_else(two)
            .unwrap_or((theme::SMALL, half, Written::Cut));
    }
    let shared = [theme::HEADING, theme::ENTRY, theme::TEXT].map(|size| (size, half));
    let alone = [theme::HEADING, theme::ENTRY, theme::TEXT, theme::SMALL].map(|size| (size, row));
    shared
        .into_iter()
        .chain(alone)
        .map(|(size, room)| (size, wide(size), room))
        .find(|&(_, key, room)| key <= room)
        .map_or((theme::SMALL, row, Written::Cut), |(size, key, _)| {
            (size, key, Written::OneLine)
        })
}

/// Whether `words` at `size` points, wrapped in `width` points, take two lines broken between
/// words, each no wider, and fit a key's height.
fn two_lines(ui: &egui::Ui, words: &str, size: f32, width: f32) -> bool {
    let font = egui::FontId::proportional(size);
    let galley = ui
        .ctx()
        .fonts_mut(|f| f.layout(words.to_owned(), font, egui::Color32::WHITE, width.max(1.0)));
    let rows: Vec<String> = galley.rows.iter().map(|r| r.text()).collect();
    rows.len() == 2
        && rows[0].ends_with(char::is_whitespace)
        && galley.rows.iter().all(|r| r.rect().width() <= width)
        && galley.size().y <= KEY.y - 2.0 * ui.spacing().button_padding.y
}

/// The widths of the pad's items (points), in order, as [`pad`] lays them out: its label (for
/// the placer with the longest name, the widest it can be), a key per score, "said nothing".
fn pad_items(cx: &TableCtx<'_>, ui: &egui::Ui) -> Vec<f32> {
    let padding = 2.0 * ui.spacing().button_padding.x;
    let text = |text: String, size: f32| {
        let font = egui::FontId::proportional(size);
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text, font, egui::Color32::WHITE).size().x)
    };
    let labels = cx.table.muggins.as_ref().map(|m| m.announce_labels.clone());
    let label = labels
        .unwrap_or_default()
        .into_iter()
        .map(|label| text(label, theme::ENTRY))
        .fold(0.0, f32::max);
    let mut items = vec![label];
    let points = cx.table.muggins.as_ref().map(|m| m.points.clone());
    for points in points.unwrap_or_default() {
        items.push((text(points.to_string(), theme::HEADING) + padding).max(KEY.x));
    }
    items.push((text(cx.i18n.t("pad-said-nothing"), theme::ENTRY) + padding).max(KEY.x));
    items
}

/// The narrowest column (points) of at least `least` and at most `most` points wide in which
/// the muggins entries are at most `tall` points high, and whether a long name's key takes the
/// whole row there ([`call_key`]): the narrowest where it may, else the narrowest where keys
/// share their lines with every name whole, else with the longest cut short; `most` (keys
/// sharing) when none is.
#[must_use]
pub fn column_width(
    cx: &TableCtx<'_>,
    ui: &egui::Ui,
    tall: f32,
    (least, most): (f32, f32),
) -> (f32, bool) {
    // Keys alone on their lines where a name needs it; else two to a line, every name whole;
    // else two to a line, the longest names cut short.
    for (whole, named) in [(true, true), (false, true), (false, false)] {
        // No narrower than the widest key: a call with a long name.
        let mut width = least.min(most);
        while width < most {
            let names = !named || names_whole(cx, ui, width, whole);
            if names && column_height(cx, ui, width, whole) <= tall {
                return (width, whole);
            }
            width += KEY.x / 4.0;
        }
    }
    (most, false)
}

/// Whether every player's call key writes the whole name in a row `width` points wide
/// ([`call_key`]).
fn names_whole(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32, whole: bool) -> bool {
    cx.table
        .players
        .iter()
        .all(|name| call_key(ui, &format!("{name}!"), width, whole).2 != Written::Cut)
}

/// The note's lines beyond its first, in `width` (points).
fn note_lines(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32) -> f32 {
    let text = RichText::new(cx.i18n.t("muggins-window")).size(theme::NOTE);
    let galley = egui::WidgetText::from(text).into_galley(
        ui,
        Some(egui::TextWrapMode::Wrap),
        width,
        egui::TextStyle::Body,
    );
    (galley.size().y - 22.0).max(0.0)
}

/// How many lines the calls take in `width` points, wrapped as [`show`] wraps them: the label
/// (where [`calls_labelled`] keeps it), a key for each player but the placer, the separator and
/// `No call: count it`.
fn call_lines(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32, whole: bool) -> usize {
    let labelled = calls_labelled(cx, ui, width, whole);
    lines_of(&call_items(cx, ui, labelled, width, whole), ui, width)
}

/// Whether the calls' line starts with its label (`Muggins! called by`): where the label would
/// push the calls onto a second line (a narrow window, three callers, longer words) it is left
/// out and said on each key's hover instead, so the felt keeps its height.
fn calls_labelled(cx: &TableCtx<'_>, ui: &egui::Ui, width: f32, whole: bool) -> bool {
    lines_of(&call_items(cx, ui, true, width, whole), ui, width) == 1
}

/// The widths of the calls' items (points), in order.
fn call_items(
    cx: &TableCtx<'_>,
    ui: &egui::Ui,
    labelled: bool,
    width: f32,
    whole: bool,
) -> Vec<f32> {
    let padding = 2.0 * ui.spacing().button_padding.x;
    let text = |text: String, size: f32| {
        let font = egui::FontId::proportional(size);
        ui.ctx()
            .fonts_mut(|f| f.layout_no_wrap(text, font, egui::Color32::WHITE).size().x)
    };
    let mut items = Vec::new();
    if labelled {
        items.push(text(cx.i18n.t("call-muggins"), theme::ENTRY));
    }
    // A key for every player but the placer. Whoever placed, the room is measured as if the
    // player with the shortest name had: the widest the calls can be, the same every turn, so
    // the rows' height (and whether the label shows) never changes from one placement to the
    // next.
    let mut keys: Vec<f32> = cx
        .table
        .players
        .iter()
        .map(|name| call_key(ui, &format!("{name}!"), width, whole).1)
        .collect();
    if let Some(shortest) = (0..keys.len()).min_by(|&a, &b| keys[a].total_cmp(&keys[b])) {
        keys.remove(shortest);
    }
    items.extend(keys);
    items.push(2.0 * ui.spacing().item_spacing.x);
    items.push((text(cx.i18n.t("close-window"), theme::ENTRY) + padding).max(KEY.x));
    items
}

/// How many lines `items` take in `width`, laid left to right and wrapped.
fn lines_of(items: &[f32], ui: &egui::Ui, width: f32) -> usize {
    let spacing = ui.spacing().item_spacing.x;
    let mut lines = 1;
    let mut x = 0.0;
    for &item in items {
        if x > 0.0 && x + item > width {
            lines += 1;
            x = 0.0;
        }
        x += item + spacing;
    }
    lines
}

/// Draws the announcement and the calls on the last placement, each in its own row that stays
/// where it is while the window is open: the pad greys once something is said, the calls grey
/// once one is ruled, and a tap never brings a button under the pointer (a quick second tap
/// lands on the same greyed key). Calls stay open until one is taken, so a wrong call is
/// answered with the rule that refuses it; after *No call* the window is closed and both rows go.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    entries(cx, ui, true, true);
}

/// [`show`], with its note under the calls when `note` (in a column beside the felt the note
/// is the pad's hover text instead, [`column_height`]); a long name's key takes the whole row
/// where `whole` ([`column_width`] says where the column has the height for it).
pub fn entries(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, note: bool, whole: bool) {
    // The window is closed (No call, or the next entry), or the rule is off: both rows go.
    let Some(Muggins {
        points,
        window: Some(window),
        ..
    }) = cx.table.muggins.clone()
    else {
        return;
    };
    let placer = window.placer;
    ui.horizontal_wrapped(|ui| {
        ui.add_enabled_ui(cx.table.pad_open, |ui| {
            ui.horizontal_wrapped(|ui| pad(cx, ui, &window, &points));
        });
    });
    ui.horizontal_wrapped(|ui| {
        if let Some(called) = &window.called {
            let called = RichText::new(called).size(theme::ENTRY);
            ui.label(called.color(theme::accent(ui)));
            return;
        }
        let label = cx.i18n.t("call-muggins");
        // The row's width, as the calls' lines are measured in it.
        let width = ui.available_width();
        if calls_labelled(cx, ui, width, whole) {
            ui.label(RichText::new(&label).size(theme::ENTRY));
        }
        // Greyed, in their place, until the placer has announced: the engine takes a call only
        // then (RULES.md §6), and the row never moves under a tap.
        let open = cx.table.calls.is_some();
        for (i, name) in cx.table.players.clone().iter().enumerate() {
            let p = crate::engine::Seat(i);
            if p == placer {
                continue;
            }
            let words = format!("{name}!");
            // The whole name where a smaller type or the whole row fits it; cut short (the
            // whole on hover) only where none does.
            let (size, wide, written) = call_key(ui, &words, width, whole);
            let call = Button::new(RichText::new(&words).size(size)).min_size(KEY);
            // A partner's key greyed with the engine's reason: a call on one's own side is
            // refused whatever was said (RULES.md §6).
            let partner = window.own_side.iter().find(|(seat, _)| *seat == p);
            let live = open && partner.is_none();
            let response = if written == Written::OneLine {
                ui.add_enabled(live, call).on_hover_text(&label)
            } else {
                // As `add_sized` lays a key out, with the key itself greyed: a greyed scope
                // around it would be a child that cannot wrap to the row's start, and the key
                // would run past the column's edge.
                let justified = egui::Layout::centered_and_justified(ui.layout().main_dir());
                let call = if written == Written::TwoLines {
                    call.wrap()
                } else {
                    call.truncate()
                };
                ui.allocate_ui_with_layout(Vec2::new(wide, KEY.y), justified, |ui| {
                    ui.add_enabled(live, call)
                        .on_hover_text(format!("{label} {words}"))
                })
                .inner
            };
            let response = match partner {
                Some((_, why)) => response.on_disabled_hover_text(why),
                None => response,
            };
            if response.clicked() {
                cx.command(TableCommand::CallMuggins(p));
            }
        }
        ui.separator();
        // Greyed in its place, with why: before the placer's announcement, and once the hand
        // has ended (the settlement closes the window).
        let close = RichText::new(cx.i18n.t("close-window")).size(theme::ENTRY);
        let response = ui.add_enabled(
            window.no_call_waits.is_none(),
            Button::new(close).min_size(KEY),
        );
        if let Some(why) = &window.no_call_waits {
            response.on_disabled_hover_text(why);
        } else if response.clicked() {
            cx.command(TableCommand::CloseMugginsWindow);
        }
    });
    if note {
        let note = RichText::new(cx.i18n.t("muggins-window")).size(theme::NOTE);
        ui.label(note.weak());
    }
}

/// `Ana announces:` and one button per score a play can make (RULES.md §3 via
/// [`crate::engine::Rules::announcements`]), then `said nothing`. Nothing is chosen before a tap.
fn pad(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, window: &Window, points: &[i32]) {
    // As wide as the longest placer's label, so the keys stay where they are whoever placed.
    let widest = pad_items(cx, ui)[0].min(ui.available_width());
    ui.allocate_ui_with_layout(
        Vec2::new(widest, KEY.y),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.set_min_width(widest);
            // What the note under the calls says, here too: beside the felt there is no note.
            ui.add(egui::Label::new(RichText::new(&window.announce).size(theme::ENTRY)).wrap())
                .on_hover_text(cx.i18n.t("muggins-window"));
        },
    );
    for &points in points {
        let key = Button::new(RichText::new(points.to_string()).size(theme::HEADING));
        if ui.add(key.min_size(KEY)).clicked() {
            cx.command(TableCommand::Announce(points));
        }
    }
    let nothing = RichText::new(cx.i18n.t("pad-said-nothing")).size(theme::ENTRY);
    if ui.add(Button::new(nothing).min_size(KEY)).clicked() {
        cx.command(TableCommand::SaidNothing);
    }
}
