//! The table screen: the picker, the scores, the turn panel, and in the middle the hand in play,
//! what comes between hands, or the winner; or, in table mode, the big-type view. While an entry
//! is being changed, the picker, the turn panel and the felt show the moment before it.

use egui::RichText;

use crate::app::table::panels::{
    felt, hand_end, keys_help, match_over, picker, scores, table_mode, turn,
};
use crate::app::table::state::TableCtx;
use crate::app::{TableCommand, panels, theme};

/// Draws the table from the table view (while an entry is being changed, the moment before
/// it). `coach` draws the coach's panel beside it (practice mode), which reads the match itself.
pub fn show(
    cx: &mut TableCtx<'_>,
    ui: &mut egui::Ui,
    coach: impl FnOnce(&mut TableCtx<'_>, &mut egui::Ui),
) {
    if !cx.table.has_match() {
        egui::CentralPanel::default().show(ui, |ui| {
            panels::status_line(cx.i18n, cx.view.status.as_ref(), ui);
        });
        return;
    }
    if cx.view.keys.help {
        keys_help::show(cx, ui);
    }
    let changing = cx.table.changing.clone();
    let in_play = cx.table.turn.playing;
    // A hand just ended and not yet settled: the headline and the pad keep their place.
    let ended = matches!(
        cx.table.between,
        Some(crate::app::table::view::Between::HandOver(_))
    );
    if crate::app::table::state::table_mode_shown(cx.view, cx.table) {
        table_mode::show(cx, ui);
        return;
    }
    if ended {
        // The dialog where the picker was and as tall, so the felt over it keeps its
        // rectangle; beside the scores panel, not under it: the hand's log is read before the
        // hand is settled, and keeps its rows.
        let height = picker::height(ui);
        scores::show(cx, ui);
        hand_end::panel(cx, ui, height);
    } else {
        picker::show(cx, ui);
        scores::show(cx, ui);
    }
    turn::show(cx, ui);
    coach(cx, ui);
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(changing) = &changing {
            changing_banner(cx, ui, changing);
        } else if !in_play && !ended {
            // While a hand is played the status line sits over the picker (it never moves the
            // felt); between hands it heads the dialog; at a hand's end it heads the dialog
            // where the picker was.
            panels::status_line(cx.i18n, cx.view.status.as_ref(), ui);
        }
        if cx.table.match_over.is_some() {
            match_over::show(cx, ui);
        } else if in_play || ended {
            felt::show(cx, ui);
        } else {
            hand_end::show(cx, ui);
        }
    });
}

/// What the table is doing while an entry is changed (`changing`, the table view's words), and
/// Cancel.
fn changing_banner(cx: &mut TableCtx<'_>, ui: &mut egui::Ui, changing: &str) {
    ui.horizontal_wrapped(|ui| {
        let text = RichText::new(changing).size(theme::CALL).strong();
        ui.label(text.color(theme::accent(ui)));
        let cancel = RichText::new(cx.i18n.t("change-cancel")).size(theme::TEXT);
        if ui.button(cancel).clicked() {
            cx.command(TableCommand::CancelChoice);
        }
    });
}
