//! The plain-text play record, `.fives` (RECORD.md): parse, replay through the engine, check
//! every assertion, and print back in canonical form.
//!
//! Syntax errors ([`Problem`] from [`parse`]) are kept apart from rule errors (from replaying the
//! events through [`MatchState::apply`]); both name the line.

use std::fmt;

use chrono::{NaiveDate, Weekday};

use super::game::{Event, Holds, MatchLog, MatchState, Setup};
use super::rules::{Deal, EndOfHand, MugginsRule, Rules, RulesError, RulesHeader, Scale, Variant};
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
    /// A line that is not part of the format, with what is wrong.
    Invalid(String),
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
    let t = text.trim();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{t}' is not a whole number ({what})"));
    }
    t.parse::<i32>()
        .map_err(|_| format!("'{t}' is too large a number ({what})"))
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
        ["draw", n] => Action::Draw(
            natural(n)
                .ok_or_else(|| format!("'draw {n}': the number of tiles must be a whole number"))?,
        ),
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
/// events"). Checks syntax only; a line that is not part of the format becomes
/// [`Item::Invalid`] so that problems are reported in file order by [`replay`].
#[must_use]
pub fn parse(text: &str) -> Record {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<String> = text.lines().map(clean).collect();
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
    for (index, cleaned) in lines.iter().enumerate() {
        let line = index + 1;
        if cleaned.is_empty() {
            continue;
        }
        let item = parse_line(cleaned, in_hands, &players);
        if matches!(item, Item::Hand(_)) {
            in_hands = true;
        }
        items.push((line, item));
    }
    Record {
        items,
        last_line: lines.len().max(1),
    }
}

