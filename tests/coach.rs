//! `allfives coach FILE --hand …` on the rules card's examples (`../shared/seed/rules-card-ht.txt`)
//! and on records from `../shared/vectors`: the exact output lines, and the refusals.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use allfives::cli::coach;

fn vectors() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/vectors")
}

/// Runs the subcommand on `path`; its exit code and output lines.
fn run(path: &Path, hand: &str, player: Option<&str>) -> (ExitCode, Vec<String>) {
    let mut out = Vec::new();
    let code = coach(path, hand, player, &mut out);
    let text = String::from_utf8(out).unwrap();
    (code, text.lines().map(str::to_string).collect())
}

/// Writes `record` to a file in a fresh temporary folder (kept alive with the path).
fn record(record: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.fives");
    std::fs::write(&path, record).unwrap();
    (dir, path)
}

/// The card's first example: Ana led [2-4], Ben played [4-5]; open ends 2 and 5.
const FIRST: &str = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
    Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";

/// Ana's eight tiles: [2-5] and [3-5]; the other six fit nowhere.
const FIRST_HAND: &str = "2-5,3-5,0-0,1-1,1-3,3-4,4-6,6-6";

#[test]
fn first_example_ranks_the_play_that_leaves_nothing_above_the_bigger_count() {
    let (_dir, path) = record(FIRST);
    let (code, lines) = run(&path, FIRST_HAND, None);
    assert_eq!(code, ExitCode::SUCCESS, "{lines:?}");
    assert_eq!(
        lines,
        vec![
            "5-3 on 4-5  now 5  P 0.000  reply 0.00  net 5.00",
            "2-5 on 2-4  now 10  P 0.706  reply 7.97  net 2.03",
            "5-2 on 4-5  now 0  P 0.444  reply 2.22  net -2.22",
        ]
    );
    // The same player named explicitly; spaces and brackets in the hand are fine.
    let spaced = "[2-5], 3-5, 0-0, 1-1, 1-3, 3-4, 4-6, 6-6";
    assert_eq!(run(&path, spaced, Some("Ana")), (ExitCode::SUCCESS, lines));
}

#[test]
fn points_are_in_the_matchs_scale() {
    // Fives scale: 10 → 2, the replies 15 → 3 and 5 → 1: 7.974 / 5 = 1.595.
    let (_dir, path) = record(&FIRST.replace("players", "scale: fives\nplayers"));
    let (code, lines) = run(&path, FIRST_HAND, None);
    assert_eq!(code, ExitCode::SUCCESS, "{lines:?}");
    assert_eq!(lines[1], "2-5 on 2-4  now 2  P 0.706  reply 1.59  net 0.41");
}

#[test]
fn second_example_openings_need_the_leader_named() {
    let (_dir, path) = record("variant: all-fives\nplayers: Ana, Ben\n\nhand\n");
    let hand = "4-6,5-5,0-0,1-1,2-2,3-3,0-1,0-2,1-2";
    let (code, lines) = run(&path, hand, None);
    assert_eq!(code, ExitCode::FAILURE);
    assert_eq!(
        lines,
        vec![format!(
            "{}: anyone may lead this hand: name the player with --player",
            path.display()
        )]
    );
    let (code, lines) = run(&path, hand, Some("Ana"));
    assert_eq!(code, ExitCode::SUCCESS, "{lines:?}");
    assert_eq!(lines.len(), 9, "every tile leads: {lines:?}");
    // Only [1-6] replies to [4-6] (5) and only [0-5] to [5-5] (10), each held 9 times in 19.
    assert_eq!(lines[0], "4-6  now 10  P 0.474  reply 2.37  net 7.63");
    assert_eq!(lines[1], "5-5  now 10  P 0.474  reply 4.74  net 5.26");
    let nets: Vec<f64> = lines
        .iter()
        .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    assert!(
        nets.windows(2).all(|w| w[0] >= w[1]),
        "best first: {nets:?}"
    );
}

#[test]
fn third_example_dominoing_leaves_no_reply() {
    // vectors/matches/all-fives-2p.fives up to Ana's last tile, [6-2]: playing it ends the hand.
    let text = std::fs::read_to_string(vectors().join("matches/all-fives-2p.fives")).unwrap();
    let cut = text.find("Ana: 6-2 on 3-6").unwrap();
    let (_dir, path) = record(&text[..cut]);
    assert_eq!(
        run(&path, "6-2", None),
        (
            ExitCode::SUCCESS,
            vec!["6-2 on 3-6  now 0  P 0.000  reply 0.00  net 0.00".to_string()]
        )
    );
}

#[test]
fn hands_that_contradict_the_record_are_refused() {
    let (_dir, path) = record(FIRST);
    let refused = |hand: &str, player: Option<&str>, message: &str| {
        assert_eq!(
            run(&path, hand, player),
            (
                ExitCode::FAILURE,
                vec![format!("{}: {message}", path.display())]
            ),
            "--hand {hand}"
        );
    };
    refused(
        "2-5,3-5,0-0,1-1,1-3,3-4,4-6,4-5",
        None,
        "4-5 is on the table",
    );
    refused("2-5,3-5", None, "Ana holds 8 tiles, not 2");
    refused(
        "2-5,3-5,0-0,1-1,1-3,3-4,4-6,3-5",
        None,
        "3-5 is listed twice",
    );
    refused(
        "2-5,7-1",
        None,
        "--hand: a double-six tile has 0 to 6 pips on a half, not 7",
    );
    refused(FIRST_HAND, Some("Ben"), "it is Ana's turn, not Ben's");
    refused(
        FIRST_HAND,
        Some("Cy"),
        "--player: 'Cy' is not a player (players: Ana, Ben)",
    );
}

#[test]
fn records_without_a_play_to_weigh_are_refused() {
    // A finished match from the vectors.
    let path = vectors().join("matches/all-fives-2p.fives");
    let (code, lines) = run(&path, "1-1", None);
    assert_eq!(code, ExitCode::FAILURE);
    assert_eq!(
        lines,
        vec![format!("{}: the match is over: Ana won", path.display())]
    );
    // An invalid record: its problems, as `check` prints them.
    let path = vectors().join("invalid/draw-zero.fives");
    let (code, lines) = run(&path, "1-1", None);
    assert_eq!(code, ExitCode::FAILURE);
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].starts_with(&format!("{}:", path.display())),
        "{lines:?}"
    );
    // A hand that has ended, and a match that has not started.
    let (_dir, path) =
        record("players: Ana, Ben\nhand-size: 1\n\nhand\nAna: 5-5 = 10\nBen: holds 1\n");
    assert_eq!(
        run(&path, "", None),
        (
            ExitCode::FAILURE,
            vec![format!(
                "{}: the hand is over: there is no play to weigh",
                path.display()
            )]
        )
    );
    let (_dir, path) = record("players: Ana, Ben\n");
    assert_eq!(
        run(&path, "", None).1,
        vec![format!(
            "{}: no hand has started: there is no play to weigh",
            path.display()
        )]
    );
}
