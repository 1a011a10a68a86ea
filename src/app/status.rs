//! The status line's typed cause ([`Status`]): what the table was told last (a refusal, a note,
//! a file that could not be read or written). The cause is kept, not its words, so the line is
//! said again in the new language when the language changes ([`status_text`], every frame).

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::Arc;

use crate::app::i18n::{Arg, I18n};
use crate::app::session::{Opened, SaveError};
use crate::app::text;
use crate::engine::correction::Stopped;
use crate::engine::{Event, EventError, MatchState, PlacementError, SetupError, Tile};
use crate::store::{Foreign, LoadError};

/// Why the status line shows something; rendered in the current language by [`status_text`].
#[derive(Clone, Debug)]
pub enum Status {
    /// The engine refused an entry (RULES.md §1–§6 say why); the match is unchanged.
    Refused(EventError),
    /// The new-match form cannot start a match (RULES.md §2).
    Form(SetupError),
    /// Lots were drawn for the first leader (RULES.md §2): `name` leads.
    LotsDrawn {
        /// The player the lot chose.
        name: String,
    },
    /// The match could not be written to its file (it stays in memory; the next entry tries
    /// again).
    SaveFailed {
        /// The match's file.
        path: PathBuf,
        /// Why, from the system.
        error: Arc<std::io::Error>,
    },
    /// An entry in a read-only window: another window keeps the match.
    ReadOnly,
    /// A save worked again after failing: `path` holds every entry.
    SavedAgain {
        /// The match's file.
        path: PathBuf,
    },
    /// Not saved: another window took the saves folder while this one could not write it.
    FolderHeld,
    /// At start: the unfinished match that was reopened, and the files that could not be read
    /// (they are left as they are).
    Opened {
        /// The reopened match's players, in seat order.
        resumed: Option<Vec<String>>,
        /// The files that did not load, and why.
        failed: Vec<Arc<LoadError>>,
    },
    /// A tile picked that cannot go: already on the table, or it fits none of these open ends
    /// (their pips, RULES.md §1).
    NoFit {
        /// The tile picked.
        tile: Tile,
        /// The open ends' pips, `None` when the tile is on the table.
        ends: Option<Vec<u8>>,
    },
    /// A key that means nothing here, and what would.
    Key(KeyNote),
    /// An announcement typed that the pad does not offer, and what it offers (match scale).
    NotOnPad {
        /// The number typed.
        typed: u16,
        /// The pad's numbers ([`crate::engine::Rules::announcements`]).
        pad: Vec<i32>,
    },
    /// An earlier entry was changed: what it became, what was replayed and where it stopped.
    Changed(Box<ChangeNote>),
    /// The last change was undone.
    ChangeUndone,
    /// *Show on phones* could not start: why, from the system.
    ShareFailed(Arc<std::io::Error>),
}

/// Why a key did nothing (keyboard entry, `crate::app::table::keys`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyNote {
    /// A key other than an arrow of its ends while `tile` waits for its end (`arrows`: which
    /// arrows choose one, `crate::app::table::end_keys::arrows_mask`).
    ChooseEnd {
        /// The tile waiting.
        tile: Tile,
        /// The arrows of its ends.
        arrows: u8,
    },
    /// `N` once something is said already.
    AlreadySaid,
    /// `N` or `C` with no placement's muggins window open.
    NoWindow,
    /// `C` once the hand has ended: its settlement closes the window.
    SettlementCloses,
    /// `M`, `N` or `C` in a match without the muggins rule.
    NoMuggins,
    /// `M` then a seat number that is no player's (`players` seats).
    NoSeat {
        /// The number typed.
        seat: u8,
        /// How many players there are.
        players: usize,
    },
    /// `M` then Enter: the call needs the caller's seat number.
    CallWhom,
    /// A digit that no half shows (7, 8, 9).
    NoSuchHalf(u8),
    /// `D` in a game without drawing (Fives and Threes).
    NoDrawing,
}

/// What a change of an earlier entry did ([`crate::engine::MatchLog::replace`]).
#[derive(Clone, Debug)]
pub struct ChangeNote {
    /// The state before the entry changed (for names).
    pub before: MatchState,
    /// The entry as it was.
    pub old: Option<Event>,
    /// What it became.
    pub new: Event,
    /// How many later entries were replayed unchanged.
    pub replayed: usize,
    /// How many entries were not kept.
    pub dropped: usize,
    /// The later entry that no longer fits, if one does not.
    pub stopped: Option<Stopped>,
}

