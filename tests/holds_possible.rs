//! The `holds` of one hand must be possible together (RECORD.md "End of hand"): the tiles not on
//! the table split into every hand (as many tiles as each holds) and the boneyard (the reserve
//! included) so that every total and tile list is met. A record that breaks it fails on the
//! first `holds` line that cannot be met with the ones before it; one that keeps it is
//! accepted, and so is every random legal match, whose holds are the tiles really held.

mod common;

use allfives::engine::random_play::random_legal_match;
use allfives::engine::record::replay;
use allfives::engine::{Event, EventError, Holds, HoldsError, MatchState, Seat};
use common::{invalid_records, problems};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Newsome-Born for four, no boneyard: 6-6 6-3 6-4 3-2 placed (32 pips) and four passes, so
/// every player holds 6 of the 24 tiles off the table, 132 pips. `holds` lines follow.
fn blocked_four(holds: &str) -> String {
    format!(
        "variant: all-fives\nplayers: Ana, Ben, Cy, Di\nhand-size: newsome-born\nend-of-hand: own\n\
         \nhand 1\nBen: 6-6 = 0\nCy: 6-3 on 6-6 = 15\nDi: 6-4 on 6-6 = 0\nAna: 3-2 on 6-3 = 0\n\
         Ben: pass\nCy: pass\nDi: pass\nAna: pass\n{holds}"
    )
}

/// The line of the first `holds` line of [`blocked_four`].
const FIRST_HOLDS: usize = 15;

#[test]
fn the_invalid_vector_is_refused_at_its_line_with_the_total_di_must_hold() {
    let files = invalid_records();
    let (file, line) = files
        .iter()
        .find(|(f, _)| f.ends_with("holds-more-than-the-tiles.fives"))
        .expect("the record of vectors/invalid");
    assert_eq!(*line, 21);
    let text = std::fs::read_to_string(file).unwrap();
    assert_eq!(
        problems(&text),
        vec!["21: Di's 6 tiles must hold 37 pips: every other tile is in a hand already"]
    );
}

#[test]
fn totals_that_add_up_to_the_pips_off_the_table_are_accepted() {
    // Each adds up to 132.
    for holds in [
        "Ana: holds 30\nBen: holds 40\nCy: holds 25\nDi: holds 37\n",
        "Ana: holds 33\nBen: holds 33\nCy: holds 33\nDi: holds 33\n",
        // The six smallest tiles off the table (0-0 0-1 0-2 1-1 0-3 1-2: 11 pips), and six of
        // the largest (5-6 5-5 4-5 2-6 3-5 4-4 hold 54: one 8 pips less a 7).
        "Ana: holds 11\nBen: holds 53\nCy: holds 34\nDi: holds 34\n",
        // A hand shown tile by tile, then totals that fit what is left.
        "Ana: holds 0-0 0-1 0-2 1-1 0-3 1-2\nBen: holds 53\nCy: holds 34\nDi: holds 34\n",
    ] {
        let result = replay(&blocked_four(holds));
        assert!(result.is_valid(), "{holds}: {:?}", result.problems);
    }
}

#[test]
fn with_every_hand_shown_totals_that_add_up_to_fewer_pips_are_refused_on_the_last() {
    let text = blocked_four("Ana: holds 30\nBen: holds 40\nCy: holds 25\nDi: holds 36\n");
    assert_eq!(
        problems(&text),
        vec![format!(
            "{}: Di's 6 tiles must hold 37 pips: every other tile is in a hand already",
            FIRST_HOLDS + 3
        )]
    );
}

#[test]
fn totals_above_what_the_tiles_left_can_make_are_refused_with_what_they_can() {
    // The twelve largest tiles off the table hold 93 pips: two hands cannot both hold 50.
    // With Ana's 50 from the largest, Ben's six hold the six smallest (11) to 93 - 50 = 43.
    let text = blocked_four("Ana: holds 50\nBen: holds 50\nCy: holds 20\nDi: holds 12\n");
    assert_eq!(
        problems(&text)[0],
        format!(
            "{}: Ben's 6 tiles cannot hold 50 pips: with the tiles not on the table and what \
             the others hold, they hold 11 to 43",
            FIRST_HOLDS + 1
        )
    );
    // One hand alone holds at most the six largest, 54.
    let text = blocked_four("Ana: holds 55\n");
    assert_eq!(
        problems(&text)[0],
        format!(
            "{FIRST_HOLDS}: Ana's 6 tiles cannot hold 55 pips: with the tiles not on the table \
             and what the others hold, they hold 11 to 54"
        )
    );
}

