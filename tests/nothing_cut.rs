//! Nothing painted is cut by its clip at 900 × 600 (egui_kittest, read from what is painted):
//! the moments of the shared matches where a text was — a settlement step half under the
//! award, a muggins ruling's last lines under the hand's log's foot — in English and Kreyòl.
//! A list shows whole steps and rows and scrolls to the others; nothing is sliced.

use allfives::app::{App, Lang};
use allfives::engine::Event;
use egui::Vec2;

mod common;
use common::ui::{harness_sized, painted_cut, painted_elided, save_events};

/// The moments (a shared match, its first lines) where a text was cut at 900 × 600.
const MOMENTS: [(&str, usize); 7] = [
    ("all-fives-own-3p.fives", 104),
    ("all-fives-own-3p.fives", 244),
    ("muggins-3p.fives", 83),
    ("all-fives-muggins-forfeit-3p.fives", 41),
    ("five-up-4p.fives", 146),
    ("all-fives-2p.fives", 160),
    ("all-fives-fives-scale.fives", 181),
];

#[test]
fn nothing_painted_at_900_by_600_is_cut_by_its_clip() {
    let mut found = Vec::new();
    for (record, lines) in MOMENTS {
        let text = std::fs::read_to_string(common::vectors().join("matches").join(record)).unwrap();
        let cut: String = text.lines().take(lines).map(|l| format!("{l}\n")).collect();
        let replayed = allfives::engine::record::replay(&cut);
        assert!(
            replayed.is_valid(),
            "{record} {lines}: {:?}",
            replayed.problems
        );
        let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
        let saves = tempfile::tempdir().unwrap();
        save_events(saves.path(), replayed.setup.unwrap(), &events);
        for lang in [Lang::En, Lang::Ht] {
            let h = harness_sized(App::new(saves.path(), lang), Vec2::new(900.0, 600.0));
            for cut in painted_cut(&h, |_| true) {
                found.push(format!("{record} ({lines} lines, {lang:?}): {cut}"));
            }
            // Nor cut short to a `…` (egui keeps the whole text in the galley): in the top bar
            // the rules were `All Fives ·…` and Undo `↶ Undo: Ben's tiles…`. Only Undo's
            // longest Kreyòl words (`Anile: Ben montre tuil ki rete nan men l`) still do not
            // fit the smallest type of its share of a 900-point bar; whole on hover.
            let undo = |text: &str| lang == Lang::Ht && text.starts_with('↶');
            for cut in painted_elided(&h).into_iter().filter(|t| !undo(t)) {
                found.push(format!(
                    "{record} ({lines} lines, {lang:?}): {cut:?} ends in …"
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
