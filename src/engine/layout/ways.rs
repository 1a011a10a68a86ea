//! The count's terms in the fixed compass order (UI.md "Drawing the layout"): the hub's own
//! count, then the arms west, east, north and south. The app draws the west arm on the left, the
//! east arm on the right, the north arm above and the south arm below the hub, so a player maps
//! each term of `10 + 0 + 3 = 13` to an arm at a glance, placement after placement.

use super::{COVERED_BY_PARENT, EndKind, Layout};

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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Port {
    To(usize),
    Free(usize),
}

impl Layout {
    /// The hub and the count's terms by way, in the compass order (see [`Ways`]); `None` on an
    /// empty table. The terms of [`Layout::count_terms`] are these, flattened.
    #[must_use]
    pub fn ways(&self) -> Option<Ways> {
        let hub = self
            .nodes
            .iter()
            .position(|n| n.spinner)
            .or((!self.nodes.is_empty()).then_some(0))?;
        let node = &self.nodes[hub];
        let hub_term = if node.tile.is_double() {
            node.counted()
        } else {
            None
        };
        let mut ways = Ways {
            hub,
            hub_term,
            hub_at: hub_term.and_then(|_| {
                node.ends
                    .iter()
                    .position(|e| e.kind == EndKind::Side && e.is_free())
            }),
            arms: Default::default(),
        };
        for (k, port) in self.ports(hub).into_iter().enumerate() {
            let Some(arm) = self.compass_way(hub, k) else {
                continue;
            };
            let way = &mut ways.arms[arm];
            match port {
                Port::To(next) => self.walk(next, hub, way),
                Port::Free(end) if !node.tile.is_double() => {
                    way.terms.push(u32::from(node.ends[end].pips));
                    way.at.push((hub, end));
                }
                Port::Free(_) => {}
            }
        }
        Some(ways)
    }

    /// Which compass way (0 west, 1 east, 2 north, 3 south) the hub's end `end` opens.
    fn compass_way(&self, hub: usize, end: usize) -> Option<usize> {
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
    /// which has no end of its own, first).
    fn ports(&self, node: usize) -> Vec<Port> {
        let n = &self.nodes[node];
        let mut ports = Vec::with_capacity(n.ends.len() + 1);
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

    /// Adds `node` and everything beyond it (away from `from`) to `way`, terms in end order.
    fn walk(&self, node: usize, from: usize, way: &mut Way) {
        way.nodes.push(node);
        let n = &self.nodes[node];
        let mut counted_double = false;
        for port in self.ports(node) {
            match port {
                Port::To(next) if next == from || next == node => {}
                Port::To(next) => self.walk(next, node, way),
                Port::Free(end) => {
                    let e = &n.ends[end];
                    if !n.tile.is_double() {
                        way.terms.push(u32::from(e.pips));
                        way.at.push((node, end));
                    } else if e.kind == EndKind::Side && !counted_double {
                        // A double at an end counts once, both halves, at its first free side.
                        counted_double = true;
                        if let Some(value) = n.counted() {
                            way.terms.push(value);
                            way.at.push((node, end));
                        }
                    }
                }
            }
        }
    }
}
