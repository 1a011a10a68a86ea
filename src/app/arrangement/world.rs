//! Where each tile lies on the table, in layout units: one unit is a tile's short side, so a
//! tile is 2 × 1 and a double across its line 1 × 2. The lead lies at the origin.
//!
//! Tiles are laid one at a time, in placement order, each given only the tiles before it
//! (UI.md "Drawing the layout, rule by rule"), so a tile never moves or turns once it is drawn:
//! the screen only zooms and re-centres ([`crate::app::arrangement::view`]). Each new tile goes
//! straight on from its end unless that would run it off the table ([`Table::WORLD`], the felt of a
//! 1280 × 800 window at readable tiles; Five Up's on a smaller felt fitted to it,
//! [`Table::for_felt`]), following what is drawn and growing only in both directions alike, or
//! near another tile; then it turns a corner — never with a double, which lies across its line,
//! so a plain tile turns early enough to leave a double room straight on — toward the side with
//! more room (clockwise on a tie, so four arms make a pinwheel), keeping out of the compass's
//! corner, and after that keeps to its two ways, a staircase outward; it runs back along the
//! table's edge only short of the next arm. An arm of spinners (Five Up) turns too, giving up
//! the space kept for a tip, rather than run on and make the view shrink every tile. A spinner
//! keeps the space for the first tile on each tip free from the moment it is drawn, and every
//! open end keeps the room for its next tile, a plain one or a double, free. How each move is
//! weighed is in `arrangement/weigh.rs`.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

use crate::app::arrangement::Link;
use crate::app::arrangement::geometry::{
    CLEAR, Choice, Course, Dir, GAP, Slot, WorldTile, body, halves, overlaps, shared, tip_dirs,
};
pub use crate::app::arrangement::weights::Felt;
use crate::app::arrangement::weights::{Around, COMPASS, Strict, cost};
use crate::engine::layout::Node;
use crate::engine::{Layout, SpinnerPolicy};

/// The size of the table the arms grow on before the view has to zoom out further (layout
/// units, centred on what is drawn): arms run straight until they near its edge, then turn.
/// About the shape of the felt; 24 × 11.5 units keeps tiles 60 points long or more on the felt
/// of a 1280 × 800 window (about 818 × 405 points, with the compass's corner and what is drawn
/// beyond the tiles) and in a 900 × 500 area.
const WORLD_SIZE: Vec2 = vec2(24.0, 11.5);

/// The table the arms grow on: [`Table::WORLD`], or a smaller one fitted to a felt
/// ([`Table::for_felt`]), with the corner of it the compass keeps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Table {
    /// Its size (layout units), centred on what is drawn ([`World::frame`]).
    pub size: Vec2,
    /// The corner kept for the arm compass, at the top right (layout units).
    pub compass: Vec2,
    /// The felt a smaller table was fitted to, at readable tiles: arms also keep the drawing
    /// within it, clear of the compass's corner (`arrangement/readable.rs`). `None` for
    /// [`Table::WORLD`].
    pub felt: Option<Felt>,
}

impl Table {
    /// The world: [`WORLD_SIZE`] with its compass's corner, the table of a felt of 1280 × 800
    /// and larger.
    pub const WORLD: Table = Table {
        size: WORLD_SIZE,
        compass: COMPASS,
        felt: None,
    };

    /// The table for a felt `inner` large (points) with `keep` (points) kept for the compass,
    /// when tiles are drawn `readable` points per layout unit and everything drawn for a tile
    /// reaches `reach` units beyond it. A felt that holds [`Table::WORLD`] at that scale (the 1280 × 800
    /// window's and larger, the phones') gets it, so every such surface draws one shape;
    /// a smaller one (900 × 600, or a felt beside the announcement pad) gets its own `share`
    /// (each way) at that scale. Arms turn within it, so a layout with room left keeps its
    /// tiles readable, rather than run on straight and shrink every tile.
    #[must_use]
    pub fn for_felt(
        inner: Vec2,
        keep: Option<Vec2>,
        readable: f32,
        reach: f32,
        share: f32,
    ) -> Table {
        let at = |share: f32| inner * share / readable - Vec2::splat(2.0 * reach);
        let whole = at(1.0);
        if whole.x >= WORLD_SIZE.x && whole.y >= WORLD_SIZE.y {
            return Table::WORLD;
        }
        let size = at(share).max(Vec2::splat(4.0)).min(WORLD_SIZE);
        // The scale at which the table fills the felt.
        let scale = (inner.x / size.x).min(inner.y / size.y);
        let compass = match keep {
            Some(keep) => keep / scale + Vec2::splat(reach),
            None => COMPASS * (size / WORLD_SIZE),
        };
        Table {
            size,
            compass: compass.min(COMPASS),
            felt: None,
        }
    }

