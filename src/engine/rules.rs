//! The rules a match is played under: variant presets and house rules (RULES.md §2–§6).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::layout::SpinnerPolicy;

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
    /// First double spins; multiples of 3 score (RULES.md §3, a project decision [D]).
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

    /// The record keyword (`all-fives`, …; RECORD.md headers).
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            Variant::AllFives => "all-fives",
            Variant::FiveUp => "five-up",
            Variant::Muggins => "muggins",
            Variant::FivesAndThrees => "fives-and-threes",
            Variant::AllThrees => "all-threes",
        }
    }

    /// The variant for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.keyword() == word)
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

    /// The record value (`pagat`, `european`, `newsome-born`, or a number); `None` for the
    /// unnamed presets of Five Up and Muggins.
    #[must_use]
    pub fn keyword(self) -> Option<String> {
        match self {
            Deal::Pagat => Some("pagat".into()),
            Deal::European => Some("european".into()),
            Deal::NewsomeBorn => Some("newsome-born".into()),
            Deal::Each(n) => Some(n.to_string()),
            Deal::FiveUp | Deal::Muggins => None,
        }
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
    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            EndOfHand::Opponents => "opponents",
            EndOfHand::OpponentsEach => "opponents-each",
            EndOfHand::Difference => "difference",
            EndOfHand::Own => "own",
            EndOfHand::ChipOut => "chip-out",
        }
    }

    /// The rule for a record keyword.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<EndOfHand> {
        [
            EndOfHand::Opponents,
            EndOfHand::OpponentsEach,
            EndOfHand::Difference,
            EndOfHand::Own,
            EndOfHand::ChipOut,
        ]
        .into_iter()
        .find(|e| e.keyword() == word)
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
    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            Scale::Points => "points",
            Scale::Fives => "fives",
            Scale::Threes => "threes",
        }
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
    /// The record keyword.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            MugginsRule::Off => "off",
            MugginsRule::Forfeit => "forfeit",
            MugginsRule::Steal => "steal",
        }
    }
}

/// A combination of rules that cannot be played, with the record header it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    /// The header key (`scale`, `end-of-hand`, `hand-size`, …; `players` for the count).
    pub field: &'static str,
    /// What is wrong, in plain words.
    pub message: String,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RulesError {}

/// Everything that decides how a match is scored. Build it with [`Rules::preset`] and change the
/// house rules; [`Rules::validate`] says whether the combination is one the variant uses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// Spinner policy and play scoring.
    pub variant: Variant,
    /// Tiles dealt to each player.
    pub deal: Deal,
    /// House rule `draw-when-able`: drawing allowed while holding a playable tile.
    pub draw_when_able: bool,
    /// House rule `boneyard-reserve`: tiles never drawn (0–2).
    pub boneyard_reserve: u8,
    /// End-of-hand scoring.
    pub end_of_hand: EndOfHand,
    /// Scale of every score (points, ÷5 or ÷3).
    pub scale: Scale,
    /// Winning score, in the match's scale.
    pub target: u32,
    /// A score that would pass the target is not scored (RULES.md §5).
    pub exact_target: bool,
    /// Announcements and "Muggins!" calls.
    pub muggins: MugginsRule,
}

impl Rules {
    /// The preset of `variant` for `players` players (RULES.md §3 table, §5 default target).
    #[must_use]
    pub fn preset(variant: Variant, players: usize) -> Rules {
        let (deal, end_of_hand, scale, muggins) = match variant {
            Variant::AllFives => (
                Deal::Pagat,
                EndOfHand::Opponents,
                Scale::Points,
                MugginsRule::Off,
            ),
            Variant::FiveUp => (
                Deal::FiveUp,
                EndOfHand::Opponents,
                Scale::Fives,
                MugginsRule::Off,
            ),
            Variant::Muggins => (
                Deal::Muggins,
                EndOfHand::Own,
                Scale::Points,
                MugginsRule::Steal,
            ),
            Variant::FivesAndThrees => (
                Deal::European,
                EndOfHand::ChipOut,
                Scale::Points,
                MugginsRule::Off,
            ),
            Variant::AllThrees => (
                Deal::European,
                EndOfHand::Opponents,
                Scale::Points,
                MugginsRule::Off,
            ),
        };
        let mut rules = Rules {
            variant,
            deal,
            draw_when_able: false,
            boneyard_reserve: 0,
            end_of_hand,
            scale,
            target: 0,
            exact_target: variant == Variant::FivesAndThrees,
            muggins,
        };
        rules.target = rules.default_target(players);
        rules
    }

