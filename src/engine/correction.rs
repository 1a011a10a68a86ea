//! Correcting an earlier entry: one event of a match is replaced, and the events after it are
//! replayed over the replacement until one no longer fits the rules (RULES.md §1–§6 decide).
//!
//! The event list stays the one truth: a correction is a new [`MatchLog`] whose events are the
//! old ones up to the entry, the replacement, and every later event that still applies, in order.
//! Nothing else is rewritten: an event that no longer fits is not adjusted, the replay stops
//! there and says which one it was ([`Stopped`]). Built only from [`MatchLog::undo`] and
//! [`MatchLog::push`], so every event of the result went through the rules check.

use std::fmt;

use super::game::{Event, EventError, MatchLog, MatchState};

/// Why an entry cannot be replaced; the match is left as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CorrectionError {
    /// There is no event in effect at this index (0-based; undone events cannot be changed).
    NoSuchEntry {
        /// The index asked for.
        index: usize,
        /// How many events are in effect.
        events: usize,
    },
    /// The replacement itself breaks the rules where the old entry stood.
    Refused(EventError),
}

impl fmt::Display for CorrectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CorrectionError::NoSuchEntry { index, events } => write!(
                f,
                "there is no entry {} to change: the match has {events} in effect",
                index + 1
            ),
            CorrectionError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CorrectionError {}

/// The later event at which a replay stopped, and why it no longer fits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stopped {
    /// Its index in the old event list (0-based).
    pub index: usize,
    /// The event as it was entered.
    pub event: Event,
    /// The state just before it, after the replacement (for saying what it was).
    pub before: MatchState,
    /// Why the rules refuse it now.
    pub error: EventError,
}

/// A match with one entry replaced ([`MatchLog::replace`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corrected {
    /// The corrected match. Its cursor stands where the old one stood, or at the stop.
    pub log: MatchLog,
    /// The first later event that no longer fits, if any: it and every event after it are not in
    /// [`Corrected::log`].
    pub stopped: Option<Stopped>,
    /// How many later events in effect were replayed unchanged (undone ones not counted).
    pub replayed: usize,
    /// How many events in effect were dropped: the stopped one and those after it.
    pub dropped: usize,
}

impl MatchLog {
    /// The state just before the event at `index` (0-based) of the events in effect; `None` when
    /// there is no such event.
    #[must_use]
    pub fn state_before(&self, index: usize) -> Option<MatchState> {
        let cursor = self.active_events().len();
        if index >= cursor {
            return None;
        }
        let mut log = self.clone();
        for _ in index..cursor {
            log.undo();
        }
        log.state().ok()
    }

