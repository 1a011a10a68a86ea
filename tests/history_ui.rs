//! The history screen driven like a player would (egui_kittest, no GPU): open a match from the
//! history and step its replay to a given placement, resume an unfinished match, delete and undo,
//! see unreadable files and sync conflict copies.

use std::path::Path;

use allfives::app::App;
use allfives::app::Lang;
use allfives::app::Screen;
use allfives::engine::Seat;
use allfives::store::{self, exchange};
use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::ui::{H, click, click_label, harness, key, painted_shapes, save_vector, set_lang};

/// The app on `dir`, listing in the foreground, with the history open.
fn history(dir: &Path) -> H {
    let mut app = App::new(dir, Lang::En);
    app.history_mut().scan_in_foreground = true;
    let mut h = harness(app);
    click(&mut h, "History");
    assert_eq!(h.state().view().screen, Screen::History);
    h
}

#[test]
fn a_match_opened_from_the_history_replays_to_a_given_placement() {
    let dir = tempfile::tempdir().unwrap();
    // The rules card's hand (RULES.md §7) and a longer match.
    save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    h.get_by_label("2 matches");
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "↺ Replay");
    // The replay opens at the lead: [5-5] counts 10.
    h.get_by_label("Hand 1 · placement 1");
    h.get_by_label("10 · Ana scores 10");
    // Three steps on: Ben's [5-2] on the third arm, 0 + 3 + 2 = 5.
    for _ in 0..3 {
        key(&mut h, egui::Key::ArrowRight);
    }
    h.get_by_label("Hand 1 · placement 4");
    h.get_by_label("0 + 3 + 2 = 5 · Ben scores 5");
    // The scores at that moment: Ana's lead 10, Ben's two plays 10 + 5.
    let replay = h.state().history().replay.as_ref().unwrap();
    assert_eq!(replay.step().state.scores(), &[10, 15]);
    assert_eq!(replay.step().state.hand().unwrap().layout.nodes().len(), 4);
    // The coach says what that placement left for Ana, with every unseen tile counted.
    let before = &replay.steps[replay.at - 1].state;
    let event = replay.step().event.clone().unwrap();
    let allfives::engine::Event::TilePlaced { player, tile, .. } = event else {
        panic!("{event:?}")
    };
    assert_eq!(player, Seat(1));
    let reply = allfives::engine::coach::left_by(before, &event).unwrap();
    assert!(reply.probability() > 0.0 && reply.probability() < 1.0);
    let i18n = allfives::app::I18n::new(Lang::En);
    let numbers = allfives::app::left_for_next_numbers(&i18n, before, player, tile, &reply);
    assert!(
        numbers.starts_with("Ben's [2-5] left Ana: P 0."),
        "{numbers}"
    );
    // Painted in words, the numbers on hover.
    let line = allfives::app::left_for_next_text(&i18n, before, player, tile, &reply);
    assert!(
        line.starts_with("Ben's [2-5] left Ana: Ana can score after it about "),
        "{line}"
    );
    h.get_by_label(&line);
    key(&mut h, egui::Key::ArrowLeft);
    h.get_by_label("Hand 1 · placement 3");
    h.get_by_label("0 + 3 = 3 · no points");
    assert_eq!(
        h.state()
            .history()
            .replay
            .as_ref()
            .unwrap()
            .step()
            .state
            .scores(),
        &[10, 10]
    );
    // The buttons step too, and the last placement is the fourth arm.
    click(&mut h, "Next ▶");
    click(&mut h, "Next ▶");
    h.get_by_label("Hand 1 · placement 5");
    h.get_by_label("0 + 3 + 2 + 6 = 11 · no points");
    // Both charts are drawn (a title and the plot each).
    assert_eq!(h.query_all_by_label("Score race").count(), 2);
    assert_eq!(h.query_all_by_label("Points per hand").count(), 2);
    click(&mut h, "← History");
    h.get_by_label("2 matches");
}

