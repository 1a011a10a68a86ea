//! The history's data layer: export → import round trips over the shared records and generated
//! matches, the CSV, sorting and filtering, the per-machine index, unreadable files, sync
//! conflict copies and two copies of one match, notes and the trash.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use allfives::engine::random_play::{self, Leaders};
use allfives::engine::record;
use allfives::engine::{Event, MatchLog, Variant};
use allfives::engine::{Seat, Side};
use allfives::store::exchange::{self, ExportError};
use allfives::store::generated::generate_saves;
use allfives::store::history::{Filter, History, Progress, SortKey, conflict_original};
use allfives::store::index::Index;
use allfives::store::{self, SaveFile, Store, notes, stats, trash};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn records(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "fives"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no records in {dir}");
    files
}

fn scan(dir: &Path) -> History {
    History::scan(&Store::new(dir), &Progress::new())
}

/// The log with only its events in effect (what a record holds).
/// The setup and the events in effect. A silence ("said nothing") is left out: a record has
/// no line for it, and an import puts it back only before the call it opened (RECORD.md: a
/// `muggins` line with no `says` before it means the placer said nothing), so a silence no
/// call followed, which scores nothing by itself, is the one entry a record cannot hold.
fn in_effect(log: &MatchLog) -> (allfives::engine::Setup, Vec<Event>) {
    let events = log.active_events().iter();
    let kept = events.filter(|e| !matches!(e, Event::NothingSaid { .. }));
    (log.setup().clone(), kept.cloned().collect())
}

#[test]
fn every_shared_match_record_exports_and_imports_back_into_an_equal_match() {
    for path in records("../shared/vectors/matches") {
        let text = std::fs::read_to_string(&path).unwrap();
        let original = record::replay(&text);
        assert!(original.is_valid(), "{}", path.display());
        let first = exchange::import(&text).unwrap();
        // The import ends where `allfives check` ends: the same final scores and winner.
        let state = first.log.state().unwrap();
        let checked = original.game.as_ref().unwrap();
        assert_eq!(state.scores(), checked.scores(), "{}", path.display());
        assert_eq!(state.winner(), checked.winner(), "{}", path.display());
        let exported = exchange::export(&first).unwrap();
        let replay = record::replay(&exported);
        assert!(
            replay.is_valid(),
            "{}: {:?}\n{exported}",
            path.display(),
            replay.problems
        );
        let back = exchange::import(&exported).unwrap();
        assert_eq!(back.log, first.log, "{}", path.display());
        assert_eq!(
            back.created, first.created,
            "the date: header keeps the start"
        );
        // And a second round changes nothing.
        assert_eq!(exchange::export(&back).unwrap(), exported);
    }
}

#[test]
fn the_rules_card_record_exports_with_its_counts_and_score_line() {
    let text = std::fs::read_to_string("../shared/vectors/all-fives-rules-card.fives").unwrap();
    let save = exchange::import(&text).unwrap();
    let exported = exchange::export(&save).unwrap();
    let body: Vec<&str> = exported
        .lines()
        .filter(|l| !l.starts_with("date:"))
        .collect();
    assert_eq!(
        body,
        [
            "variant: all-fives",
            "players: Ana, Ben",
            "target: 250",
            "",
            "hand 1",
            "Ana: 5-5 = 10",
            "Ben: 5-0 on 5-5 = 10",
            "Ana: 5-3 on 5-5 = 0",
            "Ben: 5-2 on 5-5 = 5",
            "Ana: 5-6 on 5-5 = 0",
            "score: Ana 10, Ben 15",
        ]
    );
}