    /// This match with the event at `index` (0-based, in effect) replaced by `event`, and the
    /// events after it — undone ones too — replayed in order until one no longer fits
    /// (RULES.md decides, as for any entry). The undone events that still fit stay undone.
    ///
    /// # Errors
    /// [`CorrectionError`] when there is no such entry or the replacement is refused there; the
    /// match is unchanged (it is never changed: the result is a new log).
    pub fn replace(&self, index: usize, event: Event) -> Result<Corrected, CorrectionError> {
        let cursor = self.active_events().len();
        if index >= cursor {
            return Err(CorrectionError::NoSuchEntry {
                index,
                events: cursor,
            });
        }
        // Every event, the undone tail included.
        let mut all = self.active_events().to_vec();
        let mut probe = self.clone();
        while let Some(next) = probe.next_event().cloned() {
            all.push(next);
            probe.redo();
        }
        let mut log = self.clone();
        for _ in index..cursor {
            log.undo();
        }
        // Pushing cuts the old events after the entry; they are replayed from `all`.
        log.push(event).map_err(CorrectionError::Refused)?;
        let mut stopped = None;
        for (i, later) in all.iter().enumerate().skip(index + 1) {
            let before = log.state();
            if let Err(error) = log.push(later.clone()) {
                stopped = before.ok().map(|before| Stopped {
                    index: i,
                    event: later.clone(),
                    before,
                    error,
                });
                break;
            }
        }
        let kept = stopped.as_ref().map_or(all.len(), |s| s.index);
        // The events that were undone stay undone.
        for _ in cursor..kept {
            log.undo();
        }
        Ok(Corrected {
            log,
            stopped,
            replayed: kept.min(cursor) - (index + 1),
            dropped: cursor.saturating_sub(kept),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::layout::PlacementError;
    use crate::engine::{Setup, Tile, Variant};

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

    /// RULES.md §7, the rules card: Ana leads [5-5]; [5-0], [5-3], [5-2], [5-6] follow.
    fn rules_card() -> MatchLog {
        let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
        let mut log = MatchLog::new(setup).unwrap();
        for event in [
            Event::HandStarted {
                leader: Some(Seat(0)),
            },
            place(0, "5-5", None),
            place(1, "5-0", None),
            place(0, "5-3", None),
            place(1, "5-2", None),
            place(0, "5-6", None),
        ] {
            log.push(event).unwrap();
        }
        log
    }

    fn points_of(log: &MatchLog) -> Vec<i32> {
        log.state().unwrap().scores().to_vec()
    }

    #[test]
    fn a_changed_tile_replays_the_later_entries_with_their_new_counts() {
        let log = rules_card();
        assert_eq!(points_of(&log), vec![10, 15]);
        // [5-4] instead of [5-3]: 0 + 4 = 4 scores nothing, as [5-3] did; then [5-2] on a tip
        // makes 0 + 4 + 2 = 6 (not 5: Ben loses his 5), and [5-6] 0 + 4 + 2 + 6 = 12.
        let fixed = log.replace(3, place(0, "5-4", None)).unwrap();
        assert_eq!(fixed.stopped, None);
        assert_eq!((fixed.replayed, fixed.dropped), (2, 0));
        assert_eq!(points_of(&fixed.log), vec![10, 10]);
        assert_eq!(fixed.log.active_events().len(), 6);
        assert_eq!(fixed.log.active_events()[3], place(0, "5-4", None));
        let hand = fixed.log.state().unwrap();
        let play = hand.hand().unwrap().last_play.clone().unwrap();
        assert_eq!((play.total, play.points), (12, 0));
        // The old match is untouched.
        assert_eq!(points_of(&log), vec![10, 15]);
    }

    #[test]
    fn the_replay_stops_at_the_first_entry_that_no_longer_fits_and_says_why() {
        let log = rules_card();
        // Ana led [5-0] instead of [5-5]: Ben's [5-0] is now on the table twice.
        let fixed = log.replace(1, place(0, "5-0", None)).unwrap();
        let stopped = fixed.stopped.clone().unwrap();
        assert_eq!(stopped.index, 2);
        assert_eq!(stopped.event, place(1, "5-0", None));
        assert_eq!(
            stopped.error,
            EventError::Placement(PlacementError::AlreadyPlayed(t("5-0")))
        );
        assert_eq!(stopped.before.hand().unwrap().layout.count(), 5);
        assert_eq!((fixed.replayed, fixed.dropped), (0, 4));
        assert_eq!(fixed.log.active_events().len(), 2);
        assert_eq!(points_of(&fixed.log), vec![5, 0], "[5-0] led: 5 + 0 = 5");
    }

    #[test]
    fn a_refused_replacement_or_a_missing_entry_changes_nothing() {
        let log = rules_card();
        let refused = log.replace(2, place(1, "1-2", None)).unwrap_err();
        assert!(
            matches!(
                refused,
                CorrectionError::Refused(EventError::Placement(PlacementError::DoesNotFit { .. }))
            ),
            "{refused:?}"
        );
        assert_eq!(
            log.replace(6, place(1, "1-2", None)).unwrap_err(),
            CorrectionError::NoSuchEntry {
                index: 6,
                events: 6
            }
        );
        assert_eq!(log, rules_card());
    }

    #[test]
    fn undone_entries_stay_undone_after_a_correction() {
        let mut log = rules_card();
        log.undo();
        log.undo();
        let fixed = log.replace(3, place(0, "5-4", None)).unwrap();
        assert_eq!(fixed.log.active_events().len(), 4);
        assert_eq!((fixed.replayed, fixed.dropped), (0, 0));
        let mut redone = fixed.log.clone();
        assert!(redone.redo() && redone.redo() && !redone.redo());
        assert_eq!(points_of(&redone), vec![10, 10]);
        assert_eq!(fixed.log.state_before(3).unwrap().scores(), &[10, 10]);
        assert_eq!(fixed.log.state_before(4), None);
    }

    #[test]
    fn a_draw_count_can_be_changed_and_a_vector_hand_replays_until_a_tile_is_missing() {
        let text = std::fs::read_to_string("../shared/vectors/matches/all-fives-2p.fives").unwrap();
        let log = crate::engine::record::replay(&text).to_match().unwrap();
        let events = log.active_events();
        // Hand 1: `Ben: draw 2` is event 16 (the deal is event 0).
        assert_eq!(
            events[16],
            Event::TilesDrawn {
                player: Seat(1),
                count: 2
            }
        );
        let three = log
            .replace(
                16,
                Event::TilesDrawn {
                    player: Seat(1),
                    count: 3,
                },
            )
            .unwrap();
        // Ben holds one tile more, so Ana's domino leaves him 11 pips in four tiles. The 11
        // tiles off the table hold 2 2 3 3 5 5 6 6 7 8 8 pips: four of them hold 10, or 12 to
        // 29, never 11 (RECORD.md "End of hand"), so the replay stops at `Ben: holds 11`.
        let stopped = three.stopped.unwrap();
        assert_eq!(stopped.index, 19);
        let mut totals = vec![10];
        totals.extend(12..=29);
        assert_eq!(
            stopped.error,
            EventError::Holds(crate::engine::HoldsError::CannotHold {
                name: "Ben".into(),
                has: 4,
                pips: 11,
                totals,
                rest_shown: false,
            })
        );
        assert_eq!(three.log.active_events().len(), 19);
        // `Ben: 0-1 on 0-6` (event 6) becomes `0-2 on 0-6`: Ana's `1-6 on 0-1` no longer fits.
        let fixed = log.replace(6, place(1, "0-2", Some("0-6"))).unwrap();
        let stopped = fixed.stopped.unwrap();
        assert_eq!(stopped.index, 7);
        assert_eq!(
            stopped.error,
            EventError::Placement(PlacementError::NotOnTable {
                tile: t("1-6"),
                on: t("0-1")
            })
        );
        assert_eq!(fixed.dropped, events.len() - 7);
        assert_eq!(fixed.log.active_events().len(), 7);
    }
}
