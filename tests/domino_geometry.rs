//! The layout drawing (`app::arrangement::arrange`): every layout from the records under
//! `../shared/vectors` (after every placement) and many random full hands fit a 900×500 area
//! with no two tiles overlapping and tiles not joined kept apart; doubles lie across their line,
//! each tile touches its parent with the matching half, a spinner's four arms go left, right, up
//! and down, and an open end on the layout can be clicked by its label (`on 5-5`).

mod common;

use std::path::Path;

use allfives::app::layout_view;
use allfives::app::{TileRect, arrange, arrangement};
use allfives::engine::layout::EndKind;
use allfives::engine::record::replay;
use allfives::engine::{Event, Layout, MatchState, SpinnerPolicy, Tile};
use common::{t, valid_records};
use egui::{Pos2, Rect, pos2, vec2};

/// Every non-empty layout a record goes through (after each placement), with a name.
fn record_layouts(path: &Path) -> Vec<(String, Layout)> {
    let text = std::fs::read_to_string(path).unwrap();
    let replayed = replay(&text);
    let setup = replayed.setup.clone().expect("valid headers");
    let mut game = MatchState::new(setup);
    let mut out = Vec::new();
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    for (line, event) in &replayed.events {
        game.apply(event)
            .unwrap_or_else(|e| panic!("{name}:{line}: {e:?}"));
        if matches!(event, Event::TilePlaced { .. }) {
            let layout = game.hand().expect("a hand").layout.clone();
            out.push((format!("{name}:{line}"), layout));
        }
    }
    out
}

/// A small deterministic random source (no dependency needed).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// A random hand played until no tile fits anywhere (often all 28).
fn random_layout(policy: SpinnerPolicy, seed: u64) -> Layout {
    let mut rng = Lcg(seed);
    let mut layout = Layout::new(policy);
    let mut tiles: Vec<Tile> = Tile::all().collect();
    // A random lead, written either way round.
    let lead = tiles.remove(rng.next(tiles.len()));
    let lead = if rng.next(2) == 0 {
        lead
    } else {
        Tile::new(lead.second(), lead.first()).unwrap()
    };
    let place = layout.find_place(lead, None).unwrap();
    layout.place(lead, place).unwrap();
    loop {
        let options: Vec<_> = tiles
            .iter()
            .flat_map(|&t| layout.places(t).into_iter().map(move |p| (t, p)))
            .collect();
        if options.is_empty() {
            return layout;
        }
        let (tile, place) = options[rng.next(options.len())];
        layout.place(tile, place).unwrap();
        tiles.retain(|&t| t != tile);
    }
}

/// Plays `(tile, on)` moves from an empty layout.
fn play(policy: SpinnerPolicy, moves: &[(&str, Option<&str>)]) -> Layout {
    let mut layout = Layout::new(policy);
    for (tile, on) in moves {
        let place = layout.find_place(t(tile), on.map(t)).unwrap();
        layout.place(t(tile), place).unwrap();
    }
    layout
}

fn overlap(a: Rect, b: Rect) -> f32 {
    let w = a.max.x.min(b.max.x) - a.min.x.max(b.min.x);
    let h = a.max.y.min(b.max.y) - a.min.y.max(b.min.y);
    if w > 0.0 && h > 0.0 { w * h } else { 0.0 }
}

/// Distance between two rectangles (0 when they touch or overlap).
fn distance(a: Rect, b: Rect) -> f32 {
    let dx = (a.min.x - b.max.x).max(b.min.x - a.max.x).max(0.0);
    let dy = (a.min.y - b.max.y).max(b.min.y - a.max.y).max(0.0);
    dx.hypot(dy)
}

/// The centre of the half of `t` that shows `first` (`true`) or `second`.
fn half_center(t: &TileRect, first: bool) -> Pos2 {
    let r = t.rect;
    let (a, b) = if t.vertical {
        (
            pos2(r.center().x, r.min.y + r.height() / 4.0),
            pos2(r.center().x, r.max.y - r.height() / 4.0),
        )
    } else {
        (
            pos2(r.min.x + r.width() / 4.0, r.center().y),
            pos2(r.max.x - r.width() / 4.0, r.center().y),
        )
    };
    if first { a } else { b }
}

