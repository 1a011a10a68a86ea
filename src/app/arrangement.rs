//! Where each tile of a layout is drawn: a pure search, no painting, so it is tested without a
//! screen (`tests/domino_geometry.rs`).
//!
//! [`arrangement`] lays the tiles out like the table (RULES.md §1, UI.md "Drawing the layout"):
//! the lead in the middle, doubles crosswise, the spinner's sides left and right and its tips up
//! and down, arms that run straight and turn a corner before the edge. The widgets in
//! [`super::widgets`] paint what it returns.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

use crate::engine::Layout;
use crate::engine::layout::{EndKind, Node};

/// The longest a tile is drawn on the layout (points).
pub const MAX_TILE_LENGTH: f32 = 110.0;
/// The shortest a tile is drawn on the layout before tiles may overlap (points).
pub const MIN_TILE_LENGTH: f32 = 16.0;

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
}

/// The whole drawing of a layout in an area.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrangement {
    /// One rectangle per node, in node order.
    pub tiles: Vec<TileRect>,
    /// The free ends that take a tile now (a spinner's tips only once both sides are covered).
    pub open: Vec<OpenMark>,
    /// The short side of a tile (points); a tile is twice as long.
    pub short: f32,
    /// The gap between touching tiles (points).
    pub gap: f32,
    /// `false` when even the smallest tiles could not avoid overlaps (then some overlap).
    pub fits: bool,
}

/// The four directions a line of tiles can run on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dir {
    Right,
    Down,
    Left,
    Up,
}

impl Dir {
    fn v(self) -> Vec2 {
        match self {
            Dir::Right => vec2(1.0, 0.0),
            Dir::Down => vec2(0.0, 1.0),
            Dir::Left => vec2(-1.0, 0.0),
            Dir::Up => vec2(0.0, -1.0),
        }
    }

    /// A quarter turn clockwise on the screen.
    fn cw(self) -> Dir {
        match self {
            Dir::Right => Dir::Down,
            Dir::Down => Dir::Left,
            Dir::Left => Dir::Up,
            Dir::Up => Dir::Right,
        }
    }

    /// A quarter turn counter-clockwise on the screen.
    fn ccw(self) -> Dir {
        self.cw().rev()
    }

    fn rev(self) -> Dir {
        self.cw().cw()
    }
}

/// How one arm runs on the screen (its course, not its tiles: those are
/// [`crate::engine::layout::Arm`]): it runs along `main`; when blocked it turns towards `fold`, and
/// after that one tile (`leg`) it turns back the opposite way of `main`.
#[derive(Clone, Copy, Debug)]
struct ArmCourse {
    main: Dir,
    fold: Dir,
    leg: bool,
}

impl ArmCourse {
    /// A new arm: arms from the centre fold clockwise, so four arms make a pinwheel.
    fn new(dir: Dir) -> ArmCourse {
        ArmCourse {
            main: dir,
            fold: dir.cw(),
            leg: false,
        }
    }
}

/// Where a tile placed on an end would go.
#[derive(Clone, Copy, Debug)]
struct Slot {
    /// Middle of the edge a tile touches.
    at: Pos2,
    /// Outward direction.
    dir: Dir,
    arm: ArmCourse,
    /// Whether the end is a half of a non-double (a tile may then hang off its long side).
    half: bool,
    /// A spinner's tip: its first tile should go straight out, so the arm is seen to start
    /// there (a turn costs [`TURNED_TIP`]).
    tip: bool,
}

#[derive(Clone, Copy, Debug)]
enum Move {
    Straight,
    /// Turn with the touching half beyond the end, the tile running the new way.
    Corner(Dir),
    /// Turn with the tile set against the long side of the end half.
    Hang(Dir),
}

/// A tile's rectangle when its touching edge is centred on `q` and it grows towards `e`.
fn body(q: Pos2, e: Dir, double: bool, s: f32) -> Rect {
    let (along, across) = if double { (s, 2.0 * s) } else { (2.0 * s, s) };
    let side = e.cw().v() * (across / 2.0);
    Rect::from_two_pos(q + side, q + e.v() * along - side)
}

