//! The one place that turns engine values into words: refusals, events, rules, counts and results,
//! each through a Fluent message of `assets/i18n/` ([`I18n`]), so every one is said in English
//! and in Kreyòl.
//!
//! The English text of an engine refusal is the engine's own (its `Display`, which
//! `allfives check` prints), with a capital letter: one English text per error. The tests below
//! hold the two together.
//!
//! The coach's values (plays, replies, what a placement left) are in `text/coach.rs`.

mod table;
pub use table::{
    LogRow, RowKind, hidden_play_line, log_row, no_fit_text, side_id, tally_legend, turn_line,
};

use crate::app::i18n::{Arg, I18n};
use crate::engine::record::arithmetic;
use crate::engine::{ClosedBy, Seat, Side};
use crate::engine::{
    EndKind, Event, EventError, Layout, MatchState, MugginsRule, MugginsRuling, Place, Play, Rules,
    SetupError,
};

mod coach;
pub mod history;
mod holds;
mod names;
mod record;
mod refusals;
mod rules;
mod rules_line;
mod rulings;
mod system;
pub use coach::{
    coach_error_text, coach_play_text, coach_replies_text, domino_text, left_for_next_numbers,
    left_for_next_text, play_numbers, play_words,
};
use holds::holds_error_text;
pub use names::{
    ARROW_GLYPHS, arrows_text, end_counts, open_end_name, score_name, tile_name, window_title,
};
pub use record::record_error_text;
use refusals::{muggins_error_text, placement_error_text};
pub use rules::rules_error_text;
pub use rules_line::{end_of_hand_text, rules_line, rules_short};
pub use rulings::{call_refused_text, ruling_text, said_text, verdict_text};
pub use system::{FileAction, io_text};

/// A refusal from the engine in the UI's language (RULES.md §1–§6 say why each is refused).
#[must_use]
pub fn error_text(i18n: &I18n, error: &EventError) -> String {
    let i = i18n;
    match error {
        EventError::Placement(e) => placement_error_text(i18n, e),
        EventError::NotYourTurn { expected, got } => i.tr(
            "err-not-your-turn",
            &[("expected", Arg::S(expected)), ("got", Arg::S(got))],
        ),
        EventError::WrongLeader { expected, got } => i.tr(
            "err-wrong-leader",
            &[("expected", Arg::S(expected)), ("got", Arg::S(got))],
        ),
        EventError::NoHand => i.t("err-no-hand"),
        EventError::LeadFirst => i.t("err-lead-first"),
        EventError::HandOver => i.t("err-hand-over"),
        EventError::HandNotOver => i.t("err-hand-not-over"),
        EventError::MatchOver { winner } => i.tr("err-match-over", &[("winner", Arg::S(winner))]),
        EventError::DrawZero => i.t("err-draw-zero"),
        EventError::DrawTooMany {
            asked,
            available,
            reserve,
        } => i.tr(
            if *reserve > 0 {
                "err-draw-too-many-reserve"
            } else {
                "err-draw-too-many"
            },
            &[
                ("asked", Arg::N(i64::from(*asked))),
                ("available", Arg::N(i64::from(*available))),
                ("reserve", Arg::N(i64::from(*reserve))),
            ],
        ),
        EventError::NoDrawing => i.t("err-no-drawing"),
        EventError::PassWhileDrawable { available } => i.tr(
            "err-pass-while-drawable",
            &[("available", Arg::N(i64::from(*available)))],
        ),
        EventError::MugginsOff => i.t("err-muggins-off"),
        EventError::Muggins(e) => muggins_error_text(i18n, e),
        EventError::Holds(e) => holds_error_text(i18n, e),
        EventError::MissingHolds { player } => {
            i.tr("err-missing-holds", &[("player", Arg::S(player))])
        }
        EventError::UnknownPlayer(n) => {
            i.tr("err-unknown-player", &[("n", Arg::N(n.index() as i64 + 1))])
        }
        EventError::Setup(why) => {
            // The setup's refusal continues the sentence: its first letter is not a capital.
            let why = setup_error_text(i, why);
            let mut chars = why.chars();
            let why: String = chars
                .next()
                .map(|c| c.to_lowercase().chain(chars).collect())
                .unwrap_or_default();
            i.tr("err-setup", &[("why", Arg::S(&why))])
        }
    }
}

