//! The layout (line of play): placed tiles, open ends, spinners and the count (RULES.md §1).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::tile::Tile;

mod ways;
pub use ways::{Way, Ways};

/// Which doubles are spinners (RULES.md §1 "Which doubles spin", §3 table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SpinnerPolicy {
    /// The first double played in the hand, lead or not (All Fives, All Threes; pagat All Fives).
    FirstDouble,
    /// Every double (Five Up; pagat Five Up).
    EveryDouble,
    /// No spinner: the line has two ends (Muggins, Fives and Threes; pagat Muggins).
    None,
}

/// What kind of open end a tile can be placed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndKind {
    /// A free half of a non-double tile (the end of a line or arm).
    Half,
    /// A long side of a double (placed crosswise). A spinner's sides fill first.
    Side,
    /// A short tip of a spinner, open only once both sides are covered (RULES.md §1 spinner 4).
    Tip,
}

/// One attachment point of a placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// Half, side or tip.
    pub kind: EndKind,
    /// The pips a tile placed here must show on its touching half.
    pub pips: u8,
    /// The node placed here, or `None` while the end is free. [`COVERED_BY_PARENT`] marks the
    /// side of a double that touches the tile it was placed on.
    pub covered_by: Option<usize>,
}

/// Marker in [`End::covered_by`] for a double's side that touches its parent tile.
pub const COVERED_BY_PARENT: usize = usize::MAX;

impl End {
    /// Whether nothing is placed on this end.
    #[must_use]
    pub fn is_free(&self) -> bool {
        self.covered_by.is_none()
    }
}

/// A tile on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Node {
    /// The tile, written with the half that touches its parent first (a lead as entered).
    pub tile: Tile,
    /// The node it was placed against, and which of that node's ends (`None` for the lead).
    pub parent: Option<(usize, usize)>,
    /// Whether this double is a spinner (four ways).
    pub spinner: bool,
    /// Its ends: a lead non-double has two halves; a placed non-double one (the outer half);
    /// a double two sides, plus two tips when it spins.
    pub ends: Vec<End>,
}

impl Node {
    /// The pips this node adds to the count (RULES.md §1): a double counts both halves while at
    /// least one of its long sides is free, else 0; a non-double counts each free half.
    #[must_use]
    pub fn counted(&self) -> Option<u32> {
        if self.tile.is_double() {
            let free_side = self
                .ends
                .iter()
                .any(|e| e.kind == EndKind::Side && e.is_free());
            free_side.then(|| self.tile.pips())
        } else {
            let free: Vec<u32> = self
                .ends
                .iter()
                .filter(|e| e.is_free())
                .map(|e| u32::from(e.pips))
                .collect();
            (!free.is_empty()).then(|| free.iter().sum())
        }
    }

    /// The end index where `tile` may go on this node, if any: a double's free side first, then
    /// (only for a spinner with both sides covered) a free tip; a non-double's matching free half.
    fn end_for(&self, tile: Tile) -> Option<usize> {
        if self.tile.is_double() {
            let pips = self.tile.first();
            if !tile.has(pips) {
                return None;
            }
            let side = self
                .ends
                .iter()
                .position(|e| e.kind == EndKind::Side && e.is_free());
            if side.is_some() {
                return side;
            }
            self.ends
                .iter()
                .position(|e| e.kind == EndKind::Tip && e.is_free())
        } else {
            self.ends
                .iter()
                .position(|e| e.is_free() && tile.has(e.pips))
        }
    }
}

/// Where a tile can go: on the lead (empty layout) or on an end of a placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The node placed against (`None` for the lead).
    pub node: Option<usize>,
    /// Which end of that node.
    pub end: usize,
    /// The tile placed against (`None` for the lead).
    pub on: Option<Tile>,
    /// The pips of the open end.
    pub pips: u8,
    /// Half, side or tip (`Half` for the lead).
    pub kind: EndKind,
    /// Whether the tile placed against is a spinner.
    pub on_spinner: bool,
}

/// One arm of the layout seen from its hub ([`Layout::compass`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Arm {
    /// The first tile of the arm, next to the hub (the hub itself for a plain lead's free end).
    pub first: usize,
    /// The tile at the arm's far end.
    pub far: usize,
    /// What the far tile counts (pips).
    pub counted: u32,
}

