//! Changing an earlier entry of the hand: click it in the log, "Change", then enter the right
//! tile, end or draw as if it were that moment again. The engine replaces the entry and replays
//! the later ones ([`MatchLog::replace`]); if one no longer fits, the table is told which and the
//! replay stops there. The match as it was is kept for one "Undo the change".

use super::App;
use super::i18n::{Arg, I18n};
use super::status::{ChangeNote, Status};
use super::text;
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
    pub(super) fn change_entry(&mut self, index: usize) {
        let before = self.current_match().and_then(|log| log.state_before(index));
        if let Some(before) = before {
            self.view.cancel_pending();
            self.view.correction.changing = Some((index, before));
            self.view.status = None;
        }
    }

    /// Replaces the entry being changed with what its player does instead (`event`, given the
    /// player), replays the later entries and says what happened.
    pub(super) fn change_to(&mut self, event: impl FnOnce(usize) -> Event) {
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
    pub(super) fn undo_change(&mut self) {
        let Some(old) = self.view.correction.undo.take() else {
            return;
        };
        self.session.restore(old);
        self.view.cancel_pending();
        self.after_change();
        self.view.status = Some(Status::ChangeUndone);
    }
}

/// What a change did, in words: `Changed Ben's [0-1] to Ben's [0-2]; 3 later entries
/// replayed.`, then which later entry no longer fits, why, and how many were not kept.
#[must_use]
pub fn changed_text(i18n: &I18n, note: &ChangeNote) -> String {
    let entry = |e: &Event| entry_text(i18n, &note.before, e);
    let mut said = i18n.tr(
        "change-done",
        &[
            (
                "old",
                Arg::S(&note.old.as_ref().map(entry).unwrap_or_default()),
            ),
            ("new", Arg::S(&entry(&note.new))),
            ("n", Arg::N(note.replayed as i64)),
        ],
    );
    if let Some(stop) = note.stopped.as_ref().filter(|_| note.dropped > 0) {
        said.push(' ');
        said.push_str(&i18n.tr(
            "change-stopped",
            &[
                (
                    "entry",
                    Arg::S(&entry_text(i18n, &stop.before, &stop.event)),
                ),
                ("why", Arg::S(&text::error_text(i18n, &stop.error))),
                ("n", Arg::N(note.dropped as i64)),
            ],
        ));
    }
    said
}

/// An entry in words, as the Undo button says it (`Ben's [0-1]`, `Ben's draw`), with the tile
/// a placement went on (`Ana's [1-6] on [0-1]`) and the count of a draw of several.
fn entry_text(i: &I18n, before: &MatchState, event: &Event) -> String {
    match event {
        Event::TilePlaced { player, tile, on } => {
            let name = Arg::S(before.name(*player));
            let placed = i.tr(
                "ev-place",
                &[("name", name), ("tile", Arg::S(&tile.to_string()))],
            );
            match on {
                Some(on) => i.tr(
                    "entry-on",
                    &[("entry", Arg::S(&placed)), ("on", Arg::S(&on.to_string()))],
                ),
                None => placed,
            }
        }
        Event::TilesDrawn { count, .. } if *count > 1 => i.tr(
            "entry-draw-n",
            &[
                ("entry", Arg::S(&text::describe(i, event, before))),
                ("n", Arg::N(i64::from(*count))),
            ],
        ),
        _ => text::describe(i, event, before),
    }
}