/// Every prefix of generated matches of every variant exports and imports back equal, except
/// the two moments the format cannot hold, which are refused with their reason.
#[test]
fn generated_matches_round_trip_at_every_event() {
    let mut rng = StdRng::seed_from_u64(9);
    let mut refused = 0;
    let mut exported = 0;
    for round in 0..6 {
        let mut setup = random_play::random_setup(&mut rng, 0.0);
        if round < Variant::ALL.len() {
            setup = allfives::engine::Setup::new(setup.players.clone(), Variant::ALL[round]);
        }
        // Named leaders, as the app deals: an import names each hand's leader.
        let events =
            random_play::play_with(&mut rng, setup.clone(), 250, Leaders::AlwaysNamed).unwrap();
        let full = exchange::checked_log(setup, events).unwrap();
        let mut log = full.clone();
        while log.cursor() > 0 {
            let save = SaveFile::new(log.clone());
            match exchange::export(&save) {
                Ok(text) => {
                    let back = exchange::import(&text)
                        .unwrap_or_else(|e| panic!("{:?}\n{text}", e.problems));
                    assert_eq!(in_effect(&back.log), in_effect(&log), "{text}");
                    exported += 1;
                }
                Err(ExportError::HandNotSettled { hand }) => {
                    let game = log.state().unwrap();
                    let h = game.hand().unwrap();
                    assert_eq!(h.number, hand);
                    assert!(h.end.is_some() && !h.settled && game.winner().is_none());
                    refused += 1;
                }
                Err(ExportError::WindowOpen) => refused += 1,
                Err(e) => panic!("{e}"),
            }
            log.undo();
        }
    }
    assert!(exported > 600, "{exported}");
    assert!(refused > 10, "{refused}");
}

#[test]
fn a_hand_dealt_but_not_led_keeps_its_leader() {
    let mut log = MatchLog::new(allfives::engine::Setup::new(
        vec!["Ana".into(), "Ben".into()],
        Variant::AllFives,
    ))
    .unwrap();
    log.push(Event::HandStarted {
        leader: Some(Seat(1)),
    })
    .unwrap();
    let text = exchange::export(&SaveFile::new(log.clone())).unwrap();
    assert!(text.contains("\nhand 1  # leads: Ben\n"), "{text}");
    assert!(record::replay(&text).is_valid());
    assert_eq!(exchange::import(&text).unwrap().log, log);
}

/// The first `n` events of `log`, then `then`, all in effect.
fn prefix(log: &MatchLog, n: usize, then: Option<Event>) -> MatchLog {
    let mut events = log.events()[..n].to_vec();
    events.extend(then);
    exchange::checked_log(log.setup().clone(), events).unwrap()
}

fn write(dir: &Path, name: &str, save: &SaveFile) -> PathBuf {
    let path = dir.join(name);
    store::save(&path, save).unwrap();
    path
}

fn vector_save(name: &str) -> SaveFile {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    exchange::import(&text).unwrap()
}

#[test]
fn the_csv_has_one_row_per_player_per_hand_with_the_records_numbers() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ron", &vector_save("all-fives-2p.fives"));
    let history = scan(dir.path());
    let mut out = Vec::new();
    let rows = store::csv_export::write(&history, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let mut lines = text.lines();
    assert_eq!(
        lines.next().unwrap(),
        "match,date,variant,scale,target,hand,player,seat,side,placements,scoring_placements,\
         play_points,best_play,drew,passes,muggins_won,muggins_lost,held_pips,hand_end,dominoed,\
         award,score"
    );
    let hands = history.matches[0].summary.hands as usize;
    assert_eq!(rows, 2 * hands);
    assert_eq!(text.lines().count(), 1 + rows);
    // Hand 1 of the record: Ana dominoes with nine placements, five scoring 45; Ben holds 11,
    // rounded to 10 for Ana (55); Ben scored 25 in four of eight placements and drew 2.
    let fields = |line: &str| line.split(',').skip(5).collect::<Vec<_>>().join(",");
    let ana = lines.next().unwrap();
    let ben = lines.next().unwrap();
    assert!(ana.starts_with("a,"), "{ana}");
    assert_eq!(
        fields(ana),
        "1,Ana,1,Ana,9,5,45,10,0,0,0,0,,domino,yes,10,55"
    );
    assert_eq!(
        fields(ben),
        "1,Ben,2,Ben,8,4,25,10,2,0,0,0,11,domino,no,0,25"
    );
}

