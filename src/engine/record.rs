//! The plain-text play record, `.fives` (RECORD.md): parse, replay through the engine, check
//! every assertion, and print back in canonical form.
//!
//! Syntax errors ([`Problem`] from [`parse`]) are kept apart from rule errors (from replaying the
//! events through [`Game::apply`]); both name the line.

use std::fmt;

use super::game::{Event, Game, Holds, Match, Setup};
use super::rules::{Deal, EndOfHand, MugginsRule, Rules, Scale, Variant};
use super::tile::Tile;

/// A problem with a record, at a line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The line the problem is reported at.
    pub line: usize,
    /// What is wrong, in plain words.
    pub message: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

fn problem(line: usize, message: impl Into<String>) -> Problem {
    Problem {
        line,
        message: message.into(),
    }
}

/// What a player did, as written after `NAME:`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// `T` or `T on U`.
    Place { tile: Tile, on: Option<Tile> },
    /// `draw` / `draw N`.
    Draw(u32),
    /// `pass`.
    Pass,
    /// `says N`.
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
    Header { key: String, value: String },
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
}

/// A parsed record: its items with their line numbers, and the number of lines in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// `(line, item)` in file order.
    pub items: Vec<(usize, Item)>,
    /// The file's last line number (for problems found at the end).
    pub last_line: usize,
}

const HEADER_KEYS: [&str; 12] = [
    "variant",
    "players",
    "teams",
    "hand-size",
    "target",
    "scale",
    "exact-target",
    "end-of-hand",
    "muggins",
    "draw-when-able",
    "boneyard-reserve",
    "date",
];

