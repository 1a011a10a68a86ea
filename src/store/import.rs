//! A play record brought into the saves folder as a match (RECORD.md), unless the history holds
//! it already: what `allfives import` and the History screen's *Import* share. It says what
//! happened as types; each of them words it (the CLI in English, the screen in the player's
//! language).

use std::path::{Path, PathBuf};

use crate::engine::record::Problem;
use crate::store::history::History;
use crate::store::{self, Store, exchange};

/// What [`import_one`] did with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Imported {
    /// Saved as a new match file.
    Saved(PathBuf),
    /// The history already holds this match (same players, rules and events, and the same start
    /// when the record gives one): the id.
    AlreadyThere(String),
}

/// Why [`import_one`] could not import a record: the CLI prints it in English
/// (`ImportFailure::lines`), the History screen in the UI's language.
#[derive(Debug)]
pub enum ImportFailure {
    /// The file could not be read.
    Read(std::io::Error),
    /// The file is not UTF-8 text.
    NotText,
    /// The record's problems, in line order (RECORD.md "Checking").
    Record(Vec<Problem>),
    /// The match could not be saved at `target`.
    Save {
        /// The new match file.
        target: PathBuf,
        /// Why, from the system.
        error: std::io::Error,
    },
}

/// Imports the record at `path` into `saves`, unless `history` (or an earlier file of this run,
/// in `added`) already holds the same match.
///
/// # Errors
/// [`ImportFailure`]: the file cannot be read, is not text, has problems, or the match cannot
/// be saved.
pub fn import_one(
    path: &Path,
    store: &Store,
    history: &History,
    added: &mut Vec<store::SaveFile>,
) -> Result<Imported, ImportFailure> {
    let bytes = std::fs::read(path).map_err(ImportFailure::Read)?;
    let text = String::from_utf8(bytes).map_err(|_| ImportFailure::NotText)?;
    let save = exchange::import(&text).map_err(|e| ImportFailure::Record(e.problems))?;
    // A record's start is compared only when it gives one.
    let dated = exchange::record_start(&text).is_some();
    let same = |other: &store::SaveFile| {
        other.log.setup() == save.log.setup()
            && other.log.active_events() == save.log.active_events()
            && (!dated || other.created == save.created)
    };
    for entry in history.counted() {
        let s = &entry.summary;
        if s.setup == *save.log.setup()
            && s.events == save.log.active_events().len()
            && (!dated || s.created == save.created)
            && store::load(&entry.path).is_ok_and(|other| same(&other))
        {
            return Ok(Imported::AlreadyThere(entry.id.clone()));
        }
    }
    if added.iter().any(same) {
        return Ok(Imported::AlreadyThere(String::new()));
    }
    let target = store.new_path(save.created);
    store::save(&target, &save).map_err(|error| ImportFailure::Save {
        target: target.clone(),
        error,
    })?;
    added.push(save);
    Ok(Imported::Saved(target))
}
