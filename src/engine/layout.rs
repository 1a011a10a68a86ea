//! The layout (line of play): placed tiles, open ends, spinners and the count (RULES.md §1).

use serde::{Deserialize, Serialize};

use super::fixed::FixedVec;
use super::tile::Tile;

mod errors;
mod ways;

pub use errors::{OpenEnd, PlacementError};
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndKind {
    /// A free half of a non-double tile (the end of a line or arm).
    #[default]
    Half,
    /// A long side of a double (placed crosswise). A spinner's sides fill first.
    Side,
    /// A short tip of a spinner, open only once both sides are covered (RULES.md §1 spinner 4).
    Tip,
}

/// One attachment point of a placed tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The tile, written with the half that touches its parent first (a lead as entered).
    pub tile: Tile,
    /// The node it was placed against, and which of that node's ends (`None` for the lead).
    pub parent: Option<(usize, usize)>,
    /// Whether this double is a spinner (four ways).
    pub spinner: bool,
    /// Its ends: a lead non-double has two halves; a placed non-double one (the outer half);
    /// a double two sides, plus two tips when it spins (at most 4, inline).
    pub ends: FixedVec<End, 4>,
}

impl Node {
    /// The pips this node adds to the count (RULES.md §1): a double counts both halves while at
    /// least one of its long sides is free, else 0; a non-double counts each free half.
    #[must_use]
    pub fn counted(&self) -> Option<u32> {
        self.counted_with(None)
    }

