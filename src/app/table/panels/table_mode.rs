//! Table mode (F11 or the button): for a laptop in the middle of the table, read from two metres.
//! The scores and the last count in very large type, and the layout in all the rest; a slim bar
//! keeps Undo, what has been typed and the way back. Tiles are entered with the keyboard (or a
//! click on a glowing end, marked with its arrow); the picker and the side panels are hidden.
//! When the hand ends it stays until the hand is settled: the end-of-hand dialog opens in a frame
//! over the felt's foot, the final layout is drawn whole in the felt over it, and nothing else
//! moves. Before the first hand it asks who leads, in its own large type.

use egui::{Rect, RichText, pos2};

use crate::app::i18n::Arg;
use crate::app::panels::fitting_size;
use crate::app::status::status_text;
use crate::app::table::panels::undo_redo::undo_redo;
use crate::app::table::state::TableCtx;
use crate::app::table::view::Between;
use crate::app::widgets::one_line_width;
use crate::app::{TableCommand, theme};
use crate::engine::Place;

/// How tall table mode's headline row is (points): the count in [`theme::TABLE_COUNT`] type;
/// a longer headline (a ruling) is drawn smaller, never taller, so the felt under it stays put.
const HEADLINE_ROW: f32 = theme::TABLE_COUNT * 1.3;

/// How tall the line naming the tile that waits for its end is (points), kept whether or not a
/// tile waits.
const CHOOSE_ROW: f32 = theme::CALL * 1.5;

/// Under this window height (points) each side's name goes beside its score, not over it, and
/// the score is smaller: the felt keeps its share of the window.
const SHORT: f32 = 760.0;

/// Draws table mode for the hand in play, for the hand just ended and not yet settled (its
/// dialog in a frame over the felt's foot), or, before any hand is on the table, who leads.
pub fn show(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    egui::Panel::top("table-mode-bar").show(ui, |ui| bar(cx, ui));
    egui::Panel::top("table-mode-scores").show(ui, |ui| scores(cx.i18n, ui, cx.table));
    if cx.table.layout.is_none() {
        // No hand on the table yet (a match's start): who leads, in table mode's type.
        egui::CentralPanel::default().show(ui, |ui| who_leads(cx, ui));
        return;
    }
    egui::CentralPanel::default().show(ui, |ui| {
        super::felt::fixed_row(ui, HEADLINE_ROW, |ui| headline(cx, ui));
        // The announcement pad and the calls, as on the window's table, in room kept for them:
        // over the felt, or beside it where over it they would leave the felt too little.
        let place = super::felt::entries_place(cx, ui, CHOOSE_ROW, 0.0);
        super::felt::with_entries(cx, ui, place, |cx, ui| {
            // The ends a waiting tile fits, as the table view lists them for every surface.
            let candidates: Vec<Place> = super::felt::fixed_row(ui, CHOOSE_ROW, |ui| {
                let (Some(tile), Some(choice)) = (cx.view.choosing, &cx.table.choice) else {
                    return Vec::new();
                };
                let candidates: Vec<Place> = choice.ends.iter().map(|e| e.place).collect();
                let choose = cx.i18n.tr(
                    "table-mode-choose",
                    &[
                        ("tile", Arg::S(&tile.to_string())),
                        ("n", Arg::N(candidates.len() as i64)),
                    ],
                );
                ui.vertical_centered(|ui| {
                    let (size, _) = super::felt::fitting_sizes(
                        ui,
                        &choose,
                        None,
                        theme::CALL,
                        &[theme::CALL, theme::HEADING, theme::TEXT],
                    );
                    ui.add(egui::Label::new(RichText::new(choose).size(size).strong()).wrap());
                });
                candidates
            });
            // The layout as the window's felt draws it, its ends and proof the same, without the
            // compass. A hand just ended and not yet settled: its dialog in a frame over the
            // felt's foot, and the final layout, whole, in the felt over it; the felt keeps its
            // rectangle (the headline, the scores and the pad keep theirs).
            let felt = ui.available_rect_before_wrap();
            let between = cx.table.between.is_some();
            let strip = between.then(|| dialog_strip(ui, felt));
            let area = strip.map(|s| Rect::from_min_max(felt.min, pos2(felt.max.x, s.min.y)));
            super::felt::hand_layout(cx, ui, &candidates, false, area);
            if let Some(strip) = strip {
                super::hand_end::over_felt(cx, ui, strip);
            }
        });
    });
}

