//! Whether what the players show at the end of a hand can be true together (RECORD.md "End of
//! hand"): the tiles not on the table and not shown must split into every hand that showed a pip
//! total (as many tiles as it holds, making that total) and the rest — the boneyard, the reserve
//! included, and the hands not shown yet — which hold any tiles, as many as they have.
//!
//! [`Unseen`] is that question and its exact answer. Tiles with the same pip total are alike
//! for it, so the search goes by pip total (13 of them, 0 to 12), largest first: each hand takes
//! some of the tiles of that total, then the next total, and it stops where a hand, or two hands
//! together, need pips that that many of the tiles left cannot make. It first knows only the
//! fewest and the most pips they make, which finds most splits in a few steps; when that is not
//! enough, every total any number of them makes (a table of bits made once), remembering the
//! states that failed. One hand beside the rest is one row of that table, or just the fewest and
//! the most when no pip total is missing among the tiles. It never allocates, so the engine can
//! ask it for every `holds` it accepts.

use super::hand::Hand;
use crate::engine::fixed::FixedVec;
use crate::engine::tile::Tile;

use super::MOST_PIPS_A_TILE;

/// Pip totals a tile can have: 0 (`0-0`) to 12 (`6-6`).
const TOTALS: usize = MOST_PIPS_A_TILE as usize + 1;

/// The pip total of each tile of the set, by [`Tile::index`] (chart order: `0-0 0-1 … 6-6`).
const PIPS: [u8; 28] = {
    let mut pips = [0; 28];
    let (mut low, mut i) = (0, 0);
    while low <= 6 {
        let mut high = low;
        while high <= 6 {
            pips[i] = low + high;
            i += 1;
            high += 1;
        }
        low += 1;
    }
    pips
};

/// Hands and boneyard a search splits the tiles into: four hands and the rest.
const BINS: usize = 5;

/// Failed states remembered (a power of two; an entry overwritten is only searched again).
const REMEMBERED: usize = 256;

/// The tiles not on the table and not shown at the end of a hand, and what the hands that hold
/// them must make (RECORD.md "End of hand"). Built with [`Unseen::new`], [`Unseen::hand`];
/// asked with [`Unseen::possible`] and [`Unseen::totals`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unseen {
    /// How many of the tiles have each pip total (index = pips, 0 to 12).
    tiles: [u8; TOTALS],
    /// Every hand that showed a pip total: its number of tiles and its total (pips).
    hands: FixedVec<(u8, u32), 4>,
}

impl Unseen {
    /// The tiles in `tiles` (not on the table, not in any hand shown tile by tile), none of them
    /// yet in a hand with a total.
    #[must_use]
    pub fn new(tiles: impl IntoIterator<Item = Tile>) -> Unseen {
        let mut unseen = Unseen {
            tiles: [0; TOTALS],
            hands: FixedVec::new(),
        };
        for tile in tiles {
            unseen.tiles[tile.pips() as usize] += 1;
        }
        unseen
    }

    /// The same tiles with one more hand of `count` of them that must hold `pips` pips.
    ///
    /// # Panics
    /// With a fifth hand: a match has at most four players.
    #[must_use]
    pub fn hand(mut self, count: u8, pips: u32) -> Unseen {
        self.hands.push((count, pips));
        self
    }

