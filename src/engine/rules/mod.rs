//! The rules a match is played under: variant presets and house rules (RULES.md §2–§6).
//!
//! - `values.rs`: the variant and each house rule's values ([`Variant`], [`Deal`], [`EndOfHand`],
//!   [`Scale`], [`MugginsRule`], yes/no), each with one table of record keywords, and the
//!   headers that set them ([`RulesHeader`]).
//! - `announce.rs`: what the announcement pad offers ([`Rules::announcements`], RULES.md §6).
//! - here: [`Rules`], the presets, the scoring arithmetic, and [`Rules::validate`], the one place
//!   that knows which values a variant uses ([`RulesError`]).

use std::fmt;

use serde::{Deserialize, Serialize};

mod announce;
mod values;

pub use values::{
    Deal, EndOfHand, MugginsRule, RulesHeader, Scale, Variant, YES_NO, yes_no_from_keyword,
    yes_no_keyword,
};

/// A combination of rules that cannot be played (RECORD.md fine print "Not used"; RULES.md §2–§5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// `chip-out` outside Fives and Threes (RULES.md §4).
    ChipOutOutside(Variant),
    /// Fives and Threes with an end of hand other than `chip-out`.
    ChipOutOnly(EndOfHand),
    /// A scale the variant does not use (RULES.md §5).
    Scale { scale: Scale, variant: Variant },
    /// A house rule the variant does not use at all ([`Variant::uses`]).
    NotUsed {
        header: RulesHeader,
        variant: Variant,
    },
    /// A boneyard reserve above 2 tiles.
    Reserve(u8),
    /// No tiles, or more than the 28 of the set, for `players` players of `each` tiles.
    Deal { players: usize, each: u32 },
    /// A boneyard reserve (tiles) larger than the boneyard the deal leaves: `players` players
    /// dealt `each` tiles leave `boneyard` of the 28 (RULES.md §2).
    ReserveAboveBoneyard {
        reserve: u8,
        players: usize,
        each: u32,
        boneyard: u32,
    },
    /// A target of 0.
    Target,
}

impl RulesError {
    /// The record header the problem concerns (where the record reader reports it).
    #[must_use]
    pub fn header(&self) -> RulesHeader {
        match self {
            RulesError::ChipOutOutside(_) | RulesError::ChipOutOnly(_) => RulesHeader::EndOfHand,
            RulesError::Scale { .. } => RulesHeader::Scale,
            RulesError::NotUsed { header, .. } => *header,
            RulesError::Reserve(_) | RulesError::ReserveAboveBoneyard { .. } => {
                RulesHeader::BoneyardReserve
            }
            RulesError::Deal { .. } => RulesHeader::HandSize,
            RulesError::Target => RulesHeader::Target,
        }
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::ChipOutOutside(variant) => write!(
                f,
                "end-of-hand: chip-out is only used in Fives and Threes, not {variant}"
            ),
            RulesError::ChipOutOnly(rule) => write!(
                f,
                "end-of-hand: {} is not used in Fives and Threes (it scores the chip-out point)",
                rule.keyword()
            ),
            RulesError::Scale {
                scale: Scale::Threes,
                variant,
            } => write!(f, "scale: threes is only used in All Threes, not {variant}"),
            RulesError::Scale { scale, variant } => {
                write!(f, "scale: {} is not used in {variant}", scale.keyword())
            }
            RulesError::NotUsed { header, variant } => {
                write!(f, "{header} is not used in {variant} (there is no drawing)")
            }
            RulesError::Reserve(n) => write!(f, "boneyard-reserve must be 0, 1 or 2, not {n}"),
            RulesError::Deal { players, each } => write!(
                f,
                "{players} players cannot each be dealt {each} tiles from 28"
            ),
            RulesError::ReserveAboveBoneyard {
                reserve,
                players,
                each,
                boneyard,
            } => write!(
                f,
                "boneyard-reserve: {reserve} tiles cannot be kept in the boneyard: {players} players \
                 dealt {each} tiles each leave {boneyard} of 28"
            ),
            RulesError::Target => f.write_str("the target must be above 0"),
        }
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

