#!/usr/bin/env python3
"""Makes a balanced set of international draughts openings for matches against other engines.

Every line of three plies from the start position (White, Black, White) is played with
`ply apply`; each distinct position is searched by ply with a node limit (`ply analyze
--nodes`), and the positions whose score stays within a margin of equality are written, one
PDN FEN per line, in an order shuffled with a fixed seed (a match that plays the first N of
them gets a spread of openings), so the same binary and arguments give the same file.

    scripts/draughts-openings.py > scripts/openings/draughts.fen
    scripts/draughts-openings.py --nodes 400000 --margin 30 --plies 3

The score is in ply's units (a man is 100).
"""

import argparse
import json
import os
import random
import subprocess
import sys


def ply_json(ply, *args):
    out = subprocess.run([ply, *args, "--json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    default_ply = os.path.join(root, "target", "release", "ply")
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ply", default=os.environ.get("PLY", default_ply), help="the ply binary")
    parser.add_argument("--plies", type=int, default=3, help="plies from the start (default 3)")
    parser.add_argument("--nodes", type=int, default=300000, help="nodes per search")
    parser.add_argument("--margin", type=int, default=25, help="largest |score| kept")
    parser.add_argument("--seed", type=int, default=1, help="seed of the order (default 1)")
    args = parser.parse_args()

    frontier = {None}
    for _ in range(args.plies):
        nxt = set()
        for pos in frontier:
            extra = ["--position", pos] if pos else []
            for mv in ply_json(args.ply, "moves", "draughts", *extra)["moves"]:
                nxt.add(ply_json(args.ply, "apply", "draughts", *extra, mv)["position"])
        frontier = nxt
        print(f"{len(frontier)} positions after {_ + 1} plies", file=sys.stderr)

    kept = []
    for pos in sorted(frontier):
        result = ply_json(args.ply, "analyze", "draughts", "--position", pos, "--nodes", str(args.nodes))
        if result.get("proven") is None and abs(result["score"]) <= args.margin:
            kept.append(pos)
    print(f"{len(kept)} of {len(frontier)} within {args.margin}", file=sys.stderr)
    random.Random(args.seed).shuffle(kept)
    for pos in kept:
        print(pos)


if __name__ == "__main__":
    main()