    /// How many tiles there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.tiles.iter().map(|&n| usize::from(n)).sum()
    }

    /// Whether there is no tile.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Their pip total.
    #[must_use]
    pub fn pips(&self) -> u32 {
        self.tiles
            .iter()
            .enumerate()
            .map(|(pips, &n)| pips as u32 * u32::from(n))
            .sum()
    }

    /// How many of the tiles are in no hand with a total (the boneyard and the hands not shown).
    #[must_use]
    pub fn rest(&self) -> usize {
        let held: usize = self.hands.iter().map(|&(n, _)| usize::from(n)).sum();
        self.len().saturating_sub(held)
    }

    /// Whether the tiles can be split so that every hand with a total holds its number of tiles
    /// and makes its total (pips), the rest taking the tiles left over (RECORD.md "End of hand").
    /// Exact: `true` only when such a split exists.
    #[must_use]
    pub fn possible(&self) -> bool {
        let Some(bins) = self.bins() else {
            return false;
        };
        let len = self.len();
        match bins.as_slice() {
            // One bin holds every tile, and their pips (the sums add up).
            [] | [_] => true,
            // Two: one holds some of the tiles, the other the rest. Only the smaller needs asking.
            &[a, b] => {
                let small = if a.tiles <= b.tiles { a } else { b };
                one_hand(
                    &self.tiles,
                    len,
                    usize::from(small.tiles),
                    usize::from(small.pips),
                )
            }
            // More: first a short search that prunes only by the fewest and most pips the tiles
            // left make, which finds most splits at once; when it can neither find one nor rule
            // them all out in a few steps, the search that knows every total they make.
            _ => {
                let mut quick = Search::<Ranges, 1>::new(&self.tiles, QUICK);
                let found = quick.split(TOTALS, bins);
                if found || !quick.gave_up {
                    return found;
                }
                Search::<Exact, REMEMBERED>::new(&self.tiles, u32::MAX).split(TOTALS, bins)
            }
        }
    }

    /// Every pip total a further hand of `count` of the tiles can hold with the hands given, the
    /// rest taking what is left, smallest first (empty when none can: too few tiles, or the hands
    /// given cannot be met already). Each total is one [`Unseen::possible`].
    #[must_use]
    pub fn totals(&self, count: u8) -> Vec<u32> {
        if self.hands.len() == FixedVec::<(u8, u32), 4>::CAPACITY {
            return Vec::new();
        }
        (0..=MOST_PIPS_A_TILE * u32::from(count))
            .filter(|&pips| self.hand(count, pips).possible())
            .collect()
    }
}

impl Unseen {
    /// What the search splits the tiles into: every hand with a total and tiles to hold, and the
    /// rest with what they leave; `None` when that is already too much (more tiles or pips than
    /// there are, a total above 12 pips a tile, pips in a hand of none).
    fn bins(&self) -> Option<FixedVec<Bin, BINS>> {
        let held: usize = self.hands.iter().map(|&(n, _)| usize::from(n)).sum();
        let shown: u32 = self.hands.iter().map(|&(_, p)| p).sum();
        let (len, pips) = (self.len(), self.pips());
        if held > len || shown > pips {
            return None;
        }
        let mut bins: FixedVec<Bin, BINS> = FixedVec::new();
        for &(n, p) in self.hands.iter() {
            if n == 0 && p > 0 || p > MOST_PIPS_A_TILE * u32::from(n) {
                return None;
            }
            if n > 0 {
                bins.push(Bin {
                    tiles: n,
                    pips: p as u8,
                });
            }
        }
        // The rest holds whatever is left: as many tiles, and the pips the hands leave.
        let rest = (len - held) as u8;
        if rest > 0 {
            bins.push(Bin {
                tiles: rest,
                pips: (pips - shown) as u8,
            });
        } else if pips != shown {
            return None;
        }
        Some(bins)
    }
}

/// A hand (or the rest) during the search: the tiles it still needs and the pips they make.
/// Pips fit a byte: the whole set holds 168.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
struct Bin {
    tiles: u8,
    pips: u8,
}

/// The most tiles a set of pip totals is kept for: a set of more is asked as the tiles it leaves.
const HALF: usize = 14;

/// Pip totals `n` tiles can make, as a set of 0 to 168 (bit `p` of word `p / 64`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Sums([u64; 3]);

impl Sums {
    /// What no tile makes: 0 pips.
    const ZERO: Sums = Sums([1, 0, 0]);

    /// Whether `pips` is among them.
    fn has(self, pips: usize) -> bool {
        pips < 192 && self.0[pips / 64] >> (pips % 64) & 1 == 1
    }

    /// Every one `pips` more (`pips` below 64).
    fn plus(self, pips: usize) -> Sums {
        let [a, b, c] = self.0;
        if pips == 0 {
            return self;
        }
        let back = 64 - pips;
        Sums([a << pips, b << pips | a >> back, c << pips | b >> back])
    }

    fn or(self, other: Sums) -> Sums {
        let ([a, b, c], [x, y, z]) = (self.0, other.0);
        Sums([a | x, b | y, c | z])
    }
}

