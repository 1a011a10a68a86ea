//! Every hand of every record under `../shared/vectors/matches`, placement by placement,
//! through the layout drawing the table view uses:
//! - no tile ever moves or turns relative to the lead once it is drawn (in layout units, and on
//!   the felt once the zoom is divided out);
//! - no two tiles overlap;
//! - no tile, and no end's value, leaves the felt at the minimum window size (900 × 600; the
//!   felt is measured on the real table view, with a status line, and with a muggins pad open);
//! - nothing overlaps the arm compass.
//!
//! The same checks run on random legal play of every variant ([`random_hands_never_overlap`]),
//! where an arm can run into a pocket that no record under the vectors reaches.

use allfives::app::App;
use allfives::app::Lang;
use allfives::app::{Arrangement, World};
use allfives::app::{drawing, drawing_world, last_felt};
use allfives::engine::Seat;
use allfives::engine::record::replay;
use allfives::engine::{Event, Layout, MatchState, MugginsRule, Setup, Variant};
use egui::{Rect, Vec2};

mod common;
use common::ui::{harness_sized, save_events};
use common::{records, t, vectors};

/// The felt of the table view in a 900 × 600 window for a match of `setup` after `events`.
fn felt_of(setup: Setup, events: &[Event]) -> Rect {
    felt_at(setup, events, Vec2::new(900.0, 600.0))
}

/// The felt of the table view in a window of `size` for a match of `setup` after `events`.
fn felt_at(setup: Setup, events: &[Event], size: Vec2) -> Rect {
    let saves = tempfile::tempdir().unwrap();
    save_events(saves.path(), setup, events);
    let h = harness_sized(App::new(saves.path(), Lang::En), size);
    last_felt(&h.ctx).expect("the table drew its felt")
}

/// The felts the table view gives at the minimum window: with the status line shown (the app
/// says it reopened the match), and with the muggins rule's announcement pad open as well (the
/// smallest).
fn felts() -> [Rect; 2] {
    let two = || Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    let deal = Event::HandStarted {
        leader: Some(Seat(0)),
    };
    let lead = Event::TilePlaced {
        player: Seat(0),
        tile: t("4-6"),
        on: None,
    };
    let plain = felt_of(two(), &[deal.clone(), lead.clone()]);
    let mut muggins = two();
    muggins.rules.muggins = MugginsRule::Steal;
    let pad = felt_of(muggins, &[deal, lead]);
    assert!(
        plain.width() > 400.0 && plain.height() > 200.0,
        "a felt of {plain:?}"
    );
    assert!(pad.height() > 60.0, "a felt of {pad:?}");
    [plain, pad]
}

/// Each hand of the record at `path` as the layouts it goes through, placement by placement.
fn hands(path: &std::path::Path) -> Vec<Vec<Layout>> {
    let text = std::fs::read_to_string(path).unwrap();
    let replayed = replay(&text);
    let mut game = MatchState::new(replayed.setup.clone().expect("valid headers"));
    let mut hands: Vec<Vec<Layout>> = Vec::new();
    for (line, event) in &replayed.events {
        game.apply(event)
            .unwrap_or_else(|e| panic!("{}:{line}: {e:?}", path.display()));
        match event {
            Event::HandStarted { .. } => hands.push(Vec::new()),
            Event::TilePlaced { .. } => {
                let layout = game.hand().expect("a hand").layout.clone();
                hands.last_mut().expect("a dealt hand").push(layout);
            }
            _ => {}
        }
    }
    hands
}

/// A tile in the lead's frame: the offset of its centre (tile widths), whether it stands, its
/// halves as drawn.
type Placed = (Vec2, bool, (u8, u8));

/// Each tile of `drawn` in the lead's frame, the zoom divided out: (offset of its centre from
/// the lead's, in tile widths; whether it stands; its halves as drawn).
fn relative(drawn: &Arrangement) -> Vec<Placed> {
    let lead = drawn.tiles[0].rect.center();
    drawn
        .tiles
        .iter()
        .map(|t| {
            let offset = (t.rect.center() - lead) / drawn.short;
            (offset, t.vertical, (t.first, t.second))
        })
        .collect()
}

/// The area `a` and `b` share.
fn shared(a: Rect, b: Rect) -> f32 {
    let i = a.intersect(b);
    if i.is_positive() { i.area() } else { 0.0 }
}

