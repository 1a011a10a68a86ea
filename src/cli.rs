//! The `check` and `score` subcommands (RECORD.md "Checking").

use std::path::Path;

use crate::engine::record::{self, Replay};

/// Reads and replays one record file. A file that cannot be read or is not UTF-8 text gets one
/// problem line.
fn replay_file(path: &Path) -> Result<Replay, String> {
    let bytes =
        std::fs::read(path).map_err(|e| format!("{}:1: cannot read: {e}", path.display()))?;
    let text = String::from_utf8(bytes).map_err(|_| {
        format!(
            "{}:1: not a play record: the file is not UTF-8 text",
            path.display()
        )
    })?;
    Ok(record::replay(&text))
}

/// `allfives check FILE...`: prints `FILE: final scores` for each valid record and
/// `FILE:LINE: message` for every problem. Returns the exit code: 0 when every file is valid, 1
/// otherwise.
#[must_use]
pub fn check(files: &[std::path::PathBuf]) -> i32 {
    let mut code = 0;
    for path in files {
        match replay_file(path) {
            Err(line) => {
                println!("{line}");
                code = 1;
            }
            Ok(replay) if replay.is_valid() => {
                let mut line = format!(
                    "{}: ok · {}",
                    path.display(),
                    replay.score_line().unwrap_or_default()
                );
                if let Some(game) = &replay.game
                    && let Some(side) = game.winner()
                {
                    line.push_str(&format!(" · {} won", game.setup().side_name(side)));
                }
                println!("{line}");
            }
            Ok(replay) => {
                for p in &replay.problems {
                    println!("{}:{}: {}", path.display(), p.line, p.error);
                }
                code = 1;
            }
        }
    }
    code
}

/// `allfives score FILE`: prints the record in canonical form with every placement's `= N` and a
/// `score:` line after every hand. Exit code 0, or 1 with the problems when the record is invalid.
#[must_use]
pub fn score(path: &Path) -> i32 {
    match replay_file(path) {
        Err(line) => {
            println!("{line}");
            1
        }
        Ok(replay) if replay.is_valid() => {
            print!("{}", replay.canonical);
            0
        }
        Ok(replay) => {
            for p in &replay.problems {
                println!("{}:{}: {}", path.display(), p.line, p.error);
            }
            1
        }
    }
}

/// `allfives import FILE`: checks a record and saves it as a match in `saves`, so the app opens
/// it. Each hand's leader is the player of its first placement. Exit code 0, or 1 with the
/// problems.
#[must_use]
pub fn import(path: &Path, saves: &Path) -> i32 {
    let replay = match replay_file(path) {
        Err(line) => {
            println!("{line}");
            return 1;
        }
        Ok(r) => r,
    };
    if !replay.is_valid() {
        for p in &replay.problems {
            println!("{}:{}: {}", path.display(), p.line, p.error);
        }
        return 1;
    }
    let Some(game) = replay.to_match() else {
        println!("{}: the record has no players", path.display());
        return 1;
    };
    let save = crate::store::SaveFile::new(game);
    let store = crate::store::Store::new(saves);
    let target = store.new_path(save.created);
    match crate::store::save(&target, &save) {
        Ok(()) => {
            println!("{}: imported as {}", path.display(), target.display());
            0
        }
        Err(e) => {
            println!("{}: cannot save: {e}", target.display());
            1
        }
    }
}
