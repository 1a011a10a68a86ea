//! A saved match stepped through event by event, for the replay screen: the state after
//! every event in effect, which hand and which placement of the hand each step is, and the
//! settlement a step made. Pure: no egui, no files.

use std::path::PathBuf;

use crate::engine::{Event, MatchLog, MatchState, MugginsRuling, Settlement, Setup};

/// One step of a replay: the match just after an event (the first step is before any).
#[derive(Clone, Debug)]
pub struct Step {
    /// The event (`None` for the start).
    pub event: Option<Event>,
    /// The match just after it.
    pub state: MatchState,
    /// The hand it belongs to (0 before the first deal).
    pub hand: u32,
    /// Placements made so far in that hand, this one included.
    pub placement: u32,
    /// The settlement this event made, when it settled a hand (RULES.md §4).
    pub settled: Option<Settlement>,
    /// The muggins rulings this event made (RULES.md §6).
    pub rulings: Vec<MugginsRuling>,
}

/// A match being replayed.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The match's id (its file name without `.ron`).
    pub id: String,
    /// Its file.
    pub path: PathBuf,
    /// Every step, the start first.
    pub steps: Vec<Step>,
    /// The step shown.
    pub at: usize,
}

impl Replay {
    /// Folds `log` once, keeping the state after every event in effect; the replay starts at its
    /// first placement (or the start, when there is none).
    #[must_use]
    pub fn new(id: String, path: PathBuf, log: &MatchLog) -> Replay {
        let start = MatchState::new(log.setup().clone());
        let mut steps = vec![Step {
            event: None,
            state: start,
            hand: 0,
            placement: 0,
            settled: None,
            rulings: Vec::new(),
        }];
        let _ = log.fold(|event, game| {
            let before = steps.last().expect("the start");
            let hand = game.hand().map_or(0, |h| h.number);
            let placement = match event {
                Event::HandStarted { .. } => 0,
                Event::TilePlaced { .. } => before.placement + 1,
                _ => before.placement,
            };
            // A tally (or the next deal) settles a hand that has ended (RULES.md §4).
            let open = before.state.winner().is_none()
                && before
                    .state
                    .hand()
                    .is_some_and(|h| h.end.is_some() && !h.settled);
            let settles = open && matches!(event, Event::Tallied | Event::HandStarted { .. });
            let settled = settles.then(|| game.last_settlement().cloned()).flatten();
            let seen = match (before.state.hand(), game.hand()) {
                (Some(b), Some(a)) if b.number == a.number => b.rulings.len(),
                _ => 0,
            };
            let rulings = game
                .hand()
                .and_then(|h| h.rulings.get(seen..))
                .unwrap_or_default()
                .to_vec();
            steps.push(Step {
                event: Some(event.clone()),
                state: game.clone(),
                hand,
                placement,
                settled,
                rulings,
            });
        });
        let at = steps.iter().position(|s| s.placement == 1).unwrap_or(0);
        Replay {
            id,
            path,
            steps,
            at,
        }
    }