fn overlaps(a: Rect, b: Rect) -> bool {
    const EPS: f32 = 0.01;
    a.max.x.min(b.max.x) - a.min.x.max(b.min.x) > EPS
        && a.max.y.min(b.max.y) - a.min.y.max(b.min.y) > EPS
}

/// The drawing order of a tile's halves when its touching half (`touch`) is at the edge where
/// it grows from and it grows towards `e`.
fn halves(touch: u8, outer: u8, e: Dir) -> (u8, u8) {
    match e {
        Dir::Right | Dir::Down => (touch, outer),
        Dir::Left | Dir::Up => (outer, touch),
    }
}

/// Whether tip `k` (0 or 1) of a spinner has a tile on it: the space for that tile is kept
/// free from the moment the spinner is drawn, so the arm is seen to start at the tip.
fn tip_used(node: &Node, k: usize) -> bool {
    node.spinner
        && node
            .ends
            .get(2 + k)
            .is_some_and(|e| e.kind == EndKind::Tip && !e.is_free())
}

/// A set of node indexes (a layout has at most 28 nodes).
type NodeSet = u64;

fn bit(node: usize) -> NodeSet {
    if node < 64 { 1 << node } else { 0 }
}

/// One way to place a node.
#[derive(Clone, Copy, Debug)]
struct Choice {
    /// Middle of the touching edge.
    q: Pos2,
    /// The way the tile grows.
    dir: Dir,
    rect: Rect,
    /// The arm's state after it.
    arm: ArmCourse,
    /// A tip's first tile that does not go straight out.
    turned_tip: bool,
    /// A corner.
    turned: bool,
}

/// How far a tile stays from tiles it is not joined to (a fraction of its short side).
const CLEARANCE: f32 = 0.3;

/// How much each corner costs: straight arms read more easily (tiles about 6% smaller).
const TURN: f32 = 0.06;

/// How much a tip arm that turns at once costs: it is worth tiles about 14% smaller.
const TURNED_TIP: f32 = 0.15;

/// How much an open end with no room for a tile costs (tiles about 5% smaller).
const BLOCKED_END: f32 = 0.05;

/// Placements tried per tile size before giving up on it (backtracking is rarely needed).
const BUDGET: usize = 300;

struct Builder<'a> {
    nodes: &'a [Node],
    inner: Rect,
    s: f32,
    gap: f32,
    tiles: Vec<TileRect>,
    slots: Vec<Vec<Option<Slot>>>,
    /// Space kept free for the first tile on each used spinner tip: (node, end, rect).
    reserved: Vec<(usize, usize, Rect)>,
    /// What the drawing so far costs in clarity ([`TURN`], [`TURNED_TIP`], [`BLOCKED_END`]).
    penalty: f32,
    /// Placements left to try (see [`BUDGET`]).
    budget: usize,
    /// The centre of the lead.
    lead_at: Pos2,
    /// The penalty beyond which this drawing loses to one already found.
    max_penalty: f32,
}