/// Checks one layout drawn in `area`; returns the tile length used.
fn check(name: &str, layout: &Layout, area: Rect) -> f32 {
    let arr = arrangement(layout, area);
    let tiles = &arr.tiles;
    let nodes = layout.nodes();
    assert!(arr.fits, "{name}: does not fit in {area:?}");
    assert_eq!(tiles.len(), nodes.len(), "{name}");
    let s = arr.short;
    for (i, tr) in tiles.iter().enumerate() {
        assert_eq!(tr.node, i, "{name}: node order");
        let r = tr.rect;
        assert!(
            area.contains_rect(r),
            "{name}: tile {i} {r:?} outside {area:?}"
        );
        // 2:1, with `vertical` telling which way.
        let (long, short) = if tr.vertical {
            (r.height(), r.width())
        } else {
            (r.width(), r.height())
        };
        assert!(
            (long - 2.0 * s).abs() < 0.01 && (short - s).abs() < 0.01,
            "{name}: {i}"
        );
        assert!(long <= 110.01, "{name}: tile {i} is {long} long");
        let node = &nodes[i];
        let tile = node.tile;
        assert!(
            (tr.first, tr.second) == (tile.first(), tile.second())
                || (tr.first, tr.second) == (tile.second(), tile.first()),
            "{name}: tile {i} drawn as {}-{} for {tile}",
            tr.first,
            tr.second
        );
        for (j, other) in tiles.iter().enumerate().skip(i + 1) {
            assert!(
                overlap(r, other.rect) == 0.0,
                "{name}: tiles {i} ({}) and {j} ({}) overlap",
                nodes[i].tile,
                nodes[j].tile
            );
        }
        let Some((p, end)) = node.parent else {
            // The lead lies along the horizontal line: a double across it.
            assert_eq!(tr.vertical, tile.is_double(), "{name}: lead");
            assert_eq!((tr.first, tr.second), (tile.first(), tile.second()));
            continue;
        };
        let parent = &tiles[p];
        if let Some(link) = arr.links.iter().find(|l| l.node == i) {
            // Set apart, where no way against its end was clear (`arrangement/apart.rs`): its
            // link runs from its parent's end to its own touching edge.
            assert!(
                parent.rect.expand(1.0).contains(link.from) && r.expand(1.0).contains(link.to),
                "{name}: tile {i} set apart without a link from its parent"
            );
            continue;
        }
        // It touches its parent: just the gap between them.
        let d = distance(r, parent.rect);
        assert!(
            d <= arr.gap + 0.01,
            "{name}: tile {i} is {d} from its parent"
        );
        // A double lies across its line: its long side faces the parent.
        if tile.is_double() {
            let shared_x = r.max.x.min(parent.rect.max.x) - r.min.x.max(parent.rect.min.x);
            let shared_y = r.max.y.min(parent.rect.max.y) - r.min.y.max(parent.rect.min.y);
            // Side by side horizontally (shared y) means the line is horizontal: then vertical.
            if shared_y > 0.0 && shared_x <= 0.0 {
                assert!(
                    tr.vertical,
                    "{name}: double {tile} must lie across its line"
                );
            }
            if shared_x > 0.0 && shared_y <= 0.0 {
                assert!(
                    !tr.vertical,
                    "{name}: double {tile} must lie across its line"
                );
            }
        } else {
            // The touching half (tile.first()) is the one nearest the parent.
            let touching_is_first = (tr.first, tr.second) == (tile.first(), tile.second());
            let near = half_center(tr, touching_is_first);
            let far = half_center(tr, !touching_is_first);
            let pc = parent.rect.center();
            let dn = distance(Rect::from_center_size(near, vec2(0.1, 0.1)), parent.rect);
            let df = distance(Rect::from_center_size(far, vec2(0.1, 0.1)), parent.rect);
            assert!(
                dn < df || near.distance(pc) < far.distance(pc),
                "{name}: {tile} on {} (end {end}) shows its touching half away from it",
                nodes[p].tile
            );
        }
        // Spinner tips grow at right angles to the spinner's line.
        if nodes[p].ends[end].kind == EndKind::Tip {
            let c = parent.rect.center();
            let rc = r.center();
            if parent.vertical {
                // A vertical spinner sits in a horizontal line: tips go up and down.
                assert!(
                    (rc.x - c.x).abs() < s * 1.01,
                    "{name}: tip arm of {}",
                    nodes[p].tile
                );
            } else {
                assert!(
                    (rc.y - c.y).abs() < s * 1.01,
                    "{name}: tip arm of {}",
                    nodes[p].tile
                );
            }
        }
    }
    // Tiles not joined to each other keep clear of each other, so none looks joined.
    let joined = |a: usize, b: usize| {
        let pa = nodes[a].parent.map(|(p, _)| p);
        let pb = nodes[b].parent.map(|(p, _)| p);
        pa == Some(b) || pb == Some(a) || (pa.is_some() && pa == pb)
    };
    for (i, a) in tiles.iter().enumerate() {
        for (j, b) in tiles.iter().enumerate().skip(i + 1) {
            if !joined(i, j) {
                let d = distance(a.rect, b.rect);
                assert!(d >= 0.25 * s, "{name}: tiles {i} and {j} are {d} apart");
            }
        }
    }
    // A non-double's outer half faces the tile placed on it.
    for (j, node) in nodes.iter().enumerate() {
        let Some((p, _)) = node.parent else { continue };
        let parent = &nodes[p];
        let apart = arr.links.iter().any(|l| l.node == j);
        if apart || parent.parent.is_none() || parent.tile.is_double() {
            continue;
        }
        let tr = &tiles[p];
        let outer_is_first = (tr.first, tr.second) == (parent.tile.second(), parent.tile.first());
        let c = tiles[j].rect.center();
        let near = half_center(tr, outer_is_first);
        let far = half_center(tr, !outer_is_first);
        assert!(
            distance(tiles[j].rect, Rect::from_center_size(near, vec2(0.1, 0.1)))
                < distance(tiles[j].rect, Rect::from_center_size(far, vec2(0.1, 0.1)))
                || near.distance(c) < far.distance(c),
            "{name}: {} on {} touches its inner half",
            node.tile,
            parent.tile
        );
    }
    // Open ends sit on their tile's edge.
    for mark in &arr.open {
        let r = tiles[mark.node].rect.expand(0.01);
        assert!(r.contains(mark.pos), "{name}: open mark off its tile");
    }
    2.0 * s
}

