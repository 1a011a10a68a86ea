//! What the session keeps of the match as entries come ([`Trail`]: the pegs, where the hand in
//! play began, what the last entry did) and what one entry did, as the engine says it
//! ([`Outcome`]): the table view reads it from the trail, so nothing the engine said is lost.

use crate::engine::{Credit, Event, MatchState, MugginsRuling};

/// What the table view needs of the match before the cursor, kept by the session as entries
/// come so that no view folds the whole match again: each side's score before its last change
/// (the pegboard's back peg) and now, the state just before the hand in play was dealt, and
/// what the last entry in effect did.
#[derive(Clone, Debug, Default)]
pub struct Trail {
    /// Each side's score before its last change and now, match scale.
    pub pegs: Vec<(i32, i32)>,
    /// The index of the event that dealt the hand in play, and the state just before it.
    pub hand_start: Option<(usize, MatchState)>,
    /// What the last entry in effect did, as the engine says it (`None` before the first):
    /// after `Session::push` the entry just made, after a load, undo or redo the last one
    /// folded. What the table view says of the last entry comes from it.
    pub last: Option<Outcome>,
}

impl Trail {
    /// Follows `event`, which took the match from `before` to `after` and is the `count`-th
    /// event in effect; returns what it did (kept as [`Trail::last`]).
    pub(super) fn follow(
        &mut self,
        event: &Event,
        before: &MatchState,
        after: &MatchState,
        count: usize,
    ) -> Outcome {
        for (side, peg) in self.pegs.iter_mut().enumerate() {
            let now = after.scores().as_slice()[side];
            if now != peg.1 {
                *peg = (peg.1, now);
            }
        }
        if matches!(event, Event::HandStarted { .. }) {
            self.hand_start = Some((count - 1, before.clone()));
        }
        let outcome = Outcome::of(event, before, after);
        self.last = Some(outcome.clone());
        outcome
    }

    /// Marks the last entry as made by the table moving on: closing the last placement's window
    /// won the match, and what was pushed was not made ([`Outcome::window_won`]).
    pub(super) fn window_won(&mut self) {
        if let Some(last) = &mut self.last {
            last.window_won = true;
        }
    }
}

/// What one entry did, as the engine says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Each amount the entry credited, or tried to and why not (past the exact target, the
    /// match already won): match scale, RULES.md §5–§6.
    pub credits: Vec<Credit>,
    /// The muggins ruling the entry made, if it made one (RULES.md §6).
    pub ruling: Option<MugginsRuling>,
    /// The chip-out point scored with a placement that chipped out (Fives and Threes, RULES.md
    /// §4), match scale; 0 otherwise.
    pub chip_out: i32,
    /// The entry pushed was not made: closing the last placement's muggins window, which the
    /// table moving on does first, won the match (RULES.md §5–§6). What was entered is that
    /// tally (*No call*), and these credits are its.
    pub window_won: bool,
}

impl Outcome {
    /// What `event` did, read from `before` (the state it was applied to) and `after`.
    pub(super) fn of(event: &Event, before: &MatchState, after: &MatchState) -> Outcome {
        let rulings = |s: &MatchState| s.hand().map_or(0, |h| h.rulings.len());
        let same_hand = before.hand().map(|h| h.number) == after.hand().map(|h| h.number);
        let ruling = after
            .hand()
            .and_then(|h| h.rulings.last())
            .filter(|_| same_hand && rulings(after) > rulings(before))
            .cloned();
        let chip_out = match event {
            Event::TilePlaced { .. } => after
                .hand()
                .and_then(|h| h.last_play.as_ref())
                .map_or(0, |p| p.chip_out),
            _ => 0,
        };
        Outcome {
            credits: after.credits().to_vec(),
            ruling,
            chip_out,
            window_won: false,
        }
    }
}