/// An open end as listed in messages: `5 (on 4-5)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenEnd {
    /// The pips a tile must show to go here.
    pub pips: u8,
    /// The tile it belongs to.
    pub on: Tile,
}

impl fmt::Display for OpenEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (on {})", self.pips, self.on)
    }
}

/// Why a tile cannot be placed. The layout is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlacementError {
    /// The tile is already on the table.
    AlreadyPlayed(Tile),
    /// `T on U`, but U is not on the table.
    NotOnTable { tile: Tile, on: Tile },
    /// No open end takes the tile (or not the named one).
    DoesNotFit {
        tile: Tile,
        on: Option<Tile>,
        open_ends: Vec<OpenEnd>,
    },
    /// `T` without `on`, but T fits more than one place.
    Ambiguous { tile: Tile, places: Vec<Tile> },
}

fn list_ends(ends: &[OpenEnd]) -> String {
    match ends {
        [] => "there is no open end".to_string(),
        [one] => format!("the open end is {one}"),
        _ => {
            let (last, rest) = ends.split_last().expect("two or more");
            let rest: Vec<String> = rest.iter().map(ToString::to_string).collect();
            format!("open ends are {} and {last}", rest.join(", "))
        }
    }
}

impl fmt::Display for PlacementError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlacementError::AlreadyPlayed(tile) => write!(f, "{tile} is already on the table"),
            PlacementError::NotOnTable { tile, on } => {
                write!(f, "{tile} cannot go on {on}: {on} is not on the table")
            }
            PlacementError::DoesNotFit {
                tile,
                on: None,
                open_ends,
            } => {
                write!(f, "{tile} does not fit: {}", list_ends(open_ends))
            }
            PlacementError::DoesNotFit {
                tile,
                on: Some(on),
                open_ends,
            } => {
                write!(f, "{tile} does not fit on {on}: {}", list_ends(open_ends))
            }
            PlacementError::Ambiguous { tile, places } => {
                let names: Vec<String> = places.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{tile} fits more than one place: say which, e.g. '{tile} on {}' (it fits on {})",
                    names[0],
                    names.join(", ")
                )
            }
        }
    }
}

impl std::error::Error for PlacementError {}

/// The tiles on the table in one hand, as a tree grown from the lead.
///
/// Always legal: every change goes through [`Layout::place`], which checks first and changes
/// nothing on error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    policy: SpinnerPolicy,
    nodes: Vec<Node>,
}

impl Layout {
    /// An empty table where `policy` decides which doubles spin.
    #[must_use]
    pub fn new(policy: SpinnerPolicy) -> Layout {
        Layout {
            policy,
            nodes: Vec::new(),
        }
    }

    /// The spinner policy of this layout.
    #[must_use]
    pub fn policy(&self) -> SpinnerPolicy {
        self.policy
    }

    /// The placed tiles in placement order; index 0 is the lead.
    #[must_use]
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Whether no tile has been placed.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Whether `tile` is on the table.
    #[must_use]
    pub fn contains(&self, tile: Tile) -> bool {
        self.node_of(tile).is_some()
    }

    /// The node index of `tile`, if it is on the table.
    #[must_use]
    pub fn node_of(&self, tile: Tile) -> Option<usize> {
        self.nodes.iter().position(|n| n.tile == tile)
    }

    /// The count (the *total*, pips): everything that counts on the table (RULES.md §1).
    #[must_use]
    pub fn count(&self) -> u32 {
        self.nodes.iter().filter_map(Node::counted).sum()
    }

    /// The terms of the count (pips) for showing the arithmetic (`0 + 3 + 2`): each free half,
    /// and each double with a free side as its both halves (RULES.md §1), always in the compass
    /// order of [`Layout::ways`] — the hub's own count, then the arms west, east, north, south —
    /// so a term keeps its place from one placement to the next.
    #[must_use]
    pub fn count_terms(&self) -> Vec<u32> {
        self.ways().map(|w| w.terms()).unwrap_or_default()
    }

