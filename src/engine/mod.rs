//! The rules engine: pure code, no egui, no files, no clock. It can be tested from records alone.
//!
//! - [`tile`]: the 28 double-six tiles.
//! - [`layout`]: the line of play, spinners and the count (RULES.md §1).
//! - [`rules`]: variants and house rules (RULES.md §2–§6).
//! - [`game`]: events, the hand and match state, end-of-hand settlement (RULES.md §2, §4–§6).
//! - [`record`]: the `.fives` play record (RECORD.md): parse, replay, check, print.
//! - [`coach`]: what a play is worth once the next player's reply is counted (exact odds).
//! - [`correction`]: an earlier entry replaced, the later ones replayed until one no longer fits.

pub mod coach;
pub mod correction;
pub mod game;
pub mod layout;
pub mod record;
pub mod rules;
pub mod tile;

pub use game::{
    Event, EventError, Hand, HandEnd, Holds, HoldsError, MatchLog, MatchState, MugginsError, Play,
    Settlement, Setup,
};
pub use layout::{EndKind, Layout, Place, PlacementError, SpinnerPolicy};
pub use rules::{Deal, EndOfHand, MugginsRule, Rules, RulesError, Scale, Variant};
pub use tile::Tile;
