//! A saves folder filled with random legal matches ([`crate::engine::random_play`], seeded), as
//! the app would have saved them: for the history's benchmark (10,000 saves) and tests.

use std::path::{Path, PathBuf};

use chrono::{Duration, Local, TimeZone};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::{SaveFile, Store, exchange, save};
use crate::engine::random_play::{self, Leaders};

/// Writes `count` random legal matches into `dir` (the same for the same `seed`): any variant
/// and house rules, one name in ten tricky, every hand dealt to a named leader as the app does;
/// started about three hours apart from 1 January 2023, each saved 5 to 120 minutes after its
/// start; about one in five stopped after 5 to 200 events (unfinished), the others played until
/// a side wins or 5,000 events. Returns the files' paths, in the order written.
///
/// # Errors
/// The I/O error of a save.
///
/// # Panics
/// When the engine refuses an event the table could make (a bug, as
/// [`random_play::Refused`] says).
pub fn generate_saves(dir: &Path, count: usize, seed: u64) -> std::io::Result<Vec<PathBuf>> {
    let mut rng = StdRng::seed_from_u64(seed);
    let store = Store::new(dir);
    let start = Local
        .with_ymd_and_hms(2023, 1, 1, 18, 0, 0)
        .single()
        .unwrap_or_else(Local::now);
    let mut paths = Vec::with_capacity(count);
    for i in 0..count {
        let setup = random_play::random_setup(&mut rng, 0.1);
        let limit = if rng.random_bool(0.2) {
            rng.random_range(5..200)
        } else {
            5_000
        };
        let events = random_play::play_with(&mut rng, setup.clone(), limit, Leaders::AlwaysNamed)
            .unwrap_or_else(|refused| panic!("{refused}"));
        let log = exchange::checked_log(setup, events)
            .unwrap_or_else(|e| panic!("random play is legal: {e}"));
        let created = start + Duration::minutes(i as i64 * 173 + rng.random_range(0..60));
        let mut file = SaveFile::new(log);
        file.created = created;
        file.updated = created + Duration::minutes(rng.random_range(5..120));
        let path = store.new_path(created);
        save(&path, &file)?;
        paths.push(path);
    }
    Ok(paths)
}