    /// This table with the felt it was fitted to (see [`Table::felt`]); [`Table::WORLD`] stays
    /// as it is, so every surface that holds it draws one shape.
    #[must_use]
    pub fn on(self, felt: Felt) -> Table {
        if self == Table::WORLD {
            return self;
        }
        Table {
            felt: Some(felt),
            ..self
        }
    }
}

/// The whole layout on the table, in layout units.
#[derive(Clone, Debug, PartialEq)]
pub struct World {
    /// One tile per node, in node order.
    pub tiles: Vec<WorldTile>,
    /// Per node, per end: where a tile played there starts (`None` for a side that touches
    /// the parent).
    pub(super) slots: Vec<Vec<Option<Slot>>>,
    /// The space kept for the first tile on each spinner tip: (node, end, rect).
    pub(super) reserved: Vec<(usize, usize, Rect)>,
    /// Everything drawn so far, tiles and the cells of their ends.
    pub(super) extent: Rect,
    /// The table the arms grow on.
    pub(super) table: Table,
    /// The tiles set apart from their end, each with its link (see `arrangement/apart.rs`).
    pub links: Vec<Link>,
    /// `false` when some tile found no place clear of the others, not even apart (it then
    /// overlaps least; a tile set apart beyond everything drawn always finds one).
    pub fits: bool,
}

impl World {
    /// A table with nothing on it.
    pub(super) fn empty() -> World {
        World {
            tiles: Vec::new(),
            slots: Vec::new(),
            reserved: Vec::new(),
            extent: Rect::NOTHING,
            table: Table::WORLD,
            links: Vec::new(),
            fits: true,
        }
    }

    /// Lays out every tile of `layout`, one after the other (see the module docs), on the
    /// table of the 1280 × 800 window's felt (`Table::WORLD`).
    #[must_use]
    pub fn build(layout: &Layout) -> World {
        World::build_on(layout, Table::WORLD)
    }

    /// Lays out every tile of `layout` on `table`, one after the other (see the module docs).
    #[must_use]
    pub fn build_on(layout: &Layout, table: Table) -> World {
        let nodes = layout.nodes();
        let mut world = World::empty();
        world.table = table;
        if nodes.is_empty() {
            return world;
        }
        world.place_lead(&nodes[0]);
        for i in 1..nodes.len() {
            world.place(nodes, i, layout.policy());
        }
        world
    }

    /// Everything drawn so far, tiles and the cells beyond their ends (layout units;
    /// [`Rect::NOTHING`] on an empty table). It only grows, placement after placement.
    #[must_use]
    pub fn extent(&self) -> Rect {
        self.extent
    }

    /// Where a tile played on `node`'s end `end` starts, if that end exists on the table.
    #[must_use]
    pub fn slot(&self, node: usize, end: usize) -> Option<Slot> {
        self.slots.get(node)?.get(end).copied().flatten()
    }

    /// The lead at the origin: along the line, a double across it; a plain lead's first half
    /// (as entered) on the left, a double's first side on the left and first tip on top.
    fn place_lead(&mut self, node: &Node) {
        let double = node.tile.is_double();
        let size = if double {
            vec2(1.0, 2.0)
        } else {
            vec2(2.0, 1.0)
        };
        let rect = Rect::from_center_size(Pos2::ZERO, size);
        self.tiles.push(WorldTile {
            node: 0,
            rect,
            vertical: double,
            first: node.tile.first(),
            second: node.tile.second(),
        });
        let side = |at: Pos2, dir: Dir| Slot {
            at,
            dir,
            half: !double,
            double,
            tip: false,
            course: Course::new(dir),
        };
        let mut slots = vec![
            Some(side(pos2(rect.min.x, 0.0), Dir::Left)),
            Some(side(pos2(rect.max.x, 0.0), Dir::Right)),
        ];
        if node.spinner {
            for (k, dir) in tip_dirs(Dir::Right).into_iter().enumerate() {
                let slot = self.tip(0, 2 + k, Pos2::ZERO, dir);
                slots.push(Some(slot));
            }
        }
        slots.resize(node.ends.len(), None);
        self.extent = rect;
        for slot in slots.iter().flatten() {
            self.extent = self.extent.union(slot.cell());
        }
        self.slots.push(slots);
    }

