//! The table screen: the picker, the scores, the turn panel, and in the middle the hand in play,
//! what comes between hands, or the winner; or, in table mode, the big-type view. While an entry
//! is being changed, the picker, the turn panel and the felt show the moment before it.

use egui::RichText;

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::table::panels::{
    felt, hand_end, keys_help, match_over, picker, scores, table_mode, turn,
};
use crate::app::{Command, panels, shell::theme};
use crate::engine::MatchState;

/// Draws the table. `entry` is the state entries go to: the match, or the moment before the
/// entry being changed.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, entry: Option<&MatchState>) {
    let Some(game) = cx.game else {
        egui::CentralPanel::default().show(ui, |ui| {
            panels::status_line(cx, ui);
        });
        return;
    };
    if cx.view.keys.help {
        keys_help::show(cx, ui);
    }
    let shown = entry.unwrap_or(game);
    let changing = cx.view.correction.changing.is_some();
    let in_play = shown.hand().is_some_and(|h| h.end.is_none() && !h.settled);
    let ended = game.winner().is_none() && game.hand().is_some_and(|h| !h.settled);
    if crate::app::panels::table_mode_shown(cx.view, Some(game)) {
        table_mode::show(cx, ui, game);
        return;
    }
    picker::show(cx, ui, shown);
    scores::show(cx, ui, game);
    turn::show(cx, ui, shown);
    crate::app::coach::panel::show(cx, ui, game);
    egui::CentralPanel::default().show(ui, |ui| {
        if changing {
            changing_banner(cx, ui, shown);
        } else if !in_play && !ended {
            // While a hand is played the status line sits over the picker (it never moves the
            // felt); between hands it heads the dialog; at a hand's end it comes under the
            // headline and the pad, which keep their place.
            panels::status_line(cx, ui);
        }
        if game.winner().is_some() {
            match_over::show(cx, ui, game);
        } else if in_play {
            felt::show(cx, ui, shown);
        } else {
            hand_end::show(cx, ui, game);
        }
    });
}

/// What the table is doing while an entry is changed, and Cancel.
fn changing_banner(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, before: &MatchState) {
    let Some(player) = before.hand().and_then(|h| h.turn) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let text = cx
            .i18n
            .tr("changing", &[("name", Arg::S(before.name(player)))]);
        let text = RichText::new(text).size(theme::CALL).strong();
        ui.label(text.color(theme::accent(ui)));
        let cancel = RichText::new(cx.i18n.t("change-cancel")).size(theme::TEXT);
        if ui.button(cancel).clicked() {
            cx.command(Command::CancelChoice);
        }
    });
}
