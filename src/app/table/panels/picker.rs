//! The picker at the bottom: the whole double-six set as a chart in three rows, so a player finds
//! `[3-5]` without reading (UI.md). Played tiles are nearly gone, tiles that fit nowhere are dim,
//! the tile waiting for its end glows; a click on a tile that fits places it or asks which end,
//! and a click on a dim one says why it cannot go (`1-2 does not fit: the open ends are 4 and 6`).
//!
//! Over the chart, one row of fixed height: what has been typed on the keyboard (`5-_`), then
//! the status line (a refusal, next to what caused it: whole, on two lines in smaller type when
//! long) or how to enter a tile.

use egui::{RichText, Vec2};

use crate::app::i18n::Arg;
use crate::app::status::status_text;
use crate::app::table::end_keys;
use crate::app::table::keys::Typed;
use crate::app::table::state::TableCtx;
use crate::app::widgets::tile::{TileLook, dimmable_tile_button};
use crate::app::{TableCommand, text, theme};
use crate::engine::Tile;

/// The picker's panel, which the end-of-hand dialog takes over.
pub(crate) const PANEL: &str = "picker";

/// The smallest tile the picker draws, wide (points): large enough to hit at the table.
const MIN_WIDTH: f32 = 58.0;
/// The largest.
const MAX_WIDTH: f32 = 100.0;
/// The space between tiles (points).
const SPACING: f32 = 4.0;
/// The widest row: the 0s and the 1s, 13 tiles and one gap between the runs.
const WIDEST_ROW: f32 = 13.0;
/// The gap between two runs of a row, in tile widths.
const RUN_GAP: f32 = 0.35;

/// Draws the picker while a hand is being played (nothing otherwise).
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(layout) = cx.table.layout.clone().filter(|_| cx.table.turn.playing) else {
        return;
    };
    let enabled = cx.table.turn.player.is_some();
    let height = height(ui);
    egui::Panel::bottom(PANEL)
        .resizable(false)
        .exact_size(height)
        .show(ui, |ui| {
            ui.add_space(2.0);
            caption(cx, ui);
            // A double-six chart in three rows (0s and 1s, 2s and 3s, 4s to 6s), the widest row
            // filling the width, within the limits.
            let width = tile_width(ui.available_width());
            let size = Vec2::new(width, width / 2.0);
            for groups in [&[0u8, 1][..], &[2, 3], &[4, 5, 6]] {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing = Vec2::new(SPACING, SPACING);
                    for (run, &low) in groups.iter().enumerate() {
                        if run > 0 {
                            // The gap between runs (none after the last: the row would run
                            // past the window's edge).
                            ui.add_space(width * RUN_GAP - SPACING);
                        }
                        for high in low..=6u8 {
                            let tile = Tile::new(low, high).expect("0-6");
                            let fits = !layout.places(tile).is_empty();
                            let look = TileLook {
                                faded: layout.contains(tile),
                                glow: cx.view.choosing == Some(tile),
                                outline: false,
                            };
                            let name = text::tile_name(cx.i18n, tile);
                            let response =
                                dimmable_tile_button(ui, tile, &name, size, look, enabled, !fits)
                                    .on_hover_text(tile.to_string());
                            if response.clicked() {
                                cx.command(TableCommand::PickTile(tile));
                            }
                        }
                    }
                });
            }
            ui.add_space(4.0);
        });
}

/// The panel's side margins together (points): egui's side and top panels' frame.
const MARGINS: f32 = 16.0;
/// What the panel holds besides the caption's text and the chart's rows: the caption row's
/// padding, the space over and under the chart and the panel's top and foot margins (points).
const CHROME: f32 = 17.0;

/// How wide the picker draws a tile (points) in a panel `inner` points wide: the widest row
/// fills the width, within the limits.
fn tile_width(inner: f32) -> f32 {
    let room = inner - (WIDEST_ROW - 1.0) * SPACING;
    (room / (WIDEST_ROW + RUN_GAP)).clamp(MIN_WIDTH, MAX_WIDTH)
}

/// How tall the picker's panel is in `ui` (points), from the window's width alone: the
/// end-of-hand dialog takes its place as tall, so that the felt over it keeps its rectangle
/// from the lead to the settlement — also when the app opens on a hand that has just ended.
pub(crate) fn height(ui: &egui::Ui) -> f32 {
    let width = tile_width(ui.available_width() - MARGINS);
    // Whole points: at a fraction the dialog's panel came out a fraction of a point off the
    // picker's.
    (3.0 * (width / 2.0 + SPACING) + theme::TYPED + CHROME).ceil()
}

/// The line over the chart: what has been typed, then the status line or the caption.
fn caption(cx: &TableCtx<'_>, ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        ui.set_min_height(theme::TYPED + 6.0);
        if let Some(typed) = cx.view.keys.typed.shown() {
            let typed = RichText::new(typed).size(theme::TYPED).strong().monospace();
            ui.label(typed.color(theme::accent(ui)));
            ui.add_space(8.0);
        }
        match &cx.view.status {
            Some(status) => {
                // Whole: on one line, else wrapped on two in smaller type, in the row's fixed
                // height (a change's long message was cut, "…stopped t…").
                let said = status_text(cx.i18n, status);
                crate::app::panels::fitted_status(ui, &said, theme::TYPED + 6.0, true);
            }
            None => {
                // While `D` waits for its count, say what the next key does; while the pad is
                // open, that digits are the announcement, not the next tile's halves; while a
                // tile waits for its end, that an arrow places it (a digit is refused).
                let waiting =
                    cx.view
                        .choosing
                        .zip(cx.table.choice.as_ref())
                        .map(|(tile, choice)| {
                            let keys: Vec<_> =
                                choice.ends.iter().map(|e| (e.place, e.key)).collect();
                            let arrows = end_keys::arrows_text(end_keys::arrows_mask(&keys));
                            // Two ends on one arm (Five Up): the arrow lights them in turn, Enter places.
                            let shared = keys.iter().any(|(_, k)| k.presses > 1);
                            (tile.to_string(), arrows, shared)
                        });
                let hint = match (cx.view.keys.typed, &waiting) {
                    (_, Some((tile, arrows, shared))) => cx.i18n.tr(
                        if *shared {
                            "picker-keys-end-enter"
                        } else {
                            "picker-keys-end"
                        },
                        &[("tile", Arg::S(tile)), ("arrows", Arg::S(arrows))],
                    ),
                    (Typed::Draw(None), _) => cx.i18n.t("picker-draw-count"),
                    (Typed::Draw(Some(n)), _) => cx
                        .i18n
                        .tr("picker-draw-more", &[("n", Arg::N(i64::from(n)))]),
                    // This game's keys, as the table view says them (`P knocks` without
                    // drawing; the pad's digits while it is open).
                    _ => cx.table.keys_hint.clone(),
                };
                let hint = RichText::new(hint).size(theme::SMALL);
                ui.add(egui::Label::new(hint).truncate());
            }
        }
    });
}
