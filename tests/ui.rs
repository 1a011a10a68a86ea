//! The table view driven like a player would: by clicking labelled widgets (egui_kittest, no
//! GPU needed), then checking what the scoreboard shows and what the match holds.

use allfives::app::Lang;
use allfives::app::{App, TableCommand};
use allfives::engine::{Event, MatchLog, Setup, Tile, Variant};
use allfives::engine::{Seat, Side};
use allfives::store::{self, SaveFile};
use egui_kittest::kittest::{NodeT, Queryable};
use rand::SeedableRng;
use rand::rngs::StdRng;

mod common;
use common::ui::{
    H, click, click_label, harness, key, painted_sizes, painted_strings, scores, set_lang, start,
    type_names,
};
use common::{dealt, placed};

#[test]
fn the_rules_card_hand_by_clicking_tiles() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana"); // Ana leads hand 1
    // RULES.md §7: [5-5] lead 10, [5-0] side 10, [5-3] side 0, [5-2] tip 5, [5-6] tip 0.
    // The picker is a double-six chart: tiles are labelled low half first.
    for tile in [
        "five-five",
        "zero-five",
        "three-five",
        "two-five",
        "five-six",
    ] {
        click(&mut h, tile);
    }
    assert_eq!(scores(&h), vec![10, 15]);
    // The scoreboard shows them, each side's score named for screen readers.
    h.get_by_label("Ana, 10 points");
    h.get_by_label("Ben, 15 points");
    // The announcement of the last placement, with its arithmetic.
    h.get_by_label("0 + 3 + 2 + 6 = 11 · no points");
    // Saved after every event: the file on disk holds the same match.
    let entries = store::Store::new(saves.path()).entries();
    assert_eq!(entries.len(), 1);
    let saved = entries[0].save.as_ref().unwrap();
    assert_eq!(saved.log.state().unwrap().scores(), &[10, 15]);
    assert_eq!(saved.log.events().len(), 6);
}

#[test]
fn a_tile_that_fits_two_ends_asks_which_and_undo_takes_it_back() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "two-four"); // 2 + 4 = 6
    click(&mut h, "four-five"); // Ben: 2 + 5 = 7
    click(&mut h, "two-five"); // fits the 2 of [2-4] and the 5 of [4-5]
    assert_eq!(
        h.state().view().choosing,
        Some("2-5".parse::<Tile>().unwrap())
    );
    h.get_by_label("on 5 — end of [4-5] · 4 · no points"); // each choice shows the count it makes
    click(&mut h, "on 2 — end of [2-4] · 10"); // 5 + 5 = 10
    assert_eq!(scores(&h), vec![10, 0]);
    h.get_by_label("5 + 5 = 10 · Ana scores 10");
    click(&mut h, "↶ Undo: Ana's [2-5]");
    assert_eq!(scores(&h), vec![0, 0]);
    click(&mut h, "↷ Redo: Ana's [2-5]");
    assert_eq!(scores(&h), vec![10, 0]);
    // Ctrl+Z undoes too, all the way back to the first event of the match.
    for _ in 0..10 {
        h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
        h.run();
    }
    assert_eq!(h.state().current_match().unwrap().cursor(), 0);
    h.get_by_label("Who leads hand 1?");
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    assert_eq!(h.state().current_match().unwrap().cursor(), 1);
    for _ in 0..3 {
        h.key_press_modifiers(
            egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
            egui::Key::Z,
        );
        h.run();
    }
    assert_eq!(scores(&h), vec![10, 0]);
    // A tile that fits nowhere cannot be picked; the state is unchanged.
    let before = h.state().current_match().unwrap().events().len();
    click(&mut h, "one-one");
    assert_eq!(h.state().current_match().unwrap().events().len(), before);
}

/// Two tiles each: Ana leads [6-5], Ben draws two and plays [5-3], Ana dominoes with [6-2];
/// Ben holds three tiles. Saved in `saves` on `scale`.
fn ana_dominoes(saves: &std::path::Path, scale: allfives::engine::Scale) {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.deal = allfives::engine::Deal::Each(2);
    setup.rules.scale = scale;
    let mut m = dealt(setup);
    for event in [
        placed(0, "6-5", None),
        Event::TilesDrawn {
            player: Seat(1),
            count: 2,
        },
        placed(1, "5-3", "6-5"),
        placed(0, "6-2", "6-5"),
    ] {
        m.push(event).unwrap();
    }
    let path = saves.join("hand.ron");
    store::save(&path, &SaveFile::new(m)).unwrap();
}

