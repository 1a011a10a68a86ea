//! Lexing and line parsing (RECORD.md "Lexical rules", "Headers", "Hands and events"): each
//! meaningful line becomes an [`Item`] (`item.rs`), or an [`Item::Invalid`] with its
//! [`SyntaxError`].

use std::borrow::Cow;
use std::rc::Rc;

use super::Record;
use super::fast::{Fast, Scores};
use super::headers::{Header, natural};
use super::item::{Action, Item, MAX_LINE_BYTES, NumberOf, SyntaxError};
use crate::engine::game::Holds;
use crate::engine::tile::Tile;

/// Parses the text of a record into items (RECORD.md "Lexical rules", "Headers", "Hands and
/// events"). Checks syntax only; a line that is not part of the format becomes
/// [`Item::Invalid`] so that problems are reported in file order by [`super::replay`].
#[must_use]
pub fn parse(text: &str) -> Record {
    let mut reader = Reader::new(text);
    // Most lines are 16 bytes or more.
    let mut items = Vec::with_capacity(text.len() / 16);
    items.extend(reader.by_ref());
    Record {
        items,
        last_line: reader.lines_read().max(1),
    }
}

/// Whether `line` is too long to be a record line ([`MAX_LINE_BYTES`]).
fn too_long(line: &str) -> bool {
    line.len() > MAX_LINE_BYTES
}

/// The items of a record one line at a time, with their line numbers: what [`parse`] collects,
/// for a reader that goes through them once ([`super::replay`]).
pub struct Reader<'a> {
    lines: super::fast::Lines<'a>,
    /// The players, known before the first hand, so a player may be called like a header key;
    /// then the teams `score:` lines name.
    names: Vec<Rc<str>>,
    /// How many of `names` are players.
    players: usize,
    /// The last line's player's seat, where the search for the next one starts.
    next: usize,
    in_hands: bool,
    read: usize,
    /// The entries of the last `score:` line read as a [`Fast`] line.
    scores: Scores,
    /// The last line read as a [`Fast`] line ([`Line::Fast`]), read in place.
    fast: Fast,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `text` (a byte order mark is skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Reader<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let names: Vec<Rc<str>> = text
            .lines()
            // A line too long to be a record line is not cleaned (nor echoed in its problem).
            .map(|l| {
                if too_long(l) {
                    Cow::Borrowed("")
                } else {
                    clean(l)
                }
            })
            .take_while(|l| !is_hand_line(l))
            .find_map(|l| {
                l.strip_prefix("players:")
                    .map(|v| v.split(',').map(|n| Rc::from(n.trim())).collect())
            })
            .unwrap_or_default();
        Reader {
            lines: super::fast::Lines::new(text),
            players: names.len(),
            names,
            next: 0,
            in_hands: false,
            read: 0,
            scores: Scores::new(),
            fast: Fast::Hand(None),
        }
    }

    /// How many lines have been read (every line of the text once the reader is done).
    #[must_use]
    pub fn lines_read(&self) -> usize {
        self.read
    }
}

/// A meaningful line as [`Reader::next_fast`] gives it.
pub(super) enum Line {
    /// A common line, read without building an [`Item`]: [`Reader::fast`] has it.
    Fast,
    /// Any other line.
    Item(Item),
}

impl Reader<'_> {
    /// The next meaningful line with its number: a common line as [`super::fast`] reads it
    /// (names as indices into [`Reader::names`]), any other as an [`Item`]. What
    /// [`Iterator::next`] gives, without sharing a name per line.
    pub(super) fn next_fast(&mut self) -> Option<(usize, Line)> {
        loop {
            let line = self.lines.next()?;
            self.read += 1;
            if too_long(line) {
                let bytes = line.len();
                let item = Item::Invalid(SyntaxError::LineTooLong { bytes });
                return Some((self.read, Line::Item(item)));
            }
            // Most lines in the hands are read as they are, before any cleaning.
            if self.in_hands
                && super::fast::fast_line(
                    line,
                    &mut self.names,
                    self.players,
                    &mut self.next,
                    &mut self.scores,
                    &mut self.fast,
                )
            {
                return Some((self.read, Line::Fast));
            }
            let cleaned = clean(line);
            if cleaned.is_empty() {
                continue;
            }
            let item = parse_line(&cleaned, self.in_hands, &self.names[..self.players]);
            if matches!(item, Item::Hand(_)) {
                self.in_hands = true;
            }
            return Some((self.read, Line::Item(item)));
        }
    }

    /// The last [`Line::Fast`] line; the players, then the teams the `score:` lines read so
    /// far name (what its indices point to); and a `score:` line's entries.
    pub(super) fn fast(&mut self) -> (&mut Fast, &[Rc<str>], &Scores) {
        (&mut self.fast, &self.names, &self.scores)
    }
}

