//! The words the window paints for this game: a knock is a knock on the Undo button too, the
//! keys line names no drawing in a game without one, counts of one are singular, and the new-match
//! form says All Threes rounds to 3 (RULES.md §2, §4).

use allfives::app::Lang;
use allfives::engine::{Deal, Event, Seat, Variant};
use egui_kittest::kittest::Queryable;

mod common;
use common::painted::{app, app_with, key, lead, setup, shows, texts};

#[test]
fn a_knock_is_a_knock_on_the_undo_button_as_in_the_headline_and_the_log() {
    let saves = tempfile::tempdir().unwrap();
    let knock = Event::Passed { player: Seat(1) };
    let h = app(
        saves.path(),
        setup(&["Ana", "Ben"], Variant::FivesAndThrees),
        &[lead(0, "5-5"), knock],
    );
    assert_eq!(h.state().table_view().undo.as_deref(), Some("Ben's knock"));
    assert!(shows(&h, "↶ Undo: Ben's knock"), "{:?}", texts(&h));
    assert!(!shows(&h, "Ben's pass"));
    assert!(shows(&h, "Ben knocked"));
}

/// `rules` with Ana's lead of [5-5] in a saves folder of its own, the status line let go (Esc:
/// the keys line shows in its place).
fn led_5_5(rules: allfives::engine::Setup) -> (tempfile::TempDir, common::ui::H) {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app(saves.path(), rules, &[lead(0, "5-5")]);
    key(&mut h, egui::Key::Escape);
    (saves, h)
}

#[test]
fn the_keys_line_of_a_game_without_drawing_says_p_knocks_and_nothing_of_d() {
    let (_saves, h) = led_5_5(setup(&["Ana", "Ben"], Variant::FivesAndThrees));
    let line = texts(&h)
        .into_iter()
        .find(|t| t.contains("Click the tile just placed"))
        .unwrap_or_else(|| panic!("the keys line: {:?}", texts(&h)));
    assert!(line.contains("P knocks"), "{line}");
    assert!(!line.contains("D draws"), "{line}");
    // A game with drawing keeps both.
    let (_saves, h) = led_5_5(setup(&["Ana", "Ben"], Variant::AllFives));
    assert!(shows(&h, "D draws · P passes"));
}

#[test]
fn the_keys_list_gives_the_keys_of_this_game() {
    // `?` in Fives and Threes without the muggins rule: P knocks, and neither D nor the
    // muggins keys are listed (the tester read "D 3 — draw" and "M 2 — Muggins!" there).
    let (_saves, mut h) = led_5_5(setup(&["Ana", "Ben"], Variant::FivesAndThrees));
    key(&mut h, egui::Key::Questionmark);
    assert!(shows(&h, "knock: no tile fits"), "{:?}", texts(&h));
    for absent in ["draw: D", "Muggins!: M", "pass (knock"] {
        assert!(!shows(&h, absent), "{absent}: {:?}", texts(&h));
    }
    // All Fives with the muggins rule lists them all.
    let mut rules = setup(&["Ana", "Ben"], Variant::AllFives);
    rules.rules.muggins = allfives::engine::MugginsRule::Steal;
    let (_saves, mut h) = led_5_5(rules);
    key(&mut h, egui::Key::Questionmark);
    for present in ["draw: D", "Muggins!: M", "pass (knock"] {
        assert!(shows(&h, present), "{present}: {:?}", texts(&h));
    }
}

#[test]
fn one_tile_and_one_pip_are_said_in_the_singular() {
    // One tile each: Ana dominoes with her lead; Ben holds one tile.
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.deal = Deal::Each(1);
    let mut h = app(saves.path(), s, &[lead(0, "6-4")]);
    assert!(
        h.query_by_label("0 pips · 0 of 1 tile tapped").is_some(),
        "{:?}",
        texts(&h)
    );
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("1");
    h.run();
    h.run();
    assert!(h.query_by_label("1 pip").is_some(), "{:?}", texts(&h));
    assert!(!shows(&h, "1 pips"));
}

#[test]
fn the_new_match_form_says_all_threes_rounds_to_3_in_both_languages() {
    for (lang, five, three) in [
        (Lang::En, "rounded to 5", "rounded to 3"),
        (Lang::Ht, "awondi sou senk", "awondi sou twa"),
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
        h.state_mut().apply(allfives::app::SetupCommand::Show);
        h.state_mut().form_mut().set_variant(Variant::AllThrees);
        h.run();
        let house = if lang == Lang::En {
            "House rules"
        } else {
            "Règ tab la"
        };
        h.get_by_label(house).click();
        h.run();
        h.run();
        assert!(shows(&h, three), "{lang:?}: {:?}", texts(&h));
        assert!(!shows(&h, five), "{lang:?}");
        // All Fives still rounds to 5.
        h.state_mut().form_mut().set_variant(Variant::AllFives);
        h.run();
        assert!(shows(&h, five), "{lang:?}");
    }
}