/// Checks one layout drawn on `felt`.
fn check_one(name: &str, layout: &Layout, felt: Rect) -> Arrangement {
    let drawn = drawing(layout, felt);
    assert!(drawn.fits, "{name}: a tile found no clear place");
    assert_eq!(drawn.tiles.len(), layout.nodes().len(), "{name}");
    let kept = drawn.kept.expect("a corner kept for the compass");
    assert!(felt.contains_rect(kept), "{name}: compass off the felt");
    for (i, tile) in drawn.tiles.iter().enumerate() {
        assert!(
            felt.contains_rect(tile.rect),
            "{name}: tile {i} {:?} leaves the felt {felt:?}",
            tile.rect
        );
        assert!(
            !tile.rect.intersects(kept),
            "{name}: tile {i} under the compass"
        );
        for (j, other) in drawn.tiles.iter().enumerate().skip(i + 1) {
            assert!(
                shared(tile.rect, other.rect) == 0.0,
                "{name}: tiles {i} and {j} overlap"
            );
        }
    }
    for value in &drawn.values {
        assert!(
            felt.contains_rect(value.cell),
            "{name}: the value of node {} leaves the felt",
            value.node
        );
        assert!(
            !value.cell.intersects(kept),
            "{name}: a value under the compass"
        );
        for (i, tile) in drawn.tiles.iter().enumerate() {
            assert!(
                shared(value.cell, tile.rect) == 0.0,
                "{name}: the value of node {} covers tile {i}",
                value.node
            );
        }
    }
    drawn
}

#[test]
fn every_placement_of_every_record_keeps_each_tile_where_it_was_drawn() {
    let felts = felts();
    let mut placements = 0;
    let mut records_seen = 0;
    for path in records(&vectors().join("matches")) {
        records_seen += 1;
        let file = path.file_name().unwrap().to_string_lossy().to_string();
        for (h, hand) in hands(&path).iter().enumerate() {
            let Some(full) = hand.last() else { continue };
            // In layout units: each placement's table is the full hand's, tile for tile, on
            // each felt.
            let wholes: Vec<World> = felts.iter().map(|&f| drawing_world(full, f)).collect();
            let mut before: Option<Vec<Placed>> = None;
            for (k, layout) in hand.iter().enumerate() {
                let name = format!("{file} hand {} after placement {}", h + 1, k + 1);
                for (felt, whole) in felts.iter().zip(&wholes) {
                    assert_eq!(
                        drawing_world(layout, *felt).tiles[..],
                        whole.tiles[..layout.nodes().len()],
                        "{name}: the table in layout units changed on {felt:?}"
                    );
                }
                // On the felt: every tile drawn before keeps its place and turn relative to the
                // lead, once the zoom is divided out.
                let now = relative(&check_one(&name, layout, felts[0]));
                check_one(&format!("{name} (muggins pad open)"), layout, felts[1]);
                if let Some(before) = &before {
                    for (i, (a, b)) in before.iter().zip(&now).enumerate() {
                        assert!(
                            (a.0 - b.0).length() < 1e-3 && a.1 == b.1 && a.2 == b.2,
                            "{name}: tile {i} moved or turned: {a:?} then {b:?}"
                        );
                    }
                }
                before = Some(now);
                placements += 1;
            }
        }
    }
    assert!(records_seen >= 20, "only {records_seen} records");
    assert!(placements > 1000, "only {placements} placements");
}

/// What is wrong with `layout` drawn on `felt`, if anything: the checks of [`check_one`] (a tile
/// with no clear place, two tiles overlapping, a tile or a value off the felt or under the
/// compass, a value covering a tile), as a message instead of a panic, so the random test below
/// can name every failing hand.
fn fault(layout: &Layout, felt: Rect) -> Option<String> {
    let drawn = drawing(layout, felt);
    if !drawn.fits {
        return Some("a tile found no clear place".into());
    }
    let Some(kept) = drawn.kept else {
        return Some("no corner kept for the compass".into());
    };
    if !felt.contains_rect(kept) {
        return Some("compass off the felt".into());
    }
    for (i, tile) in drawn.tiles.iter().enumerate() {
        if !felt.contains_rect(tile.rect) {
            return Some(format!("tile {i} leaves the felt"));
        }
        if tile.rect.intersects(kept) {
            return Some(format!("tile {i} under the compass"));
        }
        for (j, other) in drawn.tiles.iter().enumerate().skip(i + 1) {
            if shared(tile.rect, other.rect) > 0.0 {
                return Some(format!("tiles {i} and {j} overlap"));
            }
        }
    }
    for value in &drawn.values {
        if !felt.contains_rect(value.cell) {
            return Some(format!("the value of node {} leaves the felt", value.node));
        }
        if value.cell.intersects(kept) {
            return Some(format!(
                "the value of node {} is under the compass",
                value.node
            ));
        }
        if let Some(i) = drawn
            .tiles
            .iter()
            .position(|t| shared(value.cell, t.rect) > 0.0)
        {
            return Some(format!("the value of node {} covers tile {i}", value.node));
        }
    }
    None
}

