//! The picker at the bottom: the whole double-six set as a chart in three rows, so a player finds
//! `[3-5]` without reading (UI.md). Played tiles are nearly gone, tiles that fit nowhere are dim,
//! the tile waiting for its end glows; a click on a tile that fits places it or asks which end.

use egui::{RichText, Vec2};

use super::PanelCtx;
use crate::app::widgets::tile::{TileLook, tile_button};
use crate::app::{Command, text, theme};
use crate::engine::{MatchState, Tile};

/// Draws the picker while a hand is being played (nothing otherwise).
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    let in_play = game.hand().is_some_and(|h| h.end.is_none()) && game.winner().is_none();
    let Some(hand) = game.hand().filter(|_| in_play) else {
        return;
    };
    egui::Panel::bottom("picker")
        .resizable(false)
        .show(ui, |ui| {
            ui.add_space(4.0);
            let title = RichText::new(cx.i18n.t("picker-title")).size(theme::SMALL);
            ui.label(title.weak());
            // A double-six chart in three rows (0s and 1s, 2s and 3s, 4s to 6s), as large as fits.
            let width = (ui.available_width() / 14.2).clamp(44.0, 100.0);
            let size = Vec2::new(width, width / 2.0);
            for groups in [&[0u8, 1][..], &[2, 3], &[4, 5, 6]] {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing = Vec2::new(4.0, 4.0);
                    for &low in groups {
                        for high in low..=6u8 {
                            let tile = Tile::new(low, high).expect("0-6");
                            let fits = !hand.layout.places(tile).is_empty();
                            let look = TileLook {
                                faded: hand.layout.contains(tile),
                                glow: cx.view.choosing == Some(tile),
                                outline: false,
                            };
                            let enabled = fits && hand.turn.is_some();
                            let name = text::tile_name(cx.i18n, tile);
                            let response = tile_button(ui, tile, &name, size, look, enabled)
                                .on_hover_text(tile.to_string());
                            if response.clicked() {
                                cx.command(Command::PickTile(tile));
                            }
                        }
                        ui.add_space(width * 0.35);
                    }
                });
            }
            ui.add_space(4.0);
        });
}
