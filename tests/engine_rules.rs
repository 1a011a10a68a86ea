//! Rules the engine keeps for every surface (RULES.md §4–§6): the calls open only after the
//! placer's announcement, "said nothing" is an entry, closing the muggins window wins, a late
//! call names what closed its window, a Fives and Threes settlement says what it settled, and a
//! refusal lists the open ends in the compass order.

use allfives::app::Session;
use allfives::engine::record::replay;
use allfives::engine::{
    ClosedBy, Event, EventError, HandEnd, LogParts, MatchLog, MatchState, MugginsError,
    MugginsRule, NobodyScores, NotScored, PlacementError, Seat, Setup, Side, TableEntry, Variant,
    Verdict,
};
use allfives::store::{Store, exchange};

mod common;
use common::t;

/// A match of Ana and Ben (All Fives, muggins `steal`) whose first hand Ana leads with [0-5]:
/// 0 + 5 = 5.
fn ana_leads_0_5() -> MatchState {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let mut game = MatchState::new(setup);
    for event in [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t("0-5"),
            on: None,
        },
    ] {
        game.apply(&event).unwrap();
    }
    game
}

const BEN_CALLS: Event = Event::MugginsCalled { player: Seat(1) };

#[test]
fn a_call_before_the_announcement_is_refused_and_says_nothing_of_the_count() {
    // RULES.md §6: the calls open once the placer's announcement — a number, or "said
    // nothing" — is entered; a call before it is refused.
    let mut game = ana_leads_0_5();
    let before = game.clone();
    let still = MugginsError::StillAnnouncing {
        placer: "Ana".into(),
    };
    assert_eq!(
        game.rule_call(Seat(1)).unwrap().verdict,
        Verdict::Refused(still.clone())
    );
    assert!(!still.answers_with_count());
    assert_eq!(
        game.apply(&BEN_CALLS),
        Err(EventError::Muggins(still.clone()))
    );
    assert_eq!(game, before, "a refused call changes nothing");
    assert!(game.count_hidden());
    assert_eq!(game.said(), None);
    // Its words name the placer, not the count.
    assert_eq!(
        still.to_string(),
        "muggins refused: Ana is still announcing"
    );
    // Said nothing: the calls open, and Ben takes the 5.
    game.apply(&Event::NothingSaid { player: Seat(0) }).unwrap();
    assert_eq!(game.said(), Some(None));
    assert!(game.count_hidden(), "the count stays hidden after silence");
    game.apply(&BEN_CALLS).unwrap();
    assert_eq!(game.scores(), &[0, 5]);
}

#[test]
fn said_nothing_is_the_placers_once_and_before_any_number() {
    let mut game = ana_leads_0_5();
    let not_placer = game.apply(&Event::NothingSaid { player: Seat(1) });
    assert!(matches!(
        not_placer,
        Err(EventError::Muggins(MugginsError::NotPlacer { .. }))
    ));
    game.apply(&Event::NothingSaid { player: Seat(0) }).unwrap();
    let again = MugginsError::AlreadyAnnounced {
        placer: "Ana".into(),
    };
    assert_eq!(
        game.apply(&Event::NothingSaid { player: Seat(0) }),
        Err(EventError::Muggins(again.clone()))
    );
    assert_eq!(
        game.apply(&Event::PointsAnnounced {
            player: Seat(0),
            points: 5
        }),
        Err(EventError::Muggins(again))
    );
    // Unchallenged, silence scores the true count when the window closes (RULES.md §6 [D]).
    game.apply(&Event::Tallied).unwrap();
    assert_eq!(game.scores(), &[5, 0]);
}

#[test]
fn a_record_call_with_no_says_before_it_means_the_placer_said_nothing() {
    // RECORD.md: a `muggins` line with no `says` before it means the placer said nothing.
    let text = "variant: all-fives\nplayers: Ana, Ben\nmuggins: steal\n\nhand 1\n\
        Ana: 0-5 = 5\nBen: muggins\nscore: Ana 0, Ben 5\n";
    let played = replay(text);
    assert!(played.is_valid(), "{:?}", played.problems);
    let log = played.to_match().unwrap();
    let events = log.active_events();
    let call = events.iter().position(|e| *e == BEN_CALLS).unwrap();
    assert_eq!(events[call - 1], Event::NothingSaid { player: Seat(0) });
    assert_eq!(log.state().unwrap().scores(), &[0, 5]);
    // Exported, the silence has no line of its own (no new line type): the record reads back
    // the same, with the same scores.
    let save = allfives::store::SaveFile::new(log);
    let exported = exchange::export(&save).unwrap();
    assert!(!exported.contains("nothing"), "{exported}");
    assert!(exported.contains("Ben: muggins"), "{exported}");
    let back = replay(&exported);
    assert!(back.is_valid(), "{:?}", back.problems);
    assert_eq!(back.to_match().unwrap().state().unwrap().scores(), &[0, 5]);
}

