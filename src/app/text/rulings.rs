//! A muggins ruling in words (RULES.md §6): what the placer announced, who the ruling gives the
//! points to or which rule refused the call, and the two together.

use crate::app::i18n::{Arg, I18n};
use crate::app::text::{muggins_error_text, not_scored_text, scored_text};
use crate::engine::Seat;
use crate::engine::{MatchState, MugginsError, MugginsRuling, Verdict};

/// What the placer announced, in the match's scale: `Ana said 5`, `Ana said nothing`.
#[must_use]
pub fn said_text(i18n: &I18n, game: &MatchState, placer: Seat, said: Option<i32>) -> String {
    let name = Arg::S(game.name(placer));
    match said {
        Some(points) => i18n.tr(
            "announced",
            &[("name", name), ("points", Arg::N(i64::from(points)))],
        ),
        None => i18n.tr("said-nothing", &[("name", name)]),
    }
}

/// Who a ruling gives the points to, in the match's scale: `Ana scores 10` (`no points`),
/// `Ben takes 10` (a side: `Di calls: Ben & Di take 10`), `Ben calls: nobody scores the 10, Ana
/// loses them`, or
/// which rule refused the call: `call refused: Ana's announcement was right` (RULES.md §6).
#[must_use]
pub fn verdict_text(i18n: &I18n, game: &MatchState, ruling: &MugginsRuling) -> String {
    let setup = game.setup();
    let points = Arg::N(i64::from(ruling.points));
    match &ruling.verdict {
        Verdict::Scored { .. } => {
            scored_text(i18n, game, ruling.placer, ruling.points, &ruling.credits)
        }
        Verdict::Stolen { side } | Verdict::Forfeited { side } => {
            let name = setup.side_name(*side);
            let team = ["no", "yes"][usize::from(setup.members(*side).len() > 1)];
            let stolen = matches!(ruling.verdict, Verdict::Stolen { .. });
            let id = if stolen {
                "ruling-takes"
            } else {
                "ruling-lost"
            };
            let caller = ruling.caller.map_or("", |c| game.name(c));
            let taker = *side;
            let (side, caller) = (("side", Arg::S(&name)), ("caller", Arg::S(caller)));
            let ruled = i18n.tr(
                id,
                &[side, ("team", Arg::S(team)), caller, ("points", points)],
            );
            let refused = ruling
                .credits
                .iter()
                .find(|c| c.side == taker && c.points == ruling.points)
                .and_then(|c| c.not_scored);
            match refused {
                Some(why) => format!("{ruled} · {}", not_scored_text(i18n, game, taker, why)),
                None => ruled,
            }
        }
        Verdict::Refused(why) => call_refused_text(i18n, game.name(ruling.placer), why),
    }
}

/// A call of "Muggins!" refused on `placer`'s placement, and the rule that refused it, as every
/// surface says it — the window's headline and a phone's answer to its caller alike: `call
/// refused: Cy is Ana's partner`, `call refused: Ana is still announcing` (RULES.md §6).
#[must_use]
pub fn call_refused_text(i18n: &I18n, placer: &str, why: &MugginsError) -> String {
    let placer = Arg::S(placer);
    let why = match why {
        MugginsError::RightAnnouncement { .. } => i18n.tr("why-right", &[("placer", placer)]),
        MugginsError::ScoresNothing { .. } => i18n.tr("why-nothing", &[("placer", placer)]),
        MugginsError::OwnSide { caller, own } => i18n.tr(
            if *own { "why-own" } else { "why-partner" },
            &[("caller", Arg::S(caller)), ("placer", placer)],
        ),
        MugginsError::SecondCall { first } => i18n.tr("why-second", &[("first", Arg::S(first))]),
        MugginsError::WindowClosed => i18n.t("why-closed"),
        MugginsError::StillAnnouncing { .. } => i18n.tr("why-announcing", &[("placer", placer)]),
        MugginsError::TooLate { by } => {
            let by = super::late_text(i18n, *by);
            i18n.tr("why-late", &[("why", Arg::S(&by))])
        }
        other => muggins_error_text(i18n, other),
    };
    i18n.tr("call-refused", &[("why", Arg::S(&why))])
}

/// A ruling without its arithmetic: after a call `Muggins! Ana said 5 · Ben takes 10` (`log`)
/// or `Ana said 5 · Muggins! Ben takes 10` (the headline, after the count); otherwise
/// `Ana said 10 · Ana scores 10`, `Ana said 5 · no call · Ana scores 10`, or a refused call
/// `Ana said 10 · call refused: …`.
#[must_use]
pub fn ruling_text(i18n: &I18n, game: &MatchState, ruling: &MugginsRuling, log: bool) -> String {
    let said = said_text(i18n, game, ruling.placer, ruling.said);
    let verdict = verdict_text(i18n, game, ruling);
    let muggins = i18n.t("muggins-bang");
    match ruling.verdict {
        Verdict::Stolen { .. } | Verdict::Forfeited { .. } if log => {
            format!("{muggins} {said} · {verdict}")
        }
        Verdict::Stolen { .. } | Verdict::Forfeited { .. } => {
            format!("{said} · {muggins} {verdict}")
        }
        Verdict::Scored { .. } if ruling.points != 0 && ruling.said != Some(ruling.points) => {
            format!("{said} · {} · {verdict}", i18n.t("no-call"))
        }
        _ => format!("{said} · {verdict}"),
    }
}
