//! One score bracket paired by a weighted matching: the weight of a pair puts the Dutch
//! system's quality criteria in their order, each in bits of its own.

use super::state::{Float, State, Strength, compat_edges, compatible, completable};
use crate::matching;
use crate::tournament::Tournament;

/// The most bits a weight may use: rustworkx-core works in `i128` and its slacks reach twice
/// the largest weight.
const BUDGET: u32 = 124;

/// The pairs a bracket makes (indices into the players' states) and the player given the
/// bye, if the bracket gives it.
pub type Paired = (Vec<(usize, usize)>, Option<usize>);

/// Bits to hold `v`.
fn bits(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// A weight built from the most significant criterion down.
#[derive(Default)]
struct Weight {
    value: i128,
}

impl Weight {
    fn push(&mut self, width: u32, v: i128) {
        self.value = (self.value << width) | v;
    }
}

/// How one part of the pairing numbers' order is weighed: exactly, each player of the part
/// a digit of base `2^digit` (the first player the most significant), when that fits in
/// the bits left; else by a sum that the order's first choice maximises.
#[derive(Copy, Clone)]
enum Order {
    Exact { digit: u32, width: u32 },
    Near { width: u32 },
}

impl Order {
    fn width(self) -> u32 {
        match self {
            Order::Exact { width, .. } | Order::Near { width } => width,
        }
    }

    /// The exact order if it fits in `left` bits, else the near one if that fits.
    fn fit(left: u32, exact: (u32, u32), near: u32) -> Option<Order> {
        let (digit, digits) = exact;
        let width = digit * digits;
        if width <= left {
            Some(Order::Exact { digit, width })
        } else if near <= left {
            Some(Order::Near { width: near })
        } else {
            None
        }
    }
}

/// The criteria's widths for one bracket, so that no sum over the pairs of a matching
/// overflows into the criterion above; then the order of the pairing numbers: which moved
/// down players are paired (the highest), whom they meet (each the highest resident left,
/// in order), how many of the remainder's pairs join its first half (S1) to its second (S2),
/// and whom each S1 player meets (the highest S2 player left, in order).
struct Layout {
    pairs: u32,
    scores: u32,
    differences: u32,
    next: u32,
    floats2: u32,
    /// C.16–C.19, for the last round and the one before: the score differences of repeated
    /// downfloaters and upfloaters (0 bits when no player of the bracket floated that way).
    float_sds: [[u32; 2]; 2],
    mdp_paired: Option<Order>,
    mdp_opponents: Option<Order>,
    cross: Option<u32>,
    tops: Option<u32>,
    order_rem: Option<Order>,
}

impl Layout {
    fn new(
        bracket: usize,
        pool: usize,
        span: u32,
        floaters: usize,
        (remainder, s1): (usize, usize),
        floated: [[usize; 2]; 2],
    ) -> Layout {
        let half = bracket as u128 / 2 + 1;
        let mut l = Layout {
            pairs: bits(half),
            scores: bits(half * 2 * u128::from(span)),
            differences: bits(half * (u128::from(span) * u128::from(span) + 1)),
            next: bits(pool as u128 / 2 + 1),
            floats2: bits(half * 2),
            float_sds: [[0; 2]; 2],
            mdp_paired: None,
            mdp_opponents: None,
            cross: None,
            tops: None,
            order_rem: None,
        };
        // Each player who floated gives at most a point more than the bracket's span (a
        // downfloater's difference reaches A.8's artificial score, one point below the
        // bracket's lowest).
        l.float_sds = floated.map(|ways| {
            ways.map(|n| {
                if n > 0 {
                    bits(n as u128 * u128::from(span + 2))
                } else {
                    0
                }
            })
        });
        let mut used = l.pairs * 5 + l.scores + l.differences + l.next + 2 * (l.floats2 + l.pairs);
        used += l.float_sds.iter().flatten().sum::<u32>();
        let (f, r) = (floaters as u128, (bracket - floaters) as u128);
        if floaters > 0 {
            l.mdp_paired = Order::fit(
                BUDGET.saturating_sub(used),
                (1, floaters as u32),
                bits(f * f + 1),
            );
            used += l.mdp_paired.map_or(0, Order::width);
            l.mdp_opponents = Order::fit(
                BUDGET.saturating_sub(used),
                (bits(r + 1), floaters as u32),
                bits(f * f * r + 1),
            );
            used += l.mdp_opponents.map_or(0, Order::width);
        }
        let rem = remainder as u128;
        let cross = bits(rem / 2 + 1);
        let tops = bits((rem / 2 + 1) * (rem + 1));
        if used + cross + tops <= BUDGET {
            l.cross = Some(cross);
            l.tops = Some(tops);
            used += cross + tops;
            l.order_rem = Order::fit(
                BUDGET - used,
                (bits(rem), s1 as u32),
                bits((rem / 2 + 1) * (rem + 1) * (rem + 1)),
            );
        }
        l
    }
}

/// Whether a pair of the bracket keeps the colour criteria: (no colour difference beyond 2,
/// C.8; no colour three times in a row, C.9 — both broken only by a topscorer's pair in the
/// last round; preferences granted, C.10; strong preferences granted, C.11).
fn colour_marks(a: &State, b: &State) -> [bool; 4] {
    let same = a.preference.is_some() && a.preference == b.preference;
    let absolute = same && a.strength == Strength::Absolute && b.strength == Strength::Absolute;
    let strong = same && a.strength >= Strength::Strong && b.strength >= Strength::Strong;
    let wide = same && a.difference.abs() > 1 && b.difference.abs() > 1;
    // The colours of the last two games, when they are the same.
    let repeated = |s: &State| match s.colours.as_slice() {
        [.., x, y] if x == y => Some(*y),
        _ => None,
    };
    // The one of the two who does not get the colour (E.2: the narrower difference) would
    // have it a third time.
    let third = absolute
        && match a.difference.abs().cmp(&b.difference.abs()) {
            std::cmp::Ordering::Equal => repeated(a).is_some() && repeated(a) == repeated(b),
            std::cmp::Ordering::Less => repeated(a).is_some(),
            std::cmp::Ordering::Greater => repeated(b).is_some(),
        };
    [!wide, !third, !same, !strong || absolute]
}

/// The natural pairing of a homogeneous bracket — the first half against the second in
/// order — when it meets every criterion at its best: then it is what the matching would
/// give, found without one.
fn natural(t: &Tournament, states: &[State], bracket: &[usize]) -> Option<Vec<(usize, usize)>> {
    let h = bracket.len() / 2;
    let mut out = Vec::with_capacity(h);
    for i in 0..h {
        let (a, b) = (&states[bracket[i]], &states[bracket[i + h]]);
        if !compatible(a, b, t) || colour_marks(a, b).contains(&false) {
            return None;
        }
        out.push((bracket[i], bracket[i + h]));
    }
    Some(out)
}

/// Pairs `bracket` (its floaters from above first, then `residents` players of its own
/// score, each part by score and pairing number) with `lower` the players below it and
/// `next` the next score group: the pairs made inside the bracket and, for the last bracket
/// of an odd field, the player given the bye, and whether the bracket had to be paired with
/// every player below it for the round to be completed (then it is the penultimate pairing
/// bracket, and all the players below form one last bracket); `None` if the round cannot
/// be completed.
pub fn pair_bracket(
    t: &Tournament,
    states: &[State],
    bracket: &[usize],
    residents: usize,
    next: &[usize],
    lower: &[usize],
) -> Option<(Paired, bool)> {
    let floaters = bracket.len() - residents;
    let k = Bracket {
        t,
        states,
        bracket,
        residents,
        next,
    };
    if lower.is_empty()
        && floaters == 0
        && bracket.len().is_multiple_of(2)
        && let Some(p) = natural(t, states, bracket)
    {
        return Some(((p, None), false));
    }
    if !lower.is_empty() && next.len() < lower.len() {
        let pool: Vec<usize> = bracket.iter().chain(next).copied().collect();
        let (made, _) = solve_twice(&k, &pool, false)?;
        let taken: std::collections::HashSet<usize> =
            made.iter().flat_map(|&(a, b)| [a, b]).collect();
        let rest: Vec<usize> = bracket
            .iter()
            .chain(lower)
            .copied()
            .filter(|i| !taken.contains(i))
            .collect();
        if completable(&rest, states, t) {
            return Some(((made, None), false));
        }
    }
    let pool: Vec<usize> = bracket.iter().chain(lower).copied().collect();
    let (made, bye) = solve_twice(&k, &pool, true)?;
    // The bye is given in the last bracket only; above it the bye's vertex only keeps the
    // matching complete.
    let bye = if lower.is_empty() { bye } else { None };
    let taken: std::collections::HashSet<usize> =
        made.iter().flat_map(|&(a, b)| [a, b]).chain(bye).collect();
    let rest: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|i| !taken.contains(i))
        .collect();
    let collapsed = !lower.is_empty() && next.len() < lower.len();
    completable(&rest, states, t).then_some(((made, bye), collapsed))
}

