//! Settling a dispute at the table (RULES.md §6): what the view holds about announcements, calls
//! and recounts, and the app's muggins commands. The engine rules on every call
//! ([`MatchState::rule_call`], [`crate::engine::MugginsRuling`]); the app only shows the ruling.
//!
//! - "said nothing": the placer did not announce. It is an entry ([`Event::NothingSaid`]): the
//!   calls open (RULES.md §6), Undo takes it back; the count stays hidden until a call or the
//!   window closes.
//! - A refused call changes nothing in the match, so its ruling is kept here, shown with its
//!   proof until the next entry, undo or redo.
//! - Recount: the layout with every counted end labelled and the total, until the next change.
//!
//! What the muggins commands do is `calls.rs`.

use crate::engine::MugginsRuling;

/// What the view holds about the placement just made; cleared by every change to the match.
/// What it changes on the table is decided once, in [`crate::app::table::TableView`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DisputeView {
    /// The last call the engine refused, with why (shown with the proof).
    pub refused: Option<MugginsRuling>,
    /// Recount is on: each counted end labelled, and the total.
    pub recount: bool,
}