/// Who leads, before any hand is on the table: the table view's prompt (`Who leads hand 1?`)
/// in very large type, as large as fits, and what the window offers — a button per player and
/// Draw lots — as large buttons (the keys choose too: the seat number, or `L`).
fn who_leads(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(Between::WhoLeads { title, players }) = cx.table.between.clone() else {
        return;
    };
    let sizes = [
        theme::TABLE_COUNT,
        theme::COUNT,
        theme::CALL,
        theme::HEADING,
    ];
    ui.add_space(ui.available_height() * 0.1);
    ui.vertical_centered(|ui| {
        let (size, _) = super::felt::fitting_sizes(ui, &title, None, theme::TABLE_COUNT, &sizes);
        let prompt = RichText::new(&title).size(size).strong();
        ui.add(egui::Label::new(prompt).wrap());
    });
    ui.add_space(24.0);
    let offered: Vec<(Option<crate::engine::Seat>, RichText)> = players
        .iter()
        .map(|(p, name)| (Some(*p), name.clone()))
        .chain(std::iter::once((None, cx.i18n.t("draw-lots"))))
        .map(|(seat, name)| (seat, RichText::new(name).size(theme::CALL).strong()))
        .collect();
    // Centred under the prompt where they fit one row.
    let gap = 16.0;
    let min = egui::vec2(180.0, 64.0);
    let padding = ui.spacing().button_padding.x * 2.0;
    let row: f32 = offered
        .iter()
        .map(|(_, text)| {
            (crate::app::widgets::one_line_width(ui, text.clone()) + padding).max(min.x)
        })
        .sum::<f32>()
        + gap * (offered.len() as f32 - 1.0);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(gap, gap);
        let spare = ui.available_width() - row;
        if spare > 0.0 {
            ui.add_space(spare / 2.0 - gap);
        }
        for (seat, text) in offered {
            if ui.add(egui::Button::new(text).min_size(min)).clicked() {
                chosen = Some(seat);
            }
        }
    });
    if let Some(seat) = chosen {
        cx.command(TableCommand::Deal(seat));
    }
}

/// Where the end-of-hand dialog goes over `felt`: a strip at its foot as tall as the window's
/// dialog (the picker's height), at most [`DIALOG_SHARE`] of the felt.
fn dialog_strip(ui: &egui::Ui, felt: Rect) -> Rect {
    let height = super::picker::height(ui).min(felt.height() * DIALOG_SHARE);
    Rect::from_min_max(pos2(felt.min.x, felt.max.y - height), felt.max)
}

/// The most of the felt's height the end-of-hand dialog covers.
const DIALOG_SHARE: f32 = 0.6;

/// The line in very large type: the table view's headline (the same as the window's), in the
/// accent when it scored, as large as fits its row.
fn headline(cx: &TableCtx<'_>, ui: &mut egui::Ui) {
    let Some(headline) = &cx.table.headline else {
        return;
    };
    let colour = if headline.tone == crate::app::table::view::Tone::Scored {
        theme::accent(ui)
    } else {
        ui.visuals().strong_text_color()
    };
    let sizes = [
        theme::TABLE_COUNT,
        theme::COUNT,
        theme::CALL,
        theme::HEADING,
        theme::TEXT,
    ];
    ui.vertical_centered(|ui| {
        let (size, _) =
            super::felt::fitting_sizes(ui, &headline.text, None, theme::TABLE_COUNT, &sizes);
        let text = RichText::new(&headline.text)
            .size(size)
            .strong()
            .color(colour);
        ui.add(egui::Label::new(text).wrap());
    });
}

