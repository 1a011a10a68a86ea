//! Property tests (proptest): random deals played out by random legal events under every variant
//! and house rule (`allfives::engine::random_play`), and random text as play records.
//!
//! For every match: no panic; the fold of the log equals the state built event by event; undo
//! then redo gives the same state; the printed record reads back as the same match, and its
//! canonical form reads back as itself; every placement's count equals an independent recount of
//! the open ends (RULES.md §1) and scores as RULES.md §3 says; an illegal event is refused and
//! changes nothing; a save reads back as the same match. For any text: the record checker never
//! panics and reports every problem at a line of the file.

use allfives::engine::Seat;
use allfives::engine::layout::SpinnerPolicy;
use allfives::engine::random_play::{self, random_setup_of};
use allfives::engine::record::{RecordError, replay};
use allfives::engine::{
    Event, EventError, Holds, Layout, MatchLog, MatchState, Rules, Setup, Tile, Variant,
};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// A random match: its setup, its events, and the state after each event (`states[0]` is the
/// match before any event).
struct Played {
    setup: Setup,
    events: Vec<Event>,
    states: Vec<MatchState>,
}

/// Plays a random match of `variant` for `players` from `seed`, at most `max` events, applying
/// each event to the state of the one before.
fn played(seed: u64, variant: usize, players: usize, max: usize) -> Played {
    let mut rng = StdRng::seed_from_u64(seed);
    let setup = random_setup_of(&mut rng, Variant::ALL[variant], players, 0.3);
    assert_eq!(setup.validate(), Ok(()), "{setup:?}");
    let events = random_play::play(&mut rng, setup.clone(), max).unwrap_or_else(|r| panic!("{r}"));
    let mut states = vec![MatchState::new(setup.clone())];
    for event in &events {
        let mut next = states.last().expect("one").clone();
        next.apply(event)
            .unwrap_or_else(|e| panic!("{event:?}: {e}"));
        states.push(next);
    }
    Played {
        setup,
        events,
        states,
    }
}

/// `cases` cases, or `PROPTEST_CASES` from the environment for a longer hunt.
fn config(cases: u32) -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases);
    ProptestConfig {
        cases,
        // Each case is a seed: a failure prints it, and the seed replays the same match.
        max_shrink_iters: 64,
        ..ProptestConfig::default()
    }
}

/// Which doubles spin, from the variant alone (RULES.md §3 "spinners").
fn spins(layout: &Layout, index: usize) -> bool {
    let node = &layout.nodes()[index];
    node.tile.is_double()
        && match layout.policy() {
            SpinnerPolicy::None => false,
            SpinnerPolicy::EveryDouble => true,
            SpinnerPolicy::FirstDouble => {
                !layout.nodes()[..index].iter().any(|n| n.tile.is_double())
            }
        }
}

/// The count (pips) of a layout worked out again from RULES.md §1 and the shape of the tree
/// alone (which tile touches which): a non-double counts each of its halves that nothing
/// touches; a double counts both halves while one of its two long sides is free, a double placed
/// against a tile having one side covered already and a spinner's first two tiles going on its
/// sides; a spinner's tips count nothing themselves.
fn recount(layout: &Layout) -> u32 {
    let nodes = layout.nodes();
    let mut total = 0;
    for (i, node) in nodes.iter().enumerate() {
        let children: Vec<Tile> = nodes
            .iter()
            .filter(|n| n.parent.is_some_and(|(p, _)| p == i))
            .map(|n| n.tile)
            .collect();
        let tile = node.tile;
        // A placed tile is written touching half first; so is every child.
        if tile.is_double() {
            let covered = usize::from(node.parent.is_some()) + children.len();
            assert!(
                covered <= if spins(layout, i) { 4 } else { 2 },
                "too many tiles on {tile}"
            );
            if covered.min(2) < 2 {
                total += tile.pips();
            }
        } else if node.parent.is_none() {
            for half in [tile.first(), tile.second()] {
                let touched = children.iter().filter(|c| c.first() == half).count();
                assert!(touched <= 1, "two tiles on the {half} of {tile}");
                if touched == 0 {
                    total += u32::from(half);
                }
            }
        } else {
            assert!(children.len() <= 1, "two tiles on the end of {tile}");
            if children.is_empty() {
                total += u32::from(tile.second());
            }
        }
    }
    total
}

