//! The phone's page as a phone shows it: Debian's headless Chromium (driven by chromedriver)
//! on the real server on loopback, the app's own Session behind it (no window: the test serves
//! the phones as the window's frames do). The page stays dark and keeps its pips under a
//! browser's forced dark mode, grows with the phone's text size without anything running out
//! of its box, opens in Kreyòl from `?lang=ht`, and offers *Muggins!* and the next move only at
//! the moments the table view does (RULES.md §6). An entry the laptop does not answer in time
//! waits and is sent again until it does, entered once; a seat's page of a match that has
//! ended says so and to scan the new code. On CI a missing browser fails the test; elsewhere
//! it is skipped with a note.

use std::time::Duration;

use allfives::app::{App, SetupCommand, TableCommand};
use allfives::engine::{Event, MugginsRule, Seat};
use allfives::share::limits::Limits;
use serde_json::{Value, json};

mod common;
mod share;
use common::t;
use share::webdriver::{Browser, Driver, browser_here};
use share::{save_match, serving, serving_laptop, sharing};

const WAIT: Duration = Duration::from_secs(20);

fn lead(tile: &str) -> Event {
    Event::TilePlaced {
        player: Seat(0),
        tile: t(tile),
        on: None,
    }
}

/// A phone's browser with its own profile under `dir`.
fn phone(
    driver: &Driver,
    dir: &std::path::Path,
    name: &str,
    switches: &[&str],
    prefs: &Value,
) -> Browser {
    let profile = dir.join(name);
    std::fs::create_dir(&profile).unwrap();
    driver.browser_with(390, 844, &profile, switches, prefs)
}

fn drawn(page: &Browser) {
    page.until(WAIT, "the first state", || page.version() >= 1);
    page.until(WAIT, "the live mark", || {
        page.text("#conn") == "Live" || page.text("#conn") == "An dirèk"
    });
}

#[test]
fn under_forced_dark_the_page_keeps_its_light_tiles_and_dark_pips() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[lead("5-5")]);
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let (scheme, tile, png) = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let dark = [
            "--force-dark-mode",
            "--enable-features=WebContentsForceDark",
        ];
        let page = phone(&driver, profiles.path(), "dark", &dark, &json!({}));
        page.go(&links.watch);
        drawn(&page);
        page.until(WAIT, "[5-5] on the felt", || {
            page.count("[data-tile=\"5-5\"]") == 1
        });
        let scheme = page.js(
            "const m = document.querySelector('meta[name=color-scheme]');
             return [m ? m.content : null, getComputedStyle(document.documentElement).colorScheme];",
            json!([]),
        );
        page.js("window.scrollTo(0, 0); return true;", json!([]));
        std::thread::sleep(Duration::from_millis(300));
        let tile = page.js(
            "const r = document.querySelector('[data-tile=\"5-5\"] rect.body').getBoundingClientRect();
             return [r.left, r.top, r.width, r.height, devicePixelRatio];",
            json!([]),
        );
        (scheme, tile, page.png())
    });
    assert_eq!(
        scheme,
        json!(["dark", "dark"]),
        "the page declares it is dark"
    );
    // The tile's pixels in the screenshot: its face light, its ten pips dark.
    let image = image::load_from_memory(&png).unwrap().to_luma8();
    let n = |i: usize| tile[i].as_f64().unwrap();
    let dpr = n(4);
    let (x0, y0) = ((n(0) * dpr) as u32, (n(1) * dpr) as u32);
    let (w, h) = ((n(2) * dpr) as u32, (n(3) * dpr) as u32);
    assert!(
        w > 40 && h > 20,
        "the tile is drawn large enough to judge: {tile}"
    );
    let (mut light, mut dark, mut all) = (0u32, 0u32, 0u32);
    // Inside the tile's outline.
    for y in y0 + h / 10..y0 + h - h / 10 {
        for x in x0 + w / 20..x0 + w - w / 20 {
            let l = image.get_pixel(x, y).0[0];
            all += 1;
            light += u32::from(l > 200);
            dark += u32::from(l < 90);
        }
    }
    let (light, dark) = (
        f64::from(light) / f64::from(all),
        f64::from(dark) / f64::from(all),
    );
    assert!(light > 0.5, "the tile's face stays light: {light:.2} of it");
    assert!(dark > 0.04, "its pips stay dark on it: {dark:.2} of it");
}

