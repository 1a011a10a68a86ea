//! The history screen's state and what its buttons do: the listing of the saves folder
//! (scanned on a background thread while a progress bar shows), the table's sort and filters, the
//! selected match, a name and note being edited, the last deletion (for Undo), imports, and the
//! match being replayed. Nothing here changes a match's events: resuming hands the file to the
//! table like a reopened match.

pub mod board;
pub mod club;
pub(crate) mod notes;
pub(crate) mod panels;
pub mod replay;
pub(crate) mod steps;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::thread::JoinHandle;

pub use crate::app::command::HistoryCommand;
use crate::app::history::club::ClubView;
use crate::app::history::replay::Replay;
use crate::app::i18n::I18n;
use crate::app::screen::Effect;
use crate::app::screen::Screen;
use crate::app::session::{Session, SessionError};
use crate::app::status::Status;
use crate::engine::Variant;
use crate::store::exchange::ExportError;
use crate::store::history::{Filter, History, Progress, SortKey};
use crate::store::import::{ImportFailure, Imported, import_one};
use crate::store::trash::{self, AboutTrashed, InTrash, Trashed};
use crate::store::{self, LoadError, Store, exchange};

/// Which page of the history screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The table of matches.
    Matches,
    /// Each player's statistics.
    Players,
    /// The club: standings, ratings over time, head-to-head.
    Club,
    /// The club night board: every table's match in play, the night's finished matches and
    /// standings, followed as the sync engine brings files in.
    Board,
    /// One match: its replay and charts.
    Replay,
}

/// What the history's last action did, kept as its cause and said in the language of the moment
/// (`history::notes::note_text`): no English of the CLI or the system reaches the screen.
#[derive(Debug)]
pub enum HistoryNote {
    /// This match file went to the trash.
    Deleted {
        /// The file's name.
        file: String,
        /// What match it was (`None`: the file did not read as one).
        about: Option<AboutTrashed>,
    },
    /// A match's play record was written to this file.
    Exported(PathBuf),
    /// The history's CSV was written to this file.
    CsvWritten(PathBuf),
    /// A file of the club page (the standings' CSV, a match card) was written here.
    Written(PathBuf),
    /// A match file could not be read (it is left as it is).
    NotLoaded(Arc<LoadError>),
    /// A play record or the CSV could not be written.
    NotExported(NotExported),
    /// A file could not be moved to or from the trash.
    NotMoved {
        /// The file.
        path: PathBuf,
        /// Why, from the system.
        error: std::io::Error,
    },
    /// A name and note could not be saved (said as the table says a failed save).
    NotSaved(Status),
    /// What an import did with each file, in order.
    Imported(Vec<FileImported>),
}

impl From<SessionError> for HistoryNote {
    /// What the history says when the session's door refused or could not open, name or
    /// trash a match.
    fn from(e: SessionError) -> HistoryNote {
        match e {
            SessionError::ReadOnly => HistoryNote::NotSaved(Status::ReadOnly),
            SessionError::NotLoaded(e) => HistoryNote::NotLoaded(Arc::new(e)),
            SessionError::NotSaved(e) => HistoryNote::NotSaved(Status::from(e)),
            SessionError::NotMoved { path, error } => HistoryNote::NotMoved { path, error },
        }
    }
}

/// A file an import was given, and what became of it.
pub type FileImported = (PathBuf, Result<Imported, ImportFailure>);

/// Why a play record or the CSV could not be written.
#[derive(Debug)]
pub enum NotExported {
    /// The match file does not load.
    Load(LoadError),
    /// The match is at a moment no record reads back the same.
    Export(ExportError),
    /// The system refused to write the file.
    Io(std::io::Error),
    /// The match card could not be drawn.
    Card(crate::card::CardError),
}

/// A background job: its progress and the thread doing it.
#[derive(Debug)]
struct Job<T> {
    progress: Arc<Progress>,
    handle: JoinHandle<T>,
}

/// A name and note being edited.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Editing {
    /// The match file.
    pub path: PathBuf,
    /// The name as typed.
    pub title: String,
    /// The note as typed.
    pub note: String,
}

