//! The variant and the values of each house rule (RULES.md §2–§6), each with its record keywords
//! (RECORD.md "Headers") from one table, so that reading and writing a record agree.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::layout::SpinnerPolicy;

/// A member of the All Fives family (RULES.md §3). The variant fixes which doubles spin and how a
/// play scores; everything else is a house rule with the variant's preset as default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// First double spins; a total that is a multiple of 5 scores (pagat All Fives).
    AllFives,
    /// Every double spins; multiples of 5 score; ÷5 to 61 (pagat Five Up).
    FiveUp,
    /// No spinner; multiples of 5; each side subtracts its own pips (pagat Muggins).
    Muggins,
    /// No spinner; the count table (15 → 8); chip-out point; exactly 61 (pagat Fives and Threes).
    FivesAndThrees,
    /// First double spins; multiples of 3 score (RULES.md §3, a project decision \[D\]).
    AllThrees,
}

impl Variant {
    /// All variants in menu order.
    pub const ALL: [Variant; 5] = [
        Variant::AllFives,
        Variant::FiveUp,
        Variant::Muggins,
        Variant::FivesAndThrees,
        Variant::AllThrees,
    ];

    /// Every variant with its record keyword (RECORD.md "Headers": `variant`), in menu order.
    pub const KEYWORDS: [(Variant, &'static str); 5] = [
        (Variant::AllFives, "all-fives"),
        (Variant::FiveUp, "five-up"),
        (Variant::Muggins, "muggins"),
        (Variant::FivesAndThrees, "fives-and-threes"),
        (Variant::AllThrees, "all-threes"),
    ];

    /// The record keyword (`all-fives`, …).
    #[must_use]
    pub fn keyword(self) -> &'static str {
        keyword_of(&Variant::KEYWORDS, self)
    }

    /// The variant for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<Variant> {
        value_of(&Variant::KEYWORDS, word)
    }

    /// Whether the variant uses a house rule at all, whatever its value: Fives and Threes has no
    /// drawing, so neither `draw-when-able` nor `boneyard-reserve` (RECORD.md fine print "Not
    /// used"; RULES.md §3).
    #[must_use]
    pub fn uses(self, header: RulesHeader) -> bool {
        !(self == Variant::FivesAndThrees
            && matches!(
                header,
                RulesHeader::DrawWhenAble | RulesHeader::BoneyardReserve
            ))
    }

    /// Which doubles spin (RULES.md §3 "spinners").
    #[must_use]
    pub fn spinners(self) -> SpinnerPolicy {
        match self {
            Variant::AllFives | Variant::AllThrees => SpinnerPolicy::FirstDouble,
            Variant::FiveUp => SpinnerPolicy::EveryDouble,
            Variant::Muggins | Variant::FivesAndThrees => SpinnerPolicy::None,
        }
    }

    /// The rounding unit in pips: 3 for All Threes, 5 for the rest (RULES.md §4 "Rounding").
    #[must_use]
    pub fn unit(self) -> u32 {
        if self == Variant::AllThrees { 3 } else { 5 }
    }

    /// Points (raw) a play scores for a count `total` (pips), before any scale (RULES.md §3
    /// "a play scores"): the total when it is a multiple of 5 (of 3 for All Threes), or the
    /// Fives and Threes count table (one per 5 plus one per 3 it divides by: 15 → 8).
    #[must_use]
    pub fn play_points(self, total: u32) -> u32 {
        match self {
            Variant::FivesAndThrees => {
                let fives = if total.is_multiple_of(5) {
                    total / 5
                } else {
                    0
                };
                let threes = if total.is_multiple_of(3) {
                    total / 3
                } else {
                    0
                };
                fives + threes
            }
            _ => {
                if total.is_multiple_of(self.unit()) {
                    total
                } else {
                    0
                }
            }
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Variant::AllFives => "All Fives",
            Variant::FiveUp => "Five Up",
            Variant::Muggins => "Muggins",
            Variant::FivesAndThrees => "Fives and Threes",
            Variant::AllThrees => "All Threes",
        })
    }
}

/// How many tiles each player is dealt (RULES.md §2 "Deal").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deal {
    /// 9 / 7 / 5 for 2 / 3 / 4 players (pagat All Fives).
    Pagat,
    /// 7 / 5 / 5 (a European source cited by pagat).
    European,
    /// 7 / 7 / 7 (Newsome & Born, *Play Dominoes Like a Champion*).
    NewsomeBorn,
    /// 5 / 5 / 5 (pagat Five Up).
    FiveUp,
    /// 7 / 7 / 5 (the Muggins preset).
    Muggins,
    /// The same number for every player count.
    Each(u8),
}

