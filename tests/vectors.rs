//! Every record under `../shared/vectors` through the engine: valid ones pass with all their
//! assertions; each file in `invalid/` fails at the line its first line names; changing any
//! asserted `= N` in a valid record makes the check fail at that line.

use std::path::{Path, PathBuf};

use allfives::engine::record::replay;

fn vectors() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors")
}

/// The `.fives` files directly in `dir`, sorted.
fn records(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "fives"))
        .collect();
    files.sort();
    files
}

/// Every folder under `vectors/` except `invalid/`, including `vectors/` itself.
fn valid_dirs() -> Vec<PathBuf> {
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

#[test]
fn every_valid_record_checks() {
    let mut count = 0;
    let mut failures = Vec::new();
    for dir in valid_dirs() {
        for file in records(&dir) {
            count += 1;
            let text = std::fs::read_to_string(&file).unwrap();
            let result = replay(&text);
            for p in &result.problems {
                failures.push(format!("{}:{}: {}", file.display(), p.line, p.message));
            }
        }
    }
    assert!(
        count >= 38,
        "found only {count} records under {}",
        vectors().display()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_record_fails_at_its_line() {
    let files = records(&vectors().join("invalid"));
    assert!(files.len() >= 4);
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let want: usize = text
            .lines()
            .next()
            .and_then(|l| l.strip_prefix("# error-line:"))
            .map(|n| n.trim().parse().unwrap())
            .unwrap_or_else(|| panic!("{}: no '# error-line: N' first line", file.display()));
        let result = replay(&text);
        assert!(!result.is_valid(), "{} was accepted", file.display());
        assert_eq!(
            result.problems[0].line,
            want,
            "{}: {}",
            file.display(),
            result.problems[0].message
        );
    }
}

#[test]
fn changing_any_asserted_points_fails_at_that_line() {
    let mut mutated = 0;
    for dir in valid_dirs() {
        for file in records(&dir) {
            let text = std::fs::read_to_string(&file).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            for (i, line) in lines.iter().enumerate() {
                let code = line.split('#').next().unwrap();
                let Some((before, value)) = code.split_once('=') else {
                    continue;
                };
                let value: i32 = value.trim().parse().unwrap();
                let mut changed: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
                changed[i] = format!("{before}= {}", value + 1);
                let result = replay(&changed.join("\n"));
                assert!(
                    result.problems.iter().any(|p| p.line == i + 1),
                    "{}:{}: changing = {value} to {} went unnoticed: {:?}",
                    file.display(),
                    i + 1,
                    value + 1,
                    result.problems
                );
                mutated += 1;
            }
        }
    }
    assert!(mutated > 1000, "only {mutated} assertions found");
}

#[test]
fn canonical_form_checks_and_keeps_the_scores() {
    for dir in valid_dirs() {
        for file in records(&dir) {
            let text = std::fs::read_to_string(&file).unwrap();
            let first = replay(&text);
            let again = replay(&first.canonical);
            assert!(
                again.is_valid(),
                "{}: canonical form fails: {:?}\n{}",
                file.display(),
                again.problems,
                first.canonical
            );
            assert_eq!(again.score_line(), first.score_line(), "{}", file.display());
            assert_eq!(
                replay(&again.canonical).canonical,
                again.canonical,
                "{}: not stable",
                file.display()
            );
        }
    }
}
