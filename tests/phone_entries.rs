//! A seat's phone enters only what the table view offers it, through the real server on
//! loopback with the app's own Session behind it (no window: the test serves the phones as the
//! window's frames do): the pad's numbers, nothing of the next move while the placer announces,
//! no call before the calls open (RULES.md §6), and every refusal in the laptop's words with its
//! real reason. The match and its file are checked unchanged after every refused entry.

use std::time::Duration;

use allfives::engine::{Event, MugginsRule, Seat};
use allfives::share::limits::Limits;

mod common;
mod share;
use common::t;
use share::{Answer, Events, entry, request, save_match, serving, sharing, split};

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

fn placed(player: usize, tile: &str) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: None,
    }
}

/// Posts `what` from the seat `token` on the state `base`, while `app` serves.
fn post(
    app: &mut allfives::app::App,
    addr: std::net::SocketAddr,
    token: &str,
    id: &str,
    what: &str,
) -> Answer {
    let base = app.sharing().unwrap().base();
    let path = format!("/api/{token}/entry");
    let body = entry(id, base, what);
    serving(app, move || request(addr, "POST", &path, &body))
}

/// Asserts `answer` is a refusal saying `why`, and that the match and its file are as `before`.
fn refused_unchanged(
    app: &allfives::app::App,
    saves: &std::path::Path,
    before: &(Vec<u8>, usize),
    answer: &Answer,
    why: &str,
) {
    assert_eq!(
        (answer.status, answer.code().as_str()),
        (422, "refused"),
        "{answer:?}"
    );
    assert_eq!(answer.why(), why);
    assert_eq!(saved(saves), before.0, "the file is unchanged");
    let events = app.current_match().unwrap().active_events().len();
    assert_eq!(events, before.1, "the match is unchanged");
}

fn unchanged(app: &allfives::app::App, saves: &std::path::Path) -> (Vec<u8>, usize) {
    let events = app.current_match().unwrap().active_events().len();
    (saved(saves), events)
}

#[test]
fn a_phone_announces_only_what_the_pad_offers_in_the_laptops_words() {
    let saves = tempfile::tempdir().unwrap();
    // Ana leads [5-5] (10): her pad is open; All Fives' pad has no 7.
    save_match(saves.path(), MugginsRule::Steal, &[placed(0, "5-5")]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.seats[0].1);
    let (_, ana) = split(&links.seats[0].1);
    let before = unchanged(&app, saves.path());
    let seven = post(
        &mut app,
        addr,
        &ana,
        "say7",
        r#"{"do":"announce","points":7}"#,
    );
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &seven,
        "The pad has no 7: announce 0, 5, 10, 15, 20, 25, 30, 35, or N if nothing was said",
    );
    // A number the pad has is entered.
    let ten = post(
        &mut app,
        addr,
        &ana,
        "say10",
        r#"{"do":"announce","points":10}"#,
    );
    assert_eq!(ten.status, 200, "{ten:?}");
    assert!(
        app.current_match()
            .unwrap()
            .active_events()
            .contains(&Event::PointsAnnounced {
                player: Seat(0),
                points: 10
            })
    );
}

#[test]
fn the_next_seat_waits_while_the_placer_announces() {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), MugginsRule::Steal, &[placed(0, "5-5")]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let before = unchanged(&app, saves.path());
    // Ben is to play, but Ana's pad is open: the table waits for her announcement.
    let early = post(&mut app, addr, &ben, "b1", r#"{"do":"place","tile":"5-0"}"#);
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &early,
        "Not yet: Ana is still announcing.",
    );
    let draw = post(&mut app, addr, &ben, "b2", r#"{"do":"draw"}"#);
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &draw,
        "Not yet: Ana is still announcing.",
    );
    // Once she has said it, Ben's [5-0] goes on.
    let said = post(
        &mut app,
        addr,
        &ana,
        "a1",
        r#"{"do":"announce","points":10}"#,
    );
    assert_eq!(said.status, 200, "{said:?}");
    let now = post(&mut app, addr, &ben, "b3", r#"{"do":"place","tile":"5-0"}"#);
    assert_eq!(now.status, 200, "{now:?}");
}

