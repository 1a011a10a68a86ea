//! The arrangement of the layout drawing: where each tile goes in the table's area,
//! for layouts of 5, 14 and all 28 tiles (four arms), as the table view asks after a placement
//! (it keeps the result until the layout or the area changes).
//!
//! `cargo bench --bench arrangement`.

use std::hint::black_box;

use allfives::app::arrangement;
use allfives::engine::layout::SpinnerPolicy;
use allfives::engine::random_play::{full_layout, random_layout};
use criterion::{Criterion, criterion_group, criterion_main};
use egui::{Pos2, Rect};
use rand::SeedableRng;
use rand::rngs::StdRng;

fn bench(c: &mut Criterion) {
    let mut rng = StdRng::seed_from_u64(28);
    let layouts = [
        (
            "5 tiles",
            random_layout(&mut rng, SpinnerPolicy::FirstDouble, 5, true),
        ),
        (
            "14 tiles",
            random_layout(&mut rng, SpinnerPolicy::FirstDouble, 14, true),
        ),
        ("28 tiles, four arms", full_layout(&mut rng)),
    ];
    // The table's area in a 1280x800 window, below the count and above the picker.
    let area = Rect::from_min_max(Pos2::new(10.0, 150.0), Pos2::new(1000.0, 560.0));
    let mut group = c.benchmark_group("arrangement");
    group.sample_size(20);
    for (name, layout) in &layouts {
        group.bench_function(*name, |b| b.iter(|| arrangement(black_box(layout), area)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