/// One bracket to pair: the tournament, every player's state, the bracket's players (its
/// floaters first), how many of them are residents, and the next score group.
struct Bracket<'a> {
    t: &'a Tournament,
    states: &'a [State],
    bracket: &'a [usize],
    residents: usize,
    next: &'a [usize],
}

/// The remainder — the residents the moved down players do not meet — and the number of
/// pairs it makes are known only once a matching is made: a first matching finds them, and
/// a second orders the remainder's pairs, its first half (as many players as it makes
/// pairs) against the rest.
fn solve_twice(k: &Bracket, pool: &[usize], complete: bool) -> Option<Paired> {
    let (bracket, residents) = (k.bracket, k.residents);
    let floaters = bracket.len() - residents;
    let first = solve(k, pool, complete, None)?;
    let place: std::collections::HashMap<usize, usize> =
        bracket.iter().enumerate().map(|(u, &i)| (i, u)).collect();
    let with_floater = |&(a, b): &(usize, usize)| place[&a] < floaters || place[&b] < floaters;
    let met: std::collections::HashSet<usize> = first
        .0
        .iter()
        .filter(|p| with_floater(p))
        .flat_map(|&(a, b)| [a, b])
        .collect();
    let remainder: Vec<usize> = (floaters..bracket.len())
        .filter(|&u| !met.contains(&bracket[u]))
        .collect();
    let pairs = first.0.iter().filter(|p| !with_floater(p)).count();
    if floaters == 0 && pairs == remainder.len() / 2 {
        return Some(first);
    }
    solve(k, pool, complete, Some((&remainder, pairs)))
}

