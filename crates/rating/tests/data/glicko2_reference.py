#!/usr/bin/env python3
"""An independent Glicko-2, written from Glickman's "Example of the Glicko-2 system" in plain
Python (no packages), that rates a fixed series of games as ply rates them: each game is one
rating period for each of its players against the other's rating as it stood; step 6's
pre-period RD counts t periods, t = 0.21436 per day since the player's last game (1 for a
first game): phi* = sqrt(phi^2 + t * sigma'^2), at most 350; after the game RD is kept
within [45, 350]. tau = 0.75, epsilon = 0.000001.

It writes glicko2_reference.json beside itself, which tests/reference.rs reads:

    python3 crates/rating/tests/data/glicko2_reference.py
"""

import json
import math
import os

SCALE = 173.7178
TAU = 0.75
EPSILON = 0.000001
PERIODS_PER_DAY = 0.21436
MIN_RD, MAX_RD = 45.0, 350.0


def g(phi):
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def expect(mu, mu_j, phi_j):
    return 1.0 / (1.0 + math.exp(-g(phi_j) * (mu - mu_j)))


def volatility(sigma, phi, v, delta, tau):
    """Step 5: the Illinois iteration on f(x)."""
    a = math.log(sigma * sigma)

    def f(x):
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - v - ex)
        bottom = 2.0 * (phi * phi + v + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a = f_a / 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def period(player, results, tau=TAU, periods=1.0, max_rd=float("inf")):
    """Steps 2-8 for (rating, rd, sigma) against [((rating, rd, sigma), score)]."""
    rating, rd, sigma = player
    mu, phi = (rating - 1500.0) / SCALE, rd / SCALE
    opponents = [((r - 1500.0) / SCALE, d / SCALE, s) for (r, d, _), s in results]
    v = 1.0 / sum(g(pj) ** 2 * expect(mu, mj, pj) * (1 - expect(mu, mj, pj))
                  for mj, pj, _ in opponents)
    total = sum(g(pj) * (s - expect(mu, mj, pj)) for mj, pj, s in opponents)
    delta = v * total
    sigma2 = volatility(sigma, phi, v, delta, tau)
    phi_star = min(math.sqrt(phi * phi + periods * sigma2 * sigma2), max_rd / SCALE)
    phi2 = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu2 = mu + phi2 * phi2 * total
    return (mu2 * SCALE + 1500.0, phi2 * SCALE, sigma2)


def periods(days):
    if days is None:
        return 1.0
    return days * PERIODS_PER_DAY if days > 0 else 0.0


def bounded(player):
    rating, rd, sigma = player
    return (rating, min(max(rd, MIN_RD), MAX_RD), sigma)


def main():
    # The paper's example, as a check of this implementation itself (tau = 0.5 there).
    r = period((1500.0, 200.0, 0.06),
               [((1400.0, 30.0, 0.06), 1.0), ((1550.0, 100.0, 0.06), 0.0),
                ((1700.0, 300.0, 0.06), 0.0)], tau=0.5)
    assert abs(r[0] - 1464.06) < 0.01 and abs(r[1] - 151.52) < 0.005, r
    assert abs(r[2] - 0.05999) < 0.00001, r

    # A fixed series: (day, white, black, white's score). Days are fractional: games on the
    # same day, and long breaks that grow RD to the cap.
    names = ["ana", "ben", "cleo", "dev", "eli"]
    series = []
    day = 0.0
    state = 12345
    for i in range(300):
        state = (state * 1103515245 + 12345) % (2 ** 31)
        w = state % 5
        b = (w + 1 + (state // 5) % 4) % 5
        score = [1.0, 0.5, 0.0][(state // 97) % 3]
        if (state // 7) % 5 == 0:
            score = 1.0 if w < b else 0.0  # the earlier names win more: ratings spread
        gap = [0.0, 0.0, 0.0, 0.0, 0.001, 0.01, 0.3, 2.0, 15.0][(state // 13) % 9] if i % 97 else 6000.5
        day += gap
        series.append((round(day, 6), names[w], names[b], score))
    # Then two players back to back, until RD reaches its floor.
    for i in range(100):
        day += 0.0001
        series.append((round(day, 6), "ana", "ben", [1.0, 0.5, 0.0, 0.5][i % 4]))

    ratings = {}
    last = {}
    games = []
    for day, white, black, score in series:
        before = [ratings.get(n, (1500.0, 350.0, 0.06)) for n in (white, black)]
        away = [day - last[n] if n in last else None for n in (white, black)]
        a, b = before
        after = [bounded(period(a, [(b, score)], periods=periods(away[0]), max_rd=MAX_RD)),
                 bounded(period(b, [(a, 1.0 - score)], periods=periods(away[1]), max_rd=MAX_RD))]
        ratings[white], ratings[black] = after
        last[white] = last[black] = day
        games.append({
            "day": day, "white": white, "black": black, "score": score,
            "before": [list(x) for x in before], "days_away": away,
            "after": [list(x) for x in after],
        })
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "glicko2_reference.json")
    with open(out, "w") as f:
        f.write('{"tau": %s, "games": [\n' % json.dumps(TAU))
        f.write(",\n".join(json.dumps(game) for game in games))
        f.write("\n]}\n")


if __name__ == "__main__":
    main()
