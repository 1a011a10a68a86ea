//! The proof of a count (RULES.md §1): each term of the count and the end it is read at, so a
//! muggins ruling or a recount can label every counted end on the drawn layout.

use super::layout::Layout;

/// One term of the count (RULES.md §1), where the proof labels it: a free half of a non-double,
/// or a double (spinner included) that still counts both halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountedEnd {
    /// Index in [`Layout::nodes`].
    pub node: usize,
    /// The end it is read at: the free half, or the double's first free side.
    pub end: usize,
    /// What it adds to the count (pips; a double both halves).
    pub value: u32,
    /// Whether it is a double (counted ×2).
    pub double: bool,
}

impl Layout {
    /// The terms of the count, one per counted end, in the order of [`Layout::count_terms`]
    /// (the compass order of [`Layout::ways`]): their values are those terms.
    #[must_use]
    pub fn counted_ends(&self) -> Vec<CountedEnd> {
        let Some(ways) = self.ways() else {
            return Vec::new();
        };
        let hub = ways
            .hub_term
            .zip(ways.hub_at)
            .map(|(value, end)| (ways.hub, end, value));
        let arms = ways
            .arms
            .iter()
            .flat_map(|a| a.at.iter().zip(&a.terms).map(|(&(n, e), &v)| (n, e, v)));
        hub.into_iter()
            .chain(arms)
            .map(|(node, end, value)| CountedEnd {
                node,
                end,
                value,
                double: self.nodes()[node].tile.is_double(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Variant;
    use crate::engine::tile::Tile;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn the_counted_ends_are_the_terms_of_the_count() {
        // RULES.md §7: the rules card's hand and the mid-line spinner, placement by placement.
        let hands: [&[(&str, Option<&str>)]; 2] = [
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("5-6", Some("5-5")),
            ],
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
        ];
        let mut seen = Vec::new();
        for hand in hands {
            let mut layout = Layout::new(Variant::AllFives.spinners());
            for (tile, on) in hand {
                let place = layout.find_place(t(tile), on.map(t)).unwrap();
                layout.place(t(tile), place).unwrap();
                let ends = layout.counted_ends();
                let values: Vec<u32> = ends.iter().map(|e| e.value).collect();
                assert_eq!(values, layout.count_terms(), "after {tile}");
                for end in &ends {
                    let node = &layout.nodes()[end.node];
                    assert!(node.ends[end.end].is_free());
                    assert_eq!(end.double, node.tile.is_double());
                }
                seen.push(values);
            }
        }
        assert_eq!(seen[0], vec![10], "a lone lead double counts once");
        assert_eq!(seen[3], vec![0, 3, 2], "after [5-2]: 0 + 3 + 2 = 5");
        assert_eq!(
            seen[11],
            vec![2, 3, 10],
            "[5-5] on a tip arm: 2 + 3 + 10 = 15 (west [1-2], east [4-3], north [5-5])"
        );
    }
}