#[test]
fn sorting_and_filtering_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = vector_save("all-fives-2p.fives");
    let mut b = vector_save("muggins-3p.fives");
    let mut c = vector_save("five-up-2p.fives");
    let day =
        |d: u32| chrono::TimeZone::with_ymd_and_hms(&chrono::Local, 2026, 3, d, 20, 0, 0).unwrap();
    for (save, d) in [(&mut a, 1), (&mut b, 2), (&mut c, 3)] {
        save.created = day(d);
        save.updated = day(d) + chrono::Duration::minutes(i64::from(d) * 10);
    }
    // The Five Up match is left unfinished: take back its last hand.
    let last_deal = c
        .log
        .events()
        .iter()
        .rposition(|e| matches!(e, Event::HandStarted { .. }))
        .unwrap();
    while c.log.cursor() > last_deal {
        c.log.undo();
    }
    write(dir.path(), "a.ron", &a);
    write(dir.path(), "b.ron", &b);
    write(dir.path(), "c.ron", &c);
    let h = scan(dir.path());
    let ids = |rows: Vec<usize>| -> Vec<String> {
        rows.iter().map(|&i| h.matches[i].id.clone()).collect()
    };
    let all = Filter::default();
    assert_eq!(ids(h.view(&all, SortKey::Date, true)), ["c", "b", "a"]);
    assert_eq!(ids(h.view(&all, SortKey::Date, false)), ["a", "b", "c"]);
    assert_eq!(ids(h.view(&all, SortKey::Duration, false)), ["a", "b", "c"]);
    // Variants in menu order: All Fives, Five Up, Muggins.
    assert_eq!(ids(h.view(&all, SortKey::Variant, false)), ["a", "c", "b"]);
    let hands: Vec<u32> = h
        .view(&all, SortKey::Hands, false)
        .iter()
        .map(|&i| h.matches[i].summary.hands)
        .collect();
    assert!(hands.windows(2).all(|w| w[0] <= w[1]), "{hands:?}");
    // Unfinished sorts before finished.
    assert_eq!(ids(h.view(&all, SortKey::Result, false))[0], "c");
    let cy = Filter {
        player: "cY".into(),
        ..Filter::default()
    };
    assert_eq!(ids(h.view(&cy, SortKey::Date, true)), ["b"]);
    let five_up = Filter {
        variant: Some(Variant::FiveUp),
        ..Filter::default()
    };
    assert_eq!(ids(h.view(&five_up, SortKey::Date, true)), ["c"]);
    let open = Filter {
        unfinished: true,
        ..Filter::default()
    };
    assert_eq!(ids(h.view(&open, SortKey::Date, true)), ["c"]);
    let nobody = Filter {
        player: "Zed".into(),
        ..Filter::default()
    };
    assert!(h.view(&nobody, SortKey::Date, true).is_empty());
}

#[test]
fn the_index_is_rebuilt_when_missing_and_rereads_only_changed_files() {
    let dir = tempfile::tempdir().unwrap();
    let paths = generate_saves(dir.path(), 12, 1).unwrap();
    let store = Store::new(dir.path());
    let cold = scan(dir.path());
    assert_eq!((cold.read, cold.index_found), (12, false));
    assert_eq!(cold.matches.len(), 12);
    assert!(Index::path_for(&store).exists());
    let warm = scan(dir.path());
    assert_eq!((warm.read, warm.index_found), (0, true));
    assert_eq!(warm.matches, cold.matches);
    // A match played on: only its file is read again, and its summary follows it.
    let mut save = store::load(&paths[3]).unwrap();
    save.log.undo();
    store::save(&paths[3], &save).unwrap();
    let after = scan(dir.path());
    assert_eq!(after.read, 1);
    let entry = after.matches.iter().find(|m| m.path == paths[3]).unwrap();
    assert_eq!(entry.summary.events, save.log.cursor());
    // A damaged index is not believed: everything is read again.
    std::fs::write(Index::path_for(&store), "(format: 1, entries: [oops").unwrap();
    let again = scan(dir.path());
    assert_eq!((again.read, again.index_found), (12, false));
    // An index copied from another machine names files whose stamps differ: they are read.
    let other = dir.path().join(".index").join("another-machine.ron");
    std::fs::copy(Index::path_for(&store), &other).unwrap();
    assert_eq!(scan(dir.path()).read, 0);
}

