//! A match as a list of events, and the state that is their fold (RULES.md §2, §4–§6).
//!
//! [`MatchState::apply`] checks an [`Event`] against the rules and either applies all of it or
//! returns an [`EventError`] and changes nothing. [`MatchLog`] keeps the events with an undo
//! cursor; the state at any point is the fold of the events before the cursor.
//!
//! - `setup.rs`: [`Setup`], players, teams and sides; the 2-to-4-players rule (RULES.md §2).
//! - `events.rs`: [`Event`], what happens at the table; [`Holds`], [`HandEnd`].
//! - `errors.rs`: [`EventError`], [`MugginsError`], [`HoldsError`], [`SetupError`].
//! - `hand.rs`: [`Hand`], the hand in play; [`Play`], [`Pending`].
//! - `state.rs`: [`MatchState`]: dealing, placing, drawing, passing, turns (RULES.md §1–§3).
//! - `ruling.rs`: [`MugginsRuling`] and its [`Verdict`], the types of a ruling (RULES.md §6).
//! - `muggins.rs`: announcements, "said nothing", calls, their rulings and the closing of the
//!   window (RULES.md §6).
//! - `settled.rs`: [`Settlement`] and its [`Steps`], the types of a settled hand (RULES.md §4).
//! - `settlement.rs`: holds, the tally, the settlement, the exact target (RULES.md §4–§5).
//! - `credit.rs`: [`Credit`], what became of each amount an event credited (RULES.md §5–§6).
//! - `questions.rs`: whether the count is hidden, what closing a muggins window credits, what
//!   settles a hand.
//! - `unseen.rs`: [`Unseen`], whether the totals shown at the end of a hand can be true
//!   together: an exact split of the tiles not on the table (RECORD.md "End of hand").
//! - `log.rs`: [`MatchLog`], the checked event log with its undo cursor; [`LogParts`].

mod credit;
mod errors;
mod events;
mod hand;
mod log;
mod muggins;
mod questions;
mod ruling;
mod settled;
mod settlement;
mod setup;
mod state;
#[cfg(test)]
mod testing;
mod unseen;

pub use credit::{Credit, Credits, NotScored, per_side};
pub use errors::{ClosedBy, EventError, HoldsError, MugginsError};
pub use events::{Event, HandEnd, Holds};
pub use hand::{Hand, Pending, Play};
pub use log::{LogError, LogParts, MatchLog};
pub use questions::{MOST_PIPS_A_TILE, TableEntry};
pub use ruling::{MugginsRuling, Verdict};
pub use settled::{NobodyScores, OwnLoss, PipTerm, Settlement, SidePips, Steps};
pub use setup::{Setup, SetupError};
pub use state::MatchState;
pub use unseen::Unseen;
