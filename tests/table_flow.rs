//! The table flow: what the table found (Undo while choosing an end, a dim tile, the headline
//! after draws and passes, the end-of-hand dialog, the scores' size, a small window, the
//! new-match screen), the keyboard entry (with its key count), drawing several tiles in one
//! entry, changing an earlier entry, table mode, the tally and the zoom — driven like a player
//! would, through egui_kittest (no GPU needed).

mod common;

use allfives::app::App;
use allfives::app::Arrow;
use allfives::app::Lang;
use allfives::app::TableCommand;
use allfives::app::tile_name;
use allfives::engine::Seat;
use allfives::engine::Side;
use allfives::engine::record;
use allfives::engine::{Deal, Event, Holds, MatchLog, Setup, Tile, Variant};
use allfives::store::{self, SaveFile};
use common::ui::{
    self, H, app_on, click_label, digit, harness, harness_sized, key, key_with, scores, set_lang,
    start, type_names,
};
use common::{dealt, painted_texts, placed, t, two};
use egui::accesskit::Role;
use egui::{Key, Modifiers, Vec2};
use egui_kittest::kittest::{Queryable, by};

/// A tile written `2-4` is found by its name in the app's language (`two-four`).
fn named(harness: &H, label: &str) -> String {
    match label.parse::<Tile>() {
        Ok(tile) if label.len() == 3 => tile_name(harness.state().i18n(), tile),
        _ => label.to_string(),
    }
}

/// Clicks the button labelled `label`, a tile written `2-4` by its name.
fn click(harness: &mut H, label: &str) {
    let label = named(harness, label);
    ui::click(harness, &label);
}

/// The entries in play (undone ones left out).
fn events(harness: &H) -> usize {
    harness
        .state()
        .current_match()
        .unwrap()
        .active_events()
        .len()
}

/// A match from a play record's text.
fn from_record(text: &str) -> MatchLog {
    let replay = record::replay(text);
    assert!(replay.is_valid(), "{:?}", replay.problems);
    replay.to_match().unwrap()
}

/// The key of an arrow drawn at an end.
fn arrow_key(arrow: Arrow) -> Key {
    match arrow {
        Arrow::Left => Key::ArrowLeft,
        Arrow::Right => Key::ArrowRight,
        Arrow::Up => Key::ArrowUp,
        Arrow::Down => Key::ArrowDown,
    }
}

// -------------------------------------------------------------------------------------------------
// What the table found
// -------------------------------------------------------------------------------------------------

/// Undo (Ctrl+Z or the button) and Esc first cancel the pending end choice; only a
/// second Undo takes back an entry.
#[test]
fn undo_and_esc_while_choosing_an_end_cancel_the_choice_first() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "2-4");
    click(&mut h, "4-5");
    let entered = events(&h);
    assert_eq!(entered, 3, "the deal and two placements");
    click(&mut h, "2-5"); // fits the 2 of [2-4] and the 5 of [4-5]
    assert_eq!(h.state().view().choosing, Some(t("2-5")));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(h.state().view().choosing, None, "the choice is cancelled");
    assert_eq!(events(&h), entered, "and no entry is taken back");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(events(&h), entered - 1, "the second Undo takes back [4-5]");
    // Esc cancels a choice too.
    click(&mut h, "4-5");
    click(&mut h, "2-5");
    assert_eq!(h.state().view().choosing, Some(t("2-5")));
    key(&mut h, Key::Escape);
    assert_eq!(h.state().view().choosing, None);
    assert_eq!(events(&h), entered);
    // The Undo button does the same.
    click(&mut h, "2-5");
    let undo = h.get(by().role(Role::Button).label_contains("↶"));
    undo.click();
    h.run();
    assert_eq!(h.state().view().choosing, None);
    assert_eq!(events(&h), entered);
}

/// A click on a dim tile says why it cannot go.
#[test]
fn a_dim_tile_says_why_it_does_not_fit() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "2-4");
    click(&mut h, "4-5"); // open ends 2 and 5
    click(&mut h, "1-1");
    h.get_by_label("1-1 does not fit: the open ends are 2 and 5");
    click(&mut h, "2-4");
    h.get_by_label("2-4 is already on the table");
    assert_eq!(events(&h), 3, "nothing entered");
    // In Kreyòl too.
    set_lang(&mut h, Lang::Ht);
    click(&mut h, "1-1");
    h.get_by_label("1-1 pa antre: bout ouvè yo se 2 ak 5");
}

/// After a draw or a pass the headline says so; between hands the panels show the next
/// hand, not the one just settled.
#[test]
fn the_headline_follows_draws_and_passes_and_the_next_hand() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "6-6");
    h.get_by_label("12 · no points");
    click(&mut h, "Draw");
    assert!(
        h.query_by_label("12 · no points").is_none(),
        "the count of [6-6] is no longer the headline"
    );
    assert!(h.query_all_by_label("Ben drew a tile").count() >= 1);

    // A blocked hand (all-fives-2p.fives, hand 3), settled: who leads hand 2?
    let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives").unwrap();
    let hand3: String = text
        .split("hand 3\n")
        .nth(1)
        .unwrap()
        .split("score:")
        .next()
        .unwrap()
        .to_string();
    let record = format!("variant: all-fives\nplayers: Ana, Ben\n\nhand\n{hand3}");
    // The match as the table left it: blocked, before anyone showed their tiles.
    let mut log = from_record(&record);
    while log
        .state()
        .unwrap()
        .hand()
        .is_some_and(|h| h.settled || h.holds.iter().any(Option::is_some))
    {
        assert!(log.undo());
    }
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(app_on(saves.path(), log));
    h.get_by_label("The game is blocked");
    assert_eq!(h.get_all_by_label("Pip total").count(), 2);
    for (i, pips) in ["4", "6"].iter().enumerate() {
        let field = h.get_all_by_label("Pip total").nth(i).unwrap();
        field.focus();
        field.type_text(pips);
        h.run();
    }
    click(&mut h, "Settle the hand");
    h.get_by_label("Who leads hand 2?");
    assert!(
        h.query_by_label("Hand 1 is over").is_none(),
        "the top bar is on hand 2"
    );
    h.get_by_label("Hand 2 · who leads?");
    assert!(
        h.query_by_label("Ana passed").is_none(),
        "hand 1's log is not shown as this hand's"
    );
}

/// A two-player All Fives hand in which nothing is left to draw (14 tiles each): Ana leads
/// [0-0] and each tile goes on the one before, so Ana dominoes with her 14th and Ben is left
/// holding [0-4], the one tile not on the table.
fn domino_with_an_empty_boneyard() -> MatchLog {
    domino_with_an_empty_boneyard_to(None)
}

/// [`domino_with_an_empty_boneyard`], played to `target` points when given.
fn domino_with_an_empty_boneyard_to(target: Option<u32>) -> MatchLog {
    let line = [
        "0-0", "0-1", "1-1", "1-2", "2-2", "2-3", "3-3", "3-4", "4-4", "4-5", "5-5", "5-6", "6-6",
        "6-0", "0-2", "2-4", "4-6", "6-1", "1-3", "3-5", "5-0", "0-3", "3-6", "6-2", "2-5", "5-1",
        "1-4",
    ];
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.deal = Deal::Each(14);
    if let Some(target) = target {
        setup.rules.target = target;
    }
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for (i, tile) in line.iter().enumerate() {
        log.push(placed(i % 2, tile, i.checked_sub(1).map(|j| line[j])))
            .unwrap();
    }
    log
}

