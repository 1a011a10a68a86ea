//! The club page as a club of eight or twelve sees it, read from what is painted (egui_kittest,
//! no GPU): in English and Kreyòl, at 1280 × 800 and 900 × 600, the standings run under nothing,
//! the rating chart and its whole legend stay in the window; one colour per player, the same
//! in every folder; the chart's x-axis written as dates; head-to-head counting the chosen
//! period; a note that appears moves nothing down; the listing's Result and Time never cut; the
//! match card and the replay's charts colour a player as the club's chart does.

use std::path::Path;

use allfives::app::{App, I18n, Lang, Page, PeriodChoice};
use allfives::engine::random_play::{Leaders, play_with};
use allfives::engine::{Setup, Variant};
use allfives::store::{self, SaveFile, exchange};
use chrono::TimeZone;
use egui::epaint::Shape;
use egui::{Color32, Rect, Vec2};
use egui_kittest::kittest::Queryable;
use rand::SeedableRng;

mod common;
use common::ui::{H, click, click_label, harness_sized, painted_shapes, painted_texts};

const EIGHT: [&str; 8] = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"];
const TWELVE: [&str; 12] = [
    "Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou",
];
const WIDE: Vec2 = Vec2::new(1280.0, 800.0);
const SMALL: Vec2 = Vec2::new(900.0, 600.0);

/// A finished two-player All Fives match of `a` against `b` (random legal play, `seed`) saved
/// in `dir` as `id.ron`, started on `day` (2026, month `month`) at 20:00.
fn played(dir: &Path, id: &str, (a, b): (&str, &str), (month, day): (u32, u32), seed: u64) {
    let setup = Setup::new(vec![a.to_string(), b.to_string()], Variant::AllFives);
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let events = play_with(&mut rng, setup.clone(), 5_000, Leaders::AlwaysNamed).unwrap();
    let log = exchange::checked_log(setup, events).unwrap();
    let mut save = SaveFile::new(log);
    save.created = chrono::Local
        .with_ymd_and_hms(2026, month, day, 20, 0, 0)
        .unwrap();
    save.updated = save.created + chrono::Duration::minutes(42);
    store::save(&dir.join(format!("{id}.ron")), &save).unwrap();
}

/// A club of `names`: each one against the next, round and round, one match a day in March.
fn club_of(dir: &Path, names: &[&str], matches: usize) {
    for i in 0..matches {
        let pair = (names[i % names.len()], names[(i + 1) % names.len()]);
        played(
            dir,
            &format!("m{i:02}"),
            pair,
            (3, 1 + (i % 28) as u32),
            i as u64,
        );
    }
}

/// The app on `dir` in `lang`, at `size`, on the club page.
fn club_page(dir: &Path, lang: Lang, size: Vec2) -> H {
    let mut app = App::new(dir, lang);
    app.history_mut().scan_in_foreground = true;
    let i18n = I18n::new(lang);
    let mut h = harness_sized(app, size);
    click(&mut h, &i18n.t("hist-open"));
    click_label(&mut h, &i18n.t("hist-club"));
    assert_eq!(h.state().history().page, Page::Club);
    h
}

/// The rect of the widget labelled exactly `label` (the only one).
fn rect_of(h: &H, label: &str) -> Rect {
    h.get_by_label(label).rect()
}

/// The rects of every widget labelled exactly `label`.
fn rects_of(h: &H, label: &str) -> Vec<Rect> {
    h.query_all_by_label(label).map(|n| n.rect()).collect()
}

/// The rating chart's rect.
fn chart(h: &H, lang: Lang) -> Rect {
    let title = I18n::new(lang).t("club-rating-chart");
    h.get_by_role_and_label(egui::accesskit::Role::Image, &title)
        .rect()
}

