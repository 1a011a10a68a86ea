//! The fuzz targets' checks as regular tests, on every committed fuzz input: the seed corpora
//! (`fuzz/corpus/<target>/`, from `../shared/vectors`) and every input that once crashed a
//! target (`fuzz/regressions/<target>/`, kept forever). A crash found by `cargo fuzz` is copied
//! into `fuzz/regressions/` and then runs here with every `cargo test`.

use std::path::{Path, PathBuf};

use allfives::fuzzing::{check_entry, check_record, check_save};

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

#[test]
fn every_entry_fuzz_input_passes_the_target_checks() {
    let seeds = inputs("corpus", "entry");
    assert!(seeds.len() >= 8, "the seeds are the page's own entries");
    for file in seeds.iter().chain(&inputs("regressions", "entry")) {
        check_entry(&std::fs::read(file).unwrap());
    }
}
