//! The club night board's page: every table's match in play with its live score in big type,
//! the night's finished matches and the night's standings, and the files left out. It draws
//! the [`BoardView`] of the newest night ([`crate::app::history::board`]) and nothing else.

use std::sync::Arc;

use egui::RichText;

use crate::app::history::HistoryView;
use crate::app::history::board::{BoardMatch, BoardView};
use crate::app::history::panels::HistoryCtx;
use crate::app::theme;

/// The width of one table's card (points): three across at 1280, two at 900.
const CARD: f32 = 300.0;
/// The space inside a card's frame (points).
const CARD_MARGIN: f32 = 10.0;

/// Draws the board page, and starts following the saves folder when it is not yet.
pub fn show(cx: &mut HistoryCtx<'_>, ui: &mut egui::Ui, h: &mut HistoryView) {
    if !h.board.following()
        && let Some(store) = h.store.clone()
    {
        let ctx = ui.ctx().clone();
        h.board
            .follow(&store, Arc::new(move || ctx.request_repaint()));
    }
    h.board.poll();
    if let Some(why) = &h.board.not_watching {
        let line = cx.i18n.tr(
            "board-not-watching",
            &[("why", crate::app::i18n::Arg::S(why))],
        );
        ui.label(
            RichText::new(line)
                .size(theme::SMALL)
                .color(theme::error(ui.visuals())),
        );
    }
    if let Some(link) = &h.board.link {
        let line = cx
            .i18n
            .tr("board-link", &[("link", crate::app::i18n::Arg::S(link))]);
        ui.label(RichText::new(line).size(theme::SMALL));
    }
    let Some(view) = h.board.view(cx.i18n) else {
        ui.label(RichText::new(cx.i18n.t("hist-reading-first")).size(theme::TEXT));
        return;
    };
    draw(ui, &view);
}

/// Draws `view`.
pub fn draw(ui: &mut egui::Ui, view: &BoardView) {
    egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(&view.title).size(theme::HEADING).strong());
                ui.add_space(12.0);
                ui.label(RichText::new(&view.night).size(theme::SMALL).weak());
            });
            ui.add_space(6.0);
            ui.label(RichText::new(&view.in_play_head).size(theme::TEXT).strong());
            if view.in_play.is_empty() {
                ui.label(RichText::new(&view.empty).size(theme::TEXT).weak());
            }
            // As many cards a row as fit (a frame's width is known only once drawn, so the
            // rows are made here rather than wrapped).
            let gap = ui.spacing().item_spacing.x;
            let outer = CARD + 2.0 * CARD_MARGIN + 2.0 + gap;
            let across = (((ui.available_width() + gap) / outer).floor() as usize).max(1);
            for row in view.in_play.chunks(across) {
                ui.horizontal_top(|ui| {
                    for m in row {
                        card(ui, m, true);
                    }
                });
            }
            ui.add_space(10.0);
            ui.columns(2, |columns| {
                finished(&mut columns[0], view);
                standings(&mut columns[1], view);
            });
            if !view.skipped.is_empty() {
                ui.add_space(10.0);
                ui.label(
                    RichText::new(&view.skipped_head)
                        .size(theme::SMALL)
                        .color(theme::error(ui.visuals())),
                );
                for line in &view.skipped {
                    ui.label(RichText::new(line).size(theme::NOTE).monospace());
                }
            }
        });
}

/// One table's match: who, the game, each side's score (big while in play), the hand or result.
fn card(ui: &mut egui::Ui, m: &BoardMatch, live: bool) {
    egui::Frame::group(ui.style())
        .inner_margin(CARD_MARGIN)
        .show(ui, |ui| {
            ui.vertical(|ui| {
                ui.set_width(CARD);
                let players = RichText::new(&m.players).size(theme::TEXT).strong();
                ui.add(egui::Label::new(players).truncate());
                ui.add(
                    egui::Label::new(RichText::new(&m.game).size(theme::NOTE).weak()).truncate(),
                );
                let size = if live {
                    theme::SCORE_COMPACT
                } else {
                    theme::TEXT
                };
                egui::Grid::new(("board-card", &m.id))
                    .num_columns(2)
                    .min_col_width(CARD * 0.25)
                    .spacing([12.0, 0.0])
                    .show(ui, |ui| {
                        for side in &m.scores {
                            ui.add(
                                egui::Label::new(RichText::new(&side.side).size(theme::TEXT))
                                    .truncate(),
                            );
                            ui.label(RichText::new(&side.score).size(size).strong());
                            ui.end_row();
                        }
                    });
                ui.label(RichText::new(&m.line).size(theme::SMALL));
            });
        });
}

fn finished(ui: &mut egui::Ui, view: &BoardView) {
    ui.label(
        RichText::new(&view.finished_head)
            .size(theme::TEXT)
            .strong(),
    );
    if view.finished.is_empty() {
        ui.label(RichText::new(&view.empty).size(theme::TEXT).weak());
    }
    for m in &view.finished {
        ui.add(egui::Label::new(RichText::new(&m.players).size(theme::BAR).strong()).truncate());
        ui.add(egui::Label::new(RichText::new(&m.line).size(theme::BAR)).truncate());
        ui.add_space(4.0);
    }
}

fn standings(ui: &mut egui::Ui, view: &BoardView) {
    ui.label(
        RichText::new(&view.standings_head)
            .size(theme::TEXT)
            .strong(),
    );
    if view.rows.is_empty() {
        ui.label(RichText::new(&view.empty).size(theme::TEXT).weak());
        return;
    }
    egui::Grid::new("board-standings")
        .striped(true)
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for head in &view.heads {
                ui.label(RichText::new(head).size(theme::SMALL).strong());
            }
            ui.end_row();
            for row in &view.rows {
                for (i, cell) in row.iter().enumerate() {
                    let text = RichText::new(cell).size(theme::BAR);
                    ui.label(if i == 0 { text.strong() } else { text });
                }
                ui.end_row();
            }
        });
}
