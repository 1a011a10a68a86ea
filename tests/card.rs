//! The match card: a PNG 1080 pixels wide of a finished shared vector match, with its name and
//! note, in English and in Kreyòl, drawn by `allfives card` with no display at all (no
//! `DISPLAY`, no `WAYLAND_DISPLAY`: an empty environment).

use std::path::Path;
use std::process::Command;

use allfives::app::{I18n, Lang};
use allfives::card::{Card, CardError, WIDTH};
use allfives::store::{self, SaveFile, exchange, notes};
use chrono::{Local, TimeZone};

/// The shared vector `name` saved in `dir` as `id.ron`, started on 2026-03-06 at 20:00.
fn saved(dir: &Path, name: &str, id: &str) -> SaveFile {
    let text = std::fs::read_to_string(format!("../shared/vectors/matches/{name}")).unwrap();
    let mut save = exchange::import(&text).unwrap();
    save.created = Local.with_ymd_and_hms(2026, 3, 6, 20, 0, 0).unwrap();
    save.updated = save.created + chrono::Duration::minutes(35);
    let path = dir.join(format!("{id}.ron"));
    store::save(&path, &save).unwrap();
    save
}

fn card_command(saves: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_allfives"))
        .env_clear()
        .arg("--saves")
        .arg(saves)
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_card_is_drawn_without_a_display_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    saved(dir.path(), "all-fives-2p.fives", "friday");
    notes::set_about(
        &dir.path().join("friday.ron"),
        "Friday final",
        "At Rose's, on the porch",
    )
    .unwrap();
    let mut pngs = Vec::new();
    for lang in [None, Some("ht")] {
        let file = dir
            .path()
            .join(format!("card-{}.png", lang.unwrap_or("en")));
        let file_arg = file.to_str().unwrap();
        let mut args = vec!["card", "friday", "-o", file_arg];
        if let Some(lang) = lang {
            args.extend(["--lang", lang]);
        }
        let out = card_command(dir.path(), &args);
        assert!(out.status.success(), "{out:?}");
        assert!(out.stdout.is_empty(), "nothing on standard output");
        let image = image::open(&file).unwrap().into_rgba8();
        assert_eq!(image.width(), WIDTH);
        assert_eq!(WIDTH, 1080);
        // Seven hands of the vector: the header, two sides, the race, seven rows, the play.
        assert!((1500..2000).contains(&image.height()), "{}", image.height());
        // The felt-green band at the top, the paper below, and the winner's gold row.
        assert_eq!(image.get_pixel(5, 5).0, [0x1f, 0x4d, 0x36, 0xff]);
        assert_eq!(
            image.get_pixel(5, image.height() - 5).0,
            [0xf6, 0xf3, 0xea, 0xff]
        );
        assert!(
            image.pixels().any(|p| p.0 == [0xff, 0xf1, 0xcc, 0xff]),
            "the winner's row"
        );
        pngs.push(std::fs::read(&file).unwrap());
    }
    // The Kreyòl card has other words on it.
    assert_ne!(pngs[0], pngs[1]);
}

/// The words of an SVG: the content of each `<text>`.
fn texts(svg: &str) -> Vec<String> {
    svg.split("<text")
        .skip(1)
        .filter_map(|t| Some(t.split_once('>')?.1.split_once("</text>")?.0.to_string()))
        .collect()
}

#[test]
fn the_card_says_the_match_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut save = saved(dir.path(), "all-fives-2p.fives", "m");
    save.about = notes::About {
        title: Some("Friday final".into()),
        note: Some("At Rose's & on the porch".into()),
    };
    let card = Card::of(&save).unwrap();
    // The vector's seven hands (`allfives score`): 55–25 after the first, 260–205 at the end;
    // Ana's [1-5] for 20 in hand 5 is the first of the two biggest plays.
    assert_eq!(card.hands.len(), 7);
    assert_eq!(card.hands[0].points, vec![55, 25]);
    assert_eq!(card.hands[6].scores, vec![260, 205]);
    let biggest = card.biggest.as_ref().unwrap();
    assert_eq!(
        (biggest.player.as_str(), biggest.points, biggest.hand),
        ("Ana", 20, 5)
    );
    let en = card.svg(&I18n::new(Lang::En));
    for seen in [
        "Friday final",
        "At Rose's &amp; on the porch",
        "2026-03-06 20:00",
        "Final scores",
        "Winner",
        "Score race",
        "Points per hand",
        "Hand 7",
        "Biggest play",
        "Ana · 20 points · Hand 5",
        ">260<",
        ">205<",
    ] {
        assert!(en.contains(seen), "the English card lacks {seen:?}");
    }
    let ht = card.svg(&I18n::new(Lang::Ht));
    for seen in [
        "Nòt final yo",
        "Moun ki genyen",
        "Kous nòt yo",
        "Pwen chak manch",
        "Manch 7",
        "Pi gwo kou",
        "Ana · 20 pwen · Manch 5",
    ] {
        assert!(ht.contains(seen), "the Kreyòl card lacks {seen:?}");
    }
    let words = texts(&ht);
    for english in ["Winner", "Score race", "Hand 7", "points"] {
        assert!(
            words.iter().all(|w| !w.contains(english)),
            "English on the Kreyòl card: {english}"
        );
    }
    assert!(texts(&en).iter().any(|w| w.contains("points")));
}

#[test]
fn a_fives_scale_card_says_what_the_biggest_play_moved_the_board() {
    let dir = tempfile::tempdir().unwrap();
    let save = saved(dir.path(), "five-up-2p.fives", "m");
    let card = Card::of(&save).unwrap();
    let biggest = card.biggest.clone().unwrap();
    let svg = card.svg(&I18n::new(Lang::En));
    let line = format!(
        "{} · {} points (÷5 = {}) · Hand {}",
        biggest.player,
        biggest.points,
        biggest.points / 5,
        biggest.hand
    );
    assert!(biggest.points.is_multiple_of(5) && biggest.points >= 10);
    assert!(
        texts(&svg).contains(&line),
        "{line} not in {:?}",
        texts(&svg)
    );
    // The final scores are on the board's scale: Five Up to 61.
    assert!(texts(&svg).contains(&"61".to_string()));
}

#[test]
fn an_unfinished_match_has_no_card() {
    let dir = tempfile::tempdir().unwrap();
    let save = saved(dir.path(), "muggins-4p.fives", "open");
    assert!(matches!(Card::of(&save), Err(CardError::Unfinished)));
    let file = dir.path().join("open.png");
    let out = card_command(dir.path(), &["card", "open", "-o", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the match is not finished"),
        "{out:?}"
    );
    assert!(!file.exists());
    let out = card_command(
        dir.path(),
        &["card", "nothing", "-o", file.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no match has the id 'nothing'"));
}
