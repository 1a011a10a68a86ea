//! The `?` overlay: every key the table listens to, in one list (the keys themselves are in
//! `crate::app::table::keys`).

use egui::RichText;

use crate::app::table::state::TableCtx;
use crate::app::theme;

/// Which games a key is listed in.
#[derive(Clone, Copy)]
enum Listed {
    /// Every game.
    Always,
    /// With the muggins rule on (RULES.md §6).
    Muggins,
    /// Where the game draws from the boneyard (RULES.md §2).
    Drawing,
    /// The first message where the game draws, the second where it does not (`P` passes, or
    /// knocks: RULES.md §2).
    DrawingOr(&'static str),
}

/// Each key, the Fluent message saying what it does, and the games it is listed in.
const KEYS: [(&str, &str, Listed); 17] = [
    ("5 3", "key-tile", Listed::Always),
    ("← → ↑ ↓", "key-end", Listed::Always),
    ("← ← Enter", "key-arrows", Listed::Always),
    ("1 0", "key-announce", Listed::Muggins),
    ("N", "key-said-nothing", Listed::Muggins),
    ("M 2", "key-call", Listed::Muggins),
    ("C", "key-no-call", Listed::Muggins),
    ("D 3", "key-draw", Listed::Drawing),
    ("P", "key-pass", Listed::DrawingOr("key-knock")),
    ("Esc", "key-escape", Listed::Always),
    ("Ctrl+Z", "key-undo", Listed::Always),
    ("Ctrl+Shift+Z", "key-redo", Listed::Always),
    ("3 0 Enter", "key-holds", Listed::Always),
    ("1 … 4   L", "key-leader", Listed::Always),
    ("F11", "key-table-mode", Listed::Always),
    ("Ctrl +  Ctrl −  Ctrl 0", "key-zoom", Listed::Always),
    ("?", "key-help", Listed::Always),
];

/// The key `(keys, what, listed)` as this game has it, from the table view: `None` where the
/// game has no such key.
fn for_this_game(
    cx: &TableCtx<'_>,
    (keys, what, listed): (&'static str, &'static str, Listed),
) -> Option<(&'static str, &'static str)> {
    let muggins = cx.table.muggins.is_some();
    let drawing = cx.table.turn.drawing;
    match listed {
        Listed::Muggins if !muggins => None,
        Listed::Drawing if !drawing => None,
        Listed::DrawingOr(otherwise) if !drawing => Some((keys, otherwise)),
        _ => Some((keys, what)),
    }
}

/// Draws the overlay listing the keys; a click outside, Esc or Close closes it.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let modal = egui::Modal::new(egui::Id::unique("keys-help")).show(ui.ctx(), |ui| {
        // Inside the window at 900 × 600 in both languages: the words wrap, the list scrolls
        // (the Kreyòl lines ran off both sides).
        let screen = ui.ctx().content_rect();
        ui.set_max_width((screen.width() - 60.0).clamp(300.0, 760.0));
        ui.label(
            RichText::new(cx.i18n.t("keys-title"))
                .size(theme::HEADING)
                .strong(),
        );
        ui.add_space(8.0);
        egui::ScrollArea::vertical()
            .max_height((screen.height() - 140.0).max(120.0))
            .show(ui, |ui| {
                egui::Grid::new("keys-grid")
                    .num_columns(2)
                    .spacing([24.0, 8.0])
                    .show(ui, |ui| {
                        for (keys, what) in KEYS.into_iter().filter_map(|k| for_this_game(cx, k)) {
                            let keys = RichText::new(keys).size(theme::TEXT).strong().monospace();
                            ui.label(keys);
                            let what = RichText::new(cx.i18n.t(what)).size(theme::TEXT);
                            ui.add(egui::Label::new(what).wrap());
                            ui.end_row();
                        }
                    });
            });
        ui.add_space(8.0);
        ui.button(RichText::new(cx.i18n.t("close")).size(theme::TEXT))
            .clicked()
    });
    if modal.inner || modal.should_close() {
        cx.view.keys.help = false;
    }
}
