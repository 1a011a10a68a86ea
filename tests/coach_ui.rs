//! The coach panel (practice mode) driven like a player would, with egui_kittest: the
//! rules card's first example (`../shared/seed/rules-card-ht.txt`, "pran 5, pa pran 10"), the
//! private hand that is never saved, and the third example's dominoing outlook.

use std::path::{Path, PathBuf};

use allfives::app::App;
use allfives::app::Lang;
use allfives::engine::Seat;
use allfives::engine::record::replay;
use allfives::store::{self, SaveFile};
use egui_kittest::kittest::Queryable;

mod common;
use common::ui::{H, click_label, harness, set_lang, tile_words};

/// Saves the match a valid record describes into `saves`; the file's path.
fn save_record(saves: &Path, record: &str) -> PathBuf {
    let replayed = replay(record);
    assert_eq!(replayed.problems, vec![], "{record}");
    let log = replayed.to_match().expect("players");
    let path = saves.join("match.ron");
    store::save(&path, &SaveFile::new(log)).unwrap();
    path
}

/// The card's first example: two players, nine tiles each; Ana led [2-4], Ben played [4-5], so
/// the open ends are 2 and 5 and Ana is to move with eight tiles.
const FIRST: &str = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
    Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";

/// Ana's eight tiles: [2-5] and [3-5], not [0-5] or [5-5]; the other six fit nowhere.
const FIRST_HAND: [&str; 8] = ["2-5", "3-5", "0-0", "1-1", "1-3", "3-4", "4-6", "6-6"];

/// Taps `tiles` into the private picker.
fn enter_hand(h: &mut H, tiles: &[&str]) {
    for tile in tiles {
        click_label(h, &format!("In hand: {}", tile_words(Lang::En, tile)));
    }
}

#[test]
fn the_card_first_example_ranks_3_5_first() {
    let saves = tempfile::tempdir().unwrap();
    let path = save_record(saves.path(), FIRST);
    let mut h = harness(App::new(saves.path(), Lang::En));
    let saved = std::fs::read(&path).unwrap();
    // Practice mode is off by default: no panel, no private picker.
    assert!(h.query_by_label("Coach · practice mode").is_none());
    assert!(h.query_by_label("In hand: two-five").is_none());
    click_label(&mut h, "Coach");
    h.get_by_label("Coach · practice mode");
    // What Ben's [4-5] left Ana, seen from outside (26 unseen tiles, Ana holds 8): [2-5] 10,
    // [0-2] 5 and [3-5] 5 score; P = 1 − C(23,8)/C(26,8) = 0.686, reply = (10·C(25,7) +
    // 5·C(24,7) + 5·C(23,7))/C(26,8) = 4.97: said as a player would, an onlooker's count.
    h.get_by_label(
        "Ben's [4-5] left Ana: Ana can score after it about 2 times in 3, 5.0 points on average \
         (an onlooker's count: every tile off the table, Ben's own included)",
    );
    // Seven tiles: the plays wait for the eighth.
    enter_hand(&mut h, &FIRST_HAND[..7]);
    h.get_by_label("Ana holds 8 tiles: 7 entered. Tap the rest to weigh the plays.");
    assert!(h.query_by_label("1. [3-5] on 5").is_none());
    enter_hand(&mut h, &FIRST_HAND[7..]);
    h.get_by_label("8 of 8 entered");
    // [3-5] on the 5 scores 5 and leaves nothing that scores: ranked first, above the 10.
    h.get_by_label("1. [3-5] on 5");
    h.get_by_label("2. [2-5] on 2");
    h.get_by_label("3. [2-5] on 5");
    h.get_by_label("Nothing Ben could hold scores after it");
    h.get_by_label("Ben can reply: [5-5] 15 · [0-5] 5");
    // Each play in words: P 0.706 is about 7 times in 10, the reply 7.97 about 8.0; the net.
    h.get_by_label("Ben cannot score after it; this play nets 5.0");
    h.get_by_label(
        "Ben can score after it about 7 times in 10, 8.0 points on average; this play nets 2.0",
    );
    h.get_by_label(
        "Ben can score after it about 4 times in 10, 2.2 points on average; this play nets −2.2",
    );
    // The numbers as `allfives coach` prints them, each once: P 0.706, reply 7.97, net 2.03.
    for number in ["0.706", "7.97", "2.03", "0.444", "2.22", "-2.22", "5.00"] {
        assert_eq!(h.query_all_by_label(number).count(), 1, "{number}");
    }
    // Of the 18 tiles Ana has not seen, only [0-2] scores now (0 + 5 on the 2).
    h.get_by_role_and_label(egui::accesskit::Role::Image, "zero-two");
    // Far from the end of the hand: no dominoing outlook yet.
    assert!(h.query_by_label_contains("dominoes now").is_none());
    // In Kreyòl, with the card's words.
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("1. [3-5] sou 5");
    h.get_by_label(
        "Ben ka fè pwen apre l anviwon 7 fwa sou 10, 8,0 pwen an mwayèn; kou sa a bay 2,0 pwen nèt",
    );
    h.get_by_label("Pa gen okenn tuil Ben ta ka genyen ki fè pwen apre l");
    set_lang(&mut h, Lang::En);
    // Nothing of the private hand entered the match or its file.
    assert_eq!(h.state().current_match().unwrap().events().len(), 3);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        saved,
        "the save is untouched"
    );
}

