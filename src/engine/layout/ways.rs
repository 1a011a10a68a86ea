//! The count's terms in the fixed compass order (UI.md "Drawing the layout"): the hub's own
//! count, then the arms west, east, north and south. The app draws the west arm on the left, the
//! east arm on the right, the north arm above and the south arm below the hub, so a player maps
//! each term of `10 + 0 + 3 = 13` to an arm at a glance, placement after placement.

use super::{COVERED_BY_PARENT, EndKind, Layout};
use crate::engine::fixed::FixedVec;

/// One of the hub's four ways ([`Ways::arms`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Way {
    /// The counted terms on this way (pips): each free half, and each double at an end as its
    /// both halves (RULES.md §1). Where the way branches (Five Up), a branch's terms follow in
    /// the order of the branching tile's ends: straight on, then its tips.
    pub terms: Vec<u32>,
    /// Where each term is read, `(node, end)`: the free half, or the double's first free side.
    pub at: Vec<(usize, usize)>,
    /// The nodes on this way (indexes in [`Layout::nodes`]), nearest the hub first.
    pub nodes: Vec<usize>,
}

/// The layout seen from its hub, in the compass order ([`Layout::ways`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ways {
    /// The hub: the first spinner, else the lead.
    pub hub: usize,
    /// What the hub itself counts (pips): a spinner or a lead double counts both halves while
    /// one of its sides is free (RULES.md §1); `None` once both sides are covered, and for a
    /// plain lead, whose free halves are the ends of its two arms.
    pub hub_term: Option<u32>,
    /// The hub's end where [`Ways::hub_term`] is read: its first free side.
    pub hub_at: Option<usize>,
    /// The ways west, east, north and south of the hub. West and east run along the hub's
    /// line: for a lead, the way from its first end (a plain lead's first half as entered, a
    /// double's first side) is west; for a spinner placed later, west is the way away from the
    /// lead when it sits on the lead's west arm, else the way back through the lead. North and
    /// south are a spinner's first and second tip.
    pub arms: [Way; 4],
}

impl Ways {
    /// Every term in the compass order: the hub's own, then west, east, north, south (pips).
    #[must_use]
    pub fn terms(&self) -> Vec<u32> {
        self.hub_term
            .into_iter()
            .chain(self.arms.iter().flat_map(|a| a.terms.iter().copied()))
            .collect()
    }

    /// The way (0 west, 1 east, 2 north, 3 south) that holds `node`; `None` for the hub.
    #[must_use]
    pub fn arm_of(&self, node: usize) -> Option<usize> {
        self.arms.iter().position(|a| a.nodes.contains(&node))
    }
}

/// Where a node's end leads: to a neighbour, or nowhere yet (a free end, by its index).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Port {
    To(usize),
    #[default]
    Nowhere,
    Free(usize),
}

/// One step of [`Layout::visit_ways`]: a node on a way, or a counted term (pips) read at a
/// node's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// A node on the way, nearest the hub first.
    Node(usize),
    /// A counted term (pips) read at `(node, end)`.
    Term { node: usize, end: usize, value: u32 },
}

impl Layout {
    /// The open ends, one per place (a double's free sides and tips are one place), in the
    /// compass order of [`Layout::ways`] — the hub (a spinner, a double lead), then the arms
    /// west, east, north and south, each from the hub out — the order the felt, the compass and
    /// the count list them in, so a refusal names them as the player sees them (`1-2 does not
    /// fit: the open ends are 4 and 6`). A plain lead's free halves are the ends of its west and
    /// east arms.
    #[must_use]
    pub fn open_ends(&self) -> Vec<super::OpenEnd> {
        let Some(ways) = self.ways() else {
            return Vec::new();
        };
        // (way: 0 the hub, 1 + the arm; place on the way; end) for each end, then sorted.
        let mut ends: Vec<((usize, usize, usize), super::OpenEnd)> = Vec::new();
        for (n, node) in self.nodes.iter().enumerate() {
            let on_way = ways.arm_of(n).and_then(|arm| {
                Some((1 + arm, ways.arms[arm].nodes.iter().position(|&m| m == n)?))
            });
            if node.tile.is_double() {
                if node
                    .ends
                    .iter()
                    .any(|e| e.is_free() && (e.kind == EndKind::Side || self.tips_open(node)))
                {
                    let rank = if n == ways.hub {
                        (0, 0)
                    } else {
                        on_way.unwrap_or((5, n))
                    };
                    let end = super::OpenEnd {
                        pips: node.tile.first(),
                        on: node.tile,
                    };
                    ends.push(((rank.0, rank.1, 0), end));
                }
                continue;
            }
            for (e, end) in node.ends.iter().enumerate().filter(|(_, e)| e.is_free()) {
                let rank = if n == ways.hub {
                    (1 + self.compass_way(n, e).unwrap_or(e), 0)
                } else {
                    on_way.unwrap_or((5, n))
                };
                let open = super::OpenEnd {
                    pips: end.pips,
                    on: node.tile,
                };
                ends.push(((rank.0, rank.1, e), open));
            }
        }
        ends.sort_by_key(|(rank, _)| *rank);
        ends.into_iter().map(|(_, end)| end).collect()
    }