/// The slim bar: leave table mode, whose turn, what has been typed, the status line (whole: in
/// smaller type, on up to three lines); on the right Undo and Redo (as in the top bar) and the
/// keys.
fn bar(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let exit = cx.i18n.t("table-mode-exit");
    let typed = cx.view.keys.typed.shown();
    let status = cx.view.status.as_ref().map(|s| status_text(cx.i18n, s));
    // Before the first hand nobody is to play: the match's rules, as the top bar says them.
    let turn = if cx.table.turn_line.is_empty() {
        cx.table.rules_short.clone()
    } else {
        cx.table.turn_line.clone()
    };
    let mut leave = false;
    // The bar is as tall as three lines of the smallest status type, whatever it shows, so a
    // long status line is whole in it and nothing under it moves.
    ui.set_min_height(BAR_ROW);
    egui::Sides::new().shrink_left().truncate().show(
        ui,
        |ui| {
            let button = ui.button(RichText::new(exit).size(theme::HEADING));
            leave = button.clicked();
            if let Some(typed) = typed {
                let typed = RichText::new(typed).size(theme::TYPED).strong().monospace();
                ui.label(typed.color(theme::accent(ui)));
            }
            // The status line where there is one, whole in the bar's three small lines; else
            // whose turn it is.
            match status {
                Some(status) => {
                    crate::app::panels::fitted_status(ui, &status, BAR_ROW - 4.0, false)
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

/// How tall table mode's bar is (points): three lines of the smallest status type.
const BAR_ROW: f32 = 50.0;

/// Each side's name and score, side by side; in a short window each name beside its score
/// ([`SHORT`]). The accent means one thing in table mode, as in its headline: what scored —
/// the sides the last entry changed are accented; the side to play is underlined (the bar names
/// the player).
fn scores(i18n: &crate::app::i18n::I18n, ui: &mut egui::Ui, table: &crate::app::TableView) {
    let short = ui.ctx().content_rect().height() < SHORT;
    ui.columns(table.scores.len().max(1), |columns| {
        for (i, (row, ui)) in table.scores.iter().zip(columns.iter_mut()).enumerate() {
            let scored = table.credited.get(i).is_some_and(|&c| c != 0);
            let colour = if scored {
                theme::accent(ui)
            } else {
                ui.visuals().strong_text_color()
            };
            let named = |size: f32| {
                let name = RichText::new(&row.name).size(size).strong().color(colour);
                if row.to_play { name.underline() } else { name }
            };
            let name = named(theme::TABLE_NAME);
            let score = RichText::new(i18n.integer(i64::from(row.score))).strong();
            if short {
                // Name and score on one line, the score in the count's type, whole: the name
                // takes the room the score leaves, smaller or on more lines where it must (a
                // name cut to the column's width pushed the score over the next side's name).
                ui.horizontal(|ui| {
                    let score = score.size(theme::TABLE_COUNT).color(colour);
                    let gap = ui.spacing().item_spacing.x;
                    let room = ui.available_width() - one_line_width(ui, score.clone()) - gap;
                    let tall = theme::TABLE_COUNT * 1.2;
                    let sizes = [theme::TABLE_NAME, theme::CALL, theme::HEADING, theme::TEXT];
                    let (size, whole) = fitting_size(ui, &row.name, room.max(1.0), tall, &sizes);
                    let name = egui::Label::new(named(size));
                    let name = if whole { name.wrap() } else { name.truncate() };
                    ui.allocate_ui(egui::vec2(room.max(1.0), tall), |ui| ui.add(name));
                    ui.label(score);
                });
            } else {
                ui.vertical_centered(|ui| {
                    ui.add(egui::Label::new(name).truncate());
                    ui.label(score.size(theme::TABLE_SCORE).color(colour));
                });
            }
        }
    });
}
