//! The replay's charts number their axes (egui_kittest, read from what is painted): on a long
//! replay the score race's x axis kept only `0`, egui_plot dropping the numbers that crowded
//! and fading the close ones.

use allfives::app::{App, Lang};
use allfives::store::{self, exchange};
use egui::Vec2;

use egui_kittest::kittest::{NodeT, Queryable};

mod common;

#[test]
fn a_long_replays_score_race_numbers_its_steps() {
    let dir = tempfile::tempdir().unwrap();
    let text =
        std::fs::read_to_string(common::vectors().join("matches/all-fives-2p.fives")).unwrap();
    let save = exchange::import(&text).unwrap();
    store::save(&dir.path().join("long.ron"), &save).unwrap();
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(900.0, 600.0)] {
        let mut app = App::new(dir.path(), Lang::En);
        app.history_mut().scan_in_foreground = true;
        let mut h = common::ui::harness_sized(app, size);
        h.get_by_role_and_label(egui::accesskit::Role::Button, "History")
            .click();
        h.run();
        let row = h
            .query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
            .find(|n| {
                n.accesskit_node()
                    .label()
                    .is_some_and(|l| l.starts_with("20"))
            })
            .expect("the match's row");
        row.click();
        h.run();
        h.get_by_role_and_label(egui::accesskit::Role::Button, "↺ Replay")
            .click();
        h.run();
        let steps = h.state().history().replay.as_ref().unwrap().steps.len();
        assert!(steps > 60, "{steps} steps");
        let chart = h
            .get_by_role_and_label(egui::accesskit::Role::Image, "Score race")
            .rect();
        let numbers: Vec<i64> = common::painted_texts(&h)
            .into_iter()
            .filter(|(r, _)| {
                r.center().y > chart.bottom()
                    && r.center().y < chart.bottom() + 25.0
                    && r.center().x > chart.left()
                    && r.center().x < chart.right()
            })
            .filter_map(|(_, s)| s.parse().ok())
            .collect();
        assert!(
            numbers.len() >= 4 && numbers.iter().any(|&n| n >= 40),
            "{size:?}: the x axis reads {numbers:?} over {steps} steps"
        );
    }
}
