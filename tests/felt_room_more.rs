//! The felt's last room (egui_kittest, read from what is painted): what a double counts is
//! written whole, readable and clear of every tile and pip in every window, in play and on the
//! final layout; a choice of four ends shows whole beside the felt; the hand's log fills its
//! room under the cribbage board and shows no sliver of a row in a short window.

use allfives::app::{App, Lang, TableCommand, theme};
use allfives::engine::random_play::{self, Leaders};
use allfives::engine::{Deal, Event, MatchLog, MugginsRule, Setup, Variant};
use egui::epaint::Shape;
use egui::{Rect, Vec2};
use egui_kittest::kittest::Queryable;

mod common;
use common::ui::painted_felt as felt;
use common::ui::{
    H, harness_sized, painted_cut, painted_shapes, painted_sizes, painted_texts, save_events,
    save_match,
};
use common::{placed, setup, t};

const SMALLEST: Vec2 = Vec2::new(900.0, 600.0);
const LARGE: Vec2 = Vec2::new(1280.0, 800.0);

/// The least size (points) what a double counts is written at: the app's smallest words
/// anywhere (`theme::NOTE`, the line under a control); smaller is not read across a table.
const READABLE: f32 = theme::NOTE;

/// The tiles as painted: every rectangle in a tile's ivory.
fn tiles(h: &H) -> Vec<Rect> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, s)| match s {
            Shape::Rect(r) if r.fill == theme::IVORY => Some(r.rect),
            _ => None,
        })
        .collect()
}

fn f11(h: &mut H) {
    h.key_press(egui::Key::F11);
    h.run();
    assert!(h.state().view().display.table_mode);
}

/// What is wrong with what a double counts on the felt of `h` (`here` names the run): each of
/// `expected` (`(what it counts, the pip written beside it)`) must be painted once, on one line
/// (`counts 6`), at [`READABLE`] points or more, whole in the felt and its clip, and over no
/// tile and no other text (the pips at the ends, the compass, the other counts).
fn counts_faults(h: &H, here: &str, expected: &[u32]) -> Vec<String> {
    let mut found = Vec::new();
    let word = h.state().i18n().t("end-counts");
    let word = word.split(' ').next().unwrap_or_default().to_string();
    let felt = felt(h).expect("a felt");
    let tiles = tiles(h);
    let texts = painted_texts(h);
    let on_felt: Vec<&(Rect, String)> = texts.iter().filter(|(r, _)| felt.intersects(*r)).collect();
    let sizes = painted_sizes(h);
    let clips: Vec<(Rect, Rect)> = painted_shapes(h)
        .into_iter()
        .filter_map(|(clip, s)| match s {
            Shape::Text(t) => Some((t.galley.rect.translate(t.pos.to_vec2()), clip)),
            _ => None,
        })
        .collect();
    let written: Vec<&(Rect, String)> = on_felt
        .iter()
        .copied()
        .filter(|(_, s)| s.starts_with(&word))
        .collect();
    for n in expected {
        let label = format!("{word} {n}");
        let at: Vec<Rect> = written
            .iter()
            .filter(|(_, s)| *s == label)
            .map(|(r, _)| *r)
            .collect();
        let [rect] = at[..] else {
            found.push(format!(
                "{here}: {label:?} painted {} times (what is written: {written:?})",
                at.len()
            ));
            continue;
        };
        if !felt.shrink(1.0).contains_rect(rect) {
            found.push(format!(
                "{here}: {label:?} at {rect:?} leaves the felt {felt:?}"
            ));
        }
        if let Some((_, clip)) = clips.iter().find(|(r, _)| *r == rect)
            && !clip.expand(0.5).contains_rect(rect)
        {
            found.push(format!("{here}: {label:?} at {rect:?} cut by {clip:?}"));
        }
        if let Some(tile) = tiles.iter().find(|t| t.intersects(rect.shrink(0.5))) {
            found.push(format!(
                "{here}: {label:?} at {rect:?} over a tile at {tile:?}"
            ));
        }
        for (r, other) in &on_felt {
            if *r != rect && r.intersects(rect.shrink(0.5)) {
                found.push(format!(
                    "{here}: {label:?} at {rect:?} over {other:?} at {r:?}"
                ));
            }
        }
        for (text, points) in &sizes {
            if *text == label && *points < READABLE {
                found.push(format!("{here}: {label:?} at {points} points"));
            }
        }
    }
    for (r, s) in &written {
        if !expected.iter().any(|n| *s == format!("{word} {n}")) {
            found.push(format!(
                "{here}: {s:?} at {r:?} is not what a double counts here"
            ));
        }
    }
    found
}

