//! The club page of the history driven like a player would (egui_kittest, no GPU): the
//! standings sort by a heading and export as CSV, two players head to head, a click on the
//! rating chart opens that match's replay, a finished match's card is saved from its details,
//! and History → Club night opens the board with the table in play in the folder.

use std::path::Path;

use allfives::app::App;
use allfives::app::Lang;
use allfives::app::Page;
use allfives::app::Screen;
use allfives::store::club::standings::Column;
use egui_kittest::kittest::Queryable;

mod common;
use common::ui::{H, click, click_label, harness_sized, save_vector};

/// A shared vector match saved as `id.ron`, started on 2026-03-0`day` at 20:00.
fn saved(dir: &Path, record: &str, day: u32, id: &str) {
    save_vector(dir, &format!("matches/{record}"), day, &format!("{id}.ron"));
}

/// Three finished matches: Ana beats Ben twice, then Ana wins a match for three.
fn club(dir: &Path) -> H {
    saved(dir, "all-fives-2p.fives", 1, "one");
    saved(dir, "five-up-2p.fives", 2, "two");
    saved(dir, "muggins-3p.fives", 3, "three");
    let mut app = App::new(dir, Lang::En);
    app.history_mut().scan_in_foreground = true;
    let mut h = harness_sized(app, egui::Vec2::new(1280.0, 900.0));
    click(&mut h, "History");
    click_label(&mut h, "Club");
    assert_eq!(h.state().history().page, Page::Club);
    h
}

#[test]
fn the_standings_sort_and_export() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = club(dir.path());
    // Every player has a row; three matches or fewer: provisional.
    h.get_by_label("Rating ▼");
    // Each name twice: in the standings and in the chart's legend.
    assert_eq!(h.query_all_by_label("Cy").count(), 2);
    assert_eq!(h.query_all_by_label("Ana").count(), 2);
    assert!(
        h.query_all(egui_kittest::kittest::by().label_contains("?"))
            .count()
            >= 3
    );
    click(&mut h, "Played");
    assert_eq!(h.state().history().club.sort, Column::Played);
    assert!(h.state().history().club.descending);
    click(&mut h, "Played ▼");
    assert!(!h.state().history().club.descending);
    click(&mut h, "Export standings (CSV)");
    let csv = std::fs::read_to_string(dir.path().join("exports/standings.csv")).unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 4, "{csv}");
    // Sorted as shown: fewest played first.
    assert!(lines[1].starts_with("Cy,1,0,0.000,"), "{csv}");
    // One game only: Five Up has Ana and Ben.
    h.state_mut().history_mut().club.variant = Some(allfives::engine::Variant::FiveUp);
    h.run();
    assert_eq!(h.query_all_by_label("Cy").count(), 0);
}

#[test]
fn two_players_head_to_head() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = club(dir.path());
    h.state_mut().history_mut().club.pair = [Some("Ana".into()), Some("Ben".into())];
    h.run();
    h.get_by_label("3 matches against each other");
    // Ana won all three: 260–205, 61–51 (÷5: 305–255), 205–45.
    h.get_by_label("Ana: 3 wins, 770 points for, 505 against");
    h.get_by_label("Ben: 0 wins, 505 points for, 770 against");
    h.get_by_label("2026-03-03 · Ana · 205–45");
}

#[test]
fn a_click_on_the_rating_chart_opens_that_match() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = club(dir.path());
    let chart = h.get_by_role_and_label(
        egui::accesskit::Role::Image,
        "Rating over time (click a point to replay that match)",
    );
    let rect = chart.rect();
    // The last match's points are at the right end.
    let at = egui::pos2(rect.right() - 4.0, rect.center().y);
    h.hover_at(at);
    h.drag_at(at);
    h.drop_at(at);
    h.run();
    assert_eq!(h.state().history().page, Page::Replay);
    assert_eq!(h.state().history().replay.as_ref().unwrap().id, "three");
    // Back returns to the club, not to the table of matches.
    click(&mut h, "← History");
    assert_eq!(h.state().history().page, Page::Club);
}

#[test]
fn a_finished_match_card_is_saved_from_its_details() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = club(dir.path());
    click_label(&mut h, "Matches");
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, "Match card (PNG)");
    let card = image::open(dir.path().join("exports/one-card.png")).unwrap();
    assert_eq!(card.width(), 1080);
    assert_eq!(h.state().view().screen, Screen::History);
}

/// A match of Ana, Ben and Cy started now, in play: Ana has led the 5-5 (10 points).
fn in_play_now(dir: &Path) {
    use allfives::engine::{Event, MatchLog, Seat, Setup, Variant};
    let names = ["Ana", "Ben", "Cy"].map(String::from).to_vec();
    let mut m = MatchLog::new(Setup::new(names, Variant::AllFives)).unwrap();
    m.push(Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    m.push(common::lead(0, "5-5")).unwrap();
    let mut save = allfives::store::SaveFile::new(m);
    save.created = chrono::Local::now();
    save.updated = save.created;
    allfives::store::save(&dir.join("table-3.ron"), &save).unwrap();
}

#[test]
fn history_club_night_opens_the_board_with_the_table_in_play() {
    let dir = tempfile::tempdir().unwrap();
    in_play_now(dir.path());
    let mut app = App::new(dir.path(), Lang::En);
    app.history_mut().scan_in_foreground = true;
    let mut h = harness_sized(app, egui::Vec2::new(1280.0, 800.0));
    click(&mut h, "History");
    click_label(&mut h, "Club night");
    assert_eq!(h.state().history().page, Page::Board);
    // The board follows the folder on a worker: its first reading arrives as a frame is asked.
    let mut tries = 0;
    while h.query_by_label("In play: 1 table").is_none() {
        tries += 1;
        assert!(tries < 500, "the board never showed the table in play");
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.run();
    }
    h.get_by_label("Club night board");
    h.get_by_label("Ana, Ben, Cy");
    h.get_by_label("Hand 1");
    // Ana's 10 points for the 5-5 beside her name, in big type.
    let texts = common::ui::painted_texts(&h);
    let ana = texts
        .iter()
        .find(|(_, t)| t == "Ana")
        .expect("Ana's name on the table's card");
    let score = texts
        .iter()
        .filter(|(r, _)| (r.center().y - ana.0.center().y).abs() < 20.0 && r.left() > ana.0.right())
        .map(|(_, t)| t.as_str())
        .collect::<Vec<_>>();
    assert!(score.contains(&"10"), "Ana's row: {score:?}");
}
