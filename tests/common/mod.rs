//! Helpers shared by the integration tests: tiles by notation, records checked to their problem
//! lines, and the walk over `../shared/vectors` (RECORD.md "Test files").

// Each test crate uses its own share of these.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use allfives::engine::Tile;
use allfives::engine::record::replay;

/// The tile written `s` (`"5-3"`, `"[5-3]"`).
pub fn t(s: &str) -> Tile {
    s.parse()
        .unwrap_or_else(|e| panic!("{s:?} is not a tile: {e}"))
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

/// The records for rules the engine does not keep yet, laid out as `vectors` (RECORD.md "Test
/// files"); tests read them only where the rule they bring in is kept.
pub fn next_vectors() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/next-vectors")
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

/// The hand's log as the log panel draws it: each row's line, then the lines under it (the
/// announcements and rulings), from the one table view every panel draws.
#[allow(dead_code)]
pub fn drawn_log(app: &allfives::app::App) -> Vec<String> {
    app.table_view()
        .log
        .iter()
        .flat_map(|row| std::iter::once(row.line.clone()).chain(row.extra.iter().cloned()))
        .collect()
}

/// Every text painted in the last frame of `h`, with where it is (shapes inside shapes
/// included): what a player reads, whether or not a widget names it (the arrows on the felt).
#[allow(dead_code)]
pub fn painted_texts<S>(h: &egui_kittest::Harness<'_, S>) -> Vec<(egui::Rect, String)> {
    fn walk(shape: &egui::Shape, out: &mut Vec<(egui::Rect, String)>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            egui::Shape::Text(text) => {
                let rect = egui::Rect::from_min_size(text.pos, text.galley.size());
                out.push((rect, text.galley.text().to_string()));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}