#[test]
fn a_call_before_the_announcement_is_refused_to_the_caller_alone_saying_nothing_of_the_count() {
    let saves = tempfile::tempdir().unwrap();
    // Ana leads [4-3]: 7 pips, it scores nothing; her pad is open.
    save_match(saves.path(), MugginsRule::Steal, &[placed(0, "4-3")]);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, watch) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let before = unchanged(&app, saves.path());
    let base = app.sharing().unwrap().base();
    let (first, call, after) = serving(&mut app, {
        let ben = ben.clone();
        move || {
            let mut watching = Events::open(addr, &watch, "en");
            let (_, first) = watching.next();
            let path = format!("/api/{ben}/entry");
            let call = request(
                addr,
                "POST",
                &path,
                &entry("early", base, r#"{"do":"muggins"}"#),
            );
            // No phone hears of the refused call: nothing is published.
            let after = watching.next_within(Duration::from_millis(800));
            (first, call, after)
        }
    });
    // No phone offers the call before the announcement.
    assert!(first["calls"].is_null(), "{}", first["calls"]);
    assert!(first["table"]["count_hidden"].as_bool().unwrap());
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &call,
        "call refused: Ana is still announcing",
    );
    assert!(after.is_none(), "a state was published: {after:?}");
    // What every phone is served still hides the count and says nothing of the call.
    let state = serving(&mut app, {
        let ben = ben.clone();
        move || Events::open(addr, &ben, "en").next().1
    });
    let shown = state.to_string();
    assert!(state["table"]["count_hidden"].as_bool().unwrap());
    assert!(
        !shown.contains("refused")
            && !shown.contains("scores nothing")
            && !shown.contains("scored nothing"),
        "{shown}"
    );
    // Once Ana has said nothing, the calls are open on every phone.
    let silent = post(&mut app, addr, &ana, "quiet", r#"{"do":"said-nothing"}"#);
    assert_eq!(silent.status, 200, "{silent:?}");
    let state = serving(&mut app, move || Events::open(addr, &ben, "en").next().1);
    assert_eq!(state["calls"]["placer"], 0, "{}", state["calls"]);
}

#[test]
fn a_tile_without_its_end_or_out_of_turn_is_refused_with_the_real_reason() {
    let saves = tempfile::tempdir().unwrap();
    // [6-3], [3-4] on the 3, [6-1] on the 6: the ends are 4 and 1, and [1-4] fits both. Ana is
    // to play.
    let on = |player: usize, tile: &str, on: &str| Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: Some(t(on)),
    };
    let events = [placed(0, "6-3"), on(1, "3-4", "6-3"), on(2, "6-1", "6-3")];
    save_match(saves.path(), MugginsRule::Off, &events);
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, _) = split(&links.watch);
    let (_, ana) = split(&links.seats[0].1);
    let (_, ben) = split(&links.seats[1].1);
    let before = unchanged(&app, saves.path());
    let which = post(&mut app, addr, &ana, "a1", r#"{"do":"place","tile":"1-4"}"#);
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &which,
        "[1-4] fits more than one end: tap the end it goes on.",
    );
    let wrong_end = post(
        &mut app,
        addr,
        &ana,
        "a2",
        r#"{"do":"place","tile":"1-4","node":7,"end":0}"#,
    );
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &wrong_end,
        "[1-4] does not go on that end: tap one of the lit ends.",
    );
    // Ben is not to play: the engine's words for a wrong turn, not "nothing of yours".
    let turn = post(&mut app, addr, &ben, "b1", r#"{"do":"place","tile":"1-4"}"#);
    assert!(
        turn.why().contains("Ana") && !turn.why().contains("Not now"),
        "{}",
        turn.why()
    );
    refused_unchanged(&app, saves.path(), &before, &turn, &turn.why());
}