#[test]
fn a_pip_total_that_is_not_a_number_is_refused_in_a_line_clear_of_the_felt() {
    let saves = tempfile::tempdir().unwrap();
    ana_dominoes(saves.path(), allfives::engine::Scale::Points);
    let mut h = harness(App::new(saves.path(), Lang::En));
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("1x");
    h.run();
    // The felt beside the dialog, and the refusal as painted.
    let mut felt = egui::Rect::NOTHING;
    let mut refusal = None;
    fn walk(shape: &egui::Shape, out: &mut Vec<egui::Shape>) {
        match shape {
            egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            other => out.push(other.clone()),
        }
    }
    let mut shapes = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut shapes);
    }
    let felt_fill = allfives::app::theme::felt(&egui::Visuals::dark());
    for shape in &shapes {
        match shape {
            egui::Shape::Rect(r) if r.fill == felt_fill && r.rect.area() > felt.area() => {
                felt = r.rect;
            }
            egui::Shape::Text(text) if text.galley.text().contains("is not a pip total") => {
                let rect = text.galley.rect.translate(text.pos.to_vec2());
                refusal = Some((rect, text.galley.text().to_string()));
            }
            _ => {}
        }
    }
    let (rect, text) = refusal.expect("the refusal is painted");
    // It ran on past the field, under the felt, and lost its end ("type a whole num").
    assert_eq!(text, "'1x' is not a pip total: type a whole number");
    // The final layout goes beside the dialog or under it, wherever its tiles come out larger:
    // either way the refusal stays clear of it.
    assert!(
        felt != egui::Rect::NOTHING,
        "the final layout's felt is drawn"
    );
    assert!(
        !rect.intersects(felt),
        "the refusal {rect:?} runs under the felt {felt:?}"
    );
}

#[test]
fn a_record_that_ends_at_a_bare_hand_line_opens_asking_who_leads() {
    // RECORD.md: a record may end in the middle of a hand. This one ends at its `hand` line,
    // before anyone led: nothing says who leads.
    let saves = tempfile::tempdir().unwrap();
    let text = "variant: all-fives\nplayers: Ana, Ben\nmuggins: steal\n\nhand\n";
    let save = allfives::store::exchange::import(text).unwrap();
    store::save(&saves.path().join("bare.ron"), &save).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    // It opened on a hand nobody could enter: no turn, no headline, a tile clicked or typed
    // did nothing, and only Undo of the deal got out.
    assert!(h.state().game().unwrap().hand().is_none(), "not dealt");
    assert!(
        painted_strings(&h).iter().any(|t| t == "Who leads hand 1?"),
        "{:?}",
        painted_strings(&h)
    );
    key(&mut h, egui::Key::Num1);
    let hand = h.state().game().unwrap().hand().unwrap().clone();
    assert_eq!((hand.number, hand.turn), (1, Some(Seat(0))));
    click(&mut h, "five-five");
    assert!(!h.state().game().unwrap().hand().unwrap().layout.is_empty());
}

#[test]
fn end_of_hand_dialog_rounds_and_deals_the_next_hand() {
    // RULES.md §4: Ben holds [4-4] [2-1] [2-0] = 13 -> 15 for Ana, who dominoed.
    let saves = tempfile::tempdir().unwrap();
    ana_dominoes(saves.path(), allfives::engine::Scale::Points);
    let mut h = harness(App::new(saves.path(), Lang::En));
    h.get_by_label("Ana dominoed");
    // A pip total the tiles cannot hold is refused by the engine, in plain words.
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("50");
    h.run();
    h.get_by_label("Ben holds 3 tiles: at most 32 pips, not 50");
    // The same refusal in Kreyòl.
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Ben gen 3 tuil: li pa ka gen plis pase 32 pwen, se pa 50");
    set_lang(&mut h, Lang::En);
    assert_eq!(
        h.state().current_match().unwrap().events().len(),
        5,
        "nothing entered"
    );
    for tile in ["one-two", "four-four", "zero-two"] {
        click(&mut h, tile);
    }
    h.get_by_label("Pips of Ben: 13 → 15");
    h.get_by_label("Ana scores 15");
    click(&mut h, "Next hand · Ana leads");
    assert_eq!(scores(&h), vec![20, 0]);
    let hand = h.state().game().unwrap().hand().unwrap();
    assert_eq!((hand.number, hand.turn), (2, Some(Seat(0))));
    // Kreyòl is one switch away and every string follows.
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Se tou Ana");
}

