//! How the table in layout units ([`crate::app::arrangement::world`]) maps onto the felt: one scale and one
//! offset, like a map that zooms and re-centres as the layout grows. Nothing else changes from
//! one placement to the next, so a tile keeps its place and its turn relative to the others.

use egui::{Pos2, Rect, Vec2, vec2};

/// How layout units map onto the screen: `screen = world × scale + offset`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct View {
    /// Points per layout unit (a tile's short side on the screen).
    pub scale: f32,
    /// Where the layout's origin (the lead's centre) lands on the screen.
    pub offset: Vec2,
}

impl View {
    /// A point of the layout on the screen.
    #[must_use]
    pub fn pos(&self, p: Pos2) -> Pos2 {
        (p.to_vec2() * self.scale + self.offset).to_pos2()
    }

    /// A rectangle of the layout on the screen.
    #[must_use]
    pub fn rect(&self, r: Rect) -> Rect {
        Rect::from_min_max(self.pos(r.min), self.pos(r.max))
    }
}

/// How much smaller (×) the tiles may get so the lead (or spinner) stays in the middle of the felt
/// rather than the middle of what is drawn (UI.md: the spinner in the middle).
const CENTRED: f32 = 0.9;

/// The gap kept between the drawing and the felt's edge (points).
pub const MARGIN: f32 = 2.0;

/// The view that shows all of `bbox` (layout units) in `area` with the largest scale up to
/// `max_scale`, centred on `centre` (the lead) when that costs at most 10% of the scale and
/// leaves tiles readable ([`READABLE`](crate::app::arrangement::READABLE)), else on the middle of
/// `bbox`.
#[must_use]
pub fn fit(bbox: Rect, area: Rect, max_scale: f32, centre: Pos2) -> View {
    let area = area.shrink(MARGIN);
    let size = vec2(area.width().max(1.0), area.height().max(1.0));
    let boxed = (size.x / bbox.width().max(0.01))
        .min(size.y / bbox.height().max(0.01))
        .min(max_scale);
    let half = vec2(
        (centre.x - bbox.min.x).max(bbox.max.x - centre.x),
        (centre.y - bbox.min.y).max(bbox.max.y - centre.y),
    );
    let centred = (size.x / (2.0 * half.x).max(0.01))
        .min(size.y / (2.0 * half.y).max(0.01))
        .min(max_scale);
    // Never below readable tiles for it, when centring on the drawing keeps them larger.
    let readable = centred >= crate::app::arrangement::READABLE || centred >= boxed;
    let (scale, middle) = if centred >= CENTRED * boxed && readable {
        (centred, centre)
    } else {
        (boxed, bbox.center())
    };
    View {
        scale,
        offset: area.center().to_vec2() - middle.to_vec2() * scale,
    }
}

/// A corner of the felt (the compass keeps [`COMPASS_CORNER`]; the others name where it is not).
#[allow(dead_code)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Corner {
    /// Top left.
    TopLeft,
    /// Top right.
    TopRight,
    /// Bottom left.
    BottomLeft,
    /// Bottom right.
    BottomRight,
}

impl Corner {
    /// The rectangle of `size` in this corner of `area`.
    #[must_use]
    pub fn rect(self, area: Rect, size: Vec2) -> Rect {
        let area = area.shrink(MARGIN);
        let min = match self {
            Corner::TopLeft => area.min,
            Corner::TopRight => Pos2::new(area.max.x - size.x, area.min.y),
            Corner::BottomLeft => Pos2::new(area.min.x, area.max.y - size.y),
            Corner::BottomRight => area.max - size,
        };
        Rect::from_min_size(min, size)
    }
}

/// The corner the arm compass keeps, the same for every hand, so it never moves within one (a
/// compass that changed corners from one placement to the next had players looking for it);
/// the view slides the drawing away from it or zooms out to keep it free. The top right: a line's arms turn clockwise at the felt's edge
/// (`arrangement/world.rs`), the west arm up into the top left and the east arm down into the
/// bottom right, so the top right is the corner a two-armed line leaves free longest.
pub const COMPASS_CORNER: Corner = Corner::TopRight;