/// The end-of-hand dialog fills in what the app knows, refuses a total the tiles cannot make,
/// and keeps the final layout in view.
#[test]
fn the_end_of_hand_dialog_knows_the_last_holder_and_checks_totals() {
    let saves = tempfile::tempdir().unwrap();
    let log = domino_with_an_empty_boneyard();
    let before = scores_of(&log);
    let mut h = harness(app_on(saves.path(), log));
    h.get_by_label("Ana dominoed");
    // The final layout stays on screen.
    h.get_by_label("The layout as the hand ended: 27 tiles");
    // Ben holds [0-4], the only tile not on the table: no tap needed. 4 pips → 5 for Ana.
    h.get_by_label("Pips of Ben: 4 → 5");
    h.get_by_label("Ana scores 5");
    // A total [0-4] cannot make is refused (it is below 12 pips a tile, so the engine would
    // take it).
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("9");
    h.run();
    h.get_by_label("Ben's tile must hold 4 pips: every other tile is in a hand already");
    assert!(h.query_by_label("Next hand · Ana leads").is_none());
    // With the total cleared (Backspace in the field) the known tile is back: one tap settles.
    h.get_by_label("Pip total").focus();
    h.run();
    key(&mut h, egui::Key::Backspace);
    click(&mut h, "Next hand · Ana leads");
    assert_eq!(scores(&h), vec![before[0] + 5, before[1]]);
}

fn scores_of(log: &MatchLog) -> Vec<i32> {
    log.state().unwrap().scores().to_vec()
}

/// The scores are the largest type after the layout; the log is readable and shows
/// whole entries.
#[test]
fn scores_are_larger_than_the_count_and_the_log_is_readable() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "5-5"); // 10 for Ana
    let count = h.get_by_label("10 · Ana scores 10").rect();
    let score = h.get_by_label("Ana, 10 points").rect();
    assert!(
        score.height() >= count.height(),
        "score {score:?} vs count {count:?}"
    );
    // A log entry is two lines of readable type (the arithmetic under the tile).
    let row = h.get_by_label("Ana: [5-5] 10 · Ana scores 10").rect();
    assert!(row.height() >= 40.0, "{row:?}");
}

/// At 900 × 600 nothing in the top bar is cut or covered (with house rules that make
/// the rules line long, in English and in Kreyòl), and the picker's tiles stay large enough to
/// hit, inside the window.
#[test]
fn a_small_window_cuts_nothing_in_the_top_bar_and_keeps_the_picker_big_enough_to_hit() {
    let record = "players: Ana, Ben\nmuggins: steal\nboneyard-reserve: 2\ndraw-when-able: yes\n\n\
                  hand\nAna: 5-6\nBen: 6-0 on 5-6\nAna: 5-5 on 5-6\nBen: 5-2 on 5-5\n";
    for (lang, turn, language) in [
        (Lang::En, "Hand 1 · Ben announces", "Language"),
        (Lang::Ht, "Manch 1 · Ben anonse", "Lang"),
    ] {
        let saves = tempfile::tempdir().unwrap();
        store::save(
            &saves.path().join("m.ron"),
            &SaveFile::new(from_record(record)),
        )
        .unwrap();
        let app = App::new(saves.path(), lang);
        let h = harness_sized(app, Vec2::new(900.0, 600.0));
        let turn = h.get_by_label(turn).rect();
        let undo = h.get(by().role(Role::Button).label_contains("↶")).rect();
        let language = h
            .get(by().role(Role::ComboBox).label_contains(language))
            .rect();
        assert!(
            turn.right() <= undo.left(),
            "{lang:?}: the turn line {turn:?} runs under Undo {undo:?}"
        );
        assert!(
            language.right() <= 900.0 && turn.left() >= 0.0,
            "{lang:?}: {language:?}"
        );
        for tile in ["0-0", "1-6", "6-6"] {
            let name = named(&h, tile);
            let rect = h.get_by_role_and_label(Role::Button, &name).rect();
            assert!(
                rect.width() >= 58.0 && rect.height() >= 29.0 && rect.right() <= 900.0,
                "{tile} {rect:?}"
            );
        }
    }
}

/// The new-match screen: house rules above Start, the footer cites the chosen game, each
/// option's help describes the value selected, Enter starts the match.
#[test]
fn the_new_match_screen_cites_the_game_says_each_rule_and_starts_on_enter() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    // House rules sit above Start.
    let rules = h.get_by_label("House rules").rect();
    let start_button = h.get_by_role_and_label(Role::Button, "Start match").rect();
    assert!(
        rules.bottom() <= start_button.top(),
        "{rules:?} {start_button:?}"
    );
    // The footer cites the chosen game.
    h.get_by_label("Rules: pagat.com All Fives (John McLeod); ☰ → Rules has them all.");
    click_label(&mut h, "Game");
    click_label(&mut h, "Five Up");
    h.get_by_label("Rules: pagat.com Five Up (John McLeod); ☰ → Rules has them all.");
    assert!(
        h.query_by_label("Rules: pagat.com All Fives (John McLeod); ☰ → Rules has them all.")
            .is_none()
    );
    // Each option's help describes the value selected.
    click_label(&mut h, "House rules");
    h.get_by_label("The app counts every play; nobody announces. (pagat)");
    assert!(
        h.query_by_label(
            "Players announce their points; an opponent may call \"Muggins!\" on a wrong or missing announcement."
        )
        .is_none(),
        "the muggins rule is off"
    );
    // Fives and Threes plays to exactly 61: no "first to reach it wins" beside "exactly".
    click_label(&mut h, "Game");
    click_label(&mut h, "Fives and Threes");
    assert!(h.state().view().form.rules.exact_target);
    assert!(h.query_by_label("first to reach it wins").is_none());
    h.get_by_label("reach it exactly: a score that would pass it is not scored");
    // Enter starts the match.
    click_label(&mut h, "Game");
    click_label(&mut h, "All Fives");
    click(&mut h, "+ Add player");
    click(&mut h, "+ Add player");
    type_names(&mut h, "Player", &["Ana", "Ben", "Cy", "Dee"]);
    key(&mut h, Key::Enter);
    assert!(h.state().game().is_some(), "Enter started the match");
    // A team's verb agrees with its two names.
    click(&mut h, "Ben");
    click(&mut h, "5-5");
    h.get_by_label("10 · Ben & Dee score 10");
}

// -------------------------------------------------------------------------------------------------
// Keyboard entry
// -------------------------------------------------------------------------------------------------

/// Counts every key event sent (and keeps their names, for replaying them with xdotool).
struct Keyboard {
    keys: usize,
    names: Vec<&'static str>,
}

impl Keyboard {
    fn press(&mut self, h: &mut H, k: Key) {
        self.keys += 1;
        self.names.push(k.name());
        key(h, k);
    }