#[test]
fn clicking_a_chart_opens_the_replay_there() {
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    let replay = h.state().history().replay.as_ref().unwrap();
    // It opens at the first hand's lead.
    assert!(replay.at < 5, "opened at step {}", replay.at);
    let last = replay.steps.len() - 1;
    let hands = replay.per_hand();
    assert!(hands.len() >= 3, "{} hands", hands.len());
    // The score race spans every step: a click in its middle opens the middle of the match.
    let race = h.get_by_role_and_label(egui::accesskit::Role::Image, "Score race");
    let rect = race.rect();
    race.click();
    h.run();
    let at = h.state().history().replay.as_ref().unwrap().at;
    assert!(
        at > last * 2 / 5 && at < last * 3 / 5,
        "step {at} of {last} after a click in the middle"
    );
    // A click near its right end opens one of the last steps.
    h.hover_at(egui::pos2(rect.right() - 12.0, rect.center().y));
    h.drag_at(egui::pos2(rect.right() - 12.0, rect.center().y));
    h.drop_at(egui::pos2(rect.right() - 12.0, rect.center().y));
    h.run();
    let at = h.state().history().replay.as_ref().unwrap().at;
    assert!(
        at > last * 9 / 10,
        "step {at} of {last} after a click at the end"
    );
    // The bars go to the end of the hand clicked: the middle hand.
    h.get_by_role_and_label(egui::accesskit::Role::Image, "Points per hand")
        .click();
    h.run();
    let at = h.state().history().replay.as_ref().unwrap().at;
    let ends: Vec<usize> = hands.iter().map(|(_, _, end)| *end).collect();
    let middle = hands.len().div_ceil(2);
    assert!(
        ends[middle.saturating_sub(2)..=middle.min(ends.len() - 1)].contains(&at),
        "step {at}; hands end at {ends:?}"
    );
}

#[test]
fn the_longer_match_steps_hand_by_hand() {
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    key(&mut h, egui::Key::ArrowDown);
    // Hand 2 of the record opens with Ana's [1-4] = 5, and the scores after hand 1: 55–25.
    h.get_by_label("Hand 2 · placement 1");
    let replay = h.state().history().replay.as_ref().unwrap();
    assert_eq!(replay.step().state.scores(), &[60, 25]);
    key(&mut h, egui::Key::ArrowUp);
    h.get_by_label("Hand 1 · placement 1");
    key(&mut h, egui::Key::ArrowUp);
    // Back from the lead of hand 1 there is no hand before it: it stays.
    h.get_by_label("Hand 1 · placement 1");
}

#[test]
fn an_unfinished_match_is_resumed_from_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "▶ Resume");
    assert_eq!(h.state().view().screen, Screen::Table);
    assert_eq!(h.state().match_path().unwrap(), path);
    assert_eq!(h.state().game().unwrap().scores(), &[10, 15]);
    // A finished match has no Resume.
    click(&mut h, "History");
    click(&mut h, "2026-03-02 20:00");
    assert!(h.query_by_label("▶ Resume").is_none());
}

#[test]
fn delete_moves_the_file_to_the_trash_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let before = std::fs::read(&path).unwrap();
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "Delete");
    assert!(!path.exists());
    h.get_by_label("No match here");
    h.get_by_label("Trash (1)");
    click(&mut h, "↶ Undo delete");
    assert_eq!(std::fs::read(&path).unwrap(), before);
    h.get_by_label("1 match");
}

#[test]
fn a_match_restored_from_the_trash_takes_undo_delete_away_and_the_trash_names_the_match() {
    let dir = tempfile::tempdir().unwrap();
    let (path, mut save) = save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    save.about.title = Some("Friday final".into());
    store::save(&path, &save).unwrap();
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "Delete");
    // The note and the trash name the match as the table knows it, not by its file.
    let what = "“Friday final” · Ana, Ben · All Fives";
    h.get_by_label(&format!("{what} moved to the trash"));
    click_label(&mut h, "Trash (1)");
    assert_eq!(h.get_all_by_label(what).count(), 1, "the trash's line");
    click(&mut h, "Restore");
    assert!(path.exists());
    h.get_by_label("1 match");
    // The file is back: Undo delete has nothing left to undo and goes.
    assert!(h.query_by_label("↶ Undo delete").is_none());
    assert!(h.query_by_label_contains("os error").is_none());
}

