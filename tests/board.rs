//! The club night board: what a night of several tables shows (the matches in play with their
//! live score, the night's finished matches, the night's standings, the files left out), worked
//! out from the saves folder's listing; the feed that reads it again when a file arrives; and the
//! board's watch-only link on the phones' server.

use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use allfives::app::{Lang, board_states};
use allfives::engine::{Event, MatchLog, Seat, Setup, Variant};
use allfives::store::club::night::Night;
use allfives::store::history::{History, Progress};
use allfives::store::watch::{NightFeed, is_match_change};
use allfives::store::{self, SaveFile, Store, exchange};
use chrono::{DateTime, Local, NaiveDate, TimeZone};

mod common;
mod share;
use common::t;

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 3, d).unwrap()
}

fn at(d: u32, h: u32, m: u32) -> DateTime<Local> {
    Local.with_ymd_and_hms(2026, 3, d, h, m, 0).unwrap()
}

/// A shared vector match (played to its end), started at `created`.
fn vector(name: &str, created: DateTime<Local>) -> SaveFile {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = created;
    save.updated = created + chrono::Duration::minutes(40);
    save
}

/// A match of Ana, Ben and Cy started at `created`: Ana leads the first hand with the 5-5
/// (10 points: RULES.md), and `more` placements follow.
fn live(created: DateTime<Local>, more: &[(usize, &str, &str)]) -> SaveFile {
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let mut m = MatchLog::new(Setup::new(names, Variant::AllFives)).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    m.push(common::lead(0, "5-5")).unwrap();
    for (player, tile, on) in more {
        m.push(common::placed(*player, tile, *on)).unwrap();
    }
    let mut save = SaveFile::new(m);
    save.created = created;
    save.updated = created + chrono::Duration::minutes(5);
    save
}

fn put(dir: &Path, id: &str, save: &SaveFile) {
    store::save(&dir.join(format!("{id}.ron")), save).unwrap();
}

fn ids(list: &[allfives::store::history::MatchEntry]) -> Vec<&str> {
    list.iter().map(|m| m.id.as_str()).collect()
}

fn board(dir: &Path, night: NaiveDate) -> Night {
    Night::of(&History::scan(&Store::new(dir), &Progress::new()), night)
}

/// A club night's folder: two tables finished at the same start, one in play, a match of the
/// night before, a damaged file, a sync conflict copy and Syncthing's temporary file.
fn club_night(dir: &Path) -> SaveFile {
    put(dir, "t1-done", &vector("all-fives-2p.fives", at(6, 20, 0)));
    put(dir, "t2-done", &vector("all-fives-3p.fives", at(6, 20, 0)));
    let playing = live(at(6, 21, 10), &[]);
    put(dir, "t3-live", &playing);
    put(dir, "before", &vector("five-up-2p.fives", at(5, 20, 0)));
    std::fs::write(dir.join("bad.ron"), "(created: \"2026-03-06T").unwrap();
    // Syncthing writes a file as `.syncthing.NAME.tmp`, then renames it.
    std::fs::write(dir.join(".syncthing.t4.ron.tmp"), "(created:").unwrap();
    let mut behind = vector("all-fives-2p.fives", at(6, 20, 0));
    for _ in 0..4 {
        assert!(behind.log.undo());
    }
    put(
        dir,
        "t1-done.sync-conflict-20260306-210000-ABCDEFG",
        &behind,
    );
    playing
}

