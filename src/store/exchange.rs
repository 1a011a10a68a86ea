//! A saved match as a play record (`.fives`, RECORD.md) and back.
//!
//! [`export`] writes every event in effect as one record line: `hand N`, each placement with its
//! `= N`, draws, passes, announcements, calls, holds, and a `score:` line for every tally the
//! table made (closing a muggins window, settling a hand). The headers give every rule that
//! differs from the variant's preset, the target, and the start time as `date:` (to the
//! nanosecond, so that a match imported twice is recognized as one: [`super::history`]).
//!
//! [`import`] reads a record back: each hand's leader is the player of its first placement (a
//! hand dealt but not yet led names its leader in a comment, `hand 3  # leads: Ana`, since the
//! format has no line for it), every `score:` line is a tally, and the end of the file settles
//! the last hand when it has ended (RECORD.md "Checking"). So an exported match imports back
//! into an equal match: the same setup and the same events in effect.
//!
//! Two moments of a match have no record that reads back the same, because the end of a record
//! settles what is open: a hand that has ended but is not settled yet, and a muggins window whose
//! placement would win the match when it closes. [`export`] refuses those with
//! [`ExportError`]: finish the hand (or close the window) in the app first.

use chrono::{DateTime, Local, SecondsFormat};

use super::SaveFile;
use crate::engine::Seat;
use crate::engine::record::{self, Header, HeaderError, Item, LineForm, Problem, RecordWriter};
use crate::engine::{Event, LogError, MatchLog, MatchState, Setup};

/// Why a match cannot be written as a record that reads back the same.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportError {
    /// Hand `hand` has ended and is not settled yet (what the players hold is being entered).
    HandNotSettled { hand: u32 },
    /// The last placement's muggins window is open and closing it wins the match.
    WindowOpen,
    /// An event breaks the rules (a damaged log; `allfives` refuses to load those).
    Broken { event: usize, message: String },
}

impl std::fmt::Display for ExportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExportError::HandNotSettled { hand } => write!(
                f,
                "hand {hand} has ended but is not settled: finish the hand in the app first"
            ),
            ExportError::WindowOpen => f.write_str(
                "the last placement's muggins window is open and would win the match: close it in the app first",
            ),
            ExportError::Broken { event, message } => write!(f, "event {}: {message}", event + 1),
        }
    }
}

impl std::error::Error for ExportError {}

/// What the end of a record would still settle in `game`: a hand that has ended unsettled, or an
/// open placement that wins when its window closes (then an import adds that tally).
fn end_settles(game: &MatchState) -> Option<ExportError> {
    if game.winner().is_some() {
        return None;
    }
    let hand = game.hand()?;
    if hand.end.is_some() && !hand.settled {
        return Some(ExportError::HandNotSettled { hand: hand.number });
    }
    let mut after = game.clone();
    (hand.pending.is_some() && after.apply(&Event::Tallied).is_ok() && after.winner().is_some())
        .then_some(ExportError::WindowOpen)
}

/// The play record of the match saved in `save`: its events in effect (RECORD.md), as text
/// that `allfives check` accepts and [`import`] reads back into an equal match.
///
/// # Errors
/// [`ExportError`] when the end of the record would settle something the match has left open.
pub fn export(save: &SaveFile) -> Result<String, ExportError> {
    let log = &save.log;
    let mut out = RecordWriter::new(LineForm::EXPORT);
    for comment in [&save.about.title, &save.about.note].into_iter().flatten() {
        out.comment(comment);
    }
    out.headers(log.setup());
    // To the nanosecond, so that an import of the same record is recognized as this match.
    let date = save.created.to_rfc3339_opts(SecondsFormat::AutoSi, false);
    out.header(Header::Date, &date);
    let events = log.active_events();
    let mut failed = None;
    let game = log
        .fold(|event, after| out.event(event, after))
        .map_err(|(event, e)| {
            failed = Some(ExportError::Broken {
                event,
                message: e.to_string(),
            });
        });
    if let Some(e) = failed {
        return Err(e);
    }
    let Ok(game) = game else {
        return Err(ExportError::Broken {
            event: events.len(),
            message: "the log does not fold".into(),
        });
    };
    if let Some(e) = end_settles(&game) {
        return Err(e);
    }
    Ok(out.finish())
}