impl Builder<'_> {
    /// The nodes whose tiles (or kept space) `r` would overlap, ignoring the space kept for end
    /// `on`; `None` when `r` is free and inside the area.
    fn blockers(&self, r: Rect, on: (usize, usize)) -> Option<NodeSet> {
        let mut set = 0;
        let blocked = self.hits(r, on, |n| set |= bit(n));
        blocked.then_some(set)
    }

    fn free(&self, r: Rect, on: (usize, usize)) -> bool {
        !self.hits(r, on, |_| {})
    }

    /// Whether `r`, a tile placed on end `on`, leaves the area or comes too close to a tile or
    /// to kept space; calls `blame` with each node in the way. Tiles touch only their parent
    /// (and its other children) with the small gap; every other tile stays [`CLEARANCE`] away,
    /// so a player never sees two tiles touch that are not joined.
    fn hits(&self, r: Rect, on: (usize, usize), mut blame: impl FnMut(usize)) -> bool {
        let near = self.gap * 0.9;
        let far = (self.s * CLEARANCE).max(near);
        let related =
            |node: usize| node == on.0 || self.nodes[node].parent.is_some_and(|(p, _)| p == on.0);
        let mut blocked = !self.inner.contains_rect(r);
        for t in &self.tiles {
            let clear = if related(t.node) { near } else { far };
            if overlaps(t.rect.expand(clear), r) {
                blame(t.node);
                blocked = true;
            }
        }
        for &(n, e, rr) in &self.reserved {
            // The space kept for a tip is of no more use once its tile is down (tiles go down
            // in node order).
            let taken = self.nodes[n].ends[e]
                .covered_by
                .is_some_and(|c| c < self.tiles.len());
            if (n, e) == on || taken {
                continue;
            }
            let clear = if n == on.0 { near } else { far };
            if overlaps(rr.expand(clear), r) {
                blame(n);
                blocked = true;
            }
        }
        blocked
    }

    fn moves(arm: ArmCourse) -> Vec<(Move, ArmCourse)> {
        if arm.leg {
            let back = arm.main.rev();
            let turned = ArmCourse {
                main: back,
                fold: arm.fold,
                leg: false,
            };
            let again = ArmCourse {
                main: arm.main,
                fold: arm.fold,
                leg: false,
            };
            vec![
                (Move::Corner(back), turned),
                (Move::Hang(back), turned),
                (Move::Straight, arm),
                (Move::Corner(arm.main), again),
                (Move::Hang(arm.main), again),
            ]
        } else {
            let mut out = vec![(Move::Straight, arm)];
            for fold in [arm.fold, arm.fold.rev()] {
                let turned = ArmCourse {
                    main: arm.main,
                    fold,
                    leg: true,
                };
                out.push((Move::Corner(fold), turned));
                out.push((Move::Hang(fold), turned));
            }
            out
        }
    }

    /// The touching edge and growing direction of a move from `slot`, if the move applies.
    fn apply(&self, slot: Slot, mv: Move, double: bool) -> Option<(Pos2, Dir)> {
        let s = self.s;
        let d = slot.dir.v();
        match mv {
            Move::Straight => Some((slot.at + d * self.gap, slot.dir)),
            Move::Corner(n) if !double => {
                let cell = slot.at + d * (self.gap + s / 2.0);
                Some((cell - n.v() * (s / 2.0), n))
            }
            Move::Hang(n) if slot.half => {
                let cell = slot.at - d * (s / 2.0);
                Some((cell + n.v() * (s / 2.0 + self.gap), n))
            }
            _ => None,
        }
    }

    /// The space a spinner centred on `center`, lying across a line running `line`, keeps free
    /// for the first tile on each tip: `[(tip direction, edge middle, rect)]`.
    fn tip_space(&self, center: Pos2, line: Dir) -> [(Dir, Pos2, Rect); 2] {
        [line.ccw(), line.cw()].map(|dir| {
            let at = center + dir.v() * self.s;
            (dir, at, body(at + dir.v() * self.gap, dir, false, self.s))
        })
    }

    /// Places the lead at `lead_at`; `false` when a used tip has no room inside the area.
    fn place_lead(&mut self) -> bool {
        let node = &self.nodes[0];
        let s = self.s;
        let c = self.lead_at;
        let double = node.tile.is_double();
        let size = if double {
            vec2(s, 2.0 * s)
        } else {
            vec2(2.0 * s, s)
        };
        let rect = Rect::from_center_size(c, size);
        self.tiles.push(TileRect {
            node: 0,
            rect,
            vertical: double,
            first: node.tile.first(),
            second: node.tile.second(),
        });
        let mut slots = vec![
            Some(Slot {
                at: pos2(rect.min.x, c.y),
                dir: Dir::Left,
                arm: ArmCourse::new(Dir::Left),
                half: !double,
                tip: false,
            }),
            Some(Slot {
                at: pos2(rect.max.x, c.y),
                dir: Dir::Right,
                arm: ArmCourse::new(Dir::Right),
                half: !double,
                tip: false,
            }),
        ];
        let mut room = true;
        if double && node.ends.len() >= 4 {
            // Lead tips: up folds right, down folds left (a pinwheel with the sides).
            for (k, (dir, at, space)) in self.tip_space(c, Dir::Right).into_iter().enumerate() {
                slots.push(Some(Slot {
                    at,
                    dir,
                    arm: ArmCourse::new(dir),
                    half: false,
                    tip: true,
                }));
                if tip_used(node, k) {
                    room &= self.inner.contains_rect(space);
                    self.reserved.push((0, 2 + k, space));
                }
            }
        }
        slots.resize(node.ends.len(), None);
        self.slots.push(slots);
        room
    }

    /// How badly `rect` collides: overlap area with placed tiles, plus what lies outside.
    fn clash(&self, rect: Rect) -> f32 {
        let inside = rect.intersect(self.inner);
        let outside = rect.area()
            - if inside.is_positive() {
                inside.area()
            } else {
                0.0
            };
        self.tiles
            .iter()
            .map(|t| {
                let o = t.rect.intersect(rect);
                if o.is_positive() { o.area() } else { 0.0 }
            })
            .sum::<f32>()
            + outside * 2.0
    }

    /// The slot where the line goes on after a tile touching at `q` and growing towards `dir`.
    fn continuation(&self, q: Pos2, dir: Dir, double: bool, arm: ArmCourse) -> Slot {
        let along = if double { self.s } else { 2.0 * self.s };
        Slot {
            at: q + dir.v() * along,
            dir,
            arm,
            half: !double,
            tip: false,
        }
    }

    /// Whether a tile, double or not, could still be placed on `slot` once `extra` is on the
    /// table.
    fn viable(&self, slot: Slot, parent: usize, extra: Rect) -> bool {
        let clear = self.gap * 0.9;
        let side = slot.dir.cw();
        let moves = [
            Move::Straight,
            Move::Corner(side),
            Move::Corner(side.rev()),
            Move::Hang(side),
            Move::Hang(side.rev()),
        ];
        [false, true].into_iter().all(|double| {
            moves
                .iter()
                .filter_map(|&mv| self.apply(slot, mv, double))
                .any(|(q, dir)| {
                    let rect = body(q, dir, double, self.s);
                    !overlaps(extra.expand(clear), rect) && self.free(rect, (parent, usize::MAX))
                })
        })
    }

    /// The slot node `i` is placed on.
    fn slot_of(&self, i: usize) -> (Slot, (usize, usize)) {
        let (p, e) = self.nodes[i].parent.unwrap_or((usize::MAX, 0));
        let slot = self
            .slots
            .get(p)
            .and_then(|v| v.get(e).copied().flatten())
            .unwrap_or(Slot {
                at: self.inner.center(),
                dir: Dir::Right,
                arm: ArmCourse::new(Dir::Right),
                half: false,
                tip: false,
            });
        (slot, (p, e))
    }

    /// The ways to place node `i` without overlapping anything, best first (moves that leave
    /// room to go on before moves that only fit), and the nodes that block the other moves.
    fn options(&self, i: usize) -> (Vec<Choice>, NodeSet) {
        let node = &self.nodes[i];
        let double = node.tile.is_double();
        let (slot, on) = self.slot_of(i);
        let mut good = Vec::new();
        let mut cramped = Vec::new();
        let mut blocked = bit(on.0);
        for (mv, arm) in Self::moves(slot.arm) {
            let Some((q, dir)) = self.apply(slot, mv, double) else {
                continue;
            };
            let rect = body(q, dir, double, self.s);
            let mut conflict = self.blockers(rect, on);
            if node.spinner && conflict.is_none() {
                let center = q + dir.v() * (self.s / 2.0);
                for (k, (_, _, space)) in self.tip_space(center, dir).into_iter().enumerate() {
                    if !tip_used(node, k) {
                        continue;
                    }
                    if let Some(set) = self.blockers(space, (usize::MAX, 0)) {
                        *conflict.get_or_insert(0) |= set;
                    }
                }
            }
            if let Some(set) = conflict {
                blocked |= set;
                continue;
            }
            let choice = Choice {
                q,
                dir,
                rect,
                arm,
                turned_tip: slot.tip && dir != slot.dir,
                turned: dir != slot.dir,
            };
            if self.viable(self.continuation(q, dir, double, arm), i, rect) {
                good.push(choice);
            } else {
                cramped.push(choice);
            }
        }
        good.extend(cramped);
        (good, blocked)
    }

    /// The move for node `i` that overlaps least (when nothing fits).
    fn least_bad(&self, i: usize) -> Choice {
        let double = self.nodes[i].tile.is_double();
        let (slot, _) = self.slot_of(i);
        let mut best: Option<(f32, Choice)> = None;
        for (mv, arm) in Self::moves(slot.arm) {
            let Some((q, dir)) = self.apply(slot, mv, double) else {
                continue;
            };
            let rect = body(q, dir, double, self.s);
            let clash = self.clash(rect);
            if best.as_ref().is_none_or(|(c, _)| clash < *c) {
                best = Some((
                    clash,
                    Choice {
                        q,
                        dir,
                        rect,
                        arm,
                        turned_tip: false,
                        turned: false,
                    },
                ));
            }
        }
        best.expect("a straight move always applies").1
    }

    /// Puts node `i` on the table as `choice`.
    fn commit(&mut self, i: usize, choice: Choice) {
        let Choice {
            q,
            dir,
            rect,
            arm,
            turned_tip,
            turned,
        } = choice;
        let node = &self.nodes[i];
        let double = node.tile.is_double();
        if turned_tip {
            // A tip arm that turns at once hides where it starts: allowed, but avoided.
            self.penalty += TURNED_TIP;
        }
        if turned {
            self.penalty += TURN;
        }
        let tile = node.tile;
        let (first, second) = if double {
            (tile.first(), tile.second())
        } else {
            halves(tile.first(), tile.second(), dir)
        };
        self.tiles.push(TileRect {
            node: i,
            rect,
            vertical: rect.height() > rect.width(),
            first,
            second,
        });
        let s = self.s;
        let mut slots: Vec<Option<Slot>> = vec![None; node.ends.len()];
        if double {
            if let Some(far) = slots.get_mut(1) {
                *far = Some(Slot {
                    at: q + dir.v() * s,
                    dir,
                    arm,
                    half: false,
                    tip: false,
                });
            }
            if node.ends.len() >= 4 {
                let center = q + dir.v() * (s / 2.0);
                for (k, (tip, at, space)) in self.tip_space(center, dir).into_iter().enumerate() {
                    // Tips of a spinner in a line fold away from where the line came from.
                    slots[2 + k] = Some(Slot {
                        at,
                        dir: tip,
                        arm: ArmCourse {
                            main: tip,
                            fold: dir,
                            leg: false,
                        },
                        half: false,
                        tip: true,
                    });
                    if tip_used(node, k) {
                        self.reserved.push((i, 2 + k, space));
                    }
                }
            }
        } else if let Some(outer) = slots.get_mut(0) {
            *outer = Some(Slot {
                at: q + dir.v() * (2.0 * s),
                dir,
                arm,
                half: true,
                tip: false,
            });
        }
        self.slots.push(slots);
    }

    /// Places nodes `i..`, trying each node's moves best first and, when a later tile has
    /// nowhere to go, jumping back to the latest node that stood in its way (conflict-directed
    /// backjumping), within the step budget. On failure returns the nodes to blame (empty when
    /// the budget ran out).
    fn solve(&mut self, i: usize) -> Result<(), NodeSet> {
        if i == self.nodes.len() {
            return Ok(());
        }
        let (options, mut conflict) = self.options(i);
        for choice in options {
            if self.budget == 0 {
                return Err(0);
            }
            self.budget -= 1;
            let mark = (self.tiles.len(), self.reserved.len(), self.penalty);
            self.commit(i, choice);
            if self.penalty > self.max_penalty {
                // Already worse than a drawing found with larger tiles: give up.
                self.budget = 0;
                return Err(0);
            }
            if let Err(set) = self.solve(i + 1) {
                self.tiles.truncate(mark.0);
                self.slots.truncate(mark.0);
                self.reserved.truncate(mark.1);
                self.penalty = mark.2;
                if set & bit(i) == 0 {
                    return Err(set);
                }
                conflict |= set & !bit(i);
            } else {
                return Ok(());
            }
        }
        Err(conflict & (bit(i) - 1))
    }
}

