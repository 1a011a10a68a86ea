//! The lines most of a record is made of, read byte by byte: `hand N`, a known player's
//! `NAME: T`, `T on U`, `… = N`, `draw`, `draw N`, `pass`, `says N`, `muggins`, `holds …`, and
//! `score: NAME N, …` naming players or teams, written as `allfives score` writes them.
//! Anything else (brackets, but around a `holds` line's tiles; other spacing, a comment, an
//! error to report) is left to the general reader in `parse.rs`, which gives the same item for
//! every line this one reads (a test in `parse.rs` compares them). A line this one reads is already clean (one space between words,
//! none around, no comment): player names come from the cleaned `players:` line, and the rest is
//! the exact forms above.

use std::rc::Rc;

use super::item::{Action, Item};
use crate::engine::fixed::FixedVec;
use crate::engine::game::Holds;
use crate::engine::tile::Tile;

/// A common line as [`fast_line`] reads it: names as indices into the reader's `names` (the
/// players, then the teams met so far), nothing shared or allocated but a `holds` line's tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Fast {
    /// `hand` / `hand N`.
    Hand(Option<u32>),
    /// `NAME: ACTION [= N]`, `name` the index of a player in `names`.
    Event {
        name: usize,
        action: Action,
        asserted: Option<i32>,
    },
    /// `score: NAME N, …`, its entries left in the reader's [`Scores`] (kept out of this
    /// value, which is moved line by line).
    Score,
}

/// A `score:` line's entries: each one's index in `names` and its score (match scale).
pub(super) type Scores = FixedVec<(usize, i32), SCORE_ENTRIES>;

/// The most entries a `score:` line read here has (at most four sides; a longer line, wrong
/// anyway, goes to the general reader).
pub(super) const SCORE_ENTRIES: usize = 8;

impl Fast {
    /// The [`Item`] the general reader gives for this line, names shared from `names`, a
    /// `score:` line's entries from `scores`.
    pub(super) fn into_item(self, names: &[Rc<str>], scores: &Scores) -> Item {
        match self {
            Fast::Hand(number) => Item::Hand(number),
            Fast::Event {
                name,
                action,
                asserted,
            } => Item::Event {
                player: Rc::clone(&names[name]),
                action,
                asserted,
            },
            Fast::Score => Item::Score(
                scores
                    .iter()
                    .map(|&(name, points)| (Rc::clone(&names[name]), points))
                    .collect(),
            ),
        }
    }
}

/// The item for a line inside the hands, cleaned or not, when it is one of the common forms;
/// `None` for the general reader ([`fast_line`] as an [`Item`]).
#[cfg(test)]
pub(super) fn common_line(
    line: &str,
    names: &mut Vec<Rc<str>>,
    players: usize,
    next: &mut usize,
) -> Option<Item> {
    let (mut scores, mut fast) = (Scores::new(), Fast::Hand(None));
    fast_line(line, names, players, next, &mut scores, &mut fast)
        .then(|| fast.into_item(names, &scores))
}

/// Reads a line inside the hands, cleaned or not, into `out` when it is one of the common
/// forms; `false` (and `out` as it was) for the general reader. `names` holds the players, then
/// the teams met in `score:` lines (added here), so that a name is an index, not a copy, from
/// line to line. `next` is the seat the search for the player starts at: the last line's
/// player's (after a placement, the same player `says` how much), then round the table. A
/// `score:` line's entries go to `scores`.
///
/// The line is written in place, where the replay reads it, not returned: a value of this size
/// moved from enum to enum is copied with loads wider than the stores that just wrote it, which
/// stall (most of the reader's time, measured with `perf annotate`).
pub(super) fn fast_line(
    line: &str,
    names: &mut Vec<Rc<str>>,
    players: usize,
    next: &mut usize,
    scores: &mut Scores,
    out: &mut Fast,
) -> bool {
    let bytes = line.as_bytes();
    match bytes {
        [b's', b'c', b'o', b'r', b'e', b':', b' ', entries @ ..] => {
            if !read_scores(entries, names, players, scores) {
                return false;
            }
            *out = Fast::Score;
            return true;
        }
        [b'h', b'a', b'n', b'd'] => {
            *out = Fast::Hand(None);
            return true;
        }
        [b'h', b'a', b'n', b'd', b' ', digits @ ..] => {
            if let Some(n) = small_number(digits) {
                *out = Fast::Hand(Some(n));
                return true;
            }
        }
        _ => {}
    }
    let Some(seat) = player(bytes, names, players, *next) else {
        return false;
    };
    let colon = names[seat].len();
    let Some((action, asserted)) = bytes[colon + 1..].strip_prefix(b" ").and_then(self::action)
    else {
        return false;
    };
    // A player's line is most often followed by another of theirs (`says`), then by the
    // next player's.
    *next = seat;
    *out = Fast::Event {
        name: seat,
        action,
        asserted,
    };
    true
}