/// Lexes one line: drops the comment, turns tabs into spaces, trims, and makes runs of spaces one.
fn clean(line: &str) -> String {
    let code = line.split('#').next().unwrap_or("");
    code.replace('\t', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn parse_int(text: &str, what: &str) -> Result<i32, String> {
    text.trim()
        .parse::<i32>()
        .map_err(|_| format!("'{}' is not a number ({what})", text.trim()))
}

fn parse_tile(text: &str) -> Result<Tile, String> {
    text.parse::<Tile>().map_err(|e| e.to_string())
}

fn parse_action(text: &str) -> Result<(Action, Option<i32>), String> {
    let (body, asserted) = match text.split_once('=') {
        Some((body, value)) => {
            if value.contains('=') {
                return Err("more than one '=' on a line".into());
            }
            (body.trim(), Some(parse_int(value, "the points after '='")?))
        }
        None => (text.trim(), None),
    };
    let words: Vec<&str> = body.split(' ').filter(|w| !w.is_empty()).collect();
    let action = match words.as_slice() {
        [] => {
            return Err(
                "nothing after ':': write a tile, draw, pass, says, muggins or holds".into(),
            );
        }
        ["draw"] => Action::Draw(1),
        ["draw", n] => {
            let n = n
                .parse::<u32>()
                .map_err(|_| format!("'draw {n}': the number of tiles must be a whole number"))?;
            Action::Draw(n)
        }
        ["pass"] => Action::Pass,
        ["muggins"] => Action::Muggins,
        ["says", n] => Action::Says(parse_int(n, "the points announced")?),
        ["says"] => return Err("'says' needs the points announced: says N".into()),
        ["holds", rest @ ..] => {
            if let [n] = rest
                && n.chars().all(|c| c.is_ascii_digit())
            {
                Action::Holds(Holds::Pips(
                    n.parse::<u32>()
                        .map_err(|_| format!("'{n}' is too large a pip total"))?,
                ))
            } else {
                let tiles = rest
                    .iter()
                    .map(|w| parse_tile(w))
                    .collect::<Result<Vec<_>, _>>()?;
                Action::Holds(Holds::Tiles(tiles))
            }
        }
        [tile] => Action::Place {
            tile: parse_tile(tile)?,
            on: None,
        },
        [tile, "on", on] => Action::Place {
            tile: parse_tile(tile)?,
            on: Some(parse_tile(on)?),
        },
        _ => {
            return Err(format!(
                "'{body}' is not an action: write 'T', 'T on U', 'draw', 'draw N', 'pass', 'says N', 'muggins' or 'holds …'"
            ));
        }
    };
    if asserted.is_some() && !matches!(action, Action::Place { .. }) {
        return Err("'= N' asserts a placement's points: it only follows a tile".into());
    }
    Ok((action, asserted))
}

fn parse_score(text: &str) -> Result<Vec<(String, i32)>, String> {
    let mut entries = Vec::new();
    for part in text.split(',') {
        let part = part.trim();
        let (name, value) = part
            .rsplit_once(' ')
            .ok_or_else(|| format!("'{part}' is not 'NAME N' (score: NAME N, NAME N)"))?;
        let name = name
            .split('&')
            .map(str::trim)
            .collect::<Vec<_>>()
            .join(" & ");
        entries.push((name, parse_int(value, "a score")?));
    }
    Ok(entries)
}

/// Parses the text of a record into items (RECORD.md "Lexical rules", "Headers", "Hands and
/// events"). Checks syntax only; the rules are checked by [`replay`].
///
/// # Errors
/// The first line that is not part of the format.
pub fn parse(text: &str) -> Result<Record, Problem> {
    let mut items = Vec::new();
    let mut in_hands = false;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        last_line = line;
        let cleaned = clean(raw);
        if cleaned.is_empty() {
            continue;
        }
        if cleaned == "hand" {
            in_hands = true;
            items.push((line, Item::Hand(None)));
            continue;
        }
        if let Some(rest) = cleaned.strip_prefix("hand ")
            && rest.chars().all(|c| c.is_ascii_digit())
        {
            in_hands = true;
            let n = rest
                .parse::<u32>()
                .map_err(|_| problem(line, format!("'{rest}' is too large a hand number")))?;
            items.push((line, Item::Hand(Some(n))));
            continue;
        }
        let Some((key, value)) = cleaned.split_once(':') else {
            return Err(problem(
                line,
                format!(
                    "'{cleaned}' is not a record line: expected 'key: value', 'hand' or 'NAME: action'"
                ),
            ));
        };
        let (key, value) = (key.trim(), value.trim());
        if key == "score" {
            items.push((
                line,
                Item::Score(parse_score(value).map_err(|m| problem(line, m))?),
            ));
            continue;
        }
        if !in_hands {
            if !HEADER_KEYS.contains(&key) {
                return Err(problem(
                    line,
                    format!(
                        "unknown header '{key}' (the headers are {}; events follow a 'hand' line)",
                        HEADER_KEYS.join(", ")
                    ),
                ));
            }
            items.push((
                line,
                Item::Header {
                    key: key.to_string(),
                    value: value.to_string(),
                },
            ));
            continue;
        }
        if HEADER_KEYS.contains(&key) {
            return Err(problem(
                line,
                format!("the header '{key}' must come before the first 'hand' line"),
            ));
        }
        let (action, asserted) = parse_action(value).map_err(|m| problem(line, m))?;
        items.push((
            line,
            Item::Event {
                player: key.to_string(),
                action,
                asserted,
            },
        ));
    }
    Ok(Record {
        items,
        last_line: last_line.max(1),
    })
}

fn yes_no(value: &str, key: &str) -> Result<bool, String> {
    match value {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(format!("{key}: '{value}' must be yes or no")),
    }
}

fn is_iso_date(value: &str) -> bool {
    use chrono::{DateTime, NaiveDate, NaiveDateTime};
    NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok()
        || DateTime::parse_from_rfc3339(value).is_ok()
        || [
            "%Y-%m-%dT%H:%M:%S%.f",
            "%Y-%m-%dT%H:%M",
            "%Y-%m-%d %H:%M:%S%.f",
            "%Y-%m-%d %H:%M",
        ]
        .iter()
        .any(|f| NaiveDateTime::parse_from_str(value, f).is_ok())
        || DateTime::parse_from_str(value, "%Y-%m-%dT%H:%M%:z").is_ok()
}

/// The headers of a record as given, for printing back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headers {
    /// `(key, value)` in the canonical order of RECORD.md's table.
    pub given: Vec<(String, String)>,
}