/// The status line for `status` in the UI's language.
#[must_use]
pub fn status_text(i18n: &I18n, status: &(impl Cause + ?Sized)) -> String {
    match &*status.cause() {
        Status::Refused(e) => text::error_text(i18n, e),
        Status::Form(e) => text::setup_error_text(i18n, e),
        Status::LotsDrawn { name } => i18n.tr("lots-drawn", &[("name", Arg::S(name))]),
        Status::SaveFailed { path, error } => {
            let file = path.display().to_string();
            let why = text::io_text(i18n, error, text::FileAction::Write);
            i18n.tr(
                "save-failed",
                &[("file", Arg::S(&file)), ("why", Arg::S(&why))],
            )
        }
        Status::NoFit { tile, ends } => match ends {
            None => text::error_text(i18n, &PlacementError::AlreadyPlayed(*tile).into()),
            Some(ends) => text::no_fit_text(i18n, *tile, ends),
        },
        Status::Key(note) => match note {
            KeyNote::ChooseEnd { tile, arrows } => i18n.tr(
                "key-choose-end",
                &[
                    ("tile", Arg::S(&tile.to_string())),
                    ("arrows", Arg::S(&text::arrows_text(*arrows))),
                ],
            ),
            KeyNote::AlreadySaid => i18n.t("key-already-said"),
            KeyNote::NoWindow => i18n.t("key-no-window"),
            KeyNote::SettlementCloses => i18n.t("key-settlement-closes"),
            KeyNote::NoMuggins => i18n.t("key-no-muggins"),
            KeyNote::NoSeat { seat, players } => i18n.tr(
                "key-no-seat",
                &[
                    ("seat", Arg::N(i64::from(*seat))),
                    ("n", Arg::N(*players as i64)),
                ],
            ),
            KeyNote::CallWhom => i18n.t("key-call-whom"),
            KeyNote::NoSuchHalf(d) => i18n.tr("key-no-such-half", &[("n", Arg::N(i64::from(*d)))]),
            KeyNote::NoDrawing => i18n.t("key-no-drawing"),
        },
        Status::NotOnPad { typed, pad } => {
            let pad: Vec<String> = pad.iter().map(|n| i18n.integer(i64::from(*n))).collect();
            i18n.tr(
                "key-not-on-pad",
                &[
                    ("n", Arg::N(i64::from(*typed))),
                    ("pad", Arg::S(&pad.join(", "))),
                ],
            )
        }
        Status::Changed(note) => changed_text(i18n, note),
        Status::ChangeUndone => i18n.t("change-undone"),
        Status::ReadOnly => i18n.t("read-only-refused"),
        Status::SavedAgain { path } => {
            let file = path.display().to_string();
            i18n.tr("saved-again", &[("file", Arg::S(&file))])
        }
        Status::FolderHeld => i18n.t("folder-held"),
        Status::ShareFailed(error) => {
            // The system's own words are English: the cause is said by its kind.
            let why = match error.kind() {
                std::io::ErrorKind::AddrInUse => i18n.t("share-port-in-use"),
                _ => text::io_text(i18n, error, text::FileAction::Write),
            };
            i18n.tr("share-failed", &[("why", Arg::S(&why))])
        }
        Status::Opened { resumed, failed } => {
            let mut parts = Vec::new();
            if let Some(players) = resumed {
                let names: Vec<&str> = players.iter().map(String::as_str).collect();
                let players = text::history::names_text(i18n, &names);
                parts.push(i18n.tr("resume-note", &[("players", Arg::S(&players))]));
            }
            parts.extend(failed.iter().map(|e| load_error_text(i18n, e)));
            parts.join("  ·  ")
        }
    }
}

impl From<SaveError> for Status {
    /// The status line's cause of a save that failed.
    fn from(e: SaveError) -> Status {
        match e {
            SaveError::Failed { path, error } => Status::SaveFailed { path, error },
            SaveError::FolderHeld => Status::FolderHeld,
        }
    }
}

impl Status {
    /// The session's cause of a save that failed, when this is one.
    #[must_use]
    pub fn save_error(self) -> Option<SaveError> {
        match self {
            Status::SaveFailed { path, error } => Some(SaveError::Failed { path, error }),
            Status::FolderHeld => Some(SaveError::FolderHeld),
            _ => None,
        }
    }
}

impl From<&Opened> for Option<Status> {
    /// What the status line says of a look at the saves folder: the match reopened and the
    /// files that could not be read; nothing when there is neither.
    fn from(opened: &Opened) -> Option<Status> {
        let (resumed, failed) = (opened.resumed.clone(), opened.failed.clone());
        (resumed.is_some() || !failed.is_empty()).then_some(Status::Opened { resumed, failed })
    }
}

/// What the status line can say: a [`Status`], or a cause of the session's that is one
/// ([`SaveError`], as the saving banner keeps it).
pub trait Cause {
    /// The cause as a [`Status`].
    fn cause(&self) -> Cow<'_, Status>;
}

impl Cause for Status {
    fn cause(&self) -> Cow<'_, Status> {
        Cow::Borrowed(self)
    }
}

