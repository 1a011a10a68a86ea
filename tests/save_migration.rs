//! Saves are a public format: a save written before "said nothing" was an entry (format 2, a
//! "Muggins!" call with no announcement before it) still opens, with the same scores, through
//! the migration on load (RULES.md §6: the calls open after the announcement; such a call meant
//! the placer said nothing).

use std::path::Path;

use allfives::engine::{Event, Seat};
use allfives::store;

#[test]
fn a_format_2_save_whose_call_has_no_announcement_opens_with_its_silence_and_scores() {
    // tests/fixtures/format-2-silent-call.ron: Ana leads [5-5] and says nothing; Ben calls
    // (steal) and takes the 10; Ben's [5-0] (10) and his announcement, undone.
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/format-2-silent-call.ron");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.ron");
    std::fs::copy(&fixture, &path).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("format: 2") && !text.contains("NothingSaid"));
    let save = store::load(&path).unwrap();
    assert_eq!(save.format, store::FORMAT);
    let log = &save.log;
    assert_eq!(
        log.events()[2..4],
        [
            Event::NothingSaid { player: Seat(0) },
            Event::MugginsCalled { player: Seat(1) }
        ]
    );
    assert_eq!(
        log.cursor(),
        5,
        "the cursor moves past the silence before it"
    );
    let state = log.state().unwrap();
    assert_eq!(state.scores(), &[0, 10], "Ben took Ana's 10");
    // The undone announcement can still be redone.
    let mut redo = log.clone();
    assert!(redo.redo());
    assert_eq!(redo.state().unwrap().announced(), Some(10));
    // Opening it changes nothing on disk until the match is played on.
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}
