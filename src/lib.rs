//! allfives: keeps score for All Fives and its family next to a real domino set.
//!
//! The rules are `../shared/RULES.md`; the play record is `../shared/RECORD.md`.

pub mod app;
pub mod card;
pub mod cli;
pub mod cli_club;
pub mod cli_history;
pub mod cli_say;
pub mod engine;
#[doc(hidden)]
pub mod fuzzing;
pub mod places;
pub mod share;
#[doc(hidden)]
pub mod soak;
pub mod speech;
pub mod store;
pub mod workers;
