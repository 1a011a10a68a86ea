//! The history screen's and the replay's words: a match's players, rules, result and
//! duration for the table, a settlement's arithmetic, what an export, the trash or an import did
//! with each file. They take values of the engine and the store; the words of the history
//! screen's own types are the screen's (`history/notes.rs`, `history/steps.rs`).

use std::path::Path;

use crate::app::i18n::{Arg, I18n};
use crate::app::text::{FileAction, io_text, record_error_text, rules_line};
use crate::engine::Side;
use crate::engine::{EndOfHand, HandEnd, Settlement, Setup};
use crate::store::exchange::ExportError;
use crate::store::import::{ImportFailure, Imported};
use crate::store::summary::Summary;
use crate::store::trash::AboutTrashed;

/// A match in the trash as the table knows it: its name, the players and the game (unnamed, also
/// when it started and how it stood); a file that does not read as a match by its file name.
#[must_use]
pub fn trashed_text(i18n: &I18n, file: &str, about: Option<&AboutTrashed>) -> String {
    let Some(about) = about else {
        return file.to_string();
    };
    let players = about.players.join(", ");
    let game = about.variant.to_string();
    let mut args = vec![("players", Arg::S(&players)), ("game", Arg::S(&game))];
    match &about.title {
        Some(title) => {
            args.push(("title", Arg::S(title)));
            i18n.tr("hist-trashed-titled", &args)
        }
        None => {
            // Unnamed, the same players at the same game are told apart by when and how.
            let when = about.summary.created.format("%Y-%m-%d %H:%M").to_string();
            let outcome = outcome_text(i18n, &about.summary);
            args.push(("when", Arg::S(&when)));
            args.push(("outcome", Arg::S(&outcome)));
            i18n.tr("hist-trashed", &args)
        }
    }
}

/// Why a match cannot be written as a play record now.
#[must_use]
pub fn export_error_text(i18n: &I18n, error: &ExportError) -> String {
    match error {
        ExportError::HandNotSettled { hand } => {
            i18n.tr("export-not-settled", &[("n", Arg::N(i64::from(*hand)))])
        }
        ExportError::WindowOpen => i18n.t("export-window-open"),
        ExportError::Broken { event, .. } => {
            i18n.tr("export-broken", &[("n", Arg::N(*event as i64 + 1))])
        }
    }
}

/// What an import did with the record at `path`: the match it became, that the history holds it
/// already, or why not (the record's first problem with its line).
#[must_use]
pub fn import_text(i18n: &I18n, path: &Path, outcome: &Result<Imported, ImportFailure>) -> String {
    let file = path.display().to_string();
    let file = ("file", Arg::S(&file));
    match outcome {
        Ok(Imported::Saved(to)) => {
            let name = to.file_name().unwrap_or_default().to_string_lossy();
            i18n.tr("import-saved", &[file, ("match", Arg::S(&name))])
        }
        Ok(Imported::AlreadyThere(id)) if id.is_empty() => {
            i18n.tr("import-already-earlier", &[file])
        }
        Ok(Imported::AlreadyThere(id)) => i18n.tr("import-already", &[file, ("id", Arg::S(id))]),
        Err(ImportFailure::Read(error)) => {
            let why = io_text(i18n, error, FileAction::Read);
            i18n.tr("import-unreadable", &[file, ("why", Arg::S(&why))])
        }
        Err(ImportFailure::NotText) => i18n.tr("import-not-text", &[file]),
        Err(ImportFailure::Record(problems)) => {
            let Some(first) = problems.first() else {
                return i18n.tr("import-not-text", &[file]);
            };
            let why = record_error_text(i18n, &first.error);
            let line = first.line.to_string();
            i18n.tr(
                "import-problem",
                &[file, ("line", Arg::S(&line)), ("why", Arg::S(&why))],
            )
        }
        Err(ImportFailure::Save { target, error }) => {
            let why = io_text(i18n, error, FileAction::Write);
            let target = target.display().to_string();
            i18n.tr(
                "import-not-saved",
                &[file, ("target", Arg::S(&target)), ("why", Arg::S(&why))],
            )
        }
    }
}

