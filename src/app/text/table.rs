//! The table's own sentences: the hand's log as rows, why a picked tile cannot go. Part of
//! [`super`], the one place that turns engine values into words.

use crate::app::i18n::{Arg, I18n};
use crate::app::text::{count_text, log_line};
use crate::engine::{Event, MatchState, Play, Tile};
use crate::engine::{Seat, Side};

/// Why a tile clicked in the picker fits nowhere, in the table's words: `1-2 does not fit: the
/// open ends are 4 and 6` (each open end's pips, RULES.md §1).
#[must_use]
pub fn no_fit_text(i18n: &I18n, tile: Tile, ends: &[u8]) -> String {
    let ends: Vec<String> = ends.iter().map(ToString::to_string).collect();
    let (last, rest) = ends
        .split_last()
        .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
    i18n.tr(
        "pick-no-fit",
        &[
            ("tile", Arg::S(&tile.to_string())),
            ("count", Arg::N(ends.len() as i64)),
            ("last", Arg::S(&last)),
            ("rest", Arg::S(&rest.join(", "))),
        ],
    )
}

/// What kind of entry a [`LogRow`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum RowKind {
    /// A placement.
    Place,
    /// A draw from the boneyard.
    Draw,
    /// A pass (a knock in Fives and Threes).
    Pass,
}

/// One entry of the hand's log as the log panel lists it: who and which tile, the arithmetic or
/// the draw on a second line, the points on the right (UI.md: counts stay readable in the log).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct LogRow {
    /// The event's index in the match's event list (what "Change" replaces).
    pub index: usize,
    /// The player who made the entry.
    pub player: Seat,
    /// `Ana [5-3]`, or the name alone for a draw or a pass.
    pub head: String,
    /// `0 + 3 = 3`, `drew 2 tiles`, `passed`; `…` while the count waits for its announcement.
    pub detail: String,
    /// What the placement scored for the placer's side (match scale); `None` for a draw, a pass
    /// or a count still hidden (RULES.md §6).
    pub points: Option<i32>,
    /// The whole entry in one line, as [`log_line`] says it.
    pub line: String,
    /// Placement, draw or pass.
    pub kind: RowKind,
    /// The lines that came after it before the next row: the announcement and the muggins
    /// ruling on a placement (RULES.md §6).
    pub extra: Vec<String>,
}

/// The log row of `event` (the `index`-th of the match), given the state just after it; `None`
/// for events that are not placements, draws or passes.
#[must_use]
pub fn log_row(i18n: &I18n, index: usize, event: &Event, after: &MatchState) -> Option<LogRow> {
    let line = log_line(i18n, event, after)?;
    let (player, head, detail, points, kind) = match event {
        Event::TilePlaced { player, .. } => {
            let play = after.hand().and_then(|h| h.last_play.as_ref())?;
            let head = format!("{} [{}]", after.name(*player), play.tile);
            let side = after.setup().side_of(*player);
            let own = || play.credits.iter().filter(|c| c.side == side);
            let mut detail = count_text(i18n, play);
            // What the score took, as the engine credited it (RULES.md §5: not past an exact
            // target); the count's score while nothing is credited yet.
            let points = match own().find_map(|c| c.not_scored) {
                Some(why) => {
                    detail.push_str(" · ");
                    detail.push_str(&crate::app::text::not_scored_text(i18n, after, side, why));
                    0
                }
                None if own().next().is_some() => own().map(|c| c.scored()).sum(),
                None => play.points + play.chip_out,
            };
            (*player, head, detail, Some(points), RowKind::Place)
        }
        Event::TilesDrawn { player, count } => {
            let n = Arg::N(i64::from(*count));
            let detail = i18n.tr("row-drew", &[("n", n)]);
            (
                *player,
                after.name(*player).to_string(),
                detail,
                None,
                RowKind::Draw,
            )
        }
        Event::Passed { player } => {
            let detail = i18n.t(if after.rules().drawing() {
                "row-passed"
            } else {
                "row-knocked"
            });
            (
                *player,
                after.name(*player).to_string(),
                detail,
                None,
                RowKind::Pass,
            )
        }
        _ => return None,
    };
    // With the muggins rule on, what a placement scores is said by its ruling (extra lines).
    let points = points.filter(|_| after.rules().muggins == crate::engine::MugginsRule::Off);
    Some(LogRow {
        index,
        player,
        head,
        detail,
        points,
        line,
        kind,
        extra: Vec::new(),
    })
}