/// Builds the setup from the header items (RECORD.md "Headers" and fine print).
///
/// # Errors
/// A problem at the line of the header that is wrong (or line 1 / the first hand when
/// `players` is missing).
pub fn setup_from_headers(record: &Record) -> Result<(Setup, Headers), Problem> {
    let mut seen: Vec<(&str, usize, &str)> = Vec::new();
    for (line, item) in &record.items {
        if let Item::Header { key, value } = item {
            if seen.iter().any(|(k, _, _)| k == key) {
                return Err(problem(*line, format!("the header '{key}' is given twice")));
            }
            seen.push((key.as_str(), *line, value.as_str()));
        }
    }
    let get = |key: &str| {
        seen.iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, l, v)| (*l, *v))
    };
    let first_hand_line = record
        .items
        .iter()
        .find(|(_, i)| !matches!(i, Item::Header { .. }))
        .map_or(record.last_line, |(l, _)| *l);

    let variant = match get("variant") {
        Some((line, value)) => Variant::from_keyword(value).ok_or_else(|| {
            problem(line, format!("variant: '{value}' is not one of all-fives, five-up, muggins, fives-and-threes, all-threes"))
        })?,
        None => Variant::AllFives,
    };
    let Some((players_line, players_value)) = get("players") else {
        return Err(problem(
            first_hand_line,
            "the record has no 'players:' header (2 to 4 names in seating order)",
        ));
    };
    let players: Vec<String> = players_value
        .split(',')
        .map(|s| s.trim().to_string())
        .collect();
    let n = players.len();
    let mut setup = Setup::new(players, variant);
    if !(2..=4).contains(&n) {
        return Err(problem(
            players_line,
            format!("players: a match has 2 to 4 players, not {n}"),
        ));
    }
    setup
        .validate()
        .map_err(|m| problem(players_line, format!("players: {m}")))?;
    let mut rules = Rules::preset(variant, n);

    if let Some((line, value)) = get("teams") {
        if value == "off" {
            setup.teams = None;
        } else {
            if n != 4 {
                return Err(problem(
                    line,
                    format!("teams: partnerships need 4 players, not {n}"),
                ));
            }
            let mut team_of = vec![u8::MAX; 4];
            let teams: Vec<&str> = value.split(',').collect();
            if teams.len() != 2 {
                return Err(problem(
                    line,
                    "teams: write two teams, 'Ana & Cy, Ben & Di', or off",
                ));
            }
            for (t, team) in teams.iter().enumerate() {
                let members: Vec<&str> = team.split('&').map(str::trim).collect();
                if members.len() != 2 {
                    return Err(problem(
                        line,
                        format!("teams: '{}' is not two names joined by '&'", team.trim()),
                    ));
                }
                for name in members {
                    let p = setup.player_index(name).ok_or_else(|| {
                        problem(line, format!("teams: '{name}' is not one of the players"))
                    })?;
                    if team_of[p] != u8::MAX {
                        return Err(problem(line, format!("teams: '{name}' is named twice")));
                    }
                    team_of[p] = t as u8;
                }
            }
            setup.teams = Some(team_of);
        }
    }
    if let Some((line, value)) = get("hand-size") {
        rules.deal = match value {
            "pagat" => Deal::Pagat,
            "european" => Deal::European,
            "newsome-born" => Deal::NewsomeBorn,
            number => {
                let each = number.parse::<u8>().map_err(|_| {
                    problem(
                        line,
                        format!(
                            "hand-size: '{number}' is not a number, pagat, european or newsome-born"
                        ),
                    )
                })?;
                if each == 0 || usize::from(each) * n > 28 {
                    return Err(problem(
                        line,
                        format!("hand-size: {n} players cannot each be dealt {each} tiles from 28"),
                    ));
                }
                Deal::Each(each)
            }
        };
    }
    if let Some((line, value)) = get("scale") {
        rules.scale = match value {
            "points" => Scale::Points,
            "fives" if matches!(variant, Variant::AllThrees | Variant::FivesAndThrees) => {
                return Err(problem(
                    line,
                    format!("scale: fives is not used in {variant}"),
                ));
            }
            "fives" => Scale::Fives,
            "threes" if variant == Variant::AllThrees => Scale::Threes,
            "threes" => {
                return Err(problem(
                    line,
                    format!("scale: threes is only used in All Threes, not {variant}"),
                ));
            }
            other => {
                return Err(problem(
                    line,
                    format!(
                        "scale: '{other}' must be points or fives (All Threes: points or threes)"
                    ),
                ));
            }
        };
    }
    if let Some((line, value)) = get("end-of-hand") {
        let rule = EndOfHand::from_keyword(value).ok_or_else(|| {
            problem(line, format!("end-of-hand: '{value}' is not one of opponents, opponents-each, difference, own, chip-out"))
        })?;
        if (rule == EndOfHand::ChipOut) != (variant == Variant::FivesAndThrees) {
            return Err(problem(
                line,
                if rule == EndOfHand::ChipOut {
                    format!("end-of-hand: chip-out is only used in Fives and Threes, not {variant}")
                } else {
                    format!(
                        "end-of-hand: {value} is not used in Fives and Threes (it scores the chip-out point)"
                    )
                },
            ));
        }
        rules.end_of_hand = rule;
    }
    if let Some((line, value)) = get("exact-target") {
        rules.exact_target = yes_no(value, "exact-target").map_err(|m| problem(line, m))?;
    }
    if let Some((line, value)) = get("muggins") {
        rules.muggins = match value {
            "off" => MugginsRule::Off,
            "forfeit" => MugginsRule::Forfeit,
            "steal" => MugginsRule::Steal,
            other => {
                return Err(problem(
                    line,
                    format!("muggins: '{other}' must be off, forfeit or steal"),
                ));
            }
        };
    }
    if let Some((line, value)) = get("draw-when-able") {
        if variant == Variant::FivesAndThrees {
            return Err(problem(
                line,
                "draw-when-able is not used in Fives and Threes (there is no drawing)",
            ));
        }
        rules.draw_when_able = yes_no(value, "draw-when-able").map_err(|m| problem(line, m))?;
    }
    if let Some((line, value)) = get("boneyard-reserve") {
        if variant == Variant::FivesAndThrees {
            return Err(problem(
                line,
                "boneyard-reserve is not used in Fives and Threes (there is no drawing)",
            ));
        }
        rules.boneyard_reserve = match value {
            "0" => 0,
            "1" => 1,
            "2" => 2,
            other => {
                return Err(problem(
                    line,
                    format!("boneyard-reserve: '{other}' must be 0, 1 or 2"),
                ));
            }
        };
    }
    if let Some((line, value)) = get("date")
        && !is_iso_date(value)
    {
        return Err(problem(
            line,
            format!("date: '{value}' is not an ISO 8601 date or date-time (2026-11-30)"),
        ));
    }
    rules.target = rules.default_target(n);
    if let Some((line, value)) = get("target") {
        rules.target = value
            .parse::<u32>()
            .ok()
            .filter(|&t| t > 0)
            .ok_or_else(|| {
                problem(
                    line,
                    format!("target: '{value}' must be a whole number above 0"),
                )
            })?;
    }
    setup.rules = rules;
    setup.validate().map_err(|m| problem(players_line, m))?;
    let mut headers = Headers::default();
    for key in HEADER_KEYS {
        if let Some((_, value)) = get(key) {
            headers.given.push((key.to_string(), value.to_string()));
        }
    }
    Ok((setup, headers))
}