/// What closed a placement's muggins window, for a call too late (RULES.md §6): `a draw came
/// after it`.
#[must_use]
pub fn late_text(i: &I18n, by: ClosedBy) -> String {
    i.t(match by {
        ClosedBy::Placement => "late-by-placement",
        ClosedBy::Draw => "late-by-draw",
        ClosedBy::Pass => "late-by-pass",
        ClosedBy::NoCall => "late-by-no-call",
        ClosedBy::Settlement => "late-by-settlement",
    })
}

/// Why a setup cannot start a match (RULES.md §2: 2–4 players with distinct names, teams of two pairs; §3: rules the variant uses).
#[must_use]
pub fn setup_error_text(i: &I18n, error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(n) => i.tr("setup-player-count", &[("n", Arg::N(*n as i64))]),
        SetupError::NoName { seat } => {
            i.tr("setup-no-name", &[("n", Arg::N(seat.index() as i64 + 1))])
        }
        SetupError::Character(name) => i.tr("setup-reserved-character", &[("name", Arg::S(name))]),
        SetupError::Keyword(name) => i.tr("setup-reserved-name", &[("name", Arg::S(name))]),
        SetupError::Spacing(name) => i.tr("setup-spacing", &[("name", Arg::S(name))]),
        SetupError::SameName(name) => i.tr("setup-same-name", &[("name", Arg::S(name))]),
        SetupError::TeamsNeedFour => i.t("setup-teams-need-four"),
        SetupError::NotTwoPairs => i.t("setup-not-two-pairs"),
        SetupError::Rules(why) => rules::rules_error_text(i, why),
    }
}

/// The arithmetic of a play: `0 + 3 + 2 = 5`, with the scale or count table where the points
/// differ from the total (`12 + 3 = 15 → 8`, RULES.md §3) and the chip-out point (RULES.md §4).
#[must_use]
pub fn count_text(i18n: &I18n, play: &Play) -> String {
    let mut text = arithmetic(&play.terms, play.total);
    if play.points > 0 && play.points as u32 != play.total {
        text.push_str(&format!(" → {}", play.points));
    }
    if play.chip_out > 0 {
        text.push_str(&format!(" {}", i18n.t("chip-out-point")));
    }
    text
}

/// `Ben scores 5` or `no points`: what `player`'s play scored for their side, in the match's
/// scale.
#[must_use]
pub fn result_text(i18n: &I18n, game: &MatchState, player: Seat, points: i32) -> String {
    if points == 0 {
        i18n.t("no-points")
    } else {
        let side = game.setup().side_of(player);
        i18n.tr(
            &side_id("scores-points", game.setup(), side),
            &[
                ("name", Arg::S(&game.setup().side_name(side))),
                ("points", Arg::N(i64::from(points))),
            ],
        )
    }
}

/// What `player`'s side was credited, as the engine says it (`credits`, match scale): `Ben
/// scores 5`, `no points`, or why the score did not take it — `not scored: Eve would pass 61`
/// (the exact target, RULES.md §5), `not scored: the match is won`. With nothing credited yet
/// (a muggins window still open), what the count scores: `points`.
#[must_use]
pub fn scored_text(
    i18n: &I18n,
    game: &MatchState,
    player: Seat,
    points: i32,
    credits: &[crate::engine::Credit],
) -> String {
    let side = game.setup().side_of(player);
    let own: Vec<_> = credits.iter().filter(|c| c.side == side).collect();
    if let Some(why) = own.iter().find_map(|c| c.not_scored) {
        return not_scored_text(i18n, game, side, why);
    }
    if own.is_empty() {
        return result_text(i18n, game, player, points);
    }
    let scored = own.iter().map(|c| c.scored()).sum();
    result_text(i18n, game, player, scored)
}

/// Why `side` was not credited: `not scored: Eve would pass 61` (RULES.md §5, exact target),
/// `not scored: the match is won`.
#[must_use]
pub fn not_scored_text(
    i18n: &I18n,
    game: &MatchState,
    side: Side,
    why: crate::engine::NotScored,
) -> String {
    not_scored_words(i18n, game.setup(), side, why)
}

/// [`not_scored_text`] from the setup alone (a settlement's words).
#[must_use]
pub fn not_scored_words(
    i18n: &I18n,
    setup: &crate::engine::Setup,
    side: Side,
    why: crate::engine::NotScored,
) -> String {
    let name = setup.side_name(side);
    match why {
        crate::engine::NotScored::PassesTarget {
            target,
            would_reach,
            ..
        } => i18n.tr(
            &side_id("not-scored-over", setup, side),
            &[
                ("name", Arg::S(&name)),
                ("target", Arg::N(i64::from(target))),
                ("score", Arg::N(i64::from(would_reach))),
            ],
        ),
        crate::engine::NotScored::MatchWon => i18n.t("not-scored-won"),
    }
}

