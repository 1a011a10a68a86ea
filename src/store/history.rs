//! Every match of a saves folder, for the history screen and `allfives history`.
//!
//! [`History::scan`] lists the folder's `.ron` files and takes each one's [`Summary`] from this
//! machine's [`Index`] while the file is unchanged, reading (in parallel, with [`Progress`]) only
//! the files that are new or changed; then it writes the index back. The match files stay the
//! truth: a file that does not load is listed with its reason and never changed.
//!
//! A folder shared between laptops through a sync tool may hold two files of one match: a sync
//! tool's conflict copy (`… .sync-conflict-….ron`, `… (conflicted copy …).ron`) or a copy made by
//! hand. Files with the same start time and the same players and rules are one match: exactly one
//! of them is counted (the one that the others are a prefix of, else the original over a conflict
//! copy, else the longest), and each other names it ([`CopyOf`]).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Local, Timelike};

use super::index::{Index, Stamp};
use super::summary::Summary;
use super::{LoadError, Store, load};
use crate::engine::{Event, Variant};

/// How far a scan has got: files read of files to read (both 0 when the index was up to date).
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Progress {
    /// Nothing to read yet.
    #[must_use]
    pub fn new() -> Progress {
        Progress::default()
    }

    /// `(files read, files to read)`.
    #[must_use]
    pub fn get(&self) -> (usize, usize) {
        (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }

    /// Starts a run of `total` files.
    pub fn start(&self, total: usize) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// One more file read.
    pub fn step(&self) {
        self.done.fetch_add(1, Ordering::Relaxed);
    }
}

/// Which counted match a file is another copy of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyOf {
    /// The id of the counted file.
    pub id: String,
    /// Whether the two went different ways (neither event list is a prefix of the other), so
    /// this copy holds events the counted one lacks.
    pub diverged: bool,
}

/// One readable match file.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchEntry {
    /// The file name without `.ron`: what `allfives export` takes.
    pub id: String,
    /// The file.
    pub path: PathBuf,
    /// What the match amounts to.
    pub summary: Summary,
    /// Named like a sync tool's conflict copy: the original's id.
    pub conflict_of: Option<String>,
    /// `Some` when another file of the same match is the one counted.
    pub copy_of: Option<CopyOf>,
}

impl MatchEntry {
    /// Whether this file counts in the history and the statistics (it is no other file's copy).
    #[must_use]
    pub fn counted(&self) -> bool {
        self.copy_of.is_none()
    }
}

/// A file that does not load, with the reason (path:line:col for syntax errors).
#[derive(Clone, Debug)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// Why, typed: the app says it in the player's language, [`Unreadable::reason`] in English.
    pub error: Arc<LoadError>,
}

impl Unreadable {
    /// Why, as [`super::LoadError`] says it in English (the CLI's words), with path:line:col.
    #[must_use]
    pub fn reason(&self) -> String {
        self.error.to_string()
    }
}

/// Two listings of a file agree when they name the same file for the same reason.
impl PartialEq for Unreadable {
    fn eq(&self, other: &Self) -> bool {
        self.path == other.path && self.reason() == other.reason()
    }
}

impl Eq for Unreadable {}

/// The matches of a saves folder.
#[derive(Debug, Default)]
pub struct History {
    /// Every readable match file, the copies included, newest change first.
    pub matches: Vec<MatchEntry>,
    /// Files that do not load.
    pub unreadable: Vec<Unreadable>,
    /// Files read this time (the others came from the index).
    pub read: usize,
    /// Whether an index was found (otherwise it was built from scratch).
    pub index_found: bool,
}

impl History {
    /// Lists `store` with this machine's index, reading what is new or changed and updating the
    /// index. `progress` counts the files read.
    #[must_use]
    pub fn scan(store: &Store, progress: &Progress) -> History {
        History::scan_with(store, Index::open(store), progress)
    }

