//! Show on phones through the real server on loopback, with the app's own Session behind it (no
//! window: the test serves the phones as the window's frames do). Every bad input changes
//! nothing and gets a clear answer; a good entry is entered once, saved, and pushed to every page.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use allfives::app::TableCommand;
use allfives::engine::{Event, MugginsRule, Seat};
use allfives::share::limits::Limits;

mod common;
mod share;
use common::t;
use share::{Events, entry, request, save_match, serving, sharing, split};

fn limits() -> Limits {
    Limits {
        header_timeout: Duration::from_secs(1),
        ..Limits::default()
    }
}

/// The save file's bytes: what "changes nothing" is checked against.
fn saved(dir: &std::path::Path) -> Vec<u8> {
    std::fs::read(dir.join("m.ron")).unwrap()
}

#[test]
fn bad_input_changes_nothing_and_gets_a_clear_answer() {
    let saves = tempfile::tempdir().unwrap();
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("5-5"),
        on: None,
    };
    save_match(saves.path(), MugginsRule::Off, &[lead]);
    let (mut app, links) = sharing(saves.path(), limits());
    let before = saved(saves.path());
    let base = app.sharing().unwrap().base();
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let (_, cy) = split(&links.seats[2].1);
    let answers = serving(&mut app, move || {
        let place = |tile: &str| format!(r#"{{"do":"place","tile":"{tile}"}}"#);
        let mut a = Vec::new();
        // No token, a wrong token.
        a.push((
            "no token",
            request(
                addr,
                "POST",
                "/api//entry",
                &entry("a", base, r#"{"do":"draw"}"#),
            ),
        ));
        a.push(("no token, stream", request(addr, "GET", "/api/events", b"")));
        let wrong = "0".repeat(26);
        a.push((
            "wrong token",
            request(
                addr,
                "POST",
                &format!("/api/{wrong}/entry"),
                &entry("b", base, &place("5-0")),
            ),
        ));
        a.push((
            "wrong page",
            request(addr, "GET", &format!("/w/{wrong}"), b""),
        ));
        // A watch token that writes; a seat's link on the watch page's path.
        a.push((
            "watch writes",
            request(
                addr,
                "POST",
                &format!("/api/{watch}/entry"),
                &entry("c", base, &place("5-0")),
            ),
        ));
        a.push((
            "seat link as watch",
            request(addr, "GET", &format!("/w/{ben}"), b""),
        ));
        // Another seat's entry: Ben's turn, Cy's token (out of turn).
        a.push((
            "out of turn",
            request(
                addr,
                "POST",
                &format!("/api/{cy}/entry"),
                &entry("d", base, &place("5-0")),
            ),
        ));
        a.push((
            "out of turn, ht",
            request(
                addr,
                "POST",
                &format!("/api/{cy}/entry?lang=ht"),
                &entry("d2", base, r#"{"lang":"ht","do":"place","tile":"5-0"}"#),
            ),
        ));
        a.push((
            "draw out of turn",
            request(
                addr,
                "POST",
                &format!("/api/{ana}/entry"),
                &entry("e", base, r#"{"do":"draw"}"#),
            ),
        ));
        // A tile on the table, from the seat on turn.
        a.push((
            "tile on the table",
            request(
                addr,
                "POST",
                &format!("/api/{ben}/entry"),
                &entry("f", base, &place("5-5")),
            ),
        ));
        // An end the tile does not fit.
        a.push((
            "no such end",
            request(
                addr,
                "POST",
                &format!("/api/{ben}/entry"),
                &entry(
                    "f2",
                    base,
                    r#"{"do":"place","tile":"6-2","node":0,"end":0}"#,
                ),
            ),
        ));
        // Malformed and oversized bodies.
        a.push((
            "malformed",
            request(addr, "POST", &format!("/api/{ben}/entry"), b"{\"id\":"),
        ));
        a.push((
            "unknown action",
            request(
                addr,
                "POST",
                &format!("/api/{ben}/entry"),
                &entry("g", base, r#"{"do":"win"}"#),
            ),
        ));
        a.push((
            "seat in the body",
            request(
                addr,
                "POST",
                &format!("/api/{ben}/entry"),
                &entry("h", base, r#"{"do":"draw","player":0}"#),
            ),
        ));
        a.push((
            "oversized",
            request(
                addr,
                "POST",
                &format!("/api/{ben}/entry"),
                &vec![b' '; 64 * 1024],
            ),
        ));
        // Unknown paths, `..`, a method the path does not take.
        a.push(("unknown path", request(addr, "GET", "/etc/passwd", b"")));
        a.push((
            "dot dot",
            request(addr, "GET", "/page.js/../../Cargo.toml", b""),
        ));
        a.push((
            "dot dot, encoded",
            request(addr, "GET", "/w/%2e%2e%2f%2e%2e%2fCargo.toml", b""),
        ));
        a.push(("a folder", request(addr, "GET", "/", b"")));
        a.push((
            "wrong method",
            request(addr, "GET", &format!("/api/{ben}/entry"), b""),
        ));
        a
    });
    let by = |name: &str| {
        &answers
            .iter()
            .find(|(n, _)| *n == name)
            .unwrap_or_else(|| panic!("{name}"))
            .1
    };
    for name in ["no token", "wrong token"] {
        let a = by(name);
        assert_eq!(
            (a.status, a.code().as_str()),
            (404, "unknown-link"),
            "{name}: {a:?}"
        );
        assert!(a.why().contains("opens nothing"), "{name}: {}", a.why());
    }
    assert_eq!(by("no token, stream").status, 404);
    assert_eq!(by("wrong page").status, 404);
    assert!(by("wrong page").body.contains("opens nothing"));
    assert_eq!(by("seat link as watch").status, 404);
    let a = by("watch writes");
    assert_eq!((a.status, a.code().as_str()), (403, "watch-only"), "{a:?}");
    let a = by("out of turn");
    assert_eq!((a.status, a.code().as_str()), (422, "refused"), "{a:?}");
    assert_eq!(a.why(), "It is Ben's turn, not Cy's");
    let a = by("out of turn, ht");
    assert_eq!(a.status, 422);
    assert!(
        a.why().contains("Ben") && a.why() != "It is Ben's turn, not Cy's",
        "{}",
        a.why()
    );
    assert_eq!(by("draw out of turn").why(), "It is Ben's turn, not Ana's");
    let a = by("tile on the table");
    assert_eq!(a.status, 422);
    assert!(a.why().contains("5-5"), "{}", a.why());
    assert_eq!(by("no such end").status, 422);
    for name in ["malformed", "unknown action", "seat in the body"] {
        let a = by(name);
        assert_eq!(
            (a.status, a.code().as_str()),
            (400, "bad-entry"),
            "{name}: {a:?}"
        );
    }
    let a = by("oversized");
    assert_eq!(a.status, 413, "{a:?}");
    for name in ["unknown path", "dot dot", "dot dot, encoded", "a folder"] {
        let a = by(name);
        assert_eq!(a.status, 404, "{name}: {a:?}");
        assert!(
            !a.body.contains("[package]") && !a.body.contains("root:"),
            "{name}"
        );
    }
    assert_eq!(by("wrong method").status, 405);
    // Every answer carries the headers that keep a link's token on the page.
    let headers = &by("unknown path").headers;
    assert!(
        headers
            .iter()
            .any(|(k, v)| k == "referrer-policy" && v == "no-referrer")
    );
    assert_eq!(saved(saves.path()), before, "nothing was entered or saved");
    assert_eq!(app.current_match().unwrap().active_events().len(), 2);
}

#[test]
fn a_flood_is_refused_and_the_server_goes_on() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let before = saved(saves.path());
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let base = app.sharing().unwrap().base();
    let (refused, served, after) = serving(&mut app, move || {
        // 1,000 requests within a second from one client, on one kept-alive connection per 100.
        let start = Instant::now();
        let (mut refused, mut served) = (0, 0);
        let path = format!("/api/{watch}/words");
        for _ in 0..10 {
            let mut stream = TcpStream::connect(addr).unwrap();
            stream
                .set_read_timeout(Some(Duration::from_secs(5)))
                .unwrap();
            let one = format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n");
            let mut batch = one.repeat(99);
            batch.push_str(&format!(
                "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
            ));
            stream.write_all(batch.as_bytes()).unwrap();
            let mut raw = Vec::new();
            let _ = stream.read_to_end(&mut raw);
            let text = String::from_utf8_lossy(&raw);
            refused += text.matches("HTTP/1.1 429").count();
            served += text.matches("HTTP/1.1 200").count();
        }
        assert!(start.elapsed() < Duration::from_secs(5));
        // A moment later the same client is served again, and can enter.
        std::thread::sleep(Duration::from_millis(1500));
        let after = share::request(
            addr,
            "POST",
            &format!("/api/{ana}/entry"),
            &entry("lead", base, r#"{"do":"place","tile":"6-4"}"#),
        );
        (refused, served, after)
    });
    assert_eq!(refused + served, 1000, "every request was answered");
    assert!(refused >= 800, "{refused} of 1000 refused");
    assert!(served >= 100, "the burst was served: {served}");
    assert_ne!(saved(saves.path()), before);
    assert_eq!(after.status, 200, "{after:?}");
}

#[test]
fn a_client_that_sends_nothing_is_dropped() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.watch);
    let waited = serving(&mut app, move || {
        let mut silent = TcpStream::connect(addr).unwrap();
        silent
            .set_read_timeout(Some(Duration::from_secs(10)))
            .unwrap();
        let start = Instant::now();
        let mut buf = [0u8; 64];
        // The server closes it: the read ends (0 bytes, or a reset).
        let _ = silent.read(&mut buf);
        start.elapsed()
    });
    assert!(waited >= Duration::from_millis(900), "{waited:?}");
    assert!(waited < Duration::from_secs(5), "{waited:?}");
}

#[test]
fn an_entry_is_entered_once_saved_and_pushed_and_a_stale_one_says_what_changed() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let base = app.sharing().unwrap().base();
    let (first, again, states) = serving(&mut app, {
        let ana = ana.clone();
        move || {
            let mut watching = Events::open(addr, &watch, "en");
            let (you, state) = watching.next();
            assert!(you.is_null());
            assert_eq!(state["base"], base);
            let lead = entry("lead-1", base, r#"{"do":"place","tile":"5-5"}"#);
            let path = format!("/api/{ana}/entry");
            let first = request(addr, "POST", &path, &lead);
            // The same entry again (a double tap, a retry): the same answer, entered once.
            let again = request(addr, "POST", &path, &lead);
            let (_, next) = watching.next();
            (first, again, vec![state, next])
        }
    });
    assert_eq!(first.status, 200, "{first:?}");
    assert_eq!(first.json(), again.json());
    let events = app.current_match().unwrap().active_events().to_vec();
    assert_eq!(events.len(), 2, "entered once: {events:?}");
    assert!(
        String::from_utf8(saved(saves.path()))
            .unwrap()
            .contains("5-5")
    );
    let shown = &states[1];
    assert_eq!(shown["version"], first.json()["version"]);
    assert_eq!(shown["layout"]["tiles"][0]["name"], "5-5");
    assert!(
        shown["table"]["headline"]["text"]
            .as_str()
            .unwrap()
            .contains("10")
    );
    // Each place in the picker carries the arrow the laptop draws at that end: [3-5] goes on
    // the spinner's west side.
    let picker = shown["picker"].as_array().unwrap();
    let three_five = picker.iter().find(|t| t["tile"] == "3-5").unwrap();
    assert_eq!(three_five["places"][0]["arrow"], "←", "{three_five}");
    // The laptop undoes; Ben's entry made on the state before is refused with what changed.
    let seen = app.sharing().unwrap().base();
    app.apply(TableCommand::Undo);
    let stale = serving(&mut app, move || {
        request(
            addr,
            "POST",
            &format!("/api/{ben}/entry"),
            &entry("ben-1", seen, r#"{"do":"place","tile":"5-0"}"#),
        )
    });
    assert_eq!(
        (stale.status, stale.code().as_str()),
        (409, "stale"),
        "{stale:?}"
    );
    assert!(
        stale.why().contains("undone") && stale.why().contains("5-5"),
        "{}",
        stale.why()
    );
    assert_eq!(app.current_match().unwrap().active_events().len(), 1);
}

#[test]
fn a_muggins_call_from_a_phone_is_that_players_call() {
    let saves = tempfile::tempdir().unwrap();
    // Ana leads [5-5] (10) and announces 5: Ben's phone calls.
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("5-5"),
        on: None,
    };
    save_match(saves.path(), MugginsRule::Steal, &[lead]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let base = app.sharing().unwrap().base();
    let said = serving(&mut app, move || {
        request(
            addr,
            "POST",
            &format!("/api/{ana}/entry"),
            &entry("say", base, r#"{"do":"announce","points":5}"#),
        )
    });
    assert_eq!(said.status, 200, "{said:?}");
    let base = app.sharing().unwrap().base();
    let called = serving(&mut app, move || {
        let mut seat = Events::open(addr, &ben, "en");
        let (you, said) = seat.next();
        assert_eq!(you, 1);
        // Ben's phone hears what Ana said and nothing of the count; her pad has closed.
        assert!(said["table"]["count_hidden"].as_bool().unwrap(), "{said}");
        assert_eq!(said["table"]["headline"]["text"], "Ana said 5");
        assert!(said["pad"].is_null(), "{}", said["pad"]);
        let a = request(
            addr,
            "POST",
            &format!("/api/{ben}/entry"),
            &entry("call", base, r#"{"do":"muggins"}"#),
        );
        let (_, ruled) = seat.next();
        (a, ruled)
    });
    assert_eq!(called.0.status, 200, "{:?}", called.0);
    let ruled = called.1;
    assert!(
        ruled["table"]["proof"].as_bool().unwrap(),
        "the proof is shown"
    );
    assert_eq!(
        app.game().unwrap().scores()[allfives::engine::Side(1)],
        10,
        "Ben took Ana's 10"
    );
    assert!(
        app.current_match()
            .unwrap()
            .active_events()
            .contains(&Event::MugginsCalled { player: Seat(1) })
    );
}

#[test]
fn turning_sharing_off_closes_every_connection_and_every_link() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let mut watching = serving(&mut app, move || {
        let mut e = Events::open(addr, &watch, "en");
        e.next();
        e
    });
    app.stop_sharing();
    assert!(app.sharing().is_none());
    assert!(watching.ended(), "the page's stream was closed");
    assert!(TcpStream::connect(addr).is_err(), "nothing listens");
    // On again: new links; the old ones open nothing.
    let (_, old) = split(&links.watch);
    let options = allfives::app::ShareOptions {
        addr: Some("127.0.0.1".parse().unwrap()),
        port: 0,
        limits: limits(),
        wake: std::sync::Arc::new(|| {}),
    };
    let again = app.start_sharing(options).unwrap();
    assert_ne!(again.watch, links.watch);
    let (addr, _) = split(&again.watch);
    let a = serving(&mut app, move || {
        request(addr, "GET", &format!("/w/{old}"), b"")
    });
    assert_eq!(a.status, 404);
}
