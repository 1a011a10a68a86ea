//! Where each tile of a layout is drawn: pure geometry, no painting, so it is tested without a
//! screen (`tests/domino_geometry.rs`, `tests/layout_stability.rs`).
//!
//! Two steps (UI.md "Drawing the layout, rule by rule"):
//! - [`world`]: the table in layout units. Tiles go down one at a time, each given only the
//!   tiles before it, so a tile never moves or turns once drawn. The lead lies in the middle,
//!   doubles across their line, a spinner's sides left and right and its tips up and down; arms
//!   run straight until they near the edge, then turn away from the other arms.
//! - [`view`]: one scale and one offset fit that table to the felt, like a map that zooms out as
//!   the layout grows, keeping the arm compass's corner clear, and everything drawn for the
//!   tiles (glow, outline, labels) off the felt's edge.
//!
//! [`arrangement`] gives both together in screen points; the widgets in [`crate::app::widgets`]
//! paint what it returns. [`labels`] finds, on the felt as drawn, the spot for the words
//! beside a pip (`counts 6`), which keep a readable size whatever the zoom.

mod apart;
pub mod geometry;
pub mod labels;
mod readable;
pub mod view;
mod weigh;
mod weights;
pub mod world;

use egui::{Pos2, Rect, Vec2};

use crate::engine::Layout;
use crate::engine::layout::EndKind;
pub use view::View;
pub use world::World;

/// The longest a tile is drawn on the layout (points).
pub const MAX_TILE_LENGTH: f32 = 110.0;

/// Points per layout unit at which tiles are still read across a table (tiles 60 points long):
/// the arms turn on a table that fits the felt at this scale ([`world::Table::for_felt`]).
pub const READABLE: f32 = 30.0;

/// The share of a felt smaller than the 1280 × 800 window's (each way) Five Up's arms run
/// straight in before they turn (UI.md: an arm keeps its direction until its next tile would
/// leave the felt, with a margin): every double branches four ways, and turning before the
/// felt's edge leaves room for the arms still to come. Turning sooner packs the arms tighter,
/// and a tile finds no room against its end and is set apart more often (at four fifths, in
/// one Five Up hand in five at 1280 × 800 with the announcement pad).
const FIVE_UP_TURN_SHARE: f32 = 0.9;

/// How far beyond a tile what is drawn for it may reach (tile widths): the candidate's glow and
/// its hover halo (`widgets/tile.rs`, `widgets/layout.rs`), the last tile's outline, the
/// spinner's ring.
const TILE_REACH: f32 = 0.4;
/// How far beyond an end's cell what is drawn there may reach (tile widths): a candidate's
/// badge, a proof label.
const CELL_REACH: f32 = 0.15;
/// What reaches beyond at any size (points): the smallest glow, badge and proof label, kept
/// between the drawing and the felt's edge.
const EDGE: f32 = 6.0;

/// Where one placed tile is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TileRect {
    /// Index in [`Layout::nodes`].
    pub node: usize,
    /// The tile's rectangle (2:1, long side along its line; doubles across it).
    pub rect: Rect,
    /// Whether the rectangle is taller than wide.
    pub vertical: bool,
    /// Pips drawn on the left (horizontal) or top (vertical) half.
    pub first: u8,
    /// Pips drawn on the right or bottom half.
    pub second: u8,
}

/// A free end a tile can be played on now, where it sits on its tile's edge.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpenMark {
    /// The node the end belongs to.
    pub node: usize,
    /// Index in the node's `ends`.
    pub end: usize,
    /// The middle of the tile edge a new tile would touch.
    pub pos: Pos2,
    /// The outward direction (unit vector).
    pub dir: Vec2,
    /// The square just beyond the end (a tile's short side across), kept free of tiles: the
    /// end's value and a candidate's number are written there.
    pub cell: Rect,
}

