//! The end of a hand (RULES.md §4) and scoring towards the target (§5): what the players show,
//! the tally, the settlement by the end-of-hand rule, and the exact-target rule.

use super::credit::{self, Credit, NotScored};
use super::errors::{ClosedBy, EventError, HoldsError};
use super::events::{HandEnd, Holds};
use super::hand::{Hand, Shown};
use super::settled::{NobodyScores, OwnLoss, PipTerm, Settlement, SidePips, Steps};
use super::state::MatchState;
use crate::engine::fixed::FixedVec;
use crate::engine::rules::EndOfHand;
use crate::engine::seat::{PerSide, Seat, Side};

impl MatchState {
    /// The players whose pips settle the finished hand and who have not shown them yet.
    #[must_use]
    pub fn missing_holds(&self) -> Vec<Seat> {
        self.each_missing_holds().collect()
    }

    /// [`MatchState::missing_holds`] one by one, without allocating.
    fn each_missing_holds(&self) -> impl Iterator<Item = Seat> + '_ {
        let hand = self.hand.as_ref();
        Seat::all(self.setup.players.len()).filter(move |&p| {
            hand.is_some_and(|h| self.needs_holds(h, p) && h.holds[p].is_none() && h.tiles[p] > 0)
        })
    }

    /// The players whose pips the settlement of `hand` uses (RECORD.md "End of hand").
    #[must_use]
    pub fn needed_holds(&self, hand: &Hand) -> Vec<Seat> {
        Seat::all(self.setup.players.len())
            .filter(|&p| self.needs_holds(hand, p))
            .collect()
    }

    /// Whether the settlement of `hand` uses `player`'s pips (RECORD.md "End of hand").
    fn needs_holds(&self, hand: &Hand, player: Seat) -> bool {
        match (hand.end, self.rules().end_of_hand) {
            (None, _) | (_, EndOfHand::ChipOut) => false,
            (Some(HandEnd::Blocked), _) | (_, EndOfHand::Own | EndOfHand::Difference) => true,
            (Some(HandEnd::Domino { player: out }), _) => {
                self.setup.side_of(player) != self.setup.side_of(out)
            }
        }
    }

    /// `player` shows what they hold at the end of the hand (RECORD.md "End of hand").
    pub(super) fn reveal(&mut self, player: Seat, holds: &Holds) -> Result<(), EventError> {
        self.check_player(player)?;
        self.over()?;
        let name = || self.name(player).to_string();
        // `let else`, not `ok_or`: an error built and dropped would cost every event.
        let Some(hand) = self.hand.as_ref() else {
            return Err(EventError::NoHand);
        };
        if hand.end.is_none() {
            return Err(EventError::Holds(HoldsError::BeforeEnd));
        }
        if hand.settled {
            return Err(EventError::Holds(HoldsError::AfterSettled));
        }
        if hand.holds[player].is_some() {
            return Err(EventError::Holds(HoldsError::Twice { name: name() }));
        }
        let has = hand.tiles[player];
        match holds {
            Holds::Pips(n) => {
                if *n > super::MOST_PIPS_A_TILE * u32::from(has) {
                    return Err(EventError::Holds(HoldsError::TooManyPips {
                        name: name(),
                        has,
                        pips: *n,
                        most: hand.unseen().totals(has).last().copied(),
                    }));
                }
            }
            Holds::Tiles(tiles) => {
                if tiles.len() != usize::from(has) {
                    return Err(EventError::Holds(HoldsError::Count {
                        name: name(),
                        has,
                        listed: tiles.len(),
                    }));
                }
                for (i, tile) in tiles.iter().enumerate() {
                    if hand.layout.contains(*tile) {
                        return Err(EventError::Holds(HoldsError::OnTable(*tile)));
                    }
                    if tiles[..i].contains(tile) {
                        return Err(EventError::Holds(HoldsError::ListedTwice(*tile)));
                    }
                    if let Some(other) = hand
                        .holds
                        .iter()
                        .position(|h| h.is_some_and(|shown| shown.has(*tile)))
                        .map(Seat)
                    {
                        return Err(EventError::Holds(HoldsError::InOtherHand {
                            tile: *tile,
                            other: self.name(other).to_string(),
                        }));
                    }
                }
            }
        }
        self.possible_with(hand, player, holds)?;
        self.hand.as_mut().expect("checked").holds[player] = Some(Shown::of(holds));
        Ok(())
    }

    /// Refuses what `player` shows when it cannot be met together with what the others showed
    /// before it in `hand`: the tiles not on the table must split into every hand and the
    /// boneyard so that each total and tile list holds (RECORD.md "End of hand"). Allocates only
    /// to say why.
    fn possible_with(&self, hand: &Hand, player: Seat, holds: &Holds) -> Result<(), EventError> {
        let unseen = hand.unseen();
        let has = hand.tiles[player];
        let refusal = match holds {
            Holds::Pips(pips) => {
                if unseen.hand(has, *pips).possible() {
                    return Ok(());
                }
                HoldsError::CannotHold {
                    name: self.name(player).to_string(),
                    has,
                    pips: *pips,
                    totals: unseen.totals(has),
                    rest_shown: unseen.rest() == usize::from(has),
                }
            }
            Holds::Tiles(tiles) => {
                if unseen.without(tiles).possible() {
                    return Ok(());
                }
                HoldsError::NeededByOthers {
                    name: self.name(player).to_string(),
                    tiles: tiles.clone(),
                }
            }
        };
        Err(EventError::Holds(refusal))
    }

    /// Credits `amount` (match scale) to `side` under the exact-target rule; checks for a winner.
    pub(super) fn credit(&mut self, side: Side, amount: i32) {
        // Nothing is scored once the match is won.
        if self.winner.is_some() && amount != 0 {
            let not_scored = Some(NotScored::MatchWon);
            let credit = Credit {
                side,
                points: amount,
                not_scored,
            };
            credit::record(&mut self.credits.0, credit);
        }
        if self.winner.is_none()
            && self.add(side, amount)
            && self.scores[side] >= self.rules().target as i32
        {
            self.winner = Some(side);
        }
    }

    /// Adds `amount` (match scale) to `side` unless the exact-target rule refuses a score that
    /// would pass the target (RULES.md §5); whether it was added.
    /// Every amount tried is kept in [`MatchState::credits`] with what became of it.
    fn add(&mut self, side: Side, amount: i32) -> bool {
        let score = self.scores[side];
        let new = score + amount;
        let target = self.rules().target as i32;
        if amount == 0 {
            return false;
        }
        let not_scored =
            (self.rules().exact_target && new > target).then_some(NotScored::PassesTarget {
                score,
                would_reach: new,
                target,
            });
        credit::record(
            &mut self.credits.0,
            Credit {
                side,
                points: amount,
                not_scored,
            },
        );
        if not_scored.is_some() {
            return false;
        }
        self.scores[side] = new;
        true
    }

    /// Closes the muggins window and settles a finished hand: the awards by the end-of-hand
    /// rule, then a winner among the sides at or past the target (RULES.md §4–§5).
    pub(super) fn tally(&mut self) -> Result<(), EventError> {
        self.settle(None)
    }

    /// [`MatchState::tally`]; with `deal` (a new hand, led by the given leader if any) it also
    /// refuses a won match ([`EventError::MatchOver`]) and a leader who is no player, after the
    /// settlement is figured but before it is kept, so that a refusal changed nothing but what
    /// [`MatchState::apply`]'s undo record restores (the scores, the winner, the window).
    pub(super) fn settle(&mut self, deal: Option<Option<Seat>>) -> Result<(), EventError> {
        // In the middle of a hand a tally is *No call*; after its end, the settlement.
        let ended = self.hand.as_ref().is_some_and(|h| h.end.is_some());
        self.close_window(if ended {
            ClosedBy::Settlement
        } else {
            ClosedBy::NoCall
        });
        let before_deal = |state: &MatchState| -> Result<(), EventError> {
            if let Some(leader) = deal {
                state.over()?;
                if let Some(l) = leader {
                    state.check_player(l)?;
                }
            }
            Ok(())
        };
        let Some(hand) = &self.hand else {
            return before_deal(self);
        };
        if hand.end.is_none() || hand.settled {
            return before_deal(self);
        }
        if self.winner.is_some() {
            before_deal(self)?;
            self.hand.as_mut().expect("checked").settled = true;
            return Ok(());
        }
        if let Some(p) = self.each_missing_holds().next() {
            return Err(EventError::MissingHolds {
                player: self.name(p).to_string(),
            });
        }
        let settlement = self.settlement(hand);
        let (end, led_by) = (hand.end.expect("checked"), hand.led_by);
        for (side, award) in settlement.awards.sides() {
            self.add(side, award);
        }
        let target = self.rules().target as i32;
        let best = self.scores.iter().copied().max().unwrap_or(0);
        let mut leaders = self.scores.sides().filter(|&(_, score)| score == best);
        if let (Some((first, _)), None) = (leaders.next(), leaders.next())
            && best >= target
        {
            self.winner = Some(first);
        }
        before_deal(self)?;
        let hand = self.hand.as_mut().expect("checked");
        hand.settled = true;
        hand.settlement = Some(settlement.clone());
        self.last_settlement = Some(settlement);
        self.last_end = Some((end, led_by));
        Ok(())
    }

    /// The settlement of a finished hand whose needed holds are known (RULES.md §4).
    fn settlement(&self, hand: &Hand) -> Settlement {
        let rules = self.rules();
        let setup = &self.setup;
        let end = hand.end.expect("finished hand");
        let sides = setup.sides();
        let pips: FixedVec<Option<u32>, 4> = Seat::all(setup.players.len())
            .map(|p| {
                hand.holds[p]
                    .map(|shown| shown.pips)
                    .or((hand.tiles[p] == 0).then_some(0))
            })
            .collect();
        let pip = |p: Seat| pips[p].unwrap_or(0) as i32;
        let side_pips = |s: Side| setup.members_iter(s).map(pip).sum::<i32>();
        let mut settlement = Settlement {
            end,
            pips,
            winners: FixedVec::new(),
            raw: 0,
            rounded: 0,
            awards: PerSide::filled(0, sides),
            steps: Steps {
                divisor: rules.scale.divisor() as i32,
                ..Steps::default()
            },
            chip_out: None,
            nobody: None,
        };
        if rules.end_of_hand == EndOfHand::ChipOut {
            match end {
                // The point went with the last tile, as its credits say (RULES.md §4–§5).
                HandEnd::Domino { player } => {
                    let side = setup.side_of(player);
                    settlement.chip_out = hand.last_play.as_ref().and_then(|play| {
                        let credit = play.credits.iter().find(|c| c.side == side)?;
                        Some(Credit {
                            side,
                            points: play.chip_out,
                            not_scored: credit.not_scored,
                        })
                    });
                }
                HandEnd::Blocked => settlement.nobody = Some(NobodyScores::BlockedChipOut),
            }
            return settlement;
        }
        if rules.end_of_hand == EndOfHand::Own {
            for side in Side::all(sides) {
                let pips = side_pips(side);
                let rounded = rules.round(pips);
                settlement.awards[side] = -rules.to_scale(rounded);
                settlement.steps.own.push(OwnLoss {
                    side,
                    pips,
                    rounded,
                });
            }
            return settlement;
        }
        // The terms of the sum: each player of `of`'s pips, rounded by itself under
        // `opponents-each`.
        let terms = |of: &[Side], each: bool| -> FixedVec<PipTerm, 4> {
            Seat::all(setup.players.len())
                .filter(|&p| of.contains(&setup.side_of(p)))
                .map(|p| PipTerm {
                    player: p,
                    pips: pip(p) as u32,
                    rounded: each.then(|| rules.round(pip(p))),
                })
                .collect()
        };
        let each = rules.end_of_hand == EndOfHand::OpponentsEach;
        let difference = rules.end_of_hand == EndOfHand::Difference;
        // The amount a winning side earns from the others (points, rounded).
        let amount = |winner: Side, others: &[Side]| -> (i32, i32) {
            let opponents =
                || Seat::all(setup.players.len()).filter(|&p| others.contains(&setup.side_of(p)));
            match rules.end_of_hand {
                EndOfHand::OpponentsEach => {
                    let raw: i32 = opponents().map(pip).sum();
                    (raw, opponents().map(|p| rules.round(pip(p))).sum())
                }
                EndOfHand::Difference => {
                    let raw = opponents().map(pip).sum::<i32>() - side_pips(winner);
                    (raw, rules.round(raw).max(0))
                }
                _ => {
                    let raw: i32 = opponents().map(pip).sum();
                    (raw, rules.round(raw))
                }
            }
        };
        let winners: FixedVec<Side, 4> = match end {
            HandEnd::Domino { player } => [setup.side_of(player)].into_iter().collect(),
            HandEnd::Blocked => {
                // The comparison that decides it, fewest pips first.
                let mut compared: FixedVec<SidePips, 4> = Side::all(sides)
                    .map(|side| SidePips {
                        side,
                        pips: side_pips(side),
                    })
                    .collect();
                compared.sort_by_key(|s| s.pips);
                settlement.steps.compared = compared;
                let fewest = Side::all(sides).map(side_pips).min().unwrap_or(0);
                Side::all(sides)
                    .filter(|&s| side_pips(s) == fewest)
                    .collect()
            }
        };
        match winners.as_slice() {
            [winner] => {
                let others: FixedVec<Side, 4> = Side::all(sides).filter(|s| s != winner).collect();
                let (raw, rounded) = amount(*winner, &others);
                settlement.raw = raw;
                settlement.rounded = rounded;
                settlement.awards[*winner] = rules.to_scale(rounded);
                settlement.steps.added = terms(&others, each);
                if difference {
                    settlement.steps.taken = terms(&[*winner], false);
                }
                settlement.winners = winners;
            }
            [a, b] if sides == 3 => {
                // Three players, two tied: they split the third's rounded pips, each share rounded
                // down to the unit (RULES.md §4, [D]).
                let third = Side::all(3)
                    .find(|s| s != a && s != b)
                    .expect("three sides");
                let (raw, rounded) = amount(*a, &[third]);
                let unit = rules.variant.unit() as i32;
                let share = (rounded / 2).div_euclid(unit) * unit;
                settlement.raw = raw;
                settlement.rounded = rounded;
                settlement.awards[*a] = rules.to_scale(share);
                settlement.awards[*b] = rules.to_scale(share);
                settlement.steps.added = terms(&[third], each);
                if difference {
                    settlement.steps.taken = terms(&[*a], false);
                }
                settlement.steps.share = Some(share);
                settlement.winners = winners;
            }
            _ => settlement.nobody = Some(NobodyScores::Tie),
        }
        settlement
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{place, t};
    use super::super::{Event, Setup};
    use super::*;
    use crate::engine::rules::{Deal, Rules, Scale, Variant};

    /// A blocked hand of `players` holding `pips` pips (by seat), settled under `rule`. Ana
    /// leads [3-3] from two tiles each and the next player draws the boneyard, so the totals are
    /// set on the hand as shown, past the check that the tiles off the table can hold them
    /// together (`unseen.rs`): the arithmetic of the settlement is what these tests are about.
    fn blocked(players: &[&str], rule: EndOfHand, pips: &[u32]) -> MatchState {
        blocked_on(players, rule, Scale::Points, pips)
    }

    /// [`blocked`] on `scale`.
    fn blocked_on(players: &[&str], rule: EndOfHand, scale: Scale, pips: &[u32]) -> MatchState {
        let mut setup = Setup::new(
            players.iter().map(|s| s.to_string()).collect(),
            Variant::AllFives,
        );
        setup.rules.end_of_hand = rule;
        setup.rules.scale = scale;
        setup.rules.deal = Deal::Each(2);
        let n = players.len();
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted { leader: None }).unwrap();
        place(&mut game, 0, "3-3", None).unwrap();
        let drawable = game.hand().unwrap().boneyard;
        game.apply(&Event::TilesDrawn {
            player: Seat(1),
            count: drawable,
        })
        .unwrap();
        for p in (1..n).chain(std::iter::once(0)) {
            game.apply(&Event::Passed { player: Seat(p) }).unwrap();
        }
        let hand = game.hand.as_mut().unwrap();
        for (p, &n) in pips.iter().enumerate() {
            hand.holds[p] = Some(Shown {
                pips: n,
                tiles: None,
            });
        }
        game.apply(&Event::Tallied).unwrap();
        game
    }

    #[test]
    fn end_of_hand_rules_on_the_same_hands() {
        // Blocked, Ana holds 3, Ben 13 and (3 players) Cy 3+3 = 6.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[3, 13]);
        assert_eq!(g.scores(), &[15, 0]);
        let g = blocked(&["Ana", "Ben"], EndOfHand::Difference, &[3, 13]);
        assert_eq!(g.scores(), &[10, 0]);
        let g = blocked(&["Ana", "Ben"], EndOfHand::Own, &[3, 13]);
        assert_eq!(g.scores(), &[-5, -15]);
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[1, 3, 3]);
        assert_eq!(g.scores(), &[5, 0, 0], "opponents: 3 + 3 = 6 -> 5");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::OpponentsEach, &[1, 3, 3]);
        assert_eq!(g.scores(), &[10, 0, 0], "opponents-each: 5 + 5");
        // Ties: nobody with two players; a split with three, rounded down to 5.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[4, 4]);
        assert_eq!(g.scores(), &[0, 0]);
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[4, 4, 13]);
        assert_eq!(g.scores(), &[5, 5, 0], "15 split is 5 each");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[4, 4, 4]);
        assert_eq!(g.scores(), &[0, 0, 0], "three-way tie");
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Difference, &[4, 4, 24]);
        assert_eq!(g.scores(), &[10, 10, 0], "round5(24 - 4) = 20 split");
    }

    #[test]
    fn hands_shown_as_tiles_round_as_the_rules_card_says() {
        // RULES.md §4: [6-4] [2-1] = 13 -> 15; [1-2] -> 5; [1-1] -> 0.
        let rules = Rules::preset(Variant::AllFives, 2);
        let pips =
            |tiles: &[&str]| Holds::Tiles(tiles.iter().map(|s| t(s)).collect()).pips() as i32;
        assert_eq!(pips(&["6-4", "2-1"]), 13);
        assert_eq!(rules.round(pips(&["6-4", "2-1"])), 15);
        assert_eq!(rules.round(pips(&["1-2"])), 5);
        assert_eq!(rules.round(pips(&["1-1"])), 0);
        // Ben blocked with [6-4] [2-1] against Ana's [0-0]: Ana scores 15.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[0, 13]);
        assert_eq!(g.scores(), &[15, 0]);
        let s = g.last_settlement().unwrap();
        assert_eq!(
            (s.raw, s.rounded, s.winners.to_vec()),
            (13, 15, vec![Side(0)])
        );
    }

    /// Each term of `steps.added` (or `taken`) as (seat, pips, rounded by itself).
    fn terms(of: &[PipTerm]) -> Vec<(usize, u32, Option<i32>)> {
        of.iter().map(|t| (t.player.0, t.pips, t.rounded)).collect()
    }

    #[test]
    fn each_rule_keeps_the_steps_of_its_arithmetic() {
        // opponents: Ana & Cy 4 win; Ben 2 + Di 9 = 11 -> 10, on points.
        let g = blocked(
            &["Ana", "Ben", "Cy", "Di"],
            EndOfHand::Opponents,
            &[1, 2, 3, 9],
        );
        let s = g.last_settlement().unwrap();
        assert_eq!(terms(&s.steps.added), [(1, 2, None), (3, 9, None)]);
        assert!(s.steps.taken.is_empty() && s.steps.own.is_empty());
        assert_eq!((s.raw, s.rounded, s.steps.divisor), (11, 10, 1));
        // difference: (13) - 3 = 10 -> 10; the winner's own pips are the term taken away.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Difference, &[3, 13]);
        let s = g.last_settlement().unwrap();
        assert_eq!(terms(&s.steps.added), [(1, 13, None)]);
        assert_eq!(terms(&s.steps.taken), [(0, 3, None)]);
        assert_eq!((s.raw, s.rounded), (10, 10));
        // opponents-each: 3 -> 5 and 3 -> 5, then 5 + 5 = 10 (RULES.md §4).
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::OpponentsEach, &[1, 3, 3]);
        let s = g.last_settlement().unwrap();
        assert_eq!(terms(&s.steps.added), [(1, 3, Some(5)), (2, 3, Some(5))]);
        assert_eq!((s.raw, s.rounded), (6, 10));
        // own: each side its own pips, rounded: 3 -> 5, 13 -> 15.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Own, &[3, 13]);
        let own: Vec<(usize, i32, i32)> = g
            .last_settlement()
            .unwrap()
            .steps
            .own
            .iter()
            .map(|o| (o.side.0, o.pips, o.rounded))
            .collect();
        assert_eq!(own, [(0, 3, 5), (1, 13, 15)]);
        // A three-player tie: Cy's 13 -> 15 split, 15 / 2 rounded down to 5 each.
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Opponents, &[4, 4, 13]);
        let s = g.last_settlement().unwrap();
        assert_eq!(terms(&s.steps.added), [(2, 13, None)]);
        assert_eq!((s.rounded, s.steps.share), (15, Some(5)));
        // Under difference the tie splits round5(24 - 4) = 20: 10 each.
        let g = blocked(&["Ana", "Ben", "Cy"], EndOfHand::Difference, &[4, 4, 24]);
        let s = g.last_settlement().unwrap();
        assert_eq!(terms(&s.steps.taken), [(0, 4, None)]);
        assert_eq!((s.raw, s.rounded, s.steps.share), (20, 20, Some(10)));
        // The ÷5 scale: 10 pips -> 10 points, ÷ 5 = 2 on the board (RULES.md §5).
        let g = blocked_on(
            &["Ana", "Ben"],
            EndOfHand::Opponents,
            Scale::Fives,
            &[0, 10],
        );
        let s = g.last_settlement().unwrap();
        assert_eq!((s.rounded, s.steps.divisor, s.awards[Side(0)]), (10, 5, 2));
        // Nobody wins a two-player tie: no steps but the scale.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[4, 4]);
        let s = g.last_settlement().unwrap();
        assert!(s.steps.added.is_empty() && s.steps.share.is_none());
    }

    #[test]
    fn too_many_pips_says_the_most_the_tiles_off_the_table_make() {
        // One tile each: Ana leads [6-6] and dominoes. Ben's one tile is not [6-6]: it holds at
        // most 11 pips ([6-5]), not 12.
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules.deal = Deal::Each(1);
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        place(&mut game, 0, "6-6", None).unwrap();
        let err = game
            .apply(&Event::HandRevealed {
                player: Seat(1),
                holds: Holds::Pips(13),
            })
            .unwrap_err();
        assert_eq!(
            err,
            EventError::Holds(HoldsError::TooManyPips {
                name: "Ben".into(),
                has: 1,
                pips: 13,
                most: Some(11),
            })
        );
    }

    #[test]
    fn teams_sum_their_pips() {
        let g = blocked(
            &["Ana", "Ben", "Cy", "Di"],
            EndOfHand::Opponents,
            &[1, 2, 3, 9],
        );
        // Ana & Cy 4, Ben & Di 11: Ana & Cy score round5(11) = 10.
        assert_eq!(g.scores(), &[10, 0]);
        let g = blocked(&["Ana", "Ben", "Cy", "Di"], EndOfHand::Own, &[3, 0, 3, 0]);
        assert_eq!(g.scores(), &[-5, 0], "own: 3 + 3 -> 5");
    }

    #[test]
    fn a_blocked_hand_keeps_the_comparison_that_decided_it() {
        // Partners (RULES.md §4): Ben holds the fewest pips alone (1), but Ana & Cy's 4 + 9 = 13
        // is fewer than Ben & Di's 1 + 22 = 23, so Ana & Cy win on team pips.
        let g = blocked(
            &["Ana", "Ben", "Cy", "Di"],
            EndOfHand::Opponents,
            &[4, 1, 9, 22],
        );
        let s = g.last_settlement().unwrap();
        let compared: Vec<(Side, i32)> =
            s.steps.compared.iter().map(|c| (c.side, c.pips)).collect();
        assert_eq!(compared, [(Side(0), 13), (Side(1), 23)]);
        assert_eq!(s.winners.as_slice(), [Side(0)]);
        assert_eq!(s.nobody, None);
        // A two-player tie: the comparison, and nobody scores.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Opponents, &[6, 6]);
        let s = g.last_settlement().unwrap();
        assert_eq!(s.steps.compared.len(), 2);
        assert_eq!(s.nobody, Some(NobodyScores::Tie));
        assert_eq!(g.scores(), &[0, 0]);
        // Under `own` nobody wins on pips: no comparison.
        let g = blocked(&["Ana", "Ben"], EndOfHand::Own, &[3, 8]);
        assert!(g.last_settlement().unwrap().steps.compared.is_empty());
    }

    #[test]
    fn exact_target_refuses_a_passing_score() {
        let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        setup.rules.target = 15;
        setup.rules.exact_target = true;
        let mut game = MatchState::new(setup);
        game.apply(&Event::HandStarted { leader: None }).unwrap();
        place(&mut game, 0, "5-5", None).unwrap(); // 10
        place(&mut game, 1, "5-0", Some("5-5")).unwrap(); // 10 + 0
        assert_eq!(game.scores(), &[10, 10]);
        place(&mut game, 0, "0-0", Some("5-0")).unwrap(); // 10 + 0 = 10: 20 would pass 15
        assert_eq!(game.scores(), &[10, 10]);
        assert_eq!(game.winner(), None);
        place(&mut game, 1, "5-2", Some("5-5")).unwrap(); // 0 + 2 = 2
        place(&mut game, 0, "0-3", Some("0-0")).unwrap(); // 2 + 3 = 5: exactly 15
        assert_eq!(game.scores(), &[15, 10]);
        assert_eq!(game.winner(), Some(Side(0)));
        let err = place(&mut game, 1, "2-2", Some("5-2")).unwrap_err();
        assert_eq!(err.to_string(), "the match is over: Ana won");
    }
}
