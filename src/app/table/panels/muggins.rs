//! The muggins entries of the last placement (RULES.md §6), when the muggins rule is on: the
//! announcement pad (one tap: every score one play can make, and "said nothing"), a "Muggins!"
//! button for every player but the placer, and `No call: count it`. The engine rules on each
//! entry; the headline shows the ruling with its proof (`panels::table`).

use egui::{Button, RichText, Vec2};

use crate::app::panels::PanelCtx;
use crate::app::table::view::{Muggins, Window};
use crate::app::{Command, theme};

/// The smallest pad or call button (points): big enough to tap from a metre away.
const KEY: Vec2 = Vec2::new(56.0, 44.0);

/// How tall the muggins entries are in `ui`'s width: the pad's lines (one key for every score
/// of a play, RULES.md §6), the calls' lines and the note. It depends on the rules, the names,
/// the words and the width alone, so nothing under the entries moves when one greys or goes.
#[must_use]
pub fn height(cx: &PanelCtx<'_>, ui: &egui::Ui) -> f32 {
    let Some(muggins) = &cx.table.muggins else {
        return 0.0;
    };
    let width = ui.available_width();
    // The pad's label and "said nothing" take about three keys' room.
    let keys = muggins.points.len() + 3;
    let per_line = ((width / (KEY.x + 8.0)).floor() as usize).max(1);
    let pad_lines = keys.div_ceil(per_line);
    (pad_lines + call_lines(cx, ui, width)) as f32 * (KEY.y + 8.0) + 22.0
}

/// How many lines the calls take in `width` points, wrapped as [`show`] wraps them: the label
/// (where [`calls_labelled`] keeps it), a key for each player but the placer, the separator and
/// `No call: count it`.
fn call_lines(cx: &PanelCtx<'_>, ui: &egui::Ui, width: f32) -> usize {
    lines_of(
        &call_items(cx, ui, calls_labelled(cx, ui, width)),
        ui,
        width,
    )
}

/// Whether the calls' line starts with its label (`Muggins! called by`): where the label would
/// push the calls onto a second line (a narrow window, three callers, longer words) it is left
/// out and said on each key's hover instead, so the felt keeps its height.
fn calls_labelled(cx: &PanelCtx<'_>, ui: &egui::Ui, width: f32) -> bool {
    lines_of(&call_items(cx, ui, true), ui, width) == 1
}

/// The widths of the calls' items (points), in order.
fn call_items(cx: &PanelCtx<'_>, ui: &egui::Ui, labelled: bool) -> Vec<f32> {
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
        .map(|name| (text(format!("{name}!"), theme::HEADING) + padding).max(KEY.x))
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
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    // The window is closed (No call, or the next entry), or the rule is off: both rows go.
    let Some(Muggins {
        points,
        window: Some(window),
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
        if calls_labelled(cx, ui, ui.available_width()) {
            ui.label(RichText::new(&label).size(theme::ENTRY));
        }
        for (i, name) in cx.table.players.clone().iter().enumerate() {
            let p = crate::engine::Seat(i);
            let call = Button::new(RichText::new(format!("{name}!")).size(theme::HEADING));
            if p != placer && ui.add(call.min_size(KEY)).on_hover_text(&label).clicked() {
                cx.command(Command::CallMuggins(p));
            }
        }
        ui.separator();
        let close = RichText::new(cx.i18n.t("close-window")).size(theme::ENTRY);
        if ui.add(Button::new(close).min_size(KEY)).clicked() {
            cx.command(Command::CloseMugginsWindow);
        }
    });
    let note = RichText::new(cx.i18n.t("muggins-window")).size(theme::NOTE);
    ui.label(note.weak());
}

/// `Ana announces:` and one button per score a play can make (`points`, RULES.md §3 via
/// [`crate::engine::Rules::announcements`]), then `said nothing`. Nothing is chosen before a tap.
fn pad(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, window: &Window, points: &[i32]) {
    ui.label(RichText::new(&window.announce).size(theme::ENTRY));
    for &points in points {
        let key = Button::new(RichText::new(points.to_string()).size(theme::HEADING));
        if ui.add(key.min_size(KEY)).clicked() {
            cx.command(Command::Announce(points));
        }
    }
    let nothing = RichText::new(cx.i18n.t("pad-said-nothing")).size(theme::ENTRY);
    if ui.add(Button::new(nothing).min_size(KEY)).clicked() {
        cx.command(Command::SaidNothing);
    }
}
