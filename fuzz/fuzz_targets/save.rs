//! Any bytes as a save file: the promises of `allfives::fuzzing::check_save` (the same checks
//! `tests/fuzz_inputs.rs` runs on every seed).
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    allfives::fuzzing::check_save(data);
});