/// The arrangement with tiles of short side `s` and the lead `shift` (a fraction of the area's
/// size) off its middle, and its penalty; `None` when some tile does not fit or the penalty
/// would pass `max_penalty` (unless `force`: then the tiles that do not fit overlap as little
/// as they can).
fn try_arrange(
    layout: &Layout,
    area: Rect,
    s: f32,
    shift: Vec2,
    max_penalty: f32,
    force: bool,
) -> Option<(Arrangement, f32)> {
    let nodes = layout.nodes();
    if nodes.is_empty() {
        return None;
    }
    let gap = (s * 0.08).max(1.5);
    let margin = (s * 0.18 + 3.0).min(area.width().min(area.height()) * 0.1);
    let inner = area.shrink(margin);
    let mut b = Builder {
        nodes,
        inner,
        lead_at: inner.center() + shift * inner.size(),
        max_penalty,
        s,
        gap,
        tiles: Vec::with_capacity(nodes.len()),
        slots: Vec::with_capacity(nodes.len()),
        reserved: Vec::new(),
        penalty: 0.0,
        budget: BUDGET,
    };
    let mut fits = b.place_lead() && b.inner.contains_rect(b.tiles[0].rect);
    if !fits && !force {
        return None;
    }
    if force {
        for i in 1..nodes.len() {
            let choice = match b.options(i).0.first() {
                Some(&c) => c,
                None => {
                    fits = false;
                    b.least_bad(i)
                }
            };
            b.commit(i, choice);
        }
    } else if b.solve(1).is_err() {
        return None;
    }
    let mut open = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        let sides_covered = node
            .ends
            .iter()
            .all(|e| e.kind != EndKind::Side || !e.is_free());
        for (k, end) in node.ends.iter().enumerate() {
            let playable = end.is_free() && (end.kind != EndKind::Tip || sides_covered);
            if let (true, Some(slot)) = (playable, b.slots[i][k]) {
                // An open end with no room for a tile (or a tip with no room straight out)
                // still works (the table is redrawn when a tile goes there) but looks blocked.
                let room = if slot.tip {
                    b.free(
                        body(slot.at + slot.dir.v() * gap, slot.dir, false, s),
                        (i, k),
                    )
                } else {
                    b.viable(slot, i, Rect::NOTHING)
                };
                if !room {
                    b.penalty += BLOCKED_END;
                }
                open.push(OpenMark {
                    node: i,
                    end: k,
                    pos: slot.at,
                    dir: slot.dir.v(),
                });
            }
        }
    }
    Some((
        Arrangement {
            tiles: b.tiles,
            open,
            short: s,
            gap,
            fits,
        },
        b.penalty,
    ))
}