    /// The open ends, one per place (a double's free sides and tips are one place).
    #[must_use]
    pub fn open_ends(&self) -> Vec<OpenEnd> {
        let mut ends = Vec::new();
        for node in &self.nodes {
            if node.tile.is_double() {
                if node
                    .ends
                    .iter()
                    .any(|e| e.is_free() && (e.kind == EndKind::Side || self.tips_open(node)))
                {
                    ends.push(OpenEnd {
                        pips: node.tile.first(),
                        on: node.tile,
                    });
                }
            } else {
                ends.extend(node.ends.iter().filter(|e| e.is_free()).map(|e| OpenEnd {
                    pips: e.pips,
                    on: node.tile,
                }));
            }
        }
        ends
    }

    fn tips_open(&self, node: &Node) -> bool {
        node.spinner
            && node
                .ends
                .iter()
                .all(|e| e.kind != EndKind::Side || !e.is_free())
    }

    /// Every place `tile` can legally go, one per tile placed against (RULES.md §1, RECORD.md
    /// "`T` without `on`"). On an empty table: the lead. Empty when the tile is on the table.
    #[must_use]
    pub fn places(&self, tile: Tile) -> Vec<Place> {
        if self.contains(tile) {
            return Vec::new();
        }
        if self.nodes.is_empty() {
            return vec![Place {
                node: None,
                end: 0,
                on: None,
                pips: tile.first(),
                kind: EndKind::Half,
                on_spinner: false,
            }];
        }
        self.nodes
            .iter()
            .enumerate()
            .filter_map(|(i, node)| {
                node.end_for(tile).map(|end| Place {
                    node: Some(i),
                    end,
                    on: Some(node.tile),
                    pips: node.ends[end].pips,
                    kind: node.ends[end].kind,
                    on_spinner: node.spinner,
                })
            })
            .collect()
    }

    /// Where `tile` goes when written `T` (no `on`, `None`) or `T on U`.
    ///
    /// # Errors
    /// [`PlacementError`]: already played, U not on the table, no fitting end, or (without
    /// `on`) more than one place.
    pub fn find_place(&self, tile: Tile, on: Option<Tile>) -> Result<Place, PlacementError> {
        if self.contains(tile) {
            return Err(PlacementError::AlreadyPlayed(tile));
        }
        if self.nodes.is_empty() {
            return match on {
                None => Ok(self.places(tile)[0]),
                Some(on) => Err(PlacementError::NotOnTable { tile, on }),
            };
        }
        let places = self.places(tile);
        match on {
            Some(on) => {
                let Some(node) = self.node_of(on) else {
                    return Err(PlacementError::NotOnTable { tile, on });
                };
                places
                    .into_iter()
                    .find(|p| p.node == Some(node))
                    .ok_or_else(|| PlacementError::DoesNotFit {
                        tile,
                        on: Some(on),
                        open_ends: self.open_ends(),
                    })
            }
            None => match places.as_slice() {
                [] => Err(PlacementError::DoesNotFit {
                    tile,
                    on: None,
                    open_ends: self.open_ends(),
                }),
                [one] => Ok(*one),
                many => Err(PlacementError::Ambiguous {
                    tile,
                    places: many.iter().filter_map(|p| p.on).collect(),
                }),
            },
        }
    }

    /// Places `tile` at `place` (from [`Layout::places`] or [`Layout::find_place`]) and returns
    /// the new node's index.
    ///
    /// # Errors
    /// [`PlacementError`] when the place is not a legal one for the tile; the layout is unchanged.
    pub fn place(&mut self, tile: Tile, place: Place) -> Result<usize, PlacementError> {
        if !self.places(tile).contains(&place) {
            return Err(PlacementError::DoesNotFit {
                tile,
                on: place.on,
                open_ends: self.open_ends(),
            });
        }
        let index = self.nodes.len();
        let spinner = tile.is_double()
            && match self.policy {
                SpinnerPolicy::FirstDouble => !self.nodes.iter().any(|n| n.spinner),
                SpinnerPolicy::EveryDouble => true,
                SpinnerPolicy::None => false,
            };
        let (tile, ends) = match place.node {
            None => {
                let ends = if tile.is_double() {
                    vec![
                        Self::end(EndKind::Side, tile.first(), None),
                        Self::end(EndKind::Side, tile.first(), None),
                    ]
                } else {
                    vec![
                        Self::end(EndKind::Half, tile.first(), None),
                        Self::end(EndKind::Half, tile.second(), None),
                    ]
                };
                (tile, ends)
            }
            Some(_) => {
                let oriented = tile.oriented(place.pips);
                let ends = if tile.is_double() {
                    vec![
                        Self::end(EndKind::Side, place.pips, Some(COVERED_BY_PARENT)),
                        Self::end(EndKind::Side, place.pips, None),
                    ]
                } else {
                    vec![Self::end(EndKind::Half, oriented.second(), None)]
                };
                (oriented, ends)
            }
        };
        let mut ends = ends;
        if spinner {
            ends.push(Self::end(EndKind::Tip, tile.first(), None));
            ends.push(Self::end(EndKind::Tip, tile.first(), None));
        }
        if let Some(parent) = place.node {
            self.nodes[parent].ends[place.end].covered_by = Some(index);
        }
        self.nodes.push(Node {
            tile,
            parent: place.node.map(|n| (n, place.end)),
            spinner,
            ends,
        });
        Ok(index)
    }

