//! The saves folder, whatever it holds and whatever happens to it: unreadable files are listed
//! with their reason and never changed; older formats load through their migration; a second
//! window is read only and says so; a save that fails keeps the entry, says so until a save
//! succeeds, and retries with every entry; player names never reach a file name and read back
//! the same from saves and play records.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use allfives::app::HistoryCommand;
use allfives::app::Lang;
use allfives::app::{App, SetupCommand, ShellCommand, TableCommand};
use allfives::app::{load_error_text, status_text};
use allfives::engine::Seat;
use allfives::engine::random_play::TRICKY_NAMES;
use allfives::engine::record::replay;
use allfives::engine::{Event, Variant, random_play};
use allfives::store::{self, LoadError, SaveFile, Store};
use egui_kittest::kittest::Queryable;
use rand::SeedableRng;
use rand::rngs::StdRng;

mod common;
use common::ui::{click_label, harness};
use common::{dealt, t, two};

fn app(saves: &Path) -> App {
    App::with_rng(saves, Lang::En, StdRng::seed_from_u64(1))
}

/// Starts a match for `names` in `app` and deals the first hand to the first player.
fn start(app: &mut App, names: &[&str]) {
    app.form_mut().names = names.iter().map(ToString::to_string).collect();
    app.apply(SetupCommand::Start);
    app.apply(TableCommand::Deal(Some(Seat(0))));
}

/// The rules card's hand, from its lead (RULES.md §7): Ana 10, Ben 15.
const CARD: [&str; 5] = ["5-5", "0-5", "3-5", "2-5", "5-6"];

fn events(app: &App) -> usize {
    app.current_match().map_or(0, |m| m.events().len())
}

/// A save of the rules card's hand after `placed` tiles.
fn card_save(placed: usize) -> SaveFile {
    let mut log = dealt(two(Variant::AllFives));
    for (i, tile) in CARD.iter().take(placed).enumerate() {
        log.push(Event::TilePlaced {
            player: Seat(i % 2),
            tile: t(tile),
            on: (i > 0).then(|| t("5-5")),
        })
        .unwrap();
    }
    SaveFile::new(log)
}

/// Every file under `dir` with its size, modification time and (for small files) bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, (u64, SystemTime, Option<Vec<u8>>)> {
    let mut files = BTreeMap::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            let meta = std::fs::symlink_metadata(&path).unwrap();
            if meta.is_dir() {
                dirs.push(path.clone());
            }
            let bytes =
                (meta.is_file() && meta.len() < 1_000_000).then(|| std::fs::read(&path).unwrap());
            files.insert(path, (meta.len(), meta.modified().unwrap(), bytes));
        }
    }
    files
}

