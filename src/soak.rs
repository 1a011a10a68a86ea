//! `allfives save-soak` (a hidden subcommand, for the kill test): plays a random legal match
//! (seeded, [`crate::engine::random_play`]) and saves it after every event through the app's
//! own door ([`crate::app::Session::push`], an atomic [`crate::store::save`] after every entry), holding the saves
//! folder's lock like the app. After each save it prints `saved N` (N events in the file) and
//! flushes, so a parent that kills it at any moment knows what the file must hold; a save that
//! fails prints `not saved N: why` and the match goes on in memory, as in the app.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::app::Session;
use crate::app::session::SaveError;
use crate::engine::{Event, MatchLog, Setup, random_play};
use crate::store::Store;

/// The setup and events `save-soak` plays for `seed`: at most `events` events.
#[must_use]
pub fn soak_match(seed: u64, events: usize) -> (Setup, Vec<Event>) {
    let mut rng = StdRng::seed_from_u64(seed);
    let setup = random_play::random_setup(&mut rng, 0.3);
    let played = random_play::play(&mut rng, setup.clone(), events).unwrap_or_else(|r| r.events);
    (setup, played)
}

/// Runs the soak in `saves`, writing progress lines to `out`. Returns the exit code: 0, or 1
/// when the folder is held by another process or the match cannot be made.
pub fn run(saves: &Path, seed: u64, events: usize, out: &mut dyn Write) -> ExitCode {
    // Through the app's one door: the session locks the folder (one writer per folder) and
    // saves after every entry.
    let (mut session, _) = Session::open(Store::new(saves));
    if let Some(held) = session.notice.read_only {
        let lock = saves.join(crate::store::lock::LOCK_FILE);
        let holder = held
            .pid
            .map(|p| format!(" (process {p})"))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "{}: open in another allfives window{holder}",
            lock.display()
        );
        return ExitCode::FAILURE;
    }
    let (setup, played) = soak_match(seed, events);
    let Ok(log) = MatchLog::new(setup) else {
        return ExitCode::FAILURE;
    };
    session.start(log);
    let mut report = |session: &Session, n: usize| {
        let line = match &session.notice.not_saved {
            None => format!("saved {n}"),
            Some(SaveError::Failed { error, .. }) => format!("not saved {n}: {error}"),
            Some(other) => format!("not saved {n}: {other:?}"),
        };
        // The parent may be gone; the saves are what matter.
        let _ = writeln!(out, "{line}").and_then(|()| out.flush());
    };
    report(&session, 0);
    for (i, event) in played.into_iter().enumerate() {
        if session.push(event).is_err() {
            return ExitCode::FAILURE;
        }
        report(&session, i + 1);
    }
    ExitCode::SUCCESS
}
