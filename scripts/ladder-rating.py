#!/usr/bin/env python3
"""Combines the rungs of a rating ladder into one rating on the opponent's scale.

Reads JSON lines as written by scripts/stockfish-ladder.sh (fields: stockfish_elo or
opponent_elo, wins, draws, losses; other fields are ignored) and prints the maximum-likelihood
rating R: the one at which the expected score over all games, 1 / (1 + 10^((E - R) / 400)) per
game against an opponent rated E, equals the score made. The 95% interval uses the observed
spread of the game scores around their expectations (as ply match does for one opponent).

    scripts/ladder-rating.py stockfish-ladder.jsonl
"""

import json
import math
import sys


def expected(rating, opponent):
    return 1.0 / (1.0 + 10.0 ** ((opponent - rating) / 400.0))


def main(path):
    rungs = []
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                r = json.loads(line)
                elo = r.get("stockfish_elo", r.get("opponent_elo"))
                rungs.append((float(elo), int(r["wins"]), int(r["draws"]), int(r["losses"])))
            except (ValueError, KeyError, TypeError) as e:
                sys.exit(f"{path} line {number}: {e}")
    if not rungs:
        sys.exit(f"{path}: no rungs")
    games = sum(w + d + l for _, w, d, l in rungs)
    points = sum(w + d / 2 for _, w, d, _l in rungs)
    if points <= 0 or points >= games:
        sys.exit("every game was won or every game was lost: the rating is out of the ladder's range")

    def total(rating):
        return sum((w + d + l) * expected(rating, e) for e, w, d, l in rungs)

    lo, hi = -1000.0, 5000.0
    for _ in range(100):
        mid = (lo + hi) / 2
        if total(mid) < points:
            lo = mid
        else:
            hi = mid
    rating = (lo + hi) / 2

    spread = 0.0
    slope = 0.0
    for e, w, d, l in rungs:
        p = expected(rating, e)
        spread += w * (1 - p) ** 2 + d * (0.5 - p) ** 2 + l * p**2
        slope += (w + d + l) * p * (1 - p) * math.log(10) / 400
    margin = 1.96 * math.sqrt(spread) / slope

    print("opponent  games  wins  draws  losses  score  performance")
    for e, w, d, l in rungs:
        n = w + d + l
        s = (w + d / 2) / n
        perf = e - 400 * math.log10(1 / min(max(s, 1e-3), 1 - 1e-3) - 1)
        print(f"{e:>8.0f}  {n:>5}  {w:>4}  {d:>5}  {l:>6}  {s:>5.2f}  {perf:>11.0f}")
    print(f"rating {rating:.0f}, 95% interval [{rating - margin:.0f}, {rating + margin:.0f}], "
          f"{games} games, score {points:g}/{games}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
