//! The club's subcommands, for scripting (all take `--saves DIR`; the README shows each output):
//! `allfives ratings [--variant V] [--since DAY]`, `allfives standings [--since DAY] [--until
//! DAY] [--variant V] [--csv]`, `allfives h2h NAME NAME` and `allfives card ID -o FILE.png`.
//! Standard output carries only what was asked for; errors go to standard error with exit code 1
//! (a saves folder that is missing or not a folder, a bad date or game, a player against
//! themself, a name in no finished match with the closest names). A reader that stops early
//! (`| head`) ends the output quietly, exit code 0.
//!
//! `--since` and `--until` mean what the club page's *Season* means: the matches started on
//! those days and between them, with ratings carried in from every match before (the whole
//! history is rated, in start order); neither starts anyone fresh.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use chrono::NaiveDate;

use crate::app::history::club::{STANDING_HEADS, standing_cells};
use crate::app::i18n::{I18n, Lang};
use crate::card::Card;
use crate::cli_history::{closed_pipe_csv, open, scan};
use crate::engine::Variant;
use crate::store;
use crate::store::club::h2h::{HeadToHead, Meeting, Party, head_to_head};
use crate::store::club::ratings::Ratings;
use crate::store::club::standings::{self, standings as standings_of};
use crate::store::club::{Period, Played, played};

/// The variant a `--variant` keyword names (`all-fives`, `five-up`, …).
///
/// # Errors
/// A sentence listing the keywords.
pub fn parse_variant(word: &str) -> Result<Variant, String> {
    Variant::from_keyword(word.trim()).ok_or_else(|| {
        let known: Vec<&str> = Variant::KEYWORDS.iter().map(|(_, k)| *k).collect();
        format!("unknown game '{word}' (one of {})", known.join(", "))
    })
}

/// The day a `--since` or `--until` date names, `YYYY-MM-DD`.
///
/// # Errors
/// A sentence saying the form expected.
pub fn parse_date(text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| format!("'{text}' is not a date like 2026-03-01"))
}

/// One `allfives ratings` line: place, name, rating, deviation (both rating points, one
/// decimal), matches rated, and `provisional` or `established`, separated by tabs.
#[must_use]
pub fn ratings_line(place: usize, player: &crate::store::club::ratings::PlayerRating) -> String {
    format!(
        "{place}\t{}\t{:.1}\t{:.1}\t{}\t{}",
        player.name,
        player.rating.rating,
        player.rating.deviation,
        player.matches,
        if player.provisional() {
            "provisional"
        } else {
            "established"
        }
    )
}

