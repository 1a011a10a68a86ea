//! A blocked hand is won on the fewest pips of a side (RULES.md §4): with partners one player
//! may hold the fewest while the other side wins on its team's pips, so the settlement paints
//! the comparison that decided it — `Ana & Cy 32 + 33 = 65 < Ben & Di 13 + 54 = 67` — in the
//! end-of-hand dialog and in *Last hand*, in both languages; and the result and *Settle the
//! hand* are painted in the window, at 1280 × 800 and at 900 × 600, with four players; with four
//! long names in Kreyòl at 900 × 600 the settlement's steps and a pip total's row are whole.

use allfives::app::Lang;
use allfives::engine::{Deal, Event, Seat, Variant};
use egui::{Key, Vec2};
use egui_kittest::kittest::Queryable;

mod common;
use common::painted::{app_with, lead, placed, setup};
use common::ui::{H, click, key, painted_in_sight, set_lang};

/// The window of the small screen.
const SMALL: Vec2 = Vec2::new(900.0, 600.0);

/// Four partners (Ana & Cy against Ben & Di), seven tiles each and no boneyard: [6-6] led,
/// [6-3] and [6-4] on its sides, [3-2] on the 3; then each passes. 132 pips are off the table
/// (168 − 36), six tiles in each hand.
fn blocked_partners() -> Vec<Event> {
    let mut events = vec![
        lead(0, "6-6"),
        placed(1, "6-3", "6-6"),
        placed(2, "6-4", "6-6"),
        placed(3, "3-2", "6-3"),
    ];
    events.extend((0..4).map(|p| Event::Passed { player: Seat(p) }));
    events
}

/// Two players, fourteen tiles each: [6-6] led, [6-3] and [6-4] on its sides, [3-2] on the 3;
/// both pass. 132 pips are off the table, twelve tiles in each hand.
fn blocked_two() -> Vec<Event> {
    let mut events = vec![
        lead(0, "6-6"),
        placed(1, "6-3", "6-6"),
        placed(0, "6-4", "6-6"),
        placed(1, "3-2", "6-3"),
    ];
    events.extend((0..2).map(|p| Event::Passed { player: Seat(p) }));
    events
}

/// The app at `size` in `lang` on a blocked hand of `names` dealt `deal`, made of `events`.
fn blocked(names: &[&str], deal: Deal, events: &[Event], lang: Lang, size: Vec2) -> H {
    let saves = tempfile::tempdir().unwrap();
    let mut s = setup(names, Variant::AllFives);
    s.rules.deal = deal;
    let h = app_with(saves.path(), s, events, lang, size);
    // The harness keeps the app, and the app its saves folder, for the test's whole run.
    std::mem::forget(saves);
    h
}

/// Types each player's pip total in the dialog's fields, as a player does: the next field still
/// asked for, what was there rubbed out first. A field entered leaves the dialog when the focus
/// goes on; a player the app fills in (the last one holding tiles) has no field.
fn type_totals(h: &mut H, label: &str, totals: &[u32]) {
    for (player, pips) in totals.iter().enumerate() {
        if h.state().view().holds[player].pips == pips.to_string() {
            continue;
        }
        let fields = h.query_all_by_label(label).count();
        if fields == 0 {
            break;
        }
        // The one typed before keeps its field until the focus goes on: this player's is next.
        let field = usize::from(player > 0 && fields > 1);
        h.get_all_by_label(label).nth(field).unwrap().focus();
        h.run();
        for _ in 0..3 {
            key(h, Key::Backspace);
        }
        // The text goes to the field with the focus.
        h.get_all_by_label(label)
            .next()
            .unwrap()
            .type_text(&pips.to_string());
        h.run();
    }
}

/// The app in Kreyòl at 900 × 600 on [`blocked_partners`] of `names`, each pip total typed
/// (32, 13, 33, 54: the second side holds the fewest pips and loses on its team's).
fn blocked_partners_totalled_in_kreyol(names: &[&str]) -> H {
    let mut h = blocked(
        names,
        Deal::NewsomeBorn,
        &blocked_partners(),
        Lang::Ht,
        SMALL,
    );
    h.get_by_label("Jwèt la bloke");
    type_totals(&mut h, "Total pwen", &[32, 13, 33, 54]);
    h
}

/// Asserts that `part` is painted whole inside the window and its clip: in sight, not under
/// the window's foot or cut by a scroll area.
fn assert_in_sight(h: &H, part: &str, what: &str) {
    assert!(
        painted_in_sight(h, part).is_some(),
        "{what}: {part:?} is not painted in sight; painted: {:?}",
        common::ui::painted_strings(h)
    );
}

/// Asserts that the dialog's settlement line `line` is painted in sight, once the dialog is
/// scrolled to it as a player would where it has scrolled out (a short window), and that the
/// button `settle` stays in sight.
fn seen_in_the_dialog(h: &mut H, line: &str, settle: &str, at: &str) {
    if painted_in_sight(h, line).is_none() {
        h.get_by_label(line).scroll_to_me();
        h.run();
    }
    assert_in_sight(h, line, &format!("{at}, the dialog"));
    assert_in_sight(h, settle, &format!("{at}, the dialog scrolled"));
}

