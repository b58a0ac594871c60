#!/bin/sh
# Makes the shipped puzzle sets (crates/puzzles/data/GAME.jsonl) with `ply puzzles generate`:
# international draughts from ply's recorded matches in docs/results and self-play, every other
# game from self-play, each game in runs of several seeds at once, at the lowest priority; the
# runs' files are then joined in seed order, a puzzle found twice kept once. The same ply
# makes the same files (their themes too: a set is made again when a theme is added). Run from
# the repository's root; PLY names the binary (default: target/release/ply), EGDB a directory
# of endgame databases of Russian and international draughts up to 4 pieces (`ply egdb build
# GAME --pieces 4 --out EGDB`) and of kabe up to 5.
set -eu
PLY=${PLY:-target/release/ply}
EGDB=${EGDB:?a directory of endgame databases}
OUT=crates/puzzles/data
RUNS=$(mktemp -d)
trap 'rm -rf "$RUNS"' EXIT
# gen GAME SEED GAMES [--from FILE…]: one run, self-play seeded SEED for GAMES games after the
# files.
gen() {
    game=$1 seed=$2 games=$3
    shift 3
    mkdir -p "$RUNS/$seed"
    nice -n 19 "$PLY" puzzles generate "$game" "$@" --from self-play --seed "$seed" \
        --games "$games" --out "$RUNS/$seed"
}
# The runs behind the shipped sets: each stops at the count of puzzles it had found when the
# sets were made (a loaded machine gave each batch about an hour).
PDN=$(ls docs/results/*.pdn | sed 's/^/--from /')
gen draughts 1 2000 --count 8 $PDN &
gen draughts 2 2000 --count 8 &
gen draughts 3 2000 --count 9 &
gen kabe 1 2000 --count 34 &
gen kabe 2 2000 --count 37 &
gen kabe 3 2000 --count 29 &
gen russian 1 2000 --count 41 &
gen russian 2 2000 --count 44 &
gen russian 3 2000 --count 43 &
gen chess 1 2000 --count 2 &
gen chess 2 2000 --count 7 &
gen chess 3 2000 --count 5 &
gen konane 1 2000 --count 18 &
gen konane 2 2000 --count 15 &
gen konane 3 2000 --count 11 &
gen kalah 1 2000 --count 14 &
gen kalah 2 2000 --count 14 &
wait
# The second batch: more seeds; international draughts from the recorded matches the first
# batch did not reach.
LATER=$(ls docs/results/mobydam-2026-11-25*.pdn docs/results/scan-*.pdn | sed 's/^/--from /')
gen kabe 4 2000 --count 157 &
gen kabe 5 2000 --count 129 &
gen draughts 4 2000 --count 127 $LATER &
gen draughts 5 2000 --count 135 &
gen draughts 6 2000 --count 126 &
gen draughts 7 2000 --count 72 &
gen draughts 8 2000 --count 62 &
gen chess 4 2000 --count 40 &
gen chess 5 2000 --count 47 &
gen chess 6 2000 --count 39 &
gen chess 7 2000 --count 42 &
gen chess 8 2000 --count 20 &
gen chess 9 2000 --count 28 &
gen chess 10 2000 --count 10 &
gen chess 11 2000 --count 22 &
gen chess 12 2000 --count 16 &
gen chess 13 2000 --count 19 &
gen chess 14 2000 --count 16 &
gen chess 15 2000 --count 16 &
gen russian 4 2000 --count 114 &
gen russian 5 2000 --count 107 &
gen konane 4 2000 --count 30 &
gen konane 5 2000 --count 36 &
gen kalah 4 2000 --count 38 &
gen kalah 5 2000 --count 44 &
gen kalah 6 2000 --count 33 &
wait
# Joined in seed order; a puzzle (its id) found by two runs is kept once.
for game in kabe draughts russian chess konane kalah; do
    for seed in $(seq 1 15); do cat "$RUNS/$seed/$game.jsonl" 2>/dev/null; done |
        awk -F'"' '!seen[$4]++' >"$OUT/$game.jsonl"
done
# The draughts sets made again from their own positions with the endgame databases: each
# position looked at again by searches that probe them, a puzzle they contradict left out.
mkdir -p "$RUNS/egdb"
for game in kabe russian draughts; do
    nice -n 19 "$PLY" --egdb "$EGDB" puzzles generate "$game" --from "$OUT/$game.jsonl" \
        --out "$RUNS/egdb"
    cp "$RUNS/egdb/$game.jsonl" "$OUT/$game.jsonl"
done
