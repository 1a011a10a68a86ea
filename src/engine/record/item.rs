//! What a record's lines say (RECORD.md "Hands and events"): an [`Item`] per meaningful line,
//! a player's [`Action`], and the [`SyntaxError`] of a line not written as the format says.
//! Only the types: `parse.rs` reads the lines.

use std::fmt;
use std::rc::Rc;

use super::headers::Header;
use crate::engine::game::Holds;
use crate::engine::tile::{Tile, TileError};

/// What a player did, as written after `NAME:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `T` or `T on U`.
    Place { tile: Tile, on: Option<Tile> },
    /// `draw` / `draw N`: N tiles.
    Draw(u32),
    /// `pass`.
    Pass,
    /// `says N`: N points in the match's scale.
    Says(i32),
    /// `muggins`.
    Muggins,
    /// `holds T T …` / `holds N`.
    Holds(Holds),
}

/// One meaningful line of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// `key: value` before the first hand.
    Header { header: Header, value: String },
    /// `hand` / `hand N`.
    Hand(Option<u32>),
    /// `NAME: ACTION [= N]`. The name is shared with the `players` header when it is one of
    /// them (no copy per line).
    Event {
        player: Rc<str>,
        action: Action,
        asserted: Option<i32>,
    },
    /// `score: NAME N, NAME N` (a team's name as its members' joined by ` & `).
    Score(Vec<(Rc<str>, i32)>),
    /// A line that is not part of the format, with what is wrong.
    Invalid(SyntaxError),
}

/// The number a line gives, for [`SyntaxError::NotANumber`] and [`SyntaxError::NumberTooLarge`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberOf {
    /// `= N` after a placement.
    Assertion,
    /// `says N`.
    Announcement,
    /// A score in a `score:` line.
    Score,
}

impl fmt::Display for NumberOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NumberOf::Assertion => "the points after '='",
            NumberOf::Announcement => "the points announced",
            NumberOf::Score => "a score",
        })
    }
}

/// A line that is not written as the format says (RECORD.md "Lexical rules", "Hands and events").
/// Kept apart from what the rules refuse ([`crate::engine::EventError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxError {
    /// Neither `key: value`, `hand` nor `NAME: action`.
    NotALine(String),
    /// `hand N` with N beyond any count.
    HandNumber(String),
    /// A key before the first hand that is no header.
    UnknownHeader(String),
    /// `NAME: action` for a player, before the first hand.
    EventBeforeHand { player: String, action: String },
    /// A header after the first hand.
    HeaderAfterHand(Header),
    /// Not a whole number.
    NotANumber { text: String, of: NumberOf },
    /// A whole number too large to hold.
    NumberTooLarge { text: String, of: NumberOf },
    /// Not a tile.
    Tile(TileError),
    /// Two `=` on a line.
    TwoEquals,
    /// `NAME:` and nothing after it.
    NoAction,
    /// `draw N` where N is not a whole number.
    DrawCount(String),
    /// `says` without the points.
    SaysWithoutPoints,
    /// `holds N` with N beyond any count.
    PipTotal(String),
    /// Words that are no action.
    NotAnAction(String),
    /// `= N` after something other than a placement.
    AssertionWithoutTile,
    /// A `score:` entry that is not `NAME N`.
    ScoreEntry(String),
    /// A line longer than [`MAX_LINE_BYTES`] (not read further).
    LineTooLong { bytes: usize },
}

/// The longest record line read, in bytes (a real line is under 200; a comment may be long).
pub const MAX_LINE_BYTES: usize = 4096;

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SyntaxError::NotALine(line) => write!(
                f,
                "'{line}' is not a record line: expected 'key: value', 'hand' or 'NAME: action'"
            ),
            SyntaxError::HandNumber(n) => write!(f, "'{n}' is too large a hand number"),
            SyntaxError::UnknownHeader(key) => {
                let keys: Vec<&str> = Header::ALL.iter().map(|h| h.keyword()).collect();
                write!(
                    f,
                    "unknown header '{key}' (the headers are {}; events follow a 'hand' line)",
                    keys.join(", ")
                )
            }
            SyntaxError::EventBeforeHand { player, action } => {
                write!(f, "'{player}: {action}' comes before the first 'hand' line")
            }
            SyntaxError::HeaderAfterHand(header) => write!(
                f,
                "the header '{header}' must come before the first 'hand' line"
            ),
            SyntaxError::NotANumber { text, of } => {
                write!(f, "'{text}' is not a whole number ({of})")
            }
            SyntaxError::NumberTooLarge { text, of } => {
                write!(f, "'{text}' is too large a number ({of})")
            }
            SyntaxError::Tile(e) => e.fmt(f),
            SyntaxError::TwoEquals => f.write_str("more than one '=' on a line"),
            SyntaxError::NoAction => {
                f.write_str("nothing after ':': write a tile, draw, pass, says, muggins or holds")
            }
            SyntaxError::DrawCount(n) => {
                write!(f, "'draw {n}': the number of tiles must be a whole number")
            }
            SyntaxError::SaysWithoutPoints => {
                f.write_str("'says' needs the points announced: says N")
            }
            SyntaxError::PipTotal(n) => write!(f, "'{n}' is too large a pip total"),
            SyntaxError::NotAnAction(body) => write!(
                f,
                "'{body}' is not an action: write 'T', 'T on U', 'draw', 'draw N', 'pass', 'says N', 'muggins' or 'holds …'"
            ),
            SyntaxError::AssertionWithoutTile => {
                f.write_str("'= N' asserts a placement's points: it only follows a tile")
            }
            SyntaxError::ScoreEntry(part) => {
                write!(f, "'{part}' is not 'NAME N' (score: NAME N, NAME N)")
            }
            SyntaxError::LineTooLong { bytes } => write!(
                f,
                "the line is {bytes} bytes long; a record line is at most {MAX_LINE_BYTES}"
            ),
        }
    }
}

impl std::error::Error for SyntaxError {}

impl From<TileError> for SyntaxError {
    fn from(e: TileError) -> SyntaxError {
        SyntaxError::Tile(e)
    }
}