/// Whether `n` of the `len` tiles (`tiles` of each pip total) can make `pips`.
fn one_hand(tiles: &[u8; TOTALS], len: usize, n: usize, pips: usize) -> bool {
    if n > HALF {
        let all: usize = tiles
            .iter()
            .enumerate()
            .map(|(t, &c)| t * usize::from(c))
            .sum();
        return pips <= all && one_hand(tiles, len, len - n, all - pips);
    }
    // With no pip total missing between the smallest tile's and the largest's, `n` tiles make
    // every total from the fewest to the most: from the `n` smallest to the `n` largest, one
    // tile at a time swapped for the next larger adds 0 or 1 pip.
    let mut present = (0..TOTALS).filter(|&t| tiles[t] > 0);
    let first = present.next().unwrap_or(0);
    let (gapless, _) = present.fold((true, first), |(gapless, last), t| {
        (gapless && t == last + 1, t)
    });
    if gapless {
        let mut sorted = (0..TOTALS).flat_map(|t| std::iter::repeat_n(t, usize::from(tiles[t])));
        let fewest: usize = sorted.clone().take(n).sum();
        let most: usize = sorted.by_ref().rev().take(n).sum();
        return n <= len && fewest <= pips && pips <= most;
    }
    // The totals some of the tiles so far make, a row for each number of them; a row too short
    // to reach `n` with the tiles left is not kept up.
    let mut sums = [Sums::default(); HALF + 1];
    sums[0] = Sums::ZERO;
    let (mut seen, mut left) = (0, len);
    for (total, &count) in tiles.iter().enumerate() {
        for _ in 0..count {
            seen += 1;
            left -= 1;
            for k in (n.saturating_sub(left).max(1)..=seen.min(n)).rev() {
                sums[k] = sums[k].or(sums[k - 1].plus(total));
            }
        }
    }
    sums[n].has(pips)
}

/// Adds `tiles` tiles of `total` pips to `sums` (the totals 0 to `upto` of the `count` tiles so
/// far can make), one by one, each taken or not.
fn add(sums: &mut [Sums; HALF + 1], count: &mut usize, total: usize, tiles: u8, upto: usize) {
    for _ in 0..tiles {
        *count += 1;
        for n in (1..=(*count).min(upto)).rev() {
            sums[n] = sums[n].or(sums[n - 1].plus(total));
        }
    }
}

/// Steps the short search takes before it hands over to the exact one.
const QUICK: u32 = 64;

/// What some of the tiles with totals below each total can make: a test a split must pass.
trait Bounds {
    /// The bounds of the tiles `tiles` of pip totals.
    fn new(tiles: &[u8; TOTALS]) -> Self;

    /// Whether `tiles` of the tiles with totals below `below` may make `pips`: `false` only when
    /// they cannot.
    fn can_make(&self, below: usize, tiles: usize, pips: usize) -> bool;
}

/// The fewest and the most pips some of the tiles make: cheap to work out, and loose. The
/// tiles with totals below a total are the smallest tiles, so one list of sums does: the `n`
/// smallest make the fewest pips, and the `n` largest of the first `c` make the first `c` less
/// the first `c - n`.
struct Ranges {
    /// `smallest[n]`: the pips of the `n` smallest tiles.
    smallest: [u16; 29],
    /// `count[t]`: how many tiles have totals below `t`.
    count: [usize; TOTALS + 1],
}

impl Bounds for Ranges {
    fn new(tiles: &[u8; TOTALS]) -> Ranges {
        let mut ranges = Ranges {
            smallest: [0; 29],
            count: [0; TOTALS + 1],
        };
        let mut n = 0;
        for (total, &count) in tiles.iter().enumerate() {
            for _ in 0..count {
                n += 1;
                ranges.smallest[n] = ranges.smallest[n - 1] + total as u16;
            }
            ranges.count[total + 1] = n;
        }
        ranges
    }

    fn can_make(&self, below: usize, tiles: usize, pips: usize) -> bool {
        let count = self.count[below];
        tiles <= count && {
            let most = self.smallest[count] - self.smallest[count - tiles];
            usize::from(self.smallest[tiles]) <= pips && pips <= usize::from(most)
        }
    }
}