/// What runs out of its box on the page: each element (the felt's drawing aside) wider than
/// the window or than its own box, and each number on the felt outside the felt.
const OVERFLOWS: &str = "
    const bad = [];
    const describe = (e) => e.tagName + (e.id ? '#' + e.id : '') + ' ' + JSON.stringify((e.textContent || '').slice(0, 30));
    for (const e of document.querySelectorAll('body *')) {
        if (e.closest('svg') || e.closest('[hidden]')) continue;
        const r = e.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.right > innerWidth + 1 || r.left < -1) bad.push('past the window: ' + describe(e));
        if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) bad.push('past its box: ' + describe(e));
    }
    const felt = document.getElementById('felt').getBoundingClientRect();
    for (const t of document.querySelectorAll('#felt text')) {
        const r = t.getBoundingClientRect();
        if (r.left < felt.left - 1 || r.right > felt.right + 1 || r.top < felt.top - 1 || r.bottom > felt.bottom + 1)
            bad.push('off the felt: ' + t.textContent);
    }
    if (document.documentElement.scrollWidth > innerWidth + 1) bad.push('the page scrolls sideways');
    return bad;";

#[test]
fn at_twice_the_text_size_the_page_grows_and_nothing_runs_out_of_its_box() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    // Ana leads [5-5]: her pad is open, the felt shows the tile and its ends' pips.
    save_match(saves.path(), MugginsRule::Steal, &[lead("5-5")]);
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let ana = links.seats[0].1.clone();
    let (sizes, overflows, pips) = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let mut sizes = Vec::new();
        let mut overflows = Vec::new();
        let mut pips = Vec::new();
        for (name, font) in [("usual", 16), ("large", 32)] {
            let prefs = json!({ "webkit": { "webprefs": { "default_font_size": font } } });
            let page = phone(&driver, profiles.path(), name, &[], &prefs);
            page.go(&ana);
            drawn(&page);
            page.until(WAIT, "the pad", || page.count("[data-points=\"5\"]") == 1);
            sizes.push(page.js(
                "return parseFloat(getComputedStyle(document.documentElement).fontSize);",
                json!([]),
            ));
            overflows.push(page.js(OVERFLOWS, json!([])));
            pips.push(page.js(
                "return document.querySelector('#felt [data-pips]').getBoundingClientRect().height;",
                json!([]),
            ));
        }
        (sizes, overflows, pips)
    });
    assert_eq!(sizes, [json!(16), json!(32)], "the text size took");
    for o in &overflows {
        assert_eq!(o, &json!([]), "nothing runs out of its box");
    }
    let (usual, large) = (pips[0].as_f64().unwrap(), pips[1].as_f64().unwrap());
    assert!(
        large > usual * 1.3,
        "the felt's numbers grow with the text: {usual} px, then {large} px"
    );
}

#[test]
fn an_address_with_lang_ht_opens_the_page_in_kreyol() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let (title, lang, you) = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let page = phone(&driver, profiles.path(), "ht", &[], &json!({}));
        page.go(&format!("{}?lang=ht", links.seats[1].1));
        drawn(&page);
        page.until(WAIT, "the words", || !page.text("#log-title").is_empty());
        let lang = page.js("return document.documentElement.lang;", json!([]));
        (page.text("#log-title"), lang, page.text("#you"))
    });
    assert_eq!(title, "Manch sa a");
    assert_eq!(lang, json!("ht"));
    assert_eq!(you, "Plas ou: Ben");
}

#[test]
fn muggins_and_the_next_move_wait_on_the_phones_for_the_announcement() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    // Ana leads [5-5]: Ben is to play, but her pad is open.
    save_match(saves.path(), MugginsRule::Steal, &[lead("5-5")]);
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let (ana_link, ben_link) = (links.seats[0].1.clone(), links.seats[1].1.clone());
    let (before, after) = serving(&mut app, move || {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let ana = phone(&driver, profiles.path(), "ana", &[], &json!({}));
        let ben = phone(&driver, profiles.path(), "ben", &[], &json!({}));
        ana.go(&ana_link);
        ben.go(&ben_link);
        drawn(&ana);
        drawn(&ben);
        ana.until(WAIT, "Ana's pad", || ana.count("#said-nothing") == 1);
        let look = |page: &Browser| {
            page.js(
                "return [document.querySelectorAll('#muggins').length,
                         document.querySelector('[data-pick=\"0-5\"]').disabled,
                         document.getElementById('draw').disabled];",
                json!([]),
            )
        };
        let before = look(&ben);
        ana.click("#said-nothing", WAIT);
        ben.until(WAIT, "the calls on Ben's phone", || {
            ben.count("#muggins") == 1
        });
        (before, look(&ben))
    });
    // While Ana announces: no call on Ben's phone, and his next tile waits.
    assert_eq!(before, json!([0, true, true]));
    // Once she has said nothing: the call, and his tiles.
    assert_eq!(after, json!([1, false, false]));
    let events = app.current_match().unwrap().active_events().to_vec();
    assert_eq!(events.last(), Some(&Event::NothingSaid { player: Seat(0) }));
}

fn events_in(app: &App) -> Vec<Event> {
    app.current_match().unwrap().active_events().to_vec()
}

