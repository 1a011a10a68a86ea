//! Every record under `../shared/vectors` through the engine: valid ones pass with all their
//! assertions; each file in `invalid/` fails at the line its first line names; changing any
//! asserted `= N` in a valid record makes the check fail at that line.

mod common;

use allfives::engine::record::replay;
use common::{invalid_records, valid_records, vectors};

#[test]
fn every_valid_record_checks() {
    let mut count = 0;
    let mut failures = Vec::new();
    for file in valid_records() {
        count += 1;
        let text = std::fs::read_to_string(&file).unwrap();
        let result = replay(&text);
        for p in &result.problems {
            failures.push(format!("{}:{}: {}", file.display(), p.line, p.error));
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
    let files = invalid_records();
    assert!(files.len() >= 4);
    for (file, want) in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let result = replay(&text);
        assert!(!result.is_valid(), "{} was accepted", file.display());
        assert_eq!(
            result.problems[0].line,
            want,
            "{}: {}",
            file.display(),
            result.problems[0].error
        );
    }
}

#[test]
fn changing_any_asserted_points_fails_at_that_line() {
    let mut mutated = 0;
    for file in valid_records() {
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
    assert!(mutated > 1000, "only {mutated} assertions found");
}

#[test]
fn canonical_form_checks_and_keeps_the_scores() {
    for file in valid_records() {
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