/// Every pip total some of the tiles make, exactly: a table of bits.
struct Exact {
    /// `count[t]`, `pips[t]`: how many tiles have totals below `t`, and their pips.
    count: [usize; TOTALS + 1],
    pips: [usize; TOTALS + 1],
    /// `sums[t][n]`: the pip totals that `n` of the tiles with totals below `t` can make (up to
    /// [`HALF`] tiles).
    sums: [[Sums; HALF + 1]; TOTALS + 1],
}

impl Bounds for Exact {
    fn new(tiles: &[u8; TOTALS]) -> Exact {
        let mut exact = Exact {
            count: [0; TOTALS + 1],
            pips: [0; TOTALS + 1],
            sums: [[Sums::default(); HALF + 1]; TOTALS + 1],
        };
        exact.sums[0][0] = Sums::ZERO;
        for below in 1..=TOTALS {
            // The tiles below `below`: those below `below - 1`, and those of that total.
            let total = below - 1;
            let mut count = exact.count[total];
            let mut sums = exact.sums[total];
            add(&mut sums, &mut count, total, tiles[total], HALF);
            exact.sums[below] = sums;
            exact.count[below] = count;
            exact.pips[below] = exact.pips[total] + total * usize::from(tiles[total]);
        }
        exact
    }

    /// More than half of the tiles make a total when the ones they leave make what is left.
    fn can_make(&self, below: usize, tiles: usize, pips: usize) -> bool {
        let (count, all) = (self.count[below], self.pips[below]);
        if tiles > count || pips > all {
            return false;
        }
        let (tiles, pips) = if tiles > HALF {
            (count - tiles, all - pips)
        } else {
            (tiles, pips)
        };
        tiles <= HALF && self.sums[below][tiles].has(pips)
    }
}

/// One search: the tiles by pip total, the test of what some of them can make, the states known
/// to fail (`M` of them remembered), and the steps left.
struct Search<B: Bounds, const M: usize> {
    /// Tiles of each pip total.
    tiles: [u8; TOTALS],
    bounds: B,
    /// States known to fail (0: none), by a hash of the state.
    failed: [u64; M],
    /// Steps the search may still take.
    steps: u32,
    /// Whether it ran out of steps (so a `false` rules nothing out).
    gave_up: bool,
}

impl<B: Bounds, const M: usize> Search<B, M> {
    fn new(tiles: &[u8; TOTALS], steps: u32) -> Self {
        Search {
            tiles: *tiles,
            bounds: B::new(tiles),
            failed: [0; M],
            steps,
            gave_up: false,
        }
    }

    /// Whether the tiles with totals below `below` split into `bins` (whose tiles add up to
    /// theirs, and whose pips to theirs).
    fn split(&mut self, below: usize, all: FixedVec<Bin, BINS>) -> bool {
        // Bins done drop out; alike bins are alike: sorted, the state is one key.
        let mut bins: FixedVec<Bin, BINS> = FixedVec::new();
        for &bin in all.iter() {
            let (n, p) = (usize::from(bin.tiles), usize::from(bin.pips));
            if !self.bounds.can_make(below, n, p) {
                return false;
            }
            if n > 0 {
                bins.push(bin);
            }
        }
        // Two bins together are one set of tiles too (and so are three, four: the others).
        for (i, a) in bins.iter().enumerate() {
            for b in &bins[i + 1..] {
                let n = usize::from(a.tiles) + usize::from(b.tiles);
                if !self
                    .bounds
                    .can_make(below, n, usize::from(a.pips) + usize::from(b.pips))
                {
                    return false;
                }
            }
        }
        if bins.len() <= 1 {
            // One bin takes every tile left, which make its pips (the sums add up).
            return true;
        }
        if self.steps == 0 {
            self.gave_up = true;
            return false;
        }
        self.steps -= 1;
        bins.as_mut_slice().sort_unstable_by(|a, b| b.cmp(a));
        let key = key(below, &bins);
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize % M;
        if self.failed[slot] == key {
            return false;
        }
        let total = below - 1;
        let found = self.share(total, self.tiles[total], 0, &bins, bins, u8::MAX);
        if !found && !self.gave_up {
            self.failed[slot] = key;
        }
        found
    }

