//! What the table sees painted, read from the real window (egui_kittest, no GPU): the calls
//! offered only once the placer has announced (RULES.md §6), and a pip total typed at a hand's
//! end kept by a restart (RULES.md §4) like every other entry.

use allfives::app::{App, Lang};
use allfives::engine::record::replay;
use allfives::engine::{Event, Holds, MatchLog, MugginsRule, Seat, Variant};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::ui::{H, click, harness, key, save_log, save_match};
use common::{lead, setup};

/// Whether the button labelled `label` is painted greyed (it takes no tap).
fn greyed(h: &H, label: &str) -> bool {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .accesskit_node()
        .is_disabled()
}

#[test]
fn the_calls_are_greyed_until_the_placer_has_announced() {
    // Ana leads [0-5] (All Fives, muggins on): her pad is open, nothing said. A call now is
    // refused by the engine, so the window does not offer it.
    let saves = tempfile::tempdir().unwrap();
    let mut rules = setup(&["Ana", "Ben"], Variant::AllFives);
    rules.rules.muggins = MugginsRule::Steal;
    save_match(saves.path(), rules, &[lead(0, "0-5")]);
    let mut h = harness(App::new(saves.path(), Lang::En));
    assert!(greyed(&h, "Ben!"), "Ben! is offered before Ana announced");
    let before = h.state().current_match().unwrap().active_events().len();
    click(&mut h, "Ben!");
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        before,
        "a greyed call takes no tap"
    );
    // Ana says nothing: the calls open.
    click(&mut h, "said nothing");
    assert!(!greyed(&h, "Ben!"));
    click(&mut h, "Ben!");
    assert!(
        h.query_all_by_label_contains("Ben takes 5").count() > 0,
        "Ben's call is ruled once it is offered"
    );
}

/// vectors/matches/all-fives-3p.fives, hand 1, to Cy's domino with [6-6]: Ana (holding [0-2],
/// 2 pips) and Ben (8) are to show what they hold.
fn cy_dominoed() -> MatchLog {
    let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-3p.fives").unwrap();
    let record: String = text
        .lines()
        .take_while(|l| !l.starts_with("hand 2"))
        .map(|l| format!("{l}\n"))
        .collect();
    let played = replay(&record);
    assert!(played.is_valid(), "{:?}", played.problems);
    let log = played.to_match().unwrap();
    let events = log.active_events();
    let shown = events
        .iter()
        .position(|e| matches!(e, Event::HandRevealed { .. }))
        .unwrap();
    let events = events[..shown].to_vec();
    let cursor = events.len();
    MatchLog::from_parts(log.setup().clone(), events, cursor).unwrap()
}

fn ana_shows_2() -> Event {
    Event::HandRevealed {
        player: Seat(0),
        holds: Holds::Pips(2),
    }
}

fn last_event(h: &H) -> Option<Event> {
    h.state()
        .current_match()
        .unwrap()
        .active_events()
        .last()
        .cloned()
}

#[test]
fn a_pip_total_typed_in_its_field_is_entered_when_the_field_lets_it_go_and_kept_by_a_restart() {
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = harness(App::new(saves.path(), Lang::En));
    // Ana's 2 typed in her field, then a tap elsewhere (no Enter).
    let field = h.get_all_by_label("Pip total").next().unwrap();
    field.focus();
    field.type_text("2");
    h.run();
    assert_eq!(h.state().view().holds[0].pips, "2");
    h.get_by_label("The hand is over").click();
    h.run();
    assert_eq!(last_event(&h), Some(ana_shows_2()));
    drop(h);
    let h = harness(App::new(saves.path(), Lang::En));
    assert_eq!(last_event(&h), Some(ana_shows_2()));
    assert_eq!(h.state().game().unwrap().missing_holds(), vec![Seat(1)]);
}

#[test]
fn a_pip_total_still_being_typed_when_the_window_closes_is_kept_by_a_restart() {
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = harness(App::new(saves.path(), Lang::En));
    // Ana's 2 typed from the keys, no Enter; the window closes.
    key(&mut h, egui::Key::Num2);
    assert_eq!(h.state().view().holds[0].pips, "2");
    eframe::App::on_exit(h.state_mut(), None);
    drop(h);
    let h = harness(App::new(saves.path(), Lang::En));
    assert_eq!(last_event(&h), Some(ana_shows_2()));
    assert_eq!(h.state().game().unwrap().missing_holds(), vec![Seat(1)]);
}

