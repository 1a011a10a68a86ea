//! The phones draw the table view the window draws, seen in Debian's headless Chromium (driven
//! by chromedriver) on the real server on loopback, the app's own Session behind it (no window:
//! the test serves the phones as the window's frames do): the hand's log numbered as the window
//! keeps it (entry 1 the hand's first), and at a hand's end what the window's dialog says — how
//! the hand ended, the settlement's steps and award as soon as the view has them, and otherwise
//! whose tiles the settlement still needs — on the watch page and on a seat's page alike. On CI
//! a missing browser fails the test; elsewhere it is skipped with a note.
//!
//! With `ALLFIVES_SHOTS=DIR` the pages are also saved there as PNGs: the watch page at the
//! blocked hand's end (`phone-hand-end.png`, 400 × 800), its log (`phone-log.png`), and Ana's
//! page while the settlement waits for the tiles shown (`phone-hand-needs.png`).

use std::time::Duration;

use allfives::engine::record::replay;
use allfives::engine::{Event, MatchLog};
use allfives::share::limits::Limits;
use serde_json::json;

mod common;
mod share;
use share::webdriver::{Browser, Driver, browser_here};
use share::{serving, sharing};

const WAIT: Duration = Duration::from_secs(20);

/// The match of `record` (a shared record's first lines, its `score:` lines left out) with its
/// last hand ended and not settled — the settlement and the tiles shown for it taken back, for
/// the table to enter —, saved in `saves` as the unfinished match the app reopens.
fn save_record(saves: &std::path::Path, record: &str) {
    let text: String = record
        .lines()
        .filter(|l| !l.starts_with("score:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let played = replay(&text);
    assert!(played.is_valid(), "{:?}", played.problems);
    let log = played.to_match().unwrap();
    let mut events = log.active_events().to_vec();
    while matches!(
        events.last(),
        Some(Event::Tallied | Event::HandRevealed { .. })
    ) {
        events.pop();
    }
    let cursor = events.len();
    let log = MatchLog::from_parts(log.setup().clone(), events, cursor).unwrap();
    common::ui::save_log(saves, log);
}

/// `vectors/matches/NAME` up to (not including) `stop`.
fn vector_until(name: &str, stop: &str) -> String {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    let end = text
        .find(stop)
        .unwrap_or_else(|| panic!("{stop:?} in {name}"));
    text[..end].to_string()
}

/// Ana and Ben, Fives and Threes: hand 1 of the shared record settled, hand 2 blocked (both
/// knock) and not settled yet: the window shows its end-of-hand dialog.
fn blocked_fives_and_threes() -> String {
    vector_until("fives-and-threes-2p.fives", "\nhand 3")
}

/// A phone's browser of `width` × `height` with its own profile under `dir`.
fn phone(driver: &Driver, dir: &std::path::Path, name: &str, width: u32, height: u32) -> Browser {
    let profile = dir.join(name);
    std::fs::create_dir(&profile).unwrap();
    driver.browser(width, height, &profile)
}

/// Opens `link` and waits for its first state and the page's words.
fn open(page: &Browser, link: &str) {
    page.go(link);
    page.until(WAIT, "the first state", || page.version() >= 1);
    page.until(WAIT, "the page's words", || {
        !page.text("#log-title").is_empty()
    });
}

/// Each row of the page's log as the browser numbers it (the HTML rules for an `<ol>`: its
/// `reversed` and `start`, each item's `value`), with the row's own line, in the order shown.
const NUMBERED_LOG: &str = "
    const ol = document.getElementById('log');
    const items = [...ol.children];
    const down = ol.reversed;
    let n = ol.hasAttribute('start') ? ol.start : (down ? items.length : 1);
    return items.map((li) => {
        if (li.hasAttribute('value')) n = li.value;
        const here = n;
        n += down ? -1 : 1;
        return [here, li.firstChild.textContent];
    });";

/// What the page shows as a reader reads it.
fn shown(page: &Browser) -> String {
    page.js("return document.body.innerText;", json!([]))
        .as_str()
        .unwrap_or("")
        .to_string()
}

#[test]
fn the_phones_number_the_hands_log_as_the_window_keeps_it_the_first_entry_one() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_record(saves.path(), &blocked_fives_and_threes());
    let (mut app, links) = sharing(saves.path(), Limits::default());
    // The window's log: the hand's rows, oldest first.
    let window: Vec<String> = app
        .table_view()
        .log
        .iter()
        .map(|r| r.line.clone())
        .collect();
    assert_eq!(window.len(), 14, "{window:?}");
    assert!(window[0].starts_with("Ben"), "{window:?}");
    let (watch_link, ben_link) = (links.watch.clone(), links.seats[1].1.clone());
    let shots = std::env::var_os("ALLFIVES_SHOTS").map(std::path::PathBuf::from);
    let numbered = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let watch = phone(&driver, profiles.path(), "watch", 390, 844);
        let ben = phone(&driver, profiles.path(), "ben", 390, 844);
        open(&watch, &watch_link);
        open(&ben, &ben_link);
        if let Some(dir) = shots {
            watch.js(
                "document.getElementById('log').scrollIntoView(); return true;",
                json!([]),
            );
            std::thread::sleep(Duration::from_millis(150));
            std::fs::write(dir.join("phone-log.png"), watch.png()).unwrap();
        }
        [
            watch.js(NUMBERED_LOG, json!([])),
            ben.js(NUMBERED_LOG, json!([])),
        ]
    });
    for page in numbered {
        let mut rows: Vec<(u64, String)> = page
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r[0].as_u64().unwrap(), r[1].as_str().unwrap().to_string()))
            .collect();
        rows.sort();
        let expected: Vec<(u64, String)> = (1..).zip(window.iter().cloned()).collect();
        assert_eq!(rows, expected, "entry N on the phone is the window's N-th");
    }
}