    /// Gives the `left` tiles of pip total `total` to the bins from `from` on (the last takes
    /// what is left), then splits the tiles below `total`. `bins` are as they were before this
    /// total, `next` as they are after the bins before `from` took theirs, the one before taking
    /// `before` tiles.
    fn share(
        &mut self,
        total: usize,
        left: u8,
        from: usize,
        bins: &FixedVec<Bin, BINS>,
        mut next: FixedVec<Bin, BINS>,
        before: u8,
    ) -> bool {
        let bin = bins[from];
        let mut most = left.min(bin.tiles);
        if total > 0 {
            most = most.min(bin.pips / total as u8);
        }
        // Alike bins take the tiles in order (none more than the bin before), so each split is
        // tried once.
        if from > 0 && bins[from - 1] == bin {
            most = most.min(before);
        }
        let take_from = |next: &mut FixedVec<Bin, BINS>, take: u8| {
            next[from] = Bin {
                tiles: bin.tiles - take,
                pips: bin.pips - take * total as u8,
            };
        };
        if from == bins.len() - 1 {
            if left > most {
                return false;
            }
            take_from(&mut next, left);
            return self.split(total, next);
        }
        for take in (0..=most).rev() {
            take_from(&mut next, take);
            if self.share(total, left - take, from + 1, bins, next, take) {
                return true;
            }
            if self.gave_up {
                return false;
            }
        }
        false
    }
}

/// The state of a search as one number: which totals are left, and each bin's tiles and pips.
fn key(below: usize, bins: &[Bin]) -> u64 {
    // 4 bits for `below`, then 13 a bin (5 bits of tiles, 8 of pips: the set holds 168). The
    // first bin (the largest) is what the others leave of the tiles below, so it is left out
    // and four bins fit. Every bin left holds a tile, so states with fewer bins differ too.
    let mut key = below as u64 + 1;
    for bin in bins.iter().skip(1).take(4) {
        key = (key << 13) | (u64::from(bin.tiles) << 8) | u64::from(bin.pips);
    }
    key
}

impl Unseen {
    /// The same tiles less `tiles`, now shown in a hand (each must be among them).
    #[must_use]
    pub fn without(mut self, tiles: &[Tile]) -> Unseen {
        for tile in tiles {
            let n = &mut self.tiles[tile.pips() as usize];
            *n = n.saturating_sub(1);
        }
        self
    }
}

