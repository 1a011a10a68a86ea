//! Table mode draws what the window draws, from the same table view (RULES.md §6): after a
//! ruling or *No call* the proof of the count at each counted end and the pip that plays at
//! every other open end; before the lead a prompt it can keep (it has no picker); and its accent
//! means what the headline's does — what scored — not whose turn it is; at a hand's end its own
//! end-of-hand dialog, settled from the keys; at a match's start who leads, in its own type.

use allfives::app::{Lang, TableCommand};
use allfives::engine::{Deal, Event, MugginsRule, Seat, Variant};
use egui_kittest::kittest::Queryable;

mod common;
use common::painted::{app, app_with, enter, key, lead, painted, placed, says, setup, shows, t};
use common::ui::{H, painted_in_sight, painted_texts};

/// Ana leads [5-5] (the spinner), Ben plays [5-0] and [5-2] on its sides (the muggins rule on,
/// each count announced and let go with *No call*): the spinner's tips are open and empty, so
/// counted ends are the 0 and the 2 alone (RULES.md §1) and each tip shows the 5 that plays
/// there.
fn spinner_with_open_tips() -> Vec<Event> {
    vec![
        lead(0, "5-5"),
        says(0, 10),
        placed(1, "5-0", "5-5"),
        says(1, 10),
        placed(0, "5-2", "5-5"),
        says(0, 0),
    ]
}

/// Ana leads [5-5] (the spinner), Ben plays [5-1] on one side and Ana [5-4] on the other: the
/// tips are open and empty, the counted ends the 1 and the 4, and Ana's placement scores 5
/// (RULES.md §1). `said` is what Ana's announcement of it is, if any.
fn spinner_scoring_five(said: Option<i32>) -> Vec<Event> {
    let mut events = vec![
        lead(0, "5-5"),
        says(0, 10),
        placed(1, "5-1", "5-5"),
        says(1, 0),
        placed(0, "5-4", "5-5"),
    ];
    events.extend(said.map(|points| says(0, points)));
    events
}

/// The app with the muggins rule `rule` on, holding a match of Ana and Ben made of `events`.
fn muggins_app(saves: &std::path::Path, rule: MugginsRule, events: &[Event]) -> H {
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.muggins = rule;
    app(saves, s, events)
}

/// In the window, then in table mode (F11): every counted end of the layout has its value
/// painted on it (`counted`: the value and the tile of each, `1 on [5-1]`), and each open
/// spinner tip the 5 that plays there, read from what is painted. `after`: what came before.
fn assert_proof_and_pips_in_window_and_table_mode(
    h: &mut H,
    counted: &[(&str, &str)],
    after: &str,
) {
    assert!(h.state().table_view().proof, "{after}: the proof shows");
    assert_values_painted(h, counted, &format!("{after}, the window"));
    key(h, egui::Key::F11);
    assert!(h.query_by_label("Leave table mode (F11)").is_some());
    assert_values_painted(h, counted, &format!("{after}, table mode"));
}

/// Each counted end (`counted`) has its value painted on its label, not a grey dot, and each
/// empty spinner tip its pip.
fn assert_values_painted(h: &H, counted: &[(&str, &str)], at: &str) {
    let texts = painted_texts(h);
    for (value, tile) in counted {
        let label = format!("{value} on [{tile}]");
        let chip = h
            .query_by_label(&label)
            .unwrap_or_else(|| panic!("{at}: no proof label {label:?}"))
            .rect();
        assert!(
            texts
                .iter()
                .any(|(r, t)| t == value && chip.contains(r.center())),
            "{at}: {value:?} is not painted on {label:?} at {chip:?}; painted: {texts:?}"
        );
    }
    assert_tips_show_their_pip(h, at);
}

#[test]
fn table_mode_after_no_call_draws_each_proof_label_and_the_pip_of_every_other_open_end() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = muggins_app(
        saves.path(),
        MugginsRule::Forfeit,
        &spinner_with_open_tips(),
    );
    enter(&mut h, TableCommand::CloseMugginsWindow);
    // The proof of the last count: 0 on [5-0], 2 on [5-2]; the tips their 5.
    assert_proof_and_pips_in_window_and_table_mode(
        &mut h,
        &[("0", "5-0"), ("2", "5-2")],
        "No call",
    );
}

