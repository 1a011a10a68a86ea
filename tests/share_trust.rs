//! Phones a table can trust, through the real server on loopback with the app's own Session
//! behind it: links belong to one match, an entry is answered once even when the laptop is
//! slow, nobody without a token can take a phone's place, another site's page cannot enter, and
//! `--share-on` is kept. After every refused request the match is checked unchanged.

use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use allfives::app::{App, SetupCommand, ShareOptions, ShellCommand, TableCommand};
use allfives::engine::{MugginsRule, Seat};
use allfives::share::limits::Limits;

mod share;
use share::{
    Answer, Events, connect_from, entry, request, request_with, save_match, serving, sharing, split,
};

fn limits() -> Limits {
    Limits {
        header_timeout: Duration::from_secs(2),
        ..Limits::default()
    }
}

/// Every save file of the folder, by name, with its bytes: what "unchanged" is checked against.
fn saves_of(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "ron"))
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            (name, std::fs::read(e.path()).unwrap())
        })
        .collect();
    all.sort();
    all
}

fn events_in(app: &App) -> usize {
    app.current_match().unwrap().active_events().len()
}

/// A POST of `body` to `path` from the page's own origin, as a browser sends it.
fn post_as_page(addr: SocketAddr, path: &str, body: &[u8]) -> Answer {
    let headers = format!(
        "Host: {addr}\r\nOrigin: http://{addr}\r\nSec-Fetch-Site: same-origin\r\n\
         Content-Type: application/json\r\n"
    );
    request_with(
        TcpStream::connect(addr).unwrap(),
        "POST",
        path,
        &headers,
        body,
    )
}

