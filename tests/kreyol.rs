//! No English reaches the Kreyòl screen: every screen is visited in Kreyòl with
//! egui_kittest — a new match with its house rules, a refused name and a broken save file, the
//! menu, the About box and the Rules screen, the table mid-hand with a choice of ends, the coach
//! and a tooltip, a muggins call with its ruling and recount, the end of a hand, the match over,
//! the coach's plays with their numbers, a save that fails for each common cause, the history
//! with an import that fails, a replay and the players' statistics — and every text it shows is
//! collected twice: from the accessibility tree (labels, values, descriptions) and from what was
//! painted (every text shape). No collected text may hold an English message of `en.ftl` that `ht.ftl` says
//! otherwise, nor a number written with a decimal point. `ht.ftl` may not use the words the
//! reviews found misused (a small list of phrases, not a spell-checker).

use std::collections::BTreeMap;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use allfives::app::Page;
use allfives::app::{App, Status};
use allfives::app::{EN_FTL, HT_FTL, Lang};
use allfives::engine::Seat;
use allfives::engine::{Deal, Event, MugginsRule, Setup, Variant};
use allfives::store::{self, SaveFile};
use egui_kittest::kittest::Queryable;
use rand::SeedableRng;
use rand::rngs::StdRng;

mod common;
use common::ui::{
    H, click, harness, key, save_match, save_vector, screen_texts, tile_words, type_into,
};
use common::{placed, two};

// -------------------------------------------------------------------------------------------------
// What counts as English
// -------------------------------------------------------------------------------------------------

/// Each message of a Fluent source: its id and its text as written (continuation lines joined).
fn messages(source: &str) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in source.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with([' ', '\t', '*', '[', '}'])
            && let Some((id, value)) = line.split_once(" = ")
        {
            current = Some(id.trim().to_string());
            found.insert(id.trim().to_string(), value.to_string());
        } else if let Some(id) = &current
            && let Some(value) = found.get_mut(id)
        {
            value.push('\n');
            value.push_str(line);
        }
    }
    found
}

/// The literal runs of a Fluent value outside every `{ … }` (placeables and selects), trimmed of
/// spaces and punctuation.
fn literal_runs(value: &str) -> Vec<String> {
    let mut runs = vec![String::new()];
    let mut depth = 0usize;
    for c in value.chars() {
        match c {
            '{' => {
                depth += 1;
                runs.push(String::new());
            }
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => runs.last_mut().expect("one run").push(c),
            _ => {}
        }
    }
    runs.iter()
        .map(|r| r.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|r| r.chars().filter(|c| c.is_alphabetic()).count() >= 4)
        .collect()
}

/// The English runs that would betray an untranslated text: from every en.ftl message whose
/// Kreyòl differs, the literal runs that appear in no ht.ftl message (names of games, `pagat`,
/// `Muggins!` are the same in both).
fn english_runs() -> Vec<(String, String)> {
    let en = messages(EN_FTL);
    let ht = messages(HT_FTL);
    let kreyol: Vec<&str> = ht.values().map(String::as_str).collect();
    let kreyol = kreyol.join("\n");
    let mut runs = Vec::new();
    for (id, value) in &en {
        if ht.get(id) == Some(value) {
            continue;
        }
        for run in literal_runs(value) {
            if !kreyol.contains(&run) {
                runs.push((id.clone(), run));
            }
        }
    }
    runs
}

/// Whether `text` holds `word` with no letter or digit right before or after it.
fn holds_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Every collected text that holds an English run: (text, message id, run).
fn english_in(texts: &[String]) -> Vec<(String, String, String)> {
    let runs = english_runs();
    let mut found = Vec::new();
    for text in texts {
        for (id, run) in &runs {
            if holds_word(text, run) {
                found.push((text.clone(), id.clone(), run.clone()));
            }
        }
    }
    found
}

// -------------------------------------------------------------------------------------------------
// What the screen shows
// -------------------------------------------------------------------------------------------------

/// The texts of every screen visited, in order.
struct Tour {
    texts: Vec<String>,
    screens: usize,
    /// The players' statistics page.
    statistics: Vec<String>,
}

impl Tour {
    fn new() -> Tour {
        Tour {
            texts: Vec::new(),
            screens: 0,
            statistics: Vec::new(),
        }
    }

    fn see(&mut self, h: &H) {
        self.texts.extend(screen_texts(h));
        self.screens += 1;
    }
}

/// A saves folder with one match of `setup` whose first hand Ana leads, after `events`.
fn saved(setup: Setup, events: Vec<Event>) -> tempfile::TempDir {
    let saves = tempfile::tempdir().unwrap();
    save_match(saves.path(), setup, &events);
    saves
}

