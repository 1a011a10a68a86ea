//! What the saving banner says: the window is read only (another window holds the saves
//! folder), or the last save failed and why — the session's own causes, which the status line
//! and the banner say in words.

use std::path::PathBuf;
use std::sync::Arc;

/// Why the match was not saved: the session's own cause (the status line says it: `app::status`).
#[derive(Clone, Debug)]
pub enum SaveError {
    /// The match could not be written to its file (it stays in memory; the next entry tries
    /// again).
    Failed {
        /// The match's file.
        path: PathBuf,
        /// Why, from the system.
        error: Arc<std::io::Error>,
    },
    /// Another window took the saves folder while this one could not write it.
    FolderHeld,
}

/// What the banner says about saving.
#[derive(Clone, Debug, Default)]
pub struct SaveNotice {
    /// Another window holds the saves folder: this one is read only.
    pub read_only: Option<HeldBy>,
    /// The last save failed: the file and why ([`SaveError::Failed`], [`SaveError::FolderHeld`]).
    /// Stays until a save succeeds.
    pub not_saved: Option<SaveError>,
    /// The saves folder is being read at start: how far (files read of files to read).
    pub reading: Option<Arc<crate::store::history::Progress>>,
}

/// Another window holds the saves folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldBy {
    /// Its process id, when its lock file says it.
    pub pid: Option<u32>,
}
