//! The status line is whole (egui_kittest, read from what is painted): at 900 × 600 a change's
//! long message — over the picker in the window, in table mode's bar — is painted in full,
//! wrapped or in smaller type, never cut short with an ellipsis or by its clip, and the felt
//! keeps its rectangle while it shows.

use allfives::app::{App, Lang};
use egui::accesskit::Role;
use egui::{Key, Shape, Vec2};
use egui_kittest::kittest::Queryable;

mod common;
use common::ui::painted_felt as felt;
use common::ui::{H, harness_sized, key, painted_cut, painted_in_sight, painted_shapes, start};

/// Clicks the button labelled `label`, a tile written `2-4` by its name (`two-four`).
fn click(h: &mut H, label: &str) {
    let label = match label.parse::<allfives::engine::Tile>() {
        Ok(tile) if label.len() == 3 => allfives::app::tile_name(h.state().i18n(), tile),
        _ => label.to_string(),
    };
    common::ui::click(h, &label);
}

/// Whether a text containing `part` is painted whole: not cut short with an ellipsis, in sight
/// and not cut by its clip; what is wrong otherwise.
fn whole(h: &H, part: &str) -> Result<(), String> {
    let shapes = painted_shapes(h);
    let texts: Vec<_> = shapes
        .iter()
        .filter_map(|(_, s)| match s {
            Shape::Text(t) if t.galley.text().contains(part) => Some(t),
            _ => None,
        })
        .collect();
    if texts.is_empty() {
        return Err(format!("{part:?} is not painted"));
    }
    if let Some(t) = texts.iter().find(|t| t.galley.elided) {
        let shown: String = t.galley.rows.iter().map(|r| r.text()).collect();
        return Err(format!("cut short: {shown:?}"));
    }
    if painted_in_sight(h, part).is_none() {
        return Err(format!("{part:?} is not in sight"));
    }
    let cut = painted_cut(h, |_| true);
    if !cut.is_empty() {
        return Err(cut.join("\n"));
    }
    Ok(())
}

#[test]
fn a_changes_long_message_is_painted_whole_over_the_picker_and_in_table_mode_at_900_by_600() {
    let saves = tempfile::tempdir().unwrap();
    let mut h = harness_sized(App::new(saves.path(), Lang::En), Vec2::new(900.0, 600.0));
    start(&mut h, &["Ana", "Ben"]);
    click(&mut h, "Ana");
    for tile in ["5-5", "0-5", "3-5", "2-5", "5-6"] {
        click(&mut h, tile);
    }
    let window_felt = felt(&h);
    key(&mut h, Key::F11);
    let table_felt = felt(&h);
    key(&mut h, Key::F11);
    assert!(window_felt.is_some() && table_felt.is_some());
    // The lead was [0-5]: Ben's [0-5] no longer fits, and the message says where it stopped.
    let lead = h.get_by_role_and_label(Role::Button, "Ana: [5-5] 10 · Ana scores 10");
    lead.scroll_to_me();
    h.run();
    click(&mut h, "Ana: [5-5] 10 · Ana scores 10");
    click(&mut h, "Change");
    click(&mut h, "0-5");
    let end = "stopped there, 4 entries were not kept.";
    assert!(
        h.state()
            .view()
            .status
            .as_ref()
            .is_some_and(|s| allfives::app::status::status_text(h.state().i18n(), s)
                .ends_with(end)),
        "the change's message is the status line"
    );
    if let Err(e) = whole(&h, end) {
        panic!("the window: {e}");
    }
    assert_eq!(felt(&h), window_felt, "the window's felt moved");
    key(&mut h, Key::F11);
    if let Err(e) = whole(&h, end) {
        panic!("table mode: {e}");
    }
    assert_eq!(felt(&h), table_felt, "table mode's felt moved");
    // Over nothing else: a strip under the bar hid the tops of the names and the scores.
    let texts = common::ui::painted_texts(&h);
    let (at, _) = texts
        .iter()
        .find(|(_, t)| t.contains(end))
        .expect("the message is painted");
    let under: Vec<_> = texts
        .iter()
        .filter(|(r, t)| !t.contains(end) && r.intersects(at.shrink(1.0)))
        .collect();
    assert!(under.is_empty(), "table mode's message lies over {under:?}");
}
