//! The exit codes of the real binary, part of the command line's contract (RECORD.md
//! "Checking"): 0 when everything is valid, 1 when a record (or a match, a file) is refused,
//! 2 for a command line that is not one.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_allfives");

/// `allfives ARGS…` with `--saves` in a fresh folder: its exit code and standard output.
fn run(args: &[&str]) -> (i32, String) {
    let saves = tempfile::tempdir().unwrap();
    let output = Command::new(BIN)
        .arg("--saves")
        .arg(saves.path())
        .args(args)
        .output()
        .unwrap();
    let code = output
        .status
        .code()
        .expect("exited, not killed by a signal");
    (code, String::from_utf8(output.stdout).unwrap())
}

#[test]
fn check_exits_0_when_every_record_is_valid_1_when_one_is_refused_and_2_on_misuse() {
    let good = "../shared/vectors/all-fives-rules-card.fives";
    let bad = "../shared/vectors/invalid/does-not-fit.fives";
    let (code, out) = run(&["check", good]);
    assert_eq!((code, out.lines().count()), (0, 1), "{out}");
    assert!(out.starts_with(&format!("{good}: ok · ")), "{out}");
    let (code, out) = run(&["check", good, bad]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.lines().nth(1).unwrap().starts_with(&format!("{bad}:")),
        "{out}"
    );
    assert_eq!(run(&["check"]).0, 2);
    assert_eq!(run(&["check", "--no-such-flag", good]).0, 2);
}

#[test]
fn score_import_export_and_history_exit_0_on_success_and_1_on_a_refusal() {
    let good = "../shared/vectors/all-fives-rules-card.fives";
    let bad = "../shared/vectors/invalid/draw-zero.fives";
    assert_eq!(run(&["score", good]).0, 0);
    assert_eq!(run(&["score", bad]).0, 1);
    assert_eq!(run(&["import", good]).0, 0);
    assert_eq!(run(&["import", good, bad]).0, 1);
    assert_eq!(run(&["history"]).0, 0);
    assert_eq!(run(&["export", "no-such-match"]).0, 1);
}
