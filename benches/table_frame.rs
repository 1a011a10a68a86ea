//! One frame of the table view, driven through egui_kittest without a GPU: a match
//! with 9 hands played and the 10th in play with 26 tiles on the table around a spinner with four
//! arms (the most a hand in play can hold with two players: each keeps a tile), 1280x800.
//!
//! Measures the frame as kittest runs it (the app's UI, egui's layout, the accessibility tree
//! kittest reads), the tessellation of what it drew (the CPU part of painting), and a frame in
//! which the layout's arrangement is searched again (after a placement or a resize).
//!
//! `cargo bench --bench table_frame`.

use std::hint::black_box;
use std::sync::Arc;

use allfives::app::App;
use allfives::app::Arrangement;
use allfives::app::Lang;
use allfives::engine::Seat;
use allfives::engine::random_play::{full_layout, play};
use allfives::engine::{Event, Layout, MatchLog, Setup, Variant};
use allfives::store::{self, SaveFile};
use criterion::{Criterion, criterion_group, criterion_main};
use egui_kittest::Harness;
use rand::SeedableRng;
use rand::rngs::StdRng;

/// Tiles on the table in the hand in play.
const ON_TABLE: usize = 26;

/// A layout of [`ON_TABLE`] tiles, the first ones placed of a full layout, with four arms.
fn four_arms(rng: &mut StdRng) -> Layout {
    loop {
        let full = full_layout(rng);
        let mut layout = Layout::new(full.policy());
        for node in &full.nodes()[..ON_TABLE] {
            let on = node.parent.map(|(p, _)| full.nodes()[p].tile);
            let place = layout.find_place(node.tile, on).expect("a prefix is legal");
            layout.place(node.tile, place).expect("a prefix is legal");
        }
        if layout
            .compass()
            .is_some_and(|(_, arms)| arms.iter().all(Option::is_some))
        {
            return layout;
        }
    }
}

/// Ana and Ben, All Fives to 5000: 9 hands of random play, then a 10th in which Ana draws the
/// boneyard and places 18 tiles, Ben 8 (passing once his are down), in the order of `layout`.
fn ten_hands() -> MatchLog {
    let mut rng = StdRng::seed_from_u64(10);
    let mut setup = Setup::new(vec!["Ana".into(), "Ben".into()], Variant::AllFives);
    setup.rules.target = 5000;
    let mut events = play(&mut rng, setup.clone(), 5000).expect("random play is legal");
    // The first 9 hands, tallied: everything before the 10th hand starts.
    let tenth = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::HandStarted { .. }))
        .nth(9)
        .map(|(i, _)| i)
        .expect("10 hands in 5000 events");
    events.truncate(tenth);
    let layout = four_arms(&mut rng);
    events.push(Event::HandStarted {
        leader: Some(Seat(0)),
    });
    let (mut ben_placed, mut drawn) = (0, false);
    let mut turn = 0;
    for node in layout.nodes() {
        let on = node.parent.map(|(p, _)| layout.nodes()[p].tile);
        loop {
            if turn == 1 && ben_placed == 8 {
                events.push(Event::Passed { player: Seat(1) });
                turn = 0;
                continue;
            }
            if turn == 0 && ben_placed > 0 && !drawn {
                events.push(Event::TilesDrawn {
                    player: Seat(0),
                    count: 10,
                });
                drawn = true;
            }
            break;
        }
        events.push(Event::TilePlaced {
            player: Seat(turn),
            tile: node.tile,
            on,
        });
        if turn == 1 {
            ben_placed += 1;
        }
        turn = 1 - turn;
    }
    let cursor = events.len();
    MatchLog::from_parts(setup, events, cursor).expect("a legal match")
}

fn bench(c: &mut Criterion) {
    let log = ten_hands();
    let state = log.state().expect("a legal match");
    let hand = state.hand().expect("a hand in play");
    assert_eq!(
        (hand.number, hand.layout.nodes().len(), hand.end),
        (10, ON_TABLE, None)
    );
    let saves = tempfile::tempdir().expect("a temporary folder");
    store::save(&saves.path().join("match.ron"), &SaveFile::new(log)).expect("saved");
    let app = App::with_rng(saves.path(), Lang::En, StdRng::seed_from_u64(1));
    assert!(app.game().is_some(), "the app reopened the match");
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();

    let mut group = c.benchmark_group("table view frame");
    group.bench_function("kittest step (UI, layout, accessibility tree)", |b| {
        b.iter(|| harness.step());
    });
    let shapes = harness.output().shapes.clone();
    let ppp = harness.output().pixels_per_point;
    let ctx = harness.ctx.clone();
    group.bench_function("tessellation of the frame", |b| {
        b.iter(|| ctx.tessellate(black_box(shapes.clone()), ppp));
    });
    group.bench_function("kittest step with the arrangement searched again", |b| {
        b.iter(|| {
            harness
                .ctx
                .data_mut(|d| d.remove_by_type::<(u64, Arc<Arrangement>)>());
            harness.step();
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
