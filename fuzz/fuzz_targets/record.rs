//! Any bytes as a play record: `allfives check` reads them (UTF-8 only, as the CLI does) and
//! replays them, both as `check` and as `replay`. Never a panic; both find the same problems
//! and scores; valid exactly when there is no problem; every problem at a line of the file; a
//! valid record's canonical form is valid with the same scores, and it is a match the app can
//! open.
#![no_main]

use allfives::engine::record::{check, replay};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let result = replay(text);
    let lines = text.lines().count().max(1);
    for problem in &result.problems {
        assert!((1..=lines).contains(&problem.line), "{problem} of {lines} lines");
        // Every problem can be said.
        let _ = problem.to_string();
    }
    assert_eq!(result.is_valid(), result.problems.is_empty());
    // `allfives check` (no canonical form, no list of events) finds the same problems and scores.
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
});
