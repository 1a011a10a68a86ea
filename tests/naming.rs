//! Naming a match from the History goes through the session's door: the name and note are
//! written, and a name given after the match is no time played — the match's `updated` time,
//! and so its play time, stays as it was, whether the match is the one in play or not.

use std::path::{Path, PathBuf};

use allfives::app::{App, HistoryCommand, Lang};
use allfives::store::{self, SaveFile, exchange};
use chrono::TimeZone;

/// A finished match of the shared vectors saved in `dir` as `name`, started on 1 March 2026 at
/// 20:00 and last played 42 minutes later.
fn finished(dir: &Path, name: &str) -> (PathBuf, SaveFile) {
    let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives").unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = chrono::Local
        .with_ymd_and_hms(2026, 3, 1, 20, 0, 0)
        .unwrap();
    save.updated = save.created + chrono::Duration::minutes(42);
    let path = dir.join(name);
    store::save(&path, &save).unwrap();
    (path, save)
}

fn name(app: &mut App, path: &Path, title: &str, note: &str) {
    app.apply(HistoryCommand::SaveAbout {
        path: path.to_path_buf(),
        title: title.into(),
        note: note.into(),
    });
}

#[test]
fn naming_the_match_in_play_keeps_its_play_time() {
    let dir = tempfile::tempdir().unwrap();
    let (path, before) = finished(dir.path(), "final.ron");
    let mut app = App::new(dir.path(), Lang::En);
    app.history_mut().scan_in_foreground = true;
    // The finished match is opened on the table from the history: it is the match in play.
    app.apply(HistoryCommand::Open);
    app.apply(HistoryCommand::Resume(path.clone()));
    assert_eq!(
        app.match_path().map(|p| p.to_path_buf()),
        Some(path.clone())
    );
    name(&mut app, &path, "  The final ", "Friday at Rose's");
    let after = store::load(&path).unwrap();
    assert_eq!(after.about.title.as_deref(), Some("The final"));
    assert_eq!(after.about.note.as_deref(), Some("Friday at Rose's"));
    assert_eq!(after.updated, before.updated, "naming is no time played");
    assert_eq!(after.created, before.created);
    assert_eq!(after.log.active_events(), before.log.active_events());
    // The history lists it with the same play time: 42 minutes.
    let listing = app.history().listing.as_ref().expect("listed");
    let entry = listing.counted().find(|m| m.path == path).expect("listed");
    assert_eq!(entry.summary.duration(), chrono::Duration::minutes(42));
    assert_eq!(entry.summary.title.as_deref(), Some("The final"));
}

#[test]
fn naming_a_match_not_in_play_keeps_its_play_time() {
    let dir = tempfile::tempdir().unwrap();
    let (path, before) = finished(dir.path(), "final.ron");
    let mut app = App::new(dir.path(), Lang::En);
    assert!(
        app.match_path().is_none(),
        "a finished match is not reopened"
    );
    name(&mut app, &path, "Rematch", "");
    let after = store::load(&path).unwrap();
    assert_eq!(after.about.title.as_deref(), Some("Rematch"));
    assert_eq!(after.updated, before.updated);
}
