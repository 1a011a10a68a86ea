//! The felt never moves and always has room (egui_kittest, read from what is painted): at
//! 900 × 600 and above, in the window and in table mode, with the muggins pad open and four long
//! names, the felt keeps at least 45 % of the window's height and the same rectangle for a whole
//! hand; the pad keeps its place when the hand's last tile ends the hand; the draw-several
//! buttons and the log's rows are whole.

use allfives::app::{Lang, TableCommand};
use allfives::engine::{Deal, Event, MugginsRule, Seat, Setup, Variant};
use egui::epaint::{ClippedShape, Shape};
use egui::{Key, Rect, Vec2};

use egui_kittest::kittest::{NodeT, Queryable};

mod common;
use common::painted::app_with;
use common::t;
use common::ui::painted_felt as felt;
use common::ui::{H, digit};

/// The least share of the window's height the felt keeps.
const SHARE: f32 = 0.45;

const SMALLEST: Vec2 = Vec2::new(900.0, 600.0);
const LARGE: Vec2 = Vec2::new(1280.0, 800.0);

/// Four long names, as a club table writes them.
const LONG: [&str; 4] = [
    "Bernadette-Marie",
    "Jean-Baptiste",
    "Marie-Claire",
    "Christophe-Louis",
];

fn placed(player: usize, tile: &str, on: Option<&str>) -> Event {
    common::placed(player, tile, on)
}

fn says(player: usize, points: i32) -> Event {
    common::says(player, points)
}

/// All Fives for `names` with the muggins rule (steal), Ana's seat leading hand 1.
fn muggins(names: &[&str]) -> Setup {
    let mut setup = common::setup(names, Variant::AllFives);
    setup.rules.muggins = MugginsRule::Steal;
    setup
}

/// The app on a fresh saves folder holding one match of `setup` whose first hand the first
/// seat leads, with `events` after the deal.
fn app(setup: Setup, events: &[Event], lang: Lang, size: Vec2) -> H {
    let saves = tempfile::tempdir().unwrap();
    let h = app_with(saves.path(), setup, events, lang, size);
    // The app reads its folder at start and writes into it after each entry.
    std::mem::forget(saves);
    h
}

fn flatten(shape: &Shape, out: &mut Vec<Shape>) {
    match shape {
        Shape::Vec(shapes) => shapes.iter().for_each(|s| flatten(s, out)),
        other => out.push(other.clone()),
    }
}

fn table_mode(h: &mut H) {
    h.key_press(egui::Key::F11);
    h.run();
    assert!(h.state().view().display.table_mode);
}

fn button(h: &H, label: &str) -> Rect {
    h.get_by_role_and_label(egui::accesskit::Role::Button, label)
        .rect()
}

