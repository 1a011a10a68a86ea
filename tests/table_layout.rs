//! The layout as the table found it wanting, each through the real table view with egui_kittest
//! (no GPU), read from what the view paints (the felt, the tile faces, the compass and its texts)
//! so each test can run against the code before the fix:
//! - a drawn tile never moves or turns as the hand grows; the felt does not move when an end
//!   choice opens; an arm runs straight until it nears the edge and never snakes back toward
//!   the other arm;
//! - the compass covers no tile, and its middle is named (the hub, never a bare number);
//! - the count's terms keep the compass order (hub, left, right, up, down) in the headline, the
//!   log and the compass;
//! - what each open end shows: the pip that plays there, `counts 6` beside a double (hidden with
//!   the count), clear of the tiles; a refusal lists the open ends in the compass order;
//! - nothing drawn for a tile is cut at the felt's edge; the compass keeps one corner for the
//!   hand and fits its words; the end-of-hand dialog draws a Five Up layout readable.

use allfives::app::Lang;
use allfives::app::{App, TableCommand, theme};
use allfives::engine::Seat;
use allfives::engine::record::replay;
use allfives::engine::{Event, MatchLog, MugginsRule, Setup, Variant};
use allfives::store::{self, SaveFile};
use egui::epaint::Shape;
use egui::{Rect, Vec2};
use egui_kittest::kittest::Queryable;

mod common;
use common::ui::{H, click, click_label, harness_sized, painted_shapes, save_events, save_match};
use common::{dealt, placed, t, two, vectors};

/// The app on a saves folder holding one match of `setup` whose first hand Ana leads, with
/// `events` after the deal, in a window of `size`.
fn app_with(saves: &std::path::Path, setup: Setup, events: &[Event], size: Vec2) -> H {
    save_match(saves, setup, events);
    harness_sized(App::new(saves, Lang::En), size)
}

/// The app on a saves folder holding one match of `setup` made of `events`.
fn app_from(saves: &std::path::Path, setup: Setup, events: &[Event], size: Vec2) -> H {
    save_events(saves, setup, events);
    harness_sized(App::new(saves, Lang::En), size)
}

/// Two players placing `moves` in turn, Ana first, each drawing a tile before every placement
/// after the fourth so that no one runs out (a long Five Up hand from the start).
fn alternating_with_draws(moves: &[(&str, Option<&str>)]) -> Vec<Event> {
    let mut events = Vec::new();
    for (k, (tile, on)) in moves.iter().enumerate() {
        if k >= 4 {
            events.push(Event::TilesDrawn {
                player: Seat(k % 2),
                count: 1,
            });
        }
        events.push(placed(k % 2, tile, *on));
    }
    events
}

/// What the table view painted, in paint order.
#[derive(Debug)]
struct Painted {
    /// The felt.
    felt: Rect,
    /// The face of each tile on the felt, in node order (the compass's own little tile left out).
    tiles: Vec<Rect>,
    /// The arm compass's disc or panel.
    compass: Option<Rect>,
    /// Every text, with where it is.
    texts: Vec<(Rect, String)>,
}

fn painted(h: &H) -> Painted {
    let shapes: Vec<Shape> = painted_shapes(h).into_iter().map(|(_, s)| s).collect();
    let felts = [
        theme::felt(&egui::Visuals::dark()),
        theme::felt(&egui::Visuals::light()),
    ];
    let mut p = Painted {
        felt: Rect::NOTHING,
        tiles: Vec::new(),
        compass: None,
        texts: Vec::new(),
    };
    for shape in &shapes {
        match shape {
            Shape::Rect(r)
                if felts.contains(&r.fill)
                    && (p.felt == Rect::NOTHING || r.rect.area() > p.felt.area()) =>
            {
                p.felt = r.rect;
            }
            Shape::Rect(r) if r.fill == theme::COMPASS_DISC => p.compass = Some(r.rect),
            Shape::Circle(c) if c.fill == theme::COMPASS_DISC => {
                p.compass = Some(Rect::from_center_size(
                    c.center,
                    Vec2::splat(2.0 * c.radius),
                ));
            }
            Shape::Text(text) => {
                let rect = text.galley.rect.translate(text.pos.to_vec2());
                p.texts.push((rect, text.galley.text().to_string()));
            }
            _ => {}
        }
    }
    let in_compass = |r: &Rect| p.compass.is_some_and(|c| c.contains_rect(*r));
    p.tiles = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Rect(r) if r.fill == theme::IVORY => Some(r.rect),
            _ => None,
        })
        .filter(|r| p.felt.contains_rect(*r) && !in_compass(r))
        .collect();
    p
}

/// Each tile as `(centre, vertical)` in the lead's frame: offsets from the lead's centre in
/// tile widths (a tile's short side), so a zoom or a shift of the view changes nothing.
fn relative(tiles: &[Rect]) -> Vec<(Vec2, bool)> {
    let Some(lead) = tiles.first() else {
        return Vec::new();
    };
    let unit = lead.width().min(lead.height());
    tiles
        .iter()
        .map(|r| ((r.center() - lead.center()) / unit, r.height() > r.width()))
        .collect()
}

/// The events of the first hand of a record, up to its last placement (the deal left out).
fn first_hand(record: &str) -> (Setup, Vec<Event>) {
    let text = std::fs::read_to_string(vectors().join(record)).unwrap();
    let replayed = replay(&text);
    let mut events = Vec::new();
    for (_, event) in replayed.events {
        match event {
            Event::HandStarted { .. } if events.is_empty() => events.push(event),
            Event::TilePlaced { .. } | Event::TilesDrawn { .. } | Event::Passed { .. } => {
                events.push(event);
            }
            _ => break,
        }
    }
    // The last placement dominoes: the hand is over and the table shows the end-of-hand dialog.
    events.pop();
    (replayed.setup.unwrap(), events)
}

