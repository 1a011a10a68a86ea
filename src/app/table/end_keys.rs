//! Which key chooses each end a tile fits, by where the end is: the arrow of its arm, the way
//! the arm compass names them (← the west arm, → the east, ↑ north, ↓ south; a tile placed
//! against the hub goes the way that end of the hub opens: before a spinner's sides are covered,
//! ← and → its two sides, then ↑ and ↓ its tips). The same end has the same key every turn, on
//! the felt, in the list of ends, in table mode and on the phones (each draws [`EndKey::label`]).
//!
//! Every candidate gets a distinct key. A tile goes on each tile of the layout at one place at
//! most, and where a line has no branch (every variant but Five Up) each arm has one open end,
//! while the hub's own free end opens a way with nothing on it yet: the arrows differ. Where an
//! arm branches at a spinner of its own (Five Up, every double spins), several ends can be on
//! one arm; they share its arrow and are told apart by how many times it is pressed, in the
//! order the tiles they sit on were placed (`←`, `← ←`, …). While an arrow names more than one
//! end, a press lights the next of them and Enter places the tile there; an arrow that names
//! one end places the tile at once.

use serde::Serialize;

use crate::app::text::ARROW_GLYPHS;
pub use crate::app::text::arrows_text;
use crate::engine::{Layout, Place, Tile};

/// An arrow key, by the arm of the layout it points to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Arrow {
    /// ←: the west arm.
    Left,
    /// →: the east arm.
    Right,
    /// ↑: the north arm (a spinner's first tip).
    Up,
    /// ↓: the south arm (a spinner's second tip).
    Down,
}

impl Arrow {
    /// The four arrows, in the compass order (west, east, north, south).
    pub const ALL: [Arrow; 4] = [Arrow::Left, Arrow::Right, Arrow::Up, Arrow::Down];

    /// The arrow of the compass way `way` (0 west, 1 east, 2 north, 3 south,
    /// [`crate::engine::layout::Ways`]).
    #[must_use]
    pub fn of_way(way: usize) -> Option<Arrow> {
        Arrow::ALL.get(way).copied()
    }

    /// The glyph drawn for it: `←`, `→`, `↑`, `↓`.
    #[must_use]
    pub fn glyph(self) -> char {
        ARROW_GLYPHS[self as usize]
    }
}

/// The key that chooses one end: an arrow, pressed once or (ends sharing a branching arm, Five
/// Up) more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct EndKey {
    /// The arrow of the end's arm.
    pub arrow: Arrow,
    /// How many presses of it reach this end: 1, or 2, 3… for the later ends on a shared arm.
    pub presses: u8,
}

impl EndKey {
    /// What is drawn at the end and in the list: `←`, or `← ←` for the second end on that arm.
    #[must_use]
    pub fn label(self) -> String {
        let glyph = self.arrow.glyph().to_string();
        vec![glyph; usize::from(self.presses.max(1))].join(" ")
    }
}

/// Each place `tile` fits on `layout` ([`Layout::places`]) with the key that chooses it (see the
/// module's comment for why no two are alike), in the compass order of their arrows.
#[must_use]
pub fn end_keys(layout: &Layout, tile: Tile) -> Vec<(Place, EndKey)> {
    let places = layout.places(tile);
    let mut keys: Vec<(Place, EndKey)> = Vec::with_capacity(places.len());
    for place in places {
        // Only the lead has no way, and the lead is one place: never a choice. Should the layout
        // give none, the end takes the first arrow no other end has.
        let arrow = layout
            .way_of(&place)
            .and_then(Arrow::of_way)
            .unwrap_or_else(|| {
                Arrow::ALL
                    .into_iter()
                    .find(|a| !keys.iter().any(|(_, k)| k.arrow == *a))
                    .unwrap_or(Arrow::Right)
            });
        let presses = 1 + keys.iter().filter(|(_, k)| k.arrow == arrow).count() as u8;
        keys.push((place, EndKey { arrow, presses }));
    }
    // Listed as the compass reads: ← → ↑ ↓, each arm's ends by their presses.
    keys.sort_by_key(|(_, k)| (Arrow::ALL.iter().position(|a| *a == k.arrow), k.presses));
    keys
}

/// What an arrow does while `tile` waits for its end, `lit` being the candidate lit by an
/// earlier press, if any (an index in [`end_keys`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowPick {
    /// The arrow names this one end: the tile goes there.
    Place(Place),
    /// The arrow names several ends: light this one (an index in [`end_keys`]); Enter places.
    Light(usize),
    /// No end of the tile is that way.
    None,
}

