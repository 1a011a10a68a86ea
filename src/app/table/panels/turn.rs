//! The turn panel on the right: whose turn, the tiles each player has left, the boneyard, and
//! Draw and Pass, enabled only when they make sense (RULES.md §2: Pass only with nothing left to
//! draw; Fives and Threes knocks instead). Drawing several tiles is one entry: the buttons under
//! Draw and Pass draw 2, 3, … at once (RECORD.md `draw N`). Between hands it names the next hand.

use egui::{RichText, Vec2};

use crate::app::i18n::Arg;
use crate::app::table::state::TableCtx;
use crate::app::widgets::{big_button, one_line_width, size_to_fit};
use crate::app::{TableCommand, theme};

/// The panel's width (points): a sixth of the window, 180 to 220.
fn width(ui: &egui::Ui) -> f32 {
    (ui.available_width() / 6.0).clamp(180.0, 220.0)
}

/// The most tiles one button row offers to draw at once.
const DRAW_BUTTONS: u8 = 8;

/// Draws the turn panel from the table view's [`crate::app::table::Turn`] (while an entry is
/// being changed, the moment before it).
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    egui::Panel::right("turn")
        .resizable(false)
        .exact_size(width(ui))
        .show(ui, |ui| {
            ui.add_space(6.0);
            let turn = &cx.table.turn;
            if let Some(title) = &turn.title {
                // On one line, smaller for a long name (the whole on hover): two lines pushed
                // the draw buttons past the window's foot. The row keeps the height of the
                // largest size, so what is under it stays put whatever the title says.
                let row = ui
                    .painter()
                    .layout_no_wrap(
                        title.clone(),
                        egui::FontId::proportional(theme::TURN),
                        egui::Color32::WHITE,
                    )
                    .size()
                    .y;
                let size = fitted_size(ui, title, &[theme::TURN, theme::HEADING, theme::TEXT]);
                let layout = egui::Layout::left_to_right(egui::Align::Center);
                ui.allocate_ui_with_layout(Vec2::new(ui.available_width(), row), layout, |ui| {
                    ui.set_min_height(row);
                    let text = RichText::new(title).size(size).strong();
                    let shown = ui.add(egui::Label::new(text.color(theme::accent(ui))).truncate());
                    if size < theme::TURN {
                        shown.on_hover_text(title);
                    }
                });
            }
            if turn.tiles.is_empty() {
                // Between hands, or the match is over: the title alone.
                return;
            }
            ui.add_space(6.0);
            let title = RichText::new(cx.i18n.t("tiles-in-hand")).size(theme::BAR);
            ui.label(title.strong());
            for left in &turn.tiles {
                tiles_left(ui, left);
            }
            if let Some(boneyard) = &turn.boneyard {
                ui.add_space(6.0);
                ui.label(RichText::new(boneyard).size(theme::TEXT));
            }
            ui.add_space(12.0);
            let (drawing, can_draw, can_pass, drawable) =
                (turn.drawing, turn.can_draw, turn.can_pass, turn.drawable);
            let (pass_text, pass_hint) = (turn.pass.clone(), turn.pass_hint.clone());
            if drawing {
                let draw = big_button(ui, cx.i18n.t("draw"), can_draw)
                    .on_hover_text(cx.i18n.t("draw-hint"));
                if draw.clicked() {
                    cx.command(TableCommand::Draw);
                }
                ui.add_space(6.0);
            }
            let pass = big_button(ui, pass_text, can_pass).on_hover_text(pass_hint);
            if pass.clicked() {
                cx.command(TableCommand::Pass);
            }
            // The buttons to draw several come last: as they come, go and wrap, Draw and Pass
            // stay where they are.
            if drawable > 1 {
                ui.add_space(6.0);
                draw_several(cx, ui, drawable);
            }
        });
}

/// The largest side of a button that draws several tiles (points).
const DRAW_N_SIDE: f32 = 38.0;
/// The space between those buttons (points).
const DRAW_N_GAP: f32 = 4.0;

