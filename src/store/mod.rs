//! Save files: one RON file per match in the saves folder, written atomically after every event.
//!
//! A file holds the format version, timestamps and the [`MatchLog`] (players, rules, every event and
//! the undo cursor): the event list is the match history. A file that does not load is reported
//! with path, line and column and never overwritten.
//!
//! - [`lock`]: one writer per saves folder (a lock file the OS releases when the app exits or
//!   dies); a second app window on the folder opens it read-only.
//!
//! The history of the saves folder, one job per file:
//! - [`summary`]: what a match amounts to, hand by hand and in total.
//! - [`index`]: the per-machine index of summaries, rebuilt from the files when missing or stale.
//! - [`history`]: every match of the folder, with sync conflict copies and duplicates told apart.
//! - [`notes`]: a match's name and note. [`trash`]: delete to `trash/` and undo.
//! - [`exchange`]: export to and import from play records (`.fives`). [`csv_export`]: the CSV export.
//! - [`stats`]: each player's statistics across matches.
//! - [`club`]: ratings, head-to-head and standings across matches.

pub mod club;
pub mod csv_export;
pub mod exchange;
#[doc(hidden)]
pub mod generated;
pub mod history;
pub mod import;
pub mod index;
pub mod lock;
pub mod notes;
pub mod stats;
pub mod summary;
pub mod trash;
pub mod watch;

use std::fmt;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use crate::engine::{EventError, LogError, LogParts, MatchLog, SetupError};

/// The save format this build writes; older versions are migrated on load.
///
/// - 1: the event log was stored under the field `match`.
/// - 2: the event log is stored under `log` (the saved [`MatchLog`], apart from its derived state).
/// - 3: "said nothing" is an entry (`NothingSaid`, RULES.md §6): a call comes after an
///   announcement. Formats 1 and 2 are migrated with [`LogParts::with_silences`] (a call with no
///   announcement before it meant the placer said nothing; the scores are the same).
pub const FORMAT: u32 = 3;

/// The largest save file read, in bytes (16 MB, hundreds of thousands of events): a larger
/// file is reported as [`LoadError::TooLarge`] without being read.
pub const MAX_SAVE_BYTES: u64 = 16_000_000;

/// How an atomic save's temporary file is named: `.allfives-XXXXXX.tmp` in the saves folder
/// (hidden, and not a `.ron` file, so never listed as a save).
const TEMP_PREFIX: &str = ".allfives-";
const TEMP_SUFFIX: &str = ".tmp";

/// What a save file holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Format version ([`FORMAT`]).
    pub format: u32,
    /// When the match was started.
    pub created: DateTime<Local>,
    /// When the last event was saved.
    pub updated: DateTime<Local>,
    /// The match's event log: setup, events and the undo cursor.
    pub log: MatchLog,
    /// The match's name and note (absent in files that have none).
    #[serde(default, skip_serializing_if = "notes::About::is_empty")]
    pub about: notes::About,
}

/// Only the version of a save file, read before anything else so that a file from a newer app is
/// reported as such rather than as a missing field.
#[derive(Deserialize)]
#[serde(rename = "SaveFile")]
struct FormatOnly {
    format: u32,
}

/// The format version when `text` opens the way the app writes a save, `(` then `format: N,`
/// (whitespace between, an optional struct name); `None` otherwise.
fn leading_format(text: &str) -> Option<FormatOnly> {
    let rest = text.trim_start();
    let rest = rest.strip_prefix("SaveFile").unwrap_or(rest).trim_start();
    let rest = rest.strip_prefix('(')?.trim_start();
    let rest = rest.strip_prefix("format")?.trim_start();
    let rest = rest.strip_prefix(':')?.trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let format = rest.get(..digits)?.parse().ok()?;
    rest[digits..]
        .trim_start()
        .starts_with(',')
        .then_some(FormatOnly { format })
}

