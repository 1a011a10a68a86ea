//! How each way of putting a tile down is weighed (see [`crate::app::arrangement::world`]): what it must stay
//! clear of, how much room it leaves ahead, whether the ends after it could still take a plain
//! tile and a double, and what it costs in turns, in running beyond the table and in heading
//! back toward the hub.

use egui::{Pos2, Rect, pos2};

use crate::app::arrangement::geometry::{
    CELL, CLEAR, Choice, Course, Dir, GAP, Slot, TIGHT, beyond, body, overlaps,
};
use crate::app::arrangement::world::World;
use crate::engine::layout::{COVERED_BY_PARENT, EndKind, Node};

pub(super) use crate::app::arrangement::weights::{AHEAD, Around, BACK_OFF, Strict, cost};

impl World {
    /// Whether node `a` is joined to `b`'s parent `p`: `p` itself or another tile on it.
    pub(super) fn related(nodes: &[Node], a: usize, p: usize) -> bool {
        a == p || nodes[a].parent.is_some_and(|(q, _)| q == p)
    }

    /// The room for the next tile on each end still free before node `i` is placed, but the one
    /// it goes on.
    pub(super) fn open_cells(&self, nodes: &[Node], i: usize, on: (usize, usize)) -> Vec<Rect> {
        let mut cells = Vec::new();
        for (k, node) in nodes.iter().enumerate().take(i) {
            for (e, end) in node.ends.iter().enumerate() {
                let free = end
                    .covered_by
                    .is_none_or(|c| c != COVERED_BY_PARENT && c >= i);
                if free
                    && (k, e) != on
                    && end.kind != EndKind::Tip
                    && let Some(slot) = self.slot(k, e)
                {
                    // Room for the next tile, a double across or a plain tile along.
                    let q = slot.at + slot.dir.v() * GAP;
                    cells.push(body(q, slot.dir, true));
                    cells.push(body(q, slot.dir, false));
                }
            }
        }
        cells
    }

    /// The cells where the values of the ends still free before node `i` is placed are written
    /// (every end but a tip's, and but `on`, the one it goes on): no tile may cover them, at
    /// any [`Strict`] level.
    pub(super) fn value_cells(&self, nodes: &[Node], i: usize, on: (usize, usize)) -> Vec<Rect> {
        let mut cells = Vec::new();
        for (k, node) in nodes.iter().enumerate().take(i) {
            for (e, end) in node.ends.iter().enumerate() {
                let free = end
                    .covered_by
                    .is_none_or(|c| c != COVERED_BY_PARENT && c >= i);
                if free
                    && (k, e) != on
                    && end.kind != EndKind::Tip
                    && let Some(slot) = self.slot(k, e)
                {
                    cells.push(slot.cell());
                }
            }
        }
        cells
    }

    /// Whether `choice` (a double or not, on an arm that ran `course`) leaves every value
    /// readable: it covers none of `values` (see [`World::value_cells`]) and the cell of its
    /// own new end covers no tile.
    pub(super) fn keeps_values(
        &self,
        values: &[Rect],
        choice: &Choice,
        double: bool,
        course: Course,
    ) -> bool {
        let own = choice.end(double, course).cell();
        values.iter().all(|&v| !overlaps(v, choice.rect))
            && self.tiles.iter().all(|t| !overlaps(t.rect, own))
    }

    /// Whether `rect`, a tile on `on`, stays clear of every tile and, as `strict` asks, of the
    /// space kept for tips and of `cells` (the cells of the other open ends). `chain` holds tiles
    /// not yet down, each on the one before; the last is the tile `rect` goes on (then `on` names
    /// no real node).
    pub(super) fn clear(
        &self,
        nodes: &[Node],
        rect: Rect,
        on: (usize, usize),
        strict: Strict,
        cells: &[Rect],
        chain: &[Rect],
    ) -> bool {
        let joined = GAP * 0.5;
        let parent = chain.len().checked_sub(1);
        let tiles_clear = self
            .tiles
            .iter()
            .map(|t| (Self::related(nodes, t.node, on.0), t.rect))
            .chain(
                chain
                    .iter()
                    .enumerate()
                    .map(|(k, &r)| (Some(k) == parent, r)),
            )
            .all(|(related, r)| {
                let gap = if related {
                    joined
                } else if strict == Strict::Tight {
                    TIGHT
                } else {
                    CLEAR
                };
                !overlaps(r.expand(gap - 0.01), rect)
            });
        let kept_clear = matches!(strict, Strict::Tiles | Strict::Tight)
            || self
                .reserved
                .iter()
                .all(|&(n, e, space)| (n, e) == on || !overlaps(space.expand(CLEAR - 0.01), rect));
        let cells_clear = strict != Strict::All
            || cells
                .iter()
                .all(|&r| !overlaps(r.expand(CLEAR - 0.01), rect));
        tiles_clear && kept_clear && cells_clear
    }

