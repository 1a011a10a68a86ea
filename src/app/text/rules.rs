//! Why the engine refuses a combination of house rules ([`RulesError`], RULES.md §2–§6), in the
//! UI's language and with the names the new-match form gives the rules (the English of
//! `allfives check` uses the record's header keys instead).

use crate::app::i18n::{Arg, I18n};
use crate::engine::rules::RulesHeader;
use crate::engine::{RulesError, Scale};

/// A house-rule combination the variant does not use, in words.
#[must_use]
pub fn rules_error_text(i18n: &I18n, error: &RulesError) -> String {
    match error {
        RulesError::ChipOutOutside(variant) => i18n.tr(
            "rules-chip-out-outside",
            &[("variant", Arg::S(&variant.to_string()))],
        ),
        RulesError::ChipOutOnly(_) => i18n.t("rules-chip-out-only"),
        RulesError::Scale { scale, variant } => {
            let variant = Arg::S(&variant.to_string());
            if *scale == Scale::Threes {
                i18n.tr("rules-scale-threes", &[("variant", variant)])
            } else {
                let scale = i18n.t(match scale {
                    Scale::Points => "scale-points",
                    Scale::Fives => "scale-fives",
                    Scale::Threes => "scale-threes",
                });
                i18n.tr(
                    "rules-scale",
                    &[("scale", Arg::S(&scale)), ("variant", variant)],
                )
            }
        }
        RulesError::NotUsed { header, variant } => {
            let rule = i18n.t(match header {
                RulesHeader::Variant => "variant",
                RulesHeader::HandSize => "deal",
                RulesHeader::Target => "target",
                RulesHeader::Scale => "scale",
                RulesHeader::ExactTarget => "exact-target",
                RulesHeader::EndOfHand => "end-of-hand",
                RulesHeader::Muggins => "muggins-rule",
                RulesHeader::DrawWhenAble => "draw-when-able",
                RulesHeader::BoneyardReserve => "reserve",
            });
            i18n.tr(
                "rules-not-used",
                &[
                    ("rule", Arg::S(&rule)),
                    ("variant", Arg::S(&variant.to_string())),
                ],
            )
        }
        RulesError::Reserve(n) => i18n.tr("rules-reserve", &[("n", Arg::N(i64::from(*n)))]),
        RulesError::Deal { players, each } => i18n.tr(
            "rules-deal",
            &[
                ("players", Arg::N(*players as i64)),
                ("each", Arg::N(i64::from(*each))),
            ],
        ),
        RulesError::ReserveAboveBoneyard {
            reserve,
            players,
            each,
            boneyard,
        } => i18n.tr(
            "rules-reserve-above-boneyard",
            &[
                ("reserve", Arg::N(i64::from(*reserve))),
                ("players", Arg::N(*players as i64)),
                ("each", Arg::N(i64::from(*each))),
                ("boneyard", Arg::N(i64::from(*boneyard))),
            ],
        ),
        RulesError::Target => i18n.t("rules-target"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::{EndOfHand, Variant};

    #[test]
    fn every_rules_refusal_is_said_in_both_languages() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        let errors = [
            RulesError::ChipOutOutside(Variant::AllFives),
            RulesError::ChipOutOnly(EndOfHand::Own),
            RulesError::Scale {
                scale: Scale::Threes,
                variant: Variant::AllFives,
            },
            RulesError::Scale {
                scale: Scale::Fives,
                variant: Variant::AllThrees,
            },
            RulesError::NotUsed {
                header: RulesHeader::BoneyardReserve,
                variant: Variant::FivesAndThrees,
            },
            RulesError::Reserve(3),
            RulesError::Deal {
                players: 4,
                each: 8,
            },
            RulesError::Target,
            RulesError::ReserveAboveBoneyard {
                reserve: 2,
                players: 4,
                each: 7,
                boneyard: 0,
            },
        ];
        for error in &errors {
            let (said_en, said_ht) = (rules_error_text(&en, error), rules_error_text(&ht, error));
            assert_ne!(said_en, said_ht, "{error:?}");
            assert!(!said_ht.contains(['{', '}']), "{said_ht}");
        }
        assert_eq!(
            rules_error_text(&en, &errors[6]),
            "4 players cannot each be dealt 8 tiles from 28"
        );
        assert_eq!(
            rules_error_text(&en, &errors[8]),
            "2 tiles never drawn cannot stay in the boneyard: 4 players dealt 7 tiles each leave \
             0 of 28"
        );
        assert_eq!(
            rules_error_text(&ht, &errors[4]),
            "Tuil ki pa janm soti nan pioche a pa sèvi nan Fives and Threes (pa gen pioche)"
        );
    }
}
