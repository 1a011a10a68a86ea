//! The choice of ends for a tile that fits several, as the window paints it: each end's count
//! said on the match's scale, as the engine would score it there (RULES.md §3, §5) — `20 → 4` on
//! the ÷5 scale, `10 → 2` by the Fives and Threes table, and that a total would pass an exact
//! target —, and the arrows that choose the ends on the felt, which the last placement's proof
//! gives way to.

use allfives::app::TableCommand;
use allfives::engine::{Event, MugginsRule, Scale, Seat, Variant};
use egui_kittest::kittest::Queryable;

mod common;
use common::painted::{app, enter, lead, placed, says, setup, t, texts};

/// The end-choice labels the window paints (`on 5 — spinner side · …`).
fn choice_labels(h: &egui_kittest::Harness<'static, allfives::app::App>) -> Vec<String> {
    texts(h)
        .into_iter()
        .filter(|t| t.starts_with("on "))
        .collect()
}

/// Ana leads [2-3], Ben plays [3-5] on the 3: the open ends are 2 and 5, and [2-5] fits both —
/// on the 2 it leaves 5 + 5 = 10, on the 5 it leaves 2 + 2 = 4 (RULES.md §1).
fn two_ends_for_2_5() -> Vec<Event> {
    vec![lead(0, "2-3"), placed(1, "3-5", "2-3")]
}

#[test]
fn on_the_fives_scale_each_end_says_its_count_and_what_it_scores_on_that_scale() {
    // All Fives counted in fives (÷5, to 61): 10 scores 2 on this scale, 4 nothing.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.scale = Scale::Fives;
    s.rules.target = 61;
    let mut h = app(saves.path(), s, &two_ends_for_2_5());
    enter(&mut h, TableCommand::PickTile(t("2-5")));
    let mut labels = choice_labels(&h);
    labels.sort();
    assert_eq!(labels.len(), 2, "{labels:?}");
    assert!(
        labels[0].starts_with("on 2") && labels[0].ends_with("· 10 → 2"),
        "{labels:?}"
    );
    assert!(
        labels[1].starts_with("on 5") && labels[1].ends_with("· 4 · no points"),
        "{labels:?}"
    );
    let view = h.state().table_view();
    let mut listed: Vec<String> = view
        .choice
        .as_ref()
        .unwrap()
        .ends
        .iter()
        .map(|e| e.label.clone())
        .collect();
    listed.sort();
    assert_eq!(listed, labels);
}

#[test]
fn in_fives_and_threes_each_end_says_what_the_count_table_scores_and_that_it_would_pass_the_target()
{
    // Fives and Threes to exactly 2: Ana's lead [2-3] makes 5 → 1. Her [2-5] on the 2 makes
    // 10 → 2 by the count table, which would take her past 2 (RULES.md §3, §5); on the 5, 4
    // scores nothing. Ben knocked in between.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::FivesAndThrees);
    s.rules.target = 2;
    assert!(s.rules.exact_target);
    let events = vec![
        lead(0, "2-3"),
        Event::Passed { player: Seat(1) },
        placed(0, "3-5", "2-3"),
        Event::Passed { player: Seat(1) },
    ];
    let mut h = app(saves.path(), s, &events);
    enter(&mut h, TableCommand::PickTile(t("2-5")));
    let mut labels = choice_labels(&h);
    labels.sort();
    assert_eq!(labels.len(), 2, "{labels:?}");
    assert!(
        labels[0].ends_with("· 10 → 2 · not scored: Ana would pass 2"),
        "{labels:?}"
    );
    // Said as scoring nothing: in this game 4 is a score too (12 → 4), so a bare `4` misled.
    assert!(labels[1].ends_with("· 4 · no points"), "{labels:?}");
}

#[test]
fn with_the_proof_shown_the_ends_a_waiting_tile_fits_show_their_arrows_not_the_proof() {
    // Muggins on: Ana leads [2-3] and says 5, Ben's [3-5] and says 0; No call: the proof of
    // Ben's count shows. Ana's [2-5] fits both ends: the table has moved on, each end shows the
    // arrow that chooses it.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.muggins = MugginsRule::Forfeit;
    let events = vec![
        lead(0, "2-3"),
        says(0, 5),
        placed(1, "3-5", "2-3"),
        says(1, 0),
    ];
    let mut h = app(saves.path(), s, &events);
    enter(&mut h, TableCommand::CloseMugginsWindow);
    assert!(h.query_by_label("5 on [3-5]").is_some(), "the proof shows");
    enter(&mut h, TableCommand::PickTile(t("2-5")));
    let view = h.state().table_view().clone();
    let arrows: Vec<String> = view
        .choice
        .unwrap()
        .ends
        .iter()
        .map(|e| e.arrow.clone())
        .collect();
    assert_eq!(arrows.len(), 2);
    assert!(!view.proof);
    assert!(
        h.query_by_label("5 on [3-5]").is_none(),
        "no proof label over the arrows"
    );
    let painted = texts(&h);
    for arrow in &arrows {
        // In the list and on the felt.
        assert!(
            painted.iter().filter(|t| *t == arrow).count() >= 2,
            "{arrow} in {painted:?}"
        );
    }
}
