//! Who plays and under which rules: players in seating order, teams, sides (RULES.md §2).

use crate::engine::seat::{Seat, Side};
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::engine::rules::{Rules, RulesError, Variant};
use std::fmt;

/// Why players and rules are not a match that can be played ([`Setup::validate`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Fewer or more players than [`Setup::PLAYERS`].
    PlayerCount(usize),
    /// The player at `seat` (0-based) has an empty name.
    NoName { seat: Seat },
    /// A name with `:`, `,`, `#` or `&`, which the record uses as separators.
    Character(String),
    /// A name with spaces a play record cannot keep: a tab, a line break, a space at either end
    /// or two in a row (RECORD.md "Lexical rules": names are trimmed, runs of spaces are one).
    Spacing(String),
    /// `hand` or `score`, which are record keywords.
    Keyword(String),
    /// Two players with the same name.
    SameName(String),
    /// Teams with other than four players.
    TeamsNeedFour,
    /// Teams that are not two pairs.
    NotTwoPairs,
    /// A combination of rules the variant does not use, or a deal the set cannot make.
    Rules(RulesError),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(
                f,
                "a match has {} to {} players, not {n}",
                Setup::PLAYERS.start(),
                Setup::PLAYERS.end()
            ),
            SetupError::NoName { seat } => write!(f, "player {seat} has no name"),
            SetupError::Character(name) => {
                write!(f, "the name '{name}' cannot contain ':', ',', '#' or '&'")
            }
            SetupError::Spacing(name) => write!(
                f,
                "the name '{}' has a tab, a line break or extra spaces",
                name.escape_debug()
            ),
            SetupError::Keyword(name) => write!(f, "'{name}' cannot be a player's name"),
            SetupError::SameName(name) => write!(f, "two players are named '{name}'"),
            SetupError::TeamsNeedFour => f.write_str("teams need four players"),
            SetupError::NotTwoPairs => f.write_str("teams must be two pairs of players"),
            SetupError::Rules(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

/// Who plays and under which rules. Players are indexed in seating (turn) order.
///
/// Plain data, as a save file or a form holds it: [`Setup::validate`] says whether it is a match
/// that can be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// 2–4 distinct names in seating order ([`Setup::PLAYERS`]).
    pub players: Vec<String>,
    /// With four players: the team (0 or 1) of each seat; `None` plays every player alone.
    pub teams: Option<Vec<u8>>,
    /// Variant and house rules.
    pub rules: Rules,
}

impl Setup {
    /// How many players a match has (RULES.md §2): 2 to 4.
    pub const PLAYERS: RangeInclusive<usize> = 2..=4;

    /// How many players play in teams, two against two (RULES.md §2).
    pub const TEAM_PLAYERS: usize = 4;

    /// A setup with the variant's preset; four players are partners 1 & 3 vs 2 & 4 (RULES.md §2).
    #[must_use]
    pub fn new(players: Vec<String>, variant: Variant) -> Setup {
        let rules = Rules::preset(variant, players.len());
        let teams = (players.len() == Setup::TEAM_PLAYERS).then(|| vec![0, 1, 0, 1]);
        Setup {
            players,
            teams,
            rules,
        }
    }