#[test]
fn the_club_page_fits_in_both_languages_at_both_sizes() {
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &EIGHT, 16);
    for lang in [Lang::En, Lang::Ht] {
        let i18n = I18n::new(lang);
        for size in [WIDE, SMALL] {
            let h = club_page(dir.path(), lang, size);
            let at = format!("{lang:?} at {size:?}");
            // The standings' headings: whole in the window, and nothing of the head-to-head on
            // them.
            let heads = [
                "stats-player",
                "stats-played",
                "stats-won",
                "stats-win-rate",
                "stats-per-hand",
                "club-rating",
                "club-change",
            ];
            let h2h = [
                rect_of(&h, &i18n.t("club-h2h")),
                rect_of(&h, &i18n.t("club-h2h-first")),
                rect_of(&h, &i18n.t("club-h2h-second")),
            ];
            for id in heads {
                let head = i18n.t(id);
                let found = h
                    .query_all(egui_kittest::kittest::by().label_contains(&head))
                    .next()
                    .unwrap_or_else(|| panic!("{at}: no heading {head}"));
                let r = found.rect();
                assert!(r.right() <= size.x, "{at}: {head} cut at {r:?}");
                for other in h2h {
                    assert!(!r.intersects(other), "{at}: {head} {r:?} under {other:?}");
                }
            }
            // The chart in the window, and under it every player's name, whole.
            let plot = chart(&h, lang);
            assert!(plot.right() <= size.x, "{at}: the chart ends at {plot:?}");
            for name in EIGHT {
                let legend: Vec<Rect> = rects_of(&h, name)
                    .into_iter()
                    .filter(|r| r.top() >= plot.bottom())
                    .collect();
                assert_eq!(legend.len(), 1, "{at}: {name} in the legend: {legend:?}");
                assert!(legend[0].right() <= size.x, "{at}: {name} cut: {legend:?}");
            }
        }
    }
}

/// The colour of the legend's swatch beside `name` (the rect painted just left of it).
fn swatch(h: &H, lang: Lang, name: &str) -> Color32 {
    let plot = chart(h, lang);
    let label = rects_of(h, name)
        .into_iter()
        .find(|r| r.top() >= plot.bottom())
        .unwrap_or_else(|| panic!("{name} is not in the legend"));
    painted_shapes(h)
        .into_iter()
        .find_map(|(_, shape)| match shape {
            Shape::Rect(r)
                if r.rect.right() <= label.left()
                    && r.rect.right() >= label.left() - 20.0
                    && r.rect.center().y > label.top()
                    && r.rect.center().y < label.bottom() =>
            {
                Some(r.fill)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("no swatch beside {name}"))
}

/// Every colour a line is stroked in inside the chart.
fn line_colours(h: &H, lang: Lang) -> Vec<Color32> {
    let plot = chart(h, lang);
    let mut colours: Vec<Color32> = painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Path(p) if p.points.iter().all(|q| plot.expand(2.0).contains(*q)) => {
                match p.stroke.color {
                    egui::epaint::ColorMode::Solid(c) => Some(c),
                    egui::epaint::ColorMode::UV(_) => None,
                }
            }
            _ => None,
        })
        .collect();
    colours.sort_by_key(|c| c.to_array());
    colours.dedup();
    colours
}

#[test]
fn twelve_players_get_twelve_colours_and_a_name_keeps_its_colour_in_another_folder() {
    let twelve = tempfile::tempdir().unwrap();
    club_of(twelve.path(), &TWELVE, 24);
    let h = club_page(twelve.path(), Lang::En, WIDE);
    let mut swatches: Vec<Color32> = TWELVE.iter().map(|n| swatch(&h, Lang::En, n)).collect();
    let ana = swatches[0];
    let lines = line_colours(&h, Lang::En);
    for (name, colour) in TWELVE.iter().zip(&swatches) {
        assert!(
            lines.contains(colour),
            "{name}'s {colour:?} draws no line: {lines:?}"
        );
    }
    swatches.sort_by_key(|c| c.to_array());
    swatches.dedup();
    assert_eq!(swatches.len(), 12, "{swatches:?}");
    // Another club where Ana plays others: her colour is the same.
    let other = tempfile::tempdir().unwrap();
    club_of(other.path(), &["Zoe", "Ana", "Max"], 6);
    let h = club_page(other.path(), Lang::Ht, SMALL);
    assert_eq!(swatch(&h, Lang::Ht, "Ana"), ana);
}

#[test]
fn the_rating_chart_is_drawn_against_the_date() {
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &EIGHT, 16);
    let h = club_page(dir.path(), Lang::En, WIDE);
    let plot = chart(&h, Lang::En);
    let dates: Vec<String> = painted_texts(&h)
        .into_iter()
        .filter(|(r, t)| {
            plot.expand(30.0).contains(r.center())
                && t.len() == 10
                && t.starts_with("2026-0")
                && t.as_bytes()[7] == b'-'
        })
        .map(|(_, t)| t)
        .collect();
    // The matches run from 1 to 16 March: the axis writes days of March 2026.
    assert!(dates.len() >= 2, "{dates:?}");
    assert!(dates.iter().all(|d| d.starts_with("2026-03-")), "{dates:?}");
    let axis = painted_texts(&h)
        .into_iter()
        .any(|(_, t)| t == "the day each match started");
    assert!(axis);
}

