//! Show on phones end to end: the real app in a real window (Xvfb), sharing on loopback, and
//! Debian's Chromium (headless, driven by chromedriver) opening the watch page and two seats'
//! pages. A tile entered on a seat's page shows on the laptop (its window title carries the
//! scores; the save file has it) and on the watch page; a muggins call from an opponent's phone
//! is ruled with its proof on every screen; a stale entry is refused with its reason; the pages
//! switch to Kreyòl. `.ci/run` installs chromium, chromedriver, xvfb and xdotool when missing; on
//! CI a missing one fails the test, elsewhere it is skipped with a note.
//!
//! With `ALLFIVES_SHOTS=DIR` the pages are also saved as PNGs there (the README's pictures).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use allfives::engine::MugginsRule;
use serde_json::json;

mod common;
use common::window::{Killed, WAIT, press, title, tools_here, until, xvfb};
mod share;
use share::webdriver::{Browser, Driver};

/// The app sharing on loopback in `display`; its links, as it writes them to stderr.
fn app(saves: &Path, display: &str) -> (Killed, String, Vec<(String, String)>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(["--lang", "en", "--share", "--share-on", "127.0.0.1"])
        .env("DISPLAY", display)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the app starts");
    // stderr is read on a thread of its own (and read away after the links, so the app never
    // blocks on it); the links must come within WAIT, or the test fails saying what it read.
    let (sender, lines) = std::sync::mpsc::channel();
    let stderr = BufReader::new(child.stderr.take().unwrap());
    std::thread::spawn(move || {
        for line in stderr.lines().map_while(Result::ok) {
            let _ = sender.send(line);
        }
    });
    let child = Killed(child);
    let mut watch = None;
    let mut seats = Vec::new();
    let mut read = Vec::new();
    let start = Instant::now();
    while seats.len() < 3 {
        let left = WAIT.saturating_sub(start.elapsed());
        let Ok(line) = lines.recv_timeout(left) else {
            panic!("the app wrote no three seat links within {WAIT:?}; its stderr: {read:?}");
        };
        read.push(line.clone());
        if let Some(url) = line.strip_prefix("watch: ") {
            watch = Some(url.to_string());
        } else if let Some(rest) = line.strip_prefix("seat ") {
            let (name, url) = rest.split_once(": ").unwrap();
            seats.push((name.to_string(), url.to_string()));
        }
    }
    (child, watch.expect("a watch link"), seats)
}

fn shots() -> Option<PathBuf> {
    std::env::var_os("ALLFIVES_SHOTS").map(PathBuf::from)
}

