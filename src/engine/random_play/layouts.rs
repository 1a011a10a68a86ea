//! Random layouts for the benchmarks of the count, the legal places and the drawing: tiles
//! placed at random where they fit (RULES.md §1), up to all 28 around a four-armed spinner.

use rand::RngExt;

use crate::engine::layout::{Layout, Place, SpinnerPolicy};
use crate::engine::tile::Tile;

/// A layout of `tiles` tiles (at most 28) under `policy`: a random lead (a double when
/// `double_lead`), then each tile a random one of the tiles that fit, at a random place
/// (RULES.md §1). Starts again when no tile fits before `tiles` are down.
pub fn random_layout(
    rng: &mut impl rand::Rng,
    policy: SpinnerPolicy,
    tiles: usize,
    double_lead: bool,
) -> Layout {
    let tiles = tiles.min(28);
    loop {
        let mut layout = Layout::new(policy);
        let lead = if double_lead {
            let pips = rng.random_range(0..=6);
            Tile::new(pips, pips).expect("0 to 6 pips")
        } else {
            Tile::all().nth(rng.random_range(0..28)).expect("28 tiles")
        };
        if tiles > 0 {
            let place = layout
                .find_place(lead, None)
                .expect("a lead fits an empty table");
            layout.place(lead, place).expect("a legal lead");
        }
        while layout.nodes().len() < tiles {
            let options: Vec<(Tile, Place)> = Tile::all()
                .flat_map(|t| layout.each_place(t).map(move |p| (t, p)))
                .collect();
            if options.is_empty() {
                break;
            }
            let (tile, place) = options[rng.random_range(0..options.len())];
            layout.place(tile, place).expect("a place the layout gave");
        }
        if layout.nodes().len() == tiles {
            return layout;
        }
    }
}

/// All 28 tiles on the table around a spinner with four arms (All Fives; RULES.md §1): the
/// largest layout the table view draws.
pub fn full_layout(rng: &mut impl rand::Rng) -> Layout {
    loop {
        let layout = random_layout(rng, SpinnerPolicy::FirstDouble, 28, true);
        if layout
            .compass()
            .is_some_and(|(_, arms)| arms.iter().all(Option::is_some))
        {
            return layout;
        }
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    #[test]
    fn a_full_layout_has_every_tile_and_four_arms() {
        let mut rng = StdRng::seed_from_u64(28);
        let layout = full_layout(&mut rng);
        assert_eq!(layout.nodes().len(), 28);
        assert!(Tile::all().all(|t| layout.contains(t)));
        let (_, arms) = layout.compass().unwrap();
        assert!(arms.iter().all(Option::is_some), "{arms:?}");
        let half = random_layout(&mut rng, SpinnerPolicy::EveryDouble, 14, false);
        assert_eq!(half.nodes().len(), 14);
    }
}