#[test]
fn unreadable_files_are_listed_with_their_reason_and_left_as_they_are() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "good.ron", &vector_save("all-fives-2p.fives"));
    let broken = dir.path().join("broken.ron");
    let text = "(\n  format: 2,\n  created: nonsense,\n)";
    std::fs::write(&broken, text).unwrap();
    // A folder named like a save is no save either.
    std::fs::create_dir(dir.path().join("folder.ron")).unwrap();
    for _ in 0..2 {
        let h = scan(dir.path());
        assert_eq!(h.matches.len(), 1);
        assert_eq!(h.unreadable.len(), 2);
        assert_eq!(h.unreadable[1].path, dir.path().join("folder.ron"));
        assert!(
            h.unreadable[1].reason().contains("folder"),
            "{}",
            h.unreadable[1].reason()
        );
        assert_eq!(h.unreadable[0].path, broken);
        assert!(
            h.unreadable[0]
                .reason()
                .starts_with(&format!("{}:3:", broken.display())),
            "{}",
            h.unreadable[0].reason()
        );
    }
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), text);
}

#[test]
fn conflict_copies_are_named_and_counted_once() {
    assert_eq!(
        conflict_original("2026-11-30_14-05-09_k3f9q2.sync-conflict-20261130-150102-ABCDEFG"),
        Some("2026-11-30_14-05-09_k3f9q2".into())
    );
    assert_eq!(
        conflict_original("2026-11-30_14-05-09 (conflicted copy 2026-11-30 150102)"),
        Some("2026-11-30_14-05-09".into())
    );
    assert_eq!(
        conflict_original("2026-11-30_14-05-09 (Ana's conflicted copy)"),
        Some("2026-11-30_14-05-09".into())
    );
    assert_eq!(conflict_original("2026-11-30_14-05-09_k3f9q2"), None);

    let dir = tempfile::tempdir().unwrap();
    let save = vector_save("muggins-2p.fives");
    // Two laptops played on from the same file: the copies went different ways (one placed a
    // tile, the other tallied).
    let k = save
        .log
        .events()
        .iter()
        .rposition(|e| matches!(e, Event::TilePlaced { .. }))
        .unwrap();
    let mut mine = save.clone();
    mine.log = prefix(&save.log, k + 1, None);
    let mut theirs = save.clone();
    theirs.log = prefix(&save.log, k, Some(Event::Tallied));
    write(dir.path(), "m.ron", &mine);
    write(
        dir.path(),
        "m.sync-conflict-20261130-150102-ABCDEFG.ron",
        &theirs,
    );
    let h = scan(dir.path());
    assert_eq!(h.unreadable, []);
    assert_eq!(h.matches.len(), 2);
    assert_eq!(h.counted().count(), 1);
    let copy = h.matches.iter().find(|m| !m.counted()).unwrap();
    assert_eq!(copy.conflict_of.as_deref(), Some("m"));
    let of = copy.copy_of.as_ref().unwrap();
    assert_eq!((of.id.as_str(), of.diverged), ("m", true));
    let counted = h.counted().next().unwrap();
    assert_eq!(
        counted.id, "m",
        "the original is counted over a conflict copy"
    );
    let names: Vec<_> = stats::player_stats(h.counted().map(|m| &m.summary), None)
        .iter()
        .map(|p| (p.name.clone(), p.played))
        .collect();
    assert_eq!(names, [("Ana".to_string(), 1), ("Ben".to_string(), 1)]);
}

