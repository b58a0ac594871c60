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
#   OPENINGS   start positions, one PDN FEN per line (default scripts/openings/draughts.fen)
#   RESULTS    the results file (default draughts-peers.jsonl)
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

games=${GAMES:-100}
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

work=$(mktemp -d)
server=""
stop_server() {
    if [ -n "$server" ]; then
        kill "$server" 2>/dev/null || true
        wait "$server" 2>/dev/null || true
        server=""
    fi
}
trap 'stop_server; rm -rf "$work"' EXIT

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
        --openings "$openings" --games "$games" --jobs 1 \
        --record "$records/ply-$engine.pdn" --json | tail -n 1)
    stop_server
    entry=$(printf '%s' "$line" | sed "s/^{/{\"engine\":\"$engine\",\"level\":$level,\"minutes\":$minutes,\"moves\":$moves,/")
    printf '%s\n' "$entry" | tee -a "$results"
done