/// The full drawing of `layout` in `area`: the largest tiles (at most [`MAX_TILE_LENGTH`] long)
/// for which every tile fits inside `area` without overlapping or touching a tile it is not
/// joined to, less a small cost for each corner and for a tip arm that cannot start straight.
///
/// Deterministic: the lead sits in the middle (moved off it only when it does not fit there);
/// tiles go down in placement order; each arm runs straight until the edge or another tile is
/// in the way, then turns a corner and snakes back (four arms make a pinwheel). Doubles lie
/// across their line; a spinner's tips grow at right angles to it, and the space for a used
/// tip's first tile is kept free. When a tile has nowhere to go, the search backs up to a tile
/// that stood in its way and tries its next move.
#[must_use]
pub fn arrangement(layout: &Layout, area: Rect) -> Arrangement {
    let largest = (MAX_TILE_LENGTH / 2.0)
        .min(area.width() / 3.0)
        .min(area.height() / 3.0);
    let smallest = MIN_TILE_LENGTH / 2.0;
    if layout.is_empty() {
        return Arrangement {
            tiles: Vec::new(),
            open: Vec::new(),
            short: largest.max(1.0),
            gap: 0.0,
            fits: true,
        };
    }
    // Largest tiles first, less what the drawing costs in clarity (TURN, TURNED_TIP,
    // BLOCKED_END). The lead sits in the middle unless a shift lets the tiles be larger.
    let mut best: Option<(f32, Arrangement)> = None;
    let mut s = largest;
    while s >= smallest && best.as_ref().is_none_or(|(score, _)| *score < s) {
        let max_penalty = best.as_ref().map_or(f32::INFINITY, |(b, _)| (s / b).ln());
        for (k, shift) in LEAD_SHIFTS.into_iter().enumerate() {
            // A shifted lead costs a little, so the middle wins a tie.
            let cost = if k == 0 { 0.0 } else { SHIFTED_LEAD };
            let Some((found, penalty)) =
                try_arrange(layout, area, s, shift, max_penalty - cost, false)
            else {
                continue;
            };
            let score = s * (-(penalty + cost)).exp();
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                best = Some((score, found));
            }
            // The lead moves off the middle only when there it does not fit at all.
            break;
        }
        s *= 0.95;
    }
    match best {
        Some((_, found)) => found,
        None => {
            let s = smallest.min(largest.max(1.0));
            try_arrange(layout, area, s, Vec2::ZERO, f32::INFINITY, true)
                .expect("forced arrangement always succeeds")
                .0
        }
    }
}

