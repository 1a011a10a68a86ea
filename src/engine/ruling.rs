//! Rulings under the muggins rule (RULES.md §6): who a placement's points go to once the table
//! has announced and called, and which rule refuses a call. The app shows these rulings with
//! their arithmetic; it never decides them itself.
//!
//! A placement's window is ruled as soon as nothing said later can change it — an accepted call,
//! a right announcement, an announcement on a placement that scores nothing — and otherwise when
//! the window closes (the next placement, draw or pass, or a tally). The points are credited at
//! the ruling, so the scoreboard, the headline and the log change together. This is only a
//! question of *when*: every record scores as RULES.md §6 and RECORD.md's fine print say.

use super::game::{EventError, MatchState, MugginsError, Pending};
use super::layout::{EndKind, Layout};
use super::rules::{MugginsRule, Rules, Variant};
use super::tile::Tile;

/// How one placement's muggins window was ruled (RULES.md §6), or why a call on it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MugginsRuling {
    /// Who placed the tile.
    pub placer: usize,
    /// The tile ruled on, touching half first.
    pub tile: Tile,
    /// What the placer announced, in the match's scale; `None` when nothing was said.
    pub said: Option<i32>,
    /// What the board count scores, in the match's scale (RULES.md §3), before the ruling.
    pub points: i32,
    /// Who called "Muggins!", if anyone did.
    pub caller: Option<usize>,
    /// Who the points go to.
    pub verdict: Verdict,
}

/// Who a placement's points go to (RULES.md §6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The placer's `side` scores the count: no call, a right announcement, or nothing to take
    /// ("unchallenged, a placement scores its true count" [D]).
    Scored { side: usize },
    /// Muggins under `steal`: the caller's `side` takes the points [B][H].
    Stolen { side: usize },
    /// Muggins under `forfeit`: the placer's `side` loses the points and nobody scores them.
    Forfeited { side: usize },
    /// The call is refused, for this reason; the placement keeps its points. Never recorded in
    /// the state (a refused call changes nothing): [`MatchState::rule_call`] returns it.
    Refused(MugginsError),
}

impl MugginsRuling {
    /// The ruling on `pending` (the placement of `tile`) when nobody calls: the placer's side
    /// scores its count.
    pub(super) fn unchallenged(game: &MatchState, pending: &Pending, tile: Tile) -> MugginsRuling {
        MugginsRuling {
            placer: pending.player,
            tile,
            said: pending.announced,
            points: pending.points,
            caller: None,
            verdict: Verdict::Scored {
                side: game.setup().side_of(pending.player),
            },
        }
    }

    /// Whether this ruling refuses a call.
    #[must_use]
    pub fn is_refused(&self) -> bool {
        matches!(self.verdict, Verdict::Refused(_))
    }
}

impl MatchState {
    /// How a "Muggins!" call by `caller` on the last placement would be ruled now, without
    /// making it (RULES.md §6; RECORD.md fine print): taken (`steal`) or lost (`forfeit`), or
    /// refused with its reason — a second call, the caller's own or partner's placement, a
    /// placement that scores nothing, a right announcement, or a window that has closed.
    ///
    /// # Errors
    /// An unknown player, the muggins rule off, or no placement in this hand to call on.
    pub fn rule_call(&self, caller: usize) -> Result<MugginsRuling, EventError> {
        if caller >= self.setup().players.len() {
            return Err(EventError::UnknownPlayer(caller));
        }
        let steal = match self.rules().muggins {
            MugginsRule::Off => return Err(EventError::MugginsOff),
            MugginsRule::Steal => true,
            MugginsRule::Forfeit => false,
        };
        let closed = EventError::Muggins(MugginsError::WindowClosed);
        let hand = self.hand().ok_or(closed.clone())?;
        let play = hand.last_play.as_ref().ok_or(closed)?;
        let setup = self.setup();
        let placer = self.name(play.player).to_string();
        let Some(pending) = &hand.pending else {
            // Too late: the ruling the window closed with says what was announced.
            let said = hand
                .rulings
                .last()
                .filter(|r| r.tile == play.tile)
                .and_then(|r| r.said);
            return Ok(MugginsRuling {
                placer: play.player,
                tile: play.tile,
                said,
                points: play.points,
                caller: Some(caller),
                verdict: Verdict::Refused(MugginsError::WindowClosed),
            });
        };
        let refusal = if let Some(first) = pending.called_by {
            Some(MugginsError::SecondCall {
                first: self.name(first).to_string(),
            })
        } else if setup.side_of(caller) == setup.side_of(pending.player) {
            Some(MugginsError::OwnSide {
                caller: self.name(caller).to_string(),
                own: caller == pending.player,
            })
        } else if pending.points == 0 {
            Some(MugginsError::ScoresNothing { placer })
        } else if pending.announced == Some(pending.points) {
            Some(MugginsError::RightAnnouncement {
                placer,
                points: pending.points,
            })
        } else {
            None
        };
        let verdict = match refusal {
            Some(why) => Verdict::Refused(why),
            None if steal => Verdict::Stolen {
                side: setup.side_of(caller),
            },
            None => Verdict::Forfeited {
                side: setup.side_of(pending.player),
            },
        };
        Ok(MugginsRuling {
            caller: Some(caller),
            verdict,
            ..MugginsRuling::unchallenged(self, pending, play.tile)
        })
    }
}

