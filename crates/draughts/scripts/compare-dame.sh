#!/usr/bin/env bash
# Side-by-side perft speed of ply-draughts and the PyPI package dame-rs (an international
# draughts engine written in Rust, used from Python), on the international start position.
#
# Usage: crates/draughts/scripts/compare-dame.sh [DEPTH] [RUNS]   (defaults: 9 and 5)
# Needs: cargo, python3 with dame-rs installed (`pip install dame-rs`).
# Prints each run's nodes/s, then the medians and their ratio. Both run single-threaded.
set -euo pipefail
depth=${1:-9}
runs=${2:-5}
root=$(cd "$(dirname "$0")/../../.." && pwd)
cd "$root"
cargo build --quiet --release -p ply-draughts --example perft
bin="${CARGO_TARGET_DIR:-$root/target}/release/examples/perft"
python3 - "$bin" "$depth" "$runs" <<'PY'
import re, statistics, subprocess, sys, time
import dame

binary, depth, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ours, theirs = [], []
for i in range(runs):
    out = subprocess.run([binary, "draughts", "start", str(depth)], check=True,
                         capture_output=True, text=True).stdout
    m = re.search(r"= (\d+) in ([\d.]+) s", out)
    n_ours, t_ours = int(m.group(1)), float(m.group(2))
    t0 = time.perf_counter()
    n_dame = dame.perft(dame.Board(), depth)
    t_dame = time.perf_counter() - t0
    assert n_ours == n_dame, (n_ours, n_dame)
    ours.append(n_ours / t_ours)
    theirs.append(n_dame / t_dame)
    print(f"run {i + 1}: ply-draughts {ours[-1] / 1e6:6.1f} M nodes/s   "
          f"dame-rs {theirs[-1] / 1e6:6.1f} M nodes/s   ({n_ours} nodes)")
a, b = statistics.median(ours), statistics.median(theirs)
print(f"median over {runs} runs, perft({depth}) of the international start position:")
print(f"  ply-draughts {a / 1e6:.1f} M nodes/s, dame-rs {dame.__version__} {b / 1e6:.1f} M nodes/s, "
      f"ratio {a / b:.2f}")
PY