#[test]
fn table_mode_after_a_muggins_call_on_a_wrong_announcement_draws_the_proof_and_the_tips_pips() {
    // Ana says 0 where the count is 1 + 4 = 5: Ben calls and takes the 5 (RULES.md §6).
    let saves = tempfile::tempdir().unwrap();
    let mut h = muggins_app(
        saves.path(),
        MugginsRule::Steal,
        &spinner_scoring_five(Some(0)),
    );
    enter(&mut h, TableCommand::CallMuggins(Seat(1)));
    assert_eq!(common::ui::scores(&h), vec![10, 5]);
    assert_proof_and_pips_in_window_and_table_mode(
        &mut h,
        &[("1", "5-1"), ("4", "5-4")],
        "a call on 0",
    );
}

#[test]
fn table_mode_after_a_muggins_call_on_said_nothing_draws_the_proof_and_the_tips_pips() {
    // Ana says nothing of her 5: Ben calls and takes it (RULES.md §6).
    let saves = tempfile::tempdir().unwrap();
    let mut h = muggins_app(
        saves.path(),
        MugginsRule::Steal,
        &spinner_scoring_five(None),
    );
    enter(&mut h, TableCommand::SaidNothing);
    enter(&mut h, TableCommand::CallMuggins(Seat(1)));
    assert_eq!(common::ui::scores(&h), vec![10, 5]);
    assert_proof_and_pips_in_window_and_table_mode(
        &mut h,
        &[("1", "5-1"), ("4", "5-4")],
        "a call on said nothing",
    );
}

#[test]
fn the_window_writes_the_pip_on_an_empty_spinner_tip_while_the_proof_shows() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = muggins_app(
        saves.path(),
        MugginsRule::Forfeit,
        &spinner_with_open_tips(),
    );
    enter(&mut h, TableCommand::CloseMugginsWindow);
    assert!(h.query_by_label("2 on [5-2]").is_some());
    assert_tips_show_their_pip(&h, "the window");
}