    /// The slot of a spinner's tip (the spinner centred on `centre`), keeping the space for its
    /// first tile when it is still clear.
    fn tip(&mut self, node: usize, end: usize, centre: Pos2, dir: Dir) -> Slot {
        let at = centre + dir.v();
        let space = body(at + dir.v() * GAP, dir, false);
        let clear = self
            .tiles
            .iter()
            .all(|t| t.node == node || !overlaps(t.rect.expand(CLEAR), space))
            && self
                .reserved
                .iter()
                .all(|r| r.0 == node || !overlaps(r.2.expand(CLEAR), space));
        if clear {
            self.reserved.push((node, end, space));
        }
        Slot {
            at,
            dir,
            half: false,
            double: true,
            tip: true,
            course: Course::new(dir),
        }
    }
    /// Lays node `i` on its parent's end (see the module docs).
    fn place(&mut self, nodes: &[Node], i: usize, policy: SpinnerPolicy) {
        let node = &nodes[i];
        let Some(on) = node.parent else { return };
        let slot = self.slot(on.0, on.1).unwrap_or(Slot {
            at: self.tiles[on.0].rect.center(),
            dir: Dir::Right,
            half: false,
            double: true,
            tip: false,
            course: Course::new(Dir::Right),
        });
        self.reserved.retain(|r| (r.0, r.1) != on);
        let double = node.tile.is_double();
        let spinner = nodes[..i].iter().position(|n| n.spinner);
        let hub = self.tiles[spinner.unwrap_or(0)].rect.center();
        let at = Around {
            hub,
            frame: self.frame(),
            compass: self.table.compass,
            may_turn: policy == SpinnerPolicy::None || spinner.is_some(),
            two_arms: policy == SpinnerPolicy::None,
            felt: self.table.felt,
            outgrown: self.table.felt.map_or(1.0, |felt| self.outgrown(felt, &[])),
        };
        let cells = self.open_cells(nodes, i, on);
        let values = self.value_cells(nodes, i, on);
        let choices = slot.choices(double);
        // Each move at the strictest level it passes; a looser level costs more.
        let levels = [Strict::All, Strict::Kept, Strict::Tiles, Strict::Tight];
        let best = choices
            .iter()
            .filter(|c| self.keeps_values(&values, c, double, slot.course))
            .filter(|c| !self.along_a_slid_double(on.0, slot, c))
            .filter_map(|&c| {
                let level = levels
                    .iter()
                    .position(|&strict| self.clear(nodes, c.rect, on, strict, &cells, &[]))?;
                let cost = self.cost(nodes, slot, c, double, &at) + cost::LOOSER[level];
                Some((cost, c))
            })
            .fold(None::<(f32, Choice)>, |best, (cost, c)| match best {
                Some((b, _)) if b <= cost => best,
                _ => Some((cost, c)),
            });
        let choice = match best {
            Some((_, c)) => c,
            None => match self.apart(nodes, slot, double, &cells, &values) {
                // Nowhere clear against the end: a little way off, linked to it.
                Some(c) => {
                    self.links.push(Link {
                        node: i,
                        from: slot.at,
                        to: c.q,
                    });
                    c
                }
                None => {
                    // Nowhere clear at all: the move that overlaps least.
                    self.fits = false;
                    *choices
                        .iter()
                        .min_by(|a, b| self.clash(a.rect).total_cmp(&self.clash(b.rect)))
                        .expect("a straight move always exists")
                }
            },
        };
        // Space kept for a tip that this tile had to take is given up: that tip's first tile
        // will turn.
        self.reserved
            .retain(|r| !overlaps(r.2.expand(CLEAR - 0.01), choice.rect));
        self.commit(node, i, choice, slot.course.then(choice.dir));
    }

