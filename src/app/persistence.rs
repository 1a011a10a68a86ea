//! Nothing lost: where the match is kept and what the table is told about it.
//!
//! - One window writes a saves folder: the app locks it at start ([`Store::lock`]). A second
//!   window on the same folder opens the match read-only, says so in a banner, refuses every
//!   entry, follows the other window's saves, and takes over once the other window closes (the
//!   lock goes with the process, even after a crash).
//! - After every entry the match is saved (atomically, [`crate::store::save`]). When that
//!   fails (a full disk, a read-only or vanished folder) the entry stays in the match in memory,
//!   a banner that stays says it is not saved and why, and every later entry, or *Try again*,
//!   saves the whole match again.

use std::path::Path;
use std::time::{Duration, Instant, SystemTime};

use super::status::Status;
use super::{App, Command, state};
use crate::store::Store;
use crate::store::lock::{FolderLock, LockError};

/// How often a read-only window looks at the saves folder.
const READ_ONLY_POLL: Duration = Duration::from_secs(1);

/// What the banner says about saving (view-only; see [`crate::app::panels`]).
#[derive(Clone, Debug, Default)]
pub struct SaveNotice {
    /// Another window holds the saves folder: this one is read only.
    pub read_only: Option<HeldBy>,
    /// The last save failed: the file and why ([`Status::SaveFailed`], [`Status::FolderHeld`]).
    /// Stays until a save succeeds.
    pub not_saved: Option<Status>,
}

/// Another window holds the saves folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldBy {
    /// Its process id, when its lock file says it.
    pub pid: Option<u32>,
}

/// The saves folder's lock, and when a read-only window last looked at the folder.
#[derive(Debug, Default)]
pub struct Persistence {
    lock: Option<FolderLock>,
    last_poll: Option<Instant>,
    /// The saves folder's modification time when it was last read (read-only window): every
    /// save renames a file into it, so it changes with every save of the other window.
    seen: Option<SystemTime>,
}

impl Persistence {
    /// Locks the folder of `store` if nobody else holds it. Returns the lock state and, when
    /// another window holds it, that window's process id (if known) for the banner.
    #[must_use]
    pub fn open(store: &Store) -> (Persistence, Option<HeldBy>) {
        let mut persistence = Persistence::default();
        let read_only = match store.lock() {
            Ok(lock) => {
                persistence.lock = Some(lock);
                None
            }
            Err(LockError::Held { holder, .. }) => Some(held_by(holder.as_deref())),
            // A folder that cannot be made yet: saving says why, and tries the lock again.
            Err(LockError::Io { .. }) => None,
        };
        (persistence, read_only)
    }
}

