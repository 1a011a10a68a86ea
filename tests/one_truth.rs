//! One truth on every surface, read from what the real UI paints (egui_kittest, no GPU): the
//! headline, the log row and the scoreboard say what the engine credited — points past an exact
//! target are said to be not scored, a chip-out point is counted with its play, a knock is a
//! knock everywhere — and a count the muggins rule hides shows nowhere, the hand-end layout
//! included (RULES.md §4–§6).

use allfives::app::Lang;
use allfives::app::{App, Command, TableCommand};
use allfives::engine::{Deal, Event, MugginsRule, Setup, Variant};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::ui::{H, harness, save_match};
use common::{lead, setup, t};

/// The app on a saves folder holding one match of `setup` whose first hand Ana (seat 0) leads,
/// with `events` after the deal.
fn app_with(saves: &std::path::Path, setup: Setup, events: &[Event]) -> H {
    save_match(saves, setup, events);
    harness(App::new(saves, Lang::En))
}

fn enter(h: &mut H, command: impl Into<Command>) {
    h.state_mut().apply(command);
    h.run();
}

/// The hand's log as its panel paints it: every row's accessible line.
fn painted_rows(h: &H, contains: &str) -> Vec<String> {
    h.query_all_by_label_contains(contains)
        .filter_map(|n| n.accesskit_node().label().or_else(|| n.value()))
        .collect()
}

#[test]
fn points_past_an_exact_target_are_headlined_as_not_scored() {
    // Fives and Threes to exactly 3 (RULES.md §5): Eve's [6-6] lead counts 12 → 4, which would
    // take her past 3; the engine refuses it and every surface says so.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Eve", "Finn"], Variant::FivesAndThrees);
    s.rules.target = 3;
    s.rules.exact_target = true;
    let mut h = app_with(saves.path(), s, &[]);
    enter(&mut h, TableCommand::PickTile(t("6-6")));
    h.get_by_label("12 → 4 · not scored: Eve would pass 3");
    h.get_by_label("Eve, 0 points");
    let rows = painted_rows(&h, "Eve: [6-6]");
    assert_eq!(rows, ["Eve: [6-6] 12 → 4 · not scored: Eve would pass 3"]);
    assert!(painted_rows(&h, "Eve scores 4").is_empty());
    assert_eq!(h.state().game().unwrap().scores(), &[0, 0]);
    assert_eq!(h.state().table_view().credited, vec![0, 0]);
}

#[test]
fn a_chip_out_point_is_credited_with_its_play_and_said_with_its_parts() {
    // Fives and Threes, one tile each: Ana's [2-4] counts 6 → 2, and chipping out adds 1
    // (RULES.md §4): 3 in all, in the headline, the log and the scoreboard; the end of the hand
    // and the next hand's "Last hand" say the chip-out point.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::FivesAndThrees);
    s.rules.deal = Deal::Each(1);
    let mut h = app_with(saves.path(), s, &[]);
    enter(&mut h, TableCommand::PickTile(t("2-4")));
    h.get_by_label("2 + 4 = 6 → 2 + 1 for chipping out · Ana scores 3");
    h.get_by_label("Ana, 3 points");
    assert_eq!(h.state().table_view().credited, vec![3, 0]);
    h.get_by_label("Ana chipped out: + 1 with the last tile");
    enter(&mut h, TableCommand::FinishHand);
    h.get_by_label("Last hand");
    h.get_by_label("Ana chipped out: + 1 with the last tile");
    assert_eq!(h.state().game().unwrap().scores(), &[3, 0]);
}

#[test]
fn a_knock_is_called_a_knock_in_the_headline_and_the_log() {
    // Fives and Threes has no drawing: a pass is a knock (GLOSSARY.md).
    let saves = tempfile::tempdir().unwrap();
    let s = setup(&["Ana", "Ben"], Variant::FivesAndThrees);
    let mut h = app_with(saves.path(), s, &[lead(0, "6-6")]);
    enter(&mut h, TableCommand::Pass);
    // The headline and the log row.
    assert_eq!(h.get_all_by_label("Ben knocked").count(), 2);
    assert!(
        painted_rows(&h, "passed").is_empty(),
        "one word for a knock"
    );
    assert!(
        h.state()
            .table_view()
            .log
            .iter()
            .any(|r| r.line == "Ben knocked" && r.detail == "knocked")
    );
}

#[test]
fn a_hidden_count_shows_no_end_value_on_the_hand_end_layout() {
    // Muggins, one tile each: Ana's [5-5] lead dominoes with its announcement still to come.
    // The hand-end dialog opens beside the final layout, which must not read the count.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.muggins = MugginsRule::Steal;
    s.rules.deal = Deal::Each(1);
    let mut h = app_with(saves.path(), s, &[]);
    enter(&mut h, TableCommand::PickTile(t("5-5")));
    h.get_by_label("Ana placed [5-5]: announce the points");
    let view = h.state().table_view();
    assert!(view.count_hidden && view.ends.is_empty() && !view.end_values && !view.proof);
    assert!(
        painted_rows(&h, " = ").is_empty(),
        "nothing painted holds the count: {:?}",
        painted_rows(&h, " = ")
    );
    // Announced, it is still hidden while an opponent may call.
    enter(&mut h, TableCommand::Announce(10));
    assert_eq!(
        h.query_all_by_label("Ana said 10").count(),
        2,
        "the headline and the log"
    );
    assert!(painted_rows(&h, " = ").is_empty());
    // Once Ben's call is ruled on (refused: she was right), the count, the end's value and the
    // ruling show together.
    enter(&mut h, TableCommand::CallMuggins(allfives::engine::Seat(1)));
    let said = h.state().table_view().headline.clone().unwrap().text;
    assert_eq!(
        said,
        "10 · Ana said 10 · call refused: Ana's announcement was right"
    );
    h.get_by_label(&said);
    h.get_by_label("10 on [5-5]"); // the proof labels the counted end
}

#[test]
fn end_values_are_painted_and_named_while_the_count_shows() {
    // The same layout without the muggins rule: the final layout labels its end (the control
    // for the test above, so that an unlabelled layout cannot pass it).
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.deal = Deal::Each(1);
    let mut h = app_with(saves.path(), s, &[]);
    enter(&mut h, TableCommand::PickTile(t("5-5")));
    assert!(!painted_rows(&h, " = 10").is_empty());
}
