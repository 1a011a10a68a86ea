//! Undo and Redo as the top bar and table mode draw them: each names what it takes back or
//! brings back, from the table view.

use egui::{Button, RichText};

use crate::app::i18n::Arg;
use crate::app::table::state::TableCtx;
use crate::app::widgets::size_to_fit;
use crate::app::{TableCommand, theme};

/// Undo and Redo, each naming what it takes back or brings back (UI.md: `Undo: Ben's [5-2]`).
/// While an entry is under way, Undo cancels it first and says so.
pub(crate) fn undo_redo(cx: &mut TableCtx<'_>, ui: &mut egui::Ui) {
    let pending = cx
        .view
        .choosing
        .map(|t| t.to_string())
        .or_else(|| cx.view.keys.typed.shown())
        .or_else(|| cx.table.holds_typed.clone());
    let changing = cx.view.correction.changing.is_some();
    let undo = match &pending {
        Some(what) => Some(cx.i18n.tr("undo-pending", &[("what", Arg::S(what))])),
        // Undo first stops the change of an earlier entry, and says so.
        None if changing => Some(cx.i18n.t("undo-changing")),
        None => cx
            .table
            .undo
            .as_ref()
            .map(|what| cx.i18n.tr("undo-what", &[("what", Arg::S(what))])),
    };
    let redo = cx
        .table
        .redo
        .as_ref()
        .map(|what| cx.i18n.tr("redo-what", &[("what", Arg::S(what))]));
    // Right to left: Redo, then Undo.
    for (text, arrow, without, command) in [
        (redo, "↷", "redo", TableCommand::Redo),
        (undo, "↶", "nothing-to-undo", TableCommand::Undo),
    ] {
        let enabled = text.is_some();
        let text = text.unwrap_or_else(|| cx.i18n.t(without));
        let label = format!("{arrow} {text}");
        // A long entry (`Undo: Bartholomew-Fitzgerald's tiles in hand`) is written smaller, and
        // cut short (whole on hover) only where even the smallest type does not hold it: grown
        // to its length it pushed ☰ and where the match stands off the bar.
        let most = (ui.ctx().content_rect().width() * UNDO_SHARE).max(UNDO_LEAST);
        let padding = 2.0 * ui.spacing().button_padding.x;
        let sizes = [theme::BAR, theme::SMALL, theme::NOTE];
        let size = size_to_fit(ui, &label, &sizes, most - padding).unwrap_or(theme::NOTE);
        let button = Button::new(RichText::new(&label).size(size)).truncate();
        let response = ui
            .scope(|ui| {
                ui.set_max_width(most);
                ui.add_enabled(enabled, button)
            })
            .inner;
        if response.clicked() {
            cx.command(command);
        }
        response.on_hover_text(label);
    }
}

/// The most of the window's width Undo or Redo takes in the bar.
const UNDO_SHARE: f32 = 0.22;

/// The width (points) Undo and Redo may always take, whatever the window.
const UNDO_LEAST: f32 = 150.0;
