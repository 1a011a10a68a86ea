//! Whether a drawing still fits a small felt at readable tiles: the view zooms out when what is
//! drawn outgrows the felt or reaches into the compass's corner (`arrangement/view.rs`), and a
//! Five Up arm on a felt smaller than the 1280 × 800 window's weighs that before it runs on
//! (`arrangement/weigh.rs`), so it turns toward the room the felt has rather than shrink every
//! tile.
//!
//! The view slides a drawing away from the compass's corner, at the top right, as far as the
//! felt allows; the drawing is clearest of the corner pushed into the bottom left, so a drawing
//! shows at a scale when its box fits the felt at that scale and, pushed there, nothing reaches
//! into the corner.

use egui::{Rect, Vec2};

use crate::app::arrangement::weights::Felt;
use crate::app::arrangement::world::World;
use crate::app::arrangement::{CELL_REACH, READABLE, TILE_REACH, counts_cell};

/// The share of the felt (each way) a drawing may fill before it counts as outgrowing it: what
/// the view draws beyond the tiles is measured only roughly here (a double's count, a link), and
/// a drawing that fills the felt exactly has tiles a hair under readable.
const FILLED: f32 = 0.97;

impl Felt {
    /// The felt whose drawing area is `inner` points large, keeping `keep` points for the
    /// compass, which the view keeps clear by `edge` points more.
    #[must_use]
    pub fn of(inner: Vec2, keep: Option<Vec2>, edge: f32) -> Felt {
        let corner = keep.map_or(Vec2::ZERO, |k| k + Vec2::splat(edge));
        Felt {
            size: inner / READABLE,
            corner: corner.min(inner) / READABLE,
        }
    }
}

impl World {
    /// How far (×, at least 1) the view zooms out from readable tiles on `felt` to show what is
    /// drawn and `extra` (rectangles with what is drawn beyond them): what the box of it all
    /// needs, and what keeping the compass's corner clear needs with the drawing pushed into
    /// the bottom left (an item clears it when it ends left of the corner or below it, both
    /// growing with the zoom).
    pub(super) fn outgrown(&self, felt: Felt, extra: &[Rect]) -> f32 {
        let felt = Felt {
            size: felt.size * FILLED,
            ..felt
        };
        let slots = self.slots.iter().flatten().flatten();
        let items: Vec<Rect> = self
            .tiles
            .iter()
            .map(|t| t.rect.expand(TILE_REACH))
            .chain(slots.clone().map(|s| s.cell().expand(CELL_REACH)))
            .chain(
                slots
                    .filter(|s| s.double && !s.tip)
                    .map(|&s| counts_cell(s)),
            )
            .chain(extra.iter().copied())
            .collect();
        let bbox = items.iter().fold(Rect::NOTHING, |b, r| b.union(*r));
        if bbox.is_negative() {
            return 1.0;
        }
        let mut zoom = (bbox.width() / felt.size.x)
            .max(bbox.height() / felt.size.y)
            .max(1.0);
        let free = (felt.size - felt.corner).max(Vec2::splat(0.01));
        for r in &items {
            let right = r.max.x - bbox.min.x;
            let high = bbox.max.y - r.min.y;
            zoom = zoom.max((right / free.x).min(high / free.y));
        }
        zoom
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::arrangement::geometry::WorldTile;
    use egui::{pos2, vec2};

    fn with_tile(rect: Rect) -> World {
        let mut world = World::empty();
        world.tiles.push(WorldTile {
            node: 0,
            rect,
            vertical: false,
            first: 1,
            second: 2,
        });
        world
    }

    #[test]
    fn a_drawing_outgrows_a_felt_by_its_box_or_by_reaching_into_the_compass_corner() {
        // A felt 10 × 8 units with a corner 4 × 3 units at its top right.
        let felt = Felt {
            size: vec2(10.0, 8.0),
            corner: vec2(4.0, 3.0),
        };
        // One tile: it fits, pushed into the bottom left.
        let world = with_tile(Rect::from_min_size(pos2(0.0, 0.0), vec2(2.0, 1.0)));
        assert_eq!(world.outgrown(felt, &[]), 1.0);
        // Twice the felt's width (and the tile's reach left of it): the view zooms out that
        // much, and a little more for the share of the felt filled.
        let wide = [Rect::from_min_size(pos2(0.0, 0.0), vec2(20.0, 1.0))];
        let zoom = world.outgrown(felt, &wide);
        let expected = (20.0 + TILE_REACH) / (10.0 * FILLED);
        assert!((zoom - expected).abs() < 1e-4, "{zoom}");
        // A drawing as tall as the felt with a tile at its top right: that tile is in the
        // corner however the drawing slides, so the view zooms out until it clears it.
        let tall = [
            Rect::from_min_size(pos2(0.0, 0.0), vec2(1.0, 7.0)),
            Rect::from_min_size(pos2(0.0, 0.0), vec2(9.0, 1.0)),
        ];
        assert!(
            world.outgrown(felt, &tall) > 1.2,
            "the corner is kept clear"
        );
        // The same top row short enough to end left of the corner: it fits.
        let short = [
            Rect::from_min_size(pos2(0.0, 0.0), vec2(1.0, 7.0)),
            Rect::from_min_size(pos2(0.0, 0.0), vec2(5.0, 1.0)),
        ];
        assert_eq!(world.outgrown(felt, &short), 1.0);
    }
}
