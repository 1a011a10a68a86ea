//! Settling a dispute at the table (RULES.md §6): what the view holds about announcements, calls
//! and recounts, and the app's muggins commands. The engine rules on every call
//! ([`MatchState::rule_call`], [`crate::engine::MugginsRuling`]); the app only shows the ruling.
//!
//! - "said nothing": the placer did not announce. Nothing is recorded for it (a record has no
//!   line for silence); the count is shown so the table can see whether there is a call to make.
//! - A refused call changes nothing in the match, so its ruling is kept here, shown with its
//!   proof until the next entry, undo or redo.
//! - Recount: the layout with every counted end labelled and the total, until the next change.

use crate::app::App;
use crate::engine::Seat;
use crate::engine::{Event, MugginsRuling};

/// What the view holds about the placement just made; cleared by every change to the match.
/// What it changes on the table is decided once, in [`crate::app::table::TableView`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DisputeView {
    /// The placer said nothing: the count is shown, opponents may call.
    pub said_nothing: bool,
    /// The last call the engine refused, with why (shown with the proof).
    pub refused: Option<MugginsRuling>,
    /// Recount is on: each counted end labelled, and the total.
    pub recount: bool,
}

impl App {
    /// The placer announces `points` for the placement whose muggins window is open.
    pub(crate) fn announce(&mut self, points: i32) {
        let pending = self.game().and_then(|g| g.hand()?.pending.as_ref());
        if let Some(player) = pending.map(|p| p.player) {
            self.push(Event::PointsAnnounced { player, points });
        }
    }

    /// The placer said nothing: the table hears so (the count stays hidden until the window
    /// closes); nothing is recorded.
    pub(crate) fn said_nothing(&mut self) {
        if self.table.pad_open {
            self.view.dispute.said_nothing = true;
            self.refresh();
        }
    }

    /// `player` calls "Muggins!" on the last placement. The engine rules on the call: taken or
    /// lost, it is recorded; refused, it changes nothing and the view shows the refusal.
    pub(crate) fn call_muggins(&mut self, player: Seat) {
        let ruling = self.game().map(|g| g.rule_call(player));
        if let Some(Ok(ruling)) = ruling
            && ruling.is_refused()
        {
            self.view.status = None;
            self.view.dispute.refused = Some(ruling);
            return;
        }
        self.push(Event::MugginsCalled { player });
    }

    /// No call: the placement's points are credited and its window closes.
    pub(crate) fn close_muggins_window(&mut self) {
        self.push(Event::Tallied);
    }
}