#[test]
fn a_tile_never_moves_or_turns_once_it_is_drawn() {
    // The first hand of the four-player record (a spinner mid-line, 16 placements),
    // undone entry by entry: each layout is the next one without its last tile, every other
    // tile in the same place and the same way round relative to the lead.
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(900.0, 600.0)] {
        let saves = tempfile::tempdir().unwrap();
        let (setup, events) = first_hand("matches/all-fives-4p.fives");
        let mut h = app_from(saves.path(), setup, &events, size);
        let mut drawn = vec![relative(&painted(&h).tiles)];
        let placed = h
            .state()
            .game()
            .unwrap()
            .hand()
            .unwrap()
            .layout
            .nodes()
            .len();
        assert!(placed >= 16, "{placed} tiles");
        assert_eq!(drawn[0].len(), placed);
        while drawn.last().is_some_and(|d| d.len() > 1) {
            h.state_mut().apply(TableCommand::Undo);
            h.run();
            let now = relative(&painted(&h).tiles);
            if now.len() != drawn.last().unwrap().len() {
                drawn.push(now);
            }
        }
        for pair in drawn.windows(2) {
            let (more, fewer) = (&pair[0], &pair[1]);
            assert_eq!(fewer.len() + 1, more.len());
            for (i, (a, b)) in fewer.iter().zip(more).enumerate() {
                assert!(
                    (a.0 - b.0).length() < 0.05 && a.1 == b.1,
                    "{size:?}: tile {i} of {} moved or turned when tile {} came: {a:?} then {b:?}",
                    fewer.len(),
                    more.len(),
                );
            }
        }
    }
}

#[test]
fn the_felt_stays_put_when_an_end_choice_opens() {
    // [2-5] fits the 2 of [2-4] and the 5 of [4-5]; clicking it opens the choice of
    // ends. Neither the felt nor any tile moves.
    let saves = tempfile::tempdir().unwrap();
    let events = [placed(0, "2-4", None), placed(1, "4-5", Some("2-4"))];
    let size = Vec2::new(1280.0, 800.0);
    let mut h = app_with(saves.path(), two(Variant::AllFives), &events, size);
    let before = painted(&h);
    click(&mut h, "two-five");
    assert_eq!(
        h.state().view().choosing,
        Some(t("2-5")),
        "the choice is open"
    );
    let after = painted(&h);
    assert_eq!(before.felt, after.felt, "the felt moved");
    assert_eq!(before.tiles, after.tiles, "the tiles moved");
}

#[test]
fn an_arm_runs_straight_until_it_nears_the_edge() {
    // With no spinner (Muggins) a lead and six tiles on one side, eleven units of a
    // felt that is nearly empty: one straight line.
    let saves = tempfile::tempdir().unwrap();
    let events = [
        placed(0, "0-1", None),
        placed(1, "1-2", Some("0-1")),
        placed(0, "2-3", Some("1-2")),
        placed(1, "3-4", Some("2-3")),
        placed(0, "4-5", Some("3-4")),
        placed(1, "5-6", Some("4-5")),
        placed(0, "6-0", Some("5-6")),
    ];
    let size = Vec2::new(1280.0, 800.0);
    let h = app_with(saves.path(), two(Variant::Muggins), &events, size);
    let tiles = relative(&painted(&h).tiles);
    assert_eq!(tiles.len(), 7);
    for (i, (centre, vertical)) in tiles.iter().enumerate() {
        assert!(
            centre.y.abs() < 0.05 && !vertical,
            "tile {i} left the line: {centre:?}"
        );
    }
}

#[test]
fn an_arm_never_snakes_back_toward_the_other_arm() {
    // A long line with no spinner (Muggins), most of it on the right of the lead; the
    // right arm turns at the edge but never comes back across the lead's column toward the
    // left arm, and the left arm never crosses to the right.
    let saves = tempfile::tempdir().unwrap();
    let chain = [
        "1-1", "1-2", "2-2", "2-3", "3-3", "3-4", "4-4", "4-5", "5-5", "5-6", "6-6", "6-0", "0-0",
        "0-2", "2-4", "4-6", "6-1", "1-3",
    ];
    let mut moves: Vec<(&str, Option<String>)> = vec![("0-1", None)];
    let mut on = "0-1".to_string();
    for tile in chain {
        moves.push((tile, Some(on.clone())));
        on = tile.to_string();
    }
    // The left arm: a few tiles on the lead's 0.
    for (tile, on) in [("0-3", "0-1"), ("3-5", "0-3"), ("5-0", "3-5")] {
        moves.push((tile, Some(on.to_string())));
    }
    // Each player draws a tile before every placement after their sixth, so neither runs out.
    let mut events = Vec::new();
    for (k, (tile, on)) in moves.iter().enumerate() {
        let player = k % 2;
        if k >= 12 {
            events.push(Event::TilesDrawn {
                player: Seat(player),
                count: 1,
            });
        }
        events.push(placed(player, tile, on.as_deref()));
    }
    let size = Vec2::new(1280.0, 800.0);
    let h = app_with(saves.path(), two(Variant::Muggins), &events, size);
    let tiles = relative(&painted(&h).tiles);
    assert_eq!(tiles.len(), 22);
    // Nodes 1..=18 are the right arm (on the lead's 1), 19..=21 the left arm.
    for (i, (centre, _)) in tiles.iter().enumerate().skip(1) {
        if i <= 18 {
            assert!(centre.x > 1.0, "right arm tile {i} came back to {centre:?}");
        } else {
            assert!(centre.x < -1.0, "left arm tile {i} crossed to {centre:?}");
        }
    }
}

