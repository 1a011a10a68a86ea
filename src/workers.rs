//! The one worker pool: rayon's, on every core. `allfives check` with many files and the
//! history's listing of the files it must read both go through [`map_in_order`], so both give
//! their results in the order of their items, and a worker that panics on one item costs that
//! item alone: it comes back as a [`Panicked`] error in its place, never as a missing result.

use std::panic::{AssertUnwindSafe, catch_unwind};

use rayon::prelude::*;

/// A worker panicked on an item (a bug): what the panic said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panicked {
    /// The panic's message (`"index out of bounds: …"`), or a placeholder when it was not text.
    pub message: String,
}

impl std::fmt::Display for Panicked {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Panicked {}

/// Calls `work` on every item on rayon's pool and returns the results in the order of `items`,
/// what a loop over `items` would give; an item whose `work` panicked gets [`Panicked`]. (The
/// panic is still reported on standard error by the panic hook, as any panic is.)
pub fn map_in_order<T: Sync, R: Send>(
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<Result<R, Panicked>> {
    items
        .par_iter()
        .map(|item| catch_unwind(AssertUnwindSafe(|| work(item))).map_err(panicked))
        .collect()
}

/// The message of a panic's payload.
fn panicked(payload: Box<dyn std::any::Any + Send>) -> Panicked {
    let message = payload
        .downcast_ref::<&str>()
        .map(ToString::to_string)
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string());
    Panicked { message }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_the_order_of_the_items() {
        let items: Vec<u64> = (0..500).collect();
        // Later items finish first: the order must still be the items' own.
        let seen: Vec<u64> = map_in_order(&items, |&n| {
            std::thread::sleep(std::time::Duration::from_micros((500 - n) % 7 * 20));
            n * n
        })
        .into_iter()
        .map(Result::unwrap)
        .collect();
        assert_eq!(seen, items.iter().map(|n| n * n).collect::<Vec<_>>());
        let none = map_in_order(&[] as &[u64], |&n| n);
        assert!(none.is_empty());
    }

    #[test]
    fn a_panic_on_one_item_is_an_error_in_its_place_and_every_other_item_is_done() {
        let items: Vec<u32> = (0..200).collect();
        let results = map_in_order(&items, |&n| {
            if n == 77 {
                panic!("item {n} is cursed");
            }
            if n == 150 {
                std::panic::panic_any(42_u8);
            }
            n + 1
        });
        assert_eq!(results.len(), 200);
        for (n, result) in items.iter().zip(&results) {
            match n {
                77 => assert_eq!(
                    result,
                    &Err(Panicked {
                        message: "item 77 is cursed".into()
                    })
                ),
                150 => assert_eq!(
                    result,
                    &Err(Panicked {
                        message: "a panic without a message".into()
                    })
                ),
                _ => assert_eq!(result, &Ok(n + 1)),
            }
        }
    }
}
