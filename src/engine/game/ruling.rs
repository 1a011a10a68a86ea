//! A muggins ruling (RULES.md §6) as the engine keeps it: [`MugginsRuling`] and its
//! [`Verdict`]. Only the types: `muggins.rs` rules.

use super::credit::Credits;
use super::errors::MugginsError;
use crate::engine::seat::{Seat, Side};
use crate::engine::tile::Tile;

/// How one placement's muggins window was ruled (RULES.md §6), or why a call on it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MugginsRuling {
    /// Who placed the tile.
    pub placer: Seat,
    /// The tile ruled on, touching half first.
    pub tile: Tile,
    /// What the placer announced, in the match's scale; `None` when nothing was said.
    pub said: Option<i32>,
    /// What the board count scores, in the match's scale (RULES.md §3), before the ruling.
    pub points: i32,
    /// Who called "Muggins!", if anyone did.
    pub caller: Option<Seat>,
    /// Who the points go to.
    pub verdict: Verdict,
    /// What the ruling credited (the count, the placer's chip-out point), or tried to and why
    /// not; empty for a refused call or a ruling not made.
    pub credits: Credits,
}

/// Who a placement's points go to (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The placer's `side` scores the count: no call, a right announcement, or nothing to take
    /// ("unchallenged, a placement scores its true count" \[D\]).
    Scored { side: Side },
    /// Muggins under `steal`: the caller's `side` takes the points \[B\]\[H\].
    Stolen { side: Side },
    /// Muggins under `forfeit`: the placer's `side` loses the points and nobody scores them.
    Forfeited { side: Side },
    /// The call is refused, for this reason; the placement keeps its points. Never recorded in
    /// the state (a refused call changes nothing): [`crate::engine::MatchState::rule_call`] returns it.
    Refused(MugginsError),
}

impl MugginsRuling {
    /// Whether this ruling refuses a call.
    #[must_use]
    pub fn is_refused(&self) -> bool {
        matches!(self.verdict, Verdict::Refused(_))
    }
}