    /// The hub and the count's terms by way, in the compass order (see [`Ways`]); `None` on an
    /// empty table. The terms of [`Layout::count_terms`] are these, flattened.
    #[must_use]
    pub fn ways(&self) -> Option<Ways> {
        let mut ways = Ways::default();
        let mut any = false;
        self.visit_ways(|arm, step| {
            any = true;
            match (arm, step) {
                (None, Step::Node(hub)) => ways.hub = hub,
                (None, Step::Term { end, value, .. }) => {
                    ways.hub_term = Some(value);
                    ways.hub_at = Some(end);
                }
                (Some(arm), Step::Node(node)) => ways.arms[arm].nodes.push(node),
                (Some(arm), Step::Term { node, end, value }) => {
                    let way = &mut ways.arms[arm];
                    way.terms.push(value);
                    way.at.push((node, end));
                }
            }
        });
        any.then_some(ways)
    }

    /// The compass way (0 west, 1 east, 2 north, 3 south) a tile placed at `place` goes out
    /// on: the way of the tile it is placed against, or, placed against the hub, the way that
    /// end of the hub opens (a spinner's sides west and east, its tips north and south). `None`
    /// for the lead, and for a place on no tile of this layout.
    #[must_use]
    pub fn way_of(&self, place: &super::Place) -> Option<usize> {
        let node = place.node.filter(|&n| n < self.nodes.len())?;
        let hub = self.nodes.iter().position(|n| n.spinner).unwrap_or(0);
        if node == hub {
            return self.compass_way(hub, place.end);
        }
        self.ways()?.arm_of(node)
    }

    /// Walks the layout from its hub in the compass order, without allocating: first
    /// `(None, Node(hub))` and the hub's own term `(None, Term)` if it counts, then for each
    /// way west, east, north and south (`Some(0..4)`) its nodes and terms in the order of
    /// [`Way`]. Nothing on an empty table.
    pub(super) fn visit_ways(&self, mut visit: impl FnMut(Option<usize>, Step)) {
        let Some(hub) = self
            .nodes
            .iter()
            .position(|n| n.spinner)
            .or((!self.nodes.is_empty()).then_some(0))
        else {
            return;
        };
        let node = &self.nodes[hub];
        visit(None, Step::Node(hub));
        if node.tile.is_double()
            && let Some(value) = node.counted()
            && let Some(end) = node
                .ends
                .iter()
                .position(|e| e.kind == EndKind::Side && e.is_free())
        {
            visit(
                None,
                Step::Term {
                    node: hub,
                    end,
                    value,
                },
            );
        }
        let ports = self.ports(hub);
        // The hub's end on each way (its ends are its ports: the hub has no parent half).
        let mut end_on = [None; 4];
        for k in 0..ports.len() {
            if let Some(arm) = self.compass_way(hub, k) {
                end_on[arm] = Some(k);
            }
        }
        for (arm, k) in end_on.into_iter().enumerate() {
            let Some(k) = k else { continue };
            match ports[k] {
                Port::To(next) => self.walk(next, hub, arm, &mut visit),
                Port::Free(end) if !node.tile.is_double() => visit(
                    Some(arm),
                    Step::Term {
                        node: hub,
                        end,
                        value: u32::from(node.ends[end].pips),
                    },
                ),
                Port::Free(_) | Port::Nowhere => {}
            }
        }
    }

    /// Which compass way (0 west, 1 east, 2 north, 3 south) the hub's end `end` opens.
    pub(super) fn compass_way(&self, hub: usize, end: usize) -> Option<usize> {
        let west_first = match self.nodes[hub].parent {
            None => true,
            Some(_) => {
                // A spinner placed later: follow its line back to the lead.
                let mut at = hub;
                let mut lead_end = 0;
                while let Some((parent, end)) = self.nodes[at].parent {
                    lead_end = end;
                    at = parent;
                }
                // On the lead's west arm its far side (end 1) points west.
                lead_end != 0
            }
        };
        match (end, west_first) {
            (0, true) | (1, false) => Some(0),
            (1, true) | (0, false) => Some(1),
            (2, _) => Some(2),
            (3, _) => Some(3),
            _ => None,
        }
    }

    /// Where each of `node`'s ends leads, in end order (a placed non-double's touching half,
    /// which has no end of its own, first); inline, at most 5.
    fn ports(&self, node: usize) -> FixedVec<Port, 5> {
        let n = &self.nodes[node];
        let mut ports = FixedVec::new();
        if !n.tile.is_double()
            && let Some((parent, _)) = n.parent
        {
            ports.push(Port::To(parent));
        }
        for (k, end) in n.ends.iter().enumerate() {
            ports.push(match end.covered_by {
                Some(COVERED_BY_PARENT) => Port::To(n.parent.map_or(node, |(p, _)| p)),
                Some(child) => Port::To(child),
                None => Port::Free(k),
            });
        }
        ports
    }

    /// Visits `node` and everything beyond it (away from `from`) on way `arm`, terms in end
    /// order.
    fn walk(
        &self,
        node: usize,
        from: usize,
        arm: usize,
        visit: &mut impl FnMut(Option<usize>, Step),
    ) {
        visit(Some(arm), Step::Node(node));
        let n = &self.nodes[node];
        let mut counted_double = false;
        for port in self.ports(node) {
            match port {
                Port::To(next) if next == from || next == node => {}
                Port::To(next) => self.walk(next, node, arm, visit),
                Port::Nowhere => {}
                Port::Free(end) => {
                    let e = &n.ends[end];
                    if !n.tile.is_double() {
                        let value = u32::from(e.pips);
                        visit(Some(arm), Step::Term { node, end, value });
                    } else if e.kind == EndKind::Side && !counted_double {
                        // A double at an end counts once, both halves, at its first free side.
                        counted_double = true;
                        if let Some(value) = n.counted() {
                            visit(Some(arm), Step::Term { node, end, value });
                        }
                    }
                }
            }
        }
    }
}
