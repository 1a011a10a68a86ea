//! What became of the points an event tried to credit (RULES.md §5–§6): each amount, the side it
//! was for, and whether the score took it. The exact-target rule refuses a score that would pass
//! the target, and nothing is scored once the match is won; the table is told which, so no
//! surface can headline points the scoreboard never took.

use crate::engine::fixed::FixedVec;
use crate::engine::seat::{PerSide, Side};

/// One amount an event credited, or tried to, in the match's scale (points, or ÷5 / ÷3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Credit {
    /// The side the amount was for.
    pub side: Side,
    /// The amount, match scale (negative for a hand settled under `own`, RULES.md §4).
    pub points: i32,
    /// Why the score did not take it; `None` when it did.
    pub not_scored: Option<NotScored>,
}

impl Credit {
    /// The amount the side's score changed by: [`Credit::points`], or 0 when it was not scored.
    #[must_use]
    pub fn scored(&self) -> i32 {
        if self.not_scored.is_none() {
            self.points
        } else {
            0
        }
    }
}

/// Why an amount was not added to a side's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotScored {
    /// The exact-target rule (RULES.md §5): the side on `score` would reach `would_reach`, past
    /// `target`.
    PassesTarget {
        /// The side's score before (match scale).
        score: i32,
        /// What it would have been (match scale).
        would_reach: i32,
        /// The match's target (match scale).
        target: i32,
    },
    /// The match was already won (RULES.md §5): nothing more is scored.
    MatchWon,
}

/// The credits of one event, or of one placement (at most a count and a chip-out point for each
/// of two sides, or an award for each of four sides after closing a window): inline, so keeping
/// them never allocates.
pub type Credits = FixedVec<Credit, 8>;

/// Appends `credit` to `credits`, dropping it when the list is full (it cannot be: an event
/// credits at most six amounts, see [`Credits`]).
pub(super) fn record(credits: &mut Credits, credit: Credit) {
    if credits.len() < Credits::CAPACITY {
        credits.push(credit);
    }
}

/// Each side's change of score from `credits`, for `sides` sides (match scale).
#[must_use]
pub fn per_side(credits: &[Credit], sides: usize) -> PerSide<i32> {
    let mut each = PerSide::filled(0, sides);
    for credit in credits {
        if credit.side.index() < each.len() {
            each[credit.side] += credit.scored();
        }
    }
    each
}

/// The credits of the last event applied to a state ([`super::MatchState::credits`]). They say
/// what that event did, not where the match stands: two states are equal whatever event led to
/// them (a record read back, a replay with or without a closing `score:` line), so this compares
/// equal to any other.
#[derive(Clone, Copy, Debug, Default)]
pub struct LastCredits(pub Credits);

impl PartialEq for LastCredits {
    fn eq(&self, _: &LastCredits) -> bool {
        true
    }
}

impl Eq for LastCredits {}
