//! A replay step ([`crate::app::history::replay::Step`]) said as the table said it: where it
//! is, and what happened there.

use crate::app::history::replay::Step;
use crate::app::i18n::{Arg, I18n};
use crate::app::text::history::settlement_lines;
use crate::app::text::{headline, log_lines};
use crate::engine::Event;

/// Where a replay step is: `Start`, `Hand 2 · placement 5`, `Hand 2 · the deal`.
#[must_use]
pub fn step_title(i18n: &I18n, step: &Step) -> String {
    let hand = Arg::N(i64::from(step.hand));
    match &step.event {
        None => i18n.t("replay-start"),
        Some(Event::HandStarted { .. }) => i18n.tr("replay-deal", &[("n", hand)]),
        Some(_) if step.placement == 0 => i18n.tr("replay-hand", &[("n", hand)]),
        Some(_) => i18n.tr(
            "replay-placement",
            &[("n", hand), ("p", Arg::N(i64::from(step.placement)))],
        ),
    }
}

/// What happened at a replay step, as the table said it: a placement's count and who scored
/// (with what was said and the muggins ruling), a draw, a pass, an announcement, a call, what a
/// player showed, the settlement; the winner when this step won the match.
#[must_use]
pub fn step_text(i18n: &I18n, step: &Step, won_here: bool) -> Vec<String> {
    let game = &step.state;
    let mut lines = Vec::new();
    match &step.event {
        None => lines.push(i18n.t("replay-before")),
        Some(Event::HandStarted { leader }) => {
            if let Some(settled) = &step.settled {
                lines.extend(settlement_lines(i18n, game.setup(), settled));
            }
            let hand = Arg::N(i64::from(step.hand));
            lines.push(match leader {
                Some(p) => i18n.tr(
                    "replay-dealt-leader",
                    &[("n", hand), ("name", Arg::S(game.name(*p)))],
                ),
                None => i18n.tr("replay-dealt", &[("n", hand)]),
            });
        }
        Some(Event::TilePlaced { .. }) => {
            if let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) {
                lines.push(headline(i18n, game, play, None));
            }
        }
        Some(Event::HandRevealed { player, holds }) => lines.push(i18n.tr(
            "replay-holds",
            &[
                ("name", Arg::S(game.name(*player))),
                ("pips", Arg::N(i64::from(holds.pips()))),
            ],
        )),
        Some(Event::Tallied) => {
            lines.extend(log_lines(i18n, &Event::Tallied, game, &step.rulings));
            match &step.settled {
                Some(settled) => lines.extend(settlement_lines(i18n, game.setup(), settled)),
                None if lines.is_empty() => lines.push(i18n.t("replay-tally")),
                None => {}
            }
        }
        Some(event) => lines.extend(log_lines(i18n, event, game, &step.rulings)),
    }
    if won_here && let Some(side) = game.winner() {
        let name = game.setup().side_name(side);
        lines.push(i18n.tr("winner", &[("name", Arg::S(&name))]));
    }
    lines
}