fn is_hand_line(line: &str) -> bool {
    line == "hand"
        || line
            .strip_prefix("hand ")
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

fn parse_line(cleaned: &str, in_hands: bool, players: &[String]) -> Item {
    let invalid = |m: String| Item::Invalid(m);
    if cleaned == "hand" {
        return Item::Hand(None);
    }
    if is_hand_line(cleaned) {
        let rest = &cleaned[5..];
        return match rest.parse::<u32>() {
            Ok(n) => Item::Hand(Some(n)),
            Err(_) => invalid(format!("'{rest}' is too large a hand number")),
        };
    }
    let Some((key, value)) = cleaned.split_once(':') else {
        return invalid(format!(
            "'{cleaned}' is not a record line: expected 'key: value', 'hand' or 'NAME: action'"
        ));
    };
    let (key, value) = (key.trim(), value.trim());
    if key == "score" {
        return parse_score(value).map_or_else(invalid, Item::Score);
    }
    if !in_hands {
        if !HEADER_KEYS.contains(&key) {
            let what = if players.iter().any(|p| p == key) {
                format!("'{key}: {value}' comes before the first 'hand' line")
            } else {
                format!(
                    "unknown header '{key}' (the headers are {}; events follow a 'hand' line)",
                    HEADER_KEYS.join(", ")
                )
            };
            return invalid(what);
        }
        return Item::Header {
            key: key.to_string(),
            value: value.to_string(),
        };
    }
    if HEADER_KEYS.contains(&key) && !players.iter().any(|p| p == key) {
        return invalid(format!(
            "the header '{key}' must come before the first 'hand' line"
        ));
    }
    match parse_action(value) {
        Ok((action, asserted)) => Item::Event {
            player: key.to_string(),
            action,
            asserted,
        },
        Err(m) => invalid(m),
    }
}

fn yes_no(value: &str, key: &str) -> Result<bool, String> {
    match value {
        "yes" => Ok(true),
        "no" => Ok(false),
        _ => Err(format!("{key}: '{value}' must be yes or no")),
    }
}

/// Whether `value` is an ISO 8601 date or date-time (RECORD.md "Headers": `date`): a calendar,
/// week or ordinal date (`2026-11-30`, `2026-W48-1`, `2026-334`, or their basic forms
/// `20261130`, `2026W481`, `2026334`), the reduced `YYYY-MM` and `YYYY-Www`, and after a full
/// date `T` and a time of day (`hh`, `hh:mm`, `hh:mm:ss`, a fraction after `.` or `,`; basic
/// `hhmm`, `hhmmss` after a basic date) with an optional zone (`Z`, `±hh`, `±hh:mm`, `±hhmm`).
///
/// The `iso8601` crate reads the forms and chrono checks that the day exists; the checks here
/// are what the crate leaves open: one format throughout (no mixed basic and extended parts, no
/// signed years), the reduced dates and an hour alone, seconds below 60, and 24 only as
/// `24:00:00` (end of day).
#[must_use]
pub fn is_iso_date(value: &str) -> bool {
    match value.split_once('T') {
        None => full_date(value).is_some() || reduced_date(value),
        Some((date, time)) => full_date(date).is_some_and(|extended| time_of_day(time, extended)),
    }
}

/// `Some(extended)` when `text` is a whole date (a day that exists) in the extended or the basic
/// format.
fn full_date(text: &str) -> Option<bool> {
    // Expanded (signed) years need an agreement between the parties (ISO 8601-1 §4.1.2.4).
    if text.starts_with(['+', '-']) {
        return None;
    }
    let date = whole(iso8601::parsers::parse_date, text)?;
    // (The crate's own chrono conversion reads week days 0-based, so day 7 never exists.)
    let day = match date {
        iso8601::Date::YMD { year, month, day } => NaiveDate::from_ymd_opt(year, month, day),
        iso8601::Date::Week { year, ww, d } => d
            .checked_sub(1)
            .and_then(|d| Weekday::try_from(d as u8).ok())
            .and_then(|weekday| NaiveDate::from_isoywd_opt(year, ww, weekday)),
        iso8601::Date::Ordinal { year, ddd } => NaiveDate::from_yo_opt(year, ddd),
    };
    day?;
    // The crate also reads mixed forms (`2026-1130`): the text must be the date's own extended
    // or basic form.
    let extended = date.to_string();
    if text == extended {
        Some(true)
    } else {
        (text == extended.replace('-', "")).then_some(false)
    }
}

/// `YYYY-MM`, `YYYY-Www` or `YYYYWww`: valid when the first day it names is.
fn reduced_date(text: &str) -> bool {
    let first_day = match text.find('W') {
        Some(4) => format!("{text}1"),
        Some(5) => format!("{text}-1"),
        Some(_) => return false,
        None => format!("{text}-01"),
    };
    full_date(&first_day).is_some()
}

/// A time of day with an optional zone, in the date's format (`extended`: with `:`).
fn time_of_day(text: &str, extended: bool) -> bool {
    let clock = &text[..text.find(['Z', '+', '-']).unwrap_or(text.len())];
    let (hms, fraction) = match clock.split_once(['.', ',']) {
        Some((hms, fraction)) => (hms, Some(fraction)),
        None => (clock, None),
    };
    if fraction.is_some_and(str::is_empty) {
        return false;
    }
    // The crate reads no hour alone: read it with its minutes.
    let minutes = if extended { ":00" } else { "00" };
    let padded = if hms.len() == 2 {
        format!("{hms}{minutes}{}", &text[hms.len()..])
    } else {
        text.to_string()
    };
    let Some(time) = whole(iso8601::parsers::parse_time, &padded) else {
        return false;
    };
    let (h, m, s) = (time.hour, time.minute, time.second);
    let shapes = if extended {
        [
            format!("{h:02}"),
            format!("{h:02}:{m:02}"),
            format!("{h:02}:{m:02}:{s:02}"),
        ]
    } else {
        [
            format!("{h:02}"),
            format!("{h:02}{m:02}"),
            format!("{h:02}{m:02}{s:02}"),
        ]
    };
    let end_of_day =
        h == 24 && (m, s) == (0, 0) && fraction.is_none_or(|f| f.bytes().all(|b| b == b'0'));
    shapes.iter().any(|shape| shape == hms)
        && s < 60
        && (h < 24 || end_of_day)
        && time.tz_offset_hours.abs() < 24
}

/// The value `parse` reads from all of `text`, or `None` when it fails or leaves something.
fn whole<'a, T, E>(
    parse: impl Fn(&'a [u8]) -> Result<(&'a [u8], T), E>,
    text: &'a str,
) -> Option<T> {
    match parse(text.as_bytes()) {
        Ok(([], value)) => Some(value),
        _ => None,
    }
}