    fn end(kind: EndKind, pips: u8, covered_by: Option<usize>) -> End {
        End {
            kind,
            pips,
            covered_by,
        }
    }

    /// The arms seen from the hub — the first spinner, else the lead — by the hub's end index
    /// (the compass order is [`Layout::ways`]): `(hub, arms)` where `arms[i]` follows the hub's
    /// end `i` (its sides, then its tips) to the
    /// arm's far tile and gives `(first node, far node, what the far node counts in pips)`;
    /// `None` for a spinner's way with nothing on it (a plain lead's free end is its own arm). Where an arm branches at another spinner (Five Up), the
    /// straight line is followed. `None` on an empty table.
    #[must_use]
    pub fn compass(&self) -> Option<(usize, [Option<Arm>; 4])> {
        let hub = self
            .nodes
            .iter()
            .position(|n| n.spinner)
            .or((!self.nodes.is_empty()).then_some(0))?;
        let neighbour_through = |node: usize, end: usize| -> Option<usize> {
            match self.nodes[node].ends.get(end)?.covered_by? {
                COVERED_BY_PARENT => self.nodes[node].parent.map(|(p, _)| p),
                child => Some(child),
            }
        };
        let mut arms = [None; 4];
        for (i, arm) in arms.iter_mut().enumerate() {
            let Some(first) = neighbour_through(hub, i) else {
                // A free end of a plain lead is itself an arm's end; a spinner's free ways are not.
                let node = &self.nodes[hub];
                if !node.spinner && !node.tile.is_double() && i < node.ends.len() {
                    *arm = Some(Arm {
                        first: hub,
                        far: hub,
                        counted: u32::from(node.ends[i].pips),
                    });
                }
                continue;
            };
            let mut current = first;
            let mut previous = hub;
            // Walk outward: the straight continuation first, then any other way on.
            for _ in 0..self.nodes.len() {
                let node = &self.nodes[current];
                let mut ways: Vec<usize> = (0..node.ends.len())
                    .filter_map(|e| neighbour_through(current, e))
                    .collect();
                if let Some((parent, _)) = node.parent {
                    ways.push(parent);
                }
                ways.retain(|&w| w != previous);
                ways.dedup();
                let Some(&next) = ways.first() else { break };
                previous = current;
                current = next;
            }
            *arm = Some(Arm {
                first,
                far: current,
                counted: self.nodes[current].counted().unwrap_or(0),
            });
        }
        Some((hub, arms))
    }