#[test]
fn the_phones_show_the_settlement_of_a_blocked_fives_and_threes_hand_while_its_dialog_is_open() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_record(saves.path(), &blocked_fives_and_threes());
    let (mut app, links) = sharing(saves.path(), Limits::default());
    // What the window's dialog says: how the hand ended, then the settlement's steps and award.
    let view = app.table_view().clone();
    let settling = view.settling.clone();
    assert_eq!(
        settling.last().map(String::as_str),
        Some("Nobody scores: a blocked hand scores nothing in Fives and Threes"),
        "{settling:?}"
    );
    // Hand 1's settlement, "Last hand" until this one is settled.
    assert_eq!(view.last_hand, ["Ana chipped out: + 1 with the last tile"]);
    let (watch_link, ben_link) = (links.watch.clone(), links.seats[1].1.clone());
    let shots = std::env::var_os("ALLFIVES_SHOTS").map(std::path::PathBuf::from);
    let pages = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let watch = phone(&driver, profiles.path(), "watch", 400, 800);
        let ben = phone(&driver, profiles.path(), "ben", 390, 844);
        open(&watch, &watch_link);
        open(&ben, &ben_link);
        if let Some(dir) = shots {
            watch.screenshot(&dir.join("phone-hand-end.png"));
        }
        [shown(&watch), shown(&ben)]
    });
    for page in pages {
        for line in ["The hand is over", "The game is blocked", "Settlement"]
            .into_iter()
            .chain(settling.iter().map(String::as_str))
        {
            assert!(page.contains(line), "{line:?} on the phone:\n{page}");
        }
        assert!(page.contains("Last hand\n"), "{page}");
        assert!(page.contains(&view.last_hand[0]), "{page}");
    }
}

#[test]
fn the_phones_say_whose_tiles_the_settlement_still_needs_before_it_can_settle() {
    if !browser_here() {
        return;
    }
    // Ana, Ben and Cy, All Fives: Cy dominoes with [6-6]; Ana's and Ben's tiles are not known
    // (the boneyard still holds tiles), so nothing settles yet.
    let saves = tempfile::tempdir().unwrap();
    save_record(
        saves.path(),
        &vector_until("all-fives-3p.fives", "\nhand 2"),
    );
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let view = app.table_view().clone();
    assert!(view.settling.is_empty(), "{:?}", view.settling);
    // The window's dialog: how the hand ended and whose tiles it asks for.
    let dialog = serde_json::to_value(&view).unwrap()["between"]["HandOver"].clone();
    assert_eq!(dialog["how"], "Cy dominoed", "{dialog}");
    let titles: Vec<&str> = dialog["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        ["What Ana holds (1 tile)", "What Ben holds (2 tiles)"]
    );
    let (watch_link, ana_link) = (links.watch.clone(), links.seats[0].1.clone());
    let shots = std::env::var_os("ALLFIVES_SHOTS").map(std::path::PathBuf::from);
    let pages = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let watch = phone(&driver, profiles.path(), "watch", 390, 844);
        let ana = phone(&driver, profiles.path(), "ana", 390, 844);
        open(&watch, &watch_link);
        open(&ana, &ana_link);
        if let Some(dir) = shots {
            ana.screenshot(&dir.join("phone-hand-needs.png"));
        }
        [shown(&watch), shown(&ana)]
    });
    for page in pages {
        for line in [
            "The hand is over",
            "Cy dominoed",
            "What Ana holds (1 tile)",
            "What Ben holds (2 tiles)",
            "Enter what each player holds to see the settlement.",
        ] {
            assert!(page.contains(line), "{line:?} on the phone:\n{page}");
        }
        assert!(!page.lines().any(|l| l == "Settlement"), "{page}");
    }
}