    /// Whether `choice`, a corner off `slot` on node `on`'s end, would lie along the long side
    /// of a double slid half a tile toward it: both its halves would touch the double, and
    /// which one is played on it could not be seen.
    fn along_a_slid_double(&self, on: usize, slot: Slot, choice: &Choice) -> bool {
        let slid = (self.tiles[on].rect.center() - slot.at).dot(choice.dir.v());
        choice.turn == 1 && slot.double && slid > 0.25
    }

    /// The table the next tile should stay on: its [`Table`] centred on what is drawn, the way the
    /// view centres it, and grown in both directions alike once the drawing outgrows it (so a
    /// drawing that outgrew the table's height gives room across, never more height alone: an
    /// arm that runs on up or down makes the view shrink every tile, so it turns instead).
    pub(super) fn frame(&self) -> Rect {
        let size = self.table.size;
        if self.extent.is_negative() {
            return Rect::from_center_size(Pos2::ZERO, size);
        }
        let grow = (self.extent.width() / size.x)
            .max(self.extent.height() / size.y)
            .max(1.0);
        Rect::from_center_size(self.extent.center(), size * grow)
    }

    /// How much `rect` overlaps the tiles already down.
    fn clash(&self, rect: Rect) -> f32 {
        self.tiles.iter().map(|t| shared(t.rect, rect)).sum()
    }

    /// Puts node `i` down as `choice` and opens its ends.
    fn commit(&mut self, node: &Node, i: usize, choice: Choice, course: Course) {
        let Choice { q, dir, rect, .. } = choice;
        let double = node.tile.is_double();
        let tile = node.tile;
        let (first, second) = if double {
            (tile.first(), tile.second())
        } else {
            halves(tile.first(), tile.second(), dir)
        };
        self.tiles.push(WorldTile {
            node: i,
            rect,
            vertical: rect.height() > rect.width(),
            first,
            second,
        });
        let mut slots: Vec<Option<Slot>> = vec![None; node.ends.len()];
        if double {
            if let Some(far) = slots.get_mut(1) {
                *far = Some(Slot {
                    at: q + dir.v(),
                    dir,
                    half: false,
                    double: true,
                    tip: false,
                    course,
                });
            }
            if node.spinner && node.ends.len() >= 4 {
                let centre = rect.center();
                for (k, tip) in tip_dirs(dir).into_iter().enumerate() {
                    slots[2 + k] = Some(self.tip(i, 2 + k, centre, tip));
                }
            }
        } else if let Some(outer) = slots.get_mut(0) {
            *outer = Some(Slot {
                at: q + dir.v() * 2.0,
                dir,
                half: true,
                double: false,
                tip: false,
                course,
            });
        }
        self.extent = self.extent.union(rect);
        for slot in slots.iter().flatten() {
            self.extent = self.extent.union(slot.cell());
        }
        self.slots.push(slots);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_felt_that_holds_the_world_gets_it_and_a_smaller_one_a_table_within_it() {
        let (readable, reach, share) = (30.0, 0.4, 0.9);
        let keep = Some(vec2(150.0, 140.0));
        // The 1280 × 800 window's felt (about 802 × 389 points inside its edge) and the
        // phones' area: the world, one shape on both.
        for inner in [vec2(802.0, 389.0), vec2(1584.0, 884.0)] {
            assert_eq!(
                Table::for_felt(inner, keep, readable, reach, share),
                Table::WORLD
            );
        }
        // The 900 × 600 window's felt (472 × 254 inside): nine tenths of it at readable tiles,
        // less the reach each side, and a compass's corner of the compass's size at the scale
        // the table fills the felt.
        let small = Table::for_felt(vec2(472.0, 254.0), keep, readable, reach, share);
        let size = vec2(472.0 * 0.9 / 30.0 - 0.8, 254.0 * 0.9 / 30.0 - 0.8);
        assert!((small.size - size).length() < 1e-4, "{small:?}");
        let scale = (472.0 / size.x).min(254.0 / size.y);
        let corner = (vec2(150.0, 140.0) / scale + Vec2::splat(0.4)).min(COMPASS);
        assert!((small.compass - corner).length() < 1e-4, "{small:?}");
        // A sliver of a felt still gets a table a few tiles across.
        let sliver = Table::for_felt(vec2(40.0, 30.0), None, readable, reach, share);
        assert_eq!(sliver.size, Vec2::splat(4.0));
    }
}