    /// Checks the player count ([`Setup::PLAYERS`]), the names (non-empty, distinct, no `: , #
    /// &`, single spaces only, not `hand` or `score`: RECORD.md "Lexical rules", so that every
    /// name reads back the same from a play record), the teams (two pairs of four players) and
    /// the rules ([`Rules::validate`]), in that order.
    ///
    /// # Errors
    /// The first [`SetupError`] found.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !Setup::PLAYERS.contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        for (i, name) in self.players.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(SetupError::NoName { seat: Seat(i) });
            }
            if name.contains([':', ',', '#', '&']) {
                return Err(SetupError::Character(name.clone()));
            }
            if name.split_whitespace().ne(name.split(' ')) {
                return Err(SetupError::Spacing(name.clone()));
            }
            if name == "hand" || name == "score" {
                return Err(SetupError::Keyword(name.clone()));
            }
            if self.players[..i].contains(name) {
                return Err(SetupError::SameName(name.clone()));
            }
        }
        if let Some(teams) = &self.teams {
            if n != Setup::TEAM_PLAYERS {
                return Err(SetupError::TeamsNeedFour);
            }
            if teams.len() != Setup::TEAM_PLAYERS
                || teams.iter().filter(|&&t| t == 0).count() != 2
                || teams.iter().any(|&t| t > 1)
            {
                return Err(SetupError::NotTwoPairs);
            }
        }
        self.rules.validate(n).map_err(SetupError::Rules)
    }

    /// Number of scoring sides: 2 teams, or one per player.
    #[must_use]
    pub fn sides(&self) -> usize {
        if self.teams.is_some() {
            2
        } else {
            self.players.len()
        }
    }

    /// The scoring side of `player`.
    #[must_use]
    pub fn side_of(&self, player: Seat) -> Side {
        match &self.teams {
            Some(teams) => Side(usize::from(teams[player])),
            None => Side(player.index()),
        }
    }

    /// The players of `side`, in seating order.
    #[must_use]
    pub fn members(&self, side: Side) -> Vec<Seat> {
        self.members_iter(side).collect()
    }

    /// [`Setup::members`] one by one, without allocating.
    pub fn members_iter(&self, side: Side) -> impl Iterator<Item = Seat> + '_ {
        Seat::all(self.players.len()).filter(move |&p| self.side_of(p) == side)
    }

    /// The name of a side: the player's name, or the partners' names joined by ` & ` in seating
    /// order (`Ana & Cy`).
    #[must_use]
    pub fn side_name(&self, side: Side) -> String {
        self.members(side)
            .iter()
            .map(|&p| self.players[p].as_str())
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// Every seat with its player's name, in seating order.
    pub fn seated(&self) -> impl Iterator<Item = (Seat, &String)> + '_ {
        self.players
            .iter()
            .enumerate()
            .map(|(i, name)| (Seat(i), name))
    }

    /// The seat of a player by exact name.
    #[must_use]
    pub fn player_index(&self, name: &str) -> Option<Seat> {
        self.players.iter().position(|p| p == name).map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(names: &[&str]) -> Setup {
        Setup::new(
            names.iter().map(ToString::to_string).collect(),
            Variant::AllFives,
        )
    }

    #[test]
    fn the_count_names_and_teams_are_checked_in_order() {
        let cases: [(Setup, &str); 7] = [
            (names(&["Ana"]), "a match has 2 to 4 players, not 1"),
            (names(&["Ana", " "]), "player 2 has no name"),
            (
                names(&["Ana", "B&C"]),
                "the name 'B&C' cannot contain ':', ',', '#' or '&'",
            ),
            (
                names(&["Ana", "score"]),
                "'score' cannot be a player's name",
            ),
            (names(&["Ana", "Ana", "Ana"]), "two players are named 'Ana'"),
            (
                Setup {
                    teams: Some(vec![0, 7]),
                    ..names(&["Ana", "Ben"])
                },
                "teams need four players",
            ),
            (
                Setup {
                    teams: Some(vec![0, 0, 0, 1]),
                    ..names(&["Ana", "Ben", "Cy", "Di"])
                },
                "teams must be two pairs of players",
            ),
        ];
        for (setup, message) in cases {
            assert_eq!(setup.validate().unwrap_err().to_string(), message);
        }
        assert_eq!(names(&["Ana", "Ben", "Cy", "Di"]).validate(), Ok(()));
    }

    #[test]
    fn a_name_keeps_only_single_spaces_between_words() {
        for bad in [
            "Ana ",
            " Ana",
            "Jean  Pierre",
            "Ana\tB",
            "Ana\nB",
            "A\u{a0}B",
            "A\r",
        ] {
            assert_eq!(
                names(&["Ben", bad]).validate(),
                Err(SetupError::Spacing(bad.to_string())),
                "{bad:?}"
            );
        }
        assert_eq!(
            SetupError::Spacing("Ana\tB".into()).to_string(),
            "the name 'Ana\\tB' has a tab, a line break or extra spaces"
        );
        for good in [
            "Jean Pierre",
            "Zoë",
            "a/b",
            "..",
            "nul\u{0}",
            "\u{202e}evil",
            "名前",
        ] {
            assert_eq!(names(&["Ben", good]).validate(), Ok(()), "{good:?}");
        }
    }

    #[test]
    fn four_players_are_two_teams_by_default() {
        let setup = names(&["Ana", "Ben", "Cy", "Di"]);
        assert_eq!(setup.sides(), 2);
        assert_eq!(setup.side_name(Side(0)), "Ana & Cy");
        assert_eq!(setup.members(Side(1)), vec![Seat(1), Seat(3)]);
        assert_eq!(names(&["Ana", "Ben", "Cy"]).sides(), 3);
    }
}