    /// [`History::scan`] with a given index (the benchmark and tests keep their own).
    #[must_use]
    pub fn scan_with(store: &Store, mut index: Index, progress: &Progress) -> History {
        let files = match_files(store.dir());
        let mut known = Vec::new();
        let mut to_read = Vec::new();
        for (name, path) in files {
            let Some(stamp) = Stamp::of(&path) else {
                continue;
            };
            match index.get(&name, stamp) {
                Some(summary) => known.push((name, path, stamp, summary.clone())),
                None => to_read.push((name, path, stamp)),
            }
        }
        progress.start(to_read.len());
        let read_count = to_read.len();
        let (read, unreadable) = read_all(to_read, progress);
        known.extend(read);
        let changed = read_count > 0 || known.len() != index.len();
        let index_found = index.found();
        if changed {
            let entries = known
                .iter()
                .map(|(name, _, stamp, summary)| (name.clone(), *stamp, summary.clone()))
                .collect();
            // A folder that cannot be written keeps no index: the next scan reads everything.
            let _ = index.replace(entries);
        }
        let mut matches: Vec<MatchEntry> = known
            .into_iter()
            .map(|(name, path, _, summary)| {
                let id = name.strip_suffix(".ron").unwrap_or(&name).to_string();
                MatchEntry {
                    conflict_of: conflict_original(&id),
                    id,
                    path,
                    summary,
                    copy_of: None,
                }
            })
            .collect();
        mark_copies(&mut matches);
        matches.sort_by(|a, b| {
            b.summary
                .updated
                .cmp(&a.summary.updated)
                .then_with(|| a.id.cmp(&b.id))
        });
        let mut unreadable = unreadable;
        unreadable.sort_by(|a, b| a.path.cmp(&b.path));
        History {
            matches,
            unreadable,
            read: read_count,
            index_found,
        }
    }

    /// The counted matches (no copies).
    pub fn counted(&self) -> impl Iterator<Item = &MatchEntry> {
        self.matches.iter().filter(|m| m.counted())
    }

    /// Every player's name in the counted matches, finished or not, of every game, sorted, each
    /// once: the club whose colours the club page, the card and the charts share
    /// (`app::theme::club_colours`).
    #[must_use]
    pub fn players(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .counted()
            .flat_map(|m| m.summary.setup.players.iter().cloned())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// The match whose id is `id`, or the only one whose id starts with it.
    ///
    /// # Errors
    /// A sentence: no such match, or the ids it could be.
    pub fn find(&self, id: &str) -> Result<&MatchEntry, String> {
        let id = id.trim().strip_suffix(".ron").unwrap_or(id.trim());
        if let Some(m) = self.matches.iter().find(|m| m.id == id) {
            return Ok(m);
        }
        let found: Vec<&MatchEntry> = self
            .matches
            .iter()
            .filter(|m| !id.is_empty() && m.id.starts_with(id))
            .collect();
        match found.as_slice() {
            [one] => Ok(one),
            [] => Err(format!("no match has the id '{id}'")),
            many => Err(format!(
                "'{id}' could be {}",
                many.iter()
                    .map(|m| m.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }

    /// The matches that `filter` keeps, sorted by `sort` (`descending` reverses it; ties go
    /// newest first): indexes into [`History::matches`].
    #[must_use]
    pub fn view(&self, filter: &Filter, sort: SortKey, descending: bool) -> Vec<usize> {
        let mut rows: Vec<usize> = (0..self.matches.len())
            .filter(|&i| filter.keeps(&self.matches[i]))
            .collect();
        rows.sort_by(|&a, &b| {
            let (a, b) = (&self.matches[a], &self.matches[b]);
            let order = sort.compare(&a.summary, &b.summary);
            let order = if descending { order.reverse() } else { order };
            order.then_with(|| b.summary.updated.cmp(&a.summary.updated))
        });
        rows
    }
}

/// A column the history table sorts by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortKey {
    /// When the match started.
    Date,
    /// The name, else the players, alphabetically.
    Players,
    /// The variant, in menu order.
    Variant,
    /// Finished before unfinished, then the winner's score.
    Result,
    /// Hands dealt.
    Hands,
    /// From the start to the last event.
    Duration,
}

impl SortKey {
    /// Every column, in the table's order.
    pub const ALL: [SortKey; 6] = [
        SortKey::Date,
        SortKey::Players,
        SortKey::Variant,
        SortKey::Result,
        SortKey::Hands,
        SortKey::Duration,
    ];

    fn compare(self, a: &Summary, b: &Summary) -> std::cmp::Ordering {
        let variant = |s: &Summary| {
            Variant::ALL
                .iter()
                .position(|v| *v == s.setup.rules.variant)
        };
        let result = |s: &Summary| (s.finished(), s.scores.iter().copied().max().unwrap_or(0));
        match self {
            SortKey::Date => a.created.cmp(&b.created),
            SortKey::Players => players_key(a).cmp(&players_key(b)),
            SortKey::Variant => variant(a).cmp(&variant(b)),
            SortKey::Result => result(a).cmp(&result(b)),
            SortKey::Hands => a.hands.cmp(&b.hands),
            SortKey::Duration => a.duration().cmp(&b.duration()),
        }
    }
}

fn players_key(s: &Summary) -> String {
    s.title
        .clone()
        .unwrap_or_else(|| s.setup.players.join(", "))
        .to_lowercase()
}

/// What the history table shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Part of a player's name, any case (empty: everyone).
    pub player: String,
    /// Only this variant.
    pub variant: Option<Variant>,
    /// Only matches without a winner (to resume one).
    pub unfinished: bool,
}

impl Filter {
    /// Whether `entry` is shown.
    #[must_use]
    pub fn keeps(&self, entry: &MatchEntry) -> bool {
        let s = &entry.summary;
        let name = self.player.trim().to_lowercase();
        (name.is_empty()
            || s.setup
                .players
                .iter()
                .any(|p| p.to_lowercase().contains(&name)))
            && self.variant.is_none_or(|v| s.setup.rules.variant == v)
            && (!self.unfinished || !s.finished())
    }
}

/// The `.ron` entries directly in `dir` (not the trash, the index or temporary files), by name.
fn match_files(dir: &Path) -> Vec<(String, PathBuf)> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    // A folder or pipe named `.ron` is listed too: loading it says why it is no save.
    let mut files: Vec<(String, PathBuf)> = read
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().to_str()?.to_string();
            (name.ends_with(".ron") && !name.starts_with('.')).then(|| (name, e.path()))
        })
        .collect();
    files.sort();
    files
}

