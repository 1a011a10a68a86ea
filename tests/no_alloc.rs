//! `MatchState::apply` allocates nothing once a match has started: every event of
//! random legal matches of every variant and house rule is applied under a counting allocator.
//! (The first hand of a match with the muggins rule on makes the hand's list of rulings, once.)

use allfives::engine::MatchState;
use allfives::engine::random_play::random_legal_match;
use rand::SeedableRng;
use rand::rngs::StdRng;

#[path = "../benches/support/counting.rs"]
mod counting;

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

#[test]
fn apply_allocates_nothing_after_the_first_event() {
    let mut rng = StdRng::seed_from_u64(13);
    let mut events = 0;
    for _ in 0..40 {
        let game = random_legal_match(&mut rng);
        let mut state = MatchState::new(game.setup.clone());
        let (first, rest) = game.events.split_first().expect("a match has events");
        state.apply(first).expect("random play is legal");
        for event in rest {
            let before = counting::allocations();
            let applied = state.apply(event);
            let allocated = counting::allocations() - before;
            applied.expect("random play is legal");
            assert_eq!(allocated, 0, "{event:?} allocated");
            events += 1;
        }
    }
    assert!(events > 5000, "{events} events");
}

#[test]
fn the_counter_sees_an_allocation() {
    let before = counting::allocations();
    let v: Vec<u64> = std::hint::black_box(vec![1, 2, 3]);
    assert!(counting::allocations() > before);
    drop(v);
}
