//! The session's door: a new match, opening, naming and trashing a match, each refused in a
//! read-only window (another window holds the saves folder) before anything is read or written.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::app::session::{Current, SaveError, Session};
use crate::engine::MatchLog;
use crate::store::trash::{self, Trashed};
use crate::store::{self, LoadError, SaveFile, notes};

/// Why the session's door refused to open, name or trash a match, or could not.
#[derive(Debug)]
pub enum SessionError {
    /// This window is read only: another window holds the saves folder; nothing was changed.
    ReadOnly,
    /// The match file does not load (it is left as it is).
    NotLoaded(LoadError),
    /// The match file could not be written.
    NotSaved(SaveError),
    /// A file could not be moved to or from the trash.
    NotMoved {
        /// The file.
        path: PathBuf,
        /// Why, from the system.
        error: std::io::Error,
    },
}

impl Session {
    /// The door of every change of the folder's files that is not an entry (a new match, opening,
    /// naming or trashing one): shut in a read-only window.
    fn door(&self) -> Result<(), SessionError> {
        if self.read_only() {
            Err(SessionError::ReadOnly)
        } else {
            Ok(())
        }
    }

    /// Starts a new match from `log`, in a new file of the saves folder, and saves it. Returns
    /// whether it started: a read-only window starts nothing.
    pub fn start(&mut self, log: MatchLog) -> bool {
        if self.door().is_err() {
            return false;
        }
        let save = SaveFile::new(log);
        let path = self.store.new_path(save.created);
        self.set_current(Some(Current { path, save }));
        self.write();
        true
    }

    /// Makes the match saved at `path` the one in play (a match chosen in the history), and
    /// folds it.
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window; [`SessionError::NotLoaded`]: the file
    /// does not load. The match in play stays as it was.
    pub fn resume(&mut self, path: &Path) -> Result<(), SessionError> {
        self.door()?;
        let save = store::load(path).map_err(SessionError::NotLoaded)?;
        self.set_current(Some(Current {
            path: path.to_path_buf(),
            save,
        }));
        Ok(())
    }

    /// Names the match saved at `path` and writes its note (each cleaned by
    /// [`notes::clean`]); the match in play keeps them too. Its events and dates are unchanged: a
    /// name given after the match is no time played (its `updated` stays).
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window; [`SessionError::NotLoaded`] or
    /// [`SessionError::NotSaved`]: the file does not load or could not be written.
    pub fn name(&mut self, path: &Path, title: &str, note: &str) -> Result<(), SessionError> {
        self.door()?;
        let sync = self.sync;
        match &mut self.current {
            Some(current) if current.path == path => {
                current.save.about = notes::About {
                    title: notes::clean(title),
                    note: notes::clean(note),
                };
                current.write_as_is(sync).map_err(SessionError::NotSaved)
            }
            _ => notes::set_about(path, title, note)
                .map(|_| ())
                .map_err(|e| match e {
                    notes::NoteError::Load(e) => SessionError::NotLoaded(e),
                    notes::NoteError::Write(error) => SessionError::NotSaved(SaveError::Failed {
                        path: path.to_path_buf(),
                        error: Arc::new(error),
                    }),
                }),
        }
    }

    /// Moves the match file at `path` to the saves folder's trash; the match in play is closed
    /// when it was that one. Returns where it went, and whether it was the match in play.
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window; [`SessionError::NotMoved`]: the file
    /// could not be moved (it stays, and so does the match in play).
    pub fn trash(&mut self, path: &Path) -> Result<(Trashed, bool), SessionError> {
        self.door()?;
        let trashed = trash::delete(&self.store, path).map_err(|error| SessionError::NotMoved {
            path: path.to_path_buf(),
            error,
        })?;
        let in_play = self.path() == Some(path);
        if in_play {
            self.set_current(None);
        }
        Ok((trashed, in_play))
    }

    /// Brings `trashed` back from the trash to the saves folder; returns where it is now.
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window; [`SessionError::NotMoved`]: the file
    /// could not be moved back.
    pub fn untrash(&mut self, trashed: &Trashed) -> Result<PathBuf, SessionError> {
        self.door()?;
        trash::restore(trashed).map_err(|error| SessionError::NotMoved {
            path: trashed.to.clone(),
            error,
        })
    }

    /// Brings the file `in_trash` (of the saves folder's trash) back; returns where it is now.
    ///
    /// # Errors
    /// [`SessionError::ReadOnly`] in a read-only window; [`SessionError::NotMoved`]: the file
    /// could not be moved back.
    pub fn untrash_file(&mut self, in_trash: &Path) -> Result<PathBuf, SessionError> {
        self.door()?;
        trash::restore_file(&self.store, in_trash).map_err(|error| SessionError::NotMoved {
            path: in_trash.to_path_buf(),
            error,
        })
    }
}