/// A tile set apart from the end it is played on, where no way against the end was clear
/// (`arrangement/apart.rs`): a line is drawn from the end to the tile's touching edge. In layout
/// units in [`World::links`], in points in [`Arrangement::links`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Link {
    /// The node set apart (index in [`Layout::nodes`]).
    pub node: usize,
    /// The middle of the parent's end.
    pub from: Pos2,
    /// The middle of the tile's touching edge.
    pub to: Pos2,
}

/// What an open end shows (UI.md: each open end shows the pip that plays on it): the pip in
/// large type in its cell, and where the end counts something else — a double counts both its
/// halves — what it counts, smaller, just beyond.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EndValue {
    /// The node the end belongs to.
    pub node: usize,
    /// The end whose cell shows it.
    pub end: usize,
    /// The pips a tile must show to be played here (`3` on [3-3]'s free side).
    pub pips: u8,
    /// What the end adds to the count when that is not its pip: a double that counts both
    /// halves (`6` for [3-3], `10` for a spinner [5-5] with a side free), once per double, at
    /// its first free side; none for [0-0], whose count is its pip. A count: the table hides
    /// it while the count is hidden.
    pub counts: Option<u32>,
    /// Where the pip is written (the end's cell).
    pub cell: Rect,
    /// Where what it counts is written, when it counts otherwise: beyond the cell, on the
    /// end's line, in the room kept for the next tile.
    pub counts_cell: Option<Rect>,
}

/// The whole drawing of a layout in an area.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrangement {
    /// One rectangle per node, in node order.
    pub tiles: Vec<TileRect>,
    /// The free ends that take a tile now (a spinner's tips only once both sides are covered).
    pub open: Vec<OpenMark>,
    /// What each open end shows (its pip, and what a double counts), in node order.
    pub values: Vec<EndValue>,
    /// The short side of a tile (points); a tile is twice as long.
    pub short: f32,
    /// The gap between touching tiles (points).
    pub gap: f32,
    /// The tiles set apart from their end, with their links (points), in node order.
    pub links: Vec<Link>,
    /// `false` when some tile found no place clear of the others (then some overlap; never
    /// seen: a tile with no room against its end is set apart, see `Link`).
    pub fits: bool,
    /// The layout-to-screen mapping used.
    pub view: View,
    /// The corner rectangle kept clear of tiles and values (for the compass), if one was asked.
    pub kept: Option<Rect>,
}

/// The full drawing of `layout` in `area`: [`World::build`] fitted to `area` with tiles at most
/// `MAX_TILE_LENGTH` long. Deterministic, and each tile's place relative to the lead depends
/// only on the tiles placed before it.
#[must_use]
pub fn arrangement(layout: &Layout, area: Rect) -> Arrangement {
    arrange_in(layout, world_in(layout, area, None), area, None)
}

/// Like [`arrangement`], keeping a rectangle of `keep` points in the compass's corner of `area`
/// ([`view::COMPASS_CORNER`], the same for every hand) clear of every tile and value (for the
/// arm compass); [`Arrangement::kept`] says where.
#[must_use]
pub fn arrangement_clear_of(layout: &Layout, area: Rect, keep: Vec2) -> Arrangement {
    arrange_in(layout, world_in(layout, area, Some(keep)), area, Some(keep))
}

/// Like [`arrangement_clear_of`] on a felt at `felt`, the drawing fitted to `area`, a part of
/// that felt (the rest covered): laid on the felt's table, so every tile keeps its place and
/// turn relative to the others; only the zoom and the offset differ.
#[must_use]
pub fn arrangement_in_part(layout: &Layout, felt: Rect, area: Rect, keep: Vec2) -> Arrangement {
    arrange_in(layout, world_in(layout, felt, Some(keep)), area, Some(keep))
}

/// Where each placed tile is drawn in `area` (see [`arrangement`]), in node order.
#[must_use]
pub fn arrange(layout: &Layout, area: Rect) -> Vec<TileRect> {
    arrangement(layout, area).tiles
}