/// What the history screen holds.
#[derive(Debug)]
pub struct HistoryView {
    /// The page shown.
    pub page: Page,
    /// The folder as last listed.
    pub listing: Option<History>,
    scan: Option<Job<History>>,
    import: Option<Job<Vec<FileImported>>>,
    /// The table's filters.
    pub filter: Filter,
    /// The column the table is sorted by.
    pub sort: SortKey,
    /// Whether it is sorted high to low (newest first).
    pub descending: bool,
    /// The statistics' variant (`None`: all).
    pub stats_variant: Option<Variant>,
    /// The selected match's id.
    pub selected: Option<String>,
    /// A name and note being edited.
    pub editing: Option<Editing>,
    /// The file deleted last, for Undo, while it is still in the trash.
    pub deleted: Option<Trashed>,
    /// Whether that file was the match in play: Undo delete opens it at the table again.
    pub deleted_in_play: bool,
    /// The files in the trash, as last listed, each with what match it was.
    pub trash: Vec<InTrash>,
    /// What the last action did (exported to …, cannot …).
    pub message: Option<HistoryNote>,
    /// The paths typed for an import.
    pub import_path: String,
    /// The match being replayed.
    pub replay: Option<Replay>,
    /// The page the replay's Back returns to (the table of matches, or the club's chart).
    pub replay_from: Page,
    /// The club page.
    pub club: ClubView,
    /// The club night board.
    pub board: board::BoardState,
    /// List the folder on the UI thread (tests): no progress bar, no waiting.
    pub scan_in_foreground: bool,
    /// The saves folder last listed (to list it again when an import ends).
    store: Option<Store>,
    /// The table's rows for the filters and sort they were made for (sorting 10,000 matches
    /// every frame would slow the screen down).
    rows: Option<(Filter, SortKey, bool, Arc<Vec<usize>>)>,
}

impl Default for HistoryView {
    fn default() -> HistoryView {
        HistoryView {
            page: Page::Matches,
            listing: None,
            scan: None,
            import: None,
            filter: Filter::default(),
            sort: SortKey::Date,
            descending: true,
            stats_variant: None,
            selected: None,
            editing: None,
            deleted: None,
            deleted_in_play: false,
            trash: Vec::new(),
            message: None,
            import_path: String::new(),
            replay: None,
            replay_from: Page::Matches,
            club: ClubView::default(),
            board: board::BoardState::default(),
            scan_in_foreground: false,
            store: None,
            rows: None,
        }
    }
}

impl HistoryView {
    /// Lists the folder of `store` again, on a background thread (or at once in the foreground).
    pub fn rescan(&mut self, store: &Store) {
        self.store = Some(store.clone());
        self.trash = trash::contents(store);
        // Undo delete goes once the file has left the trash (restored from the trash's list).
        if let Some(deleted) = &self.deleted
            && !self.trash.iter().any(|t| t.path == deleted.to)
        {
            self.deleted = None;
        }
        if self.scan_in_foreground {
            self.listing = Some(History::scan(store, &Progress::new()));
            self.rows = None;
            self.club.forget();
            return;
        }
        if self.scan.is_some() {
            return;
        }
        let progress = Arc::new(Progress::new());
        let (p, s) = (progress.clone(), store.clone());
        let handle = std::thread::spawn(move || History::scan(&s, &p));
        self.scan = Some(Job { progress, handle });
    }

    /// Whether the folder is being listed or records imported.
    #[must_use]
    pub fn busy(&self) -> bool {
        self.scan.is_some() || self.import.is_some()
    }

