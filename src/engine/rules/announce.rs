//! What the announcement pad offers (RULES.md §6): every score a single play can make.

use super::{Rules, Variant};

/// The highest count (pips) Five Up is offered on the announcement pad: pagat sets no cap
/// (RULES.md §3), so this project chose one [D].
pub const FIVE_UP_PAD_MAX: u32 = 60;

impl Rules {
    /// What a player can announce for a placement (RULES.md §6), ascending, in the match's scale:
    /// every score a single play can make, from 0 to the variant's best single play (RULES.md §3:
    /// All Fives 35, Muggins 20, All Threes 36, Five Up `FIVE_UP_PAD_MAX`); Fives and Threes
    /// its count-table values (0, 1, 2, 3, 4, 6, 8).
    #[must_use]
    pub fn announcements(&self) -> Vec<i32> {
        let best = match self.variant {
            Variant::AllFives => 35,
            Variant::FiveUp => FIVE_UP_PAD_MAX,
            Variant::Muggins | Variant::FivesAndThrees => 20,
            Variant::AllThrees => 36,
        };
        let mut values: Vec<i32> = (0..=best).map(|total| self.play_score(total)).collect();
        values.sort_unstable();
        values.dedup();
        values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rules::Scale;

    #[test]
    fn the_pad_offers_every_score_of_one_play() {
        let rules = |variant, players| Rules::preset(variant, players);
        let fives: Vec<i32> = (0..=7).map(|k| 5 * k).collect();
        assert_eq!(rules(Variant::AllFives, 2).announcements(), fives);
        let mut by_fives = rules(Variant::AllFives, 2);
        by_fives.scale = Scale::Fives;
        assert_eq!(by_fives.announcements(), (0..=7).collect::<Vec<_>>());
        assert_eq!(
            rules(Variant::Muggins, 2).announcements(),
            vec![0, 5, 10, 15, 20]
        );
        assert_eq!(
            rules(Variant::FivesAndThrees, 2).announcements(),
            vec![0, 1, 2, 3, 4, 6, 8],
            "the count table (RULES.md §3)"
        );
        let threes: Vec<i32> = (0..=12).map(|k| 3 * k).collect();
        assert_eq!(rules(Variant::AllThrees, 2).announcements(), threes);
        let five_up = rules(Variant::FiveUp, 2).announcements();
        assert_eq!(five_up.last(), Some(&12), "60 on the fives scale");
    }
}