// -------------------------------------------------------------------------------------------------
// The tours
// -------------------------------------------------------------------------------------------------

/// New match (a broken save file, a refused name, four players as teams, the house rules with a
/// list open), the menu, the About box and the Rules screen, then the table mid-hand: the lot, a
/// tile that fits two ends, the coach, a tooltip.
fn new_match_and_table(lang: Lang, tour: &mut Tour) {
    let saves = tempfile::tempdir().unwrap();
    std::fs::write(saves.path().join("broken.ron"), "this is not a match").unwrap();
    let app = App::with_rng(saves.path(), lang, StdRng::seed_from_u64(5));
    let mut h = harness(app);
    let (add, player, rules, start, lots) = match lang {
        Lang::En => (
            "+ Add player",
            "Player",
            "House rules",
            "Start match",
            "Draw lots",
        ),
        Lang::Ht => (
            "+ Ajoute yon jwè",
            "Jwè",
            "Règ tab la",
            "Kòmanse pati a",
            "Tire osò",
        ),
    };
    click(&mut h, add);
    click(&mut h, add);
    for (i, name) in ["Ana", "Ben", "Cy", "Ana"].iter().enumerate() {
        type_into(&mut h, &format!("{player} {}", i + 1), name);
    }
    tour.see(&h); // the refused name, the teams, the broken file
    let fourth = format!("{player} 4");
    h.get_by_label(&fourth).focus();
    h.run();
    for _ in 0..3 {
        key(&mut h, egui::Key::Backspace);
    }
    type_into(&mut h, &format!("{player} 4"), "Di");
    h.get_by_label(rules).click();
    h.run();
    tour.see(&h);
    let end_of_hand = match lang {
        Lang::En => "End of hand",
        Lang::Ht => "Fen manch lan",
    };
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, end_of_hand)
        .click();
    h.run();
    tour.see(&h); // a list open
    key(&mut h, egui::Key::Escape);
    let (menu, about, close) = match lang {
        Lang::En => ("Menu", "About allfives", "Close"),
        Lang::Ht => ("Meni", "Enfòmasyon sou allfives", "Fèmen"),
    };
    click(&mut h, menu);
    tour.see(&h);
    click(&mut h, about);
    tour.see(&h);
    click(&mut h, close);
    // The Rules screen from the form's House rules: its top, then its last paragraph.
    let (read, back) = match lang {
        Lang::En => ("Read the rules", "← Back"),
        Lang::Ht => ("Li règ yo", "← Tounen"),
    };
    click(&mut h, read);
    tour.see(&h);
    let last = h.state().i18n().t("rules-house-muggins");
    h.get_by_label(&last).scroll_to_me();
    h.run();
    h.run();
    tour.see(&h);
    click(&mut h, back);
    click(&mut h, start);
    tour.see(&h); // who leads
    click(&mut h, lots);
    tour.see(&h); // the lot in the status line
    let names: &[&str] = match lang {
        Lang::En => &["two-four", "four-five", "two-five"],
        Lang::Ht => &["de-kat", "kat-senk", "de-senk"],
    };
    for name in names {
        click(&mut h, name);
    }
    tour.see(&h); // the choice of ends, glowing
    let (coach, draw) = match lang {
        Lang::En => ("Coach", "Draw"),
        Lang::Ht => ("Antrenè", "Pioche"),
    };
    click(&mut h, coach);
    tour.see(&h);
    h.get_by_role_and_label(egui::accesskit::Role::Button, draw)
        .hover();
    h.run();
    h.run();
    tour.see(&h); // a tooltip
}

