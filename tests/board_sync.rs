//! Two laptops at a club night, sharing one saves folder through two real Syncthing instances on
//! loopback: a placement entered at laptop A's table (through its Session, as the window enters
//! it, and saved as the app saves) appears on laptop B's board — in the board's model, read by
//! B's feed as Syncthing brings the file in, and on B's board link, served over HTTP.
//!
//! Needs Debian's `syncthing` (`.ci/run` installs it): without it the test fails, always under
//! `CI=true`; `ALLFIVES_SKIP_SYNC=1` skips it on a developer's machine. Every wait has a deadline.

use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use allfives::app::{Session, board_states};
use allfives::engine::{Event, MatchLog, Seat, Setup, Variant};
use allfives::store::club::night::Night;
use allfives::store::watch::NightFeed;
use allfives::store::{self, SaveFile, Store};

mod common;
mod share;
#[path = "common/syncthing.rs"]
mod syncthing;

/// How long a change gets to cross from one laptop to the other.
const DEADLINE: Duration = Duration::from_secs(90);

/// The newest night the feed handed on that `done` accepts, within [`DEADLINE`].
fn until(nights: &mpsc::Receiver<Night>, what: &str, done: impl Fn(&Night) -> bool) -> Night {
    let end = Instant::now() + DEADLINE;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        match nights.recv_timeout(left) {
            Ok(night) if done(&night) => return night,
            Ok(_) => {}
            Err(e) => panic!("laptop B's board never showed {what} within {DEADLINE:?}: {e}"),
        }
    }
}

/// A match of Ana, Ben and Cy started now at laptop A, its first hand dealt (Ana leads); returns
/// the night it belongs to (after midnight, before 6, the evening before).
fn start_match(dir: &Path) -> chrono::NaiveDate {
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let mut m = MatchLog::new(Setup::new(names, Variant::AllFives)).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    let save = SaveFile::new(m);
    store::save(&Store::new(dir).new_path(save.created), &save).unwrap();
    allfives::store::club::night::night_of(save.created)
}

#[test]
fn a_placement_at_laptop_a_appears_on_laptop_b_s_board() {
    if !syncthing::require() {
        return;
    }
    let root = tempfile::tempdir().unwrap();
    let (a, b) = (root.path().join("saves-a"), root.path().join("saves-b"));
    for dir in [&a, &b] {
        std::fs::create_dir_all(dir).unwrap();
        // Each laptop keeps its own index and lock (both instances run on one machine here).
        std::fs::write(dir.join(".stignore"), "/.index\n/.allfives.lock\n").unwrap();
    }
    // The night of the match's start (the test may run after midnight, before 6).
    let tonight = start_match(&a);
    let (one, two) = syncthing::pair(root.path(), &a, &b);

    // Laptop B's board: its feed on B's folder, handing each night to B's board link.
    let (_app, _links) = share::sharing(&b, allfives::share::limits::Limits::default());
    let sharing = _app.sharing().unwrap();
    let (addr, token) = share::split(&sharing.board_link());
    let (send, nights) = mpsc::channel();
    let feed = NightFeed::start(
        Store::new(&b),
        move || tonight,
        move |night| {
            let _ = send.send(night);
        },
    )
    .unwrap();

    // The match reaches B: one table in play, nothing scored yet.
    let night = until(&nights, "A's match", |n| n.in_play.len() == 1);
    assert_eq!(night.in_play[0].summary.scores, vec![0, 0, 0]);

    // At laptop A, Ana leads the 5-5: entered through A's Session, which saves the match.
    let (mut session, _) = Session::open(Store::new(&a));
    assert!(session.state().is_some(), "A's Session reopened the match");
    session
        .push(common::lead(0, "5-5"))
        .expect("the lead is entered");
    let scores = session.state().unwrap().scores().to_vec();
    assert!(scores[0] > 0, "the 5-5 lead scores: {scores:?}");

    let night = until(&nights, "the placement", |n| {
        n.in_play.first().is_some_and(|m| m.summary.events == 2)
    });
    assert_eq!(night.in_play[0].summary.scores, scores);
    assert_eq!(night.in_play[0].summary.setup.players.len(), 3);

    // B's board link serves it.
    sharing.publish_board(board_states(&night));
    let board = share::request(addr, "GET", &format!("/api/{token}/board"), b"").json();
    assert_eq!(board["in_play"][0]["players"], "Ana, Ben, Cy");
    assert_eq!(
        board["in_play"][0]["scores"][0]["score"],
        scores[0].to_string()
    );
    assert_eq!(board["in_play_head"], "In play: 1 table");
    drop(feed);
    drop((one, two));
}
