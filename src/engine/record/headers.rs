//! The headers of a record (RECORD.md "Headers" and fine print): their keys, how they make the
//! [`Setup`], and how they are printed back. Which values a variant uses is the rules' own check
//! ([`Rules::validate`], [`Variant::uses`]); this reader only parses each value and reports the
//! rules' refusal at the header it names.

use crate::engine::seat::Side;
use std::fmt;

use super::date::{DateError, read_date};
use super::{Item, Problem, Record};
use crate::engine::game::{Setup, SetupError};
use crate::engine::rules::{
    Deal, EndOfHand, MugginsRule, Rules, RulesError, RulesHeader, Scale, Variant, YES_NO,
    yes_no_from_keyword, yes_no_keyword,
};

/// The largest target a record may set (in the match's scale).
pub const MAX_TARGET: u32 = 100_000;

/// A header key (RECORD.md "Headers").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Header {
    /// `players`: 2–4 names in seating order.
    Players,
    /// `teams`: `off`, or two teams of two.
    Teams,
    /// `date`: an ISO 8601 date or date-time (informational).
    Date,
    /// A header that sets a rule.
    Rules(RulesHeader),
}

impl Header {
    /// Every header, in the order of RECORD.md's table (the canonical order).
    pub const ALL: [Header; 12] = [
        Header::Rules(RulesHeader::Variant),
        Header::Players,
        Header::Teams,
        Header::Rules(RulesHeader::HandSize),
        Header::Rules(RulesHeader::Target),
        Header::Rules(RulesHeader::Scale),
        Header::Rules(RulesHeader::ExactTarget),
        Header::Rules(RulesHeader::EndOfHand),
        Header::Rules(RulesHeader::Muggins),
        Header::Rules(RulesHeader::DrawWhenAble),
        Header::Rules(RulesHeader::BoneyardReserve),
        Header::Date,
    ];

    /// The key.
    #[must_use]
    pub fn keyword(self) -> &'static str {
        match self {
            Header::Players => "players",
            Header::Teams => "teams",
            Header::Date => "date",
            Header::Rules(header) => header.keyword(),
        }
    }

    /// The header for a key.
    #[must_use]
    pub fn from_keyword(word: &str) -> Option<Header> {
        Header::ALL.into_iter().find(|h| h.keyword() == word)
    }
}

impl fmt::Display for Header {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

/// What is wrong with a header (RECORD.md "Headers" and fine print).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderError {
    /// A key given a second time.
    GivenTwice(Header),
    /// A value a rules header does not take.
    Value { header: RulesHeader, value: String },
    /// A `date` that is not ISO 8601 ([`read_date`]): the value, and why.
    Date { value: String, error: DateError },
    /// No `players` header.
    NoPlayers,
    /// The players are not a match ([`Setup::validate`] on the names).
    Players(SetupError),
    /// `teams` with other than four players.
    TeamsNeedFour(usize),
    /// `teams` that is not two teams.
    TeamsNotTwo,
    /// A team that is not two names.
    TeamNotPair(String),
    /// A team member who is not a player.
    TeamStranger(String),
    /// A player named in two teams, or twice in one.
    TeamNameTwice(String),
    /// `hand-size: N` with more tiles than anyone can be dealt.
    HandSizeTooLarge { players: usize, value: String },
    /// A value the variant does not use, or a deal the set cannot make (reported at the header
    /// it names, [`RulesError::header`]).
    Rules(RulesError),
    /// The setup the headers make is not a match.
    Setup(SetupError),
}