/// A save file of this format as written, before its event log is checked.
#[derive(Serialize, Deserialize)]
#[serde(rename = "SaveFile")]
struct RawSave {
    format: u32,
    created: DateTime<Local>,
    updated: DateTime<Local>,
    log: LogParts,
    #[serde(default)]
    about: notes::About,
}

/// Format 1: the same fields, with the event log under `match`.
#[derive(Deserialize)]
#[serde(rename = "SaveFile")]
struct SaveFileV1 {
    created: DateTime<Local>,
    updated: DateTime<Local>,
    #[serde(rename = "match")]
    log: LogParts,
}

impl From<SaveFileV1> for RawSave {
    fn from(old: SaveFileV1) -> RawSave {
        RawSave {
            format: FORMAT,
            created: old.created,
            updated: old.updated,
            log: old.log.with_silences(),
            about: notes::About::default(),
        }
    }
}

impl SaveFile {
    /// A new save for `game`, stamped now.
    #[must_use]
    pub fn new(log: MatchLog) -> SaveFile {
        let now = Local::now();
        SaveFile {
            format: FORMAT,
            created: now,
            updated: now,
            log,
            about: notes::About::default(),
        }
    }
}

/// What a file named like a save is when it is not one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Foreign {
    /// A folder.
    Folder,
    /// A pipe, a device, a socket: not a regular file (reading a pipe could wait forever).
    NotAFile,
    /// Well-formed RON without an allfives format version: another program's file.
    OtherProgram,
}

impl fmt::Display for Foreign {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Foreign::Folder => "a folder",
            Foreign::NotAFile => "not a regular file",
            Foreign::OtherProgram => "another program's file: it has no allfives format version",
        })
    }
}

/// Why a save file could not be read.
#[derive(Debug)]
pub enum LoadError {
    /// The file could not be read.
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// Larger than [`MAX_SAVE_BYTES`]; not read.
    TooLarge { path: PathBuf, bytes: u64 },
    /// Nothing in it.
    Empty { path: PathBuf },
    /// Not UTF-8 text (an image, a binary file).
    NotText { path: PathBuf },
    /// Not an allfives save at all: [`Foreign`] says what it is.
    NotASave { path: PathBuf, what: Foreign },
    /// The text is not a save file; line and column are 1-based. `cut_short` when the error is
    /// on the last line of a text that stops before the save's closing bracket: the file was
    /// truncated (a copy or a sync that did not finish).
    Parse {
        path: PathBuf,
        line: usize,
        column: usize,
        message: String,
        cut_short: bool,
    },
    /// Written by a newer version of the app.
    Version { path: PathBuf, found: u32 },
    /// The players or rules are not a playable match (a hand-edited or damaged file); the
    /// engine's refusal is kept typed so the app can say it in Kreyòl.
    Setup { path: PathBuf, error: SetupError },
    /// The events break the rules at event `index` (0-based; a hand-edited or damaged file).
    Events {
        path: PathBuf,
        index: usize,
        error: EventError,
    },
    /// The undo cursor is past the last of the `events` events.
    Cursor { path: PathBuf, events: usize },
    /// Reading the file stopped on a bug in allfives (a worker panicked): what the panic said.
    /// The file is left as it is.
    Panicked { path: PathBuf, message: String },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            LoadError::TooLarge { path, bytes } => write!(
                f,
                "{}: too large for a save ({:.1} MB; a save is at most {} MB), not read",
                path.display(),
                *bytes as f64 / 1e6,
                MAX_SAVE_BYTES / 1_000_000
            ),
            LoadError::Empty { path } => write!(f, "{}: the file is empty", path.display()),
            LoadError::NotText { path } => write!(
                f,
                "{}: not an allfives save: the file is not text (UTF-8)",
                path.display()
            ),
            LoadError::NotASave { path, what } => {
                write!(f, "{}: not an allfives save ({what})", path.display())
            }
            LoadError::Parse {
                path,
                line,
                column,
                message,
                cut_short,
            } => {
                let cut = if *cut_short {
                    "the file stops before the match does (cut short): "
                } else {
                    ""
                };
                write!(f, "{}:{line}:{column}: {cut}{message}", path.display())
            }
            LoadError::Version { path, found } => write!(
                f,
                "{}: written by a newer version of allfives (format {found}; this one reads 1 to {FORMAT})",
                path.display()
            ),
            LoadError::Setup { path, error } => {
                write!(f, "{}: the match cannot be played: {error}", path.display())
            }
            LoadError::Events { path, index, error } => {
                write!(f, "{}: event {}: {error}", path.display(), index + 1)
            }
            LoadError::Cursor { path, events } => {
                write!(
                    f,
                    "{}: event {}: the undo cursor is past the last event",
                    path.display(),
                    events + 1
                )
            }
            LoadError::Panicked { path, message } => write!(
                f,
                "{}: not read: allfives stopped on a bug while reading it ({message})",
                path.display()
            ),
        }
    }
}