/// The result of replaying a record.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Players and rules, when the headers were good.
    pub setup: Option<Setup>,
    /// The events in order, each with its line.
    pub events: Vec<(usize, Event)>,
    /// The state after the last good line.
    pub game: Option<Game>,
    /// Every problem found; empty when the record is valid.
    pub problems: Vec<Problem>,
    /// The record in canonical form (complete only when there are no problems).
    pub canonical: String,
}

impl Replay {
    /// Whether the record is legal and every assertion holds.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.problems.is_empty()
    }

    /// The record as a match the app can open: its events, with each hand's leader taken from
    /// its first placement and `score:` checks dropped (they are assertions, not table events;
    /// a final tally is kept when the last hand has ended). `None` without a setup.
    #[must_use]
    pub fn to_match(&self) -> Option<Match> {
        let setup = self.setup.clone()?;
        let events: Vec<Event> = self
            .events
            .iter()
            .map(|(_, e)| e.clone())
            .filter(|e| *e != Event::Tallied)
            .collect();
        let mut with_leaders: Vec<Event> = events
            .iter()
            .enumerate()
            .map(|(i, event)| match event {
                Event::HandStarted { leader: None } => {
                    let leader = events[i + 1..]
                        .iter()
                        .take_while(|e| !matches!(e, Event::HandStarted { .. }))
                        .find_map(|e| match e {
                            Event::TilePlaced { player, .. } => Some(*player),
                            _ => None,
                        });
                    Event::HandStarted { leader }
                }
                other => other.clone(),
            })
            .collect();
        let mut game = Match {
            setup,
            events: with_leaders.clone(),
            cursor: with_leaders.len(),
        };
        if game
            .game()
            .ok()
            .and_then(|g| g.hand().map(|h| h.end.is_some()))
            .unwrap_or(false)
        {
            with_leaders.push(Event::Tallied);
            game.events = with_leaders;
            game.cursor = game.events.len();
        }
        Some(game)
    }

    /// The scores as a `score:` line body: `Ana 10, Ben 15` (teams as `Ana & Cy 30`).
    #[must_use]
    pub fn score_line(&self) -> Option<String> {
        self.game.as_ref().map(score_text)
    }
}

