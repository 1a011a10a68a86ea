//! Nothing painted is cut by its clip at 900 × 600 (egui_kittest, read from what is painted):
//! the moments of the shared matches where a text was — a settlement step half under the
//! award, a muggins ruling's last lines under the hand's log's foot — in English and Kreyòl.
//! A list shows whole steps and rows and scrolls to the others; nothing is sliced, also when the
//! end-of-hand entries scroll to the pip total being typed.

use allfives::app::{App, Lang};
use allfives::engine::Event;
use egui::{Key, Shape, Vec2};

mod common;
use common::ui::{
    digit, harness_sized, key, painted_cut, painted_elided, painted_in_sight, painted_shapes,
    save_events,
};

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

/// The shapes painted inside the list that paints `inside` (a text of one of its rows: the
/// list's clip is that text's) and cut by their clip, as `RECT cut by CLIP`: a row or a line
/// sliced at the list's top or foot.
fn sliced_in_list(h: &common::ui::H, inside: &str) -> Vec<String> {
    let shapes = painted_shapes(h);
    let list = shapes
        .iter()
        .find_map(|(clip, shape)| match shape {
            Shape::Text(t) if t.galley.text() == inside => Some(*clip),
            _ => None,
        })
        .unwrap_or_else(|| panic!("{inside:?} is not painted"));
    shapes
        .iter()
        .filter(|(clip, _)| list.expand(0.5).contains_rect(*clip))
        .filter_map(|(clip, shape)| {
            let at = shape.visual_bounding_rect();
            let seen = at.intersect(*clip);
            let cut =
                seen.width() > 0.5 && seen.height() > 0.5 && !clip.expand(0.5).contains_rect(at);
            cut.then(|| format!("{at:?} cut by {clip:?}"))
        })
        .collect()
}

#[test]
fn the_hand_end_entries_scrolled_to_the_total_typed_slice_no_row_at_900_by_600() {
    // assets/screenshots/hand-end.fives: Ana's [6-2] dominoes, Ben types 11 on the keys. The
    // list scrolled to his field and cut a row of tiles (the window) or the hint's line
    // (table mode) at its top.
    let text = std::fs::read_to_string("assets/screenshots/hand-end.fives").unwrap();
    let replayed = allfives::engine::record::replay(&text);
    assert!(replayed.is_valid(), "{:?}", replayed.problems);
    let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    let mut found = Vec::new();
    for lang in [Lang::En, Lang::Ht] {
        for table in [false, true] {
            let saves = tempfile::tempdir().unwrap();
            save_events(saves.path(), replayed.setup.clone().unwrap(), &events);
            let mut h = harness_sized(App::new(saves.path(), lang), Vec2::new(900.0, 600.0));
            if table {
                key(&mut h, Key::F11);
            }
            for d in [6, 2, 1, 1] {
                key(&mut h, digit(d));
            }
            // The field's label, in the list's clip (the field has a clip of its own).
            let label = h.state().i18n().t("pip-total");
            for seen in [label.as_str(), "11"] {
                assert!(
                    painted_in_sight(&h, seen).is_some(),
                    "{lang:?}, table mode {table}: {seen:?} is out of sight"
                );
            }
            for cut in sliced_in_list(&h, &label) {
                found.push(format!("{lang:?}, table mode {table}: {cut}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