/// A muggins call with its ruling and the recount (RULES.md §6), on a reopened match.
fn muggins(lang: Lang, tour: &mut Tour) {
    let mut setup = two(Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let says = |player, points| Event::PointsAnnounced { player, points };
    let saves = saved(
        setup,
        vec![
            placed(0, "5-5", None),
            says(Seat(0), 10),
            placed(1, "5-0", Some("5-5")),
        ],
    );
    let mut h = harness(App::new(saves.path(), lang));
    tour.see(&h); // the reopened match, waiting for Ben's announcement
    let (pad, recount) = match lang {
        Lang::En => ("5", "Recount"),
        Lang::Ht => ("5", "Rekonte"),
    };
    click(&mut h, pad);
    tour.see(&h); // a wrong announcement, open to a call
    click(&mut h, "Ana!");
    tour.see(&h); // the ruling
    click(&mut h, recount);
    tour.see(&h); // the proof
}

/// The end of a hand (RULES.md §4): a pip total that is not one, then the tiles shown, the
/// rounding and the award; then a match won by a play.
fn end_of_hand_and_match_over(lang: Lang, tour: &mut Tour) {
    let mut setup = two(Variant::AllFives);
    setup.rules.deal = Deal::Each(2);
    let events = vec![
        placed(0, "6-5", None),
        Event::TilesDrawn {
            player: Seat(1),
            count: 2,
        },
        placed(1, "5-3", Some("6-5")),
        placed(0, "6-2", Some("6-5")),
    ];
    let saves = saved(setup, events);
    let mut h = harness(App::new(saves.path(), lang));
    let pip_total = match lang {
        Lang::En => "Pip total",
        Lang::Ht => "Total pwen",
    };
    type_into(&mut h, pip_total, "abc");
    tour.see(&h); // not a total
    let field = h.get_by_label(pip_total);
    field.focus();
    h.run();
    for _ in 0..3 {
        key(&mut h, egui::Key::Backspace);
    }
    let tiles: &[&str] = match lang {
        Lang::En => &["one-two", "four-four", "zero-two"],
        Lang::Ht => &["en-de", "kat-kat", "zewo-de"],
    };
    for tile in tiles {
        click(&mut h, tile);
    }
    tour.see(&h); // the settlement: 13 → 15
    // A match won by a play: target 10, Ana's [5-5] lead scores 10.
    let mut setup = two(Variant::AllFives);
    setup.rules.target = 10;
    let saves = saved(setup, Vec::new());
    let mut h = harness(App::new(saves.path(), lang));
    click(
        &mut h,
        if lang == Lang::En {
            "five-five"
        } else {
            "senk-senk"
        },
    );
    assert!(h.state().game().unwrap().winner().is_some());
    tour.see(&h);
}

/// The rules card's first example (`../shared/seed/rules-card-ht.txt`): Ana led [2-4], Ben
/// played [4-5]; Ana holds these eight tiles.
const FIRST: &str = "variant: all-fives\nplayers: Ana, Ben\n\nhand\n\
    Ana: 2-4 = 0\nBen: 4-5 on 2-4 = 0\n";
const FIRST_HAND: [&str; 8] = ["2-5", "3-5", "0-0", "1-1", "1-3", "3-4", "4-6", "6-6"];

/// The coach on the card's first example with Ana's hand entered: the plays with P, the reply
/// and the net (RULES.md §1; `allfives coach` prints `0.706` and `7.97`).
fn coach_numbers(lang: Lang, tour: &mut Tour) {
    let saves = tempfile::tempdir().unwrap();
    let log = allfives::engine::record::replay(FIRST).to_match().unwrap();
    store::save(&saves.path().join("first.ron"), &SaveFile::new(log)).unwrap();
    let mut h = harness(App::new(saves.path(), lang));
    let (coach, in_hand) = match lang {
        Lang::En => ("Coach", "In hand"),
        Lang::Ht => ("Antrenè", "Nan men"),
    };
    click(&mut h, coach);
    for tile in FIRST_HAND {
        h.get_by_label(&format!("{in_hand}: {}", tile_words(lang, tile)))
            .click();
        h.run();
    }
    tour.see(&h);
}

/// A save that fails for each common cause (the saving banner): one for real (a file stands
/// where the saves folder's parent was: even root cannot write there), the others as the system
/// reports them (the folder missing, no space, permission, in use, read-only, a size limit,
/// anything else).
fn failed_saves(lang: Lang, tour: &mut Tour) {
    let dir = tempfile::tempdir().unwrap();
    let stick = dir.path().join("usb-stick");
    let saves = stick.join("saves");
    let mut h = harness(App::new(&saves, lang));
    let (player, start, lots, lead, again) = match lang {
        Lang::En => (
            "Player",
            "Start match",
            "Draw lots",
            "five-five",
            "Try again",
        ),
        Lang::Ht => (
            "Jwè",
            "Kòmanse pati a",
            "Tire osò",
            "senk-senk",
            "Eseye ankò",
        ),
    };
    for (i, name) in ["Ana", "Ben"].iter().enumerate() {
        type_into(&mut h, &format!("{player} {}", i + 1), name);
    }
    click(&mut h, start);
    click(&mut h, lots);
    assert!(saves.is_dir(), "the match was saved");
    // The stick is pulled out and a file takes its name: a part of the path is not a folder.
    std::fs::remove_dir_all(&stick).unwrap();
    std::fs::write(&stick, "a file, not a folder").unwrap();
    click(&mut h, lead);
    assert!(h.state().save_notice().not_saved.is_some(), "not saved");
    tour.see(&h);
    click(&mut h, again);
    tour.see(&h); // the banner stays
    let path = saves.join("m.ron");
    let kinds = [
        std::io::Error::from(std::io::ErrorKind::NotFound),
        std::io::Error::from_raw_os_error(28), // ENOSPC, as a full disk reports it
        std::io::Error::from(std::io::ErrorKind::PermissionDenied),
        std::io::Error::from(std::io::ErrorKind::ResourceBusy),
        std::io::Error::from(std::io::ErrorKind::ReadOnlyFilesystem),
        std::io::Error::from(std::io::ErrorKind::FileTooLarge),
        std::io::Error::other("Stale file handle"),
    ];
    for error in kinds {
        h.state_mut().show_save_failure(Status::SaveFailed {
            path: path.clone(),
            error: Arc::new(error),
        });
        h.run();
        tour.see(&h);
    }
}

/// A shared record saved as a match in `saves`, started on 2026-03-`day` at 20:00.
fn saved_vector(saves: &Path, record: &str, day: u32) -> PathBuf {
    save_vector(saves, record, day, &format!("m{day}.ron")).0
}

/// The history: its table, an import of four files (one good, one with a wrong count, one not
/// text, one missing), a replay with what a placement left the next player, the players'
/// statistics. Returns the statistics page's texts.
fn history_import_replay_statistics(lang: Lang, tour: &mut Tour) -> Vec<String> {
    let saves = tempfile::tempdir().unwrap();
    saved_vector(saves.path(), "all-fives-rules-card.fives", 1);
    saved_vector(saves.path(), "all-fives-domino-rounding.fives", 2);
    let mut app = App::new(saves.path(), lang);
    app.history_mut().scan_in_foreground = true;
    let mut h = harness(app);
    let (history, import, replay) = match lang {
        Lang::En => ("History", "Import records", "↺ Replay"),
        Lang::Ht => ("Istwa pati yo", "Enpòte pati yo", "↺ Rejwe"),
    };
    click(&mut h, history);
    tour.see(&h);
    let records = tempfile::tempdir().unwrap();
    let file = |name: &str, bytes: &[u8]| {
        let path = records.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        path.display().to_string()
    };
    let good = std::fs::read("../shared/vectors/all-fives-max-35.fives").unwrap();
    let paths = [
        file("good.fives", &good),
        file(
            "wrong.fives",
            FIRST.replace("= 0\nBen", "= 5\nBen").as_bytes(),
        ),
        file("binary.fives", &[0xff, 0xfe, 0x00, 0x01]),
        records.path().join("missing.fives").display().to_string(),
    ];
    h.state_mut().history_mut().import_path = paths.join(";");
    h.run();
    click(&mut h, import);
    tour.see(&h); // what became of each file
    click(&mut h, "2026-03-01 20:00");
    click(&mut h, replay);
    tour.see(&h); // the first placement, what it left, the charts
    h.state_mut().history_mut().page = Page::Players;
    h.run();
    let statistics = screen_texts(&h);
    tour.see(&h);
    statistics
}

fn tour(lang: Lang) -> Tour {
    let mut tour = Tour::new();
    new_match_and_table(lang, &mut tour);
    muggins(lang, &mut tour);
    end_of_hand_and_match_over(lang, &mut tour);
    coach_numbers(lang, &mut tour);
    failed_saves(lang, &mut tour);
    let statistics = history_import_replay_statistics(lang, &mut tour);
    tour.statistics = statistics;
    tour
}

/// Whether `text` writes a number with a decimal point (`0.706`); the app's version is not one.
fn decimal_point(text: &str) -> bool {
    // The app's version and the licence's name are names, not numbers.
    let text = text
        .replace(env!("CARGO_PKG_VERSION"), "")
        .replace("Apache-2.0", "");
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == '.' && w[2].is_ascii_digit())
}

