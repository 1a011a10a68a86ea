//! The tests of `text`, its test module: words made from the engine's values, through no screen.

use super::*;
use crate::app::i18n::Lang;
use crate::engine::layout::OpenEnd;
use crate::engine::{HoldsError as H, MugginsError as M, PlacementError as P, Variant, Verdict};
use crate::engine::{MugginsError, Tile};

fn tile(s: &str) -> Tile {
    s.parse().unwrap()
}

/// The engine's English with a capital letter, as the UI starts a sentence.
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// One of each refusal the engine can give, with every shape of its arguments.
fn every_error() -> Vec<EventError> {
    let end = |pips, on: &str| OpenEnd { pips, on: tile(on) };
    let name = || "Ana".to_string();
    let mut errors: Vec<EventError> = vec![
        P::AlreadyPlayed(tile("5-3")).into(),
        P::NotOnTable {
            tile: tile("5-3"),
            on: tile("3-3"),
        }
        .into(),
        P::Ambiguous {
            tile: tile("5-2"),
            places: vec![tile("5-5"), tile("2-4")],
        }
        .into(),
    ];
    for on in [None, Some(tile("6-6"))] {
        for ends in [
            vec![],
            vec![end(6, "6-6")],
            vec![end(6, "6-6"), end(4, "4-5")],
            vec![end(6, "6-6"), end(4, "4-5"), end(1, "1-2")],
        ] {
            errors.push(
                P::DoesNotFit {
                    tile: tile("0-0"),
                    on,
                    open_ends: ends,
                }
                .into(),
            );
        }
    }
    errors.extend([
        EventError::NotYourTurn {
            expected: name(),
            got: "Ben".into(),
        },
        EventError::WrongLeader {
            expected: name(),
            got: "Ben".into(),
        },
        EventError::NoHand,
        EventError::LeadFirst,
        EventError::HandOver,
        EventError::HandNotOver,
        EventError::MatchOver { winner: name() },
        EventError::DrawZero,
        EventError::DrawTooMany {
            asked: 3,
            available: 1,
            reserve: 0,
        },
        EventError::DrawTooMany {
            asked: 1,
            available: 0,
            reserve: 2,
        },
        EventError::NoDrawing,
        EventError::PassWhileDrawable { available: 2 },
        EventError::MugginsOff,
        EventError::MissingHolds { player: name() },
        EventError::UnknownPlayer(Seat(4)),
        EventError::Setup(crate::engine::SetupError::PlayerCount(5)),
    ]);
    for e in [
        M::WindowClosed,
        M::TooLate {
            by: crate::engine::ClosedBy::NoCall,
        },
        M::NotPlacer {
            who: "Ben".into(),
            placer: name(),
        },
        M::AlreadyAnnounced { placer: name() },
        M::AfterCall,
        M::StillAnnouncing { placer: name() },
        M::AnnounceFirst { placer: name() },
        M::SecondCall { first: name() },
        M::OwnSide {
            caller: name(),
            own: true,
        },
        M::OwnSide {
            caller: name(),
            own: false,
        },
        M::ScoresNothing { placer: name() },
        M::RightAnnouncement {
            placer: name(),
            points: 10,
        },
    ] {
        errors.push(EventError::Muggins(e));
    }
    for e in [
        H::BeforeEnd,
        H::AfterSettled,
        H::Twice { name: name() },
        H::TooManyPips {
            name: name(),
            has: 3,
            pips: 50,
            most: Some(32),
        },
        H::TooManyPips {
            name: name(),
            has: 1,
            pips: 13,
            most: None,
        },
        H::Count {
            name: name(),
            has: 1,
            listed: 2,
        },
        H::Count {
            name: name(),
            has: 3,
            listed: 2,
        },
        H::OnTable(tile("5-3")),
        H::ListedTwice(tile("5-3")),
        H::InOtherHand {
            tile: tile("5-3"),
            other: "Ben".into(),
        },
        H::NeededByOthers {
            name: name(),
            tiles: vec![tile("5-6"), tile("1-1")],
        },
    ] {
        errors.push(EventError::Holds(e));
    }
    // Every shape of a total that cannot be met: one tile or several; one total left with
    // every other tile in a hand, a range, totals with gaps, one total with the boneyard
    // not known, none.
    for has in [1, 6] {
        for (totals, rest_shown) in [
            (vec![37], true),
            (vec![20, 21, 22], false),
            (vec![0, 2, 4, 12], false),
            (vec![4], false),
            (vec![], false),
        ] {
            let e = H::CannotHold {
                name: name(),
                has,
                pips: 50,
                totals,
                rest_shown,
            };
            errors.push(EventError::Holds(e));
        }
    }
    errors
}