#[test]
fn an_old_log_whose_call_has_no_announcement_gets_its_silence_on_migration() {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("0-5"),
        on: None,
    };
    let undone = Event::TilePlaced {
        player: Seat(1),
        tile: t("5-5"),
        on: None,
    };
    let events = vec![
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        lead.clone(),
        BEN_CALLS,
        undone.clone(),
    ];
    // Today's check refuses the old form...
    assert!(matches!(
        MatchLog::from_parts(setup.clone(), events.clone(), 3),
        Err(allfives::engine::LogError::Event { index: 2, .. })
    ));
    // ...which the migration reads as silence, moving the cursor past it.
    let parts = LogParts {
        setup,
        events,
        cursor: 3,
    }
    .with_silences();
    assert_eq!(parts.cursor, 4);
    assert_eq!(parts.events[2], Event::NothingSaid { player: Seat(0) });
    assert_eq!(parts.events[3..], [BEN_CALLS, undone]);
    let log = MatchLog::from_parts(parts.setup, parts.events, parts.cursor).unwrap();
    assert_eq!(log.state().unwrap().scores(), &[0, 5]);
}

#[test]
fn a_late_call_in_the_next_hand_names_the_settlement() {
    // muggins-2p.fives, hand 1: Ana dominoes; the hand is settled and hand 2 dealt before the
    // call.
    let record = "variant: muggins\nplayers: Ana, Ben\n\nhand 1\nAna: 2-6 = 0\n\
        Ben: 6-5 on 2-6 = 0\nAna: 2-4 on 2-6 = 0\nBen: 5-2 on 5-6 = 0\n\
        Ana: 4-6 on 2-4 = 0\nBen: 6-0 on 4-6 = 0\nAna: 0-4 on 0-6 = 0\n\
        Ben: 4-1 on 0-4 = 0\nAna: 2-2 on 2-5 = 5\nBen: 1-3 on 1-4 = 0\n\
        Ana: 3-6 on 1-3 = 10\nBen: draw 4\nBen: 2-3 on 2-2 = 0\nAna: 6-1 on 3-6 = 0\n\
        Ana: holds 0\nBen: holds 25\n\nhand 2\n";
    let played = replay(record);
    assert!(played.is_valid(), "{:?}", played.problems);
    let game = played.to_match().unwrap().state().unwrap();
    assert_eq!(game.hand().unwrap().number, 2);
    let late = Err(EventError::Muggins(MugginsError::TooLate {
        by: ClosedBy::Settlement,
    }));
    assert_eq!(game.rule_call(Seat(1)), late);
    // The first hand before its lead has nothing to be late for.
    let mut fresh = ana_leads_0_5().setup().clone();
    fresh.rules.muggins = MugginsRule::Steal;
    let mut first = MatchState::new(fresh);
    first.apply(&Event::HandStarted { leader: None }).unwrap();
    assert_eq!(
        first.rule_call(Seat(1)),
        Err(EventError::Muggins(MugginsError::WindowClosed))
    );
}

/// All Fives to 10 for Ana and Ben with the muggins rule (`steal`), and the first hand's entries
/// up to Ana's lead of [5-5] (10) and her announcement of 10.
fn to_ten_ana_leads_5_5() -> (Setup, Vec<Event>) {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    setup.rules.target = 10;
    let events = vec![
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        },
        Event::PointsAnnounced {
            player: Seat(0),
            points: 10,
        },
    ];
    (setup, events)
}

/// Ben's [5-0] on Ana's [5-5].
fn ben_places_5_0() -> Event {
    Event::TilePlaced {
        player: Seat(1),
        tile: t("5-0"),
        on: Some(t("5-5")),
    }
}

#[test]
fn closing_the_window_wins_for_every_entry_the_session_takes() {
    // All Fives to 10 with muggins: Ana leads [5-5] (10) and says 10. Ben's placement would
    // close her window and win her the match: the session enters the tally instead, as the
    // window always did, so a phone's entry gets the same (RULES.md §5–§6).
    let dir = tempfile::tempdir().unwrap();
    let (session, _) = Session::open(Store::new(dir.path()));
    let mut session = session.without_sync();
    let (setup, events) = to_ten_ana_leads_5_5();
    session.start(MatchLog::new(setup).unwrap());
    for event in events {
        let outcome = session.push(event).unwrap();
        assert!(!outcome.window_won);
    }
    let outcome = session.push(ben_places_5_0()).unwrap();
    assert!(outcome.window_won, "the window's closing won first");
    assert_eq!(session.state().unwrap().winner(), Some(Side(0)));
    assert_eq!(session.log().unwrap().last_event(), Some(&Event::Tallied));
    assert_eq!(outcome.credits.iter().map(|c| c.points).sum::<i32>(), 10);
}