/// Whether `text` writes a number with a decimal comma (`0,706`).
fn decimal_comma(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == ',' && w[2].is_ascii_digit())
}

#[test]
fn no_english_reaches_the_kreyol_screen() {
    let tour = tour(Lang::Ht);
    assert_eq!(tour.screens, 33);
    assert!(tour.texts.len() > 500, "{}", tour.texts.len());
    // The tour did see what it should: Kreyòl from each part.
    for seen in [
        "Nouvo pati",
        "De jwè rele 'Ana'",
        "Enfòmasyon sou allfives",
        "Gwo kontras",
        "Pati yo anrejistre nan:",
        // The Rules screen: the counting, the card's example, the teams (what the app does).
        "Kijan pou konte",
        "[5-3] sou lòt kote a",
        "Kafou a se sèl tuil ki gen règ apa.",
        "Lè nou kat, nou jwe de kont de an ekip",
        "bout ouvè 2 nan bout de-kat",
        "Antrenè",
        "Pioche lè ou pa gen okenn tuil ki antre",
        "Ana pran 10 pwen",
        "13 → 15",
        "Nòt final yo",
        // The coach's numbers with a decimal comma (P 0.706, reply 7.97 in English).
        "0,706",
        "7,97",
        // A save that fails, for each common cause, in words.
        "Nou pa t ka anrejistre pati a nan",
        ": dosye a pa egziste",
        ": yon pati nan chemen an se yon fichye, se pa yon dosye",
        ": disk la plen",
        ": aksè refize",
        ": yon lòt pwogram ap sèvi ak fichye a",
        ": disk la se lekti sèlman",
        ": sistèm nan pa aksepte yon fichye ki gwo konsa",
        ": sistèm nan refize l (sa l di: Stale file handle)",
        // The history and an import that fails for three reasons, one file imported.
        "Istwa pati yo",
        "good.fives: nou enpòte l kòm ",
        "wrong.fives, liy 5: kou Ana fè a bay 0, fichye a di 5",
        "binary.fives: se pa yon fichye pati: fichye a pa yon tèks",
        "missing.fives: nou pa t ka li l: fichye a pa egziste",
        // A replay: what the first placement left the next player, with a decimal comma.
        "Manch 1 · kou 1",
        " jwe a kite pou ",
        // The players' statistics.
        "Pwen chak manch",
        "Pati genyen",
    ] {
        assert!(
            tour.texts.iter().any(|t| t.contains(seen)),
            "the tour never saw {seen:?}"
        );
    }
    let english = english_in(&tour.texts);
    assert!(
        english.is_empty(),
        "English on the Kreyòl screen: {english:#?}"
    );
    // Every number is written the Haitian way: no decimal point anywhere, and the statistics'
    // points per hand and the replay's P with a decimal comma.
    let points: Vec<&String> = tour.texts.iter().filter(|t| decimal_point(t)).collect();
    assert!(points.is_empty(), "decimal points: {points:#?}");
    assert!(
        tour.statistics.iter().any(|t| decimal_comma(t)),
        "{:#?}",
        tour.statistics
    );
    assert!(
        tour.texts
            .iter()
            .any(|t| t.contains(" jwe a kite pou ") && t.contains("P 0,")),
        "the replay's P"
    );
}