#[test]
fn fives_and_threes_through_the_new_match_screen_scores_the_count_table() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    type_names(&mut h, "Player", &["Ana", "Ben"]);
    click_label(&mut h, "Game");
    click_label(&mut h, "Fives and Threes");
    assert_eq!(
        h.state().view().form.rules.target,
        61,
        "the preset: exactly 61"
    );
    assert!(h.state().view().form.rules.exact_target);
    click(&mut h, "Start match");
    click(&mut h, "Ana");
    click(&mut h, "six-six"); // 12 = 4 threes -> 4
    click(&mut h, "three-six"); // 12 + 3 = 15 -> 3 fives + 5 threes = 8
    assert_eq!(scores(&h), vec![4, 8]);
    h.get_by_label("Ana, 4 points");
    h.get_by_label("Ben, 8 points");
    h.get_by_label("12 + 3 = 15 → 8 · Ben scores 8");
    // No drawing: a player who cannot play knocks.
    assert!(h.query_by_label("Draw").is_none());
    click(&mut h, "Knock");
    assert_eq!(
        h.state().game().unwrap().hand().unwrap().turn,
        Some(Seat(1))
    );
}

#[test]
fn every_screen_renders_in_kreyol_with_the_pegboard() {
    // Five Up keeps ÷5 scores to 61 on a cribbage board; every string must have its glyphs.
    let saves = tempfile::tempdir().unwrap();
    let app = App::with_rng(saves.path(), Lang::Ht, StdRng::seed_from_u64(6));
    let mut h = harness(app);
    h.get_by_label("Nouvo pati");
    click(&mut h, "+ Ajoute yon jwè");
    type_names(&mut h, "Jwè", &["Ana", "Ben", "Cy"]);
    click_label(&mut h, "Jwèt");
    click_label(&mut h, "Five Up");
    // Open the house rules: every option and its explanation renders.
    click_label(&mut h, "Règ tab la");
    h.get_by_label("Tuil ki pa janm soti nan pioche a");
    click(&mut h, "Kòmanse pati a");
    click(&mut h, "Tire osò");
    let leader = h.state().game().unwrap().hand().unwrap().turn.unwrap();
    click(&mut h, "senk-senk"); // 10 -> 2 on the fives scale
    let mut expected = vec![0, 0, 0];
    expected[leader] = 2;
    assert_eq!(scores(&h), expected);
    let name = ["Ana", "Ben", "Cy"][leader];
    h.get_by_label(&format!("10 → 2 · {name} fè 2 pwen"));
    // The pegboard shows each side's pegs, and says the scores to screen readers.
    let board = if leader == Seat(0) {
        "Ana 2, Ben 0, Cy 0"
    } else if leader == Seat(1) {
        "Ana 0, Ben 2, Cy 0"
    } else {
        "Ana 0, Ben 0, Cy 2"
    };
    h.get_by_label(board);
}

#[test]
fn muggins_hides_the_count_until_announced_and_a_winning_play_ends_the_match() {
    // RULES.md §6: the count stays hidden until the player announces; a call on a wrong
    // announcement takes the points (steal). Target 15 so that Ben's stolen 10 + 5 wins.
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::Muggins);
    setup.rules.target = 15;
    let mut m = MatchLog::new(setup).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click(&mut h, "five-five");
    h.get_by_label("Ana placed [5-5]: announce the points");
    assert!(
        h.query_by_label("10 · Ana scores 10").is_none(),
        "the count is hidden"
    );
    click(&mut h, "said nothing");
    click(&mut h, "Ben!"); // Ana said nothing: Ben calls
    h.get_by_label("Muggins! Ben calls on Ana: the board counts 10");
    click(&mut h, "zero-five"); // Ben: 10 + 0 = 10 -> closes Ana's window: Ben 10 stolen
    assert_eq!(scores(&h), vec![0, 10]);
    // Ana's tile waits for Ben's announcement (the calls open once it is made).
    click(&mut h, "zero-zero");
    assert_eq!(scores(&h), vec![0, 10]);
    h.get_by_label("Ben announces first: Muggins! can be called until the count is credited");
    h.state_mut().apply(TableCommand::Announce(10));
    h.run();
    // Ben's own 10 would win: when Ana goes on to place a tile, the window closes and the
    // match ends instead of refusing the entry.
    click(&mut h, "zero-zero");
    assert_eq!(scores(&h), vec![0, 20]);
    assert_eq!(h.state().game().unwrap().winner(), Some(Side(1)));
    assert_eq!(
        h.query_all_by_label("Ben wins the match!").count(),
        2,
        "top bar and winner screen"
    );
}

