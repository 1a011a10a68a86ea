//! The record in canonical form (RECORD.md "Checking": `allfives score`): headers in the table's
//! order, one event per line with every placement's `= N`, and a `score:` line after every hand.

use super::headers::Headers;
use super::parse::Action;
use crate::engine::game::{Holds, MatchState, Play};

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
    let setup = game.setup();
    (0..setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The canonical record, written line by line as the replay goes.
#[derive(Clone, Debug, Default)]
pub(super) struct Printer {
    lines: Vec<String>,
}

impl Printer {
    /// A record that starts with `headers`.
    pub(super) fn new(headers: &Headers) -> Printer {
        Printer {
            lines: headers
                .given
                .iter()
                .map(|(header, value)| format!("{header}: {value}"))
                .collect(),
        }
    }

    /// A blank line and `hand N`.
    pub(super) fn hand(&mut self, number: u32) {
        self.lines.push(String::new());
        self.lines.push(format!("hand {number}"));
    }

    /// `score: …` with the scores of `game`.
    pub(super) fn score(&mut self, game: &MatchState) {
        self.lines.push(format!("score: {}", score_text(game)));
    }

    /// A placement as the layout has it (a lead as entered, a placement touching half first)
    /// with its points: `Ana: 5-3 on 5-5 = 0`.
    pub(super) fn placement(&mut self, player: &str, play: &Play) {
        let tile = play.tile;
        self.lines.push(match play.on {
            Some(on) => format!("{player}: {tile} on {on} = {}", play.points),
            None => format!("{player}: {tile} = {}", play.points),
        });
    }

    /// Any other action: `Ben: draw 2`, `Ana: holds 6-4 2-1`.
    pub(super) fn action(&mut self, player: &str, action: &Action) {
        let text = match action {
            Action::Place { tile, on: Some(on) } => format!("{player}: {tile} on {on}"),
            Action::Place { tile, on: None } => format!("{player}: {tile}"),
            Action::Draw(1) => format!("{player}: draw"),
            Action::Draw(n) => format!("{player}: draw {n}"),
            Action::Pass => format!("{player}: pass"),
            Action::Says(n) => format!("{player}: says {n}"),
            Action::Muggins => format!("{player}: muggins"),
            Action::Holds(Holds::Pips(n)) => format!("{player}: holds {n}"),
            Action::Holds(Holds::Tiles(tiles)) => {
                let tiles: Vec<String> = tiles.iter().map(ToString::to_string).collect();
                format!("{player}: holds {}", tiles.join(" "))
                    .trim_end()
                    .to_string()
            }
        };
        self.lines.push(text);
    }

    /// The whole text, ending with a newline.
    pub(super) fn finish(mut self) -> String {
        self.lines.push(String::new());
        self.lines.join("\n")
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