#[test]
fn the_compass_covers_no_tile() {
    // The first hand of the four-player record at the smallest window, after every
    // placement: no tile under the compass.
    let saves = tempfile::tempdir().unwrap();
    let (setup, events) = first_hand("matches/all-fives-4p.fives");
    let mut h = app_from(saves.path(), setup, &events, Vec2::new(900.0, 600.0));
    let mut seen = 0;
    loop {
        let p = painted(&h);
        if let Some(compass) = p.compass {
            seen += 1;
            for (i, tile) in p.tiles.iter().enumerate() {
                assert!(
                    !tile.intersects(compass),
                    "tile {i} {tile:?} lies under the compass {compass:?} ({} tiles)",
                    p.tiles.len()
                );
            }
        }
        if p.tiles.len() <= 1 {
            break;
        }
        h.state_mut().apply(TableCommand::Undo);
        h.run();
    }
    assert!(seen >= 16, "the compass showed {seen} times");
}

#[test]
fn the_compass_middle_is_the_hub_and_says_what_it_counts() {
    // A plain lead [4-6] has two arms, 4 and 6; the compass shows them and no other
    // number (the old middle showed an unnamed 10).
    let saves = tempfile::tempdir().unwrap();
    let size = Vec2::new(1280.0, 800.0);
    let h = app_with(
        saves.path(),
        two(Variant::AllFives),
        &[placed(0, "4-6", None)],
        size,
    );
    let p = painted(&h);
    let compass = p.compass.expect("a compass");
    let mut numbers: Vec<&str> = p
        .texts
        .iter()
        .filter(|(r, _)| compass.contains_rect(*r))
        .map(|(_, s)| s.as_str())
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, vec!["4", "6"]);
    h.get_by_label("Arm ends: 4, 6");
    // The spinner [5-5] with [5-0] on one side still counts both halves: the compass names it.
    let saves = tempfile::tempdir().unwrap();
    let events = [placed(0, "5-5", None), placed(1, "5-0", Some("5-5"))];
    let h = app_with(saves.path(), two(Variant::AllFives), &events, size);
    h.get_by_label("[5-5] counts 10");
    h.get_by_label("Arm ends: 0");
    let p = painted(&h);
    let compass = p.compass.expect("a compass");
    let bare_ten = p
        .texts
        .iter()
        .any(|(r, s)| compass.contains_rect(*r) && s == "10");
    assert!(!bare_ten, "a bare 10 in the compass");
}

#[test]
fn the_terms_keep_the_compass_order() {
    // RULES.md §7's four arms ([5-5] led; [5-0] left, [5-3] right, [5-2] up, [5-6]
    // down: 0 + 3 + 2 + 6 = 11), then [0-1] on the left arm: its 1 stays first.
    let saves = tempfile::tempdir().unwrap();
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-0", Some("5-5")),
        placed(0, "5-3", Some("5-5")),
        placed(1, "5-2", Some("5-5")),
        placed(0, "5-6", Some("5-5")),
        placed(1, "0-1", Some("5-0")),
    ];
    let size = Vec2::new(1280.0, 800.0);
    let h = app_with(saves.path(), two(Variant::AllFives), &events, size);
    h.get_by_label("1 + 3 + 2 + 6 = 12 · no points");
    h.get_by_label("Arm ends: 1, 3, 2, 6");
    let log = &common::drawn_log(h.state());
    assert!(
        log.iter()
            .any(|line| line.contains("[5-6] 0 + 3 + 2 + 6 = 11")),
        "{log:?}"
    );
    assert!(
        log.iter()
            .any(|line| line.contains("[0-1] 1 + 3 + 2 + 6 = 12")),
        "{log:?}"
    );
}

#[test]
fn at_the_smallest_window_the_top_bar_keeps_where_the_match_stands_whole() {
    // 900 × 600, the window's minimum: "Hand 1 · Ben to play" is painted whole (the Table mode
    // button gives way; it is in ☰ and on F11); at 1280 the button is there.
    let shown = |width: f32| {
        let saves = tempfile::tempdir().unwrap();
        let mut m = dealt(two(Variant::AllFives));
        m.push(Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        })
        .unwrap();
        store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
        let h = harness_sized(App::new(saves.path(), Lang::En), Vec2::new(width, 600.0));
        let elided = h.output().shapes.iter().any(|s| match &s.shape {
            Shape::Text(t) => t.galley.elided && t.galley.job.text == "Hand 1 · Ben to play",
            _ => false,
        });
        let button = h
            .query_by_role_and_label(egui::accesskit::Role::Button, "Table mode")
            .is_some();
        (elided, button)
    };
    assert_eq!(shown(900.0), (false, false));
    assert_eq!(shown(1280.0), (false, true));
}

#[test]
fn pass_keeps_its_place_as_the_draw_several_buttons_come_and_go() {
    // Ben to play after Ana's lead, with 10, 3, 1 and 0 tiles left to draw: seven buttons to
    // draw several, two, none, and then Pass is the one to press. Pass never moves.
    let pass_at = |drawn: u8, size: Vec2| {
        let saves = tempfile::tempdir().unwrap();
        let mut events = vec![placed(0, "5-5", None)];
        if drawn > 0 {
            events.push(Event::TilesDrawn {
                player: Seat(1),
                count: drawn,
            });
        }
        let h = app_with(saves.path(), two(Variant::AllFives), &events, size);
        let pass = h.get_by_role_and_label(egui::accesskit::Role::Button, "Pass");
        (pass.rect(), h.query_by_label("Draw 2 tiles").is_some())
    };
    let wide = Vec2::new(1280.0, 800.0);
    let (seven, buttons) = pass_at(0, wide);
    assert!(buttons, "ten tiles to draw: the buttons to draw several");
    for drawn in [7, 9, 10] {
        let (pass, _) = pass_at(drawn, wide);
        assert_eq!(pass, seven, "Pass moved with {drawn} tiles drawn");
    }
    // At the smallest window, with nothing left to draw, Pass is in sight above the picker.
    let (pass, _) = pass_at(10, Vec2::new(900.0, 600.0));
    assert!(pass.bottom() < 440.0, "Pass at {pass:?}");
}