/// Before the hand is dealt (the laptop still choosing who leads) a phone's tile is refused
/// in a phone's words, not the record's ("write 'hand' first").
#[test]
fn a_tile_before_the_leader_is_chosen_waits_for_the_laptop() {
    let saves = tempfile::tempdir().unwrap();
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let log = allfives::engine::MatchLog::new(allfives::engine::Setup::new(
        names,
        allfives::engine::Variant::AllFives,
    ))
    .unwrap();
    allfives::store::save(
        &saves.path().join("m.ron"),
        &allfives::store::SaveFile::new(log),
    )
    .unwrap();
    let (mut app, links) = sharing(saves.path(), limits());
    let (addr, ana) = split(&links.seats[0].1);
    let before = unchanged(&app, saves.path());
    let early = post(
        &mut app,
        addr,
        &ana,
        "early",
        r#"{"do":"place","tile":"5-5"}"#,
    );
    refused_unchanged(
        &app,
        saves.path(),
        &before,
        &early,
        "Not yet: the laptop is choosing who leads this hand.",
    );
}

/// A call of "Muggins!" by `caller` on the match of `setup` (Ana leads its first hand) with
/// `events` after the deal, made once from the caller's phone (answered in `lang`) and once at
/// the window (in `lang`): the phone's answer, and every text the window then paints.
fn refused_on_phone_and_window(
    setup: allfives::engine::Setup,
    events: &[Event],
    caller: usize,
    lang: allfives::app::Lang,
) -> (Answer, Vec<String>) {
    let saves = tempfile::tempdir().unwrap();
    common::ui::save_match(saves.path(), setup, events);
    let mut h = common::ui::harness(allfives::app::App::new(saves.path(), lang));
    let options = allfives::app::ShareOptions {
        addr: Some("127.0.0.1".parse().unwrap()),
        port: 0,
        limits: limits(),
        wake: std::sync::Arc::new(|| {}),
    };
    let links = h
        .state_mut()
        .start_sharing(options)
        .expect("the server starts");
    let (addr, token) = split(&links.seats[caller].1);
    let code = match lang {
        allfives::app::Lang::En => "en",
        allfives::app::Lang::Ht => "ht",
    };
    let base = h.state().sharing().unwrap().base();
    let body = entry(
        "call",
        base,
        &format!(r#"{{"lang":"{code}","do":"muggins"}}"#),
    );
    let path = format!("/api/{token}/entry?lang={code}");
    let phone = serving(h.state_mut(), move || request(addr, "POST", &path, &body));
    common::painted::enter(
        &mut h,
        allfives::app::TableCommand::CallMuggins(Seat(caller)),
    );
    (phone, common::painted::texts(&h))
}

/// Ana, Ben, Cy and Di, All Fives with muggins (steal): Ana and Cy are partners.
fn four_with_muggins() -> allfives::engine::Setup {
    let mut setup = common::setup(
        &["Ana", "Ben", "Cy", "Di"],
        allfives::engine::Variant::AllFives,
    );
    setup.rules.muggins = MugginsRule::Steal;
    setup
}

#[test]
fn a_phones_refused_call_says_what_the_window_paints_for_the_same_refusal() {
    use allfives::app::Lang::{En, Ht};
    let lead = [placed(0, "5-5")];
    let announced = [placed(0, "5-5"), common::says(0, 10)];
    let cases = [
        // Ben calls before Ana's announcement.
        (&lead[..], 1, En, "call refused: Ana is still announcing"),
        (&lead[..], 1, Ht, "Muggins refize: Ana poko fin anonse"),
        // Cy calls on his partner's placement.
        (&announced[..], 2, En, "call refused: Cy is Ana's partner"),
        (&announced[..], 2, Ht, "Muggins refize: Cy se patnè Ana"),
        // Ben calls on a right announcement: refused on the count, with its proof.
        (
            &announced[..],
            1,
            En,
            "call refused: Ana's announcement was right",
        ),
    ];
    for (events, caller, lang, words) in cases {
        let (phone, window) =
            refused_on_phone_and_window(four_with_muggins(), events, caller, lang);
        assert_eq!(
            (phone.status, phone.code().as_str()),
            (422, "refused"),
            "{phone:?}"
        );
        assert_eq!(phone.why(), words, "the phone's words");
        assert!(
            window.iter().any(|t| t.contains(words)),
            "the window paints {words:?}: {window:?}"
        );
    }
}