/// The count and its result in one line: `0 + 3 + 2 = 5 · Ben scores 5`, with what the score
/// took (`12 → 4 · not scored: Eve would pass 61`; a chip-out point with its count, `6 → 2 + 1
/// for chipping out · Ana scores 3`). UI.md: the count is the star.
#[must_use]
pub fn play_text(i18n: &I18n, game: &MatchState, play: &Play) -> String {
    format!(
        "{} · {}",
        count_text(i18n, play),
        scored_text(
            i18n,
            game,
            play.player,
            play.points + play.chip_out,
            &play.credits
        )
    )
}

/// An end a tile can go on, for the choice of ends: `on 5 — spinner side`,
/// `on 5 — end of [4-5]` (RULES.md §1: sides before tips).
#[must_use]
pub fn place_text(i18n: &I18n, place: &Place) -> String {
    let pips = Arg::N(i64::from(place.pips));
    let tile = place.on.map(|t| t.to_string()).unwrap_or_default();
    match (place.kind, place.on_spinner) {
        (EndKind::Side, true) => i18n.tr("end-spinner-side", &[("pips", pips)]),
        (EndKind::Tip, _) => i18n.tr("end-spinner-tip", &[("pips", pips)]),
        (EndKind::Side, false) => i18n.tr("end-double", &[("pips", pips), ("tile", Arg::S(&tile))]),
        (EndKind::Half, _) => i18n.tr("end-of", &[("pips", pips), ("tile", Arg::S(&tile))]),
    }
}

/// What undoing or redoing `event` means, for the button (`Ben's [5-2]`), given the state
/// just after it: the hand's number for a deal, the tile as placed (touching half first).
#[must_use]
pub fn describe(i18n: &I18n, event: &Event, after: &MatchState) -> String {
    let name = |p: &Seat| {
        after
            .setup()
            .players
            .get(p.index())
            .cloned()
            .unwrap_or_default()
    };
    let named = |id: &str, p: &Seat| i18n.tr(id, &[("name", Arg::S(&name(p)))]);
    match event {
        Event::HandStarted { .. } => {
            let n = after.hand().map_or(1, |h| h.number);
            i18n.tr("ev-deal", &[("n", Arg::N(i64::from(n)))])
        }
        Event::TilePlaced { player, tile, .. } => {
            let tile = after
                .hand()
                .and_then(|h| h.last_play.as_ref())
                .map_or(*tile, |p| p.tile);
            i18n.tr(
                "ev-place",
                &[
                    ("name", Arg::S(&name(player))),
                    ("tile", Arg::S(&tile.to_string())),
                ],
            )
        }
        Event::TilesDrawn { player, .. } => named("ev-draw", player),
        // Fives and Threes has no drawing: the player who cannot play knocks (RULES.md §2).
        Event::Passed { player } => named(
            if after.rules().drawing() {
                "ev-pass"
            } else {
                "ev-knock"
            },
            player,
        ),
        Event::PointsAnnounced { player, .. } => named("ev-says", player),
        Event::NothingSaid { player } => named("said-nothing", player),
        Event::MugginsCalled { player } => named("ev-muggins", player),
        Event::HandRevealed { player, .. } => named("ev-holds", player),
        // A tally settles a hand that has ended; in play it closes a muggins window (the one
        // whose count won the match, too), or it is a record's `score:` line that changed
        // nothing.
        Event::Tallied => i18n.t(match after.hand() {
            Some(h) if h.end.is_none() => {
                if after.rules().muggins == crate::engine::MugginsRule::Off {
                    "ev-score-check"
                } else {
                    "ev-no-call"
                }
            }
            _ => "ev-tally",
        }),
    }
}