    /// What [`Node::counted`] would be with end `covered` covered too (pips).
    fn counted_with(&self, covered: Option<usize>) -> Option<u32> {
        let free = |(i, e): &(usize, &End)| e.is_free() && Some(*i) != covered;
        if self.tile.is_double() {
            // A double's two sides are its first two ends (its tips, if it spins, come after).
            let free_side = self.ends.iter().take(2).enumerate().any(|ie| free(&ie));
            free_side.then(|| self.tile.pips())
        } else {
            let mut counted = None;
            for ie in self.ends.iter().enumerate() {
                if free(&ie) {
                    counted = Some(counted.unwrap_or(0) + u32::from(ie.1.pips));
                }
            }
            counted
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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
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

/// The positions of the bits set in `mask`, lowest first.
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// The tiles on the table in one hand, as a tree grown from the lead.
///
/// Always legal: every change goes through [`Layout::place`], which checks first and changes
/// nothing on error. At most 28 tiles, kept in a fixed array: placing a tile, copying a layout
/// and asking where a tile fits never allocate.
#[derive(Clone, Debug)]
pub struct Layout {
    policy: SpinnerPolicy,
    nodes: FixedVec<Node, 28>,
    /// Bit [`Tile::index`] is set for each tile on the table.
    placed: u32,
    /// The node of each tile by [`Tile::index`] (meaningful where `placed` has its bit).
    node_at: [u8; 28],
    /// Bit `i` is set while node `i` has a free end: only those take a tile or count.
    open: u32,
    /// The count (pips), kept up to date by [`Layout::place`].
    count: u32,
}

/// Two layouts are equal when their tiles are placed alike (what is kept besides follows).
impl PartialEq for Layout {
    fn eq(&self, other: &Layout) -> bool {
        self.policy == other.policy && self.nodes == other.nodes
    }
}

impl Eq for Layout {}

impl Layout {
    /// An empty table where `policy` decides which doubles spin.
    #[must_use]
    pub fn new(policy: SpinnerPolicy) -> Layout {
        Layout {
            policy,
            nodes: FixedVec::new(),
            placed: 0,
            node_at: [0; 28],
            open: 0,
            count: 0,
        }
    }

    /// Empties the table for a new hand where `policy` decides which doubles spin: the same as
    /// [`Layout::new`], in place.
    pub fn clear(&mut self, policy: SpinnerPolicy) {
        self.policy = policy;
        self.nodes.clear();
        (self.placed, self.open, self.count) = (0, 0, 0);
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
        self.placed & (1 << tile.index()) != 0
    }

    /// The tiles on the table as bits: bit [`Tile::index`] of each is set.
    #[must_use]
    pub fn placed(&self) -> u32 {
        self.placed
    }

    /// The node index of `tile`, if it is on the table.
    #[must_use]
    pub fn node_of(&self, tile: Tile) -> Option<usize> {
        self.contains(tile)
            .then(|| usize::from(self.node_at[tile.index()]))
    }

    /// The count (the *total*, pips): everything that counts on the table (RULES.md §1).
    #[must_use]
    pub fn count(&self) -> u32 {
        self.count
    }

    /// The terms of the count (pips) for showing the arithmetic (`0 + 3 + 2`): each free half,
    /// and each double with a free side as its both halves (RULES.md §1), always in the compass
    /// order of [`Layout::ways`] — the hub's own count, then the arms west, east, north, south —
    /// so a term keeps its place from one placement to the next.
    #[must_use]
    pub fn count_terms(&self) -> Vec<u32> {
        self.terms().to_vec()
    }

    /// [`Layout::count_terms`] inline, in the same compass order, without allocating (at most
    /// 16 terms: a spinner lead opens 4 ends and each further spinner 2 more).
    #[must_use]
    pub fn terms(&self) -> FixedVec<u32, 28> {
        let mut terms = FixedVec::new();
        self.visit_ways(|_, step| {
            if let ways::Step::Term { value, .. } = step {
                terms.push(value);
            }
        });
        terms
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
        self.each_place(tile).collect()
    }

    /// [`Layout::places`] one by one, without allocating.
    pub fn each_place(&self, tile: Tile) -> impl Iterator<Item = Place> + '_ {
        let free = !self.contains(tile);
        let lead = (free && self.nodes.is_empty()).then(|| Self::lead(tile));
        let nodes = bits(if free { self.open } else { 0 });
        lead.into_iter()
            .chain(nodes.filter_map(move |i| self.place_on(i, tile)))
    }

    /// The lead: `tile` alone on an empty table.
    fn lead(tile: Tile) -> Place {
        Place {
            node: None,
            end: 0,
            on: None,
            pips: tile.first(),
            kind: EndKind::Half,
            on_spinner: false,
        }
    }

    /// Where `tile` goes on node `i`, if it fits there (the tile not being on the table is the
    /// caller's check).
    fn place_on(&self, i: usize, tile: Tile) -> Option<Place> {
        let node = self.nodes.get(i)?;
        node.end_for(tile).map(|end| Place {
            node: Some(i),
            end,
            on: Some(node.tile),
            pips: node.ends[end].pips,
            kind: node.ends[end].kind,
            on_spinner: node.spinner,
        })
    }

    /// Whether `place` is one of [`Layout::places`] for `tile`.
    fn is_place(&self, tile: Tile, place: Place) -> bool {
        if self.contains(tile) {
            return false;
        }
        match place.node {
            None => self.nodes.is_empty() && place == Self::lead(tile),
            Some(i) => self.place_on(i, tile) == Some(place),
        }
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
                None => Ok(Self::lead(tile)),
                Some(on) => Err(PlacementError::NotOnTable { tile, on }),
            };
        }
        match on {
            Some(on) => {
                let Some(node) = self.node_of(on) else {
                    return Err(PlacementError::NotOnTable { tile, on });
                };
                self.place_on(node, tile)
                    .ok_or_else(|| PlacementError::DoesNotFit {
                        tile,
                        on: Some(on),
                        open_ends: self.open_ends(),
                    })
            }
            None => {
                let mut places = self.each_place(tile);
                match (places.next(), places.next()) {
                    (None, _) => Err(PlacementError::DoesNotFit {
                        tile,
                        on: None,
                        open_ends: self.open_ends(),
                    }),
                    (Some(one), None) => Ok(one),
                    (Some(_), Some(_)) => Err(PlacementError::Ambiguous {
                        tile,
                        places: self.each_place(tile).filter_map(|p| p.on).collect(),
                    }),
                }
            }
        }
    }

    /// Places `tile` at `place` (from [`Layout::places`] or [`Layout::find_place`]) and returns
    /// the new node's index.
    ///
    /// # Errors
    /// [`PlacementError`] when the place is not a legal one for the tile; the layout is unchanged.
    pub fn place(&mut self, tile: Tile, place: Place) -> Result<usize, PlacementError> {
        if !self.is_place(tile, place) {
            return Err(PlacementError::DoesNotFit {
                tile,
                on: place.on,
                open_ends: self.open_ends(),
            });
        }
        Ok(self.attach(tile, place))
    }