#[test]
fn the_rules_on_the_table_are_painted_whole_with_exactly() {
    // Every house rule away from its preset: the longest rules line. At 1280 the top bar paints
    // it whole on a line of its own, "exactly 61" included; at the smallest window the bar cuts
    // it short, and the target under the scores still says "to exactly 61".
    let mut setup = two(Variant::AllFives);
    setup.rules.exact_target = true;
    setup.rules.target = 61;
    setup.rules.draw_when_able = true;
    setup.rules.boneyard_reserve = 2;
    setup.rules.muggins = allfives::engine::MugginsRule::Steal;
    setup.rules.end_of_hand = allfives::engine::EndOfHand::Difference;
    let galleys = |width: f32| {
        let saves = tempfile::tempdir().unwrap();
        let h = app_with(
            saves.path(),
            setup.clone(),
            &[placed(0, "5-5", None)],
            Vec2::new(width, 600.0),
        );
        // Each painted text with whether it was cut and how many lines it takes.
        let mut found = Vec::new();
        for (_, shape) in painted_shapes(&h) {
            if let Shape::Text(t) = shape {
                let text = t.galley.job.text.clone();
                found.push((text, t.galley.elided, t.galley.rows.len()));
            }
        }
        found
    };
    let wide = galleys(1280.0);
    let rules: Vec<_> = wide
        .iter()
        .filter(|(t, _, _)| t.starts_with("All Fives · "))
        .collect();
    assert_eq!(rules.len(), 1, "{rules:?}");
    let (text, elided, lines) = rules[0];
    assert!(text.ends_with("to exactly 61"), "{text}");
    assert!(!elided, "the rules are cut: {text}");
    assert!(*lines <= 2, "the rules take {lines} lines");
    for width in [900.0, 1280.0] {
        let target = galleys(width)
            .into_iter()
            .find(|(t, _, _)| t == "to exactly 61");
        assert!(
            target.is_some_and(|(_, elided, _)| !elided),
            "at {width}: the target under the scores"
        );
    }
}

#[test]
fn three_players_on_the_board_view_keep_rows_of_the_hands_log_above_the_picker() {
    // Ana, Ben and Cy, six placements, the scores shown on the board: the hand's log keeps at
    // least three whole rows, and nothing of the scores panel runs into the picker.
    let saves = tempfile::tempdir().unwrap();
    let three = Setup::new(
        vec!["Ana".into(), "Ben".into(), "Cy".into()],
        Variant::AllFives,
    );
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-0", Some("5-5")),
        placed(2, "5-3", Some("5-5")),
        placed(0, "5-2", Some("5-5")),
        placed(1, "5-6", Some("5-5")),
        placed(2, "0-1", Some("5-0")),
    ];
    let mut h = app_with(saves.path(), three, &events, Vec2::new(1280.0, 800.0));
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, "How the scores are shown")
        .click();
    h.run();
    click_label(&mut h, "Board");
    h.run();
    let picker_top = ["zero-zero", "six-six", "one-one"]
        .iter()
        .map(|tile| {
            h.get_by_role_and_label(egui::accesskit::Role::Button, tile)
                .rect()
                .top()
        })
        .fold(f32::INFINITY, f32::min);
    // The log's rows whole in sight: under its title, above the picker.
    let title = painted(&h)
        .texts
        .into_iter()
        .find(|(_, t)| t.starts_with("Hand 1 · click an entry"))
        .map(|(r, _)| r.bottom())
        .expect("the log's title");
    let rows: Vec<Rect> = h
        .query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
        .map(|n| n.rect())
        .filter(|r| r.left() < 250.0 && r.height() >= 40.0)
        .filter(|r| r.top() >= title && r.bottom() <= picker_top)
        .collect();
    assert!(
        rows.len() >= 3,
        "{} whole rows of the log: {rows:?}",
        rows.len()
    );
    let lines: Vec<(Rect, String)> = painted(&h)
        .texts
        .into_iter()
        .filter(|(r, _)| r.left() < 250.0 && r.bottom() > picker_top && r.top() < picker_top)
        .collect();
    assert!(
        lines.is_empty(),
        "the scores panel runs into the picker: {lines:?}"
    );
}

/// The texts painted on the felt outside the compass: the ends' labels.
fn end_texts(p: &Painted) -> Vec<(Rect, String)> {
    p.texts
        .iter()
        .filter(|(r, _)| p.felt.contains_rect(*r) && !p.compass.is_some_and(|c| c.intersects(*r)))
        .cloned()
        .collect()
}

#[test]
fn an_open_end_shows_the_pip_that_plays_there_and_a_double_what_it_counts_beside_it() {
    // [5-5] led (the spinner), [5-3] on one side, [3-3] on the 3: the arm ends in [3-3]. A
    // player reads the end as what plays there, so the felt writes 3 in large type and `counts
    // 6` beside it, smaller; the spinner's free side 5, with `counts 10` (the old felt wrote a
    // bare 6 and 10, read as "a 6 plays there").
    let saves = tempfile::tempdir().unwrap();
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-3", Some("5-5")),
        placed(0, "3-3", Some("5-3")),
    ];
    let h = app_with(
        saves.path(),
        two(Variant::AllFives),
        &events,
        Vec2::new(1280.0, 800.0),
    );
    let p = painted(&h);
    // In paint order (node order), `counts 10` and `counts 6`, each on one line.
    let words: Vec<String> = end_texts(&p).into_iter().map(|(_, s)| s).collect();
    assert_eq!(words.join(" "), "5 counts 10 3 counts 6", "{:?}", p.texts);
    h.get_by_label("open end 5 on the spinner's side = 10");
    // The pip in large type, what it counts smaller.
    let size = |w: &str| {
        end_texts(&p)
            .into_iter()
            .find(|(_, s)| s == w)
            .map(|(r, _)| r.height())
            .unwrap()
    };
    assert!(size("counts 6") < size("3") * 0.8);
    // Each label clear of every tile: the spinner's count no longer touches it.
    for (r, s) in end_texts(&p) {
        for (i, tile) in p.tiles.iter().enumerate() {
            assert!(
                !r.intersects(tile.expand(2.0)),
                "{s:?} at {r:?} touches tile {i} {tile:?}"
            );
        }
    }
}

