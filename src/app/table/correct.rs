//! Changing an earlier entry of the hand: click it in the log, "Change", then enter the right
//! tile, end or draw as if it were that moment again. The engine replaces the entry and replays
//! the later ones ([`MatchLog::replace`]); if one no longer fits, the table is told which and the
//! replay stops there. The match as it was is kept for one "Undo the change". This is what the
//! view holds of it; what the commands do is `changing.rs`.

use crate::engine::{MatchLog, MatchState};

/// An entry being looked at or changed (view-only state).
#[derive(Clone, Debug, Default)]
pub struct Correction {
    /// The log row clicked (its event's index): its "Change" button is shown.
    pub selected: Option<usize>,
    /// The entry being changed and the state just before it: the table shows that state and the
    /// next entry replaces it.
    pub changing: Option<(usize, MatchState)>,
    /// The match before the last change, for "Undo the change"; dropped by the next entry, undo
    /// or redo.
    pub undo: Option<MatchLog>,
}