#[test]
fn a_blocked_partners_hand_paints_the_team_comparison_in_the_dialog_and_the_last_hand() {
    // Ben holds the fewest pips (13), yet Ben & Di lose: 13 + 54 = 67 against 32 + 33 = 65.
    let comparison = "Fewest pips: Ana & Cy 32 + 33 = 65 < Ben & Di 13 + 54 = 67";
    let names = ["Ana", "Ben", "Cy", "Di"];
    for size in [common::ui::WINDOW, SMALL] {
        let at = format!("{} × {}", size.x, size.y);
        let mut h = blocked(
            &names,
            Deal::NewsomeBorn,
            &blocked_partners(),
            Lang::En,
            size,
        );
        h.get_by_label("The game is blocked");
        type_totals(&mut h, "Pip total", &[32, 13, 33, 54]);
        // The result and the button that settles, in sight as the last total is typed.
        assert_in_sight(&h, "Ana & Cy score 65", &format!("{at}, the dialog"));
        assert_in_sight(&h, "Settle the hand", &format!("{at}, the dialog"));
        // The settlement's comparison, in sight (at 900 × 600 the dialog scrolls to it), the
        // button still under it.
        seen_in_the_dialog(&mut h, comparison, "Settle the hand", &at);
        click(&mut h, "Settle the hand");
        assert_eq!(common::ui::scores(&h), vec![65, 15]);
        // After it, the scores panel's *Last hand* says the same.
        assert_in_sight(&h, "Last hand", &format!("{at}, after"));
        assert_in_sight(&h, comparison, &format!("{at}, Last hand"));
        if size == SMALL {
            continue;
        }
        set_lang(&mut h, Lang::Ht);
        assert_in_sight(
            &h,
            "Mwens pwen: Ana & Cy 32 + 33 = 65 < Ben & Di 13 + 54 = 67",
            "Kreyòl, Last hand",
        );
    }
}

#[test]
fn a_blocked_partners_hand_in_kreyol_paints_the_comparison_in_the_dialog() {
    let mut h = blocked_partners_totalled_in_kreyol(&["Ana", "Ben", "Cy", "Di"]);
    assert_in_sight(&h, "ekip Ana & Cy fè 65 pwen", "Kreyòl, the dialog");
    assert_in_sight(&h, "Fè kont manch lan", "Kreyòl, the dialog");
    seen_in_the_dialog(
        &mut h,
        "Mwens pwen: Ana & Cy 32 + 33 = 65 < Ben & Di 13 + 54 = 67",
        "Fè kont manch lan",
        "Kreyòl, 900 × 600",
    );
}

#[test]
fn a_blocked_two_player_hand_paints_who_held_fewer_in_the_dialog_and_the_last_hand() {
    for size in [common::ui::WINDOW, SMALL] {
        let at = format!("{} × {}", size.x, size.y);
        let mut h = blocked(
            &["Ana", "Ben"],
            Deal::Each(14),
            &blocked_two(),
            Lang::En,
            size,
        );
        h.get_by_label("The game is blocked");
        // Ana's total typed, Ben holds the rest: 132 − 60 = 72.
        type_totals(&mut h, "Pip total", &[60, 72]);
        assert_in_sight(&h, "Ana scores 70", &format!("{at}, the dialog"));
        assert_in_sight(&h, "Settle the hand", &format!("{at}, the dialog"));
        seen_in_the_dialog(
            &mut h,
            "Fewest pips: Ana 60 < Ben 72",
            "Settle the hand",
            &at,
        );
        click(&mut h, "Settle the hand");
        assert_eq!(common::ui::scores(&h), vec![70, 15]);
        assert_in_sight(
            &h,
            "Fewest pips: Ana 60 < Ben 72",
            &format!("{at}, Last hand"),
        );
    }
}

