//! Why the engine refused a tile's place or a muggins entry, in words (RULES.md §1, §6): the
//! parts of [`super::error_text`] that list open ends or name the placer.

use super::late_text;
use crate::app::i18n::{Arg, I18n};
use crate::engine::layout::OpenEnd;
use crate::engine::{MugginsError, PlacementError, Tile};

/// Why a tile cannot go where it was put (RULES.md §1).
pub(super) fn placement_error_text(i: &I18n, error: &PlacementError) -> String {
    let t = |tile: &Tile| tile.to_string();
    match error {
        PlacementError::AlreadyPlayed(tile) => {
            i.tr("err-already-played", &[("tile", Arg::S(&t(tile)))])
        }
        PlacementError::NotOnTable { tile, on } => i.tr(
            "err-not-on-table",
            &[("tile", Arg::S(&t(tile))), ("on", Arg::S(&t(on)))],
        ),
        PlacementError::DoesNotFit {
            tile,
            on,
            open_ends,
        } => {
            let ends: Vec<String> = open_ends.iter().map(|e| open_end_text(i, e)).collect();
            let (last, rest) = ends
                .split_last()
                .map_or((String::new(), &[][..]), |(l, r)| (l.clone(), r));
            let rest = rest.join(", ");
            let tile = t(tile);
            let mut args = vec![
                ("tile", Arg::S(&tile)),
                ("count", Arg::N(ends.len() as i64)),
                ("last", Arg::S(&last)),
                ("rest", Arg::S(&rest)),
            ];
            match on {
                None => i.tr("err-does-not-fit", &args),
                Some(on) => {
                    let on = t(on);
                    args.push(("on", Arg::S(&on)));
                    i.tr("err-does-not-fit-on", &args)
                }
            }
        }
        PlacementError::Ambiguous { tile, places } => {
            let names: Vec<String> = places.iter().map(ToString::to_string).collect();
            let first = names.first().cloned().unwrap_or_default();
            i.tr(
                "err-ambiguous",
                &[
                    ("tile", Arg::S(&t(tile))),
                    ("first", Arg::S(&first)),
                    ("places", Arg::S(&names.join(", "))),
                ],
            )
        }
    }
}

/// An open end as listed in a refusal: `5 (on 4-5)`.
fn open_end_text(i: &I18n, end: &OpenEnd) -> String {
    i.tr(
        "open-end-on",
        &[
            ("pips", Arg::N(i64::from(end.pips))),
            ("tile", Arg::S(&end.on.to_string())),
        ],
    )
}

/// Why an announcement or a "Muggins!" call is refused (RULES.md §6).
pub(super) fn muggins_error_text(i: &I18n, error: &MugginsError) -> String {
    match error {
        MugginsError::WindowClosed => i.t("mug-window-closed"),
        MugginsError::TooLate { by } => {
            i.tr("mug-too-late", &[("why", Arg::S(&late_text(i, *by)))])
        }
        MugginsError::NotPlacer { who, placer } => i.tr(
            "mug-not-placer",
            &[("who", Arg::S(who)), ("placer", Arg::S(placer))],
        ),
        MugginsError::AlreadyAnnounced { placer } => {
            i.tr("mug-already-announced", &[("placer", Arg::S(placer))])
        }
        MugginsError::AfterCall => i.t("mug-after-call"),
        MugginsError::StillAnnouncing { placer } => {
            i.tr("mug-still-announcing", &[("placer", Arg::S(placer))])
        }
        MugginsError::AnnounceFirst { placer } => {
            i.tr("mug-announce-first", &[("placer", Arg::S(placer))])
        }
        MugginsError::SecondCall { first } => i.tr("mug-second-call", &[("first", Arg::S(first))]),
        MugginsError::OwnSide { caller, own } => i.tr(
            if *own { "mug-own" } else { "mug-partner" },
            &[("caller", Arg::S(caller))],
        ),
        MugginsError::ScoresNothing { placer } => {
            i.tr("mug-scores-nothing", &[("placer", Arg::S(placer))])
        }
        MugginsError::RightAnnouncement { placer, points } => i.tr(
            "mug-right",
            &[
                ("placer", Arg::S(placer)),
                ("points", Arg::N(i64::from(*points))),
            ],
        ),
    }
}
