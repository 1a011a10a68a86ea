//! A real sync of two saves folders: two Syncthing instances on this machine, on loopback only,
//! each with its own home and ports, share one folder. Matches are written on both sides before
//! they meet — and the same match file on both, one side further on than the other, which
//! Syncthing turns into a conflict copy. Once both say they are in step
//! (`/rest/db/completion`), `allfives history` on each side lists every match once and names
//! the conflict copy, and `allfives ratings` gives the same numbers on both sides.
//!
//! Needs Debian's `syncthing` (`.ci/run` installs it). Without it the test fails and says so;
//! `ALLFIVES_SKIP_SYNC=1` skips it on purpose. Bounded: every wait has a deadline, and both
//! instances are stopped by their process id even when an assertion fails.

use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant, SystemTime};

use allfives::store::{self, SaveFile, exchange};
use chrono::TimeZone;

#[path = "common/syncthing.rs"]
mod syncthing;

/// How long the two sides get to meet and agree.
const SYNC_DEADLINE: Duration = Duration::from_secs(90);

/// A shared vector match, started on 2026-03-`day` at 20:00.
fn vector(name: &str, day: u32) -> SaveFile {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = chrono::Local
        .with_ymd_and_hms(2026, 3, day, 20, 0, 0)
        .unwrap();
    save.updated = save.created + chrono::Duration::minutes(40);
    save
}

/// Writes `save` as `dir/name.ron`, modified at `modified`.
fn write(dir: &Path, name: &str, save: &SaveFile, modified: SystemTime) {
    let path = dir.join(format!("{name}.ron"));
    store::save(&path, save).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&path)
        .and_then(|f| f.set_modified(modified))
        .unwrap();
}

/// The `.ron` file names directly in `dir`, sorted.
fn ron_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".ron"))
        .collect();
    names.sort();
    names
}

fn allfives(saves: &Path, args: &[&str]) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(args)
        .output()
        .unwrap();
    assert!(out.status.success(), "allfives {args:?} failed: {out:?}");
    out
}

#[test]
fn two_laptops_sharing_a_saves_folder_through_syncthing_agree() {
    if !syncthing::require() {
        return;
    }
    let root = tempfile::tempdir().unwrap();
    let (a, b) = (root.path().join("saves-a"), root.path().join("saves-b"));
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    // Both instances run on one machine, so both would write the same per-machine index file:
    // on real laptops each writes its own (`.index/<machine>.ron`). Keep the index local here.
    for dir in [&a, &b] {
        std::fs::write(dir.join(".stignore"), "/.index\n").unwrap();
    }

    let earlier = SystemTime::now() - Duration::from_secs(3600);
    let now = SystemTime::now();
    // Laptop A played three matches, laptop B two.
    write(&a, "a-two", &vector("all-fives-2p.fives", 1), earlier);
    write(&a, "a-three", &vector("all-fives-3p.fives", 2), earlier);
    write(&a, "a-partners", &vector("all-fives-4p.fives", 3), earlier);
    write(&b, "b-two", &vector("five-up-2p.fives", 4), earlier);
    write(&b, "b-three", &vector("muggins-3p.fives", 5), earlier);
    // The same match on both: B stopped six events short, A played it to the end (and later).
    let full = vector("muggins-2p.fives", 6);
    assert!(full.log.state().unwrap().winner().is_some());
    let mut behind = full.clone();
    for _ in 0..6 {
        assert!(behind.log.undo());
    }
    write(&b, "same", &behind, earlier);
    write(&a, "same", &full, now);

    let (one, two) = syncthing::pair(root.path(), &a, &b);

    let deadline = Instant::now() + SYNC_DEADLINE;
    loop {
        let (files_a, files_b) = (ron_files(&a), ron_files(&b));
        let settled = files_a == files_b
            && files_a.len() == 7
            && files_a.iter().any(|f| f.contains(".sync-conflict-"))
            && files_a
                .iter()
                .all(|f| std::fs::read(a.join(f)).ok() == std::fs::read(b.join(f)).ok())
            && one.in_step_with(&two)
            && two.in_step_with(&one);
        if settled {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "no sync within {SYNC_DEADLINE:?}: A {files_a:?}, B {files_b:?}\n--- A ---\n{}\n--- B ---\n{}",
            one.log(),
            two.log()
        );
        std::thread::sleep(Duration::from_millis(250));
    }

    let files = ron_files(&a);
    let conflict = files
        .iter()
        .find(|f| f.starts_with("same.sync-conflict-"))
        .expect("Syncthing named the losing copy of the same match")
        .trim_end_matches(".ron")
        .to_string();
    let mut listings = Vec::new();
    let mut ratings = Vec::new();
    for dir in [&a, &b] {
        let out = allfives(dir, &["history"]);
        let listing = String::from_utf8(out.stdout).unwrap();
        let notes = String::from_utf8(out.stderr).unwrap();
        let mut ids: Vec<&str> = listing
            .lines()
            .map(|l| l.split('\t').next().unwrap())
            .collect();
        ids.sort_unstable();
        // Every match once: the conflict copy is not listed, the match it copies is.
        assert_eq!(
            ids,
            ["a-partners", "a-three", "a-two", "b-three", "b-two", "same"],
            "{listing}"
        );
        assert!(
            notes.contains(&format!(
                "{conflict}.ron: a sync conflict copy of same, not counted"
            )),
            "{notes}"
        );
        listings.push(listing);
        let rated = String::from_utf8(allfives(dir, &["ratings"]).stdout).unwrap();
        ratings.push(rated);
    }
    assert_eq!(listings[0], listings[1]);
    assert_eq!(
        ratings[0], ratings[1],
        "the ratings differ between the sides"
    );
    // Four players rated over six matches: the full copy of the same match counted, once.
    let rated: Vec<Vec<&str>> = ratings[0]
        .lines()
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rated.len(), 4, "{}", ratings[0]);
    let matches = |name: &str| {
        rated
            .iter()
            .find(|r| r[1] == name)
            .map(|r| r[4].parse::<u32>().unwrap())
    };
    assert_eq!(matches("Ana"), Some(6));
    assert_eq!(matches("Ben"), Some(6));
    assert_eq!(matches("Cy"), Some(3));
    assert_eq!(matches("Di"), Some(1));
    drop((one, two));
}