#[test]
fn while_the_count_is_hidden_the_pips_show_and_what_a_double_counts_does_not() {
    // Muggins: Ana's [3-3] ends the arm and her announcement is still to come. The pip that
    // plays there is no count: 3 shows (the old felt showed nothing); `counts 6` is hidden.
    let saves = tempfile::tempdir().unwrap();
    let mut setup = two(Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    let events = [
        placed(0, "5-5", None),
        Event::PointsAnnounced {
            player: Seat(0),
            points: 10,
        },
        placed(1, "5-3", Some("5-5")),
        Event::PointsAnnounced {
            player: Seat(1),
            points: 0,
        },
        placed(0, "3-3", Some("5-3")),
    ];
    let h = app_with(saves.path(), setup, &events, Vec2::new(1280.0, 800.0));
    assert!(h.state().table_view().count_hidden);
    let p = painted(&h);
    let words: Vec<String> = end_texts(&p).into_iter().map(|(_, s)| s).collect();
    assert_eq!(words, ["5", "3"], "{:?}", p.texts);
}

#[test]
fn a_refusal_lists_the_open_ends_in_the_compass_order() {
    // [4-6] led: its 4 is the west arm, its 6 the east. [6-1] goes east first, then [4-2] west:
    // the open ends are 2 (west) and 1 (east), the order of the felt and the count, whatever
    // order they were played in (the old refusal said "1 and 2").
    let saves = tempfile::tempdir().unwrap();
    let events = [
        placed(0, "4-6", None),
        placed(1, "6-1", Some("4-6")),
        placed(0, "4-2", Some("4-6")),
    ];
    let mut h = app_with(
        saves.path(),
        two(Variant::AllFives),
        &events,
        Vec2::new(1280.0, 800.0),
    );
    h.state_mut().apply(TableCommand::PickTile(t("3-3")));
    h.run();
    h.get_by_label("3-3 does not fit: the open ends are 2 and 1");
}

#[test]
fn the_compass_keeps_one_corner_for_the_hand() {
    // The first hand of the four-player record at the smallest window, undone placement by
    // placement: the compass stays in one corner (it used to jump to whichever corner the
    // tiles left free).
    let saves = tempfile::tempdir().unwrap();
    let (setup, events) = first_hand("matches/all-fives-4p.fives");
    let mut h = app_from(saves.path(), setup, &events, Vec2::new(900.0, 600.0));
    let mut corners = Vec::new();
    loop {
        let p = painted(&h);
        if let Some(compass) = p.compass {
            corners.push((
                compass.right() - p.felt.right(),
                compass.top() - p.felt.top(),
            ));
        }
        if p.tiles.len() <= 1 {
            break;
        }
        h.state_mut().apply(TableCommand::Undo);
        h.run();
    }
    assert!(corners.len() >= 16, "{corners:?}");
    let first = corners[0];
    for c in &corners {
        assert!(
            (c.0 - first.0).abs() < 0.5 && (c.1 - first.1).abs() < 0.5,
            "{corners:?}"
        );
    }
}

#[test]
fn the_compass_fits_its_words_on_a_branched_five_up_layout() {
    // Five Up, every double a spinner: the west arm branches at [4-4] and [6-6], so its terms
    // are `3+0+1+1+2`; every text of the compass lies inside it (the old one ran off its side).
    let saves = tempfile::tempdir().unwrap();
    let moves = [
        ("5-5", None),
        ("5-4", Some("5-5")),
        ("4-4", Some("5-4")),
        ("4-6", Some("4-4")),
        ("4-1", Some("4-4")),
        ("4-2", Some("4-4")),
        ("6-6", Some("4-6")),
        ("6-3", Some("6-6")),
        ("6-0", Some("6-6")),
        ("6-1", Some("6-6")),
    ];
    let events = alternating_with_draws(&moves);
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(900.0, 600.0)] {
        let h = app_with(saves.path(), two(Variant::FiveUp), &events, size);
        let p = painted(&h);
        let compass = p.compass.expect("a compass");
        h.get_by_label("Arm ends: 3, 0, 1, 1, 2");
        let inside: Vec<&(Rect, String)> = p
            .texts
            .iter()
            .filter(|(r, _)| r.intersects(compass))
            .collect();
        assert!(
            inside.iter().any(|(_, s)| s.contains("3+0")),
            "{size:?}: {inside:?}"
        );
        for (r, s) in inside {
            assert!(
                compass.expand(0.5).contains_rect(*r),
                "{size:?}: {s:?} at {r:?} runs out of the compass {compass:?}"
            );
        }
    }
}

/// Every shape the layout painted on the felt (clipped to it) that reaches beyond it, with what
/// it is: a tile's glow or outline, a badge, a label cut at the felt's edge.
fn cut_at_the_edge(h: &H) -> Vec<String> {
    let felt = painted(h).felt;
    let mut cut = Vec::new();
    for (clip_rect, s) in painted_shapes(h) {
        if clip_rect != felt {
            continue;
        }
        let r = s.visual_bounding_rect();
        if r.is_positive() && !felt.expand(0.5).contains_rect(r) {
            cut.push(format!("{r:?} {:?}", std::mem::discriminant(&s)));
        }
    }
    cut
}

