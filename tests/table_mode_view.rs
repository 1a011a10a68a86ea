//! Table mode draws what the window draws, from the same table view (RULES.md §6): after a
//! ruling or *No call* the proof of the count at each counted end and the pip that plays at
//! every other open end; before the lead a prompt it can keep (it has no picker); and its accent
//! means what the headline's does — what scored — not whose turn it is.

use allfives::app::{Lang, TableCommand};
use allfives::engine::{MugginsRule, Variant};
use egui_kittest::kittest::Queryable;

mod common;
use common::painted::{app, app_with, enter, key, lead, painted, placed, says, setup, shows, t};

/// Ana leads [5-5] (the spinner), Ben plays [5-0] and [5-2] on its sides (the muggins rule on,
/// each count announced and let go with *No call*): the spinner's tips are open and empty, so
/// counted ends are the 0 and the 2 alone (RULES.md §1) and each tip shows the 5 that plays
/// there.
fn spinner_with_open_tips() -> Vec<allfives::engine::Event> {
    vec![
        lead(0, "5-5"),
        says(0, 10),
        placed(1, "5-0", "5-5"),
        says(1, 10),
        placed(0, "5-2", "5-5"),
        says(0, 0),
    ]
}

#[test]
fn table_mode_after_no_call_draws_each_proof_label_and_the_pip_of_every_other_open_end() {
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.muggins = MugginsRule::Forfeit;
    let mut h = app(saves.path(), s, &spinner_with_open_tips());
    enter(&mut h, TableCommand::CloseMugginsWindow);
    // The window shows the proof of the last count: 0 on [5-0], 2 on [5-2].
    assert!(h.state().table_view().proof);
    for label in ["0 on [5-0]", "2 on [5-2]"] {
        assert!(h.query_by_label(label).is_some(), "window: {label}");
    }
    key(&mut h, egui::Key::F11);
    assert!(h.query_by_label("Leave table mode (F11)").is_some());
    // Table mode shows the same: each counted end's label, not a grey dot.
    for label in ["0 on [5-0]", "2 on [5-2]"] {
        assert!(h.query_by_label(label).is_some(), "table mode: {label}");
    }
    assert_tips_show_their_pip(&h);
}

#[test]
fn the_window_writes_the_pip_on_an_empty_spinner_tip_while_the_proof_shows() {
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.muggins = MugginsRule::Forfeit;
    let mut h = app(saves.path(), s, &spinner_with_open_tips());
    enter(&mut h, TableCommand::CloseMugginsWindow);
    assert!(h.query_by_label("2 on [5-2]").is_some());
    assert_tips_show_their_pip(&h);
}

/// Each open spinner tip of the layout (named `open end 5 on the spinner's tip`) has its pip,
/// `5`, painted by it.
fn assert_tips_show_their_pip(h: &egui_kittest::Harness<'static, allfives::app::App>) {
    let tips: Vec<egui::Rect> = h
        .query_all_by_label("open end 5 on the spinner's tip")
        .map(|n| n.rect())
        .collect();
    assert_eq!(tips.len(), 2, "two open tips");
    let fives: Vec<egui::Rect> = painted(h)
        .into_iter()
        .filter(|p| p.text == "5")
        .map(|p| p.rect)
        .collect();
    for tip in tips {
        let near = fives
            .iter()
            .any(|r| r.center().distance(tip.center()) < tip.width().max(tip.height()) * 2.0);
        assert!(near, "no 5 painted at the tip {tip:?}; 5s at {fives:?}");
    }
}

#[test]
fn table_mode_before_the_lead_says_to_type_the_lead_not_to_pick_it_below_in_both_languages() {
    for (lang, below, typed) in [
        (
            Lang::En,
            "pick the lead tile below",
            "Ana leads: type the lead tile's halves (5 3).",
        ),
        (
            Lang::Ht,
            "chwazi premye tuil la anba a",
            "Se Ana ki louvri: tape de mwatye premye tuil la (5 3).",
        ),
    ] {
        let saves = tempfile::tempdir().unwrap();
        let size = egui::Vec2::new(1280.0, 800.0);
        let mut h = app_with(
            saves.path(),
            setup(&["Ana", "Ben"], Variant::AllFives),
            &[],
            lang,
            size,
        );
        // The window has the picker: its prompt points at it.
        assert!(shows(&h, below), "{lang:?}: window");
        key(&mut h, egui::Key::F11);
        assert!(!shows(&h, below), "{lang:?}: table mode has no picker");
        assert!(shows(&h, typed), "{lang:?}: {typed}");
        // And the typed lead is taken there.
        key(&mut h, egui::Key::Num5);
        key(&mut h, egui::Key::Num3);
        assert!(
            h.state()
                .game()
                .unwrap()
                .hand()
                .unwrap()
                .layout
                .contains(t("5-3"))
        );
    }
}

#[test]
fn table_mode_accents_the_side_that_scored_as_its_headline_does_not_the_side_to_play() {
    // Partners: Ana & Cy against Ben & Di. Ana leads [5-0]: 5 for Ana & Cy; Ben is to play.
    let saves = tempfile::tempdir().unwrap();
    let names = ["Ana", "Ben", "Cy", "Di"];
    let mut h = app(
        saves.path(),
        setup(&names, Variant::AllFives),
        &[lead(0, "5-0")],
    );
    key(&mut h, egui::Key::F11);
    let view = h.state().table_view().clone();
    let headline = view.headline.as_ref().expect("a headline");
    assert!(
        headline.text.contains("Ana & Cy score 5"),
        "{}",
        headline.text
    );
    let all = painted(&h);
    let colour = |text: &str| {
        all.iter()
            .find(|p| p.text == text)
            .unwrap_or_else(|| panic!("{text:?} is not painted"))
            .colour
    };
    let accent = colour(&headline.text);
    assert_eq!(
        colour("Ana & Cy"),
        accent,
        "the side that scored is accented"
    );
    assert_ne!(colour("Ben & Di"), accent, "the side to play is not");
    assert!(view.scores[1].to_play);
}
