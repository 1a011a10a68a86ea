//! Where the words beside an open end's pip go (`counts 6` beside [3-3]'s `3`): in points, on
//! the felt as drawn, since the words keep a readable size whatever the zoom while the room
//! kept around an end shrinks with it. The tiles never move for a label: it takes the nearest
//! free spot around its pip — beyond it, along the arm, first; else beside it, across the arm;
//! else a little further off — clear of every tile with what is drawn around it (glow,
//! ring, outline), of every open end's pip and badge, of the links, of the compass's corner and
//! of the labels placed before it, and whole on the felt.

use egui::{Pos2, Rect, Vec2};

use crate::app::arrangement::Arrangement;

/// How far from its pip's cell a label may go (tile widths): further off it no longer reads as
/// the pip's.
const REACH: f32 = 2.5;
/// ... and at least this far (points), where tiles are drawn small.
const REACH_LEAST: f32 = 40.0;
/// The grid the spots are looked for on (points).
const STEP: f32 = 2.0;
/// The clearance between a label and anything else (points).
const CLEARANCE: f32 = 2.0;
/// What turning away from straight ahead costs a spot, against its distance (points per
/// radian): a spot beside the pip wins over one ahead only when it is about 9 points nearer,
/// one behind it about 19.
const TURN: f32 = 6.0;

/// How tall an open end's pip is written for tiles `short` points wide (points): large enough
/// to read across the table, never huge.
#[must_use]
pub fn pip_size(short: f32) -> f32 {
    (short * 0.72).clamp(13.0, 40.0)
}

/// The radius of a candidate end's badge (the circle with its arrow) for tiles `short` points
/// wide (points).
#[must_use]
pub fn badge_radius(short: f32) -> f32 {
    (short * 0.42).clamp(10.0, 28.0)
}

/// Everything a label beside a pip must keep clear of on the felt (points): the tiles with their
/// glow, ring and outline, each open end's cell with its pip and its badge (whether or not a
/// badge shows now, so a label keeps its spot while a tile is being placed), and the compass's
/// corner.
#[must_use]
pub fn label_obstacles(arrangement: &Arrangement) -> Vec<Rect> {
    let s = arrangement.short;
    // A candidate's glow reaches about a quarter of a tile width (`widgets/tile.rs`), a
    // spinner's ring and the last tile's outline less.
    let around_tile = (s * 0.26).max(4.0);
    // A candidate's badge, a circle on the cell's centre, and the pip written there.
    let badge = badge_radius(s);
    let tiles = arrangement.tiles.iter().map(|t| t.rect.expand(around_tile));
    let cells = arrangement
        .open
        .iter()
        .map(|o| o.cell)
        .chain(arrangement.values.iter().map(|v| v.cell))
        .map(|c| {
            let pip = Rect::from_center_size(c.center(), Vec2::splat(pip_size(s)));
            c.union(pip)
                .union(Rect::from_center_size(c.center(), Vec2::splat(2.0 * badge)))
        });
    let compass = arrangement.kept.map(|k| k.expand(super::EDGE)).into_iter();
    tiles.chain(cells).chain(compass).collect()
}

/// Where a label of `size` points beside the pip whose cell is `cell` (pointing `dir`, the arm's
/// outward direction) goes on `felt`: the nearest spot to the cell, straight ahead weighing
/// more than beside and beside more than behind ([`TURN`]), whose rectangle is whole on the
/// felt and keeps [`CLEARANCE`] from every rectangle of `obstacles` and every link of
/// `arrangement`. `None` when no spot within
/// [`REACH`] tile widths of the cell is free.
#[must_use]
pub fn label_spot(
    arrangement: &Arrangement,
    obstacles: &[Rect],
    cell: Rect,
    dir: Vec2,
    size: Vec2,
    felt: Rect,
) -> Option<Rect> {
    let reach = (REACH * arrangement.short).max(REACH_LEAST);
    let room = felt.shrink(super::view::MARGIN + CLEARANCE);
    let across = dir.rot90();
    let n = ((reach + 0.5 * size.max_elem() + 0.5 * cell.size().max_elem()) / STEP).ceil() as i32;
    let mut spots: Vec<(f32, Rect)> = Vec::new();
    for i in -n..=n {
        for j in -n..=n {
            let offset = Vec2::new(i as f32, j as f32) * STEP;
            let rect = Rect::from_center_size(cell.center() + offset, size);
            let far = gap_between(rect, cell);
            if !(CLEARANCE..=reach).contains(&far) || !room.contains_rect(rect) {
                continue;
            }
            let turn = offset.dot(across).atan2(offset.dot(dir)).abs();
            spots.push((far + TURN * turn, rect));
        }
    }
    spots.sort_by(|a, b| a.0.total_cmp(&b.0));
    spots.into_iter().map(|(_, r)| r).find(|r| {
        let kept = r.expand(CLEARANCE);
        obstacles.iter().all(|o| !o.intersects(kept))
            && arrangement
                .links
                .iter()
                .all(|l| !crosses(kept, l.from, l.to))
    })
}

/// The shortest distance between `a` and `b` (0 when they touch or overlap).
fn gap_between(a: Rect, b: Rect) -> f32 {
    let dx = (b.min.x - a.max.x).max(a.min.x - b.max.x).max(0.0);
    let dy = (b.min.y - a.max.y).max(a.min.y - b.max.y).max(0.0);
    dx.hypot(dy)
}

/// Whether the segment from `a` to `b` passes through `r` (looked at every point).
fn crosses(r: Rect, a: Pos2, b: Pos2) -> bool {
    let steps = ((b - a).length().ceil() as usize).max(1);
    (0..=steps).any(|k| r.contains(a + (b - a) * (k as f32 / steps as f32)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{pos2, vec2};

    #[test]
    fn distances_between_rectangles_are_the_gap_between_their_edges() {
        let a = Rect::from_min_size(pos2(0.0, 0.0), vec2(10.0, 10.0));
        assert_eq!(gap_between(a, a.translate(vec2(13.0, 0.0))), 3.0);
        assert_eq!(gap_between(a, a.translate(vec2(13.0, 14.0))), 5.0);
        assert_eq!(gap_between(a, a.translate(vec2(5.0, 5.0))), 0.0);
        assert!(crosses(a, pos2(-5.0, 5.0), pos2(15.0, 5.0)));
        assert!(!crosses(a, pos2(-5.0, 15.0), pos2(15.0, 15.0)));
    }
}
