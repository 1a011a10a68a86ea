//! What a placement is weighed against and what each kind of move costs: the terms the search
//! for where a tile goes (`weigh.rs`) and the world that lays tiles (`world.rs`) share.

use egui::{Pos2, Rect};

/// A felt at readable tiles (`READABLE` points per layout unit), in layout units: what
/// `arrangement/readable.rs` weighs a drawing against.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Felt {
    /// The part of the felt the drawing is fitted into.
    pub size: egui::Vec2,
    /// The compass's corner at its top right, kept clear of all that is drawn.
    pub corner: egui::Vec2,
}

/// What a placement is weighed against: the hub, the frame the arms should stay in (the world
/// and all that is drawn), and whether arms may turn yet.
pub(super) struct Around {
    pub(super) hub: Pos2,
    pub(super) frame: Rect,
    /// The corner of the frame kept for the compass, at its top right (layout units).
    pub(super) compass: egui::Vec2,
    pub(super) may_turn: bool,
    /// No spinner can come: the line has two arms, each with half the table.
    pub(super) two_arms: bool,
    /// The felt a smaller table was fitted to (`arrangement/readable.rs`).
    pub(super) felt: Option<Felt>,
    /// How far the view already zooms out from readable tiles on that felt (×, 1 while
    /// readable).
    pub(super) outgrown: f32,
}

/// How near an arm running back along the edge may come to the hub's line across its own
/// (layout units): the next arm runs there.
pub(super) const BACK_OFF: f32 = 3.0;
/// The corner of the table kept for the arm compass (layout units, the top right of the frame,
/// as `arrangement/view.rs`'s `COMPASS_CORNER`): about the compass's size on the felt at
/// 1280 × 800, less the felt's room beyond the table.
pub(super) const COMPASS: egui::Vec2 = egui::vec2(5.0, 4.5);
/// Room an arm wants ahead of its end before it turns (layout units): a double and a corner.
pub(super) const AHEAD: f32 = 2.2;

/// What each kind of move costs when choosing where a tile goes (see `World::cost`).
pub(super) mod cost {
    /// A corner.
    pub const TURN: f32 = 1.0;
    /// A tile set against the long side of the half it is played on, instead of beyond it.
    pub const HANG: f32 = 0.3;
    /// A double slid half a tile off its line.
    pub const SLID: f32 = 2.0;
    /// A turn right after a double.
    pub const AFTER_DOUBLE: f32 = 1.0;
    /// A spinner tip's first tile that does not go straight out.
    pub const TURNED_TIP: f32 = 2.0;
    /// A turn heading back toward the hub or against the arm's first corner.
    pub const INWARD: f32 = 12.0;
    /// An arm turning back along the table's edge (into its own quarter, or half of a
    /// two-armed line).
    pub const ALONG_THE_EDGE: f32 = 1.0;
    /// Per unit an arm running back comes nearer than [`super::BACK_OFF`] to the line of the
    /// arm beside it.
    pub const AXIS: f32 = 6.0;
    /// Per unit beyond the table (`World::frame`: the view must zoom out, every tile drawn
    /// smaller): dearer than a turn that gives up a spinner's tip's kept space, so an arm of
    /// spinners (Five Up) turns rather than run off the table.
    pub const OVERFLOW: f32 = 8.0;
    /// The share of [`OVERFLOW`] charged per unit a felt smaller than the world's would have to
    /// grow (its longer side) to show the drawing at readable tiles with the compass's corner
    /// clear (`arrangement/readable.rs`): dearer than running beyond the table, whose corner is
    /// where the table is centred, not where the view slides the drawing.
    pub const OUTGROWN: f32 = 2.5;
    /// The share of [`OVERFLOW`] charged per unit a double played straight on next would run
    /// beyond the table (a double cannot turn, so the plain tile before it turns instead).
    pub const NEXT_DOUBLE: f32 = 1.0;
    /// Per unit of room missing ahead of the new end (see [`super::AHEAD`]).
    pub const CRAMPED: f32 = 1.5;
    /// Per unit of room ahead (up to 12): between two turns, the roomier one.
    pub const ROOMY: f32 = 0.05;
    /// Turning clockwise wins a tie, so four arms make a pinwheel.
    pub const COUNTER_CLOCKWISE: f32 = 0.01;
    /// Before the first spinner, turning at all (the spinner's line should lie across the
    /// screen, so its sides are the compass's west and east).
    pub const BEFORE_SPINNER: f32 = 1.0;
    /// Passing only a looser [`super::Strict`] level: covering another end's cell, the space
    /// kept for a tip, coming [`super::super::geometry::TIGHT`] close to a tile not joined to it.
    pub const LOOSER: [f32; 4] = [0.0, 8.0, 10.0, 15.0];
    /// An end where a plain tile or a double would have nowhere to go.
    pub const DEAD_END: f32 = 20.0;
}
/// What a tile must stay clear of, strictest first: the search relaxes only when nothing fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Strict {
    /// Tiles, the space kept for tips and the cells beyond open ends.
    All,
    /// Tiles and the space kept for tips.
    Kept,
    /// Tiles only.
    Tiles,
    /// Tiles only, and not joined tiles may come as close as [`super::geometry::TIGHT`].
    Tight,
}
