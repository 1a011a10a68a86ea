//! The `check` and `score` subcommands (RECORD.md "Checking").

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::engine::Seat;
use crate::engine::record::{self, Replay};

/// The largest record file read, in bytes (16 MB: a long match is 50 KB, a million one-line
/// hands 27 MB); a larger file is refused before it is read, and no more is ever read (a file that
/// grows, a device). Checking 16 MB takes seconds and a few hundred MB of memory.
pub const MAX_RECORD_BYTES: u64 = 16_000_000;

/// Reads and replays one record file. A file that cannot be read, is larger than
/// [`MAX_RECORD_BYTES`] or is not UTF-8 text gets one problem line.
pub(crate) fn replay_file(path: &Path) -> Result<Replay, String> {
    replay_file_with(path, record::replay)
}

/// [`replay_file`] with `how` ([`record::replay`], or [`record::check`] without the canonical
/// form).
fn replay_file_with(path: &Path, how: fn(&str) -> Replay) -> Result<Replay, String> {
    use std::io::Read;
    let file = path.display();
    let cannot = |e: std::io::Error| format!("{file}:1: cannot read: {e}");
    let max = MAX_RECORD_BYTES / 1_000_000;
    let opened = std::fs::File::open(path).map_err(cannot)?;
    let size = opened.metadata().map_err(cannot)?.len();
    if size > MAX_RECORD_BYTES {
        return Err(format!(
            "{file}:1: not checked: the file is {:.1} MB; a play record is at most {max} MB",
            size as f64 / 1e6
        ));
    }
    let mut bytes = Vec::new();
    opened
        .take(MAX_RECORD_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_RECORD_BYTES {
        return Err(format!(
            "{file}:1: not checked: the file goes on past {max} MB; a play record is at most {max} MB"
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        format!(
            "{}:1: not a play record: the file is not UTF-8 text",
            path.display()
        )
    })?;
    Ok(how(&text))
}

/// `allfives check FILE...`: prints `FILE: final scores` for each valid record and
/// `FILE:LINE: message` for every problem, in the order of `files`. Returns the exit code: 0
/// when every file is valid, 1 otherwise. Many files are checked on every core
/// ([`crate::workers::map_in_order`]); the output is the same, byte for byte.
#[must_use]
pub fn check(files: &[std::path::PathBuf]) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut code = ExitCode::SUCCESS;
    for (text, valid) in check_all(files, check_file) {
        // A closed stdout (`| head`) is not the record's problem.
        let _ = out.write_all(text.as_bytes());
        if !valid {
            code = ExitCode::FAILURE;
        }
    }
    code
}

/// `check_one` on every file on the worker pool, in the order of `files`. A file whose check
/// panicked (a bug) gets one problem line, `FILE:1: not checked: …`, and counts as refused.
fn check_all(
    files: &[std::path::PathBuf],
    check_one: impl Fn(&Path) -> (String, bool) + Sync,
) -> Vec<(String, bool)> {
    crate::workers::map_in_order(files, |path| check_one(path))
        .into_iter()
        .zip(files)
        .map(|(checked, path)| {
            checked.unwrap_or_else(|panic| {
                let line = format!(
                    "{}:1: not checked: allfives stopped on a bug while checking it ({panic})\n",
                    path.display()
                );
                (line, false)
            })
        })
        .collect()
}

/// What `check` prints for one file, and whether it is valid.
fn check_file(path: &Path) -> (String, bool) {
    use std::fmt::Write as _;
    let mut text = String::new();
    match replay_file_with(path, record::check) {
        Err(line) => {
            let _ = writeln!(text, "{line}");
            (text, false)
        }
        Ok(replay) if replay.is_valid() => {
            let _ = write!(
                text,
                "{}: ok · {}",
                path.display(),
                replay.score_line().unwrap_or_default()
            );
            if let Some(game) = &replay.game
                && let Some(side) = game.winner()
            {
                let _ = write!(text, " · {} won", game.setup().side_name(side));
            }
            text.push('\n');
            (text, true)
        }
        Ok(replay) => {
            for p in &replay.problems {
                let _ = writeln!(text, "{}:{}: {}", path.display(), p.line, p.error);
            }
            (text, false)
        }
    }
}

/// `allfives score FILE`: prints the record in canonical form with every placement's `= N` and a
/// `score:` line after every hand. Exit code 0, or 1 with the problems when the record is invalid.
#[must_use]
pub fn score(path: &Path) -> ExitCode {
    match replay_file(path) {
        Err(line) => {
            println!("{line}");
            ExitCode::FAILURE
        }
        Ok(replay) if replay.is_valid() => {
            print!("{}", replay.canonical);
            ExitCode::SUCCESS
        }
        Ok(replay) => {
            for p in &replay.problems {
                println!("{}:{}: {}", path.display(), p.line, p.error);
            }
            ExitCode::FAILURE
        }
    }
}

/// `allfives import FILE...`: checks each record and saves it as a match in `saves`, so the app
/// opens it, printing `FILE: imported as PATH` (see [`crate::cli_history::import`]). Exit code 0,
/// or 1 with the problems.
#[must_use]
pub fn import(files: &[std::path::PathBuf], saves: &Path) -> ExitCode {
    crate::cli_history::import(files, saves, &mut std::io::stdout().lock())
}

/// One line of `allfives coach`: `2-5 on 2-4  now 10  P 0.706  reply 7.97  net 2.03` (a lead has
/// no `on …`; points in the match's scale).
fn advice_line(advice: &crate::engine::coach::Advice) -> String {
    let play = match advice.on() {
        Some(on) => format!("{} on {on}", advice.tile),
        None => advice.tile.to_string(),
    };
    format!(
        "{play}  now {}  P {}  reply {}  net {}",
        advice.now,
        crate::engine::coach::fixed(advice.p_reply, 3),
        crate::engine::coach::fixed(advice.expected_reply, 2),
        crate::engine::coach::fixed(advice.net, 2)
    )
}

/// `allfives coach FILE --hand T,T,… [--player NAME]`: replays the record and ranks every legal
/// play of the player to move at its end (or of `player`, who must be the one to move; needed
/// when anyone may lead), whose tiles are `hand`, by net value: points now minus the next
/// player's expected best reply ([`crate::engine::coach::rank`]). Writes one line per play to
/// `out`, best first, and nothing else. An invalid record gets its problems as `FILE:LINE:
/// message`; a hand that contradicts the record, or a position with no play to weigh, gets
/// `FILE: message`. Returns the exit code: 0, or 1 on any problem.
#[must_use]
pub fn coach(
    path: &Path,
    hand: &str,
    player: Option<&str>,
    out: &mut dyn std::io::Write,
) -> ExitCode {
    let (lines, code) = match coach_lines(path, hand, player) {
        Ok(lines) => (lines, ExitCode::SUCCESS),
        Err(problems) => (problems, ExitCode::FAILURE),
    };
    for line in lines {
        // A closed stdout (`| head`) is not the record's problem.
        let _ = writeln!(out, "{line}");
    }
    code
}

/// The lines of [`coach`], or its problem lines.
fn coach_lines(path: &Path, hand: &str, player: Option<&str>) -> Result<Vec<String>, Vec<String>> {
    use crate::engine::{Tile, coach};
    let file = path.display();
    let refuse = |message: String| vec![format!("{file}: {message}")];
    let replay = replay_file(path).map_err(|line| vec![line])?;
    if !replay.is_valid() {
        return Err(replay
            .problems
            .iter()
            .map(|p| format!("{file}:{}: {}", p.line, p.error))
            .collect());
    }
    let state = replay
        .game
        .ok_or_else(|| refuse("the record has no players".into()))?;
    let tiles: Vec<Tile> = hand
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| t.parse::<Tile>())
        .collect::<Result<_, _>>()
        .map_err(|e| refuse(format!("--hand: {e}")))?;
    let in_play = state
        .hand()
        .filter(|h| h.end.is_none() && state.winner().is_none());
    let viewer = match (player, in_play.and_then(|h| h.turn)) {
        (Some(name), _) => state.setup().player_index(name).ok_or_else(|| {
            refuse(format!(
                "--player: '{name}' is not a player (players: {})",
                state.setup().players.join(", ")
            ))
        })?,
        (None, Some(p)) => p,
        // Anyone may lead: the record cannot say whose hand this is.
        (None, None) if in_play.is_some() => {
            return Err(refuse(
                "anyone may lead this hand: name the player with --player".into(),
            ));
        }
        // No hand in play: the check in `rank` says why.
        (None, None) => Seat::FIRST,
    };
    let advice = coach::rank(&state, viewer, &tiles).map_err(|e| refuse(e.to_string()))?;
    if advice.is_empty() {
        eprintln!(
            "{file}: no tile fits: {} must draw or pass",
            state.name(viewer)
        );
    }
    Ok(advice.iter().map(advice_line).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_check_that_panics_on_one_file_refuses_that_file_and_checks_the_others_in_order() {
        let files: Vec<std::path::PathBuf> = ["a.fives", "bad.fives", "c.fives"]
            .iter()
            .map(Into::into)
            .collect();
        let results = check_all(&files, |path| {
            assert!(!path.ends_with("bad.fives"), "a bug");
            (format!("{}: ok\n", path.display()), true)
        });
        assert_eq!(
            results,
            [
                ("a.fives: ok\n".to_string(), true),
                (
                    "bad.fives:1: not checked: allfives stopped on a bug while checking it \
                     (a bug)\n"
                        .to_string(),
                    false
                ),
                ("c.fives: ok\n".to_string(), true),
            ]
        );
    }
}
