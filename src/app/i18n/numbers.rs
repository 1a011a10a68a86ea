//! Numbers as each language writes them, in one place: English `0.706` and `1,250`, Kreyòl
//! `0,706` and `1 250` (a no-break space between the thousands). Every number of a Fluent
//! message goes through here (the bundle's formatter), and so do the numbers the panels draw
//! themselves (the coach's columns, the statistics). The CLI never does: its output keeps the
//! point in every language (scripts read it).
//!
//! Kreyòl groups thousands with a space, not a dot: Haitian schools teach the French way (decimal
//! comma, a space between thousands), and with a comma for the decimals a dot reads as a decimal
//! point to anyone who also reads English-style numbers (`1.250` would be one and a quarter); a
//! space means thousands to both. It is a no-break space, so a number never splits across lines.

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};

use crate::app::i18n::Lang;
use crate::engine::coach::fixed;

/// The no-break space Kreyòl writes between thousands.
pub const THOUSANDS_SPACE: char = '\u{a0}';

impl Lang {
    /// The mark between a number's whole part and its decimals.
    #[must_use]
    pub fn decimal_mark(self) -> char {
        match self {
            Lang::En => '.',
            Lang::Ht => ',',
        }
    }

    /// The mark between a number's groups of three digits.
    #[must_use]
    pub fn thousands_mark(self) -> char {
        match self {
            Lang::En => ',',
            Lang::Ht => THOUSANDS_SPACE,
        }
    }
}

/// `value` with `decimals` decimals as `lang` writes it (`0.706` / `0,706`, `1,250.5` /
/// `1 250,5`); rounded as `allfives coach` rounds (a value that rounds to zero has no minus
/// sign).
#[must_use]
pub fn decimal(lang: Lang, value: f64, decimals: usize) -> String {
    localize(lang, &fixed(value, decimals))
}

/// A whole number as `lang` writes it: `1,250` / `1 250`.
#[must_use]
pub fn integer(lang: Lang, n: i64) -> String {
    localize(lang, &n.to_string())
}

/// A share as a whole percentage (`71 %`), or a dash when there is none.
#[must_use]
pub fn percent(lang: Lang, share: Option<f64>) -> String {
    share.map_or_else(
        || "–".into(),
        |s| format!("{} %", decimal(lang, s * 100.0, 0)),
    )
}

/// A number written the Rust way (`-1250.50`) rewritten with `lang`'s marks.
fn localize(lang: Lang, plain: &str) -> String {
    let (sign, digits) = plain
        .strip_prefix('-')
        .map_or(("", plain), |rest| ("-", rest));
    let (whole, fraction) = digits
        .split_once('.')
        .map_or((digits, None), |(w, f)| (w, Some(f)));
    let mut out = String::from(sign);
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(lang.thousands_mark());
        }
        out.push(digit);
    }
    if let Some(fraction) = fraction {
        out.push(lang.decimal_mark());
        out.push_str(fraction);
    }
    out
}

/// A Fluent number with exactly `decimals` decimals (an [`crate::app::i18n::Arg::D`]).
pub(super) fn fluent_decimal(value: f64, decimals: usize) -> FluentValue<'static> {
    FluentValue::Number(FluentNumber::new(
        value,
        FluentNumberOptions {
            minimum_fraction_digits: Some(decimals),
            maximum_fraction_digits: Some(decimals),
            ..FluentNumberOptions::default()
        },
    ))
}

/// A Fluent number in `lang`'s way; other values are left to Fluent.
fn fluent_number(lang: Lang, value: &FluentValue<'_>) -> Option<String> {
    match value {
        FluentValue::Number(n) => {
            let decimals = n.options.minimum_fraction_digits.unwrap_or(0);
            Some(decimal(lang, n.value, decimals))
        }
        _ => None,
    }
}

/// The English bundle's number formatter.
pub(super) fn english_numbers<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    fluent_number(Lang::En, value)
}

/// The Kreyòl bundle's number formatter.
pub(super) fn kreyol_numbers<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    fluent_number(Lang::Ht, value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_take_each_language_s_mark() {
        assert_eq!(decimal(Lang::En, 0.705_882, 3), "0.706");
        assert_eq!(decimal(Lang::Ht, 0.705_882, 3), "0,706");
        assert_eq!(decimal(Lang::Ht, 7.973_947, 2), "7,97");
        assert_eq!(decimal(Lang::Ht, -2.222, 2), "-2,22");
        // Rounded as the coach rounds: no minus sign on a zero.
        assert_eq!(decimal(Lang::Ht, -0.001, 2), "0,00");
        assert_eq!(decimal(Lang::En, 23.5, 1), "23.5");
    }

    #[test]
    fn thousands_are_grouped_by_three() {
        assert_eq!(integer(Lang::En, 999), "999");
        assert_eq!(integer(Lang::En, 1250), "1,250");
        assert_eq!(integer(Lang::Ht, 1250), "1\u{a0}250");
        assert_eq!(integer(Lang::Ht, -1_234_567), "-1\u{a0}234\u{a0}567");
        assert_eq!(decimal(Lang::Ht, 12_345.678, 1), "12\u{a0}345,7");
        assert_eq!(decimal(Lang::En, 12_345.678, 1), "12,345.7");
    }

    #[test]
    fn percentages_are_whole() {
        assert_eq!(percent(Lang::En, Some(0.706)), "71 %");
        assert_eq!(percent(Lang::Ht, Some(0.5)), "50 %");
        assert_eq!(percent(Lang::Ht, None), "–");
    }
}
