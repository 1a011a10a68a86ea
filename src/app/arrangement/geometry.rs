//! The pieces of the table's geometry, in layout units (one unit is a tile's short side): the
//! four directions, a tile's rectangle, an end where the next tile goes, and the ways a tile can
//! be put on it (straight on, a corner, hung against the end half, a double slid along).

use egui::{Pos2, Rect, Vec2, vec2};

/// The gap between two touching tiles (layout units).
pub const GAP: f32 = 0.08;

/// How far a tile stays from tiles it is not joined to (layout units), so a player never sees
/// two tiles touch that are not joined.
pub const CLEAR: f32 = 0.5;
/// How deep the cell beyond an open end is (layout units), where its value is written.
pub const CELL: f32 = 0.8;
/// How close tiles that are not joined may come where nothing else fits (layout units).
pub const TIGHT: f32 = 0.3;
/// The four directions a line of tiles can run on the screen (y grows downward).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    /// Toward +x.
    Right,
    /// Toward +y.
    Down,
    /// Toward −x.
    Left,
    /// Toward −y.
    Up,
}

impl Dir {
    /// The unit vector.
    #[must_use]
    pub fn v(self) -> Vec2 {
        match self {
            Dir::Right => vec2(1.0, 0.0),
            Dir::Down => vec2(0.0, 1.0),
            Dir::Left => vec2(-1.0, 0.0),
            Dir::Up => vec2(0.0, -1.0),
        }
    }

    /// A quarter turn clockwise on the screen.
    #[must_use]
    pub fn cw(self) -> Dir {
        match self {
            Dir::Right => Dir::Down,
            Dir::Down => Dir::Left,
            Dir::Left => Dir::Up,
            Dir::Up => Dir::Right,
        }
    }

    /// A quarter turn counter-clockwise on the screen.
    #[must_use]
    pub fn ccw(self) -> Dir {
        self.cw().rev()
    }

    /// The opposite direction.
    #[must_use]
    pub fn rev(self) -> Dir {
        self.cw().cw()
    }

    pub(super) fn horizontal(self) -> bool {
        matches!(self, Dir::Left | Dir::Right)
    }
}

/// One tile on the table (layout units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WorldTile {
    /// Index in [`crate::engine::Layout::nodes`].
    pub node: usize,
    /// Its rectangle: 2 × 1 along its line, a double 1 × 2 across it.
    pub rect: Rect,
    /// Whether it is taller than wide.
    pub vertical: bool,
    /// Pips drawn on the left (horizontal) or top (vertical) half.
    pub first: u8,
    /// Pips drawn on the right or bottom half.
    pub second: u8,
}

/// Where a tile played on an end would start (layout units).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slot {
    /// The middle of the tile edge a new tile touches.
    pub at: Pos2,
    /// The outward direction.
    pub dir: Dir,
    /// The end is a half of a non-double: a tile may hang off its long side.
    pub(super) half: bool,
    /// The end belongs to a double: no corner right here.
    pub(super) double: bool,
    /// A spinner's tip: its first tile should go straight out.
    pub(super) tip: bool,
    /// How the arm has run so far.
    pub(super) course: Course,
}

/// How an arm runs: the way it left the lead or the spinner it grows from (`main`), and the way
/// its first corner turned (`fold`). It keeps to those two ways, a staircase outward (UI.md:
/// never back toward the centre); only a two-armed line may turn back along the table's edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Course {
    pub(super) main: Dir,
    pub(super) fold: Option<Dir>,
}

impl Course {
    pub(super) fn new(main: Dir) -> Course {
        Course { main, fold: None }
    }

    /// The course once a tile runs `dir`.
    pub(super) fn then(self, dir: Dir) -> Course {
        let across = dir != self.main && dir != self.main.rev();
        Course {
            fold: self.fold.or(across.then_some(dir)),
            ..self
        }
    }

    /// Whether running `dir` turns back: against the way the arm left, or against its fold.
    pub(super) fn back(self, dir: Dir) -> (bool, bool) {
        (dir == self.main.rev(), self.fold == Some(dir.rev()))
    }
}

impl Slot {
    /// The cell just beyond the end, where its value (or a candidate's number) is written:
    /// [`CELL`] deep, a tile's width across. The next tile will cover it.
    #[must_use]
    pub fn cell(&self) -> Rect {
        let side = self.dir.cw().v() * 0.5;
        let q = self.at + self.dir.v() * GAP;
        Rect::from_two_pos(q + side, q + self.dir.v() * CELL - side)
    }
}
/// One way to put a tile on an end.
#[derive(Clone, Copy, Debug)]
pub(super) struct Choice {
    /// The middle of its touching edge.
    pub(super) q: Pos2,
    /// The way it grows.
    pub(super) dir: Dir,
    pub(super) rect: Rect,
    /// 0 straight on, 1 a corner, 2 hung against the end half's long side, 3 a double slid
    /// half a tile along its line's end (still touching the whole end), 4 set apart, linked
    /// to the end (`arrangement/apart.rs`).
    pub(super) turn: u8,
}

impl Choice {
    /// The end of the tile placed this way, where the next tile goes.
    pub(super) fn end(&self, double: bool, course: Course) -> Slot {
        let along = if double { 1.0 } else { 2.0 };
        Slot {
            at: self.q + self.dir.v() * along,
            dir: self.dir,
            half: !double,
            double,
            tip: false,
            course: course.then(self.dir),
        }
    }
}

