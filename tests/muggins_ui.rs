//! Settling a muggins dispute through the real UI (RULES.md §6), clicked like a player
//! would with egui_kittest (no GPU): the steal shown at once in the headline, the log and the
//! scoreboard; refused calls with the rule that refused them; Recount; the announcement pad; the
//! compass that keeps a hidden count hidden.

use allfives::app::Lang;
use allfives::app::{App, ShellCommand, TableCommand};
use allfives::engine::Seat;
use allfives::engine::{Event, MugginsRule, Setup, Variant};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::ui::{H, click, drawn_log, harness, harness_sized, key, save_match, scores, set_lang};
use common::{painted_texts, placed, says, setup, t};

/// `what` is painted twice: in the headline, and under the placement in the hand's log.
fn said(harness: &H, what: &str) {
    assert_eq!(harness.query_all_by_label(what).count(), 2, "{what}");
}

/// A match of `players` (All Fives, muggins `rule`).
fn muggins_setup(players: &[&str], rule: MugginsRule) -> Setup {
    let mut setup = setup(players, Variant::AllFives);
    setup.rules.muggins = rule;
    setup
}

/// The app in English at 1280 × 800 on the saves folder `saves`, holding one match of `players`
/// (All Fives, muggins `rule`) whose first hand Ana leads, with `events` after the deal.
fn app_with(saves: &std::path::Path, players: &[&str], rule: MugginsRule, events: Vec<Event>) -> H {
    save_match(saves, muggins_setup(players, rule), &events);
    harness(App::new(saves, Lang::En))
}

/// [`app_with`] in Kreyòl in a window of `size`, before the lead.
fn app_with_in_kreyol(
    saves: &std::path::Path,
    players: &[&str],
    rule: MugginsRule,
    size: egui::Vec2,
) -> H {
    save_match(saves, muggins_setup(players, rule), &[]);
    harness_sized(App::new(saves, Lang::Ht), size)
}

#[test]
fn a_steal_shows_in_the_headline_the_log_and_the_scoreboard_at_once() {
    // RULES.md §7, spinner mid-line, with the muggins rule (steal): Ana's [5-5] on the tip arm
    // makes 2 + 3 + 10 = 15 (west, east, north); she announces 10 and Ben calls.
    let saves = tempfile::tempdir().unwrap();
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("1-4"),
        on: None,
    };
    let events = vec![
        lead,
        says(0, 5),
        placed(1, "1-1", "1-4"),
        says(1, 0),
        placed(0, "4-4", "1-4"),
        says(0, 10),
        placed(1, "4-3", "4-4"),
        says(1, 5),
        placed(0, "1-2", "1-1"),
        says(0, 5),
        placed(1, "1-5", "1-1"),
        says(1, 10),
    ];
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Steal, events);
    // Ben's right 10 is credited when his window closes: the scores give nothing away before.
    assert_eq!(scores(&h), vec![20, 5]);
    click(&mut h, "five-five"); // fits only the 5 of [1-5]; Ben's window closes
    assert_eq!(scores(&h), vec![20, 15]);
    h.get_by_label("Ana placed [5-5]: announce the points");
    click(&mut h, "10");
    // The table hears what Ana said, and nothing of the count: catching her is Ben's to do.
    // The headline and the log (where her earlier "said 10" stands too).
    assert_eq!(h.query_all_by_label("Ana said 10").count(), 3);
    assert!(h.query_by_label_contains("= 15").is_none());
    assert!(h.query_by_label_contains("open to Muggins").is_none());
    assert_eq!(
        scores(&h),
        vec![20, 15],
        "a wrong announcement waits for a call"
    );
    click(&mut h, "Ben!");
    // All three at once, before any other entry.
    h.get_by_label("2 + 3 + 10 = 15 · Ana said 10 · Muggins! Ben takes 15");
    h.get_by_label("Muggins! Ana said 10 · Ben takes 15");
    assert_eq!(scores(&h), vec![20, 30]);
    h.get_by_label("Ben, 30 points");
    assert!(h.query_by_label("No call: count it").is_none());
    // The proof: each counted end labelled on the layout.
    for label in ["3 on [4-3]", "2 on [1-2]", "10 on [5-5]"] {
        h.get_by_label(label);
    }
    // The log lists the announcement, then the ruling; never "Ana scores 15".
    let lines = drawn_log(h.state());
    let n = lines.len();
    assert_eq!(
        lines[n - 3..],
        [
            "Ana: [5-5] 2 + 3 + 10 = 15",
            "Ana said 10",
            "Muggins! Ana said 10 · Ben takes 15",
        ]
    );
    // The next entry keeps it so, in both languages.
    click(&mut h, "Draw");
    assert_eq!(scores(&h), vec![20, 30]);
    assert!(drawn_log(h.state()).contains(&"Muggins! Ana said 10 · Ben takes 15".to_string()));
    assert!(
        !drawn_log(h.state())
            .iter()
            .any(|l| l.contains("Ana scores 15"))
    );
}