    /// Players and rules.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        self.steps[0].state.setup()
    }

    /// The step shown.
    #[must_use]
    pub fn step(&self) -> &Step {
        &self.steps[self.at]
    }

    /// Shows step `at` (clamped to the last).
    pub fn go(&mut self, at: usize) {
        self.at = at.min(self.steps.len() - 1);
    }

    /// One step forward; `false` at the end.
    pub fn step_on(&mut self) -> bool {
        let moved = self.at + 1 < self.steps.len();
        self.go(self.at + 1);
        moved
    }

    /// One step back; `false` at the start.
    pub fn step_back(&mut self) -> bool {
        let moved = self.at > 0;
        self.go(self.at.saturating_sub(1));
        moved
    }

    /// The first step of each hand (its deal).
    #[must_use]
    pub fn hand_starts(&self) -> Vec<usize> {
        (1..self.steps.len())
            .filter(|&i| matches!(self.steps[i].event, Some(Event::HandStarted { .. })))
            .collect()
    }

    /// The next hand's lead (or the end); `false` when there is no later hand.
    pub fn next_hand(&mut self) -> bool {
        let hand = self.step().hand;
        match (self.at..self.steps.len()).find(|&i| self.steps[i].hand > hand) {
            Some(deal) => {
                self.go(self.first_placement_from(deal));
                true
            }
            None => false,
        }
    }

    /// The lead of this hand, or of the hand before when already there; `false` at the first.
    pub fn prev_hand(&mut self) -> bool {
        let hand = self.step().hand;
        let lead_here = self.step_of(hand, 1);
        let target = match lead_here {
            Some(lead) if lead < self.at => Some(lead),
            _ => hand.checked_sub(1).and_then(|h| self.step_of(h, 1)),
        };
        match target {
            Some(t) => {
                self.go(t);
                true
            }
            None => false,
        }
    }

    /// The step of placement `placement` of hand `hand`.
    #[must_use]
    pub fn step_of(&self, hand: u32, placement: u32) -> Option<usize> {
        self.steps.iter().position(|s| {
            s.hand == hand
                && s.placement == placement
                && matches!(s.event, Some(Event::TilePlaced { .. }))
        })
    }

    /// The first placement at or after `from` in the same hand, else `from`.
    fn first_placement_from(&self, from: usize) -> usize {
        let hand = self.steps[from].hand;
        (from..self.steps.len())
            .take_while(|&i| self.steps[i].hand == hand)
            .find(|&i| matches!(self.steps[i].event, Some(Event::TilePlaced { .. })))
            .unwrap_or(from)
    }

    /// Each side's score after every step (match scale), for the score race.
    #[must_use]
    pub fn race(&self) -> Vec<Vec<i32>> {
        self.steps
            .iter()
            .map(|s| s.state.scores().to_vec())
            .collect()
    }

    /// What each side gained in each hand (match scale): `(hand, gains per side, the step that
    /// ends the hand)`.
    #[must_use]
    pub fn per_hand(&self) -> Vec<(u32, Vec<i32>, usize)> {
        let mut out: Vec<(u32, Vec<i32>, usize)> = Vec::new();
        let sides = self.setup().sides();
        let mut before = vec![0; sides];
        for (i, step) in self.steps.iter().enumerate().skip(1) {
            let scores = step.state.scores().as_slice();
            if matches!(step.event, Some(Event::HandStarted { .. })) {
                // A deal settles the hand before it: that gain belongs to the old hand.
                if let Some(last) = out.last_mut() {
                    for s in 0..sides {
                        last.1[s] += scores[s] - before[s];
                    }
                }
                out.push((step.hand, vec![0; sides], i));
            } else if let Some(last) = out.last_mut() {
                for s in 0..sides {
                    last.1[s] += scores[s] - before[s];
                }
                last.2 = i;
            }
            before = scores.to_vec();
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::exchange;

    fn replay_of(record: &str) -> Replay {
        let text = std::fs::read_to_string(format!("../shared/vectors/{record}")).unwrap();
        let save = exchange::import(&text).unwrap();
        Replay::new("m".into(), PathBuf::from("m.ron"), &save.log)
    }

    #[test]
    fn the_points_of_each_hand_and_its_settlement() {
        let r = replay_of("matches/all-fives-2p.fives");
        let hands = r.per_hand();
        // Hand 1: Ana's counts 45 and Ben's 11 pips rounded to 10 (55); Ben's counts 25.
        assert_eq!((hands[0].0, hands[0].1.clone()), (1, vec![55, 25]));
        // Hand 2 ends 90–55 (the record's second score line).
        assert_eq!(hands[1].1, vec![35, 30]);
        let settled: Vec<&Settlement> = r.steps.iter().filter_map(|s| s.settled.as_ref()).collect();
        assert_eq!((settled[0].raw, settled[0].rounded), (11, 10));
        assert_eq!(
            settled.len(),
            hands.len() - usize::from(r.steps.last().unwrap().state.winner().is_some())
        );
        // The race ends at the final scores.
        let last = r.race().last().unwrap().clone();
        assert_eq!(last, r.steps.last().unwrap().state.scores().to_vec());
    }

    #[test]
    fn stepping_by_hand_and_by_placement() {
        let mut r = replay_of("matches/all-fives-2p.fives");
        assert_eq!((r.step().hand, r.step().placement), (1, 1));
        assert!(!r.prev_hand(), "no hand before the first lead");
        assert!(r.next_hand());
        assert_eq!((r.step().hand, r.step().placement), (2, 1));
        let at = r.at;
        assert!(r.step_on());
        assert_eq!(r.step().placement, 2);
        assert!(r.step_back());
        assert_eq!(r.at, at);
        assert!(r.prev_hand());
        assert_eq!((r.step().hand, r.step().placement), (1, 1));
        assert_eq!(r.step_of(2, 1), Some(at));
        r.go(usize::MAX);
        assert!(!r.step_on());
    }
}