/// A tile's rectangle when its touching edge is centred on `q` and it grows toward `e`.
#[must_use]
pub fn body(q: Pos2, e: Dir, double: bool) -> Rect {
    let (along, across) = if double { (1.0, 2.0) } else { (2.0, 1.0) };
    let side = e.cw().v() * (across / 2.0);
    Rect::from_two_pos(q + side, q + e.v() * along - side)
}

/// Whether `a` and `b` share more than a hair of area.
pub(super) fn overlaps(a: Rect, b: Rect) -> bool {
    const EPS: f32 = 0.001;
    a.max.x.min(b.max.x) - a.min.x.max(b.min.x) > EPS
        && a.max.y.min(b.max.y) - a.min.y.max(b.min.y) > EPS
}

/// The area `a` and `b` share.
pub(super) fn shared(a: Rect, b: Rect) -> f32 {
    let w = a.max.x.min(b.max.x) - a.min.x.max(b.min.x);
    let h = a.max.y.min(b.max.y) - a.min.y.max(b.min.y);
    if w > 0.0 && h > 0.0 { w * h } else { 0.0 }
}

/// How far `r` reaches beyond `frame`, summed over its four sides.
pub(super) fn beyond(r: Rect, frame: Rect) -> f32 {
    (frame.min.x - r.min.x).max(0.0)
        + (r.max.x - frame.max.x).max(0.0)
        + (frame.min.y - r.min.y).max(0.0)
        + (r.max.y - frame.max.y).max(0.0)
}

/// The drawing order of a tile's halves when its touching half (`touch`) is where it grows
/// from and it grows toward `e`.
pub(super) fn halves(touch: u8, outer: u8, e: Dir) -> (u8, u8) {
    match e {
        Dir::Right | Dir::Down => (touch, outer),
        Dir::Left | Dir::Up => (outer, touch),
    }
}

/// The directions of a spinner's tips (first, second) on a line running `line`: above and
/// below a line across the screen (the compass's north and south), else left and right.
pub(super) fn tip_dirs(line: Dir) -> [Dir; 2] {
    if line.horizontal() {
        [Dir::Up, Dir::Down]
    } else {
        [Dir::Left, Dir::Right]
    }
}

impl Slot {
    /// The ways to put a tile on `slot`: straight on, then a corner or a hang each way
    /// (clockwise first). A double only goes straight on, across its line.
    pub(super) fn choices(self, double: bool) -> Vec<Choice> {
        let slot = self;
        let d = slot.dir.v();
        let straight = slot.at + d * GAP;
        let mut out = vec![Choice {
            q: straight,
            dir: slot.dir,
            rect: body(straight, slot.dir, double),
            turn: 0,
        }];
        if double {
            // Slid half a unit either way, a double still covers the whole end.
            for side in [slot.dir.cw(), slot.dir.ccw()] {
                out.push(Choice {
                    q: straight,
                    dir: slot.dir,
                    rect: body(straight + side.v() * 0.5, slot.dir, true),
                    turn: 3,
                });
            }
            return out;
        }
        for n in [slot.dir.cw(), slot.dir.ccw()] {
            // The touching half lies beyond the end and the tile runs the new way.
            let cell = slot.at + d * (GAP + 0.5);
            let q = cell - n.v() * 0.5;
            out.push(Choice {
                q,
                dir: n,
                rect: body(q, n, false),
                turn: 1,
            });
            if slot.half {
                // The touching half lies against the long side of the end half.
                let q = slot.at - d * 0.5 + n.v() * (0.5 + GAP);
                out.push(Choice {
                    q,
                    dir: n,
                    rect: body(q, n, false),
                    turn: 2,
                });
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    #[test]
    fn quarter_turns_go_round_the_compass() {
        for d in [Dir::Right, Dir::Down, Dir::Left, Dir::Up] {
            assert_eq!(d.cw().ccw(), d);
            assert_eq!(d.rev().rev(), d);
            assert_eq!(d.cw().cw(), d.rev());
            assert_eq!(d.v() + d.rev().v(), Vec2::ZERO);
        }
        assert_eq!(Dir::Right.cw(), Dir::Down, "y grows downward on the screen");
    }

    #[test]
    fn a_tile_is_twice_as_long_as_wide_and_a_double_lies_across() {
        let q = pos2(10.0, 10.0);
        let plain = body(q, Dir::Right, false);
        assert_eq!((plain.width(), plain.height()), (2.0, 1.0));
        assert_eq!(plain.left_center(), q, "it grows from its touching edge");
        let double = body(q, Dir::Right, true);
        assert_eq!((double.width(), double.height()), (1.0, 2.0));
        let up = body(q, Dir::Up, false);
        assert_eq!((up.width(), up.height()), (1.0, 2.0));
        assert_eq!(up.center_bottom(), q);
    }

    #[test]
    fn the_touching_half_is_drawn_next_to_the_tile_it_touches() {
        assert_eq!(halves(5, 3, Dir::Right), (5, 3));
        assert_eq!(halves(5, 3, Dir::Down), (5, 3));
        assert_eq!(halves(5, 3, Dir::Left), (3, 5));
        assert_eq!(halves(5, 3, Dir::Up), (3, 5));
    }
}