/// `a, b or c`.
fn or_list<T>(table: &[(T, &str)]) -> String {
    let words: Vec<&str> = table.iter().map(|(_, w)| *w).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// `a, b, c`.
fn comma_list<T>(table: &[(T, &str)]) -> String {
    let words: Vec<&str> = table.iter().map(|(_, w)| *w).collect();
    words.join(", ")
}

impl fmt::Display for HeaderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeaderError::GivenTwice(header) => write!(f, "the header '{header}' is given twice"),
            HeaderError::Value { header, value } => {
                write!(f, "{header}: '{value}' ")?;
                match header {
                    RulesHeader::Variant => {
                        write!(f, "is not one of {}", comma_list(&Variant::KEYWORDS))
                    }
                    RulesHeader::HandSize => {
                        write!(f, "is not a number, {}", or_list(&Deal::KEYWORDS))
                    }
                    RulesHeader::Target => {
                        write!(f, "must be a whole number from 1 to {MAX_TARGET}")
                    }
                    RulesHeader::Scale => {
                        f.write_str("must be points or fives (All Threes: points or threes)")
                    }
                    RulesHeader::ExactTarget | RulesHeader::DrawWhenAble => {
                        write!(f, "must be {}", or_list(&YES_NO))
                    }
                    RulesHeader::EndOfHand => {
                        write!(f, "is not one of {}", comma_list(&EndOfHand::KEYWORDS))
                    }
                    RulesHeader::Muggins => {
                        write!(f, "must be {}", or_list(&MugginsRule::KEYWORDS))
                    }
                    RulesHeader::BoneyardReserve => write!(f, "must be {}", or_list(&RESERVES)),
                }
            }
            HeaderError::Date { value, .. } => write!(
                f,
                "date: '{value}' is not an ISO 8601 date or date-time (2026-11-30, 2026-11-30T14:05)"
            ),
            HeaderError::NoPlayers => write!(
                f,
                "the record has no 'players:' header ({} to {} names in seating order)",
                Setup::PLAYERS.start(),
                Setup::PLAYERS.end()
            ),
            HeaderError::Players(e) => write!(f, "players: {e}"),
            HeaderError::TeamsNeedFour(n) => {
                write!(f, "teams: only four players play in teams, not {n}")
            }
            HeaderError::TeamsNotTwo => {
                f.write_str("teams: write two teams, 'Ana & Cy, Ben & Di', or off")
            }
            HeaderError::TeamNotPair(team) => {
                write!(f, "teams: '{team}' is not two names joined by '&'")
            }
            HeaderError::TeamStranger(name) => {
                write!(f, "teams: '{name}' is not one of the players")
            }
            HeaderError::TeamNameTwice(name) => write!(f, "teams: '{name}' is named twice"),
            HeaderError::HandSizeTooLarge { players, value } => write!(
                f,
                "hand-size: {players} players cannot each be dealt {value} tiles from 28"
            ),
            HeaderError::Rules(e) => e.fmt(f),
            HeaderError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for HeaderError {}

/// The values of `boneyard-reserve`, as written.
const RESERVES: [(u8, &str); 3] = [(0, "0"), (1, "1"), (2, "2")];

/// The headers of a record in canonical form (RECORD.md header table order and values), for
/// printing back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headers {
    /// `(header, value)` in the canonical order of RECORD.md's table.
    pub given: Vec<(Header, String)>,
}

/// Builds the setup from the header items (RECORD.md "Headers" and fine print).
///
/// The variant and the players are read first (they decide the preset), then every other header
/// changes the preset; last the rules check that their values go together.
///
/// # Errors
/// The problem at the earliest line: a wrong header, or a line before the first hand that is not
/// a header (the first `hand` line, or the last line, when `players` is missing).
pub fn setup_from_headers(record: &Record) -> Result<(Setup, Headers), Problem> {
    setup_and_headers(record, true)
}