#[test]
fn lots_are_drawn_from_the_apps_random_source() {
    // RULES.md §2: the first leader is drawn by lot. A seeded source draws the same lot every
    // time; over many seeds every player is drawn.
    let lot = |seed: u64| {
        let saves = tempfile::tempdir().unwrap();
        let app = App::with_rng(saves.path(), Lang::En, StdRng::seed_from_u64(seed));
        let mut h = harness(app);
        click(&mut h, "+ Add player");
        start(&mut h, &["Ana", "Ben", "Cy"]);
        click(&mut h, "Draw lots");
        let leader = h.state().game().unwrap().hand().unwrap().turn.unwrap();
        let name = ["Ana", "Ben", "Cy"][leader];
        h.get_by_label(&format!("The lot says {name} leads."));
        leader
    };
    let first: Vec<Seat> = (0..12).map(lot).collect();
    assert_eq!(
        first,
        (0..12).map(lot).collect::<Vec<_>>(),
        "seeded: the same lots"
    );
    for player in 0..3 {
        assert!(first.contains(&Seat(player)), "{first:?}");
    }
}

#[test]
fn a_refused_name_is_said_in_both_languages() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    type_names(&mut h, "Player", &["Ana", "Ana"]);
    h.get_by_label("Two players are named 'Ana'");
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("De jwè rele 'Ana'");
}

#[test]
fn screen_readers_hear_tiles_open_ends_scores_and_the_count() {
    let saves = tempfile::tempdir().unwrap();
    let app = App::with_rng(saves.path(), Lang::En, StdRng::seed_from_u64(1));
    let mut h = harness(app);
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    // RULES.md §7: the spinner [5-5] leads; both its sides are open ends.
    click(&mut h, "five-five");
    assert_eq!(
        h.query_all_by_label("open end 5 on the spinner's side")
            .count(),
        2
    );
    click(&mut h, "zero-five");
    h.get_by_label("open end 5 on the spinner's side");
    h.get_by_label("open end 0 at the end of five-zero");
    h.get_by_label("Ana, 10 points");
    h.get_by_label("Ben, 10 points");
    h.get_by_label("Arm ends: 0");
    // The count is a live region: a screen reader speaks it when it changes.
    let count = h.get_by_label("10 + 0 = 10 · Ben scores 10");
    assert_eq!(count.accesskit_node().live(), egui::accesskit::Live::Polite);
    // In Kreyòl, through the language menu: every name follows.
    click_label(&mut h, "Language: English");
    click_label(&mut h, "Kreyòl");
    h.get_by_label("bout ouvè 5 sou kote kafou a");
    h.get_by_label("bout ouvè 0 nan bout senk-zewo");
    h.get_by_label("Ana, 10 pwen");
    h.get_by_label("Lang: Kreyòl");
    click(&mut h, "twa-senk"); // Ana: 0 + 3 = 3
    assert_eq!(scores(&h), vec![10, 10]);
}

#[test]
fn a_glowing_end_is_clicked_by_its_name() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "two-four");
    click(&mut h, "four-five");
    click(&mut h, "two-five"); // fits the 2 of [2-4] and the 5 of [4-5]: both glow
    h.get_by_role_and_label(
        egui::accesskit::Role::Button,
        "open end 5 at the end of four-five",
    );
    click(&mut h, "open end 2 at the end of two-four"); // 5 + 5 = 10
    assert_eq!(scores(&h), vec![10, 0]);
    h.get_by_label("5 + 5 = 10 · Ana scores 10");
}

#[test]
fn a_fives_settlement_shows_its_division_and_one_enter_in_the_total_settles() {
    // RULES.md §4–§5: Ben's 13 pips round to 15 points, 3 on the ÷5 scale. The dialog, then the
    // "Last hand" lines, say each step, in both languages.
    let saves = tempfile::tempdir().unwrap();
    ana_dominoes(saves.path(), allfives::engine::Scale::Fives);
    let mut h = harness(App::new(saves.path(), Lang::En));
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("13");
    h.run();
    h.get_by_label("Pips of Ben: 13 → 15");
    h.get_by_label("On the match's scale: 15 ÷ 5 = 3");
    h.get_by_label("Ana scores 3");
    // The dialog draws the table view's lines, which every surface (a phone) has too.
    assert_eq!(
        h.state().table_view().settling,
        [
            "Pips of Ben: 13 → 15",
            "On the match's scale: 15 ÷ 5 = 3",
            "Ana scores 3"
        ]
    );
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Pwen Ben: 13 → 15");
    h.get_by_label("Nan fason pati a make: 15 ÷ 5 = 3");
    set_lang(&mut h, Lang::En);
    // One Enter in the last total settles (the field used to take the first one).
    h.get_by_label("Pip total").focus();
    h.run();
    key(&mut h, egui::Key::Enter);
    // Settled, and Ana, who dominoed, leads the next hand.
    let hand = h.state().game().unwrap().hand().unwrap();
    assert_eq!(hand.number, 2, "settled with one Enter");
    // The Last hand lines say the same steps.
    h.get_by_label("Last hand");
    h.get_by_label("Pips of Ben: 13 → 15");
    h.get_by_label("On the match's scale: 15 ÷ 5 = 3");
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Nan fason pati a make: 15 ÷ 5 = 3");
}

