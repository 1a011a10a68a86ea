//! The club night board's watch-only page (`/b/TOKEN`) as a browser shows it: Debian's headless
//! Chromium (driven by chromedriver) on the real server on loopback, the app's window frames
//! run through egui_kittest beside it (sharing keeps the board following the saves folder and
//! sends each night to the page). A table in play in the folder shows with its score. On CI a
//! missing browser fails the test; elsewhere it is skipped with a note.

use std::path::Path;
use std::time::Duration;

use allfives::engine::{Event, MatchLog, MugginsRule, Seat, Setup, Variant};
use allfives::share::limits::Limits;
use allfives::store::{self, SaveFile};
use serde_json::json;

mod common;
mod share;
use share::webdriver::{Driver, browser_here};
use share::{save_match, sharing};

const WAIT: Duration = Duration::from_secs(20);

/// Another table's match, started now and in play: Dee has led the 5-5 against Eli (10 points).
fn other_table(saves: &Path) {
    let names = ["Dee", "Eli"].map(String::from).to_vec();
    let mut m = MatchLog::new(Setup::new(names, Variant::AllFives)).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    m.push(common::lead(0, "5-5")).unwrap();
    let mut save = SaveFile::new(m);
    save.created = chrono::Local::now();
    save.updated = save.created;
    store::save(&saves.join("table-2.ron"), &save).unwrap();
}

#[test]
fn the_board_page_shows_the_tables_in_play_and_their_scores() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    other_table(saves.path());
    let (app, _) = sharing(saves.path(), Limits::default());
    let link = app.sharing().unwrap().board_link();
    let mut h = common::ui::unstarted(app, common::ui::WINDOW);
    let browser = std::thread::spawn(move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let page = driver.browser(1280, 800, profiles.path());
        page.go(&link);
        page.until(WAIT, "the board", || {
            page.text("#in-play-head") == "In play: 2 tables"
        });
        let cards = page.js(
            "return [...document.querySelectorAll('#in-play .card')].map((c) => ({ \
               who: c.querySelector('.who').textContent, \
               sides: [...c.querySelectorAll('.side')].map((s) => s.textContent), \
               line: c.querySelector('.line').textContent }));",
            json!([]),
        );
        (page.text("#title"), cards)
    });
    // The window's frames, as eframe would run them, while the browser reads the page.
    while !browser.is_finished() {
        h.step();
        std::thread::sleep(Duration::from_millis(5));
    }
    let (title, cards) = browser.join().expect("the browser's thread");
    assert_eq!(title, "Club night board");
    let cards = cards.as_array().expect("the cards").clone();
    let dee = cards
        .iter()
        .find(|c| c["who"] == "Dee, Eli")
        .unwrap_or_else(|| panic!("no card of Dee and Eli: {cards:?}"));
    assert_eq!(dee["sides"], json!(["Dee10", "Eli0"]), "{dee}");
    assert_eq!(dee["line"], "Hand 1");
    let ana = cards
        .iter()
        .find(|c| c["who"] == "Ana, Ben, Cy")
        .unwrap_or_else(|| panic!("no card of the table shared: {cards:?}"));
    assert_eq!(ana["sides"], json!(["Ana0", "Ben0", "Cy0"]), "{ana}");
}
