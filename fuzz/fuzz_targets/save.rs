//! Any bytes as a save file: the loader never panics, and what it accepts is a match whose every
//! event is legal and that is written and read back the same.
#![no_main]

use std::path::Path;

use allfives::store;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let path = Path::new("fuzz.ron");
    let Ok(save) = store::from_bytes(path, data) else {
        return;
    };
    let state = save.log.state().expect("a loaded match folds");
    assert_eq!(state.scores().len(), save.log.setup().sides());
    let text = ron::ser::to_string_pretty(&save, Default::default()).expect("a save serializes");
    let back = store::from_bytes(path, text.as_bytes()).expect("a written save loads");
    assert_eq!(back, save);
});