#[test]
fn phones_enter_and_watch_through_a_real_browser() {
    if !tools_here(&["chromium", "chromedriver", "Xvfb", "xdotool"]) {
        return;
    }
    let saves = tempfile::tempdir().unwrap();
    share::save_match(saves.path(), MugginsRule::Steal, &[]);
    let (_x, display) = xvfb();
    let (_app, watch_link, seats) = app(saves.path(), &display);
    assert_eq!(
        seats.iter().map(|s| s.0.as_str()).collect::<Vec<_>>(),
        ["Ana", "Ben", "Cy"]
    );
    let driver = Driver::start();
    let profiles = tempfile::tempdir().unwrap();
    let browser = |name: &str, w, h| {
        let dir = profiles.path().join(name);
        std::fs::create_dir(&dir).unwrap();
        driver.browser(w, h, &dir)
    };
    let watch = browser("watch", 390, 844);
    let ana = browser("ana", 390, 844);
    let ben = browser("ben", 390, 844);
    watch.go(&watch_link);
    ana.go(&seats[0].1);
    ben.go(&seats[1].1);
    for page in [&watch, &ana, &ben] {
        page.until(WAIT, "the first state", || page.version() >= 1);
        page.until(WAIT, "the live mark", || page.text("#conn") == "Live");
    }
    assert!(
        watch.text("#headline").contains("Ana"),
        "{}",
        watch.text("#headline")
    );
    assert_eq!(ana.text("#you"), "Your seat: Ana");
    // Ben may not place on Ana's turn: his picker is off.
    assert_eq!(
        ben.js(
            "return document.querySelector('[data-pick=\"5-5\"]').disabled",
            json!([])
        ),
        json!(true)
    );

    // Ana leads [5-5] from her phone: it is on the laptop (saved), on the watch page, and her
    // announcement pad opens (the count stays hidden until she says it).
    ana.click("[data-pick=\"5-5\"]", WAIT);
    watch.until(WAIT, "[5-5] on the watch page", || {
        watch.count("[data-tile=\"5-5\"]") == 1
    });
    let file = saves.path().join("m.ron");
    until("[5-5] in the save file", || {
        std::fs::read_to_string(&file).is_ok_and(|s| s.contains("5-5"))
    });
    assert_eq!(
        watch.count(".value"),
        0,
        "the hidden count shows no end values"
    );
    ana.until(WAIT, "the pad", || ana.count("[data-points=\"5\"]") == 1);
    assert_eq!(ben.count("[data-points]"), 0, "only the placer announces");
    if let Some(dir) = shots() {
        watch.screenshot(&dir.join("phone-watch-en.png"));
        ana.screenshot(&dir.join("phone-seat-en.png"));
    }

    // She says 5 (the count is 10); Ben's phone calls Muggins!: ruled with its proof everywhere.
    ana.click("[data-points=\"5\"]", WAIT);
    // Ben calls on what he sees: a call made before the announcement reached his phone would
    // be refused as made on an older state.
    ben.until(WAIT, "Ana's announcement on Ben's phone", || {
        ben.text("#log").contains("Ana said 5")
    });
    ben.click("#muggins", WAIT);
    for page in [&watch, &ana, &ben] {
        page.until(WAIT, "the proof", || page.count(".value.proof") >= 1);
        page.until(WAIT, "the ruling", || page.text("#log").contains("Muggins"));
    }
    until("Ben's 10 on the laptop", || {
        title(&display).contains("Ben 10")
    });
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("MugginsCalled"), "{saved}");
    if let Some(dir) = shots() {
        watch.screenshot(&dir.join("phone-ruling-en.png"));
    }

    // The laptop undoes the call (Ctrl+Z); an entry Ben's phone made on the state before is
    // refused, saying what changed.
    let before = ben.js("return window.allfives.state().base", json!([]));
    press(&display, "ctrl+z");
    ben.until(WAIT, "the undo on Ben's phone", || {
        ben.js("return window.allfives.state().base", json!([])) != before
    });
    until("the undo on the laptop", || {
        title(&display).contains("Ben 0")
    });
    ben.js(
        "window.allfives.send('muggins', {}, arguments[0]); return true;",
        json!([before]),
    );
    ben.until(WAIT, "the stale refusal", || {
        ben.text("#message").contains("the table moved on")
    });
    assert!(
        ben.text("#message").contains("undone"),
        "{}",
        ben.text("#message")
    );
    // The file keeps the undone call for Redo, once: the stale call added nothing.
    let saved = std::fs::read_to_string(&file).unwrap();
    assert_eq!(saved.matches("MugginsCalled").count(), 1, "{saved}");

    // Kreyòl on the page: the words come from the app's own Fluent files.
    for page in [&watch, &ben] {
        page.click("[data-lang=\"ht\"]", WAIT);
        page.until(WAIT, "Kreyòl", || page.text("#log-title") == "Manch sa a");
    }
    assert!(
        ben.text("#you").starts_with("Plas ou"),
        "{}",
        ben.text("#you")
    );
    if let Some(dir) = shots() {
        watch.screenshot(&dir.join("phone-watch-ht.png"));
        ben.screenshot(&dir.join("phone-seat-ht.png"));
    }
    let _: &Browser = &watch;
}