/// What pressing `arrow` does among `keys` ([`end_keys`]) with `lit` lit.
#[must_use]
pub fn pick(keys: &[(Place, EndKey)], arrow: Arrow, lit: Option<usize>) -> ArrowPick {
    let named: Vec<usize> = (0..keys.len())
        .filter(|&i| keys[i].1.arrow == arrow)
        .collect();
    match named.as_slice() {
        [] => ArrowPick::None,
        [one] => ArrowPick::Place(keys[*one].0),
        several => {
            // The next end on that arm after the lit one, else its first.
            let next = lit
                .and_then(|l| several.iter().position(|&i| i == l))
                .map_or(0, |k| (k + 1) % several.len());
            ArrowPick::Light(several[next])
        }
    }
}

/// The arrows that choose an end among `keys`: bit `i` for [`Arrow::ALL`]`[i]`.
#[must_use]
pub fn arrows_mask(keys: &[(Place, EndKey)]) -> u8 {
    keys.iter()
        .filter_map(|(_, k)| Arrow::ALL.iter().position(|a| *a == k.arrow))
        .fold(0, |mask, i| mask | 1 << i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SpinnerPolicy;
    use crate::engine::random_play::random_layout;
    use rand::SeedableRng;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    /// Every tile's candidate ends on thousands of random layouts of every spinner policy: no
    /// two alike, each the arrow of its way; more than one press only where an arm branches at
    /// a spinner of its own (Five Up).
    #[test]
    fn every_candidate_end_has_its_own_key_under_every_spinner_policy() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let mut shared = 0;
        for policy in [
            SpinnerPolicy::FirstDouble,
            SpinnerPolicy::EveryDouble,
            SpinnerPolicy::None,
        ] {
            for round in 0..600 {
                let tiles = 1 + round % 27;
                let layout = random_layout(&mut rng, policy, tiles, round % 2 == 0);
                for tile in Tile::all() {
                    let keys = end_keys(&layout, tile);
                    for (i, (place, key)) in keys.iter().enumerate() {
                        assert!(
                            keys[..i].iter().all(|(_, k)| k != key),
                            "{policy:?} {tile}: {keys:?}"
                        );
                        assert_eq!(
                            Some(key.arrow),
                            layout.way_of(place).and_then(Arrow::of_way),
                            "{policy:?} {tile}"
                        );
                        if key.presses > 1 {
                            assert_eq!(policy, SpinnerPolicy::EveryDouble, "{keys:?}");
                            shared += 1;
                        }
                    }
                }
            }
        }
        assert!(shared > 0, "Five Up shares an arm somewhere");
    }

    #[test]
    fn a_spinner_s_sides_are_left_and_right_then_its_tips_up_and_down() {
        let mut layout = Layout::new(SpinnerPolicy::FirstDouble);
        let play = |layout: &mut Layout, tile: &str| {
            let place = layout.find_place(t(tile), None).unwrap();
            layout.place(t(tile), place).unwrap();
        };
        play(&mut layout, "5-5");
        play(&mut layout, "5-0");
        // [0-5] went west: [0-2] fits its 0, [5-3] the spinner's free side (east).
        let keys = end_keys(&layout, t("0-2"));
        assert_eq!(keys.len(), 1);
        assert_eq!(keys[0].1.arrow, Arrow::Left);
        let keys = end_keys(&layout, t("5-3"));
        assert_eq!(keys[0].1.arrow, Arrow::Right);
        play(&mut layout, "5-3");
        // Both sides covered: the tips, the north first.
        let keys: Vec<Arrow> = end_keys(&layout, t("5-6"))
            .iter()
            .map(|(_, k)| k.arrow)
            .collect();
        assert_eq!(keys, [Arrow::Up]);
        // [0-3] fits the west end's 0 and the east end's 3.
        let arrows = arrows_mask(&end_keys(&layout, t("0-3")));
        assert_eq!(arrows_text(arrows), "← →");
        play(&mut layout, "5-6");
        assert_eq!(end_keys(&layout, t("5-4"))[0].1.arrow, Arrow::Down);
    }

    #[test]
    fn an_arrow_naming_several_ends_lights_them_in_turn() {
        let place = |end| Place {
            end,
            ..Place::default()
        };
        let key = |arrow, presses| EndKey { arrow, presses };
        let keys = [
            (place(0), key(Arrow::Left, 1)),
            (place(1), key(Arrow::Right, 1)),
            (place(2), key(Arrow::Left, 2)),
        ];
        assert_eq!(pick(&keys, Arrow::Right, None), ArrowPick::Place(place(1)));
        assert_eq!(pick(&keys, Arrow::Left, None), ArrowPick::Light(0));
        assert_eq!(pick(&keys, Arrow::Left, Some(0)), ArrowPick::Light(2));
        assert_eq!(pick(&keys, Arrow::Left, Some(2)), ArrowPick::Light(0));
        assert_eq!(pick(&keys, Arrow::Up, None), ArrowPick::None);
        assert_eq!(keys[2].1.label(), "← ←");
    }
}