#[test]
fn the_steal_is_said_in_kreyol_too() {
    let saves = tempfile::tempdir().unwrap();
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("4-6"),
        on: None,
    };
    let events = vec![lead, says(0, 5), Event::MugginsCalled { player: Seat(1) }];
    // Ana leads [4-6] and announces 5; Ben calls.
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Steal, events);
    h.state_mut().apply(ShellCommand::SetLang(Lang::Ht));
    h.run();
    assert_eq!(scores(&h), vec![0, 10]);
    h.get_by_label("4 + 6 = 10 · Ana di 5 · Muggins! Ben pran 10 pwen");
    h.get_by_label("Muggins! Ana di 5 · Ben pran 10 pwen");
    click(&mut h, "Pioche");
    assert!(drawn_log(h.state()).contains(&"Muggins! Ana di 5 · Ben pran 10 pwen".to_string()));
    assert!(
        !drawn_log(h.state())
            .iter()
            .any(|l| l.contains("Ana fè 10 pwen"))
    );
}

#[test]
fn refused_calls_say_which_rule_refused_them_and_undo_covers_each_entry() {
    // Four players, partners Ana & Cy against Ben & Di (RULES.md §2). Ana leads [5-5] = 10.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben", "Cy", "Di"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "five-five");
    click(&mut h, "5");
    let events = h.state().current_match().unwrap().events().len();
    // Cy is Ana's partner: his key is greyed, and his call by keyboard (M, then his seat) is
    // refused, nothing recorded, nothing scored.
    let cy = h.get_by_role_and_label(egui::accesskit::Role::Button, "Cy!");
    assert!(
        cy.accesskit_node().is_disabled(),
        "a partner's key is greyed"
    );
    key(&mut h, egui::Key::M);
    key(&mut h, common::ui::digit(3));
    // Refused for who called, not for the count: the count stays hidden.
    said(&h, "Ana said 5");
    h.get_by_label("call refused: Cy is Ana's partner");
    assert_eq!(h.state().current_match().unwrap().events().len(), events);
    assert_eq!(scores(&h), vec![0, 0]);
    assert!(h.query_by_label("10 on [5-5]").is_none(), "no proof yet");
    // Ben, an opponent, takes it for his side.
    click(&mut h, "Ben!");
    h.get_by_label("10 · Ana said 5 · Muggins! Ben calls: Ben & Di take 10");
    assert_eq!(scores(&h), vec![0, 10]);
    // One call per placement: the calls give way to the call made.
    assert!(h.query_by_label("Di!").is_none());
    h.get_by_label("Muggins! Ben calls on Ana: the board counts 10");
    // Undo takes back the call, then the announcement; each is one entry.
    click(&mut h, "↶ Undo: Ben's muggins call");
    assert_eq!(scores(&h), vec![0, 0]);
    click(&mut h, "↶ Undo: Ana's announcement");
    h.get_by_label("Ana placed [5-5]: announce the points");
    // A call on a right announcement is refused with the arithmetic; it scores when the
    // window closes.
    click(&mut h, "10");
    assert_eq!(scores(&h), vec![0, 0]);
    said(&h, "Ana said 10");
    click(&mut h, "Ben!");
    h.get_by_label("10 · Ana said 10 · call refused: Ana's announcement was right");
    assert_eq!(scores(&h), vec![0, 0]);
    click(&mut h, "No call: count it");
    h.get_by_label("10 · Ana said 10 · Ana & Cy score 10"); // the verb agrees with a team
    assert_eq!(scores(&h), vec![10, 0]);
    // The window is closed: the calls have gone, no late call can be made.
    assert!(h.query_by_label("Di!").is_none());
    assert!(h.query_by_label("No call: count it").is_none());
}