#[test]
fn a_new_match_ends_the_old_links_and_seats_every_new_player() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, old) = sharing(saves.path(), limits());
    let (addr, watch) = split(&old.watch);
    let (_, ana) = split(&old.seats[0].1);
    let old_code = old.seats[0].2.clone();
    // The table starts a new match for four others, as a player does on the new-match screen.
    app.form_mut().names = ["Cy", "Dee", "Eve", "Fay"].map(String::from).to_vec();
    app.apply(SetupCommand::Start);
    app.apply(TableCommand::Deal(Some(Seat(0))));
    app.serve_phones();
    let links = app.sharing().unwrap().links();
    let names: Vec<&str> = links.seats.iter().map(|(n, ..)| n.as_str()).collect();
    assert_eq!(
        names,
        ["Cy", "Dee", "Eve", "Fay"],
        "the box lists the new seats"
    );
    assert_eq!(
        links.watch, old.watch,
        "the watch link shows whatever the table plays"
    );
    for (new, was) in links.seats.iter().zip(&old.seats) {
        assert_ne!(
            (&new.1, &new.2),
            (&was.1, &was.2),
            "{}: a new link and code",
            new.0
        );
    }
    assert_eq!(app.sharing().unwrap().connected().seats, vec![(0, None); 4]);
    let before = saves_of(saves.path());
    let events = events_in(&app);
    let base = app.sharing().unwrap().base();
    let eve_code = links.seats[2].2.clone();
    let (_, cy) = split(&links.seats[0].1);
    let answers = serving(&mut app, move || {
        let place = entry("old-1", base, r#"{"do":"place","tile":"5-5"}"#);
        let entered = request(addr, "POST", &format!("/api/{ana}/entry"), &place);
        let ht = request(addr, "POST", &format!("/api/{ana}/entry?lang=ht"), &place);
        let page = request(addr, "GET", &format!("/s/{ana}"), b"");
        let stream = request(addr, "GET", &format!("/api/{ana}/events"), b"");
        let pair = |code: &str| {
            let body = format!(r#"{{"code":"{code}"}}"#);
            request(addr, "POST", &format!("/api/{watch}/pair"), body.as_bytes())
        };
        (entered, ht, page, stream, pair(&old_code), pair(&eve_code))
    });
    let (entered, ht, page, stream, old_pair, eve) = answers;
    assert_eq!(
        (entered.status, entered.code().as_str()),
        (410, "match-ended"),
        "{entered:?}"
    );
    assert!(
        entered.why().contains("ended") && entered.why().contains("new"),
        "{}",
        entered.why()
    );
    assert_eq!(ht.status, 410);
    assert!(ht.why().contains("pati ki fini"), "{}", ht.why());
    assert_eq!(page.status, 410, "{page:?}");
    assert!(page.body.contains("ended"), "{}", page.body);
    assert_eq!(stream.status, 410, "{stream:?}");
    assert_eq!(
        old_pair.status, 404,
        "the old code pairs nothing: {old_pair:?}"
    );
    assert_eq!(events_in(&app), events, "the old link entered nothing");
    assert_eq!(saves_of(saves.path()), before, "nothing was saved");
    assert_eq!(eve.status, 200, "{eve:?}");
    assert_eq!(eve.json()["name"], "Eve");
    // The new seat's link enters for the new player.
    let placed = serving(&mut app, move || {
        let place = entry("new-1", base, r#"{"do":"place","tile":"5-5"}"#);
        request(addr, "POST", &format!("/api/{cy}/entry"), &place)
    });
    assert_eq!(placed.status, 200, "{placed:?}");
    assert_eq!(events_in(&app), events + 1);
}

#[test]
fn the_laptops_answer_reaches_the_phone_after_it_stopped_waiting() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let limits = Limits {
        answer_timeout: Duration::from_millis(300),
        ..limits()
    };
    let (mut app, links) = sharing(saves.path(), limits);
    let (addr, _) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let base = app.sharing().unwrap().base();
    let path = format!("/api/{ana}/entry");
    let mut phone = Events::open(addr, &ana, "en");
    phone.next();
    // The window's thread is stalled (nobody serves the phones): the entry waits, and the
    // phone is told so, not that it was refused.
    let lead = entry("lead-1", base, r#"{"do":"place","tile":"5-5"}"#);
    let waiting = request(addr, "POST", &path, &lead);
    assert_eq!(
        (waiting.status, waiting.code().as_str()),
        (503, "no-answer"),
        "{waiting:?}"
    );
    assert_eq!(waiting.json()["id"], "lead-1");
    assert!(
        waiting.why().starts_with("Waiting for the laptop"),
        "{}",
        waiting.why()
    );
    assert_eq!(
        events_in(&app),
        1,
        "not entered while the laptop is stalled"
    );
    // The window runs again: it enters the entry once, and the phone's stream carries the
    // answer its request no longer waited for.
    app.serve_phones();
    assert_eq!(events_in(&app), 2);
    let told = phone.next_answer();
    assert_eq!(
        (told["id"].as_str(), told["ok"].as_bool()),
        (Some("lead-1"), Some(true)),
        "{told}"
    );
    let version = told["version"].as_u64().unwrap();
    // The phone sends it again with the same id: the same answer, entered once.
    let before = saves_of(saves.path());
    let (again, reused) = serving(&mut app, move || {
        let again = request(addr, "POST", &path, &lead);
        let other = entry("lead-1", base, r#"{"do":"place","tile":"6-6"}"#);
        (again, request(addr, "POST", &path, &other))
    });
    assert_eq!(again.status, 200, "{again:?}");
    assert_eq!(again.json()["version"].as_u64(), Some(version));
    // The same id with another body is refused: it is not the entry the id was used for.
    assert_eq!(
        (reused.status, reused.code().as_str()),
        (409, "id-reused"),
        "{reused:?}"
    );
    assert_eq!(events_in(&app), 2, "entered once");
    assert_eq!(saves_of(saves.path()), before, "nothing more was saved");
}

/// Opens `n` connections from `from` to `addr` and keeps them, each sending `head` (nothing
/// when empty).
fn hold(from: &str, addr: SocketAddr, n: usize, head: &str) -> Vec<TcpStream> {
    (0..n)
        .filter_map(|_| {
            let mut s = connect_from(from, addr);
            (head.is_empty() || s.write_all(head.as_bytes()).is_ok()).then_some(s)
        })
        .collect()
}

#[test]
fn idle_strangers_never_take_a_phones_slot() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let base = app.sharing().unwrap().base();
    let (told, placed) = serving(&mut app, move || {
        // 4 addresses × 64 connections that never say anything (no token).
        let held: Vec<TcpStream> = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
            .iter()
            .flat_map(|from| hold(from, addr, 64, ""))
            .collect();
        assert_eq!(held.len(), 256);
        std::thread::sleep(Duration::from_millis(300));
        // Ana's phone still connects, is sent the table, and enters.
        let mut phone = Events::open_on(connect_from("127.0.0.6", addr), addr, &ana, "en");
        let (you, _) = phone.next();
        let lead = entry("lead", base, r#"{"do":"place","tile":"5-5"}"#);
        let path = format!("/api/{ana}/entry");
        let headers = format!("Host: {addr}\r\nContent-Type: application/json\r\n");
        let placed = request_with(
            connect_from("127.0.0.6", addr),
            "POST",
            &path,
            &headers,
            &lead,
        );
        drop(held);
        (you, placed)
    });
    assert_eq!(told, 0);
    assert_eq!(placed.status, 200, "{placed:?}");
    assert_eq!(events_in(&app), 2);
}

#[test]
fn streams_on_the_watch_link_never_take_a_seats_slot() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let you = serving(&mut app, move || {
        // Whoever holds the watch link opens 64 streams from each of four addresses.
        let head = format!("GET /api/{watch}/events HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        let held: Vec<TcpStream> = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"]
            .iter()
            .flat_map(|from| hold(from, addr, 64, &head))
            .collect();
        std::thread::sleep(Duration::from_millis(300));
        // Ana's phone, on one of those addresses, is still served.
        let mut phone = Events::open_on(connect_from("127.0.0.2", addr), addr, &ana, "en");
        let (you, _) = phone.next();
        drop(held);
        you
    });
    assert_eq!(you, 0);
}

#[test]
fn wrong_pairing_codes_close_pairing_for_that_address_only() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let ben_code = links.seats[1].2.clone();
    let before = saves_of(saves.path());
    let (wrong, closed, other) = serving(&mut app, move || {
        let pair = |from: &str, code: &str| {
            let body = format!(r#"{{"code":"{code}"}}"#);
            let headers = format!("Host: {addr}\r\nContent-Type: application/json\r\n");
            let path = format!("/api/{watch}/pair");
            request_with(
                connect_from(from, addr),
                "POST",
                &path,
                &headers,
                body.as_bytes(),
            )
        };
        let wrong: Vec<u16> = (0..20)
            .map(|_| pair("127.0.0.2", "zzzzzz").status)
            .collect();
        let closed = pair("127.0.0.2", &ben_code);
        (wrong, closed, pair("127.0.0.3", &ben_code))
    });
    assert_eq!(wrong, vec![404; 20]);
    assert_eq!(
        (closed.status, closed.code().as_str()),
        (429, "pairing-closed"),
        "{closed:?}"
    );
    assert_eq!(other.status, 200, "another address still pairs: {other:?}");
    assert_eq!(other.json()["name"], "Ben");
    assert_eq!(saves_of(saves.path()), before);
}

#[test]
fn an_entry_from_another_sites_page_is_refused() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let code = links.seats[0].2.clone();
    let base = app.sharing().unwrap().base();
    let before = saves_of(saves.path());
    let path = format!("/api/{ana}/entry");
    let lead = entry("lead", base, r#"{"do":"place","tile":"5-5"}"#);
    let refused = serving(&mut app, {
        let (path, lead) = (path.clone(), lead.clone());
        move || {
            let send = |headers: &str| {
                let s = TcpStream::connect(addr).unwrap();
                request_with(s, "POST", &path, headers, &lead)
            };
            let host = format!("Host: {addr}\r\n");
            let json = "Content-Type: application/json\r\n";
            let pair = format!(r#"{{"code":"{code}"}}"#);
            let pair_path = format!("/api/{watch}/pair");
            vec![
                // A no-cors POST of another site's page: text/plain.
                (
                    "text/plain",
                    send(&format!(
                        "{host}Origin: http://evil.example\r\nContent-Type: text/plain\r\n"
                    )),
                ),
                ("no content type", send(&host)),
                (
                    "another origin",
                    send(&format!("{host}Origin: http://evil.example\r\n{json}")),
                ),
                (
                    "a sandboxed page",
                    send(&format!("{host}Origin: null\r\n{json}")),
                ),
                (
                    "cross-site",
                    send(&format!("{host}Sec-Fetch-Site: cross-site\r\n{json}")),
                ),
                (
                    "a name rebound to this address",
                    send(&format!(
                        "Host: evil.example:{port}\r\nOrigin: http://evil.example:{port}\r\n{json}",
                        port = addr.port()
                    )),
                ),
                (
                    "pairing from another origin",
                    request_with(
                        TcpStream::connect(addr).unwrap(),
                        "POST",
                        &pair_path,
                        &format!("{host}Origin: http://evil.example\r\n{json}"),
                        pair.as_bytes(),
                    ),
                ),
            ]
        }
    });
    for (what, a) in &refused {
        let expected = if what.contains("content type") || *what == "text/plain" {
            (415, "not-json")
        } else {
            (403, "cross-site")
        };
        assert_eq!((a.status, a.code().as_str()), expected, "{what}: {a:?}");
        assert!(!a.why().is_empty(), "{what}");
    }
    assert_eq!(events_in(&app), 1, "nothing was entered");
    assert_eq!(saves_of(saves.path()), before, "nothing was saved");
    // The page itself, as the browser sends it, still enters.
    let placed = serving(&mut app, move || post_as_page(addr, &path, &lead));
    assert_eq!(placed.status, 200, "{placed:?}");
    assert_eq!(events_in(&app), 2);
}

#[test]
fn stop_then_show_on_phones_listens_where_it_was_asked_to() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let mut app = App::new(saves.path(), allfives::app::Lang::En);
    // `--share-on 127.0.0.2`: an address that is neither the local network's nor the default.
    let options = ShareOptions {
        addr: Some("127.0.0.2".parse().unwrap()),
        port: 0,
        limits: limits(),
        wake: std::sync::Arc::new(|| {}),
    };
    let first = app.start_sharing(options).unwrap();
    assert!(
        first.watch.starts_with("http://127.0.0.2:"),
        "{}",
        first.watch
    );
    app.apply(ShellCommand::StopSharing);
    assert!(app.sharing().is_none());
    app.apply(ShellCommand::ShowSharing);
    let again = app.sharing().expect("sharing again").links();
    assert!(
        again.watch.starts_with("http://127.0.0.2:"),
        "{}",
        again.watch
    );
    assert_ne!(again.watch, first.watch, "new links");
}

/// A phone whose answer was lost (the connection dropped after the laptop entered its tile)
/// sends the same entry again after the table has started a new match: it gets the laptop's
/// first answer, so it knows its tile is in; another entry from that link answers `410`.
#[test]
fn a_retry_from_an_ended_link_gets_the_first_answer_again() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Off, &[]);
    let (mut app, old) = sharing(saves.path(), limits());
    let (addr, ana) = split(&old.seats[0].1);
    let base = app.sharing().unwrap().base();
    let place = entry("lead", base, r#"{"do":"place","tile":"5-5"}"#);
    let path = format!("/api/{ana}/entry");
    let (first_place, first_path) = (place.clone(), path.clone());
    let first = serving(&mut app, move || {
        request(addr, "POST", &first_path, &first_place)
    });
    assert_eq!(first.status, 200, "{first:?}");
    app.form_mut().names = ["Cy", "Dee"].map(String::from).to_vec();
    app.apply(SetupCommand::Start);
    app.apply(TableCommand::Deal(Some(Seat(0))));
    app.serve_phones();
    let events = events_in(&app);
    let later = entry("later", base, r#"{"do":"draw"}"#);
    let (again, other) = serving(&mut app, move || {
        (
            request(addr, "POST", &path, &place),
            request(addr, "POST", &path, &later),
        )
    });
    assert_eq!((again.status, &again.body), (200, &first.body), "{again:?}");
    assert_eq!(
        (other.status, other.code().as_str()),
        (410, "match-ended"),
        "{other:?}"
    );
    assert_eq!(events_in(&app), events, "nothing entered in the new match");
}
