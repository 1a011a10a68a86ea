//! The state of a match and how each event changes it: dealing, placing, drawing and passing,
//! whose turn it is (RULES.md §1–§3). The muggins rulings are in `muggins.rs` (§6), the end of a
//! hand and the exact target in `settlement.rs` (§4–§5).

use super::errors::EventError;
use super::events::{Event, HandEnd};
use super::hand::{Hand, Pending, Play};
use super::settlement::Settlement;
use super::setup::Setup;
use crate::engine::layout::{Layout, Place};
use crate::engine::rules::{EndOfHand, MugginsRule, Rules, Variant};
use crate::engine::tile::Tile;

/// The state of a match: scores, the hand in play, the winner. Only changed by [`MatchState::apply`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchState {
    pub(super) setup: Setup,
    /// Each side's score, match scale.
    pub(super) scores: Vec<i32>,
    pub(super) hand: Option<Hand>,
    pub(super) winner: Option<usize>,
    /// How the last finished hand was settled.
    pub(super) last_settlement: Option<Settlement>,
    /// Who dominoed the last finished hand (`None` after a block), and who led it.
    pub(super) last_end: Option<(HandEnd, Option<usize>)>,
}

impl MatchState {
    /// A match that has not started: everyone on 0.
    #[must_use]
    pub fn new(setup: Setup) -> MatchState {
        let sides = setup.sides();
        MatchState {
            setup,
            scores: vec![0; sides],
            hand: None,
            winner: None,
            last_settlement: None,
            last_end: None,
        }
    }

    /// Players and rules.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules.
    #[must_use]
    pub fn rules(&self) -> &Rules {
        &self.setup.rules
    }

    /// Each side's score in the match's scale (points, or ÷5 / ÷3).
    #[must_use]
    pub fn scores(&self) -> &[i32] {
        &self.scores
    }