#[test]
fn undo_delete_of_the_match_in_play_brings_the_table_back_too() {
    let dir = tempfile::tempdir().unwrap();
    // The rules card's hand is unfinished: the app reopens it at start.
    let (path, _) = save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    let mut h = history(dir.path());
    assert_eq!(h.state().match_path().unwrap(), path);
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "Delete");
    assert!(
        h.state().match_path().is_none(),
        "the match in play is closed"
    );
    h.get_by_label("← New match");
    // Undo delete put the file back but left the table closed: '← New match', and the match had
    // to be found and resumed again.
    click(&mut h, "↶ Undo delete");
    assert!(path.exists());
    assert_eq!(
        h.state().match_path().map(|p| p.to_path_buf()),
        Some(path.clone())
    );
    click(&mut h, "← Back to the match");
    assert_eq!(h.state().view().screen, Screen::Table);
    assert_eq!(h.state().game().unwrap().scores(), &[10, 15]);
}

#[test]
fn two_untitled_matches_of_the_same_players_are_told_apart_in_the_trash() {
    let dir = tempfile::tempdir().unwrap();
    // Two matches of Ana and Ben at All Fives, neither named: the trash said
    // "Ana, Ben · All Fives" twice, and the table could not tell which to restore.
    save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "Delete");
    let first = "Ana, Ben · All Fives · 2026-03-01 20:00 · unfinished · 10–15";
    h.get_by_label(&format!("{first} moved to the trash"));
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "Delete");
    click_label(&mut h, "Trash (2)");
    let lines: Vec<String> = h
        .query_all_by_label_contains("Ana, Ben · All Fives")
        .filter_map(|n| {
            let node = n.accesskit_node();
            node.label().or_else(|| node.value())
        })
        .filter(|l| !l.ends_with("moved to the trash"))
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_ne!(lines[0], lines[1], "{lines:?}");
    assert!(lines.iter().any(|l| l == first), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("Ana, Ben · All Fives · 2026-03-02 20:00 · Ana won · ")),
        "{lines:?}"
    );
}

#[test]
fn the_replays_step_buttons_stay_put_as_its_title_grows() {
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    let next = |h: &H| {
        h.get_by_role_and_label(egui::accesskit::Role::Button, "Next ▶")
            .rect()
    };
    let first = next(&h);
    // From "Hand 1 · placement 1" to placement 10 and on to later hands: titles of every length.
    for _ in 0..40 {
        key(&mut h, egui::Key::ArrowRight);
        let replay = h.state().history().replay.as_ref().unwrap();
        assert_eq!(next(&h), first, "Next moved at step {}", replay.at);
    }
    key(&mut h, egui::Key::Home);
    assert_eq!(next(&h), first, "Next moved before the first deal");
}

#[test]
fn the_score_races_legend_covers_no_lines_end() {
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    key(&mut h, egui::Key::End);
    let race = h
        .get_by_role_and_label(egui::accesskit::Role::Image, "Score race")
        .rect();
    let painted = painted_shapes(&h);
    // Each side's line, by its name's colour in its match: where it ends (the winner's finish
    // among them).
    let ends: Vec<egui::Pos2> =
        allfives::app::theme::match_colours(&["Ana", "Ben"], &["Ana", "Ben"])
            .iter()
            .filter_map(|colour| {
                painted
                    .iter()
                    .filter_map(|(_, s)| match s {
                        egui::Shape::Path(p) if race.contains(p.points[0]) => Some(p),
                        _ => None,
                    })
                    .find(|p| {
                        p.stroke.color == egui::epaint::ColorMode::Solid(*colour)
                            && p.points.len() > 10
                    })
                    .and_then(|p| p.points.iter().copied().max_by(|a, b| a.x.total_cmp(&b.x)))
            })
            .collect();
    assert_eq!(ends.len(), 2, "both sides' lines");
    // The legend's names inside the chart.
    let legend: Vec<egui::Rect> = painted
        .iter()
        .filter_map(|(_, s)| match s {
            egui::Shape::Text(t) if ["Ana", "Ben"].contains(&t.galley.text()) => {
                Some(t.visual_bounding_rect())
            }
            _ => None,
        })
        .filter(|r| race.contains_rect(*r))
        .collect();
    assert_eq!(legend.len(), 2, "the legend names both sides");
    for end in &ends {
        for name in &legend {
            assert!(
                !name.expand(12.0).contains(*end),
                "the legend at {name:?} covers a line's end at {end:?}"
            );
        }
    }
}