impl Deal {
    /// Tiles dealt to each of `players` players (2–4).
    #[must_use]
    pub fn tiles_each(self, players: usize) -> u8 {
        let by_count = |two, three, four| match players {
            0..=2 => two,
            3 => three,
            _ => four,
        };
        match self {
            Deal::Pagat => by_count(9, 7, 5),
            Deal::European => by_count(7, 5, 5),
            Deal::NewsomeBorn => 7,
            Deal::FiveUp => 5,
            Deal::Muggins => by_count(7, 7, 5),
            Deal::Each(n) => n,
        }
    }

    /// The deals a record names with a word (RECORD.md "Headers": `hand-size`); any other is a
    /// number of tiles, or one of the unnamed presets of Five Up and Muggins.
    pub const KEYWORDS: [(Deal, &'static str); 3] = [
        (Deal::Pagat, "pagat"),
        (Deal::European, "european"),
        (Deal::NewsomeBorn, "newsome-born"),
    ];

    /// The record value (`pagat`, `european`, `newsome-born`, or a number of tiles); `None` for
    /// the unnamed presets of Five Up and Muggins.
    #[must_use]
    pub fn keyword(self) -> Option<String> {
        match self {
            Deal::Each(n) => Some(n.to_string()),
            named => Deal::KEYWORDS
                .iter()
                .find(|(deal, _)| *deal == named)
                .map(|(_, word)| (*word).to_string()),
        }
    }

    /// The deal for a record value: a keyword, or a whole number of tiles each (0 to 255; the
    /// rules check what the set can deal, [`Rules::validate`](super::Rules::validate)).
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<Deal> {
        value_of(&Deal::KEYWORDS, word).or_else(|| {
            (!word.is_empty() && word.bytes().all(|b| b.is_ascii_digit()))
                .then(|| word.parse().ok().map(Deal::Each))
                .flatten()
        })
    }
}

/// How the end of a hand is scored (RULES.md §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndOfHand {
    /// The winner scores round5(sum of all opponents' pips) (pagat All Fives main rule).
    Opponents,
    /// round5 of each opponent's pips, then added (older texts).
    OpponentsEach,
    /// round5(opponents' pips − the winner's own side's pips) (some US tables).
    Difference,
    /// Every side subtracts round5(own pips); nobody adds (pagat Muggins main rule).
    Own,
    /// Fives and Threes: 1 point for chipping out, nothing for a block, no pips counted.
    ChipOut,
}

impl EndOfHand {
    /// Every rule with its record keyword (RECORD.md "Headers": `end-of-hand`), in menu order.
    pub const KEYWORDS: [(EndOfHand, &'static str); 5] = [
        (EndOfHand::Opponents, "opponents"),
        (EndOfHand::OpponentsEach, "opponents-each"),
        (EndOfHand::Difference, "difference"),
        (EndOfHand::Own, "own"),
        (EndOfHand::ChipOut, "chip-out"),
    ];

    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        keyword_of(&EndOfHand::KEYWORDS, self)
    }

    /// The rule for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<EndOfHand> {
        value_of(&EndOfHand::KEYWORDS, word)
    }
}

/// The unit scores are kept in (RULES.md §5 "Scale").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scale {
    /// Raw points.
    Points,
    /// Every score ÷ 5, cribbage-board style (15 → 3).
    Fives,
    /// Every score ÷ 3 (All Threes only).
    Threes,
}

impl Scale {
    /// Every scale with its record keyword (RECORD.md "Headers": `scale`).
    pub const KEYWORDS: [(Scale, &'static str); 3] = [
        (Scale::Points, "points"),
        (Scale::Fives, "fives"),
        (Scale::Threes, "threes"),
    ];

    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        keyword_of(&Scale::KEYWORDS, self)
    }

    /// The scale for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<Scale> {
        value_of(&Scale::KEYWORDS, word)
    }

    /// Points divided per unit of this scale (1, 5 or 3).
    #[must_use]
    pub fn divisor(self) -> u32 {
        match self {
            Scale::Points => 1,
            Scale::Fives => 5,
            Scale::Threes => 3,
        }
    }
}