    /// Places `tile` where `T` or `T on U` says ([`Layout::find_place`]) and returns the new
    /// node's index and the place: [`Layout::find_place`] then [`Layout::place`], checked once.
    ///
    /// # Errors
    /// [`PlacementError`] as [`Layout::find_place`]; the layout is unchanged.
    pub fn place_written(
        &mut self,
        tile: Tile,
        on: Option<Tile>,
    ) -> Result<(usize, Place), PlacementError> {
        let place = self.find_place(tile, on)?;
        Ok((self.attach(tile, place), place))
    }

    /// Places `tile` at `place`, which is one of [`Layout::places`].
    fn attach(&mut self, tile: Tile, place: Place) -> usize {
        let index = self.nodes.len();
        let spinner = tile.is_double()
            && match self.policy {
                SpinnerPolicy::FirstDouble => !self.nodes.iter().any(|n| n.spinner),
                SpinnerPolicy::EveryDouble => true,
                SpinnerPolicy::None => false,
            };
        let count = self.count_after_legal(tile, place);
        let mut ends = FixedVec::new();
        let tile = match place.node {
            None => {
                if tile.is_double() {
                    ends.push(Self::end(EndKind::Side, tile.first(), None));
                    ends.push(Self::end(EndKind::Side, tile.first(), None));
                } else {
                    ends.push(Self::end(EndKind::Half, tile.first(), None));
                    ends.push(Self::end(EndKind::Half, tile.second(), None));
                }
                tile
            }
            Some(_) => {
                let oriented = tile.oriented(place.pips);
                if tile.is_double() {
                    ends.push(Self::end(
                        EndKind::Side,
                        place.pips,
                        Some(COVERED_BY_PARENT),
                    ));
                    ends.push(Self::end(EndKind::Side, place.pips, None));
                } else {
                    ends.push(Self::end(EndKind::Half, oriented.second(), None));
                }
                oriented
            }
        };
        if spinner {
            ends.push(Self::end(EndKind::Tip, tile.first(), None));
            ends.push(Self::end(EndKind::Tip, tile.first(), None));
        }
        if let Some(parent) = place.node {
            let node = &mut self.nodes[parent];
            node.ends[place.end].covered_by = Some(index);
            if !node.ends.iter().any(End::is_free) {
                self.open &= !(1 << parent);
            }
        }
        self.nodes.push(Node {
            tile,
            parent: place.node.map(|n| (n, place.end)),
            spinner,
            ends,
        });
        self.placed |= 1 << tile.index();
        self.node_at[tile.index()] = index as u8;
        self.open |= 1 << index;
        self.count = count;
        index
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
                let mut ways: FixedVec<usize, 5> = (0..node.ends.len())
                    .filter_map(|e| neighbour_through(current, e))
                    .collect();
                if let Some((parent, _)) = node.parent {
                    ways.push(parent);
                }
                let Some(&next) = ways.iter().find(|&&w| w != previous) else {
                    break;
                };
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
        self.is_place(tile, place)
            .then(|| self.count_after_legal(tile, place))
    }

    /// The count after placing `tile` at the legal `place`: the count less what the covered end
    /// stops counting, plus what the new tile counts (a double both halves, else its outer half).
    fn count_after_legal(&self, tile: Tile, place: Place) -> u32 {
        let Some(i) = place.node else {
            return tile.pips();
        };
        let node = &self.nodes[i];
        let before = node.counted().unwrap_or(0);
        let after = node.counted_with(Some(place.end)).unwrap_or(0);
        let added = if tile.is_double() {
            tile.pips()
        } else {
            u32::from(tile.oriented(place.pips).second())
        };
        self.count - before + after + added
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_ends_are_listed_in_the_compass_order() {
        // [4-6] led: west 4, east 6. [6-1] goes east first, then [4-2] west: the ends are
        // listed west (2) then east (1), not in the order they were played.
        let mut layout = Layout::new(SpinnerPolicy::FirstDouble);
        for (tile, on) in [("4-6", None), ("6-1", Some("4-6")), ("4-2", Some("4-6"))] {
            let tile: Tile = tile.parse().unwrap();
            let on = on.map(|o: &str| o.parse::<Tile>().unwrap());
            let place = layout.find_place(tile, on).unwrap();
            layout.place(tile, place).unwrap();
        }
        let pips: Vec<u8> = layout.open_ends().iter().map(|e| e.pips).collect();
        assert_eq!(pips, [2, 1]);
    }

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
