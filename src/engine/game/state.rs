//! The state of a match and how each event changes it: dealing, placing, drawing and passing,
//! whose turn it is (RULES.md §1–§3). The muggins rulings are in `muggins.rs` (§6), the end of a
//! hand and the exact target in `settlement.rs` (§4–§5).

use super::credit::{Credits, LastCredits};
use super::errors::{ClosedBy, EventError};
use super::events::{Event, HandEnd};
use super::hand::{Hand, Pending, Play};
use super::settled::Settlement;
use super::setup::Setup;
use crate::engine::fixed::FixedVec;
use crate::engine::layout::{Layout, Place};
use crate::engine::rules::{EndOfHand, MugginsRule, Rules, Variant};
use crate::engine::seat::{PerSide, Seat, Side};
use crate::engine::tile::Tile;

/// The state of a match: scores, the hand in play, the winner. Only changed by [`MatchState::apply`].
///
/// Everything but the setup is inline ([`FixedVec`], [`Layout`]'s fixed arrays): applying an
/// event never allocates, except to say why it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchState {
    pub(super) setup: Setup,
    /// Each side's score, match scale.
    pub(super) scores: PerSide<i32>,
    pub(super) hand: Option<Hand>,
    pub(super) winner: Option<Side>,
    /// How the last finished hand was settled.
    pub(super) last_settlement: Option<Settlement>,
    /// Who dominoed the last finished hand (`None` after a block), and who led it.
    pub(super) last_end: Option<(HandEnd, Option<Seat>)>,
    /// Whether each placement keeps the count's terms in [`Play::terms`] (see
    /// [`MatchState::keep_terms`]).
    pub(super) keep_terms: bool,
    /// What the last event applied credited, or tried to ([`MatchState::credits`]).
    pub(super) credits: LastCredits,
}

impl MatchState {
    /// A match that has not started: everyone on 0.
    #[must_use]
    pub fn new(setup: Setup) -> MatchState {
        let sides = setup.sides();
        MatchState {
            setup,
            scores: PerSide::filled(0, sides),
            hand: None,
            winner: None,
            last_settlement: None,
            last_end: None,
            keep_terms: true,
            credits: LastCredits::default(),
        }
    }