#[test]
fn the_panel_agrees_with_allfives_coach() {
    // Every line of the CLI's answer on the same position is in the panel: the same plays in the
    // same order with the same numbers.
    let saves = tempfile::tempdir().unwrap();
    save_record(saves.path(), FIRST);
    let record = saves.path().join("first.fives");
    std::fs::write(&record, FIRST).unwrap();
    let mut out = Vec::new();
    let code = allfives::cli::coach(&record, &FIRST_HAND.join(","), None, &mut out);
    assert_eq!(code, std::process::ExitCode::SUCCESS);
    let lines = String::from_utf8(out).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "Coach");
    enter_hand(&mut h, &FIRST_HAND);
    let rows = ["1. [3-5] on 5", "2. [2-5] on 2", "3. [2-5] on 5"];
    assert_eq!(lines.lines().count(), rows.len(), "{lines}");
    for (line, row) in lines.lines().zip(rows) {
        // `5-3 on 4-5  now 5  P 0.000  reply 0.00  net 5.00`
        let words: Vec<&str> = line.split_whitespace().collect();
        let n = words.len();
        let (now, p, reply, net) = (words[n - 7], words[n - 5], words[n - 3], words[n - 1]);
        let name = h.get_by_label(row);
        let row_y = name.rect().center().y;
        for number in [now, p, reply, net] {
            let same_row = h
                .query_all_by_label(number)
                .any(|cell| (cell.rect().center().y - row_y).abs() < 2.0);
            assert!(same_row, "{row}: {number} ({line})");
        }
    }
}

#[test]
fn placed_tiles_leave_the_private_hand_and_undo_brings_them_back() {
    let saves = tempfile::tempdir().unwrap();
    save_record(saves.path(), FIRST);
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "Coach");
    enter_hand(&mut h, &FIRST_HAND);
    h.get_by_label("1. [3-5] on 5");
    // Ana takes the coach's advice at the table: [3-5] on the 5 (it fits only there).
    h.get_by_role_and_label(egui::accesskit::Role::Button, "three-five")
        .click();
    h.run();
    assert_eq!(h.state().game().unwrap().scores(), &[5, 0]);
    // The coach follows the turn: Ben's hand is not entered.
    h.get_by_label("Ben holds 8 tiles: 0 entered. Tap the rest to weigh the plays.");
    // Ana's hand, weighed on her own: seven tiles left, and it is not her turn.
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Whose hand")
        .click();
    h.run();
    h.get_by_role_and_label(egui::accesskit::Role::Button, "Ana")
        .click();
    h.run();
    h.get_by_label("7 of 7 entered");
    h.get_by_label("Ana's plays are weighed on Ana's turn (now Ben's)");
    // Undo puts [3-5] back into her hand and the advice back on the panel.
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    h.get_by_label("8 of 8 entered");
    h.get_by_label("1. [3-5] on 5");
    // The toggle hides the panel; the hand is kept for when it comes back.
    click_label(&mut h, "Coach");
    assert!(h.query_by_label("1. [3-5] on 5").is_none());
    click_label(&mut h, "Coach");
    h.get_by_label("1. [3-5] on 5");
}