/// The hands of random legal matches of `variant` (`allfives::engine::random_play`: any number
/// of players, any house rule), seeded `seed`, as the layouts each goes through placement by
/// placement.
fn random_hands(variant: Variant, seed: u64) -> Vec<Vec<Layout>> {
    use allfives::engine::random_play::{play, random_setup_of};
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let players = rng.random_range(2..=4);
    let setup = random_setup_of(&mut rng, variant, players, 0.0);
    let events = play(&mut rng, setup.clone(), 3000).expect("random play is legal");
    let mut game = MatchState::new(setup);
    let mut hands: Vec<Vec<Layout>> = Vec::new();
    for event in &events {
        game.apply(event).expect("random play is legal");
        match event {
            Event::HandStarted { .. } => hands.push(Vec::new()),
            Event::TilePlaced { .. } => {
                let layout = game.hand().expect("a hand").layout.clone();
                hands.last_mut().expect("a dealt hand").push(layout);
            }
            _ => {}
        }
    }
    hands
}

/// How many random matches of each variant [`random_hands_never_overlap`] plays, Five Up's
/// first (its spinner on every double crowds the table most), then the others'.
const RANDOM_MATCHES: [u64; 2] = [60, 25];

/// How many hands of each variant go through the checks after every placement, not only at
/// their end.
const EVERY_PLACEMENT: usize = 16;

/// Hands that ended with a tile on another before the tiles with no room against their end were
/// set apart (`arrangement/apart.rs`): (variant, seed, hand), checked after every placement.
const ONCE_OVERLAPPING: [(Variant, u64, usize); 7] = [
    (Variant::AllFives, 24, 7),
    (Variant::FiveUp, 1_000_089, 2),
    (Variant::FiveUp, 1_000_166, 11),
    (Variant::FiveUp, 1_000_194, 35),
    (Variant::FiveUp, 1_000_244, 4),
    (Variant::AllThrees, 4_000_112, 18),
    (Variant::AllThrees, 4_000_275, 4),
];

/// Hands where a tile finds no clear way against its end and is set apart, with the layout of
/// arms that turn before tiles shrink below a readable size (`arrangement/world.rs`): (variant,
/// seed, hand), checked after every placement. Two of the [`ONCE_OVERLAPPING`] hands (Five Up
/// seed 1000194 hand 35, All Threes seed 4000275 hand 4) no longer need a tile set apart there.
const SET_APART: [(Variant, u64, usize); 3] = [
    (Variant::AllFives, 24, 7),
    (Variant::FiveUp, 1_000_005, 2),
    (Variant::Muggins, 2_000_021, 4),
];

/// The seed of match `m` of `variant` (each variant has its own million).
fn seed_of(variant: Variant, m: u64) -> u64 {
    let v = Variant::ALL.iter().position(|&x| x == variant).unwrap() as u64;
    v * 1_000_000 + m
}

/// What is wrong with `hand` (its layouts placement by placement) on `felts`: after every
/// placement when `every` (no tile moves in layout units, and [`fault`]), else at its end.
fn hand_fault(hand: &[Layout], felts: &[Rect], every: bool) -> Option<String> {
    let full = hand.last()?;
    let wholes: Vec<World> = felts.iter().map(|&f| drawing_world(full, f)).collect();
    let start = if every { 0 } else { hand.len() - 1 };
    for (k, layout) in hand.iter().enumerate().skip(start) {
        let here = format!("placement {}", k + 1);
        let moved = |(felt, whole): (&Rect, &World)| {
            drawing_world(layout, *felt).tiles[..] != whole.tiles[..layout.nodes().len()]
        };
        if every && felts.iter().zip(&wholes).any(moved) {
            return Some(format!("{here}: a tile moved"));
        }
        if let Some(f) = felts.iter().find_map(|&felt| fault(layout, felt)) {
            return Some(format!("{here}: {f}"));
        }
    }
    None
}

