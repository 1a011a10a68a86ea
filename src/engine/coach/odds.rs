//! Counting hands: the hypergeometric closed forms the coach uses, exact in integers.
//!
//! The next player's hand is any `h` of the `n` unseen tiles, every set equally likely; there are
//! C(n, h) of them. Counting hands instead of multiplying probabilities keeps every result an
//! exact fraction `count / C(n, h)`; the floats are taken at the very end.

/// C(n, k): how many `k`-tile hands `n` tiles make; 0 when `k > n`.
///
/// Exact for every double-six case (the largest, C(28, 14) = 40 116 600, fits easily).
#[must_use]
pub fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    // C(n, i + 1) = C(n, i) · (n − i) / (i + 1), exact at every step.
    (0..k).fold(1u64, |c, i| c * u64::from(n - i) / u64::from(i + 1))
}

/// What the next player can reply, counted over every hand they may hold.
///
/// `probability` and `expected` are the exact fractions `scoring_hands / hands` and
/// `points_sum / hands`; compare two `Odds` with the counts, not the floats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Odds {
    /// C(n, h): the number of equally likely hands (0 when the hand size exceeds the pool, or
    /// nobody replies).
    pub hands: u64,
    /// How many of those hands hold at least one tile that scores.
    pub scoring_hands: u64,
    /// The best reply's points summed over all hands (match scale).
    pub points_sum: u64,
}

impl Odds {
    /// The counts for a hand of `hand_size` tiles drawn from `pool` unseen tiles, of which the
    /// tiles that score make `scores` (points in the match's scale, any order; zeros are ignored).
    ///
    /// With the scoring tiles sorted best first, s₁ ≥ s₂ ≥ … ≥ sₘ, the best reply is sₖ exactly
    /// when tile k is held and tiles 1 … k−1 are not: C(n−k, h−1) hands. So
    /// `points_sum = Σ sₖ · C(n−k, h−1)` and `scoring_hands = C(n, h) − C(n−m, h)`.
    #[must_use]
    pub fn new(scores: &[u32], pool: u32, hand_size: u32) -> Odds {
        let mut sorted: Vec<u32> = scores.iter().copied().filter(|&s| s > 0).collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let m = sorted.len() as u32;
        let hands = binomial(pool, hand_size);
        if hands == 0 || hand_size == 0 || m > pool {
            return Odds {
                hands,
                ..Odds::default()
            };
        }
        let scoring_hands = hands - binomial(pool - m, hand_size);
        let points_sum = sorted
            .iter()
            .zip(1u32..)
            .map(|(&s, k)| u64::from(s) * binomial(pool - k, hand_size - 1))
            .sum();
        Odds {
            hands,
            scoring_hands,
            points_sum,
        }
    }

    /// The probability that the hand holds at least one scoring tile (0 when there is no hand).
    #[must_use]
    pub fn probability(&self) -> f64 {
        ratio(self.scoring_hands, self.hands)
    }

    /// The expected points of the best reply, match scale (0 when there is no hand).
    #[must_use]
    pub fn expected(&self) -> f64 {
        ratio(self.points_sum, self.hands)
    }
}

fn ratio(count: u64, hands: u64) -> f64 {
    if hands == 0 {
        0.0
    } else {
        count as f64 / hands as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial(18, 8), 43_758);
        assert_eq!(binomial(16, 8), 12_870);
        assert_eq!(binomial(28, 14), 40_116_600);
        assert_eq!(binomial(5, 0), 1);
        assert_eq!(binomial(0, 0), 1);
        assert_eq!(binomial(3, 4), 0);
        // Pascal's rule over the whole range the set needs.
        for n in 1..=28 {
            for k in 1..=n {
                assert_eq!(binomial(n, k), binomial(n - 1, k - 1) + binomial(n - 1, k));
            }
        }
    }

    #[test]
    fn one_tile_is_held_with_h_over_n() {
        // The rules card's second example: a single reply tile, 9 of 19 held.
        let odds = Odds::new(&[5], 19, 9);
        assert_eq!(odds.scoring_hands * 19, odds.hands * 9);
        assert!((odds.probability() - 9.0 / 19.0).abs() < 1e-12);
        assert!((odds.expected() - 5.0 * 9.0 / 19.0).abs() < 1e-12);
    }

    #[test]
    fn no_hand_and_no_scoring_tile() {
        assert_eq!(Odds::new(&[], 18, 8).probability(), 0.0);
        assert_eq!(Odds::new(&[0, 0], 18, 8).expected(), 0.0);
        assert_eq!(Odds::new(&[5], 18, 0).probability(), 0.0);
        assert_eq!(Odds::new(&[5], 3, 4).hands, 0);
        // Every tile held: the best one is the reply.
        let all = Odds::new(&[5, 15, 10], 3, 3);
        assert_eq!((all.hands, all.scoring_hands, all.points_sum), (1, 1, 15));
    }
}
