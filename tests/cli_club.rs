//! The club's command line said plainly: a saves folder that is missing or not a folder, a player
//! against themself and a name in no finished match (with the closest names) are refused with
//! exit code 1; a reader that stops early (`| head`) ends the output quietly with exit code 0;
//! `import DIR` takes the records in a folder and leaves the index holding them; and
//! `allfives standings` prints what the club page's standings paint for the same season.

use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};

use allfives::app::{App, Lang, Page, PeriodChoice};
use allfives::store::history::{History, Progress};
use allfives::store::{self, Store, exchange};
use chrono::{Local, TimeZone};
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable, by};

mod common;

fn allfives(saves: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Every shared vector match saved in `dir` as `<vector>.ron`, the n-th (by name) started on
/// 2026-03-n at 20:00.
fn vector_history(dir: &Path) {
    let mut names: Vec<String> = std::fs::read_dir("../shared/vectors/matches")
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".fives"))
        .collect();
    names.sort();
    for (i, name) in names.iter().enumerate() {
        let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
        let mut save = exchange::import(&text).unwrap();
        save.created = Local
            .with_ymd_and_hms(2026, 3, i as u32 + 1, 20, 0, 0)
            .unwrap();
        save.updated = save.created + chrono::Duration::minutes(30);
        let stem = name.trim_end_matches(".fives");
        store::save(&dir.join(format!("{stem}.ron")), &save).unwrap();
    }
}

#[test]
fn a_missing_or_non_folder_saves_is_refused_for_every_club_and_history_command() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder");
    let file = dir.path().join("a-file.txt");
    std::fs::write(&file, "not a folder").unwrap();
    let commands: [&[&str]; 6] = [
        &["ratings"],
        &["standings"],
        &["h2h", "Ana", "Ben"],
        &["history"],
        &["export", "x"],
        &["card", "x", "-o", "card.png"],
    ];
    for args in commands {
        let (code, out, err) = allfives(&missing, args);
        assert_eq!((code, out.as_str()), (1, ""), "{args:?}");
        assert!(
            err.contains(&format!("there is no saves folder {}", missing.display())),
            "{args:?}: {err}"
        );
        let (code, out, err) = allfives(&file, args);
        assert_eq!((code, out.as_str()), (1, ""), "{args:?}");
        assert!(
            err.contains(&format!(
                "the saves folder {} is not a folder",
                file.display()
            )),
            "{args:?}: {err}"
        );
    }
    // Nothing was made where the typo pointed.
    assert!(!missing.exists());
    // An empty folder is an empty club, not an error.
    let empty = tempfile::tempdir().unwrap();
    assert_eq!(allfives(empty.path(), &["ratings"]).0, 0);
}

#[test]
fn a_player_against_themself_or_on_both_sides_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    let (code, out, err) = allfives(dir.path(), &["h2h", "Ana", "Ana"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("'Ana' against themself"), "{err}");
    let (code, out, err) = allfives(dir.path(), &["h2h", "Ana & Cy", "Ana & Cy"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("'Ana & Cy' against themself"), "{err}");
    let (code, out, err) = allfives(dir.path(), &["h2h", "Ana & Cy", "Ana"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains("'Ana' is on both sides"), "{err}");
}

#[test]
fn an_unknown_name_is_refused_with_the_closest_names() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    // Another letter case: that name alone.
    let (code, out, err) = allfives(dir.path(), &["h2h", "ana", "Ben"]);
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("no finished match has a player named 'ana' (did you mean 'Ana'?)"),
        "{err}"
    );
    let (code, _, err) = allfives(dir.path(), &["h2h", "Ana", "BEN & di"]);
    assert_eq!(code, 1);
    assert!(err.contains("named 'BEN' (did you mean 'Ben'?)"), "{err}");
    // A misspelling: the closest three, closest first.
    let (code, _, err) = allfives(dir.path(), &["h2h", "Anna", "Ben"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("named 'Anna' (did you mean 'Ana', 'Ben' or 'Cy'?)"),
        "{err}"
    );
}

/// Runs `allfives ARGS` with its standard output closed before it writes (as `| head -0`
/// would), and returns its exit code and standard error.
fn with_closed_stdout(saves: &Path, args: &[&str]) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_allfives"))
        .arg("--saves")
        .arg(saves)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (child.wait().unwrap().code().unwrap_or(-1), err)
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    for args in [
        &["history", "--csv"][..],
        &["history"],
        &["standings", "--csv"],
        &["standings"],
        &["ratings"],
        &["h2h", "Ana", "Ben"],
        &["export", "all-fives-2p"],
    ] {
        let (code, err) = with_closed_stdout(dir.path(), args);
        assert_eq!((code, err.as_str()), (0, ""), "{args:?}");
    }
}

