#!/usr/bin/env bash
# Plays ply against the DXP draughts engines Scan 2.0 and Moby Dam, one match per engine, and
# appends each match's `ply match --json` summary, with the engine's name, to a results file
# (one JSON object per line), printing it too. The games are kept as PDN.
#
#   scripts/draughts-peers.sh PEERS_DIR [mobydam] [scan]     default: both
#
# PEERS_DIR holds the two programs built from their sources (both GPL-3.0, neither part of ply):
#   PEERS_DIR/mobydam/mobydam   with book.opn beside it (Moby Dam, 2019 release)
#   PEERS_DIR/scan/scan         with scan.ini and data/ beside it (Scan 2.0)
# Each engine listens on a loopback port as the DXP follower; ply initiates every game with a
# GAMEREQ (the time control below, the start position from the openings file) and alternates
# colours. Both sides get the same clock: ply's own engine runs with `time=MIN,moves=N`.
#
# Environment:
#   GAMES      games per engine (default 100, in colour-swapped pairs)
#   MINUTES    minutes per side for MOVES moves (default 2)
#   MOVES      moves per side in that time (default 150; both peers end a game after that many
#              moves with an unknown result, which the match counts as unfinished, so it
#              should be more than a game lasts)
#   LEVEL      ply's level (default 10)
#   OPENINGS   start positions, one PDN FEN per line (default scripts/openings/draughts.fen,
#              the 331 distinct 3-move ballots)
#   EVERY      play every EVERY-th opening of that list, from line OFFSET (default 1): e.g.
#              EVERY=5 OFFSET=3 takes lines 3, 8, 13, …
#   SAMPLE     or a sample of SAMPLE openings chosen by SEED (default 1): the lines whose
#              SHA-256 of "SEED:LINE_NUMBER" are smallest, the same on every machine
#              With EVERY or SAMPLE, GAMES defaults to two games (both colours) an opening; the
#              chosen openings are written to RECORDS/openings-ENGINE.fen.
#   RESULTS    the results file (default draughts-peers.jsonl); each match also writes
#              RECORDS/ply-ENGINE.json with the build's commit and bench signature
#   RECORDS    folder for the games' PDN files (default .)
#   PORT       the loopback port the engines listen on (default 27531)
#   PLY        the ply binary (default: target/release/ply, else ply on PATH)
#   PLY_EGDB   endgame tables for ply's search (`ply egdb build draughts --pieces 5 --out DIR`)
# Run it on an otherwise idle machine: the clocks are wall-clock time.
set -euo pipefail