#[test]
fn every_unreadable_file_is_listed_with_its_reason_and_never_touched() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path();
    let good = card_save(2);
    let text = ron::ser::to_string_pretty(&good, Default::default()).unwrap();
    let junk: Vec<(&str, Vec<u8>)> = vec![
        ("empty.ron", Vec::new()),
        ("truncated.ron", text.as_bytes()[..text.len() / 2].to_vec()),
        (
            "corrupt.ron",
            text.replace("TilePlaced", "TileP!aced").into_bytes(),
        ),
        (
            "future.ron",
            text.replace(&format!("format: {}", store::FORMAT), "format: 999")
                .into_bytes(),
        ),
        (
            "binary.ron",
            vec![0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0xff, 0xfe, 0, 1],
        ),
        (
            "other-program.ron",
            b"(volume: 3, theme: \"dark\")".to_vec(),
        ),
        ("list.ron", b"[1, 2, 3]".to_vec()),
        (
            "deep.ron",
            format!("(format: 2, extra: {})", "[".repeat(200_000)).into_bytes(),
        ),
        ("README.txt", b"not a save".to_vec()),
        ("notes.fives", b"players: Ana, Ben\n".to_vec()),
        (".DS_Store", vec![0; 64]),
    ];
    for (name, bytes) in &junk {
        std::fs::write(saves.join(name), bytes).unwrap();
    }
    // Larger than a save can be: sparse, so it costs no disk, and it must not be read.
    std::fs::File::create(saves.join("huge.ron"))
        .unwrap()
        .set_len(60_000_000)
        .unwrap();
    std::fs::create_dir(saves.join("folder.ron")).unwrap();
    std::fs::write(saves.join("folder.ron").join("inside.ron"), "x").unwrap();
    let fifo = std::process::Command::new("mkfifo")
        .arg(saves.join("pipe.ron"))
        .status()
        .is_ok_and(|s| s.success());
    store::save(&saves.join("good.ron"), &good).unwrap();
    let before = snapshot(saves);

    let entries = Store::new(saves).entries();
    let reasons: BTreeMap<String, String> = entries
        .iter()
        .map(|e| {
            let name = e.path.file_name().unwrap().to_string_lossy().into_owned();
            let reason = match &e.save {
                Ok(_) => "ok".to_string(),
                Err(err) => err.to_string(),
            };
            (name, reason)
        })
        .collect();
    let expected = [
        ("good.ron", "ok"),
        ("empty.ron", "empty.ron: the file is empty"),
        ("truncated.ron", "truncated.ron:"),
        ("corrupt.ron", "corrupt.ron:"),
        (
            "future.ron",
            "future.ron: written by a newer version of allfives (format 999; this one reads 1 to 3)",
        ),
        (
            "huge.ron",
            "huge.ron: too large for a save (60.0 MB; a save is at most 16 MB), not read",
        ),
        (
            "binary.ron",
            "binary.ron: not an allfives save: the file is not text (UTF-8)",
        ),
        (
            "other-program.ron",
            "other-program.ron: not an allfives save (another program's file: it has no allfives format version)",
        ),
        (
            "list.ron",
            "list.ron: not an allfives save (another program's file: it has no allfives format version)",
        ),
        ("deep.ron", "deep.ron:1:"),
        ("folder.ron", "folder.ron: not an allfives save (a folder)"),
    ];
    for (name, reason) in expected {
        let got = reasons
            .get(name)
            .unwrap_or_else(|| panic!("{name} is not listed"));
        assert!(got.contains(reason), "{name}: {got}");
    }
    assert!(
        reasons["truncated.ron"].contains("Unexpected end of RON"),
        "{reasons:?}"
    );
    // Cut short says so; a corrupt middle does not.
    assert!(
        reasons["truncated.ron"].contains("the file stops before the match does (cut short)"),
        "{reasons:?}"
    );
    assert!(!reasons["corrupt.ron"].contains("cut short"), "{reasons:?}");
    assert!(
        reasons["deep.ron"].contains("recursion limit"),
        "{reasons:?}"
    );
    if fifo {
        assert!(
            reasons["pipe.ron"].ends_with("pipe.ron: not an allfives save (not a regular file)")
        );
    }
    // Only `.ron` files are saves: the folder's README, records and hidden files are not listed.
    assert_eq!(
        reasons.len(),
        expected.len() + usize::from(fifo),
        "{reasons:?}"
    );
    let huge = entries
        .iter()
        .find(|e| e.path.ends_with("huge.ron"))
        .unwrap();
    assert!(matches!(
        huge.save,
        Err(LoadError::TooLarge {
            bytes: 60_000_000,
            ..
        })
    ));

    // Said in Kreyòl too.
    let ht = allfives::app::I18n::new(Lang::Ht);
    let kreyol: BTreeMap<String, String> = entries
        .iter()
        .filter_map(|e| {
            let name = e.path.file_name()?.to_string_lossy().into_owned();
            Some((name, load_error_text(&ht, e.save.as_ref().err()?)))
        })
        .collect();
    for (name, words) in [
        ("empty.ron", "fichye a vid"),
        (
            "huge.ron",
            "twò gwo pou yon pati anrejistre (60,0 MB; yon pati anrejistre pa depase 16 MB)",
        ),
        (
            "binary.ron",
            "se pa yon pati allfives anrejistre: fichye a pa yon tèks",
        ),
        (
            "folder.ron",
            "se pa yon pati allfives anrejistre: se yon dosye",
        ),
        ("list.ron", "se fichye yon lòt pwogram"),
    ] {
        assert!(kreyol[name].contains(words), "{name}: {}", kreyol[name]);
        assert!(
            kreyol[name].starts_with("Nou pa t ka louvri"),
            "{}",
            kreyol[name]
        );
    }

    // The app opens the good match, names every file it could not read, and keeps working.
    let mut app = app(saves);
    assert_eq!(events(&app), 3);
    let status = status_text(app.i18n(), app.view().status.as_ref().unwrap());
    assert!(
        status.starts_with("Reopened the unfinished match: Ana and Ben."),
        "{status}"
    );
    for name in [
        "empty.ron",
        "huge.ron",
        "binary.ron",
        "other-program.ron",
        "deep.ron",
    ] {
        assert!(status.contains(name), "{name}: {status}");
    }
    app.apply(TableCommand::PickTile(t("3-5")));
    assert_eq!(events(&app), 4);
    start(&mut app, &["Cy", "Di"]);
    app.apply(TableCommand::PickTile(t("6-6")));
    assert_eq!(app.game().unwrap().scores(), &[0, 0]);
    let saving = &app.save_notice();
    assert!(
        saving.read_only.is_none() && saving.not_saved.is_none(),
        "every entry was saved"
    );

    let after = snapshot(saves);
    for (path, was) in &before {
        if path.ends_with("good.ron") {
            continue;
        }
        assert_eq!(after.get(path), Some(was), "{} was changed", path.display());
    }
    let saved = store::load(&saves.join("good.ron")).unwrap();
    assert_eq!(saved.log.events().len(), 4);
    // One new file for the new match, beside the others (the history's per-machine index in
    // `.index/` is a cache, not a save).
    let new: Vec<&PathBuf> = after.keys().filter(|p| !before.contains_key(*p)).collect();
    let new_saves: Vec<&&PathBuf> = new
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "ron") && p.parent() == Some(saves))
        .collect();
    assert_eq!(new_saves.len(), 1, "{new:?}");
    let other = store::load(new_saves[0]).unwrap();
    assert_eq!(other.log.setup().players, vec!["Cy", "Di"]);
}

