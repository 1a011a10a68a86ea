//! What changing an earlier entry does (the table's commands *Change*, the entry that replaces
//! it, *Undo the change*), on the table's parts ([`Play`]); what the view holds of it is
//! [`crate::app::table::correct::Correction`].

use crate::app::status::{ChangeNote, Status};
use crate::app::table::play::Play;
use crate::engine::correction::CorrectionError;
use crate::engine::{Event, Seat};

impl Play<'_> {
    /// Starts changing the event at `index`: the table goes back to the moment before it.
    pub(crate) fn change_entry(&mut self, index: usize) {
        let before = self.session.log().and_then(|log| log.state_before(index));
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