#[test]
fn unreadable_files_and_conflict_copies_are_shown_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = save_vector(dir.path(), "matches/five-up-2p.fives", 3, "m.ron");
    std::fs::copy(
        &path,
        dir.path().join("m.sync-conflict-20260303-2100-ABC.ron"),
    )
    .unwrap();
    std::fs::write(dir.path().join("broken.ron"), "(format: 2,\n oops").unwrap();
    let mut h = history(dir.path());
    h.get_by_label("1 match");
    h.get_by_label("sync conflict copy of m (not counted)");
    h.get_by_label("1 file cannot be read");
    // In Kreyòl too.
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("1 pati");
    click_label(&mut h, "1 fichye pa ka li");
    // The reason is said in Kreyòl too, with the file, line and column.
    let reason = h.get_by_label_contains("liy 2, kolòn");
    let text = format!("{reason:?}");
    assert!(text.contains("broken.ron"), "{text}");
    assert!(
        text.contains("fichye a kanpe anvan pati a fini, li koupe"),
        "{text}"
    );
}

#[test]
fn a_name_and_note_are_written_from_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let (path, save) = save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "Name and note…");
    let note = h.get_by_label("Note");
    note.focus();
    note.type_text("Friday at Rose's");
    h.run();
    click(&mut h, "Save");
    let back = store::load(&path).unwrap();
    assert_eq!(back.about.note.as_deref(), Some("Friday at Rose's"));
    assert_eq!(back.log, save.log);
    h.get_by_label("Friday at Rose's");
}

#[test]
fn the_folder_is_listed_in_the_background_and_the_table_fills_in() {
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "a.ron");
    save_vector(dir.path(), "matches/five-up-2p.fives", 3, "b.ron");
    let mut h = harness(App::new(dir.path(), Lang::En));
    // The screen repaints while the listing runs in the background: step frames one by one
    // (`run` would refuse a UI that keeps repainting), however slow the machine is.
    h.get_by_role_and_label(egui::accesskit::Role::Button, "History")
        .click();
    h.step();
    let started = std::time::Instant::now();
    while h.state().history().listing.is_none() {
        assert!(started.elapsed().as_secs() < 60, "the listing never came");
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run_steps(4);
    assert!(!h.state().history().busy());
    h.get_by_label("2 matches");
    // Filtering by game keeps the Five Up match only.
    h.state_mut().history_mut().filter.variant = Some(allfives::engine::Variant::FiveUp);
    h.run();
    h.get_by_label("2026-03-03 20:00");
    assert!(h.query_by_label("2026-03-02 20:00").is_none());
}

#[test]
fn the_app_reopens_the_newest_unfinished_match_and_keeps_the_index() {
    let dir = tempfile::tempdir().unwrap();
    let (card, _) = save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    std::thread::sleep(std::time::Duration::from_millis(20));
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    // No index yet: every file is read, which builds it.
    let index = allfives::store::index::Index::path_for(&store::Store::new(dir.path()));
    assert!(!index.exists());
    let app = App::new(dir.path(), Lang::En);
    assert_eq!(
        app.match_path().map(|p| p.to_path_buf()),
        Some(card.clone())
    );
    assert_eq!(app.view().form.names[..2], ["Ana", "Ben"]);
    assert!(index.exists());
    // One window writes a folder: this one closes before the next opens.
    drop(app);
    // The history and the next start read the index, not the files.
    let h = history(dir.path());
    h.get_by_label("2 matches");
    drop(h);
    let app = App::new(dir.path(), Lang::En);
    assert_eq!(app.match_path().map(|p| p.to_path_buf()), Some(card));
    assert_eq!(app.game().unwrap().scores(), &[10, 15]);
}

