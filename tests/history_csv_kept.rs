//! `allfives history --csv` keeps each match's rows beside this machine's index, so a warm run
//! reads no match file: the CSV is byte for byte the one made from the files, cold or warm, and
//! a file that changed (or went) is made again (or left out).

use std::path::Path;
use std::process::Command;

use allfives::store::history::{History, Progress};
use allfives::store::index::Index;
use allfives::store::{self, Store, csv_export, exchange};
use chrono::{Local, TimeZone};

fn csv_of(saves: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(["history", "--csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

/// The CSV made from the files themselves (the library's writer, nothing kept).
fn from_the_files(saves: &Path) -> String {
    let history = History::scan(&Store::new(saves), &Progress::new());
    let mut out = Vec::new();
    csv_export::write(&history, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn save_vector(dir: &Path, name: &str, day: u32) {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}.fives")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = Local.with_ymd_and_hms(2026, 3, day, 20, 0, 0).unwrap();
    save.updated = save.created + chrono::Duration::minutes(30);
    store::save(&dir.join(format!("{name}.ron")), &save).unwrap();
}

#[test]
fn the_csv_is_the_same_cold_and_warm_and_follows_changed_files() {
    let dir = tempfile::tempdir().unwrap();
    for (day, name) in [
        (1, "all-fives-2p"),
        (2, "muggins-3p"),
        (3, "five-up-4p"),
        (4, "fives-and-threes-2p"),
    ] {
        save_vector(dir.path(), name, day);
    }
    let expected = from_the_files(dir.path());
    assert!(expected.lines().count() > 40, "{expected}");
    // Cold: made from the files, and kept.
    assert_eq!(csv_of(dir.path()), expected);
    let kept = Index::path_for(&Store::new(dir.path())).with_extension("csv-rows");
    assert!(kept.exists());
    // Warm: the same bytes.
    assert_eq!(csv_of(dir.path()), expected);

    // A match saved again with another start: its rows are made again.
    save_vector(dir.path(), "muggins-3p", 9);
    let changed = from_the_files(dir.path());
    assert_ne!(changed, expected);
    assert!(changed.contains("2026-03-09T20:00:00"));
    assert_eq!(csv_of(dir.path()), changed);
    // A match gone: its rows go too.
    std::fs::remove_file(dir.path().join("five-up-4p.ron")).unwrap();
    let fewer = from_the_files(dir.path());
    assert!(!fewer.contains("five-up-4p"));
    assert_eq!(csv_of(dir.path()), fewer);
    assert_eq!(csv_of(dir.path()), fewer);

    // A damaged store of rows is rebuilt, never trusted.
    std::fs::write(&kept, "allfives csv rows 1 garbage").unwrap();
    assert_eq!(csv_of(dir.path()), fewer);
}