/// The headers of a record in canonical form (RECORD.md header table order and values), for
/// printing back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Headers {
    /// `(key, value)` in the canonical order of RECORD.md's table.
    pub given: Vec<(String, String)>,
}

/// Parses a whole number without sign.
fn natural(value: &str) -> Option<u32> {
    (!value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()))
        .then(|| value.parse().ok())
        .flatten()
}

/// Builds the setup from the header items (RECORD.md "Headers" and fine print).
///
/// # Errors
/// The problem at the earliest line: a wrong header, or a line before the first hand that is not
/// a header (the first `hand` line, or the last line, when `players` is missing).
pub fn setup_from_headers(record: &Record) -> Result<(Setup, Headers), Problem> {
    let mut errors: Vec<Problem> = Vec::new();
    macro_rules! bad {
        ($line:expr, $message:expr) => {
            errors.push(problem($line, String::from($message)))
        };
    }
    let header_end = record
        .items
        .iter()
        .position(|(_, i)| !matches!(i, Item::Header { .. } | Item::Invalid(_)));
    let region = &record.items[..header_end.unwrap_or(record.items.len())];
    let mut seen: Vec<(&str, usize, &str)> = Vec::new();
    for (line, item) in region {
        match item {
            Item::Header { key, value } => {
                if seen.iter().any(|(k, _, _)| k == key) {
                    bad!(*line, format!("the header '{key}' is given twice"));
                } else {
                    seen.push((key.as_str(), *line, value.as_str()));
                }
            }
            Item::Invalid(message) => bad!(*line, message.clone()),
            _ => {}
        }
    }
    let get = |key: &str| {
        seen.iter()
            .find(|(k, _, _)| *k == key)
            .map(|(_, l, v)| (*l, *v))
    };
    let first_hand_line = header_end.map_or(record.last_line, |i| record.items[i].0);

    let variant = match get("variant") {
        Some((line, value)) => Variant::from_keyword(value).unwrap_or_else(|| {
            bad!(line, format!("variant: '{value}' is not one of all-fives, five-up, muggins, fives-and-threes, all-threes"));
            Variant::AllFives
        }),
        None => Variant::AllFives,
    };
    let (players_line, players) = match get("players") {
        Some((line, value)) => (
            line,
            value
                .split(',')
                .map(|s| s.trim().to_string())
                .collect::<Vec<_>>(),
        ),
        None => {
            bad!(
                first_hand_line,
                "the record has no 'players:' header (2 to 4 names in seating order)"
            );
            (first_hand_line, vec!["?".to_string(), "??".to_string()])
        }
    };
    let n = players.len();
    let mut setup = Setup::new(players, variant);
    if !Setup::PLAYERS.contains(&n) {
        bad!(
            players_line,
            format!("players: a match has 2 to 4 players, not {n}")
        );
    } else if let Err(m) = setup.validate() {
        bad!(players_line, format!("players: {m}"));
    }
    let mut rules = Rules::preset(variant, n);

    if let Some((line, value)) = get("teams") {
        if n != 4 {
            bad!(
                line,
                format!("teams: only four players play in teams, not {n}")
            );
        } else if value == "off" {
            setup.teams = None;
        } else {
            match team_header(&setup, value) {
                Ok(teams) => setup.teams = Some(teams),
                Err(m) => bad!(line, format!("teams: {m}")),
            }
        }
    }
    // Each header is read here; whether the values go together is the rules' own check below.
    if let Some((line, value)) = get("hand-size") {
        match value {
            "pagat" => rules.deal = Deal::Pagat,
            "european" => rules.deal = Deal::European,
            "newsome-born" => rules.deal = Deal::NewsomeBorn,
            number => match natural(number).map(u8::try_from) {
                Some(Ok(each)) => rules.deal = Deal::Each(each),
                Some(Err(_)) => bad!(
                    line,
                    format!("hand-size: {n} players cannot each be dealt {number} tiles from 28")
                ),
                None => bad!(
                    line,
                    format!(
                        "hand-size: '{number}' is not a number, pagat, european or newsome-born"
                    )
                ),
            },
        }
    }
    if let Some((line, value)) = get("scale") {
        match value {
            "points" => rules.scale = Scale::Points,
            "fives" => rules.scale = Scale::Fives,
            "threes" => rules.scale = Scale::Threes,
            other => bad!(
                line,
                format!("scale: '{other}' must be points or fives (All Threes: points or threes)")
            ),
        }
    }
    if let Some((line, value)) = get("end-of-hand") {
        match EndOfHand::from_keyword(value) {
            Some(rule) => rules.end_of_hand = rule,
            None => bad!(
                line,
                format!(
                    "end-of-hand: '{value}' is not one of opponents, opponents-each, difference, own, chip-out"
                )
            ),
        }
    }
    if let Some((line, value)) = get("exact-target") {
        match yes_no(value, "exact-target") {
            Ok(b) => rules.exact_target = b,
            Err(m) => bad!(line, m),
        }
    }
    if let Some((line, value)) = get("muggins") {
        match value {
            "off" => rules.muggins = MugginsRule::Off,
            "forfeit" => rules.muggins = MugginsRule::Forfeit,
            "steal" => rules.muggins = MugginsRule::Steal,
            other => bad!(
                line,
                format!("muggins: '{other}' must be off, forfeit or steal")
            ),
        }
    }
    if let Some((line, value)) = get("draw-when-able") {
        match yes_no(value, "draw-when-able") {
            Ok(b) => rules.draw_when_able = b,
            Err(m) => bad!(line, m),
        }
    }
    if let Some((line, value)) = get("boneyard-reserve") {
        match value {
            "0" => rules.boneyard_reserve = 0,
            "1" => rules.boneyard_reserve = 1,
            "2" => rules.boneyard_reserve = 2,
            other => bad!(
                line,
                format!("boneyard-reserve: '{other}' must be 0, 1 or 2")
            ),
        }
    }
    if let Some((line, value)) = get("date")
        && !is_iso_date(value)
    {
        bad!(
            line,
            format!(
                "date: '{value}' is not an ISO 8601 date or date-time (2026-11-30, 2026-11-30T14:05)"
            )
        );
    }
    rules.target = rules.default_target(n);
    if let Some((line, value)) = get("target") {
        match natural(value) {
            Some(t) if (1..=MAX_TARGET).contains(&t) => rules.target = t,
            _ => bad!(
                line,
                format!("target: '{value}' must be a whole number from 1 to {MAX_TARGET}")
            ),
        }
    }
    // A header the variant does not use at all is an error whatever its value; the rules say which.
    for header in [RulesHeader::DrawWhenAble, RulesHeader::BoneyardReserve] {
        if let Some((line, _)) = get(header.keyword())
            && !variant.uses(header)
        {
            bad!(line, RulesError::NotUsed { header, variant }.to_string());
        }
    }
    // A combination the variant does not use is reported at the header that set it; a player
    // count that cannot play is the players' problem, so the deal is only checked for one that can.
    let checked = if Setup::PLAYERS.contains(&n) {
        rules.validate(n)
    } else {
        rules.validate_values()
    };
    if let Err(e) = checked {
        bad!(
            get(e.header().keyword()).map_or(players_line, |(line, _)| line),
            e.to_string()
        );
    }
    setup.rules = rules;
    if errors.is_empty()
        && let Err(m) = setup.validate()
    {
        bad!(players_line, m.to_string());
    }
    if let Some(first) = errors.into_iter().min_by_key(|p| p.line) {
        return Err(first);
    }
    Ok((setup.clone(), canonical_headers(&setup, &seen)))
}