/// What a count of `total` pips scores in the match's scale (RULES.md §3 "a play scores", §5).
fn points(rules: &Rules, total: u32) -> i32 {
    let raw = match rules.variant {
        Variant::FivesAndThrees => {
            // One point per 5 it divides by, plus one per 3: 3→1, 5→1, 6→2, 15→8 …
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
        Variant::AllThrees => {
            if total.is_multiple_of(3) {
                total
            } else {
                0
            }
        }
        _ => {
            if total.is_multiple_of(5) {
                total
            } else {
                0
            }
        }
    };
    (raw / rules.scale.divisor()) as i32
}

/// The events of `events` as a record gives them back: a record has no line for the leader.
fn without_leaders(events: &[Event]) -> Vec<Event> {
    events
        .iter()
        .map(|e| match e {
            Event::HandStarted { .. } => Event::HandStarted { leader: None },
            other => other.clone(),
        })
        .collect()
}

proptest! {
    #![proptest_config(config(96))]

    #[test]
    fn the_fold_is_the_state_built_event_by_event_and_every_count_recounts(
        seed in any::<u64>(), variant in 0..5usize, players in 2..=4usize, max in 1..500usize,
    ) {
        let p = played(seed, variant, players, max);
        for (event, state) in p.events.iter().zip(&p.states[1..]) {
            if let Event::TilePlaced { .. } = event {
                let hand = state.hand().expect("a hand");
                let play = hand.last_play.as_ref().expect("a placement");
                prop_assert_eq!(play.total, recount(&hand.layout), "{:?}", hand.layout);
                prop_assert_eq!(play.terms.iter().sum::<u32>(), play.total);
                prop_assert_eq!(play.points, points(state.rules(), play.total));
                prop_assert_eq!(hand.layout.count(), play.total);
            }
            // Scores only ever hold what the scale can show.
            if state.rules().variant == Variant::AllFives && state.rules().scale.divisor() == 1 {
                prop_assert!(state.scores().iter().all(|s| s % 5 == 0), "{:?}", state.scores());
            }
        }
        let log = MatchLog::from_parts(p.setup.clone(), p.events.clone(), p.events.len())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let mut folded = Vec::new();
        let last = log.fold(|_, s| folded.push(s.clone())).expect("a legal log");
        prop_assert_eq!(&folded[..], &p.states[1..]);
        prop_assert_eq!(&last, p.states.last().unwrap());
        prop_assert_eq!(log.state().unwrap(), last);
    }

    #[test]
    fn undo_then_redo_gives_the_same_state(
        seed in any::<u64>(), variant in 0..5usize, players in 2..=4usize, max in 1..300usize,
        back in any::<prop::sample::Index>(),
    ) {
        let p = played(seed, variant, players, max);
        let n = p.events.len();
        let mut log = MatchLog::from_parts(p.setup.clone(), p.events.clone(), n).unwrap();
        let original = log.clone();
        let k = back.index(n + 1);
        for i in 0..k {
            prop_assert!(log.undo());
            prop_assert_eq!(log.cursor(), n - i - 1);
        }
        prop_assert_eq!(&log.state().unwrap(), &p.states[n - k]);
        if k == n {
            prop_assert!(!log.undo(), "nothing before the first event");
        }
        for _ in 0..k {
            prop_assert!(log.redo());
        }
        prop_assert!(!log.redo(), "nothing after the last event");
        prop_assert_eq!(&log, &original);
        prop_assert_eq!(&log.state().unwrap(), p.states.last().unwrap());
    }

    #[test]
    fn a_printed_record_reads_back_as_the_same_match(
        seed in any::<u64>(), variant in 0..5usize, players in 2..=4usize, max in 1..400usize,
    ) {
        let p = played(seed, variant, players, max);
        let text = random_play::record(&p.setup, &p.events);
        let back = replay(&text);
        prop_assert_eq!(back.setup.as_ref(), Some(&p.setup), "{}", text);
        let read: Vec<Event> = back.events.iter().map(|(_, e)| e.clone()).collect();
        prop_assert_eq!(&read, &without_leaders(&p.events), "{}", text);
        // The end of the file settles the last hand (RECORD.md "Checking").
        let mut settled = MatchState::new(p.setup.clone());
        for event in without_leaders(&p.events) {
            settled.apply(&event).unwrap();
        }
        let ending = settled.apply(&Event::Tallied);
        match ending {
            Ok(()) => {
                prop_assert_eq!(back.problems.clone(), vec![], "{}", text);
                prop_assert_eq!(back.game.as_ref(), Some(&settled));
                // The canonical form reads back as itself, the same match.
                let canonical = replay(&back.canonical);
                prop_assert_eq!(canonical.problems.clone(), vec![], "{}", back.canonical);
                prop_assert_eq!(&canonical.canonical, &back.canonical);
                prop_assert_eq!(canonical.game.as_ref(), Some(&settled));
                // And it makes a match the app can open, whose open muggins window (the end of
                // the file closed it) gives the same scores once closed.
                let log = back.to_match().expect("a valid record is a match");
                let mut opened = log.state().unwrap();
                opened.apply(&Event::Tallied).unwrap();
                prop_assert_eq!(opened.scores(), settled.scores());
                prop_assert_eq!(opened.winner(), settled.winner());
            }
            Err(e) => {
                // A hand that ended without what the players hold: one problem, on the last line.
                prop_assert!(matches!(e, EventError::MissingHolds { .. }), "{}", e);
                prop_assert_eq!(back.problems.len(), 1, "{}", text);
                let problem = &back.problems[0];
                prop_assert_eq!(problem.line, text.lines().count());
                prop_assert_eq!(&problem.error, &RecordError::Event(e));
            }
        }
    }

    #[test]
    fn an_illegal_event_is_refused_and_changes_nothing(
        seed in any::<u64>(), variant in 0..5usize, players in 2..=4usize, max in 1..300usize,
        at in any::<prop::sample::Index>(),
    ) {
        let p = played(seed, variant, players, max);
        let cut = at.index(p.events.len() + 1);
        let state = &p.states[cut];
        let log = MatchLog::from_parts(p.setup.clone(), p.events[..cut].to_vec(), cut).unwrap();
        let n = p.setup.players.len();
        let hand = state.hand();
        let in_play = hand.is_some_and(|h| h.end.is_none()) && state.winner().is_none();
        // Events that break a rule, whatever the moment.
        let mut illegal = vec![
            Event::TilePlaced { player: Seat(n), tile: "0-0".parse().unwrap(), on: None },
            Event::TilesDrawn { player: Seat(n + 3), count: 1 },
            Event::Passed { player: Seat(usize::MAX) },
            Event::MugginsCalled { player: Seat(n) },
            Event::HandRevealed { player: Seat(n), holds: Holds::Pips(0) },
        ];
        if let Some(hand) = hand {
            let turn = hand.turn.unwrap_or(Seat(0));
            // A tile already on the table, from the player to move.
            if let Some(node) = hand.layout.nodes().first() {
                illegal.push(Event::TilePlaced { player: turn, tile: node.tile, on: None });
            }
            if in_play {
                illegal.push(Event::HandStarted { leader: None });
                illegal.push(Event::TilesDrawn { player: turn, count: 0 });
                let more = hand.drawable(state.rules()).saturating_add(1);
                if hand.started() {
                    illegal.push(Event::TilesDrawn { player: turn, count: more });
                }
                if let Some(placer) = hand.turn.filter(|_| hand.started()).map(|t| t.next(n)) {
                    // Not the player to move.
                    illegal.push(Event::Passed { player: placer });
                }
                illegal.push(Event::HandRevealed { player: turn, holds: Holds::Pips(0) });
            }
            // A pip total above 12 per tile held.
            illegal.push(Event::HandRevealed {
                player: Seat(0),
                holds: Holds::Pips(12 * u32::from(hand.tiles[0]) + 1),
            });
        } else {
            illegal.push(Event::TilePlaced { player: Seat(0), tile: "6-6".parse().unwrap(), on: None });
        }
        if state.rules().muggins == allfives::engine::MugginsRule::Off {
            illegal.push(Event::PointsAnnounced { player: Seat(0), points: 5 });
        }
        for event in &illegal {
            let mut after = state.clone();
            prop_assert!(after.apply(event).is_err(), "{:?} was accepted", event);
            prop_assert_eq!(&after, state, "{:?} changed the state", event);
            let mut after = log.clone();
            prop_assert!(after.push(event.clone()).is_err());
            prop_assert_eq!(&after, &log);
        }
        // Random events: accepted, or refused with nothing changed.
        let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
        for _ in 0..40 {
            let event = random_event(&mut rng, n);
            let mut after = state.clone();
            if after.apply(&event).is_err() {
                prop_assert_eq!(&after, state, "{:?} changed the state", event);
                let mut after = log.clone();
                prop_assert!(after.push(event.clone()).is_err());
                prop_assert_eq!(&after, &log);
            }
        }
    }

    #[test]
    fn a_save_reads_back_as_the_same_match(
        seed in any::<u64>(), variant in 0..5usize, players in 2..=4usize, max in 1..200usize,
        at in any::<prop::sample::Index>(),
    ) {
        let p = played(seed, variant, players, max);
        let cursor = at.index(p.events.len() + 1);
        let log = MatchLog::from_parts(p.setup.clone(), p.events.clone(), cursor).unwrap();
        let save = allfives::store::SaveFile::new(log);
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("match.ron");
        std::fs::write(&path, ron::ser::to_string_pretty(&save, Default::default()).unwrap())
            .unwrap();
        let back = allfives::store::load(&path).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &save);
        prop_assert_eq!(&back.log.state().unwrap(), &p.states[cursor]);
    }
}