#[test]
fn every_refusal_says_in_english_what_the_engine_says() {
    let en = I18n::new(Lang::En);
    for error in every_error() {
        if let EventError::MissingHolds { player } = &error {
            // The engine asks a record for its line (`add 'Ben: holds …'`); the table is asked
            // for what it does: tap the tiles or type their total.
            assert_eq!(
                error_text(&en, &error),
                format!(
                    "{player}'s tiles in hand are needed to settle the hand: tap them or type \
                     their pip total"
                )
            );
            assert!(error.to_string().contains("holds …"), "{error}");
            continue;
        }
        assert_eq!(error_text(&en, &error), sentence(&error.to_string()));
    }
}

#[test]
fn every_refusal_is_said_in_kreyol() {
    let en = I18n::new(Lang::En);
    let ht = I18n::new(Lang::Ht);
    for error in every_error() {
        let said = error_text(&ht, &error);
        assert_ne!(said, error_text(&en, &error), "{error:?}");
        assert!(!said.contains(['{', '}']), "{said}");
    }
}

#[test]
fn every_ruling_is_said_in_both_languages() {
    let en = I18n::new(Lang::En);
    let ht = I18n::new(Lang::Ht);
    let game = MatchState::new(crate::engine::Setup::new(
        ["Ana", "Ben", "Cy", "Di"].map(String::from).to_vec(),
        Variant::AllFives,
    ));
    let name = || "Cy".to_string();
    let mut verdicts = vec![
        Verdict::Scored { side: Side(0) },
        Verdict::Stolen { side: Side(1) },
        Verdict::Forfeited { side: Side(0) },
    ];
    for why in [
        MugginsError::WindowClosed,
        MugginsError::TooLate {
            by: crate::engine::ClosedBy::Settlement,
        },
        MugginsError::SecondCall { first: name() },
        MugginsError::OwnSide {
            caller: name(),
            own: false,
        },
        MugginsError::OwnSide {
            caller: name(),
            own: true,
        },
        MugginsError::ScoresNothing { placer: name() },
        MugginsError::RightAnnouncement {
            placer: name(),
            points: 10,
        },
    ] {
        verdicts.push(Verdict::Refused(why));
    }
    for verdict in verdicts {
        for said in [None, Some(5)] {
            let ruling = MugginsRuling {
                placer: Seat(0),
                tile: tile("5-5"),
                said,
                points: 10,
                caller: Some(Seat(1)),
                verdict: verdict.clone(),
                credits: Default::default(),
            };
            for log in [true, false] {
                let (e, h) = (
                    ruling_text(&en, &game, &ruling, log),
                    ruling_text(&ht, &game, &ruling, log),
                );
                assert_ne!(e, h);
                assert!(
                    !e.contains(['{', '}']) && !h.contains(['{', '}']),
                    "{e} / {h}"
                );
            }
        }
    }
    let stolen = MugginsRuling {
        placer: Seat(0),
        tile: tile("5-5"),
        said: Some(5),
        points: 10,
        caller: Some(Seat(1)),
        verdict: Verdict::Stolen { side: Side(1) },
        credits: Default::default(),
    };
    assert_eq!(
        ruling_text(&en, &game, &stolen, true),
        "Muggins! Ana said 5 · Ben calls: Ben & Di take 10"
    );
}

#[test]
fn counts_and_results() {
    let en = I18n::new(Lang::En);
    let mut game = MatchState::new(crate::engine::Setup::new(
        vec!["Ana".into(), "Ben".into()],
        Variant::AllFives,
    ));
    game.apply(&Event::HandStarted {
        leader: Some(Seat(1)),
    })
    .unwrap();
    game.apply(&Event::TilePlaced {
        player: Seat(1),
        tile: tile("5-5"),
        on: None,
    })
    .unwrap();
    let play = game.hand().unwrap().last_play.clone().unwrap();
    assert_eq!(play_text(&en, &game, &play), "10 · Ben scores 10");
    assert_eq!(turn_line(&en, &game), "Hand 1 · Ana to play");
    assert_eq!(
        rules_line(&en, game.rules(), 2),
        "All Fives · 9 tiles each · to 250"
    );
}