#[test]
fn what_a_double_counts_is_painted_whole_readable_and_over_no_tile_or_pip_in_every_window() {
    // Ana leads [5-5] (the spinner: a side free counts 10); one arm runs eleven tiles to Ben's
    // [3-3] (its free side counts 6); Ana's [5-6] on the spinner's other side is her last. In
    // play both counts show, on the final layout `counts 6` alone. `counts 6` was drawn over
    // the `3` and at 8 points; then it was left out wherever it did not fit (at 900 × 600
    // always), and the old test, which summed what was written over every run, still passed.
    let mut s = setup(&["Ana", "Ben"], Variant::AllFives);
    s.rules.deal = Deal::Each(7);
    let chain = [
        ("5-0", "5-5"),
        ("0-1", "5-0"),
        ("1-2", "0-1"),
        ("2-3", "1-2"),
        ("3-4", "2-3"),
        ("4-6", "3-4"),
        ("6-2", "4-6"),
        ("2-4", "6-2"),
        ("4-1", "2-4"),
        ("1-3", "4-1"),
        ("3-3", "1-3"),
        ("5-6", "5-5"),
    ];
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            for table in [false, true] {
                let saves = tempfile::tempdir().unwrap();
                let mut events = vec![placed(0, "5-5", None)];
                for (k, (tile, on)) in chain[..chain.len() - 1].iter().enumerate() {
                    events.push(placed((k + 1) % 2, tile, *on));
                }
                save_match(saves.path(), s.clone(), &events);
                let mut h = harness_sized(App::new(saves.path(), lang), size);
                if table {
                    f11(&mut h);
                }
                let here = format!("{size:?}, {lang:?}, table mode {table}");
                found.extend(counts_faults(&h, &format!("{here}, in play"), &[10, 6]));
                h.state_mut().apply(TableCommand::PickTile(t("5-6")));
                h.run();
                h.run();
                assert!(
                    h.state()
                        .game()
                        .and_then(|g| g.hand())
                        .is_some_and(|h| h.end.is_some()),
                    "the hand is over"
                );
                found.extend(counts_faults(&h, &format!("{here}, the hand over"), &[6]));
                std::mem::forget(saves);
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The rectangle of the button named `label`, if the last frame has one.
fn button(h: &H, label: &str) -> Option<Rect> {
    h.query_by_role_and_label(egui::accesskit::Role::Button, label)
        .map(|n| n.rect())
}

#[test]
fn a_choice_of_four_ends_shows_every_end_and_cancel_whole_beside_the_felt() {
    // [5-5] led with an arm on each side and on each tip, every arm ending in 2: [2-3] fits all
    // four ends. Such a choice wrapped to a third row under the felt, hiding one end and Cancel.
    let events = [
        placed(0, "5-5", None),
        placed(1, "5-2", "5-5"),
        placed(2, "5-1", "5-5"),
        placed(3, "1-2", "5-1"),
        placed(0, "5-4", "5-5"),
        placed(1, "4-2", "5-4"),
        placed(2, "5-6", "5-5"),
        placed(3, "6-2", "5-6"),
        // Announced: the next tile waits for it (RULES.md §6).
        common::says(3, 0),
    ];
    let names = [
        "Bernadette-Marie",
        "Jean-Baptiste",
        "Marie-Claire",
        "Christophe-Louis",
    ];
    let mut s = setup(&names, Variant::AllFives);
    s.rules.muggins = MugginsRule::Steal;
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            for table in [false, true] {
                let saves = tempfile::tempdir().unwrap();
                save_match(saves.path(), s.clone(), &events);
                let mut h = harness_sized(App::new(saves.path(), lang), size);
                if table {
                    f11(&mut h);
                }
                let before = felt(&h);
                h.state_mut().apply(TableCommand::PickTile(t("2-3")));
                h.run();
                h.run();
                let here = format!("{size:?}, {lang:?}, table mode {table}");
                let choice = h
                    .state()
                    .table_view()
                    .choice
                    .clone()
                    .expect("[2-3] waits for its end");
                assert_eq!(choice.ends.len(), 4, "{here}: {:?}", choice.ends);
                let felt = felt(&h).expect("a felt");
                if Some(felt) != before {
                    found.push(format!(
                        "{here}: the felt moved from {before:?} to {felt:?}"
                    ));
                }
                let window = Rect::from_min_size(egui::Pos2::ZERO, size);
                let texts = painted_texts(&h);
                // Each end's arrow is painted on the felt, in the window.
                for end in &choice.ends {
                    let at: Vec<Rect> = texts
                        .iter()
                        .filter(|(_, text)| *text == end.arrow)
                        .map(|(r, _)| *r)
                        .collect();
                    if !at
                        .iter()
                        .any(|r| felt.contains_rect(*r) && window.contains_rect(*r))
                    {
                        found.push(format!(
                            "{here}: the arrow {:?} is painted at {at:?}",
                            end.arrow
                        ));
                    }
                }
                if table {
                    // Table mode names the tile and its ends' number over the felt, whole.
                    let choose = "[2-3]";
                    let at = texts
                        .iter()
                        .find(|(_, text)| text.starts_with(choose) && text.contains('4'))
                        .map(|(r, _)| *r);
                    if !at
                        .is_some_and(|r| window.contains_rect(r) && !r.intersects(felt.shrink(0.5)))
                    {
                        found.push(format!(
                            "{here}: {choose:?} at {at:?}, the felt at {felt:?}"
                        ));
                    }
                    std::mem::forget(saves);
                    continue;
                }
                // The window lists them, and Cancel, as buttons beside the felt, each painted
                // whole.
                let cancel = h.state().i18n().t("cancel");
                for label in choice.ends.iter().map(|e| e.label.clone()).chain([cancel]) {
                    let Some(rect) = button(&h, &label) else {
                        found.push(format!("{here}: no button {label:?}"));
                        continue;
                    };
                    if rect.intersects(felt.shrink(0.5)) || !window.contains_rect(rect) {
                        found.push(format!(
                            "{here}: {label:?} at {rect:?}, the felt at {felt:?}"
                        ));
                    }
                    let shown = texts.iter().any(|(r, text)| {
                        rect.expand(1.0).contains_rect(*r) && label.contains(text.trim())
                    });
                    if !shown {
                        found.push(format!(
                            "{here}: {label:?} at {rect:?} is not painted whole"
                        ));
                    }
                }
                std::mem::forget(saves);
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A Five Up match for Ana and Ben, played at random from `seed` to a hand of at least `tiles`
/// tiles, with the events up to that hand's `tiles`-th tile.
fn five_up(seed: u64, tiles: usize) -> (Setup, Vec<Event>) {
    use rand::SeedableRng;
    let setup = setup(&["Ana", "Ben"], Variant::FiveUp);
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let events = random_play::play_with(&mut rng, setup.clone(), 600, Leaders::AlwaysNamed)
        .expect("a legal match");
    let mut log = MatchLog::new(setup.clone()).unwrap();
    for (i, event) in events.iter().enumerate() {
        let state = log.push(event.clone()).unwrap();
        if state
            .hand()
            .is_some_and(|h| h.layout.nodes().len() >= tiles)
        {
            return (setup, events[..=i].to_vec());
        }
    }
    panic!("no hand of {tiles} tiles from seed {seed}");
}

#[test]
fn the_hand_log_takes_the_room_left_under_the_cribbage_board_in_whole_rows() {
    // A long Five Up hand (the board shows its pegs): the log showed two or three rows over a
    // blank under them, and at 900 × 600 a piece of an earlier row over the newest.
    let (s, events) = five_up(6, 23);
    let mut found = Vec::new();
    for size in [LARGE, SMALLEST] {
        for lang in [Lang::En, Lang::Ht] {
            let saves = tempfile::tempdir().unwrap();
            save_events(saves.path(), s.clone(), &events);
            let mut h = harness_sized(App::new(saves.path(), lang), size);
            let here = format!("{size:?}, {lang:?}");
            let felt = felt(&h).expect("a felt");
            let log = h.state().table_view().log.clone();
            assert!(log.len() > 12, "{here}: {} rows", log.len());
            let heads: Vec<String> = log.iter().map(|row| row.head.clone()).collect();
            check_log(&h, &here, felt, &heads, size, &mut found);
            // A row selected: Change and Cancel take the title's place, whole in the panel, and
            // the rows stay where they were.
            let newest = log.last().expect("rows").line.clone();
            let before = button(&h, &newest);
            h.get_by_role_and_label(egui::accesskit::Role::Button, &newest)
                .click();
            h.run();
            h.run();
            if button(&h, &newest) != before {
                found.push(format!("{here}: the selected row moved"));
            }
            let mut seen = Vec::new();
            for key in ["change", "cancel"] {
                let label = h.state().i18n().t(key);
                match button(&h, &label) {
                    Some(r) if r.right() <= felt.left() && r.left() >= 0.0 => seen.push(r),
                    other => found.push(format!("{here}: {label:?} at {other:?}")),
                }
            }
            if let [a, b] = seen[..]
                && a.intersects(b)
            {
                found.push(format!("{here}: Change at {a:?} over Cancel at {b:?}"));
            }
            check_log(&h, &here, felt, &heads, size, &mut found);
            std::mem::forget(saves);
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// Where the log left of `felt` is cut by its clip or leaves a row's height blank under it.
fn check_log(h: &H, here: &str, felt: Rect, heads: &[String], size: Vec2, found: &mut Vec<String>) {
    {
        {
            // What the scores panel paints, left of the felt: nothing cut by its clip.
            for cut in painted_cut(h, |r| r.right() < felt.left()) {
                found.push(format!("{here}: {cut}"));
            }
            // The rows in sight reach the panel's foot: less than a row of blank under them.
            let window = Rect::from_min_size(egui::Pos2::ZERO, size);
            let shown: Vec<Rect> = painted_shapes(h)
                .into_iter()
                .filter_map(|(clip, shape)| match shape {
                    Shape::Text(t) => {
                        let r = t.galley.rect.translate(t.pos.to_vec2());
                        let head = heads.iter().any(|head| head == t.galley.text());
                        (head && r.right() < felt.left() && clip.intersect(window).contains_rect(r))
                            .then_some(r)
                    }
                    _ => None,
                })
                .collect();
            let lowest = shown.iter().map(|r| r.bottom()).fold(0.0, f32::max);
            // A row is 46 points: its head is its first line; the second ends about 28 below.
            let blank = size.y - (lowest + 28.0);
            if shown.len() < 2 || blank > 48.0 {
                found.push(format!(
                    "{here}: {} rows in sight, {blank} points blank under them",
                    shown.len()
                ));
            }
        }
    }
}

#[test]
fn table_mode_at_a_five_up_hands_end_keeps_the_layouts_shape_where_the_dialog_leaves_it_less_room()
{
    // Ana leads [5-5], the sides are covered, then an arm of spinners runs up its top tip:
    // [5-3], [3-3], [3-4], [4-4], [4-6], [6-6], [6-0], [0-0], [0-4], and Ana's [4-2] dominoes.
    // At the hand's end table mode draws the final layout in the felt over its dialog: Five
    // Up's arms turn within the felt they are drawn on, and the layout was laid again on the
    // table of that smaller part — the arm turned elsewhere, tiles jumped — where it must only
    // zoom out.
    let moves = common::FIVE_UP_ARM_OF_SPINNERS;
    let mut five_up = setup(&["Ana", "Ben"], Variant::FiveUp);
    five_up.rules.deal = Deal::Each(7);
    let mut events = vec![Event::HandStarted {
        leader: Some(allfives::engine::Seat(0)),
    }];
    for (k, (tile, on)) in moves.iter().enumerate() {
        events.push(placed(k % 2, tile, *on));
    }
    // Where each tile lies relative to the lead, the zoom divided out (tile widths), the
    // horizontal or vertical way, on the felt of `h`: its first `n` tiles as painted.
    let shape = |h: &H, n: usize| -> Vec<(Vec2, bool)> {
        let felt = felt(h).expect("a felt");
        let drawn: Vec<Rect> = tiles(h)
            .into_iter()
            .filter(|r| felt.contains_rect(*r))
            .take(n)
            .collect();
        let lead = drawn[0];
        let unit = lead.width().min(lead.height());
        drawn
            .iter()
            .map(|r| ((r.center() - lead.center()) / unit, r.height() > r.width()))
            .collect()
    };
    let mut found = Vec::new();
    for size in [SMALLEST, LARGE] {
        let open = |events: &[Event]| {
            let saves = tempfile::tempdir().unwrap();
            save_events(saves.path(), five_up.clone(), events);
            let mut h = harness_sized(App::new(saves.path(), Lang::En), size);
            f11(&mut h);
            (saves, h)
        };
        let (_in_play, playing) = open(&events[..events.len() - 1]);
        let (_over, ended) = open(&events);
        assert!(
            ended.state().table_view().between.is_some(),
            "Ana's [4-2] ended the hand"
        );
        assert!(
            painted_texts(&ended)
                .iter()
                .any(|(_, s)| s == "Leave table mode (F11)"),
            "{size:?}: table mode at the hand's end"
        );
        let before = shape(&playing, moves.len() - 1);
        let after = shape(&ended, moves.len() - 1);
        for (i, (a, b)) in before.iter().zip(&after).enumerate() {
            if (a.0 - b.0).length() > 0.05 || a.1 != b.1 {
                found.push(format!(
                    "{size:?}: tile {i} ({}) at {a:?} in play, {b:?} at the hand's end",
                    moves[i].0
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_hand_log_shows_no_sliver_of_a_row_in_a_short_window() {
    // The muggins hand of the README's pictures, entry by entry, at 900 × 600 and 1280 × 800:
    // where one row was all the log's room held, egui's least scrolled height (64 points) kept
    // the list taller than that row, and the foot of the row above showed over it, cut
    // (`Ben said 0 · no points`). Nothing left of the felt is cut by its clip.
    let record = std::fs::read_to_string("assets/screenshots/muggins-proof.fives").unwrap();
    let mut found = Vec::new();
    let mut shown = 0;
    for lines in 8..=record.lines().count() {
        let hand: String = record
            .lines()
            .take(lines)
            .map(|l| format!("{l}\n"))
            .collect();
        let replayed = allfives::engine::record::replay(&hand);
        if !replayed.is_valid() {
            continue;
        }
        let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
        let saves = tempfile::tempdir().unwrap();
        save_events(saves.path(), replayed.setup.unwrap(), &events);
        for size in [SMALLEST, LARGE] {
            let h = harness_sized(App::new(saves.path(), Lang::En), size);
            let felt = allfives::app::last_felt(&h.ctx).expect("a felt");
            shown += 1;
            for cut in painted_cut(&h, |r| r.right() < felt.left()) {
                found.push(format!("{lines} lines at {size:?}: {cut}"));
            }
        }
    }
    assert!(shown >= 20, "{shown} moments");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The proof's labels as painted: every circle in the proof's chip colour.
fn proof_chips(h: &H) -> Vec<Rect> {
    painted_shapes(h)
        .into_iter()
        .filter_map(|(_, s)| match s {
            Shape::Circle(c) if c.fill == theme::PROOF_CHIP => Some(Rect::from_center_size(
                c.center,
                Vec2::splat(2.0 * c.radius),
            )),
            _ => None,
        })
        .collect()
}

/// A long Five Up hand with the muggins rule: an arm of spinners runs up from the [5-5] lead
/// and turns along the top; Ana says 0 for her [2-3] (it makes 10 → 2) and Ben calls.
const FIVE_UP_CALLED: &str = "\
variant: five-up\n\
players: Ana, Ben\n\
muggins: steal\n\
hand 1\n\
Ana: 5-5\n\
Ben: 5-1 on 5-5\n\
Ana: 5-2 on 5-5\n\
Ben: 5-3 on 5-5\n\
Ana: 3-3 on 5-3\n\
Ben: 3-4 on 3-3\n\
Ana: draw\n\
Ana: 4-4 on 3-4\n\
Ben: draw\n\
Ben: 4-6 on 4-4\n\
Ana: draw\n\
Ana: 6-6 on 4-6\n\
Ben: draw\n\
Ben: 6-0 on 6-6\n\
Ana: draw\n\
Ana: 0-0 on 6-0\n\
Ben: draw\n\
Ben: 0-4 on 0-0\n\
Ana: draw\n\
Ana: 4-2 on 0-4\n\
Ben: draw\n\
Ben: 5-6 on 5-5\n\
Ana: draw\n\
Ana: 1-1 on 5-1\n\
Ben: draw\n\
Ben: 6-2 on 5-6\n\
Ana: draw\n\
Ana: 2-2 on 5-2\n\
Ben: draw\n\
Ben: 1-3 on 1-1\n\
Ana: draw\n\
Ana: 2-3 on 2-2\n\
Ana: says 0\n\
Ben: muggins\n";

#[test]
fn the_proofs_labels_lie_over_no_tile_and_no_other_label_where_tiles_are_drawn_small() {
    // Ben's call shows its proof on the felt. At 900 × 600, the pad beside a felt where tiles
    // are drawn some 37 points long, a label (never under 18 points) hid the pip written at
    // the next end.
    // Three tiles sooner (Ana's [2-2] called), on a felt more crowded still, a label found no
    // free spot around its end and lay over the pips of two other ends.
    let cut = FIVE_UP_CALLED
        .find("Ana: 2-2 on 5-2\n")
        .expect("Ana's [2-2]");
    let sooner = format!(
        "{}Ana: says 0\nBen: muggins\n",
        &FIVE_UP_CALLED[..cut + "Ana: 2-2 on 5-2\n".len()]
    );
    let mut found = Vec::new();
    for record in [FIVE_UP_CALLED, sooner.as_str()] {
        let replayed = allfives::engine::record::replay(record);
        assert!(replayed.is_valid(), "{:?}", replayed.problems);
        let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
        for size in [SMALLEST, LARGE] {
            for lang in [Lang::En, Lang::Ht] {
                let saves = tempfile::tempdir().unwrap();
                save_events(saves.path(), replayed.setup.clone().unwrap(), &events);
                let h = harness_sized(App::new(saves.path(), lang), size);
                let chips = proof_chips(&h);
                assert_eq!(chips.len(), 4, "{size:?}: four counted ends, a label each");
                let tiles = tiles(&h);
                let texts = painted_texts(&h);
                for (i, chip) in chips.iter().enumerate() {
                    let inner = chip.shrink(0.5);
                    if let Some(tile) = tiles.iter().find(|t| t.intersects(inner)) {
                        found.push(format!(
                            "{size:?}: a label at {chip:?} over a tile at {tile:?}"
                        ));
                    }
                    if let Some(other) = chips[i + 1..].iter().find(|o| o.intersects(inner)) {
                        found.push(format!(
                            "{size:?}: a label at {chip:?} over another at {other:?}"
                        ));
                    }
                    // Its own value is written centred in it; any other text under it is hidden.
                    let own = |at: &Rect| (at.center().x - chip.center().x).abs() < 1.0;
                    let under = texts
                        .iter()
                        .find(|(at, _)| at.intersects(inner) && !own(at));
                    if let Some((at, text)) = under {
                        found.push(format!(
                            "{size:?}: a label at {chip:?} over {text:?} at {at:?}"
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_link_to_a_tile_set_apart_runs_under_the_tiles_it_crosses() {
    // The long Five Up hand at 900 × 600 sets tiles apart; their links were painted over the
    // tiles they crossed, a coral line through their pips.
    let replayed = allfives::engine::record::replay(FIVE_UP_CALLED);
    let events: Vec<Event> = replayed.events.into_iter().map(|(_, e)| e).collect();
    let saves = tempfile::tempdir().unwrap();
    save_events(saves.path(), replayed.setup.unwrap(), &events);
    let h = harness_sized(App::new(saves.path(), Lang::En), SMALLEST);
    let shapes = painted_shapes(&h);
    let mut links = 0;
    let mut crossed = 0;
    for (i, (_, shape)) in shapes.iter().enumerate() {
        let Shape::LineSegment {
            points: [a, b],
            stroke,
        } = shape
        else {
            continue;
        };
        if stroke.color != theme::LINK {
            continue;
        }
        links += 1;
        // Every tile the link passes through is painted after it, over it.
        for (j, (_, tile)) in shapes.iter().enumerate() {
            let Shape::Rect(tile) = tile else { continue };
            let through =
                (1..20).any(|k| tile.rect.shrink(1.0).contains(a.lerp(*b, k as f32 / 20.0)));
            if tile.fill == theme::IVORY && through {
                crossed += 1;
                assert!(
                    j > i,
                    "the link {a:?} → {b:?} is painted over the tile at {:?}",
                    tile.rect
                );
            }
        }
    }
    assert!(links > 0, "the hand sets tiles apart at 900 × 600");
    assert!(crossed > 0, "a link crosses a tile");
}