#[test]
fn a_boneyard_with_a_reserve_says_what_is_never_drawn_and_a_refused_draw_names_the_rule() {
    // Two players, nine tiles each, boneyard-reserve 2: 10 in the boneyard, 8 to draw. Ben
    // draws the 8; the 2 left are never drawn (RULES.md §2).
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.boneyard_reserve = 2;
    let mut m = MatchLog::new(setup).unwrap();
    for event in [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: "6-6".parse().unwrap(),
            on: None,
        },
        Event::TilesDrawn {
            player: Seat(1),
            count: 6,
        },
    ] {
        m.push(event).unwrap();
    }
    store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    h.get_by_label("Boneyard: 4 (2 never drawn)");
    click(&mut h, "Draw 2 tiles");
    h.get_by_label("Boneyard: 2 (2 never drawn)");
    // Nothing left to draw: the Draw button greys, and a draw asked anyway (the keys, a phone)
    // is refused with the rule that keeps the two.
    h.state_mut().apply(allfives::app::TableCommand::Draw);
    h.run();
    h.get_by_label(
        "Cannot draw 1: only 0 can be drawn, because the house rule keeps the last 2 tiles in \
         the boneyard, never drawn",
    );
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("Pioche: 2 (2 pa janm soti)");
    h.get_by_label(
        "Ou pa ka pioche 1: se sèlman 0 ki ka soti, paske règ tab la kite dènye 2 tuil yo nan \
         pioche a, yo pa janm pioche yo",
    );
}

#[test]
fn the_draw_when_able_help_says_what_the_app_does_with_the_rule() {
    // The app cannot see the hands: whichever way the rule is set, it accepts every draw, and
    // the help line says so rather than reading as if the app enforced it.
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "House rules");
    h.get_by_label(
        "A player who holds a tile that fits must play it; only a player who cannot play draws. \
         The app cannot see the hands: it accepts every draw, and the record says the table \
         played this rule. (pagat's main rule)",
    );
    h.state_mut().form_mut().rules.draw_when_able = true;
    h.run();
    h.get_by_label(
        "A player may draw even while holding a tile that fits. The app accepts every draw \
         either way (it cannot see the hands); the record says the table allowed this. (some \
         tables; pagat)",
    );
    set_lang(&mut h, Lang::Ht);
    h.get_by_label_contains("Aplikasyon an aksepte tout pioche kèlkeswa règ la");
}

#[test]
fn the_status_line_is_said_again_in_the_new_language() {
    // The lot's note is kept as its cause (who was drawn), not as English words.
    let saves = tempfile::tempdir().unwrap();
    let app = App::with_rng(saves.path(), Lang::En, StdRng::seed_from_u64(3));
    let mut h = harness(app);
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Draw lots");
    let leader = h.state().game().unwrap().hand().unwrap().turn.unwrap();
    let name = ["Ana", "Ben"][leader];
    h.get_by_label(&format!("The lot says {name} leads."));
    click_label(&mut h, "Language: English");
    click_label(&mut h, "Kreyòl");
    h.get_by_label(&format!("Osò a di se {name} ki louvri."));
    assert!(
        h.query_by_label(&format!("The lot says {name} leads."))
            .is_none()
    );
}

#[test]
fn the_menu_switches_the_theme_and_the_about_box_names_the_saves_folder() {
    use allfives::app::{Theme, is_high_contrast};
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    assert_eq!(h.state().theme(), Theme::Dark);
    click(&mut h, "Menu");
    click_label(&mut h, "High contrast");
    assert_eq!(h.state().theme(), Theme::HighContrast);
    h.run();
    assert!(is_high_contrast(&h.ctx.global_style().visuals));
    click(&mut h, "Menu");
    click_label(&mut h, "Light");
    h.run();
    assert!(!h.ctx.global_style().visuals.dark_mode);
    // The About box says where matches are saved.
    click(&mut h, "Menu");
    click(&mut h, "About allfives");
    let folder = saves.path().display().to_string();
    h.get_by_label(&folder);
    h.get_by_label("Matches are saved in:");
    click(&mut h, "Close");
    assert!(h.query_by_label(&folder).is_none());
}

#[test]
fn the_window_title_carries_the_match_state() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    assert_eq!(h.state().window_title(), "allfives");
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "five-five"); // RULES.md §7: the lead scores 10
    click(&mut h, "zero-five"); // 10 + 0 = 10 for Ben
    assert_eq!(h.state().window_title(), "allfives — Ana 10 · Ben 10");
}