#[test]
fn a_call_on_a_placement_that_scores_nothing_is_refused_before_and_after_the_announcement() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "four-five"); // 4 + 5 = 9: no points
    // RULES.md §6: the calls open once the placer has announced. The window's call keys are
    // greyed in their place until then, and a tap on one does nothing.
    let ben = h.get_by_role_and_label(egui::accesskit::Role::Button, "Ben!");
    assert!(ben.accesskit_node().is_disabled(), "Ben! is greyed");
    ben.click();
    h.run();
    h.get_by_label("Ana placed [4-5]: announce the points");
    assert_eq!(scores(&h), vec![0, 0]);
    // The keys still reach the engine (`M 2`: Ben calls), which refuses the call and says why,
    // nothing of the count and not that the placement scored nothing.
    key(&mut h, egui::Key::M);
    key(&mut h, egui::Key::Num2);
    h.get_by_label("Ana placed [4-5]: announce the points");
    h.get_by_label("call refused: Ana is still announcing");
    assert!(h.query_by_label_contains("scored nothing").is_none());
    assert!(h.query_by_label("4 + 5 = 9").is_none());
    click(&mut h, "5");
    said(&h, "Ana said 5");
    assert!(h.query_by_label_contains("4 + 5 = 9").is_none());
    click(&mut h, "Ben!");
    h.get_by_label("4 + 5 = 9 · Ana said 5 · call refused: Ana's placement scored nothing");
    assert_eq!(scores(&h), vec![0, 0]);
}

#[test]
fn under_forfeit_the_proof_says_the_points_are_lost() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Forfeit,
        Vec::new(),
    );
    click(&mut h, "five-five");
    click(&mut h, "said nothing");
    click(&mut h, "Ben!");
    h.get_by_label(
        "10 · Ana said nothing · Muggins! Ben calls: nobody scores the 10, Ana loses them",
    );
    assert_eq!(scores(&h), vec![0, 0]);
}

#[test]
fn recount_labels_each_counted_end_with_its_value_and_says_the_total() {
    // RULES.md §7: [5-5] lead, [5-0], [5-3] (the spinner stops counting), [5-2] on a tip:
    // 0 + 3 + 2 = 5. The muggins rule is off: Recount works in every variant.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Off, Vec::new());
    for tile in ["five-five", "zero-five", "three-five", "two-five"] {
        click(&mut h, tile);
    }
    assert!(
        h.query_by_label("0 on [5-0]").is_none(),
        "no labels before Recount"
    );
    click(&mut h, "Recount");
    h.get_by_label("Recount: 0 + 3 + 2 = 5 · worth 5");
    for label in ["0 on [5-0]", "3 on [5-3]", "2 on [5-2]"] {
        h.get_by_label(label);
    }
    assert!(
        h.query_by_label("10 on [5-5]").is_none(),
        "both sides covered: the spinner counts 0"
    );
    click(&mut h, "Hide the recount");
    assert!(h.query_by_label("0 on [5-0]").is_none());
    // After [5-6] the total is 11: it scores nothing.
    click(&mut h, "five-six");
    click(&mut h, "Recount");
    h.get_by_label("Recount: 0 + 3 + 2 + 6 = 11 · worth nothing");
}

#[test]
fn the_announcement_pad_starts_empty_on_each_placement() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "five-five");
    let pad: Vec<String> = ["0", "5", "10", "15", "20", "25", "30", "35", "said nothing"]
        .map(String::from)
        .to_vec();
    for key in &pad {
        h.get_by_role_and_label(egui::accesskit::Role::Button, key);
    }
    click(&mut h, "5");
    said(&h, "Ana said 5");
    click(&mut h, "zero-five"); // Ben: 10 + 0 = 10; Ana's window closes unchallenged
    assert_eq!(scores(&h), vec![10, 0]);
    let pending = h.state().game().unwrap().hand().unwrap().pending.clone();
    assert_eq!(
        pending.map(|p| (p.player, p.announced)),
        Some((Seat(1), None))
    );
    h.get_by_label("Ben placed [5-0]: announce the points");
    h.get_by_label("Ben announces");
    assert!(h.query_by_label("Ben said 5").is_none());
    assert!(
        h.query_by_role(egui::accesskit::Role::SpinButton).is_none(),
        "no number box that keeps the last value"
    );
    // "said nothing": the table hears it, the count stays hidden; it is an entry (RULES.md §6:
    // the calls open after it).
    let events = h.state().current_match().unwrap().events().len();
    click(&mut h, "said nothing");
    said(&h, "Ben said nothing");
    assert!(h.query_by_label_contains("10 + 0 = 10").is_none());
    assert_eq!(
        drawn_log(h.state()).last().map(String::as_str),
        Some("Ben said nothing")
    );
    assert_eq!(
        h.state().current_match().unwrap().events().len(),
        events + 1
    );
    click(&mut h, "Ana!");
    h.get_by_label("10 + 0 = 10 · Ben said nothing · Muggins! Ana takes 10");
    assert_eq!(scores(&h), vec![20, 0]);
}

