//! `allfives save-soak` (a hidden subcommand, for the kill test): plays a random legal match
//! (seeded, [`crate::engine::random_play`]) and saves it after every event through the app's
//! own write path ([`crate::app::Current::write`], an atomic [`crate::store::save`]), holding the saves
//! folder's lock like the app. After each save it prints `saved N` (N events in the file) and
//! flushes, so a parent that kills it at any moment knows what the file must hold; a save that
//! fails prints `not saved N: why` and the match goes on in memory, as in the app.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::app::Current;
use crate::app::shell::status::Status;
use crate::engine::{Event, MatchLog, Setup, random_play};
use crate::store::lock::LockError;
use crate::store::{SaveFile, Store};

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
    let store = Store::new(saves);
    // Like the app: one writer per folder (a failure to make the folder shows in the saves).
    let _lock = match store.lock() {
        Err(e @ LockError::Held { .. }) => {
            let _ = writeln!(out, "{e}");
            return ExitCode::FAILURE;
        }
        lock => lock.ok(),
    };
    let (setup, played) = soak_match(seed, events);
    let Ok(log) = MatchLog::new(setup) else {
        return ExitCode::FAILURE;
    };
    let save = SaveFile::new(log);
    let mut current = Current {
        path: store.new_path(save.created),
        save,
    };
    let mut report = |current: &mut Current, n: usize| {
        let line = match current.write() {
            Ok(()) => format!("saved {n}"),
            Err(Status::SaveFailed { error, .. }) => format!("not saved {n}: {error}"),
            Err(other) => format!("not saved {n}: {other:?}"),
        };
        // The parent may be gone; the saves are what matter.
        let _ = writeln!(out, "{line}").and_then(|()| out.flush());
    };
    report(&mut current, 0);
    for (i, event) in played.into_iter().enumerate() {
        if current.save.log.push(event).is_err() {
            return ExitCode::FAILURE;
        }
        report(&mut current, i + 1);
    }
    ExitCode::SUCCESS
}