    /// Types a tile's halves, then, when it fits several ends, the arrow drawn at its end (as
    /// many times as drawn, and Enter where the arrow names several ends).
    fn tile(&mut self, h: &mut H, tile: Tile, on: Option<Tile>) {
        self.press(h, digit(tile.first()));
        self.press(h, digit(tile.second()));
        if h.state().view().choosing.is_none() {
            return;
        }
        let choice = h.state().table_view().choice.clone().expect("the ends");
        let same = |a: Option<Tile>, b: Option<Tile>| {
            a.map(|t| (t.first().min(t.second()), t.first().max(t.second())))
                == b.map(|t| (t.first().min(t.second()), t.first().max(t.second())))
        };
        let end = choice
            .ends
            .iter()
            .find(|e| same(e.place.on, on))
            .expect("the record's end is a candidate");
        let shared = choice.ends.iter().filter(|e| e.key.arrow == end.key.arrow);
        let enter = shared.count() > 1;
        for _ in 0..end.key.presses {
            self.press(h, arrow_key(end.key.arrow));
        }
        if enter {
            self.press(h, Key::Enter);
        }
    }
}

#[test]
fn the_rules_card_hand_and_a_vector_hand_by_keyboard_alone_at_most_two_and_a_half_keys_a_placement()
{
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    let mut kb = Keyboard {
        keys: 0,
        names: Vec::new(),
    };
    // RULES.md §7: `1` (Ana leads), then 5 5, 5 0, 5 3, 5 2, 5 6.
    kb.press(&mut h, Key::Num1);
    for tile in ["5-5", "5-0", "5-3", "5-2", "5-6"] {
        kb.tile(&mut h, t(tile), None);
    }
    assert_eq!(scores(&h), vec![10, 15]);
    h.get_by_label("0 + 3 + 2 + 6 = 11 · no points");
    assert_eq!(kb.keys, 11, "1 + 5 × 2");
    let card_keys = kb.keys;

    // all-fives-2p.fives, hand 1, entered from its events: placements, `draw 2` and the holds.
    let log = from_record(
        &std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives").unwrap(),
    );
    // The deal, 17 placements, `Ben: draw 2` and `Ben: holds 11`.
    let hand1: Vec<Event> = log.active_events()[..20].to_vec();
    assert!(matches!(
        hand1[19],
        Event::HandRevealed {
            player: Seat(1),
            ..
        }
    ));
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    let mut kb = Keyboard {
        keys: 0,
        names: Vec::new(),
    };
    let mut placements = 0;
    kb.press(&mut h, Key::Num1); // Ana leads
    for event in &hand1[1..] {
        match event {
            Event::TilePlaced { tile, on, .. } => {
                placements += 1;
                kb.tile(&mut h, *tile, *on);
            }
            Event::TilesDrawn { count, .. } => {
                kb.press(&mut h, Key::D);
                kb.press(&mut h, digit(*count));
            }
            Event::HandRevealed { holds, .. } => {
                // `Ben: holds 11`: type the total, Enter settles and deals hand 2.
                let allfives::engine::Holds::Pips(pips) = holds else {
                    panic!("{holds:?}")
                };
                for d in pips.to_string().bytes() {
                    kb.press(&mut h, digit(d - b'0'));
                }
                kb.press(&mut h, Key::Enter);
            }
            _ => {}
        }
    }
    assert_eq!(placements, 17);
    // The same events as the record (the lead as typed, the ends as chosen), and the same score.
    let entered = h.state().current_match().unwrap().active_events().to_vec();
    assert_eq!(
        entered[..20],
        hand1[..],
        "keyboard entries equal the record's events"
    );
    // Then the settlement and the deal of hand 2, which Ana leads (she dominoed).
    assert_eq!(
        entered[20..],
        [
            Event::Tallied,
            Event::HandStarted {
                leader: Some(Seat(0))
            }
        ]
    );
    assert_eq!(scores(&h), vec![55, 25]);
    let total = card_keys + kb.keys;
    let per_placement = total as f32 / (5 + placements) as f32;
    assert!(
        per_placement <= 2.5,
        "{total} keys for {} placements",
        5 + placements
    );
    println!(
        "keyboard: {total} keys for {} placements ({per_placement:.2} a placement)",
        5 + placements
    );
    println!("hand 1 keys: {}", kb.names.join(" "));
}

/// A muggins hand by keyboard alone, in table mode and then in the window: the announcement is
/// its number, `N` said nothing, `M` and a seat number a call, `C` *No call*, each through the
/// pad's own command; a number the pad does not offer is refused on the status line, and a call
/// after *No call* is refused for that reason. A placement and its announcement cost at most five
/// keys.
#[test]
fn a_muggins_hand_by_keyboard_alone_at_most_five_keys_a_placement() {
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = allfives::engine::MugginsRule::Steal;
    let mut h = harness(app_on(saves.path(), MatchLog::new(setup).unwrap()));
    let mut kb = Keyboard {
        keys: 0,
        names: Vec::new(),
    };
    kb.press(&mut h, Key::Num1); // Ana leads
    key(&mut h, Key::F11);
    h.get_by_role_and_label(Role::Button, "Leave table mode (F11)");
    let mut costs = Vec::new();
    // Ana leads [5-5] = 10 and says 10: `1` waits (10, 15), `0` says it.
    let before = kb.keys;
    kb.tile(&mut h, t("5-5"), None);
    h.get_by_label("Ana placed [5-5]: announce the points");
    h.get_by_role_and_label(Role::Button, "35"); // the pad, in table mode
    kb.press(&mut h, Key::Num1);
    h.get_by_label("= 1_");
    kb.press(&mut h, Key::Num0);
    costs.push(kb.keys - before);
    assert_eq!(h.state().game().unwrap().announced(), Some(10));
    let entered = events(&h);
    key(&mut h, Key::Enter);
    assert_eq!(events(&h), entered, "Enter after it does nothing");
    // Ben's [5-0] makes 10 + 0 = 10. The pad has no 7; he says 5, and Ana calls: `M` `1`.
    let before = kb.keys;
    kb.tile(&mut h, t("5-0"), Some(t("5-5")));
    key(&mut h, Key::Num7);
    h.get_by_label(
        "The pad has no 7: announce 0, 5, 10, 15, 20, 25, 30, 35, or N if nothing was said",
    );
    assert_eq!(events(&h), entered + 1, "refused: nothing entered");
    kb.press(&mut h, Key::Num5);
    costs.push(kb.keys - before);
    assert_eq!(h.state().game().unwrap().announced(), Some(5));
    key(&mut h, Key::N);
    h.get_by_label("The announcement is said already: M calls Muggins!, C is No call");
    key(&mut h, Key::M);
    h.get_by_label("M _");
    key(&mut h, Key::Num1);
    assert_eq!(scores(&h), vec![20, 0], "Ana takes Ben's 10");
    // In the window now. Ana's [5-3] makes 0 + 3 = 3: she says nothing (`N`); Ben's call is
    // refused (it scores nothing); `C` closes the window; a call after it is refused for that.
    key(&mut h, Key::F11);
    h.get_by_role_and_label(Role::Button, "New match");
    let before = kb.keys;
    kb.tile(&mut h, t("5-3"), Some(t("5-5")));
    kb.press(&mut h, Key::N);
    costs.push(kb.keys - before);
    for k in [Key::M, Key::Num2] {
        key(&mut h, k);
    }
    assert!(
        h.query_all_by_label_contains("call refused: Ana's placement scored nothing")
            .next()
            .is_some()
    );
    let entered = events(&h);
    key(&mut h, Key::C);
    assert_eq!(events(&h), entered + 1, "No call: the count credited");
    assert!(
        h.query_by_label("No call: count it").is_none(),
        "the window closed"
    );
    for k in [Key::M, Key::Num2] {
        key(&mut h, k);
    }
    assert!(
        h.query_all_by_label_contains(
            "call refused: too late, no call was said and it was counted"
        )
        .next()
        .is_some()
    );
    assert_eq!(events(&h), entered + 1, "a late call changes nothing");
    // Ben's [0-3] fits the 0 on the west and the 3 on the east: ← and the announcement 0.
    let before = kb.keys;
    kb.tile(&mut h, t("0-3"), Some(t("5-0")));
    kb.press(&mut h, Key::Num0);
    costs.push(kb.keys - before);
    assert_eq!(h.state().game().unwrap().announced(), Some(0));
    assert_eq!(
        h.state().current_match().unwrap().active_events().len(),
        entered + 3
    );
    println!("muggins: keys for a placement and its announcement: {costs:?}");
    assert!(costs.iter().all(|&c| c <= 5), "{costs:?}");
}