#[test]
fn the_same_tour_in_english_is_caught() {
    // The check can fail: in English it finds the messages it looks for.
    let found = english_in(&tour(Lang::En).texts);
    for id in [
        "start-match",
        "undo-what",
        "scores-points",
        "load-failed",
        "about-saves",
        "rules-count-title",
        "rules-house-muggins",
        "io-folder-missing",
        "io-full",
        "import-not-text",
        "rec-wrong-points",
        "stats-per-hand",
    ] {
        assert!(
            found.iter().any(|(_, found_id, _)| found_id == id),
            "{id} not caught"
        );
    }
}

#[test]
fn the_same_tour_in_english_writes_decimal_points() {
    // The number checks can fail: English writes 0.706.
    let tour = tour(Lang::En);
    assert!(tour.texts.iter().any(|t| t.contains("0.706")));
    assert!(tour.texts.iter().any(|t| decimal_point(t)));
    assert!(decimal_comma("P 0,706") && !decimal_comma("Ana, Ben"));
    assert!(decimal_point("P 0.706") && !decimal_point(env!("CARGO_PKG_VERSION")));
}

#[test]
fn fluent_values_are_split_into_their_literal_runs() {
    assert_eq!(literal_runs("{ $name } scores { $points }"), vec!["scores"]);
    assert_eq!(
        literal_runs("Boneyard: { $n ->\n    [one] 1 tile\n   *[other] { $n } tiles\n}"),
        vec!["Boneyard"]
    );
    assert!(holds_word("Ben scores 5", "scores"));
    assert!(!holds_word("Bens scoresheet", "scores"));
}

// -------------------------------------------------------------------------------------------------
// Words the reviews found misused
// -------------------------------------------------------------------------------------------------