#[test]
fn two_copies_of_one_match_count_once_the_longer_one() {
    let dir = tempfile::tempdir().unwrap();
    let full = vector_save("all-fives-3p.fives");
    let mut early = full.clone();
    early.log = prefix(&full.log, 20, None);
    // A copy made by hand (a backup) and the match played on in the original, and a conflict
    // copy that is ahead of the original.
    write(dir.path(), "backup.ron", &early);
    write(dir.path(), "z-played-on.ron", &full);
    let h = scan(dir.path());
    assert_eq!(h.counted().count(), 1);
    assert_eq!(h.counted().next().unwrap().id, "z-played-on");
    let copy = h.matches.iter().find(|m| m.id == "backup").unwrap();
    assert_eq!(
        copy.copy_of.as_ref().map(|c| (c.id.as_str(), c.diverged)),
        Some(("z-played-on", false))
    );
    std::fs::rename(
        dir.path().join("z-played-on.ron"),
        dir.path().join("backup (conflicted copy 2026-12-01).ron"),
    )
    .unwrap();
    let h = scan(dir.path());
    let counted: Vec<_> = h.counted().map(|m| m.id.clone()).collect();
    assert_eq!(counted, ["backup (conflicted copy 2026-12-01)"]);
    // A different match started at the same moment with other players is another match.
    let mut other = vector_save("all-fives-2p.fives");
    other.created = full.created;
    write(dir.path(), "other.ron", &other);
    assert_eq!(scan(dir.path()).counted().count(), 2);
}

#[test]
fn importing_a_record_twice_adds_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let file = PathBuf::from("../shared/vectors/matches/five-up-3p.fives");
    let mut out = Vec::new();
    let code = allfives::cli_history::import(&[file.clone(), file.clone()], dir.path(), &mut out);
    assert_eq!(code, ExitCode::SUCCESS);
    let text = String::from_utf8(out).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with(&format!("{}: imported as ", file.display())));
    assert_eq!(
        lines[1],
        format!("{}: already imported from an earlier file", file.display())
    );
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::import(std::slice::from_ref(&file), dir.path(), &mut out),
        ExitCode::SUCCESS
    );
    let id = scan(dir.path()).matches[0].id.clone();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!("{}: already in the history as {id}\n", file.display())
    );
    assert_eq!(scan(dir.path()).matches.len(), 1);
}

#[test]
fn notes_and_names_are_kept_in_the_match_file() {
    let dir = tempfile::tempdir().unwrap();
    let save = vector_save("all-fives-2p.fives");
    let path = write(dir.path(), "a.ron", &save);
    let about = notes::set_about(&path, "  The  final ", "Friday at Rose's\n").unwrap();
    assert_eq!(about.title.as_deref(), Some("The final"));
    assert_eq!(about.note.as_deref(), Some("Friday at Rose's"));
    let back = store::load(&path).unwrap();
    assert_eq!(back.log, save.log);
    assert_eq!(back.created, save.created);
    let h = scan(dir.path());
    assert_eq!(
        h.matches[0].summary.note.as_deref(),
        Some("Friday at Rose's")
    );
    let exported = exchange::export(&back).unwrap();
    assert!(
        exported.starts_with("# The final\n# Friday at Rose's\n"),
        "{exported}"
    );
    // A file that does not load is not written.
    let broken = dir.path().join("broken.ron");
    std::fs::write(&broken, "nonsense").unwrap();
    assert!(notes::set_about(&broken, "x", "y").is_err());
    assert_eq!(std::fs::read_to_string(&broken).unwrap(), "nonsense");
    // Clearing both leaves no trace in the file.
    notes::set_about(&path, " ", "").unwrap();
    assert!(!std::fs::read_to_string(&path).unwrap().contains("about"));
}

#[test]
fn deleting_moves_the_file_to_the_trash_and_undo_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let path = write(dir.path(), "a.ron", &vector_save("all-fives-2p.fives"));
    let before = std::fs::read(&path).unwrap();
    let trashed = trash::delete(&store, &path).unwrap();
    assert!(!path.exists());
    assert_eq!(trashed.to, dir.path().join("trash").join("a.ron"));
    assert_eq!(std::fs::read(&trashed.to).unwrap(), before);
    assert!(scan(dir.path()).matches.is_empty());
    assert_eq!(trash::list(&store), std::slice::from_ref(&trashed.to));
    assert_eq!(trash::restore(&trashed).unwrap(), path);
    assert_eq!(std::fs::read(&path).unwrap(), before);
    assert_eq!(scan(dir.path()).matches.len(), 1);
}