/// Random legal play of every variant under any house rule (`random_play`): Five Up's first
/// [`RANDOM_MATCHES`]`[0]` matches and the others' first [`RANDOM_MATCHES`]`[1]` (about 2,000
/// hands), each hand drawn on both felts at its end, the first [`EVERY_PLACEMENT`] hands of
/// each variant and the [`ONCE_OVERLAPPING`] ones after every placement: no tile overlaps
/// another or moves, nothing leaves the felt or lies under the compass (the checks of
/// [`check_one`]), and each [`SET_APART`] hand still has a tile set apart. Before tiles
/// with no room against their end were set apart, All Fives seed 24 hand 7 failed here (a tile
/// touching one it is not joined to), and every [`ONCE_OVERLAPPING`] hand (Five Up seed 1000089
/// hand 2: a tile on another); the failures are listed by variant, seed and hand.
#[test]
fn random_hands_never_overlap() {
    let felts = felts();
    let mut failures = Vec::new();
    let mut hands_seen = 0;
    for variant in Variant::ALL {
        let matches = RANDOM_MATCHES[usize::from(variant != Variant::FiveUp)];
        let mut checked = 0;
        for m in 0..matches {
            let seed = seed_of(variant, m);
            for (h, hand) in random_hands(variant, seed).iter().enumerate() {
                hands_seen += 1;
                checked += 1;
                let every = checked <= EVERY_PLACEMENT;
                if let Some(f) = hand_fault(hand, &felts, every) {
                    failures.push(format!("{variant:?} seed {seed} hand {}: {f}", h + 1));
                }
            }
        }
    }
    for (variant, seed, h) in ONCE_OVERLAPPING {
        let hand = &random_hands(variant, seed)[h - 1];
        if let Some(f) = hand_fault(hand, &felts, true) {
            failures.push(format!("{variant:?} seed {seed} hand {h}: {f}"));
        }
    }
    for (variant, seed, h) in SET_APART {
        let hand = &random_hands(variant, seed)[h - 1];
        if let Some(f) = hand_fault(hand, &felts, true) {
            failures.push(format!("{variant:?} seed {seed} hand {h}: {f}"));
        }
        // Still the hand it was: one tile has no clear way against its end.
        let full = hand.last().expect("a placement");
        if drawing(full, felts[0]).links.is_empty() {
            failures.push(format!(
                "{variant:?} seed {seed} hand {h}: no tile set apart"
            ));
        }
    }
    assert!(hands_seen > 1500, "only {hands_seen} hands");
    assert!(
        failures.is_empty(),
        "{} hands failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The felt of the table view in a window of `size`: a Five Up match, led, with or without the
/// muggins rule's announcement pad (beside the felt at 900 × 600, over it at 1280 × 800).
fn five_up_felt(size: Vec2, muggins: bool) -> Rect {
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::FiveUp);
    if muggins {
        setup.rules.muggins = MugginsRule::Steal;
    }
    let events = [
        Event::HandStarted {
            leader: Some(Seat(0)),
        },
        Event::TilePlaced {
            player: Seat(0),
            tile: t("5-5"),
            on: None,
        },
    ];
    felt_at(setup, &events, size)
}

/// The felt of the table view at 1280 × 800 (UI.md's readable size): a Five Up match, led.
fn big_felt() -> Rect {
    five_up_felt(Vec2::new(1280.0, 800.0), false)
}

/// The shortest a tile of `layout` is drawn on `felt` (points: a tile's long side).
fn tile_length(layout: &Layout, felt: Rect) -> f32 {
    2.0 * drawing(layout, felt).short
}

/// Whether the felt still has room an arm could turn into: all that is drawn of `layout` on
/// `felt` (tiles and the cells beyond their open ends), at the size it would have with
/// readable tiles ([`READABLE`] points long), spans less than [`ROOM`] of the felt's width or of
/// its height.
fn has_room(layout: &Layout, felt: Rect) -> bool {
    let drawn = drawing(layout, felt);
    let extent = drawn
        .tiles
        .iter()
        .map(|t| t.rect)
        .chain(drawn.values.iter().map(|v| v.cell))
        .fold(Rect::NOTHING, |b, r| b.union(r));
    let size = extent.size() * (READABLE / 2.0 / drawn.short);
    size.x < ROOM * felt.width() || size.y < ROOM * felt.height()
}

/// The share of the felt's width or height left unused that counts as room to turn into.
const ROOM: f32 = 0.6;

/// The shortest readable tile at 1280 × 800 (points, UI.md).
const READABLE: f32 = 60.0;

#[test]
fn a_five_up_arm_turns_before_its_tiles_shrink_below_readable() {
    // [5-5] led, its sides covered, then up the top tip [5-3], [3-3], [3-4], [4-4], [4-6],
    // [6-6], [6-0], [0-0], [0-4], [4-2]: every other tile a spinner. The arm used to run
    // straight up to the 14th tile, the view shrinking tiles to about 28 points; it turns
    // before a tile is drawn shorter than 60 points at 1280 × 800.
    let felt = big_felt();
    let moves = common::FIVE_UP_ARM_OF_SPINNERS;
    let mut layout = Layout::new(allfives::engine::SpinnerPolicy::EveryDouble);
    for (k, (tile, on)) in moves.iter().enumerate() {
        let tile = t(tile);
        let place = layout.find_place(tile, on.map(t)).unwrap();
        layout.place(tile, place).unwrap();
        let length = tile_length(&layout, felt);
        assert!(
            length >= READABLE,
            "after {} tiles on {felt:?}: tiles {length} points long",
            k + 1
        );
    }
}

#[test]
fn random_five_up_hands_keep_tiles_readable_while_an_arm_can_turn() {
    // Random Five Up matches (every double a spinner, the layout that branches most), every
    // placement drawn on the felt of a 1280 × 800 and of a 900 × 600 window, with the muggins
    // rule's pad and without: while the drawing leaves room across the felt or down it, no
    // tile is drawn shorter than 60 points on the 1280 × 800 felt. Where the pad makes the felt
    // smaller, a run of doubles and spinner tips, which go straight on, can still take the
    // drawing off the felt with room beside it: the hands where that happens stay under a share
    // of them ([`SHRINKS_WITH_ROOM`]). With the arms turning near the edge of the 1280 × 800
    // felt's table whatever the felt, tiles shrank with room left in 143 of these 166 hands at
    // 1280 × 800 with the pad, in 104 at 900 × 600 and in all 166 with the pad (then 1, 14 and
    // 55 with a table fitted to the felt; at 900 × 600 Five Up's pad, up to 60, leaves the felt
    // 232 points wide; 1, 12 and 27 now that an arm also weighs how far the view would zoom out
    // on the felt itself, its drawing slid away from the compass's corner).
    let mut felts = Vec::new();
    for size in [Vec2::new(1280.0, 800.0), Vec2::new(900.0, 600.0)] {
        for muggins in [false, true] {
            let felt = five_up_felt(size, muggins);
            felts.push((size, muggins, felt, Vec::new()));
        }
    }
    let mut hands = 0;
    let mut shapes = Vec::new();
    for m in 0..12 {
        let seed = seed_of(Variant::FiveUp, m);
        for (h, hand) in random_hands(Variant::FiveUp, seed).iter().enumerate() {
            hands += 1;
            // The 1280 × 800 window's felt lays the layout as the phones do (on `Table::WORLD`): one
            // shape on every surface of that size.
            if let Some(full) = hand.last()
                && drawing_world(full, felts[0].2).tiles != World::build(full).tiles
            {
                shapes.push(format!("seed {seed} hand {}", h + 1));
            }
            for (_, _, felt, shrank) in &mut felts {
                for (k, layout) in hand.iter().enumerate() {
                    let length = tile_length(layout, *felt);
                    if length < READABLE && has_room(layout, *felt) {
                        shrank.push(format!(
                            "seed {seed} hand {} placement {}: {length:.1} points",
                            h + 1,
                            k + 1
                        ));
                        break;
                    }
                }
            }
        }
    }
    assert!(hands > 150, "only {hands} hands");
    for (size, muggins, felt, shrank) in &felts {
        eprintln!(
            "{size:?} muggins {muggins} ({felt:?}): {} of {hands} hands shrank",
            shrank.len()
        );
    }
    let mut failures = Vec::new();
    for (k, (size, muggins, felt, shrank)) in felts.iter().enumerate() {
        let allowed = SHRINKS_WITH_ROOM[k];
        if shrank.len() as f32 > allowed * hands as f32 {
            failures.push(format!(
                "{size:?}, muggins {muggins}, felt {felt:?}: {} of {hands} hands shrank tiles \
                 with room left (at most {allowed} allowed):\n{}",
                shrank.len(),
                shrank.join("\n")
            ));
        }
    }
    assert!(
        shapes.is_empty(),
        "laid otherwise at 1280 × 800 than on the phones: {}",
        shapes.join(", ")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The share of Five Up hands that may draw tiles under 60 points with room left on the felt,
/// in the order the test draws them: at 1280 × 800 without the muggins pad and with it, at
/// 900 × 600 without it and with it.
/// At 900 × 600: 0.1 → 0.08 and 0.5 → 0.17 once the arms weigh the zoom on the felt itself
/// (14 → 12 and 55 → 27 of 166 hands).
const SHRINKS_WITH_ROOM: [f32; 4] = [0.0, 0.01, 0.08, 0.17];
