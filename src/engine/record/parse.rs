//! Lexing and line parsing (RECORD.md "Lexical rules", "Headers", "Hands and events"): each
//! meaningful line becomes an [`Item`], or an [`Item::Invalid`] with its [`SyntaxError`].

use std::fmt;

use super::Record;
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
    /// `NAME: ACTION [= N]`.
    Event {
        player: String,
        action: Action,
        asserted: Option<i32>,
    },
    /// `score: NAME N, NAME N`.
    Score(Vec<(String, i32)>),
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

/// Parses the text of a record into items (RECORD.md "Lexical rules", "Headers", "Hands and
/// events"). Checks syntax only; a line that is not part of the format becomes
/// [`Item::Invalid`] so that problems are reported in file order by [`super::replay`].
#[must_use]
pub fn parse(text: &str) -> Record {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // A line too long to be a record line is not cleaned (nor echoed in its problem).
    let too_long = |line: &str| line.len() > MAX_LINE_BYTES;
    let lines: Vec<String> = text
        .lines()
        .map(|l| if too_long(l) { String::new() } else { clean(l) })
        .collect();
    // The players, known before the first hand, so a player may be called like a header key.
    let players: Vec<String> = lines
        .iter()
        .take_while(|l| !is_hand_line(l))
        .find_map(|l| {
            l.strip_prefix("players:")
                .map(|v| v.split(',').map(|n| n.trim().to_string()).collect())
        })
        .unwrap_or_default();
    let mut items = Vec::new();
    let mut in_hands = false;
    for ((index, cleaned), raw) in lines.iter().enumerate().zip(text.lines()) {
        if too_long(raw) {
            let bytes = raw.len();
            items.push((index + 1, Item::Invalid(SyntaxError::LineTooLong { bytes })));
            continue;
        }
        if cleaned.is_empty() {
            continue;
        }
        let item = parse_line(cleaned, in_hands, &players);
        if matches!(item, Item::Hand(_)) {
            in_hands = true;
        }
        items.push((index + 1, item));
    }
    Record {
        items,
        last_line: lines.len().max(1),
    }
}