    /// The count (pips) the table would show after placing `tile` at `place`; `None` when the
    /// place is not legal.
    #[must_use]
    pub fn count_after(&self, tile: Tile, place: Place) -> Option<u32> {
        let mut next = self.clone();
        next.place(tile, place).ok()?;
        Some(next.count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    /// Places each `(tile, on)` and returns the count after each.
    fn play(policy: SpinnerPolicy, moves: &[(&str, Option<&str>)]) -> (Layout, Vec<u32>) {
        let mut layout = Layout::new(policy);
        let mut counts = Vec::new();
        for (tile, on) in moves {
            let place = layout
                .find_place(t(tile), on.map(t))
                .unwrap_or_else(|e| panic!("{tile}: {e}"));
            layout.place(t(tile), place).unwrap();
            counts.push(layout.count());
        }
        (layout, counts)
    }

    #[test]
    fn rules_card_table_spinner_led() {
        // RULES.md §7: 10, 10, 3, 5, 11.
        let (layout, counts) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("5-6", Some("5-5")),
            ],
        );
        assert_eq!(counts, vec![10, 10, 3, 5, 11]);
        assert_eq!(layout.count_terms(), vec![0, 3, 2, 6]);
        assert_eq!(
            layout.nodes()[3].parent,
            Some((0, 2)),
            "third tile on a tip"
        );
        assert_eq!(
            layout.nodes()[4].parent,
            Some((0, 3)),
            "fourth tile on the other tip"
        );
    }

