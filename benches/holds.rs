//! Whether the holds of a hand can be true together (RECORD.md "End of hand"): the exact split
//! of the tiles off the table that `MatchState::apply` asks for every `holds`, and the end-of-hand
//! dialog for every total typed. The worst cases: four hands of 6 holding the 24 tiles off the
//! table with every total given (met; the fourth total not met; and the totals the fourth could
//! hold, which a refusal lists), and two players with a boneyard of 14.
//!
//! `cargo bench --bench holds`.

use std::hint::black_box;

use allfives::engine::{Tile, Unseen};
use criterion::{Criterion, criterion_group, criterion_main};

/// Every tile but `table`.
fn off_the_table(table: &[&str]) -> Unseen {
    let table: Vec<Tile> = table.iter().map(|s| s.parse().unwrap()).collect();
    Unseen::new(Tile::all().filter(|t| !table.contains(t)))
}

fn bench(c: &mut Criterion) {
    // Newsome-Born for four, blocked after four placements: 24 tiles, 132 pips, hands of 6.
    let four = off_the_table(&["6-6", "6-3", "6-4", "3-2"]);
    let three = four.hand(6, 30).hand(6, 40).hand(6, 25);
    assert!(three.hand(6, 37).possible() && !three.hand(6, 50).possible());
    assert_eq!(three.totals(6), vec![37]);
    // Every hand holds a spread of small and large tiles (the search cannot take the largest
    // first and be done).
    let even = four.hand(6, 33).hand(6, 33).hand(6, 33).hand(6, 33);
    assert!(even.possible());
    // Two players, two tiles on the table, 14 in the boneyard: a hand shown after a domino, and
    // both hands of a block.
    let two = off_the_table(&["5-5", "5-0"]);
    let one_hand = two.hand(7, 40);
    let both = two.hand(6, 30).hand(6, 45);
    assert!(one_hand.possible() && both.possible());

    // The slowest split a hill-climbing hunt over random tiles and totals found: 21 tiles off
    // the table, four hands of 5 and a boneyard of 1.
    let hunted = Unseen::new(
        [
            "1-1", "1-4", "0-6", "5-5", "0-4", "0-5", "2-6", "6-6", "0-3", "5-6", "2-2", "0-2",
            "2-5", "3-5", "1-3", "0-1", "1-6", "4-4", "0-0", "4-5", "2-4",
        ]
        .iter()
        .map(|s| s.parse::<Tile>().unwrap()),
    )
    .hand(5, 32)
    .hand(5, 39)
    .hand(5, 25)
    .hand(5, 23);
    assert!(hunted.possible());

    let mut group = c.benchmark_group("holds possible together");
    for (name, unseen) in [
        (
            "four hands of 6, no boneyard, all totals met",
            three.hand(6, 37),
        ),
        ("four hands of 6, 33 each", even),
        ("four hands of 6, the fourth not met", three.hand(6, 50)),
        ("two players, boneyard 14, one hand of 7", one_hand),
        ("two players, boneyard 14, both hands of 6", both),
        (
            "the slowest the hunt found: four hands of 5, boneyard 1",
            hunted,
        ),
    ] {
        group.bench_function(name, |b| b.iter(|| black_box(&unseen).possible()));
    }
    group.bench_function("four hands of 6: every total the fourth could hold", |b| {
        b.iter(|| black_box(&three).totals(6))
    });
    group.bench_function(
        "two players, boneyard 14: every total a hand of 7 could hold",
        |b| b.iter(|| black_box(&two).hand(6, 30).totals(7)),
    );
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
