//! What a phone draws, as JSON: the [`TableView`] (computed once, in the phone's language, so
//! what a muggins window hides is hidden on the phone too), the layout's tiles where the
//! window's [`arrangement`] puts them, in layout units (the same places and turns; the page only
//! scales them to its screen), and what a seat may enter now (the picker, draw, pass, the
//! announcement pad, the call).

use egui::{Pos2, Rect, pos2, vec2};
use serde::Serialize;

use crate::app::arrangement::{self, View};
use crate::app::i18n::I18n;
use crate::app::table::TableView;
pub use crate::app::table::view::{Calls, Pad};
use crate::app::text;
use crate::engine::{Layout, Seat, Tile};

/// The area the window's arrangement is asked for (points); what the phone gets is turned back
/// into layout units. Large enough for the table of the 1280 × 800 window's felt
/// (`arrangement::world::Table::for_felt`): a Five Up layout takes the shape it has there.
const AREA: Rect = Rect {
    min: Pos2 { x: 0.0, y: 0.0 },
    max: Pos2 {
        x: 1600.0,
        y: 900.0,
    },
};

/// A rectangle in layout units, as the page draws it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Box2 {
    /// Left.
    pub x: f32,
    /// Top.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

/// One placed tile.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneTile {
    /// Its node in the layout.
    pub node: usize,
    /// `5-3`.
    pub name: String,
    /// Where it lies.
    #[serde(flatten)]
    pub at: Box2,
    /// Taller than wide.
    pub vertical: bool,
    /// Pips on the left (or top) half.
    pub first: u8,
    /// Pips on the right (or bottom) half.
    pub second: u8,
    /// The spinner.
    pub spinner: bool,
}

/// A free end that takes a tile now: the square beyond it, tapped to place there.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneEnd {
    /// Its node.
    pub node: usize,
    /// Which end of the node.
    pub end: usize,
    /// The square beyond it.
    #[serde(flatten)]
    pub at: Box2,
}

/// What an open end shows, as on the window's felt: the pip that plays there and, while the
/// count shows, what a double there counts beside it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneValue {
    /// Its node.
    pub node: usize,
    /// Which end.
    pub end: usize,
    /// The pips a tile must show to be played here.
    pub pips: u8,
    /// What a double here counts (both halves), with its words (`counts 6`); `None` for a plain
    /// half and while the count is hidden.
    pub counts: Option<PhoneCounts>,
    /// Where the pip is written.
    #[serde(flatten)]
    pub at: Box2,
}

/// What a double at an open end counts, written small beyond its pip.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneCounts {
    /// What it adds to the count (pips).
    pub value: u32,
    /// `counts 6`, in the page's language.
    pub words: String,
    /// Where it is written.
    pub at: Box2,
}

/// A line from an end to a tile set apart from it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneLink {
    /// From.
    pub x1: f32,
    /// From.
    pub y1: f32,
    /// To.
    pub x2: f32,
    /// To.
    pub y2: f32,
}

/// The layout as the page draws it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneLayout {
    /// The tiles, in node order.
    pub tiles: Vec<PhoneTile>,
    /// The ends that take a tile now.
    pub open: Vec<PhoneEnd>,
    /// What each open end shows: the pip that plays there (the page writes the proof's term in
    /// its place while the proof shows) and what a double counts, when the count shows.
    pub values: Vec<PhoneValue>,
    /// The tiles set apart, with their lines.
    pub links: Vec<PhoneLink>,
    /// The last tile placed (outlined).
    pub last: Option<usize>,
    /// What is drawn: left, top, right, bottom.
    #[serde(rename = "box")]
    pub extent: [f32; 4],
}

/// One place a tile fits.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhonePlace {
    /// The node placed against (`None`: the lead).
    pub node: Option<usize>,
    /// Its end.
    pub end: usize,
    /// `on 5 — spinner side`.
    pub label: String,
    /// The arrow that chooses it at the laptop, drawn at the end as there (`←`; the table
    /// view's [`crate::app::table::end_keys`]).
    pub arrow: String,
}

/// One tile of the picker.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PickTile {
    /// `5-3`.
    pub tile: String,
    /// On the table already.
    pub played: bool,
    /// Where it fits now.
    pub places: Vec<PhonePlace>,
}