/// The largest target a record may set (in the match's scale).
pub const MAX_TARGET: u32 = 100_000;

fn team_header(setup: &Setup, value: &str) -> Result<Vec<u8>, String> {
    let mut team_of = vec![u8::MAX; 4];
    let teams: Vec<&str> = value.split(',').collect();
    if teams.len() != 2 {
        return Err("write two teams, 'Ana & Cy, Ben & Di', or off".into());
    }
    for (t, team) in teams.iter().enumerate() {
        let members: Vec<&str> = team.split('&').map(str::trim).collect();
        if members.len() != 2 {
            return Err(format!("'{}' is not two names joined by '&'", team.trim()));
        }
        for name in members {
            let p = setup
                .player_index(name)
                .ok_or_else(|| format!("'{name}' is not one of the players"))?;
            if team_of[p] != u8::MAX {
                return Err(format!("'{name}' is named twice"));
            }
            team_of[p] = t as u8;
        }
    }
    // Team 0 is the one with the first seat, so output follows seating order.
    if team_of[0] == 1 {
        team_of.iter_mut().for_each(|t| *t = 1 - *t);
    }
    Ok(team_of)
}

/// The given headers, each written canonically: names joined by `, `, teams in seating order.
fn canonical_headers(setup: &Setup, seen: &[(&str, usize, &str)]) -> Headers {
    let mut headers = Headers::default();
    for key in HEADER_KEYS {
        let Some((_, _, value)) = seen.iter().find(|(k, _, _)| *k == key) else {
            continue;
        };
        let value = match key {
            "players" => setup.players.join(", "),
            "teams" => match &setup.teams {
                Some(_) => (0..2)
                    .map(|s| setup.side_name(s))
                    .collect::<Vec<_>>()
                    .join(", "),
                None => "off".into(),
            },
            "variant" => setup.rules.variant.keyword().into(),
            "target" => setup.rules.target.to_string(),
            "scale" => setup.rules.scale.keyword().into(),
            "end-of-hand" => setup.rules.end_of_hand.keyword().into(),
            "muggins" => setup.rules.muggins.keyword().into(),
            "boneyard-reserve" => setup.rules.boneyard_reserve.to_string(),
            "hand-size" => setup
                .rules
                .deal
                .keyword()
                .unwrap_or_else(|| (*value).to_string()),
            _ => (*value).to_string(),
        };
        headers.given.push((key.to_string(), value));
    }
    headers
}

