//! The window's first frame never waits for the saves folder (egui_kittest, no GPU): on a folder
//! of matches never listed on this machine, the first frame draws the new-match screen with the
//! banner `Reading … of … matches…`, and once the worker has listed the folder the newest
//! unfinished match is reopened at the table, as a start that read the folder first reopens it.

use std::time::{Duration, Instant};

use allfives::app::{App, Lang, Screen};
use allfives::store::generated::generate_saves;

mod common;
use common::ui::{WINDOW, painted_strings, unstarted};

#[test]
fn the_first_frame_shows_the_folder_being_read_and_the_match_comes_back_after() {
    let dir = tempfile::tempdir().unwrap();
    // Enough files that reading them all (no index yet) takes longer than a frame.
    generate_saves(dir.path(), 300, 7).unwrap();
    let mut h = unstarted(App::opening(dir.path(), Lang::En), WINDOW);
    h.step();
    let first = painted_strings(&h);
    assert!(
        first
            .iter()
            .any(|t| t == "Reading the saves folder…" || t.starts_with("Reading ")),
        "{first:?}"
    );
    assert_eq!(h.state().screen(), Screen::NewMatch);
    assert!(h.state().match_path().is_none());
    // The worker lists the folder; a frame takes what it found.
    let started = Instant::now();
    while h.state().match_path().is_none() && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
        h.step();
    }
    h.step();
    let reopened = h.state().match_path().map(|p| p.to_path_buf());
    assert!(reopened.is_some(), "no match reopened");
    assert_eq!(h.state().screen(), Screen::Table);
    assert!(
        !painted_strings(&h)
            .iter()
            .any(|t| t.starts_with("Reading ")),
        "the banner stays"
    );
    // The same match a start that reads the folder first reopens.
    let read_first = App::new(dir.path(), Lang::En);
    assert_eq!(read_first.match_path().map(|p| p.to_path_buf()), reopened);
}
