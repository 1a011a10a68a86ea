//! What is entered at a hand's end belongs to that end (RULES.md §4, RECORD.md "End of hand"):
//! a pip total entered in the end-of-hand dialog is part of the match — saved after it, kept by a
//! restart, taken back by Undo — and a total still being typed goes when Undo takes back the
//! tile that ended the hand, instead of coming back at the next end.

use allfives::app::{App, Lang};
use allfives::engine::record::replay;
use allfives::engine::{Event, Holds, MatchLog, Seat};
use egui::Key;

mod common;
use common::ui::{H, click, harness, key, save_log};
use egui_kittest::kittest::Queryable;

fn painted_contains(h: &H, part: &str) -> bool {
    common::painted_texts(h)
        .iter()
        .any(|(_, text)| text.contains(part))
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

fn open(saves: &std::path::Path) -> H {
    harness(App::new(saves, Lang::En))
}

#[test]
fn a_total_entered_at_the_hands_end_is_saved_kept_by_a_restart_and_undone() {
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    let ana_shows = Event::HandRevealed {
        player: Seat(0),
        holds: Holds::Pips(2),
    };
    // Ana's 2, and Enter: an entry of the match, while Ben's is still to come.
    key(&mut h, Key::Num2);
    key(&mut h, Key::Enter);
    let last = |h: &H| {
        h.state()
            .current_match()
            .unwrap()
            .active_events()
            .last()
            .cloned()
    };
    assert_eq!(last(&h), Some(ana_shows.clone()));
    assert!(!h.state().game().unwrap().hand().unwrap().settled);
    // A new window on the folder (once this one has closed) has it.
    drop(h);
    let mut h = open(saves.path());
    assert_eq!(last(&h), Some(ana_shows));
    assert_eq!(h.state().game().unwrap().missing_holds(), vec![Seat(1)]);
    // Undo takes it back: Ana is asked again, her entry empty.
    click(&mut h, "↶ Undo: Ana's tiles in hand");
    assert_eq!(
        h.state().game().unwrap().missing_holds(),
        vec![Seat(0), Seat(1)]
    );
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
}

#[test]
fn a_total_being_typed_goes_with_the_tile_that_ended_the_hand() {
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    // Ana's total half typed (a 9: more than her one tile can make with the others'). Undo
    // first takes back what is being typed, and says so; then Cy's [6-6]; Redo: the same end
    // of hand, and nothing typed on it.
    key(&mut h, Key::Num9);
    key(&mut h, Key::Num9);
    assert_eq!(h.state().view().holds[0].pips, "99");
    let events = h.state().current_match().unwrap().active_events().len();
    click(&mut h, "↶ Undo: Ana: 99 pips (not entered)");
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        events,
        "the typing alone is taken back"
    );
    click(&mut h, "↶ Undo: Cy's [6-6]");
    assert!(h.state().game().unwrap().hand().unwrap().end.is_none());
    click(&mut h, "↷ Redo: Cy's [6-6]");
    assert!(h.state().game().unwrap().hand().unwrap().end.is_some());
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
    assert!(!painted_contains(&h, "99"), "nothing refused in red");
}

