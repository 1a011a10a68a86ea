//! What a saved match amounts to, in one fold over its events: hand by hand and player by player
//! ([`tally_hands`], for the CSV and the charts) and in total ([`Summary`], kept in the index so
//! that the history and the player statistics never replay 10,000 matches).
//!
//! Scores and awards are in the match's scale (points, or ÷5 / ÷3: RULES.md §5); a play's size
//! ([`PlayerHand::best_play`]) is in raw points, so plays compare across scales.

use chrono::{DateTime, Local};
use serde::{Deserialize, Serialize};

use super::SaveFile;
use crate::engine::Side;
use crate::engine::{Event, HandEnd, MatchLog, MatchState, Setup, Verdict};

/// What one player did in one hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerHand {
    /// Tiles placed (the lead included).
    pub placements: u32,
    /// Placements whose count scored (RULES.md §3).
    pub scoring: u32,
    /// The counts' points of those placements, match scale, before any muggins ruling.
    pub play_points: i32,
    /// The biggest count's points, raw points (RULES.md §3: the total when it scores).
    pub best_play: u32,
    /// Tiles drawn from the boneyard.
    pub drew: u32,
    /// Times passed (knocked).
    pub passes: u32,
    /// "Muggins!" calls the engine upheld (RULES.md §6).
    pub muggins_won: u32,
    /// Upheld calls on this player's placements.
    pub muggins_lost: u32,
    /// The pips shown at the end of the hand, when shown (RULES.md §4).
    pub held: Option<u32>,
    /// Whether this player dominoed the hand (RULES.md §4).
    pub dominoed: bool,
    /// Whether the hand was blocked and this player's side scored the settlement (RULES.md §4).
    pub won_block: bool,
}

/// One hand of a match, as far as it was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandTally {
    /// 1 for the first hand.
    pub number: u32,
    /// One entry per seat.
    pub players: Vec<PlayerHand>,
    /// How the hand ended, once it has.
    pub end: Option<HandEnd>,
    /// Each side's end-of-hand award, match scale (empty until the hand is settled).
    pub awards: Vec<i32>,
    /// Each side's match score when the hand was settled (or now, for the hand in play), match
    /// scale.
    pub scores: Vec<i32>,
}

/// Folds the events in effect hand by hand: what each player did in each hand and the scores
/// after it. A log whose events break the rules (a damaged file) gives the hands before the
/// first bad event.
#[must_use]
pub fn tally_hands(log: &MatchLog) -> Vec<HandTally> {
    tally(log).0
}

/// [`tally_hands`] and the state at the cursor (`None` for a log that does not fold), in one fold.
fn tally(log: &MatchLog) -> (Vec<HandTally>, Option<MatchState>) {
    let setup = log.setup().clone();
    let players = setup.players.len();
    let mut hands: Vec<HandTally> = Vec::new();
    let mut settled_upto = 0u32;
    let mut rulings_seen = 0;
    // The hand in play's chip-out: the side and its point (Fives and Threes, RULES.md §4).
    let mut chip_out: Option<(Side, i32)> = None;
    let state = log.fold(|event, game| {
        let number = game.hand().map_or(0, |h| h.number);
        if matches!(event, Event::HandStarted { .. }) {
            // This event settled the hand before it, if the table had not tallied yet.
            settle(
                &mut hands,
                &mut settled_upto,
                number.saturating_sub(1),
                game,
                chip_out.take(),
            );
            rulings_seen = 0;
            hands.push(HandTally {
                number,
                players: vec![PlayerHand::default(); players],
                end: None,
                awards: Vec::new(),
                scores: game.scores().to_vec(),
            });
            return;
        }
        let Some(hand) = hands.last_mut() else { return };
        hand.scores = game.scores().to_vec();
        let Some(state) = game.hand() else { return };
        hand.end = state.end;
        // Each upheld "Muggins!" is one call won and one placement lost (RULES.md §6).
        for ruling in state.rulings.get(rulings_seen..).unwrap_or_default() {
            if let (Some(caller), Verdict::Stolen { .. } | Verdict::Forfeited { .. }) =
                (ruling.caller, &ruling.verdict)
            {
                hand.players[caller].muggins_won += 1;
                hand.players[ruling.placer].muggins_lost += 1;
            }
        }
        rulings_seen = state.rulings.len();
        match event {
            Event::TilePlaced { player, .. } => {
                let Some(play) = &state.last_play else { return };
                let p = &mut hand.players[*player];
                p.placements += 1;
                if play.points > 0 {
                    p.scoring += 1;
                    p.play_points += play.points;
                    p.best_play = p
                        .best_play
                        .max(game.rules().variant.play_points(play.total));
                }
                if state.end == Some(HandEnd::Domino { player: *player }) {
                    p.dominoed = true;
                }
                if play.chip_out != 0 {
                    chip_out = Some((setup.side_of(*player), play.chip_out));
                }
            }
            Event::TilesDrawn { player, count } => hand.players[*player].drew += u32::from(*count),
            Event::Passed { player } => hand.players[*player].passes += 1,
            Event::HandRevealed { player, holds } => {
                hand.players[*player].held = Some(holds.pips());
            }
            _ => {}
        }
        if state.settled {
            settle(&mut hands, &mut settled_upto, number, game, chip_out);
        }
    });
    (hands, state.ok())
}