    /// `(files read, files to read)` of the scan or import under way.
    #[must_use]
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.scan
            .as_ref()
            .map(|j| j.progress.get())
            .or_else(|| self.import.as_ref().map(|j| j.progress.get()))
    }

    /// Takes the result of a finished scan or import; `true` when something finished (an
    /// import is followed by a scan).
    pub fn poll(&mut self) -> bool {
        let mut done = false;
        if self.scan.as_ref().is_some_and(|j| j.handle.is_finished())
            && let Some(job) = self.scan.take()
        {
            if let Ok(listing) = job.handle.join() {
                self.listing = Some(listing);
                self.rows = None;
                self.club.forget();
            }
            done = true;
        }
        if self.import.as_ref().is_some_and(|j| j.handle.is_finished())
            && let Some(job) = self.import.take()
        {
            if let Ok(done) = job.handle.join() {
                self.message = Some(HistoryNote::Imported(done));
            }
            if let Some(store) = self.store.clone() {
                self.rescan(&store);
            }
            done = true;
        }
        done
    }

    /// The rows the table shows: indexes into the listing's matches, filtered and sorted.
    #[must_use]
    pub fn rows(&mut self) -> Arc<Vec<usize>> {
        if let Some((filter, sort, descending, rows)) = &self.rows
            && *filter == self.filter
            && *sort == self.sort
            && *descending == self.descending
        {
            return rows.clone();
        }
        let rows = Arc::new(self.listing.as_ref().map_or_else(Vec::new, |l| {
            l.view(&self.filter, self.sort, self.descending)
        }));
        self.rows = Some((
            self.filter.clone(),
            self.sort,
            self.descending,
            rows.clone(),
        ));
        rows
    }

    /// The listed match with this id.
    #[must_use]
    pub fn entry(&self, id: &str) -> Option<&store::history::MatchEntry> {
        self.listing
            .as_ref()
            .and_then(|l| l.matches.iter().find(|m| m.id == id))
    }
}

/// The `.fives` files `paths` name: each file, and every `.fives` file directly in a folder.
fn record_files(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut inside: Vec<PathBuf> = std::fs::read_dir(path)
                .into_iter()
                .flatten()
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "fives"))
                .collect();
            inside.sort();
            files.extend(inside);
        } else {
            files.push(path.clone());
        }
    }
    files
}

impl HistoryView {
    /// Carries out a history command on the saves folder of `session` (opening, naming and
    /// trashing a match go through its door); a card is drawn in `i18n`'s words.
    pub fn apply(&mut self, command: HistoryCommand, session: &mut Session, i18n: &I18n) -> Effect {
        match command {
            HistoryCommand::Open => {
                self.page = Page::Matches;
                self.rescan(session.store());
                return Effect::show(Screen::History);
            }
            HistoryCommand::Close => {
                return Effect::show(if session.has_match() {
                    Screen::Table
                } else {
                    Screen::NewMatch
                });
            }
            HistoryCommand::Rescan => self.rescan(session.store()),
            HistoryCommand::Resume(path) => {
                let mut effect = self.reopen(session, &path);
                if effect.other_match {
                    effect.show = Some(Screen::Table);
                }
                return effect;
            }
            HistoryCommand::Replay(path, at) => self.open_replay(path, at),
            HistoryCommand::SaveAbout { path, title, note } => {
                self.message = session
                    .name(&path, &title, &note)
                    .err()
                    .map(HistoryNote::from);
                self.editing = None;
                self.rescan(session.store());
            }
            HistoryCommand::Delete(path) => return self.delete(session, &path),
            HistoryCommand::UndoDelete => return self.undo_delete(session),
            HistoryCommand::Restore(path) => {
                self.message = session.untrash_file(&path).err().map(HistoryNote::from);
                self.rescan(session.store());
            }
            HistoryCommand::Export(path) => self.export(session.store(), &path),
            HistoryCommand::ExportCsv => self.export_csv(session.store()),
            HistoryCommand::Import(paths) => self.import(session.store(), &paths),
            HistoryCommand::ExportStandings => self.export_standings(session.store()),
            HistoryCommand::Card(path) => self.save_card(session.store(), &path, i18n),
        }
        Effect::none()
    }

    /// Brings back the file deleted last; the match in play when it was deleted is in play again.
    fn undo_delete(&mut self, session: &mut Session) -> Effect {
        let Some(trashed) = self.deleted.take() else {
            return Effect::none();
        };
        let in_play = std::mem::take(&mut self.deleted_in_play);
        let mut effect = Effect::none();
        match session.untrash(&trashed) {
            Ok(back) => {
                self.message = None;
                if in_play && !session.has_match() {
                    effect = self.reopen(session, &back);
                }
            }
            Err(e) => self.message = Some(HistoryNote::from(e)),
        }
        self.rescan(session.store());
        effect
    }