impl Cause for SaveError {
    fn cause(&self) -> Cow<'_, Status> {
        Cow::Owned(Status::from(self.clone()))
    }
}

/// Why a save file could not be read, with its path; the file is left as it is.
#[must_use]
pub fn load_error_text(i18n: &I18n, error: &LoadError) -> String {
    let (path, why) = load_error_reason(i18n, error);
    let file = path.display().to_string();
    i18n.tr(
        "load-failed",
        &[("file", Arg::S(&file)), ("why", Arg::S(&why))],
    )
}

/// The file a save error is about, and why it could not be read (`line 2, column 5: …`), in the
/// UI's language: the history lists these under one heading.
#[must_use]
pub fn load_error_reason<'e>(i18n: &I18n, error: &'e LoadError) -> (&'e std::path::Path, String) {
    let (path, why) = match error {
        LoadError::Io { path, error } => (path, text::io_text(i18n, error, text::FileAction::Read)),
        LoadError::Parse {
            path,
            line,
            column,
            message,
            cut_short,
        } => (
            path,
            i18n.tr(
                if *cut_short {
                    "load-parse-cut"
                } else {
                    "load-parse"
                },
                &[
                    // Places in a file, not quantities: never grouped.
                    ("line", Arg::S(&line.to_string())),
                    ("column", Arg::S(&column.to_string())),
                    ("detail", Arg::S(message)),
                ],
            ),
        ),
        LoadError::Version { path, found } => (
            path,
            i18n.tr(
                "load-version",
                &[
                    ("found", Arg::N(i64::from(*found))),
                    ("max", Arg::N(i64::from(crate::store::FORMAT))),
                ],
            ),
        ),
        LoadError::Setup { path, error } => {
            let why = text::setup_error_text(i18n, error);
            (path, i18n.tr("load-setup", &[("why", Arg::S(&why))]))
        }
        LoadError::Events { path, index, error } => {
            let why = text::error_text(i18n, error);
            let n = Arg::N(*index as i64 + 1);
            (
                path,
                i18n.tr("load-event", &[("n", n), ("why", Arg::S(&why))]),
            )
        }
        LoadError::Cursor { path, events } => (
            path,
            i18n.tr("load-cursor", &[("events", Arg::N(*events as i64))]),
        ),
        LoadError::TooLarge { path, bytes } => {
            let mb = Arg::D(*bytes as f64 / 1e6, 1);
            let max = Arg::N((crate::store::MAX_SAVE_BYTES / 1_000_000) as i64);
            (path, i18n.tr("load-too-large", &[("mb", mb), ("max", max)]))
        }
        // What the panic said stays as it was written: it is for a bug report.
        LoadError::Panicked { path, message } => {
            (path, i18n.tr("load-bug", &[("detail", Arg::S(message))]))
        }
        LoadError::Empty { path } => (path, i18n.t("load-empty")),
        LoadError::NotText { path } => (path, i18n.t("load-not-text")),
        LoadError::NotASave { path, what } => (
            path,
            i18n.t(match what {
                Foreign::Folder => "load-folder",
                Foreign::NotAFile => "load-not-a-file",
                Foreign::OtherProgram => "load-other-program",
            }),
        ),
    };
    (path, why)
}

/// What a change did, in words: `Changed Ben's [0-1] to Ben's [0-2]; 3 later entries
/// replayed.`, then which later entry no longer fits, why, and how many were not kept.
#[must_use]
pub fn changed_text(i18n: &I18n, note: &ChangeNote) -> String {
    let entry = |e: &Event| entry_text(i18n, &note.before, e);
    let mut said = i18n.tr(
        "change-done",
        &[
            (
                "old",
                Arg::S(&note.old.as_ref().map(entry).unwrap_or_default()),
            ),
            ("new", Arg::S(&entry(&note.new))),
            ("n", Arg::N(note.replayed as i64)),
        ],
    );
    if let Some(stop) = note.stopped.as_ref().filter(|_| note.dropped > 0) {
        said.push(' ');
        said.push_str(&i18n.tr(
            "change-stopped",
            &[
                (
                    "entry",
                    Arg::S(&entry_text(i18n, &stop.before, &stop.event)),
                ),
                ("why", Arg::S(&text::error_text(i18n, &stop.error))),
                ("n", Arg::N(note.dropped as i64)),
            ],
        ));
    }
    said
}

