//! Settling a dispute at the table (RULES.md §6): what the view holds about announcements, calls
//! and recounts, and the app's muggins commands. The engine rules on every call
//! ([`MatchState::rule_call`], [`crate::engine::MugginsRuling`]); the app only shows the ruling.
//!
//! - "said nothing": the placer did not announce. Nothing is recorded for it (a record has no
//!   line for silence); the count is shown so the table can see whether there is a call to make.
//! - A refused call changes nothing in the match, so its ruling is kept here, shown with its
//!   proof until the next entry, undo or redo.
//! - Recount: the layout with every counted end labelled and the total, until the next change.

use super::i18n::I18n;
use super::state::{Derived, count_hidden};
use super::{App, text};
use crate::engine::{Event, MatchState, MugginsRule, MugginsRuling};

/// What the view holds about the placement just made; cleared by every change to the match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DisputeView {
    /// The placer said nothing: the count is shown, opponents may call.
    pub said_nothing: bool,
    /// The last call the engine refused, with why (shown with the proof).
    pub refused: Option<MugginsRuling>,
    /// Recount is on: each counted end labelled, and the total.
    pub recount: bool,
}

impl DisputeView {
    /// Whether `game`'s last count is hidden from the table: with the muggins rule on, until the
    /// placer announces, says nothing, or is called (RULES.md §6).
    #[must_use]
    pub fn hidden(&self, game: &MatchState) -> bool {
        count_hidden(game) && !self.said_nothing
    }

    /// Whether the layout shows its proof: each counted end labelled with its value. On Recount,
    /// and under the muggins rule once the last placement's count is shown while it is being
    /// ruled on or has been (RULES.md §6: "rejected with the arithmetic shown").
    #[must_use]
    pub fn shows_proof(&self, game: &MatchState) -> bool {
        let Some(hand) = game.hand() else {
            return false;
        };
        let Some(play) = &hand.last_play else {
            return false;
        };
        let ruled = hand.rulings.last().is_some_and(|r| r.tile == play.tile);
        let disputed = hand.pending.is_some() || ruled || self.refused.is_some();
        self.recount || (!self.hidden(game) && disputed && game.rules().muggins != MugginsRule::Off)
    }

    /// The hand's log as the view sees it: after "said nothing" the placement's line shows its
    /// count, followed by `Ana said nothing`.
    fn amend_log(&self, derived: &mut Derived, i18n: &I18n) {
        let Some(game) = &derived.game else { return };
        let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) else {
            return;
        };
        if self.said_nothing && count_hidden(game) {
            if let Some(last) = derived.log.last_mut() {
                *last = text::open_play_line(i18n, game, play);
            }
            derived
                .log
                .push(text::said_text(i18n, game, play.player, None));
        }
    }
}

impl App {
    /// The placer announces `points` for the placement whose muggins window is open.
    pub(super) fn announce(&mut self, points: i32) {
        let pending = self.game().and_then(|g| g.hand()?.pending.as_ref());
        if let Some(player) = pending.map(|p| p.player) {
            self.push(Event::PointsAnnounced { player, points });
        }
    }

    /// The placer said nothing: the count is shown; nothing is recorded.
    pub(super) fn said_nothing(&mut self) {
        if self.game().is_some_and(count_hidden) {
            self.view.dispute.said_nothing = true;
            self.refresh();
        }
    }

    /// `player` calls "Muggins!" on the last placement. The engine rules on the call: taken or
    /// lost, it is recorded; refused, it changes nothing and the view shows the refusal.
    pub(super) fn call_muggins(&mut self, player: usize) {
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
    pub(super) fn close_muggins_window(&mut self) {
        self.push(Event::Tallied);
    }

    /// After the view's state is recomputed: the log as the view sees it.
    pub(super) fn amend_derived(&mut self) {
        self.view.dispute.amend_log(&mut self.derived, &self.i18n);
    }
}