#[test]
fn head_to_head_counts_the_period_chosen() {
    let dir = tempfile::tempdir().unwrap();
    // Ana and Ben: three matches in March, two in April.
    for (i, (month, day)) in [(3, 2), (3, 9), (3, 16), (4, 6), (4, 13)]
        .into_iter()
        .enumerate()
    {
        played(
            dir.path(),
            &format!("m{i}"),
            ("Ana", "Ben"),
            (month, day),
            i as u64,
        );
    }
    let mut h = club_page(dir.path(), Lang::En, WIDE);
    h.state_mut().history_mut().club.pair = [Some("Ana".into()), Some("Ben".into())];
    h.run();
    h.get_by_label("5 matches against each other");
    let club = &mut h.state_mut().history_mut().club;
    club.period = PeriodChoice::Season;
    club.season_from = "2026-04-01".into();
    h.run();
    h.get_by_label("2 matches against each other");
    assert_eq!(
        h.query_all_by_label("5 matches against each other").count(),
        0
    );
}

#[test]
fn a_note_that_appears_moves_nothing_down() {
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &EIGHT, 8);
    let mut h = club_page(dir.path(), Lang::En, WIDE);
    let before = rect_of(&h, "Standings");
    click(&mut h, "Export standings (CSV)");
    // The note says where the file went…
    assert!(
        painted_texts(&h)
            .iter()
            .any(|(_, t)| t.contains("standings.csv")),
        "no note"
    );
    // …and the page under it stays where it was.
    assert_eq!(rect_of(&h, "Standings"), before);
}

/// Every text painted cut short with "…" (elided).
fn cut_texts(h: &H) -> Vec<String> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Text(t) if t.galley.elided => Some(t.galley.text().to_string()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_listing_never_cuts_a_result_or_a_time() {
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &EIGHT, 8);
    for lang in [Lang::En, Lang::Ht] {
        let i18n = I18n::new(lang);
        for size in [WIDE, SMALL] {
            let mut app = App::new(dir.path(), lang);
            app.history_mut().scan_in_foreground = true;
            let mut h = harness_sized(app, size);
            click(&mut h, &i18n.t("hist-open"));
            // With a match's details open, the table is at its narrowest.
            click(&mut h, "2026-03-08 20:00");
            let at = format!("{lang:?} at {size:?}");
            // A result has its scores' dash, a time its minutes: neither is ever cut.
            let cut = cut_texts(&h);
            for text in &cut {
                assert!(
                    !text.contains('–') && !text.contains("min"),
                    "{at}: {text} is cut"
                );
            }
            // …nor run past the edge of what it is drawn in (the table's panel, the window).
            let mut times = 0;
            for (clip, shape) in painted_shapes(&h) {
                let Shape::Text(t) = shape else { continue };
                let text = t.galley.text();
                if text.contains('–') || text.contains("42 min") {
                    let r = t.galley.rect.translate(t.pos.to_vec2());
                    assert!(
                        r.right() <= clip.right() + 0.5,
                        "{at}: {text} {r:?} past {clip:?}"
                    );
                    times += usize::from(text.contains("42 min"));
                }
            }
            assert!(times >= 8, "{at}: {times} times painted");
        }
    }
}

/// Whether the picture `png` has a pixel of exactly `colour` (the inside of a dot or a line).
fn has_colour(png: &image::RgbaImage, colour: Color32) -> bool {
    png.pixels()
        .any(|p| p.0[..3] == [colour.r(), colour.g(), colour.b()] && p.0[3] == 255)
}