/// Everything a page draws, in one language (without its version: [`wrap`] adds it).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PhoneState<'a> {
    /// `en` or `ht`.
    pub lang: &'static str,
    /// The players, in seat order.
    pub players: &'a [String],
    /// Whose turn it is.
    pub turn: Option<Seat>,
    /// A hand takes entries (dealt, not over, the match not won).
    pub playing: bool,
    /// The variant draws from a boneyard (else a player who cannot play knocks).
    pub drawing: bool,
    /// The player to play may draw now.
    pub can_draw: bool,
    /// The player to play may pass (or knock) now.
    pub can_pass: bool,
    /// What the table shows.
    pub table: &'a TableView,
    /// The layout.
    pub layout: PhoneLayout,
    /// The 28 tiles, double-six chart order.
    pub picker: Vec<PickTile>,
    /// The announcement pad, when it is open.
    pub pad: Option<Pad>,
    /// The muggins calls, when open.
    pub calls: Option<Calls>,
}

/// The page's state in `i18n`'s language, `table` being the table view in that language: what
/// may be entered (the turn, Draw, Pass, the pad, the calls) is the table view's own, as every
/// surface draws it.
#[must_use]
pub fn phone_state<'a>(table: &'a TableView, i18n: &I18n, lang: &'static str) -> PhoneState<'a> {
    let layout = table.layout.as_ref();
    PhoneState {
        lang,
        players: &table.players,
        turn: table.turn.player,
        playing: table.turn.playing,
        drawing: table.turn.drawing,
        can_draw: table.turn.can_draw,
        can_pass: table.turn.can_pass,
        table,
        layout: layout.map_or_else(empty_layout, |l| {
            phone_layout(l, table, i18n, table.last_node)
        }),
        picker: picker(layout, i18n),
        pad: table.pad.clone(),
        calls: table.calls.clone(),
    }
}

/// What a page gets of `table` as JSON (before its version numbers are added), in `i18n`'s
/// language `lang`: the state every phone is served, drawn from the table view alone.
#[must_use]
pub fn phone_json(table: &TableView, i18n: &I18n, lang: &'static str) -> String {
    serde_json::to_string(&phone_state(table, i18n, lang)).unwrap_or_default()
}

