//! The numbers on the candidate ends of a tile that fits several places: the digit that picks
//! each end (keyboard entry), and the one Enter would pick, highlighted.
//!
//! [`EndMarks`] is what the layout widget is given; until the layout widget draws them itself,
//! [`paint_end_marks`] draws each number in a badge just beyond its open end, in space no tile
//! uses (UI.md: no label covers a tile).

use egui::{Align2, FontId, Rect, Stroke};

use crate::app::theme;
use crate::app::widgets::layout::view_arrangement;
use crate::engine::{Layout, Place, Tile};

/// The numbered candidate ends of the tile being placed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndMarks {
    /// Each candidate end: the node it is on, the end's index on that node, and its number
    /// (1, 2, … in the order the ends are listed).
    pub numbers: Vec<(usize, usize, u8)>,
    /// The node of the end Enter would pick.
    pub highlight: Option<usize>,
}

impl EndMarks {
    /// The marks for `tile` on `layout`, the `highlight`-th place (0-based) highlighted; none
    /// when the tile fits fewer than two places.
    #[must_use]
    pub fn of(layout: &Layout, tile: Option<Tile>, highlight: usize) -> EndMarks {
        let places: Vec<Place> = tile.map(|t| layout.places(t)).unwrap_or_default();
        if places.len() < 2 {
            return EndMarks::default();
        }
        let numbers = places
            .iter()
            .zip(1u8..)
            .filter_map(|(p, n)| p.node.map(|node| (node, p.end, n)))
            .collect();
        EndMarks {
            numbers,
            highlight: places.get(highlight).and_then(|p| p.node),
        }
    }
}

/// Draws the numbers of `marks` beyond their open ends on the layout drawn in `area` (the same
/// area the layout widget was given).
pub fn paint_end_marks(ui: &egui::Ui, layout: &Layout, area: Rect, marks: &EndMarks) {
    if marks.numbers.is_empty() {
        return;
    }
    let arrangement = view_arrangement(ui.ctx(), layout, area);
    let painter = ui.painter_at(area);
    let radius = (arrangement.short * 0.42).clamp(13.0, 30.0);
    for &(node, end, number) in &marks.numbers {
        let Some(mark) = arrangement
            .open
            .iter()
            .find(|m| m.node == node && m.end == end)
            .or_else(|| arrangement.open.iter().find(|m| m.node == node))
        else {
            continue;
        };
        let centre = mark.pos + mark.dir * (arrangement.gap + radius * 1.15);
        // Inside the felt, whatever the end's place.
        let inside = area.shrink(radius + 2.0);
        let centre = egui::pos2(
            centre
                .x
                .clamp(inside.left(), inside.right().max(inside.left())),
            centre
                .y
                .clamp(inside.top(), inside.bottom().max(inside.top())),
        );
        let lit = marks.highlight == Some(node);
        let fill = if lit { theme::GLOW } else { theme::END_BADGE };
        painter.circle(centre, radius, fill, Stroke::new(2.0, theme::TILE_BORDER));
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            number.to_string(),
            FontId::proportional(radius * 1.3),
            theme::PIP,
        );
    }
}
