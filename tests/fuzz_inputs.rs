//! The fuzz targets' checks as regular tests, on every committed fuzz input: the seed corpora
//! (`fuzz/corpus/<target>/`, from `../shared/vectors`) and every input that once crashed a
//! target (`fuzz/regressions/<target>/`, kept forever). A crash found by `cargo fuzz` is copied
//! into `fuzz/regressions/` and then runs here with every `cargo test`.

use std::path::{Path, PathBuf};

use allfives::engine::record::{check, replay};
use allfives::store;

/// The files of `fuzz/<kind>/<target>/`, sorted (none when the folder does not exist).
fn inputs(kind: &str, target: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz")
        .join(kind)
        .join(target);
    let Ok(read) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = read
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

/// What `fuzz/fuzz_targets/record.rs` checks.
fn check_record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let result = replay(text);
    let lines = text.lines().count().max(1);
    for problem in &result.problems {
        assert!(
            (1..=lines).contains(&problem.line),
            "{problem} of {lines} lines"
        );
        let _ = problem.to_string();
    }
    assert_eq!(result.is_valid(), result.problems.is_empty());
    let checked = check(text);
    assert_eq!(checked.problems, result.problems);
    assert_eq!(
        checked.game.as_ref().map(|g| g.scores().to_vec()),
        result.game.as_ref().map(|g| g.scores().to_vec())
    );
    if result.is_valid() {
        let canonical = replay(&result.canonical);
        assert_eq!(canonical.problems, vec![], "{}", result.canonical);
        assert_eq!(canonical.canonical, result.canonical);
        assert_eq!(
            canonical.game.as_ref().map(|g| g.scores().to_vec()),
            result.game.as_ref().map(|g| g.scores().to_vec())
        );
        let log = result.to_match().expect("a valid record is a match");
        assert!(log.state().is_ok());
    }
}

/// What `fuzz/fuzz_targets/save.rs` checks; whether the bytes loaded.
fn check_save(data: &[u8]) -> bool {
    let path = Path::new("fuzz.ron");
    let Ok(save) = store::from_bytes(path, data) else {
        return false;
    };
    let state = save.log.state().expect("a loaded match folds");
    assert_eq!(state.scores().len(), save.log.setup().sides());
    let text = ron::ser::to_string_pretty(&save, Default::default()).expect("a save serializes");
    let back = store::from_bytes(path, text.as_bytes()).expect("a written save loads");
    assert_eq!(back, save);
    true
}

#[test]
fn every_record_fuzz_input_passes_the_target_checks() {
    let seeds = inputs("corpus", "record");
    assert!(seeds.len() >= 40, "the seeds come from ../shared/vectors");
    for file in seeds.iter().chain(&inputs("regressions", "record")) {
        check_record(&std::fs::read(file).unwrap());
    }
}

#[test]
fn every_save_fuzz_input_passes_the_target_checks() {
    let seeds = inputs("corpus", "save");
    assert!(seeds.len() >= 10);
    // Every seed is a save that loads (they were written by `allfives import`).
    for file in &seeds {
        let bytes = std::fs::read(file).unwrap();
        assert!(check_save(&bytes), "{} does not load", file.display());
    }
    for file in inputs("regressions", "save") {
        check_save(&std::fs::read(file).unwrap());
    }
}
