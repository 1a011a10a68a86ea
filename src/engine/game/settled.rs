//! What a finished hand settles (RULES.md §4–§5), as the engine figured it: the [`Settlement`]
//! and its [`Steps`]. Only the types: `settlement.rs` figures them.

use super::credit::Credit;
use super::events::HandEnd;
use crate::engine::fixed::FixedVec;
use crate::engine::seat::{PerSide, Seat, Side};

/// The scoring of a finished hand (RULES.md §4), all amounts per side in the match's scale.
/// Inline lists (at most 4 players or sides): settling a hand never allocates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// How the hand ended.
    pub end: HandEnd,
    /// Pip totals each player held (`None` where not needed).
    pub pips: FixedVec<Option<u32>, 4>,
    /// The sides that score (one; two for a three-player split; none for a tie or `own`).
    pub winners: FixedVec<Side, 4>,
    /// The pips the award is figured from, before rounding.
    pub raw: i32,
    /// After rounding to the nearest 5 (3), in points.
    pub rounded: i32,
    /// Points each side gets (negative under `own`), match scale; what the exact-target rule let
    /// through is in the scores.
    pub awards: PerSide<i32>,
    /// How `raw`, `rounded` and the awards were figured, step by step (RULES.md §4–§5).
    pub steps: Steps,
    /// Fives and Threes, a hand chipped out: the chip-out point (1, match scale) as it was
    /// credited with the last tile (RULES.md §4–§5): scored, or not and why (the exact target:
    /// 59 + 2 + 1 is not scored). `None` in the other games and for a blocked hand.
    pub chip_out: Option<Credit>,
    /// Nobody scores the hand, and why; `None` when a side scores (or, under `own`, loses).
    pub nobody: Option<NobodyScores>,
}

/// Why nobody scores a finished hand (RULES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NobodyScores {
    /// Fives and Threes: a blocked hand scores nothing (no pips are counted) \[P\].
    BlockedChipOut,
    /// A blocked hand with two or four players (two sides) tied for the fewest pips.
    Tie,
}

/// One side's pips in a blocked hand's comparison (RULES.md §4: the fewest pips wins; partners'
/// pips are added together).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SidePips {
    /// The side.
    pub side: Side,
    /// Its players' pips, added.
    pub pips: i32,
}

/// The arithmetic of a [`Settlement`], in the order the rules figure it (RULES.md §4–§5): the
/// pips added and taken away, each rounded where the rule rounds them one by one, the share of
/// a tie split and the scale's division; for a blocked hand, the comparison of the sides' pips
/// first. Empty for a chip-out point.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Steps {
    /// The pips added, one term per player: the opponents' of the winning side (under a
    /// three-player tie, the third player's), in seat order.
    pub added: FixedVec<PipTerm, 4>,
    /// The pips taken away under `difference`, one term per player of the winning side (under a
    /// tie split, of the first tied side), in seat order; empty under the other rules.
    pub taken: FixedVec<PipTerm, 4>,
    /// Under `own`: what each side loses, figured from its own pips; empty under the other
    /// rules.
    pub own: FixedVec<OwnLoss, 4>,
    /// Two sides tied for fewest pips with three players: each one's share of `rounded`, halved
    /// and rounded down to the unit (points, before the scale; RULES.md §4).
    pub share: Option<i32>,
    /// What points are divided by for the match's scale: 1 on points, 5 on the fives scale
    /// (RULES.md §5).
    pub divisor: i32,
    /// A blocked hand: the comparison that decided it, each side's pips, fewest first (sides of
    /// equal pips in seat order): `13 < 23`. Empty for a domino, under `own` (nobody wins on
    /// pips) and in Fives and Threes (no pips are counted).
    pub compared: FixedVec<SidePips, 4>,
}

/// One player's pips in a settlement's sum (RULES.md §4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PipTerm {
    /// The player.
    pub player: Seat,
    /// The pips they held.
    pub pips: u32,
    /// Under `opponents-each`: these pips rounded by themselves (points); `None` where the rule
    /// rounds the sum.
    pub rounded: Option<i32>,
}

/// What one side loses under `own` (RULES.md §4): its players' pips summed, then rounded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OwnLoss {
    /// The side.
    pub side: Side,
    /// Its players' pips, summed.
    pub pips: i32,
    /// Rounded to the unit (points, before the scale).
    pub rounded: i32,
}