/// Lexes one line: drops the comment, turns tabs into spaces, trims, and makes runs of spaces one.
fn clean(line: &str) -> String {
    let code = line.split('#').next().unwrap_or("");
    code.replace('\t', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses a whole number without sign (`None` beyond `u32`).
pub(super) fn natural(value: &str) -> Option<u32> {
    (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
        .then(|| value.parse().ok())
        .flatten()
}

fn parse_int(text: &str, of: NumberOf) -> Result<i32, SyntaxError> {
    let text = text.trim();
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SyntaxError::NotANumber {
            text: text.to_string(),
            of,
        });
    }
    text.parse::<i32>()
        .map_err(|_| SyntaxError::NumberTooLarge {
            text: text.to_string(),
            of,
        })
}

fn is_hand_line(line: &str) -> bool {
    line == "hand"
        || line
            .strip_prefix("hand ")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn parse_line(cleaned: &str, in_hands: bool, players: &[String]) -> Item {
    match line_item(cleaned, in_hands, players) {
        Ok(item) => item,
        Err(e) => Item::Invalid(e),
    }
}

fn line_item(cleaned: &str, in_hands: bool, players: &[String]) -> Result<Item, SyntaxError> {
    if cleaned == "hand" {
        return Ok(Item::Hand(None));
    }
    if is_hand_line(cleaned) {
        let rest = &cleaned[5..];
        return rest
            .parse::<u32>()
            .map(|n| Item::Hand(Some(n)))
            .map_err(|_| SyntaxError::HandNumber(rest.to_string()));
    }
    let (key, value) = cleaned
        .split_once(':')
        .ok_or_else(|| SyntaxError::NotALine(cleaned.to_string()))?;
    let (key, value) = (key.trim(), value.trim());
    if key == "score" {
        return parse_score(value).map(Item::Score);
    }
    let is_player = players.iter().any(|p| p == key);
    let header = Header::from_keyword(key);
    if !in_hands {
        return match header {
            Some(header) => Ok(Item::Header {
                header,
                value: value.to_string(),
            }),
            None if is_player => Err(SyntaxError::EventBeforeHand {
                player: key.to_string(),
                action: value.to_string(),
            }),
            None => Err(SyntaxError::UnknownHeader(key.to_string())),
        };
    }
    if let Some(header) = header
        && !is_player
    {
        return Err(SyntaxError::HeaderAfterHand(header));
    }
    let (action, asserted) = parse_action(value)?;
    Ok(Item::Event {
        player: key.to_string(),
        action,
        asserted,
    })
}

fn parse_action(text: &str) -> Result<(Action, Option<i32>), SyntaxError> {
    let (body, asserted) = match text.split_once('=') {
        Some((body, value)) => {
            if value.contains('=') {
                return Err(SyntaxError::TwoEquals);
            }
            (body.trim(), Some(parse_int(value, NumberOf::Assertion)?))
        }
        None => (text.trim(), None),
    };
    let words: Vec<&str> = body.split(' ').filter(|w| !w.is_empty()).collect();
    let action = match words.as_slice() {
        [] => return Err(SyntaxError::NoAction),
        ["draw"] => Action::Draw(1),
        ["draw", n] => {
            Action::Draw(natural(n).ok_or_else(|| SyntaxError::DrawCount(n.to_string()))?)
        }
        ["pass"] => Action::Pass,
        ["muggins"] => Action::Muggins,
        ["says", n] => Action::Says(parse_int(n, NumberOf::Announcement)?),
        ["says"] => return Err(SyntaxError::SaysWithoutPoints),
        ["holds", rest @ ..] => Action::Holds(parse_holds(rest)?),
        [tile] => Action::Place {
            tile: tile.parse()?,
            on: None,
        },
        [tile, "on", on] => Action::Place {
            tile: tile.parse()?,
            on: Some(on.parse()?),
        },
        _ => return Err(SyntaxError::NotAnAction(body.to_string())),
    };
    if asserted.is_some() && !matches!(action, Action::Place { .. }) {
        return Err(SyntaxError::AssertionWithoutTile);
    }
    Ok((action, asserted))
}

/// `holds N` (a pip total) or `holds T T …` (the tiles; none for an empty hand).
fn parse_holds(words: &[&str]) -> Result<Holds, SyntaxError> {
    if let [n] = words
        && n.chars().all(|c| c.is_ascii_digit())
    {
        return n
            .parse::<u32>()
            .map(Holds::Pips)
            .map_err(|_| SyntaxError::PipTotal(n.to_string()));
    }
    let tiles = words
        .iter()
        .map(|w| w.parse::<Tile>())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Holds::Tiles(tiles))
}

fn parse_score(text: &str) -> Result<Vec<(String, i32)>, SyntaxError> {
    let mut entries = Vec::new();
    for part in text.split(',') {
        let part = part.trim();
        let (name, value) = part
            .rsplit_once(' ')
            .ok_or_else(|| SyntaxError::ScoreEntry(part.to_string()))?;
        let name = name
            .split('&')
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" & ");
        entries.push((name, parse_int(value, NumberOf::Score)?));
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexing_is_forgiving_where_the_format_says() {
        let text = "players:Ana,Ben\nhand\nAna:[5-5]=10\n\tBen :  5-0   on 5-5=10 # a comment\nscore: Ben 10 , Ana 10\n";
        assert_eq!(super::super::replay(text).problems, vec![]);
    }

    #[test]
    fn a_line_past_the_limit_is_one_problem_and_not_read() {
        let long = format!("Ana: 5-5 # {}", "é".repeat(MAX_LINE_BYTES));
        let record = parse(&format!("players: Ana, Ben\nhand\n{long}\n"));
        let bytes = long.len();
        assert_eq!(bytes, 11 + 2 * MAX_LINE_BYTES);
        assert_eq!(
            record.items[2],
            (3, Item::Invalid(SyntaxError::LineTooLong { bytes }))
        );
        let at_limit = format!("Ana: 5-5 #{}", "x".repeat(MAX_LINE_BYTES - 10));
        assert_eq!(at_limit.len(), MAX_LINE_BYTES);
        let record = parse(&format!("players: Ana, Ben\nhand\n{at_limit}\n"));
        assert!(matches!(record.items[2].1, Item::Event { .. }));
    }

    #[test]
    fn each_line_becomes_an_item_or_its_syntax_error() {
        let record = parse(
            "players: Ana, Ben\nAna: 5-5\n\nhand 1\nAna: 5-5 = x\nBen: holds\nvariant: muggins\nscore: Ana\n",
        );
        let items: Vec<(usize, Item)> = record.items;
        assert_eq!(items.len(), 7);
        assert_eq!(
            items[1],
            (
                2,
                Item::Invalid(SyntaxError::EventBeforeHand {
                    player: "Ana".into(),
                    action: "5-5".into()
                })
            )
        );
        assert_eq!(items[2], (4, Item::Hand(Some(1))));
        assert_eq!(
            items[3].1.clone(),
            Item::Invalid(SyntaxError::NotANumber {
                text: "x".into(),
                of: NumberOf::Assertion
            })
        );
        assert_eq!(
            items[4].1,
            Item::Event {
                player: "Ben".into(),
                action: Action::Holds(Holds::Tiles(Vec::new())),
                asserted: None
            }
        );
        assert_eq!(
            items[5].1.clone(),
            Item::Invalid(SyntaxError::HeaderAfterHand(Header::Rules(
                crate::engine::rules::RulesHeader::Variant
            )))
        );
        assert_eq!(
            items[6].1.clone(),
            Item::Invalid(SyntaxError::ScoreEntry("Ana".into()))
        );
        assert_eq!(record.last_line, 8);
        assert_eq!(
            SyntaxError::NotANumber {
                text: "x".into(),
                of: NumberOf::Assertion
            }
            .to_string(),
            "'x' is not a whole number (the points after '=')"
        );
    }
}