/// `{"version":V,"base":B,…}`: the state's JSON `body` with its numbers in front.
#[must_use]
pub fn wrap(body: &str, version: u64, base: u64) -> String {
    let rest = body.strip_prefix('{').unwrap_or(body);
    format!(r#"{{"version":{version},"base":{base},{rest}"#)
}

fn empty_layout() -> PhoneLayout {
    PhoneLayout {
        tiles: Vec::new(),
        open: Vec::new(),
        values: Vec::new(),
        links: Vec::new(),
        last: None,
        extent: [-2.0, -1.0, 2.0, 1.0],
    }
}

/// The window's arrangement of `layout`, in layout units, its ends showing what `table` lets
/// them show.
fn phone_layout(
    layout: &Layout,
    table: &TableView,
    i18n: &I18n,
    last: Option<usize>,
) -> PhoneLayout {
    let drawn = arrangement::arrangement(layout, AREA);
    let view = drawn.view;
    let to_world = |r: Rect| world_rect(&view, r);
    let nodes = layout.nodes();
    let tiles: Vec<PhoneTile> = drawn
        .tiles
        .iter()
        .map(|t| PhoneTile {
            node: t.node,
            name: nodes[t.node].tile.to_string(),
            at: to_world(t.rect),
            vertical: t.vertical,
            first: t.first,
            second: t.second,
            spinner: nodes[t.node].spinner,
        })
        .collect();
    let open: Vec<PhoneEnd> = drawn
        .open
        .iter()
        .map(|o| PhoneEnd {
            node: o.node,
            end: o.end,
            at: to_world(o.cell),
        })
        .collect();
    // While the proof shows, the page writes each counted end's term in its cell instead of
    // the pip.
    let values = drawn
        .values
        .iter()
        .map(|v| PhoneValue {
            node: v.node,
            end: v.end,
            pips: v.pips,
            counts: v
                .counts
                .zip(v.counts_cell)
                .filter(|_| table.end_values)
                .map(|(value, cell)| PhoneCounts {
                    value,
                    words: text::end_counts(i18n, value),
                    at: to_world(cell),
                }),
            at: to_world(v.cell),
        })
        .collect();
    let links = drawn
        .links
        .iter()
        .map(|l| {
            let (a, b) = (world_pos(&view, l.from), world_pos(&view, l.to));
            PhoneLink {
                x1: a.x,
                y1: a.y,
                x2: b.x,
                y2: b.y,
            }
        })
        .collect();
    let mut extent = Rect::NOTHING;
    for b in tiles.iter().map(|t| t.at).chain(open.iter().map(|o| o.at)) {
        extent = extent.union(Rect::from_min_size(pos2(b.x, b.y), vec2(b.w, b.h)));
    }
    for v in &drawn.values {
        extent = extent.union(view_rect_to_world(&view, v.cell));
        if let Some(cell) = v.counts_cell {
            extent = extent.union(view_rect_to_world(&view, cell));
        }
    }
    let extent = if extent.is_positive() {
        [extent.min.x, extent.min.y, extent.max.x, extent.max.y]
    } else {
        empty_layout().extent
    };
    PhoneLayout {
        tiles,
        open,
        values,
        links,
        last,
        extent,
    }
}

fn world_pos(view: &View, p: Pos2) -> Pos2 {
    ((p.to_vec2() - view.offset) / view.scale).to_pos2()
}

fn view_rect_to_world(view: &View, r: Rect) -> Rect {
    Rect::from_min_max(world_pos(view, r.min), world_pos(view, r.max))
}

fn world_rect(view: &View, r: Rect) -> Box2 {
    let r = view_rect_to_world(view, r);
    let round = |v: f32| (v * 1000.0).round() / 1000.0;
    Box2 {
        x: round(r.min.x),
        y: round(r.min.y),
        w: round(r.width()),
        h: round(r.height()),
    }
}

/// The whole set in double-six chart order: played or not, and where each fits now.
fn picker(layout: Option<&Layout>, i18n: &I18n) -> Vec<PickTile> {
    Tile::all()
        .map(|tile| {
            let played = layout.is_some_and(|l| l.contains(tile));
            let places = match layout {
                Some(l) if !played => crate::app::table::end_keys::end_keys(l, tile)
                    .iter()
                    .map(|(p, key)| PhonePlace {
                        node: p.node,
                        end: p.end,
                        label: text::place_text(i18n, p),
                        arrow: key.label(),
                    })
                    .collect(),
                _ => Vec::new(),
            };
            PickTile {
                tile: tile.to_string(),
                played,
                places,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::SpinnerPolicy;

    /// [5-5] led (the spinner), [5-3] on it, [3-3] on the 3: the arm ends in [3-3].
    fn layout() -> Layout {
        let mut layout = Layout::new(SpinnerPolicy::FirstDouble);
        for (tile, on) in [("5-5", None), ("5-3", Some("5-5")), ("3-3", Some("5-3"))] {
            let tile: Tile = tile.parse().unwrap();
            let on = on.map(|o: &str| o.parse::<Tile>().unwrap());
            let place = layout.find_place(tile, on).unwrap();
            layout.place(tile, place).unwrap();
        }
        layout
    }

    #[test]
    fn a_phone_gets_each_open_ends_pip_and_what_a_double_counts_only_while_it_shows() {
        let i18n = I18n::new(Lang::Ht);
        let shown = TableView {
            end_values: true,
            ..TableView::default()
        };
        let drawn = phone_layout(&layout(), &shown, &i18n, Some(2));
        let ends: Vec<(u8, Option<String>)> = drawn
            .values
            .iter()
            .map(|v| (v.pips, v.counts.as_ref().map(|c| c.words.clone())))
            .collect();
        assert_eq!(
            ends,
            [(5, Some("konte 10".into())), (3, Some("konte 6".into()))]
        );
        // While the count is hidden the pips still show, what the doubles count does not.
        let hidden = TableView {
            end_values: false,
            ..TableView::default()
        };
        let drawn = phone_layout(&layout(), &hidden, &i18n, Some(2));
        let pips: Vec<u8> = drawn.values.iter().map(|v| v.pips).collect();
        assert_eq!(pips, [5, 3]);
        assert!(drawn.values.iter().all(|v| v.counts.is_none()));
    }
}
