//! The plain-text play record, `.fives` (RECORD.md): parse, replay through the engine, check
//! every assertion, and print back in canonical form.
//!
//! Every [`Problem`] names its line and says which kind it is ([`RecordError`]): a line not
//! written as the format says ([`SyntaxError`]), a wrong header ([`HeaderError`]), an event the
//! rules refuse ([`EventError`]), or an assertion or name that does not match the match
//! ([`CheckError`]).
//!
//! - `item.rs`: what the lines say: [`Item`], [`Action`], [`SyntaxError`].
//! - `parse.rs`: lexing and line parsing: [`parse`], [`Reader`].
//! - `headers.rs`: the headers → [`Setup`](crate::engine::Setup) ([`setup_from_headers`]),
//!   [`Header`], canonical headers.
//! - `date.rs`: the `date:` header read once, typed ([`read_date`], [`RecordDate`]), for the
//!   check and the import.
//! - `replay.rs`: [`replay`], [`Replay`]: the events through the engine, the `hand N`, `= N`
//!   and `score:` checks ([`CheckError`]).
//! - `print.rs`: record lines, written once: the canonical form line by line, a match's events
//!   as a record ([`RecordWriter`], in a [`LineForm`]), [`arithmetic`].

use std::fmt;

use super::game::EventError;

mod check_error;
mod date;
mod fast;
mod headers;
mod item;
mod parse;
mod print;
mod replay;

pub use check_error::{CheckError, WrongScore};
pub use date::{DateError, Period, RecordDate, read_date};
pub use headers::{Header, HeaderError, Headers, MAX_TARGET, setup_from_headers};
pub use item::{Action, Item, MAX_LINE_BYTES, NumberOf, SyntaxError};
pub use parse::{Reader, parse};
pub use print::{LineForm, RecordWriter, arithmetic};
pub use replay::{Replay, check, replay};

/// A parsed record: its items with their line numbers, and the number of lines in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// `(line, item)` in file order (lines 1-based).
    pub items: Vec<(usize, Item)>,
    /// The file's last line number (for problems found at the end).
    pub last_line: usize,
}

/// A problem with a record, at a line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The line the problem is reported at.
    pub line: usize,
    /// What is wrong; its `Display` is the message `allfives check` prints.
    pub error: RecordError,
}

impl Problem {
    /// The problem `error` at `line`.
    #[must_use]
    pub fn new(line: usize, error: impl Into<RecordError>) -> Problem {
        Problem {
            line,
            error: error.into(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.line, self.error)
    }
}

/// What is wrong at a line of a record, by kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The line is not written as the format says.
    Syntax(SyntaxError),
    /// A header is wrong, or the headers are not a match.
    Header(HeaderError),
    /// The rules refuse the event (RULES.md).
    Event(EventError),
    /// A hand number, a name or an assertion does not match the match.
    Check(CheckError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax(e) => e.fmt(f),
            RecordError::Header(e) => e.fmt(f),
            RecordError::Event(e) => e.fmt(f),
            RecordError::Check(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RecordError {}

impl From<SyntaxError> for RecordError {
    fn from(e: SyntaxError) -> RecordError {
        RecordError::Syntax(e)
    }
}

impl From<HeaderError> for RecordError {
    fn from(e: HeaderError) -> RecordError {
        RecordError::Header(e)
    }
}

impl From<EventError> for RecordError {
    fn from(e: EventError) -> RecordError {
        RecordError::Event(e)
    }
}

impl From<CheckError> for RecordError {
    fn from(e: CheckError) -> RecordError {
        RecordError::Check(e)
    }
}