#[test]
fn an_entry_the_laptop_does_not_answer_in_time_waits_and_is_entered_once() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    // The laptop's answer is waited for one second, then the entry is answered 503.
    let limits = Limits {
        answer_timeout: Duration::from_secs(1),
        ..Limits::default()
    };
    let (mut app, links) = sharing(saves.path(), limits);
    let ana_link = links.seats[0].1.clone();
    let seen = serving_laptop(&mut app, move |laptop| {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let ana = phone(&driver, profiles.path(), "ana", &[], &json!({}));
        ana.go(&ana_link);
        drawn(&ana);
        // The window's thread stalls: Ana's lead waits for it.
        laptop.stall();
        ana.click("[data-pick=\"5-5\"]", WAIT);
        ana.until(WAIT, "the waiting words", || {
            ana.js(
                "return document.getElementById('message').className;",
                json!([]),
            ) == "waiting"
        });
        let waiting = ana.text("#message");
        // Long enough for the page to have been answered 503 and to have sent it again.
        std::thread::sleep(Duration::from_secs(3));
        let while_stalled = laptop.run(|app| events_in(app).len());
        let still = ana.text("#message");
        laptop.resume();
        ana.until(WAIT, "[5-5] on Ana's felt", || {
            ana.count("#felt [data-tile=\"5-5\"]") == 1
        });
        ana.until(WAIT, "the answer taken", || {
            ana.js(
                "return document.getElementById('message').className;",
                json!([]),
            ) == "done"
        });
        let heard = ana.js("return window.allfives.heard();", json!([]));
        let sent = laptop.answered();
        (
            waiting,
            still,
            while_stalled,
            heard,
            ana.text("#message"),
            sent,
        )
    });
    let (waiting, still, while_stalled, heard, after, sent) = seen;
    assert!(sent >= 2, "the page sent its entry again: {sent} answered");
    assert!(
        waiting.starts_with("Waiting for the laptop"),
        "the page says it waits: {waiting:?}"
    );
    assert_eq!(still, waiting, "it still waits while the laptop is stalled");
    assert_eq!(
        while_stalled, 1,
        "nothing entered while the laptop is stalled"
    );
    assert!(
        heard.as_array().is_some_and(|h| !h.is_empty()),
        "the stream carried the laptop's answer: {heard}"
    );
    assert_eq!(after, "", "the waiting words are gone once it is entered");
    let events = events_in(&app);
    let leads = events
        .iter()
        .filter(|e| matches!(e, Event::TilePlaced { .. }))
        .count();
    assert_eq!(leads, 1, "entered exactly once: {events:?}");
    assert_eq!(events.last(), Some(&lead("5-5")));
}

#[test]
fn a_seats_page_of_an_ended_match_says_so_and_to_scan_the_new_code() {
    if !browser_here() {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), Limits::default());
    let (ana_link, ben_link) = (links.seats[0].1.clone(), links.seats[1].1.clone());
    let seen = serving_laptop(&mut app, move |laptop| {
        let driver = Driver::start();
        let profiles = tempfile::tempdir().unwrap();
        let ana = phone(&driver, profiles.path(), "ana", &[], &json!({}));
        let ben = phone(&driver, profiles.path(), "ben", &[], &json!({}));
        ana.go(&ana_link);
        ben.go(&format!("{ben_link}?lang=ht"));
        drawn(&ana);
        drawn(&ben);
        let hidden = "return document.getElementById('entries').hidden;";
        let before = ana.js(hidden, json!([]));
        // The table starts a new match for others: Ana's and Ben's links end (410).
        laptop.run(|app| {
            app.form_mut().names = ["Cy", "Dee", "Eve"].map(String::from).to_vec();
            app.apply(SetupCommand::Start);
            app.apply(TableCommand::Deal(Some(Seat(0))));
        });
        for page in [&ana, &ben] {
            page.until(WAIT, "the ended words", || {
                page.js(
                    "return document.getElementById('message').className;",
                    json!([]),
                ) == "ended"
            });
        }
        (
            before,
            ana.js(hidden, json!([])),
            ana.text("#message"),
            ana.text("#conn"),
            ben.text("#message"),
        )
    });
    let (before, after, ana_says, conn, ben_says) = seen;
    assert_eq!(before, json!(false), "Ana's entries while her match is on");
    assert_eq!(after, json!(true), "no entries on a link that has ended");
    assert!(
        ana_says.contains("match that has ended") && ana_says.contains("scan"),
        "the 410's words: {ana_says:?}"
    );
    assert!(
        conn.contains("closed") && conn.contains("match ended"),
        "the connection mark says the link is closed: {conn:?}"
    );
    assert!(
        ben_says.contains("pati ki fini") && ben_says.contains("eskane"),
        "in Kreyòl on Ben's page: {ben_says:?}"
    );
    let events = events_in(&app);
    assert_eq!(
        events.len(),
        1,
        "the new match has its deal only: {events:?}"
    );
}
