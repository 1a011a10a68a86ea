//! Work on every core with the results in order: `allfives check` with many files.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// Calls `work` on every item, on as many threads as there are cores (one thread for one item),
/// then `each` on the results in the order of `items`: what a loop over `items` would give.
/// A panic in `work` is passed on once every thread has stopped.
pub fn map_in_order<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    each: impl FnMut(R),
) {
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZero::get)
        .min(items.len());
    if threads <= 1 {
        items.iter().map(&work).for_each(each);
        return;
    }
    let next = AtomicUsize::new(0);
    let done: Vec<Mutex<Option<R>>> = items.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                // Each thread takes the next item not taken yet, so a slow file holds up no one.
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let result = work(item);
                    *done[i].lock().unwrap_or_else(PoisonError::into_inner) = Some(result);
                }
            });
        }
    });
    done.into_iter()
        .filter_map(|slot| slot.into_inner().unwrap_or_else(PoisonError::into_inner))
        .for_each(each);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_the_order_of_the_items() {
        let items: Vec<u64> = (0..500).collect();
        let mut seen = Vec::new();
        // Later items finish first: the order must still be the items' own.
        map_in_order(
            &items,
            |&n| {
                std::thread::sleep(std::time::Duration::from_micros((500 - n) % 7 * 20));
                n * n
            },
            |r| seen.push(r),
        );
        assert_eq!(seen, items.iter().map(|n| n * n).collect::<Vec<_>>());
        let mut none = Vec::new();
        map_in_order(&[] as &[u64], |&n| n, |r| none.push(r));
        assert!(none.is_empty());
    }
}