/// A whole muggins hand (muggins-2p.fives, hand 1: announcements, silences, a draw, a domino)
/// entered in table mode by keyboard alone: the same events as the record and the same scores.
/// The key names it prints are what the real window was driven with (`xdotool`).
#[test]
fn a_whole_muggins_hand_in_table_mode_by_keyboard_alone() {
    let record = from_record(
        &std::fs::read_to_string("../shared/vectors/matches/muggins-2p.fives").unwrap(),
    );
    let events = record.active_events();
    let end = 1 + events[1..]
        .iter()
        .position(|e| matches!(e, Event::HandStarted { .. }))
        .unwrap();
    let hand1 = &events[..end];
    let Event::HandStarted {
        leader: Some(leader),
    } = hand1[0]
    else {
        panic!("{:?}", hand1[0])
    };
    let saves = tempfile::tempdir().unwrap();
    let log = MatchLog::new(record.setup().clone()).unwrap();
    let mut h = harness(app_on(saves.path(), log));
    let mut kb = Keyboard {
        keys: 0,
        names: Vec::new(),
    };
    kb.press(&mut h, digit(leader.index() as u8 + 1));
    kb.press(&mut h, Key::F11);
    // The keys of each placement with its announcement (or `N`).
    let mut costs = Vec::new();
    let mut placing: Option<usize> = None;
    for (i, event) in hand1.iter().enumerate().skip(1) {
        // The placer said nothing where the record has no announcement: `N` before the next
        // entry, which closes the window.
        let announced_next = matches!(hand1.get(i), Some(Event::PointsAnnounced { .. }));
        if h.state().table_view().pad_open && !announced_next {
            kb.press(&mut h, Key::N);
        }
        if !matches!(event, Event::PointsAnnounced { .. })
            && let Some(from) = placing.take()
        {
            costs.push(kb.keys - from);
        }
        match event {
            Event::TilePlaced { tile, on, .. } => {
                placing = Some(kb.keys);
                kb.tile(&mut h, *tile, *on);
            }
            Event::PointsAnnounced { points, .. } => {
                for d in points.to_string().bytes() {
                    kb.press(&mut h, digit(d - b'0'));
                }
                if h.state().view().keys.typed != allfives::app::Typed::Nothing {
                    kb.press(&mut h, Key::Enter);
                }
            }
            Event::MugginsCalled { player } => {
                kb.press(&mut h, Key::M);
                kb.press(&mut h, digit(player.index() as u8 + 1));
            }
            Event::TilesDrawn { count, .. } => {
                kb.press(&mut h, Key::D);
                for d in count.to_string().bytes() {
                    kb.press(&mut h, digit(d - b'0'));
                }
                if h.state().view().keys.typed != allfives::app::Typed::Nothing {
                    kb.press(&mut h, Key::Enter);
                }
            }
            Event::Passed { .. } => kb.press(&mut h, Key::P),
            Event::HandRevealed { player, holds } => {
                let allfives::engine::Holds::Pips(pips) = holds else {
                    panic!("{holds:?}")
                };
                // The player who dominoed holds nothing: the app fills it in.
                let hand = h.state().game().unwrap().hand().unwrap().clone();
                if hand.tiles[*player] > 0 {
                    for d in pips.to_string().bytes() {
                        kb.press(&mut h, digit(d - b'0'));
                    }
                    kb.press(&mut h, Key::Enter);
                }
            }
            Event::Tallied => kb.press(&mut h, Key::C),
            // `N`, pressed above: the pad was open and no announcement comes.
            Event::NothingSaid { .. } => {}
            Event::HandStarted { .. } => unreachable!(),
        }
    }
    costs.extend(placing.map(|from| kb.keys - from));
    // The last Enter settled the hand and dealt the next. The entries are the record's (a tile
    // placed on is the same tile whichever half the record writes first).
    let entered = h.state().current_match().unwrap().active_events().to_vec();
    assert_eq!(entered.last(), Some(&hand1[0]), "hand 2 dealt");
    let plays = |es: &[Event]| -> Vec<Event> {
        let same = |t: Tile| Tile::new(t.first().min(t.second()), t.first().max(t.second()));
        // A silence is an entry in the app; a record has a line for it only where a call
        // follows it (RECORD.md), so the comparison leaves silences out on both sides.
        es.iter()
            .take_while(|e| !matches!(e, Event::HandRevealed { .. } | Event::Tallied))
            .filter(|e| !matches!(e, Event::NothingSaid { .. }))
            .map(|e| match e {
                Event::TilePlaced { player, tile, on } => Event::TilePlaced {
                    player: *player,
                    tile: *tile,
                    on: on.and_then(|t| same(t).ok()),
                },
                other => other.clone(),
            })
            .collect()
    };
    assert_eq!(plays(&entered), plays(hand1), "the record's entries");
    let mut expected = MatchLog::new(record.setup().clone()).unwrap();
    for e in hand1 {
        expected.push(e.clone()).unwrap();
    }
    if hand1.last() != Some(&Event::Tallied) {
        expected.push(Event::Tallied).unwrap();
    }
    assert_eq!(scores(&h), expected.state().unwrap().scores().to_vec());
    println!("muggins hand 1 keys ({}): {}", kb.keys, kb.names.join(" "));
    println!("placement and announcement keys: {costs:?}");
    assert!(costs.iter().all(|&c| c <= 5), "{costs:?}");
}

