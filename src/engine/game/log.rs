//! The saved match: its setup and events with an undo cursor. A [`MatchLog`] only comes out of a
//! check ([`MatchLog::new`], [`MatchLog::from_parts`], [`MatchLog::push`]), so every event in it
//! is legal, undone ones included; what a file holds before that check is a [`LogParts`].

use std::fmt;

use serde::{Deserialize, Serialize};

use super::errors::EventError;
use super::events::Event;
use super::setup::Setup;
use super::setup::SetupError;
use super::state::MatchState;

/// A match: its setup and its events, with an undo cursor. The single source of truth for saves,
/// history and export; the state is [`MatchLog::state`], the fold of the events before the
/// cursor.
///
/// Serialized as its three fields (`setup`, `events`, `cursor`); reading it back checks them like
/// [`MatchLog::from_parts`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "LogParts")]
pub struct MatchLog {
    /// Players and rules.
    setup: Setup,
    /// Every event entered, including undone ones after the cursor.
    events: Vec<Event>,
    /// How many events are in effect; undo moves it back, redo forward.
    cursor: usize,
}

/// The fields of a [`MatchLog`] as a save file holds them, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "MatchLog")]
pub struct LogParts {
    /// Players and rules.
    pub setup: Setup,
    /// Every event entered, including undone ones after the cursor.
    pub events: Vec<Event>,
    /// How many events are in effect.
    pub cursor: usize,
}

/// Why a setup, events and cursor are not a match ([`MatchLog::from_parts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogError {
    /// The players or rules are not a playable match.
    Setup(SetupError),
    /// The event at `index` (0-based) breaks the rules.
    Event { index: usize, error: EventError },
    /// The cursor is past the last of `events` events.
    Cursor { cursor: usize, events: usize },
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogError::Setup(why) => write!(f, "the match cannot be played: {why}"),
            LogError::Event { index, error } => write!(f, "event {}: {error}", index + 1),
            LogError::Cursor { .. } => f.write_str("the undo cursor is past the last event"),
        }
    }
}

impl std::error::Error for LogError {}

impl LogParts {
    /// These parts with a [`Event::NothingSaid`] before every call that has no announcement
    /// before it: the migration of a log written before "said nothing" was an entry, when such
    /// a call meant the placer said nothing (RULES.md §6, RECORD.md). The scores are the same;
    /// the cursor moves past each silence it inserts before it. Events are folded only as far as
    /// they are legal: from the first refused one on, nothing is changed (the check that follows
    /// reports it).
    #[must_use]
    pub fn with_silences(self) -> LogParts {
        let LogParts {
            setup,
            events,
            mut cursor,
        } = self;
        if setup.validate().is_err() {
            return LogParts {
                setup,
                events,
                cursor,
            };
        }
        let mut game = MatchState::new(setup.clone());
        game.keep_terms(false);
        let mut migrated = Vec::with_capacity(events.len());
        let (mut legal, in_effect) = (true, cursor);
        for (index, event) in events.into_iter().enumerate() {
            if legal
                && let Event::MugginsCalled { player } = event
                && let Some(silence) = game.implied_silence(player)
                && game.apply(&silence).is_ok()
            {
                migrated.push(silence);
                if index < in_effect {
                    cursor += 1;
                }
            }
            legal = legal && game.apply(&event).is_ok();
            migrated.push(event);
        }
        LogParts {
            setup,
            events: migrated,
            cursor,
        }
    }
}

impl MatchLog {
    /// A match with no events.
    ///
    /// # Errors
    /// The setup's problem ([`Setup::validate`]).
    pub fn new(setup: Setup) -> Result<MatchLog, SetupError> {
        setup.validate()?;
        Ok(MatchLog {
            setup,
            events: Vec::new(),
            cursor: 0,
        })
    }