/// Like [`fit`], keeping a rectangle of `keep` points in `corner` of `area` clear of every
/// rectangle of `items` (layout units: tiles and what is drawn beyond them): the full fit when
/// it leaves the corner clear, else the largest scale at which the drawing, centred as [`fit`]
/// centres it or slid away from the corner (across, up or down, or both, as far as `area`
/// allows), leaves it clear. Returns the view and the corner's rectangle.
#[must_use]
pub fn fit_clear_of(
    items: &[Rect],
    bbox: Rect,
    area: Rect,
    max_scale: f32,
    centre: Pos2,
    keep: Vec2,
    corner: Corner,
) -> (View, Rect) {
    let spot = corner.rect(area, keep);
    let free = |view: &View| items.iter().all(|r| !view.rect(*r).intersects(spot));
    let full = fit(bbox, area, max_scale, centre);
    if free(&full) {
        return (full, spot);
    }
    // The drawing at `scale`, centred where the full fit centres it, else slid away.
    let clear_at = |scale: f32| -> Option<View> {
        let centred = View {
            scale,
            offset: area.center().to_vec2()
                - ((area.center() - full.offset).to_vec2() / full.scale) * scale,
        };
        std::iter::once(centred)
            .chain(slid(centred, bbox, area, corner))
            .find(|v| free(v))
    };
    let (mut lo, mut hi) = (0.0_f32, full.scale);
    let mut best = clear_at(lo.max(0.01)).unwrap_or(full);
    for _ in 0..18 {
        let mid = 0.5 * (lo + hi);
        match clear_at(mid) {
            Some(view) => {
                lo = mid;
                best = view;
            }
            None => hi = mid,
        }
    }
    (best, spot)
}

/// `view` with the drawing of `bbox` slid as far from `corner` as `area` allows: across, up or
/// down, and both.
fn slid(view: View, bbox: Rect, area: Rect, corner: Corner) -> [View; 3] {
    let area = area.shrink(MARGIN);
    let drawn = view.rect(bbox);
    let left = matches!(corner, Corner::TopLeft | Corner::BottomLeft);
    let top = matches!(corner, Corner::TopLeft | Corner::TopRight);
    let dx = if left {
        (area.max.x - drawn.max.x).max(0.0)
    } else {
        (area.min.x - drawn.min.x).min(0.0)
    };
    let dy = if top {
        (area.max.y - drawn.max.y).max(0.0)
    } else {
        (area.min.y - drawn.min.y).min(0.0)
    };
    let moved = |d: Vec2| View {
        offset: view.offset + d,
        ..view
    };
    [
        moved(vec2(dx, 0.0)),
        moved(vec2(0.0, dy)),
        moved(vec2(dx, dy)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn a_fit_keeps_the_lead_in_the_middle_unless_that_costs_too_much() {
        let area = Rect::from_min_size(
            Pos2::ZERO,
            vec2(1000.0 + 2.0 * MARGIN, 500.0 + 2.0 * MARGIN),
        );
        // Symmetric: the lead in the middle, the scale from the height (10 units).
        let view = fit(
            Rect::from_min_max(pos2(-5.0, -5.0), pos2(5.0, 5.0)),
            area,
            100.0,
            Pos2::ZERO,
        );
        assert_eq!(view.scale, 50.0);
        assert_eq!(view.pos(Pos2::ZERO), area.center());
        // Lopsided: all on one side; centring would halve the tiles, so the box is centred.
        let lopsided = Rect::from_min_max(pos2(-1.0, -1.0), pos2(19.0, 1.0));
        let view = fit(lopsided, area, 100.0, Pos2::ZERO);
        assert_eq!(view.scale, 50.0);
        assert_eq!(view.pos(lopsided.center()), area.center());
        // A small layout stops at the largest tiles.
        let view = fit(
            Rect::from_min_max(pos2(-1.0, -1.0), pos2(1.0, 1.0)),
            area,
            55.0,
            Pos2::ZERO,
        );
        assert_eq!(view.scale, 55.0);
    }

    #[test]
    fn the_kept_corner_is_clear_of_every_item() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(800.0, 500.0));
        // A cross filling the area: every corner is free at the full fit.
        let items = [
            Rect::from_min_max(pos2(-8.0, -0.5), pos2(8.0, 0.5)),
            Rect::from_min_max(pos2(-0.5, -5.0), pos2(0.5, 5.0)),
        ];
        let bbox = Rect::from_min_max(pos2(-8.0, -5.0), pos2(8.0, 5.0));
        let keep = vec2(100.0, 100.0);
        let (view, spot) =
            fit_clear_of(&items, bbox, area, 100.0, Pos2::ZERO, keep, Corner::TopLeft);
        assert_eq!(view, fit(bbox, area, 100.0, Pos2::ZERO));
        assert_eq!(spot, Corner::TopLeft.rect(area, keep));
        // A tile in every corner: the view gives up a column or a row for the compass.
        let mut items = items.to_vec();
        for (x, y) in [(-8.0, -5.0), (7.0, -5.0), (-8.0, 4.0), (7.0, 4.0)] {
            items.push(Rect::from_min_size(pos2(x, y), vec2(1.0, 1.0)));
        }
        let (view, spot) =
            fit_clear_of(&items, bbox, area, 100.0, Pos2::ZERO, keep, Corner::TopLeft);
        assert_eq!(
            spot,
            Corner::TopLeft.rect(area, keep),
            "the corner asked for"
        );
        assert!(view.scale < fit(bbox, area, 100.0, Pos2::ZERO).scale);
        for r in &items {
            assert!(!view.rect(*r).intersects(spot), "{r:?} under the compass");
            assert!(area.contains_rect(view.rect(*r)));
        }
    }
}