    /// Makes the match at `path` the one in play through the session, the screen staying as it
    /// is (if it does not load, the history says why).
    fn reopen(&mut self, session: &mut Session, path: &Path) -> Effect {
        match session.resume(path) {
            Ok(()) => Effect {
                status: Some(None),
                other_match: true,
                form_like_match: true,
                changed: true,
                ..Effect::none()
            },
            Err(e) => {
                self.message = Some(HistoryNote::from(e));
                Effect::none()
            }
        }
    }

    /// Loads `path` into the replay, at step `at` or its first placement.
    fn open_replay(&mut self, path: PathBuf, at: Option<usize>) {
        let id = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        match store::load(&path) {
            Ok(save) => {
                let mut replay = Replay::new(id, path, &save.log);
                if let Some(at) = at {
                    replay.go(at);
                }
                self.replay = Some(replay);
                if self.page != Page::Replay {
                    self.replay_from = self.page;
                }
                self.page = Page::Replay;
            }
            Err(e) => self.message = Some(HistoryNote::NotLoaded(Arc::new(e))),
        }
    }

    /// Moves a match file to the trash through the session; the match in play is closed if it
    /// was that one.
    fn delete(&mut self, session: &mut Session, path: &Path) -> Effect {
        let about = trash::about(path);
        let mut effect = Effect::none();
        match session.trash(path) {
            Ok((trashed, in_play)) => {
                effect.changed = in_play;
                self.deleted_in_play = in_play;
                let file = path.file_name().unwrap_or_default().to_string_lossy();
                let file = file.into_owned();
                self.message = Some(HistoryNote::Deleted { file, about });
                self.deleted = Some(trashed);
                self.selected = None;
            }
            Err(e) => self.message = Some(HistoryNote::from(e)),
        }
        self.rescan(session.store());
        effect
    }

    /// The folder exports are written to: `saves/exports/`.
    fn exports_dir(store: &Store) -> PathBuf {
        store.dir().join("exports")
    }

    /// Writes the match's play record to `saves/exports/ID.fives` and says where.
    fn export(&mut self, store: &Store, path: &Path) {
        let id = path.file_stem().unwrap_or_default().to_string_lossy();
        let target = Self::exports_dir(store).join(format!("{id}.fives"));
        let written = store::load(path)
            .map_err(NotExported::Load)
            .and_then(|save| exchange::export(&save).map_err(NotExported::Export))
            .and_then(|text| {
                std::fs::create_dir_all(Self::exports_dir(store))
                    .and_then(|()| std::fs::write(&target, text))
                    .map_err(NotExported::Io)
            });
        self.message = Some(match written {
            Ok(()) => HistoryNote::Exported(target),
            Err(why) => HistoryNote::NotExported(why),
        });
    }

    /// Writes the history as CSV to `saves/exports/history.csv`.
    fn export_csv(&mut self, store: &Store) {
        let Some(listing) = &self.listing else {
            return;
        };
        let target = Self::exports_dir(store).join("history.csv");
        let written = std::fs::create_dir_all(Self::exports_dir(store))
            .and_then(|()| std::fs::File::create(&target))
            .and_then(|file| {
                store::csv_export::write(listing, std::io::BufWriter::new(file))
                    .map_err(std::io::Error::from)
            });
        self.message = Some(match written {
            Ok(_) => HistoryNote::CsvWritten(target),
            Err(error) => HistoryNote::NotExported(NotExported::Io(error)),
        });
    }

    /// Imports records on a background thread (a progress bar shows); the folder is listed again
    /// when it is done.
    fn import(&mut self, store: &Store, paths: &[PathBuf]) {
        let files = record_files(paths);
        if files.is_empty() || self.import.is_some() {
            return;
        }
        let progress = Arc::new(Progress::new());
        progress.start(files.len());
        let (p, folder) = (progress.clone(), store.clone());
        let run = move || {
            let history = History::scan(&folder, &Progress::new());
            let mut added = Vec::new();
            let mut done = Vec::new();
            for file in files {
                let outcome = import_one(&file, &folder, &history, &mut added);
                done.push((file, outcome));
                p.step();
            }
            done
        };
        if self.scan_in_foreground {
            self.message = Some(HistoryNote::Imported(run()));
            self.rescan(store);
            return;
        }
        let handle = std::thread::spawn(run);
        self.store = Some(store.clone());
        self.import = Some(Job { progress, handle });
    }
}