/// Records the settlement of hand `number` once: its awards (with `chip_out`, the side that
/// chipped out and its point), the scores after it, and which players won a block.
fn settle(
    hands: &mut [HandTally],
    settled_upto: &mut u32,
    number: u32,
    game: &MatchState,
    chip_out: Option<(Side, i32)>,
) {
    if number == 0 || number <= *settled_upto {
        return;
    }
    *settled_upto = number;
    let Some(s) = game.last_settlement() else {
        return;
    };
    let Some(hand) = hands.iter_mut().find(|h| h.number == number) else {
        return;
    };
    hand.awards = s.awards.to_vec();
    // Fives and Threes: the chip-out point is the hand's end award (RULES.md §4), scored with the
    // play that chipped out; the tally lists it here so that plays and awards add up.
    if let Some((side, points)) = chip_out
        && let Some(award) = hand.awards.get_mut(side.index())
    {
        *award += points;
    }
    hand.scores = game.scores().to_vec();
    hand.end = Some(s.end);
    if s.end == HandEnd::Blocked {
        for &side in &s.winners {
            for p in game.setup().members(side) {
                hand.players[p].won_block = true;
            }
        }
    }
}

/// One player's totals over one match.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerTotals {
    /// Tiles placed.
    pub placements: u32,
    /// Placements whose count scored.
    pub scoring: u32,
    /// The biggest count's points, raw points.
    pub best_play: u32,
    /// Hands this player dominoed.
    pub dominoes: u32,
    /// Blocked hands this player's side won.
    pub blocks_won: u32,
    /// Upheld "Muggins!" calls made.
    pub muggins_won: u32,
    /// Upheld calls suffered.
    pub muggins_lost: u32,
}

/// A saved match in a few numbers: who, which rules, when, the result. What the history table,
/// its filters and the player statistics read (from the index, not from the match files).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// When the match was started.
    pub created: DateTime<Local>,
    /// When its last event was saved.
    pub updated: DateTime<Local>,
    /// Players, teams and rules.
    pub setup: Setup,
    /// The name the table gave the match, if any.
    pub title: Option<String>,
    /// A short note ("Friday at Rose's"), if any.
    pub note: Option<String>,
    /// Events in effect (the undo cursor).
    pub events: usize,
    /// Hands dealt, the one in play included.
    pub hands: u32,
    /// Each side's score, match scale.
    pub scores: Vec<i32>,
    /// The side that won, once the match is over (RULES.md §5).
    pub winner: Option<Side>,
    /// One entry per seat.
    pub players: Vec<PlayerTotals>,
}

impl Summary {
    /// Folds `save` once. A log that does not fold (a damaged file: [`super::load`] refuses
    /// those) counts up to its first bad event.
    #[must_use]
    pub fn of(save: &SaveFile) -> Summary {
        let log = &save.log;
        let (hands, state) = tally(log);
        let mut players = vec![PlayerTotals::default(); log.setup().players.len()];
        for hand in &hands {
            for (t, h) in players.iter_mut().zip(&hand.players) {
                t.placements += h.placements;
                t.scoring += h.scoring;
                t.best_play = t.best_play.max(h.best_play);
                t.dominoes += u32::from(h.dominoed);
                t.blocks_won += u32::from(h.won_block);
                t.muggins_won += h.muggins_won;
                t.muggins_lost += h.muggins_lost;
            }
        }
        Summary {
            created: save.created,
            updated: save.updated,
            setup: log.setup().clone(),
            title: save.about.title.clone(),
            note: save.about.note.clone(),
            events: log.active_events().len(),
            hands: hands.last().map_or(0, |h| h.number),
            scores: state
                .as_ref()
                .map_or_else(|| vec![0; log.setup().sides()], |s| s.scores().to_vec()),
            winner: state.as_ref().and_then(MatchState::winner),
            players,
        }
    }

    /// Whether the match has a winner.
    #[must_use]
    pub fn finished(&self) -> bool {
        self.winner.is_some()
    }

    /// How long the match has lasted, from its start to its last saved event (never negative).
    #[must_use]
    pub fn duration(&self) -> chrono::Duration {
        (self.updated - self.created).max(chrono::Duration::zero())
    }

    /// [`Summary::duration`] when one was kept: `None` when the last event bears the start's
    /// own time, as in a match imported from a play record (RECORD.md: its `date:` gives the
    /// start, nothing gives the end; without one the start is the import's time).
    #[must_use]
    pub fn timed(&self) -> Option<chrono::Duration> {
        (self.updated > self.created).then(|| self.updated - self.created)
    }

    /// Each side's score in raw points (the match's scale × its divisor: RULES.md §5).
    #[must_use]
    pub fn points(&self, side: Side) -> i64 {
        let score = self.scores.get(side.index()).copied().unwrap_or(0);
        i64::from(score) * i64::from(self.setup.rules.scale.divisor())
    }
}
