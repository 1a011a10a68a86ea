//! The history screen's and the replay's words: a match's players, rules, result and
//! duration for the table, each replay step said as the table would say it, and what the last
//! action did (an export, the trash, an import with each file's reason).

use std::path::Path;

use crate::app::history::replay::Step;
use crate::app::history::{HistoryNote, NotExported};
use crate::app::i18n::{Arg, I18n};
use crate::app::shell::status::{load_error_text, status_text};
use crate::app::text::{FileAction, headline, io_text, log_lines, record_error_text, rules_line};
use crate::engine::Side;
use crate::engine::{EndOfHand, Event, HandEnd, Settlement, Setup};
use crate::store::exchange::ExportError;
use crate::store::import::{ImportFailure, Imported};
use crate::store::summary::Summary;
use crate::store::trash::AboutTrashed;

/// What the history's last action did, in the UI's language.
#[must_use]
pub fn note_text(i18n: &I18n, note: &HistoryNote) -> String {
    let file = |path: &Path| path.display().to_string();
    match note {
        HistoryNote::Deleted { file, about } => {
            let what = trashed_text(i18n, file, about.as_ref());
            i18n.tr("hist-deleted", &[("what", Arg::S(&what))])
        }
        HistoryNote::Exported(path) => i18n.tr("hist-exported", &[("file", Arg::S(&file(path)))]),
        HistoryNote::CsvWritten(path) => {
            i18n.tr("hist-csv-exported", &[("file", Arg::S(&file(path)))])
        }
        HistoryNote::Written(path) => i18n.tr("hist-exported", &[("file", Arg::S(&file(path)))]),
        HistoryNote::NotLoaded(error) => load_error_text(i18n, error),
        HistoryNote::NotExported(why) => {
            let why = match why {
                NotExported::Load(error) => load_error_text(i18n, error),
                NotExported::Export(error) => export_error_text(i18n, error),
                NotExported::Io(error) => io_text(i18n, error, FileAction::Write),
                NotExported::Card(crate::card::CardError::Unfinished) => i18n.t("card-unfinished"),
                NotExported::Card(_) => i18n.t("card-not-drawn"),
            };
            i18n.tr("hist-not-exported", &[("why", Arg::S(&why))])
        }
        HistoryNote::NotMoved { path, error } => {
            let why = io_text(i18n, error, FileAction::Write);
            i18n.tr(
                "hist-not-moved",
                &[("file", Arg::S(&file(path))), ("why", Arg::S(&why))],
            )
        }
        HistoryNote::NotSaved(status) => status_text(i18n, status),
        HistoryNote::Imported(files) => files
            .iter()
            .map(|(path, outcome)| import_text(i18n, path, outcome))
            .collect::<Vec<_>>()
            .join("  ·  "),
    }
}

/// A match in the trash as the table knows it: its name, the players and the game; a file that
/// does not read as a match by its file name.
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
        None => i18n.tr("hist-trashed", &args),
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

/// `Ana won · 250–185` or `unfinished · 120–95`: the winner and the final scores.
#[must_use]
pub fn outcome_text(i18n: &I18n, summary: &Summary) -> String {
    let scores: Vec<String> = summary
        .scores
        .iter()
        .map(|s| i18n.integer(i64::from(*s)))
        .collect();
    let head = match summary.winner {
        Some(side) => i18n.tr(
            "hist-won",
            &[("name", Arg::S(&summary.setup.side_name(side)))],
        ),
        None => i18n.t("hist-unfinished"),
    };
    format!("{head} · {}", scores.join("–"))
}

/// `1 h 05` or `25 min`.
#[must_use]
pub fn duration_text(i18n: &I18n, summary: &Summary) -> String {
    let minutes = summary.duration().num_minutes();
    i18n.tr(
        "hist-duration",
        &[("h", Arg::N(minutes / 60)), ("m", Arg::N(minutes % 60))],
    )
}

/// Where a replay step is: `Start`, `Hand 2 · placement 5`, `Hand 2 · the deal`.
#[must_use]
pub fn step_title(i18n: &I18n, step: &Step) -> String {
    let hand = Arg::N(i64::from(step.hand));
    match &step.event {
        None => i18n.t("replay-start"),
        Some(Event::HandStarted { .. }) => i18n.tr("replay-deal", &[("n", hand)]),
        Some(_) if step.placement == 0 => i18n.tr("replay-hand", &[("n", hand)]),
        Some(_) => i18n.tr(
            "replay-placement",
            &[("n", hand), ("p", Arg::N(i64::from(step.placement)))],
        ),
    }
}