/// One button per count from 2 to what can be drawn (at most [`DRAW_BUTTONS`]): each draws that
/// many tiles in one entry. They take the room left under Pass and no more: as many to a row
/// as keeps them largest (four to a row, two rows, in the narrowest window), their caption on
/// one line where its type can shrink to fit.
fn draw_several(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, drawable: u8) {
    let caption = cx.i18n.t("draw-several");
    let size = fitted_size(
        ui,
        &caption,
        &[theme::TEXT, theme::BAR, theme::SMALL, theme::NOTE],
    );
    ui.label(RichText::new(caption).size(size));
    let counts: Vec<u8> = (2..=drawable.min(DRAW_BUTTONS)).collect();
    // The room to the panel's foot, less the frame's margin under the last row.
    let room = ui.available_size() - egui::vec2(0.0, ui.spacing().item_spacing.y);
    // No narrower than a button's padding and its widest number at the smallest type: a button
    // squeezed below that grows past its cell, its row past the panel, and the panel with it.
    let widest = egui::WidgetText::from(RichText::new("8").size(theme::SMALL))
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Button,
        )
        .size()
        .x;
    let least = widest + 2.0 * ui.spacing().button_padding.x + 2.0;
    let room = room.max(egui::vec2(least, 24.0));
    let (columns, side) = grid(counts.len(), room, least);
    let side = side.max(egui::vec2(least, 24.0));
    let text = (side.y * 0.6).clamp(theme::SMALL, theme::HEADING);
    ui.spacing_mut().item_spacing = egui::Vec2::splat(DRAW_N_GAP);
    for row in counts.chunks(columns) {
        ui.horizontal(|ui| {
            for &n in row {
                let label = cx.i18n.tr("draw-n", &[("n", Arg::N(i64::from(n)))]);
                let button = egui::Button::new(RichText::new(n.to_string()).size(text));
                let response = ui.add_sized(side, button);
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response.on_hover_text(&label).clicked() {
                    cx.command(TableCommand::DrawTiles(n));
                }
            }
        });
    }
}

/// The largest of `sizes` (largest first) at which `text` takes one line of the panel's width;
/// the last when none does (it then wraps).
fn fitted_size(ui: &egui::Ui, text: &str, sizes: &[f32]) -> f32 {
    let last = sizes.last().copied().unwrap_or(theme::TEXT);
    size_to_fit(ui, text, sizes, ui.available_width()).unwrap_or(last)
}

/// How `n` buttons fill `room`: the number of columns and each button's size, the grid whose
/// buttons' shorter side is longest (no side longer than [`DRAW_N_SIDE`]) among those whose
/// buttons are at least `least` points wide (one column when none is).
fn grid(n: usize, room: egui::Vec2, least: f32) -> (usize, egui::Vec2) {
    let along = |room: f32, count: usize| {
        ((room - DRAW_N_GAP * (count.max(1) - 1) as f32) / count.max(1) as f32).min(DRAW_N_SIDE)
    };
    let mut best = (1, egui::vec2(along(room.x, 1).max(least), along(room.y, n)));
    let mut found = false;
    for rows in 1..=n {
        let columns = n.div_ceil(rows);
        let rows = n.div_ceil(columns);
        let side = egui::vec2(along(room.x, columns), along(room.y, rows));
        if side.x >= least && (!found || side.min_elem() > best.1.min_elem()) {
            best = (columns, side);
            found = true;
        }
    }
    best
}

/// One player's tiles left, on one line: `Ana: 5 tiles`, or where that is too long for the
/// panel, the name cut short (the whole on hover) and the count whole at the right.
fn tiles_left(ui: &mut egui::Ui, left: &crate::app::table::view::facts::TilesLeft) {
    let style = |text: &str| {
        let rich = RichText::new(text).size(theme::TEXT);
        if left.to_play { rich.strong() } else { rich }
    };
    if one_line_width(ui, style(&left.line)) <= ui.available_width() {
        ui.label(style(&left.line));
        return;
    }
    ui.horizontal(|ui| {
        let count = one_line_width(ui, style(&left.count));
        let room = ui.available_width() - count - ui.spacing().item_spacing.x;
        let size = Vec2::new(room.max(0.0), ui.spacing().interact_size.y);
        ui.allocate_ui_with_layout(
            size,
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.add(egui::Label::new(style(&left.name)).truncate())
                    .on_hover_text(&left.line);
            },
        );
        ui.label(style(&left.count));
    });
}