impl Hand {
    /// The tiles not on the table and not in a hand shown tile by tile, with every hand shown
    /// by its pip total so far (RECORD.md "End of hand").
    #[must_use]
    pub fn unseen(&self) -> Unseen {
        // The tiles on the table or shown, by their index in the set.
        let mut seen = self.layout.placed();
        for tiles in self.holds.iter().filter_map(|h| h.and_then(|s| s.tiles)) {
            for tile in tiles.iter() {
                seen |= 1 << tile.index();
            }
        }
        let mut unseen = Unseen {
            tiles: [0; TOTALS],
            hands: FixedVec::new(),
        };
        for (index, &pips) in PIPS.iter().enumerate() {
            if seen >> index & 1 == 0 {
                unseen.tiles[usize::from(pips)] += 1;
            }
        }
        for (player, holds) in self.holds.iter().enumerate() {
            if let Some(shown) = holds
                && shown.tiles.is_none()
            {
                unseen = unseen.hand(self.tiles[player], shown.pips);
            }
        }
        unseen
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use rand::rngs::StdRng;
    use rand::seq::SliceRandom;
    use rand::{RngExt, SeedableRng};

    use super::*;

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    /// Every tile but `table`.
    fn all_but(table: &[&str]) -> Unseen {
        let table: Vec<Tile> = table.iter().map(|s| t(s)).collect();
        Unseen::new(Tile::all().filter(|tile| !table.contains(tile)))
    }

    /// Whether `tiles` split into `hands` (tiles, pips) and a rest of the tiles left, tile by
    /// tile: every way each tile can go, kept as the set of (tiles, pips) each hand has so far.
    fn split_by_hand(tiles: &[Tile], hands: &[(u8, u32)]) -> bool {
        let rest = tiles.len() as i64 - hands.iter().map(|&(n, _)| i64::from(n)).sum::<i64>();
        if rest < 0 {
            return false;
        }
        let mut states: HashSet<Vec<(u8, u32)>> = HashSet::from([vec![(0, 0); hands.len()]]);
        for (i, tile) in tiles.iter().enumerate() {
            let mut next = HashSet::new();
            for state in &states {
                let in_hands: i64 = state.iter().map(|&(n, _)| i64::from(n)).sum();
                if (i as i64 + 1) - in_hands <= rest {
                    next.insert(state.clone());
                }
                for h in 0..hands.len() {
                    let (n, p) = (state[h].0 + 1, state[h].1 + tile.pips());
                    if n <= hands[h].0 && p <= hands[h].1 {
                        let mut s = state.clone();
                        s[h] = (n, p);
                        next.insert(s);
                    }
                }
            }
            states = next;
        }
        states.contains(hands)
    }

    impl<B: Bounds, const M: usize> Search<B, M> {
        fn split_all(mut self, bins: FixedVec<Bin, BINS>) -> bool {
            self.split(TOTALS, bins)
        }
    }

    #[test]
    fn the_pips_of_each_tile_by_its_index() {
        for tile in Tile::all() {
            assert_eq!(u32::from(PIPS[tile.index()]), tile.pips(), "{tile}");
        }
    }

    #[test]
    fn one_tile_cannot_hold_12_while_6_6_is_on_the_table() {
        let unseen = all_but(&["6-6"]);
        assert!(!unseen.hand(1, 12).possible());
        assert!(unseen.hand(1, 11).possible());
        assert_eq!(unseen.totals(1), (0..=11).collect::<Vec<_>>());
        // With the whole set a tile holds any of 0 to 12; two tiles 1 (0-0 0-1) to 23.
        assert_eq!(all_but(&[]).totals(1), (0..=12).collect::<Vec<_>>());
        assert_eq!(all_but(&[]).totals(2), (1..=23).collect::<Vec<_>>());
    }

    #[test]
    fn totals_that_ask_for_more_pips_than_the_tiles_hold_cannot_be_met() {
        // The four passes of next-vectors' holds-more-than-the-tiles: 6-6 6-3 6-4 3-2 on the
        // table, 24 tiles of 132 pips in four hands of 6.
        let unseen = all_but(&["6-6", "6-3", "6-4", "3-2"]);
        assert_eq!((unseen.len(), unseen.pips()), (24, 132));
        let three = unseen.hand(6, 30).hand(6, 40).hand(6, 25);
        assert!(three.possible());
        assert_eq!(three.rest(), 6);
        assert!(!three.hand(6, 50).possible());
        assert!(three.hand(6, 37).possible());
        assert_eq!(three.totals(6), vec![37], "every other tile is in a hand");
        // Fewer than the tiles hold: with every hand shown, 30 + 40 + 25 + 36 is one pip short.
        assert!(!three.hand(6, 36).possible());
    }

    #[test]
    fn the_rest_takes_what_the_hands_leave_and_a_hand_of_none_holds_none() {
        let unseen = all_but(&[]);
        assert_eq!((unseen.len(), unseen.pips()), (28, 168));
        assert!(unseen.hand(0, 0).possible());
        assert!(!unseen.hand(0, 1).possible());
        // All 28 tiles in one hand hold 168 pips exactly.
        assert!(unseen.hand(28, 168).possible());
        assert!(!unseen.hand(28, 167).possible());
        assert!(!unseen.hand(20, 5).hand(9, 0).possible(), "29 tiles of 28");
        // The seven smallest tiles, 0-0 0-1 0-2 1-1 0-3 1-2 0-4, hold 0+1+2+2+3+3+4 = 15 pips;
        // only one hand can hold them.
        assert!(unseen.hand(7, 15).possible());
        assert!(!unseen.hand(7, 14).possible());
        assert!(
            !unseen.hand(7, 15).hand(7, 15).possible(),
            "one set of the seven smallest"
        );
        // And the other 21 hold 168 - 15 = 153 (a hand of more than half is asked as the tiles
        // it leaves); three of the seven left then hold 0 + 1 + 2 = 3 to 4 + 3 + 3 = 10.
        assert!(unseen.hand(21, 153).possible());
        assert!(!unseen.hand(21, 154).possible());
        assert!(unseen.hand(21, 153).hand(3, 10).possible());
        assert!(!unseen.hand(21, 153).hand(3, 11).possible());
        assert_eq!(unseen.hand(21, 153).totals(3), (3..=10).collect::<Vec<_>>());
    }

    #[test]
    fn the_search_agrees_with_every_way_each_tile_can_go() {
        let mut rng = StdRng::seed_from_u64(28);
        let (mut met, mut not) = (0, 0);
        for _ in 0..3000 {
            let mut set: Vec<Tile> = Tile::all().collect();
            set.shuffle(&mut rng);
            let tiles = &set[..rng.random_range(1..=14)];
            let mut unseen = Unseen::new(tiles.iter().copied());
            let mut hands = Vec::new();
            let mut dealt = 0;
            for _ in 0..rng.random_range(1..=3) {
                let n = rng.random_range(0..=4u8).min((tiles.len() - dealt) as u8);
                // Half the time the pips of a real deal (met), else near them.
                let real: u32 = tiles[dealt..dealt + usize::from(n)]
                    .iter()
                    .map(|t| t.pips())
                    .sum();
                let pips = if rng.random_bool(0.5) {
                    real
                } else {
                    real.saturating_add_signed(rng.random_range(-3..=3))
                };
                dealt += usize::from(n);
                hands.push((n, pips));
                unseen = unseen.hand(n, pips);
            }
            let want = split_by_hand(tiles, &hands);
            assert_eq!(unseen.possible(), want, "{tiles:?} {hands:?}");
            // Each way of searching alone, with no limit of steps, says the same.
            if let Some(bins) = unseen.bins().filter(|b| b.len() >= 2) {
                let exact = Search::<Exact, REMEMBERED>::new(&unseen.tiles, u32::MAX);
                let quick = Search::<Ranges, 1>::new(&unseen.tiles, u32::MAX);
                assert_eq!(exact.split_all(bins), want, "exact: {tiles:?} {hands:?}");
                assert_eq!(quick.split_all(bins), want, "quick: {tiles:?} {hands:?}");
                if let &[a, b] = bins.as_slice() {
                    let small = if a.tiles <= b.tiles { a } else { b };
                    let (n, p) = (usize::from(small.tiles), usize::from(small.pips));
                    assert_eq!(one_hand(&unseen.tiles, tiles.len(), n, p), want);
                }
            }
            if want { met += 1 } else { not += 1 }
        }
        assert!(met > 1000 && not > 500, "{met} met, {not} not");
    }

    #[test]
    fn both_searches_agree_on_four_hands_and_a_boneyard() {
        // Too many tiles for every way each can go: the two searches, each to its end, and
        // the one the engine runs, against each other.
        let mut rng = StdRng::seed_from_u64(24);
        let (mut met, mut not) = (0, 0);
        for _ in 0..400 {
            let mut set: Vec<Tile> = Tile::all().collect();
            set.shuffle(&mut rng);
            let tiles = &set[..rng.random_range(18..=28)];
            let per = rng.random_range(3..=tiles.len() / 4);
            let mut unseen = Unseen::new(tiles.iter().copied());
            for hand in tiles.chunks(per).take(4) {
                let real: u32 = hand.iter().map(|t| t.pips()).sum();
                unseen = unseen.hand(
                    per as u8,
                    real.saturating_add_signed(rng.random_range(-2..=2)),
                );
            }
            // No bins: more pips than the tiles hold, at once.
            let (exact, quick) = unseen.bins().map_or((false, false), |bins| {
                let exact = Search::<Exact, REMEMBERED>::new(&unseen.tiles, u32::MAX);
                let quick = Search::<Ranges, 1>::new(&unseen.tiles, u32::MAX);
                (exact.split_all(bins), quick.split_all(bins))
            });
            let possible = unseen.possible();
            assert_eq!((exact, quick), (possible, possible), "{tiles:?} {unseen:?}");
            if possible { met += 1 } else { not += 1 }
        }
        assert!(met > 200 && not > 25, "{met} met, {not} not");
    }
}
