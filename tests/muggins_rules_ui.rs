//! The engine's muggins and settlement rules as the window paints them (RULES.md §4–§6),
//! clicked and typed like a player would with egui_kittest: a call before the announcement is
//! refused and paints nothing of the count; "said nothing" is an entry that Undo takes back and
//! a restart keeps; a late call names the settlement; a Fives and Threes settlement says a
//! chip-out past the target is not scored and that a blocked hand scores nothing.

use allfives::app::TableCommand;
use allfives::app::{App, Lang};
use allfives::engine::record::replay;
use allfives::engine::{Event, MatchLog, MugginsRule, Seat, Setup, Variant};
use egui::Key;
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::ui::{H, app_on, click, harness, key, painted_strings, scores};
use common::{lead, placed, says, t};

/// Every text painted in the last frame.
fn painted(h: &H) -> Vec<String> {
    painted_strings(h)
}

/// Whether some painted text contains `part`.
fn painted_contains(h: &H, part: &str) -> bool {
    painted(h).iter().any(|text| text.contains(part))
}

/// The app on the saves folder `saves` holding `log`, in English at 1280 × 800.
fn app_with(saves: &std::path::Path, log: MatchLog) -> H {
    harness(app_on(saves, log))
}

/// Ana and Ben, All Fives with muggins `steal`; Ana leads [0-5]: 0 + 5 = 5.
fn ana_led_0_5() -> MatchLog {
    ana_led_0_5_dealt(None)
}

/// [`ana_led_0_5`], with `deal` tiles each when given (one: [0-5] is Ana's last).
fn ana_led_0_5_dealt(deal: Option<u8>) -> MatchLog {
    two_with_muggins(deal, &[lead(0, "0-5")])
}

/// Ana and Ben, All Fives with muggins `steal`, `deal` tiles each when given: the first hand,
/// Ana leading, and `events` after its deal.
fn two_with_muggins(deal: Option<u8>, events: &[Event]) -> MatchLog {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    if let Some(n) = deal {
        setup.rules.deal = allfives::engine::Deal::Each(n);
    }
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for event in events {
        log.push(event.clone()).unwrap();
    }
    log
}

#[test]
fn a_call_before_the_announcement_is_refused_and_paints_nothing_of_the_count() {
    // RULES.md §6: the calls open once the placer's announcement is entered. Ana leads [0-5];
    // `M 2` (Ben calls) before she says anything.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), ana_led_0_5());
    key(&mut h, Key::M);
    key(&mut h, Key::Num2);
    assert_eq!(scores(&h), vec![0, 0], "nothing stolen");
    assert!(
        painted_contains(&h, "Ana is still announcing"),
        "{:?}",
        painted(&h)
    );
    for part in [
        "0 + 5",
        "= 5",
        "takes",
        "Ana said nothing",
        "scored nothing",
    ] {
        assert!(!painted_contains(&h, part), "{part}: {:?}", painted(&h));
    }
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        2,
        "the refused call is no entry"
    );
    // Once Ana has said nothing, the same keys call and Ben takes the 5.
    click(&mut h, "said nothing");
    key(&mut h, Key::M);
    key(&mut h, Key::Num2);
    assert_eq!(scores(&h), vec![0, 5]);
    assert!(
        painted_contains(&h, "Muggins! Ben takes 5"),
        "{:?}",
        painted(&h)
    );
}

#[test]
fn said_nothing_is_an_entry_that_undo_takes_back_and_a_restart_keeps() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), ana_led_0_5());
    click(&mut h, "said nothing");
    assert_eq!(
        h.state().current_match().unwrap().active_events().last(),
        Some(&Event::NothingSaid { player: Seat(0) })
    );
    // Saved after it, like every entry: a new window on the folder (once this one has closed)
    // opens with Ana's silence said, the pad closed and the calls open.
    drop(h);
    let mut again = harness(App::new(saves.path(), Lang::En));
    assert!(!again.state().table_view().pad_open);
    assert!(painted_contains(&again, "Ana said nothing"));
    key(&mut again, Key::M);
    key(&mut again, Key::Num2);
    assert_eq!(scores(&again), vec![0, 5], "{:?}", painted(&again));
    drop(again);
    // Undo takes it back as one entry, in its own words.
    let mut h = harness(App::new(saves.path(), Lang::En));
    click(&mut h, "↶ Undo: Ben's muggins call");
    click(&mut h, "↶ Undo: Ana said nothing");
    assert!(h.state().table_view().pad_open);
    assert_eq!(h.state().current_match().unwrap().active_events().len(), 2);
    h.get_by_label("Ana placed [0-5]: announce the points");
}

