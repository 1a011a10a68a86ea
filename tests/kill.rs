//! Atomic saving, proved by killing: the real `allfives` binary saves a random legal match after
//! every event through the app's write path (`allfives save-soak`, hidden) and prints `saved N`
//! after each save; the test kills it with SIGKILL at random moments, 50 times, and after each
//! kill the saves folder holds one whole save that loads and holds every event reported saved
//! (and only events of that match, in order). Then the same with the file size limited
//! (`ulimit -f`), a full disk as even root sees it: saves fail, the file keeps its last whole
//! save, and no half-written file is left.

#![cfg(unix)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use allfives::soak::soak_match;
use allfives::store::{self, Store};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

const BIN: &str = env!("CARGO_BIN_EXE_allfives");

/// The `saved N` and `not saved N: why` lines of a soak's output.
fn progress(lines: &[String]) -> (Option<usize>, Vec<&String>) {
    let saved = lines
        .iter()
        .filter_map(|l| l.strip_prefix("saved ")?.parse().ok())
        .max();
    let failed = lines
        .iter()
        .filter(|l| l.starts_with("not saved"))
        .collect();
    (saved, failed)
}

/// Checks what the folder holds against what the soak reported: one save, whole, holding at
/// least the `saved` events, all of them the match's events in order.
fn check_folder(dir: &Path, seed: u64, saved: Option<usize>, exact: bool) {
    let entries = Store::new(dir).entries();
    // Killed before the first save, or between a save and its line.
    if saved.is_none() && entries.is_empty() {
        return;
    }
    let saved = saved.unwrap_or(0);
    assert_eq!(entries.len(), 1, "seed {seed}: {entries:?}");
    let file = entries[0]
        .save
        .as_ref()
        .unwrap_or_else(|e| panic!("seed {seed}: a save is half-written: {e}"));
    let (setup, events) = soak_match(seed, 300);
    let log = &file.log;
    assert_eq!(log.setup(), &setup);
    let held = log.events().len();
    assert!(
        held >= saved,
        "seed {seed}: reported {saved} saved, file holds {held}"
    );
    if exact {
        assert_eq!(held, saved, "seed {seed}");
    }
    assert_eq!(log.events(), &events[..held], "seed {seed}");
    assert_eq!(log.cursor(), held);
}

#[test]
fn a_save_killed_at_any_moment_leaves_a_whole_file_with_every_saved_event() {
    let mut rng = StdRng::seed_from_u64(0x6b11);
    let mut killed_mid_run = 0;
    for round in 0..50u64 {
        let dir = tempfile::tempdir().unwrap();
        let seed = 1000 + round;
        let mut child = Command::new(BIN)
            .args(["--saves", &dir.path().display().to_string()])
            .args(["save-soak", "--seed", &seed.to_string(), "--events", "300"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the allfives binary runs");
        let stdout = child.stdout.take().unwrap();
        let (sender, lines_read) = std::sync::mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = sender.send(line);
            }
        });
        // The moment: after a random number of reported saves (of the match's events, at most
        // 300), then a random fraction of a save's time, so the kill lands before, in and after
        // a write, however fast the machine saves.
        let events = soak_match(seed, 300).1.len();
        let after = rng.random_range(0..(events * 3 / 4).max(1));
        let mut lines = Vec::new();
        while lines
            .iter()
            .filter(|l: &&String| l.starts_with("saved "))
            .count()
            < after
        {
            match lines_read.recv_timeout(Duration::from_secs(10)) {
                Ok(line) => lines.push(line),
                Err(_) => break,
            }
        }
        std::thread::sleep(Duration::from_micros(rng.random_range(0..1_000)));
        if child.try_wait().unwrap().is_none() {
            killed_mid_run += 1;
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        reader.join().unwrap();
        lines.extend(lines_read.try_iter());
        let (saved, failed) = progress(&lines);
        assert!(failed.is_empty(), "{failed:?}");
        check_folder(dir.path(), seed, saved, false);
        // The next window on the folder gets its lock: a killed holder leaves none behind.
        Store::new(dir.path())
            .lock()
            .expect("the lock dies with its process");
    }
    assert!(
        killed_mid_run >= 40,
        "only {killed_mid_run} kills hit a running save"
    );
}

#[test]
fn a_full_disk_keeps_the_last_whole_save_and_leaves_no_half_written_file() {
    let dir = tempfile::tempdir().unwrap();
    let seed = 42;
    // `ulimit -f 8`: no file beyond 8 blocks of 512 bytes (root too); SIGXFSZ ignored, so a
    // write past the limit fails with EFBIG like a write to a full disk.
    let script = format!(
        "trap '' XFSZ; ulimit -f 8; exec '{BIN}' --saves '{}' save-soak --seed {seed} --events 300",
        dir.path().display()
    );
    let output = Command::new("sh").args(["-c", &script]).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let lines: Vec<String> = String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let (saved, failed) = progress(&lines);
    let saved = saved.expect("the first saves fit");
    assert!(!failed.is_empty(), "the limit was never reached: {lines:?}");
    assert!(
        failed.iter().all(|l| l.contains("File too large")),
        "{failed:?}"
    );
    // Saving stopped at the limit and was tried again after every later event.
    assert_eq!(lines.len(), saved + 1 + failed.len());
    check_folder(dir.path(), seed, Some(saved), true);
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names.len(),
        2,
        "one save and the lock file, nothing half-written: {names:?}"
    );
    let file = Store::new(dir.path()).entries().remove(0).path;
    assert!(std::fs::metadata(&file).unwrap().len() <= 8 * 512);
    assert!(store::load(&file).is_ok());
}