#[test]
fn at_the_smallest_window_the_felt_keeps_its_share_with_the_pad_open_and_four_long_names() {
    // At 900 × 600 with the muggins rule the felt was a strip 27 points high in the window (55
    // in table mode, 80 even with short names): the pad, the calls, the end choice and the
    // headline were stacked over it.
    let mut found = Vec::new();
    for names in [
        &LONG[..],
        &["Ana", "Ben", "Cy", "Dee"][..],
        &["Ana", "Ben"][..],
    ] {
        for size in [LARGE, SMALLEST] {
            for lang in [Lang::En, Lang::Ht] {
                for mode in ["the window", "table mode"] {
                    let mut h = app(muggins(names), &[placed(0, "5-5", None)], lang, size);
                    if mode == "table mode" {
                        h.key_press(egui::Key::F11);
                        h.run();
                    }
                    let least = SHARE * size.y;
                    match felt(&h) {
                        Some(f) if f.height() >= least => {}
                        f => found.push(format!(
                            "{} players, {size:?}, {lang:?}, {mode}: the felt is {f:?}",
                            names.len()
                        )),
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The variants whose preset has no muggins rule.
const PLAIN: [Variant; 4] = [
    Variant::AllFives,
    Variant::FiveUp,
    Variant::FivesAndThrees,
    Variant::AllThrees,
];

/// `variant` for the first `players` of the four long names (four play as partners), the
/// muggins rule off.
fn plain(variant: Variant, players: usize) -> Setup {
    let mut setup = common::setup(&LONG[..players], variant);
    setup.rules.muggins = MugginsRule::Off;
    setup
}

#[test]
fn at_the_smallest_window_the_felt_keeps_its_share_with_the_muggins_rule_off() {
    // With the muggins rule off, at 900 × 600 the headline and the row of Recount and the end
    // choice sat over the felt: 262 points high, 43.7 % of the window.
    let mut found = Vec::new();
    for variant in PLAIN {
        for players in 2..=4 {
            for size in [LARGE, SMALLEST] {
                for lang in [Lang::En, Lang::Ht] {
                    for table in [false, true] {
                        let setup = plain(variant, players);
                        let mut h = app(setup, &[placed(0, "5-5", None)], lang, size);
                        if table {
                            table_mode(&mut h);
                        }
                        let least = SHARE * size.y;
                        match felt(&h) {
                            Some(f) if f.height() >= least => {}
                            f => found.push(format!(
                                "{variant:?}, {players} players, {size:?}, {lang:?}, table mode \
                                 {table}: the felt is {f:?}"
                            )),
                        }
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Carries out `command` and lets the frames settle.
fn enter(h: &mut H, command: TableCommand) {
    h.state_mut().apply(command);
    h.run();
    h.run();
}

/// Types the pip total `pips` on the keyboard into the entry the dialog asks for, and Enter
/// when `enter` (the last Enter settles the hand).
fn type_pips(h: &mut H, pips: &str, enter: bool) {
    for d in pips.bytes() {
        h.key_press(digit(d - b'0'));
        h.run();
    }
    if enter {
        h.key_press(Key::Enter);
    }
    h.run();
    h.run();
}

/// Places `tile` for the player to play: where it fits several ends, the choice opens first
/// (painted as one moment) and the first end takes it.
fn play(h: &mut H, tile: &str, felts: &mut Vec<(String, Option<Rect>)>) {
    enter(h, TableCommand::PickTile(t(tile)));
    if let Some(choice) = h.state().table_view().choice.clone() {
        felts.push((format!("[{tile}] waits for its end"), felt(h)));
        enter(h, TableCommand::Place(t(tile), choice.ends[0].place));
    }
    felts.push((format!("[{tile}] placed"), felt(h)));
}

/// Every felt painted along a whole hand of four long names playing as partners, two tiles
/// each, from the lead to its end-of-hand dialog with both opponents' totals typed: Ana leads
/// [5-5], Jean-Baptiste [5-1] on it, Marie-Claire [1-0], Christophe-Louis [0-5] (it fits the 0
/// and the spinner: an end choice), Ana dominoes with [5-6] (another choice). With the muggins
/// rule each placer says nothing, and the last one's pad is answered after the hand has ended.
/// In the window and in table mode, where the pad's `0` and *No call* went at the hand's end,
/// where two buttons lie over each other there, and the typed total, the award or the button that
/// settles out of sight, goes into `moved`.
fn felts_to_the_hands_end(
    muggins: bool,
    lang: Lang,
    size: Vec2,
    table: bool,
    moved: &mut Vec<String>,
) -> Vec<(String, Option<Rect>)> {
    let mut setup = plain(Variant::AllFives, 4);
    setup.rules.deal = Deal::Each(2);
    if muggins {
        setup.rules.muggins = MugginsRule::Steal;
    }
    let mut h = app(setup, &[], lang, size);
    let mut felts = Vec::new();
    let tiles = ["5-5", "5-1", "1-0", "0-5", "5-6"];
    let no_call = h.state().i18n().t("close-window");
    // The pad's `0` and the call that closes the window, as the hand in play drew them.
    let mut pad = None;
    let mut calls = None;
    for (i, tile) in tiles.iter().enumerate() {
        play(&mut h, tile, &mut felts);
        if i == 0 && table {
            // Table mode shows a hand being played: from the lead on.
            table_mode(&mut h);
            felts.clear();
            felts.push(("[5-5] led, table mode".to_string(), felt(&h)));
        }
        if muggins && i == 0 {
            pad = Some(button(&h, "0"));
        }
        if muggins && i + 1 < tiles.len() {
            enter(&mut h, TableCommand::SaidNothing);
            felts.push((format!("said nothing after [{tile}]"), felt(&h)));
            if i == 0 {
                calls = Some(button(&h, &no_call));
            }
        }
    }
    let hand = h.state().game().and_then(|g| g.hand()).cloned();
    assert!(
        hand.is_some_and(|h| h.end.is_some()),
        "Ana's [5-6] ended the hand"
    );
    // Table mode stays on through the end-of-hand dialog: no top bar comes back.
    let leave = h.state().i18n().t("table-mode-exit");
    if table && h.query_by_label(&leave).is_none() {
        moved.push("the hand's end left table mode".to_string());
    }
    if muggins {
        let mut kept = |h: &H, key: &str, was: Option<Rect>, when: &str| {
            let now = button(h, key);
            if Some(now) != was {
                moved.push(format!("{key:?} at {now:?} {when}, {was:?} in play"));
            }
            // The dialog's entries scroll at the window's foot: a tile under it is scrolled out
            // of sight, not cut.
            moved.extend(overlaps_of(h, size, when, |r| r.bottom() <= size.y));
        };
        kept(&h, "0", pad, "the hand over");
        enter(&mut h, TableCommand::SaidNothing);
        felts.push(("the hand over, said nothing".to_string(), felt(&h)));
        kept(&h, &no_call, calls, "the hand over, said nothing");
        enter(&mut h, TableCommand::CloseMugginsWindow);
        felts.push(("the hand over, no call".to_string(), felt(&h)));
    }
    type_pips(&mut h, "4", true);
    felts.push(("a first total typed".to_string(), felt(&h)));
    type_pips(&mut h, "6", false);
    // The total typed on the keys, with no field focused, is scrolled into sight in the dialog.
    // What the dialog says beside the field (`holds-sum`).
    let typed = match lang {
        Lang::En => "6 pips",
        _ => "6 pwen",
    };
    if common::ui::painted_in_sight(&h, typed).is_none() {
        moved.push(format!("the total typed, {typed:?}, is out of sight"));
    }
    assert!(
        !h.state().table_view().settling.is_empty(),
        "both totals in: the settlement shows"
    );
    // What the hand awards and the button that settles it, whole and in sight.
    let award = h.state().table_view().settling.last().cloned().unwrap();
    let view = serde_json::to_value(h.state().table_view()).unwrap();
    let settle = view["settle"]["Ready"]["button"]
        .as_str()
        .unwrap_or_else(|| panic!("both totals in: the hand settles, not {}", view["settle"]))
        .to_string();
    for (what, text) in [("the award", award), ("the button that settles", settle)] {
        if common::ui::painted_in_sight(&h, &text).is_none() {
            moved.push(format!("{what}, {text:?}, is out of sight"));
        }
    }
    felts.push(("both totals typed".to_string(), felt(&h)));
    felts
}

#[test]
fn the_felt_keeps_its_rectangle_and_share_through_a_whole_hand_with_the_muggins_rule_off_and_on() {
    // With the muggins rule off, at 900 × 600 the felt went from y 177 to 104 when the hand
    // ended, and to 147 points high (24.5 %) while the end-of-hand dialog was open; with it on,
    // to a 110-point strip whose dialog ran under "No call: count it".
    let mut found = Vec::new();
    for muggins in [false, true] {
        for size in [LARGE, SMALLEST] {
            for lang in [Lang::En, Lang::Ht] {
                for table in [false, true] {
                    let mut moved = Vec::new();
                    let felts = felts_to_the_hands_end(muggins, lang, size, table, &mut moved);
                    let case = format!("muggins {muggins}, {size:?}, {lang:?}, table mode {table}");
                    found.extend(moved.iter().map(|m| format!("{case}: {m}")));
                    let first = felts[0].1;
                    match first {
                        Some(f) if f.height() >= SHARE * size.y => {}
                        f => found.push(format!("{case}: the felt is {f:?} at the lead")),
                    }
                    for (what, f) in &felts {
                        if *f != first {
                            found.push(format!(
                                "{case}: {what}: {:?}, first {:?}",
                                f.map(|r| (r.min.x, r.min.y, r.max.x, r.max.y)),
                                first.map(|r| (r.min.x, r.min.y, r.max.x, r.max.y))
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn opened_on_a_hand_that_has_just_ended_the_felt_is_the_one_the_hand_was_played_on() {
    // The end-of-hand dialog took the picker's height as last drawn, and before any picker was
    // drawn a guess 15 points taller: the app opened on an ended hand drew a shorter felt (a
    // Five Up layout's tiles came out 58 points long) and the scores panel lost its log.
    let mut setup = plain(Variant::AllFives, 4);
    setup.rules.deal = Deal::Each(2);
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-1", Some("5-5")),
        placed(2, "1-0", Some("5-1")),
        placed(3, "0-5", Some("1-0")),
        placed(0, "5-6", Some("0-5")),
    ];
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        let playing = app(setup.clone(), &events[..4], Lang::En, size);
        let ended = app(setup.clone(), &events, Lang::En, size);
        assert!(
            ended.state().table_view().between.is_some(),
            "Ana's [5-6] ended the hand"
        );
        let (a, b) = (felt(&playing), felt(&ended));
        if a != b {
            found.push(format!("{size:?}: {a:?} in play, {b:?} opened at its end"));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Every felt painted along a muggins hand of four long names: the lead before its
/// announcement, after it, a wrong announcement ruled, an end choice open, the window closed,
/// the next placements.
fn felts_through_a_hand(lang: Lang, size: Vec2, table: bool) -> Vec<(String, Option<Rect>)> {
    let mut h = app(muggins(&LONG), &[], lang, size);
    if table {
        // Table mode shows a hand being played: from the lead on.
        h.state_mut().apply(TableCommand::PickTile(t("5-5")));
        h.run();
        table_mode(&mut h);
    }
    let mut felts = Vec::new();
    let mut step = |h: &mut H, what: &str, command: Option<TableCommand>| {
        if let Some(command) = command {
            h.state_mut().apply(command);
            h.run();
            h.run();
        }
        felts.push((what.to_string(), felt(h)));
    };
    if !table {
        step(&mut h, "before the lead", None);
        step(&mut h, "[5-5] led", Some(TableCommand::PickTile(t("5-5"))));
    } else {
        step(&mut h, "[5-5] led", None);
    }
    step(&mut h, "Ana said 10", Some(TableCommand::Announce(10)));
    step(&mut h, "no call", Some(TableCommand::CloseMugginsWindow));
    step(
        &mut h,
        "[5-0] placed",
        Some(TableCommand::PickTile(t("5-0"))),
    );
    // Said 5 where it counts 10 (RULES.md §6): a ruling in the headline, longer than the count.
    step(
        &mut h,
        "a wrong announcement",
        Some(TableCommand::Announce(5)),
    );
    step(&mut h, "a call", Some(TableCommand::CallMuggins(Seat(2))));
    // [0-5] fits the 0 and the spinner's free sides: an end choice opens.
    step(
        &mut h,
        "an end choice open",
        Some(TableCommand::PickTile(t("0-5"))),
    );
    step(
        &mut h,
        "the choice cancelled",
        Some(TableCommand::CancelChoice),
    );
    step(&mut h, "a draw", Some(TableCommand::Draw));
    felts
}

#[test]
fn the_felt_keeps_its_rectangle_for_a_whole_muggins_hand_in_the_window_and_table_mode() {
    // In table mode the felt moved when the ruling headline wrapped (449 → 532) or the line
    // naming a waiting tile came (320 → 357).
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            for table in [false, true] {
                let felts = felts_through_a_hand(lang, size, table);
                let first = felts[0].1;
                if first.is_none() {
                    found.push(format!("{size:?}, {lang:?}, table mode {table}: no felt"));
                }
                for (what, f) in &felts {
                    if *f != first {
                        found.push(format!(
                            "{size:?}, {lang:?}, table mode {table}: {what}: {f:?}, first \
                             {first:?}"
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_pad_keeps_its_place_when_the_last_tile_ends_the_hand() {
    // Two tiles each: Ana leads [5-3], Ben plays [3-1], Ana's [5-2] is her last. The end of the
    // hand brought its dialog and the pad jumped 23 points up: a tap meant for `0` landed on a
    // call and called Muggins.
    let mut setup = muggins(&["Ana", "Ben"]);
    setup.rules.deal = Deal::Each(2);
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            let mut h = app(setup.clone(), &[placed(0, "5-3", None)], lang, size);
            let keys = ["0", "5", "10", "Ben!"];
            let before: Vec<Rect> = keys.iter().map(|k| button(&h, k)).collect();
            for command in [
                TableCommand::Announce(10),
                TableCommand::PickTile(t("3-1")),
                TableCommand::Announce(5),
                TableCommand::PickTile(t("5-2")),
            ] {
                h.state_mut().apply(command);
                h.run();
                h.run();
            }
            assert!(
                h.state()
                    .game()
                    .and_then(|g| g.hand())
                    .is_some_and(|h| h.end.is_some()),
                "the hand is over"
            );
            for (key, a) in keys.iter().zip(before) {
                let b = button(&h, key);
                if a != b {
                    found.push(format!(
                        "{size:?}, {lang:?}: {key} at {a:?} in play, {b:?} at the end"
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn at_the_smallest_window_the_draw_several_buttons_are_whole_with_four_long_names() {
    // Four long names wrap the turn panel's tile counts: the buttons that draw several tiles
    // were pushed past the window's foot.
    for lang in [Lang::En, Lang::Ht] {
        let h = app(muggins(&LONG), &[placed(0, "5-5", None)], lang, SMALLEST);
        let window = Rect::from_min_size(egui::Pos2::ZERO, SMALLEST);
        let felt = felt(&h).expect("a felt");
        let draws: Vec<Rect> = h
            .query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
            .filter(|n| {
                n.accesskit_node().label().is_some_and(|l| {
                    l.chars().any(|c| c.is_ascii_digit()) && n.rect().left() > felt.right()
                })
            })
            .map(|n| n.rect())
            .collect();
        assert!(draws.len() >= 4, "{lang:?}: {draws:?}");
        for rect in draws {
            assert!(
                window.contains_rect(rect) && rect.bottom() <= SMALLEST.y - 8.0 + 0.5,
                "{lang:?}: a draw button at {rect:?} is cut"
            );
        }
    }
}

#[test]
fn a_log_rows_arithmetic_is_never_cut_at_the_panels_edge() {
    // A wrong announcement's row ends `· not scored`: at 900 × 600 it was cut `… · not sc`.
    let events = [
        placed(0, "5-5", None),
        says(0, 10),
        placed(1, "5-0", Some("5-5")),
        says(1, 5),
        Event::MugginsCalled { player: Seat(2) },
        placed(2, "5-3", Some("5-5")),
        says(2, 0),
    ];
    for lang in [Lang::En, Lang::Ht] {
        let h = app(muggins(&LONG), &events, lang, SMALLEST);
        let rows: Vec<String> = h
            .state()
            .table_view()
            .log
            .iter()
            .map(|r| r.detail.clone())
            .collect();
        assert!(!rows.is_empty());
        let mut painted = Vec::new();
        for ClippedShape {
            clip_rect, shape, ..
        } in &h.output().shapes
        {
            let mut shapes = Vec::new();
            flatten(shape, &mut shapes);
            for s in shapes {
                if let Shape::Text(text) = s {
                    let rect = text.galley.rect.translate(text.pos.to_vec2());
                    painted.push((rect, *clip_rect, text.galley.text().to_string()));
                }
            }
        }
        let mut seen = 0;
        for detail in rows.iter().filter(|d| !d.is_empty()) {
            // The rows in sight (the list scrolls to its newest).
            for (rect, clip, _) in painted
                .iter()
                .filter(|(r, c, s)| s == detail && r.intersects(*c))
            {
                seen += 1;
                assert!(
                    clip.expand(0.5).contains_rect(*rect),
                    "{lang:?}: {detail:?} at {rect:?} is cut by {clip:?}"
                );
            }
        }
        assert!(seen >= 2, "{lang:?}: {seen} rows in sight: {rows:?}");
    }
}

/// Every button's rectangle and name in the last frame.
fn buttons(h: &H) -> Vec<(Rect, String)> {
    h.query_all(egui_kittest::kittest::by().role(egui::accesskit::Role::Button))
        .map(|n| {
            let name = n.accesskit_node().label().unwrap_or_default();
            (n.rect(), name)
        })
        .collect()
}

/// Where two buttons right of the scores panel (the middle, the turn panel) lie over each
/// other, or one leaves the window. (The hand's log scrolls: its rows out of sight are left
/// out.)
fn overlaps(h: &H, size: Vec2, state: &str) -> Vec<String> {
    overlaps_of(h, size, state, |_| true)
}

/// [`overlaps`] among the buttons `seen` keeps.
fn overlaps_of(h: &H, size: Vec2, state: &str, seen: impl Fn(Rect) -> bool) -> Vec<String> {
    let window = Rect::from_min_size(egui::Pos2::ZERO, size);
    let middle = felt(h).map_or(0.0, |f| f.left() - 4.0);
    let all: Vec<(Rect, String)> = buttons(h)
        .into_iter()
        .filter(|(r, _)| r.left() >= middle && seen(*r))
        .collect();
    let mut found = Vec::new();
    for (i, (a, what)) in all.iter().enumerate() {
        if !window.expand(0.5).contains_rect(*a) {
            found.push(format!("{state}: {what:?} at {a:?} leaves the window"));
        }
        for (b, other) in &all[i + 1..] {
            let shared = a.intersect(*b);
            if shared.is_positive() && shared.area() > 1.0 {
                found.push(format!(
                    "{state}: {what:?} at {a:?} lies over {other:?} at {b:?}"
                ));
            }
        }
    }
    found
}

#[test]
fn with_four_long_names_the_pad_the_calls_and_recount_lie_over_nothing() {
    // Names of two words each: three call keys, each alone on its line in the narrow column
    // at 900 × 600, pushed *No call* over Recount.
    let spaced = [
        "Anne-Marie Josephine",
        "Anne-Marie Joseph",
        "Bartholomew Montgomery",
        "Christophe Jean-Baptiste",
    ];
    let mut found = Vec::new();
    for names in [LONG, spaced] {
        for size in [LARGE, Vec2::new(1024.0, 700.0), SMALLEST] {
            for lang in [Lang::En, Lang::Ht] {
                let mut h = app(muggins(&names), &[placed(0, "5-5", None)], lang, size);
                found.extend(overlaps(
                    &h,
                    size,
                    &format!("{size:?}, {lang:?}, the pad open"),
                ));
                h.state_mut().apply(TableCommand::Announce(10));
                h.run();
                found.extend(overlaps(
                    &h,
                    size,
                    &format!("{size:?}, {lang:?}, the calls open"),
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_choice_of_several_ends_shows_every_end_and_cancel_clear_of_the_felt() {
    // [5-5] led, [5-1] and [5-4] on its sides, [1-2] and [4-2] on them: the spinner's tip is
    // open on 5 and both arms end in 2. Jean-Baptiste picks [5-2]: it fits three ends, with long
    // words in Kreyòl. A four-end choice wrapped to a third line under the felt, hiding one end
    // and Cancel.
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-1", Some("5-5")),
        placed(2, "5-4", Some("5-5")),
        placed(3, "1-2", Some("5-1")),
        placed(0, "4-2", Some("5-4")),
        // Announced: the next tile waits for it (RULES.md §6).
        common::says(0, 0),
    ];
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            let mut h = app(muggins(&LONG), &events, lang, size);
            let before = felt(&h);
            h.state_mut().apply(TableCommand::PickTile(t("5-2")));
            h.run();
            h.run();
            let choice = h
                .state()
                .table_view()
                .choice
                .clone()
                .expect("[5-2] waits for its end");
            assert_eq!(choice.ends.len(), 3, "{:?}", choice.ends);
            let felt = felt(&h).expect("a felt");
            if Some(felt) != before {
                found.push(format!("{size:?}, {lang:?}: the felt moved to {felt:?}"));
            }
            let cancel = h.state().i18n().t("cancel");
            for label in choice.ends.iter().map(|e| e.label.clone()).chain([cancel]) {
                let rect = button(&h, &label);
                let window = Rect::from_min_size(egui::Pos2::ZERO, size);
                if rect.intersects(felt)
                    || !window.contains_rect(rect)
                    || rect.bottom() > felt.bottom()
                {
                    found.push(format!(
                        "{size:?}, {lang:?}: {label:?} at {rect:?}, the felt at {felt:?}"
                    ));
                }
            }
            found.extend(overlaps(
                &h,
                size,
                &format!("{size:?}, {lang:?}, the choice"),
            ));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// At 900 × 600 with two long names the side panels keep what matters of each line: the
/// turn panel's count of tiles is whole (the name is cut first: `Jean-Baptiste: 6 ti…` lost
/// the count, `Bernadette-Marie…` all of it), and the log's row keeps its tile inside the
/// row (clipped at the panel's edge it read `Bernadette-Marie [5-!`).
#[test]
fn at_the_smallest_window_long_names_give_way_before_counts_and_tiles() {
    let names = &LONG[..2];
    let h = app(
        muggins(names),
        &[placed(0, "5-5", None), says(0, 10)],
        Lang::En,
        SMALLEST,
    );
    let texts = common::ui::painted_texts(&h);
    for count in ["8 tiles", "9 tiles"] {
        assert!(
            texts.iter().any(|(_, t)| t == count),
            "{count:?} whole in {texts:?}"
        );
    }
    let (head, text) = texts
        .iter()
        .find(|(_, t)| t.starts_with("Bernadette-Marie ["))
        .expect("the row's head");
    // The row: the button the head starts in.
    let row = buttons(&h)
        .into_iter()
        .map(|(rect, _)| rect)
        .find(|rect| rect.contains(head.left_top() + Vec2::splat(1.0)))
        .expect("the lead's row");
    assert!(
        row.contains_rect(*head),
        "{text:?} at {head:?} inside its row {row:?}"
    );
}

#[test]
fn a_pip_total_typed_on_the_keys_is_scrolled_into_sight_in_the_short_dialog() {
    // The README's picture: Ana dominoes with [6-2] on the keys and Ben's total is typed `1 1`
    // with no field focused. At 900 × 600 the field and its `11 pips` were under the window's
    // foot, below the tiles Ben could tap: only the field's own focus scrolled it in. (The
    // field's label is read: `11 pips` is also the Undo button's.)
    let text = std::fs::read_to_string("assets/screenshots/hand-end.fives").unwrap();
    let replayed = allfives::engine::record::replay(&text);
    let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    for size in [LARGE, SMALLEST] {
        let saves = tempfile::tempdir().unwrap();
        common::ui::save_events(saves.path(), replayed.setup.clone().unwrap(), &events);
        let mut h =
            common::ui::harness_sized(allfives::app::App::new(saves.path(), Lang::En), size);
        for k in [Key::Num6, Key::Num2, Key::Num1, Key::Num1] {
            common::ui::key(&mut h, k);
        }
        h.run();
        assert!(
            common::ui::painted_in_sight(&h, "Pip total").is_some(),
            "{size:?}: the field typed in is out of sight"
        );
    }
}

/// What the cut call keys show: each painted `NAME!` cut short to a `…`, as its visible part.
fn cut_keys(h: &H) -> Vec<String> {
    common::ui::painted_shapes(h)
        .into_iter()
        .filter_map(|(_, shape)| match shape {
            Shape::Text(text) if text.galley.elided && text.galley.text().ends_with('!') => {
                let shown = text.galley.rows.first()?.char_count_excluding_newline().0;
                Some(
                    text.galley
                        .text()
                        .chars()
                        .take(shown.saturating_sub(1))
                        .collect(),
                )
            }
            _ => None,
        })
        .collect()
}

#[test]
fn every_call_key_writes_its_whole_name_and_the_partners_key_is_greyed_on_every_surface() {
    // Bernadette-Marie leads [5-5] and says 10: the calls open. Her partner Marie-Claire (the
    // seat across) cannot call on her side's placement (RULES.md §6). At 900 × 600 the keys,
    // two to a line beside the felt, cut the long names to `Jean-…` and `Christ…`, and
    // Marie-Claire's key looked as live as the others.
    let mut found = Vec::new();
    let alike = ["Ana", "Anne-Marie-Christine", "Bo", "Anne-Sophie-Josephine"];
    let three = ["Ana", "Anne-Marie-Christine", "Anne-Sophie-Josephine"];
    // Names of two words: on two lines where the keys share their lines.
    let spaced = [
        "Christophe Jean-Baptiste",
        "Anne-Marie Josephine",
        "Bartholomew Montgomery",
        "Anne-Marie Joseph",
    ];
    for names in [&LONG[..], &alike[..], &three[..], &spaced[..]] {
        for size in [
            LARGE,
            Vec2::new(1024.0, 700.0),
            Vec2::new(1000.0, 640.0),
            SMALLEST,
        ] {
            for lang in [Lang::En, Lang::Ht] {
                let mut h = app(muggins(names), &[placed(0, "5-5", None)], lang, size);
                h.state_mut().apply(TableCommand::Announce(10));
                h.run();
                let texts = common::ui::painted_strings(&h);
                let elided = common::ui::painted_elided(&h);
                // Where a 900 × 600 column has no height for whole names of 21 letters, the
                // keys share their lines and cut the longest short, in the smallest type: still
                // told apart.
                let may_cut = size == SMALLEST && (names == &alike[..] || names == &three[..]);
                let shown = cut_keys(&h);
                for (seat, name) in names.iter().enumerate().skip(1) {
                    let words = format!("{name}!");
                    if !texts.contains(&words) || (elided.contains(&words) && !may_cut) {
                        found.push(format!("{size:?}, {lang:?}: no whole {words:?} painted"));
                    }
                    let key = h.get_by_role_and_label(egui::accesskit::Role::Button, &words);
                    let greyed = key.accesskit_node().is_disabled();
                    if greyed != (names.len() == 4 && seat == 2) {
                        found.push(format!("{size:?}, {lang:?}: {words:?} greyed: {greyed}"));
                    }
                }
                let mut seen = shown.clone();
                seen.sort_unstable();
                seen.dedup();
                if seen.len() != shown.len() {
                    found.push(format!("{size:?}, {lang:?}: keys alike {shown:?}"));
                }
                found.extend(common::ui::painted_cut(&h, |_| true));
                // The phones offer the call to the same seats: not to the placer's partner.
                let view = h.state().table_view();
                let phone = allfives::app::phone_json(view, h.state().i18n(), "en");
                let phone: serde_json::Value = serde_json::from_str(&phone).unwrap();
                let callers: Vec<u64> = (1..names.len() as u64)
                    .filter(|&seat| names.len() < 4 || seat != 2)
                    .collect();
                if phone["calls"]["callers"] != serde_json::json!(callers) {
                    found.push(format!(
                        "{size:?}, {lang:?}: phones call {}",
                        phone["calls"]
                    ));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn table_modes_scores_write_every_name_whole_beside_its_score_with_four_long_names() {
    // Four players on their own, long names, 900 × 600: each name was cut to the column's
    // width (`Anne-Mar…` twice), which pushed its score over the next player's name and the
    // last score off the window.
    let names = [
        "Anne-Marie Josephine",
        "Anne-Marie Joseph",
        "Bartholomew Montgomery",
        "Christophe Jean-Baptiste",
    ];
    let mut found = Vec::new();
    for lang in [Lang::En, Lang::Ht] {
        let mut setup = common::setup(&names, Variant::AllFives);
        setup.teams = None;
        setup.rules.muggins = MugginsRule::Off;
        let mut h = app(setup, &[placed(0, "5-5", None)], lang, SMALLEST);
        table_mode(&mut h);
        let texts = common::ui::painted_texts(&h);
        let elided = common::ui::painted_elided(&h);
        let window = Rect::from_min_size(egui::Pos2::ZERO, SMALLEST);
        for name in names {
            let Some((at, _)) = texts.iter().find(|(_, t)| t == name) else {
                found.push(format!("{lang:?}: {name:?} is not painted"));
                continue;
            };
            if elided.iter().any(|t| t == name) || !window.contains_rect(*at) {
                found.push(format!("{lang:?}: {name:?} cut at {at:?}"));
            }
            if let Some((r, t)) = texts
                .iter()
                .find(|(r, t)| t != name && r.intersects(at.shrink(1.0)))
            {
                found.push(format!("{lang:?}: {t:?} at {r:?} over {name:?} at {at:?}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