#[test]
fn a_reserve_the_deal_leaves_no_room_for_is_said_beside_the_field() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    for _ in 0..2 {
        click(&mut h, "+ Add player");
    }
    type_names(&mut h, "Player", &["Ana", "Ben", "Cy", "Di"]);
    click_label(&mut h, "House rules");
    let form = h.state_mut().form_mut();
    form.rules.deal = allfives::engine::Deal::NewsomeBorn;
    form.rules.boneyard_reserve = 2;
    h.run();
    // Beside the field, and again by Start match, which cannot start it.
    let why = "2 tiles never drawn cannot stay in the boneyard: 4 players dealt 7 tiles each \
               leave 0 of 28";
    assert_eq!(h.get_all_by_label(why).count(), 2);
    click(&mut h, "Start match");
    assert!(h.state().game().is_none(), "no match was started");
    h.state_mut().form_mut().rules.boneyard_reserve = 0;
    h.run();
    assert!(h.query_by_label(why).is_none());
}

#[test]
fn the_new_match_form_says_what_start_waits_for_and_shows_a_placeholder_in_each_name_box() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    // An empty folder: no names yet, Start greyed, and the form says why.
    h.get_by_label("To start: Player 1 has no name");
    type_names(&mut h, "Player", &["Ana"]);
    h.get_by_label("To start: Player 2 has no name");
    let start = h.get_by_role_and_label(egui::accesskit::Role::Button, "Start match");
    assert!(start.accesskit_node().is_disabled());
    type_names(&mut h, "Player", &["", "Ben"]);
    assert!(h.query_by_label_contains("To start:").is_none());
    click(&mut h, "Start match");
    assert_eq!(h.state().screen(), allfives::app::Screen::Table);
}

#[test]
fn an_empty_name_box_paints_its_placeholder() {
    let saves = tempfile::tempdir().unwrap();
    let h = harness(App::new(saves.path(), Lang::En));
    let painted: usize = h
        .output()
        .shapes
        .iter()
        .filter(|s| match &s.shape {
            egui::Shape::Text(t) => t.galley.job.text.contains("a name, as the table says it"),
            _ => false,
        })
        .count();
    assert!(
        painted >= 2,
        "one placeholder in each empty name box: {painted}"
    );
}

/// The paragraph ids of the Rules screen, from the engine's own lists: one per variant, one per
/// house rule the form offers (every rules header but the variant's) and the teams.
fn rules_paragraphs() -> Vec<String> {
    use allfives::engine::RulesHeader;
    let variants = Variant::ALL
        .iter()
        .map(|v| format!("rules-variant-{}", v.keyword()));
    let house = RulesHeader::KEYWORDS
        .iter()
        .filter(|(h, _)| *h != RulesHeader::Variant)
        .map(|(_, keyword)| format!("rules-house-{keyword}"));
    variants
        .chain(house)
        .chain(std::iter::once("rules-house-teams".to_string()))
        .collect()
}

/// Scrolls the Rules screen to each paragraph and finds it painted whole, in the reading size;
/// returns the paragraphs' texts.
fn rules_painted(h: &mut H) -> Vec<String> {
    let mut texts = Vec::new();
    for id in rules_paragraphs() {
        let text = h.state().i18n().t(&id);
        assert_ne!(text, id, "{id} has no message");
        h.get_by_label(&text).scroll_to_me();
        h.run();
        h.run();
        let painted = painted_sizes(h);
        let size = painted.iter().find(|(t, _)| *t == text).map(|(_, s)| *s);
        assert!(
            size.is_some_and(|s| s >= 20.0),
            "{id} is not painted in large type: {size:?}"
        );
        texts.push(text);
    }
    texts
}

#[test]
fn the_rules_screen_has_every_variant_and_house_rule_with_its_source_in_both_languages() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click(&mut h, "Menu");
    click(&mut h, "Rules");
    assert_eq!(h.state().screen(), allfives::app::Screen::Rules);
    let english = rules_painted(&mut h);
    for text in &english {
        assert!(text.contains("Source"), "no source: {text}");
    }
    // The rules card's example is on the screen.
    h.get_by_label("[5-3] on the other side");
    set_lang(&mut h, Lang::Ht);
    let kreyol = rules_painted(&mut h);
    for (ht, en) in kreyol.iter().zip(&english) {
        assert_ne!(ht, en, "said in English on the Kreyòl screen");
        assert!(ht.contains("Sous:"), "no source: {ht}");
    }
    // What this app does, as the English says it (the deal's fourth choice, the muggins rule's
    // Off, All Fives' preset), not the rules card's history pasted in; the card's example.
    for said in [
        "oswa menm kantite tuil pou tout jwè",
        "Pa aktive: aplikasyon an konte chak kou, pèsonn pa anonse.",
        "Jan jwèt la mande: 9 / 7 / 5 tuil chak pou 2 / 3 / 4 jwè",
    ] {
        assert!(kreyol.iter().any(|t| t.contains(said)), "not said: {said}");
    }
    assert!(!kreyol.iter().any(|t| t.contains("Wikipedia")));
    h.get_by_label("[5-3] sou lòt kote a");
    click(&mut h, "← Tounen");
    assert_eq!(h.state().screen(), allfives::app::Screen::NewMatch);
}