#[test]
fn a_read_only_window_shows_the_history_and_replays_but_deletes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let first = App::new(dir.path(), Lang::En);
    let mut h = history(dir.path());
    assert!(h.state().read_only());
    h.get_by_label("1 match");
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "Delete");
    assert!(path.exists(), "a read-only window moves no file");
    click(&mut h, "↺ Replay");
    h.get_by_label("Hand 1 · placement 1");
    drop(first);
}

#[test]
fn a_read_only_window_says_why_delete_did_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (path, _) = save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let first = App::new(dir.path(), Lang::En);
    let mut h = history(dir.path());
    assert!(h.state().read_only());
    click(&mut h, "2026-03-02 20:00");
    // Delete was refused on the table's status line, which the History screen does not show:
    // the click did nothing, and nothing said why.
    click(&mut h, "Delete");
    assert!(path.exists());
    let why = "Nothing was changed: this window is read only while another allfives window keeps \
               the match.";
    h.get_by_label(why);
    drop(first);
}

#[test]
fn the_count_says_how_many_matches_a_filter_shows() {
    let dir = tempfile::tempdir().unwrap();
    // The rules card's hand is unfinished; the longer match is won.
    save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    h.get_by_label("2 matches");
    h.state_mut().history_mut().filter.unfinished = true;
    h.run();
    h.get_by_label("1 of 2 matches");
    set_lang(&mut h, Lang::Ht);
    h.get_by_label("1 sou 2 pati");
}

#[test]
fn scores_below_zero_read_as_scores_not_a_range() {
    // Under `own` both players lose their pips (RULES.md §4): −40 and −115, which a dash
    // between them would write `-40–-115`.
    let dir = tempfile::tempdir().unwrap();
    let record = "variant: all-fives\nplayers: Ana, Ben\nend-of-hand: own\n\nhand 1\n\
        Ana: 6-6 = 0\nBen: draw 10\nBen: pass\nAna: pass\nAna: holds 40\nBen: holds 116\n";
    let save = exchange::import(record).unwrap();
    store::save(&dir.path().join("own.ron"), &save).unwrap();
    let mut h = history(dir.path());
    h.get_by_label_contains("unfinished · −40 to −115");
    assert!(h.query_by_label_contains("-40–-115").is_none());
    set_lang(&mut h, Lang::Ht);
    h.get_by_label_contains("−40 kont −115");
}

#[test]
fn the_note_of_an_export_is_said_again_in_the_new_language() {
    // The note is kept as its cause (the file written), not as English words.
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "all-fives-rules-card.fives", 1, "card.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "Export the play record");
    h.get_by_label_contains("Written to ");
    set_lang(&mut h, Lang::Ht);
    h.get_by_label_contains("Pati a ekri nan ");
    assert!(h.query_by_label_contains("Written to ").is_none());
}

#[test]
fn a_record_imported_without_an_end_time_shows_no_duration_rather_than_0_min() {
    // A play record gives at most the start (`date:`), never the end: the listing shows a dash
    // instead of `0 min` (the words took the Game column's room), for a dated record and for
    // one without a date, and the match's detail says the time was not recorded.
    let dir = tempfile::tempdir().unwrap();
    for (name, date) in [("dated.ron", "date: 2026-03-05\n"), ("undated.ron", "")] {
        let record =
            format!("variant: all-fives\nplayers: Ana, Ben\n{date}\nhand 1\nAna: 5-5 = 10\n");
        let save = exchange::import(&record).unwrap();
        store::save(&dir.path().join(name), &save).unwrap();
    }
    let mut h = history(dir.path());
    h.get_by_label("2 matches");
    // The date-only header is the match's day, from midnight.
    h.get_by_label("2026-03-05 00:00");
    assert_eq!(h.query_all_by_label("—").count(), 2);
    assert!(h.query_by_label("0 min").is_none());
    click(&mut h, "2026-03-05 00:00");
    h.get_by_label_contains("time not recorded");
    set_lang(&mut h, Lang::Ht);
    assert_eq!(h.query_all_by_label("—").count(), 2);
    h.get_by_label_contains("tan an pa t note");
}