fn area(w: f32, h: f32) -> Rect {
    Rect::from_min_size(pos2(10.0, 20.0), vec2(w, h))
}

#[test]
fn every_record_layout_fits_900_by_500_without_overlaps() {
    let mut count = 0;
    let mut smallest = f32::MAX;
    let mut most = 0;
    for file in valid_records() {
        for (name, layout) in record_layouts(&file) {
            let len = check(&name, &layout, area(900.0, 500.0));
            smallest = smallest.min(len);
            most = most.max(layout.nodes().len());
            count += 1;
        }
    }
    assert!(count > 500, "only {count} layouts");
    assert!(most >= 20, "largest layout has only {most} tiles");
    assert!(smallest >= 60.0, "tiles shrink to {smallest} points");
}

#[test]
fn random_full_hands_fit_many_areas() {
    let mut smallest = f32::MAX;
    let mut full = 0;
    for policy in [
        SpinnerPolicy::FirstDouble,
        SpinnerPolicy::EveryDouble,
        SpinnerPolicy::None,
    ] {
        for seed in 0..40 {
            let layout = random_layout(policy, seed);
            if layout.nodes().len() == 28 {
                full += 1;
            }
            let name = format!("{policy:?} seed {seed} ({} tiles)", layout.nodes().len());
            smallest = smallest.min(check(&name, &layout, area(900.0, 500.0)));
            for (w, h) in [(1280.0, 720.0), (600.0, 420.0)] {
                check(&format!("{name} in {w}x{h}"), &layout, area(w, h));
            }
        }
    }
    assert!(full >= 8, "only {full} hands used all 28 tiles");
    assert!(
        smallest >= 40.0,
        "tiles shrink to {smallest} points in 900x500"
    );
}

