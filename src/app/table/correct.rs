//! Changing an earlier entry of the hand: click it in the log, "Change", then enter the right
//! tile, end or draw as if it were that moment again. The engine replaces the entry and replays
//! the later ones ([`MatchLog::replace`]); if one no longer fits, the table is told which and the
//! replay stops there. The match as it was is kept for one "Undo the change".

use crate::app::App;
use crate::app::status::{ChangeNote, Status};
use crate::engine::Seat;
use crate::engine::correction::CorrectionError;
use crate::engine::{Event, MatchLog, MatchState};

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

impl App {
    /// The state an entry goes to: the moment before the entry being changed, else the match.
    #[must_use]
    pub fn entry_state(&self) -> Option<&MatchState> {
        match &self.view.correction.changing {
            Some((_, before)) => Some(before),
            None => self.game(),
        }
    }

    /// Starts changing the event at `index`: the table goes back to the moment before it.
    pub(crate) fn change_entry(&mut self, index: usize) {
        let before = self.current_match().and_then(|log| log.state_before(index));
        if let Some(before) = before {
            self.view.cancel_pending();
            self.view.correction.changing = Some((index, before));
            self.view.status = None;
        }
    }

    /// Replaces the entry being changed with what its player does instead (`event`, given the
    /// player), replays the later entries and says what happened.
    pub(crate) fn change_to(&mut self, event: impl FnOnce(Seat) -> Event) {
        let Some((index, before)) = self.view.correction.changing.clone() else {
            return;
        };
        let Some(player) = before.hand().and_then(|h| h.turn) else {
            return;
        };
        let Some(log) = self.session.log() else {
            return;
        };
        let old_event = log.active_events().get(index).cloned();
        let event = event(player);
        match self.session.replace(index, event.clone()) {
            Ok((old, corrected)) => {
                let note = ChangeNote {
                    before,
                    old: old_event,
                    new: event,
                    replayed: corrected.replayed,
                    dropped: corrected.dropped,
                    stopped: corrected.stopped,
                };
                self.view.cancel_pending();
                self.after_change();
                self.view.status = Some(Status::Changed(Box::new(note)));
                self.view.correction.undo = Some(old);
            }
            Err(CorrectionError::Refused(e)) => self.view.status = Some(Status::Refused(e)),
            // The entry is gone (it cannot be, while the table shows it): nothing to change.
            Err(CorrectionError::NoSuchEntry { .. }) => _ = self.view.cancel_pending(),
        }
    }

    /// Puts back the match as it was before the last change.
    pub(crate) fn undo_change(&mut self) {
        let Some(old) = self.view.correction.undo.take() else {
            return;
        };
        self.session.restore(old);
        self.view.cancel_pending();
        self.after_change();
        self.view.status = Some(Status::ChangeUndone);
    }
}