#[test]
fn a_late_call_after_the_settlement_names_the_settlement() {
    // muggins-2p.fives, hand 1: Ana dominoes with [6-1]; the hand is settled and hand 2 dealt
    // (as Settle does in the window) before Ben calls.
    let record = "variant: muggins\nplayers: Ana, Ben\n\nhand 1\nAna: 2-6 = 0\n\
        Ben: 6-5 on 2-6 = 0\nAna: 2-4 on 2-6 = 0\nBen: 5-2 on 5-6 = 0\n\
        Ana: 4-6 on 2-4 = 0\nBen: 6-0 on 4-6 = 0\nAna: 0-4 on 0-6 = 0\n\
        Ben: 4-1 on 0-4 = 0\nAna: 2-2 on 2-5 = 5\nBen: 1-3 on 1-4 = 0\n\
        Ana: 3-6 on 1-3 = 10\nBen: draw 4\nBen: 2-3 on 2-2 = 0\nAna: 6-1 on 3-6 = 0\n\
        Ana: holds 0\nBen: holds 25\n\nhand 2\n";
    let played = replay(record);
    assert!(played.is_valid(), "{:?}", played.problems);
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), played.to_match().unwrap());
    let before = scores(&h);
    key(&mut h, Key::M);
    key(&mut h, Key::Num2);
    assert_eq!(scores(&h), before);
    assert!(
        painted_contains(&h, "the hand was settled"),
        "{:?}",
        painted(&h)
    );
    assert!(!painted_contains(&h, "its window has closed"));
}

/// Ana and Ben play Fives and Threes to `target` (exact, RULES.md §5): the first `hands` hands
/// of `vectors/matches/fives-and-threes-2p.fives`, the last left for the window to settle.
fn fives_and_threes(target: u32, hands: usize) -> MatchLog {
    let text = std::fs::read_to_string("../shared/vectors/matches/fives-and-threes-2p.fives")
        .unwrap()
        .replace(
            "players: Ana, Ben\n",
            &format!("players: Ana, Ben\ntarget: {target}\n"),
        );
    let parts: Vec<&str> = text.split("\nhand ").collect();
    let record: String = parts[..=hands]
        .join("\nhand ")
        .lines()
        .filter(|l| !l.starts_with("score:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let played = replay(&record);
    assert!(played.is_valid(), "{:?}", played.problems);
    // The end of the record settles its last hand; the window is to settle it.
    let log = played.to_match().unwrap();
    let mut events = log.active_events().to_vec();
    if events.last() == Some(&Event::Tallied) {
        events.pop();
    }
    let cursor = events.len();
    MatchLog::from_parts(log.setup().clone(), events, cursor).unwrap()
}

#[test]
fn a_chip_out_past_the_target_is_not_scored_in_the_settlement_or_the_last_hand() {
    // Ana is on 4 when she chips out with [6-3]: 1 + 1 for chipping out would take her to 6,
    // past 5 (RULES.md §5: 59 + 2 + 1 is not scored).
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), fives_and_threes(5, 1));
    assert_eq!(scores(&h), vec![4, 4]);
    // The dialog says the game's word, and the settlement says the point was not scored.
    assert!(painted_contains(&h, "Ana chipped out"), "{:?}", painted(&h));
    assert!(!painted_contains(&h, "dominoed"));
    let not_scored = "Ana chipped out: + 1 with the last tile · not scored: Ana would pass 5";
    assert!(painted_contains(&h, not_scored), "{:?}", painted(&h));
    h.state_mut().apply(TableCommand::FinishHand);
    h.run();
    assert_eq!(scores(&h), vec![4, 4]);
    // Last hand says the same.
    assert!(painted_contains(&h, not_scored), "{:?}", painted(&h));
    assert!(
        !painted(&h)
            .iter()
            .any(|text| text == "Ana chipped out: + 1 with the last tile"),
        "{:?}",
        painted(&h)
    );
}