/// The highest count (pips) Five Up is offered on the announcement pad: pagat sets no cap
/// (RULES.md §3), so this project chose one [D].
pub const FIVE_UP_PAD_MAX: u32 = 60;

impl Rules {
    /// What a player can announce for a placement (RULES.md §6), ascending, in the match's scale:
    /// every score a single play can make, from 0 to the variant's best single play (RULES.md §3:
    /// All Fives 35, Muggins 20, All Threes 36, Five Up [`FIVE_UP_PAD_MAX`]); Fives and Threes
    /// its count-table values (0, 1, 2, 3, 4, 6, 8).
    #[must_use]
    pub fn announcements(&self) -> Vec<i32> {
        let best = match self.variant {
            Variant::AllFives => 35,
            Variant::FiveUp => FIVE_UP_PAD_MAX,
            Variant::Muggins | Variant::FivesAndThrees => 20,
            Variant::AllThrees => 36,
        };
        let mut values: Vec<i32> = (0..=best).map(|total| self.play_score(total)).collect();
        values.sort_unstable();
        values.dedup();
        values
    }
}

/// One term of the count (RULES.md §1), where the proof of a ruling labels it: a free half of
/// a non-double, or a double (spinner included) that still counts both halves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountedEnd {
    /// Index in [`Layout::nodes`].
    pub node: usize,
    /// The end it is read at: the free half, or the double's first free side.
    pub end: usize,
    /// What it adds to the count (pips; a double both halves).
    pub value: u32,
    /// Whether it is a double (counted ×2).
    pub double: bool,
}

