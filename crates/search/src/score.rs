//! The score encoding: heuristic values and proven results on one `i32` scale.
//!
//! ```text
//!  -INF < loss band  < -PROVEN < heuristic (|v| < PROVEN) < PROVEN < win band < INF
//! ```
//!
//! A proven win is `PROVEN + magnitude * SPAN + (SPAN - 1 - plies)`: the magnitude is the final
//! margin for margin-scored games (Kalah) and 1 otherwise; the plies are counted from the root,
//! so a bigger margin outranks a quicker win, and among equal margins the quicker win is better.
//! A proven loss is the negation. A draw is 0, like an even heuristic score. Inside the
//! transposition table the distance is stored from the node instead of the root.

use ply_core::{Context, Evaluate, Outcome};

/// Larger than every score; `INF - -INF` still fits in an `i32`.
pub(crate) const INF: i32 = 1_000_000_000;
/// The lower edge of the win band.
const PROVEN: i32 = 1 << 29;
/// The lower edge of the win band, for comparisons outside this module.
pub(crate) const PROVEN_EDGE: i32 = PROVEN;
/// One step of margin inside the win band; the distance to the end lives below it.
const SPAN: i32 = 1 << 10;
/// The largest margin the encoding represents (larger margins are clamped).
const MAX_MAGNITUDE: i32 = 1 << 18;

/// How a result is proven, from the side to move's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Proven {
    Win,
    Loss,
    Draw,
}

/// A win by `magnitude` (clamped to at least 1), `plies` from the root.
pub(crate) fn win(magnitude: i32, plies: usize) -> i32 {
    let magnitude = magnitude.clamp(1, MAX_MAGNITUDE);
    let plies = plies.min(SPAN as usize - 1) as i32;
    PROVEN + magnitude * SPAN + (SPAN - 1 - plies)
}

/// A loss by `magnitude`, `plies` from the root.
pub(crate) fn loss(magnitude: i32, plies: usize) -> i32 {
    -win(magnitude, plies)
}

/// A static evaluation brought inside the heuristic band.
pub(crate) fn heuristic(value: i32) -> i32 {
    value.clamp(-(PROVEN - 1), PROVEN - 1)
}

/// Whether the score is a proven win or loss.
pub(crate) fn is_proven(score: i32) -> bool {
    score.abs() >= PROVEN
}

/// A proven margin from the side to move's view, `plies` from the root: a win, a loss or 0.
pub(crate) fn margin(m: i32, plies: usize) -> i32 {
    match m {
        0 => 0,
        m if m > 0 => win(m, plies),
        m => loss(-m, plies),
    }
}

/// The score of a finished position, `ply` plies from the root: its margin for margin-scored
/// games, otherwise a win, a loss or a draw by the outcome. A position without moves and without
/// an outcome (which the game contract rules out) counts as lost by the side to move.
pub(crate) fn terminal<G: Evaluate, C: Context<G>>(
    context: &C,
    pos: &G,
    outcome: Option<Outcome>,
    ply: usize,
) -> i32 {
    if G::MARGIN_SCORING {
        return margin(context.evaluate(pos), ply);
    }
    match outcome {
        Some(Outcome { winner: None, .. }) => 0,
        Some(Outcome {
            winner: Some(side), ..
        }) if side == pos.side_to_move() => win(1, ply),
        _ => loss(1, ply),
    }
}

/// The score of an oracle's exact answer (`Solved::score`, `Solved::plies`) at `ply`.
pub(crate) fn solved<G: Evaluate>(score: i32, plies: Option<u32>, ply: usize) -> i32 {
    // Without a known distance the end is taken to be far away.
    let plies = ply + plies.map_or(SPAN as usize / 2, |p| p as usize);
    if G::MARGIN_SCORING {
        margin(score, plies)
    } else {
        margin(score.signum(), plies)
    }
}

/// A root-relative score made relative to a node `ply` plies from the root (for storing).
pub(crate) fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= PROVEN {
        score + ply
    } else if score <= -PROVEN {
        score - ply
    } else {
        score
    }
}

/// A node-relative score from the table made relative to the root again.
pub(crate) fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= PROVEN {
        (score - ply).max(PROVEN + SPAN)
    } else if score <= -PROVEN {
        (score + ply).min(-(PROVEN + SPAN))
    } else {
        score
    }
}

/// A score as a player reads it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Value {
    /// From the side to move's point of view, in the game's unit; for a proven result of a
    /// margin-scored game the exact final margin, for other proven results 1, 0 or -1.
    pub score: i32,
    /// Whether the score is proven (only wins and losses are recognised inside the search;
    /// a draw is proven when an oracle or the position itself says so).
    pub proven: Option<Proven>,
    /// Plies to the end of the game with best play, for a proven win or loss.
    pub plies_to_end: Option<u32>,
}

/// Decodes an internal score.
pub(crate) fn value<G: Evaluate>(score: i32) -> Value {
    if !is_proven(score) {
        return Value {
            score,
            proven: None,
            plies_to_end: None,
        };
    }
    let inner = score.abs() - PROVEN;
    let magnitude = inner / SPAN;
    let plies = (SPAN - 1 - inner % SPAN) as u32;
    let sign = score.signum();
    Value {
        score: if G::MARGIN_SCORING {
            sign * magnitude
        } else {
            sign
        },
        proven: Some(if sign > 0 { Proven::Win } else { Proven::Loss }),
        plies_to_end: Some(plies),
    }
}

/// The heuristic unit in the internal scale, for margins and bounds (always positive).
pub(crate) fn unit<G: Evaluate>() -> i32 {
    G::EVAL_UNIT.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_ordered() {
        assert!(win(1, 100) > heuristic(i32::MAX));
        assert!(loss(1, 100) < heuristic(i32::MIN));
        assert!(
            win(2, 500) > win(1, 0),
            "a bigger margin beats a quicker win"
        );
        assert!(win(1, 3) > win(1, 5), "a quicker win is better");
        assert!(loss(1, 5) > loss(1, 3), "a slower loss is better");
        assert!(win(MAX_MAGNITUDE + 5, 0) < INF);
        assert_eq!(win(1, 10), -loss(1, 10));
    }

    #[test]
    fn table_round_trip_keeps_the_distance() {
        for s in [win(3, 9), loss(1, 12), 37, -5, 0] {
            assert_eq!(from_table(to_table(s, 4), 4), s);
        }
        // A win 6 plies below a node met at ply 4 is 8 plies away when the node is met at ply 6.
        let stored = to_table(win(1, 10), 4);
        assert_eq!(from_table(stored, 6), win(1, 12));
    }

    #[test]
    fn heuristic_is_clamped() {
        assert!(!is_proven(heuristic(i32::MAX)));
        assert!(!is_proven(heuristic(i32::MIN)));
        assert!(is_proven(win(1, 0)) && is_proven(loss(7, 0)));
    }
}
