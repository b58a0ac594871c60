#!/usr/bin/env bash
# The web app's throughput benchmark (not a test): accepted moves per second and latency from
# the load generator, for SQLite (one server) and PostgreSQL with one and two servers (started
# by scripts/cluster.sh), each run three times, with the CPU time the servers (`ply`) and the
# database (`postgres`) spent per accepted move; then resident memory with many games created.
#
#   scripts/server-bench.sh [--seconds S] [--games N] [--memory-games M] [--runs R] [--sqlite-only]
#
# `--memory-games 0` skips the memory measure. Needs the release ply and the load generator
# (in $CARGO_TARGET_DIR or target/, built here when missing), and Debian's postgresql and
# nginx packages for the PostgreSQL runs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=10
games=1000
memory_games=100000
runs=3
postgres=true
while [ "$#" -gt 0 ]; do
    case $1 in
        --seconds) seconds=$2; shift 2 ;;
        --games) games=$2; shift 2 ;;
        --memory-games) memory_games=$2; shift 2 ;;
        --runs) runs=$2; shift 2 ;;
        --sqlite-only) postgres=false; shift ;;
        *) echo "usage: $0 [--seconds S] [--games N] [--memory-games M] [--runs R] [--sqlite-only]" >&2; exit 2 ;;
    esac
done
target=${CARGO_TARGET_DIR:-target}
bin=$target/release/ply
load=$target/release/examples/load
[ -x "$bin" ] || cargo build --release -p ply
[ -x "$load" ] || cargo build --release -p ply-server --example load

wait_health() {
    for _ in $(seq 1 100); do
        curl -sf "$1/api/health" >/dev/null && return 0
        sleep 0.1
    done
    echo "no answer from $1" >&2
    exit 1
}

# CPU time in clock ticks used so far by every process named $1.
cpu_ticks() {
    local total=0 stat
    for stat in /proc/[0-9]*/stat; do
        read -r -a f <"$stat" 2>/dev/null || continue
        [ "${f[1]}" = "($1)" ] && total=$((total + f[13] + f[14]))
    done
    echo "$total"
}

# One timed run of the load generator with arguments "$@", and the CPU per move.
run_load() {
    local ply0 pg0 out moves
    ply0=$(cpu_ticks ply)
    pg0=$(cpu_ticks postgres)
    out=$("$load" "$@" | grep moves/s)
    moves=${out%% *}
    echo "$out"
    awk -v ply=$(($(cpu_ticks ply) - ply0)) -v pg=$(($(cpu_ticks postgres) - pg0)) \
        -v n="$moves" -v hz="$(getconf CLK_TCK)" 'BEGIN {
            printf "  CPU per move: ply %.0f us, postgres %.0f us\n", ply * 1e6 / hz / n, pg * 1e6 / hz / n
        }'
}

echo "== SQLite, one server"
data=$(mktemp -d)
"$bin" serve --addr 127.0.0.1:8190 --data "$data" >"$data/log" 2>&1 &
pid=$!
wait_health http://127.0.0.1:8190
for _ in $(seq 1 "$runs"); do
    run_load http://127.0.0.1:8190 --games "$games" --clients 64 --seconds "$seconds"
done
if [ "$memory_games" -gt 0 ]; then
    echo "-- memory with $memory_games games created"
    "$load" http://127.0.0.1:8190 --games "$memory_games" --clients 64 --seconds 1 --pid "$pid" |
        grep -E "created|resident"
fi
kill "$pid"; wait "$pid" 2>/dev/null || true
rm -rf "$data"
$postgres || exit 0

for n in 1 2; do
    echo "== PostgreSQL, $n server(s)"
    scripts/cluster.sh --bin "$bin" --instances "$n" --port 8290 >/tmp/ply-cluster-bench.log 2>&1 &
    cluster=$!
    urls=""
    for ((i = 1; i <= n; i++)); do
        wait_health "http://127.0.0.1:$((8290 + i))"
        urls="$urls${urls:+,}http://127.0.0.1:$((8290 + i))"
    done
    for _ in $(seq 1 "$runs"); do
        run_load "$urls" --games "$games" --clients 64 --seconds "$seconds"
    done
    kill -TERM "$cluster"; wait "$cluster" 2>/dev/null || true
done