/// The message `id` for `side`: its `-team` form when the side is a team, so that the verb
/// agrees with two names (`Ben & Dee score 10`, `Ben scores 10`).
#[must_use]
pub fn side_id(id: &str, setup: &crate::engine::Setup, side: Side) -> String {
    if setup.members(side).len() > 1 {
        format!("{id}-team")
    } else {
        id.to_string()
    }
}

/// What the paper tally's marks are worth in the match's scale, one stroke being `unit`:
/// `/ = 5 · X = 10 · XXXXX = 50` on points, `/ = 1 · X = 2 · XXXXX = 10` on the ÷5 scale.
#[must_use]
pub fn tally_legend(i18n: &I18n, unit: i32) -> String {
    let n = |k: i32| Arg::N(i64::from(unit * k));
    i18n.tr(
        "tally-legend",
        &[("stroke", n(1)), ("cross", n(2)), ("group", n(10))],
    )
}

/// Where the match stands, for the top bar: `Hand 3 · Ben to play`, `Hand 3 · Ana announces`
/// while the table waits for her announcement (RULES.md §6), `Hand 3 is over`,
/// `Hand 4 · who leads?` once it is settled, the winner; empty before the first hand.
#[must_use]
pub fn turn_line(i18n: &I18n, game: &MatchState) -> String {
    let Some(hand) = game.hand() else {
        return String::new();
    };
    if let Some(side) = game.winner() {
        let name = game.setup().side_name(side);
        return i18n.tr(
            &side_id("winner", game.setup(), side),
            &[("name", Arg::S(&name))],
        );
    }
    if hand.settled {
        // Between hands: the next hand and who leads it, not the hand just settled.
        let n = Arg::N(i64::from(hand.number + 1));
        return match game.next_leader() {
            Some(p) => i18n.tr("hand-leads", &[("n", n), ("name", Arg::S(game.name(p)))]),
            None => i18n.tr("hand-who-leads", &[("n", n)]),
        };
    }
    let n = Arg::N(i64::from(hand.number));
    if hand.end.is_some() {
        return i18n.tr("hand-over-top", &[("n", n)]);
    }
    // The placer's announcement comes first (RULES.md §6): the next player waits for it.
    if let Some(p) = game.awaiting_announcement() {
        return i18n.tr(
            "hand-announces",
            &[("n", n), ("name", Arg::S(game.name(p)))],
        );
    }
    match hand.turn {
        Some(p) if hand.started() => {
            i18n.tr("hand-turn", &[("n", n), ("name", Arg::S(game.name(p)))])
        }
        Some(p) => i18n.tr("hand-leads", &[("n", n), ("name", Arg::S(game.name(p)))]),
        None => String::new(),
    }
}
/// The log line of a placement whose count the table does not see yet (RULES.md §6):
/// `Ben: [4-4] … (waiting for the announcement)`, and once `said`, `… (calls are open until the
/// next entry)`.
#[must_use]
pub fn hidden_play_line(i18n: &I18n, game: &MatchState, play: &Play, said: bool) -> String {
    i18n.tr(
        if said {
            "log-hidden-said"
        } else {
            "log-hidden"
        },
        &[
            ("name", Arg::S(game.name(play.player))),
            ("tile", Arg::S(&play.tile.to_string())),
        ],
    )
}