type Read = (String, PathBuf, Stamp, Summary);

/// Loads and summarizes `files` on the worker pool ([`crate::workers::map_in_order`]), counting
/// each in `progress`.
fn read_all(
    files: Vec<(String, PathBuf, Stamp)>,
    progress: &Progress,
) -> (Vec<Read>, Vec<Unreadable>) {
    read_all_with(files, progress, |path| {
        load(path).map(|save| Summary::of(&save))
    })
}

/// [`read_all`] with `summarize` reading one file. A file whose reading panicked (a bug) is
/// unreadable with [`LoadError::Panicked`], like any file that does not load.
fn read_all_with(
    files: Vec<(String, PathBuf, Stamp)>,
    progress: &Progress,
    summarize: impl Fn(&Path) -> Result<Summary, LoadError> + Sync,
) -> (Vec<Read>, Vec<Unreadable>) {
    let results = crate::workers::map_in_order(&files, |(_, path, _)| {
        let summary = summarize(path);
        progress.step();
        summary
    });
    let mut read = Vec::new();
    let mut unreadable = Vec::new();
    for ((name, path, stamp), result) in files.into_iter().zip(results) {
        let error = match result {
            Ok(Ok(summary)) => {
                read.push((name, path, stamp, summary));
                continue;
            }
            Ok(Err(error)) => error,
            Err(panic) => {
                // Its worker stopped before counting it.
                progress.step();
                LoadError::Panicked {
                    path: path.clone(),
                    message: panic.message,
                }
            }
        };
        unreadable.push(Unreadable {
            path,
            error: Arc::new(error),
        });
    }
    (read, unreadable)
}

/// Marks every file but one in each group of files of the same match (same start time, players
/// and rules) as a copy of the counted one.
fn mark_copies(matches: &mut [MatchEntry]) {
    let mut groups: HashMap<DateTime<Local>, Vec<usize>> = HashMap::new();
    for (i, m) in matches.iter().enumerate() {
        groups.entry(m.summary.created).or_default().push(i);
    }
    for same_time in groups.into_values().filter(|g| g.len() > 1) {
        let mut left = same_time;
        while let Some(first) = left.first().copied() {
            let (group, rest): (Vec<usize>, Vec<usize>) = left
                .iter()
                .partition(|&&i| matches[i].summary.setup == matches[first].summary.setup);
            left = rest;
            if group.len() > 1 {
                mark_group(matches, &group);
            }
        }
    }
}

