//! A global allocator that counts the allocations made on each thread, to prove that code
//! allocates nothing: `let before = allocations(); work(); assert_eq!(allocations(), before);`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

thread_local! {
    // A const-initialised Cell has no destructor: reading it never allocates.
    static COUNT: Cell<u64> = const { Cell::new(0) };
}

/// The system allocator, counting `alloc`, `alloc_zeroed` and `realloc` calls per thread.
pub struct Counting;

fn count() {
    let _ = COUNT.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: the caller's contract is the system allocator's.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count();
        // SAFETY: as above.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // SAFETY: as above.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Allocations made on this thread so far.
#[must_use]
pub fn allocations() -> u64 {
    COUNT.try_with(Cell::get).unwrap_or(0)
}