#[test]
fn the_engine_says_when_an_entry_that_moves_on_closes_a_winning_window_instead() {
    // The same table, asked of the engine alone: with Ana's 10 waiting in its window, a
    // placement, a draw or a pass by Ben is the window's closing (Ana reaches 10 and wins, and
    // the entry is not made); a call or a new announcement is not one that moves on. Without
    // the muggins rule no window waits, and every entry is made as it is.
    let (setup, mut opening) = to_ten_ana_leads_5_5();
    let said = opening.pop().unwrap();
    let ben_places = ben_places_5_0();
    let mut game = MatchState::new(setup.clone());
    for event in &opening {
        assert_eq!(
            game.table_entry(event.clone()),
            TableEntry::Event(event.clone())
        );
        game.apply(event).unwrap();
    }
    game.apply(&said).unwrap();
    for moves_on in [
        ben_places.clone(),
        Event::TilesDrawn {
            player: Seat(1),
            count: 1,
        },
        Event::Passed { player: Seat(1) },
    ] {
        assert_eq!(game.table_entry(moves_on), TableEntry::WindowWins);
    }
    let call = Event::MugginsCalled { player: Seat(1) };
    assert_eq!(game.table_entry(call.clone()), TableEntry::Event(call));
    // To 250 the same 10 wins nothing: Ben's placement is made.
    let mut far = setup.clone();
    far.rules.target = 250;
    let mut game = MatchState::new(far);
    for event in &opening {
        game.apply(event).unwrap();
    }
    assert_eq!(
        game.table_entry(ben_places.clone()),
        TableEntry::Event(ben_places.clone())
    );
    // Without the rule Ana's 10 is credited as she places it: she has won already.
    let mut plain = setup;
    plain.rules.muggins = MugginsRule::Off;
    let mut game = MatchState::new(plain);
    for event in &opening {
        game.apply(event).unwrap();
    }
    assert_eq!(game.winner(), Some(Side(0)));
    assert_eq!(
        game.table_entry(ben_places.clone()),
        TableEntry::Event(ben_places)
    );
}

/// The first hand of `vectors/matches/fives-and-threes-2p.fives` (Ana chips out with [6-3]) to
/// `target`, and when `blocked` its second (blocked: both knock) too.
fn fives_and_threes(target: u32, blocked: bool) -> MatchState {
    let text = std::fs::read_to_string("../shared/vectors/matches/fives-and-threes-2p.fives")
        .unwrap()
        .replace(
            "players: Ana, Ben\n",
            &format!("players: Ana, Ben\ntarget: {target}\n"),
        );
    let hands: Vec<&str> = text.split("\nhand ").collect();
    let cut = if blocked { 3 } else { 2 };
    // Without its `score:` lines (they assert the scores to 61): the last hand is left
    // unsettled, as the table leaves it, and settled below.
    let record: String = hands[..cut]
        .join("\nhand ")
        .lines()
        .filter(|l| !l.starts_with("score:"))
        .map(|l| format!("{l}\n"))
        .collect();
    let played = replay(&record);
    assert!(played.is_valid(), "{:?}", played.problems);
    let mut game = played.to_match().unwrap().state().unwrap();
    game.apply(&Event::Tallied).unwrap();
    game
}

#[test]
fn a_fives_and_threes_chip_out_past_the_target_is_not_scored_in_the_settlement() {
    // RULES.md §5: the chip-out point is added together with the play that chipped out; past
    // an exact target neither is scored. Ana is on 4 before her [6-3] (1 + 1 for chipping
    // out): 6 would pass 5.
    let game = fives_and_threes(5, false);
    let s = game.last_settlement().unwrap();
    assert_eq!(s.end, HandEnd::Domino { player: Seat(0) });
    let chip = s.chip_out.expect("the chip-out point");
    assert_eq!((chip.side, chip.points), (Side(0), 1));
    assert_eq!(
        chip.not_scored,
        Some(NotScored::PassesTarget {
            score: 4,
            would_reach: 6,
            target: 5
        })
    );
    assert_eq!(game.scores(), &[4, 4]);
    // To 61 the same point is scored (the record's `score: Ana 6, Ben 4`).
    let game = fives_and_threes(61, false);
    let chip = game.last_settlement().unwrap().chip_out.unwrap();
    assert_eq!(chip.not_scored, None);
    assert_eq!(game.scores(), &[6, 4]);
}