#[test]
fn a_format_1_save_loads_through_its_migration_and_is_left_as_it_is() {
    // tests/fixtures/format-1.ron: the rules card's hand as format 1 wrote it (the event log
    // under `match`).
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/format-1.ron");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.ron");
    std::fs::copy(&fixture, &path).unwrap();
    let bytes = std::fs::read(&path).unwrap();
    assert!(String::from_utf8_lossy(&bytes).contains("format: 1"));
    let save = store::load(&path).unwrap();
    assert_eq!(save.format, store::FORMAT);
    assert_eq!(save.log.state().unwrap().scores(), &[10, 15]);
    assert_eq!(save.log.events().len(), 6);
    // Opening it in the app and playing on writes the current format; until then it is kept.
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

#[test]
fn a_second_window_on_the_folder_is_read_only_and_takes_over_when_the_first_closes() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path();
    let mut first = app(saves);
    assert!(!first.read_only());
    start(&mut first, &["Ana", "Ben"]);
    first.apply(TableCommand::PickTile(t("5-5")));
    let file = Store::new(saves).entries().remove(0).path;
    let saved = std::fs::read(&file).unwrap();

    let mut second = harness(app(saves));
    assert!(second.state().read_only());
    assert_eq!(events(second.state()), 2, "it shows the match");
    let pid = std::process::id();
    second.get_by_label_contains(&format!(
        "Read only: this saves folder is open in another allfives window (process {pid})."
    ));
    // Every entry is refused, and says why; nothing is written.
    second.state_mut().apply(TableCommand::PickTile(t("5-0")));
    second.state_mut().apply(TableCommand::Undo);
    second
        .state_mut()
        .apply(HistoryCommand::Delete(file.clone()));
    second.run();
    assert_eq!(events(second.state()), 2);
    second.get_by_label("Nothing was changed: this window is read only while another allfives window keeps the match.");
    assert_eq!(std::fs::read(&file).unwrap(), saved);
    // A half typed on the keys is only an entry under way: Undo cancels it, as anywhere.
    second.key_press(egui::Key::Num3);
    second.run();
    assert_eq!(
        second.state().view().keys.typed,
        allfives::app::Typed::Half(3)
    );
    let said = |app: &App| {
        app.view()
            .status
            .as_ref()
            .map(|s| status_text(app.i18n(), s))
    };
    let before = said(second.state());
    second.state_mut().apply(TableCommand::Undo);
    assert_eq!(
        second.state().view().keys.typed,
        allfives::app::Typed::Nothing
    );
    assert_eq!(
        said(second.state()),
        before,
        "Undo cancels the half and says nothing"
    );
    // In Kreyòl too.
    second.state_mut().apply(ShellCommand::SetLang(Lang::Ht));
    second.run();
    second.get_by_label_contains("Lekti sèlman: yon lòt fenèt allfives louvri dosye pati sa yo");

    // The first window plays on: the second follows within a second, and on Try again.
    first.apply(TableCommand::PickTile(t("0-5")));
    std::thread::sleep(std::time::Duration::from_millis(1100));
    second.run();
    assert_eq!(events(second.state()), 3);
    first.apply(TableCommand::PickTile(t("3-5")));
    second.get_by_label("Eseye ankò").click();
    second.run();
    assert_eq!(events(second.state()), 4);
    assert!(second.state().read_only());

    // The first window closes: the second takes the folder over and can enter the match; its
    // line no longer says "read only".
    second.state_mut().apply(TableCommand::PickTile(t("2-5")));
    second.run();
    second.get_by_label_contains("Anyen pa chanje");
    drop(first);
    second.get_by_label("Eseye ankò").click();
    second.run();
    assert!(!second.state().read_only());
    assert!(second.query_by_label_contains("Lekti sèlman").is_none());
    assert!(second.query_by_label_contains("Anyen pa chanje").is_none());
    second.state_mut().apply(TableCommand::PickTile(t("2-5")));
    assert_eq!(events(second.state()), 5);
    let back = store::load(&file).unwrap();
    assert_eq!(back.log.events().len(), 5);
    assert_eq!(back.log.state().unwrap().scores(), &[10, 15]);
}