    /// A match from a saved setup, events and cursor: checks the setup, replays every event
    /// (undone ones too, so that redo is legal) and checks that the cursor is at most the number
    /// of events.
    ///
    /// # Errors
    /// The first [`LogError`], in that order.
    pub fn from_parts(
        setup: Setup,
        events: Vec<Event>,
        cursor: usize,
    ) -> Result<MatchLog, LogError> {
        setup.validate().map_err(LogError::Setup)?;
        let mut game = MatchState::new(setup.clone());
        // Only whether each event is legal matters here, not the count's terms.
        game.keep_terms(false);
        for (index, event) in events.iter().enumerate() {
            game.apply(event)
                .map_err(|error| LogError::Event { index, error })?;
        }
        if cursor > events.len() {
            return Err(LogError::Cursor {
                cursor,
                events: events.len(),
            });
        }
        Ok(MatchLog {
            setup,
            events,
            cursor,
        })
    }

    /// Players and rules.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Every event entered, including undone ones after the cursor.
    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// How many events are in effect (0 to the number of events).
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The state after the events before the cursor.
    ///
    /// # Errors
    /// The first event that breaks the rules, with its index. The events of a [`MatchLog`] were
    /// checked when it was made, so this does not happen.
    pub fn state(&self) -> Result<MatchState, (usize, EventError)> {
        // No one sees the states on the way: the count's terms are worked out for the last only.
        let mut game = MatchState::new(self.setup.clone());
        game.keep_terms(false);
        for (i, event) in self.active_events().iter().enumerate() {
            game.apply(event).map_err(|e| (i, e))?;
        }
        game.keep_terms(true);
        Ok(game)
    }

    /// Folds the events before the cursor, calling `each` with every event and the state just
    /// after it (for views that follow the match event by event: logs, score races).
    ///
    /// # Errors
    /// As [`MatchLog::state`].
    pub fn fold(
        &self,
        mut each: impl FnMut(&Event, &MatchState),
    ) -> Result<MatchState, (usize, EventError)> {
        let mut game = MatchState::new(self.setup.clone());
        for (i, event) in self.active_events().iter().enumerate() {
            game.apply(event).map_err(|e| (i, e))?;
            each(event, &game);
        }
        Ok(game)
    }

    /// The events in effect.
    #[must_use]
    pub fn active_events(&self) -> &[Event] {
        &self.events[..self.cursor]
    }

    /// Checks `event` against the current state and appends it, cutting any undone tail.
    ///
    /// # Errors
    /// [`EventError`]; the match is unchanged.
    pub fn push(&mut self, event: Event) -> Result<MatchState, EventError> {
        let mut game = self.state().map_err(|(_, e)| e)?;
        game.apply(&event)?;
        self.events.truncate(self.cursor);
        self.events.push(event);
        self.cursor = self.events.len();
        Ok(game)
    }

    /// [`MatchLog::push`] onto `state`, the state at the cursor that the caller keeps: the event
    /// is checked and applied to it once (no fold of the whole match), then appended, cutting
    /// any undone tail.
    ///
    /// # Errors
    /// [`EventError`]; the log and `state` are unchanged. A `state` that is not the log's at the
    /// cursor is the caller's bug: the log then holds what `state` accepted.
    pub fn push_onto(&mut self, state: &mut MatchState, event: Event) -> Result<(), EventError> {
        state.apply(&event)?;
        self.events.truncate(self.cursor);
        self.events.push(event);
        self.cursor = self.events.len();
        Ok(())
    }

    /// Steps back one event; `false` at the start of the match.
    pub fn undo(&mut self) -> bool {
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Steps forward over an undone event; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        if self.cursor >= self.events.len() {
            return false;
        }
        self.cursor += 1;
        true
    }

    /// The event undo would take back.
    #[must_use]
    pub fn last_event(&self) -> Option<&Event> {
        self.cursor.checked_sub(1).and_then(|i| self.events.get(i))
    }

    /// The event redo would bring back.
    #[must_use]
    pub fn next_event(&self) -> Option<&Event> {
        self.events.get(self.cursor)
    }
}

impl TryFrom<LogParts> for MatchLog {
    type Error = LogError;

