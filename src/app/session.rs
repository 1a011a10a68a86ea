//! [`Session`]: the one owner of the match being played — its event log, its file and the saves
//! folder's lock. Every entry goes through it, from any surface (the window's clicks and keys,
//! the hidden soak command): [`Session::push`] checks the event in the engine, appends it, saves
//! the match atomically and keeps the folded state, applying the event once; undo, redo, a
//! changed entry and a new match go through it too. It is the only code that writes a save.
//!
//! Nothing lost:
//! - One window writes a saves folder: the session locks it at start ([`Store::lock`]). A second
//!   window on the same folder opens the match read-only, says so in a banner, refuses every
//!   entry, follows the other window's saves, and takes over once the other window closes (the
//!   lock goes with the process, even after a crash).
//! - After every entry the match is saved (atomically, [`crate::store::save`]). When that
//!   fails (a full disk, a read-only or vanished folder) the entry stays in the match in memory,
//!   a banner that stays says it is not saved and why, and every later entry, or *Try again*,
//!   saves the whole match again.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant, SystemTime};

use chrono::Local;

use crate::engine::correction::{Corrected, CorrectionError};
use crate::engine::{Event, EventError, MatchLog, MatchState, TableEntry};
use crate::store::history::{History, Progress};
use crate::store::lock::{FolderLock, LockError};
use crate::store::{self, LoadError, SaveFile, Store};

/// How often a read-only window looks at the saves folder.
const READ_ONLY_POLL: Duration = Duration::from_secs(1);

mod door;
mod notice;
mod outcome;
pub use door::SessionError;
pub use notice::{HeldBy, SaveError, SaveNotice};
pub use outcome::{Outcome, Trail};

/// The match being played and its file: everything that is saved. Only the [`Session`] makes
/// one, changes it and writes it (its door checks that the window may write every time).
#[derive(Clone, Debug)]
pub(crate) struct Current {
    /// Where it is saved (read only outside the session: only a `&Current` leaves it).
    pub path: PathBuf,
    /// What is saved: the match's event log and its dates.
    save: SaveFile,
}

impl Current {
    /// Stamps the save with the time and writes it over its file (atomically: `store::save`),
    /// the file synced to the disk before it replaces the old one (`sync`), or not (a benchmark
    /// of the app's own time).
    ///
    /// # Errors
    /// [`SaveError::Failed`]: why the file could not be written.
    fn write_synced(&mut self, sync: bool) -> Result<(), SaveError> {
        self.save.updated = Local::now();
        self.write_as_is(sync)
    }

    /// Writes the save over its file as it is, its `updated` time untouched (a change of its
    /// name or note: the match was not played on).
    ///
    /// # Errors
    /// [`SaveError::Failed`]: why the file could not be written.
    fn write_as_is(&self, sync: bool) -> Result<(), SaveError> {
        let written = if sync {
            store::save(&self.path, &self.save)
        } else {
            store::save_without_sync(&self.path, &self.save)
        };
        written.map_err(|e| SaveError::Failed {
            path: self.path.clone(),
            error: Arc::new(e),
        })
    }
}

/// The match in play, its file and the saves folder's lock.
#[derive(Debug)]
pub struct Session {
    store: Store,
    current: Option<Current>,
    /// The state at the log's cursor, kept so that an entry is applied once, not refolded;
    /// `None` without a match or when an event of the file breaks the rules.
    state: Option<MatchState>,
    /// What the table view needs of the match before the cursor, kept with the state.
    trail: Trail,
    lock: Option<FolderLock>,
    last_poll: Option<Instant>,
    /// The saves folder's modification time when it was last read (read-only window): every
    /// save renames a file into it, so it changes with every save of the other window.
    seen: Option<SystemTime>,
    /// What the banner says about saving.
    pub notice: SaveNotice,
    /// A save worked again after failing: the file (until [`Session::take_saved_again`]).
    saved_again: Option<PathBuf>,
    /// Whether each save is synced to the disk before it replaces the file (always, but in a
    /// benchmark of the app's own time: [`Session::without_sync`]).
    sync: bool,
    /// The saves folder being listed at start on a worker thread ([`Session::open_in_background`]).
    opening: Option<JoinHandle<History>>,
}