/// Phrases a Kreyòl message may not hold, each with why: the senses the reviews of `ht.ftl` found
/// misread (`../shared/reviews/kreyol-review-2.md`, `kreyol-review-3.md`). Not a spell-checker:
/// only these.
const MISUSED: &[(&str, &str)] = &[
    // `kote` is a spinner's side; an open end is a `bout`.
    (
        "{ $n } kote",
        "counts open ends as kote: a tile fits { $n } bout",
    ),
    ("plizyè kote", "open ends are bout, not kote"),
    ("okenn kote", "open ends are bout, not kote"),
    ("kote ouvè", "an open end is a bout ouvè"),
    // `antre` is what a tile does when it fits; an entry of the log is a `liy` or a `kou`.
    ("yon antre", "antre as a noun: an entry is a liy or a kou"),
    ("} antre", "counted entries: { $n } liy, { $n } tuil make"),
    (
        "antre yo",
        "antre as a noun: the entries are liy yo or kou yo",
    ),
    ("nouvo antre", "antre as a noun: yon lòt kou"),
    ("chak antre", "antre as a noun: chak kou, chak liy"),
    (
        "poko antre",
        "'not entered yet' reads 'does not fit yet': poko konfime",
    ),
    // Other senses a player would misread.
    (
        "pou pi plis",
        "the 'for more' of 'for more information': pa plis pase",
    ),
    ("Peze", "peze also means weigh: the app says Klike"),
    ("peze ", "peze also means weigh: the app says klike"),
    ("kasè", "kasè is a breaker: the undo cursor is the kisè"),
    ("yon tab,", "tab is the table: the key is a karaktè Tab"),
    ("Men kiyès", "reads 'here is who': Tuil kiyès"),
    ("Li sove", "li sove can read 'it ran away': anrejistre"),
    ("li sove", "li sove can read 'it ran away': anrejistre"),
    ("pati sove", "a saved match is a pati anrejistre"),
    // The third review (`../shared/reviews/kreyol-review-3.md`): what a player would misread.
    (
        "sou pad",
        "pad is English: the announcement's bouton anons yo",
    ),
    (
        "pad la",
        "pad is English: the announcement's bouton anons yo",
    ),
    (
        "mwens pa {",
        "reads 'minus not Ana': mwens pwen { $winners }",
    ),
    (
        "pa chanje kou sa a",
        "reads 'does not change this play': sispann chanje liy sa a",
    ),
    (
        "Kou sa a twò gwo",
        "reads 'this play scores too much': sa telefòn nan voye a",
    ),
    (
        "okenn kou pou jwe",
        "'you have no play' reads 'draw or pass': pa gen anyen k ap tann ou",
    ),
    (
        "pwen pou,",
        "a dangling preposition: pwen pou li, pwen kont li",
    ),
    (
        "chak pa awondi",
        "pa (a share) reads 'not': chak moun pran mwatye",
    ),
    ("awondi desann", "rounded down is awondi anba"),
    (
        "lè y ap pase",
        "reads 'when they walk by': pandan yo ap pase sou rezo a",
    ),
    (
        "fèmen l anvan",
        "a window Kreyòl never names: say which button",
    ),
    (
        "N pa di anyen",
        "'Pa di anyen!' is the imperative 'say nothing!': pa t di anyen",
    ),
    (
        "lè pou w pran mwens pwen",
        "the card's headline promises strategy the Rules screen does not have",
    ),
    (
        "yon rele",
        "rele is a verb: yon advèsè ka rele, Muggins lan",
    ),
    // Its style points that must not come back.
    (
        "Retounen",
        "back is Tounen, as the history's and the replay's",
    ),
    (
        "retounen",
        "back is tounen, as the history's and the replay's",
    ),
    ("echèl", "the scale is Fason pou make everywhere"),
    ("asepte", "accept is aksepte"),
    ("rele muggins", "the call is Muggins, capitalised"),
    (
        "muggins:",
        "the rule is Muggins, capitalised: Muggins: vòlè",
    ),
    ("tablo pa l", "pwòp tablo li, not pwòp … pa l"),
    ("dwe yon", "dwe + a noun reads 'owes': dwe se yon …"),
    (
        "Pagat note yon lòt fason",
        "a game's own preset is not 'another way'",
    ),
];

/// Whole values a Kreyòl message may not be: a button's words that read as an order.
const BARE: &[(&str, &str)] = &[(
    "pa di anyen",
    "a button on the placer's phone: 'Pa di anyen!' reads 'say nothing!'; pa t di anyen",
)];

/// The variables that hold a player's or a side's name.
const NAMES: [&str; 13] = [
    "name", "placer", "next", "caller", "player", "who", "first", "other", "expected", "got",
    "winner", "side", "a",
];

/// A determiner after a name cannot agree with it (`Ben a` should be `Ben an`): the sentence is
/// built so that none follows a name.
fn determiner_after_name(value: &str) -> Option<String> {
    for name in NAMES {
        let placeable = format!("{{ ${name} }} ");
        for (at, _) in value.match_indices(&placeable) {
            let rest = &value[at + placeable.len()..];
            let word: String = rest.chars().take_while(|c| c.is_alphabetic()).collect();
            if ["a", "la", "an", "lan", "nan"].contains(&word.as_str()) {
                return Some(format!("{placeable}{word}"));
            }
        }
    }
    None
}