#[test]
fn typed_keys_show_and_question_mark_lists_the_keys() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    key(&mut h, Key::Num2); // seat 2: Ben leads
    assert_eq!(events(&h), 1);
    assert_eq!(
        h.state().game().unwrap().hand().unwrap().turn,
        Some(Seat(1))
    );
    key(&mut h, Key::Num4);
    h.get_by_label("4-_");
    key(&mut h, Key::Escape);
    assert!(h.query_by_label("4-_").is_none());
    key(&mut h, Key::Questionmark);
    h.get_by_label("a tile: its two halves (5 3 enters [5-3])");
    // The arrows that choose an end; the muggins keys only in a match with the rule
    // (tests/game_words.rs lists them there).
    h.get_by_label("← → ↑ ↓");
    h.get_by_label(
        "when the tile fits several ends: the arrow drawn on the end, the way of its arm",
    );
    for keys in ["1 0", "N", "M 2", "C"] {
        assert!(
            h.query_by_label(keys).is_none(),
            "{keys} listed without muggins"
        );
    }
    key(&mut h, Key::Escape);
    assert!(
        h.query_by_label("a tile: its two halves (5 3 enters [5-3])")
            .is_none()
    );
}

/// The arrows painted on the felt: each `(text, centre)` of a text inside the felt that is an
/// arrow key's label (`←`, `← ←`).
fn felt_arrows(h: &H) -> Vec<(String, egui::Pos2)> {
    let felt = allfives::app::last_felt(&h.ctx).expect("a felt");
    painted_texts(h)
        .into_iter()
        .filter(|(r, text)| {
            felt.contains_rect(*r) && !text.is_empty() && text.chars().all(|c| "←→↑↓ ".contains(c))
        })
        .map(|(r, text)| (text, r.center()))
        .collect()
}

#[test]
fn an_end_is_chosen_by_the_arrow_of_its_arm_the_same_every_turn_and_a_digit_is_refused() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    // Ana leads [2-4] (its 2 west, its 4 east), Ben plays [4-5] on the 4: the east arm.
    for k in [Key::Num1, Key::Num2, Key::Num4, Key::Num4, Key::Num5] {
        key(&mut h, k);
    }
    // [2-5] fits the 2 of [2-4] (west) and the 5 of [4-5] (east): each end carries its arrow,
    // on the felt (← left of →) and beside the list of ends.
    key(&mut h, Key::Num2);
    key(&mut h, Key::Num5);
    assert_eq!(h.state().view().choosing, Some(t("2-5")));
    h.get_by_label("on 2 — end of [2-4] · 10");
    h.get_by_label("on 5 — end of [4-5] · 4 · no points");
    let mut arrows = felt_arrows(&h);
    arrows.sort_by(|a, b| a.1.x.total_cmp(&b.1.x));
    let drawn: Vec<&str> = arrows.iter().map(|(a, _)| a.as_str()).collect();
    assert_eq!(drawn, ["←", "→"], "{arrows:?}");
    let listed = painted_texts(&h)
        .into_iter()
        .filter(|(_, text)| text == "←" || text == "→")
        .count();
    assert_eq!(listed, 4, "two on the felt, two beside the list");
    // `2`, typed quickly for the next tile, is refused: never an end. `D` is refused too: the
    // tile is not dropped, no draw is begun.
    let entered = events(&h);
    let waits = "[2-5] still waits for its end: press the arrow on it (← →), or Esc to drop it";
    for k in [Key::Num2, Key::D, Key::Num1] {
        key(&mut h, k);
        assert_eq!(h.state().view().choosing, Some(t("2-5")), "{k:?}");
        assert_eq!(events(&h), entered);
        h.get_by_label(waits);
        assert!(h.query_by_label("D _").is_none());
    }
    // → places it on the east end; an Enter after it does no harm.
    key(&mut h, Key::ArrowRight);
    key(&mut h, Key::Enter);
    assert_eq!(h.state().view().choosing, None);
    assert_eq!(events(&h), entered + 1);
    h.get_by_label("2 + 2 = 4 · no points");
    assert_eq!(
        h.state().current_match().unwrap().active_events()[3],
        placed(0, "2-5", Some("4-5"))
    );
    // Ben's turn: [2-6] fits the same west end of [2-4] and the new east end of [5-2]. The west
    // end keeps its arrow.
    key(&mut h, Key::Num2);
    key(&mut h, Key::Num6);
    let choice = h
        .state()
        .table_view()
        .choice
        .clone()
        .expect("an end choice");
    let arrow_on = |on: &str| {
        choice
            .ends
            .iter()
            .find(|e| e.place.on == Some(t(on)))
            .map(|e| e.arrow.clone())
    };
    assert_eq!(arrow_on("2-4").as_deref(), Some("←"));
    assert_eq!(arrow_on("5-2").as_deref(), Some("→"));
    key(&mut h, Key::ArrowLeft);
    assert_eq!(
        h.state().current_match().unwrap().active_events()[4],
        placed(1, "2-6", Some("2-4"))
    );
}

#[test]
fn while_a_tile_waits_for_its_end_the_line_over_the_picker_asks_for_an_arrow() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    for k in [Key::Num1, Key::Num2, Key::Num4, Key::Num4, Key::Num5] {
        key(&mut h, k);
    }
    key(&mut h, Key::Num2);
    key(&mut h, Key::Num5);
    assert_eq!(h.state().view().choosing, Some(t("2-5")));
    let painted = |h: &H, part: &str| {
        painted_texts(h)
            .into_iter()
            .any(|(_, text)| text.contains(part))
    };
    // It said "type its halves (5 3)": a digit typed then is refused.
    assert!(!painted(&h, "type its halves"), "a tile waits for its end");
    assert!(painted(
        &h,
        "[2-5] waits for its end: press the arrow on it (← →), or Esc to drop it"
    ));
    key(&mut h, Key::Escape);
    assert!(painted(&h, "type its halves (5 3)"));
}

#[test]
fn two_ends_on_one_arm_the_line_over_the_picker_says_enter_places_the_lit_one() {
    // Five Up: [2-2] spins on the west arm; Ben's [2-3] on its tip. [1-3] fits the west end's 1
    // and that tip's 3: both on the west arm, ← and ← ←.
    let text = "variant: five-up\nplayers: Ana, Ben\n\nhand\nAna: 4-4\nBen: 4-2\n\
                Ana: 4-6 on 4-4\nBen: 2-2 on 4-2\nAna: 2-1 on 2-2\nBen: 2-3 on 2-2\n";
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(app_on(saves.path(), from_record(text)));
    key(&mut h, Key::Num1);
    key(&mut h, Key::Num3);
    assert_eq!(h.state().view().choosing, Some(t("1-3")));
    let painted = |h: &H, part: &str| {
        painted_texts(h)
            .into_iter()
            .any(|(_, text)| text.contains(part))
    };
    // The arrow lights the next end on its arm and only Enter places the tile: nothing on the
    // screen said so.
    let line = "[1-3] waits for its end: press the arrow on it (←; again for the next end on \
                its arm, then Enter), or Esc to drop it";
    assert!(painted(&h, line));
    key(&mut h, Key::ArrowLeft);
    key(&mut h, Key::ArrowLeft);
    key(&mut h, Key::Enter);
    assert_eq!(h.state().view().choosing, None);
}