impl std::error::Error for LoadError {}

/// Reads a save file and replays its events to make sure they are legal. The size is checked
/// before anything is read, and no more than [`MAX_SAVE_BYTES`] are ever read (a file that grows,
/// a device); the file is opened for reading only.
///
/// # Errors
/// [`LoadError`] with path (and line:column for syntax errors); the file is left untouched.
pub fn load(path: &Path) -> Result<SaveFile, LoadError> {
    let io = |error| LoadError::Io {
        path: path.to_path_buf(),
        error,
    };
    // A folder, a pipe or a device named like a save is not one (opening a pipe would wait).
    let meta = std::fs::metadata(path).map_err(io)?;
    if !meta.is_file() {
        let what = if meta.is_dir() {
            Foreign::Folder
        } else {
            Foreign::NotAFile
        };
        return Err(LoadError::NotASave {
            path: path.to_path_buf(),
            what,
        });
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let size = file.metadata().map_err(io)?.len();
    if size > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge {
            path: path.to_path_buf(),
            bytes: size,
        });
    }
    let mut bytes = Vec::new();
    file.take(MAX_SAVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(LoadError::TooLarge {
            path: path.to_path_buf(),
            bytes: bytes.len() as u64,
        });
    }
    from_bytes(path, &bytes)
}