    /// The current or last hand.
    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_ref()
    }

    /// The side that won the match.
    #[must_use]
    pub fn winner(&self) -> Option<usize> {
        self.winner
    }

    /// The settlement of the last settled hand.
    #[must_use]
    pub fn last_settlement(&self) -> Option<&Settlement> {
        self.last_settlement.as_ref()
    }

    /// Who should lead the next hand (RULES.md §2 "Lead"): whoever dominoed; in Fives and Threes
    /// the player left of the last leader; `None` when it goes by lot (first hand, after a block).
    #[must_use]
    pub fn next_leader(&self) -> Option<usize> {
        let (end, led_by) = self.last_end?;
        if self.rules().variant == Variant::FivesAndThrees {
            return led_by.map(|p| (p + 1) % self.setup.players.len());
        }
        match end {
            HandEnd::Domino { player } => Some(player),
            HandEnd::Blocked => None,
        }
    }

    /// The name of a player.
    #[must_use]
    pub fn name(&self, player: usize) -> &str {
        &self.setup.players[player]
    }

    /// Checks `event` and applies it whole, or changes nothing.
    ///
    /// # Errors
    /// [`EventError`] saying why the event breaks the rules.
    pub fn apply(&mut self, event: &Event) -> Result<(), EventError> {
        let mut next = self.clone();
        next.step(event)?;
        *self = next;
        Ok(())
    }

    /// Refuses a player index that is not a seat of this match.
    pub(super) fn check_player(&self, player: usize) -> Result<(), EventError> {
        if player < self.setup.players.len() {
            Ok(())
        } else {
            Err(EventError::UnknownPlayer(player))
        }
    }

    /// Refuses play once the match has a winner (RULES.md §5).
    pub(super) fn over(&self) -> Result<(), EventError> {
        match self.winner {
            Some(side) => Err(EventError::MatchOver {
                winner: self.setup.side_name(side),
            }),
            None => Ok(()),
        }
    }

    /// Applies `event` to `self`, which [`MatchState::apply`] throws away on an error.
    fn step(&mut self, event: &Event) -> Result<(), EventError> {
        match event {
            Event::HandStarted { leader } => self.start_hand(*leader),
            Event::TilePlaced { player, tile, on } => self.place(*player, *tile, *on),
            Event::TilesDrawn { player, count } => self.draw(*player, *count),
            Event::Passed { player } => self.pass(*player),
            Event::PointsAnnounced { player, points } => self.announce(*player, *points),
            Event::MugginsCalled { player } => self.call(*player),
            Event::HandRevealed { player, holds } => self.reveal(*player, holds),
            Event::Tallied => self.tally(),
        }
    }

    /// Deals a new hand (RULES.md §2 "Deal") after settling the last one.
    fn start_hand(&mut self, leader: Option<usize>) -> Result<(), EventError> {
        // A setup that was never checked (a hand-made state) is refused before anything is dealt.
        self.setup.validate().map_err(EventError::Setup)?;
        if let Some(hand) = &self.hand
            && hand.end.is_none()
        {
            return Err(EventError::HandNotOver);
        }
        self.tally()?;
        self.over()?;
        if let Some(l) = leader {
            self.check_player(l)?;
        }
        let n = self.setup.players.len();
        let each = self.rules().deal.tiles_each(n);
        let number = self.hand.as_ref().map_or(1, |h| h.number + 1);
        self.hand = Some(Hand {
            number,
            layout: Layout::new(self.rules().variant.spinners()),
            tiles: vec![each; n],
            boneyard: 28u8.saturating_sub(each.saturating_mul(n as u8)),
            turn: leader,
            leader,
            led_by: None,
            passes: 0,
            out: vec![false; n],
            end: None,
            holds: vec![None; n],
            pending: None,
            rulings: Vec::new(),
            last_play: None,
            settlement: None,
            settled: false,
        });
        Ok(())
    }

    /// The hand in play, checking the turn for a placement, draw or pass by `player`.
    fn hand_for_turn(&mut self, player: usize) -> Result<(), EventError> {
        self.check_player(player)?;
        self.close_window();
        self.over()?;
        let names = self.setup.players.clone();
        let hand = self.hand.as_ref().ok_or(EventError::NoHand)?;
        if hand.end.is_some() {
            return Err(EventError::HandOver);
        }
        if let Some(turn) = hand.turn
            && turn != player
        {
            return Err(if hand.started() {
                EventError::NotYourTurn {
                    expected: names[turn].clone(),
                    got: names[player].clone(),
                }
            } else {
                EventError::WrongLeader {
                    expected: names[turn].clone(),
                    got: names[player].clone(),
                }
            });
        }
        Ok(())
    }

    /// The next player after `player` who is still in the hand (RULES.md §2 "Turn").
    fn next_turn(&self, hand: &Hand, player: usize) -> usize {
        let n = self.setup.players.len();
        (1..=n)
            .map(|k| (player + k) % n)
            .find(|&p| !hand.out[p])
            .unwrap_or(player)
    }

    /// Places a tile and counts the ends (RULES.md §1–§3); opens its muggins window (§6).
    fn place(&mut self, player: usize, tile: Tile, on: Option<Tile>) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let partners = self.setup.teams.is_some() && rules.variant == Variant::FivesAndThrees;
        let mut hand = self.hand.take().expect("checked");
        let result: Result<(), EventError> = (|| {
            let place: Place = hand.layout.find_place(tile, on)?;
            let lead = !hand.started();
            let index = hand.layout.place(tile, place)?;
            if lead {
                hand.led_by = Some(player);
            }
            hand.tiles[player] = hand.tiles[player].saturating_sub(1);
            hand.passes = 0;
            let total = hand.layout.count();
            let points = rules.play_score(total);
            let mut chip_out = 0;
            if hand.tiles[player] == 0 {
                if partners {
                    hand.out[player] = true;
                    let side = self.setup.side_of(player);
                    if self.setup.members(side).iter().all(|&p| hand.out[p]) {
                        hand.end = Some(HandEnd::Domino { player });
                    }
                } else {
                    hand.end = Some(HandEnd::Domino { player });
                }
                if hand.end.is_some() && rules.end_of_hand == EndOfHand::ChipOut {
                    chip_out = 1;
                }
            }
            if hand.end.is_none() {
                hand.turn = Some(self.next_turn(&hand, player));
            } else {
                hand.turn = None;
            }
            let node = &hand.layout.nodes()[index];
            hand.last_play = Some(Play {
                player,
                tile: node.tile,
                on: place.on,
                terms: hand.layout.count_terms(),
                total,
                points,
                chip_out,
            });
            hand.pending = Some(Pending {
                player,
                points,
                chip_out,
                announced: None,
                called_by: None,
                ruled: false,
            });
            Ok(())
        })();
        self.hand = Some(hand);
        result?;
        if rules.muggins == MugginsRule::Off {
            self.close_window();
        }
        Ok(())
    }

    /// Draws from the boneyard above the reserve (RULES.md §2 "Draw").
    fn draw(&mut self, player: usize, count: u8) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let hand = self.hand.as_mut().expect("checked");
        if !hand.started() {
            return Err(EventError::LeadFirst);
        }
        if !rules.drawing() {
            return Err(EventError::NoDrawing);
        }
        if count == 0 {
            return Err(EventError::DrawZero);
        }
        let available = hand.drawable(&rules);
        if count > available {
            return Err(EventError::DrawTooMany {
                asked: count,
                available,
            });
        }
        hand.boneyard -= count;
        hand.tiles[player] += count;
        hand.passes = 0;
        Ok(())
    }

    /// Knocks when nothing can be drawn; every active player in a row blocks the hand (RULES.md
    /// §2, §4).
    fn pass(&mut self, player: usize) -> Result<(), EventError> {
        self.hand_for_turn(player)?;
        let rules = self.setup.rules.clone();
        let mut hand = self.hand.take().expect("checked");
        let result = (|| {
            if !hand.started() {
                return Err(EventError::LeadFirst);
            }
            let available = hand.drawable(&rules);
            if available > 0 {
                return Err(EventError::PassWhileDrawable { available });
            }
            hand.passes += 1;
            let active = hand.out.iter().filter(|&&o| !o).count();
            if hand.passes >= active {
                hand.end = Some(HandEnd::Blocked);
                hand.turn = None;
            } else {
                hand.turn = Some(self.next_turn(&hand, player));
            }
            Ok(())
        })();
        self.hand = Some(hand);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{place, two_player};
    use super::*;

    #[test]
    fn rules_card_hand_scores_10_and_15() {
        let mut game = two_player();
        place(&mut game, 0, "5-5", None).unwrap();
        assert_eq!(game.scores(), &[10, 0]);
        place(&mut game, 1, "5-0", Some("5-5")).unwrap();
        place(&mut game, 0, "5-3", Some("5-5")).unwrap();
        place(&mut game, 1, "5-2", Some("5-5")).unwrap();
        let play = game.hand().unwrap().last_play.clone().unwrap();
        assert_eq!((play.terms, play.total, play.points), (vec![0, 3, 2], 5, 5));
        place(&mut game, 0, "5-6", Some("5-5")).unwrap();
        assert_eq!(game.scores(), &[10, 15]);
        assert_eq!(game.hand().unwrap().tiles, vec![6, 7]);
        assert_eq!(game.hand().unwrap().boneyard, 10);
    }

    #[test]
    fn turn_draw_and_pass_rules() {
        let mut game = two_player();
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 0,
                count: 1
            }),
            Err(EventError::LeadFirst)
        );
        place(&mut game, 0, "6-6", None).unwrap();
        let before = game.clone();
        let err = place(&mut game, 0, "6-1", None).unwrap_err();
        assert_eq!(err.to_string(), "it is Ben's turn, not Ana's");
        assert_eq!(game, before);
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 1,
                count: 0
            }),
            Err(EventError::DrawZero)
        );
        assert_eq!(
            game.apply(&Event::Passed { player: 1 }),
            Err(EventError::PassWhileDrawable { available: 10 })
        );
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: 1,
                count: 11
            }),
            Err(EventError::DrawTooMany {
                asked: 11,
                available: 10
            })
        );
        game.apply(&Event::TilesDrawn {
            player: 1,
            count: 10,
        })
        .unwrap();
        assert_eq!(game.hand().unwrap().tiles, vec![8, 19]);
        game.apply(&Event::Passed { player: 1 }).unwrap();
        game.apply(&Event::Passed { player: 0 }).unwrap();
        assert_eq!(game.hand().unwrap().end, Some(HandEnd::Blocked));
        assert_eq!(game.missing_holds(), vec![0, 1]);
        assert_eq!(
            game.apply(&Event::Tallied),
            Err(EventError::MissingHolds {
                player: "Ana".into()
            })
        );
    }
}