    #[test]
    fn spinner_midline_and_plain_double() {
        // RULES.md §7: 5, 6, 10, 5, 5, 10, 15, 5, 8.
        let (_, counts) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("1-4", None),
                ("1-1", Some("1-4")),
                ("4-4", Some("1-4")),
                ("4-3", Some("4-4")),
                ("1-2", Some("1-1")),
                ("1-5", Some("1-1")),
                ("5-5", Some("1-5")),
                ("5-0", Some("5-5")),
                ("1-3", Some("1-1")),
            ],
        );
        assert_eq!(counts, vec![5, 6, 10, 5, 5, 10, 15, 5, 8]);
    }

    #[test]
    fn maximum_single_play_is_35() {
        let (_, counts) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("3-3", None),
                ("3-6", Some("3-3")),
                ("3-5", Some("3-3")),
                ("3-4", Some("3-3")),
                ("3-2", Some("3-3")),
                ("6-6", Some("3-6")),
                ("5-5", Some("3-5")),
                ("4-4", Some("3-4")),
                ("2-5", Some("2-3")),
            ],
        );
        assert_eq!(counts, vec![6, 12, 11, 15, 17, 23, 28, 32, 35]);
    }

    #[test]
    fn five_up_shows_five_counted_ends() {
        let (layout, counts) = play(
            SpinnerPolicy::EveryDouble,
            &[
                ("5-5", None),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("3-3", Some("3-5")),
                ("2-4", Some("2-5")),
                ("3-6", Some("3-3")),
                ("5-0", Some("5-5")),
                ("3-1", Some("3-3")),
                ("3-4", Some("3-3")),
            ],
        );
        assert_eq!(counts, vec![10, 13, 5, 8, 10, 10, 10, 11, 15]);
        let mut ends: Vec<u32> = layout.count_terms();
        ends.sort_unstable();
        assert_eq!(ends, vec![0, 1, 4, 4, 6]);
    }

    #[test]
    fn muggins_two_ends_maximum_20() {
        let (_, counts) = play(
            SpinnerPolicy::None,
            &[("6-6", None), ("6-4", Some("6-6")), ("4-4", Some("6-4"))],
        );
        assert_eq!(counts, vec![12, 16, 20]);
        let (layout, counts) = play(
            SpinnerPolicy::None,
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("0-0", Some("5-0")),
                ("5-6", Some("5-5")),
                ("0-4", Some("0-0")),
            ],
        );
        assert_eq!(counts, vec![10, 10, 10, 6, 10]);
        // A plain double with both sides covered takes no more tiles.
        assert!(layout.places(t("5-1")).is_empty());
    }

    #[test]
    fn sides_before_tips_and_no_tips_without_spinner() {
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("5-5", None), ("5-0", Some("5-5"))],
        );
        let place = layout.find_place(t("5-3"), Some(t("5-5"))).unwrap();
        assert_eq!(place.kind, EndKind::Side);
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("5-5", None), ("5-0", Some("5-5")), ("5-3", Some("5-5"))],
        );
        assert_eq!(
            layout.find_place(t("5-2"), None).unwrap().kind,
            EndKind::Tip
        );
    }

    #[test]
    fn short_form_needs_a_single_place() {
        let (layout, _) = play(SpinnerPolicy::FirstDouble, &[("6-4", None)]);
        assert_eq!(
            layout.find_place(t("4-1"), None).unwrap().on,
            Some(t("6-4"))
        );
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("5-5", None), ("5-3", Some("5-5"))],
        );
        // 3-5 fits the spinner and the 3 of [5-3].
        assert!(matches!(
            layout.find_place(t("3-5"), None),
            Err(PlacementError::AlreadyPlayed(_))
        ));
        let err = layout.find_place(t("3-6"), None).unwrap();
        assert_eq!(err.on, Some(t("5-3")));
        let err = layout.find_place(t("0-0"), None).unwrap_err();
        assert_eq!(
            err.to_string(),
            "0-0 does not fit: open ends are 5 (on 5-5) and 3 (on 5-3)"
        );
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("5-5", None), ("5-3", Some("5-5")), ("3-3", Some("5-3"))],
        );
        assert!(matches!(
            layout.find_place(t("3-5"), None),
            Err(PlacementError::AlreadyPlayed(_))
        ));
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("2-4", None), ("4-5", Some("2-4"))],
        );
        let err = layout.find_place(t("2-5"), None).unwrap_err();
        assert!(matches!(err, PlacementError::Ambiguous { .. }), "{err}");
        let err = layout.find_place(t("5-3"), Some(t("2-4"))).unwrap_err();
        assert_eq!(
            err.to_string(),
            "5-3 does not fit on 2-4: open ends are 2 (on 2-4) and 5 (on 4-5)"
        );
    }

    #[test]
    fn compass_follows_each_arm_to_its_end() {
        // The rules card's layout: spinner [5-5], arms ending 0, 3, 2 and 6.
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("5-6", Some("5-5")),
            ],
        );
        let (hub, arms) = layout.compass().unwrap();
        assert_eq!(hub, 0);
        let values: Vec<Option<u32>> = arms.iter().map(|a| a.map(|a| a.counted)).collect();
        assert_eq!(values, vec![Some(0), Some(3), Some(2), Some(6)]);
        // A spinner mid-line: one arm runs back through the lead to its far end.
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("1-4", None),
                ("1-1", Some("1-4")),
                ("4-4", Some("1-4")),
                ("4-3", Some("4-4")),
            ],
        );
        let (hub, arms) = layout.compass().unwrap();
        assert_eq!(layout.nodes()[hub].tile, t("1-1"));
        assert_eq!(
            arms[0],
            Some(Arm {
                first: 0,
                far: 3,
                counted: 3
            }),
            "through [1-4] and [4-4] to the 3 of [4-3]"
        );
        assert_eq!(arms[1], None);
        // No spinner: the lead's two ends.
        let (layout, _) = play(SpinnerPolicy::None, &[("6-4", None), ("4-4", Some("6-4"))]);
        let (_, arms) = layout.compass().unwrap();
        assert_eq!(
            arms[0],
            Some(Arm {
                first: 0,
                far: 0,
                counted: 6
            }),
            "the lead's free 6"
        );
        assert_eq!(
            arms[1],
            Some(Arm {
                first: 1,
                far: 1,
                counted: 8
            }),
            "the plain double counts both halves"
        );
        assert_eq!((arms[2], arms[3]), (None, None));
    }

    #[test]
    fn terms_follow_the_compass_not_the_placement_order() {
        // The rules card's spinner with all four arms, then the west arm grows: its new end
        // stays first (placement order would put it last: 3 + 2 + 6 + 1).
        let (mut layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("5-6", Some("5-5")),
            ],
        );
        assert_eq!(layout.count_terms(), vec![0, 3, 2, 6]);
        let place = layout.find_place(t("0-1"), None).unwrap();
        layout.place(t("0-1"), place).unwrap();
        assert_eq!(layout.count_terms(), vec![1, 3, 2, 6]);
        let ways = layout.ways().unwrap();
        assert_eq!(ways.hub, 0);
        assert_eq!(
            ways.hub_term, None,
            "both sides covered: the spinner counts 0"
        );
        assert_eq!(ways.arms[0].nodes, vec![1, 5], "west: [5-0] then [0-1]");
        assert_eq!(ways.arm_of(5), Some(0));
        assert_eq!(ways.arm_of(0), None, "the hub is on no arm");
        // The spinner counts first while a side is free (RULES.md §7: 10 + 0).
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("5-5", None), ("5-0", Some("5-5"))],
        );
        assert_eq!(layout.count_terms(), vec![10, 0]);
        // A plain lead: its first half (as entered) is west, then east, whichever grew last.
        let (layout, _) = play(
            SpinnerPolicy::None,
            &[("2-4", None), ("4-5", Some("2-4")), ("2-5", Some("2-4"))],
        );
        assert_eq!(layout.count_terms(), vec![5, 5]);
        let (layout, _) = play(
            SpinnerPolicy::None,
            &[("6-4", None), ("4-4", Some("6-4")), ("6-1", Some("6-4"))],
        );
        assert_eq!(layout.count_terms(), vec![1, 8], "west [6-1], east [4-4]");
    }

    #[test]
    fn a_spinner_placed_later_keeps_west_away_from_the_lead_on_the_west_arm() {
        // RULES.md §7 (spinner mid-line): [1-1] on the 1 of [1-4], the lead's west end.
        let moves = [
            ("1-4", None),
            ("1-1", Some("1-4")),
            ("4-4", Some("1-4")),
            ("4-3", Some("4-4")),
            ("1-2", Some("1-1")),
        ];
        let (layout, counts) = play(SpinnerPolicy::FirstDouble, &moves[..4]);
        assert_eq!(counts, vec![5, 6, 10, 5]);
        let ways = layout.ways().unwrap();
        assert_eq!(ways.hub, 1);
        assert_eq!(
            ways.hub_term,
            Some(2),
            "[1-1] counts 2 while its west side is free"
        );
        assert!(
            ways.arms[0].nodes.is_empty(),
            "nothing west of the spinner yet"
        );
        assert_eq!(
            ways.arms[1].nodes,
            vec![0, 2, 3],
            "east: back through the lead"
        );
        assert_eq!(layout.count_terms(), vec![2, 3]);
        let (layout, _) = play(SpinnerPolicy::FirstDouble, &moves);
        let ways = layout.ways().unwrap();
        assert_eq!(ways.arms[0].nodes, vec![4], "[1-2] went west");
        assert_eq!(layout.count_terms(), vec![2, 3]);
        // On the lead's east arm the spinner's own side 0 (towards the lead) is west.
        let (layout, _) = play(
            SpinnerPolicy::FirstDouble,
            &[("1-4", None), ("4-4", Some("1-4")), ("4-2", Some("4-4"))],
        );
        let ways = layout.ways().unwrap();
        assert_eq!(ways.arms[0].nodes, vec![0], "west: back to the lead");
        assert_eq!(ways.arms[1].nodes, vec![2]);
        assert_eq!(layout.count_terms(), vec![1, 2]);
    }

    #[test]
    fn five_up_branches_keep_their_terms_together() {
        let (layout, _) = play(
            SpinnerPolicy::EveryDouble,
            &[
                ("5-5", None),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("3-3", Some("3-5")),
                ("2-4", Some("2-5")),
                ("3-6", Some("3-3")),
                ("5-0", Some("5-5")),
                ("3-1", Some("3-3")),
                ("3-4", Some("3-3")),
            ],
        );
        // West: [5-3], spinner [3-3] with [3-6] straight on, [3-1] and [3-4] on its tips;
        // east: [5-2] [2-4]; north: [5-0].
        assert_eq!(layout.count_terms(), vec![6, 1, 4, 4, 0]);
        assert_eq!(layout.count_terms().iter().sum::<u32>(), layout.count());
    }

    #[test]
    fn errors_change_nothing() {
        let (mut layout, _) = play(SpinnerPolicy::FirstDouble, &[("6-6", None)]);
        let before = layout.clone();
        let bogus = Place {
            node: Some(0),
            end: 0,
            on: Some(t("6-6")),
            pips: 6,
            kind: EndKind::Side,
            on_spinner: true,
        };
        assert!(layout.place(t("1-2"), bogus).is_err());
        assert_eq!(layout, before);
        assert_eq!(
            layout.find_place(t("6-6"), None),
            Err(PlacementError::AlreadyPlayed(t("6-6")))
        );
        assert!(matches!(
            layout.find_place(t("6-1"), Some(t("1-1"))),
            Err(PlacementError::NotOnTable { .. })
        ));
    }
}