#[test]
fn near_the_end_of_a_hand_the_coach_weighs_dominoing() {
    // The card's third example on a real hand (vectors/matches/all-fives-2p.fives, hand 1): Ana
    // holds only [6-2]; Ben's three tiles come from the 11 Ana has not seen (55 pips), 15 pips
    // expected, so dominoing is expected to score round5(15) = 15.
    let vectors = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors");
    let text = std::fs::read_to_string(vectors.join("matches/all-fives-2p.fives")).unwrap();
    let cut = text.find("Ana: 6-2 on 3-6").expect("the domino");
    let saves = tempfile::tempdir().unwrap();
    save_record(saves.path(), &text[..cut]);
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "Coach");
    enter_hand(&mut h, &["2-6"]);
    h.get_by_label("It ends the hand: no reply");
    h.get_by_label("If Ana dominoes now: Ben ≈ 15.0 pips → 15");
}

#[test]
fn a_hidden_count_stays_hidden_until_it_is_announced() {
    // RULES.md §6 with the muggins rule on: Ana leads [5-5] (10) and has not announced yet. The
    // coach must not give the count away, so it shows no number until she does.
    use allfives::app::TableCommand;
    use allfives::engine::{Event, MatchLog, MugginsRule, Setup, Variant};
    let saves = tempfile::tempdir().unwrap();
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let mut m = MatchLog::new(setup).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    m.push(Event::TilePlaced {
        player: Seat(0),
        tile: "5-5".parse().unwrap(),
        on: None,
    })
    .unwrap();
    store::save(&saves.path().join("m.ron"), &SaveFile::new(m.clone())).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "Coach");
    let wait = "Waiting for Ana's announcement: the coach shows its numbers once the count is out";
    h.get_by_label(wait);
    assert!(h.query_by_label("Unseen tiles that score now").is_none());
    assert!(h.query_by_label_contains("left Ben").is_none());
    // Ben's hand can still be entered meanwhile.
    h.get_by_label("In hand: zero-five");
    h.state_mut().apply(TableCommand::Announce(10));
    h.run();
    // Said, and hidden until the window closes (an opponent could still call): no longer
    // waiting for the announcement.
    let said = "Ana has spoken; the count stays hidden while a muggins call is open: the coach \
                shows its numbers once it is out";
    h.get_by_label(said);
    assert!(h.query_by_label(wait).is_none());
    h.state_mut().apply(TableCommand::CloseMugginsWindow);
    h.run();
    assert!(h.query_by_label(said).is_none());
    h.get_by_label("Unseen tiles that score now");
    // Seen from outside, Ben holds 9 of the 27 tiles not on the table; only [0-5] scores (10),
    // P 1/3 and 10/3 on average: in words, the numbers on hover.
    h.get_by_label(
        "Ana's [5-5] left Ben: Ben can score after it about 1 time in 3, 3.3 points on average \
         (an onlooker's count: every tile off the table, Ana's own included)",
    );
    // "Said nothing" on the pad is something said too: the panel stops waiting for it.
    drop(h);
    store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
    let mut h = harness(App::new(saves.path(), Lang::En));
    click_label(&mut h, "Coach");
    h.get_by_label(wait);
    h.state_mut().apply(TableCommand::SaidNothing);
    h.run();
    h.get_by_label(said);
    assert!(h.query_by_label(wait).is_none());
}
