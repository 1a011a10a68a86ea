//! Settling a muggins dispute through the real UI (RULES.md §6), clicked like a player
//! would with egui_kittest (no GPU): the steal shown at once in the headline, the log and the
//! scoreboard; refused calls with the rule that refused them; Recount; the announcement pad; the
//! compass that keeps a hidden count hidden.

use allfives::app::Lang;
use allfives::app::{App, Command};
use allfives::engine::Seat;
use allfives::engine::{Event, MatchLog, MugginsRule, Setup, Variant};
use allfives::store::{self, SaveFile};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

mod common;
use common::t;

fn harness(app: App) -> Harness<'static, App> {
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

fn click(harness: &mut Harness<'static, App>, label: &str) {
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, label)
        .click();
    harness.run();
}

fn scores(harness: &Harness<'static, App>) -> Vec<i32> {
    harness.state().game().expect("a match").scores().to_vec()
}

fn log(harness: &Harness<'static, App>) -> Vec<String> {
    common::drawn_log(harness.state())
}

/// The app on a saves folder holding one match of `players` (All Fives, muggins `rule`) whose
/// first hand Ana leads, with `events` after the deal.
fn app_with(
    saves: &std::path::Path,
    players: &[&str],
    rule: MugginsRule,
    events: Vec<Event>,
) -> Harness<'static, App> {
    let names = players.iter().map(ToString::to_string).collect();
    let mut setup = Setup::new(names, Variant::AllFives);
    setup.rules.muggins = rule;
    let mut m = MatchLog::new(setup).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for event in events {
        m.push(event).unwrap();
    }
    store::save(&saves.join("m.ron"), &SaveFile::new(m)).unwrap();
    harness(App::new(saves, Lang::En))
}

fn placed(player: usize, tile: &str, on: &str) -> Event {
    Event::TilePlaced {
        player: Seat(player),
        tile: t(tile),
        on: Some(t(on)),
    }
}

fn says(player: usize, points: i32) -> Event {
    Event::PointsAnnounced {
        player: Seat(player),
        points,
    }
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
    assert_eq!(scores(&h), vec![20, 15]);
    click(&mut h, "five-five"); // fits only the 5 of [1-5]
    h.get_by_label("Ana placed [5-5]: announce the points");
    click(&mut h, "10");
    h.get_by_label("2 + 3 + 10 = 15 · Ana said 10 · open to Muggins!");
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
    let lines = log(&h);
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
    assert!(log(&h).contains(&"Muggins! Ana said 10 · Ben takes 15".to_string()));
    assert!(!log(&h).iter().any(|l| l.contains("Ana scores 15")));
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
    // The table: Ana leads [4-6] and announces 5; Ben calls.
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Steal, events);
    h.state_mut().apply(Command::SetLang(Lang::Ht));
    h.run();
    assert_eq!(scores(&h), vec![0, 10]);
    h.get_by_label("4 + 6 = 10 · Ana di 5 · Muggins! Ben pran 10 pwen");
    h.get_by_label("Muggins! Ana di 5 · Ben pran 10 pwen");
    click(&mut h, "Pioche");
    assert!(log(&h).contains(&"Muggins! Ana di 5 · Ben pran 10 pwen".to_string()));
    assert!(!log(&h).iter().any(|l| l.contains("Ana fè 10 pwen")));
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
    // Cy is Ana's partner: refused, nothing recorded, nothing scored.
    click(&mut h, "Cy!");
    h.get_by_label("10 · Ana said 5 · call refused: Cy is Ana's partner");
    assert_eq!(h.state().current_match().unwrap().events().len(), events);
    assert_eq!(scores(&h), vec![0, 0]);
    h.get_by_label("10 on [5-5]"); // the proof
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
    // A right announcement scores at once; a call on it is refused with the arithmetic.
    click(&mut h, "10");
    assert_eq!(scores(&h), vec![10, 0]);
    h.get_by_label("10 · Ana said 10 · Ana & Cy score 10"); // the verb agrees with a team
    click(&mut h, "Ben!");
    h.get_by_label("10 · Ana said 10 · call refused: Ana's announcement was right");
    assert_eq!(scores(&h), vec![10, 0]);
    // Too late: Ben has drawn since; the call is refused, it says why.
    click(&mut h, "Draw");
    click(&mut h, "Di!");
    h.get_by_label(
        "10 · Ana said 10 · call refused: too late, a placement, draw or pass came after it",
    );
    assert_eq!(scores(&h), vec![10, 0]);
}

#[test]
fn a_call_on_a_placement_that_scores_nothing_is_refused_even_before_the_announcement() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(
        saves.path(),
        &["Ana", "Ben"],
        MugginsRule::Steal,
        Vec::new(),
    );
    click(&mut h, "four-five"); // 4 + 5 = 9: no points
    click(&mut h, "Ben!");
    // Still hidden: the reason, not the count.
    h.get_by_label("Ana placed [4-5]: announce the points");
    h.get_by_label("call refused: Ana's placement scored nothing");
    assert!(h.query_by_label("4 + 5 = 9").is_none());
    click(&mut h, "5");
    h.get_by_label("4 + 5 = 9 · Ana said 5 · no points");
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
    click(&mut h, "Ben!"); // Ana said nothing
    h.get_by_label(
        "10 · Ana said nothing · Muggins! Ben calls: nobody scores the 10, Ana loses them",
    );
    assert_eq!(scores(&h), vec![0, 0]);
}

#[test]
fn recount_labels_the_rules_cards_ends_after_5_2_and_shows_5() {
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
    h.get_by_label("10 · Ana said 5 · open to Muggins!");
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
    // "said nothing": the count is shown for a call, nothing is recorded.
    let events = h.state().current_match().unwrap().events().len();
    click(&mut h, "said nothing");
    h.get_by_label("10 + 0 = 10 · Ben said nothing · open to Muggins!");
    assert!(log(&h).ends_with(&["Ben: [5-0] 10 + 0 = 10".into(), "Ben said nothing".into()]));
    assert_eq!(h.state().current_match().unwrap().events().len(), events);
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
    h.get_by_label("Arm ends: 4, 6");
    h.get_by_label("4 on [4-6]");
    // Without the muggins rule nothing is hidden.
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_with(saves.path(), &["Ana", "Ben"], MugginsRule::Off, Vec::new());
    click(&mut h, "four-six");
    h.get_by_label("Arm ends: 4, 6");
}
