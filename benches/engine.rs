//! The engine's budgets: `MatchState::apply` on every event of random legal matches,
//! with a counting allocator that proves it allocates nothing; the count and the legal places
//! (with the count each would make) of all 28 tiles on one layout.
//!
//! `cargo bench --bench engine`. Before measuring it replays 200 matches with the counting
//! allocator and stops with an error if any event after a match's first allocated.

use std::hint::black_box;

use allfives::engine::layout::SpinnerPolicy;
use allfives::engine::random_play::{RandomMatch, random_layout, random_legal_match};
use allfives::engine::{Event, Layout, MatchState, Tile};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;

#[path = "support/counting.rs"]
mod counting;

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

/// 200 random legal matches of every variant and house rule (seeded).
fn matches() -> Vec<RandomMatch> {
    let mut rng = StdRng::seed_from_u64(2026);
    (0..200).map(|_| random_legal_match(&mut rng)).collect()
}

/// The kind of an event, for the allocation table.
fn kind(event: &Event) -> usize {
    match event {
        Event::HandStarted { .. } => 0,
        Event::TilePlaced { .. } => 1,
        Event::TilesDrawn { .. } => 2,
        Event::Passed { .. } => 3,
        Event::PointsAnnounced { .. } | Event::NothingSaid { .. } => 4,
        Event::MugginsCalled { .. } => 5,
        Event::HandRevealed { .. } => 6,
        Event::Tallied => 7,
    }
}

const KINDS: [&str; 8] = [
    "hand", "place", "draw", "pass", "says", "muggins", "holds", "score",
];

/// Applies every event of every match, counting the allocations each `apply` makes; panics if
/// any event but a match's first allocated (the first hand of a match with the muggins rule on
/// makes room for a ruling per tile, once: the steady state starts after it).
fn prove_no_allocation(matches: &[RandomMatch]) {
    let mut events = [0u64; 8];
    let mut allocations = [0u64; 8];
    let mut first = 0;
    for game in matches {
        let mut state = MatchState::new(game.setup.clone());
        for (i, event) in game.events.iter().enumerate() {
            let before = counting::allocations();
            let applied = state.apply(event);
            let after = counting::allocations();
            applied.expect("random play is legal");
            if i == 0 {
                first += after - before;
            } else {
                events[kind(event)] += 1;
                allocations[kind(event)] += after - before;
            }
        }
    }
    eprintln!(
        "allocations in MatchState::apply: {first} in the {} first events of a match; then, by \
         event (events / allocations):",
        matches.len()
    );
    for (k, name) in KINDS.iter().enumerate() {
        eprintln!("  {name:8} {:7} / {}", events[k], allocations[k]);
    }
    let total: u64 = allocations.iter().sum();
    assert_eq!(total, 0, "MatchState::apply allocated in the steady state");
}

/// The count and every legal place of all 28 tiles with the count each would make: what the
/// tile picker and the end choice ask of a layout.
fn moves(layout: &Layout) -> u32 {
    let mut sum = layout.count();
    for tile in Tile::all() {
        for place in layout.each_place(tile) {
            sum += layout.count_after(tile, place).unwrap_or(0);
        }
    }
    sum
}

fn bench(c: &mut Criterion) {
    let matches = matches();
    prove_no_allocation(&matches);
    let events: usize = matches.iter().map(|m| m.events.len()).sum();

    let mut group = c.benchmark_group("apply");
    group.throughput(Throughput::Elements(events as u64));
    group.bench_function("200 random matches, per event", |b| {
        b.iter_batched_ref(
            || {
                matches
                    .iter()
                    .map(|m| MatchState::new(m.setup.clone()))
                    .collect::<Vec<_>>()
            },
            |states| {
                for (state, game) in states.iter_mut().zip(&matches) {
                    for event in &game.events {
                        let _ = black_box(state.apply(black_box(event)));
                    }
                }
            },
            BatchSize::LargeInput,
        );
    });
    group.finish();

    let mut rng = StdRng::seed_from_u64(28);
    let all_fives = random_layout(&mut rng, SpinnerPolicy::FirstDouble, 14, true);
    let five_up = random_layout(&mut rng, SpinnerPolicy::EveryDouble, 16, true);
    let mut group = c.benchmark_group("count and places of all 28 tiles");
    for (name, layout) in [
        ("all fives, 14 tiles", &all_fives),
        ("five up, 16 tiles", &five_up),
    ] {
        group.bench_function(name, |b| b.iter(|| moves(black_box(layout))));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