/// The result of replaying a record.
#[derive(Clone, Debug)]
pub struct Replay {
    /// Players and rules, when the headers were good.
    pub setup: Option<Setup>,
    /// The events in order, each with its line.
    pub events: Vec<(usize, Event)>,
    /// The state after the last good line.
    pub game: Option<MatchState>,
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
    /// a final tally is kept when the last hand has ended). `None` without a setup, or when the
    /// events do not make a match (never for a valid record).
    #[must_use]
    pub fn to_match(&self) -> Option<MatchLog> {
        let setup = self.setup.clone()?;
        let events: Vec<Event> = self
            .events
            .iter()
            .map(|(_, e)| e.clone())
            .filter(|e| *e != Event::Tallied)
            .collect();
        let with_leaders: Vec<Event> = events
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
        let cursor = with_leaders.len();
        let mut log = MatchLog::from_parts(setup, with_leaders, cursor).ok()?;
        let ended = log
            .state()
            .ok()
            .and_then(|g| g.hand().map(|h| h.end.is_some()))
            .unwrap_or(false);
        if ended {
            log.push(Event::Tallied).ok()?;
        }
        Some(log)
    }

    /// The scores as a `score:` line body: `Ana 10, Ben 15` (teams as `Ana & Cy 30`).
    #[must_use]
    pub fn score_line(&self) -> Option<String> {
        self.game.as_ref().map(score_text)
    }
}