#[test]
fn nothing_drawn_for_a_tile_is_cut_at_the_felts_edge() {
    // Five Up: [5-5] led, its sides covered, an arm of spinners up its top tip; then [2-1],
    // which fits several ends, glows on each with its badge. No glow, outline, ring, badge or
    // label reaches past the felt (they were cut where arms grew up or down).
    let saves = tempfile::tempdir().unwrap();
    // The arm's first nine tiles, up to [6-6].
    let moves = &common::FIVE_UP_ARM_OF_SPINNERS[..9];
    let events = alternating_with_draws(moves);
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(900.0, 600.0)] {
        let mut h = app_with(saves.path(), two(Variant::FiveUp), &events, size);
        let cut = cut_at_the_edge(&h);
        assert!(cut.is_empty(), "{size:?}: {cut:?}");
        h.state_mut().apply(TableCommand::PickTile(t("2-1")));
        h.run();
        assert!(h.state().view().choosing.is_some(), "the ends light up");
        let cut = cut_at_the_edge(&h);
        assert!(cut.is_empty(), "{size:?} with the ends lit: {cut:?}");
    }
    // The first hand of the four-player record, placement by placement, at the smallest window.
    let saves = tempfile::tempdir().unwrap();
    let (setup, events) = first_hand("matches/all-fives-4p.fives");
    let mut h = app_from(saves.path(), setup, &events, Vec2::new(900.0, 600.0));
    loop {
        let cut = cut_at_the_edge(&h);
        let p = painted(&h);
        assert!(cut.is_empty(), "{} tiles: {cut:?}", p.tiles.len());
        if p.tiles.len() <= 1 {
            break;
        }
        h.state_mut().apply(TableCommand::Undo);
        h.run();
    }
}

/// A Five Up hand of 22 tiles that Ben dominoes, its arm of spinners turned along the top.
const FIVE_UP_DOMINO: &str = "variant: five-up\nplayers: Ana, Ben\n\nhand 1\nAna: 5-5\nBen: 5-1 on 5-5\nAna: 5-2 on 5-5\nBen: 5-3 on 5-5\nAna: 3-3 on 5-3\nBen: 3-4 on 3-3\nAna: draw\nAna: 4-4 on 3-4\nBen: draw\nBen: 4-6 on 4-4\nAna: draw\nAna: 6-6 on 4-6\nBen: draw\nBen: 6-0 on 6-6\nAna: draw\nAna: 0-0 on 6-0\nBen: draw\nBen: 0-4 on 0-0\nAna: draw\nAna: 4-2 on 0-4\nBen: draw\nBen: 5-6 on 5-5\nAna: draw\nAna: 1-1 on 5-1\nBen: draw\nBen: 6-2 on 5-6\nAna: draw\nAna: 2-2 on 5-2\nBen: draw\nBen: 1-3 on 1-1\nAna: draw\nAna: 2-3 on 2-2\nBen: 6-1 on 1-1\nAna: 6-3 on 6-6\nBen: 0-3 on 3-3\n";

#[test]
fn the_hand_end_dialog_draws_a_five_up_layout_readable() {
    // The end-of-hand dialog at 1280 × 800 drew the final layout in a tall narrow felt beside
    // it: a Five Up layout's tiles came out about 50 points long. The layout now stays on the
    // felt it was played on, the dialog where the picker was: that felt has room for this
    // layout at 60 points a tile, so no tile is shorter (opened on the ended hand, the dialog
    // once took 15 points more than the picker and the tiles came out 58).
    let replayed = replay(FIVE_UP_DOMINO);
    let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    let saves = tempfile::tempdir().unwrap();
    let mut h = app_from(
        saves.path(),
        replayed.setup.unwrap(),
        &events,
        Vec2::new(1280.0, 800.0),
    );
    h.run();
    h.get_by_label("Ben dominoed");
    let p = painted(&h);
    assert_eq!(p.tiles.len(), 22, "{:?}", p.felt);
    let shortest = p
        .tiles
        .iter()
        .map(|r| r.width().max(r.height()))
        .fold(f32::MAX, f32::min);
    assert!(
        shortest >= 60.0,
        "tiles {shortest} points long on {:?}",
        p.felt
    );
}

/// The table as painted in a window of `size`, to check that nothing is cut or overlaps.
struct Whole {
    /// What the app was given: the harness's window less its frame's margin.
    window: Rect,
    /// Each panel (a rectangle filled with the panels' colour, the window's own left out) as
    /// laid out, and the part of it that shows (inside its clip).
    panels: Vec<(Rect, Rect)>,
    /// Every painted text: where it is, its clip, the text, whether it was cut short (`…`).
    texts: Vec<(Rect, Rect, String, bool)>,
    /// Every widget of the accessibility tree with a place: where it is, its role and name.
    widgets: Vec<(Rect, String)>,
}

/// The harness frames what it shows with this margin (points).
const HARNESS_MARGIN: f32 = 8.0;

fn whole(h: &H, size: Vec2) -> Whole {
    use egui_kittest::kittest::NodeT;
    let window = Rect::from_min_size(egui::Pos2::ZERO, size).shrink(HARNESS_MARGIN);
    let fill = h.ctx.global_style().visuals.panel_fill;
    let mut panels = Vec::new();
    let mut texts = Vec::new();
    for (clip_rect, shape) in painted_shapes(h) {
        match shape {
            Shape::Rect(r) if r.fill == fill && r.rect != window => {
                panels.push((r.rect, r.rect.intersect(clip_rect)));
            }
            Shape::Text(t) => {
                let rect = t.galley.rect.translate(t.pos.to_vec2());
                let text = t.galley.text().to_string();
                texts.push((rect, clip_rect, text, t.galley.elided));
            }
            _ => {}
        }
    }
    let widgets = h
        .query_all(egui_kittest::kittest::by())
        .filter(|n| n.accesskit_node().bounding_box().is_some())
        .filter(|n| {
            use egui::accesskit::Role;
            let role = n.accesskit_node().role();
            !matches!(role, Role::TextRun | Role::GenericContainer | Role::Pane)
        })
        .map(|n| {
            let node = n.accesskit_node();
            let name = node.label().or(node.value()).unwrap_or_default();
            (n.rect(), format!("{:?} {name:?}", node.role()))
        })
        .collect();
    Whole {
        window,
        panels,
        texts,
        widgets,
    }
}