#[test]
fn a_read_only_windows_top_bar_greys_what_would_enter_something() {
    // A match with Ana's lead, open in a first window: the second is read only.
    let saves = tempfile::tempdir().unwrap();
    save_match(
        saves.path(),
        setup(&["Ana", "Ben"], Variant::AllFives),
        &[lead(0, "5-5")],
    );
    let first = App::new(saves.path(), Lang::En);
    let h = harness(App::new(saves.path(), Lang::En));
    assert!(h.state().read_only());
    assert!(greyed(&h, "New match"), "New match is offered");
    assert!(
        h.get_all_by_role(egui::accesskit::Role::Button)
            .filter(|b| b
                .accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with("↶ Undo")))
            .all(|b| b.accesskit_node().is_disabled()),
        "Undo is offered"
    );
    // What only reads stays: History.
    assert!(!greyed(&h, "History"));
    drop(first);
}

#[test]
fn a_long_undo_leaves_the_menu_and_where_the_match_stands_in_the_top_bar() {
    // Four long names, one tile each: Anastasia-Marguerite dominoes with [0-5], and
    // Bartholomew-Fitzgerald's 6 pips are entered. At 900 × 600 Undo names that entry; grown to
    // its length it pushed ☰ and "Hand 1 …" off the bar (in Kreyòl even more).
    let names = [
        "Anastasia-Marguerite",
        "Bartholomew-Fitzgerald",
        "Dieudonné-Maximilien",
        "Wilhelmina-Josephine",
    ];
    let mut rules = setup(&names, Variant::AllFives);
    rules.teams = None;
    rules.rules.deal = allfives::engine::Deal::Each(1);
    let events = [
        lead(0, "0-5"),
        Event::HandRevealed {
            player: Seat(1),
            holds: Holds::Pips(6),
        },
    ];
    let size = egui::vec2(900.0, 600.0);
    for (lang, stands) in [(Lang::En, "Hand 1"), (Lang::Ht, "Manch 1")] {
        let saves = tempfile::tempdir().unwrap();
        save_match(saves.path(), rules.clone(), &events);
        let h = common::ui::harness_sized(App::new(saves.path(), lang), size);
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        let texts = common::painted_texts(&h);
        let menu = texts.iter().find(|(_, t)| t == "☰");
        assert!(
            menu.is_some_and(|(r, _)| window.contains_rect(*r)),
            "{lang:?}: ☰ is not whole in the bar: {menu:?}"
        );
        // Where the match stands keeps at least its first words.
        let first = stands.split(' ').next().unwrap();
        assert!(
            texts
                .iter()
                .any(|(r, t)| t.starts_with(first) && window.contains_rect(*r) && r.min.y < 30.0),
            "{lang:?}: where the match stands is gone from the bar: {:?}",
            texts
                .iter()
                .filter(|(r, _)| r.min.y < 30.0)
                .collect::<Vec<_>>()
        );
        let undo = texts
            .iter()
            .find(|(r, t)| t.starts_with('↶') && r.min.y < 30.0)
            .map(|(r, _)| *r)
            .unwrap();
        assert!(undo.width() <= 900.0 * 0.25, "{lang:?}: Undo is {undo:?}");
        if lang == Lang::En {
            // Cut short on the bar, it is whole for a screen reader (and on hover).
            h.get_by_label("↶ Undo: Bartholomew-Fitzgerald's tiles in hand");
        }
    }
}

#[test]
fn draw_and_pass_keep_their_place_when_the_last_tile_ends_the_hand() {
    // One tile each, three players: Ana leads [0-5] and Ben's turn shows Draw and Pass; then
    // the same lead as Ana's last tile. The turn panel's title said "Ben's turn" and went when
    // the hand ended, and Draw and Pass moved up under a tap (33 px).
    let size = egui::vec2(900.0, 600.0);
    let draw_at = |deal: u8| {
        let saves = tempfile::tempdir().unwrap();
        let mut rules = setup(&["Ana", "Ben", "Cy"], Variant::AllFives);
        rules.rules.deal = allfives::engine::Deal::Each(deal);
        save_match(saves.path(), rules, &[lead(0, "0-5")]);
        let h = common::ui::harness_sized(App::new(saves.path(), Lang::En), size);
        let rect = h
            .get_by_role_and_label(egui::accesskit::Role::Button, "Draw")
            .rect();
        let over = h.state().game().unwrap().hand().unwrap().end.is_some();
        (rect, over)
    };
    let (playing, over) = draw_at(2);
    assert!(!over);
    let (ended, over) = draw_at(1);
    assert!(over, "Ana dominoed");
    assert_eq!(playing, ended, "Draw moved when the hand ended");
}
