//! For a replay or a review: what one placement left for the next player, from the
//! state just before it. A replay knows no hand while it is being played, so the view is a
//! spectator's: every tile not on the table is unseen ([`super::left_for_next`]).

use super::{Reply, left_for_next};
use crate::engine::{Event, MatchState};

/// What `placement` (an [`Event::TilePlaced`]) left for the player who moves after it, when
/// played on `before`, the state just before it: the unseen tiles that score on the layout it
/// made, the chance `P` that the next player holds one ([`Reply::probability`]) and the expected
/// points of their best reply, match scale ([`Reply::expected`]; RULES.md §3, §5), counted
/// exactly over every hand of their size drawn from the 28 tiles less the table (a spectator
/// knows no hand).
///
/// `None` when there is nothing to weigh: `placement` is another event, or is not legal on
/// `before` (nothing panics, `before` is unchanged), or it ends the hand (a domino: nobody
/// replies).
#[must_use]
pub fn left_by(before: &MatchState, placement: &Event) -> Option<Reply> {
    if !matches!(placement, Event::TilePlaced { .. }) {
        return None;
    }
    let mut after = before.clone();
    after.apply(placement).ok()?;
    left_for_next(&after)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::{Rules, Scale, Setup, Tile, Variant};

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    fn place(player: usize, tile: &str, on: Option<&str>) -> Event {
        Event::TilePlaced {
            player: Seat(player),
            tile: t(tile),
            on: on.map(t),
        }
    }

    /// Ana and Ben, nine tiles each, Ana to lead hand 1 (the card's second example).
    fn opening(scale: Scale) -> MatchState {
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules = Rules {
            scale,
            ..setup.rules
        };
        let mut state = MatchState::new(setup);
        state
            .apply(&Event::HandStarted {
                leader: Some(Seat(0)),
            })
            .unwrap();
        state
    }

    fn dec3(x: f64) -> String {
        format!("{x:.3}")
    }

    #[test]
    fn openings_seen_by_a_spectator() {
        // The card's second example, seen from outside: Ben's nine tiles come from the 27 not on
        // the table, so each reply tile is held with P = 9/27 (the card's 9/19 is Ana's view).
        let before = opening(Scale::Points);
        let after_46 = left_by(&before, &place(0, "4-6", None)).unwrap();
        assert_eq!(after_46.player, Some(Seat(1)));
        assert!(!after_46.partner);
        assert_eq!((after_46.hand_size, after_46.unseen), (9, 27));
        let replies: Vec<(Tile, i32)> = after_46
            .scoring
            .iter()
            .map(|s| (s.tile, s.points))
            .collect();
        assert_eq!(replies, vec![(t("6-1"), 5)], "only [1-6] scores, 4 + 1");
        assert_eq!(dec3(after_46.probability()), "0.333");
        assert_eq!(dec3(after_46.expected()), "1.667");
        // [5-5] is a spinner: [0-5] on a side makes 10 + 0 = 10.
        let after_55 = left_by(&before, &place(0, "5-5", None)).unwrap();
        let replies: Vec<(Tile, i32)> = after_55
            .scoring
            .iter()
            .map(|s| (s.tile, s.points))
            .collect();
        assert_eq!(replies, vec![(t("5-0"), 10)]);
        assert_eq!(dec3(after_55.probability()), "0.333");
        assert_eq!(dec3(after_55.expected()), "3.333");
        // The state before is untouched.
        assert!(before.hand().unwrap().layout.is_empty());
    }

    #[test]
    fn points_are_in_the_matchs_scale() {
        // ÷5: the [0-5] reply to [5-5] scores 10 → 2, so the expectation is 2/3.
        let before = opening(Scale::Fives);
        let reply = left_by(&before, &place(0, "5-5", None)).unwrap();
        assert_eq!(reply.scoring[0].points, 2);
        assert_eq!(dec3(reply.expected()), "0.667");
    }

    #[test]
    fn agrees_with_the_state_after_at_every_placement_of_a_hand() {
        // RULES.md §7: the rules card's hand, placement by placement.
        let mut state = opening(Scale::Points);
        let plays = [
            place(0, "5-5", None),
            place(1, "5-0", Some("5-5")),
            place(0, "5-3", Some("5-5")),
            place(1, "5-2", Some("5-5")),
        ];
        for (i, event) in plays.iter().enumerate() {
            let left = left_by(&state, event).expect("a reply to weigh");
            state.apply(event).unwrap();
            assert_eq!(Some(&left), left_for_next(&state).as_ref(), "placement {i}");
            assert_eq!(left.player, Some(Seat(1 - i % 2)));
            assert_eq!(usize::from(left.unseen), 27 - i);
        }
        // After [5-2] the ends are 0, 3 and 2 (RULES.md §7, count 5): only [0-0] on the 0 scores
        // (0 + 3 + 2 = 5); the 5s that would fit the last tip are on the table, and the doubles
        // on the 3 and the 2 make 8 and 7.
        let left = left_for_next(&state).unwrap();
        let replies: Vec<(Tile, i32)> = left.scoring.iter().map(|s| (s.tile, s.points)).collect();
        assert_eq!(replies, vec![(t("0-0"), 5)]);
    }

    #[test]
    fn nothing_to_weigh() {
        let before = opening(Scale::Points);
        // Not a placement.
        assert_eq!(left_by(&before, &Event::Passed { player: Seat(0) }), None);
        // Not legal: Ben cannot lead Ana's hand, and a tile cannot go on one not on the table.
        assert_eq!(left_by(&before, &place(1, "4-6", None)), None);
        assert_eq!(left_by(&before, &place(0, "4-6", Some("1-1"))), None);
        assert!(before.hand().unwrap().layout.is_empty(), "unchanged");
    }
}