fn score_text(game: &MatchState) -> String {
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
    let record = parse(text);
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
    let mut game = MatchState::new(setup.clone());
    out.setup = Some(setup.clone());
    let mut hands = 0u32;
    let result: Result<(), Problem> = (|| {
        for (line, item) in &record.items {
            let line = *line;
            let apply = |game: &mut MatchState,
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
                Item::Invalid(message) => return Err(problem(line, message.clone())),
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
                    // The previous hand, settled by this line, gets its score line.
                    if hands > 0 {
                        printed.push(format!("score: {}", score_text(&game)));
                    }
                    hands += 1;
                    printed.push(String::new());
                    printed.push(format!("hand {hands}"));
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
                    apply(&mut game, event, &mut out.events)?;
                    let text = match action {
                        Action::Place { .. } => {
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
                            // The layout keeps a lead as entered and a placement touching half first.
                            let tile = play.tile;
                            match play.on {
                                Some(on) => format!("{player}: {tile} on {on} = {}", play.points),
                                None => format!("{player}: {tile} = {}", play.points),
                            }
                        }
                        Action::Draw(1) => format!("{player}: draw"),
                        Action::Draw(n) => format!("{player}: draw {n}"),
                        Action::Pass => format!("{player}: pass"),
                        Action::Says(n) => format!("{player}: says {n}"),
                        Action::Muggins => format!("{player}: muggins"),
                        Action::Holds(Holds::Pips(n)) => format!("{player}: holds {n}"),
                        Action::Holds(Holds::Tiles(ts)) => {
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
    out.game = Some(game);
    printed.push(String::new());
    out.canonical = printed.join("\n");
    out
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
    game: &MatchState,
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
    fn dates_are_iso_8601() {
        for good in [
            "2026-11-30",
            "20261130",
            "2026-11",
            "2026-W48-1",
            "2026W481",
            "2026-W48",
            "2026-334",
            "2026334",
            "2026-11-30T14:05",
            "2026-11-30T14:05Z",
            "2026-11-30T14:05:00+01:00",
            "2026-11-30T14:05:00+0100",
            "2026-11-30T14:05:00,5",
            "2026-11-30T14",
            "2026-11-30T24:00:00",
            "20261130T140500Z",
        ] {
            assert!(is_iso_date(good), "{good} was refused");
        }
        for bad in [
            "2026-1-5",
            "2026-11-30 14:05",
            "2026-11-30T14:5",
            "2026-11-30T14:05:60",
            "2026-02-30",
            "2026-W54-1",
            "2026-W48-8",
            "+2026-11-30",
            "2026-11-30t14:05",
            "2026-11-T14",
            "yesterday",
            "",
        ] {
            assert!(!is_iso_date(bad), "{bad} was accepted");
        }
    }

    #[test]
    fn dates_keep_one_format_and_name_a_day_that_exists() {
        for good in [
            "2026W48",
            "2026-W53-1",
            "2020W537",
            "2026-W53-7",
            "2026-W48-1T14:05",
            "2026W481T1405",
            "2026334T1405",
            "2024-366",
            "2026-11-30T14,5",
            "2026-11-30T14:05-05:30",
        ] {
            assert!(is_iso_date(good), "{good} was refused");
        }
        for bad in [
            "-2026-11-30",
            "2026-1130",
            "2026-W481",
            "202611",
            "2026-11T14",
            "2026-W48T14",
            "2026-11-30T1405",
            "20261130T14:05",
            "2026-11-30T14:0500",
            "2026-11-30T14:05:00,",
            "2026-11-30T24:00:01",
            "2026-11-30T14:05+24:00",
            "2025-366",
            "2025-W53-1",
            "2026-W48-",
            "2026-11-30T1\u{e9}",
        ] {
            assert!(!is_iso_date(bad), "{bad} was accepted");
        }
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
