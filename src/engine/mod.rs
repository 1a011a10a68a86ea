//! The rules engine: pure code, no egui, no files, no clock. It can be tested from records alone.
//!
//! - [`fixed`]: [`fixed::FixedVec`], the inline lists the state is kept in (no allocation).
//! - [`seat`]: [`Seat`], [`Side`] and [`PerSide`]: who is who at the table.
//! - [`tile`]: the 28 double-six tiles and their notation (`5-3`).
//! - [`layout`]: the line of play, spinners and the count (RULES.md §1).
//! - [`rules`]: variants and house rules, their record keywords, which combinations a variant
//!   uses (RULES.md §2–§6).
//! - [`game`]: the setup, events, the hand and match state, muggins, end-of-hand settlement, and
//!   the checked event log (RULES.md §2–§6).
//! - [`proof`]: the counted ends a ruling or a recount labels (RULES.md §1).
//! - [`record`]: the `.fives` play record (RECORD.md): parse, headers, replay and check, print.
//! - [`coach`]: what a play is worth once the next player's reply is counted (exact odds).
//! - [`correction`]: an earlier entry replaced, the later ones replayed until one no longer fits.
//! - `random_play` (hidden): random legal matches and their records, for property tests, fuzzing
//!   and benchmarks.

pub mod coach;
pub mod correction;
pub mod fixed;
pub mod game;
pub mod layout;
pub mod proof;
#[doc(hidden)]
pub mod random_play;
pub mod record;
pub mod rules;
pub mod seat;
pub mod tile;

pub use game::{
    ClosedBy, Credit, Event, EventError, Hand, HandEnd, Holds, HoldsError, LogError, LogParts,
    MOST_PIPS_A_TILE, MatchLog, MatchState, MugginsError, MugginsRuling, NobodyScores, NotScored,
    OwnLoss, PipTerm, Play, Settlement, Setup, SetupError, SidePips, Steps, TableEntry, Unseen,
    Verdict,
};
pub use layout::{EndKind, Layout, Place, PlacementError, SpinnerPolicy};
pub use proof::CountedEnd;
pub use rules::{Deal, EndOfHand, MugginsRule, Rules, RulesError, RulesHeader, Scale, Variant};
pub use seat::{PerSide, Seat, Side};
pub use tile::Tile;