/// [`setup_from_headers`], the canonical headers left empty unless `canonical` (a check that
/// prints nothing does not build their dozen strings per record).
pub(super) fn setup_and_headers(
    record: &Record,
    canonical: bool,
) -> Result<(Setup, Headers), Problem> {
    let header_end = record
        .items
        .iter()
        .position(|(_, i)| !matches!(i, Item::Header { .. } | Item::Invalid(_)));
    let first_hand_line = header_end.map_or(record.last_line, |i| record.items[i].0);
    let mut problems: Vec<Problem> = Vec::new();
    let mut given: Vec<(Header, usize, &str)> = Vec::new();
    for (line, item) in &record.items[..header_end.unwrap_or(record.items.len())] {
        match item {
            Item::Header { header, .. } if given.iter().any(|(h, _, _)| h == header) => {
                problems.push(Problem::new(*line, HeaderError::GivenTwice(*header)));
            }
            Item::Header { header, value } => given.push((*header, *line, value)),
            Item::Invalid(e) => problems.push(Problem::new(*line, e.clone())),
            _ => {}
        }
    }
    let find = |header: Header| {
        given
            .iter()
            .find(|(h, _, _)| *h == header)
            .map(|&(_, line, value)| (line, value))
    };

    let variant = match find(Header::Rules(RulesHeader::Variant)) {
        Some((line, value)) => Variant::from_keyword(value).unwrap_or_else(|| {
            problems.push(Problem::new(line, value_error(RulesHeader::Variant, value)));
            Variant::AllFives
        }),
        None => Variant::AllFives,
    };
    let (players_line, players) = match find(Header::Players) {
        Some((line, value)) => (
            line,
            value.split(',').map(|s| s.trim().to_string()).collect(),
        ),
        None => {
            problems.push(Problem::new(first_hand_line, HeaderError::NoPlayers));
            (first_hand_line, vec!["?".to_string(), "??".to_string()])
        }
    };
    let mut setup = Setup::new(players, variant);
    if let Err(e) = setup.validate() {
        problems.push(Problem::new(players_line, HeaderError::Players(e)));
    }
    for &(header, line, value) in &given {
        if let Err(e) = read(&mut setup, header, value) {
            problems.push(Problem::new(line, e));
        }
        if let Header::Rules(rule) = header
            && !variant.uses(rule)
        {
            let e = RulesError::NotUsed {
                header: rule,
                variant,
            };
            problems.push(Problem::new(line, HeaderError::Rules(e)));
        }
    }
    let n = setup.players.len();
    if find(Header::Rules(RulesHeader::Target)).is_none() {
        setup.rules.target = setup.rules.default_target(n);
    }
    // A player count that cannot play is the players' problem; the deal is checked for one that can.
    let checked = if Setup::PLAYERS.contains(&n) {
        setup.rules.validate(n)
    } else {
        setup.rules.validate_values()
    };
    if let Err(e) = checked {
        let line = find(Header::Rules(e.header())).map_or(players_line, |(line, _)| line);
        problems.push(Problem::new(line, HeaderError::Rules(e)));
    }
    if problems.is_empty()
        && let Err(e) = setup.validate()
    {
        problems.push(Problem::new(players_line, HeaderError::Setup(e)));
    }
    if let Some(first) = problems.into_iter().min_by_key(|p| p.line) {
        return Err(first);
    }
    let headers = if canonical {
        canonical_headers(&setup, &given)
    } else {
        Headers::default()
    };
    Ok((setup, headers))
}

fn value_error(header: RulesHeader, value: &str) -> HeaderError {
    HeaderError::Value {
        header,
        value: value.to_string(),
    }
}

/// Reads one header's value into `setup` (the variant and players are already in it).
fn read(setup: &mut Setup, header: Header, value: &str) -> Result<(), HeaderError> {
    let rule = match header {
        Header::Players => return Ok(()),
        Header::Teams => {
            setup.teams = teams(setup, value)?;
            return Ok(());
        }
        Header::Date => {
            return read_date(value)
                .map(|_| ())
                .map_err(|error| HeaderError::Date {
                    value: value.to_string(),
                    error,
                });
        }
        Header::Rules(rule) => rule,
    };
    let bad = || value_error(rule, value);
    let rules: &mut Rules = &mut setup.rules;
    match rule {
        RulesHeader::Variant => {}
        RulesHeader::HandSize => {
            rules.deal = Deal::from_keyword(value).ok_or_else(|| match natural(value) {
                Some(_) => HeaderError::HandSizeTooLarge {
                    players: setup.players.len(),
                    value: value.to_string(),
                },
                None => bad(),
            })?;
        }
        RulesHeader::Target => {
            rules.target = natural(value)
                .filter(|t| (1..=MAX_TARGET).contains(t))
                .ok_or_else(bad)?;
        }
        RulesHeader::Scale => rules.scale = Scale::from_keyword(value).ok_or_else(bad)?,
        RulesHeader::ExactTarget => {
            rules.exact_target = yes_no_from_keyword(value).ok_or_else(bad)?;
        }
        RulesHeader::EndOfHand => {
            rules.end_of_hand = EndOfHand::from_keyword(value).ok_or_else(bad)?;
        }
        RulesHeader::Muggins => rules.muggins = MugginsRule::from_keyword(value).ok_or_else(bad)?,
        RulesHeader::DrawWhenAble => {
            rules.draw_when_able = yes_no_from_keyword(value).ok_or_else(bad)?;
        }
        RulesHeader::BoneyardReserve => {
            rules.boneyard_reserve = RESERVES
                .iter()
                .find(|(_, word)| *word == value)
                .map(|(n, _)| *n)
                .ok_or_else(bad)?;
        }
    }
    Ok(())
}