#[test]
fn new_file_names_have_a_random_part_and_old_names_are_still_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let when = chrono::Local::now();
    let a = store.new_path(when);
    let b = store.new_path(when);
    let name = a.file_stem().unwrap().to_str().unwrap().to_string();
    let (stamp, random) = name.rsplit_once('_').unwrap();
    assert_eq!(stamp, when.format("%Y-%m-%d_%H-%M-%S").to_string());
    assert_eq!(random.len(), 6);
    assert_ne!(a, b);
    write(
        dir.path(),
        "2026-11-30_14-05-09.ron",
        &vector_save("all-fives-2p.fives"),
    );
    write(
        dir.path(),
        "2026-11-30_14-05-09-2.ron",
        &vector_save("five-up-2p.fives"),
    );
    let h = scan(dir.path());
    assert_eq!(h.matches.len(), 2);
    assert_eq!(
        h.find("2026-11-30_14-05-09").unwrap().id,
        "2026-11-30_14-05-09"
    );
    assert_eq!(
        h.find("2026-11-30_14-05-09-").unwrap().id,
        "2026-11-30_14-05-09-2"
    );
    assert!(h.find("2026-11").is_err());
}

#[test]
fn player_statistics_across_matches() {
    let dir = tempfile::tempdir().unwrap();
    write(dir.path(), "a.ron", &vector_save("all-fives-2p.fives"));
    write(dir.path(), "b.ron", &vector_save("muggins-2p.fives"));
    let h = scan(dir.path());
    let all = stats::player_stats(h.counted().map(|m| &m.summary), None);
    let ana = all.iter().find(|p| p.name == "Ana").unwrap();
    assert_eq!(ana.played, 2);
    let fives = stats::player_stats(h.counted().map(|m| &m.summary), Some(Variant::AllFives));
    let ana5 = fives.iter().find(|p| p.name == "Ana").unwrap();
    assert_eq!(ana5.played, 1);
    let summary = &h.find("a").unwrap().summary;
    // The all-fives-2p record: Ana's side scored its final score over its hands.
    assert_eq!(ana5.points, i64::from(summary.scores[0]));
    assert_eq!(ana5.hands, summary.hands);
    assert_eq!(ana5.won, u32::from(summary.winner == Some(Side(0))));
    // Hand 1 alone: nine placements, five scoring; best plays are multiples of 5.
    assert!(ana5.placements >= 9 && ana5.scoring >= 5);
    assert_eq!(ana5.best_play % 5, 0);
    assert!(ana5.dominoes >= 1);
    let muggins = stats::player_stats(h.counted().map(|m| &m.summary), Some(Variant::Muggins));
    let calls: u32 = muggins.iter().map(|p| p.muggins_won).sum();
    let lost: u32 = muggins.iter().map(|p| p.muggins_lost).sum();
    assert_eq!(
        calls, lost,
        "every upheld call is one player's win and another's loss"
    );
}

#[test]
fn the_history_and_export_commands_print_only_what_was_asked() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = vector_save("all-fives-2p.fives");
    a.created = chrono::TimeZone::with_ymd_and_hms(&chrono::Local, 2026, 3, 1, 20, 0, 0).unwrap();
    a.updated = a.created + chrono::Duration::minutes(47);
    write(dir.path(), "2026-03-01_20-00-00_abcdef.ron", &a);
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::history(dir.path(), true, false, &mut out),
        ExitCode::SUCCESS
    );
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "2026-03-01_20-00-00_abcdef\n"
    );
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::history(dir.path(), false, false, &mut out),
        ExitCode::SUCCESS
    );
    let state = a.log.state().unwrap();
    let (ana, ben) = (state.scores()[Side(0)], state.scores()[Side(1)]);
    let winner = if ana > ben { "Ana" } else { "Ben" };
    assert_eq!(
        String::from_utf8(out).unwrap(),
        format!(
            "2026-03-01_20-00-00_abcdef\t2026-03-01 20:00\tAna vs Ben\tAll Fives to 250\t\
             Ana {ana}, Ben {ben}\t{winner} won\t{} hands\t0:47\n",
            h_hands(&a)
        )
    );
    // export by the start of an id: the record that check accepts, and nothing else.
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::export(dir.path(), "2026-03-01", &mut out),
        ExitCode::SUCCESS
    );
    let text = String::from_utf8(out).unwrap();
    assert!(record::replay(&text).is_valid());
    assert_eq!(exchange::import(&text).unwrap().log, a.log);
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::export(dir.path(), "1999", &mut out),
        ExitCode::FAILURE
    );
    assert!(out.is_empty());
    // The CSV through the command: a header and two rows per hand.
    let mut out = Vec::new();
    assert_eq!(
        allfives::cli_history::history(dir.path(), false, true, &mut out),
        ExitCode::SUCCESS
    );
    let csv = String::from_utf8(out).unwrap();
    assert_eq!(csv.lines().count(), 1 + 2 * h_hands(&a) as usize);
}

