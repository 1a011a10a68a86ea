//! The history subcommands, for scripting (all take `--saves DIR`): `allfives history [--ids]
//! [--csv]`, `allfives export ID` and `allfives import FILE...`. Standard output carries only
//! what was asked for; notes about copies and unreadable files go to standard error.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::engine::Side;
use crate::engine::{MugginsRule, Rules, Scale};
use crate::store::history::{Filter, History, MatchEntry, Progress, SortKey};
use crate::store::import::{ImportFailure, Imported, import_one};
use crate::store::index::{Index, Stamp};
use crate::store::summary::Summary;
use crate::store::{self, Store, exchange};

/// The rules in short, in English: `All Fives to 250`, then only what differs from the
/// variant's preset (`÷5`, `muggins steal`, `reserve 2`, …).
#[must_use]
pub fn rules_short(rules: &Rules, players: usize) -> String {
    let preset = Rules::preset(rules.variant, players);
    let mut parts = vec![format!("{} to {}", rules.variant, rules.target)];
    if rules.scale != preset.scale {
        parts.push(match rules.scale {
            Scale::Points => "points".into(),
            Scale::Fives => "÷5".into(),
            Scale::Threes => "÷3".into(),
        });
    }
    if rules.deal != preset.deal {
        parts.push(format!("{} tiles", rules.deal.tiles_each(players)));
    }
    if rules.exact_target != preset.exact_target {
        parts.push(
            if rules.exact_target {
                "exact"
            } else {
                "not exact"
            }
            .into(),
        );
    }
    if rules.end_of_hand != preset.end_of_hand {
        parts.push(rules.end_of_hand.keyword().into());
    }
    if rules.muggins != preset.muggins {
        parts.push(match rules.muggins {
            MugginsRule::Off => "no muggins".into(),
            m => format!("muggins {}", m.keyword()),
        });
    }
    if rules.draw_when_able != preset.draw_when_able {
        parts.push("draw when able".into());
    }
    if rules.boneyard_reserve != preset.boneyard_reserve {
        parts.push(format!("reserve {}", rules.boneyard_reserve));
    }
    parts.join(", ")
}

/// `1:05` (hours and minutes).
#[must_use]
pub fn duration_text(summary: &Summary) -> String {
    let minutes = summary.duration().num_minutes();
    format!("{}:{:02}", minutes / 60, minutes % 60)
}

/// One `allfives history` line: id, start, sides, rules, scores, result, hands, duration, name
/// and note, separated by tabs.
#[must_use]
pub fn history_line(entry: &MatchEntry) -> String {
    let s = &entry.summary;
    let setup = &s.setup;
    let sides: Vec<String> = Side::all(setup.sides())
        .map(|i| setup.side_name(i))
        .collect();
    let scores: Vec<String> = (0..setup.sides())
        .map(|i| format!("{} {}", sides[i], s.scores.get(i).copied().unwrap_or(0)))
        .collect();
    let result = match s.winner {
        Some(side) => format!("{} won", sides[side]),
        None => "unfinished".into(),
    };
    let about = [s.title.as_deref(), s.note.as_deref()]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" — ");
    [
        entry.id.clone(),
        s.created.format("%Y-%m-%d %H:%M").to_string(),
        sides.join(" vs "),
        rules_short(&setup.rules, setup.players.len()),
        scores.join(", "),
        result,
        if s.hands == 1 {
            "1 hand".to_string()
        } else {
            format!("{} hands", s.hands)
        },
        duration_text(s),
        about,
    ]
    .join("\t")
    .trim_end()
    .to_string()
}

