//! The club's subcommands, for scripting (all take `--saves DIR`; the README shows each output):
//! `allfives ratings [--variant V] [--since DATE]`, `allfives h2h NAME NAME` and `allfives card
//! ID -o FILE.png`. Standard output carries only what was asked for; errors go to standard error
//! with exit code 1.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use chrono::NaiveDate;

use crate::app::i18n::{I18n, Lang};
use crate::card::Card;
use crate::cli_history::scan;
use crate::engine::Variant;
use crate::store::club::h2h::{HeadToHead, Meeting, Party, head_to_head};
use crate::store::club::ratings::Ratings;
use crate::store::club::{Period, played};
use crate::store::history::{History, Progress};
use crate::store::{self, Store};

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

/// The day a `--since` date names, `YYYY-MM-DD`.
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

/// `allfives ratings [--variant V] [--since DATE]`: every rated player, best first, one line each
/// ([`ratings_line`]). With `since`, only matches started on or after that day are rated (a
/// season from scratch). Exit code 0, or 1 for a bad variant or date.
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
    let history = scan(saves);
    let period = since.map_or_else(Period::all_time, Period::since);
    let mut matches = played(history.counted());
    matches.retain(|m| period.contains(&m.summary.created));
    let ratings = Ratings::of(&matches, variant);
    for (i, player) in ratings.players.iter().enumerate() {
        if writeln!(out, "{}", ratings_line(i + 1, player)).is_err() {
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

/// `allfives h2h NAME NAME`: two players (or two sides, `"Ana & Cy"`) against each other over
/// the finished, counted matches. Exit code 0, or 1 when a name is in no finished match.
#[must_use]
pub fn h2h(saves: &Path, a: &str, b: &str, out: &mut dyn Write) -> ExitCode {
    let history = scan(saves);
    let matches = played(history.counted());
    let parties = [Party::parse(a), Party::parse(b)];
    for party in &parties {
        for name in &party.names {
            if !matches
                .iter()
                .any(|m| m.summary.setup.players.contains(name))
            {
                eprintln!("allfives: no finished match has a player named '{name}'");
                return ExitCode::FAILURE;
            }
        }
        if party.names.is_empty() {
            eprintln!("allfives: a name is empty");
            return ExitCode::FAILURE;
        }
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
    let history = History::scan(&Store::new(saves), &Progress::new());
    let made = history.find(id).and_then(|entry| {
        let save = store::load(&entry.path).map_err(|e| e.to_string())?;
        let card = Card::of(&save).map_err(|e| format!("{}: {e}", entry.id))?;
        let png = card.png(&I18n::new(lang)).map_err(|e| e.to_string())?;
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
