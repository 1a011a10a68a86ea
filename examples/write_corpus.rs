//! Writes the replay benchmark's corpus as `.fives` files, to time `allfives check` on it:
//!
//! ```text
//! cargo run --release --example write_corpus -- DIR [SEED [MATCHES]]
//! allfives check DIR/*.fives
//! ```
//!
//! 2,000 random legal matches of every variant, house rules and muggins (seed 2026 by default:
//! the benchmark's own), one file each, `m0000.fives` …

use std::path::PathBuf;

use allfives::engine::random_play::corpus;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next().map(PathBuf::from) else {
        eprintln!("usage: write_corpus DIR [SEED [MATCHES]]");
        std::process::exit(2);
    };
    let seed = args.next().and_then(|s| s.parse().ok()).unwrap_or(2026);
    let matches = args.next().and_then(|s| s.parse().ok()).unwrap_or(2000);
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("{}: {e}", dir.display());
        std::process::exit(1);
    }
    let texts = corpus(seed, matches);
    for (i, text) in texts.iter().enumerate() {
        let path = dir.join(format!("m{i:04}.fives"));
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("{}: {e}", path.display());
            std::process::exit(1);
        }
    }
    let bytes: usize = texts.iter().map(String::len).sum();
    let lines: usize = texts.iter().map(|t| t.lines().count()).sum();
    eprintln!(
        "{} records, {lines} lines, {bytes} bytes in {}",
        texts.len(),
        dir.display()
    );
}
