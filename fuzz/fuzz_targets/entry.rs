//! Any bytes as a phone's entry body: the promises of `allfives::fuzzing::check_entry` (the
//! same checks `tests/fuzz_inputs.rs` runs on every seed).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    allfives::fuzzing::check_entry(data);
});