#[test]
fn drawing_several_tiles_is_one_entry_by_mouse_too() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "6-6");
    click(&mut h, "Draw 3 tiles");
    let log = h.state().current_match().unwrap();
    assert_eq!(
        log.active_events().last(),
        Some(&Event::TilesDrawn {
            player: Seat(1),
            count: 3
        })
    );
    assert_eq!(log.active_events().len(), 3, "one entry");
    let hand = h.state().game().unwrap().hand().unwrap().clone();
    assert_eq!((hand.boneyard, hand.tiles[1]), (7, 12));
    h.get_by_role_and_label(Role::Button, "Ben drew 3 tiles");
}

#[test]
fn changing_an_earlier_entry_replays_the_later_ones_or_says_where_it_stops() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    for tile in ["5-5", "0-5", "3-5", "2-5", "5-6"] {
        click(&mut h, tile);
    }
    assert_eq!(scores(&h), vec![10, 15]);
    // Ana's third-turn tile was [4-5], not [3-5]: 0 + 4 = 4, then 0 + 4 + 2 = 6 (Ben's 5 is
    // gone) and 0 + 4 + 2 + 6 = 12.
    click(&mut h, "Ana: [5-3] 0 + 3 = 3 · no points");
    click(&mut h, "Change");
    h.get_by_label("Changing Ana's entry: enter what Ana did instead (tile, draw or pass)");
    // Undo names what it does meanwhile: it stops the change.
    h.get_by_role_and_label(Role::Button, "↶ Undo: stop changing this entry");
    key(&mut h, Key::Num5);
    key(&mut h, Key::Num4);
    assert_eq!(scores(&h), vec![10, 10]);
    h.get_by_label(
        "Changed Ana's [3-5] on [5-5] to Ana's [5-4] on [5-5]; 2 later entries replayed.",
    );
    h.get_by_label("0 + 4 + 2 + 6 = 12 · no points");
    // The lead was [0-5]: Ben's [0-5] can no longer be placed; the replay stops there.
    let lead = h.get_by_role_and_label(Role::Button, "Ana: [5-5] 10 · Ana scores 10");
    lead.scroll_to_me();
    h.run();
    click(&mut h, "Ana: [5-5] 10 · Ana scores 10");
    click(&mut h, "Change");
    click(&mut h, "0-5");
    h.get_by_label(
        "Changed Ana's [5-5] to Ana's [0-5]. Ben's [0-5] on [5-5] no longer fits (0-5 is \
         already on the table): stopped there, 4 entries were not kept.",
    );
    assert_eq!(events(&h), 2, "the deal and the new lead");
    assert_eq!(scores(&h), vec![5, 0], "0 + 5 = 5");
    // Undo then Redo comes back to the same match: the change can still be undone (the
    // button went, and the four entries the change dropped with it).
    key_with(&mut h, Modifiers::COMMAND, Key::Z);
    key_with(&mut h, Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    assert_eq!(events(&h), 2, "back where the change left it");
    // One click puts the match back.
    click(&mut h, "Undo the change");
    assert_eq!(scores(&h), vec![10, 10]);
    assert_eq!(events(&h), 6);
    // A change the rules refuse changes nothing.
    click(&mut h, "Ben: [5-0] 10 + 0 = 10 · Ben scores 10");
    click(&mut h, "Change");
    click(&mut h, "1-2");
    h.get_by_label("1-2 does not fit: the open end is 5");
    assert_eq!(events(&h), 6);
    key(&mut h, Key::Escape);
    assert!(h.state().view().correction.changing.is_none());
}

#[test]
fn table_mode_shows_the_scores_and_count_in_big_type_and_keys_still_enter_tiles() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    key(&mut h, Key::F11);
    h.get_by_role_and_label(Role::Button, "Leave table mode (F11)");
    assert!(
        h.query_by_label("New match").is_none(),
        "the top bar gives way"
    );
    key(&mut h, Key::Num5);
    key(&mut h, Key::Num5);
    let count = h.get_by_label("10 · Ana scores 10").rect();
    let score = h.get_by_label("10").rect();
    assert!(
        count.height() >= 60.0 && score.height() >= 100.0,
        "{count:?} {score:?}"
    );
    click(&mut h, "Leave table mode (F11)");
    h.get_by_role_and_label(Role::Button, "New match");
    // The zoom follows Ctrl + and Ctrl 0 (egui), and the app keeps it for the next run.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    assert!((h.state().view().display.zoom - 1.1).abs() < 1e-4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run();
    assert!((h.state().view().display.zoom - 1.0).abs() < 1e-4);
}

#[test]
fn the_tally_shows_a_stroke_for_five_and_an_x_for_ten() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    for tile in ["5-5", "0-5", "3-5", "2-5", "5-6"] {
        click(&mut h, tile);
    }
    click_label(&mut h, "How the scores are shown");
    click_label(&mut h, "Tally");
    // RULES.md §7: Ana 10, Ben 15, each tally named with its score.
    h.get_by_label("Ana, 10: X");
    h.get_by_label("Ben, 15: X /");
    // What a mark is worth, on points.
    h.get_by_label("Each / is 5, each X 10, each group of five Xs 50");
    // The numbers stay.
    h.get_by_label("Ben, 15 points");
}

#[test]
fn the_tally_of_a_fives_match_is_read_in_fives() {
    // The same hand counted ÷5: Ben's 15 points are 3, an X and a stroke, and the tally says a
    // stroke is 1 (not the 5 a paper tally of points means), in both languages.
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.scale = allfives::engine::Scale::Fives;
    setup.rules.target = 61;
    let line = ["5-5", "5-0", "5-3", "5-2", "5-6"];
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for (i, tile) in line.iter().enumerate() {
        // The lead [5-5] is the spinner: every other tile goes on it (RULES.md §7).
        let on = (i > 0).then_some(line[0]);
        log.push(placed(i % 2, tile, on)).unwrap();
    }
    let mut h = harness(app_on(saves.path(), log));
    click_label(&mut h, "How the scores are shown");
    click_label(&mut h, "Tally");
    h.get_by_label("Ana, 2: X");
    h.get_by_label("Ben, 3: X /");
    h.get_by_label("Each / is 1, each X 2, each group of five Xs 10");
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Chak / vo 1, chak X 2, chak gwoup senk X 10");
}

/// `D` waits for a count; while it waits, the line over the chart says what the next key does:
/// Enter draws one, a second digit draws ten or more (the boneyard of All Fives for two holds
/// 10 after the deal), Backspace takes it back.
#[test]
fn while_d_waits_for_its_count_the_hint_says_what_enter_and_a_digit_do() {
    let saves = tempfile::tempdir().unwrap();
    let mut log = dealt(two(Variant::AllFives));
    log.push(placed(0, "5-5", None)).unwrap();
    let mut h = harness(app_on(saves.path(), log));
    // Esc clears the line's "reopened" note: the keys' hint shows.
    key(&mut h, Key::Escape);
    h.get_by_label_contains("D draws");
    key(&mut h, Key::D);
    h.get_by_label("Type how many tiles are drawn, or Enter for one · Backspace takes D back");
    key(&mut h, digit(1));
    h.get_by_label("Enter draws 1 · one more digit draws 10 or more · Backspace takes it back");
    let before = events(&h);
    key(&mut h, Key::Enter);
    assert_eq!(events(&h), before + 1, "Enter drew one tile");
    h.get_by_label_contains("D draws");
    // In Kreyòl too.
    h.state_mut().set_lang(Lang::Ht);
    key(&mut h, Key::D);
    h.get_by_label("Tape konbyen tuil li pioche, oswa Enter pou youn · Backspace retire D a");
}