impl Session {
    /// The session on `store`: locks the folder if nobody else holds it (else it is read only)
    /// and reopens the newest unfinished match. Returns what the status line says about it:
    /// the file reopened and every file that could not be read (left as it is).
    #[must_use]
    pub fn open(store: Store) -> (Session, Opened) {
        let mut session = Session::locked(store);
        let opened = session.reopen();
        (session, opened)
    }

    /// The session on `store`, locked as [`Session::open`] locks it, with no match yet: the
    /// folder is listed on a worker thread (its progress in [`SaveNotice::reading`], for the
    /// banner), so the window draws at once however many matches it holds. Once the listing is
    /// done [`Session::poll`] reopens the newest unfinished match, as `open` does, unless a
    /// match was started meanwhile.
    #[must_use]
    pub fn open_in_background(store: Store) -> Session {
        let mut session = Session::locked(store);
        session.seen = modified(session.store.dir());
        let progress = Arc::new(Progress::new());
        let (p, s) = (progress.clone(), session.store.clone());
        session.opening = Some(std::thread::spawn(move || History::scan(&s, &p)));
        session.notice.reading = Some(progress);
        session
    }

    /// The session on `store` with its lock taken if nobody else holds it (else read only), and
    /// no match.
    fn locked(store: Store) -> Session {
        let mut session = Session {
            store,
            current: None,
            state: None,
            trail: Trail::default(),
            lock: None,
            last_poll: None,
            seen: None,
            notice: SaveNotice::default(),
            saved_again: None,
            sync: true,
            opening: None,
        };
        match session.store.lock() {
            Ok(lock) => session.lock = Some(lock),
            Err(LockError::Held { holder, .. }) => {
                session.notice.read_only = Some(held_by(holder.as_deref()));
            }
            // A folder that cannot be made yet: saving says why, and tries the lock again.
            Err(LockError::Io { .. }) => {}
        }
        session
    }

    /// What the listing begun by [`Session::open_in_background`] found, once it is done (`None`
    /// before, and ever after): the newest unfinished match reopened, unless a match is in play
    /// already (started while the folder was read), and the files that could not be read.
    pub fn opened(&mut self) -> Option<Opened> {
        if !self.opening.as_ref().is_some_and(JoinHandle::is_finished) {
            return None;
        }
        let listing = self.opening.take()?.join().unwrap_or_default();
        self.notice.reading = None;
        Some(self.reopen_from(&listing, false))
    }

    /// This session with saves that are not synced to the disk: for a benchmark that measures
    /// the app's own time, not the disk's. A table's session always syncs.
    #[doc(hidden)]
    #[must_use]
    pub fn without_sync(mut self) -> Session {
        self.sync = false;
        self
    }

    /// The saves folder.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Whether a match is in play.
    #[must_use]
    pub fn has_match(&self) -> bool {
        self.current.is_some()
    }

    /// The match's event log.
    #[must_use]
    pub fn log(&self) -> Option<&MatchLog> {
        self.current.as_ref().map(|c| &c.save.log)
    }

    /// The match's state at the cursor.
    #[must_use]
    pub fn state(&self) -> Option<&MatchState> {
        self.state.as_ref()
    }

    /// What the table view needs of the match before the cursor: the pegs and where the hand in
    /// play began.
    #[must_use]
    pub fn trail(&self) -> &Trail {
        &self.trail
    }

    /// Folds the whole match again (after a load, undo, redo or change): the state at the
    /// cursor and the trail.
    fn refold(&mut self) {
        let Some(current) = &self.current else {
            self.state = None;
            self.trail = Trail::default();
            return;
        };
        let log = &current.save.log;
        let mut trail = Trail {
            pegs: vec![(0, 0); log.setup().sides()],
            hand_start: None,
            last: None,
        };
        let mut before = MatchState::new(log.setup().clone());
        let mut index = 0;
        let folded = log.fold(|event, after| {
            index += 1;
            trail.follow(event, &before, after, index);
            before.clone_from(after);
        });
        self.state = folded.ok();
        self.trail = trail;
    }