/// The matching of `pool` (the bracket first) and the pairs it makes inside the bracket;
/// `complete` when `pool` is every player left, who must all be paired (an odd number with
/// one given the bye).
fn solve(
    k: &Bracket,
    pool: &[usize],
    complete: bool,
    remainder: Option<(&[usize], usize)>,
) -> Option<Paired> {
    let (t, states, bracket, next) = (k.t, k.states, k.bracket, k.next);
    let size = bracket.len();
    let residents = k.residents;
    let floaters = size - residents;
    let scores = bracket.iter().map(|&i| states[i].score);
    let (low, high) = (scores.clone().min()?, scores.max()?);
    // The remainder: the residents not paired with a floater, as given with the number of
    // pairs it makes, or else those after the residents the floaters would meet in order;
    // each one's place in it.
    let assumed: Vec<usize> = ((2 * floaters).min(size)..size).collect();
    let (remainder, half) = remainder.unwrap_or((&assumed, assumed.len() / 2));
    let mut place = vec![None; size];
    for (k, &u) in remainder.iter().enumerate() {
        place[u] = Some(k as i128);
    }
    // How many players of the bracket floated down, and up, in the last round and in the one
    // before: C.16–C.19 weigh their score differences only when some did, and only in a
    // bracket of more than one score (in one of a single score C.12–C.15 decide them).
    let floated: [[usize; 2]; 2] = [0, 1].map(|back| {
        [Float::Down, Float::Up].map(|f| {
            if t.played() > back && high > low {
                bracket
                    .iter()
                    .filter(|&&i| states[i].floats[back] == f)
                    .count()
            } else {
                0
            }
        })
    });
    let layout = Layout::new(
        size,
        pool.len(),
        high - low,
        floaters,
        (remainder.len(), half),
        floated,
    );
    let in_next: std::collections::HashSet<usize> = next.iter().copied().collect();
    let rem = remainder.len() as i128;
    let half = half as i128;
    let (f, r) = (floaters as i128, residents as i128);
    let edges: Vec<(usize, usize, i128)> = compat_edges(pool, states, t)
        .into_iter()
        .map(|(u, v)| {
            let (a, c) = (&states[pool[u]], &states[pool[v]]);
            let inside = u < size && v < size;
            let mut w = Weight::default();
            w.push(layout.pairs, i128::from(inside));
            let m = |x: bool| i128::from(x);
            let (sa, sc) = (i128::from(a.score), i128::from(c.score));
            let (lo, span) = (i128::from(low), i128::from(high - low));
            w.push(layout.scores, if inside { sa - lo + sc - lo } else { 0 });
            // C.6 compares the pairs' score differences largest first: squared, one difference
            // of a point weighs more than two of half a point.
            w.push(
                layout.differences,
                if inside {
                    span * span - (sa - sc) * (sa - sc)
                } else {
                    0
                },
            );
            let v_next = in_next.contains(&pool[v]);
            w.push(
                layout.next,
                m(!inside && v_next && (u < size || in_next.contains(&pool[u]))),
            );
            let marks = colour_marks(a, c);
            for mark in marks {
                w.push(layout.pairs, m(inside && mark));
            }
            for back in 0..2 {
                if t.played() > back {
                    let repeat_down = if inside {
                        m(c.floats[back] == Float::Down)
                            + m(sa <= sc && a.floats[back] == Float::Down)
                    } else {
                        0
                    };
                    w.push(layout.floats2, repeat_down);
                    let up_again = sa > sc && c.floats[back] == Float::Up;
                    w.push(layout.pairs, m(inside && !up_again));
                }
            }
            // C.16–C.19: the score differences of the players floating as they did in the last
            // round, then the round before. A player who floated down and is paired in the
            // bracket saves the difference a downfloater out of it has (to one point below the
            // bracket's lowest score), less what the pair's difference keeps of it. Of the
            // players who floated up, C.13 and C.15 have fixed how many float up again; each
            // of those is weighed by how little its pair's difference is.
            for back in 0..2 {
                let [down, up] = layout.float_sds[back];
                if down > 0 {
                    let saved = sc - lo + 2;
                    let value = if inside {
                        saved
                            * (m(a.floats[back] == Float::Down) + m(c.floats[back] == Float::Down))
                    } else {
                        0
                    };
                    w.push(down, value);
                }
                if up > 0 {
                    let again = inside && sa > sc && c.floats[back] == Float::Up;
                    w.push(up, if again { span + 1 - (sa - sc) } else { 0 });
                }
            }
            let (pu, pv) = (u as i128, v as i128);
            if let Some(order) = layout.mdp_paired {
                // The highest moved down players are the ones paired.
                let value = |p: i128| -> i128 {
                    if !inside || p >= f {
                        return 0;
                    }
                    match order {
                        Order::Exact { .. } => 1 << (f - 1 - p),
                        Order::Near { .. } => f - p,
                    }
                };
                w.push(order.width(), value(pu) + value(pv));
            }
            if let Some(order) = layout.mdp_opponents {
                // Each moved down player, in order, meets the highest resident left.
                let value = if inside && pu < f && pv >= f {
                    let k = pv - f;
                    match order {
                        Order::Exact { digit, .. } => (r - k) << (i128::from(digit) * (f - 1 - pu)),
                        Order::Near { .. } => (f - pu) * (r - k),
                    }
                } else {
                    0
                };
                w.push(order.width(), value);
            }
            // In the remainder, S1 (its first `half` players) against S2 (the rest): as few
            // exchanges as can be (pairs whose higher player is in S1), the players exchanged
            // as near in pairing numbers as can be (the higher players of the pairs as high
            // as can be), then each higher player of a pair, in order, with the highest
            // partner left.
            let (top, bottom) = match (place.get(u), place.get(v)) {
                (Some(Some(i)), Some(Some(k))) if inside => (*i, *k),
                _ => (-1, -1),
            };
            let in_rem = top >= 0;
            if let Some(width) = layout.cross {
                w.push(width, m(in_rem && top < half));
            }
            if let Some(width) = layout.tops {
                w.push(width, if in_rem { rem - top } else { 0 });
            }
            match layout.order_rem {
                Some(Order::Exact { digit, width }) => {
                    // A digit for each S1 player: its partner, the highest the most (in S2,
                    // or in S1 after an exchange).
                    let value = if in_rem && top < half {
                        (rem - bottom) << (i128::from(digit) * (half - 1 - top))
                    } else {
                        0
                    };
                    w.push(width, value);
                }
                Some(Order::Near { width }) => {
                    // The sum of these products is largest with the higher players in order
                    // against the lower ones in order, and a higher player's earlier
                    // partner outweighs a lower one's.
                    let value = if in_rem {
                        (rem - top) * (rem - bottom)
                    } else {
                        0
                    };
                    w.push(width, value);
                }
                None => {}
            }
            (u, v, w.value)
        })
        .collect();
    let mut edges = edges;
    // An odd pool: one vertex more, the bye, for the players who may have it. Its edges
    // weigh nothing: the player left out is chosen as any player left out of the bracket.
    let bye_vertex = (complete && pool.len() % 2 == 1).then_some(pool.len());
    if let Some(x) = bye_vertex {
        edges.extend(
            (0..pool.len())
                .filter(|&a| states[pool[a]].bye_eligible)
                .map(|a| (a, x, 0)),
        );
    }
    // Over every player left the matching must be complete (C.4); over the bracket and the
    // next group only, the bracket's own criteria come first and completion is checked after.
    let mate = matching::max_weight(
        pool.len() + usize::from(bye_vertex.is_some()),
        &edges,
        complete,
    );
    let bye = bye_vertex.and_then(|x| mate[x]).map(|a| pool[a]);
    let mut made = Vec::new();
    for (u, m) in mate.iter().enumerate().take(size) {
        if let Some(v) = *m
            && u < v
            && v < size
        {
            made.push((pool[u], pool[v]));
        }
    }
    Some((made, bye))
}
