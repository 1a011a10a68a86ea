//! A tile set down apart from its end, for the rare hand where every way of putting it against
//! the end would cover or touch another tile: a pocket between arms that a spinner's tip or a
//! turn led into (seen on random play, mostly Five Up with a spinner on every double).
//!
//! At a real table a player lays that tile where there is room, a little way off, and everyone
//! knows which end it is played on; the drawing does the same and draws a link from the end to
//! the tile ([`crate::app::arrangement::Link`]). The nearest free spot wins, looked for on a half-unit grid around
//! the end; past [`REACH`] the tile goes straight out beyond everything drawn, which is always
//! free. The spot depends only on the tiles already down, so it never moves afterwards.

use egui::{Pos2, Rect, Vec2, pos2};

use crate::app::arrangement::geometry::{CELL, CLEAR, Choice, Dir, GAP, Slot, body};
use crate::app::arrangement::weigh::Strict;
use crate::app::arrangement::weights::cost::OVERFLOW;
use crate::app::arrangement::world::World;
use crate::engine::layout::Node;

/// How far from its end a tile set apart is looked for on the grid (layout units).
pub(super) const REACH: f32 = 16.0;
/// The grid's step (layout units).
const STEP: f32 = 0.5;
/// How much farther than the nearest clear spot a spot set apart on a felt smaller than the
/// world's may lie when it keeps the tiles larger (layout units).
const NEARLY: f32 = 3.0;
/// A tile set apart (the value [`Choice::turn`] takes).
pub(super) const APART: u8 = 4;

impl World {
    /// Where node `i`, played on `slot`, goes when no way against the end is clear: the nearest
    /// spot (its touching edge's middle to the end's) where the tile and the cell beyond its
    /// next end stay [`CLEAR`] of every tile and the values of the other ends (`values`) stay
    /// uncovered — preferring spots ahead of the end, reached by a
    /// link that keeps off the tiles, whose own end could still take a tile, and first of all
    /// clear of the other open ends' room and of the space kept for tips —, else straight out
    /// beyond everything drawn. `None` only if even that is taken
    /// (it cannot be: nothing lies beyond the extent).
    pub(super) fn apart(
        &self,
        nodes: &[Node],
        slot: Slot,
        double: bool,
        cells: &[Rect],
        values: &[Rect],
    ) -> Option<Choice> {
        let nowhere = (usize::MAX, usize::MAX);
        let dirs = [slot.dir, slot.dir.cw(), slot.dir.ccw(), slot.dir.rev()];
        let mut spots: Vec<(f32, usize, Choice)> = Vec::new();
        let n = (REACH / STEP) as i32;
        for ix in -n..=n {
            for iy in -n..=n {
                let q = slot.at + Vec2::new(ix as f32, iy as f32) * STEP;
                let far = (q - slot.at).length();
                if far > REACH {
                    continue;
                }
                for (k, &dir) in dirs.iter().enumerate() {
                    let choice = Choice {
                        q,
                        dir,
                        rect: body(q, dir, double),
                        turn: APART,
                    };
                    spots.push((far, k, choice));
                }
            }
        }
        spots.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        // `careful`: the tile lies ahead of the end, the link keeps off the tiles and the
        // tile's own end could take a tile.
        let fits = |c: &Choice, strict: Strict, careful: bool| {
            let next = c.end(double, slot.course);
            self.clear(nodes, c.rect, nowhere, strict, cells, &[])
                && self.keeps_values(values, c, double, slot.course)
                && self.clear(nodes, next.cell(), nowhere, Strict::Tiles, &[], &[c.rect])
                && (!careful
                    || ((c.q - slot.at).dot(slot.dir.v()) >= CLEAR
                        && self.link_clear(slot.at, c.q)
                        && self.viable(nodes, next, &mut vec![c.rect], 1, Strict::Tiles)))
        };
        let levels = [
            (Strict::All, true),
            (Strict::Tiles, true),
            (Strict::Tiles, false),
        ];
        for (strict, careful) in levels {
            let mut found = spots.iter().filter(|(_, _, c)| fits(c, strict, careful));
            let Some(&(near, _, first)) = found.next() else {
                continue;
            };
            let Some(felt) = self.table.felt else {
                return Some(first);
            };
            // On a felt smaller than the world's: among the spots nearly as near, the one that
            // makes the view zoom out least (`arrangement/readable.rs`).
            let zoom = |c: &Choice| {
                let next = c.end(double, slot.course);
                let drawn = [
                    c.rect.expand(super::TILE_REACH),
                    next.cell().expand(super::CELL_REACH),
                ];
                self.outgrown(felt, &drawn) * felt.size.max_elem() * OVERFLOW
            };
            let best = std::iter::once((near, 0, first))
                .chain(
                    found
                        .copied()
                        .take_while(|(far, _, _)| *far <= near + NEARLY),
                )
                .map(|(far, _, c)| (far + zoom(&c), c))
                .fold(None::<(f32, Choice)>, |best, (cost, c)| match best {
                    Some((b, _)) if b <= cost => best,
                    _ => Some((cost, c)),
                });
            return best.map(|b| b.1);
        }
        // Straight out beyond everything drawn (and the space kept for tips).
        let mut beyond = self.extent;
        for r in &self.reserved {
            beyond = beyond.union(r.2);
        }
        let beyond = beyond.expand(CLEAR + CELL + 2.0 * GAP);
        let q = out_of(beyond, slot.at, slot.dir);
        let c = Choice {
            q,
            dir: slot.dir,
            rect: body(q, slot.dir, double),
            turn: APART,
        };
        fits(&c, Strict::Tiles, false).then_some(c)
    }

