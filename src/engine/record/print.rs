//! The record in canonical form (RECORD.md "Checking": `allfives score`): headers in the table's
//! order, one event per line with every placement's `= N`, and a `score:` line after every hand.

use std::fmt::Write as _;

use super::headers::Headers;
use super::parse::Action;
use crate::engine::game::{Holds, MatchState, Play};
use crate::engine::tile::Tile;

/// `0 + 3 + 2 = 5` (a lone term: `10`, nothing counted: `0`): how a count adds up, in pips.
#[must_use]
pub fn arithmetic(terms: &[u32], total: u32) -> String {
    match terms {
        [] => "0".to_string(),
        [one] if *one == total => total.to_string(),
        _ => {
            let parts: Vec<String> = terms.iter().map(ToString::to_string).collect();
            format!("{} = {total}", parts.join(" + "))
        }
    }
}

/// The scores as a `score:` line body: `Ana 10, Ben 15` (teams as `Ana & Cy 30`), match scale.
#[must_use]
pub(super) fn score_text(game: &MatchState) -> String {
    let mut text = String::new();
    write_scores(&mut text, game);
    text
}

/// Appends [`score_text`] to `out`.
fn write_scores(out: &mut String, game: &MatchState) {
    let setup = game.setup();
    for side in 0..setup.sides() {
        if side > 0 {
            out.push_str(", ");
        }
        for (i, p) in setup.members_iter(side).enumerate() {
            if i > 0 {
                out.push_str(" & ");
            }
            out.push_str(&setup.players[p]);
        }
        out.push(' ');
        write_int(out, i64::from(game.scores()[side]));
    }
}

/// The digits, to append without the formatting machinery.
const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// Appends `5-3`.
fn write_tile(out: &mut String, tile: Tile) {
    out.push_str(DIGITS[usize::from(tile.first())]);
    out.push('-');
    out.push_str(DIGITS[usize::from(tile.second())]);
}

/// Appends a whole number; the small ones a record is full of without `fmt`.
fn write_int(out: &mut String, n: i64) {
    match n {
        0..10 => out.push_str(DIGITS[n as usize]),
        10..100 => {
            out.push_str(DIGITS[(n / 10) as usize]);
            out.push_str(DIGITS[(n % 10) as usize]);
        }
        _ => {
            let _ = write!(out, "{n}");
        }
    }
}

/// The canonical record, written line by line as the replay goes, into one text; or nothing,
/// for a check that does not print ([`super::check`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Printer {
    text: String,
    on: bool,
}

impl Printer {
    /// A record that starts with `headers`, with room for about `size` bytes; a printer that
    /// writes nothing unless `on`.
    pub(super) fn new(headers: &Headers, size: usize, on: bool) -> Printer {
        if !on {
            return Printer::default();
        }
        let mut text = String::with_capacity(size);
        for (header, value) in &headers.given {
            let _ = writeln!(text, "{header}: {value}");
        }
        Printer { text, on }
    }

    /// Whether this printer writes (not for [`super::check`]).
    pub(super) fn is_on(&self) -> bool {
        self.on
    }

    /// A blank line and `hand N`.
    pub(super) fn hand(&mut self, number: u32) {
        if !self.on {
            return;
        }
        self.text.push_str("\nhand ");
        write_int(&mut self.text, i64::from(number));
        self.text.push('\n');
    }

    /// `score: …` with the scores of `game`.
    pub(super) fn score(&mut self, game: &MatchState) {
        if !self.on {
            return;
        }
        self.text.push_str("score: ");
        write_scores(&mut self.text, game);
        self.text.push('\n');
    }

    /// `NAME: `.
    fn name(&mut self, player: &str) {
        self.text.push_str(player);
        self.text.push_str(": ");
    }

    /// A placement as the layout has it (a lead as entered, a placement touching half first)
    /// with its points: `Ana: 5-3 on 5-5 = 0`.
    pub(super) fn placement(&mut self, player: &str, play: &Play) {
        if !self.on {
            return;
        }
        self.name(player);
        write_tile(&mut self.text, play.tile);
        if let Some(on) = play.on {
            self.text.push_str(" on ");
            write_tile(&mut self.text, on);
        }
        self.text.push_str(" = ");
        write_int(&mut self.text, i64::from(play.points));
        self.text.push('\n');
    }

    /// Any other action: `Ben: draw 2`, `Ana: holds 6-4 2-1`.
    pub(super) fn action(&mut self, player: &str, action: &Action) {
        if !self.on {
            return;
        }
        self.name(player);
        let out = &mut self.text;
        match action {
            Action::Place { tile, on } => {
                write_tile(out, *tile);
                if let Some(on) = on {
                    out.push_str(" on ");
                    write_tile(out, *on);
                }
            }
            Action::Draw(1) => out.push_str("draw"),
            Action::Draw(n) => {
                out.push_str("draw ");
                write_int(out, i64::from(*n));
            }
            Action::Pass => out.push_str("pass"),
            Action::Says(n) => {
                out.push_str("says ");
                write_int(out, i64::from(*n));
            }
            Action::Muggins => out.push_str("muggins"),
            Action::Holds(Holds::Pips(n)) => {
                out.push_str("holds ");
                write_int(out, i64::from(*n));
            }
            Action::Holds(Holds::Tiles(tiles)) => {
                out.push_str("holds");
                for tile in tiles {
                    out.push(' ');
                    write_tile(out, *tile);
                }
            }
        }
        out.push('\n');
    }

    /// The whole text, each line ending with a newline.
    pub(super) fn finish(self) -> String {
        self.text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_shows_how_the_count_adds_up() {
        assert_eq!(arithmetic(&[0, 3, 2], 5), "0 + 3 + 2 = 5");
        assert_eq!(arithmetic(&[10], 10), "10");
        assert_eq!(arithmetic(&[], 0), "0");
    }
}