fn h_hands(save: &SaveFile) -> u32 {
    save.log.state().unwrap().hand().unwrap().number
}

/// Two tables that started at the same minute, entered from paper records with the same `date:`:
/// two matches, both counted, neither a copy of the other (only a prefix, a sync tool's conflict
/// copy or the same start to the nanosecond makes one file a copy of another).
#[test]
fn two_matches_started_at_the_same_time_from_records_are_both_counted() {
    let dir = tempfile::tempdir().unwrap();
    let head = "variant: all-fives\nplayers: Ana, Ben\ndate: 2026-11-28T20:00:00Z\n\nhand\n";
    let one = format!("{head}Ana: 5-5 = 10\nBen: 5-0 on 5-5 = 10\n");
    let two = format!("{head}Ana: 6-4 = 10\nBen: 4-1 on 6-4 = 0\nAna: 1-1 on 4-1 = 0\n");
    write(dir.path(), "one.ron", &exchange::import(&one).unwrap());
    write(dir.path(), "two.ron", &exchange::import(&two).unwrap());
    let h = scan(dir.path());
    assert_eq!(h.matches.len(), 2);
    assert_eq!(h.counted().count(), 2, "{:?}", h.matches);
    assert!(h.matches.iter().all(|m| m.copy_of.is_none()));
    // The same two records as one match played on two laptops (started by the app, to the
    // nanosecond): one file counted, the other a copy that went its own way.
    let mut a = exchange::import(&one).unwrap();
    let mut b = exchange::import(&two).unwrap();
    let started = a.created + chrono::Duration::nanoseconds(123_456_789);
    (a.created, b.created) = (started, started);
    b.log = MatchLog::new(a.log.setup().clone()).unwrap();
    for event in a.log.active_events().iter().take(2) {
        b.log.push(event.clone()).unwrap();
    }
    b.log.push(Event::Tallied).unwrap();
    write(dir.path(), "one.ron", &a);
    write(dir.path(), "two.ron", &b);
    let h = scan(dir.path());
    assert_eq!(h.counted().count(), 1);
    let copy = h.matches.iter().find(|m| !m.counted()).unwrap();
    assert!(copy.copy_of.as_ref().unwrap().diverged, "{copy:?}");
}

/// Fives and Threes: the chip-out point is the award of the side that chipped out (RULES.md §4),
/// so in every hand of the shared Fives and Threes matches a side's plays and award add up to
/// its score's change (no muggins, no exact-target overshoot in these hands).
#[test]
fn the_csv_counts_the_chip_out_point_as_the_award() {
    for record in [
        "fives-and-threes-2p.fives",
        "fives-and-threes-3p.fives",
        "fives-and-threes-4p.fives",
    ] {
        let save = vector_save(record);
        let setup = save.log.setup().clone();
        let mut before: Vec<i32> = vec![0; setup.sides()];
        let mut chipped = 0;
        let mut mismatched = Vec::new();
        for hand in allfives::store::summary::tally_hands(&save.log) {
            if hand.awards.is_empty() {
                continue;
            }
            for (side, was) in before.iter().enumerate() {
                let plays: i32 = hand
                    .players
                    .iter()
                    .enumerate()
                    .filter(|(p, _)| setup.side_of(Seat(*p)) == Side(side))
                    .map(|(_, p)| p.play_points)
                    .sum();
                let change = hand.scores[side] - was;
                if change == plays + hand.awards[side] {
                    chipped += hand.awards[side];
                } else {
                    mismatched.push((hand.number, side, change, plays, hand.awards[side]));
                }
            }
            before.clone_from(&hand.scores);
        }
        assert!(chipped > 0, "{record}: no chip-out point counted");
        // A play past the exact target of 61 is not scored (RULES.md §5): at most one such hand.
        assert!(mismatched.len() <= 1, "{record}: {mismatched:?}");
    }
}