if [ $# -lt 1 ]; then
    sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
    exit 2
fi
peers=$(cd "$1" && pwd)
shift
engines=("$@")
[ ${#engines[@]} -gt 0 ] || engines=(mobydam scan)

games=${GAMES:-}
minutes=${MINUTES:-2}
moves=${MOVES:-150}
level=${LEVEL:-10}
results=${RESULTS:-draughts-peers.jsonl}
records=${RECORDS:-.}
port=${PORT:-27531}
root=$(cd "$(dirname "$0")/.." && pwd)
openings=${OPENINGS:-$root/scripts/openings/draughts.fen}
if [ -n "${PLY:-}" ]; then
    ply=$PLY
elif [ -x "$root/target/release/ply" ]; then
    ply=$root/target/release/ply
elif command -v ply >/dev/null 2>&1; then
    ply=$(command -v ply)
else
    echo "draughts-peers: no ply binary; run 'cargo build --release' or set PLY" >&2
    exit 1
fi
mkdir -p "$records"
[ -r "$openings" ] || { echo "draughts-peers: cannot read the openings $openings" >&2; exit 1; }

# The openings to play: the whole list, every EVERY-th line, or a seeded sample.
chosen=$(mktemp)
trap 'rm -f "$chosen"' EXIT
if [ -n "${EVERY:-}" ]; then
    awk -v n="$EVERY" -v k="${OFFSET:-1}" 'NR >= k && (NR - k) % n == 0' "$openings" >"$chosen"
elif [ -n "${SAMPLE:-}" ]; then
    python3 - "$openings" "$SAMPLE" "${SEED:-1}" >"$chosen" <<'PY'
import hashlib, sys
path, size, seed = sys.argv[1], int(sys.argv[2]), sys.argv[3]
lines = [l.rstrip("\n") for l in open(path) if l.strip()]
key = lambda i: hashlib.sha256(f"{seed}:{i + 1}".encode()).hexdigest()
for i in sorted(sorted(range(len(lines)), key=key)[:size]):
    print(lines[i])
PY
else
    cp "$openings" "$chosen"
fi
count=$(grep -c . "$chosen" || true)
[ "$count" -gt 0 ] || { echo "draughts-peers: no opening chosen from $openings" >&2; exit 1; }
if [ -z "$games" ]; then
    if [ -n "${EVERY:-}${SAMPLE:-}" ]; then games=$((2 * count)); else games=100; fi
fi
commit=$(git -C "$(dirname "$0")" rev-parse --short HEAD 2>/dev/null || echo unknown)
git -C "$(dirname "$0")" diff --quiet HEAD 2>/dev/null || commit="$commit+changes"
signature=$("$ply" bench --json | tail -n 1 | sed -n 's/.*"nodes": *\([0-9]*\).*/\1/p')
echo "ply $commit, bench signature $signature; $count openings from $openings" >&2

work=$(mktemp -d)
server=""
stop_server() {
    if [ -n "$server" ]; then
        kill "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
        server=""
    fi
}
trap 'stop_server; rm -rf "$work" "$chosen"' EXIT

# Waits until something listens on the port (at most 30 s). It looks at the kernel's table of
# listening sockets rather than connecting: Scan takes the first connection it accepts for the
# match and stops when that one closes.
wait_for_port() {
    local hex
    hex=$(printf ':%04X ' "$port")
    for _ in $(seq 300); do
        if grep -q "$hex[0-9A-F:]* 0A " /proc/net/tcp /proc/net/tcp6 2>/dev/null; then
            return 0
        fi
        if ! kill -0 "$server" 2>/dev/null; then
            echo "draughts-peers: $1 exited before listening (log: $work/$1.log)" >&2
            cat "$work/$1.log" >&2 || true
            return 1
        fi
        sleep 0.1
    done
    echo "draughts-peers: $1 does not listen on port $port" >&2
    return 1
}

start_mobydam() {
    local dir=$peers/mobydam
    [ -x "$dir/mobydam" ] || { echo "draughts-peers: no $dir/mobydam" >&2; return 1; }
    # -t 22: a 64 MiB hash table (the default is 512 MiB).
    (cd "$dir" && exec ./mobydam -p "$port" -t 22) >"$work/mobydam.log" 2>&1 &
    server=$!
}

start_scan() {
    local dir=$peers/scan
    [ -x "$dir/scan" ] || { echo "draughts-peers: no $dir/scan" >&2; return 1; }
    # Scan reads scan.ini and data/ from its working folder: a folder of its own, so that the
    # engine's own settings file is left as it is.
    mkdir -p "$work/scan"
    ln -sfn "$dir/data" "$work/scan/data"
    sed -e "s/^dxp-server *=.*/dxp-server = true/" \
        -e "s/^dxp-initiator *=.*/dxp-initiator = false/" \
        -e "s/^dxp-port *=.*/dxp-port = $port/" \
        -e "s/^dxp-host *=.*/dxp-host = 127.0.0.1/" \
        -e "s/^threads *=.*/threads = 1/" \
        -e "s/^dxp-board *=.*/dxp-board = false/" \
        -e "s/^dxp-search *=.*/dxp-search = false/" \
        "$dir/scan.ini" >"$work/scan/scan.ini"
    (cd "$work/scan" && exec "$dir/scan" dxp) >"$work/scan.log" 2>&1 &
    server=$!
}

for engine in "${engines[@]}"; do
    case $engine in
    mobydam) start_mobydam ;;
    scan) start_scan ;;
    *)
        echo "draughts-peers: unknown engine '$engine' (mobydam or scan)" >&2
        exit 2
        ;;
    esac
    wait_for_port "$engine"
    echo "ply level $level against $engine: $games games, $minutes min for $moves moves each" >&2
    line=$("$ply" match draughts \
        --a "level=$level,time=$minutes,moves=$moves" \
        --b "dxp:127.0.0.1:$port,time=$minutes,moves=$moves" \
        --openings "$chosen" --games "$games" --jobs 1 \
        --record "$records/ply-$engine.pdn" --json | tail -n 1)
    stop_server
    entry=$(printf '%s' "$line" | sed "s/^{/{\"engine\":\"$engine\",\"level\":$level,\"minutes\":$minutes,\"moves\":$moves,\"commit\":\"$commit\",\"signature\":\"$signature\",\"openings\":$count,/")
    cp "$chosen" "$records/openings-$engine.fen"
    printf '%s\n' "$entry" >"$records/ply-$engine.json"
    printf '%s\n' "$entry" | tee -a "$results"
done