/// `allfives ratings [--variant V] [--since DAY]`: every rated player, best first, one line each
/// ([`ratings_line`]). With `since`, only the players who played a match started on or after
/// that day, with the rating they have now: ratings carried in from before, as the club page's
/// Season (and `allfives standings --since`) has them. Exit code 0, or 1 for a bad variant or
/// date, or a saves folder that is missing or not a folder.
#[must_use]
pub fn ratings(
    saves: &Path,
    variant: Option<&str>,
    since: Option<&str>,
    out: &mut dyn Write,
) -> ExitCode {
    let parsed = || -> Result<_, String> {
        Ok((
            variant.map(parse_variant).transpose()?,
            since.map(parse_date).transpose()?,
        ))
    };
    let (variant, since) = match parsed() {
        Ok(parsed) => parsed,
        Err(why) => {
            eprintln!("allfives: {why}");
            return ExitCode::FAILURE;
        }
    };
    let history = match scan(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    let period = since.map_or_else(Period::all_time, Period::since);
    let matches = played(history.counted());
    let ratings = Ratings::of(&matches, variant);
    let in_period: std::collections::HashSet<&str> = ratings
        .timeline
        .iter()
        .filter(|m| period.contains(&m.played.summary.created))
        .flat_map(|m| m.changes.iter().map(|c| m.name(c)))
        .collect();
    let shown = ratings
        .players
        .iter()
        .filter(|p| in_period.contains(p.name.as_str()));
    for (i, player) in shown.enumerate() {
        if writeln!(out, "{}", ratings_line(i + 1, player)).is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// One `allfives standings` line: the club page's cells of `row` (the page's `standing_cells`:
/// player, played, won, win rate, points per hand, rating ± deviation with `?` while
/// provisional, change), separated by tabs.
#[must_use]
pub fn standings_line(i18n: &I18n, row: &standings::Standing) -> String {
    standing_cells(i18n, row).join("\t")
}

/// `allfives standings [--since DAY] [--until DAY] [--variant V] [--csv]`: the club page's
/// standings for the matches started from `since` to `until` (both days included; an open end
/// reaches the first or last match), ratings carried in from before: a heading line with the
/// page's column names, then one line per player, best rating first ([`standings_line`]); with
/// `csv`, the CSV the page's *Export standings* writes. Words in `lang`. Exit code 0, or 1 for a
/// bad variant or date, `since` after `until`, or a saves folder that is missing or not a
/// folder.
#[must_use]
pub fn standings(
    saves: &Path,
    period: [Option<&str>; 2],
    variant: Option<&str>,
    csv: bool,
    lang: Lang,
    out: &mut dyn Write,
) -> ExitCode {
    let parsed = || -> Result<_, String> {
        let [since, until] = period.map(|d| d.map(parse_date).transpose());
        let (since, until) = (since?, until?);
        if let (Some(from), Some(to)) = (since, until)
            && from > to
        {
            return Err(format!("--since {from} is after --until {to}"));
        }
        Ok((
            variant.map(parse_variant).transpose()?,
            Period {
                from: since,
                to: until,
                day_begins_at: 0,
            },
        ))
    };
    let (variant, period) = match parsed() {
        Ok(parsed) => parsed,
        Err(why) => {
            eprintln!("allfives: {why}");
            return ExitCode::FAILURE;
        }
    };
    let history = match scan(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    let matches = played(history.counted());
    let ratings = Ratings::of(&matches, variant);
    let rows = standings_of(&ratings, &period);
    if csv {
        return match standings::write_csv(&rows, out) {
            Err(e) if !closed_pipe_csv(&e) => {
                eprintln!("allfives: cannot write the CSV: {e}");
                ExitCode::FAILURE
            }
            _ => ExitCode::SUCCESS,
        };
    }
    let i18n = I18n::new(lang);
    let heads: Vec<String> = STANDING_HEADS.iter().map(|(_, id)| i18n.t(id)).collect();
    let lines =
        std::iter::once(heads.join("\t")).chain(rows.iter().map(|r| standings_line(&i18n, r)));
    for line in lines {
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// A meeting's columns: start, id, the winner's name (or `neither`), then each party's raw points.
fn meeting_columns(h: &HeadToHead, m: &Meeting) -> String {
    let winner = m
        .winner
        .map_or_else(|| "neither".to_string(), |w| h.parties[w].name());
    format!(
        "{}\t{}\t{winner}\t{}\t{}",
        m.created.format("%Y-%m-%d %H:%M"),
        m.id,
        m.points[0],
        m.points[1]
    )
}

/// The `allfives h2h` lines (the README shows them): `matches`, each party's `won`, `won
/// neither`, each party's `points` for and against, each party's `biggest` win, and the `last`
/// meetings, newest first. Points are raw.
#[must_use]
pub fn h2h_lines(h: &HeadToHead) -> Vec<String> {
    let names = [h.parties[0].name(), h.parties[1].name()];
    let mut lines = vec![format!("matches\t{}", h.matches)];
    for (p, name) in names.iter().enumerate() {
        lines.push(format!("won\t{}\t{}", name, h.wins[p]));
    }
    lines.push(format!("won\tneither\t{}", h.others));
    for (p, name) in names.iter().enumerate() {
        lines.push(format!(
            "points\t{}\t{}\t{}",
            name,
            h.points[p],
            h.points[1 - p]
        ));
    }
    for (p, name) in names.iter().enumerate() {
        lines.push(match &h.biggest[p] {
            Some(m) => format!(
                "biggest\t{}\t{}\t{}",
                name,
                m.margin(),
                meeting_columns(h, m)
            ),
            None => format!("biggest\t{}\t-", name),
        });
    }
    for m in &h.last {
        lines.push(format!("last\t{}", meeting_columns(h, m)));
    }
    lines
}

/// The names of every player of `matches`, once each, by name.
fn player_names<'a>(matches: &[Played<'a>]) -> Vec<&'a str> {
    let mut names: Vec<&str> = matches
        .iter()
        .flat_map(|m| m.summary.setup.players.iter().map(String::as_str))
        .collect();
    names.sort_unstable();
    names.dedup();
    names
}

/// How many single-letter edits (insert, delete, change) turn `a` into `b`, letters compared
/// without case (Levenshtein's distance).
fn edits(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().flat_map(char::to_lowercase).collect();
    let b: Vec<char> = b.chars().flat_map(char::to_lowercase).collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (diagonal + usize::from(ca != cb))
                .min(above + 1)
                .min(row[j] + 1);
            diagonal = above;
        }
    }
    row[b.len()]
}

/// The names of `known` closest to `name`, closest first: the same name in other letter case
/// alone when there is one, else up to three by fewest edits (ties by name).
#[must_use]
pub fn closest_names<'a>(name: &str, known: &[&'a str]) -> Vec<&'a str> {
    let same: Vec<&str> = known
        .iter()
        .copied()
        .filter(|k| k.to_lowercase() == name.to_lowercase())
        .collect();
    if !same.is_empty() {
        return same;
    }
    let mut by_distance: Vec<(usize, &str)> = known.iter().map(|k| (edits(name, k), *k)).collect();
    by_distance.sort_unstable();
    by_distance.into_iter().take(3).map(|(_, k)| k).collect()
}