    /// Checks that every value is one the variant uses (RECORD.md fine print "Not used"), that
    /// the deal is possible for `players` players and leaves the boneyard reserve in the boneyard,
    /// and that the target is above 0. The player
    /// count itself is the setup's check ([`crate::engine::Setup::validate`]).
    ///
    /// # Errors
    /// The first [`RulesError`] found.
    pub fn validate(&self, players: usize) -> Result<(), RulesError> {
        self.validate_values()?;
        let each = u32::from(self.deal.tiles_each(players));
        if each == 0 || each.saturating_mul(players as u32) > 28 {
            return Err(RulesError::Deal { players, each });
        }
        // The reserve stays in the boneyard: the deal must leave at least that many.
        let boneyard = 28 - each * players as u32;
        if self.drawing() && u32::from(self.boneyard_reserve) > boneyard {
            return Err(RulesError::ReserveAboveBoneyard {
                reserve: self.boneyard_reserve,
                players,
                each,
                boneyard,
            });
        }
        if self.target == 0 {
            return Err(RulesError::Target);
        }
        Ok(())
    }

    /// Checks that every value is one the variant uses, whatever the number of players: `chip-out`
    /// only and always in Fives and Threes, `fives` not with All Threes or Fives and Threes,
    /// `threes` only with All Threes, no drawing rule in Fives and Threes, a reserve of 0 to 2
    /// (RECORD.md fine print "Not used"; RULES.md §3–§5).
    ///
    /// # Errors
    /// The first [`RulesError`] found.
    pub fn validate_values(&self) -> Result<(), RulesError> {
        let variant = self.variant;
        let chip_out_variant = variant == Variant::FivesAndThrees;
        if (self.end_of_hand == EndOfHand::ChipOut) != chip_out_variant {
            return Err(if chip_out_variant {
                RulesError::ChipOutOnly(self.end_of_hand)
            } else {
                RulesError::ChipOutOutside(variant)
            });
        }
        let scale_used = match self.scale {
            Scale::Points => true,
            Scale::Fives => !matches!(variant, Variant::AllThrees | Variant::FivesAndThrees),
            Scale::Threes => variant == Variant::AllThrees,
        };
        if !scale_used {
            return Err(RulesError::Scale {
                scale: self.scale,
                variant,
            });
        }
        for (header, set) in [
            (RulesHeader::DrawWhenAble, self.draw_when_able),
            (RulesHeader::BoneyardReserve, self.boneyard_reserve > 0),
        ] {
            if set && !variant.uses(header) {
                return Err(RulesError::NotUsed { header, variant });
            }
        }
        if self.boneyard_reserve > 2 {
            return Err(RulesError::Reserve(self.boneyard_reserve));
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

    #[test]
    fn a_reserve_the_deal_leaves_no_room_for_is_refused() {
        // Newsome-Born deals 7 each: four players take all 28, so no tile can be kept back.
        let mut rules = Rules::preset(Variant::AllFives, 4);
        rules.deal = Deal::NewsomeBorn;
        assert_eq!(rules.validate(4), Ok(()));
        rules.boneyard_reserve = 2;
        let refusal = RulesError::ReserveAboveBoneyard {
            reserve: 2,
            players: 4,
            each: 7,
            boneyard: 0,
        };
        assert_eq!(rules.validate(4), Err(refusal.clone()));
        assert_eq!(refusal.header(), RulesHeader::BoneyardReserve);
        assert_eq!(
            refusal.to_string(),
            "boneyard-reserve: 2 tiles cannot be kept in the boneyard: 4 players dealt 7 tiles \
             each leave 0 of 28"
        );
        // Three players of 7 leave 7: a reserve of 2 fits. Two of 13 leave 2, exactly the
        // reserve (nothing to draw); two of 14 leave none.
        assert_eq!(rules.validate(3), Ok(()));
        rules.deal = Deal::Each(13);
        assert_eq!(rules.validate(2), Ok(()));
        rules.deal = Deal::Each(14);
        rules.boneyard_reserve = 1;
        assert_eq!(
            rules.validate(2),
            Err(RulesError::ReserveAboveBoneyard {
                reserve: 1,
                players: 2,
                each: 14,
                boneyard: 0,
            })
        );
    }
}
