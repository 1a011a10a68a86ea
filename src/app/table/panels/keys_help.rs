//! The `?` overlay: every key the table listens to, in one list (the keys themselves are in
//! `crate::app::table::keys`).

use egui::RichText;

use crate::app::table::state::TableCtx;
use crate::app::theme;

/// Each key and the Fluent message saying what it does.
const KEYS: [(&str, &str); 17] = [
    ("5 3", "key-tile"),
    ("← → ↑ ↓", "key-end"),
    ("← ← Enter", "key-arrows"),
    ("1 0", "key-announce"),
    ("N", "key-said-nothing"),
    ("M 2", "key-call"),
    ("C", "key-no-call"),
    ("D 3", "key-draw"),
    ("P", "key-pass"),
    ("Esc", "key-escape"),
    ("Ctrl+Z", "key-undo"),
    ("Ctrl+Shift+Z", "key-redo"),
    ("3 0 Enter", "key-holds"),
    ("1 … 4   L", "key-leader"),
    ("F11", "key-table-mode"),
    ("Ctrl +  Ctrl −  Ctrl 0", "key-zoom"),
    ("?", "key-help"),
];

/// The key `(keys, what)` as this game has it, from the table view: the muggins keys only with
/// the rule on (RULES.md §6), `D` only where the game draws, and `P` knocks where it does not
/// (RULES.md §2).
fn for_this_game(
    cx: &TableCtx<'_>,
    (keys, what): (&'static str, &'static str),
) -> Option<(&'static str, &'static str)> {
    let muggins = cx.table.muggins.is_some();
    let drawing = cx.table.turn.drawing;
    match what {
        "key-announce" | "key-said-nothing" | "key-call" | "key-no-call" if !muggins => None,
        "key-draw" if !drawing => None,
        "key-pass" if !drawing => Some((keys, "key-knock")),
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
