//! Deleting a match moves its file to `saves/trash/`, whole and unchanged; undoing moves it back.
//! Nothing is ever erased by the app: empty the trash folder by hand.

use std::path::{Path, PathBuf};

use super::Store;
use super::summary::Summary;
use crate::engine::Variant;

/// The trash folder's name inside the saves folder.
pub const TRASH_DIR: &str = "trash";

/// A file moved to the trash: where it was and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trashed {
    /// Its place in the saves folder.
    pub from: PathBuf,
    /// Its place in the trash.
    pub to: PathBuf,
}

/// The trash folder of `store`.
#[must_use]
pub fn dir(store: &Store) -> PathBuf {
    store.dir().join(TRASH_DIR)
}

/// A free name in `dir` for `name` (`name`, then `stem-2.ron`, `stem-3.ron`, …).
fn free_name(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    if !path.exists() {
        return path;
    }
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, "ron"));
    (2..)
        .map(|n| dir.join(format!("{stem}-{n}.{ext}")))
        .find(|p| !p.exists())
        .expect("some number is free")
}

/// Moves the match file at `path` to the trash.
///
/// # Errors
/// The I/O error (the file is then where it was).
pub fn delete(store: &Store, path: &Path) -> std::io::Result<Trashed> {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| std::io::Error::other("not a file name"))?;
    let trash = dir(store);
    std::fs::create_dir_all(&trash)?;
    let to = free_name(&trash, name);
    std::fs::rename(path, &to)?;
    Ok(Trashed {
        from: path.to_path_buf(),
        to,
    })
}

/// Moves a trashed file back to where it was (or beside it, with a number, if that name has
/// been taken since). Returns where it is now.
///
/// # Errors
/// The I/O error (the file then stays in the trash).
pub fn restore(trashed: &Trashed) -> std::io::Result<PathBuf> {
    let dir = trashed.from.parent().unwrap_or(Path::new("."));
    let name = trashed
        .from
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| std::io::Error::other("not a file name"))?;
    let back = free_name(dir, name);
    std::fs::rename(&trashed.to, &back)?;
    Ok(back)
}

/// What a match file in the trash was, so the trash names it as the history does: the players,
/// the game and the match's name, and when it started and how it stood (two matches of the same
/// players at the same game are told apart by them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AboutTrashed {
    /// The players in seating order.
    pub players: Vec<String>,
    /// The game.
    pub variant: Variant,
    /// The name the table gave the match, if any.
    pub title: Option<String>,
    /// What the history lists of it: when it started, the scores, the winner.
    pub summary: Box<Summary>,
}

/// A file in the trash and, when it reads, what match it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InTrash {
    /// The file in the trash.
    pub path: PathBuf,
    /// What it was (`None`: the file does not read as a match).
    pub about: Option<AboutTrashed>,
}

/// What the match file at `path` is (`None`: it does not read as a match).
#[must_use]
pub fn about(path: &Path) -> Option<AboutTrashed> {
    let save = super::load(path).ok()?;
    let setup = save.log.setup();
    Some(AboutTrashed {
        players: setup.players.clone(),
        variant: setup.rules.variant,
        title: save.about.title.clone().filter(|t| !t.trim().is_empty()),
        summary: Box::new(Summary::of(&save)),
    })
}

/// The files in the trash, by name, each with what match it was.
#[must_use]
pub fn contents(store: &Store) -> Vec<InTrash> {
    list(store)
        .into_iter()
        .map(|path| InTrash {
            about: about(&path),
            path,
        })
        .collect()
}

/// The files in the trash, by name.
#[must_use]
pub fn list(store: &Store) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(dir(store)) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = read
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    files
}

/// Moves the trashed file `in_trash` back into the saves folder under its own name.
///
/// # Errors
/// The I/O error.
pub fn restore_file(store: &Store, in_trash: &Path) -> std::io::Result<PathBuf> {
    let name = in_trash
        .file_name()
        .ok_or_else(|| std::io::Error::other("not a file name"))?;
    restore(&Trashed {
        from: store.dir().join(name),
        to: in_trash.to_path_buf(),
    })
}