#[test]
fn a_blocked_fives_and_threes_hand_says_nobody_scores() {
    // Hand 2 of the record: both knock (RULES.md §4: blocked hands score nothing).
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), fives_and_threes(61, 2));
    let nobody = "Nobody scores: a blocked hand scores nothing in Fives and Threes";
    assert!(
        painted_contains(&h, "The game is blocked"),
        "{:?}",
        painted(&h)
    );
    assert!(painted_contains(&h, nobody), "{:?}", painted(&h));
    let before = scores(&h);
    h.state_mut().apply(TableCommand::FinishHand);
    h.run();
    assert_eq!(scores(&h), before);
    assert!(painted_contains(&h, nobody), "{:?}", painted(&h));
}

#[test]
fn a_blocked_fives_and_threes_hand_says_nobody_scores_in_kreyol() {
    let saves = tempfile::tempdir().unwrap();
    common::ui::save_log(saves.path(), fives_and_threes(61, 2));
    let h = harness(App::new(saves.path(), Lang::Ht));
    assert!(
        painted_contains(&h, "Pèsonn pa fè pwen"),
        "{:?}",
        painted(&h)
    );
}

#[test]
fn a_draw_that_closed_a_winning_window_says_it_was_not_entered() {
    // RULES.md §5–§6: Ana's [5-5] (10) would reach the target of 10 once its window closes. Ben
    // draws instead of calling: the table moving on closes the window, the 10 wins the match,
    // and the draw is not made. The engine's outcome says so, and the winner's screen says it.
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    setup.rules.target = 10;
    let mut log = MatchLog::new(setup).unwrap();
    for event in [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        },
        Event::PointsAnnounced {
            player: Seat(0),
            points: 10,
        },
    ] {
        log.push(event).unwrap();
    }
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), log);
    assert!(!painted_contains(&h, "was not kept"));
    h.state_mut().apply(TableCommand::Draw);
    h.run();
    assert_eq!(scores(&h), vec![10, 0]);
    assert_eq!(
        h.state().current_match().unwrap().last_event(),
        Some(&Event::Tallied),
        "the window closed; no draw"
    );
    assert!(painted_contains(&h, "Ana wins"), "{:?}", painted(&h));
    assert!(
        painted_contains(&h, "what was entered after it was not kept"),
        "{:?}",
        painted(&h)
    );
    // Undone and redone, the last entry is the tally itself, as saved: nothing was dropped.
    h.state_mut().apply(TableCommand::Undo);
    h.state_mut().apply(TableCommand::Redo);
    h.run();
    assert!(painted_contains(&h, "Ana wins"), "{:?}", painted(&h));
    assert!(!painted_contains(&h, "was not kept"));
}

#[test]
fn no_call_waits_for_the_settlement_once_the_hand_has_ended() {
    // One tile each: Ana leads [0-5], her last, and says 5. The hand is over, so its settlement
    // counts the placement (RULES.md §4, §6): *No call* is greyed in its place and `C` says
    // why, in the table's words; a call is still open, and nothing asks for a record's line.
    let saves = tempfile::tempdir().unwrap();
    let mut log = ana_led_0_5_dealt(Some(1));
    log.push(Event::PointsAnnounced {
        player: Seat(0),
        points: 5,
    })
    .unwrap();
    let mut h = app_with(saves.path(), log);
    let no_call = h.get_by_role_and_label(egui::accesskit::Role::Button, "No call: count it");
    assert!(
        no_call.accesskit_node().is_disabled(),
        "No call is greyed at the hand's end"
    );
    key(&mut h, Key::C);
    assert!(
        painted_contains(
            &h,
            "The hand is over: its settlement counts the last placement"
        ),
        "{:?}",
        painted(&h)
    );
    for part in ["holds …", "add '"] {
        assert!(!painted_contains(&h, part), "{part}: {:?}", painted(&h));
    }
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        3,
        "nothing entered"
    );
    // A call is still open: Ben calls on a right announcement and is refused with the count.
    let ben = h.get_by_role_and_label(egui::accesskit::Role::Button, "Ben!");
    assert!(!ben.accesskit_node().is_disabled(), "Ben! is open");
}