#[test]
fn whose_pip_total_is_typed_is_written_beside_its_field_in_sight_at_900_by_600() {
    // Four partners blocked at 900 × 600: the dialog scrolls each field into sight as it is
    // typed, and the entry's title ("What Cy holds") went out of it: a tester typed Cy's total
    // believing it Ben's. The name is in the field's row, in sight with it.
    let mut h = blocked(
        &["Ana", "Ben", "Cy", "Di"],
        Deal::Each(7),
        &blocked_partners(),
        Lang::En,
        SMALL,
    );
    let mut found = Vec::new();
    for (player, name) in ["Ana", "Ben", "Cy"].iter().enumerate() {
        if h.query_all_by_label("Pip total").count() == 0 {
            break;
        }
        let field = usize::from(player > 0 && h.query_all_by_label("Pip total").count() > 1);
        h.get_all_by_label("Pip total").nth(field).unwrap().focus();
        h.run();
        h.get_all_by_label("Pip total")
            .nth(field)
            .unwrap()
            .type_text("20");
        h.run();
        h.run();
        // What the dialog says beside the field (the Undo button says `Ana: 20 pips` too).
        let texts = common::ui::painted_texts(&h);
        let Some(total) = texts
            .iter()
            .find(|(at, text)| {
                text == "20 pips" && painted_in_sight(&h, text).is_some_and(|_| at.min.y > 40.0)
            })
            .map(|(at, _)| *at)
        else {
            found.push(format!("{name}: the total typed is not painted"));
            continue;
        };
        // The name alone, on the total's row, left of it.
        let beside = texts.iter().any(|(at, text)| {
            text == *name
                && (at.center().y - total.center().y).abs() < 12.0
                && at.max.x <= total.min.x
        });
        if !beside {
            found.push(format!(
                "{name}'s total at {total:?}: no {name:?} beside it"
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn nothing_typed_at_a_hands_end_is_left_to_undo_once_it_is_settled() {
    // Two players, all 28 tiles dealt, blocked: Ana's total (50) and Ben's (82) typed on the
    // keys settle the hand. What was typed belongs to that hand's end: a tester's digits typed
    // over an entry stayed after the settlement as `Undo: Ben: 137 pips (not entered)`.
    let mut h = blocked(
        &["Ana", "Ben"],
        Deal::Each(14),
        &blocked_two(),
        Lang::En,
        SMALL,
    );
    for k in [
        Key::Num5,
        Key::Num0,
        Key::Enter,
        Key::Num8,
        Key::Num2,
        Key::Enter,
    ] {
        key(&mut h, k);
    }
    let texts = common::ui::painted_texts(&h);
    let game = h.state().game().unwrap();
    assert!(
        game.hand().is_some_and(|hand| hand.settled),
        "the hand is settled: {texts:?}"
    );
    assert!(
        !texts.iter().any(|(_, t)| t.contains("not entered")),
        "{texts:?}"
    );
    assert!(h.state().view().holds.iter().all(|e| e.pips.is_empty()));
}

#[test]
fn the_settlements_steps_are_whole_over_the_award_at_900_by_600_with_four_long_names() {
    // Four long names in Kreyòl at 900 × 600: the step over the award wrapped onto two lines
    // and its second was cut under the award. The steps, the award and the button that
    // settles are all painted whole in sight, with no scrolling: smaller, or without their
    // heading, where they must.
    let mut h = blocked_partners_totalled_in_kreyol(&[
        "Anne-Marie",
        "Bernadette",
        "Christophe",
        "Dieudonné",
    ]);
    h.run();
    for part in [
        "Mwens pwen: Anne-Marie & Christophe 32 + 33 = 65 < Bernadette & Dieudonné 13 + 54 = 67",
        "ekip Anne-Marie & Christophe fè 65 pwen",
        "Fè kont manch lan",
    ] {
        assert_in_sight(&h, part, "Kreyòl, 900 × 600, not scrolled");
    }
}

#[test]
fn a_pip_totals_row_wraps_whole_in_the_dialog_at_900_by_600() {
    // The first hand of the four-player vector with long names, in Kreyòl at 900 × 600:
    // Anne-Marie dominoes with [5-5]; Dieudonné's total typed, its sum (`2 pwen`) ran past the
    // dialog's column and was cut (`2 pwe`). It goes whole onto the row's next line.
    let text =
        std::fs::read_to_string(common::vectors().join("matches/all-fives-4p-no-teams.fives"))
            .unwrap();
    let hand: String = text
        .lines()
        .take_while(|line| !line.starts_with("Ana: 5-5"))
        .map(|line| {
            line.replace("Ana", "Anne-Marie")
                .replace("Ben", "Bernadette")
                .replace("Cy", "Christophe")
                .replace("Di", "Dieudonné")
                + "\n"
        })
        .collect();
    let replayed = allfives::engine::record::replay(&hand);
    assert!(replayed.is_valid(), "{:?}", replayed.problems);
    let mut events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    events.push(placed(0, "5-5", "5-6"));
    let saves = tempfile::tempdir().unwrap();
    common::ui::save_events(saves.path(), replayed.setup.unwrap(), &events);
    let mut h = common::ui::harness_sized(allfives::app::App::new(saves.path(), Lang::Ht), SMALL);
    h.get_by_label("Anne-Marie fè domino");
    let field = h.get_all_by_label("Total pwen").last().unwrap();
    field.focus();
    field.type_text("2");
    h.run();
    h.run();
    assert_eq!(h.state().view().holds[3].pips, "2", "Dieudonné's total");
    // The row's own `2 pwen` (Undo's `Dieudonné: 2 pwen (poko konfime)` is in the top bar).
    let window = h.ctx.content_rect();
    let sums: Vec<(egui::Rect, bool)> = common::ui::painted_shapes(&h)
        .into_iter()
        .filter_map(|(clip, shape)| match shape {
            egui::epaint::Shape::Text(text) if text.galley.text() == "2 pwen" => {
                let at = text.galley.rect.translate(text.pos.to_vec2());
                Some((at, clip.intersect(window).expand(0.5).contains_rect(at)))
            }
            _ => None,
        })
        .collect();
    assert!(
        matches!(sums[..], [(_, true)]),
        "Dieudonné's `2 pwen`, whole in sight: {sums:?}"
    );
}
