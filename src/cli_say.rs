//! The `say` subcommand: what the table would say aloud after each entry of a play record
//! (the ☰ menu's "Speak counts"), for scripts and tests.

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;

use crate::app::spoken;
use crate::app::{I18n, Lang, Seen, Session, TableView};
use crate::engine::MatchLog;
use crate::store::Store;

/// The lines the table says after each entry of the record `text` ([`spoken::utterance`] of
/// the views before and after it, as the app computes them after each entry), one per entry
/// that says something, in `lang`.
///
/// # Errors
/// The record's first problem (`LINE: message`), or a save folder that cannot be made.
pub fn utterances(
    replay: &crate::engine::record::Replay,
    lang: Lang,
) -> Result<Vec<String>, String> {
    if let Some(problem) = replay.problems.first() {
        return Err(problem.to_string());
    }
    let setup = replay
        .setup
        .clone()
        .ok_or_else(|| "the record has no players and rules".to_string())?;
    let i18n = I18n::new(lang);
    // Through the app's one door (a session in a folder of its own, thrown away after).
    let saves = tempfile::tempdir().map_err(|e| format!("cannot make a folder: {e}"))?;
    let (session, _) = Session::open(Store::new(saves.path()));
    let mut session = session.without_sync();
    let log = MatchLog::new(setup).map_err(|e| e.to_string())?;
    session.start(log);
    let view = |session: &Session| match (session.log(), session.state()) {
        (Some(log), Some(game)) => {
            TableView::of(log, game, session.trail(), &Seen::default(), &i18n)
        }
        _ => TableView::default(),
    };
    let mut before = view(&session);
    let mut lines = Vec::new();
    for (line, event) in &replay.events {
        session
            .push(event.clone())
            .map_err(|e| format!("{line}: {e}"))?;
        let after = view(&session);
        if let Some(said) = spoken::utterance(&before, &after, &i18n, false) {
            lines.push(said);
        }
        before = after;
    }
    Ok(lines)
}

/// `allfives say FILE [--lang en|ht] [--wav OUT.wav]`: prints what the table would say after
/// each entry of the record, one line per entry that says something; with `wav`, writes the
/// last line said as a WAV file through `espeak-ng`. Exit 1 on a record with a problem
/// (`FILE:LINE: message` on stderr), or when the WAV cannot be written.
#[must_use]
pub fn say(file: &Path, lang: Lang, wav: Option<&Path>) -> ExitCode {
    let replay = match crate::cli::replay_file(file) {
        Ok(replay) => replay,
        Err(problem) => {
            eprintln!("{problem}");
            return ExitCode::FAILURE;
        }
    };
    let lines = match utterances(&replay, lang) {
        Ok(lines) => lines,
        Err(problem) => {
            eprintln!("{}:{problem}", file.display());
            return ExitCode::FAILURE;
        }
    };
    let mut out = std::io::stdout().lock();
    for line in &lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = out.flush();
    if let Some(wav) = wav {
        let Some(last) = lines.last() else {
            eprintln!("allfives: nothing to say, so no WAV written");
            return ExitCode::FAILURE;
        };
        if let Err(e) = crate::speech::espeak_wav(
            last,
            crate::app::shell::speaking::language_tag(lang),
            crate::speech::Voice::default(),
            wav,
        ) {
            eprintln!("allfives: {e}");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
