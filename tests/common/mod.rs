//! Helpers shared by the integration tests: tiles by notation, events and setups, records
//! checked to their problem lines, the walk over `../shared/vectors` (RECORD.md "Test files"),
//! and in [`ui`] the one harness of every UI test.

// Each test crate uses its own share of these.
#![allow(dead_code)]

pub mod painted;
pub mod ui;
pub mod window;

use std::path::{Path, PathBuf};

use allfives::engine::record::replay;
use allfives::engine::{Event, MatchLog, Seat, Setup, Tile, Variant};

// Also here, where test files have always called them (`common::painted_texts`).
#[allow(unused_imports)]
pub use ui::{drawn_log, painted_texts};

/// The tile written `s` (`"5-3"`, `"[5-3]"`).
pub fn t(s: &str) -> Tile {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} is not a tile: {e}"))
}

/// `player` places `tile` on `on` (a tile on the layout; `None`: the lead).
pub fn placed<'a>(player: usize, tile: &'a str, on: impl Into<Option<&'a str>>) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: on.into().map(t),
    }
}

/// `player` leads `tile`.
pub fn lead(player: usize, tile: &str) -> Event {
    placed(player, tile, None)
}

/// `player` announces `points` (raw).
pub fn says(player: usize, points: i32) -> Event {
    Event::PointsAnnounced {
        player: Seat(player),
        points,
    }
}

/// A match of `variant` for `names`, seated in that order, on the variant's own rules.
pub fn setup(names: &[&str], variant: Variant) -> Setup {
    Setup::new(names.iter().map(ToString::to_string).collect(), variant)
}

/// A match of `variant` for Ana and Ben.
pub fn two(variant: Variant) -> Setup {
    setup(&["Ana", "Ben"], variant)
}

/// A match of `setup` whose first hand Ana (seat 0) leads: the deal entered, nothing placed.
pub fn dealt(setup: Setup) -> MatchLog {
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    log
}

/// Each problem of a record as `LINE: message`, as `allfives check` prints it after the file
/// name.
pub fn problems(text: &str) -> Vec<String> {
    replay(text)
        .problems
        .iter()
        .map(ToString::to_string)
        .collect()
}

/// The shared test vectors.
pub fn vectors() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors")
}

/// The `.fives` files directly in `dir`, sorted.
pub fn records(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "fives"))
        .collect();
    files.sort();
    files
}

/// Every folder under `vectors/` except `invalid/`, including `vectors/` itself, parents first.
pub fn valid_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![vectors()];
    let mut i = 0;
    while i < dirs.len() {
        let mut subs: Vec<PathBuf> = std::fs::read_dir(&dirs[i])
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n != "invalid"))
            .collect();
        subs.sort();
        dirs.extend(subs);
        i += 1;
    }
    dirs
}

/// Every valid record: the `.fives` files of [`valid_dirs`], folder by folder.
pub fn valid_records() -> Vec<PathBuf> {
    valid_dirs().iter().flat_map(|dir| records(dir)).collect()
}

/// Each record in `vectors/invalid/` with the line its first line names (`# error-line: N`).
pub fn invalid_records() -> Vec<(PathBuf, usize)> {
    invalid_records_in(&vectors().join("invalid"))
}

/// Each record in `dir` with the line its first line names (`# error-line: N`).
pub fn invalid_records_in(dir: &Path) -> Vec<(PathBuf, usize)> {
    records(dir)
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file).unwrap();
            let line = text
                .lines()
                .next()
                .and_then(|l| l.strip_prefix("# error-line:"))
                .map(|n| n.trim().parse().unwrap())
                .unwrap_or_else(|| panic!("{}: no '# error-line: N' first line", file.display()));
            (file, line)
        })
        .collect()
}

/// A Five Up hand's tiles, each with the tile it is played on: [5-5] led, its sides covered
/// ([5-1], [5-2]), then an arm of spinners up its top tip — [5-3], [3-3], [3-4], [4-4], [4-6],
/// [6-6], [6-0], [0-0], [0-4], [4-2] — every other tile a spinner.
#[allow(dead_code)]
pub const FIVE_UP_ARM_OF_SPINNERS: [(&str, Option<&str>); 13] = [
    ("5-5", None),
    ("5-1", Some("5-5")),
    ("5-2", Some("5-5")),
    ("5-3", Some("5-5")),
    ("3-3", Some("5-3")),
    ("3-4", Some("3-3")),
    ("4-4", Some("3-4")),
    ("4-6", Some("4-4")),
    ("6-6", Some("4-6")),
    ("6-0", Some("6-6")),
    ("0-0", Some("6-0")),
    ("0-4", Some("0-0")),
    ("4-2", Some("0-4")),
];
