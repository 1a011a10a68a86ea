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

use crate::app::App;
use crate::engine::Seat;
use crate::engine::{Event, MugginsRuling};

/// What the view holds about the placement just made; cleared by every change to the match.
/// What it changes on the table is decided once, in [`crate::app::table::TableView`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DisputeView {
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

    /// The placer said nothing: an entry, after which the opponents may call (RULES.md §6); the
    /// count stays hidden until a call or the window closes.
    pub(crate) fn said_nothing(&mut self) {
        let pending = self.game().and_then(|g| g.hand()?.pending.as_ref());
        if let Some(player) = pending.map(|p| p.player) {
            self.push(Event::NothingSaid { player });
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