/// `teams: off` or `teams: Ana & Cy, Ben & Di` (four players; any order within a team).
fn teams(setup: &Setup, value: &str) -> Result<Option<Vec<u8>>, HeaderError> {
    let n = setup.players.len();
    if n != Setup::TEAM_PLAYERS {
        return Err(HeaderError::TeamsNeedFour(n));
    }
    if value == "off" {
        return Ok(None);
    }
    let mut team_of = vec![u8::MAX; Setup::TEAM_PLAYERS];
    let teams: Vec<&str> = value.split(',').collect();
    if teams.len() != 2 {
        return Err(HeaderError::TeamsNotTwo);
    }
    for (t, team) in (0u8..).zip(&teams) {
        let members: Vec<&str> = team.split('&').map(str::trim).collect();
        if members.len() != 2 {
            return Err(HeaderError::TeamNotPair(team.trim().to_string()));
        }
        for name in members {
            let p = setup
                .player_index(name)
                .ok_or_else(|| HeaderError::TeamStranger(name.to_string()))?;
            if team_of[p] != u8::MAX {
                return Err(HeaderError::TeamNameTwice(name.to_string()));
            }
            team_of[p] = t;
        }
    }
    // Team 0 is the one with the first seat, so output follows seating order.
    if team_of[0] == 1 {
        team_of.iter_mut().for_each(|t| *t = 1 - *t);
    }
    Ok(Some(team_of))
}

/// The given headers, each written canonically from the setup: names joined by `, `, teams in
/// seating order, every rule by its keyword.
fn canonical_headers(setup: &Setup, given: &[(Header, usize, &str)]) -> Headers {
    let rules = &setup.rules;
    let given = Header::ALL.into_iter().filter_map(|header| {
        let (_, _, value) = given.iter().find(|(h, _, _)| *h == header)?;
        let value = match header {
            Header::Players => setup.players.join(", "),
            Header::Teams => match &setup.teams {
                Some(_) => Side::all(2)
                    .map(|s| setup.side_name(s))
                    .collect::<Vec<_>>()
                    .join(", "),
                None => "off".into(),
            },
            Header::Date => (*value).to_string(),
            Header::Rules(rule) => match rule {
                RulesHeader::Variant => rules.variant.keyword().into(),
                RulesHeader::HandSize => {
                    rules.deal.keyword().unwrap_or_else(|| (*value).to_string())
                }
                RulesHeader::Target => rules.target.to_string(),
                RulesHeader::Scale => rules.scale.keyword().into(),
                RulesHeader::ExactTarget => yes_no_keyword(rules.exact_target).into(),
                RulesHeader::EndOfHand => rules.end_of_hand.keyword().into(),
                RulesHeader::Muggins => rules.muggins.keyword().into(),
                RulesHeader::DrawWhenAble => yes_no_keyword(rules.draw_when_able).into(),
                RulesHeader::BoneyardReserve => rules.boneyard_reserve.to_string(),
            },
        };
        Some((header, value))
    });
    Headers {
        given: given.collect(),
    }
}