/// The refusal for a name in no finished match: `no finished match has a player named 'ana'
/// (did you mean 'Ana'?)`, the closest names offered ([`closest_names`]).
#[must_use]
pub fn unknown_name(name: &str, known: &[&str]) -> String {
    let close: Vec<String> = closest_names(name, known)
        .iter()
        .map(|k| format!("'{k}'"))
        .collect();
    let offer = match close.as_slice() {
        [] => String::new(),
        [one] => format!(" (did you mean {one}?)"),
        [init @ .., last] => format!(" (did you mean {} or {last}?)", init.join(", ")),
    };
    format!("no finished match has a player named '{name}'{offer}")
}

/// Why two parties cannot be compared: a name that is empty, in no finished match of
/// `matches`, or on both sides.
fn refuse_parties(parties: &[Party; 2], matches: &[Played<'_>]) -> Option<String> {
    let known = player_names(matches);
    for party in parties {
        if party.names.is_empty() {
            return Some("a name is empty".into());
        }
        if let Some(name) = party.names.iter().find(|n| !known.contains(&n.as_str())) {
            return Some(unknown_name(name, &known));
        }
    }
    if let Some(both) = parties[0]
        .names
        .iter()
        .find(|n| parties[1].names.contains(n))
    {
        return Some(if parties[0] == parties[1] {
            format!(
                "'{}' against themself: name two different players or sides",
                parties[0].name()
            )
        } else {
            format!("'{both}' is on both sides: name two sides with no player in common")
        });
    }
    None
}

/// `allfives h2h NAME NAME`: two players (or two sides, `"Ana & Cy"`) against each other over
/// the finished, counted matches. Exit code 0, or 1 when a name is in no finished match (with
/// the closest names), a player is on both sides, or the saves folder is missing or not a folder.
#[must_use]
pub fn h2h(saves: &Path, a: &str, b: &str, out: &mut dyn Write) -> ExitCode {
    let history = match scan(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    let matches = played(history.counted());
    let parties = [Party::parse(a), Party::parse(b)];
    if let Some(why) = refuse_parties(&parties, &matches) {
        eprintln!("allfives: {why}");
        return ExitCode::FAILURE;
    }
    let h = head_to_head(&matches, &parties[0], &parties[1], None);
    for line in h2h_lines(&h) {
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    ExitCode::SUCCESS
}

/// `allfives card ID -o FILE.png`: the match card of a finished match as a PNG, in `lang`.
/// Nothing on standard output. Exit code 0, or 1 with the reason on standard error (no such
/// match, a file that does not load, an unfinished match, a file that cannot be written).
#[must_use]
pub fn card(saves: &Path, id: &str, output: &Path, lang: Lang) -> ExitCode {
    let history = match open(saves) {
        Ok(history) => history,
        Err(code) => return code,
    };
    let made = history.find(id).and_then(|entry| {
        let save = store::load(&entry.path).map_err(|e| e.to_string())?;
        let card = Card::of(&save).map_err(|e| format!("{}: {e}", entry.id))?;
        // Each side in the colour the club page gives its name (the folder's players).
        let roster = history.players();
        let i18n = I18n::new(lang);
        let words = crate::app::ClubCard {
            i18n: &i18n,
            roster: &roster,
        };
        let png = card.png(&words).map_err(|e| e.to_string())?;
        std::fs::write(output, png).map_err(|e| format!("{}: {e}", output.display()))
    });
    match made {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("allfives: {why}");
            ExitCode::FAILURE
        }
    }
}