    /// The default target in the match's scale (RULES.md §5): 61 on the fives or threes scale;
    /// on points Muggins 200, Fives and Threes 61, the others 250 for two players, 200 for more.
    #[must_use]
    pub fn default_target(&self, players: usize) -> u32 {
        match (self.scale, self.variant) {
            (Scale::Fives | Scale::Threes, _) => 61,
            (Scale::Points, Variant::Muggins) => 200,
            (Scale::Points, Variant::FivesAndThrees) => 61,
            (Scale::Points, _) => {
                if players <= 2 {
                    250
                } else {
                    200
                }
            }
        }
    }

    /// Whether players draw from the boneyard (not in Fives and Threes).
    #[must_use]
    pub fn drawing(&self) -> bool {
        self.variant != Variant::FivesAndThrees
    }

    /// Points in the match's scale for a play whose count is `total` pips (RULES.md §3, §5).
    #[must_use]
    pub fn play_score(&self, total: u32) -> i32 {
        let points = self.variant.play_points(total);
        (points / self.scale.divisor()) as i32
    }

    /// Round `pips` to the nearest unit (RULES.md §4): `round5(n) = 5 * floor((n + 2) / 5)`
    /// (13 → 15, 22 → 20); All Threes `3 * floor((n + 1) / 3)`. Negative values round the same way.
    #[must_use]
    pub fn round(&self, pips: i32) -> i32 {
        let unit = self.variant.unit() as i32;
        unit * (pips + unit / 2).div_euclid(unit)
    }

    /// Points → the match's scale (exact for multiples of the unit).
    #[must_use]
    pub fn to_scale(&self, points: i32) -> i32 {
        points / self.scale.divisor() as i32
    }