#[test]
fn a_blocked_fives_and_threes_hand_settles_that_nobody_scores() {
    // RULES.md §4: blocked hands score nothing, no pips are counted (hand 2 of the record).
    let game = fives_and_threes(61, true);
    let s = game.last_settlement().unwrap();
    assert_eq!(s.end, HandEnd::Blocked);
    assert_eq!(s.nobody, Some(NobodyScores::BlockedChipOut));
    assert!(s.steps.compared.is_empty(), "no pips are counted");
    assert_eq!(game.scores(), &[13, 14]);
}

#[test]
fn a_refusal_lists_the_open_ends_in_the_compass_order() {
    // Lead [1-3] (west from its 1), [1-2] on the 1, [2-5]: the west arm ends 5, the east 3.
    // The felt, the count and the compass read 5 then 3; so must a refusal.
    let mut game = MatchState::new(Setup::new(
        vec!["Ana".into(), "Ben".into()],
        Variant::AllFives,
    ));
    game.apply(&Event::HandStarted {
        leader: Some(Seat(0)),
    })
    .unwrap();
    for (player, tile, on) in [
        (0, "1-3", None),
        (1, "1-2", Some("1-3")),
        (0, "2-5", Some("1-2")),
    ] {
        game.apply(&Event::TilePlaced {
            player: Seat(player),
            tile: t(tile),
            on: on.map(t),
        })
        .unwrap();
    }
    let layout = &game.hand().unwrap().layout;
    assert_eq!(layout.count_terms(), [5, 3]);
    let pips: Vec<u8> = layout.open_ends().iter().map(|e| e.pips).collect();
    assert_eq!(pips, [5, 3]);
    let refused = game.apply(&Event::TilePlaced {
        player: Seat(1),
        tile: t("4-1"),
        on: None,
    });
    let Err(EventError::Placement(PlacementError::DoesNotFit { open_ends, .. })) = refused else {
        panic!("{refused:?}")
    };
    let pips: Vec<u8> = open_ends.iter().map(|e| e.pips).collect();
    assert_eq!(pips, [5, 3]);
}

#[test]
fn at_the_table_a_window_closes_only_after_the_placers_announcement() {
    // Ana led [0-5] and has not announced: No call, or a hand's settlement, would credit her 5
    // before any call could open (RULES.md §6). The table waits for her announcement or her
    // silence; a record may still close a window with nothing said.
    let game = ana_leads_0_5();
    assert_eq!(
        game.closing_waits(),
        Some(EventError::Muggins(MugginsError::AnnounceFirst {
            placer: "Ana".into(),
        }))
    );
    assert!(game.clone().apply(&Event::Tallied).is_ok(), "a record may");
    for said in [
        Event::PointsAnnounced {
            player: Seat(0),
            points: 5,
        },
        Event::NothingSaid { player: Seat(0) },
    ] {
        let mut after = game.clone();
        after.apply(&said).unwrap();
        assert_eq!(after.closing_waits(), None, "after {said:?}");
    }
}

#[test]
fn at_the_table_the_next_tile_draw_or_pass_waits_for_the_placers_announcement() {
    // The next placement, a draw or a pass closes Ana's window as the settlement does (RULES.md
    // §6): the table waits for her announcement; her announcement, a call and revealing holds
    // do not close it.
    let game = ana_leads_0_5();
    let waits = Some(EventError::Muggins(MugginsError::AnnounceFirst {
        placer: "Ana".into(),
    }));
    for closing in [
        Event::TilePlaced {
            player: Seat(1),
            tile: t("5-5"),
            on: None,
        },
        Event::TilesDrawn {
            player: Seat(1),
            count: 1,
        },
        Event::Passed { player: Seat(1) },
        Event::Tallied,
    ] {
        assert_eq!(game.entry_waits(&closing), waits, "{closing:?}");
    }
    for not_closing in [
        Event::PointsAnnounced {
            player: Seat(0),
            points: 5,
        },
        Event::NothingSaid { player: Seat(0) },
        Event::MugginsCalled { player: Seat(1) },
    ] {
        assert_eq!(game.entry_waits(&not_closing), None, "{not_closing:?}");
    }
    let mut said = game.clone();
    said.apply(&Event::NothingSaid { player: Seat(0) }).unwrap();
    assert_eq!(said.entry_waits(&Event::Passed { player: Seat(1) }), None);
}