/// An entry in words, as the Undo button says it (`Ben's [0-1]`, `Ben's draw`), with the tile
/// a placement went on (`Ana's [1-6] on [0-1]`) and the count of a draw of several.
fn entry_text(i: &I18n, before: &MatchState, event: &Event) -> String {
    match event {
        Event::TilePlaced { player, tile, on } => {
            let name = Arg::S(before.name(*player));
            let placed = i.tr(
                "ev-place",
                &[("name", name), ("tile", Arg::S(&tile.to_string()))],
            );
            match on {
                Some(on) => i.tr(
                    "entry-on",
                    &[("entry", Arg::S(&placed)), ("on", Arg::S(&on.to_string()))],
                ),
                None => placed,
            }
        }
        Event::TilesDrawn { count, .. } if *count > 1 => i.tr(
            "entry-draw-n",
            &[
                ("entry", Arg::S(&text::describe(i, event, before))),
                ("n", Arg::N(i64::from(*count))),
            ],
        ),
        _ => text::describe(i, event, before),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::PlacementError;

    #[test]
    fn the_same_cause_is_said_in_each_language() {
        let tile = "5-3".parse().unwrap();
        let status = Status::Refused(PlacementError::AlreadyPlayed(tile).into());
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(status_text(&i18n, &status), "5-3 is already on the table");
        i18n.set_lang(Lang::Ht);
        assert_eq!(status_text(&i18n, &status), "5-3 deja sou tab la");
    }

    #[test]
    fn show_on_phones_failing_is_said_by_its_cause_not_the_system_s_english() {
        let error = std::io::Error::new(std::io::ErrorKind::AddrInUse, "Address already in use");
        let status = Status::ShareFailed(Arc::new(error));
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(
            status_text(&i18n, &status),
            "Cannot show on phones: another program already uses the port"
        );
        i18n.set_lang(Lang::Ht);
        let ht = status_text(&i18n, &status);
        assert_eq!(
            ht,
            "Nou pa ka montre sou telefòn: yon lòt pwogram deja ap sèvi ak pò a"
        );
    }

    #[test]
    fn a_file_whose_reading_panicked_is_said_as_a_bug_in_each_language() {
        let bug = LoadError::Panicked {
            path: PathBuf::from("saves/m.ron"),
            message: "index out of bounds".into(),
        };
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(
            load_error_text(&i18n, &bug),
            "Could not open saves/m.ron: allfives stopped on a bug of its own while reading it \
             (index out of bounds). The file was left as it is."
        );
        i18n.set_lang(Lang::Ht);
        assert_eq!(
            load_error_text(&i18n, &bug),
            "Nou pa t ka louvri saves/m.ron: allfives kanpe sou yon erè nan pwòp pwogram li \
             pandan l t ap li l (index out of bounds). Nou kite fichye a jan l te ye a."
        );
    }

    #[test]
    fn load_and_save_failures_name_the_file_in_each_language() {
        let path = PathBuf::from("saves/m.ron");
        let parse = LoadError::Parse {
            path: path.clone(),
            line: 3,
            column: 7,
            message: "Expected identifier".into(),
            cut_short: false,
        };
        let version = LoadError::Version {
            path: path.clone(),
            found: 9,
        };
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        let saved = Status::SaveFailed {
            path: path.clone(),
            error: Arc::new(std::io::Error::from(std::io::ErrorKind::PermissionDenied)),
        };
        let mut i18n = I18n::new(Lang::En);
        assert_eq!(
            load_error_text(&i18n, &parse),
            "Could not open saves/m.ron: line 3, column 7: not an allfives match file \
             (Expected identifier). The file was left as it is."
        );
        assert_eq!(
            load_error_text(&i18n, &version),
            "Could not open saves/m.ron: it was written by a newer allfives (format 9; this one \
             reads 1 to 3). The file was left as it is."
        );
        let read = text::FileAction::Read;
        assert_eq!(
            text::io_text(&i18n, &missing, read),
            "the file does not exist"
        );
        assert_eq!(
            status_text(&i18n, &saved),
            "Could not save the match to saves/m.ron: permission denied"
        );
        i18n.set_lang(Lang::Ht);
        assert_eq!(
            load_error_text(&i18n, &parse),
            "Nou pa t ka louvri saves/m.ron: liy 3, kolòn 7: se pa yon fichye pati allfives \
             (Expected identifier). Nou kite fichye a jan l te ye a."
        );
        assert_eq!(
            load_error_text(&i18n, &version),
            "Nou pa t ka louvri saves/m.ron: se yon allfives ki pi nouvo ki ekri l (fòma 9; sa a \
             li 1 rive 3). Nou kite fichye a jan l te ye a."
        );
        assert_eq!(text::io_text(&i18n, &missing, read), "fichye a pa egziste");
        // A damaged file's refusal is the engine's, said in Kreyòl too.
        let events = LoadError::Events {
            path: path.clone(),
            index: 4,
            error: EventError::HandNotOver,
        };
        assert_eq!(
            load_error_text(&i18n, &events),
            "Nou pa t ka louvri saves/m.ron: evènman 5: Manch anvan an poko fini. Nou kite \
             fichye a jan l te ye a."
        );
        assert_eq!(
            status_text(&i18n, &saved),
            "Nou pa t ka anrejistre pati a nan saves/m.ron: aksè refize"
        );
    }
}