/// What moving the lead off the middle costs.
const SHIFTED_LEAD: f32 = 0.02;

/// Where the lead may sit, as a fraction of the area's size off its middle.
const LEAD_SHIFTS: [Vec2; 5] = [
    Vec2::ZERO,
    Vec2::new(0.0, 0.2),
    Vec2::new(0.0, -0.2),
    Vec2::new(0.2, 0.0),
    Vec2::new(-0.2, 0.0),
];

/// Where each placed tile is drawn in `area` (see [`arrangement`]), in node order.
#[must_use]
pub fn arrange(layout: &Layout, area: Rect) -> Vec<TileRect> {
    arrangement(layout, area).tiles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_turns_go_round_the_compass() {
        for d in [Dir::Right, Dir::Down, Dir::Left, Dir::Up] {
            assert_eq!(d.cw().ccw(), d);
            assert_eq!(d.rev().rev(), d);
            assert_eq!(d.cw().cw(), d.rev());
            assert_eq!(d.v() + d.rev().v(), Vec2::ZERO);
        }
        assert_eq!(
            Dir::Right.cw(),
            Dir::Down,
            "y grows downwards on the screen"
        );
    }

    #[test]
    fn a_tile_is_twice_as_long_as_wide_and_a_double_lies_across() {
        let q = pos2(100.0, 100.0);
        let plain = body(q, Dir::Right, false, 10.0);
        assert_eq!((plain.width(), plain.height()), (20.0, 10.0));
        assert_eq!(plain.left_center(), q, "it grows from its touching edge");
        let double = body(q, Dir::Right, true, 10.0);
        assert_eq!((double.width(), double.height()), (10.0, 20.0));
        let up = body(q, Dir::Up, false, 10.0);
        assert_eq!((up.width(), up.height()), (10.0, 20.0));
        assert_eq!(up.center_bottom(), q);
    }

    #[test]
    fn the_touching_half_is_drawn_next_to_the_tile_it_touches() {
        assert_eq!(halves(5, 3, Dir::Right), (5, 3));
        assert_eq!(halves(5, 3, Dir::Down), (5, 3));
        assert_eq!(halves(5, 3, Dir::Left), (3, 5));
        assert_eq!(halves(5, 3, Dir::Up), (3, 5));
    }

    #[test]
    fn an_empty_layout_has_nothing_to_draw() {
        let area = Rect::from_min_size(Pos2::ZERO, vec2(900.0, 500.0));
        let found = arrangement(
            &Layout::new(crate::engine::SpinnerPolicy::FirstDouble),
            area,
        );
        assert!(found.tiles.is_empty() && found.open.is_empty() && found.fits);
        assert_eq!(found.short, MAX_TILE_LENGTH / 2.0);
    }
}