/// Picks the counted file of one match's files and marks the others.
fn mark_group(matches: &mut [MatchEntry], group: &[usize]) {
    let events: Vec<Option<Vec<Event>>> = group
        .iter()
        .map(|&i| {
            load(&matches[i].path)
                .ok()
                .map(|s| s.log.active_events().to_vec())
        })
        .collect();
    // Originals before conflict copies, then the longest, then the newest.
    let mut order: Vec<usize> = (0..group.len()).collect();
    order.sort_by(|&a, &b| {
        let (ma, mb) = (&matches[group[a]], &matches[group[b]]);
        ma.conflict_of
            .is_some()
            .cmp(&mb.conflict_of.is_some())
            .then(mb.summary.events.cmp(&ma.summary.events))
            .then(mb.summary.updated.cmp(&ma.summary.updated))
            .then(ma.id.cmp(&mb.id))
    });
    let prefix_of = |short: usize, long: usize| match (&events[short], &events[long]) {
        (Some(s), Some(l)) => l.starts_with(s),
        _ => false,
    };
    // The one all others lead up to, if there is one.
    let counted = order
        .iter()
        .copied()
        .find(|&c| (0..group.len()).all(|o| o == c || prefix_of(o, c)))
        .unwrap_or(order[0]);
    let id = matches[group[counted]].id.clone();
    for (k, &i) in group.iter().enumerate() {
        if k == counted {
            continue;
        }
        let diverged = !prefix_of(k, counted);
        // Files that went different ways are one match only when a sync tool named one a
        // conflict copy, or when the app's clock started them (to the nanosecond). A start
        // in whole seconds comes from a record's `date:`, and two tables can start at once.
        let same_match = !diverged
            || matches[i].conflict_of.is_some()
            || matches[i].summary.created.nanosecond() != 0;
        if same_match {
            matches[i].copy_of = Some(CopyOf {
                id: id.clone(),
                diverged,
            });
        }
    }
}

/// For a file named like a sync tool's conflict copy, the original's id: Syncthing's
/// `ID.sync-conflict-20261130-140509-ABCDEFG`, Nextcloud's and Dropbox's `ID (conflicted copy
/// …)` / `ID (Ana's conflicted copy …)`, ownCloud's `ID_conflict-…`.
#[must_use]
pub fn conflict_original(id: &str) -> Option<String> {
    if let Some(i) = id.find(".sync-conflict-") {
        return Some(id[..i].to_string());
    }
    let lower = id.to_lowercase();
    if let Some(i) = lower.find("conflicted copy") {
        let start = lower[..i].rfind(" (").unwrap_or(i);
        return Some(id[..start].trim().to_string());
    }
    lower.find("_conflict-").map(|i| id[..i].to_string())
}

/// Six random letters and digits for a new file name, so that two machines sharing the folder
/// never pick the same name.
#[must_use]
pub fn random_part() -> String {
    use rand::RngExt;
    const CHARS: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut rng: rand::rngs::StdRng = rand::make_rng();
    (0..6)
        .map(|_| char::from(CHARS[rng.random_range(0..CHARS.len())]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{MatchLog, Setup};
    use crate::store::SaveFile;

    #[test]
    fn a_reader_that_panics_on_one_file_lists_it_unreadable_and_reads_every_other() {
        let files: Vec<(String, PathBuf, Stamp)> = (0..40)
            .map(|i| {
                let name = format!("m{i:02}.ron");
                let stamp = Stamp {
                    len: i,
                    modified: 0,
                    inode: 0,
                };
                (name.clone(), PathBuf::from(name), stamp)
            })
            .collect();
        let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        let summary = Summary::of(&SaveFile::new(MatchLog::new(setup).unwrap()));
        let progress = Progress::new();
        progress.start(files.len());
        let (read, unreadable) = read_all_with(files, &progress, |path| {
            assert!(path != Path::new("m17.ron"), "a bug in the reader");
            Ok(summary.clone())
        });
        let names: Vec<&str> = read.iter().map(|(name, ..)| name.as_str()).collect();
        let expected: Vec<String> = (0..40)
            .filter(|&i| i != 17)
            .map(|i| format!("m{i:02}.ron"))
            .collect();
        assert_eq!(names, expected);
        assert!(read.iter().all(|(.., s)| *s == summary));
        assert_eq!(unreadable.len(), 1);
        assert_eq!(unreadable[0].path, Path::new("m17.ron"));
        assert!(
            matches!(&*unreadable[0].error, LoadError::Panicked { message, .. } if message == "a bug in the reader"),
            "{:?}",
            unreadable[0].error
        );
        assert_eq!(
            unreadable[0].reason(),
            "m17.ron: not read: allfives stopped on a bug while reading it (a bug in the reader)"
        );
        assert_eq!(progress.get(), (40, 40));
    }
}