    /// Checks that the combination is one the variant uses (RECORD.md fine print, "Not used")
    /// and that the deal and target are possible for `players` players.
    ///
    /// # Errors
    /// [`RulesError`]: the record header it concerns and a sentence saying what is wrong.
    pub fn validate(&self, players: usize) -> Result<(), RulesError> {
        let v = self.variant;
        let bad = |field: &'static str, message: String| Err(RulesError { field, message });
        if (self.end_of_hand == EndOfHand::ChipOut) != (v == Variant::FivesAndThrees) {
            return bad(
                "end-of-hand",
                if v == Variant::FivesAndThrees {
                    format!(
                        "end-of-hand: {} is not used in Fives and Threes (it scores the chip-out point)",
                        self.end_of_hand.keyword()
                    )
                } else {
                    format!("end-of-hand: chip-out is only used in Fives and Threes, not {v}")
                },
            );
        }
        match (self.scale, v) {
            (Scale::Fives, Variant::AllThrees | Variant::FivesAndThrees) => {
                return bad("scale", format!("scale: fives is not used in {v}"));
            }
            (Scale::Threes, w) if w != Variant::AllThrees => {
                return bad(
                    "scale",
                    format!("scale: threes is only used in All Threes, not {v}"),
                );
            }
            _ => {}
        }
        if v == Variant::FivesAndThrees && self.draw_when_able {
            return bad(
                "draw-when-able",
                "draw-when-able is not used in Fives and Threes (there is no drawing)".into(),
            );
        }
        if v == Variant::FivesAndThrees && self.boneyard_reserve > 0 {
            return bad(
                "boneyard-reserve",
                "boneyard-reserve is not used in Fives and Threes (there is no drawing)".into(),
            );
        }
        if self.boneyard_reserve > 2 {
            return bad(
                "boneyard-reserve",
                format!(
                    "boneyard-reserve must be 0, 1 or 2, not {}",
                    self.boneyard_reserve
                ),
            );
        }
        if !(2..=4).contains(&players) {
            return bad(
                "players",
                format!("a match has 2 to 4 players, not {players}"),
            );
        }
        let each = u32::from(self.deal.tiles_each(players));
        if each == 0 || each * players as u32 > 28 {
            return bad(
                "hand-size",
                format!("{players} players cannot each be dealt {each} tiles from 28"),
            );
        }
        if self.target == 0 {
            return bad("target", "the target must be above 0".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round5_matches_rules_section_4() {
        let rules = Rules::preset(Variant::AllFives, 2);
        let cases = [
            (1, 0),
            (2, 0),
            (3, 5),
            (7, 5),
            (8, 10),
            (13, 15),
            (22, 20),
            (28, 30),
            (0, 0),
            (12, 10),
        ];
        for (pips, rounded) in cases {
            assert_eq!(rules.round(pips), rounded, "round5({pips})");
        }
        let threes = Rules::preset(Variant::AllThrees, 2);
        for (pips, rounded) in [(1, 0), (2, 3), (4, 3), (5, 6), (13, 12), (14, 15)] {
            assert_eq!(threes.round(pips), rounded, "round3({pips})");
        }
    }

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

    #[test]
    fn play_scores_by_variant_and_scale() {
        let all_fives = Rules::preset(Variant::AllFives, 2);
        assert_eq!(all_fives.play_score(35), 35);
        assert_eq!(all_fives.play_score(11), 0);
        let five_up = Rules::preset(Variant::FiveUp, 2);
        assert_eq!(five_up.scale, Scale::Fives);
        assert_eq!(five_up.play_score(15), 3);
        assert_eq!(five_up.target, 61);
        let threes = Rules::preset(Variant::AllThrees, 2);
        assert_eq!(threes.play_score(9), 9);
        assert_eq!(threes.play_score(10), 0);
        assert_eq!(threes.play_score(36), 36);
    }

    #[test]
    fn presets_follow_the_table() {
        assert_eq!(Rules::preset(Variant::AllFives, 2).target, 250);
        assert_eq!(Rules::preset(Variant::AllFives, 3).target, 200);
        assert_eq!(Rules::preset(Variant::AllFives, 4).target, 200);
        assert_eq!(Rules::preset(Variant::Muggins, 2).target, 200);
        assert_eq!(
            Rules::preset(Variant::Muggins, 2).muggins,
            MugginsRule::Steal
        );
        assert_eq!(Rules::preset(Variant::FivesAndThrees, 3).target, 61);
        assert!(Rules::preset(Variant::FivesAndThrees, 3).exact_target);
        let deals: Vec<u8> = (2..=4).map(|n| Deal::Pagat.tiles_each(n)).collect();
        assert_eq!(deals, vec![9, 7, 5]);
        let deals: Vec<u8> = (2..=4).map(|n| Deal::European.tiles_each(n)).collect();
        assert_eq!(deals, vec![7, 5, 5]);
        let deals: Vec<u8> = (2..=4).map(|n| Deal::Muggins.tiles_each(n)).collect();
        assert_eq!(deals, vec![7, 7, 5]);
        for variant in Variant::ALL {
            for players in 2..=4 {
                assert_eq!(Rules::preset(variant, players).validate(players), Ok(()));
            }
        }
    }

    #[test]
    fn unused_combinations_are_refused() {
        let mut rules = Rules::preset(Variant::AllFives, 2);
        rules.end_of_hand = EndOfHand::ChipOut;
        assert!(rules.validate(2).is_err());
        let mut rules = Rules::preset(Variant::AllThrees, 2);
        rules.scale = Scale::Fives;
        assert!(rules.validate(2).is_err());
        let mut rules = Rules::preset(Variant::FivesAndThrees, 2);
        rules.boneyard_reserve = 1;
        assert!(rules.validate(2).is_err());
        let mut rules = Rules::preset(Variant::AllFives, 4);
        rules.deal = Deal::Each(8);
        assert!(rules.validate(4).is_err());
    }
}