/// The hand's log line for `event`, given the state just after it: a placement with its count
/// (`Ana: [5-5] 10 · Ana scores 10`; with the muggins rule on, without who scores: its ruling
/// follows), a draw or a pass; `None` for other events.
#[must_use]
pub fn log_line(i18n: &I18n, event: &Event, after: &MatchState) -> Option<String> {
    let name = |p: Seat| Arg::S(after.name(p));
    match event {
        Event::TilePlaced { .. } if after.rules().muggins != MugginsRule::Off => {
            let play = after.hand().and_then(|h| h.last_play.as_ref())?;
            Some(open_play_line(i18n, after, play))
        }
        Event::TilePlaced { player, .. } => {
            let play = after.hand().and_then(|h| h.last_play.as_ref())?;
            Some(i18n.tr(
                "log-place",
                &[
                    ("name", name(*player)),
                    ("tile", Arg::S(&play.tile.to_string())),
                    ("arith", Arg::S(&count_text(i18n, play))),
                    (
                        "result",
                        Arg::S(&scored_text(
                            i18n,
                            after,
                            play.player,
                            play.points + play.chip_out,
                            &play.credits,
                        )),
                    ),
                ],
            ))
        }
        Event::TilesDrawn { player, count } => Some(i18n.tr(
            "log-draw",
            &[("name", name(*player)), ("n", Arg::N(i64::from(*count)))],
        )),
        Event::Passed { player } => Some(i18n.tr(
            if after.rules().drawing() {
                "log-pass"
            } else {
                "log-knock"
            },
            &[("name", name(*player))],
        )),
        _ => None,
    }
}

/// The hand's log lines for `event`, given the state just after it and the muggins rulings it
/// made (RULES.md §6): the ruling that closed the last window, then the entry itself
/// ([`log_line`]); an announcement (`Ana said 5`), or its ruling when it made one; a call's
/// ruling (`Muggins! Ana said 5 · Ben takes 10`).
#[must_use]
pub fn log_lines(
    i18n: &I18n,
    event: &Event,
    after: &MatchState,
    rulings: &[MugginsRuling],
) -> Vec<String> {
    let mut lines: Vec<String> = rulings
        .iter()
        .map(|r| ruling_text(i18n, after, r, true))
        .collect();
    match event {
        Event::PointsAnnounced { player, points } if rulings.is_empty() => {
            lines.push(said_text(i18n, after, *player, Some(*points)));
        }
        Event::NothingSaid { player } if rulings.is_empty() => {
            lines.push(said_text(i18n, after, *player, None));
        }
        _ => lines.extend(log_line(i18n, event, after)),
    }
    lines
}

/// A placement's log line before its ruling: `Ana: [4-6] 4 + 6 = 10` (RULES.md §6).
#[must_use]
pub fn open_play_line(i18n: &I18n, game: &MatchState, play: &Play) -> String {
    i18n.tr(
        "log-place-open",
        &[
            ("name", Arg::S(game.name(play.player))),
            ("tile", Arg::S(&play.tile.to_string())),
            ("arith", Arg::S(&count_text(i18n, play))),
        ],
    )
}

/// The headline of the last placement, `play`: its count and who scores
/// (`0 + 3 + 2 = 5 · Ben scores 5`); under the muggins rule, what was said and the ruling
/// (`2 + 3 + 10 = 15 · Ana said 10 · Muggins! Ben takes 15`), a `refused` call with its reason,
/// or that the window is open to a call (RULES.md §6). Not for a count that is still hidden.
#[must_use]
pub fn headline(
    i18n: &I18n,
    game: &MatchState,
    play: &Play,
    refused: Option<&MugginsRuling>,
) -> String {
    let muggins = game.rules().muggins != MugginsRule::Off;
    let Some(hand) = game.hand().filter(|_| muggins) else {
        return play_text(i18n, game, play);
    };
    let arith = count_text(i18n, play);
    let ruled = hand.rulings.last().filter(|r| r.tile == play.tile);
    let refused = refused.filter(|r| r.tile == play.tile);
    match (refused, ruled, &hand.pending) {
        (Some(ruling), _, _) | (None, Some(ruling), _) => {
            format!("{arith} · {}", ruling_text(i18n, game, ruling, false))
        }
        (None, None, Some(pending)) => format!(
            "{arith} · {}",
            said_text(i18n, game, play.player, pending.announced)
        ),
        (None, None, None) => play_text(i18n, game, play),
    }
}

/// Recount: every counted end of `layout` and what the total scores under `rules`
/// (`Recount: 0 + 3 + 2 = 5 · worth 5`; RULES.md §1, §3); `None` on an empty table.
#[must_use]
pub fn recount_text(i18n: &I18n, rules: &Rules, layout: &Layout) -> Option<String> {
    if layout.is_empty() {
        return None;
    }
    let total = layout.count();
    let points = rules.play_score(total);
    let worth = if points == 0 {
        i18n.t("recount-nothing")
    } else {
        i18n.tr("recount-worth", &[("points", Arg::N(i64::from(points)))])
    };
    let arith = arithmetic(&layout.count_terms(), total);
    Some(i18n.tr(
        "recount-line",
        &[("arith", Arg::S(&arith)), ("worth", Arg::S(&worth))],
    ))
}

#[cfg(test)]
pub(crate) mod tests;