#[test]
fn the_compass_hides_the_count_while_it_is_hidden() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "four-six");
    h.get_by_label("Ana placed [4-6]: announce the points");
    assert!(h.query_by_label("Arm ends: 4, 6").is_none());
    assert!(h.query_by_label("4 + 6 = 10").is_none());
    assert!(h.query_by_label("4 on [4-6]").is_none(), "no proof either");
    click(&mut h, "5");
    // Said, and still hidden until an opponent calls or the window closes.
    assert!(h.query_by_label("Arm ends: 4, 6").is_none());
    click(&mut h, "Ben!");
    h.get_by_label("Arm ends: 4, 6");
    h.get_by_label("4 on [4-6]");
    // Without the muggins rule nothing is hidden.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Off, Vec::new());
    click(&mut h, "four-six");
    h.get_by_label("Arm ends: 4, 6");
}

/// Two taps at one point, as a hurried finger makes them.
fn tap_twice(h: &mut H, at: egui::Pos2) {
    for _ in 0..2 {
        h.event(egui::Event::PointerMoved(at));
        for pressed in [true, false] {
            h.event(egui::Event::PointerButton {
                pos: at,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::default(),
            });
        }
        h.run();
    }
}

#[test]
fn a_double_tap_on_the_pad_lands_on_the_same_greyed_key_and_calls_nothing() {
    // Ana leads [5-5] (10) and the announcer double-taps the pad's 5: the pad stays where it
    // is, greyed, so the second tap finds no button that appeared under it (RULES.md §6: only
    // an opponent's own call is a call).
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Forfeit,
        Vec::new(),
    );
    click(&mut h, "five-five");
    let five = h
        .get_by_role_and_label(egui::accesskit::Role::Button, "5")
        .rect();
    tap_twice(&mut h, five.center());
    said(&h, "Ana said 5");
    // The log no longer waits for the announcement, and still hides the count.
    assert!(
        drawn_log(h.state())
            .contains(&"Ana: [5-5] … (calls are open until the next entry)".to_string()),
        "{:?}",
        drawn_log(h.state())
    );
    let events = h.state().current_match().unwrap().events().to_vec();
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::MugginsCalled { .. })),
        "{events:?}"
    );
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::PointsAnnounced { .. }))
            .count(),
        1
    );
    let again = h.get_by_role_and_label(egui::accesskit::Role::Button, "5");
    assert_eq!(again.rect(), five, "the pad has not moved");
    assert!(again.accesskit_node().is_disabled(), "and is greyed");
    // Double-tapping "said nothing" on the next placement calls nothing either.
    click(&mut h, "Ben!");
    click(&mut h, "zero-five");
    let nothing = h
        .get_by_role_and_label(egui::accesskit::Role::Button, "said nothing")
        .rect();
    tap_twice(&mut h, nothing.center());
    said(&h, "Ben said nothing");
    let calls = h
        .state()
        .current_match()
        .unwrap()
        .events()
        .iter()
        .filter(|e| matches!(e, Event::MugginsCalled { .. }))
        .count();
    assert_eq!(calls, 1, "only Ben's own call on Ana");
}

#[test]
fn the_felt_stays_where_it_is_through_a_muggins_hand() {
    // The pad, the calls and their note live in room kept for them: the felt's rectangle is
    // the same before the lead, with the pad open, greyed, after a call, after "No call".
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    let felt = |h: &H| allfives::app::last_felt(&h.ctx).expect("a felt");
    let first = felt(&h);
    for step in [
        "five-five",
        "5",
        "Ben!",
        "zero-five",
        "said nothing",
        "No call: count it",
        "Draw",
    ] {
        click(&mut h, step);
        assert_eq!(felt(&h), first, "after {step}");
    }
}