/// Why `saves` cannot be listed: it does not exist or is not a folder (a typo in `--saves` is
/// said, never read as an empty club).
///
/// # Errors
/// The sentence `allfives` prints.
pub fn check_saves(saves: &Path) -> Result<(), String> {
    match std::fs::metadata(saves) {
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(format!(
            "the saves folder {} is not a folder (--saves takes the folder the matches are in)",
            saves.display()
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(format!(
            "there is no saves folder {} (--saves takes the folder the matches are in)",
            saves.display()
        )),
        Err(e) => Err(format!(
            "cannot read the saves folder {}: {e}",
            saves.display()
        )),
    }
}

/// Lists `saves` quietly, or says on standard error why it cannot ([`check_saves`]) and gives
/// the exit code 1.
///
/// # Errors
/// The exit code when the folder is missing or not a folder.
pub(crate) fn open(saves: &Path) -> Result<History, ExitCode> {
    if let Err(why) = check_saves(saves) {
        eprintln!("allfives: {why}");
        return Err(ExitCode::FAILURE);
    }
    Ok(History::scan(&Store::new(saves), &Progress::new()))
}

/// Whether a write failed only because the reader went away (`| head`): not an error, the
/// command ends quietly with exit code 0.
#[must_use]
pub fn closed_pipe(error: &std::io::Error) -> bool {
    error.kind() == std::io::ErrorKind::BrokenPipe
}

/// [`closed_pipe`] for a CSV writer's error.
#[must_use]
pub fn closed_pipe_csv(error: &::csv::Error) -> bool {
    matches!(error.kind(), ::csv::ErrorKind::Io(e) if closed_pipe(e))
}

/// Lists the saves folder, telling standard error about copies and unreadable files; a folder
/// that is missing or not a folder is said, with exit code 1.
///
/// # Errors
/// The exit code when the folder cannot be listed.
pub(crate) fn scan(saves: &Path) -> Result<History, ExitCode> {
    let history = open(saves)?;
    for entry in &history.matches {
        if let Some(copy) = &entry.copy_of {
            let how = if entry.conflict_of.is_some() {
                "a sync conflict copy"
            } else {
                "a copy"
            };
            let diverged = if copy.diverged {
                " (it went its own way)"
            } else {
                ""
            };
            eprintln!(
                "{}: {how} of {}{diverged}, not counted",
                entry.path.display(),
                copy.id
            );
        }
    }
    for bad in &history.unreadable {
        eprintln!("{}", bad.reason());
    }
    Ok(history)
}

/// `allfives history [--ids] [--csv]`: every counted match, newest first, one per line
/// ([`history_line`]), or only their ids, or the CSV ([`store::csv_export`]). Exit code 0 (also
/// when the reader stops early, as `| head` does), or 1 when the saves folder is missing or the
/// CSV cannot be written.
#[must_use]
pub fn history(saves: &Path, ids: bool, csv: bool, out: &mut dyn Write) -> ExitCode {
    let history = match scan(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    if csv {
        return match write_csv_kept(&history, &Store::new(saves), out) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if closed_pipe_csv(&e) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("allfives: cannot write the CSV: {e}");
                ExitCode::FAILURE
            }
        };
    }
    for i in history.view(&Filter::default(), SortKey::Date, true) {
        let entry = &history.matches[i];
        if !entry.counted() {
            continue;
        }
        let line = if ids {
            entry.id.clone()
        } else {
            history_line(entry)
        };
        // A closed stdout (`| head`) ends the listing.
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// The first line of this machine's store of CSV rows: its format and the columns it holds.
fn rows_header() -> String {
    format!(
        "allfives csv rows 1 {}\n",
        store::csv_export::COLUMNS.join(",")
    )
}

/// This machine's store of each match's CSV rows, so `history --csv` of 10,000 matches does not
/// read and replay 10,000 files every time: `saves/.index/<machine>.csv-rows` beside the index,
/// a cache like it (an entry is used only while its file's size, modification time and inode
/// are unchanged; a missing, damaged or older store is rebuilt). Each entry is a line `FILE
/// LEN MODIFIED INODE BYTES` (tabs) and then exactly BYTES bytes of CSV rows.
#[derive(Default)]
struct KeptRows {
    entries: HashMap<String, (Stamp, Vec<u8>)>,
}

impl KeptRows {
    fn path(store: &Store) -> PathBuf {
        Index::path_for(store).with_extension("csv-rows")
    }

    fn open(store: &Store) -> KeptRows {
        std::fs::read(KeptRows::path(store))
            .ok()
            .and_then(|bytes| KeptRows::parse(&bytes))
            .unwrap_or_default()
    }

    fn parse(bytes: &[u8]) -> Option<KeptRows> {
        let mut rest = bytes.strip_prefix(rows_header().as_bytes())?;
        let mut entries = HashMap::new();
        while !rest.is_empty() {
            let end = rest.iter().position(|&b| b == b'\n')?;
            let line = std::str::from_utf8(&rest[..end]).ok()?;
            let fields: Vec<&str> = line.split('\t').collect();
            let [file, len, modified, inode, size] = fields.as_slice() else {
                return None;
            };
            let stamp = Stamp {
                len: len.parse().ok()?,
                modified: modified.parse().ok()?,
                inode: inode.parse().ok()?,
            };
            let size: usize = size.parse().ok()?;
            rest = &rest[end + 1..];
            let rows = rest.get(..size)?;
            entries.insert((*file).to_string(), (stamp, rows.to_vec()));
            rest = &rest[size..];
        }
        Some(KeptRows { entries })
    }

    /// Writes `entries` atomically; a folder that cannot be written keeps none.
    fn save(store: &Store, entries: &[(String, Stamp, Vec<u8>)]) -> std::io::Result<()> {
        let path = KeptRows::path(store);
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir)?;
        let mut tmp = tempfile::Builder::new()
            .prefix(".csv-rows-")
            .suffix(".tmp")
            .tempfile_in(dir)?;
        let mut w = std::io::BufWriter::new(tmp.as_file_mut());
        w.write_all(rows_header().as_bytes())?;
        for (file, stamp, rows) in entries {
            writeln!(
                w,
                "{file}\t{}\t{}\t{}\t{}",
                stamp.len,
                stamp.modified,
                stamp.inode,
                rows.len()
            )?;
            w.write_all(rows)?;
        }
        w.flush()?;
        drop(w);
        tmp.persist(&path).map_err(|e| e.error)?;
        Ok(())
    }
}

/// The CSV of [`store::csv_export::write`], byte for byte, each match's rows taken from this
/// machine's kept rows while its file is unchanged ([`KeptRows`]) and made from the file (and
/// kept) otherwise.
fn write_csv_kept(
    history: &History,
    store: &Store,
    out: &mut dyn Write,
) -> Result<(), ::csv::Error> {
    use store::csv_export::{COLUMNS, in_order, write_match};
    let render = |entry: &MatchEntry| -> Result<Vec<u8>, ::csv::Error> {
        let mut csv = ::csv::Writer::from_writer(Vec::new());
        write_match(&mut csv, entry)?;
        csv.into_inner()
            .map_err(|e| ::csv::Error::from(std::io::Error::other(e.to_string())))
    };
    let mut header = ::csv::Writer::from_writer(Vec::new());
    header.write_record(COLUMNS)?;
    let header = header
        .into_inner()
        .map_err(|e| ::csv::Error::from(std::io::Error::other(e.to_string())))?;
    let mut kept = KeptRows::open(store);
    let mut now = Vec::new();
    let mut changed = false;
    let mut out = std::io::BufWriter::with_capacity(1 << 16, out);
    out.write_all(&header)?;
    for entry in in_order(history) {
        let file = entry
            .path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned());
        let stamp = Stamp::of(&entry.path);
        let keepable = file
            .as_ref()
            .filter(|f| !f.contains(['\t', '\n']))
            .zip(stamp);
        let cached = keepable.and_then(|(file, stamp)| {
            kept.entries
                .remove(file)
                .filter(|(s, _)| *s == stamp)
                .map(|(_, rows)| rows)
        });
        let rows = match cached {
            Some(rows) => rows,
            None => {
                changed = true;
                render(entry)?
            }
        };
        out.write_all(&rows)?;
        if let Some((file, stamp)) = keepable {
            now.push((file.clone(), stamp, rows));
        }
    }
    out.flush()?;
    if changed || !kept.entries.is_empty() {
        // A cache that cannot be written is no error: the next run makes the rows again.
        let _ = KeptRows::save(store, &now);
    }
    Ok(())
}

/// `allfives export ID`: the match's play record on standard output. Exit code 0, or 1 with the
/// reason on standard error (no such match, a file that does not load, a match that cannot be
/// exported now).
#[must_use]
pub fn export(saves: &Path, id: &str, out: &mut dyn Write) -> ExitCode {
    let history = match open(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    let entry = match history.find(id) {
        Ok(entry) => entry,
        Err(why) => {
            eprintln!("allfives: {why}");
            return ExitCode::FAILURE;
        }
    };
    let text = store::load(&entry.path)
        .map_err(|e| e.to_string())
        .and_then(|save| {
            exchange::export(&save).map_err(|e| format!("{}: {e}", entry.path.display()))
        });
    match text {
        Ok(text) => {
            let _ = out.write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Err(why) => {
            eprintln!("{why}");
            ExitCode::FAILURE
        }
    }
}

/// The CLI's English words for [`ImportFailure`] (the History screen says it in the UI's
/// language: `app::text::history`).
impl ImportFailure {
    /// The lines `allfives import` prints for the record at `file`: `FILE:LINE: message` for
    /// each problem, or `TARGET: cannot save: …`.
    #[must_use]
    pub fn lines(&self, file: &Path) -> Vec<String> {
        let file = file.display();
        match self {
            ImportFailure::Read(e) => vec![format!("{file}:1: cannot read: {e}")],
            ImportFailure::NotText => vec![format!(
                "{file}:1: not a play record: the file is not UTF-8 text"
            )],
            ImportFailure::Record(problems) => problems
                .iter()
                .map(|p| format!("{file}:{}: {}", p.line, p.error))
                .collect(),
            ImportFailure::Save { target, error } => {
                vec![format!("{}: cannot save: {error}", target.display())]
            }
        }
    }
}

/// The record files `arguments` name, in order: a file as given, a folder as the `.fives` files
/// in it (not in its subfolders), by name.
///
/// # Errors
/// A sentence for a folder that cannot be read or holds no `.fives` file.
pub fn record_files(arguments: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for argument in arguments {
        if !argument.is_dir() {
            files.push(argument.clone());
            continue;
        }
        let read = std::fs::read_dir(argument)
            .map_err(|e| format!("{}: cannot read the folder: {e}", argument.display()))?;
        let mut found: Vec<PathBuf> = read
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "fives"))
            .collect();
        if found.is_empty() {
            return Err(format!(
                "{}: the folder holds no play record (.fives)",
                argument.display()
            ));
        }
        found.sort();
        files.extend(found);
    }
    Ok(files)
}

/// `allfives import FILE_OR_FOLDER...`: checks each record (a folder: each `.fives` file in it,
/// [`record_files`]) and saves it as a match in `saves`, printing `FILE: imported as PATH` (or
/// `FILE: already in the history as ID`), or the problems; then lists the folder once more so
/// this machine's index holds the new matches (the next `ratings` or `history` reads none of
/// them again). Exit code 0, or 1 when any file could not be imported or `saves` is not a
/// folder.
#[must_use]
pub fn import(arguments: &[PathBuf], saves: &Path, out: &mut dyn Write) -> ExitCode {
    if saves.exists()
        && let Err(why) = check_saves(saves)
    {
        eprintln!("allfives: {why}");
        return ExitCode::FAILURE;
    }
    let files = match record_files(arguments) {
        Ok(files) => files,
        Err(why) => {
            eprintln!("allfives: {why}");
            return ExitCode::FAILURE;
        }
    };
    let store = Store::new(saves);
    let history = History::scan(&store, &Progress::new());
    let mut added = Vec::new();
    let mut saved = Vec::new();
    let mut code = ExitCode::SUCCESS;
    for path in &files {
        let lines = match import_one(path, &store, &history, &mut added) {
            Ok(Imported::Saved(target)) => {
                saved.push(target.clone());
                vec![format!(
                    "{}: imported as {}",
                    path.display(),
                    target.display()
                )]
            }
            Ok(Imported::AlreadyThere(id)) if id.is_empty() => vec![format!(
                "{}: already imported from an earlier file",
                path.display()
            )],
            Ok(Imported::AlreadyThere(id)) => {
                vec![format!(
                    "{}: already in the history as {id}",
                    path.display()
                )]
            }
            Err(failure) => {
                code = ExitCode::FAILURE;
                failure.lines(path)
            }
        };
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
    }
    if !saved.is_empty() {
        keep_index(&store, &history, &saved, &added);
    }
    code
}

/// Puts the matches just saved at `saved` (the files of `added`) into this machine's index with
/// the ones `history` listed, so the next listing reads none of them. An entry stays only while
/// its file is as the index last saw it (a file a sync tool changed meanwhile is read next time);
/// a folder whose index cannot be written is listed as before, reading every file.
fn keep_index(store: &Store, history: &History, saved: &[PathBuf], added: &[store::SaveFile]) {
    let name = |path: &Path| path.file_name().map(|n| n.to_string_lossy().into_owned());
    let mut index = Index::open(store);
    let mut entries = Vec::with_capacity(history.matches.len() + saved.len());
    for entry in &history.matches {
        if let (Some(file), Some(stamp)) = (name(&entry.path), Stamp::of(&entry.path))
            && let Some(summary) = index.get(&file, stamp)
        {
            entries.push((file, stamp, summary.clone()));
        }
    }
    for (path, save) in saved.iter().zip(added) {
        if let (Some(file), Some(stamp)) = (name(path), Stamp::of(path)) {
            entries.push((file, stamp, Summary::of(save)));
        }
    }
    let _ = index.replace(entries);
}