#[test]
fn the_rules_from_the_menu_mid_match_come_back_to_the_tile_waiting_for_its_end() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "two-four");
    click(&mut h, "four-five");
    click(&mut h, "two-five"); // fits two ends: waits for one
    let waiting = Some("2-5".parse::<Tile>().unwrap());
    assert_eq!(h.state().view().choosing, waiting);
    click(&mut h, "Menu");
    click(&mut h, "Rules");
    assert_eq!(h.state().screen(), allfives::app::Screen::Rules);
    h.get_by_label("Counting");
    // Esc returns, and the tile still waits for its end.
    key(&mut h, egui::Key::Escape);
    assert_eq!(h.state().screen(), allfives::app::Screen::Table);
    assert_eq!(h.state().view().choosing, waiting);
    click(&mut h, "on 2 — end of [2-4] · 10");
    assert_eq!(scores(&h), vec![10, 0]);
    // And Back does the same.
    click(&mut h, "Menu");
    click(&mut h, "Rules");
    click(&mut h, "← Back");
    assert_eq!(h.state().screen(), allfives::app::Screen::Table);
}

#[test]
fn the_forms_house_rules_open_the_rules_and_nothing_sends_a_player_to_rules_md() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "House rules");
    let no_rules_md = |h: &H| {
        let found: Vec<String> = painted_sizes(h)
            .into_iter()
            .map(|(t, _)| t)
            .filter(|t| t.contains("RULES.md"))
            .collect();
        assert!(found.is_empty(), "{found:?}");
    };
    no_rules_md(&h);
    click(&mut h, "Read the rules");
    assert_eq!(h.state().screen(), allfives::app::Screen::Rules);
    click(&mut h, "← Back");
    assert_eq!(h.state().screen(), allfives::app::Screen::NewMatch);
    click(&mut h, "Menu");
    click(&mut h, "About allfives");
    no_rules_md(&h);
}

#[test]
fn keys_and_table_mode_in_the_menu_are_greyed_with_the_reason_until_a_match_is_on_the_table() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click(&mut h, "Menu");
    for item in ["Keys (?)", "Table mode (F11)"] {
        let button = h.get_by_role_and_label(egui::accesskit::Role::Button, item);
        assert!(button.accesskit_node().is_disabled(), "{item} acts");
    }
    h.get_by_label("For the table: start a match first.");
    key(&mut h, egui::Key::Escape);
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Menu");
    click(&mut h, "Keys (?)");
    assert!(
        h.query_by_label("For the table: start a match first.")
            .is_none()
    );
    assert!(h.state().view().keys.help, "the keys list opens at once");
}

#[test]
fn enter_in_the_custom_deals_number_confirms_it_and_does_not_start_the_match() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    type_names(&mut h, "Player", &["Ana", "Ben"]);
    click_label(&mut h, "House rules");
    h.state_mut().form_mut().rules.deal = allfives::engine::Deal::Each(5);
    h.run();
    let field = h.get_by_role_and_label(egui::accesskit::Role::SpinButton, "Tiles dealt");
    field.click();
    h.run();
    key(&mut h, egui::Key::Backspace);
    h.get_by_role_and_label(egui::accesskit::Role::SpinButton, "Tiles dealt")
        .type_text("6");
    h.run();
    key(&mut h, egui::Key::Enter);
    h.run();
    assert_eq!(h.state().screen(), allfives::app::Screen::NewMatch);
    assert!(
        h.state().game().is_none(),
        "Enter in the number started the match"
    );
    assert_eq!(
        h.state().view().form.rules.deal,
        allfives::engine::Deal::Each(6)
    );
    // Enter with no field being typed in starts it.
    key(&mut h, egui::Key::Enter);
    assert_eq!(h.state().screen(), allfives::app::Screen::Table);
}