/// Every misused phrase in `source`'s messages, as a whole word or words: (id, phrase, why).
fn misused_in(source: &str) -> Vec<(String, String, String)> {
    let mut found = Vec::new();
    for (id, value) in messages(source) {
        for (phrase, why) in MISUSED {
            if holds_word(&value, phrase) {
                found.push((id.clone(), (*phrase).to_string(), (*why).to_string()));
            }
        }
        for (bare, why) in BARE {
            if value.trim() == *bare {
                found.push((id.clone(), (*bare).to_string(), (*why).to_string()));
            }
        }
        if let Some(phrase) = determiner_after_name(&value) {
            let why = "a determiner after a name: build the sentence another way".to_string();
            found.push((id.clone(), phrase, why));
        }
    }
    found
}

#[test]
fn no_kreyol_message_uses_a_word_the_reviews_found_misused() {
    let found = misused_in(HT_FTL);
    assert!(found.is_empty(), "misused in ht.ftl: {found:#?}");
}

#[test]
fn the_misused_words_of_the_review_are_caught() {
    // The texts the second review corrected, as they were: each is caught.
    for old in [
        "table-mode-choose = [{ $tile }] ka antre nan { $n } kote: tape nimewo ki sou bout la",
        "coach-left = { $tile } { $placer } a kite pou { $next }: P { $p } · repons { $reply }",
        "coach-whose-hand = Men kiyès",
        "change-stopped = { $entry } pa antre ankò ({ $why }): nou rete la, { $n } antre pa kenbe.",
        "this-hand-n = Manch { $n } · klike sou yon antre pou chanje l",
        "coach-hand-entered = { $given } sou { $has } antre",
        "holds-too-many-pips = { $name } gen { $has } tuil: { $max } pwen pou pi plis, pa { $pips }",
        "saved-again = Li sove ankò: { $file } gen tout antre yo.",
        "load-cursor = kasè anile a pi lwen pase dènye nan { $events } evènman yo",
        "undo-pending = Anile: { $what } (poko antre)",
        "coach-hand-hint = Peze tuil { $name } genyen nan men l.",
        // The third review's.
        "key-not-on-pad = Pa gen { $n } sou pad la: anonse { $pad }, oswa N si moun nan pa di anyen",
        "settle-difference = Pwen { $names } mwens pa { $winners }: { $sum }",
        "export-window-open = epi si yo fèmen l pati a fini: fèmen l anvan",
        "undo-changing = Anile: pa chanje kou sa a",
        "phone-too-large = Kou sa a twò gwo.",
        "phone-not-now = Pa kounye a: ou pa gen okenn kou pou jwe.",
        "club-record = { $name }: { $wins } viktwa, { $for } pwen pou, { $against } kont",
        "pad-said-nothing = pa di anyen",
        "picker-keys-pad = Tape anons lan · N pa di anyen · D pioche",
        "rules-house-end-of-hand = de moun ki egal yo separe pwen twazyèm nan, chak pa awondi desann",
        "share-plain-http = ka li tab la ak lyen yo lè y ap pase",
        "rules-intro = Kijan pou jwe All Fives? Règ yo, kafou a, ak lè pou w pran mwens pwen.",
        "rules-house-muggins = yo refize yon rele sou yon anons ki bon",
        "rules-back = ← Retounen",
        "menu-table-only-back = Se pou tab la: retounen nan pati a anvan.",
        "settle-scale = Sou echèl pati a: { $sum }",
        "io-too-large = sistèm nan pa asepte yon fichye ki gwo konsa",
        "coach-hidden-said = total la rete kache pandan yo ka rele muggins",
        "rules-house-scale = Fives and Threes toujou konte an pwen sou pwòp tablo pa l.",
        "rec-value-target = { $header }: '{ $value }' dwe yon nonb antye ant 1 ak { $max }",
        "rules-variant-muggins = Pagat note yon lòt fason kote chak moun retire pwen",
        "sum-muggins-steal = muggins: vòlè",
    ] {
        assert!(!misused_in(old).is_empty(), "{old} is not caught");
    }
    // A tile that fits, a spinner's side, a name before a verb and `antre` before `yon` are not
    // caught.
    for fine in [
        "not-saved-kept = chak fwa nou antre yon lòt kou",
        "draw-hint = Pioche lè ou pa gen okenn tuil ki antre",
        "end-spinner-side = sou { $pips } — kote kafou a",
        "coach-left = { $tile } { $placer } jwe a kite pou { $next }",
        "leads = Se { $name } ki louvri",
        "pad-said-nothing = pa t di anyen",
        "said-nothing = { $name } pa di anyen",
        "key-not-on-pad = Pa gen { $n } sou bouton anons yo: anonse youn nan { $pad }",
        "settle-difference = Pwen { $names } mwens pwen { $winners }: { $sum }",
        "rules-intro = kote sous yo pa di anyen oswa yo pa dakò",
        "hist-back-match = ← Tounen nan pati a",
    ] {
        assert_eq!(misused_in(fine), vec![], "{fine}");
    }
}