/// What happened at a replay step, as the table said it: a placement's count and who scored
/// (with what was said and the muggins ruling), a draw, a pass, an announcement, a call, what a
/// player showed, the settlement; the winner when this step won the match.
#[must_use]
pub fn step_text(i18n: &I18n, step: &Step, won_here: bool) -> Vec<String> {
    let game = &step.state;
    let mut lines = Vec::new();
    match &step.event {
        None => lines.push(i18n.t("replay-before")),
        Some(Event::HandStarted { leader }) => {
            if let Some(settled) = &step.settled {
                lines.extend(settlement_lines(i18n, game.setup(), settled));
            }
            let hand = Arg::N(i64::from(step.hand));
            lines.push(match leader {
                Some(p) => i18n.tr(
                    "replay-dealt-leader",
                    &[("n", hand), ("name", Arg::S(game.name(*p)))],
                ),
                None => i18n.tr("replay-dealt", &[("n", hand)]),
            });
        }
        Some(Event::TilePlaced { .. }) => {
            if let Some(play) = game.hand().and_then(|h| h.last_play.as_ref()) {
                lines.push(headline(i18n, game, play, None));
            }
        }
        Some(Event::HandRevealed { player, holds }) => lines.push(i18n.tr(
            "replay-holds",
            &[
                ("name", Arg::S(game.name(*player))),
                ("pips", Arg::N(i64::from(holds.pips()))),
            ],
        )),
        Some(Event::Tallied) => {
            lines.extend(log_lines(i18n, &Event::Tallied, game, &step.rulings));
            match &step.settled {
                Some(settled) => lines.extend(settlement_lines(i18n, game.setup(), settled)),
                None if lines.is_empty() => lines.push(i18n.t("replay-tally")),
                None => {}
            }
        }
        Some(event) => lines.extend(log_lines(i18n, event, game, &step.rulings)),
    }
    if won_here && let Some(side) = game.winner() {
        let name = game.setup().side_name(side);
        lines.push(i18n.tr("winner", &[("name", Arg::S(&name))]));
    }
    lines
}

/// A settlement as the end-of-hand dialog says it: how the hand ended, the rounding
/// (`13 → 15`) and each side's award (RULES.md §4); match scale.
#[must_use]
pub fn settlement_lines(i18n: &I18n, setup: &Setup, s: &Settlement) -> Vec<String> {
    let mut lines = vec![match s.end {
        HandEnd::Domino { player } => {
            i18n.tr("dominoed", &[("name", Arg::S(&setup.players[player]))])
        }
        HandEnd::Blocked => i18n.t("blocked"),
    }];
    lines.extend(award_lines(i18n, setup, s));
    lines
}

/// A settlement's arithmetic and awards, without how the hand ended: the rounding (`13 → 15`),
/// a split between two tied players, each side's award, the chip-out point scored with the
/// last tile (Fives and Threes), or that nobody scores (RULES.md §4); match scale.
#[must_use]
pub fn award_lines(i18n: &I18n, setup: &Setup, s: &Settlement) -> Vec<String> {
    let mut lines = Vec::new();
    if setup.rules.end_of_hand == EndOfHand::ChipOut
        && let HandEnd::Domino { player } = s.end
    {
        lines.push(i18n.tr("chip-out-line", &[("name", Arg::S(&setup.players[player]))]));
        return lines;
    }
    if s.raw != 0 || s.rounded != 0 {
        lines.push(i18n.tr(
            "rounding",
            &[
                ("raw", Arg::N(i64::from(s.raw))),
                ("rounded", Arg::N(i64::from(s.rounded))),
            ],
        ));
    }
    let mut any = false;
    if let [a, b] = s.winners.as_slice() {
        lines.push(i18n.tr(
            "split",
            &[
                ("a", Arg::S(&setup.side_name(*a))),
                ("b", Arg::S(&setup.side_name(*b))),
                ("points", Arg::N(i64::from(setup.rules.to_scale(s.rounded)))),
                ("share", Arg::N(i64::from(s.awards[*a]))),
            ],
        ));
        return lines;
    }
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
    if !any && s.winners.is_empty() && setup.rules.end_of_hand != EndOfHand::ChipOut {
        lines.push(i18n.t("tie-nobody"));
    }
    lines
}