#[test]
fn a_total_one_tile_short_is_refused_when_6_6_is_on_the_table() {
    // Two players, one tile each: Ana leads 6-6 and dominoes. Ben's one tile is one of the
    // other 27, which hold 0 to 11 pips.
    let text = "variant: all-fives\nplayers: Ana, Ben\nhand-size: 1\n\nhand 1\nAna: 6-6 = 0\n";
    assert!(replay(&format!("{text}Ben: holds 11\n")).is_valid());
    assert_eq!(
        problems(&format!("{text}Ben: holds 12\n")),
        vec![
            "7: Ben's tile cannot hold 12 pips: with the tiles not on the table and what the \
             others hold, it holds 0 to 11"
        ]
    );
}

#[test]
fn a_listed_tile_that_another_list_holds_is_refused() {
    let text =
        blocked_four("Ana: holds 0-0 0-1 0-2 1-1 0-3 1-2\nBen: holds 1-2 5-5 6-2 5-4 5-3 4-4\n");
    assert_eq!(
        problems(&text)[0],
        format!("{}: 1-2 is already in Ana's hand", FIRST_HOLDS + 1)
    );
}

#[test]
fn tiles_that_the_totals_before_need_are_refused() {
    // Ana's 11 pips in 6 tiles are the six smallest tiles off the table: Ben cannot hold 0-0.
    let text = blocked_four("Ana: holds 11\nBen: holds 0-0 5-5 6-2 5-4 5-3 4-4\n");
    assert_eq!(
        problems(&text)[0],
        format!(
            "{}: Ben cannot hold 0-0 5-5 6-2 5-4 5-3 4-4: what the others hold needs some of \
             those tiles",
            FIRST_HOLDS + 1
        )
    );
    // 0-4 is not among them: Ben's tiles are taken; Cy is asked for next.
    let text = blocked_four("Ana: holds 11\nBen: holds 0-4 5-5 6-2 5-4 5-3 4-4\n");
    assert_eq!(
        problems(&text),
        vec!["16: Cy's tiles are needed to settle the hand: add 'Cy: holds …'"]
    );
}

#[test]
fn five_up_for_three_22_120_22_is_refused_on_the_third_total() {
    // Ana leads 5-5 (10 pips); Ben draws the whole boneyard, 13, and cannot play; all pass.
    // Off the table: 27 tiles, 158 pips, in hands of 4, 18 and 5. 22 and 120 can be met
    // together; then Cy's 5 tiles hold what is left, 16.
    let text = "variant: five-up\nplayers: Ana, Ben, Cy\nhand-size: 5\n\nhand 1\nAna: 5-5 = 2\n\
                Ben: draw 13\nBen: pass\nCy: pass\nAna: pass\n\
                Ana: holds 22\nBen: holds 120\nCy: holds 22\n";
    assert_eq!(
        problems(text),
        vec!["13: Cy's 5 tiles must hold 16 pips: every other tile is in a hand already"]
    );
}

#[test]
fn a_refused_total_changes_nothing_and_the_engine_names_it() {
    let result = replay(&blocked_four(
        "Ana: holds 30\nBen: holds 40\nCy: holds 25\n",
    ));
    let mut state: MatchState = result.game.expect("the state after the last good line");
    let before = state.clone();
    let refused = state.apply(&Event::HandRevealed {
        player: Seat(3),
        holds: Holds::Pips(50),
    });
    assert_eq!(
        refused,
        Err(EventError::Holds(HoldsError::CannotHold {
            name: "Di".into(),
            has: 6,
            pips: 50,
            totals: vec![37],
            rest_shown: true,
        }))
    );
    assert_eq!(state, before);
    state
        .apply(&Event::HandRevealed {
            player: Seat(3),
            holds: Holds::Pips(37),
        })
        .unwrap();
}

#[test]
fn the_holds_of_random_legal_matches_are_never_refused() {
    // Their holds are the tiles each player really holds, as tiles or as totals: always
    // possible together. random_legal_match panics on any refusal; the matches are replayed
    // here too, and every hand that ended was settled with holds.
    let mut rng = StdRng::seed_from_u64(22);
    let mut shown = 0;
    for _ in 0..150 {
        let game = random_legal_match(&mut rng);
        let mut state = MatchState::new(game.setup.clone());
        for event in &game.events {
            state
                .apply(event)
                .unwrap_or_else(|e| panic!("{event:?}: {e}"));
            shown += usize::from(matches!(event, Event::HandRevealed { .. }));
        }
    }
    assert!(shown > 1000, "only {shown} holds shown");
}