#[test]
fn the_hands_settlement_waits_for_the_last_placers_announcement() {
    // One tile each: Ana leads [0-5], her last, and has not announced. Ben's total typed, the
    // dialog offered *Next hand* and Enter settled: Ana's 5 was credited with nothing said and
    // no call ever open (RULES.md §6: the calls open once the announcement is entered). The
    // settlement waits for it: no button, the dialog and Enter say why, nothing is entered.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), ana_led_0_5_dealt(Some(1)));
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("6");
    h.run();
    h.run();
    let why = "Ana announces first: Muggins! can be called until the count is credited";
    assert!(painted_contains(&h, why), "{:?}", painted(&h));
    assert!(
        h.query_by_label("Next hand · Ben leads").is_none()
            && h.query_by_label("Next hand · Ana leads").is_none(),
        "no button settles: {:?}",
        painted(&h)
    );
    let entries = |h: &H| h.state().current_match().unwrap().active_events().len();
    assert_eq!(entries(&h), 2, "the deal and the lead");
    ask_to_settle(&mut h);
    assert_eq!(entries(&h), 2, "asking to settle entered nothing");
    assert_eq!(scores(&h), [0, 0]);
    assert!(
        painted_contains(&h, why),
        "the status says why: {:?}",
        painted(&h)
    );
    // Ana says 5: the call is open, and the hand settles.
    h.state_mut().apply(TableCommand::Announce(5));
    h.run();
    assert!(!painted_contains(&h, why), "{:?}", painted(&h));
    let ben = h.get_by_role_and_label(egui::accesskit::Role::Button, "Ben!");
    assert!(!ben.accesskit_node().is_disabled(), "Ben! is open");
    ask_to_settle(&mut h);
    assert_eq!(scores(&h), [5 + 5, 0], "Ana's 5, and Ben's 6 rounded to 5");
}

/// What Enter after the totals, and the dialog's button, ask: to settle the hand.
fn ask_to_settle(h: &mut H) {
    h.state_mut().apply(TableCommand::FinishHand);
    h.run();
    h.run();
}

#[test]
fn no_call_waits_for_the_placers_announcement() {
    // Ana led [0-5] and has not announced: *No call* closed her window and credited her 5 with
    // no call ever open (RULES.md §6). It is greyed in its place, `C` says why, and nothing is
    // entered; once she says nothing it closes the window.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), ana_led_0_5());
    let no_call = |h: &H| {
        h.get_by_role_and_label(egui::accesskit::Role::Button, "No call: count it")
            .accesskit_node()
            .is_disabled()
    };
    assert!(no_call(&h), "No call is greyed before the announcement");
    key(&mut h, Key::C);
    let why = "Ana announces first: Muggins! can be called until the count is credited";
    assert!(painted_contains(&h, why), "{:?}", painted(&h));
    let entries = |h: &H| h.state().current_match().unwrap().active_events().len();
    assert_eq!(entries(&h), 2, "the deal and the lead");
    click(&mut h, "said nothing");
    assert!(!no_call(&h), "open once she has said nothing");
    click(&mut h, "No call: count it");
    assert_eq!(scores(&h), [5, 0], "the count credited");
}