/// Who holds the folder, from its lock file's `process 1234`.
fn held_by(holder: Option<&str>) -> HeldBy {
    let pid = holder
        .and_then(|h| h.strip_prefix("process "))
        .and_then(|pid| pid.trim().parse().ok());
    HeldBy { pid }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

impl App {
    /// Whether this window is read only (another window holds the saves folder).
    #[must_use]
    pub fn read_only(&self) -> bool {
        self.view.saving.read_only.is_some()
    }

    /// In a read-only window, refuses a command that would change a match or a file in the
    /// saves folder, saying why; looking (history, replay, exports, language, theme) goes on.
    pub(super) fn refuses(&mut self, command: &Command) -> bool {
        use super::history::HistoryCommand as H;
        let changes = !matches!(
            command,
            Command::ShowNewMatch
                | Command::BackToMatch
                | Command::CancelChoice
                | Command::SetLang(_)
                | Command::SetTheme(_)
                | Command::RetrySave
                | Command::History(
                    H::Open | H::Close | H::Rescan | H::Replay(..) | H::Export(_) | H::ExportCsv
                )
        );
        // Undo first cancels an entry under way, which changes no file.
        let changes = changes && !(matches!(command, Command::Undo) && self.view.has_pending());
        if changes && self.read_only() {
            self.view.status = Some(Status::ReadOnly);
        }
        changes && self.read_only()
    }

    /// Saves the match and recomputes the state; what the view held about the last entry goes.
    pub(super) fn after_change(&mut self) {
        self.view.dispute = super::dispute::DisputeView::default();
        // After a new entry, a change of an earlier one can no longer be undone.
        self.view.correction.undo = None;
        self.write();
        self.refresh();
    }

    /// Writes the whole match over its file; a failure is kept in the banner until a write
    /// succeeds. Takes the folder's lock first when it could not be taken at start.
    fn write(&mut self) {
        if self.current.is_none() || self.read_only() {
            return;
        }
        if self.persistence.lock.is_none() {
            match self.store.lock() {
                Ok(lock) => self.persistence.lock = Some(lock),
                Err(LockError::Held { holder, .. }) => {
                    // Another window took the folder meanwhile: this one keeps its entries in
                    // memory, says so, and writes nothing over the other window's match.
                    self.view.saving.read_only = Some(held_by(holder.as_deref()));
                    self.view.saving.not_saved = Some(Status::FolderHeld);
                    return;
                }
                Err(LockError::Io { .. }) => {}
            }
        }
        let Some(current) = self.current.as_mut() else {
            return;
        };
        match current.write() {
            Ok(()) => {
                if self.view.saving.not_saved.take().is_some() {
                    let path = current.path.clone();
                    self.view.status = Some(Status::SavedAgain { path });
                }
            }
            Err(failed) => self.view.saving.not_saved = Some(failed),
        }
    }

    /// *Try again*: a read-only window tries to take the folder, or else reads the match again;
    /// a failed save is written again.
    pub(super) fn retry_save(&mut self) {
        if self.read_only() {
            if !self.take_over() {
                self.reload();
            }
        } else {
            self.write();
        }
    }

    /// Once a second in a read-only window: takes the folder over when the other window has
    /// closed, else reads the folder again when the other window saved (its match, or a new one).
    pub(super) fn poll_saves(&mut self, ctx: &egui::Context) {
        if !self.read_only() {
            return;
        }
        ctx.request_repaint_after(READ_ONLY_POLL);
        let now = Instant::now();
        if self
            .persistence
            .last_poll
            .is_some_and(|t| now.duration_since(t) < READ_ONLY_POLL)
        {
            return;
        }
        self.persistence.last_poll = Some(now);
        if !self.take_over() && modified(self.store.dir()) != self.persistence.seen {
            self.reload();
        }
    }

    /// Takes the saves folder's lock if it is free, then reads the match again from disk (the
    /// other window may have saved more); whether this window can write now.
    fn take_over(&mut self) -> bool {
        match self.store.lock() {
            Ok(lock) => {
                self.persistence.lock = Some(lock);
                self.view.saving.read_only = None;
                // "Read only" no longer holds: the line does not say it any more.
                if matches!(self.view.status, Some(Status::ReadOnly)) {
                    self.view.status = None;
                }
                if self.view.saving.not_saved.is_some() {
                    // Entries made here were never saved: write them, read nothing over them.
                    self.write();
                } else {
                    self.reload();
                }
                true
            }
            Err(LockError::Held { holder, .. }) => {
                self.view.saving.read_only = Some(held_by(holder.as_deref()));
                false
            }
            Err(LockError::Io { .. }) => false,
        }
    }

    /// Reads the saves folder again as at start: the newest unfinished match. Never over
    /// entries this window could not save.
    fn reload(&mut self) {
        if self.view.saving.not_saved.is_some() {
            return;
        }
        self.persistence.seen = modified(self.store.dir());
        let (current, view) = state::reopen(&self.store);
        let screen_had_match = self.current.is_some();
        self.current = current;
        if self.current.is_some() && !screen_had_match {
            self.view.screen = view.screen;
        }
        self.view.choosing = None;
        self.refresh();
    }

    /// Remembers the saves folder's time after opening, so that a read-only window notices the
    /// other window's next save.
    pub(super) fn note_opened(&mut self) {
        self.persistence.seen = modified(self.store.dir());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_holder_is_read_from_its_lock_file() {
        assert_eq!(held_by(Some("process 4242")), HeldBy { pid: Some(4242) });
        assert_eq!(held_by(Some("process 4242\n")), HeldBy { pid: Some(4242) });
        assert_eq!(held_by(Some("someone")), HeldBy { pid: None });
        assert_eq!(held_by(None), HeldBy { pid: None });
    }
}