/// The table [`arrangement`] lays `layout` on for a felt at `area` keeping `keep` points for
/// the compass (see [`arrangement_clear_of`]), in layout units.
#[must_use]
pub fn world_in(layout: &Layout, area: Rect, keep: Option<Vec2>) -> World {
    let inner = area.size() - Vec2::splat(2.0 * (EDGE + view::MARGIN));
    // Five Up's arms, where every double branches every way, turn within a felt smaller than
    // the 1280 × 800 window's (well before its edge); the other games' arms, which branch at
    // one spinner at most, on the table of that felt, whatever the felt.
    let table = if layout.policy() == crate::engine::SpinnerPolicy::EveryDouble {
        let felt = weights::Felt::of(inner, keep, EDGE - view::MARGIN);
        world::Table::for_felt(inner, keep, READABLE, TILE_REACH, FIVE_UP_TURN_SHARE).on(felt)
    } else {
        world::Table::WORLD
    };
    World::build_on(layout, table)
}

/// `world`, the table of `layout`, fitted to `area` (keeping `keep` clear in the compass's
/// corner).
fn arrange_in(layout: &Layout, world: World, area: Rect, keep: Option<Vec2>) -> Arrangement {
    let max_scale = MAX_TILE_LENGTH / 2.0;
    let nodes = layout.nodes();
    // The open ends and the values, in layout units.
    let mut open = Vec::new();
    let mut values = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        let sides_covered = node
            .ends
            .iter()
            .all(|e| e.kind != EndKind::Side || !e.is_free());
        let mut double_counted = false;
        for (k, end) in node.ends.iter().enumerate() {
            let Some(slot) = world.slot(i, k).filter(|_| end.is_free()) else {
                continue;
            };
            let counts = if node.tile.is_double() && end.kind == EndKind::Side && !double_counted {
                double_counted = true;
                // [0-0] counts 0, the pip already written: nothing to add beside it.
                node.counted().filter(|&c| c != u32::from(end.pips))
            } else {
                None
            };
            if end.kind != EndKind::Tip || sides_covered {
                open.push((i, k, slot));
                // A tip's cell is not kept free of tiles: where a tile covers it, nothing is
                // written (a tile played there is set apart).
                let covered = || {
                    world
                        .tiles
                        .iter()
                        .any(|t| t.rect.intersect(slot.cell()).is_positive())
                };
                if end.kind != EndKind::Tip || !covered() {
                    values.push((i, k, end.pips, counts, slot));
                }
            }
        }
    }
    // Everything drawn for the tiles, each with what reaches beyond it (UI.md: zoom out before
    // anything drawn for a tile reaches the felt's edge): the tiles with their glow, outline
    // and ring, the cells of the ends with their badges and proof labels, what the doubles
    // count, the links.
    let items: Vec<Rect> = world
        .tiles
        .iter()
        .map(|t| t.rect.expand(TILE_REACH))
        .chain(open.iter().map(|o| o.2.cell().expand(CELL_REACH)))
        .chain(values.iter().filter_map(|v| v.3.map(|_| counts_cell(v.4))))
        .chain(world.links.iter().map(|l| Rect::from_two_pos(l.from, l.to)))
        .collect();
    let bbox = items
        .iter()
        .fold(world_extent(&world, &open), |b, r| b.union(*r));
    let inner = area.shrink(EDGE);
    // A spinner lead stays in the middle of the felt when that costs little (UI.md); any other
    // layout is centred on what is drawn.
    let centre = nodes
        .first()
        .filter(|n| n.spinner)
        .map_or(bbox.center(), |_| Pos2::ZERO);
    let (view, kept) = match keep {
        None => (view::fit(bbox, inner, max_scale, centre), None),
        Some(keep) => {
            // The compass's corner, in the felt (not the inner area): the drawing keeps clear of
            // it by its reach as well.
            let corner = view::COMPASS_CORNER;
            let spot = corner.rect(area, keep);
            let keep_inner = (spot.expand(EDGE).intersect(inner)).size();
            let (view, _) =
                view::fit_clear_of(&items, bbox, inner, max_scale, centre, keep_inner, corner);
            (view, Some(spot))
        }
    };
    Arrangement {
        tiles: world
            .tiles
            .iter()
            .map(|t| TileRect {
                node: t.node,
                rect: view.rect(t.rect),
                vertical: t.vertical,
                first: t.first,
                second: t.second,
            })
            .collect(),
        open: open
            .iter()
            .map(|&(node, end, slot)| OpenMark {
                node,
                end,
                pos: view.pos(slot.at),
                dir: slot.dir.v(),
                cell: view.rect(slot.cell()),
            })
            .collect(),
        values: values
            .iter()
            .map(|&(node, end, pips, counts, slot)| EndValue {
                node,
                end,
                pips,
                counts,
                cell: view.rect(slot.cell()),
                counts_cell: counts.map(|_| view.rect(counts_cell(slot))),
            })
            .collect(),
        short: view.scale,
        gap: geometry::GAP * view.scale,
        links: world
            .links
            .iter()
            .map(|l| Link {
                node: l.node,
                from: view.pos(l.from),
                to: view.pos(l.to),
            })
            .collect(),
        fits: world.fits,
        view,
        kept,
    }
}