#[test]
fn the_next_tile_draw_or_pass_waits_for_the_placers_announcement() {
    // Ana led [0-5] and has not announced: Ben's [5-5] went onto the felt, closing her window
    // with her 5 credited and no call ever open (RULES.md §6: the calls open once the
    // announcement is entered). The window refuses the next tile, a draw and a pass, and says
    // why; once she announces, Ben places.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), ana_led_0_5());
    let entries = |h: &H| h.state().current_match().unwrap().active_events().len();
    let why = "Ana announces first: Muggins! can be called until the count is credited";
    for command in [
        TableCommand::PickTile(t("5-5")),
        TableCommand::Draw,
        TableCommand::Pass,
    ] {
        h.state_mut().apply(command.clone());
        h.run();
        h.run();
        assert_eq!(entries(&h), 2, "{command:?}: the deal and the lead only");
        assert!(painted_contains(&h, why), "{command:?}: {:?}", painted(&h));
        assert_eq!(scores(&h), [0, 0], "nothing credited");
    }
    // `D` is refused at once, before a count is asked.
    key(&mut h, Key::D);
    assert_eq!(h.state().view().keys.typed.shown(), None, "no count asked");
    assert!(painted_contains(&h, why), "{:?}", painted(&h));
    assert_eq!(entries(&h), 2);
    h.state_mut().apply(TableCommand::Announce(5));
    h.run();
    h.state_mut().apply(TableCommand::PickTile(t("5-5")));
    h.run();
    h.run();
    assert_eq!(entries(&h), 4, "the announcement and Ben's [5-5]");
    assert_eq!(scores(&h), [5, 0], "Ana's 5, credited as the window closed");
}

#[test]
fn while_an_earlier_entry_is_changed_the_pad_and_the_calls_are_put_away() {
    // Ana led [0-5] and said 5; Ben placed [5-5] and has not announced. Changing Ana's lead
    // took the table back to the deal, but the pad, the calls and the digit keys still acted
    // on Ben's [5-5]: a tap on 10 entered "Ben said 10" into the match, and Cancel kept it.
    // While a change is open they are put away and the digits type the tile that replaces
    // the entry.
    let saves = tempfile::tempdir().unwrap();
    let log = two_with_muggins(None, &[lead(0, "0-5"), says(0, 5), placed(1, "5-5", "0-5")]);
    let mut h = app_with(saves.path(), log);
    let entries = |h: &H| h.state().current_match().unwrap().active_events().len();
    assert!(painted_contains(&h, "Ben announces"), "{:?}", painted(&h));
    h.state_mut().apply(TableCommand::ChangeEntry(1));
    h.run();
    h.run();
    assert!(
        !painted_contains(&h, "Ben announces") && h.query_by_label("Ana!").is_none(),
        "the pad and the calls are put away: {:?}",
        painted(&h)
    );
    for command in [
        TableCommand::Announce(10),
        TableCommand::SaidNothing,
        TableCommand::CallMuggins(Seat(0)),
        TableCommand::CloseMugginsWindow,
    ] {
        h.state_mut().apply(command.clone());
        h.run();
        assert_eq!(entries(&h), 4, "{command:?} entered nothing");
    }
    key(&mut h, Key::Num1);
    assert_eq!(entries(&h), 4, "a digit is not an announcement");
    assert_eq!(
        h.state().view().keys.typed.shown().as_deref(),
        Some("1-_"),
        "the digit types the tile that replaces the lead"
    );
    key(&mut h, Key::Escape);
    key(&mut h, Key::Escape);
    assert!(
        painted_contains(&h, "Ben announces"),
        "back: {:?}",
        painted(&h)
    );
    assert_eq!(entries(&h), 4);
}

#[test]
fn a_tile_that_fits_several_ends_is_refused_before_its_ends_light_up() {
    // Ana led [1-4] and said 5; Ben placed [4-6] on the 4 and has not announced. Ana's [1-6]
    // fits the 1 and the 6: the ends lit up and the table said why only once one was chosen. It says
    // so at once.
    let log = two_with_muggins(None, &[lead(0, "1-4"), says(0, 5), placed(1, "4-6", "1-4")]);
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), log);
    h.state_mut().apply(TableCommand::PickTile(t("1-6")));
    h.run();
    assert!(h.state().view().choosing.is_none(), "no end lights up");
    let why = "Ben announces first: Muggins! can be called until the count is credited";
    assert!(painted_contains(&h, why), "{:?}", painted(&h));
}