#[test]
fn undo_by_keys_takes_back_a_total_being_typed_before_any_tile() {
    // Ana's 2 entered, Ben's 7 typed and not entered, then Ctrl+Z: the 7 goes, Ana's 2 and
    // Cy's [6-6] stay; the next Ctrl+Z takes back Ana's entry.
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    key(&mut h, Key::Num2);
    key(&mut h, Key::Enter);
    key(&mut h, Key::Num7);
    assert!(
        painted_contains(&h, "Undo: Ben: 7 pips (not entered)"),
        "the top bar names what Undo takes back"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    let game = h.state().game().unwrap();
    assert!(game.hand().unwrap().end.is_some(), "Cy's [6-6] stays");
    assert_eq!(game.missing_holds(), vec![Seat(1)], "Ana's entered 2 stays");
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(
        h.state().game().unwrap().missing_holds(),
        vec![Seat(0), Seat(1)],
        "then Ana's entered total"
    );
}

/// The refusals painted in red (the theme's error colour) in the last frame.
fn refusals_in_red(h: &H) -> Vec<String> {
    let red = [
        allfives::app::theme::error(&egui::Visuals::dark()),
        allfives::app::theme::error(&egui::Visuals::light()),
    ];
    common::painted::painted(h)
        .into_iter()
        .filter(|p| red.contains(&p.colour))
        .map(|p| p.text)
        .collect()
}

/// Types `text` into the `n`th pip total's field (0: Ana's).
fn type_in_field(h: &mut H, n: usize, text: &str) {
    let field = h.query_all_by_label("Pip total").nth(n).expect("a field");
    field.focus();
    field.type_text(text);
    h.run();
}

#[test]
fn only_the_latest_refusal_shows_at_a_hands_end() {
    // Ana's one tile cannot hold 99; then Ben's total is refused too: his refusal replaces
    // hers (hers stayed, and his was not said). Then his is not a number: that alone shows
    // (hers stood beside it, in red).
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    type_in_field(&mut h, 0, "99");
    let ana = "Ana holds 1 tile: at most 11 pips, not 99";
    assert_eq!(refusals_in_red(&h), [ana]);
    type_in_field(&mut h, 1, "77");
    let said = refusals_in_red(&h);
    assert!(
        said.len() == 1 && said[0].starts_with("Ben") && said[0].contains("77"),
        "Ben's refusal alone: {said:?}"
    );
    type_in_field(&mut h, 1, "x");
    assert_eq!(
        refusals_in_red(&h),
        ["'77x' is not a pip total: type a whole number"]
    );
    // Ana's total typed again: hers is the latest.
    type_in_field(&mut h, 0, "5");
    assert_eq!(
        refusals_in_red(&h),
        ["Ana holds 1 tile: at most 11 pips, not 995"]
    );
}

#[test]
fn undo_at_a_hands_end_takes_back_the_total_typed_last_and_names_it() {
    // Ana's 99 (refused, it stays typed), then Ben's 7: Undo named Ana's and took back both.
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    type_in_field(&mut h, 0, "99");
    type_in_field(&mut h, 1, "7");
    click(&mut h, "↶ Undo: Ben: 7 pips (not entered)");
    let holds = &h.state().view().holds;
    assert_eq!(
        (holds[0].pips.as_str(), holds[1].pips.as_str()),
        ("99", ""),
        "Ben's 7 alone is taken back"
    );
    click(&mut h, "↶ Undo: Ana: 99 pips (not entered)");
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
    assert!(
        h.state().game().unwrap().hand().unwrap().end.is_some(),
        "Cy's [6-6] stays"
    );
}

#[test]
fn tab_at_a_hands_end_goes_to_the_next_total_and_leaves_no_button_focused() {
    // Tab gave egui's focus to ☰: the digits after it went nowhere and Enter opened the menu.
    let saves = tempfile::tempdir().unwrap();
    save_log(saves.path(), cy_dominoed());
    let mut h = open(saves.path());
    key(&mut h, Key::Tab);
    h.run();
    assert_eq!(
        h.ctx.memory(|m| m.focused()),
        None,
        "no button keeps the focus"
    );
    key(&mut h, Key::Num7);
    let holds = &h.state().view().holds;
    assert_eq!(
        (holds[0].pips.as_str(), holds[1].pips.as_str()),
        ("", "7"),
        "Tab went on to Ben's total"
    );
    key(&mut h, Key::Tab);
    key(&mut h, Key::Num2);
    let holds = &h.state().view().holds;
    assert_eq!(holds[0].pips.as_str(), "2", "and round the table to Ana's");
    assert_eq!(h.ctx.memory(|m| m.focused()), None);
}