#[test]
fn a_crashed_window_leaves_no_lock_behind() {
    let dir = tempfile::tempdir().unwrap();
    // A lock file from an earlier run, not held by any process: it does not make the app
    // read only.
    std::fs::write(dir.path().join(".allfives.lock"), "process 999999\n").unwrap();
    let mut app = app(dir.path());
    assert!(!app.read_only());
    start(&mut app, &["Ana", "Ben"]);
    app.apply(TableCommand::PickTile(t("5-5")));
    assert_eq!(Store::new(dir.path()).entries().len(), 1);
}

#[test]
fn a_save_that_fails_keeps_the_entry_says_why_until_saved_and_retries_with_every_entry() {
    let dir = tempfile::tempdir().unwrap();
    // The saves folder cannot be made while a file stands where its parent should be: writes
    // fail even for root (permission bits do not stop root).
    let blocker = dir.path().join("usb-stick");
    std::fs::write(&blocker, "a file, not a folder").unwrap();
    let saves = blocker.join("saves");
    let mut h = harness(app(&saves));
    start(h.state_mut(), &["Ana", "Ben"]);
    for tile in &CARD[..2] {
        h.state_mut().apply(TableCommand::PickTile(t(tile)));
    }
    h.run();
    // The entries are in the match, in memory.
    assert_eq!(events(h.state()), 3);
    assert_eq!(h.state().game().unwrap().scores(), &[10, 10]);
    let why = h
        .state()
        .save_notice()
        .not_saved
        .clone()
        .expect("not saved");
    let why = status_text(h.state().i18n(), &why);
    // Said by its cause, not in the system's English ("Not a directory").
    assert!(
        why.ends_with(": a part of its path is a file, not a folder"),
        "{why}"
    );
    h.get_by_label_contains("Could not save the match to ");
    h.get_by_label_contains(
        "Everything entered stays in this window, and every new entry tries to save again.",
    );
    // Try again fails the same way, and the banner stays.
    click_label(&mut h, "Try again");
    assert!(h.state().save_notice().not_saved.is_some());
    h.get_by_label_contains("Could not save the match to ");

    // The folder can be made again: the next entry saves the whole match, the banner goes.
    std::fs::remove_file(&blocker).unwrap();
    h.state_mut().apply(TableCommand::PickTile(t(CARD[2])));
    h.run();
    assert!(h.state().save_notice().not_saved.is_none());
    assert!(
        h.query_by_label_contains("Could not save the match")
            .is_none()
    );
    h.get_by_label_contains("Saved again:");
    let entries = Store::new(&saves).entries();
    assert_eq!(entries.len(), 1);
    let saved = entries[0].save.as_ref().unwrap();
    assert_eq!(saved.log.events().len(), 4);
    assert_eq!(saved.log.state().unwrap().scores(), &[10, 10]);
    assert_eq!(
        std::fs::read_dir(&saves).unwrap().count(),
        2,
        "the save and the lock file, nothing half-written"
    );
}