// The club page of the history
// -------------------------------------------------------------------------------------------------

/// The club page with three finished vector matches and one unfinished: the standings of all
/// time, then of a season being typed, Ana against Ben head to head, the rating chart; and the
/// details of a finished match with its card button.
fn club_page(lang: Lang) -> Tour {
    let saves = tempfile::tempdir().unwrap();
    for (i, name) in ["all-fives-2p", "five-up-3p", "all-fives-4p", "muggins-4p"]
        .iter()
        .enumerate()
    {
        let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}.fives"));
        let mut save = allfives::store::exchange::import(&text.unwrap()).unwrap();
        save.created =
            chrono::TimeZone::with_ymd_and_hms(&chrono::Local, 2026, 3, i as u32 + 1, 20, 0, 0)
                .unwrap();
        store::save(&saves.path().join(format!("{name}.ron")), &save).unwrap();
    }
    let mut app = App::new(saves.path(), lang);
    app.history_mut().scan_in_foreground = true;
    let mut h = harness(app);
    let (history, club, matches) = match lang {
        Lang::En => ("History", "Club", "Matches"),
        Lang::Ht => ("Istwa pati yo", "Klib", "Pati yo"),
    };
    click(&mut h, history);
    h.get_by_label(club).click();
    h.run();
    let mut tour = Tour::new();
    h.state_mut().history_mut().club.pair = [Some("Ana".into()), Some("Ben".into())];
    h.run();
    tour.see(&h);
    h.state_mut().history_mut().club.pair = [Some("Ana & Cy".into()), Some("Cy".into())];
    h.state_mut().history_mut().club.period = allfives::app::PeriodChoice::Season;
    h.state_mut().history_mut().club.season_from = "2026-03".into();
    h.run();
    tour.see(&h); // a date that does not read, partners that never met
    h.state_mut().history_mut().club.season_from = "2026-03-02".into();
    h.run();
    tour.see(&h);
    h.get_by_label(matches).click();
    h.run();
    click(&mut h, "2026-03-01 20:00");
    tour.see(&h);
    tour
}

#[test]
fn no_english_reaches_the_kreyol_club_page() {
    let tour = club_page(Lang::Ht);
    assert_eq!(tour.screens, 4);
    for seen in [
        "Klasman",
        "Nivo ▼",
        "3 pati youn kont lòt",
        "Ana: 3 viktwa",
        "5 dènye pati yo",
        "Jan nivo a chanje (klike sou yon ti wonn pou rejwe pati sa a)",
        "Tape dat sezon an konsa: 2026-03-01.",
        "Yo poko jwe youn kont lòt.",
        "? pwovizwa: mwens pase 5 pati ki konte.",
        "Kat pati a (PNG)",
    ] {
        assert!(
            tour.texts.iter().any(|t| t.contains(seen)),
            "the club tour never saw {seen:?}"
        );
    }
    let english = english_in(&tour.texts);
    assert!(
        english.is_empty(),
        "English on the Kreyòl club page: {english:#?}"
    );
    // The standings' numbers are written the Haitian way too (points per hand, rating ± how
    // sure, its change): a decimal comma, no decimal point.
    let points: Vec<&String> = tour.texts.iter().filter(|t| decimal_point(t)).collect();
    assert!(points.is_empty(), "decimal points: {points:#?}");
    assert!(
        tour.texts
            .iter()
            .any(|t| decimal_comma(t) && t.contains(" ± "))
    );
}

#[test]
fn the_club_page_in_english_is_caught() {
    let tour = club_page(Lang::En);
    // The number check can fail: English writes the standings with a decimal point.
    assert!(
        tour.texts
            .iter()
            .any(|t| decimal_point(t) && t.contains(" ± "))
    );
    let found = english_in(&tour.texts);
    for id in [
        "club-standings",
        "club-h2h",
        "club-last",
        "club-method",
        "club-rating-chart",
        "club-bad-date",
        "club-never-met",
        "card-save",
    ] {
        assert!(
            found.iter().any(|(_, found_id, _)| found_id == id),
            "{id} not caught"
        );
    }
}
