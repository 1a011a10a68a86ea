//! Why what a player shows at the end of a hand is refused, in words (RECORD.md "End of hand"):
//! the tiles and totals [`HoldsError`] names. Part of [`super`], the one place that turns engine
//! values into words.

use crate::app::i18n::{Arg, I18n};
use crate::engine::{HoldsError, Tile};

/// Why what a player shows at the end of a hand is refused (RULES.md §4).
pub(super) fn holds_error_text(i: &I18n, error: &HoldsError) -> String {
    let t = |tile: &Tile| tile.to_string();
    match error {
        HoldsError::BeforeEnd => i.t("holds-before-end"),
        HoldsError::AfterSettled => i.t("holds-after-settled"),
        HoldsError::Twice { name } => i.tr("holds-twice", &[("name", Arg::S(name))]),
        HoldsError::TooManyPips {
            name,
            has,
            pips,
            most,
        } => i.tr(
            "holds-too-many-pips",
            &[
                ("name", Arg::S(name)),
                ("has", Arg::N(i64::from(*has))),
                // The most the tiles off the table can make, not 12 a tile: with [6-6] on the
                // table one tile holds at most 11.
                (
                    "max",
                    Arg::N(most.map_or_else(
                        || i64::from(crate::engine::MOST_PIPS_A_TILE) * i64::from(*has),
                        i64::from,
                    )),
                ),
                ("pips", Arg::N(i64::from(*pips))),
            ],
        ),
        HoldsError::Count { name, has, listed } => i.tr(
            "holds-count",
            &[
                ("name", Arg::S(name)),
                ("has", Arg::N(i64::from(*has))),
                ("listed", Arg::N(*listed as i64)),
            ],
        ),
        HoldsError::OnTable(tile) => i.tr("holds-on-table", &[("tile", Arg::S(&t(tile)))]),
        HoldsError::ListedTwice(tile) => i.tr("holds-listed-twice", &[("tile", Arg::S(&t(tile)))]),
        HoldsError::InOtherHand { tile, other } => i.tr(
            "holds-in-other-hand",
            &[("tile", Arg::S(&t(tile))), ("other", Arg::S(other))],
        ),
        HoldsError::CannotHold {
            name,
            has,
            pips,
            totals,
            rest_shown,
        } => {
            let n = i64::from(*has);
            let pips = i64::from(*pips);
            match totals.as_slice() {
                [only] if *rest_shown => i.tr(
                    "holds-must-hold",
                    &[
                        ("name", Arg::S(name)),
                        ("n", Arg::N(n)),
                        ("pips", Arg::N(i64::from(*only))),
                    ],
                ),
                [] => i.tr(
                    "holds-cannot-hold-none",
                    &[
                        ("name", Arg::S(name)),
                        ("n", Arg::N(n)),
                        ("pips", Arg::N(pips)),
                    ],
                ),
                [min, .., max] if (max - min) as usize + 1 == totals.len() => i.tr(
                    "holds-cannot-hold",
                    &[
                        ("name", Arg::S(name)),
                        ("n", Arg::N(n)),
                        ("pips", Arg::N(pips)),
                        ("min", Arg::N(i64::from(*min))),
                        ("max", Arg::N(i64::from(*max))),
                    ],
                ),
                _ => {
                    let list: Vec<String> = totals.iter().map(u32::to_string).collect();
                    i.tr(
                        "holds-cannot-hold-only",
                        &[
                            ("name", Arg::S(name)),
                            ("n", Arg::N(n)),
                            ("pips", Arg::N(pips)),
                            ("totals", Arg::S(&list.join(", "))),
                        ],
                    )
                }
            }
        }
        HoldsError::NeededByOthers { name, tiles } => {
            let tiles: Vec<String> = tiles.iter().map(t).collect();
            i.tr(
                "holds-needed-by-others",
                &[("name", Arg::S(name)), ("tiles", Arg::S(&tiles.join(" ")))],
            )
        }
    }
}