#[test]
fn a_folder_that_vanishes_mid_match_keeps_the_last_whole_save_and_gets_all_entries_back() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    let mut app = app(&saves);
    start(&mut app, &["Ana", "Ben"]);
    app.apply(TableCommand::PickTile(t("5-5")));
    let file = Store::new(&saves).entries().remove(0).path;
    // The folder goes (a stick pulled out) and a file stands in its way.
    let away = dir.path().join("away");
    std::fs::rename(&saves, &away).unwrap();
    std::fs::write(&saves, "in the way").unwrap();
    app.apply(TableCommand::PickTile(t("0-5")));
    app.apply(TableCommand::PickTile(t("3-5")));
    assert_eq!(events(&app), 4);
    assert!(app.save_notice().not_saved.is_some());
    // The last whole save is intact where it went.
    let kept = store::load(&away.join(file.file_name().unwrap())).unwrap();
    assert_eq!(kept.log.events().len(), 2);
    // The folder is back: Try again writes every entry.
    std::fs::remove_file(&saves).unwrap();
    std::fs::rename(&away, &saves).unwrap();
    app.apply(ShellCommand::RetrySave);
    assert!(app.save_notice().not_saved.is_none());
    assert_eq!(store::load(&file).unwrap().log.events().len(), 4);
}

#[test]
fn names_never_reach_a_file_name_and_read_back_the_same_from_saves_and_records() {
    let dir = tempfile::tempdir().unwrap();
    let saves = dir.path().join("saves");
    let mut app = app(&saves);
    let mut names: Vec<&str> = TRICKY_NAMES.to_vec();
    names.extend([
        "CON",
        "nul",
        "aux.txt",
        ".hidden",
        "~",
        "*?<>|",
        "\u{200f}rtl\u{200e}",
        "a\\b",
    ]);
    for pair in names.chunks(2) {
        let pair: Vec<&str> = if pair.len() == 2 {
            pair.to_vec()
        } else {
            vec![pair[0], "Ana"]
        };
        start(&mut app, &pair);
        app.apply(TableCommand::PickTile(t("5-5")));
        assert_eq!(events(&app), 2, "{pair:?}");
        let setup = app.current_match().unwrap().setup().clone();
        assert_eq!(setup.players, pair, "the names as typed");
        // Through a play record (RECORD.md) and back.
        let record = random_play::record(&setup, app.current_match().unwrap().events());
        let back = replay(&record);
        assert_eq!(back.problems, vec![], "{record}");
        assert_eq!(back.setup.unwrap().players, pair);
        let canonical = replay(&back.canonical);
        assert_eq!(canonical.setup.unwrap().players, pair, "{}", back.canonical);
    }
    // Nothing was written outside the saves folder, and only timestamps name files in it.
    let outside: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(outside.len(), 1);
    let mut loaded = Vec::new();
    for entry in std::fs::read_dir(&saves).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            name == ".allfives.lock"
                || (name.ends_with(".ron")
                    && name.starts_with("20")
                    && name
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_-.".contains(c))),
            "{name:?}"
        );
    }
    for entry in Store::new(&saves).entries() {
        loaded.extend(entry.save.unwrap().log.setup().players.clone());
    }
    loaded.sort();
    let mut typed: Vec<String> = names.iter().map(ToString::to_string).collect();
    if names.len() % 2 == 1 {
        typed.push("Ana".into());
    }
    typed.sort();
    assert_eq!(loaded, typed, "every name reads back from its save");
}

#[test]
fn typed_names_keep_single_spaces_and_refused_names_start_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app(dir.path());
    start(&mut app, &["  Jean \t Pierre ", "Marie\u{a0}\u{a0}Claire"]);
    assert_eq!(
        app.current_match().unwrap().setup().players,
        vec!["Jean Pierre", "Marie Claire"]
    );
    let mut app = App::with_rng(
        &dir.path().join("other"),
        Lang::En,
        StdRng::seed_from_u64(1),
    );
    for bad in ["Ana: 5", "Ana, Ben", "A#1", "Ana & Cy"] {
        start(&mut app, &[bad, "Ben"]);
        assert!(app.current_match().is_none(), "{bad}");
        let why = status_text(app.i18n(), app.view().status.as_ref().unwrap());
        assert!(why.contains("cannot contain"), "{why}");
    }
    assert!(Store::new(dir.path().join("other")).entries().is_empty());
}