fn score_text(game: &Game) -> String {
    let setup = game.setup();
    (0..setup.sides())
        .map(|s| format!("{} {}", setup.side_name(s), game.scores()[s]))
        .collect::<Vec<_>>()
        .join(", ")
}

fn side_by_name(setup: &Setup, name: &str) -> Option<usize> {
    let mut wanted: Vec<&str> = name.split('&').map(str::trim).collect();
    wanted.sort_unstable();
    (0..setup.sides()).find(|&s| {
        let mut names: Vec<&str> = setup
            .members(s)
            .iter()
            .map(|&p| setup.players[p].as_str())
            .collect();
        names.sort_unstable();
        names == wanted
    })
}

/// Parses and replays a record through the rules engine, checking every assertion (RECORD.md
/// "Checking"). Replaying stops at the first syntax or rule error; wrong `= N` and `score:`
/// assertions are reported and replaying goes on.
#[must_use]
pub fn replay(text: &str) -> Replay {
    let mut out = Replay {
        setup: None,
        events: Vec::new(),
        game: None,
        problems: Vec::new(),
        canonical: String::new(),
    };
    let record = match parse(text) {
        Ok(r) => r,
        Err(p) => {
            out.problems.push(p);
            return out;
        }
    };
    let (setup, headers) = match setup_from_headers(&record) {
        Ok(s) => s,
        Err(p) => {
            out.problems.push(p);
            return out;
        }
    };
    let mut printed: Vec<String> = headers
        .given
        .iter()
        .map(|(k, v)| format!("{k}: {v}"))
        .collect();
    let mut game = Game::new(setup.clone());
    out.setup = Some(setup.clone());
    let mut hands = 0u32;
    let mut score_printed = true;
    let result: Result<(), Problem> = (|| {
        for (line, item) in &record.items {
            let line = *line;
            let apply = |game: &mut Game,
                         event: Event,
                         events: &mut Vec<(usize, Event)>|
             -> Result<(), Problem> {
                game.apply(&event)
                    .map_err(|e| problem(line, e.to_string()))?;
                events.push((line, event));
                Ok(())
            };
            match item {
                Item::Header { .. } => {}
                Item::Hand(number) => {
                    if let Some(n) = number
                        && *n != hands + 1
                    {
                        return Err(problem(
                            line,
                            format!("this is hand {}, not hand {n}", hands + 1),
                        ));
                    }
                    apply(
                        &mut game,
                        Event::HandStarted { leader: None },
                        &mut out.events,
                    )?;
                    if !score_printed {
                        printed.push(format!("score: {}", score_text(&game)));
                    }
                    hands += 1;
                    printed.push(String::new());
                    printed.push(format!("hand {hands}"));
                    score_printed = false;
                }
                Item::Score(entries) => {
                    apply(&mut game, Event::Tallied, &mut out.events)?;
                    check_score(&game, entries, line, &mut out.problems)?;
                }
                Item::Event {
                    player,
                    action,
                    asserted,
                } => {
                    let p = setup.player_index(player).ok_or_else(|| {
                        problem(
                            line,
                            format!(
                                "'{player}' is not a player (players: {})",
                                setup.players.join(", ")
                            ),
                        )
                    })?;
                    let event = match action {
                        Action::Place { tile, on } => Event::TilePlaced {
                            player: p,
                            tile: *tile,
                            on: *on,
                        },
                        Action::Draw(n) => {
                            let count = u8::try_from(*n).map_err(|_| {
                                problem(
                                    line,
                                    format!("cannot draw {n}: the boneyard holds at most 28 tiles"),
                                )
                            })?;
                            Event::TilesDrawn { player: p, count }
                        }
                        Action::Pass => Event::Passed { player: p },
                        Action::Says(n) => Event::PointsAnnounced {
                            player: p,
                            points: *n,
                        },
                        Action::Muggins => Event::MugginsCalled { player: p },
                        Action::Holds(h) => Event::HandRevealed {
                            player: p,
                            holds: h.clone(),
                        },
                    };
                    apply(&mut game, event.clone(), &mut out.events)?;
                    let text = match (action, &event) {
                        (Action::Place { .. }, _) => {
                            let play = game
                                .hand()
                                .and_then(|h| h.last_play.clone())
                                .expect("a placement was made");
                            if let Some(want) = asserted
                                && *want != play.points
                            {
                                out.problems.push(problem(
                                    line,
                                    format!(
                                        "{player}'s placement scores {}, the record says {want} ({})",
                                        play.points,
                                        arithmetic(&play.terms, play.total)
                                    ),
                                ));
                            }
                            let tile = if play.on.is_some() {
                                play.tile.to_string()
                            } else {
                                tile_as_entered(action)
                            };
                            match play.on {
                                Some(on) => format!("{player}: {tile} on {on} = {}", play.points),
                                None => format!("{player}: {tile} = {}", play.points),
                            }
                        }
                        (Action::Draw(1), _) => format!("{player}: draw"),
                        (Action::Draw(n), _) => format!("{player}: draw {n}"),
                        (Action::Pass, _) => format!("{player}: pass"),
                        (Action::Says(n), _) => format!("{player}: says {n}"),
                        (Action::Muggins, _) => format!("{player}: muggins"),
                        (Action::Holds(Holds::Pips(n)), _) => format!("{player}: holds {n}"),
                        (Action::Holds(Holds::Tiles(ts)), _) => {
                            let tiles: Vec<String> = ts.iter().map(ToString::to_string).collect();
                            format!("{player}: holds {}", tiles.join(" "))
                                .trim_end()
                                .to_string()
                        }
                    };
                    printed.push(text);
                }
            }
        }
        Ok(())
    })();
    if let Err(p) = result {
        out.problems.push(p);
        out.game = Some(game);
        return out;
    }
    // The end of the file settles the last hand.
    if let Err(e) = game.apply(&Event::Tallied) {
        out.problems.push(problem(record.last_line, e.to_string()));
    } else if hands > 0 {
        printed.push(format!("score: {}", score_text(&game)));
    }
    let _ = score_printed;
    out.game = Some(game);
    printed.push(String::new());
    out.canonical = printed.join("\n");
    out
}

