//! The muggins entries of the last placement (RULES.md §6), when the muggins rule is on: the
//! announcement pad (one tap: every score one play can make, and "said nothing"), a "Muggins!"
//! button for every player but the placer, and `No call: count it`. The engine rules on each
//! entry; the headline shows the ruling with its proof (`panels::table`).

use egui::{Button, RichText, Vec2};

use crate::app::i18n::Arg;
use crate::app::panels::PanelCtx;
use crate::app::{Command, shell::theme, text};
use crate::engine::Seat;
use crate::engine::{MatchState, MugginsRule};

/// The smallest pad or call button (points): big enough to tap from a metre away.
const KEY: Vec2 = Vec2::new(56.0, 44.0);

/// Draws the announcement and the calls on the last placement. The pad shows while its count
/// is hidden (each placement starts with nothing said); calls stay open until one is taken, so
/// a late or wrong call is answered with the rule that refuses it.
pub fn show(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState) {
    if game.rules().muggins == MugginsRule::Off {
        return;
    }
    let Some(hand) = game.hand() else { return };
    let Some(play) = hand.last_play.as_ref() else {
        return;
    };
    let placer = play.player;
    // What was said is in the headline once the count is shown.
    let open = hand.pending.as_ref().filter(|p| !p.ruled);
    if open.is_some() && cx.table.count_hidden {
        ui.horizontal_wrapped(|ui| pad(cx, ui, game, placer));
    }
    let ruling = hand.rulings.last().filter(|r| r.tile == play.tile);
    ui.horizontal_wrapped(|ui| {
        if let Some(caller) = ruling.and_then(|r| r.caller) {
            let called = cx.i18n.tr(
                "muggins-called",
                &[
                    ("caller", Arg::S(game.name(caller))),
                    ("name", Arg::S(game.name(placer))),
                    ("arith", Arg::S(&text::count_text(cx.i18n, play))),
                ],
            );
            let called = RichText::new(called).size(theme::ENTRY);
            ui.label(called.color(theme::accent(ui)));
            return;
        }
        ui.label(RichText::new(cx.i18n.t("call-muggins")).size(theme::ENTRY));
        for (p, name) in game.setup().seated() {
            let call = Button::new(RichText::new(format!("{name}!")).size(theme::HEADING));
            if p != placer && ui.add(call.min_size(KEY)).clicked() {
                cx.command(Command::CallMuggins(p));
            }
        }
        if open.is_some() {
            ui.separator();
            let close = RichText::new(cx.i18n.t("close-window")).size(theme::ENTRY);
            if ui.add(Button::new(close).min_size(KEY)).clicked() {
                cx.command(Command::CloseMugginsWindow);
            }
        }
    });
    if hand.pending.is_some() {
        let note = RichText::new(cx.i18n.t("muggins-window")).size(theme::NOTE);
        ui.label(note.weak());
    }
}

/// `Ana announces:` and one button per score a play can make (RULES.md §3 via
/// [`crate::engine::Rules::announcements`]), then `said nothing`. Nothing is chosen before a tap.
fn pad(cx: &mut PanelCtx<'_>, ui: &mut egui::Ui, game: &MatchState, placer: Seat) {
    let announce = cx
        .i18n
        .tr("announce", &[("name", Arg::S(game.name(placer)))]);
    ui.label(RichText::new(announce).size(theme::ENTRY));
    for points in game.rules().announcements() {
        let key = Button::new(RichText::new(points.to_string()).size(theme::HEADING));
        if ui.add(key.min_size(KEY)).clicked() {
            cx.command(Command::Announce(points));
        }
    }
    let nothing = RichText::new(cx.i18n.t("pad-said-nothing")).size(theme::ENTRY);
    if ui.add(Button::new(nothing).min_size(KEY)).clicked() {
        cx.command(Command::SaidNothing);
    }
}