impl Iterator for Reader<'_> {
    type Item = (usize, Item);

    fn next(&mut self) -> Option<(usize, Item)> {
        let (line, next) = self.next_fast()?;
        let item = match next {
            Line::Fast => std::mem::replace(&mut self.fast, Fast::Hand(None))
                .into_item(&self.names, &self.scores),
            Line::Item(item) => item,
        };
        Some((line, item))
    }
}

/// Lexes one line: drops the comment, turns tabs into spaces, trims, and makes runs of spaces one.
/// A line that is already so (most are) is borrowed, not copied.
fn clean(line: &str) -> Cow<'_, str> {
    if is_clean(line) {
        return Cow::Borrowed(line);
    }
    let code = line.split('#').next().unwrap_or("");
    Cow::Owned(
        code.replace('\t', " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" "),
    )
}

/// Whether [`clean`] would leave `line` as it is: no comment, no white space but single spaces
/// between words, no control character.
fn is_clean(line: &str) -> bool {
    let bytes = line.as_bytes();
    if bytes.first() == Some(&b' ') || bytes.last() == Some(&b' ') {
        return false;
    }
    let mut space = false;
    let mut ascii = true;
    for &b in bytes {
        match b {
            b'#' | 0..=0x1f | 0x7f => return false,
            b' ' if space => return false,
            b' ' => {
                space = true;
                continue;
            }
            0x80.. => ascii = false,
            _ => {}
        }
        space = false;
    }
    ascii || !line.chars().any(|c| c.is_whitespace() && c != ' ')
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

fn parse_line(cleaned: &str, in_hands: bool, players: &[Rc<str>]) -> Item {
    match line_item(cleaned, in_hands, players) {
        Ok(item) => item,
        Err(e) => Item::Invalid(e),
    }
}

fn line_item(cleaned: &str, in_hands: bool, players: &[Rc<str>]) -> Result<Item, SyntaxError> {
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
    let player = players.iter().find(|p| ***p == *key);
    let is_player = player.is_some();
    if !in_hands {
        return match Header::from_keyword(key) {
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
    // A player may be called like a header; anyone else may not use a header's key.
    if !is_player && let Some(header) = Header::from_keyword(key) {
        return Err(SyntaxError::HeaderAfterHand(header));
    }
    let (action, asserted) = parse_action(value)?;
    Ok(Item::Event {
        player: player.map_or_else(|| Rc::from(key), Rc::clone),
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
    let words = || body.split(' ').filter(|w| !w.is_empty());
    // The first three words, and whether there are more (no list to allocate per line).
    let mut first = words();
    let three = (
        first.next(),
        first.next(),
        first.next(),
        first.next().is_some(),
    );
    let action = match three {
        (None, ..) => return Err(SyntaxError::NoAction),
        (Some("draw"), None, ..) => Action::Draw(1),
        (Some("draw"), Some(n), None, _) => {
            Action::Draw(natural(n).ok_or_else(|| SyntaxError::DrawCount(n.to_string()))?)
        }
        (Some("pass"), None, ..) => Action::Pass,
        (Some("muggins"), None, ..) => Action::Muggins,
        (Some("says"), Some(n), None, _) => Action::Says(parse_int(n, NumberOf::Announcement)?),
        (Some("says"), None, ..) => return Err(SyntaxError::SaysWithoutPoints),
        (Some("holds"), ..) => {
            let rest: Vec<&str> = words().skip(1).collect();
            Action::Holds(parse_holds(&rest)?)
        }
        (Some(tile), None, ..) => Action::Place {
            tile: tile.parse()?,
            on: None,
        },
        (Some(tile), Some("on"), Some(on), false) => Action::Place {
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

fn parse_score(text: &str) -> Result<Vec<(Rc<str>, i32)>, SyntaxError> {
    let mut entries = Vec::new();
    for part in text.split(',') {
        let part = part.trim();
        let (name, value) = part
            .rsplit_once(' ')
            .ok_or_else(|| SyntaxError::ScoreEntry(part.to_string()))?;
        let mut joined = String::with_capacity(name.len() + 2);
        for (i, member) in name.split('&').map(str::trim).enumerate() {
            if i > 0 {
                joined.push_str(" & ");
            }
            joined.push_str(member);
        }
        entries.push((Rc::from(joined), parse_int(value, NumberOf::Score)?));
    }
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_as_str_lines_does() {
        let mut texts: Vec<String> = crate::engine::random_play::corpus(3, 5);
        texts.extend(
            [
                "",
                "\n",
                "\n\n",
                "a\r\nb\r\n",
                "a\rb\n",
                "tail\r",
                "\r\n\r",
                " lead\nend \nx  y\nx y\n#c\nAna: 5-5 # c\n\tAna\nRoselène: 5-5\nA\u{a0}B",
                "no newline",
                "exactly8\nexactly8",
                "0123456789abcdef\n0123456\n",
            ]
            .map(String::from),
        );
        for text in &texts {
            let ours: Vec<&str> = super::super::fast::Lines::new(text).collect();
            assert_eq!(ours, text.lines().collect::<Vec<_>>(), "{text:?}");
        }
    }

    #[test]
    fn the_common_lines_read_as_the_general_reader_reads_them() {
        use crate::engine::random_play::corpus;
        let players: Vec<Rc<str>> = ["Ana", "Ben", "Ti Jan", "score", "draw", "holds"]
            .into_iter()
            .chain([
                "Roselène",
                "Cy",
                "Di",
                "Marie-Claude",
                "Wilner",
                "Jo",
                "Fritz",
            ])
            .map(Rc::from)
            .collect();
        let mut lines: Vec<String> = corpus(7, 20)
            .iter()
            .flat_map(|t| t.lines().map(String::from).collect::<Vec<_>>())
            .collect();
        let odd = [
            "Ana: 5-3 on 5-5 =10",
            "Ana: 7-3",
            "Ana: 5-3 on",
            "Ana: 5-3 on 5-5 = -0",
            "Ana: says -0",
            "Ana: says 12 = 3",
            "Ana: draw 0",
            "Ana: draw 0000000001",
            "Ana: draw 4294967296",
            "Ana: says 2147483648",
            "hand 0012",
            "hand 99999999999",
            "hand x",
            "handy: 5-5",
            "score: Ana 1, Ben 2",
            "draw: 5-5",
            "Ana: 5-3 = 10 = 2",
            "Ana: [5-3]",
            "Ana:5-3",
            "Ben: says",
            "Ti Jan: muggins",
            "Ana: pass x",
            "Ana: 5-35-5",
            "Cy: holds 1-2 3-4",
            "Ana: holds",
            "Ana: holds 13",
            "Ana: holds 0000000000013",
            "Ana: holds 5-3 2-1",
            "Ana: holds 5-3  2-1",
            "Ana: holds [5-3]",
            "Ana: holds [5-3] 2-1 [6-6]",
            "Ana: holds [5-3",
            "Ana: holds [5-3]]",
            "Ana: holds [7-3]",
            "Ana: holds [ 5-3]",
            "Ana: holds 5-3 = 2",
            "score: Ana 10, Ben 15",
            "score: Ana & Cy 10, Ben & Di -5",
            "score: Cy & Ana 3, Ben 2",
            "score: Ana &Cy 3",
            "score: Ana 10,Ben 15",
            "score: Ana 10, ",
            "score: Dan 3",
            "score: Ana 1 0",
            "Dan: 5-5",
        ];
        lines.extend(odd.iter().map(ToString::to_string));
        let mutated: Vec<String> = lines
            .iter()
            .flat_map(|l| {
                [
                    l.replacen(' ', "", 1),
                    format!("{l}0"),
                    l.replace("= ", "= -"),
                    l.replace('-', "+"),
                    l[..l.floor_char_boundary(l.len() / 2)].to_string(),
                ]
            })
            .collect();
        lines.extend(mutated);
        let mutated: Vec<String> = lines
            .iter()
            .flat_map(|l| {
                [
                    format!(" {l}"),
                    format!("{l} "),
                    l.replace(' ', "\t"),
                    l.replace(' ', "  "),
                    format!("{l} # c"),
                ]
            })
            .collect();
        lines.extend(mutated);
        let mut read = 0;
        for line in &lines {
            // The fast reader takes a line as it is; the general one cleans it first.
            let mut names = players.clone();
            let mut next = read % players.len();
            if let Some(fast) =
                super::super::fast::common_line(line, &mut names, players.len(), &mut next)
            {
                // Debug shows a tile's halves in order, which equality ignores.
                let slow = parse_line(&clean(line), true, &players);
                assert_eq!(format!("{fast:?}"), format!("{slow:?}"), "{line:?}");
                assert_eq!(clean(line), *line, "a line read fast is clean");
                read += 1;
            }
        }
        assert!(read > 5000, "{read} of {} lines read", lines.len());
    }

    #[test]
    fn a_line_is_borrowed_only_when_cleaning_would_not_change_it() {
        let slow = |line: &str| {
            let code = line.split('#').next().unwrap_or("");
            code.replace('\t', " ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        };
        for line in [
            "Ana: 5-5 = 10",
            "Roselène: 5-0 on 5-5",
            "",
            " Ana: pass",
            "Ana: pass ",
            "Ana:  pass",
            "Ana:\tpass",
            "Ana: pass # a comment",
            "Ana: pass\r",
            "Ana:\u{a0}pass",
            "Ana: pass\u{3000}",
            "Ti Jan: draw 2",
            "\u{feff}players: Ana, Ben",
            "   ",
        ] {
            let cleaned = clean(line);
            assert_eq!(cleaned, slow(line), "{line:?}");
            assert_eq!(
                matches!(cleaned, Cow::Borrowed(_)),
                slow(line) == line,
                "{line:?}"
            );
        }
    }

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
