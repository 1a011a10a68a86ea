//! The table's muggins commands (RULES.md §6): an announcement, "said nothing", a call and *No
//! call*, on the table's parts ([`Play`]). The engine rules on every call
//! ([`crate::engine::MatchState::rule_call`]); what the view holds of it is
//! [`crate::app::table::dispute::DisputeView`].

use crate::app::table::play::Play;
use crate::engine::{Event, MatchState, Seat};

impl Play<'_> {
    /// The placer announces `points` for the placement whose muggins window is open.
    pub(crate) fn announce(&mut self, points: i32) {
        let pending = self.game().and_then(|g| g.hand()?.pending.as_ref());
        if let Some(player) = pending.map(|p| p.player) {
            self.push(Event::PointsAnnounced { player, points });
        }
    }

    /// The placer said nothing: an entry, after which the opponents may call (RULES.md §6); the
    /// count stays hidden until a call or the window closes.
    /// Whether the engine took it.
    pub(crate) fn said_nothing(&mut self) -> bool {
        let pending = self.game().and_then(|g| g.hand()?.pending.as_ref());
        pending
            .map(|p| p.player)
            .is_some_and(|player| self.push(Event::NothingSaid { player }))
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
        if !self.closing_waits() {
            self.push(Event::Tallied);
        }
    }

    /// Whether the open window waits for its placer's announcement before it may close (*No
    /// call*, or a hand's settlement; the engine says when: `MatchState::closing_waits`): then
    /// the status line says why, and nothing is entered.
    pub(crate) fn closing_waits(&mut self) -> bool {
        let Some(why) = self.game().and_then(MatchState::closing_waits) else {
            return false;
        };
        self.view.status = Some(crate::app::status::Status::Refused(why));
        true
    }
}