/// A save file from its bytes, as [`load`] reads them; `path` only names the file in errors.
/// Checks, in order: text, not empty, the format version (before any other field), the fields,
/// the players and rules, every event.
///
/// # Errors
/// [`LoadError`] saying why these bytes are not a save.
pub fn from_bytes(path: &Path, bytes: &[u8]) -> Result<SaveFile, LoadError> {
    let text = std::str::from_utf8(bytes).map_err(|_| LoadError::NotText {
        path: path.to_path_buf(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(LoadError::Empty {
            path: path.to_path_buf(),
        });
    }
    // A save ends with its closing bracket; an error on the last line of a text that does not is
    // where the file was cut off.
    let last_line = text.trim_end().lines().count();
    let ends_whole = text.trim_end().ends_with(')');
    let parse_error = |e: ron::error::SpannedError| LoadError::Parse {
        path: path.to_path_buf(),
        line: e.span.start.line,
        column: e.span.start.col,
        message: e.code.to_string(),
        cut_short: !ends_whole && e.span.start.line >= last_line,
    };
    // The app writes the version first: read it there without parsing the whole file twice
    // (the history reads thousands); any other text goes through the parser.
    let sniffed = leading_format(text);
    let format = match sniffed.map_or_else(|| ron::from_str::<FormatOnly>(text), Ok) {
        Ok(only) => only.format,
        // Well-formed text of another kind: another program's file.
        Err(e)
            if matches!(e.code, ron::Error::MissingStructField { .. })
                || ron::from_str::<ron::Value>(text).is_ok() =>
        {
            return Err(LoadError::NotASave {
                path: path.to_path_buf(),
                what: Foreign::OtherProgram,
            });
        }
        Err(e) => return Err(parse_error(e)),
    };
    let raw: RawSave = match format {
        1 => ron::from_str::<SaveFileV1>(text)
            .map_err(parse_error)?
            .into(),
        2 => {
            let mut raw: RawSave = ron::from_str(text).map_err(parse_error)?;
            raw.log = raw.log.with_silences();
            raw
        }
        FORMAT => ron::from_str(text).map_err(parse_error)?,
        found => {
            return Err(LoadError::Version {
                path: path.to_path_buf(),
                found,
            });
        }
    };
    // The checked constructor replays every event (undone ones too) after the players and rules.
    let LogParts {
        setup,
        events,
        cursor,
    } = raw.log;
    let log = MatchLog::from_parts(setup, events, cursor).map_err(|e| match e {
        LogError::Setup(error) => LoadError::Setup {
            path: path.to_path_buf(),
            error,
        },
        LogError::Event { index, error } => LoadError::Events {
            path: path.to_path_buf(),
            index,
            error,
        },
        LogError::Cursor { events, .. } => LoadError::Cursor {
            path: path.to_path_buf(),
            events,
        },
    })?;
    Ok(SaveFile {
        format: FORMAT,
        created: raw.created,
        updated: raw.updated,
        log,
        about: raw.about,
    })
}

/// Writes `save` to `path` atomically: a temporary file in the same folder, synced, then renamed
/// over the target. A crash leaves the old file or the new one, never half of one.
///
/// # Errors
/// The I/O error; the old file is unchanged.
pub fn save(path: &Path, save: &SaveFile) -> std::io::Result<()> {
    write_atomically(path, save, true)
}

/// [`save`] without the sync: for the save benchmark, which measures the app's own work
/// (serializing, writing, renaming) apart from the disk's.
///
/// # Errors
/// The I/O error; the old file is unchanged.
#[doc(hidden)]
pub fn save_without_sync(path: &Path, save: &SaveFile) -> std::io::Result<()> {
    write_atomically(path, save, false)
}

/// The save file's text: RON, nested no deeper than the events.
///
/// # Errors
/// A value RON cannot write (none in a save file).
pub fn to_text(save: &SaveFile) -> Result<String, ron::Error> {
    ron::ser::to_string_pretty(save, ron::ser::PrettyConfig::default().depth_limit(4))
}

/// Writes `save` to a temporary file next to `path`, synced to the disk when `sync`, then renamed
/// over `path`.
fn write_atomically(path: &Path, save: &SaveFile, sync: bool) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let text = to_text(save).map_err(std::io::Error::other)?;
    let mut file = tempfile::Builder::new()
        .prefix(TEMP_PREFIX)
        .suffix(TEMP_SUFFIX)
        .tempfile_in(dir)?;
    file.write_all(text.as_bytes())?;
    file.write_all(b"\n")?;
    if sync {
        file.as_file().sync_data()?;
    }
    file.persist(path).map_err(|e| e.error)?;
    if sync {
        sync_dir(dir);
    }
    Ok(())
}

/// Makes the rename itself durable (a power cut after it keeps the new file). Only where a
/// folder can be opened and synced (Unix); the rename is already atomic without it.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(dir) {
        // A file system that cannot sync a folder still renamed atomically.
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// One save in the saves folder.
#[derive(Debug)]
pub struct Entry {
    /// The file.
    pub path: PathBuf,
    /// Its content, or why it does not load.
    pub save: Result<SaveFile, LoadError>,
}

/// The saves folder.
#[derive(Clone, Debug)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// The store in `dir` (created on first save).
    #[must_use]
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The folder.
    #[must_use]
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Every `.ron` file in the folder, newest change first (unreadable ones included, with
    /// their error).
    #[must_use]
    pub fn entries(&self) -> Vec<Entry> {
        let Ok(read) = std::fs::read_dir(&self.dir) else {
            return Vec::new();
        };
        let mut paths: Vec<PathBuf> = read
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect();
        paths.sort();
        let mut entries: Vec<Entry> = paths
            .into_iter()
            .map(|path| Entry {
                save: load(&path),
                path,
            })
            .collect();
        entries.sort_by_key(|e| std::cmp::Reverse(e.save.as_ref().map(|s| s.updated).ok()));
        entries
    }

    /// A new file name for a match started at `when`: `2026-11-30_14-05-09_k3f9q2.ron`. The
    /// random part keeps the names of two laptops sharing the folder from ever colliding; older
    /// names (`2026-11-30_14-05-09.ron`, `…-2.ron`) are still read. Another part is drawn if the
    /// name is taken.
    #[must_use]
    pub fn new_path(&self, when: DateTime<Local>) -> PathBuf {
        let stem = when.format("%Y-%m-%d_%H-%M-%S").to_string();
        loop {
            let path = self
                .dir
                .join(format!("{stem}_{}.ron", history::random_part()));
            if !path.exists() {
                return path;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::Seat;

    #[test]
    fn the_format_is_read_where_the_app_writes_it_and_parsed_anywhere_else() {
        let at_start = |t: &str| leading_format(t).map(|f| f.format);
        assert_eq!(at_start("(\n    format: 2,\n    created: \"x\""), Some(2));
        assert_eq!(at_start("SaveFile(format:999,"), Some(999));
        // Elsewhere, or not followed by a comma: the parser decides.
        assert_eq!(at_start("(created: \"x\", format: 2)"), None);
        assert_eq!(at_start("(format: 2)"), None);
        assert_eq!(at_start("(format: 99999999999,"), None);
        assert_eq!(at_start("(format: -1,"), None);
        // Both ways give the same answer: a later field's version is still found.
        let later = "(created: \"2026-01-01T00:00:00Z\", format: 999)";
        assert!(matches!(
            from_bytes(Path::new("x.ron"), later.as_bytes()),
            Err(LoadError::Version { found: 999, .. })
        ));
    }
    use super::*;
    use crate::engine::{Event, Setup, Tile, Variant};

    #[test]
    fn a_save_cut_short_anywhere_says_so() {
        let path = Path::new("m.ron");
        let text =
            ron::ser::to_string_pretty(&SaveFile::new(sample()), Default::default()).unwrap();
        let mut cut = 0;
        for end in (30..text.len() - 1).step_by(37) {
            let Some(part) = text.get(..end) else {
                continue;
            };
            match from_bytes(path, part.as_bytes()) {
                Err(LoadError::Parse {
                    cut_short, line, ..
                }) => {
                    assert!(cut_short, "cut at {end} (line {line}): {part}");
                    cut += 1;
                }
                other => panic!("cut at {end}: {other:?}"),
            }
        }
        assert!(cut > 10, "{cut}");
        // A whole save with a bad word in the middle is not cut short.
        let bad = text.replacen("TilePlaced", "TileP!aced", 1);
        assert!(matches!(
            from_bytes(path, bad.as_bytes()),
            Err(LoadError::Parse {
                cut_short: false,
                ..
            })
        ));
    }

    fn sample() -> MatchLog {
        let mut m = MatchLog::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ))
        .unwrap();
        m.push(Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        m.push(Event::TilePlaced {
            player: Seat(0),
            tile: "5-5".parse::<Tile>().unwrap(),
            on: None,
        })
        .unwrap();
        m.push(Event::TilePlaced {
            player: Seat(1),
            tile: "5-0".parse().unwrap(),
            on: Some("5-5".parse().unwrap()),
        })
        .unwrap();
        m.undo();
        m
    }

    /// Writes a save file whose log was never checked (a hand-edited or damaged file).
    fn save_raw(path: &Path, log: LogParts) {
        let now = Local::now();
        let raw = RawSave {
            format: FORMAT,
            created: now,
            updated: now,
            log,
            about: notes::About::default(),
        };
        std::fs::write(path, ron::to_string(&raw).unwrap()).unwrap();
    }

    #[test]
    fn save_then_load_gives_an_equal_match() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let path = store.new_path(Local::now());
        let file = SaveFile::new(sample());
        save(&path, &file).unwrap();
        let back = load(&path).unwrap();
        assert_eq!(back, file);
        assert_eq!(back.log.state().unwrap().scores(), &[10, 0]);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("\"5-5\""),
            "tiles are written in notation: {text}"
        );
        // No temporary files are left behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        assert_eq!(store.entries().len(), 1);
    }

    #[test]
    fn a_format_1_save_is_migrated_on_load_and_left_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("old.ron");
        let file = SaveFile::new(sample());
        save(&path, &file).unwrap();
        // Format 1 kept the event log under `match`.
        let text = std::fs::read_to_string(&path).unwrap();
        let old = text
            .replacen(&format!("format: {FORMAT}"), "format: 1", 1)
            .replacen("log: (", "match: (", 1);
        assert_ne!(old, text);
        std::fs::write(&path, &old).unwrap();
        let back = load(&path).unwrap();
        assert_eq!(back.format, FORMAT);
        assert_eq!(back.log, file.log);
        assert_eq!(back.log.state().unwrap().scores(), &[10, 0]);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), old);
    }

    #[test]
    fn a_newer_format_is_named_before_any_missing_field() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("future.ron");
        std::fs::write(&path, "(format: 999, something_new: true)").unwrap();
        let err = load(&path).unwrap_err();
        assert!(
            matches!(err, LoadError::Version { found: 999, .. }),
            "{err}"
        );
        assert!(
            err.to_string()
                .contains("newer version of allfives (format 999")
        );
    }

    #[test]
    fn a_broken_file_is_reported_with_line_and_column_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("broken.ron");
        std::fs::write(&path, "(\n  format: 1,\n  created: nonsense,\n)").unwrap();
        let err = load(&path).unwrap_err();
        let text = err.to_string();
        assert!(
            text.starts_with(&format!("{}:3:", path.display())),
            "{text}"
        );
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "(\n  format: 1,\n  created: nonsense,\n)"
        );
    }

    #[test]
    fn a_damaged_setup_is_refused_without_panicking() {
        let dir = tempfile::tempdir().unwrap();
        for (name, change) in [("deal.ron", "Each(20)"), ("huge.ron", "Each(200)")] {
            let path = dir.path().join(name);
            save(&path, &SaveFile::new(sample())).unwrap();
            let text = std::fs::read_to_string(&path)
                .unwrap()
                .replace("Pagat", change);
            std::fs::write(&path, &text).unwrap();
            let err = load(&path).unwrap_err().to_string();
            assert!(
                err.contains("cannot be played: 2 players cannot each be dealt"),
                "{name}: {err}"
            );
        }
        let path = dir.path().join("teams.ron");
        let mut m = LogParts::from(sample());
        m.setup.teams = Some(vec![0, 7]);
        save_raw(&path, m);
        let err = load(&path).unwrap_err().to_string();
        assert!(err.contains("teams need four players"), "{err}");
        // A byte-order mark is not an error.
        let path = dir.path().join("bom.ron");
        save(&path, &SaveFile::new(sample())).unwrap();
        let text = format!("\u{feff}{}", std::fs::read_to_string(&path).unwrap());
        std::fs::write(&path, text).unwrap();
        assert!(load(&path).is_ok());
    }

    #[test]
    fn illegal_events_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("edited.ron");
        let mut m = LogParts::from(sample());
        m.events.push(Event::TilePlaced {
            player: Seat(0),
            tile: "5-5".parse().unwrap(),
            on: None,
        });
        save_raw(&path, m);
        let err = load(&path).unwrap_err().to_string();
        assert!(
            err.contains("event 4: 5-5 is already on the table"),
            "{err}"
        );
        let path = dir.path().join("cursor.ron");
        let mut m = LogParts::from(sample());
        m.cursor = 4;
        save_raw(&path, m);
        let err = load(&path).unwrap_err().to_string();
        assert!(
            err.ends_with("event 4: the undo cursor is past the last event"),
            "{err}"
        );
    }
}