/// A record's `score:` line comes in as a tally that changes nothing (RECORD.md); resumed, its
/// Undo says so instead of "the hand's settlement". With the muggins rule, a tally in play is the
/// table moving on without a call.
#[test]
fn undo_names_a_tally_in_play_for_what_it_is() {
    let saves = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string("../shared/vectors/all-fives-rules-card.fives").unwrap();
    let imported = allfives::store::exchange::import(&text).unwrap();
    let mut h = harness(app_on(saves.path(), imported.log));
    h.get_by_label("↶ Undo: the scores checked");
    click(&mut h, "↶ Undo: the scores checked");
    h.get_by_label("↶ Undo: Ana's [5-6]");

    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = allfives::engine::MugginsRule::Steal;
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    log.push(placed(0, "5-5", None)).unwrap();
    log.push(Event::Tallied).unwrap();
    let h = harness(app_on(saves.path(), log));
    h.get_by_label("↶ Undo: no call: the count credited");

    // To 10, Ana's [5-5] wins once its window closes: Ben's placement closed it and was not
    // kept. The hand did not end, so nothing settled it.
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = allfives::engine::MugginsRule::Steal;
    setup.rules.target = 10;
    let mut log = MatchLog::new(setup).unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    log.push(placed(0, "5-5", None)).unwrap();
    log.push(Event::PointsAnnounced {
        player: Seat(0),
        points: 10,
    })
    .unwrap();
    let mut h = harness(app_on(saves.path(), log));
    h.state_mut().apply(TableCommand::PickTile(t("5-0")));
    h.run();
    assert_eq!(h.state().game().unwrap().winner(), Some(Side(0)));
    h.get_by_label("↶ Undo: no call: the count credited");
    assert!(h.query_by_label("↶ Undo: the hand's settlement").is_none());
}

/// The end of a hand by keyboard alone: a pip total that no tiles make is refused with the totals
/// they do make, and the keys stay alive: the next digits type the total afresh, Enter settles.
#[test]
fn a_refused_pip_total_is_typed_again_by_keyboard() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    key(&mut h, digit(1));
    let tiles = [
        "0-1", "0-2", "1-3", "0-3", "0-4", "1-2", "1-5", "0-5", "0-6", "1-4", "2-6", "1-6", "2-3",
        "3-4", "2-4", "2-5", "3-5",
    ];
    for tile in tiles {
        let tile = t(tile);
        key(&mut h, digit(tile.high()));
        key(&mut h, digit(tile.low()));
    }
    let hand = h.state().game().unwrap().hand().unwrap().clone();
    assert!(hand.end.is_some(), "Ana dominoed: {:?}", hand.end);
    // Ben's one tile is one of the eleven not on the table: 0, 2, 4, 6, 8, 9, 10, 11 or 12 pips.
    key(&mut h, digit(7));
    key(&mut h, Key::Enter);
    h.get_by_label(
        "Ben's tile cannot hold 7 pips: with the tiles not on the table and what the others \
         hold, it holds only 0, 2, 4, 6, 8, 9, 10, 11, 12",
    );
    key(&mut h, digit(9));
    let before = scores(&h);
    key(&mut h, Key::Enter);
    let game = h.state().game().unwrap();
    assert!(game.hand().unwrap().settled || game.hand().unwrap().number == 2);
    // Ben's 9 pips, rounded to the nearest five, go to Ana (RULES.md §4): 10.
    assert_eq!(scores(&h), vec![before[0] + 10, before[1]]);
}

/// When what the last holder holds is known and filled in, Enter settles the hand as the button
/// does (the keys never wait for a click).
#[test]
fn enter_settles_a_hand_whose_holds_are_filled_in() {
    let saves = tempfile::tempdir().unwrap();
    let log = domino_with_an_empty_boneyard();
    let before = scores_of(&log);
    let mut h = harness(app_on(saves.path(), log));
    h.get_by_label("Ana scores 5");
    key(&mut h, Key::Escape);
    key(&mut h, Key::Enter);
    assert_eq!(scores(&h), vec![before[0] + 5, before[1]]);
    // The same when the settlement wins the match.
    let saves = tempfile::tempdir().unwrap();
    let target = u32::try_from(before[0] + 5).unwrap();
    let log = domino_with_an_empty_boneyard_to(Some(target));
    let mut h = harness(app_on(saves.path(), log));
    key(&mut h, Key::Escape);
    key(&mut h, Key::Enter);
    assert_eq!(scores(&h), vec![before[0] + 5, before[1]]);
    assert_eq!(h.state().game().unwrap().winner(), Some(Side(0)));
    // The turn panel names no next hand once the match is won.
    h.get_by_label("Match over");
    assert!(h.query_by_label("Hand 2").is_none());
}

/// Four partners blocked with no boneyard, each holding six tiles (newsome-born), before anyone
/// shows them: the record stops before its holds lines, so the match is open at the end of the
/// hand. 132 pips are off the table (168 − 36).
fn blocked_four() -> MatchLog {
    let replay = record::replay(
        "variant: all-fives\nplayers: Ana, Ben, Cy, Di\nhand-size: newsome-born\n\
         end-of-hand: own\n\nhand 1\nBen: 6-6 = 0\nCy: 6-3 on 6-6 = 15\nDi: 6-4 on 6-6 = 0\n\
         Ana: 3-2 on 6-3 = 0\nBen: pass\nCy: pass\nDi: pass\nAna: pass\n",
    );
    let mut log = MatchLog::new(replay.setup.unwrap()).unwrap();
    for (_, event) in replay.events {
        log.push(event).unwrap();
    }
    log
}