/// Why a record cannot be imported: its problems as `LINE: message` (RECORD.md "Checking").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The problems, in line order.
    pub problems: Vec<Problem>,
}

/// The start time a record's `date:` header gives, in local time: the moment it names, or
/// midnight of a day given alone (of the first day of a month or week). It is read by
/// [`record::read_date`], the reader `allfives check` uses, so every date the check accepts is
/// taken. `None` when the record has no date (or the check would refuse it).
#[must_use]
pub fn record_start(text: &str) -> Option<DateTime<Local>> {
    let parsed = record::parse(text);
    let value = parsed.items.iter().find_map(|(_, item)| match item {
        Item::Header {
            header: Header::Date,
            value,
        } => Some(value),
        _ => None,
    })?;
    record::read_date(value).ok()?.start_in(&Local)
}

/// The leader named by an exported record's comment on a `hand` line (`# leads: Ana`).
fn leader_comment(line: &str, setup: &Setup) -> Option<Seat> {
    let comment = line.split_once('#')?.1;
    let name = comment.trim().strip_prefix("leads:")?.trim();
    setup.player_index(name)
}

/// The log of `events`, every one in effect, checked by one fold ([`MatchLog::from_parts`];
/// pushing them one by one would fold the log again for each).
///
/// # Errors
/// Why the setup or an event is refused.
pub fn checked_log(setup: Setup, events: Vec<Event>) -> Result<MatchLog, LogError> {
    let cursor = events.len();
    MatchLog::from_parts(setup, events, cursor)
}

/// Reads a play record into a match: the record's events with each hand's leader (see the
/// module's documentation; a record that ends at a `hand` line no placement or comment names
/// the leader of ends before that hand is dealt), checked event by event by the engine. Its start time is the
/// record's `date:` ([`record_start`]: a day alone starts at local midnight), else now.
///
/// # Errors
/// [`ImportError`] with the record's problems (the same as `allfives check` reports).
pub fn import(text: &str) -> Result<SaveFile, ImportError> {
    let replay = record::replay(text);
    let fail = |problems| ImportError { problems };
    if !replay.is_valid() {
        return Err(fail(replay.problems));
    }
    let Some(setup) = replay.setup.clone() else {
        return Err(fail(vec![Problem::new(1, HeaderError::NoPlayers)]));
    };
    let lines: Vec<&str> = text.lines().collect();
    let events = &replay.events;
    let mut game = MatchState::new(setup.clone());
    let mut checked = Vec::with_capacity(events.len() + 1);
    for (i, (line, event)) in events.iter().enumerate() {
        let event = match event {
            Event::HandStarted { leader: None } => {
                let first = events[i + 1..]
                    .iter()
                    .map(|(_, e)| e)
                    .take_while(|e| !matches!(e, Event::HandStarted { .. }))
                    .find_map(|e| match e {
                        Event::TilePlaced { player, .. } => Some(*player),
                        _ => None,
                    });
                let comment = || {
                    lines
                        .get(line.saturating_sub(1))
                        .and_then(|l| leader_comment(l, &setup))
                };
                match first.or_else(comment) {
                    Some(leader) => Event::HandStarted {
                        leader: Some(leader),
                    },
                    // The record ends at its `hand` line, before anyone led, and no comment
                    // names the leader: the hand is not dealt, and the table says who leads
                    // (a hand nobody leads takes no tile at the table).
                    None => continue,
                }
            }
            other => other.clone(),
        };
        game.apply(&event)
            .map_err(|e| fail(vec![Problem::new(*line, e)]))?;
        checked.push(event);
    }
    // The end of the record settles what is still open (RECORD.md).
    if end_settles(&game).is_some() && game.apply(&Event::Tallied).is_ok() {
        checked.push(Event::Tallied);
    }
    let log = checked_log(setup, checked).map_err(|e| {
        fail(vec![match e {
            LogError::Setup(why) => Problem::new(1, HeaderError::Players(why)),
            LogError::Event { error, .. } => Problem::new(1, error),
            LogError::Cursor { .. } => Problem::new(1, HeaderError::NoPlayers),
        }])
    })?;
    let mut save = SaveFile::new(log);
    if let Some(date) = record_start(text) {
        save.created = date;
        save.updated = date;
    }
    Ok(save)
}