fn tile_as_entered(action: &Action) -> String {
    match action {
        Action::Place { tile, .. } => tile.to_string(),
        _ => String::new(),
    }
}

/// `0 + 3 + 2 = 5` (a lone term: `10`, nothing counted: `0`).
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

fn check_score(
    game: &Game,
    entries: &[(String, i32)],
    line: usize,
    problems: &mut Vec<Problem>,
) -> Result<(), Problem> {
    let setup = game.setup();
    let mut seen = vec![false; setup.sides()];
    let mut wrong = Vec::new();
    for (name, value) in entries {
        let side = side_by_name(setup, name).ok_or_else(|| {
            let sides: Vec<String> = (0..setup.sides()).map(|s| setup.side_name(s)).collect();
            problem(
                line,
                format!(
                    "score: '{name}' is not a player or team here ({})",
                    sides.join(", ")
                ),
            )
        })?;
        if seen[side] {
            return Err(problem(
                line,
                format!("score: {} is listed twice", setup.side_name(side)),
            ));
        }
        seen[side] = true;
        if game.scores()[side] != *value {
            wrong.push(format!(
                "{} has {}, the record says {value}",
                setup.side_name(side),
                game.scores()[side]
            ));
        }
    }
    if let Some(side) = seen.iter().position(|s| !s) {
        return Err(problem(
            line,
            format!(
                "score: {} is missing (list every player or team)",
                setup.side_name(side)
            ),
        ));
    }
    if !wrong.is_empty() {
        problems.push(problem(line, format!("score: {}", wrong.join("; "))));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const CARD: &str = "# rules card\nvariant: all-fives\nplayers: Ana, Ben\nhand-size: 9\n\nhand\nAna: 5-5 = 10\nBen: 5-0 on 5-5 = 10\nAna: 5-3 on 5-5 = 0\nBen: draw 2\nBen: 5-2 on 5-5 = 5\nscore: Ana 10, Ben 15\nAna: 5-6 on 5-5\n";

    #[test]
    fn the_record_example_is_valid() {
        let replay = replay(CARD);
        assert_eq!(replay.problems, vec![]);
        assert_eq!(replay.score_line().unwrap(), "Ana 10, Ben 15");
        // The touching half first (RECORD.md "Lexical rules"; the vectors write `5-3 on 5-5`).
        assert!(
            replay.canonical.contains("Ana: 5-3 on 5-5 = 0"),
            "{}",
            replay.canonical
        );
        assert!(
            replay
                .canonical
                .contains("Ana: 5-6 on 5-5 = 0\nscore: Ana 10, Ben 15"),
            "{}",
            replay.canonical
        );
        assert!(replay.canonical.contains("Ben: draw 2"));
        assert!(
            replay.canonical.ends_with("score: Ana 10, Ben 15\n"),
            "{}",
            replay.canonical
        );
        // The canonical form checks too.
        assert_eq!(super::replay(&replay.canonical).problems, vec![]);
    }

    #[test]
    fn wrong_assertions_name_their_line() {
        let bad = CARD.replace("Ben: 5-0 on 5-5 = 10", "Ben: 5-0 on 5-5 = 5");
        let replay = replay(&bad);
        assert_eq!(replay.problems.len(), 1, "{:?}", replay.problems);
        assert_eq!(replay.problems[0].line, 8);
        assert_eq!(
            replay.problems[0].message,
            "Ben's placement scores 10, the record says 5 (10 + 0 = 10)"
        );
        let bad = CARD.replace("score: Ana 10, Ben 15", "score: Ana 10, Ben 10");
        assert_eq!(super::replay(&bad).problems[0].line, 12);
    }

    #[test]
    fn lexing_is_forgiving_where_the_format_says() {
        let text = "players:Ana,Ben\nhand\nAna:[5-5]=10\n\tBen :  5-0   on 5-5=10 # a comment\nscore: Ben 10 , Ana 10\n";
        assert_eq!(replay(text).problems, vec![]);
    }

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
                replay.problems[0].message
            );
        }
        let ok = replay("players: Ana, Ben\ndate: 2026-11-30\n");
        assert_eq!(ok.problems, vec![]);
        assert_eq!(ok.score_line().unwrap(), "Ana 0, Ben 0");
    }

    #[test]
    fn never_panics_on_garbage() {
        for text in [
            "",
            "\n\n",
            "hand\n",
            ":::",
            "players: Ana, Ben\nhand\nAna: draw 300\n",
            "\u{0}\u{1}",
            "score: x",
        ] {
            let _ = replay(text);
        }
    }
}