#[test]
fn a_night_shows_its_tables_in_play_its_finished_matches_and_its_standings() {
    let dir = tempfile::tempdir().unwrap();
    let playing = club_night(dir.path());
    let night = board(dir.path(), day(6));
    assert_eq!(night.day, day(6));
    assert_eq!(ids(&night.in_play), ["t3-live"]);
    let mut finished = ids(&night.finished);
    finished.sort_unstable();
    assert_eq!(finished, ["t1-done", "t2-done"]);
    // The live score is the match's own, on its scale: Ana's 5-5 lead counts 10.
    let state = playing.log.state().unwrap();
    assert_eq!(night.in_play[0].summary.scores, state.scores().to_vec());
    assert!(night.in_play[0].summary.scores[0] > 0);

    // The standings are `allfives standings --since DAY --until DAY`'s.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(dir.path())
        .args([
            "standings",
            "--since",
            "2026-03-06",
            "--until",
            "2026-03-06",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let printed = String::from_utf8(out.stdout).unwrap();
    let states = board_states(&night);
    let en: serde_json::Value = serde_json::from_str(&states[0].1).unwrap();
    assert_eq!(states[0].0, "en");
    let mut lines = vec![
        en["heads"]
            .as_array()
            .unwrap()
            .iter()
            .map(|h| h.as_str().unwrap())
            .collect::<Vec<_>>()
            .join("\t"),
    ];
    for row in en["rows"].as_array().unwrap() {
        let cells: Vec<&str> = row
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        lines.push(cells.join("\t"));
    }
    assert_eq!(printed.lines().collect::<Vec<_>>(), lines, "{printed}");
    // Only the night's players: Five Up's match of the night before brought Ana's and Ben's
    // ratings in, but it is not one of the night's matches.
    assert_eq!(night.standings.len(), 3, "{:?}", night.standings);
    assert!(night.standings.iter().all(|s| s.played >= 1));

    // The live table in words: who, each side's score, which hand.
    let table = &en["in_play"][0];
    assert_eq!(table["id"], "t3-live");
    assert_eq!(table["players"], "Ana, Ben, Cy");
    assert_eq!(table["scores"][0]["side"], "Ana");
    assert_eq!(
        table["scores"][0]["score"],
        state.scores().to_vec()[0].to_string()
    );
    assert_eq!(table["line"], "Hand 1");
    assert_eq!(en["in_play_head"], "In play: 1 table");
    assert_eq!(en["finished_head"], "Finished tonight: 2 matches");

    // What is left out is named, and the temporary file is not even listed.
    let skipped: Vec<&str> = en["skipped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert_eq!(skipped.len(), 2, "{skipped:?}");
    assert!(skipped[0].starts_with("bad.ron: not read, "), "{skipped:?}");
    assert_eq!(
        skipped[1],
        "t1-done.sync-conflict-20260306-210000-ABCDEFG: a sync conflict copy of t1-done, not counted"
    );
    assert!(!skipped.iter().any(|s| s.contains(".syncthing")));

    // The same board in Kreyòl.
    let ht: serde_json::Value = serde_json::from_str(&states[1].1).unwrap();
    assert_eq!(states[1].0, "ht");
    assert_eq!(ht["in_play"][0]["line"], "Manch 1");
    assert_eq!(ht["heads"][0], "Jwè");
    assert_eq!(ht["rows"].as_array().unwrap().len(), 3);

    // The night before shows only its own match.
    let before = board(dir.path(), day(5));
    assert_eq!(ids(&before.finished), ["before"]);
    assert!(before.in_play.is_empty());
    assert_eq!(before.standings.len(), 2);
}

#[test]
fn only_a_match_file_wakes_the_board() {
    let dir = Path::new("/saves");
    assert!(is_match_change(
        dir,
        Path::new("/saves/2026-03-06_20-00-00_k3f9q2.ron")
    ));
    assert!(is_match_change(
        dir,
        Path::new("/saves/a.sync-conflict-20260306-210000-ABC.ron")
    ));
    assert!(is_match_change(dir, dir));
    assert!(!is_match_change(
        dir,
        Path::new("/saves/.syncthing.a.ron.tmp")
    ));
    assert!(!is_match_change(dir, Path::new("/saves/.allfives-x1.tmp")));
    assert!(!is_match_change(dir, Path::new("/saves/.allfives.lock")));
    assert!(!is_match_change(dir, Path::new("/saves/.index")));
    assert!(!is_match_change(dir, Path::new("/saves/notes.txt")));
}

/// The next night the feed hands on within `within`.
fn next(nights: &mpsc::Receiver<Night>, within: Duration, what: &str) -> Night {
    nights
        .recv_timeout(within)
        .unwrap_or_else(|e| panic!("no new board {what} within {within:?}: {e}"))
}

#[test]
fn the_feed_reads_the_board_again_when_a_file_arrives_and_a_damaged_one_never_stops_it() {
    let dir = tempfile::tempdir().unwrap();
    put(
        dir.path(),
        "t1-done",
        &vector("all-fives-2p.fives", at(6, 20, 0)),
    );
    let (send, nights) = mpsc::channel();
    let feed = NightFeed::start(
        Store::new(dir.path()),
        || day(6),
        move |n| {
            let _ = send.send(n);
        },
    )
    .unwrap();
    let wait = Duration::from_secs(20);
    let first = next(&nights, wait, "at the start");
    assert_eq!(ids(&first.finished), ["t1-done"]);
    assert!(first.in_play.is_empty());

    // A table starts: its file arrives as the app writes it (a temporary file, renamed).
    put(dir.path(), "t2-live", &live(at(6, 21, 0), &[]));
    let second = next(&nights, wait, "after a new match");
    assert_eq!(ids(&second.in_play), ["t2-live"]);
    assert_eq!(second.in_play[0].summary.events, 2);

    // A half-written file: named, and the feed goes on.
    let whole = store::to_text(&live(at(6, 21, 30), &[])).unwrap();
    std::fs::write(dir.path().join("half.ron"), &whole[..whole.len() / 2]).unwrap();
    let third = next(&nights, wait, "after a half-written file");
    assert_eq!(third.skipped.len(), 1, "{:?}", third.skipped);
    assert_eq!(ids(&third.in_play), ["t2-live"]);

    // The next placement at table 2 reaches the board.
    put(
        dir.path(),
        "t2-live",
        &live(at(6, 21, 0), &[(1, "5-0", "5-5")]),
    );
    let fourth = next(&nights, wait, "after a placement");
    assert_eq!(fourth.in_play[0].summary.events, 3);
    drop(feed);
    // Stopped: its thread has ended and dropped its end of the channel.
    assert!(matches!(
        nights.recv_timeout(Duration::from_secs(5)),
        Err(mpsc::RecvTimeoutError::Disconnected)
    ));
    let _ = t("5-5");
}

#[test]
fn the_board_link_shows_only_the_board_and_the_table_links_do_not_open_it() {
    let saves = tempfile::tempdir().unwrap();
    share::save_match(saves.path(), allfives::engine::MugginsRule::Off, &[]);
    let (app, links) = share::sharing(saves.path(), allfives::share::limits::Limits::default());
    let sharing = app.sharing().unwrap();
    let board_link = sharing.board_link();
    let (addr, token) = share::split(&board_link);
    assert!(board_link.contains("/b/"), "{board_link}");
    // Before the first board: the page opens, the board is `null`.
    let page = share::request(addr, "GET", &format!("/b/{token}"), b"");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("/board.js"));
    let now = share::request(addr, "GET", &format!("/api/{token}/board"), b"");
    assert_eq!(now.body.trim(), "null");

    let dir = tempfile::tempdir().unwrap();
    club_night(dir.path());
    sharing.publish_board(board_states(&board(dir.path(), day(6))));
    let en = share::request(addr, "GET", &format!("/api/{token}/board"), b"").json();
    assert_eq!(en["in_play"][0]["id"], "t3-live");
    let ht = share::request(addr, "GET", &format!("/api/{token}/board?lang=ht"), b"").json();
    assert_eq!(ht["in_play"][0]["line"], "Manch 1");

    // The board's token opens no table, no seat, no pairing, and enters nothing.
    for (method, path) in [
        ("GET", format!("/w/{token}")),
        ("GET", format!("/s/{token}")),
        ("GET", format!("/api/{token}/events")),
        ("GET", format!("/api/{token}/words")),
        ("POST", format!("/api/{token}/entry")),
        ("POST", format!("/api/{token}/pair")),
    ] {
        let answer = share::request(addr, method, &path, b"{}");
        assert_eq!(answer.status, 404, "{method} {path}: {}", answer.body);
    }
    // And the table's links do not open the board.
    let (_, watch) = share::split(&links.watch);
    let (_, seat) = share::split(&links.seats[0].1);
    for other in [watch, seat, "0".repeat(26)] {
        assert_eq!(
            share::request(addr, "GET", &format!("/b/{other}"), b"").status,
            404
        );
        let answer = share::request(addr, "GET", &format!("/api/{other}/board"), b"");
        assert_eq!(answer.status, 404);
        assert_eq!(answer.code(), "unknown-link");
    }
    let _ = Lang::En;
}

#[test]
fn a_match_begun_after_midnight_is_on_the_board_of_the_evening_before() {
    // A table begins a new match at 00:40 while the board, left on, still shows the evening
    // (until 6 in the morning): it was missing from it, counted on the next date's board.
    let dir = tempfile::tempdir().unwrap();
    club_night(dir.path());
    put(dir.path(), "t5-late", &live(at(7, 0, 40), &[]));
    put(dir.path(), "next-day", &live(at(7, 6, 30), &[]));
    let night = board(dir.path(), day(6));
    let mut in_play = ids(&night.in_play);
    in_play.sort_unstable();
    assert_eq!(in_play, ["t3-live", "t5-late"]);
    assert_eq!(ids(&board(dir.path(), day(7)).in_play), ["next-day"]);
    // Its standings count the same matches as its lists: two won after midnight count (Ana
    // played t1, t2 and these two), one of 05:30 the morning of the 6th is the night before's.
    put(
        dir.path(),
        "late-1",
        &vector("all-fives-2p.fives", at(7, 0, 20)),
    );
    put(
        dir.path(),
        "late-2",
        &vector("all-fives-2p.fives", at(7, 1, 0)),
    );
    put(
        dir.path(),
        "dawn",
        &vector("all-fives-2p.fives", at(6, 5, 30)),
    );
    let night = board(dir.path(), day(6));
    let ana = night
        .standings
        .iter()
        .find(|s| s.name == "Ana")
        .expect("Ana");
    assert_eq!(ana.played, 4, "{:?}", night.standings);
    let mut finished = ids(&night.finished);
    finished.sort_unstable();
    assert_eq!(finished, ["late-1", "late-2", "t1-done", "t2-done"]);
}