/// The dialog asks the engine, as the totals are typed, whether they can be true together
/// (RECORD.md "End of hand"): four blocked players with no boneyard hold the 24 tiles off the
/// table, 132 pips, so once three totals are typed the fourth is known, and two hands cannot
/// both hold more than the largest tiles make.
#[test]
fn the_end_of_hand_dialog_says_live_which_total_cannot_be_met_and_what_it_could_be() {
    let saves = tempfile::tempdir().unwrap();
    let log = blocked_four();
    // Tall enough for four entries and the button under them.
    let mut h = harness_sized(app_on(saves.path(), log), Vec2::new(1280.0, 1600.0));
    h.get_by_label("The game is blocked");
    // A total typed into a player's field (the `field`th of those still asked for), as a player
    // does: what was there rubbed out first. The field that lets the focus go is entered in
    // the match when the engine takes it, and leaves the dialog.
    let typed = |h: &mut H, player: usize, field: usize, pips: &str| {
        h.get_all_by_label("Pip total").nth(field).unwrap().focus();
        h.run();
        for _ in 0..3 {
            key(h, Key::Backspace);
        }
        // The text goes to the field with the focus.
        h.get_all_by_label("Pip total")
            .next()
            .unwrap()
            .type_text(pips);
        h.run();
        assert_eq!(h.state().view().holds[player].pips, pips);
    };
    let last = |h: &H| h.state().current_match().unwrap().events().last().cloned();
    let (ana, ben, cy) = (Seat(0), Seat(1), Seat(2));
    // Ana's 50 alone is fine; Ben's 50 beside it is not, and the dialog says so before the
    // other totals are typed. As Ben's field takes the focus Ana's 50 is entered.
    typed(&mut h, 0, 0, "50");
    h.get_by_label("Enter what each player holds to see the settlement.");
    typed(&mut h, 1, 1, "50");
    assert_eq!(
        last(&h),
        Some(Event::HandRevealed {
            player: ana,
            holds: Holds::Pips(50)
        })
    );
    h.get_by_label(
        "Ben's 6 tiles cannot hold 50 pips: with the tiles not on the table and what the \
         others hold, they hold 11 to 43",
    );
    // Now the fields are Ben's, Cy's and Di's: 132 pips are off the table (168 − 36), so
    // once Ana 50, Ben 40 and Cy 25 are in, Di's six tiles hold the other 17.
    typed(&mut h, 1, 0, "40");
    typed(&mut h, 2, 1, "25");
    assert_eq!(
        last(&h),
        Some(Event::HandRevealed {
            player: ben,
            holds: Holds::Pips(40)
        })
    );
    typed(&mut h, 3, 1, "50");
    assert_eq!(
        last(&h),
        Some(Event::HandRevealed {
            player: cy,
            holds: Holds::Pips(25)
        })
    );
    h.get_by_label("Di's 6 tiles must hold 17 pips: every other tile is in a hand already");
    assert!(h.query_by_label("Settle the hand").is_none());
    typed(&mut h, 3, 0, "17");
    assert!(
        h.query_by_label_contains("cannot hold").is_none()
            && h.query_by_label_contains("must hold").is_none()
    );
    // Own, partners: each side loses its own pips, rounded: Ana & Cy 50 + 25 = 75, Ben & Di
    // 40 + 17 = 57 → 55.
    let before = scores(&h);
    click(&mut h, "Settle the hand");
    h.run();
    h.get_by_label("Who leads hand 2?");
    assert_eq!(scores(&h), vec![before[0] - 75, before[1] - 55]);
}

#[test]
fn a_clicked_log_row_stays_where_it_was_under_the_pointer() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    for tile in ["5-5", "0-5", "3-5", "2-5", "5-6", "6-6", "3-3"] {
        click(&mut h, tile);
    }
    let label = "Ben: [5-2] 0 + 3 + 2 = 5 · Ben scores 5";
    let before = h.get_by_role_and_label(Role::Button, label).rect();
    click(&mut h, label);
    h.get_by_role_and_label(Role::Button, "Change");
    let after = h.get_by_role_and_label(Role::Button, label).rect();
    assert_eq!(after, before, "the list neither shrank nor scrolled");
}

#[test]
fn only_the_player_the_app_filled_in_reads_filled_in() {
    // A blocked hand with the boneyard empty (all-fives-2p.fives, hand 3): once Ben's tiles
    // are tapped, Ana holds every other tile not on the table and the app fills her in. Ben's
    // were tapped, not filled in: his entry must not say so.
    let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives").unwrap();
    let hand3 = text
        .split("hand 3\n")
        .nth(1)
        .unwrap()
        .split("score:")
        .next()
        .unwrap();
    let mut log = from_record(&format!(
        "variant: all-fives\nplayers: Ana, Ben\n\nhand\n{hand3}"
    ));
    while log
        .state()
        .unwrap()
        .hand()
        .is_some_and(|h| h.settled || h.holds.iter().any(Option::is_some))
    {
        assert!(log.undo());
    }
    let state = log.state().unwrap();
    let hand = state.hand().unwrap();
    assert_eq!(hand.boneyard, 0, "every tile off the table is in a hand");
    let ben = usize::from(hand.tiles[1]);
    let off_table: Vec<Tile> = Tile::all().filter(|t| !hand.layout.contains(*t)).collect();
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(app_on(saves.path(), log));
    h.get_by_label("The game is blocked");
    for tile in &off_table[..ben] {
        let name = tile_name(h.state().i18n(), *tile);
        // The second player's section is Ben's.
        h.get_all_by_role_and_label(Role::Button, &name)
            .nth(1)
            .unwrap()
            .click();
        h.run();
    }
    h.get_by_label("Ana holds every tile not on the table: filled in.");
    assert!(
        h.query_by_label("Ben holds every tile not on the table: filled in.")
            .is_none()
    );
}

/// At the smallest window (900 × 600) the end-of-hand dialog of four players, every total
/// typed, scrolls its entries and keeps the button that settles in sight: it was under the
/// window's bottom edge, and a table looked for it.
#[test]
fn at_the_smallest_window_the_button_that_settles_four_totals_is_in_sight() {
    let saves = tempfile::tempdir().unwrap();
    let log = blocked_four();
    let size = Vec2::new(900.0, 600.0);
    let mut h = harness_sized(app_on(saves.path(), log), size);
    // 50 + 40 + 25 + 17: the 132 pips off the table (Di's 50 first, refused). The field after the one typed is the
    // second still asked for; the one typed is entered as the focus leaves it.
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
    let in_sight = |h: &H, words: &str| {
        common::painted_texts(h)
            .iter()
            .any(|(rect, text)| text == words && window.contains_rect(*rect))
    };
    for (player, pips) in ["50", "40", "25", "50"].iter().enumerate() {
        h.get_all_by_label("Pip total")
            .nth(player.min(1))
            .unwrap()
            .focus();
        h.run();
        h.get_all_by_label("Pip total")
            .next()
            .unwrap()
            .type_text(pips);
        h.run();
        assert_eq!(h.state().view().holds[player].pips, *pips);
    }
    // Di's 50 cannot be: why is said in sight, and the field being typed in stays in sight.
    assert!(
        in_sight(
            &h,
            "Di's 6 tiles must hold 17 pips: every other tile is in a hand already"
        ),
        "the refusal in sight"
    );
    let field = |h: &H| h.get_all_by_label("Pip total").next().unwrap().rect();
    assert!(window.contains_rect(field(&h)), "{:?}", field(&h));
    for _ in 0..3 {
        key(&mut h, Key::Backspace);
    }
    h.get_all_by_label("Pip total")
        .next()
        .unwrap()
        .type_text("17");
    h.run();
    assert!(window.contains_rect(field(&h)), "{:?}", field(&h));
    let button = h
        .get_by_role_and_label(Role::Button, "Settle the hand")
        .rect();
    assert!(window.contains_rect(button), "{button:?} in {window:?}");
    // And what the hand awards, in sight beside it while the settlement's steps scroll.
    let award = h.state().table_view().settling.last().cloned().unwrap();
    assert!(in_sight(&h, &award), "{award:?} in sight");
    let before = scores(&h);
    click(&mut h, "Settle the hand");
    h.get_by_label("Who leads hand 2?");
    assert_eq!(scores(&h), vec![before[0] - 75, before[1] - 55]);
}