/// Where what a double counts is written beyond its end's cell (layout units): a small gap
/// past the cell, centred on the end's line, in the room every open end keeps for its next
/// tile (so no tile covers it): along a line across the screen a block [`COUNTS_ALONG`] long
/// and a tile wide (the words may take two lines), along a line up or down a strip
/// [`COUNTS_DEEP`] deep and [`COUNTS_ACROSS`] across.
fn counts_cell(slot: geometry::Slot) -> Rect {
    let d = slot.dir.v();
    let cell = slot.cell();
    let near = cell.center() + d * (cell.width().min(cell.height()) * 0.5 + COUNTS_GAP);
    let (along, across) = if slot.dir.horizontal() {
        (COUNTS_ALONG, 1.0)
    } else {
        (COUNTS_DEEP, COUNTS_ACROSS)
    };
    let side = slot.dir.cw().v() * (across * 0.5);
    Rect::from_two_pos(near + side, near + d * along - side)
}

/// How far along a line across the screen the block of what a double counts runs (layout
/// units): within the room kept for a plain tile.
const COUNTS_ALONG: f32 = 1.1;
/// How deep the strip of what a double counts is on a line up or down (layout units).
const COUNTS_DEEP: f32 = 0.5;
/// How wide that strip is (layout units): within the room kept for a double.
const COUNTS_ACROSS: f32 = 1.8;
/// The gap between the pip's cell and what the double counts (layout units): clearance, so
/// neither touches the other or the tile.
const COUNTS_GAP: f32 = 0.08;

/// What the view must show: every tile and the cell beyond every end, open now or kept for a
/// tip (so the view does not jump when a spinner's tips open).
fn world_extent(world: &World, open: &[(usize, usize, geometry::Slot)]) -> Rect {
    let mut bbox = world.extent();
    for (_, _, slot) in open {
        bbox = bbox.union(slot.cell());
    }
    if bbox.is_negative() {
        Rect::from_center_size(Pos2::ZERO, Vec2::splat(2.0))
    } else {
        bbox
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::vec2;

    #[test]
    fn an_empty_layout_has_nothing_to_draw() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(900.0, 500.0));
        let found = arrangement(
            &Layout::new(crate::engine::SpinnerPolicy::FirstDouble),
            area,
        );
        assert!(found.tiles.is_empty() && found.open.is_empty() && found.fits);
        assert!(found.values.is_empty());
        assert_eq!(found.short, MAX_TILE_LENGTH / 2.0);
    }
}