    /// Whether a plain tile and a double could both still be played on `next`, the end of the
    /// last tile of `chain` (tiles not yet down, each on the one before), and `depth − 1` tiles
    /// after them, as `strict` asks.
    pub(super) fn viable(
        &self,
        nodes: &[Node],
        next: Slot,
        chain: &mut Vec<Rect>,
        depth: u8,
        strict: Strict,
    ) -> bool {
        let nowhere = (usize::MAX, usize::MAX);
        [false, true].into_iter().all(|double| {
            next.choices(double).iter().any(|c| {
                if !self.clear(nodes, c.rect, nowhere, strict, &[], chain) {
                    return false;
                }
                if depth <= 1 {
                    return true;
                }
                chain.push(c.rect);
                let ok = self.viable(nodes, c.end(double, next.course), chain, depth - 1, strict);
                chain.pop();
                ok
            })
        })
    }

    /// How far a line leaving `at` toward `dir` runs before it meets a tile (or kept space) or
    /// the edge of `frame` (layout units, at most 12).
    pub(super) fn room(&self, at: Pos2, dir: Dir, frame: Rect, half_width: f32) -> f32 {
        let d = dir.v();
        let across = dir.cw().v();
        let mut room = 12.0_f32;
        // The edge of the frame.
        let to_edge = match dir {
            Dir::Right => frame.max.x - at.x,
            Dir::Left => at.x - frame.min.x,
            Dir::Down => frame.max.y - at.y,
            Dir::Up => at.y - frame.min.y,
        };
        room = room.min(to_edge.max(0.0));
        let obstacles = self
            .tiles
            .iter()
            .map(|t| t.rect.expand(CLEAR - 0.01))
            .chain(self.reserved.iter().map(|r| r.2));
        for r in obstacles {
            // The corridor a tile would use: `half_width` either side of the line.
            let (lo, hi) = [r.min, r.max, pos2(r.min.x, r.max.y), pos2(r.max.x, r.min.y)]
                .iter()
                .map(|c| (*c - at).dot(across))
                .fold((f32::MAX, f32::MIN), |(l, h), v| (l.min(v), h.max(v)));
            if hi <= -half_width || lo >= half_width {
                continue;
            }
            let near = [r.min, r.max]
                .iter()
                .map(|c| (*c - at).dot(d))
                .fold(f32::MAX, f32::min);
            let far = [r.min, r.max]
                .iter()
                .map(|c| (*c - at).dot(d))
                .fold(f32::MIN, f32::max);
            if far > 0.0 {
                room = room.min(near.max(0.0));
            }
        }
        room
    }

