//! Naming a match from the History goes through the session's door: the name and note are
//! written, and a name given after the match is no time played — the match's `updated` time,
//! and so its play time, stays as it was, whether the match is the one in play or not.

use std::path::{Path, PathBuf};

use allfives::app::{App, HistoryCommand, Lang};
use allfives::store::{self, SaveFile};
use egui::Rect;

mod common;
use common::ui::{H, click, harness, painted_texts, type_into};

/// A finished match of the shared vectors saved in `dir` as `name`, started on 1 March 2026 at
/// 20:00 and last played 42 minutes later.
fn finished(dir: &Path, name: &str) -> (PathBuf, SaveFile) {
    common::ui::save_vector(dir, "matches/all-fives-2p.fives", 1, name)
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

/// The History list's Time column in the row of the match started at `started`, as painted:
/// the text of that row that starts where the column's heading does.
fn painted_time(h: &H, started: &str) -> String {
    let texts = painted_texts(h);
    let heading: Rect = texts
        .iter()
        .find(|(_, t)| t.starts_with("Time"))
        .unwrap_or_else(|| panic!("no Time heading painted: {texts:?}"))
        .0;
    let row: Rect = texts
        .iter()
        .find(|(r, t)| t == started && r.top() > heading.bottom())
        .unwrap_or_else(|| panic!("no row of {started} painted: {texts:?}"))
        .0;
    texts
        .iter()
        .filter(|(r, _)| r.center().y > row.top() && r.center().y < row.bottom())
        .min_by(|(a, _), (b, _)| {
            let off = |r: &Rect| (r.left() - heading.left()).abs();
            off(a).total_cmp(&off(b))
        })
        .map(|(_, t)| t.clone())
        .expect("the row's texts")
}

#[test]
fn naming_the_match_just_finished_from_the_history_keeps_the_painted_time_column() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = finished(dir.path(), "final.ron");
    let mut app = App::new(dir.path(), Lang::En);
    app.history_mut().scan_in_foreground = true;
    // The finished match on the table: the match in play, as after its last hand.
    app.apply(HistoryCommand::Open);
    app.apply(HistoryCommand::Resume(path.clone()));
    assert_eq!(app.match_path().map(|p| p.to_path_buf()), Some(path));
    let mut h = harness(app);
    click(&mut h, "History");
    let started = "2026-03-01 20:00";
    assert_eq!(painted_time(&h, started), "42 min");
    // Named in its detail, as the table does it.
    click(&mut h, started);
    click(&mut h, "Name and note…");
    type_into(&mut h, "Name", "The final");
    click(&mut h, "Save");
    assert!(
        painted_texts(&h)
            .iter()
            .any(|(_, t)| t.contains("The final")),
        "the name is shown"
    );
    assert_eq!(
        painted_time(&h, started),
        "42 min",
        "naming is no time played"
    );
}
