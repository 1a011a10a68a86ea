//! The rules in a line: the top bar's and the new-match screen's summary of the variant, the
//! deal, the end of hand, the house rules and the target (RULES.md §2–§6).

use crate::app::i18n::{Arg, I18n};
use crate::engine::{EndOfHand, MugginsRule, Rules, Scale};

/// The rules in one line for the top bar and the new-match screen:
/// `All Fives · 9 tiles each · to 250` (RULES.md §2–§6; only what differs from the preset).
#[must_use]
pub fn rules_line(i18n: &I18n, rules: &Rules, players: usize) -> String {
    let mut parts = vec![rules.variant.to_string()];
    parts.push(i18n.tr(
        "sum-tiles",
        &[("n", Arg::N(i64::from(rules.deal.tiles_each(players))))],
    ));
    if rules.end_of_hand != Rules::preset(rules.variant, players).end_of_hand {
        parts.push(end_of_hand_text(i18n, rules.variant, rules.end_of_hand));
    }
    if rules.draw_when_able {
        parts.push(i18n.t("draw-when-able"));
    }
    if rules.boneyard_reserve > 0 {
        parts.push(i18n.tr(
            "sum-reserve",
            &[("n", Arg::N(i64::from(rules.boneyard_reserve)))],
        ));
    }
    match rules.muggins {
        MugginsRule::Off => {}
        MugginsRule::Forfeit => parts.push(i18n.t("sum-muggins-forfeit")),
        MugginsRule::Steal => parts.push(i18n.t("sum-muggins-steal")),
    }
    parts.push(target_text(i18n, rules));
    parts.join(" · ")
}

/// The end-of-hand rule `end` in a few words, rounding to `variant`'s unit (`rounded to 3` in
/// All Threes, RULES.md §4).
#[must_use]
pub fn end_of_hand_text(i18n: &I18n, variant: crate::engine::Variant, end: EndOfHand) -> String {
    i18n.tr(
        &format!("eoh-{}", end.keyword()),
        &[("unit", Arg::N(i64::from(variant.unit())))],
    )
}

/// The variant and the target alone (`All Fives · to exactly 61`): the rules line cut to what a
/// narrow top bar has room for.
#[must_use]
pub fn rules_short(i18n: &I18n, rules: &Rules) -> String {
    format!("{} · {}", rules.variant, target_text(i18n, rules))
}

/// The target as the rules line says it: `to 250`, `to exactly 61`, with the scale when the
/// scores are divided (`to 61 (÷5)`).
#[must_use]
pub fn target_text(i18n: &I18n, rules: &Rules) -> String {
    let target = Arg::N(i64::from(rules.target));
    let mut to = i18n.tr(
        if rules.exact_target {
            "sum-exactly"
        } else {
            "target-line"
        },
        &[("target", target)],
    );
    match rules.scale {
        Scale::Points => {}
        Scale::Fives => to.push_str(" (÷5)"),
        Scale::Threes => to.push_str(" (÷3)"),
    }
    to
}