/// The seat of the player whose name is written before the first `:` of `bytes`, looked for
/// from `next` round the table (without a division per seat tried).
#[inline]
fn player(bytes: &[u8], names: &[Rc<str>], players: usize, next: usize) -> Option<usize> {
    let colon = bytes.iter().position(|&b| b == b':')?;
    let key = &bytes[..colon];
    // `score:` is never an event, whatever the players are called.
    if key == b"score" || next >= players {
        return None;
    }
    let mut seat = next;
    let mut tried = 0;
    while !same(&names[seat], key) {
        tried += 1;
        if tried >= players {
            return None;
        }
        seat = if seat + 1 == players { 0 } else { seat + 1 };
    }
    Some(seat)
}

/// The index among `names` of the name written `key`. Names are short: compared here, without
/// `memcmp`.
fn named(names: &[Rc<str>], key: &[u8]) -> Option<usize> {
    names.iter().position(|n| same(n, key))
}

/// Whether `name` is written `key`.
#[inline]
fn same(name: &str, key: &[u8]) -> bool {
    name.len() == key.len() && name.bytes().zip(key).all(|(a, &b)| a == b)
}

/// `NAME N, NAME N` after `score: `, into `entries`: each name a player's, or players' joined
/// by ` & `. Whether the line is so.
fn read_scores(
    text: &[u8],
    names: &mut Vec<Rc<str>>,
    players: usize,
    entries: &mut Scores,
) -> bool {
    entries.clear();
    if known_scores(text, names, entries).is_some() {
        return true;
    }
    entries.clear();
    scores(text, names, players, entries).is_some()
}

/// [`scores`] for a line whose names are all in `names` already (every `score:` line but a
/// team's first), read left to right in one pass: `None` when in doubt, for [`scores`] to read.
fn known_scores(mut text: &[u8], names: &[Rc<str>], entries: &mut Scores) -> Option<()> {
    loop {
        // The name this entry starts with, followed by a space and a number.
        // (Compared byte by byte: `strip_prefix` calls `memcmp` for each name.)
        let (index, value, rest) = names.iter().enumerate().find_map(|(i, name)| {
            let n = name.len();
            if text.len() <= n || text[n] != b' ' || !same(name, &text[..n]) {
                return None;
            }
            let after = &text[n + 1..];
            let end = after.iter().position(|&b| b == b',').unwrap_or(after.len());
            Some((i, signed(&after[..end])?, &after[end..]))
        })?;
        if entries.len() == SCORE_ENTRIES {
            return None;
        }
        entries.push((index, value));
        match rest {
            [] => return Some(()),
            [b',', b' ', more @ ..] => text = more,
            _ => return None,
        }
    }
}

/// [`read_scores`], `None` for a line not so.
fn scores(
    mut text: &[u8],
    names: &mut Vec<Rc<str>>,
    players: usize,
    entries: &mut Scores,
) -> Option<()> {
    loop {
        // The first `, ` (byte by byte: `windows` and a slice comparison call `memcmp`).
        let end = (1..text.len()).find(|&i| text[i - 1] == b',' && text[i] == b' ');
        let end = end.map(|i| i - 1);
        let entry = end.map_or(text, |e| &text[..e]);
        let space = entry.iter().rposition(|&b| b == b' ')?;
        let (name, value) = (&entry[..space], &entry[space + 1..]);
        let index = match named(names, name) {
            Some(known) => known,
            None => {
                // A team not met yet: its members' names joined by ` & `, as written back.
                let text = std::str::from_utf8(name).ok()?;
                let members = text.split(" & ");
                if members.clone().count() < 2
                    || !members
                        .clone()
                        .all(|m| named(&names[..players], m.as_bytes()).is_some())
                {
                    return None;
                }
                names.push(Rc::from(text));
                names.len() - 1
            }
        };
        if entries.len() == SCORE_ENTRIES {
            return None;
        }
        entries.push((index, signed(value)?));
        match end {
            Some(e) => text = &text[e + 2..],
            None => return Some(()),
        }
    }
}

