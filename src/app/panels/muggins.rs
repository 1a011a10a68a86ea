//! The muggins window of the placement just made (RULES.md §6), when the muggins rule is on: the
//! placer announces points, an opponent may call "Muggins!", or the table moves on. The engine
//! rules on each; a refused call shows why in the status line.

use egui::RichText;

use super::PanelCtx;
use crate::app::i18n::Arg;
use crate::app::{Command, text, theme};
use crate::engine::{MatchState, MugginsRule};

/// Draws the announcement, the calls and `No call: count it` while a placement's window is open.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    if game.rules().muggins == MugginsRule::Off {
        return;
    }
    let Some(pending) = game.hand().and_then(|h| h.pending.clone()) else {
        return;
    };
    let setup = game.setup();
    let placer = game.name(pending.player).to_string();
    ui.horizontal_wrapped(|ui| {
        match pending.announced {
            Some(points) => {
                let said = cx.i18n.tr(
                    "announced",
                    &[
                        ("name", Arg::S(&placer)),
                        ("points", Arg::N(i64::from(points))),
                    ],
                );
                ui.label(RichText::new(said).size(theme::ENTRY));
            }
            None if pending.called_by.is_none() => {
                let announce = cx.i18n.tr("announce", &[("name", Arg::S(&placer))]);
                let label = ui.label(RichText::new(announce).size(theme::ENTRY));
                ui.add(egui::DragValue::new(&mut cx.view.announce_value).range(0..=200))
                    .labelled_by(label.id);
                let button = RichText::new(cx.i18n.t("announce-button")).size(theme::ENTRY);
                if ui.button(button).clicked() {
                    cx.command(Command::Announce(cx.view.announce_value));
                }
            }
            None => {}
        }
        ui.separator();
        if let Some(caller) = pending.called_by {
            if let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) {
                let called = cx.i18n.tr(
                    "muggins-called",
                    &[
                        ("caller", Arg::S(game.name(caller))),
                        ("name", Arg::S(&placer)),
                        ("arith", Arg::S(&text::count_text(cx.i18n, play))),
                    ],
                );
                let called = RichText::new(called).size(theme::ENTRY);
                ui.label(called.color(theme::accent(ui)));
            }
        } else {
            ui.label(RichText::new(cx.i18n.t("call-muggins")).size(theme::ENTRY));
            for (p, name) in setup.players.iter().enumerate() {
                let opponent = setup.side_of(p) != setup.side_of(pending.player);
                let call = RichText::new(format!("{name}!")).size(theme::ENTRY);
                if opponent && ui.button(call).clicked() {
                    cx.command(Command::CallMuggins(p));
                }
            }
        }
        ui.separator();
        let close = RichText::new(cx.i18n.t("close-window")).size(theme::ENTRY);
        if ui.button(close).clicked() {
            cx.command(Command::CloseMugginsWindow);
        }
    });
    let note = RichText::new(cx.i18n.t("muggins-window")).size(theme::NOTE);
    ui.label(note.weak());
}
