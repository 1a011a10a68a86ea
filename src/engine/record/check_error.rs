//! What a record says that does not match its own match (RECORD.md "Assertions"): a hand
//! number, a name, an asserted `= N` or `score:`; each said with its arithmetic.

use std::fmt;

use super::print::arithmetic;

/// What a record says that does not match its own match: a hand number, a name, an asserted
/// `= N` or `score:` (RECORD.md "Assertions"). Kept apart from syntax ([`super::SyntaxError`])
/// and from what the rules refuse ([`crate::engine::EventError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// `hand N` that is not the next hand.
    HandNumber { expected: u32, written: u32 },
    /// `NAME:` that is not a player.
    NotAPlayer { name: String, players: Vec<String> },
    /// `draw N` with N beyond any boneyard.
    DrawMoreThanSet(u32),
    /// `= N` that is not what the placement scores (match scale); the count's `terms` and
    /// `total` in pips.
    WrongPoints {
        player: String,
        points: i32,
        written: i32,
        terms: Vec<u32>,
        total: u32,
    },
    /// A `score:` name that is not a player or team (`sides`: the names there are).
    NotASide { name: String, sides: Vec<String> },
    /// A side listed twice in a `score:` line.
    SideTwice(String),
    /// A side left out of a `score:` line.
    SideMissing(String),
    /// Scores in a `score:` line that are not the match's.
    WrongScores(Vec<WrongScore>),
}

/// A side whose score a `score:` line gets wrong (match scale).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrongScore {
    /// The side's name (`Ana`, `Ana & Cy`).
    pub side: String,
    /// Its score in the match.
    pub has: i32,
    /// What the record says.
    pub written: i32,
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::HandNumber { expected, written } => {
                write!(f, "this is hand {expected}, not hand {written}")
            }
            CheckError::NotAPlayer { name, players } => {
                write!(
                    f,
                    "'{name}' is not a player (players: {})",
                    players.join(", ")
                )
            }
            CheckError::DrawMoreThanSet(n) => {
                write!(f, "cannot draw {n}: the boneyard holds at most 28 tiles")
            }
            CheckError::WrongPoints {
                player,
                points,
                written,
                terms,
                total,
            } => write!(
                f,
                "{player}'s placement scores {points}, the record says {written} ({})",
                arithmetic(terms, *total)
            ),
            CheckError::NotASide { name, sides } => write!(
                f,
                "score: '{name}' is not a player or team here ({})",
                sides.join(", ")
            ),
            CheckError::SideTwice(side) => write!(f, "score: {side} is listed twice"),
            CheckError::SideMissing(side) => {
                write!(f, "score: {side} is missing (list every player or team)")
            }
            CheckError::WrongScores(wrong) => {
                let wrong: Vec<String> = wrong
                    .iter()
                    .map(|w| format!("{} has {}, the record says {}", w.side, w.has, w.written))
                    .collect();
                write!(f, "score: {}", wrong.join("; "))
            }
        }
    }
}

impl std::error::Error for CheckError {}