    /// Whether each placement works out the count's terms for [`Play::terms`] (on by default).
    /// A bulk check of records turns it off: the terms walk the whole layout in the compass
    /// order, and only a wrong `= N` needs them. Turning it back on fills in the last
    /// placement's terms from the layout, which no event but a placement changes.
    pub(crate) fn keep_terms(&mut self, keep: bool) {
        self.keep_terms = keep;
        if keep
            && let Some(hand) = &mut self.hand
            && let Some(play) = &mut hand.last_play
        {
            play.terms = hand.layout.terms();
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
    pub fn scores(&self) -> &PerSide<i32> {
        &self.scores
    }

    /// What the last event applied credited to each side, or tried to and why not (RULES.md
    /// §5–§6): a placement's count, its chip-out point, a muggins ruling, a hand's awards. The
    /// scored ones add up to each side's change of score.
    #[must_use]
    pub fn credits(&self) -> &[super::Credit] {
        &self.credits.0
    }

    /// The current or last hand.
    #[must_use]
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_ref()
    }

    /// The side that won the match.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
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
    pub fn next_leader(&self) -> Option<Seat> {
        let (end, led_by) = self.last_end?;
        if self.rules().variant == Variant::FivesAndThrees {
            return led_by.map(|p| p.next(self.setup.players.len()));
        }
        match end {
            HandEnd::Domino { player } => Some(player),
            HandEnd::Blocked => None,
        }
    }

    /// The name of a player.
    #[must_use]
    pub fn name(&self, player: Seat) -> &str {
        &self.setup.players[player]
    }

    /// Checks `event` and applies it whole, or changes nothing.
    ///
    /// Each step checks everything before it changes anything, with one exception: a turn, a
    /// tally or a new hand first closes the open muggins window (RULES.md §6), which credits the
    /// placement, records its ruling and may name a winner, and some checks look at the scores
    /// after that. A small undo record (the scores, the winner, the open placement and what
    /// closed the last one, how many rulings there were: a few bytes, no allocation) puts them
    /// back when the event is refused.
    ///
    /// # Errors
    /// [`EventError`] saying why the event breaks the rules.
    pub fn apply(&mut self, event: &Event) -> Result<(), EventError> {
        let (scores, winner) = (self.scores, self.winner);
        let pending = self.hand.as_ref().and_then(|h| h.pending.clone());
        let closed_by = self.hand.as_ref().and_then(|h| h.closed_by);
        let rulings = self.hand.as_ref().map_or(0, |h| h.rulings.len());
        let (credits, play_credits) = (self.credits, self.last_play_credits());
        let result = self.step(event);
        if result.is_err() {
            self.credits = credits;
            if let (Some(hand), Some(kept)) = (&mut self.hand, play_credits)
                && let Some(play) = &mut hand.last_play
            {
                play.credits = kept;
            }
            self.scores = scores;
            self.winner = winner;
            if let Some(hand) = &mut self.hand {
                hand.pending = pending;
                hand.closed_by = closed_by;
                hand.rulings.truncate(rulings);
            }
        }
        result
    }

    /// The last placement's credits, for [`MatchState::apply`]'s undo record.
    fn last_play_credits(&self) -> Option<Credits> {
        self.hand.as_ref()?.last_play.as_ref().map(|p| p.credits)
    }

    /// Refuses a player index that is not a seat of this match.
    pub(super) fn check_player(&self, player: Seat) -> Result<(), EventError> {
        if player.index() < self.setup.players.len() {
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

    /// Applies `event` to `self`. On an error, nothing but what [`MatchState::apply`]'s undo
    /// record restores has changed.
    fn step(&mut self, event: &Event) -> Result<(), EventError> {
        self.credits.0.clear();
        match event {
            Event::HandStarted { leader } => self.start_hand(*leader),
            Event::TilePlaced { player, tile, on } => self.place(*player, *tile, *on),
            Event::TilesDrawn { player, count } => self.draw(*player, *count),
            Event::Passed { player } => self.pass(*player),
            Event::PointsAnnounced { player, points } => self.announce(*player, *points),
            Event::NothingSaid { player } => self.say_nothing(*player),
            Event::MugginsCalled { player } => self.call(*player),
            Event::HandRevealed { player, holds } => self.reveal(*player, holds),
            Event::Tallied => self.tally(),
        }
    }

    /// Deals a new hand (RULES.md §2 "Deal") after settling the last one.
    fn start_hand(&mut self, leader: Option<Seat>) -> Result<(), EventError> {
        // A setup that was never checked (a hand-made state) is refused before anything is dealt.
        // Once a hand has been dealt the setup was checked, and nothing changes it: a replay
        // does not check the players' names again for every hand.
        if self.hand.is_none() {
            self.setup.validate().map_err(EventError::Setup)?;
        }
        if let Some(hand) = &self.hand
            && hand.end.is_none()
        {
            return Err(EventError::HandNotOver);
        }
        // Settles the last hand; refuses a won match or an unknown leader before keeping it.
        self.settle(Some(leader))?;
        let n = self.setup.players.len();
        let each = self.rules().deal.tiles_each(n);
        let number = self.hand.as_ref().map_or(1, |h| h.number + 1);
        let spinners = self.rules().variant.spinners();
        let muggins = self.rules().muggins != MugginsRule::Off;
        // The last hand is dealt again in place: its layout emptied, its list of rulings kept (once
        // it has room for a ruling per tile, no hand allocates again).
        let hand = self.hand.get_or_insert_with(|| Hand {
            number: 0,
            layout: Layout::new(spinners),
            tiles: FixedVec::new(),
            boneyard: 0,
            turn: None,
            leader: None,
            led_by: None,
            passes: 0,
            out: FixedVec::new(),
            end: None,
            holds: FixedVec::new(),
            pending: None,
            closed_by: None,
            rulings: Vec::new(),
            last_play: None,
            settlement: None,
            settled: false,
        });
        hand.number = number;
        hand.layout.clear(spinners);
        hand.tiles = FixedVec::filled(each, n);
        hand.boneyard = 28u8.saturating_sub(each.saturating_mul(n as u8));
        (hand.turn, hand.leader, hand.led_by) = (leader, leader, None);
        hand.passes = 0;
        hand.out = FixedVec::filled(false, n);
        hand.end = None;
        hand.holds = FixedVec::filled(None, n);
        hand.pending = None;
        hand.closed_by = None;
        hand.rulings.clear();
        if muggins {
            hand.rulings.reserve(28);
        }
        (hand.last_play, hand.settlement, hand.settled) = (None, None, false);
        Ok(())
    }

    /// The hand in play, checking the turn for a placement, draw or pass by `player` (`by`:
    /// which, closing the last placement's muggins window).
    fn hand_for_turn(&mut self, player: Seat, by: ClosedBy) -> Result<(), EventError> {
        self.check_player(player)?;
        self.close_window(by);
        // Closed now or before (by No call, by a `score:` line of a record), this entry came
        // after the last placement: a late call is told of the latest such entry, so a record
        // read back tells it as the match that was written.
        if let Some(hand) = self.hand.as_mut()
            && hand.last_play.is_some()
        {
            hand.closed_by = Some(by);
        }
        self.over()?;
        // `let else`, not `ok_or`: an error built and dropped would cost every event.
        let Some(hand) = self.hand.as_ref() else {
            return Err(EventError::NoHand);
        };
        if hand.end.is_some() {
            return Err(EventError::HandOver);
        }
        if let Some(turn) = hand.turn
            && turn != player
        {
            let (expected, got) = (self.name(turn).to_string(), self.name(player).to_string());
            return Err(if hand.started() {
                EventError::NotYourTurn { expected, got }
            } else {
                EventError::WrongLeader { expected, got }
            });
        }
        Ok(())
    }

    /// The next player after `player` who is still in the hand (RULES.md §2 "Turn").
    fn next_turn(hand: &Hand, player: Seat) -> Seat {
        let n = hand.out.len();
        (1..=n)
            .map(|k| Seat((player.index() + k) % n))
            .find(|&p| !hand.out[p])
            .unwrap_or(player)
    }

    /// Places a tile and counts the ends (RULES.md §1–§3); opens its muggins window (§6).
    fn place(&mut self, player: Seat, tile: Tile, on: Option<Tile>) -> Result<(), EventError> {
        self.hand_for_turn(player, ClosedBy::Placement)?;
        let rules = &self.setup.rules;
        let partners = self.setup.teams.is_some() && rules.variant == Variant::FivesAndThrees;
        let hand = self.hand.as_mut().expect("checked");
        // The only check: where the tile goes. Nothing has changed before it.
        let lead = !hand.started();
        let (index, place): (usize, Place) = hand.layout.place_written(tile, on)?;
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
                if self.setup.members_iter(side).all(|p| hand.out[p]) {
                    hand.end = Some(HandEnd::Domino { player });
                }
            } else {
                hand.end = Some(HandEnd::Domino { player });
            }
            if hand.end.is_some() && rules.end_of_hand == EndOfHand::ChipOut {
                chip_out = 1;
            }
        }
        hand.turn = hand.end.is_none().then(|| Self::next_turn(hand, player));
        hand.last_play = Some(Play {
            player,
            tile: hand.layout.nodes()[index].tile,
            on: place.on,
            terms: if self.keep_terms {
                hand.layout.terms()
            } else {
                FixedVec::new()
            },
            total,
            points,
            chip_out,
            credits: Credits::new(),
        });
        hand.pending = Some(Pending {
            player,
            points,
            chip_out,
            announced: None,
            nothing_said: false,
            called_by: None,
            ruled: false,
        });
        if rules.muggins == MugginsRule::Off {
            self.close_window(ClosedBy::Placement);
        }
        Ok(())
    }

    /// Draws from the boneyard above the reserve (RULES.md §2 "Draw").
    fn draw(&mut self, player: Seat, count: u8) -> Result<(), EventError> {
        self.hand_for_turn(player, ClosedBy::Draw)?;
        let rules = &self.setup.rules;
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
        let available = hand.drawable(rules);
        if count > available {
            return Err(EventError::DrawTooMany {
                asked: count,
                available,
                reserve: hand.boneyard - available,
            });
        }
        hand.boneyard -= count;
        hand.tiles[player] += count;
        hand.passes = 0;
        Ok(())
    }

    /// Knocks when nothing can be drawn; every active player in a row blocks the hand (RULES.md
    /// §2, §4).
    fn pass(&mut self, player: Seat) -> Result<(), EventError> {
        self.hand_for_turn(player, ClosedBy::Pass)?;
        let rules = &self.setup.rules;
        let hand = self.hand.as_mut().expect("checked");
        if !hand.started() {
            return Err(EventError::LeadFirst);
        }
        let available = hand.drawable(rules);
        if available > 0 {
            return Err(EventError::PassWhileDrawable { available });
        }
        hand.passes += 1;
        let active = hand.out.iter().filter(|&&o| !o).count();
        if hand.passes >= active {
            hand.end = Some(HandEnd::Blocked);
            hand.turn = None;
        } else {
            hand.turn = Some(Self::next_turn(hand, player));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use rand::rngs::StdRng;
    use rand::{RngExt, SeedableRng};

    use super::super::Holds;
    use super::super::testing::{place, two_player};
    use super::*;
    use crate::engine::random_play::random_legal_match;

    /// Any event, mostly one the rules refuse: a random kind, player (one past the last too),
    /// tile, count or total.
    fn any_event(rng: &mut StdRng, players: usize) -> Event {
        let player = Seat(rng.random_range(0..=players));
        let tile = |rng: &mut StdRng| Tile::all().nth(rng.random_range(0..28)).unwrap();
        match rng.random_range(0..8) {
            0 => Event::HandStarted {
                leader: rng.random_bool(0.5).then_some(player),
            },
            1 => Event::TilePlaced {
                player,
                tile: tile(rng),
                on: rng.random_bool(0.7).then(|| tile(rng)),
            },
            2 => Event::TilesDrawn {
                player,
                count: rng.random_range(0..4),
            },
            3 => Event::Passed { player },
            4 => Event::PointsAnnounced {
                player,
                points: rng.random_range(-2..20),
            },
            5 => Event::MugginsCalled { player },
            6 => Event::HandRevealed {
                player,
                holds: if rng.random_bool(0.5) {
                    Holds::Pips(rng.random_range(0..40))
                } else {
                    Holds::Tiles((0..rng.random_range(0..4)).map(|_| tile(rng)).collect())
                },
            },
            _ => Event::Tallied,
        }
    }

    /// The way `apply` used to keep a refused event from changing anything: apply to a copy of
    /// the whole state and keep it only on success.
    fn apply_to_a_copy(state: &MatchState, event: &Event) -> (MatchState, Result<(), EventError>) {
        let mut next = state.clone();
        match next.step(event) {
            Ok(()) => (next, Ok(())),
            Err(e) => (state.clone(), Err(e)),
        }
    }

    #[test]
    fn terms_left_out_are_filled_in_from_the_layout_when_kept_again() {
        let mut rng = StdRng::seed_from_u64(77);
        let mut placements = 0;
        for _ in 0..10 {
            let game = random_legal_match(&mut rng);
            let mut kept = MatchState::new(game.setup.clone());
            let mut left_out = MatchState::new(game.setup.clone());
            left_out.keep_terms(false);
            for event in &game.events {
                kept.apply(event).unwrap();
                left_out.apply(event).unwrap();
                let mut filled = left_out.clone();
                filled.keep_terms(true);
                assert_eq!(filled, kept, "after {event:?}");
                if let Some(play) = left_out.hand().and_then(|h| h.last_play.as_ref()) {
                    assert!(play.terms.is_empty());
                    placements += 1;
                }
            }
        }
        assert!(placements > 100, "{placements} placements");
    }

    #[test]
    fn apply_in_place_does_what_applying_to_a_copy_did() {
        let mut rng = StdRng::seed_from_u64(613);
        let (mut refused, mut accepted) = (0, 0);
        for _ in 0..40 {
            let game = random_legal_match(&mut rng);
            let players = game.setup.players.len();
            let mut state = MatchState::new(game.setup.clone());
            for event in &game.events {
                for _ in 0..4 {
                    let probe = any_event(&mut rng, players);
                    let (expected, result) = apply_to_a_copy(&state, &probe);
                    let mut tried = state.clone();
                    assert_eq!(tried.apply(&probe), result, "{probe:?}");
                    assert_eq!(tried, expected, "{probe:?}");
                    if result.is_ok() {
                        accepted += 1;
                    } else {
                        refused += 1;
                    }
                }
                state.apply(event).unwrap();
            }
        }
        assert!(
            refused > 1000 && accepted > 100,
            "{refused} refused, {accepted} accepted"
        );
    }

    #[test]
    fn rules_card_hand_scores_10_and_15() {
        let mut game = two_player();
        place(&mut game, 0, "5-5", None).unwrap();
        assert_eq!(game.scores(), &[10, 0]);
        place(&mut game, 1, "5-0", Some("5-5")).unwrap();
        place(&mut game, 0, "5-3", Some("5-5")).unwrap();
        place(&mut game, 1, "5-2", Some("5-5")).unwrap();
        let play = game.hand().unwrap().last_play.clone().unwrap();
        assert_eq!(
            (play.terms.to_vec(), play.total, play.points),
            (vec![0, 3, 2], 5, 5)
        );
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
                player: Seat(0),
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
                player: Seat(1),
                count: 0
            }),
            Err(EventError::DrawZero)
        );
        assert_eq!(
            game.apply(&Event::Passed { player: Seat(1) }),
            Err(EventError::PassWhileDrawable { available: 10 })
        );
        assert_eq!(
            game.apply(&Event::TilesDrawn {
                player: Seat(1),
                count: 11
            }),
            Err(EventError::DrawTooMany {
                asked: 11,
                available: 10,
                reserve: 0
            })
        );
        game.apply(&Event::TilesDrawn {
            player: Seat(1),
            count: 10,
        })
        .unwrap();
        assert_eq!(game.hand().unwrap().tiles, vec![8, 19]);
        game.apply(&Event::Passed { player: Seat(1) }).unwrap();
        game.apply(&Event::Passed { player: Seat(0) }).unwrap();
        assert_eq!(game.hand().unwrap().end, Some(HandEnd::Blocked));
        assert_eq!(game.missing_holds(), vec![Seat(0), Seat(1)]);
        assert_eq!(
            game.apply(&Event::Tallied),
            Err(EventError::MissingHolds {
                player: "Ana".into()
            })
        );
    }
}
