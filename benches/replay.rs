//! Record replay: parse, replay through the engine and check every assertion of a
//! corpus of 2,000 random legal matches (every variant, house rules, muggins; seeded), in MB of
//! record text per second: as `allfives check` does it (`record::check`) on one thread and on
//! every core, and with the canonical form printed too (`record::replay`, `allfives score`).
//!
//! `cargo bench --bench replay`.

use std::hint::black_box;

use allfives::engine::random_play::corpus;
use allfives::engine::record::{check, replay};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn bench(c: &mut Criterion) {
    let texts = corpus(2026, 2000);
    let bytes: usize = texts.iter().map(String::len).sum();
    let lines: usize = texts.iter().map(|t| t.lines().count()).sum();
    eprintln!(
        "corpus: {} matches, {lines} lines, {:.1} MB",
        texts.len(),
        bytes as f64 / 1e6
    );
    assert!(
        texts.iter().all(|t| replay(t).is_valid()),
        "the corpus is legal"
    );
    let mut group = c.benchmark_group("replay and check");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.sample_size(10);
    group.bench_function("check, one thread", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(check(black_box(text)));
            }
        });
    });
    group.bench_function("check, every core", |b| {
        b.iter(|| {
            black_box(allfives::workers::map_in_order(&texts, |t| {
                check(t).is_valid()
            }));
        });
    });
    group.bench_function("check and print the canonical form, one thread", |b| {
        b.iter(|| {
            for text in &texts {
                black_box(replay(black_box(text)));
            }
        });
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