/// The date forms `allfives check` accepts and the import used to drop (it read only RFC 3339
/// and two chrono forms): a day alone, a week date, an ordinal date, an hour with a fraction, a
/// basic form. Each is the match's start now, read by the check's own reader.
#[test]
fn every_date_the_check_accepts_is_the_imported_matchs_start() {
    let local = |y, m, d, h, min, s| {
        chrono::TimeZone::with_ymd_and_hms(&chrono::Local, y, m, d, h, min, s)
            .earliest()
            .unwrap()
    };
    let utc = |y, m, d, h, min| {
        chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, y, m, d, h, min, 0)
            .unwrap()
            .with_timezone(&chrono::Local)
    };
    for (date, start) in [
        ("2026-11-30", local(2026, 11, 30, 0, 0, 0)),
        ("2026-W48-1", local(2026, 11, 23, 0, 0, 0)),
        ("2026-334", local(2026, 11, 30, 0, 0, 0)),
        ("2026-11", local(2026, 11, 1, 0, 0, 0)),
        ("2026-11-30T14,5", local(2026, 11, 30, 14, 30, 0)),
        ("20261130T1405Z", utc(2026, 11, 30, 14, 5)),
        ("2026-11-30T14:05:00+0100", utc(2026, 11, 30, 13, 5)),
    ] {
        let text =
            format!("variant: all-fives\nplayers: Ana, Ben\ndate: {date}\n\nhand\nAna: 5-5 = 10\n");
        assert!(record::check(&text).is_valid(), "{date}");
        let save = exchange::import(&text).unwrap_or_else(|e| panic!("{date}: {:?}", e.problems));
        assert_eq!(save.created, start, "{date}");
        assert_eq!(exchange::record_start(&text), Some(start), "{date}");
    }
}

/// A date-only record imported twice is one match: its start is the same both times (it was
/// the time of the import, so the second import was a second match).
#[test]
fn a_record_dated_by_its_day_alone_is_imported_once() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("friday.fives");
    let text = "variant: all-fives\nplayers: Ana, Ben\ndate: 2026-11-27\n\nhand\nAna: 5-5 = 10\n";
    std::fs::write(&file, text).unwrap();
    let saves = dir.path().join("saves");
    let mut out = Vec::new();
    let files = std::slice::from_ref(&file);
    assert_eq!(
        allfives::cli_history::import(files, &saves, &mut out),
        ExitCode::SUCCESS
    );
    let mut again = Vec::new();
    assert_eq!(
        allfives::cli_history::import(files, &saves, &mut again),
        ExitCode::SUCCESS
    );
    let h = scan(&saves);
    assert_eq!(h.matches.len(), 1);
    assert_eq!(
        String::from_utf8(again).unwrap(),
        format!(
            "{}: already in the history as {}\n",
            file.display(),
            h.matches[0].id
        )
    );
    assert!(
        h.matches[0].id.starts_with("2026-11-27_00-00-00_"),
        "{}",
        h.matches[0].id
    );
}

/// A date that is not one is refused by the import at its line with the check's own message.
#[test]
fn a_date_that_is_not_iso_8601_is_refused_by_check_and_import_alike() {
    for date in ["2026-02-30", "30/11/2026", "2026-11-30T14:05:60"] {
        let text = format!("variant: all-fives\nplayers: Ana, Ben\ndate: {date}\n\nhand\n");
        let checked = record::check(&text);
        assert_eq!(checked.problems.len(), 1, "{date}");
        assert_eq!(checked.problems[0].line, 3);
        assert_eq!(
            checked.problems[0].error.to_string(),
            format!(
                "date: '{date}' is not an ISO 8601 date or date-time (2026-11-30, 2026-11-30T14:05)"
            )
        );
        let refused = exchange::import(&text).unwrap_err();
        assert_eq!(refused.problems, checked.problems, "{date}");
        assert_eq!(exchange::record_start(&text), None);
    }
}