    fn try_from(parts: LogParts) -> Result<MatchLog, LogError> {
        MatchLog::from_parts(parts.setup, parts.events, parts.cursor)
    }
}

impl From<MatchLog> for LogParts {
    fn from(log: MatchLog) -> LogParts {
        LogParts {
            setup: log.setup,
            events: log.events,
            cursor: log.cursor,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::t;
    use super::*;
    use crate::engine::Seat;
    use crate::engine::rules::Variant;

    #[test]
    fn undo_redo_and_cut() {
        let mut m = MatchLog::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ))
        .unwrap();
        m.push(Event::HandStarted {
            leader: Some(Seat(0)),
        })
        .unwrap();
        m.push(Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        })
        .unwrap();
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(m.undo());
        assert_eq!(m.state().unwrap().scores(), &[0, 0]);
        assert!(m.redo());
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(m.undo());
        m.push(Event::TilePlaced {
            player: Seat(0),
            tile: t("6-4"),
            on: None,
        })
        .unwrap();
        assert!(!m.redo());
        assert_eq!(m.events().len(), 2);
        assert_eq!(m.state().unwrap().scores(), &[10, 0]);
        assert!(
            m.push(Event::TilePlaced {
                player: Seat(0),
                tile: t("4-4"),
                on: None
            })
            .is_err()
        );
        assert_eq!(m.events().len(), 2);
        // The lead goes to the named leader only.
        let mut m = MatchLog::new(Setup::new(
            vec!["Ana".into(), "Ben".into()],
            Variant::AllFives,
        ))
        .unwrap();
        m.push(Event::HandStarted {
            leader: Some(Seat(1)),
        })
        .unwrap();
        let err = m
            .push(Event::TilePlaced {
                player: Seat(0),
                tile: t("5-5"),
                on: None,
            })
            .unwrap_err();
        assert_eq!(err.to_string(), "Ben leads this hand, not Ana");
    }

    fn ana_ben() -> Setup {
        Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives)
    }

    fn lead(tile: &str) -> Event {
        Event::TilePlaced {
            player: Seat(0),
            tile: t(tile),
            on: None,
        }
    }

    #[test]
    fn from_parts_checks_the_setup_every_event_and_the_cursor() {
        let events = vec![Event::HandStarted { leader: None }, lead("5-5")];
        let log = MatchLog::from_parts(ana_ben(), events.clone(), 1).unwrap();
        assert_eq!((log.events(), log.cursor()), (&events[..], 1));
        assert_eq!(log.state().unwrap().scores(), &[0, 0]);

        let mut bad = ana_ben();
        bad.players.pop();
        assert_eq!(
            MatchLog::from_parts(bad, Vec::new(), 0),
            Err(LogError::Setup(SetupError::PlayerCount(1)))
        );
        // An undone event is replayed too: redo must be legal.
        let mut twice = events.clone();
        twice.push(lead("5-5"));
        let err = MatchLog::from_parts(ana_ben(), twice, 1).unwrap_err();
        assert!(matches!(err, LogError::Event { index: 2, .. }), "{err:?}");
        assert_eq!(
            MatchLog::from_parts(ana_ben(), events, 3),
            Err(LogError::Cursor {
                cursor: 3,
                events: 2
            })
        );
    }

    #[test]
    fn reading_a_log_checks_it() {
        let mut log = MatchLog::new(ana_ben()).unwrap();
        log.push(Event::HandStarted { leader: None }).unwrap();
        log.push(lead("6-6")).unwrap();
        let text = ron::to_string(&log).unwrap();
        assert_eq!(text, ron::to_string(&LogParts::from(log.clone())).unwrap());
        assert_eq!(ron::from_str::<MatchLog>(&text).unwrap(), log);
        let past = text.replace("cursor:2", "cursor:3");
        assert_ne!(past, text);
        let err = ron::from_str::<MatchLog>(&past).unwrap_err();
        assert!(
            err.to_string()
                .contains("the undo cursor is past the last event"),
            "{err}"
        );
    }
}