    /// The match file's path.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.current.as_ref().map(|c| c.path.as_path())
    }

    /// Whether this window is read only (another window holds the saves folder).
    #[must_use]
    pub fn read_only(&self) -> bool {
        self.notice.read_only.is_some()
    }

    /// Opens `current`, or closes the match with `None`, and folds it.
    fn set_current(&mut self, current: Option<Current>) {
        self.current = current;
        self.refold();
    }

    /// Checks `event` in the engine, appends it, saves the match and keeps the new state (the
    /// event is applied once). Returns what the entry did, as the engine says it.
    ///
    /// # Errors
    /// [`EventError`]: the engine refuses the event (nothing changes, nothing is written), or
    /// [`EventError::NoHand`] without a match.
    pub fn push(&mut self, event: Event) -> Result<Outcome, EventError> {
        let (Some(current), Some(state)) = (&mut self.current, &mut self.state) else {
            return Err(EventError::NoHand);
        };
        // Closing the window wins (the engine says when): the entry is not made.
        let event = match state.table_entry(event) {
            TableEntry::Event(event) => event,
            TableEntry::WindowWins => {
                let mut outcome = self.push(Event::Tallied)?;
                outcome.window_won = true;
                self.trail.window_won();
                return Ok(outcome);
            }
        };
        let before = state.clone();
        let outcome_event = event.clone();
        current.save.log.push_onto(state, event)?;
        let outcome = self
            .trail
            .follow(&outcome_event, &before, state, current.save.log.cursor());
        self.write();
        Ok(outcome)
    }

    /// Steps the match back one event and saves; `false` at its start.
    pub fn undo(&mut self) -> bool {
        self.move_cursor(MatchLog::undo)
    }

    /// Brings back the event undone last and saves; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.move_cursor(MatchLog::redo)
    }

    fn move_cursor(&mut self, step: fn(&mut MatchLog) -> bool) -> bool {
        let Some(current) = &mut self.current else {
            return false;
        };
        if !step(&mut current.save.log) {
            return false;
        }
        self.refold();
        self.write();
        true
    }

    /// Replaces the entry at `index` with `event`, replays the later ones (the engine:
    /// [`MatchLog::replace`]) and saves. Returns the match as it was, for "Undo the change",
    /// and what the replay did.
    ///
    /// # Errors
    /// [`CorrectionError`]: the new entry is refused, or there is no such entry; nothing
    /// changes.
    pub fn replace(
        &mut self,
        index: usize,
        event: Event,
    ) -> Result<(MatchLog, Corrected), CorrectionError> {
        let Some(current) = &mut self.current else {
            return Err(CorrectionError::NoSuchEntry { index, events: 0 });
        };
        let old = current.save.log.clone();
        let corrected = old.replace(index, event)?;
        current.save.log = corrected.log.clone();
        self.refold();
        self.write();
        Ok((old, corrected))
    }

    /// Puts back `log`, the match as it was before a change, and saves.
    pub fn restore(&mut self, log: MatchLog) {
        if let Some(current) = &mut self.current {
            current.save.log = log;
            self.refold();
            self.write();
        }
    }

    /// Writes the whole match over its file; a failure is kept in the banner until a write
    /// succeeds. Takes the folder's lock first when it could not be taken at start. Returns
    /// the path when a save worked again after failing.
    fn write(&mut self) -> Option<PathBuf> {
        if self.current.is_none() || self.read_only() {
            return None;
        }
        if self.lock.is_none() {
            match self.store.lock() {
                Ok(lock) => self.lock = Some(lock),
                Err(LockError::Held { holder, .. }) => {
                    // Another window took the folder meanwhile: this one keeps its entries in
                    // memory, says so, and writes nothing over the other window's match.
                    self.notice.read_only = Some(held_by(holder.as_deref()));
                    self.notice.not_saved = Some(SaveError::FolderHeld);
                    return None;
                }
                Err(LockError::Io { .. }) => {}
            }
        }
        let current = self.current.as_mut()?;
        match current.write_synced(self.sync) {
            Ok(()) => {
                let again = self.notice.not_saved.take().map(|_| current.path.clone());
                self.saved_again.clone_from(&again);
                again
            }
            Err(failed) => {
                self.notice.not_saved = Some(failed);
                None
            }
        }
    }

    /// The file, when the last save worked again after failing (once).
    pub fn take_saved_again(&mut self) -> Option<PathBuf> {
        self.saved_again.take()
    }

    /// *Try again*: a read-only window tries to take the folder, or else reads the match again;
    /// a failed save is written again. Returns the path when a failed save worked this time.
    pub fn retry(&mut self) -> Retried {
        if self.read_only() {
            match self.take_over() {
                Some(retried) => retried,
                None => self.reload(),
            }
        } else {
            Retried {
                saved_again: self.write(),
                ..Retried::default()
            }
        }
    }

    /// Once a second in a read-only window: takes the folder over when the other window has
    /// closed, else reads the folder again when the other window saved. Whether to look again
    /// in a second (the window is read only).
    pub fn poll(&mut self) -> Option<Retried> {
        if !self.read_only() {
            return None;
        }
        let now = Instant::now();
        if self
            .last_poll
            .is_some_and(|t| now.duration_since(t) < READ_ONLY_POLL)
        {
            return Some(Retried::default());
        }
        self.last_poll = Some(now);
        if let Some(taken) = self.take_over() {
            return Some(taken);
        }
        if modified(self.store.dir()) != self.seen {
            return Some(self.reload());
        }
        Some(Retried::default())
    }

    /// How often [`Session::poll`] wants to look.
    #[must_use]
    pub fn poll_every() -> Duration {
        READ_ONLY_POLL
    }

    /// Takes the saves folder's lock if it is free, then reads the match again from disk (the
    /// other window may have saved more); `None` while another window holds it.
    fn take_over(&mut self) -> Option<Retried> {
        match self.store.lock() {
            Ok(lock) => {
                self.lock = Some(lock);
                self.notice.read_only = None;
                let mut retried = if self.notice.not_saved.is_some() {
                    // Entries made here were never saved: write them, read nothing over them.
                    Retried {
                        saved_again: self.write(),
                        ..Retried::default()
                    }
                } else {
                    self.reload()
                };
                retried.taken_over = true;
                Some(retried)
            }
            Err(LockError::Held { holder, .. }) => {
                self.notice.read_only = Some(held_by(holder.as_deref()));
                None
            }
            Err(LockError::Io { .. }) => None,
        }
    }

    /// Reads the saves folder again as at start: the newest unfinished match. Never over
    /// entries this window could not save.
    fn reload(&mut self) -> Retried {
        if self.notice.not_saved.is_some() {
            return Retried::default();
        }
        let had_match = self.current.is_some();
        let opened = self.reopen();
        Retried {
            reloaded: Some(opened),
            match_appeared: self.current.is_some() && !had_match,
            ..Retried::default()
        }
    }

    /// Reads the newest unfinished match of the saves folder from the history's listing (only
    /// new or changed files are read), and what the status line says about it.
    fn reopen(&mut self) -> Opened {
        self.seen = modified(self.store.dir());
        let listing = History::scan(&self.store, &Progress::new());
        self.reopen_from(&listing, true)
    }

    /// The newest unfinished match of `listing` reopened (over the match in play only when
    /// `over_current`), the newest match's names and the files that could not be read.
    fn reopen_from(&mut self, listing: &History, over_current: bool) -> Opened {
        let failed: Vec<_> = listing
            .unreadable
            .iter()
            .map(|u| Arc::clone(&u.error))
            .collect();
        let names = listing
            .counted()
            .next()
            .map(|newest| newest.summary.setup.players.clone());
        if self.current.is_some() && !over_current {
            return Opened {
                names: None,
                resumed: None,
                failed,
            };
        }
        let mut resumed = None;
        let mut current = None;
        for entry in listing.counted().filter(|m| !m.summary.finished()) {
            let Ok(save) = store::load(&entry.path) else {
                continue;
            };
            resumed = Some(entry.summary.setup.players.clone());
            current = Some(Current {
                path: entry.path.clone(),
                save,
            });
            break;
        }
        self.set_current(current);
        Opened {
            names,
            resumed,
            failed,
        }
    }
}

/// What reading the saves folder found: the newest match's names (for the new-match form),
/// the match reopened and the files that could not be read (the status line says them).
#[derive(Clone, Debug, Default)]
pub struct Opened {
    /// The players of the newest match in the folder.
    pub names: Option<Vec<String>>,
    /// The reopened match's players, in seat order (the status line names them: a table knows
    /// its match by its players, not by its file's name).
    pub resumed: Option<Vec<String>>,
    /// The files that did not load, and why (they are left as they are).
    pub failed: Vec<Arc<LoadError>>,
}

/// What *Try again* or a read-only window's look at the folder did.
#[derive(Clone, Debug, Default)]
pub struct Retried {
    /// A failed save worked this time: the file.
    pub saved_again: Option<PathBuf>,
    /// The folder was read again.
    pub reloaded: Option<Opened>,
    /// A match is open now where there was none.
    pub match_appeared: bool,
    /// This window took the folder over: it can write now.
    pub taken_over: bool,
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
