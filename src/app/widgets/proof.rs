//! The proof of a count, painted over the layout: every counted end labelled with its value
//! just beyond its tile — a free half its pips, a double that still counts (a spinner while a
//! side is open) both halves, `10` over `5×2` (RULES.md §1). Used by Recount and to show a
//! muggins ruling (RULES.md §6). The terms come from the engine
//! ([`crate::engine::Layout::counted_ends`]); the positions from the layout's arrangement.

use egui::{Align2, FontId, Rect, Sense, Vec2};

use crate::app::arrangement::labels::{label_obstacles, label_spot};
use crate::app::i18n::{Arg, I18n};
use crate::app::theme;
use crate::app::widgets::layout::view_arrangement;
use crate::engine::Layout;

/// Labels each counted end of `layout`, drawn by the layout widget on a felt at `felt`, in
/// `area` (the felt or a part of it). Each label is also a widget for screen readers and tests:
/// `0 on [5-0]`, `10 on [5-5]`.
pub fn labels(ui: &egui::Ui, i18n: &I18n, layout: &Layout, felt: Rect, area: Rect) {
    if layout.is_empty() {
        return;
    }
    let arrangement = view_arrangement(ui.ctx(), layout, felt, area);
    let painter = ui.painter_at(area);
    let size = (arrangement.short * 0.6).clamp(theme::PROOF_MIN, theme::PROOF_MAX);
    let terms = layout.counted_ends();
    // What a label keeps clear of (UI.md: every label sits in space no tile uses): just beyond
    // its end, the tiles, the pips written at the other open ends, the compass and the labels
    // placed before it; moved, all that with the tiles' glow and every end's badge as well.
    let mut obstacles = label_obstacles(&arrangement);
    let counted = |node: usize, end: usize| terms.iter().any(|t| t.node == node && t.end == end);
    let mut near: Vec<Rect> = arrangement
        .tiles
        .iter()
        .map(|t| t.rect)
        .chain(
            arrangement
                .values
                .iter()
                .filter(|v| !counted(v.node, v.end))
                .map(|v| v.cell),
        )
        .chain(arrangement.kept)
        .collect();
    for term in terms.iter().copied() {
        let Some(tile) = arrangement.tiles.iter().find(|t| t.node == term.node) else {
            continue;
        };
        let mark = arrangement
            .open
            .iter()
            .find(|m| m.node == term.node && m.end == term.end);
        // Just beyond the end, where the next tile would go; a double with no free mark (it
        // cannot happen for a counted end, but never panic) gets its label on the tile.
        let beyond = |radius: f32| {
            let centre = match mark {
                Some(m) => m.pos + m.dir * (arrangement.gap + radius + 2.0),
                None => tile.rect.center(),
            };
            Rect::from_center_size(inside(area, radius, centre), Vec2::splat(2.0 * radius))
        };
        // Where tiles are drawn small the label is larger than the room beyond its end: it
        // goes to the nearest free spot around the end instead, over nothing else; where none
        // is, smaller; where even that finds none, it takes its end's own cell, which no tile
        // or other pip uses.
        let clear = |r: Rect| near.iter().all(|o| !o.intersects(r));
        let placed = [size, size * SMALLER].into_iter().find_map(|size| {
            let chip = beyond(size * 0.75);
            if clear(chip) || mark.is_none() {
                return Some((size, chip));
            }
            let m = mark?;
            label_spot(&arrangement, &obstacles, m.cell, m.dir, chip.size(), area)
                .map(|spot| (size, spot))
        });
        let (size, chip) = placed.unwrap_or_else(|| {
            let cell = mark.map_or(tile.rect, |m| m.cell);
            let side = cell.width().min(cell.height());
            (
                side / 1.5,
                Rect::from_center_size(cell.center(), Vec2::splat(side)),
            )
        });
        let radius = size * 0.75;
        let centre = chip.center();
        obstacles.push(chip);
        near.push(chip);
        painter.circle(
            centre,
            radius,
            theme::PROOF_CHIP,
            egui::Stroke::new(2.0, theme::accent(ui)),
        );
        let value = term.value.to_string();
        let node = &layout.nodes()[term.node];
        if term.double {
            let half = node.tile.first();
            painter.text(
                centre - Vec2::new(0.0, size * 0.18),
                Align2::CENTER_CENTER,
                &value,
                FontId::proportional(size * 0.8),
                theme::PROOF_TEXT,
            );
            painter.text(
                centre + Vec2::new(0.0, size * 0.42),
                Align2::CENTER_CENTER,
                format!("{half}×2"),
                FontId::proportional(size * 0.38),
                theme::PROOF_TEXT,
            );
        } else {
            painter.text(
                centre,
                Align2::CENTER_CENTER,
                &value,
                FontId::proportional(size),
                theme::PROOF_TEXT,
            );
        }
        let said = i18n.tr(
            "proof-end",
            &[
                ("value", Arg::S(&value)),
                ("tile", Arg::S(&node.tile.to_string())),
            ],
        );
        let id = ui.scope_id().with(("proof", term.node, term.end));
        ui.interact(chip, id, Sense::hover())
            .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &said));
    }
}

/// How much smaller (×) a label is tried where no spot around its end holds it at its size.
const SMALLER: f32 = 0.75;

/// `centre` moved as little as needed for a circle of `radius` around it to lie in `area`; on
/// an axis where `area` is narrower than the circle, the middle of `area` (a felt too small for
/// the label never makes the clamp's bounds cross).
fn inside(area: Rect, radius: f32, centre: egui::Pos2) -> egui::Pos2 {
    let axis = |min: f32, max: f32, v: f32| {
        if max - min >= 2.0 * radius {
            v.clamp(min + radius, max - radius)
        } else {
            (min + max) / 2.0
        }
    };
    egui::pos2(
        axis(area.min.x, area.max.x, centre.x),
        axis(area.min.y, area.max.y, centre.y),
    )
}

#[cfg(test)]
mod tests {
    use super::inside;
    use egui::{Rect, pos2};

    #[test]
    fn a_label_stays_on_the_felt_and_a_felt_smaller_than_the_label_is_no_panic() {
        let felt = Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 40.0));
        // Beyond the right edge: pulled back so the whole circle of radius 10 is on the felt.
        assert_eq!(inside(felt, 10.0, pos2(130.0, 20.0)), pos2(90.0, 20.0));
        // A felt 16 points tall for a label 20 across: the middle of the felt, not a panic
        // (the clamp's bounds 10 and 6 used to cross).
        let short = Rect::from_min_max(pos2(0.0, 0.0), pos2(100.0, 16.0));
        assert_eq!(inside(short, 10.0, pos2(50.0, 0.0)), pos2(50.0, 8.0));
    }
}