/// Each open spinner tip of the layout (named `open end 5 on the spinner's tip`) has its pip,
/// `5`, painted by it.
fn assert_tips_show_their_pip(h: &H, at: &str) {
    let tips: Vec<egui::Rect> = h
        .query_all_by_label("open end 5 on the spinner's tip")
        .map(|n| n.rect())
        .collect();
    assert_eq!(tips.len(), 2, "{at}: two open tips");
    let fives: Vec<egui::Rect> = painted_texts(h)
        .into_iter()
        .filter(|(_, text)| text == "5")
        .map(|(rect, _)| rect)
        .collect();
    for tip in tips {
        let near = fives
            .iter()
            .any(|r| r.center().distance(tip.center()) < tip.width().max(tip.height()) * 2.0);
        assert!(
            near,
            "{at}: no 5 painted at the tip {tip:?}; 5s at {fives:?}"
        );
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

#[test]
fn table_mode_at_a_hands_end_keeps_its_bar_and_settles_from_the_totals_typed_on_the_keys_and_enter()
{
    // Two tiles each: Ana leads [5-5] (10), Ben plays [5-1] (11, nothing), and in table mode
    // Ana types [1-0] (10 + 0 = 10) and dominoes. Ben's one tile holds 6 pips: 6 → 5 for Ana.
    let saves = tempfile::tempdir().unwrap();
    let mut two = setup(&["Ana", "Ben"], Variant::AllFives);
    two.rules.deal = Deal::Each(2);
    let size = egui::Vec2::new(900.0, 600.0);
    let events = [lead(0, "5-5"), placed(1, "5-1", "5-5")];
    let mut h = app_with(saves.path(), two, &events, Lang::En, size);
    key(&mut h, egui::Key::F11);
    key(&mut h, egui::Key::Num1);
    key(&mut h, egui::Key::Num0);
    assert_eq!(h.state().game().unwrap().scores().to_vec(), [20, 0]);
    let between = |h: &H| serde_json::to_value(h.state().table_view()).unwrap()["between"].clone();
    assert!(
        between(&h)["HandOver"].is_object(),
        "Ana's [1-0] ended the hand"
    );
    // Table mode's bar and its dialog, not the window's: the way back is painted, and the
    // scores in table mode's type.
    let in_sight = |h: &H, text: &str, when: &str| {
        assert!(
            painted_in_sight(h, text).is_some(),
            "{when}: {text:?} is not painted in sight"
        );
    };
    in_sight(&h, "Leave table mode (F11)", "the hand over");
    in_sight(&h, "The hand is over", "the hand over");
    key(&mut h, egui::Key::Num6);
    in_sight(&h, "6 pips", "Ben's total typed");
    in_sight(&h, "Leave table mode (F11)", "Ben's total typed");
    let view = h.state().table_view().clone();
    assert_eq!(
        view.settling.last().map(String::as_str),
        Some("Ana scores 5")
    );
    in_sight(&h, "Ana scores 5", "Ben's total typed");
    let view = serde_json::to_value(&view).unwrap();
    assert_eq!(
        view["settle"]["Ready"]["button"], "Next hand · Ana leads",
        "Ben's total settles the hand"
    );
    in_sight(&h, "Next hand · Ana leads", "Ben's total typed");
    key(&mut h, egui::Key::Enter);
    h.run();
    assert_eq!(
        h.state().game().unwrap().scores().to_vec(),
        [25, 0],
        "Enter settled"
    );
    // The next hand is dealt to Ana, and table mode shows it.
    assert_eq!(h.state().table_view().hand_number, Some(2));
    in_sight(&h, "Leave table mode (F11)", "hand 2 dealt");
    // Undo takes the deal back: table mode stays, the settled hand's layout on its felt and
    // the next hand's button over its foot (it dropped to the window with a lone button).
    h.state_mut().apply(TableCommand::Undo);
    h.run();
    h.run();
    assert_eq!(h.state().game().unwrap().scores().to_vec(), [25, 0]);
    in_sight(&h, "Leave table mode (F11)", "the deal undone");
    in_sight(&h, "Next hand · Ana leads", "the deal undone");
    common::ui::click(&mut h, "Next hand · Ana leads");
    assert_eq!(h.state().table_view().hand_number, Some(2));
    in_sight(&h, "Leave table mode (F11)", "hand 2 dealt again");
}

#[test]
fn table_mode_at_a_matchs_start_asks_who_leads_in_large_type_with_a_large_button_per_player() {
    // Table mode waiting for who leads hand 1 drew the window (or nothing of its own): it now
    // shows the prompt as large as the window's, and the players, and Draw lots, to click.
    for lang in [Lang::En, Lang::Ht] {
        let saves = tempfile::tempdir().unwrap();
        let names = ["Ana", "Ben", "Cy"];
        let match_log = allfives::engine::MatchLog::new(setup(&names, Variant::AllFives)).unwrap();
        let app = common::ui::app_on(saves.path(), match_log);
        let mut h = common::ui::harness_sized(app, egui::Vec2::new(900.0, 600.0));
        common::ui::set_lang(&mut h, lang);
        key(&mut h, egui::Key::F11);
        let view = serde_json::to_value(h.state().table_view()).unwrap();
        let title = view["between"]["WhoLeads"]["title"]
            .as_str()
            .expect("the table waits for who leads")
            .to_string();
        let exit = h.state().i18n().t("table-mode-exit");
        assert!(
            painted_in_sight(&h, &exit).is_some(),
            "{lang:?}: table mode's bar is not painted"
        );
        let size = common::ui::painted_sizes(&h)
            .into_iter()
            .find(|(text, _)| *text == title)
            .map(|(_, size)| size);
        assert!(
            size.is_some_and(|s| s >= allfives::app::theme::TITLE)
                && painted_in_sight(&h, &title).is_some(),
            "{lang:?}: {title:?} is not in sight in large type ({size:?})"
        );
        let lots = h.state().i18n().t("draw-lots");
        for offered in names.iter().copied().chain([lots.as_str()]) {
            let button = h.get_by_role_and_label(egui::accesskit::Role::Button, offered);
            let rect = button.rect();
            assert!(
                rect.height() >= 60.0 && painted_in_sight(&h, offered).is_some(),
                "{lang:?}: {offered:?} is not a large button in sight ({rect:?})"
            );
        }
        // A click deals, and table mode shows the hand: Ben leads it.
        common::ui::click(&mut h, "Ben");
        let game = h.state().game().unwrap();
        assert_eq!(game.hand().and_then(|hand| hand.turn), Some(Seat(1)));
        assert!(
            painted_in_sight(&h, &exit).is_some(),
            "{lang:?}: hand 1 dealt"
        );
    }
}
