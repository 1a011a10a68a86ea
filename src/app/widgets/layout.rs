//! The layout on its felt: the tiles where [`arrangement`] puts them, open ends marked, the
//! ends that take the tile being placed glowing and clickable, the last tile outlined (UI.md).

use std::sync::Arc;

use egui::{CornerRadius, Rect, Sense};

use super::open_ends::name_open_ends;
use super::tile::{TileLook, paint_glow, paint_tile, radius};
use crate::app::arrangement::{Arrangement, arrangement};
use crate::app::theme;
use crate::engine::{Layout, Place};

/// What the drawing of a layout depends on: the area and each node's tile, parent and ends.
fn drawing_key(layout: &Layout, area: Rect) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for v in [area.min.x, area.min.y, area.max.x, area.max.y] {
        v.to_bits().hash(&mut h);
    }
    for node in layout.nodes() {
        (
            node.tile.first(),
            node.tile.second(),
            node.parent,
            node.spinner,
        )
            .hash(&mut h);
        for end in &node.ends {
            (end.kind as u8, end.pips, end.covered_by).hash(&mut h);
        }
    }
    h.finish()
}

/// [`arrangement`], computed again only when the layout or the area changes (the search for
/// the best drawing takes a few milliseconds).
fn cached_arrangement(
    ctx: &egui::Context,
    id: egui::Id,
    layout: &Layout,
    area: Rect,
) -> Arc<Arrangement> {
    let key = drawing_key(layout, area);
    let id = id.with("domino-arrangement");
    if let Some((k, found)) = ctx.data(|d| d.get_temp::<(u64, Arc<Arrangement>)>(id))
        && k == key
    {
        return found;
    }
    let found = Arc::new(arrangement(layout, area));
    ctx.data_mut(|d| d.insert_temp(id, (key, found.clone())));
    found
}

/// The arrangement [`layout_view`] draws for `layout` in `area` (cached between frames), for
/// widgets drawn over it such as the arm compass.
pub fn view_arrangement(ctx: &egui::Context, layout: &Layout, area: Rect) -> Arc<Arrangement> {
    cached_arrangement(ctx, egui::Id::unique("layout-view"), layout, area)
}

/// Draws the layout in all the available space, on a felt-coloured table. `candidates` are the
/// places that take the tile being placed: their tiles glow and can be clicked. Every open end
/// is named for screen readers and tests by `end_name(node, end)` (`open end 5 on the spinner's
/// side`). `last` is outlined. Returns the node clicked, if any.
pub fn layout_view(
    ui: &mut egui::Ui,
    layout: &Layout,
    candidates: &[Place],
    last: Option<usize>,
    end_name: &dyn Fn(usize, usize) -> String,
) -> Option<usize> {
    let mut size = ui.available_size();
    if !size.x.is_finite() || size.x <= 0.0 {
        size.x = 600.0;
    }
    if !size.y.is_finite() || size.y <= 0.0 {
        size.y = 400.0;
    }
    let (response, painter) = ui.allocate_painter(size, Sense::hover());
    let area = response.rect;
    painter.rect_filled(area, CornerRadius::same(10), theme::felt(ui.visuals()));
    if layout.is_empty() {
        return None;
    }
    let arrangement = view_arrangement(ui.ctx(), layout, area);
    let s = arrangement.short;

    let taken: Vec<(usize, usize)> = candidates
        .iter()
        .filter_map(|p| Some((p.node?, p.end)))
        .collect();
    let candidates: Vec<usize> = taken.iter().map(|&(node, _)| node).collect();
    name_open_ends(ui, response.id, &arrangement, &taken, end_name);
    // Free ends that are not candidates: a faint dot just beyond the edge.
    let dot = theme::open_end_dot(ui.visuals());
    for mark in &arrangement.open {
        if !candidates.contains(&mark.node) {
            let p = mark.pos + mark.dir * (arrangement.gap + s * 0.22);
            painter.circle_filled(p, (s * 0.09).max(2.0), dot);
        }
    }

    // Halos first, so a glow never covers a neighbouring tile.
    let mut clicked = None;
    for t in &arrangement.tiles {
        if !candidates.contains(&t.node) {
            continue;
        }
        let id = response.id.with(("open-end", t.node));
        let hit = ui.interact(t.rect.expand(arrangement.gap + 2.0), id, Sense::click());
        let end = taken.iter().find(|(node, _)| *node == t.node).map(|p| p.1);
        let label = end.map(|end| end_name(t.node, end)).unwrap_or_default();
        hit.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
        if hit.hovered() {
            painter.rect_filled(
                t.rect.expand(s * 0.4 + 4.0),
                radius(s * 0.5),
                theme::GLOW.gamma_multiply(0.35),
            );
        }
        paint_glow(&painter, t.rect);
        if hit.clicked() {
            clicked = Some(t.node);
        }
        hit.on_hover_cursor(egui::CursorIcon::PointingHand);
    }
    for t in &arrangement.tiles {
        let look = TileLook {
            faded: false,
            glow: false,
            outline: last == Some(t.node),
        };
        paint_tile(&painter, t.rect, t.first, t.second, look);
    }
    clicked
}