/// The muggins rule (RULES.md §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MugginsRule {
    /// No announcements; every placement scores its count.
    Off,
    /// A successful call takes the points away.
    Forfeit,
    /// A successful call gives the points to the caller (Britannica; Foster's Hoyle).
    Steal,
}

impl MugginsRule {
    /// Every rule with its record keyword (RECORD.md "Headers": `muggins`).
    pub const KEYWORDS: [(MugginsRule, &'static str); 3] = [
        (MugginsRule::Off, "off"),
        (MugginsRule::Forfeit, "forfeit"),
        (MugginsRule::Steal, "steal"),
    ];

    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        keyword_of(&MugginsRule::KEYWORDS, self)
    }

    /// The rule for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<MugginsRule> {
        value_of(&MugginsRule::KEYWORDS, word)
    }
}

/// The two values of a yes/no house rule with their record keywords (RECORD.md "Headers":
/// `exact-target`, `draw-when-able`).
pub const YES_NO: [(bool, &str); 2] = [(true, "yes"), (false, "no")];

/// `yes` or `no`.
#[must_use]
pub fn yes_no_keyword(value: bool) -> &'static str {
    keyword_of(&YES_NO, value)
}

/// The value of `yes` or `no`.
#[must_use]
pub fn yes_no_from_keyword(word: &str) -> Option<bool> {
    value_of(&YES_NO, word)
}