impl Layout {
    /// The terms of the count, one per counted end, in the order of
    /// [`Layout::count_terms`] (placement order): their values are those terms.
    #[must_use]
    pub fn counted_ends(&self) -> Vec<CountedEnd> {
        let mut ends = Vec::new();
        for (node, n) in self.nodes().iter().enumerate() {
            let free = n.ends.iter().enumerate().filter(|(_, e)| e.is_free());
            if n.tile.is_double() {
                let side = free.clone().find(|(_, e)| e.kind == EndKind::Side);
                if let (Some(value), Some((end, _))) = (n.counted(), side) {
                    ends.push(CountedEnd {
                        node,
                        end,
                        value,
                        double: true,
                    });
                }
            } else {
                ends.extend(free.map(|(end, e)| CountedEnd {
                    node,
                    end,
                    value: u32::from(e.pips),
                    double: false,
                }));
            }
        }
        ends
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Scale, Setup};

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    /// A hand of All Fives under `rule` for `players`, led by Ana (seat 0).
    fn game(players: &[&str], rule: MugginsRule) -> MatchState {
        let names = players.iter().map(ToString::to_string).collect();
        let mut setup = Setup::new(names, Variant::AllFives);
        setup.rules.muggins = rule;
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted { leader: Some(0) }).unwrap();
        game
    }

    fn place(game: &mut MatchState, player: usize, tile: &str) {
        let tile = t(tile);
        game.apply(&Event::TilePlaced {
            player,
            tile,
            on: None,
        })
        .unwrap();
    }

    fn says(game: &mut MatchState, player: usize, points: i32) {
        game.apply(&Event::PointsAnnounced { player, points })
            .unwrap();
    }

    fn rulings(game: &MatchState) -> &[MugginsRuling] {
        &game.hand().unwrap().rulings
    }

    #[test]
    fn a_steal_is_credited_to_the_caller_at_the_call() {
        // The table: Ana leads [4-6] (4 + 6 = 10) and announces 5; Ben calls.
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "4-6");
        says(&mut g, 0, 5);
        assert_eq!(g.scores(), &[0, 0], "a wrong announcement waits for a call");
        assert!(rulings(&g).is_empty());
        g.apply(&Event::MugginsCalled { player: 1 }).unwrap();
        assert_eq!(g.scores(), &[0, 10], "Ben takes the 10 at once");
        let ruling = MugginsRuling {
            placer: 0,
            tile: t("4-6"),
            said: Some(5),
            points: 10,
            caller: Some(1),
            verdict: Verdict::Stolen { side: 1 },
        };
        assert_eq!(rulings(&g), std::slice::from_ref(&ruling));
        // Closing the window afterwards credits nothing more.
        g.apply(&Event::Tallied).unwrap();
        assert_eq!(g.scores(), &[0, 10]);
        assert_eq!(rulings(&g), &[ruling]);
    }

    #[test]
    fn a_steal_that_reaches_the_target_wins_at_the_call() {
        // RECORD.md: "under steal the caller may win instead".
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        let mut setup = g.setup().clone();
        setup.rules.target = 10;
        g = MatchState::new(setup);
        g.apply(&Event::HandStarted { leader: Some(0) }).unwrap();
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 5);
        assert_eq!(g.winner(), None);
        g.apply(&Event::MugginsCalled { player: 1 }).unwrap();
        assert_eq!((g.scores(), g.winner()), (&[0, 10][..], Some(1)));
    }

    #[test]
    fn under_forfeit_the_points_are_lost() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Forfeit);
        place(&mut g, 0, "5-5");
        g.apply(&Event::MugginsCalled { player: 1 }).unwrap();
        assert_eq!(g.scores(), &[0, 0]);
        assert_eq!(rulings(&g)[0].verdict, Verdict::Forfeited { side: 0 });
        assert_eq!(rulings(&g)[0].said, None, "Ana said nothing");
    }

    #[test]
    fn a_right_announcement_scores_at_once_and_a_call_on_it_is_refused() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 10);
        assert_eq!(g.scores(), &[10, 0]);
        assert_eq!(rulings(&g)[0].verdict, Verdict::Scored { side: 0 });
        let why = MugginsError::RightAnnouncement {
            placer: "Ana".into(),
            points: 10,
        };
        let refused = g.rule_call(1).unwrap();
        assert_eq!(refused.verdict, Verdict::Refused(why.clone()));
        assert_eq!((refused.said, refused.points), (Some(10), 10));
        assert_eq!(
            g.apply(&Event::MugginsCalled { player: 1 }),
            Err(EventError::Muggins(why))
        );
        assert_eq!(g.scores(), &[10, 0]);
        // The table moving on credits nothing twice.
        place(&mut g, 1, "5-0");
        assert_eq!(g.scores(), &[10, 0]);
    }

    #[test]
    fn a_partners_call_is_refused_and_an_opponent_takes_it_for_the_side() {
        let mut g = game(&["Ana", "Ben", "Cy", "Di"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 5);
        let cy = g.rule_call(2).unwrap();
        let own_side = MugginsError::OwnSide {
            caller: "Cy".into(),
            own: false,
        };
        assert_eq!(cy.verdict, Verdict::Refused(own_side));
        assert_eq!(g.rule_call(0).unwrap().verdict, {
            Verdict::Refused(MugginsError::OwnSide {
                caller: "Ana".into(),
                own: true,
            })
        });
        assert!(g.apply(&Event::MugginsCalled { player: 2 }).is_err());
        assert_eq!(g.scores(), &[0, 0]);
        g.apply(&Event::MugginsCalled { player: 3 }).unwrap();
        assert_eq!(g.scores(), &[0, 10], "Ben & Di take the 10");
        assert_eq!(rulings(&g)[0].verdict, Verdict::Stolen { side: 1 });
        let second = g.rule_call(1).unwrap().verdict;
        let first = MugginsError::SecondCall { first: "Di".into() };
        assert_eq!(second, Verdict::Refused(first));
    }

    #[test]
    fn a_placement_that_scores_nothing_is_ruled_when_announced() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "4-5"); // 9: nothing
        says(&mut g, 0, 5);
        assert_eq!(rulings(&g)[0].verdict, Verdict::Scored { side: 0 });
        let why = MugginsError::ScoresNothing {
            placer: "Ana".into(),
        };
        assert_eq!(g.rule_call(1).unwrap().verdict, Verdict::Refused(why));
        assert_eq!(g.scores(), &[0, 0]);
    }

    #[test]
    fn an_unchallenged_window_is_ruled_when_it_closes_and_a_late_call_is_refused() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        assert_eq!(g.scores(), &[0, 0], "the window is open");
        g.apply(&Event::TilesDrawn {
            player: 1,
            count: 1,
        })
        .unwrap();
        assert_eq!(g.scores(), &[10, 0], "unchallenged: Ana scores her count");
        let closed = rulings(&g)[0].clone();
        assert_eq!((closed.said, closed.caller), (None, None));
        assert_eq!(closed.verdict, Verdict::Scored { side: 0 });
        let late = g.rule_call(1).unwrap();
        assert_eq!(late.verdict, Verdict::Refused(MugginsError::WindowClosed));
        assert_eq!((late.placer, late.points, late.said), (0, 10, None));
        assert_eq!(
            g.apply(&Event::MugginsCalled { player: 1 }),
            Err(EventError::Muggins(MugginsError::WindowClosed))
        );
    }

    #[test]
    fn no_ruling_without_the_muggins_rule_or_a_placement() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Off);
        assert_eq!(g.rule_call(1), Err(EventError::MugginsOff));
        place(&mut g, 0, "5-5");
        assert_eq!(g.scores(), &[10, 0]);
        assert!(rulings(&g).is_empty(), "the log keeps its muggins-off form");
        let g = game(&["Ana", "Ben"], MugginsRule::Steal);
        let closed = Err(EventError::Muggins(MugginsError::WindowClosed));
        assert_eq!(g.rule_call(1), closed);
        assert_eq!(g.rule_call(7), Err(EventError::UnknownPlayer(7)));
    }

    #[test]
    fn the_counted_ends_are_the_terms_of_the_count() {
        // RULES.md §7: the rules card's hand and the mid-line spinner, placement by placement.
        let hands: [&[(&str, Option<&str>)]; 2] = [
            &[
                ("5-5", None),
                ("5-0", Some("5-5")),
                ("5-3", Some("5-5")),
                ("5-2", Some("5-5")),
                ("5-6", Some("5-5")),
            ],
            &[
                ("1-4", None),
                ("1-1", Some("1-4")),
                ("4-4", Some("1-4")),
                ("4-3", Some("4-4")),
                ("1-2", Some("1-1")),
                ("1-5", Some("1-1")),
                ("5-5", Some("1-5")),
                ("5-0", Some("5-5")),
                ("1-3", Some("1-1")),
            ],
        ];
        let mut seen = Vec::new();
        for hand in hands {
            let mut layout = Layout::new(Variant::AllFives.spinners());
            for (tile, on) in hand {
                let place = layout.find_place(t(tile), on.map(t)).unwrap();
                layout.place(t(tile), place).unwrap();
                let ends = layout.counted_ends();
                let values: Vec<u32> = ends.iter().map(|e| e.value).collect();
                assert_eq!(values, layout.count_terms(), "after {tile}");
                for end in &ends {
                    let node = &layout.nodes()[end.node];
                    assert!(node.ends[end.end].is_free());
                    assert_eq!(end.double, node.tile.is_double());
                }
                seen.push(values);
            }
        }
        assert_eq!(seen[0], vec![10], "a lone lead double counts once");
        assert_eq!(seen[3], vec![0, 3, 2], "after [5-2]: 0 + 3 + 2 = 5");
        assert_eq!(
            seen[11],
            vec![3, 2, 10],
            "[5-5] on a tip arm: 3 + 2 + 10 = 15"
        );
    }

    #[test]
    fn the_pad_offers_every_score_of_one_play() {
        let rules = |variant, players| Rules::preset(variant, players);
        let fives: Vec<i32> = (0..=7).map(|k| 5 * k).collect();
        assert_eq!(rules(Variant::AllFives, 2).announcements(), fives);
        let mut by_fives = rules(Variant::AllFives, 2);
        by_fives.scale = Scale::Fives;
        assert_eq!(by_fives.announcements(), (0..=7).collect::<Vec<_>>());
        assert_eq!(
            rules(Variant::Muggins, 2).announcements(),
            vec![0, 5, 10, 15, 20]
        );
        assert_eq!(
            rules(Variant::FivesAndThrees, 2).announcements(),
            vec![0, 1, 2, 3, 4, 6, 8],
            "the count table (RULES.md §3)"
        );
        let threes: Vec<i32> = (0..=12).map(|k| 3 * k).collect();
        assert_eq!(rules(Variant::AllThrees, 2).announcements(), threes);
        let five_up = rules(Variant::FiveUp, 2).announcements();
        assert_eq!(five_up.last(), Some(&12), "60 on the fives scale");
    }
}
