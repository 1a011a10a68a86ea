//! The checks the fuzz targets (`fuzz/fuzz_targets/`) run on any bytes, kept in one place so that
//! `tests/fuzz_inputs.rs` runs the very same checks on every committed fuzz input. Each panics
//! (the fuzzer's crash) on a broken promise; none is for the app's own use.

use std::path::Path;

use crate::engine::record::{check, replay};
use crate::store;

/// Any bytes as a play record, as `allfives check` reads them (UTF-8 only) and as `replay` does:
/// never a panic; both find the same problems and scores; valid exactly when there is no problem;
/// every problem at a line of the file; a valid record's canonical form is valid with the same
/// scores, and it is a match the app can open (RECORD.md).
///
/// # Panics
/// When one of those promises is broken.
pub fn check_record(data: &[u8]) {
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
        // Every problem can be said.
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

/// Any bytes as a save file: the loader never panics, and what it accepts is a match whose every
/// event is legal and that is written and read back the same. Returns whether the bytes loaded.
///
/// # Panics
/// When one of those promises is broken.
pub fn check_save(data: &[u8]) -> bool {
    let path = Path::new("fuzz.ron");
    let Ok(save) = store::from_bytes(path, data) else {
        return false;
    };
    let state = save.log.state().expect("a loaded match folds");
    assert_eq!(state.scores().len(), save.log.setup().sides());
    let text = ron::ser::to_string_pretty(&save, ron::ser::PrettyConfig::default())
        .expect("a save serializes");
    let back = store::from_bytes(path, text.as_bytes()).expect("a written save loads");
    assert_eq!(back, save);
    true
}

/// Any bytes as a phone's entry body, as the sharing server reads it
/// ([`crate::share::entry::decode`]): never a panic; a body over the size limit is refused for
/// its size alone; a decoded entry has a well-formed id and a language the app speaks, and its
/// action reads back the same when written again as the page writes it.
///
/// # Panics
/// When one of those promises is broken.
pub fn check_entry(data: &[u8]) {
    use crate::share::entry::{self, Action, DecodeError, MAX_ENTRY_BYTES, MAX_ID_CHARS};
    let decoded = entry::decode(data);
    if data.len() > MAX_ENTRY_BYTES {
        assert_eq!(decoded, Err(DecodeError::TooLarge(data.len())));
        return;
    }
    let Ok(e) = decoded else {
        // Every refusal can be said.
        let _ = decoded.map_err(|why| why.to_string());
        return;
    };
    assert!((1..=MAX_ID_CHARS).contains(&e.id.len()));
    assert!(
        e.id.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
    assert!(e.lang == "en" || e.lang == "ht");
    let what = match e.action {
        Action::Place { tile, at: None } => format!(r#""do":"place","tile":"{tile}""#),
        Action::Place {
            tile,
            at: Some((node, end)),
        } => format!(r#""do":"place","tile":"{tile}","node":{node},"end":{end}"#),
        Action::Draw => r#""do":"draw""#.into(),
        Action::Pass => r#""do":"pass""#.into(),
        Action::Announce(p) => format!(r#""do":"announce","points":{p}"#),
        Action::SaidNothing => r#""do":"said-nothing""#.into(),
        Action::Muggins => r#""do":"muggins""#.into(),
    };
    let again = format!(
        r#"{{"id":"{}","base":{},"lang":"{}",{what}}}"#,
        e.id, e.base, e.lang
    );
    assert_eq!(entry::decode(again.as_bytes()).as_ref(), Ok(&e), "{again}");
}