/// Whether `outer` holds `inner`, to a tenth of a point.
fn holds(outer: Rect, inner: Rect) -> bool {
    outer.expand(0.1).contains_rect(inner)
}

/// What is cut or overlaps in `w`, each fault a line naming `state`.
fn faults(state: &str, w: &Whole) -> Vec<String> {
    let mut found = Vec::new();
    if w.panels.len() < 5 {
        found.push(format!(
            "{state}: only {} panels: {:?}",
            w.panels.len(),
            w.panels
        ));
    }
    for (i, (a, _)) in w.panels.iter().enumerate() {
        if !holds(w.window, *a) {
            found.push(format!(
                "{state}: the panel {a:?} leaves the window {:?}",
                w.window
            ));
        }
        for (b, _) in &w.panels[i + 1..] {
            let shared = a.intersect(*b);
            if shared.is_positive() && shared.area() > 1.0 {
                found.push(format!("{state}: the panels {a:?} and {b:?} overlap"));
            }
        }
    }
    // A panel holds what lies inside the part of it that shows.
    let home = |r: Rect| w.panels.iter().find(|(_, shown)| holds(*shown, r));
    for (rect, what) in &w.widgets {
        if home(*rect).is_none() {
            found.push(format!(
                "{state}: {what} at {rect:?} is not whole in one panel"
            ));
        }
    }
    // No button lies over another, nor half over a text (a text may lie inside a button: its
    // caption).
    let buttons: Vec<&(Rect, String)> = w
        .widgets
        .iter()
        .filter(|(_, what)| what.starts_with("Button") || what.starts_with("ComboBox"))
        .collect();
    let over = |a: Rect, b: Rect| {
        let shared = a.intersect(b);
        shared.is_positive() && shared.area() > 1.0
    };
    for (i, (a, what)) in buttons.iter().enumerate() {
        for (b, other) in &buttons[i + 1..] {
            if over(*a, *b) {
                found.push(format!(
                    "{state}: {what} at {a:?} lies over {other} at {b:?}"
                ));
            }
        }
        for (rect, clip, text, _) in &w.texts {
            if over(*a, rect.intersect(*clip)) && !holds(*a, *rect) {
                found.push(format!(
                    "{state}: {what} at {a:?} lies over {text:?} at {rect:?}"
                ));
            }
        }
    }
    let top = w.window.top();
    for (rect, clip, text, elided) in &w.texts {
        if !rect.intersects(*clip) {
            continue; // scrolled out of sight
        }
        if !holds(*clip, *rect) {
            found.push(format!("{state}: {text:?} at {rect:?} is cut by {clip:?}"));
        }
        match home(*rect) {
            None => found.push(format!(
                "{state}: {text:?} at {rect:?} is not whole in one panel"
            )),
            // The top bar shortens the rules on purpose (the whole line on hover).
            Some((panel, _)) if *elided && panel.top() > top + 1.0 => {
                found.push(format!("{state}: {text:?} is cut short"));
            }
            Some(_) => {}
        }
    }
    found
}

/// The message `id` as written in `lang`'s Fluent file (a plain message, no placeables).
fn message(lang: Lang, id: &str) -> String {
    let source = match lang {
        Lang::En => allfives::app::EN_FTL,
        Lang::Ht => allfives::app::HT_FTL,
    };
    source
        .lines()
        .find_map(|line| line.strip_prefix(id)?.strip_prefix(" = "))
        .unwrap_or_else(|| panic!("no {id}"))
        .to_string()
}

/// Chooses the score view named `id` on the scores panel.
fn choose_view(h: &mut H, lang: Lang, id: &str) {
    let combo = h
        .query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::ComboBox))
        .find(|n| n.rect().left() < 250.0)
        .expect("the score view setting");
    combo.click();
    h.run();
    h.get_by_label(&message(lang, id)).click();
    h.run();
    h.run();
}