#[test]
fn spinner_led_with_four_arms() {
    // RULES.md §7, maximum 35: [3-3] led, arms on both sides and both tips.
    let layout = play(
        SpinnerPolicy::FirstDouble,
        &[
            ("3-3", None),
            ("3-6", Some("3-3")),
            ("3-5", Some("3-3")),
            ("3-4", Some("3-3")),
            ("3-2", Some("3-3")),
            ("6-6", Some("3-6")),
            ("5-5", Some("3-5")),
            ("4-4", Some("3-4")),
            ("2-5", Some("2-3")),
        ],
    );
    let a = area(900.0, 500.0);
    check("max-35", &layout, a);
    let tiles = arrange(&layout, a);
    let spinner = tiles[0];
    assert!(spinner.vertical, "the spinner lies across the line");
    assert!((spinner.rect.center() - a.shrink(0.0).center()).length() < 1.0);
    let c = spinner.rect.center();
    let at = |tile: &str| tiles[layout.node_of(t(tile)).unwrap()].rect.center();
    assert!(
        at("3-6").x < c.x && (at("3-6").y - c.y).abs() < 1.0,
        "first side: left"
    );
    assert!(
        at("3-5").x > c.x && (at("3-5").y - c.y).abs() < 1.0,
        "second side: right"
    );
    assert!(
        at("3-4").y < c.y && (at("3-4").x - c.x).abs() < 1.0,
        "first tip: up"
    );
    assert!(
        at("3-2").y > c.y && (at("3-2").x - c.x).abs() < 1.0,
        "second tip: down"
    );
    // Arms: horizontal tiles on the sides, vertical on the tips; doubles across.
    let rect = |tile: &str| tiles[layout.node_of(t(tile)).unwrap()];
    assert!(!rect("3-6").vertical && !rect("3-5").vertical);
    assert!(rect("3-4").vertical && rect("3-2").vertical);
    assert!(rect("6-6").vertical && rect("5-5").vertical);
    // The touching halves face the spinner: [3-6] on the left shows 6 outside, 3 inside.
    assert_eq!((rect("3-6").first, rect("3-6").second), (6, 3));
    assert_eq!((rect("3-5").first, rect("3-5").second), (3, 5));
    assert_eq!((rect("3-4").first, rect("3-4").second), (4, 3));
    assert_eq!((rect("3-2").first, rect("3-2").second), (3, 2));
}

#[test]
fn lead_non_double_grows_left_from_its_first_half() {
    let layout = play(
        SpinnerPolicy::None,
        &[("5-2", None), ("2-4", Some("5-2")), ("5-1", Some("5-2"))],
    );
    let tiles = arrange(&layout, area(900.0, 500.0));
    assert_eq!((tiles[0].first, tiles[0].second), (5, 2));
    // [2-4] on the 2 goes right, [5-1] on the 5 goes left; touching halves inside.
    assert!(tiles[1].rect.min.x > tiles[0].rect.max.x);
    assert_eq!((tiles[1].first, tiles[1].second), (2, 4));
    assert!(tiles[2].rect.max.x < tiles[0].rect.min.x);
    assert_eq!((tiles[2].first, tiles[2].second), (1, 5));
}

#[test]
fn small_layouts_use_big_tiles_and_the_empty_layout_nothing() {
    let layout = play(SpinnerPolicy::FirstDouble, &[("5-5", None)]);
    let tiles = arrange(&layout, area(900.0, 500.0));
    assert_eq!(tiles[0].rect.height(), 110.0);
    assert!(arrange(&Layout::new(SpinnerPolicy::FirstDouble), area(900.0, 500.0)).is_empty());
    // Deterministic.
    let big = random_layout(SpinnerPolicy::EveryDouble, 7);
    assert_eq!(
        arrange(&big, area(900.0, 500.0)),
        arrange(&big, area(900.0, 500.0))
    );
}

#[test]
fn candidates_are_clickable_by_label() {
    use allfives::app::open_end_name;
    use allfives::app::{I18n, Lang};
    use egui_kittest::kittest::{Queryable, by};

    let layout = play(
        SpinnerPolicy::FirstDouble,
        &[("5-5", None), ("5-0", Some("5-5")), ("0-3", Some("5-0"))],
    );
    // [3-5] fits the spinner's free side and the 3 of [0-3].
    let places = layout.places(t("3-5"));
    assert_eq!(places.len(), 2);
    let state = (layout, None::<usize>);
    let mut harness = common::ui::widget_harness(
        vec2(900.0, 500.0),
        state,
        move |ui, state: &mut (Layout, Option<usize>)| {
            let i18n = I18n::new(Lang::En);
            let name = |node, end| open_end_name(&i18n, &state.0, node, end);
            if let Some(node) = layout_view(ui, &state.0, &places, Some(2), &name) {
                state.1 = Some(node);
            }
        },
    );
    harness
        .get_by_label("open end 5 on the spinner's side")
        .click();
    harness.run();
    assert_eq!(harness.state().1, Some(0));
    harness
        .get_by_label("open end 3 at the end of zero-three")
        .click();
    harness.run();
    assert_eq!(harness.state().1, Some(2));
    // Only the two candidates are buttons; [5-0] has no open end left.
    let buttons = harness.query_all(by().role(egui::accesskit::Role::Button));
    assert_eq!(buttons.count(), 2);
    assert!(harness.query_by_label_contains("five-zero").is_none());
}