/// Any event, legal or not, with players up to two seats past the table.
fn random_event(rng: &mut StdRng, players: usize) -> Event {
    let player = Seat(rng.random_range(0..players + 2));
    let tile =
        |rng: &mut StdRng| Tile::new(rng.random_range(0..7), rng.random_range(0..7)).unwrap();
    match rng.random_range(0..8) {
        0 => Event::HandStarted {
            leader: rng
                .random_bool(0.5)
                .then(|| Seat(rng.random_range(0..players + 1))),
        },
        1 => Event::TilePlaced {
            player,
            tile: tile(rng),
            on: rng.random_bool(0.5).then(|| tile(rng)),
        },
        2 => Event::TilesDrawn {
            player,
            count: rng.random_range(0..30),
        },
        3 => Event::Passed { player },
        4 => Event::PointsAnnounced {
            player,
            points: rng.random_range(-40..40),
        },
        5 => Event::MugginsCalled { player },
        6 => Event::HandRevealed {
            player,
            holds: if rng.random_bool(0.5) {
                Holds::Pips(rng.random_range(0..100))
            } else {
                Holds::Tiles((0..rng.random_range(0..10)).map(|_| tile(rng)).collect())
            },
        },
        _ => Event::Tallied,
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Replaces the old `never_panics_on_garbage`: any text at all.
    #[test]
    fn any_text_is_checked_without_panic_and_problems_name_a_line_of_it(text in ".{0,400}") {
        check_text(&text)?;
    }

    /// Text made of record words, so that the checker gets past the first line.
    #[test]
    fn record_like_text_is_checked_without_panic(
        lines in prop::collection::vec(
            prop::sample::select(vec![
                "variant: muggins", "variant: five-up", "variant: fives-and-threes",
                "variant: all-threes", "players: Ana, Ben", "players: Ana, Ben, Cy, Di",
                "teams: Ana & Cy, Ben & Di", "teams: off", "hand-size: 1", "hand-size: 14",
                "target: 5", "scale: fives", "scale: threes", "exact-target: yes",
                "end-of-hand: own", "end-of-hand: chip-out", "muggins: steal",
                "draw-when-able: yes", "boneyard-reserve: 2", "date: 2026-11-30",
                "hand", "hand 2", "Ana: 5-5", "Ben: 5-0", "Ben: 0-5 on 5-5 = 10", "Ana: 6-6",
                "Ana: draw", "Ben: draw 30", "Cy: pass", "Ana: pass", "Ben: says 10",
                "Ana: muggins", "Ben: muggins", "Ana: holds 0", "Ben: holds 6-6 1-2",
                "Cy: holds 40", "score: Ana 10, Ben 0", "score: Ana & Cy 0, Ben & Di 0",
                "Di: 5-5 on 6-6", "# comment", "", "Ana: 1-1 = 2", "Ben: [1-2]",
            ]),
            0..40,
        )
    ) {
        check_text(&lines.join("\n"))?;
    }
}

/// What `allfives check` relies on for any text: no panic; valid exactly when there are no
/// problems; every problem at a line of the file; a valid record's canonical form is valid and
/// gives the same scores, and the record is a match the app can open.
fn check_text(text: &str) -> Result<(), TestCaseError> {
    let result = replay(text);
    let lines = text.lines().count().max(1);
    for problem in &result.problems {
        prop_assert!(
            (1..=lines).contains(&problem.line),
            "{} is not a line of a {}-line file",
            problem.line,
            lines
        );
    }
    prop_assert_eq!(result.is_valid(), result.problems.is_empty());
    if result.is_valid() {
        let canonical = replay(&result.canonical);
        prop_assert_eq!(canonical.problems.clone(), vec![], "{}", result.canonical);
        prop_assert_eq!(
            canonical.game.as_ref().map(MatchState::scores),
            result.game.as_ref().map(MatchState::scores)
        );
        prop_assert!(result.to_match().is_some());
    }
    Ok(())
}