#[test]
fn the_card_and_the_replay_colour_a_player_as_the_clubs_chart_does() {
    // Cy and Dee ask for the same colour: in the club of eight Cy keeps it and Dee moves on.
    // A match of Dee against Eli (no Cy in it) still shows Dee in the club's colour for Dee.
    assert_eq!(
        allfives::app::theme::preferred_colour("Cy"),
        allfives::app::theme::preferred_colour("Dee")
    );
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &EIGHT, 16);
    let mut h = club_page(dir.path(), Lang::En, WIDE);
    let ana = swatch(&h, Lang::En, "Ana");
    let dee = swatch(&h, Lang::En, "Dee");
    let cy = swatch(&h, Lang::En, "Cy");
    assert_ne!(dee, cy);
    // m03 is Dee against Eli, m07 Hal against Ana: their cards, saved from the window.
    click_label(&mut h, "Matches");
    for (id, day, colour, not) in [("m03", 4, dee, cy), ("m07", 8, ana, cy)] {
        click(&mut h, &format!("2026-03-0{day} 20:00"));
        click(&mut h, "Match card (PNG)");
        let card = image::open(dir.path().join(format!("exports/{id}-card.png")))
            .unwrap()
            .to_rgba8();
        assert!(
            has_colour(&card, colour),
            "{id}: the club's colour {colour:?} is not on the card"
        );
        assert!(
            !has_colour(&card, not),
            "{id}: Cy's colour {not:?} is on a card without Cy"
        );
    }
    // The replay of Dee against Eli: Dee's line in the club's colour for Dee.
    click(&mut h, "2026-03-04 20:00");
    click(&mut h, "↺ Replay");
    h.run();
    let race = h
        .get_by_role_and_label(egui::accesskit::Role::Image, "Score race")
        .rect();
    let lines: Vec<Color32> = painted_shapes(&h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Path(p) if p.points.len() > 2 && race.contains(p.points[0]) => {
                match p.stroke.color {
                    egui::epaint::ColorMode::Solid(c) => Some(c),
                    egui::epaint::ColorMode::UV(_) => None,
                }
            }
            _ => None,
        })
        .collect();
    assert!(
        lines.contains(&dee),
        "Dee's {dee:?} not in the race: {lines:?}"
    );
    assert!(!lines.contains(&cy), "Cy's {cy:?} in a race without Cy");
}

#[test]
fn the_tables_pegboard_pegs_each_side_in_its_names_colour() {
    // Five Up keeps its scores on the cribbage board: Ana has led the 5-5 (2 on the ÷5 scale).
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::FiveUp);
    let mut log = allfives::engine::MatchLog::new(setup).unwrap();
    log.push(allfives::engine::Event::HandStarted {
        leader: Some(allfives::engine::Seat(0)),
    })
    .unwrap();
    log.push(common::lead(0, "5-5")).unwrap();
    store::save(&dir.path().join("live.ron"), &SaveFile::new(log)).unwrap();
    let h = harness_sized(App::new(dir.path(), Lang::En), WIDE);
    let board = h
        .get_by_role_and_label(egui::accesskit::Role::Image, "Ana 2, Ben 0")
        .rect();
    // Their names' colours as their match gives them: Ben's teal sits next to Ana's green-teal
    // on the wheel, so at the table he takes one a glance tells apart.
    let none: [&str; 0] = [];
    let colours = allfives::app::theme::match_colours(&none, &["Ana", "Ben"]);
    assert_ne!(
        colours,
        allfives::app::theme::player_colours(&["Ana", "Ben"]),
        "Ben moves"
    );
    let pegs: Vec<Color32> = painted_shapes(&h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Circle(c) if board.contains(c.center) && c.radius > 2.0 => Some(c.fill),
            _ => None,
        })
        .collect();
    for (name, colour) in ["Ana", "Ben"].iter().zip(&colours) {
        assert!(
            pegs.contains(colour),
            "{name}'s {colour:?} pegs nothing: {pegs:?}"
        );
    }
}

/// Head-to-head's last meetings put the winner's score first, as the history's Result does:
/// `2026-03-04 · Ben · 250–190`, never `Ben · 190–250`.
#[test]
fn the_last_meetings_put_the_winners_score_first() {
    let dir = tempfile::tempdir().unwrap();
    club_of(dir.path(), &["Ana", "Ben"], 8);
    let mut h = club_page(dir.path(), Lang::En, WIDE);
    // Ana against Ben, as the two boxes choose them.
    h.state_mut().history_mut().club.pair = [Some("Ana".into()), Some("Ben".into())];
    h.run();
    let meetings: Vec<(String, i64, i64)> = painted_texts(&h)
        .into_iter()
        .filter_map(|(_, text)| {
            let mut parts = text.split(" · ");
            let (day, winner, points) = (parts.next()?, parts.next()?, parts.next()?);
            (day.len() == 10 && day.starts_with("2026-")).then_some(())?;
            let (a, b) = points.split_once('–')?;
            Some((winner.to_string(), a.parse().ok()?, b.parse().ok()?))
        })
        .collect();
    assert_eq!(meetings.len(), 5, "{meetings:?}");
    assert!(
        meetings.iter().any(|(w, _, _)| w == "Ana") && meetings.iter().any(|(w, _, _)| w == "Ben"),
        "both win one: {meetings:?}"
    );
    for (winner, first, second) in &meetings {
        assert!(first > second, "{winner} won {first}–{second}");
    }
}