#[test]
fn a_long_muggins_line_in_the_log_wraps_instead_of_losing_who_took_the_points() {
    // Four players in Kreyòl: the ruling under Ana's placement is longer than the log is wide.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben", "Cy", "Di"],
        MugginsRule::Steal,
        Vec::new(),
    );
    set_lang(&mut h, Lang::Ht);
    click(&mut h, "senk-senk");
    click(&mut h, "5");
    click(&mut h, "Ben!");
    let elided: Vec<String> = h
        .output()
        .shapes
        .iter()
        .filter_map(|s| match &s.shape {
            egui::Shape::Text(t) if t.galley.elided => Some(t.galley.job.text.clone()),
            _ => None,
        })
        .collect();
    assert!(elided.iter().all(|t| !t.contains("Muggins")), "{elided:?}");
    let wrapped = h.output().shapes.iter().any(|s| match &s.shape {
        egui::Shape::Text(t) => {
            t.galley.job.text.starts_with("Muggins!") && t.galley.rows.len() > 1
        }
        _ => false,
    });
    assert!(wrapped, "the ruling is long enough to need two lines");
}

#[test]
fn a_long_headline_fits_its_row_and_overlaps_nothing() {
    // Four players in Kreyòl at the smallest window: Ben's call makes a long ruling, with a
    // note under it on a refused call before; nothing painted may run into the headline.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with_in_kreyol(
        saves.path(),
        &["Ana", "Ben", "Cy", "Di"],
        MugginsRule::Steal,
        egui::Vec2::new(900.0, 600.0),
    );
    click(&mut h, "senk-senk");
    click(&mut h, "5");
    click(&mut h, "Ben!");
    let headline = h.state().table_view().headline.clone().unwrap().text;
    let texts: Vec<(String, egui::Rect)> = h
        .output()
        .shapes
        .iter()
        .filter_map(|s| match &s.shape {
            egui::Shape::Text(t) => Some((
                t.galley.job.text.clone(),
                t.galley.rect.translate(t.pos.to_vec2()),
            )),
            _ => None,
        })
        .collect();
    let (_, rect) = texts
        .iter()
        .find(|(t, _)| *t == headline)
        .unwrap_or_else(|| panic!("the headline is painted: {headline}"));
    assert!(headline.chars().count() > 40, "a long one: {headline}");
    for (text, other) in &texts {
        if *text != headline && !text.trim().is_empty() {
            assert!(
                !rect.shrink(1.0).intersects(*other),
                "{text:?} at {other:?} runs into the headline at {rect:?}"
            );
        }
    }
}

#[test]
fn table_mode_has_the_pad_and_the_calls() {
    // A muggins match in table mode (F11): the placer announces and an opponent calls there.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "five-five");
    key(&mut h, egui::Key::F11);
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Leave table mode (F11)");
    h.get_by_role_and_label(egui::accesskit::Role::Button, "No call: count it");
    click(&mut h, "5");
    assert!(h.query_all_by_label("Ana said 5").count() >= 1);
    click(&mut h, "Ben!");
    assert_eq!(scores(&h), vec![0, 10], "Ben takes Ana's 10");
}

/// A call after the placement's window closed (a phone's page that had not caught up) is refused
/// for what closed it: the *No call*, a draw — not a placement that never came.
#[test]
fn a_late_call_is_refused_for_what_closed_the_window() {
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("5-5"),
        on: None,
    };
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        vec![lead.clone(), says(0, 10)],
    );
    click(&mut h, "No call: count it");
    let events = h.state().current_match().unwrap().events().len();
    h.state_mut().apply(TableCommand::CallMuggins(Seat(1)));
    h.run();
    let refused = |h: &H, why: &str| {
        let why = format!("call refused: too late, {why}");
        assert!(
            h.query_all_by_label_contains(&why).next().is_some(),
            "{why}: {:?}",
            h.state().table_view().headline
        );
    };
    refused(&h, "no call was said and it was counted");
    assert_eq!(h.state().current_match().unwrap().events().len(), events);
    assert_eq!(scores(&h), vec![10, 0]);

    let saves = tempfile::tempdir().unwrap();
    let drawn = Event::TilesDrawn {
        player: Seat(1),
        count: 1,
    };
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        vec![lead, says(0, 10), drawn],
    );
    h.state_mut().apply(TableCommand::CallMuggins(Seat(1)));
    h.run();
    refused(&h, "a draw came after it");
}