#[test]
fn import_takes_the_records_in_a_folder_and_keeps_the_index() {
    let records = tempfile::tempdir().unwrap();
    for name in ["all-fives-2p.fives", "muggins-3p.fives", "five-up-4p.fives"] {
        std::fs::copy(
            format!("../shared/vectors/matches/{name}"),
            records.path().join(name),
        )
        .unwrap();
    }
    std::fs::write(records.path().join("notes.txt"), "not a record").unwrap();
    let saves = tempfile::tempdir().unwrap();
    let (code, out, err) = allfives(
        saves.path(),
        &["import", &records.path().display().to_string()],
    );
    assert_eq!(code, 0, "{err}");
    // The three records, by name; the text file is not one.
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (line, name) in
        lines
            .iter()
            .zip(["all-fives-2p.fives", "five-up-4p.fives", "muggins-3p.fives"])
    {
        assert!(
            line.starts_with(&format!(
                "{}: imported as ",
                records.path().join(name).display()
            )),
            "{line}"
        );
    }
    // The next listing reads no file: the index already holds the three, as read from them.
    let store = Store::new(saves.path());
    let listed = History::scan(&store, &Progress::new());
    assert!(listed.index_found);
    assert_eq!((listed.read, listed.matches.len()), (0, 3));
    let fresh = History::scan_with(
        &store,
        allfives::store::index::Index::default(),
        &Progress::new(),
    );
    assert_eq!(fresh.read, 3);
    assert_eq!(fresh.matches, listed.matches);
    // A second import of the same folder finds them all there.
    let (code, out, _) = allfives(
        saves.path(),
        &["import", &records.path().display().to_string()],
    );
    assert_eq!(code, 0);
    assert_eq!(out.matches("already in the history as").count(), 3, "{out}");
    // A folder with no record is refused.
    let empty = tempfile::tempdir().unwrap();
    let (code, out, err) = allfives(
        saves.path(),
        &["import", &empty.path().display().to_string()],
    );
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("the folder holds no play record (.fives)"),
        "{err}"
    );
}

// -------------------------------------------------------------------------------------------------
// The standings: the command line and the window
// -------------------------------------------------------------------------------------------------

/// The club page's standings as painted for a season from `from` to `to` (typed dates, empty
/// for an open end): each row's cells, in order, after the heading row.
fn window_standings(dir: &Path, from: &str, to: &str) -> Vec<Vec<String>> {
    let mut app = App::new(dir, Lang::En);
    app.history_mut().scan_in_foreground = true;
    let mut h = common::ui::harness_sized(app, egui::Vec2::new(1280.0, 900.0));
    h.get_by_role_and_label(egui::accesskit::Role::Button, "History")
        .click();
    h.run();
    h.get_by_label("Club").click();
    h.run();
    assert_eq!(h.state().history().page, Page::Club);
    {
        let club = &mut h.state_mut().history_mut().club;
        club.period = PeriodChoice::Season;
        club.season_from = from.to_string();
        club.season_to = to.to_string();
    }
    h.run();
    let labels: Vec<String> = h
        .query_all(by())
        .filter_map(|n| {
            let node = n.accesskit_node();
            // A label's text is its value (its text run repeats it); a heading is a button.
            let role = node.role();
            [Role::Label, Role::Button]
                .contains(&role)
                .then(|| node.label().or_else(|| node.value()))
                .flatten()
        })
        .collect();
    let start = labels
        .iter()
        .position(|l| l == "Change")
        .expect("the headings")
        + 1;
    let end = labels
        .iter()
        .position(|l| l.starts_with("? provisional"))
        .expect("the note under the table");
    labels[start..end]
        .chunks(7)
        .map(<[String]>::to_vec)
        .collect()
}

#[test]
fn the_standings_command_prints_what_the_club_page_paints_for_the_same_season() {
    let dir = tempfile::tempdir().unwrap();
    vector_history(dir.path());
    for (from, to, args) in [
        (
            "2026-03-10",
            "2026-03-20",
            &["--since", "2026-03-10", "--until", "2026-03-20"][..],
        ),
        ("2026-03-15", "", &["--since", "2026-03-15"]),
        ("", "", &[]),
    ] {
        let mut command = vec!["standings"];
        command.extend(args);
        let (code, out, err) = allfives(dir.path(), &command);
        assert_eq!(code, 0, "{err}");
        let mut lines = out.lines();
        assert_eq!(
            lines.next(),
            Some("Player\tPlayed\tWon\tWin rate\tPoints per hand\tRating\tChange")
        );
        let printed: Vec<Vec<String>> = lines
            .map(|l| l.split('\t').map(str::to_string).collect())
            .collect();
        assert_eq!(printed.len(), 4, "{out}");
        assert_eq!(
            window_standings(dir.path(), from, to),
            printed,
            "{from}–{to}"
        );
    }
    // 10–20 March: Ana played 11, won 5, 2130 raw points in 77 hands, her rating carried in.
    let (_, out, _) = allfives(
        dir.path(),
        &[
            "standings",
            "--since",
            "2026-03-10",
            "--until",
            "2026-03-20",
        ],
    );
    let ana: Vec<&str> = out
        .lines()
        .find(|l| l.starts_with("Ana\t"))
        .unwrap()
        .split('\t')
        .collect();
    assert_eq!(ana[..5], ["Ana", "11", "5", "45 %", "27.7"]);
    // The ratings of the players since a day are the standings' ratings from that day on.
    let (_, ratings, _) = allfives(dir.path(), &["ratings", "--since", "2026-03-15"]);
    let (_, standings, _) = allfives(dir.path(), &["standings", "--since", "2026-03-15"]);
    for line in ratings.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let row = standings
            .lines()
            .find(|l| l.starts_with(&format!("{}\t", f[1])))
            .unwrap();
        assert!(
            row.contains(&format!("\t{} ± {}", f[2], f[3])),
            "{line} / {row}"
        );
    }
    // A season that ends before it starts is refused.
    let (code, out, err) = allfives(
        dir.path(),
        &[
            "standings",
            "--since",
            "2026-03-20",
            "--until",
            "2026-03-10",
        ],
    );
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(
        err.contains("--since 2026-03-20 is after --until 2026-03-10"),
        "{err}"
    );
}
