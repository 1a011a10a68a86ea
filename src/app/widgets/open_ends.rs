//! The layout's open ends as widgets of their own, so a screen reader can list them and tests can
//! find them by name (`open end 5 on the spinner's side`): one small area just beyond each free
//! end, named in the UI's language. The ends that take the tile being placed are named by the
//! clickable tile in [`crate::app::widgets::layout`] instead.

use egui::{Rect, Sense, Vec2};

use crate::app::arrangement::Arrangement;

/// Gives every open end of `arrangement` but those in `taken` (node, end) an accessible name,
/// `end_name(node, end)`, on a small area around the spot a tile would go. The areas only sense
/// hover: they never take a click from the layout.
pub fn name_open_ends(
    ui: &egui::Ui,
    id: egui::Id,
    arrangement: &Arrangement,
    taken: &[(usize, usize)],
    end_name: &dyn Fn(usize, usize) -> String,
) {
    let s = arrangement.short;
    for mark in &arrangement.open {
        if taken.contains(&(mark.node, mark.end)) {
            continue;
        }
        let centre = mark.pos + mark.dir * (arrangement.gap + s * 0.22);
        let area = Rect::from_center_size(centre, Vec2::splat((s * 0.5).max(8.0)));
        let response = ui.interact(area, id.with(("end", mark.node, mark.end)), Sense::hover());
        let name = end_name(mark.node, mark.end);
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &name));
    }
}
