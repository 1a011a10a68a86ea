//! Table mode (F11 or the button): for a laptop in the middle of the table, read from two metres.
//! The scores and the last count in very large type, and the layout in all the rest; a slim bar
//! keeps Undo, what has been typed and the way back. Tiles are entered with the keyboard (or a
//! click on a glowing end, marked with its arrow); the picker and the side panels are hidden.

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::status::status_text;
use crate::app::table::panels::undo_redo::undo_redo;
use crate::app::theme;
use crate::engine::Place;

/// Draws table mode for the hand in play of `game`.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    if cx.table.layout.is_none() {
        return;
    }
    egui::Panel::top("table-mode-bar").show(ui, |ui| bar(cx, ui));
    egui::Panel::top("table-mode-scores").show(ui, |ui| scores(cx.i18n, ui, cx.table));
    egui::CentralPanel::default().show(ui, |ui| {
        let (line, scored) = headline(cx);
        let colour = if scored {
            theme::accent(ui)
        } else {
            ui.visuals().strong_text_color()
        };
        ui.vertical_centered(|ui| {
            ui.label(
                RichText::new(line)
                    .size(theme::TABLE_COUNT)
                    .strong()
                    .color(colour),
            );
        });
        // The announcement pad and the calls, as on the window's table, in room kept for them.
        if cx.table.muggins.is_some() {
            let height = super::muggins::height(cx, ui);
            super::felt::fixed_row(ui, height, |ui| super::muggins::show(cx, ui));
        }
        // The ends a waiting tile fits, as the table view lists them for every surface.
        let candidates: Vec<Place>;
        if let (Some(tile), Some(choice)) = (cx.view.choosing, &cx.table.choice) {
            candidates = choice.ends.iter().map(|e| e.place).collect();
            let choose = cx.i18n.tr(
                "table-mode-choose",
                &[
                    ("tile", Arg::S(&tile.to_string())),
                    ("n", Arg::N(candidates.len() as i64)),
                ],
            );
            ui.vertical_centered(|ui| {
                ui.label(RichText::new(choose).size(theme::CALL).strong());
            });
        } else {
            candidates = Vec::new();
        }
        // The layout as the window's felt draws it, its ends and proof the same, without the
        // compass.
        super::felt::hand_layout(cx, ui, &candidates, false);
    });
}

/// The slim bar: leave table mode, whose turn, what has been typed, the status line; on the
/// right Undo and Redo (as in the top bar) and the keys.
fn bar(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui) {
    let exit = cx.i18n.t("table-mode-exit");
    let typed = cx.view.keys.typed.shown();
    let status = cx.view.status.as_ref().map(|s| status_text(cx.i18n, s));
    let turn = cx.table.turn_line.clone();
    let mut leave = false;
    egui::Sides::new().shrink_left().truncate().show(
        ui,
        |ui| {
            leave = ui
                .button(RichText::new(exit).size(theme::HEADING))
                .clicked();
            if let Some(typed) = typed {
                let typed = RichText::new(typed).size(theme::TYPED).strong().monospace();
                ui.label(typed.color(theme::accent(ui)));
            }
            match status {
                Some(status) => {
                    let status = RichText::new(status).size(theme::TEXT);
                    ui.label(status.color(theme::accent(ui)));
                }
                None => {
                    ui.label(RichText::new(turn).size(theme::HEADING).strong());
                }
            }
        },
        |ui| {
            let help = RichText::new(cx.i18n.t("keys-button")).size(theme::TEXT);
            if ui.button(help).clicked() {
                cx.view.keys.help = true;
            }
            undo_redo(cx, ui);
        },
    );
    if leave {
        cx.view.display.table_mode = false;
    }
}

/// Each side's name and score, side by side. The accent means one thing in table mode, as in
/// its headline: what scored — the sides the last entry changed are accented; the side to play
/// is underlined (the bar names the player).
fn scores(i18n: &crate::app::i18n::I18n, ui: &mut egui::Ui, table: &crate::app::TableView) {
    ui.columns(table.scores.len().max(1), |columns| {
        for (i, (row, ui)) in table.scores.iter().zip(columns.iter_mut()).enumerate() {
            let scored = table.credited.get(i).is_some_and(|&c| c != 0);
            let colour = if scored {
                theme::accent(ui)
            } else {
                ui.visuals().strong_text_color()
            };
            ui.vertical_centered(|ui| {
                let name = RichText::new(&row.name).size(theme::TABLE_NAME).strong();
                let name = if row.to_play { name.underline() } else { name };
                ui.label(name.color(colour));
                let score = RichText::new(i18n.integer(i64::from(row.score)))
                    .size(theme::TABLE_SCORE)
                    .strong();
                ui.label(score.color(colour));
            });
        }
    });
}

/// The line in very large type: the table view's headline (the same as the window's), and
/// whether it scored.
fn headline(cx: &PanelCtx<'_>) -> (String, bool) {
    cx.table
        .headline
        .as_ref()
        .map_or((String::new(), false), |h| {
            (
                h.text.clone(),
                h.tone == crate::app::table::view::Tone::Scored,
            )
        })
}
