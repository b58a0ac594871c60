//! One score bracket paired by a weighted matching: the weight of a pair puts the Dutch
//! system's quality criteria in their order, each in bits of its own.

use super::state::{Float, State, Strength, compat_edges, compatible, completable};
use crate::matching;
use crate::tournament::Tournament;

/// The most bits a weight may use: rustworkx-core works in `i128` and doubles weights.
const BUDGET: u32 = 120;

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

/// The criteria's widths for one bracket, so that no sum over the pairs of a matching
/// overflows into the criterion above.
struct Layout {
    pairs: u32,
    scores: u32,
    differences: u32,
    next: u32,
    floats2: u32,
    order_out: Option<u32>,
    order_pairs: Option<u32>,
}

impl Layout {
    fn new(bracket: usize, pool: usize, span: u32) -> Layout {
        let half = bracket as u128 / 2 + 1;
        let b = bracket as u128;
        let mut l = Layout {
            pairs: bits(half),
            scores: bits(half * 2 * u128::from(span)),
            differences: bits(half * u128::from(span + 1)),
            next: bits(pool as u128 / 2 + 1),
            floats2: bits(half * 2),
            order_out: Some(bits(half * 2 * b)),
            order_pairs: Some(bits(half * b)),
        };
        let fixed = l.pairs * 4 + l.scores + l.differences + l.next + 2 * (l.floats2 + l.pairs);
        if fixed + l.order_out.unwrap_or(0) + l.order_pairs.unwrap_or(0) > BUDGET {
            l.order_pairs = None;
        }
        if fixed + l.order_out.unwrap_or(0) > BUDGET {
            l.order_out = None;
        }
        l
    }
}

/// Whether a pair of the bracket would both get their colour preferences, and the
/// topscorers' and strong-preference criteria: (absolute clash avoided, preferences granted,
/// strong preferences granted).
fn colour_marks(a: &State, b: &State) -> [bool; 3] {
    let same = a.preference.is_some() && a.preference == b.preference;
    let absolute = same && a.strength == Strength::Absolute && b.strength == Strength::Absolute;
    let strong = same && a.strength >= Strength::Strong && b.strength >= Strength::Strong;
    [!absolute, !same, !strong || absolute]
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
/// `next` the next score group: the pairs made inside the bracket, or `None` if the round
/// cannot be completed.
pub fn pair_bracket(
    t: &Tournament,
    states: &[State],
    bracket: &[usize],
    residents: usize,
    next: &[usize],
    lower: &[usize],
) -> Option<Vec<(usize, usize)>> {
    let floaters = bracket.len() - residents;
    if lower.is_empty()
        && floaters == 0
        && bracket.len().is_multiple_of(2)
        && let Some(p) = natural(t, states, bracket)
    {
        return Some(p);
    }
    if !lower.is_empty() && next.len() < lower.len() {
        let pool: Vec<usize> = bracket.iter().chain(next).copied().collect();
        let made = solve(t, states, bracket, residents, next, &pool)?;
        let taken: std::collections::HashSet<usize> =
            made.iter().flat_map(|&(a, b)| [a, b]).collect();
        let rest: Vec<usize> = bracket
            .iter()
            .chain(lower)
            .copied()
            .filter(|i| !taken.contains(i))
            .collect();
        if completable(&rest, states, t) {
            return Some(made);
        }
    }
    let pool: Vec<usize> = bracket.iter().chain(lower).copied().collect();
    let made = solve(t, states, bracket, residents, next, &pool)?;
    let taken = made.len() * 2;
    let rest: Vec<usize> = pool
        .iter()
        .copied()
        .filter(|i| !made.iter().any(|&(a, b)| a == *i || b == *i))
        .collect();
    debug_assert_eq!(rest.len(), pool.len() - taken);
    completable(&rest, states, t).then_some(made)
}

/// The matching of `pool` (the bracket first) and the pairs it makes inside the bracket.
fn solve(
    t: &Tournament,
    states: &[State],
    bracket: &[usize],
    residents: usize,
    next: &[usize],
    pool: &[usize],
) -> Option<Vec<(usize, usize)>> {
    let size = bracket.len();
    let floaters = size - residents;
    let scores = bracket.iter().map(|&i| states[i].score);
    let (low, high) = (scores.clone().min()?, scores.max()?);
    let layout = Layout::new(size, pool.len(), high - low);
    let in_next: std::collections::HashSet<usize> = next.iter().copied().collect();
    let b = size as i128;
    // Where the remainder (residents not meeting a floater) starts, and its half.
    let rem_start = (2 * floaters).min(size) as i128;
    let half = (size as i128 - rem_start) / 2;
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
            w.push(
                layout.differences,
                if inside { span - (sa - sc).abs() } else { 0 },
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
            if let Some(width) = layout.order_out {
                let (pu, pv) = (u as i128, v as i128);
                w.push(width, if inside { (b - pu) + (b - pv) } else { 0 });
            }
            if let Some(width) = layout.order_pairs {
                let (pu, pv) = (u as i128, v as i128);
                let penalty = if !inside {
                    b
                } else if pu < floaters as i128 {
                    (pv - (floaters as i128 + pu)).abs()
                } else {
                    ((pv - rem_start) - (pu - rem_start) - half).abs()
                };
                w.push(width, if inside { (b - penalty).max(0) } else { 0 });
            }
            (u, v, w.value)
        })
        .collect();
    let mate = matching::max_weight(pool.len(), &edges);
    let mut made = Vec::new();
    for (u, m) in mate.iter().enumerate().take(size) {
        if let Some(v) = *m
            && u < v
            && v < size
        {
            made.push((pool[u], pool[v]));
        }
    }
    Some(made)
}
