#!/bin/sh
# Makes the shipped puzzle sets (crates/puzzles/data/GAME.jsonl) with `ply puzzles generate`:
# international draughts from ply's recorded matches in docs/results and self-play, every other
# game from self-play, each game in runs of several seeds at once, at the lowest priority; the
# runs' files are then joined in seed order, a puzzle found twice kept once. The same ply
# makes the same files. Run from the repository's root; PLY names the binary (default:
# target/release/ply).
set -eu
PLY=${PLY:-target/release/ply}
OUT=crates/puzzles/data
RUNS=$(mktemp -d)
trap 'rm -rf "$RUNS"' EXIT
# gen GAME SEED GAMES [--from FILE…]: one run, self-play seeded SEED for GAMES games after the
# files.
gen() {
    game=$1 seed=$2 games=$3
    shift 3
    mkdir -p "$RUNS/$seed"
    nice -n 10 "$PLY" puzzles generate "$game" "$@" --from self-play --seed "$seed" \
        --games "$games" --out "$RUNS/$seed"
}