/// `holds N` or `holds T T …` (what follows `holds`).
fn holds(rest: &[u8]) -> Option<Holds> {
    let Some(mut rest) = rest.strip_prefix(b" ") else {
        return rest.is_empty().then(|| Holds::Tiles(Vec::new()));
    };
    if let Some(pips) = small_number(rest) {
        return Some(Holds::Pips(pips));
    }
    let mut tiles = Vec::with_capacity(rest.len() / 4 + 1);
    loop {
        // `5-3` or, as `allfives` writes a hand shown, `[5-3]`.
        let (tile, after) = match rest {
            [b'[', inner @ ..] => match tile(inner)? {
                (tile, [b']', after @ ..]) => (tile, after),
                _ => return None,
            },
            _ => tile(rest)?,
        };
        tiles.push(tile);
        match after {
            [] => return Some(Holds::Tiles(tiles)),
            [b' ', more @ ..] => rest = more,
            _ => return None,
        }
    }
}

/// The action after `NAME: `, with its `= N`.
fn action(value: &[u8]) -> Option<(Action, Option<i32>)> {
    // Told apart by the first byte: most lines are placements.
    let action = match value.first()? {
        b'0'..=b'6' => return placement(value),
        b'd' => match value {
            b"draw" => Action::Draw(1),
            _ => Action::Draw(small_number(value.strip_prefix(b"draw ")?)?),
        },
        b'p' if value == b"pass" => Action::Pass,
        b'm' if value == b"muggins" => Action::Muggins,
        b's' => Action::Says(signed(value.strip_prefix(b"says ")?)?),
        b'h' => Action::Holds(holds(value.strip_prefix(b"holds")?)?),
        _ => return None,
    };
    Some((action, None))
}

/// `T`, `T on U`, either with ` = N`.
fn placement(value: &[u8]) -> Option<(Action, Option<i32>)> {
    let (tile, rest) = tile(value)?;
    let (on, rest) = match rest {
        [b' ', b'o', b'n', b' ', rest @ ..] => {
            let (on, rest) = self::tile(rest)?;
            (Some(on), rest)
        }
        _ => (None, rest),
    };
    let asserted = match rest {
        [] => None,
        [b' ', b'=', b' ', n @ ..] => Some(signed(n)?),
        _ => return None,
    };
    Some((Action::Place { tile, on }, asserted))
}

/// A tile written `5-3` at the start of `bytes`, and what follows it.
fn tile(bytes: &[u8]) -> Option<(Tile, &[u8])> {
    match bytes {
        [a @ b'0'..=b'6', b'-', b @ b'0'..=b'6', rest @ ..] => {
            Some((Tile::new(a - b'0', b - b'0').ok()?, rest))
        }
        _ => None,
    }
}

/// A whole number of 1 to 9 digits (never too large for a `u32`).
#[inline]
fn small_number(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(digits.iter().fold(0, |n, d| n * 10 + u32::from(d - b'0')))
}

/// A whole number of 1 to 9 digits, with an optional `-`.
#[inline]
fn signed(text: &[u8]) -> Option<i32> {
    match text {
        [b'-', digits @ ..] => small_number(digits).map(|n| -(n as i32)),
        digits => small_number(digits).map(|n| n as i32),
    }
}

/// The lines of `text` as [`str::lines`] gives them (split at `\n`, a `\r` before it dropped),
/// found eight bytes at a time.
pub(super) struct Lines<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Lines<'a> {
    /// The lines of `text`.
    pub(super) fn new(text: &'a str) -> Lines<'a> {
        Lines { text, at: 0 }
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let (text, bytes, start) = (self.text, self.text.as_bytes(), self.at);
        if start >= bytes.len() {
            return None;
        }
        let Some(newline) = newline(bytes, start) else {
            self.at = bytes.len();
            return Some(&text[start..]);
        };
        self.at = newline + 1;
        let end = if newline > start && bytes[newline - 1] == b'\r' {
            newline - 1
        } else {
            newline
        };
        Some(&text[start..end])
    }
}

/// The first `\n` in `bytes` from `from` on.
fn newline(bytes: &[u8], from: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut i = from;
    while let Some(chunk) = bytes.get(i..i + 8) {
        let mut word = [0; 8];
        word.copy_from_slice(chunk);
        // A byte of `x` is 0 where `word` has a newline; the lowest one flagged is the first.
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(b'\n'));
        let found = x.wrapping_sub(ONES) & !x & HIGH;
        if found != 0 {
            return Some(i + (found.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    bytes[i..].iter().position(|&b| b == b'\n').map(|p| i + p)
}