#[test]
fn the_menus_radio_buttons_stand_out_from_the_menu_in_every_theme() {
    use allfives::app::{Theme, theme};
    for choice in Theme::ALL {
        let saves = tempfile::tempdir().unwrap();
        let mut app = App::new(saves.path(), Lang::En);
        app.set_theme(choice);
        let mut h = harness(app);
        h.run();
        click(&mut h, "Menu");
        let window = choice.visuals().window_fill;
        let mut circles = Vec::new();
        fn walk(shape: &egui::Shape, out: &mut Vec<egui::epaint::CircleShape>) {
            match shape {
                egui::Shape::Circle(c) => out.push(*c),
                egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        for clipped in &h.output().shapes {
            walk(&clipped.shape, &mut circles);
        }
        // Each radio's ring (the dot inside the chosen one is smaller).
        let rings: Vec<_> = circles.iter().filter(|c| c.radius >= 5.0).collect();
        assert!(
            rings.len() >= 3,
            "{choice:?}: {} radio buttons",
            rings.len()
        );
        for ring in rings {
            let ratio = theme::control_contrast(ring.fill, ring.stroke, window);
            assert!(
                ratio >= theme::CONTROL_CONTRAST,
                "{choice:?}: a radio button is {ratio:.2}:1 on the menu"
            );
        }
    }
}

#[test]
fn the_menu_opens_clear_of_draw_and_pass() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    click(&mut h, "five-five");
    let button = |h: &H, label: &str| {
        h.get_by_role_and_label(egui::accesskit::Role::Button, label)
            .rect()
    };
    let turn_panel = button(&h, "Draw").union(button(&h, "Pass"));
    click(&mut h, "Menu");
    for item in ["About allfives", "Rules", "Keys (?)", "Table mode (F11)"] {
        let rect = button(&h, item);
        assert!(
            rect.right() < turn_panel.left(),
            "{item} at {rect:?} covers the turn panel at {turn_panel:?}"
        );
    }
}

#[test]
fn esc_closes_the_menu() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Menu");
    h.get_by_label("About allfives");
    key(&mut h, egui::Key::Escape);
    assert!(
        h.query_by_label("About allfives").is_none(),
        "the menu stays open"
    );
}

#[test]
fn the_pip_total_says_how_many_of_the_hands_tiles_are_tapped_in_words() {
    // Ana dominoed; Ben holds 3 tiles. Under the field the dialog said `0 pips · 0/3`; it says
    // how many of his tiles are tapped in, and a typed total is the pips alone.
    let saves = tempfile::tempdir().unwrap();
    ana_dominoes(saves.path(), allfives::engine::Scale::Points);
    let mut h = harness(App::new(saves.path(), Lang::En));
    h.get_by_label("0 pips · 0 of 3 tiles tapped");
    let field = h.get_by_label("Pip total");
    field.focus();
    field.type_text("11");
    h.run();
    h.get_by_label("11 pips");
    assert!(h.query_by_label_contains("tiles tapped").is_none());
}

/// The `?` list says how a hand's end is entered by keys (the asked player's pip total, then
/// Enter), in both languages: a table typing totals found no word of it there.
#[test]
fn the_keys_list_says_how_to_type_a_pip_total() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    start(&mut h, &["Ana", "Ben"]);
    for (lang, words) in [
        (
            Lang::En,
            "at a hand's end: the pip total of the player asked for; Enter enters it",
        ),
        (
            Lang::Ht,
            "nan fen yon manch: total pwen jwè yo mande a; Enter antre l",
        ),
    ] {
        set_lang(&mut h, lang);
        let i18n = allfives::app::I18n::new(lang);
        click(&mut h, &i18n.t("menu"));
        click(&mut h, &i18n.t("keys-menu"));
        h.get_by_label("3 0 Enter");
        h.get_by_label(words);
        key(&mut h, egui::Key::Escape);
    }
}

/// At 900 × 600 in Kreyòl the `?` list stays inside the window: its longest line wraps (it
/// ran off both sides) and its Close button is in sight.
#[test]
fn the_keys_list_fits_the_smallest_window_in_kreyol() {
    let saves = tempfile::tempdir().unwrap();
    let mut h =
        common::ui::harness_sized(App::new(saves.path(), Lang::En), egui::vec2(900.0, 600.0));
    start(&mut h, &["Ana", "Ben"]);
    set_lang(&mut h, Lang::Ht);
    click(&mut h, "Meni");
    click(&mut h, "Touch klavye yo (?)");
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(900.0, 600.0));
    let texts = common::painted_texts(&h);
    let long = texts
        .iter()
        .find(|(_, t)| t.starts_with("de bout sou menm branch"))
        .expect("the arrows' line");
    assert!(window.contains_rect(long.0), "{long:?}");
    let close = h
        .get_by_role_and_label(egui::accesskit::Role::Button, "Fèmen")
        .rect();
    assert!(window.contains_rect(close), "{close:?}");
}
