//! Writes a club's saves folder, for the club page's screenshots and for trying the club
//! commands by hand:
//!
//! ```text
//! cargo run --example club_folder -- DIR [SEED]
//! allfives --saves DIR standings
//! ```
//!
//! Eight players (Ana, Ben, Cy, Dee, Eli, Fay, Gus, Hal) meet every Friday evening from
//! 4 September to 27 November 2026 at four tables of two players (each night's pairs drawn
//! anew), 52 finished All Fives matches of the engine's own random legal play (seed 7 by
//! default), each `DAY_TABLE.ron` started at 20:00 and 40 to 70 minutes long.

use std::path::PathBuf;

use allfives::engine::random_play::{Leaders, play_with};
use allfives::engine::{Setup, Variant};
use allfives::store::{self, SaveFile, exchange};
use chrono::TimeZone;
use rand::SeedableRng;
use rand::seq::SliceRandom;

const PLAYERS: [&str; 8] = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"];

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: club_folder DIR [SEED]");
        std::process::exit(2);
    };
    let seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(7);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let first = chrono::NaiveDate::from_ymd_opt(2026, 9, 4).expect("a date");
    let mut written = 0;
    for week in 0..13 {
        let day = first + chrono::Duration::weeks(week);
        let mut names = PLAYERS.to_vec();
        names.shuffle(&mut rng);
        for (table, pair) in names.chunks(2).enumerate() {
            let setup = Setup::new(vec![pair[0].into(), pair[1].into()], Variant::AllFives);
            let Ok(events) = play_with(&mut rng, setup.clone(), 5_000, Leaders::AlwaysNamed) else {
                continue;
            };
            let Ok(log) = exchange::checked_log(setup, events) else {
                continue;
            };
            let mut save = SaveFile::new(log);
            let Some(start) = chrono::Local
                .from_local_datetime(&day.and_hms_opt(20, 0, 0).expect("a time"))
                .earliest()
            else {
                continue;
            };
            save.created = start;
            save.updated = start + chrono::Duration::minutes(40 + 10 * table as i64);
            let path = dir.join(format!("{day}_t{}.ron", table + 1));
            if let Err(e) = store::save(&path, &save) {
                eprintln!("{}: {e}", path.display());
                std::process::exit(1);
            }
            written += 1;
        }
    }
    println!("{written} matches written to {}", dir.display());
}