/// Parses a whole number without sign (`None` beyond `u32`).
pub(super) fn natural(value: &str) -> Option<u32> {
    (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
        .then(|| value.parse().ok())
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::super::{RecordError, replay};
    use super::*;

    #[test]
    fn header_errors() {
        let cases = [
            ("players: Ana, Ben\nplayers: Ana, Ben\n", 2),
            ("players: Ana, Ben\ncolour: red\n", 2),
            ("players: Ana, Ben\nteams: Ana & Ben\n", 2),
            ("variant: all-fives\nscale: threes\nplayers: Ana, Ben\n", 2),
            ("players: Ana, Ben\nend-of-hand: chip-out\n", 2),
            (
                "variant: fives-and-threes\nplayers: Ana, Ben\nboneyard-reserve: 1\n",
                3,
            ),
            ("players: Ana, Ben\ndate: yesterday\n", 2),
            ("players: Ana, Ana\n", 1),
            ("players: Ana\n", 1),
            ("variant: muggins\n", 1),
        ];
        for (text, line) in cases {
            let replay = replay(text);
            assert_eq!(replay.problems.len(), 1, "{text:?}");
            assert_eq!(
                replay.problems[0].line, line,
                "{text:?}: {}",
                replay.problems[0].error
            );
        }
        let ok = replay("players: Ana, Ben\ndate: 2026-11-30\n");
        assert_eq!(ok.problems, vec![]);
        assert_eq!(ok.score_line().unwrap(), "Ana 0, Ben 0");
    }

    #[test]
    fn header_messages_name_the_header_and_its_values() {
        let cases = [
            (
                "players: Ana, Ben\nhand-size: many\n",
                "hand-size: 'many' is not a number, pagat, european or newsome-born",
            ),
            (
                "players: Ana, Ben\nhand-size: 300\n",
                "hand-size: 2 players cannot each be dealt 300 tiles from 28",
            ),
            (
                "players: Ana, Ben\nhand-size: 20\n",
                "2 players cannot each be dealt 20 tiles from 28",
            ),
            (
                "players: Ana, Ben\nmuggins: on\n",
                "muggins: 'on' must be off, forfeit or steal",
            ),
            (
                "players: Ana, Ben\nexact-target: maybe\n",
                "exact-target: 'maybe' must be yes or no",
            ),
            (
                "players: Ana, Ben\nboneyard-reserve: 3\n",
                "boneyard-reserve: '3' must be 0, 1 or 2",
            ),
            (
                "variant: fives-and-threes\nplayers: Ana, Ben\ndraw-when-able: no\n",
                "draw-when-able is not used in Fives and Threes (there is no drawing)",
            ),
            (
                "players: Ana, Ben, Cy\nteams: off\n",
                "teams: only four players play in teams, not 3",
            ),
            (
                "players: Ana, Ben, Cy, Di\nteams: Ana & Zed, Ben & Di\n",
                "teams: 'Zed' is not one of the players",
            ),
            (
                "variant: five\n",
                "variant: 'five' is not one of all-fives, five-up, muggins, fives-and-threes, all-threes",
            ),
            (
                "variant: muggins\n",
                "the record has no 'players:' header (2 to 4 names in seating order)",
            ),
            (
                "players: Ana, Ben, Cy, Di, Ed\n",
                "players: a match has 2 to 4 players, not 5",
            ),
        ];
        for (text, message) in cases {
            let problems = replay(text).problems;
            assert_eq!(problems.len(), 1, "{text:?}");
            assert_eq!(problems[0].error.to_string(), message, "{text:?}");
        }
        // A player count that cannot play hides the deal it would need.
        let problems = replay("hand-size: 8\nplayers: Ana, Ben, Cy, Di, Ed\n").problems;
        assert_eq!(problems[0].line, 2);
        assert!(matches!(
            problems[0].error,
            RecordError::Header(HeaderError::Players(SetupError::PlayerCount(5)))
        ));
    }

    #[test]
    fn canonical_headers_follow_the_table() {
        let text = "date: 2026-11-30\nteams: Di & Ben, Cy & Ana\nhand-size: 007\nplayers: Ana,Ben,Cy,Di\nexact-target: yes\n";
        let replay = replay(text);
        assert_eq!(replay.problems, vec![]);
        assert!(
            replay.canonical.starts_with(
                "players: Ana, Ben, Cy, Di\nteams: Ana & Cy, Ben & Di\nhand-size: 7\nexact-target: yes\ndate: 2026-11-30\n"
            ),
            "{}",
            replay.canonical
        );
    }
}
