//! The save path: after one event of a 500-event match, the save file serialized and
//! written atomically (temporary file, rename) without the sync, which is the disk's time, not
//! the app's; then the same with the sync, and the event itself (checked against the fold of the
//! 499 before it) with the save, as the app does it.
//!
//! Last, the same entry through the app's one door, `Session::push` (checked against the state
//! it keeps, not a fold, appended, saved without the sync).
//!
//! `cargo bench --bench save` (writes in a temporary folder).

use std::hint::black_box;

use allfives::app::Session;
use allfives::engine::MatchLog;
use allfives::engine::random_play::random_legal_match;
use allfives::store::{self, SaveFile, Store};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// A match of 500 events (random legal play, seeded), and the event after its 499th.
fn five_hundred() -> (MatchLog, MatchLog, allfives::engine::Event) {
    let mut rng = StdRng::seed_from_u64(500);
    loop {
        let game = random_legal_match(&mut rng);
        if game.events.len() > 500 {
            let full = MatchLog::from_parts(game.setup.clone(), game.events[..500].to_vec(), 500)
                .expect("random play is legal");
            let before = MatchLog::from_parts(game.setup, game.events[..499].to_vec(), 499)
                .expect("random play is legal");
            return (full, before, game.events[499].clone());
        }
    }
}

fn bench(c: &mut Criterion) {
    let (full, before, event) = five_hundred();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("match.ron");
    let save = SaveFile::new(full);
    let text = store::to_text(&save).expect("a save file is RON");
    eprintln!("save file of 500 events: {} bytes", text.len());

    let mut group = c.benchmark_group("save a 500-event match");
    group.bench_function("serialize", |b| {
        b.iter(|| store::to_text(black_box(&save)));
    });
    group.bench_function("serialize and write atomically, no sync", |b| {
        b.iter(|| store::save_without_sync(&path, black_box(&save)));
    });
    group.bench_function("serialize and write atomically, synced", |b| {
        b.iter(|| store::save(&path, black_box(&save)));
    });
    group.bench_function("event 500 checked, then saved, no sync", |b| {
        b.iter_batched(
            || SaveFile::new(before.clone()),
            |mut save| {
                save.log.push(event.clone()).expect("random play is legal");
                store::save_without_sync(&path, &save)
            },
            BatchSize::SmallInput,
        );
    });
    group.bench_function("Session::push of event 500, saved, no sync", |b| {
        let saves = tempfile::tempdir().expect("a temporary folder");
        Session::open(Store::new(saves.path()))
            .0
            .start(before.clone());
        b.iter_batched(
            || {
                // The one match of the folder reopened, back at its 499th event.
                let (mut session, _) = Session::open(Store::new(saves.path()));
                session.restore(before.clone());
                session.without_sync()
            },
            |mut session| session.push(event.clone()).expect("random play is legal"),
            BatchSize::SmallInput,
        );
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
