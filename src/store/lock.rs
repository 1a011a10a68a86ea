//! One writer per saves folder. The app locks `.allfives.lock` in the folder through the
//! operating system (the standard library's `File::try_lock`: `flock` on Unix, `LockFileEx` on
//! Windows), so the lock is released when the app exits and also when it crashes or is killed:
//! a lock file left behind is never stale, whatever it holds. A second app window on the same
//! folder finds the lock held and opens the match read-only.
//!
//! The lock file is hidden and is not a save; it is never deleted (deleting it would let a
//! third window lock a new file while the second still holds the old one).

use std::fmt;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::Store;

/// The lock file's name in the saves folder.
pub const LOCK_FILE: &str = ".allfives.lock";

/// A temporary file of an atomic save ([`super::save`]) older than this was left by a process
/// that died while saving; the folder's lock holder removes it.
const STALE_TEMP: Duration = Duration::from_secs(60);

/// The saves folder, locked for this process until dropped.
#[derive(Debug)]
pub struct FolderLock {
    file: File,
    path: PathBuf,
}

impl FolderLock {
    /// The lock file.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for FolderLock {
    fn drop(&mut self) {
        // Closing the file releases the lock too; unlocking first says so plainly.
        let _ = self.file.unlock();
    }
}

/// Why the saves folder could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another app window holds it; `holder` is what it wrote in the lock file (`process 1234`).
    Held {
        path: PathBuf,
        holder: Option<String>,
    },
    /// The folder or the lock file could not be made or opened (a read-only or missing folder).
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
}

impl fmt::Display for LockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LockError::Held { path, holder } => {
                write!(f, "{}: open in another allfives window", path.display())?;
                match holder {
                    Some(holder) => write!(f, " ({holder})"),
                    None => Ok(()),
                }
            }
            LockError::Io { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

impl std::error::Error for LockError {}

impl Store {
    /// Locks the saves folder for this process (creating the folder and the lock file if
    /// needed) and writes `process N` in the lock file; then removes the temporary files that a
    /// save killed halfway left behind (only this app writes them, and nobody else can be
    /// saving now).
    ///
    /// # Errors
    /// [`LockError::Held`] when another window holds the folder; [`LockError::Io`] when the
    /// folder or the lock file cannot be made.
    pub fn lock(&self) -> Result<FolderLock, LockError> {
        let path = self.dir().join(LOCK_FILE);
        let io = |error| LockError::Io {
            path: path.clone(),
            error,
        };
        std::fs::create_dir_all(self.dir()).map_err(io)?;
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut holder = String::new();
                // Where locks are mandatory (Windows) the holder's text cannot be read.
                let _ = Read::by_ref(&mut file)
                    .take(200)
                    .read_to_string(&mut holder);
                let holder = holder.trim();
                return Err(LockError::Held {
                    path: path.clone(),
                    holder: (!holder.is_empty()).then(|| holder.to_string()),
                });
            }
            Err(TryLockError::Error(error)) => return Err(io(error)),
        }
        // Who holds it, for the other window's message; the lock stands without it.
        let _ = file
            .set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| writeln!(file, "process {}", std::process::id()));
        self.remove_stale_temp_files();
        Ok(FolderLock { file, path })
    }

    /// Removes `.allfives-*.tmp` files older than a minute: saves that a crash or a kill
    /// interrupted before their rename (the match file itself is whole).
    fn remove_stale_temp_files(&self) {
        let Ok(entries) = std::fs::read_dir(self.dir()) else {
            return;
        };
        let now = SystemTime::now();
        for entry in entries.filter_map(Result::ok) {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let old = entry
                .metadata()
                .ok()
                .filter(std::fs::Metadata::is_file)
                .and_then(|m| m.modified().ok())
                .and_then(|t| now.duration_since(t).ok())
                .is_some_and(|age| age > STALE_TEMP);
            if name.starts_with(super::TEMP_PREFIX) && name.ends_with(super::TEMP_SUFFIX) && old {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_lock_per_folder_released_when_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("saves"));
        let first = store.lock().unwrap();
        let text = std::fs::read_to_string(first.path()).unwrap();
        assert_eq!(text, format!("process {}\n", std::process::id()));
        let err = store.lock().unwrap_err();
        assert!(
            matches!(&err, LockError::Held { holder: Some(h), .. } if *h == format!("process {}", std::process::id())),
            "{err}"
        );
        assert!(err.to_string().contains("open in another allfives window"));
        drop(first);
        let again = store.lock().unwrap();
        drop(again);
        // The lock file stays, and is not a save.
        assert!(dir.path().join("saves").join(LOCK_FILE).exists());
        assert!(store.entries().is_empty());
    }

    #[test]
    fn a_folder_that_cannot_be_made_is_an_io_error() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a-file");
        std::fs::write(&file, "not a folder").unwrap();
        let err = Store::new(file.join("saves")).lock().unwrap_err();
        assert!(matches!(err, LockError::Io { .. }), "{err}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "not a folder");
    }

    #[test]
    fn the_lock_holder_removes_old_temporary_files_only() {
        let dir = tempfile::tempdir().unwrap();
        let old = dir.path().join(".allfives-abc123.tmp");
        let fresh = dir.path().join(".allfives-def456.tmp");
        let other = dir.path().join(".other-program.tmp");
        for path in [&old, &fresh, &other] {
            std::fs::write(path, "(format: 2, created: ").unwrap();
        }
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        for path in [&old, &other] {
            File::options()
                .write(true)
                .open(path)
                .unwrap()
                .set_modified(hour_ago)
                .unwrap();
        }
        let _lock = Store::new(dir.path()).lock().unwrap();
        assert!(!old.exists(), "a save killed halfway is cleaned up");
        assert!(fresh.exists(), "a save in flight is left alone");
        assert!(other.exists(), "another program's file is left alone");
    }
}
