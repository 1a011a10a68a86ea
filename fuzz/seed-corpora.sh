#!/usr/bin/env bash
# Rebuilds the committed seed corpora from the shared vectors: every record (valid and invalid)
# for `record`; for `save`, the rules examples and two whole matches imported as saves, and the
# format-1 fixture (short seeds keep libFuzzer fast).
# Run from anywhere after `cargo build` (uses target/debug/allfives, or $CARGO_TARGET_DIR's).
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${CARGO_TARGET_DIR:-target}/debug/allfives
vectors=../shared/vectors
# The entry seeds (fuzz/corpus/entry) are the page's own entries, written by hand: kept.
rm -rf fuzz/corpus/record fuzz/corpus/save
mkdir -p fuzz/corpus/record fuzz/corpus/save
for f in "$vectors"/*.fives "$vectors"/*/*.fives; do
  dir=$(basename "$(dirname "$f")")
  install -m 644 "$f" "fuzz/corpus/record/${dir}-$(basename "$f")"
done
tmp=$(mktemp -d)
for f in "$vectors"/*.fives "$vectors"/matches/all-fives-3p.fives "$vectors"/matches/muggins-4p.fives; do
  name=$(basename "$f" .fives)
  "$bin" --saves "$tmp/$name" import "$f" > /dev/null
  install -m 644 "$tmp/$name"/*.ron "fuzz/corpus/save/$name.ron"
done
rm -rf "$tmp"
install -m 644 tests/fixtures/format-1.ron fuzz/corpus/save/format-1.ron
echo "record: $(ls fuzz/corpus/record | wc -l) seeds, save: $(ls fuzz/corpus/save | wc -l) seeds"