#[test]
fn while_the_pad_is_open_the_line_over_the_picker_says_digits_announce() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "five-five");
    let painted = |h: &H, part: &str| {
        painted_texts(h)
            .into_iter()
            .any(|(_, text)| text.contains(part))
    };
    // The line told the next player to type the halves of their tile: those digits are Ana's
    // announcement while her pad is open (`5 3` said 5).
    assert!(!painted(&h, "type its halves"), "the pad is open");
    assert!(painted(&h, "Type the announcement (3 5 says 35)"));
    // A call, No call and a draw wait for the announcement (RULES.md §6): not offered.
    for refused in ["C No call", "D draws", "M and a seat number"] {
        assert!(
            !painted(&h, refused),
            "{refused} is offered while the pad waits"
        );
    }
    h.key_press(egui::Key::Num1);
    key(&mut h, egui::Key::Num0);
    said(&h, "Ana said 10");
    // Said: the digits type a tile again, and the line says so.
    assert!(painted(&h, "type its halves (5 3)"));
}

#[test]
fn undo_takes_back_said_nothing_before_the_tile() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "five-five");
    let placed = h.state().current_match().unwrap().events().len();
    click(&mut h, "said nothing");
    said(&h, "Ana said nothing");
    // A mistaken "said nothing" greys the pad, and Undo took back Ana's [5-5] itself: the only
    // way to put the pad back was to lose the tile.
    click(&mut h, "↶ Undo: Ana said nothing");
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        placed
    );
    h.get_by_label("Ana placed [5-5]: announce the points");
    assert!(h.query_by_label("Ana said nothing").is_none());
    click(&mut h, "10");
    said(&h, "Ana said 10");
    // Then Undo goes on as before: the announcement, then the tile.
    click(&mut h, "↶ Undo: Ana's announcement");
    click(&mut h, "↶ Undo: Ana's [5-5]");
    let active = h.state().current_match().unwrap().active_events().len();
    assert_eq!(active, placed - 1);
}

/// The lines under a log row (the announcement, the ruling) wrap centred, never justified: a
/// justified ruling read `Muggins!   Ana   said   10   ·   Ben`, its gaps stretched like a gap
/// in the count.
#[test]
fn the_rulings_line_in_the_log_wraps_without_stretched_gaps() {
    let record = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/screenshots/muggins-proof.fives"),
    )
    .unwrap();
    let saves = tempfile::tempdir().unwrap();
    let save = allfives::store::exchange::import(&record).unwrap();
    allfives::store::save(&saves.path().join("m.ron"), &save).unwrap();
    let h = common::ui::harness(App::new(saves.path(), Lang::En));
    let mut seen = 0;
    for (_, shape) in common::ui::painted_shapes(&h) {
        if let egui::Shape::Text(text) = shape
            && text.galley.text().starts_with("Muggins! Ana said 10")
        {
            seen += 1;
            assert!(
                !text.galley.job.justify,
                "{:?} is justified",
                text.galley.text()
            );
        }
    }
    assert!(seen >= 1, "the ruling's line in the log");
}

/// While the table waits for the placer's announcement the top bar names the placer (RULES.md
/// §6: the next player waits for it): `Hand 1 · Ana announces`, then, once she has said it,
/// `Hand 1 · Ben to play`; in Kreyòl too.
#[test]
fn the_top_bar_names_the_placer_until_the_announcement_is_made() {
    let saves = tempfile::tempdir().unwrap();
    let lead = vec![placed(0, "5-5", None)];
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Steal, lead);
    let top = |h: &H| h.state().table_view().turn_line.clone();
    assert_eq!(top(&h), "Hand 1 · Ana announces");
    h.get_by_label("Hand 1 · Ana announces");
    let acting = |h: &H| -> Vec<bool> {
        h.state()
            .table_view()
            .scores
            .iter()
            .map(|s| s.to_play)
            .collect()
    };
    assert_eq!(
        acting(&h),
        [true, false],
        "Ana's side is marked, as the bar says"
    );
    h.state_mut().apply(TableCommand::Announce(10));
    h.run();
    assert_eq!(top(&h), "Hand 1 · Ben to play");
    h.get_by_label("Hand 1 · Ben to play");
    assert_eq!(acting(&h), [false, true]);
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Manch 1 · Se tou Ben");
    let saves = tempfile::tempdir().unwrap();
    let lead = vec![placed(0, "5-5", None)];
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Steal, lead);
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Manch 1 · Ana anonse");
}