/// What a chart's hover says at one point: its heading (`Hand 3 · placement 8`, `Hand 3`),
/// then each side's points there, one a line (`Ana: 45`; match scale).
#[must_use]
pub fn chart_hover_text(i18n: &I18n, heading: &str, points: &[(&str, i32)]) -> String {
    std::iter::once(heading.to_string())
        .chain(points.iter().map(|(name, points)| {
            i18n.tr(
                "chart-side-points",
                &[
                    ("name", Arg::S(name)),
                    ("points", Arg::N(i64::from(*points))),
                ],
            )
        }))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The sides as the table lists them: `Ana, Ben, Cy` or `Ana & Cy – Ben & Di`; the match's name
/// first when it has one.
#[must_use]
pub fn players_text(summary: &Summary) -> String {
    let setup = &summary.setup;
    let sides: Vec<String> = Side::all(setup.sides())
        .map(|s| setup.side_name(s))
        .collect();
    let sep = if setup.teams.is_some() { " – " } else { ", " };
    match &summary.title {
        Some(title) => format!("{title} ({})", sides.join(sep)),
        None => sides.join(sep),
    }
}

/// The variant and house rules in one line (the top bar's words).
#[must_use]
pub fn game_text(i18n: &I18n, summary: &Summary) -> String {
    rules_line(i18n, &summary.setup.rules, summary.setup.players.len())
}

/// `Ana won · 250–185` or `unfinished · 120–95`: the winner and the final scores, the winner's
/// first and the others by place (as on the match card: [`crate::store::club::places`]); an
/// unfinished match's in seat order.
#[must_use]
pub fn outcome_text(i18n: &I18n, summary: &Summary) -> String {
    let mut sides: Vec<usize> = (0..summary.scores.len()).collect();
    if let Some(winner) = summary.winner {
        let place = crate::store::club::places(&summary.scores, winner.index());
        sides.sort_by_key(|&side| (place[side], side));
    }
    let scores: Vec<i64> = sides
        .iter()
        .map(|&side| i64::from(summary.scores[side]))
        .collect();
    let head = match summary.winner {
        Some(side) => i18n.tr(
            "hist-won",
            &[("name", Arg::S(&summary.setup.side_name(side)))],
        ),
        None => i18n.t("hist-unfinished"),
    };
    format!("{head} · {}", scores_text(i18n, &scores))
}

/// Scores side by side: `250–185`; with a score below zero (the `own` rule) the dash would read
/// as a range or a minus (`-40–-90`), so they are worded: `−40 to −90`, `−40, 15 and −90`.
#[must_use]
pub fn scores_text(i18n: &I18n, scores: &[i64]) -> String {
    if scores.iter().all(|s| *s >= 0) {
        let plain: Vec<String> = scores.iter().map(|s| i18n.integer(*s)).collect();
        return plain.join("–");
    }
    let signed: Vec<String> = scores.iter().map(|s| signed(i18n, *s)).collect();
    match signed.as_slice() {
        [a, b] => i18n.tr("scores-to", &[("a", Arg::S(a)), ("b", Arg::S(b))]),
        _ => names_text(i18n, &signed.iter().map(String::as_str).collect::<Vec<_>>()),
    }
}

/// `1 h 05` or `25 min`; `time not recorded` for a match whose end time is not known (one
/// imported from a play record), rather than `0 min`.
#[must_use]
pub fn duration_text(i18n: &I18n, summary: &Summary) -> String {
    let Some(duration) = summary.timed() else {
        return i18n.t("hist-duration-unknown");
    };
    let minutes = duration.num_minutes();
    i18n.tr(
        "hist-duration",
        &[("h", Arg::N(minutes / 60)), ("m", Arg::N(minutes % 60))],
    )
}

/// A settlement as the end-of-hand dialog says it: how the hand ended, the rounding
/// (`13 → 15`) and each side's award (RULES.md §4); match scale.
#[must_use]
pub fn settlement_lines(i18n: &I18n, setup: &Setup, s: &Settlement) -> Vec<String> {
    let mut lines = vec![hand_end_text(i18n, setup, s.end)];
    lines.extend(award_lines(i18n, setup, s));
    lines
}

/// How a hand ended, in the game's word (RULES.md §4, GLOSSARY.md): `Ana dominoed`; in Fives
/// and Threes `Ana chipped out`; `The game is blocked`.
#[must_use]
pub fn hand_end_text(i18n: &I18n, setup: &Setup, end: HandEnd) -> String {
    match end {
        HandEnd::Domino { player } => i18n.tr(
            if setup.rules.end_of_hand == EndOfHand::ChipOut {
                "chipped-out"
            } else {
                "dominoed"
            },
            &[("name", Arg::S(&setup.players[player]))],
        ),
        HandEnd::Blocked => i18n.t("blocked"),
    }
}

/// A settlement's arithmetic and awards, without how the hand ended, each step from the
/// engine's [`Settlement::steps`] (RULES.md §4–§5): whose pips are added and taken away
/// (`Pips of Ben and Di less Ana's: (92 + 20) − 3 = 109 → 110`), each rounded by itself under
/// `opponents-each`, each side's own under `own`, the split of a tie, the scale's division
/// (`10 ÷ 5 = 2`), then each side's award, the chip-out point scored with the last tile
/// (Fives and Threes), or that nobody scores.
#[must_use]
pub fn award_lines(i18n: &I18n, setup: &Setup, s: &Settlement) -> Vec<String> {
    let mut lines = Vec::new();
    if setup.rules.end_of_hand == EndOfHand::ChipOut {
        match (s.end, s.chip_out) {
            // The chip-out point went with the last tile: scored, or not and why (RULES.md §5).
            (HandEnd::Domino { player }, credit) => {
                let name = Arg::S(&setup.players[player]);
                lines.push(match credit.and_then(|c| Some((c.side, c.not_scored?))) {
                    Some((side, why)) => {
                        let why = crate::app::text::not_scored_words(i18n, setup, side, why);
                        i18n.tr(
                            "chip-out-not-scored",
                            &[("name", name), ("why", Arg::S(&why))],
                        )
                    }
                    None => i18n.tr("chip-out-line", &[("name", name)]),
                });
            }
            (HandEnd::Blocked, _) => lines.push(i18n.t("blocked-nobody")),
        }
        return lines;
    }
    let steps = &s.steps;
    if !steps.compared.is_empty() {
        lines.push(i18n.tr(
            "fewest-pips",
            &[("comparison", Arg::S(&compared_text(i18n, setup, s)))],
        ));
    }
    let num = |n: i64| signed(i18n, n);
    let scaled = |points: i32| -> String {
        let divided = format!(
            "{} ÷ {} = {}",
            num(i64::from(points)),
            num(i64::from(steps.divisor)),
            num(i64::from(points / steps.divisor.max(1)))
        );
        i18n.tr("settle-scale", &[("sum", Arg::S(&divided))])
    };
    // A side with no pips left loses nothing: not named.
    for loss in steps.own.iter().filter(|l| l.pips != 0) {
        let sum = format!(
            "{} → {}",
            num(i64::from(loss.pips)),
            num(i64::from(loss.rounded))
        );
        let name = setup.side_name(loss.side);
        lines.push(i18n.tr(
            "settle-own",
            &[("name", Arg::S(&name)), ("sum", Arg::S(&sum))],
        ));
        if steps.divisor > 1 && loss.rounded != 0 {
            lines.push(scaled(loss.rounded));
        }
    }
    if !steps.added.is_empty() {
        let added = terms_text(i18n, &steps.added);
        let sum = if steps.added.iter().any(|t| t.rounded.is_some()) {
            // opponents-each: every term rounded by itself, then added.
            format!("{added} = {}", num(i64::from(s.rounded)))
        } else if steps.taken.is_empty() {
            if steps.added.len() > 1 {
                format!(
                    "{added} = {} → {}",
                    num(i64::from(s.raw)),
                    num(i64::from(s.rounded))
                )
            } else {
                format!("{added} → {}", num(i64::from(s.rounded)))
            }
        } else {
            let group = |text: String, n: usize| {
                if n > 1 { format!("({text})") } else { text }
            };
            let taken = terms_text(i18n, &steps.taken);
            format!(
                "{} − {} = {} → {}",
                group(added, steps.added.len()),
                group(taken, steps.taken.len()),
                num(i64::from(s.raw)),
                num(i64::from(s.rounded))
            )
        };
        let names = |of: &[crate::engine::PipTerm]| {
            names_text(
                i18n,
                &of.iter()
                    .map(|t| setup.players[t.player].as_str())
                    .collect::<Vec<_>>(),
            )
        };
        let line = if !steps.taken.is_empty() {
            i18n.tr(
                "settle-difference",
                &[
                    ("names", Arg::S(&names(&steps.added))),
                    ("winners", Arg::S(&names(&steps.taken))),
                    ("sum", Arg::S(&sum)),
                ],
            )
        } else if steps.added.iter().any(|t| t.rounded.is_some()) {
            i18n.tr(
                "settle-each",
                &[
                    ("names", Arg::S(&names(&steps.added))),
                    ("sum", Arg::S(&sum)),
                ],
            )
        } else {
            i18n.tr(
                "settle-opponents",
                &[
                    ("names", Arg::S(&names(&steps.added))),
                    ("sum", Arg::S(&sum)),
                ],
            )
        };
        lines.push(line);
    }
    if let ([a, b], Some(share)) = (s.winners.as_slice(), steps.share) {
        lines.push(i18n.tr(
            "split",
            &[
                ("a", Arg::S(&setup.side_name(*a))),
                ("b", Arg::S(&setup.side_name(*b))),
                ("points", Arg::N(i64::from(s.rounded))),
                ("share", Arg::N(i64::from(share))),
            ],
        ));
        if steps.divisor > 1 && share != 0 {
            lines.push(scaled(share));
        }
    } else if steps.divisor > 1 && s.rounded != 0 {
        lines.push(scaled(s.rounded));
    }
    let mut any = false;
    for (side, award) in s.awards.sides() {
        let name = setup.side_name(side);
        // A winner of a hand that rounds to nothing is told so (`Ana scores 0`).
        if award > 0 || (award == 0 && s.winners.as_slice() == [side]) {
            any = true;
            lines.push(i18n.tr(
                &crate::app::text::side_id("award", setup, side),
                &[
                    ("name", Arg::S(&name)),
                    ("points", Arg::N(i64::from(award))),
                ],
            ));
        } else if award < 0 {
            any = true;
            lines.push(i18n.tr(
                &crate::app::text::side_id("award-own", setup, side),
                &[
                    ("name", Arg::S(&name)),
                    ("points", Arg::N(i64::from(-award))),
                ],
            ));
        }
    }
    if !any && s.nobody == Some(crate::engine::NobodyScores::Tie) {
        lines.push(i18n.t("tie-nobody"));
    }
    lines
}

/// A blocked hand's comparison, fewest pips first (RULES.md §4): `Ana 13 < Ben 23`; a side of
/// partners with its players' pips, `Ana & Cy 2 + 11 = 13 < Ben & Di 1 + 22 = 23`, so the table
/// sees why the side won; `=` between sides tied.
fn compared_text(i18n: &I18n, setup: &Setup, s: &Settlement) -> String {
    let num = |n: i64| signed(i18n, n);
    let mut text = String::new();
    let mut before: Option<i32> = None;
    for side in &s.steps.compared {
        if let Some(pips) = before {
            text.push_str(if pips == side.pips { " = " } else { " < " });
        }
        before = Some(side.pips);
        text.push_str(&setup.side_name(side.side));
        text.push(' ');
        let members = setup.members(side.side);
        if members.len() > 1 {
            let each: Vec<String> = members
                .iter()
                .map(|&p| num(i64::from(s.pips[p].unwrap_or(0))))
                .collect();
            text.push_str(&each.join(" + "));
            text.push_str(" = ");
        }
        text.push_str(&num(i64::from(side.pips)));
    }
    text
}

/// A whole number as the language writes it, below zero with a true minus sign (`−40`), so
/// that it never reads as a dash between two numbers.
#[must_use]
pub fn signed(i18n: &I18n, n: i64) -> String {
    with_minus(i18n.integer(n))
}

/// `number` as written in words, its hyphen-minus made a true minus sign (`−40`), so that
/// `−40 to −90` never reads as a range `-40–-90`.
#[must_use]
pub fn with_minus(number: String) -> String {
    match number.strip_prefix('-') {
        Some(digits) => format!("−{digits}"),
        None => number,
    }
}

/// The terms of a settlement's sum: `92 + 20`, or each rounded by itself `(3 → 5) + (3 → 5)`.
fn terms_text(i18n: &I18n, terms: &[crate::engine::PipTerm]) -> String {
    terms
        .iter()
        .map(|t| {
            let pips = signed(i18n, i64::from(t.pips));
            match t.rounded {
                Some(r) => format!("({pips} → {})", signed(i18n, i64::from(r))),
                None => pips,
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// Names in a list: `Ben`, `Ben and Di`, `Ben, Cy and Di`.
pub(crate) fn names_text(i18n: &I18n, names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => i18n.tr(
            "names-and",
            &[("a", Arg::S(&rest.join(", "))), ("b", Arg::S(last))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::i18n::Lang;
    use crate::engine::{Event, MatchState};
    use crate::store::exchange;

    /// The settlements of a shared record (`../shared/vectors/matches/NAME.fives`), each said
    /// as the replay's log says it, in `lang`: one list of lines per settled hand (a tally, or
    /// the next deal, settles a hand that has ended: RULES.md §4).
    fn settled_lines(name: &str, lang: Lang) -> Vec<Vec<String>> {
        let path = format!("../shared/vectors/matches/{name}.fives");
        let text = std::fs::read_to_string(path).unwrap();
        let save = exchange::import(&text).unwrap();
        let i18n = I18n::new(lang);
        let mut game = MatchState::new(save.log.setup().clone());
        let mut lines = Vec::new();
        for event in save.log.events() {
            let open = game.winner().is_none()
                && game.hand().is_some_and(|h| h.end.is_some() && !h.settled);
            game.apply(event).unwrap();
            let settles = open && matches!(event, Event::Tallied | Event::HandStarted { .. });
            if let Some(s) = settles.then(|| game.last_settlement()).flatten() {
                lines.push(award_lines(&i18n, game.setup(), s));
            }
        }
        lines
    }

    #[test]
    fn each_end_of_hand_rule_shows_its_arithmetic_in_both_languages() {
        let first = |name, lang| settled_lines(name, lang).swap_remove(0);
        // difference (RULES.md §4): Ben dominoed against Ana's 12 pips: 12 − 0 = 12 → 10.
        assert_eq!(
            first("all-fives-difference", Lang::En),
            [
                "Pips of Ana less those of Ben: 12 − 0 = 12 → 10",
                "Ben scores 10"
            ]
        );
        assert_eq!(
            first("all-fives-difference", Lang::Ht),
            [
                "Pwen Ana mwens pwen Ben: 12 − 0 = 12 → 10",
                "Ben fè 10 pwen"
            ]
        );
        // own: each side rounds its own pips and loses them (Cy, out with none, is not named).
        assert_eq!(
            first("all-fives-own-3p", Lang::En),
            [
                "Pips of Ana: 39 → 40",
                "Pips of Ben: 4 → 5",
                "Ana loses 40",
                "Ben loses 5"
            ]
        );
        // opponents-each: each opponent rounded by themselves, then added.
        assert_eq!(
            first("all-fives-opponents-each-3p", Lang::En),
            [
                "Pips of Ben and Cy, each rounded: (6 → 5) + (12 → 10) = 15",
                "Ana scores 15"
            ]
        );
        assert_eq!(
            first("all-fives-opponents-each-3p", Lang::Ht)[0],
            "Pwen Ben ak Cy, chak awondi apa: (6 → 5) + (12 → 10) = 15"
        );
        // opponents with partners: both opponents' pips summed, then rounded.
        assert_eq!(
            first("all-fives-4p", Lang::En),
            ["Pips of Ana and Cy: 9 + 30 = 39 → 40", "Ben & Di score 40"]
        );
        // A blocked three-player tie: the comparison that decided it, then the third's rounded
        // pips halved, rounded down.
        let tie = settled_lines("all-fives-3p-blocked-tie-split", Lang::En).swap_remove(1);
        assert_eq!(
            tie,
            [
                "Fewest pips: Ben 6 = Cy 6 < Ana 48",
                "Pips of Ana: 48 → 50",
                "Ben and Cy split 50: half, rounded down to 25 each",
                "Ben scores 25",
                "Cy scores 25"
            ]
        );
        let tie = settled_lines("all-fives-3p-blocked-tie-split", Lang::Ht).swap_remove(1);
        assert_eq!(tie[0], "Mwens pwen: Ben 6 = Cy 6 < Ana 48");
        assert_eq!(tie[2], "Ben ak Cy separe 50: mwatye, awondi anba, 25 chak");
        // The ÷5 scale: the points divided on their own line (RULES.md §5).
        assert_eq!(
            first("all-fives-fives-scale", Lang::En),
            [
                "Pips of Ben: 6 → 5",
                "On the match's scale: 5 ÷ 5 = 1",
                "Ana scores 1"
            ]
        );
        assert_eq!(
            first("all-fives-fives-scale", Lang::Ht)[1],
            "Nan fason pati a make: 5 ÷ 5 = 1"
        );
    }

    #[test]
    fn scores_below_zero_are_not_read_as_a_range() {
        let en = I18n::new(Lang::En);
        let ht = I18n::new(Lang::Ht);
        assert_eq!(scores_text(&en, &[250, 185]), "250–185");
        assert_eq!(scores_text(&en, &[-40, -90]), "−40 to −90");
        assert_eq!(scores_text(&ht, &[-40, -90]), "−40 kont −90");
        assert_eq!(scores_text(&en, &[-40, 15, -90]), "−40, 15 and −90");
    }
}