    /// Whether the link from `from` to `to` keeps off every tile by the gap between joined
    /// tiles, but the tile whose end it leaves.
    fn link_clear(&self, from: Pos2, to: Pos2) -> bool {
        let steps = ((to - from).length() / 0.05).ceil().max(1.0) as usize;
        let others: Vec<Rect> = self
            .tiles
            .iter()
            .map(|t| t.rect)
            .filter(|r| !r.expand(0.01).contains(from))
            .collect();
        (0..=steps).all(|s| {
            let p = from + (to - from) * (s as f32 / steps as f32);
            others.iter().all(|r| !r.expand(GAP).contains(p))
        })
    }
}

/// The point where a line from `at` running `dir` leaves `frame` (on its edge).
fn out_of(frame: Rect, at: Pos2, dir: Dir) -> Pos2 {
    match dir {
        Dir::Right => pos2(frame.max.x.max(at.x), at.y),
        Dir::Left => pos2(frame.min.x.min(at.x), at.y),
        Dir::Down => pos2(at.x, frame.max.y.max(at.y)),
        Dir::Up => pos2(at.x, frame.min.y.min(at.y)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::arrangement::geometry::WorldTile;
    use crate::engine::{SpinnerPolicy, Tile};
    use egui::vec2;

    #[test]
    fn a_tile_walled_off_its_end_goes_to_the_nearest_clear_spot_ahead() {
        let mut layout = crate::engine::Layout::new(SpinnerPolicy::FirstDouble);
        let lead = Tile::new(5, 3).unwrap();
        layout.place(lead, layout.places(lead)[0]).unwrap();
        let mut world = World::build(&layout);
        // The lead lies from x = −1 to 1; its right end is at (1, 0). A tile stands across it
        // just beyond, as if another arm had come round.
        let right = world.slot(0, 1).unwrap();
        assert_eq!((right.at, right.dir), (pos2(1.0, 0.0), Dir::Right));
        let wall = Rect::from_min_size(pos2(1.5, -1.0), vec2(1.0, 2.0));
        world.tiles.push(WorldTile {
            node: 0,
            rect: wall,
            vertical: true,
            first: 6,
            second: 6,
        });
        for double in [false, true] {
            let found = world
                .apart(layout.nodes(), right, double, &[], &[])
                .unwrap();
            assert_eq!(found.turn, APART);
            // Clear of the lead and of the wall by CLEAR, ahead of the end, and near it.
            for r in [world.tiles[0].rect, wall] {
                assert!(!r.expand(CLEAR - 0.01).intersects(found.rect), "{found:?}");
            }
            assert!((found.q - right.at).x >= CLEAR, "{found:?}");
            assert!((found.q - right.at).length() <= 2.0, "{found:?}");
            assert!(world.link_clear(right.at, found.q), "{found:?}");
        }
    }
}