    /// What `choice` on `slot` costs: turns, running beyond the frame, too little room ahead,
    /// ends left with nowhere to go, heading back toward the hub (see [`cost`]).
    pub(super) fn cost(
        &self,
        nodes: &[Node],
        slot: Slot,
        choice: Choice,
        double: bool,
        at: &Around,
    ) -> f32 {
        let (hub, frame) = (at.hub, at.frame);
        let ahead = choice.end(double, slot.course);
        let end = ahead.at;
        let mut c = cost::OVERFLOW * beyond(choice.rect.union(ahead.cell()), frame);
        // The compass's corner of the table: an arm keeps out of it (the view would shrink
        // every tile to keep it clear).
        let corner = Rect::from_min_max(
            pos2(frame.max.x - at.compass.x, frame.min.y),
            pos2(frame.max.x, frame.min.y + at.compass.y),
        );
        let inside = choice.rect.union(ahead.cell()).intersect(corner);
        if inside.is_positive() {
            c += cost::OVERFLOW * inside.width().min(inside.height());
        }
        if let Some(felt) = at.felt {
            // On a felt smaller than the world's: how much the tile makes the view zoom out from
            // readable tiles, the drawing slid away from the compass's corner as the view slides
            // it (the table above is centred on what is drawn, the felt's corner is not).
            let mut drawn = vec![
                choice.rect.expand(super::TILE_REACH),
                ahead.cell().expand(super::CELL_REACH),
            ];
            if double {
                // What a double counts, written beyond its end.
                drawn.push(super::counts_cell(ahead));
            }
            let zoom = self.outgrown(felt, &drawn) - at.outgrown;
            c += cost::OVERFLOW * cost::OUTGROWN * zoom.max(0.0) * felt.size.max_elem();
        }
        if !double {
            // The next tile may be a double, which cannot turn: a plain tile leaves room on the
            // table for one straight on, or the double would run off it.
            let q = ahead.at + ahead.dir.v() * GAP;
            let next = body(q, ahead.dir, true);
            let past = next.union(next.translate(ahead.dir.v() * CELL));
            c += cost::OVERFLOW
                * cost::NEXT_DOUBLE
                * (beyond(past, frame) - beyond(ahead.cell(), frame)).max(0.0);
        }
        let room = self.room(end, choice.dir, frame, 0.5);
        c += cost::CRAMPED * (AHEAD - room).max(0.0);
        // Room for a double (two units across) just ahead.
        let wide = self.room(end, choice.dir, frame, 1.0);
        c += cost::CRAMPED * (1.2 - wide).max(0.0);
        let mut chain = vec![choice.rect];
        if !self.viable(nodes, ahead, &mut chain, 1, Strict::Tiles) {
            c += cost::DEAD_END;
        } else if !self.viable(nodes, ahead, &mut chain, 2, Strict::Tiles) {
            c += cost::DEAD_END * 0.4;
        } else if !self.viable(nodes, ahead, &mut chain, 3, Strict::Tiles) {
            c += cost::DEAD_END * 0.2;
        } else if !self.viable(nodes, ahead, &mut chain, 1, Strict::Kept) {
            c += cost::DEAD_END * 0.25;
        }
        // Running back along the table's edge stops short of the next arm's line.
        if choice.dir == slot.course.main.rev() {
            let r = choice.rect;
            let off = if slot.course.main.horizontal() {
                (r.min.x - hub.x).max(hub.x - r.max.x)
            } else {
                (r.min.y - hub.y).max(hub.y - r.max.y)
            };
            c += cost::AXIS * (BACK_OFF - off).max(0.0);
        }
        if choice.turn == 3 {
            c += cost::SLID;
        }
        if choice.turn == 1 || choice.turn == 2 {
            c -= cost::ROOMY * room;
            c += cost::TURN;
            if choice.turn == 2 {
                c += cost::HANG;
            }
            if slot.tip {
                c += cost::TURNED_TIP;
            } else if slot.double {
                c += cost::AFTER_DOUBLE;
            }
            if choice.dir != slot.dir.cw() {
                c += cost::COUNTER_CLOCKWISE;
            }
            let home = hub - end;
            let (against_main, against_fold) = slot.course.back(choice.dir);
            let toward_hub = home.length() > 1.0 && choice.dir.v().dot(home.normalized()) > 0.7;
            if against_fold || (toward_hub && !against_main && !at.two_arms) {
                c += cost::INWARD;
            } else if against_main {
                c += cost::ALONG_THE_EDGE;
            }
            if !at.may_turn {
                c += cost::BEFORE_SPINNER;
            }
        } else {
            c -= cost::ROOMY * room;
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::arrangement::geometry::WorldTile;
    use egui::{pos2, vec2};

    #[test]
    fn the_room_ahead_stops_at_tiles_and_the_frame() {
        let mut world = World::empty();
        world.tiles.push(WorldTile {
            node: 0,
            rect: Rect::from_min_size(pos2(5.0, -0.5), vec2(2.0, 1.0)),
            vertical: false,
            first: 1,
            second: 2,
        });
        let frame = Rect::from_min_max(pos2(-10.0, -10.0), pos2(10.0, 10.0));
        // A tile 5 units ahead, kept CLEAR away.
        let room = world.room(Pos2::ZERO, Dir::Right, frame, 0.5);
        assert!((room - (5.0 - CLEAR + 0.01)).abs() < 1e-4, "{room}");
        // Nothing up to the frame's edge, 10 away (capped at 12).
        assert_eq!(world.room(Pos2::ZERO, Dir::Left, frame, 0.5), 10.0);
        // A tile beside the corridor does not count.
        assert_eq!(world.room(pos2(0.0, 2.0), Dir::Right, frame, 0.5), 10.0);
    }
}
