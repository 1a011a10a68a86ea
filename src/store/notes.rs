//! A match's name and note: what the table calls it ("The final") and a short note ("Friday at
//! Rose's"). They live in the match's own file (the file is the truth and travels with it when a
//! folder is shared); a file without them reads as before.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::{LoadError, load, save};

/// The longest name or note kept, in characters; longer text is cut there.
pub const MAX_CHARS: usize = 120;

/// What the table wrote about a match.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct About {
    /// The match's name, shown instead of the players in the history.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// A short note.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl About {
    /// Whether neither is set (then the save file holds no `about` field).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.title.is_none() && self.note.is_none()
    }
}

/// Trims `text` to one line of at most [`MAX_CHARS`] characters; `None` when nothing is left.
#[must_use]
pub fn clean(text: &str) -> Option<String> {
    let line: String = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(MAX_CHARS)
        .collect();
    (!line.is_empty()).then_some(line)
}

/// Why a name or note could not be written.
#[derive(Debug)]
pub enum NoteError {
    /// The file does not load; it is left as it is.
    Load(LoadError),
    /// The file could not be written; the old one is unchanged.
    Write(std::io::Error),
}

impl std::fmt::Display for NoteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NoteError::Load(e) => e.fmt(f),
            NoteError::Write(e) => write!(f, "cannot save: {e}"),
        }
    }
}

impl std::error::Error for NoteError {}

/// Sets the name and note of the match saved at `path` (each cleaned by [`clean`]) and writes the
/// file atomically; its events and dates are unchanged. Returns what was written.
///
/// # Errors
/// [`NoteError`]: a file that does not load is never written.
pub fn set_about(path: &Path, title: &str, note: &str) -> Result<About, NoteError> {
    let mut file = load(path).map_err(NoteError::Load)?;
    file.about = About {
        title: clean(title),
        note: clean(note),
    };
    save(path, &file).map_err(NoteError::Write)?;
    Ok(file.about)
}