#[test]
fn at_the_smallest_window_every_table_state_is_painted_whole() {
    // 900 × 600, the window's minimum: two, three and four players (partners, their scores in
    // the hundreds), draw-several buttons showing, the muggins pad, Fives and Threes' Knock,
    // each score view, in English and in Kreyòl. Every widget and every text lies whole inside
    // one panel and inside the window, nothing is cut short but the top bar's rules, and no two
    // panels overlap (a panel's divider runs its whole side).
    let size = Vec2::new(900.0, 600.0);
    let names = |n: &[&str]| n.iter().map(|s| (*s).to_string()).collect::<Vec<_>>();
    let lead = [placed(0, "5-5", None)];
    let mut muggins = two(Variant::AllFives);
    muggins.rules.muggins = allfives::engine::MugginsRule::Steal;
    let mut muggins_four = Setup::new(names(&["Ana", "Ben", "Cy", "Dee"]), Variant::AllFives);
    muggins_four.rules.muggins = allfives::engine::MugginsRule::Steal;
    // The four-player record's last hand, its first tile down: Ana & Cy 170, Ben & Di 180.
    let text = std::fs::read_to_string(vectors().join("matches/all-fives-4p.fives")).unwrap();
    let replayed = replay(&text);
    let mut partners = Vec::new();
    let mut hands = 0;
    for (_, event) in replayed.events {
        hands += usize::from(matches!(event, Event::HandStarted { .. }));
        let lead = hands == 5 && matches!(event, Event::TilePlaced { .. });
        partners.push(event);
        if lead {
            break;
        }
    }
    let states: Vec<(&str, Setup, Vec<Event>, bool)> = vec![
        ("two players", two(Variant::AllFives), lead.to_vec(), true),
        (
            "three players",
            Setup::new(names(&["Ana", "Ben", "Cy"]), Variant::AllFives),
            lead.to_vec(),
            true,
        ),
        ("partners", replayed.setup.clone().unwrap(), partners, false),
        (
            "the muggins pad",
            muggins,
            vec![placed(0, "4-6", None)],
            true,
        ),
        (
            "the muggins pad, four players",
            muggins_four,
            vec![placed(0, "4-6", None)],
            true,
        ),
        (
            "Fives and Threes",
            Setup::new(names(&["Ana", "Ben", "Cy"]), Variant::FivesAndThrees),
            lead.to_vec(),
            true,
        ),
    ];
    let mut found = Vec::new();
    let mut several = 0;
    for (name, setup, events, dealt) in states {
        for lang in [Lang::En, Lang::Ht] {
            let saves = tempfile::tempdir().unwrap();
            let mut m = MatchLog::new(setup.clone()).unwrap();
            if dealt {
                m.push(Event::HandStarted {
                    leader: Some(Seat(0)),
                })
                .unwrap();
            }
            for event in &events {
                m.push(event.clone()).unwrap();
            }
            store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
            let mut h = harness_sized(App::new(saves.path(), lang), size);
            // The tally counts fives: not in Fives and Threes.
            let tally = setup.rules.variant != Variant::FivesAndThrees;
            for view in ["view-numbers", "view-pegboard", "view-tally"] {
                if view == "view-tally" && !tally {
                    continue;
                }
                choose_view(&mut h, lang, view);
                let state = format!("{name}, {lang:?}, {view}");
                let w = whole(&h, size);
                several += usize::from(w.widgets.iter().any(|(_, what)| what.contains(" 8 ")));
                found.extend(faults(&state, &w));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} faults:\n{}",
        found.len(),
        found.join("\n")
    );
    assert!(several > 0);
}

#[test]
fn at_the_smallest_window_an_end_choice_shows_every_end_and_cancel_above_the_felt() {
    // The README's table, Ben to play, [2-3] picked: it fits three ends. At 900 × 600 in
    // Kreyòl the title and three long labels took three lines of a two-line row, and the second
    // line's ends and Cancel scrolled under the felt. Every end's button and Cancel are whole,
    // above the felt, in both languages (the title gives way where it must: the status line
    // says the same).
    let size = Vec2::new(900.0, 600.0);
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/screenshots/table.fives"),
    )
    .unwrap();
    let replayed = replay(&text);
    let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    for lang in [Lang::En, Lang::Ht] {
        let saves = tempfile::tempdir().unwrap();
        let mut m = MatchLog::new(replayed.setup.clone().unwrap()).unwrap();
        for event in &events {
            m.push(event.clone()).unwrap();
        }
        store::save(&saves.path().join("m.ron"), &SaveFile::new(m)).unwrap();
        let mut h = harness_sized(App::new(saves.path(), lang), size);
        h.state_mut().apply(TableCommand::PickTile(t("2-3")));
        h.run();
        let choice = h
            .state()
            .table_view()
            .choice
            .clone()
            .expect("[2-3] waits for its end");
        assert_eq!(choice.ends.len(), 3);
        let felt = painted(&h).felt;
        let cancel = h.state().i18n().t("cancel");
        let labels: Vec<String> = choice
            .ends
            .iter()
            .map(|e| e.label.clone())
            .chain([cancel])
            .collect();
        for label in labels {
            let button = h.get_by_role_and_label(egui::accesskit::Role::Button, &label);
            let rect = button.rect();
            assert!(
                rect.bottom() <= felt.top() && rect.right() <= felt.right() + 0.5,
                "{lang:?}: {label:?} at {rect:?}, the felt at {felt:?}"
            );
        }
    }
}

#[test]
fn a_blank_double_at_an_open_end_shows_its_pip_and_nothing_beside_it() {
    // [5-5] led (the spinner), [5-0] on one side, [0-0] on the 0: the arm ends in [0-0], which
    // counts 0, the pip already written. The felt writes `0` alone (it wrote `0 counts 0`).
    let saves = tempfile::tempdir().unwrap();
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-0", Some("5-5")),
        placed(0, "0-0", Some("5-0")),
    ];
    let h = app_with(
        saves.path(),
        two(Variant::AllFives),
        &events,
        Vec2::new(1280.0, 800.0),
    );
    let p = painted(&h);
    let words: Vec<String> = end_texts(&p).into_iter().map(|(_, s)| s).collect();
    assert_eq!(words.join(" "), "5 counts 10 0", "{:?}", p.texts);
}

#[test]
fn the_felt_keeps_its_place_whoever_placed_in_a_muggins_match_of_four() {
    // Four players, one long name, the muggins rule, the smallest window: the pad's label names
    // the placer and the calls are a key for every player but the placer, so the rows above the
    // felt grew and shrank from one placement to the next, and the felt with them.
    let saves = tempfile::tempdir().unwrap();
    let names = ["Al", "Bernadette-Marie", "Cy", "Dee"];
    let mut setup = Setup::new(
        names.iter().map(|s| s.to_string()).collect(),
        Variant::AllFives,
    );
    setup.rules.muggins = MugginsRule::Steal;
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-0", Some("5-5")),
        placed(2, "5-3", Some("5-5")),
        placed(3, "5-2", Some("5-5")),
        placed(0, "5-6", Some("5-5")),
    ];
    let mut h = app_with(saves.path(), setup, &events, Vec2::new(900.0, 600.0));
    let mut felts = Vec::new();
    loop {
        let p = painted(&h);
        felts.push(p.felt);
        if p.tiles.len() <= 1 {
            break;
        }
        h.state_mut().apply(TableCommand::Undo);
        h.run();
    }
    assert_eq!(felts.len(), 5, "{felts:?}");
    assert!(felts.iter().all(|f| *f == felts[0]), "{felts:?}");
}
