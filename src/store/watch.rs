//! The club night board's feed: a watch on the shared saves folder that reads the night's
//! [`Night`] again whenever the sync engine (or this laptop) brings a match file in, and hands
//! it on. The folder is never polled: the system tells the watcher of each change
//! ([`notify_debouncer_mini`]: inotify on Linux), the changes of [`SETTLE`] are taken together
//! (a sync engine writes a file as a temporary file, then renames it), and the folder is listed
//! once per batch with the index ([`History::scan`]), so only the changed files are read.
//!
//! Only a change to a match file (`*.ron`, not hidden) starts a reading: a sync tool's own
//! temporary files (`.syncthing.*.tmp`), the index, the lock and the trash do not. A file that is
//! damaged or half-written is listed as unreadable, and the board says so ([`Night::skipped`]);
//! it never stops the feed.
//!
//! Besides the folder's changes, the feed looks at the night's date once every
//! [`DAY_CHECK`] (a board left on through the morning turns to the new night); it reads the
//! folder then only when the date has changed.

use std::path::Path;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::Duration;

use chrono::NaiveDate;
use notify_debouncer_mini::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};

use super::Store;
use super::club::night::Night;
use super::history::{History, Progress};

/// How long the folder's changes are gathered before the board is read again.
pub const SETTLE: Duration = Duration::from_millis(400);

/// How often the feed looks whether the night's date has changed.
pub const DAY_CHECK: Duration = Duration::from_secs(60);

/// A running feed: stops when dropped (the watch ends, then its thread).
pub struct NightFeed {
    debouncer: Option<Debouncer<RecommendedWatcher>>,
    thread: Option<JoinHandle<()>>,
}

impl std::fmt::Debug for NightFeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NightFeed").finish_non_exhaustive()
    }
}

/// Whether a change to `path` can change the board: a match file (`*.ron`) that is not hidden
/// (sync tools' temporary files, the index and the lock are hidden), or the folder itself.
#[must_use]
pub fn is_match_change(folder: &Path, path: &Path) -> bool {
    if path == folder {
        return true;
    }
    path.file_name()
        .and_then(|n| n.to_str())
        .is_some_and(|n| n.ends_with(".ron") && !n.starts_with('.'))
}

impl NightFeed {
    /// Watches the folder of `store` and calls `on_night` with the night's board: once at the
    /// start, then after each batch of changes to its match files (and when the night's date,
    /// `day()`, turns), only when the board differs from the last one handed on. `on_night` runs
    /// on the feed's own thread.
    ///
    /// # Errors
    /// The system's refusal to watch the folder (it is missing, or too many watches are open).
    pub fn start(
        store: Store,
        day: impl Fn() -> NaiveDate + Send + 'static,
        mut on_night: impl FnMut(Night) + Send + 'static,
    ) -> std::io::Result<NightFeed> {
        let (changes, changed) = mpsc::channel::<DebounceEventResult>();
        let mut debouncer = new_debouncer(SETTLE, changes).map_err(std::io::Error::other)?;
        debouncer
            .watcher()
            .watch(store.dir(), RecursiveMode::NonRecursive)
            .map_err(std::io::Error::other)?;
        let folder = store.dir().to_path_buf();
        let thread = std::thread::Builder::new()
            .name("allfives-board".into())
            .spawn(move || {
                let read =
                    |night: NaiveDate| Night::of(&History::scan(&store, &Progress::new()), night);
                let mut night = day();
                let mut last = read(night);
                on_night(last.clone());
                loop {
                    let reread = match changed.recv_timeout(DAY_CHECK) {
                        Ok(Ok(events)) => events.iter().any(|e| is_match_change(&folder, &e.path)),
                        // The system lost some changes (its queue overflowed): read it all.
                        Ok(Err(_)) => true,
                        Err(mpsc::RecvTimeoutError::Timeout) => day() != night,
                        Err(mpsc::RecvTimeoutError::Disconnected) => return,
                    };
                    if !reread {
                        continue;
                    }
                    night = day();
                    let now = read(night);
                    if now != last {
                        last = now;
                        on_night(last.clone());
                    }
                }
            })?;
        Ok(NightFeed {
            debouncer: Some(debouncer),
            thread: Some(thread),
        })
    }
}

impl Drop for NightFeed {
    fn drop(&mut self) {
        // The watch goes first: its channel closes and the thread ends after its reading.
        drop(self.debouncer.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
