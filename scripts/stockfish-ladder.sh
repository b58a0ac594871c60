#!/bin/sh
# Plays ply (level 10) against Stockfish limited to a series of Elo ratings, one rung per
# rating, and appends each rung's `ply match --json` summary, with the rating, to a results
# file (one JSON object per line), printing it too.
#
#   scripts/stockfish-ladder.sh [ELO...]          default: 1350 1500 1700 1900 2100 2300
#
# Environment:
#   GAMES      games per rung (default 20, played in colour-swapped pairs)
#   JOBS       games played at once (default 1; each game runs ply and one Stockfish)
#   MOVETIME   ms per move for both sides (default 1000)
#   RESULTS    the results file (default stockfish-ladder.jsonl)
#   PLY        the ply binary (default: target/release/ply, else ply on PATH)
#   STOCKFISH  the Stockfish program (default: stockfish on PATH, else /usr/games/stockfish)
#   OPENINGS   a file of start positions, one FEN per line, each played with both colours
#              (default scripts/openings/chess.fen: 60 positions after eight plies of
#              common openings); set it empty to start from random plies instead
#   SEED       the seed of the random openings and of ply's move choice (default 1)
# Stockfish's UCI_Elo has a floor (1350 in Debian's Stockfish 15.1, 1320 in later versions).
set -eu

games=${GAMES:-20}
jobs=${JOBS:-1}
movetime=${MOVETIME:-1000}
results=${RESULTS:-stockfish-ladder.jsonl}
seed=${SEED:-1}

root=$(cd "$(dirname "$0")/.." && pwd)
openings=${OPENINGS-$root/scripts/openings/chess.fen}
if [ -n "${PLY:-}" ]; then
    ply=$PLY
elif [ -x "$root/target/release/ply" ]; then
    ply=$root/target/release/ply
elif command -v ply >/dev/null 2>&1; then
    ply=$(command -v ply)
else
    echo "stockfish-ladder: no ply binary; run 'cargo build --release' or set PLY" >&2
    exit 1
fi
if [ -n "${STOCKFISH:-}" ]; then
    stockfish=$STOCKFISH
elif command -v stockfish >/dev/null 2>&1; then
    stockfish=$(command -v stockfish)
elif [ -x /usr/games/stockfish ]; then
    stockfish=/usr/games/stockfish
else
    echo "stockfish-ladder: no Stockfish; run scripts/install-stockfish.sh or set STOCKFISH" >&2
    exit 1
fi

if [ "$#" -eq 0 ]; then
    set -- 1350 1500 1700 1900 2100 2300
fi

for elo in "$@"; do
    case $elo in
        ''|*[!0-9]*) echo "stockfish-ladder: '$elo' is not an Elo rating" >&2; exit 2 ;;
    esac
done

echo "ply: $ply   stockfish: $stockfish   $games games per rung, movetime $movetime ms, $jobs jobs"
echo "openings: ${openings:-random plies (seed $seed)}"
for elo in "$@"; do
    echo "== Stockfish UCI_Elo=$elo"
    summary=$("$ply" match chess \
        --a "level=10,movetime=$movetime" \
        --b "uci:$stockfish,UCI_LimitStrength=true,UCI_Elo=$elo,movetime=$movetime" \
        --games "$games" --jobs "$jobs" --seed "$seed" ${openings:+--openings "$openings"} \
        --json | tail -n 1)
    case $summary in
        '{'*) ;;
        *) echo "stockfish-ladder: no JSON summary for Elo $elo" >&2; exit 1 ;;
    esac
    line="{\"stockfish_elo\":$elo,\"movetime\":$movetime,${summary#\{}"
    echo "$line" >>"$results"
    echo "$line"
done
echo "results appended to $results"