/// The keyword of `value` in its table. Every table lists every value (tested below).
fn keyword_of<T: Copy + PartialEq>(table: &[(T, &'static str)], value: T) -> &'static str {
    table
        .iter()
        .find(|(v, _)| *v == value)
        .map_or("", |(_, word)| word)
}

/// The value whose keyword is `word` (keywords are lower case and compared exactly).
fn value_of<T: Copy>(table: &[(T, &str)], word: &str) -> Option<T> {
    table.iter().find(|(_, w)| *w == word).map(|(v, _)| *v)
}

/// A record header that sets a rule (RECORD.md "Headers"), as named in [`RulesError`](super::RulesError) and
/// [`Variant::uses`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesHeader {
    /// `variant`.
    Variant,
    /// `hand-size`: [`Rules::deal`](super::Rules::deal).
    HandSize,
    /// `target`: [`Rules::target`](super::Rules::target).
    Target,
    /// `scale`: [`Rules::scale`](super::Rules::scale).
    Scale,
    /// `exact-target`: [`Rules::exact_target`](super::Rules::exact_target).
    ExactTarget,
    /// `end-of-hand`: [`Rules::end_of_hand`](super::Rules::end_of_hand).
    EndOfHand,
    /// `muggins`: [`Rules::muggins`](super::Rules::muggins).
    Muggins,
    /// `draw-when-able`: [`Rules::draw_when_able`](super::Rules::draw_when_able).
    DrawWhenAble,
    /// `boneyard-reserve`: [`Rules::boneyard_reserve`](super::Rules::boneyard_reserve).
    BoneyardReserve,
}

impl RulesHeader {
    /// Every rules header with its key.
    pub const KEYWORDS: [(RulesHeader, &'static str); 9] = [
        (RulesHeader::Variant, "variant"),
        (RulesHeader::HandSize, "hand-size"),
        (RulesHeader::Target, "target"),
        (RulesHeader::Scale, "scale"),
        (RulesHeader::ExactTarget, "exact-target"),
        (RulesHeader::EndOfHand, "end-of-hand"),
        (RulesHeader::Muggins, "muggins"),
        (RulesHeader::DrawWhenAble, "draw-when-able"),
        (RulesHeader::BoneyardReserve, "boneyard-reserve"),
    ];

    /// The header key.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        keyword_of(&RulesHeader::KEYWORDS, self)
    }

    /// The header for a key.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<RulesHeader> {
        value_of(&RulesHeader::KEYWORDS, word)
    }
}

impl fmt::Display for RulesHeader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fives_and_threes_count_table() {
        let table = [
            (3, 1),
            (5, 1),
            (6, 2),
            (9, 3),
            (10, 2),
            (12, 4),
            (15, 8),
            (18, 6),
            (20, 4),
        ];
        for (total, points) in table {
            assert_eq!(
                Variant::FivesAndThrees.play_points(total),
                points,
                "total {total}"
            );
        }
        for total in [0, 1, 2, 4, 7, 8, 11, 13, 14, 16, 17, 19] {
            assert_eq!(
                Variant::FivesAndThrees.play_points(total),
                0,
                "total {total}"
            );
        }
    }

    /// Each table lists every value once, in the order of the exhaustive `index` (which stops
    /// compiling when a value is added), and every keyword reads back as its value.
    #[test]
    fn every_keyword_reads_back() {
        fn check<T: Copy + PartialEq + std::fmt::Debug>(
            table: &[(T, &'static str)],
            index: fn(T) -> usize,
            keyword: fn(T) -> &'static str,
            from_keyword: fn(&str) -> Option<T>,
        ) {
            let order: Vec<usize> = table.iter().map(|(v, _)| index(*v)).collect();
            assert_eq!(order, (0..table.len()).collect::<Vec<_>>(), "{table:?}");
            for &(value, word) in table {
                assert_eq!(keyword(value), word);
                assert_eq!(from_keyword(word), Some(value), "{word}");
                assert_eq!(
                    from_keyword(&word.to_uppercase()),
                    None,
                    "keywords are lower case"
                );
            }
        }
        check(
            &Variant::KEYWORDS,
            |v| match v {
                Variant::AllFives => 0,
                Variant::FiveUp => 1,
                Variant::Muggins => 2,
                Variant::FivesAndThrees => 3,
                Variant::AllThrees => 4,
            },
            Variant::keyword,
            Variant::from_keyword,
        );
        assert_eq!(Variant::KEYWORDS.map(|(v, _)| v), Variant::ALL);
        check(
            &EndOfHand::KEYWORDS,
            |e| match e {
                EndOfHand::Opponents => 0,
                EndOfHand::OpponentsEach => 1,
                EndOfHand::Difference => 2,
                EndOfHand::Own => 3,
                EndOfHand::ChipOut => 4,
            },
            EndOfHand::keyword,
            EndOfHand::from_keyword,
        );
        check(
            &Scale::KEYWORDS,
            |s| match s {
                Scale::Points => 0,
                Scale::Fives => 1,
                Scale::Threes => 2,
            },
            Scale::keyword,
            Scale::from_keyword,
        );
        check(
            &MugginsRule::KEYWORDS,
            |m| match m {
                MugginsRule::Off => 0,
                MugginsRule::Forfeit => 1,
                MugginsRule::Steal => 2,
            },
            MugginsRule::keyword,
            MugginsRule::from_keyword,
        );
        check(
            &RulesHeader::KEYWORDS,
            |h| match h {
                RulesHeader::Variant => 0,
                RulesHeader::HandSize => 1,
                RulesHeader::Target => 2,
                RulesHeader::Scale => 3,
                RulesHeader::ExactTarget => 4,
                RulesHeader::EndOfHand => 5,
                RulesHeader::Muggins => 6,
                RulesHeader::DrawWhenAble => 7,
                RulesHeader::BoneyardReserve => 8,
            },
            RulesHeader::keyword,
            RulesHeader::from_keyword,
        );
        check(
            &YES_NO,
            |b| usize::from(!b),
            yes_no_keyword,
            yes_no_from_keyword,
        );
        // Deals: the named ones, any number of tiles, and two presets without a record value.
        for deal in [
            Deal::Pagat,
            Deal::European,
            Deal::NewsomeBorn,
            Deal::Each(0),
            Deal::Each(7),
            Deal::Each(255),
        ] {
            let word = deal.keyword().expect("a record value");
            assert_eq!(Deal::from_keyword(&word), Some(deal), "{word}");
        }
        assert_eq!(Deal::FiveUp.keyword(), None);
        assert_eq!(Deal::Muggins.keyword(), None);
        for word in ["", "256", "-1", "x", "+5", "Pagat"] {
            assert_eq!(Deal::from_keyword(word), None, "{word}");
        }
        assert_eq!(Deal::from_keyword("007"), Some(Deal::Each(7)));
    }

    #[test]
    fn fives_and_threes_uses_no_drawing_rule() {
        for header in RulesHeader::KEYWORDS.map(|(h, _)| h) {
            let drawing = matches!(
                header,
                RulesHeader::DrawWhenAble | RulesHeader::BoneyardReserve
            );
            assert_eq!(Variant::FivesAndThrees.uses(header), !drawing, "{header}");
            assert!(Variant::AllFives.uses(header), "{header}");
        }
    }
}
