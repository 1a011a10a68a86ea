//! The muggins rulings (RULES.md §6): announcing a placement's points, calling "Muggins!", and
//! crediting the placement — the [`MugginsRuling`] the app shows with its arithmetic, never
//! deciding the rule itself.
//!
//! A placement's window is ruled as soon as nothing said later can change it — an accepted call,
//! a right announcement, an announcement on a placement that scores nothing — and otherwise when
//! the window closes (the next placement, draw or pass, or a tally). The points are credited at
//! the ruling, so the scoreboard, the headline and the log change together. This is only a
//! question of *when*: every record scores as RULES.md §6 and RECORD.md's fine print say.

use super::credit::Credits;
use super::errors::{ClosedBy, EventError, MugginsError};
use super::hand::Pending;
use super::ruling::{MugginsRuling, Verdict};
use super::state::MatchState;
use crate::engine::rules::MugginsRule;
use crate::engine::seat::Seat;
use crate::engine::tile::Tile;

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
                side: game.setup.side_of(pending.player),
            },
            credits: Credits::new(),
        }
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
    pub fn rule_call(&self, caller: Seat) -> Result<MugginsRuling, EventError> {
        self.check_player(caller)?;
        let steal = match self.rules().muggins {
            MugginsRule::Off => return Err(EventError::MugginsOff),
            MugginsRule::Steal => true,
            MugginsRule::Forfeit => false,
        };
        // `let else`, not `ok_or`: an error built and dropped would cost every call.
        let Some((hand, play)) = self
            .hand
            .as_ref()
            .and_then(|h| Some((h, h.last_play.as_ref()?)))
        else {
            // A new hand with no placement yet, after the last one was settled: too late for
            // that hand's last placement, and the settlement closed its window.
            let settled = self.hand.as_ref().is_some_and(|h| h.last_play.is_none())
                && self.last_settlement().is_some();
            return Err(EventError::Muggins(if settled {
                MugginsError::TooLate {
                    by: ClosedBy::Settlement,
                }
            } else {
                MugginsError::WindowClosed
            }));
        };
        let placer = || self.name(play.player).to_string();
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
                // What closed the window is the reason (a draw, a pass, No call, the settlement).
                verdict: Verdict::Refused(match hand.closed_by {
                    Some(by) => MugginsError::TooLate { by },
                    None => MugginsError::WindowClosed,
                }),
                credits: Credits::new(),
            });
        };
        let refusal = if let Some(first) = pending.called_by {
            Some(MugginsError::SecondCall {
                first: self.name(first).to_string(),
            })
        } else if self.setup.side_of(caller) == self.setup.side_of(pending.player) {
            Some(MugginsError::OwnSide {
                caller: self.name(caller).to_string(),
                own: caller == pending.player,
            })
        } else if pending.announced.is_none() && !pending.nothing_said {
            // The calls open once the placer has announced (RULES.md §6); the refusal says
            // nothing of the count.
            Some(MugginsError::StillAnnouncing { placer: placer() })
        } else if pending.points == 0 {
            Some(MugginsError::ScoresNothing { placer: placer() })
        } else if pending.announced == Some(pending.points) {
            Some(MugginsError::RightAnnouncement {
                placer: placer(),
                points: pending.points,
            })
        } else {
            None
        };
        let verdict = match refusal {
            Some(why) => Verdict::Refused(why),
            None if steal => Verdict::Stolen {
                side: self.setup.side_of(caller),
            },
            None => Verdict::Forfeited {
                side: self.setup.side_of(pending.player),
            },
        };
        Ok(MugginsRuling {
            caller: Some(caller),
            verdict,
            ..MugginsRuling::unchallenged(self, pending, play.tile)
        })
    }

    /// The placement whose window is open, when the muggins rule is on.
    fn pending_for_muggins(&self) -> Result<&Pending, EventError> {
        if self.rules().muggins == MugginsRule::Off {
            return Err(EventError::MugginsOff);
        }
        match self.hand.as_ref().and_then(|h| h.pending.as_ref()) {
            Some(pending) => Ok(pending),
            None => Err(EventError::Muggins(MugginsError::WindowClosed)),
        }
    }

    /// The open placement, once [`MatchState::pending_for_muggins`] has found it.
    fn pending_mut(&mut self) -> &mut Pending {
        self.hand
            .as_mut()
            .and_then(|h| h.pending.as_mut())
            .expect("checked by pending_for_muggins")
    }

    /// The tile of the placement whose window is open (it is the last placement).
    fn pending_tile(&self) -> Tile {
        self.hand
            .as_ref()
            .and_then(|h| h.last_play.as_ref())
            .map(|p| p.tile)
            .expect("an open window belongs to the last placement")
    }

    /// Whether `player` may announce (a number or nothing) for the open placement: the placer,
    /// once, before any call.
    fn may_announce(&self, player: Seat) -> Result<(), EventError> {
        self.check_player(player)?;
        let pending = self.pending_for_muggins()?;
        let placer = || self.name(pending.player).to_string();
        if pending.player != player {
            return Err(EventError::Muggins(MugginsError::NotPlacer {
                who: self.name(player).to_string(),
                placer: placer(),
            }));
        }
        if pending.announced.is_some() {
            return Err(EventError::Muggins(MugginsError::AlreadyAnnounced {
                placer: placer(),
            }));
        }
        if pending.called_by.is_some() {
            return Err(EventError::Muggins(MugginsError::AfterCall));
        }
        if pending.nothing_said {
            return Err(EventError::Muggins(MugginsError::AlreadyAnnounced {
                placer: placer(),
            }));
        }
        Ok(())
    }

    /// `player` announces `points` for their own placement, once, before any call. Nothing is
    /// credited yet, right or wrong: the placement is ruled when its window closes or an opponent
    /// calls (RULES.md §6), so the scores tell the table nothing an opponent should have to catch.
    pub(super) fn announce(&mut self, player: Seat, points: i32) -> Result<(), EventError> {
        self.may_announce(player)?;
        self.pending_mut().announced = Some(points);
        Ok(())
    }

    /// `player`, the placer, says nothing for their placement: the announcement is made, as
    /// silence, and the opponents may call (RULES.md §6). Refused like an announcement (not the
    /// placer, said already, after a call).
    pub(super) fn say_nothing(&mut self, player: Seat) -> Result<(), EventError> {
        self.may_announce(player)?;
        self.pending_mut().nothing_said = true;
        Ok(())
    }

    /// The "said nothing" a call by `caller` implies where the placer has not announced yet:
    /// `Some(Event::NothingSaid)` when that call is refused only because the placer is still
    /// announcing. A record's `muggins` line with no `says` before it means the placer said
    /// nothing (RECORD.md), and so did a call in a save written before "said nothing" was an
    /// entry ([`super::LogParts::with_silences`]).
    #[must_use]
    pub fn implied_silence(&self, caller: Seat) -> Option<super::events::Event> {
        let ruling = self.rule_call(caller).ok()?;
        matches!(
            ruling.verdict,
            Verdict::Refused(MugginsError::StillAnnouncing { .. })
        )
        .then_some(super::events::Event::NothingSaid {
            player: ruling.placer,
        })
    }

    /// An opponent of the placer calls "Muggins!" on a wrong or missing announcement, once per
    /// placement; the call is ruled and credited at once ([`MatchState::rule_call`]).
    pub(super) fn call(&mut self, player: Seat) -> Result<(), EventError> {
        let ruling = self.rule_call(player)?;
        if let Verdict::Refused(why) = ruling.verdict {
            return Err(EventError::Muggins(why));
        }
        self.pending_mut().called_by = Some(player);
        self.rule(ruling);
        Ok(())
    }

    /// Records `ruling` on the open placement and credits it (RULES.md §6): the placer keeps any
    /// chip-out point; the count goes to the side the verdict names, or to nobody.
    fn rule(&mut self, mut ruling: MugginsRuling) {
        if ruling.is_refused() {
            return;
        }
        let before = self.credits.0.len();
        let placer = self.setup.side_of(ruling.placer);
        let chip_out = self
            .hand
            .as_mut()
            .and_then(|h| h.pending.as_mut())
            .map_or(0, |p| {
                p.ruled = true;
                p.chip_out
            });
        match ruling.verdict {
            Verdict::Scored { side } => self.credit(side, ruling.points + chip_out),
            Verdict::Stolen { side } => {
                self.credit(placer, chip_out);
                self.credit(side, ruling.points);
            }
            Verdict::Forfeited { .. } | Verdict::Refused(_) => self.credit(placer, chip_out),
        }
        ruling.credits = self.credits.0[before..].iter().copied().collect();
        if let Some(hand) = self.hand.as_mut() {
            if let Some(play) = &mut hand.last_play {
                play.credits = ruling.credits;
            }
            hand.rulings.push(ruling);
        }
    }

    /// Closes the muggins window of the last placement (`by`: the entry that closes it) and
    /// credits it unless it was ruled already (RULES.md §6).
    pub(super) fn close_window(&mut self, by: ClosedBy) {
        let Some(pending) = self.hand.as_ref().and_then(|h| h.pending.clone()) else {
            return;
        };
        if !pending.ruled && self.winner.is_none() {
            if self.rules().muggins == MugginsRule::Off {
                let side = self.setup.side_of(pending.player);
                let before = self.credits.0.len();
                self.credit(side, pending.points + pending.chip_out);
                let credited: Credits = self.credits.0[before..].iter().copied().collect();
                if let Some(play) = self.hand.as_mut().and_then(|h| h.last_play.as_mut()) {
                    play.credits = credited;
                }
            } else {
                self.rule(MugginsRuling::unchallenged(
                    self,
                    &pending,
                    self.pending_tile(),
                ));
            }
        }
        if let Some(hand) = self.hand.as_mut() {
            hand.pending = None;
            hand.closed_by = Some(by);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::t;
    use super::*;
    use crate::engine::game::{Event, Setup};
    use crate::engine::rules::Variant;
    use crate::engine::seat::Side;

    /// A hand of All Fives under `rule` for `players`, led by Ana (seat 0).
    fn game(players: &[&str], rule: MugginsRule) -> MatchState {
        let names = players.iter().map(ToString::to_string).collect();
        let mut setup = Setup::new(names, Variant::AllFives);
        setup.rules.muggins = rule;
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        game
    }

    fn place(game: &mut MatchState, player: usize, tile: &str) {
        let tile = t(tile);
        game.apply(&Event::TilePlaced {
            player: Seat(player),
            tile,
            on: None,
        })
        .unwrap();
    }

    fn says(game: &mut MatchState, player: usize, points: i32) {
        game.apply(&Event::PointsAnnounced {
            player: Seat(player),
            points,
        })
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
        g.apply(&Event::MugginsCalled { player: Seat(1) }).unwrap();
        assert_eq!(g.scores(), &[0, 10], "Ben takes the 10 at once");
        let ruling = MugginsRuling {
            placer: Seat(0),
            tile: t("4-6"),
            said: Some(5),
            points: 10,
            caller: Some(Seat(1)),
            verdict: Verdict::Stolen { side: Side(1) },
            credits: [crate::engine::Credit {
                side: Side(1),
                points: 10,
                not_scored: None,
            }]
            .into_iter()
            .collect(),
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
        g.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 5);
        assert_eq!(g.winner(), None);
        g.apply(&Event::MugginsCalled { player: Seat(1) }).unwrap();
        assert_eq!(
            (g.scores().as_slice(), g.winner()),
            (&[0, 10][..], Some(Side(1)))
        );
    }

    #[test]
    fn under_forfeit_the_points_are_lost() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Forfeit);
        place(&mut g, 0, "5-5");
        g.apply(&Event::NothingSaid { player: Seat(0) }).unwrap();
        g.apply(&Event::MugginsCalled { player: Seat(1) }).unwrap();
        assert_eq!(g.scores(), &[0, 0]);
        assert_eq!(rulings(&g)[0].verdict, Verdict::Forfeited { side: Side(0) });
        assert_eq!(rulings(&g)[0].said, None, "Ana said nothing");
    }

    #[test]
    fn a_right_announcement_scores_when_its_window_closes_and_a_call_on_it_is_refused() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 10);
        // Nothing is credited while the window is open: the scores give nothing away.
        assert_eq!(g.scores(), &[0, 0]);
        assert!(rulings(&g).is_empty());
        let why = MugginsError::RightAnnouncement {
            placer: "Ana".into(),
            points: 10,
        };
        let refused = g.rule_call(Seat(1)).unwrap();
        assert_eq!(refused.verdict, Verdict::Refused(why.clone()));
        assert_eq!((refused.said, refused.points), (Some(10), 10));
        assert_eq!(
            g.apply(&Event::MugginsCalled { player: Seat(1) }),
            Err(EventError::Muggins(why))
        );
        assert_eq!(g.scores(), &[0, 0]);
        // The table moving on closes the window: the placement scores its count, once.
        place(&mut g, 1, "5-0");
        assert_eq!(g.scores(), &[10, 0]);
        assert_eq!(rulings(&g)[0].verdict, Verdict::Scored { side: Side(0) });
        assert_eq!(rulings(&g)[0].said, Some(10));
        // Ben's own 10 waits for his window in turn.
        g.apply(&Event::Tallied).unwrap();
        assert_eq!(g.scores(), &[10, 10]);
    }

    #[test]
    fn a_partners_call_is_refused_and_an_opponent_takes_it_for_the_side() {
        let mut g = game(&["Ana", "Ben", "Cy", "Di"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        says(&mut g, 0, 5);
        let cy = g.rule_call(Seat(2)).unwrap();
        let own_side = MugginsError::OwnSide {
            caller: "Cy".into(),
            own: false,
        };
        assert_eq!(cy.verdict, Verdict::Refused(own_side));
        assert_eq!(g.rule_call(Seat(0)).unwrap().verdict, {
            Verdict::Refused(MugginsError::OwnSide {
                caller: "Ana".into(),
                own: true,
            })
        });
        assert!(g.apply(&Event::MugginsCalled { player: Seat(2) }).is_err());
        assert_eq!(g.scores(), &[0, 0]);
        g.apply(&Event::MugginsCalled { player: Seat(3) }).unwrap();
        assert_eq!(g.scores(), &[0, 10], "Ben & Di take the 10");
        assert_eq!(rulings(&g)[0].verdict, Verdict::Stolen { side: Side(1) });
        let second = g.rule_call(Seat(1)).unwrap().verdict;
        let first = MugginsError::SecondCall { first: "Di".into() };
        assert_eq!(second, Verdict::Refused(first));
    }

    #[test]
    fn a_call_on_a_placement_that_scores_nothing_is_refused_and_it_is_ruled_when_its_window_closes()
    {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "4-5"); // 9: nothing
        says(&mut g, 0, 5);
        assert!(rulings(&g).is_empty(), "not ruled while the window is open");
        let why = MugginsError::ScoresNothing {
            placer: "Ana".into(),
        };
        assert_eq!(g.rule_call(Seat(1)).unwrap().verdict, Verdict::Refused(why));
        g.apply(&Event::Tallied).unwrap();
        assert_eq!(rulings(&g)[0].verdict, Verdict::Scored { side: Side(0) });
        assert_eq!(g.scores(), &[0, 0]);
    }

    #[test]
    fn an_unchallenged_window_is_ruled_when_it_closes_and_a_late_call_is_refused() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        assert_eq!(g.scores(), &[0, 0], "the window is open");
        g.apply(&Event::TilesDrawn {
            player: Seat(1),
            count: 1,
        })
        .unwrap();
        assert_eq!(g.scores(), &[10, 0], "unchallenged: Ana scores her count");
        let closed = rulings(&g)[0].clone();
        assert_eq!((closed.said, closed.caller), (None, None));
        assert_eq!(closed.verdict, Verdict::Scored { side: Side(0) });
        let late = g.rule_call(Seat(1)).unwrap();
        let drawn = MugginsError::TooLate { by: ClosedBy::Draw };
        assert_eq!(late.verdict, Verdict::Refused(drawn.clone()));
        assert_eq!((late.placer, late.points, late.said), (Seat(0), 10, None));
        assert_eq!(
            g.apply(&Event::MugginsCalled { player: Seat(1) }),
            Err(EventError::Muggins(drawn))
        );
    }

    #[test]
    fn a_late_call_is_refused_with_what_closed_the_window() {
        let late = |g: &MatchState| match g.rule_call(Seat(1)).unwrap().verdict {
            Verdict::Refused(MugginsError::TooLate { by }) => Some(by),
            _ => None,
        };
        // No call: the table counted it, nothing came after it.
        let mut g = game(&["Ana", "Ben"], MugginsRule::Steal);
        place(&mut g, 0, "5-5");
        g.apply(&Event::Tallied).unwrap();
        assert_eq!(late(&g), Some(ClosedBy::NoCall));
        // A pass after it (Fives and Threes knocks: there is no drawing).
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::FivesAndThrees);
        setup.rules.muggins = MugginsRule::Steal;
        let mut g = MatchState::new(setup);
        g.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        place(&mut g, 0, "5-5");
        g.apply(&Event::Passed { player: Seat(1) }).unwrap();
        assert_eq!(late(&g), Some(ClosedBy::Pass));
        // The settlement: Ana dominoes with [6-1], whose window stays open until the hand is
        // settled at the end of its lines (muggins-2p.fives, hand 1).
        let record = "variant: muggins\nplayers: Ana, Ben\n\nhand 1\nAna: 2-6 = 0\n\
            Ben: 6-5 on 2-6 = 0\nAna: 2-4 on 2-6 = 0\nBen: 5-2 on 5-6 = 0\n\
            Ana: 4-6 on 2-4 = 0\nBen: 6-0 on 4-6 = 0\nAna: 0-4 on 0-6 = 0\n\
            Ben: 4-1 on 0-4 = 0\nAna: 2-2 on 2-5 = 5\nBen: 1-3 on 1-4 = 0\n\
            Ana: 3-6 on 1-3 = 10\nBen: draw 4\nBen: 2-3 on 2-2 = 0\nAna: 6-1 on 3-6 = 0\n\
            Ana: holds 0\nBen: holds 25\n";
        let replay = crate::engine::record::replay(record);
        assert!(replay.is_valid(), "{:?}", replay.problems);
        let mut g = replay.to_match().unwrap().state().unwrap();
        assert!(g.hand().unwrap().settled);
        assert_eq!(late(&g), Some(ClosedBy::Settlement));
        // A new hand with no placement yet: the call is for the last hand's last placement,
        // whose window the settlement closed.
        g.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        assert_eq!(
            g.rule_call(Seat(1)),
            Err(EventError::Muggins(MugginsError::TooLate {
                by: ClosedBy::Settlement
            }))
        );
    }

    #[test]
    fn no_ruling_without_the_muggins_rule_or_a_placement() {
        let mut g = game(&["Ana", "Ben"], MugginsRule::Off);
        assert_eq!(g.rule_call(Seat(1)), Err(EventError::MugginsOff));
        place(&mut g, 0, "5-5");
        assert_eq!(g.scores(), &[10, 0]);
        assert!(rulings(&g).is_empty(), "the log keeps its muggins-off form");
        let g = game(&["Ana", "Ben"], MugginsRule::Steal);
        let closed = Err(EventError::Muggins(MugginsError::WindowClosed));
        assert_eq!(g.rule_call(Seat(1)), closed);
        assert_eq!(
            g.rule_call(Seat(7)),
            Err(EventError::UnknownPlayer(Seat(7)))
        );
    }
}