#[test]
fn a_charts_hover_says_the_step_and_the_scores_whole_inside_the_window() {
    // At the right end of the score race the plot's own label was drawn right of the pointer
    // and cut at the chart's edge. The hover now says where and each side's points, in a
    // tooltip kept inside the window, at both charts' right ends.
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    let replay = h.state().history().replay.as_ref().unwrap();
    let last = replay.steps.len() - 1;
    let final_scores = replay.race()[last].clone();
    let (last_hand, last_gains, _) = replay.per_hand().last().cloned().unwrap();
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
    for (chart, heading, points) in [
        ("Score race", None, final_scores),
        (
            "Points per hand",
            Some(format!("Hand {last_hand}")),
            last_gains,
        ),
    ] {
        let rect = h
            .get_by_role_and_label(egui::accesskit::Role::Image, chart)
            .rect();
        h.hover_at(egui::pos2(rect.right() - 6.0, rect.center().y));
        h.run();
        let want = format!("Ana: {}\nBen: {}", points[0], points[1]);
        let tip: Vec<(egui::Rect, String)> = painted_shapes(&h)
            .into_iter()
            .filter_map(|(clip, s)| match s {
                egui::Shape::Text(t) if t.galley.text().contains(&want) => Some((
                    t.visual_bounding_rect().intersect(clip),
                    t.galley.text().to_string(),
                )),
                _ => None,
            })
            .collect();
        assert_eq!(tip.len(), 1, "{chart}: the hover's words {want:?}");
        let (shown, text) = &tip[0];
        if let Some(heading) = &heading {
            assert!(text.starts_with(heading.as_str()), "{chart}: {text:?}");
        }
        let whole = painted_shapes(&h)
            .into_iter()
            .find_map(|(_, s)| match s {
                egui::Shape::Text(t) if t.galley.text() == text => Some(t.visual_bounding_rect()),
                _ => None,
            })
            .unwrap();
        assert_eq!(*shown, whole, "{chart}: the hover is cut: {text:?}");
        assert!(
            window.contains_rect(whole),
            "{chart}: {whole:?} leaves the window"
        );
    }
}

#[test]
fn the_points_per_hand_legend_covers_no_bar() {
    // The legend sits top left, over the first hands' bars: the room kept above the highest
    // bar was too little for its rows, and its box hid the top of hand 1's bar.
    let dir = tempfile::tempdir().unwrap();
    save_vector(dir.path(), "matches/all-fives-2p.fives", 2, "long.ron");
    let mut h = history(dir.path());
    click(&mut h, "2026-03-02 20:00");
    click(&mut h, "↺ Replay");
    let chart = h
        .get_by_role_and_label(egui::accesskit::Role::Image, "Points per hand")
        .rect();
    let painted = painted_shapes(&h);
    let colours = &allfives::app::theme::match_colours(&["Ana", "Ben"], &["Ana", "Ben"])[..];
    let rects: Vec<egui::epaint::RectShape> = painted
        .iter()
        .filter_map(|(_, s)| match s {
            egui::Shape::Rect(r) if chart.contains_rect(r.rect) => Some(r.clone()),
            _ => None,
        })
        .collect();
    // The bars: each outlined in its side's colour.
    let bars: Vec<egui::Rect> = rects
        .iter()
        .filter(|r| colours.contains(&r.stroke.color))
        .map(|r| r.rect)
        .collect();
    assert!(bars.len() >= 4, "the bars: {bars:?}");
    // The legend's box: the one that holds both names.
    let names: Vec<egui::Rect> = painted
        .iter()
        .filter_map(|(_, s)| match s {
            egui::Shape::Text(t) if ["Ana", "Ben"].contains(&t.galley.text()) => {
                Some(t.visual_bounding_rect())
            }
            _ => None,
        })
        .filter(|r| chart.contains_rect(*r))
        .collect();
    assert_eq!(names.len(), 2, "the legend names both sides");
    let legend = rects
        .iter()
        .map(|r| r.rect)
        .find(|r| names.iter().all(|n| r.contains_rect(*n)) && *r != chart)
        .filter(|r| r.area() < chart.area() / 4.0)
        .expect("the legend's box");
    for bar in &bars {
        assert!(
            !legend.intersects(*bar),
            "the legend at {legend:?} covers a bar at {bar:?}"
        );
    }
}
