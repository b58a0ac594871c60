//! Forward pruning for games that allow it (`Evaluate::PRUNING`, `Evaluate::play_null`): reverse
//! futility and null-move pruning before the moves, futility and late-move pruning among them,
//! and the late-move reductions' table; and for games whose captures are compulsory
//! (`Evaluate::SELECTIVE`), ProbCut and their late-move reductions.
//!
//! All of them rest on the static evaluation or on a guess, so a subtree they cut is marked as
//! resting on heuristics (never an exact game value).

use std::sync::OnceLock;

use ply_core::Evaluate;

use crate::{limits::Control, score, search::Searcher};

/// Reverse futility: a node this far above beta per ply of depth left fails high at once.
const RFP_MARGIN: i32 = 85;
/// Reverse futility applies up to this depth.
const RFP_DEPTH: i32 = 6;
/// Null-move pruning applies from this depth.
const NULL_DEPTH: i32 = 3;
/// Futility: a quiet move cannot lift a node this far below alpha (base, and per ply).
const FUTILITY_BASE: i32 = 90;
const FUTILITY_PER_PLY: i32 = 110;
/// Futility and late-move pruning apply up to this depth.
const LATE_DEPTH: i32 = 3;
/// ProbCut (`SELECTIVE` games) applies from this depth.
const PROBCUT_DEPTH: i32 = 3;
/// ProbCut's margin above beta, per ply of depth.
const PROBCUT_MARGIN: i32 = 5;

impl<G: Evaluate> Searcher<G> {
    /// Reverse futility and null-move pruning at a non-PV node not in check with static
    /// evaluation `eval`: the score to return when the node fails high without searching its
    /// moves. A side whose evaluation is `improving` gets a smaller margin.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn prune_early(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        eval: i32,
        depth: i32,
        ply: usize,
        beta: i32,
        improving: bool,
    ) -> Option<i32> {
        if depth <= RFP_DEPTH && eval - RFP_MARGIN * (depth - i32::from(improving)) >= beta {
            self.impure += 1;
            return Some(eval);
        }
        if depth < NULL_DEPTH || eval < beta || self.nulled[ply] {
            return None;
        }
        let null = pos.play_null()?;
        let r = 3 + depth / 4 + ((eval - beta) / 200).min(2);
        self.nulled[ply + 1] = true;
        self.played[ply + 1] = None;
        let s = -self.negamax(ctl, &null, depth - 1 - r, ply + 1, -beta, -beta + 1);
        self.nulled[ply + 1] = false;
        if ctl.aborted() || s < beta {
            return None;
        }
        self.impure += 1;
        // A proven win after a pass proves nothing: claim only beta.
        Some(if score::is_proven(s) { beta } else { s })
    }

    /// Futility and late-move pruning of a quiet move (no capture, no check) at a non-PV node
    /// not in check: whether to skip it, `tried` quiet moves into the node. A side whose
    /// evaluation is not `improving` tries half as many quiet moves.
    pub(crate) fn prune_late(
        &mut self,
        eval: i32,
        depth: i32,
        tried: usize,
        alpha: i32,
        improving: bool,
    ) -> bool {
        if depth > LATE_DEPTH {
            return false;
        }
        let late = tried >= ((3 + 2 * depth * depth) / (2 - i32::from(improving))) as usize;
        let futile = eval + FUTILITY_BASE + FUTILITY_PER_PLY * depth <= alpha;
        if late || futile {
            self.impure += 1;
        }
        late || futile
    }
}

impl<G: Evaluate> Searcher<G> {
    /// ProbCut at a non-PV node of a `SELECTIVE` game: when a search of two fifths of the depth
    /// clears beta by a margin that grows with the depth, the node fails high with the score
    /// less the margin. The nodes of that search do not cut this way themselves.
    pub(crate) fn probcut(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        depth: i32,
        ply: usize,
        beta: i32,
    ) -> Option<i32> {
        if self.probing || depth < PROBCUT_DEPTH {
            return None;
        }
        let margin = PROBCUT_MARGIN * depth;
        let probe_beta = beta + margin;
        self.probing = true;
        let s = self.negamax(ctl, pos, depth * 2 / 5, ply, probe_beta - 1, probe_beta);
        self.probing = false;
        if ctl.aborted() || s < probe_beta {
            return None;
        }
        self.impure += 1;
        Some(s - margin)
    }
}

/// The late-move reduction of a `SELECTIVE` game's `i`-th move (from 0) at `depth`: one ply
/// from the second move on (the fourth at PV nodes), two from the seventh away from the
/// principal variation; none for captures and promotions (`tactical`) or shallow nodes.
pub(crate) fn selective_reduction(depth: i32, i: usize, pv: bool, tactical: bool) -> i32 {
    if tactical || depth < 3 || i < if pv { 3 } else { 1 } {
        0
    } else if !pv && i >= 6 {
        2
    } else {
        1
    }
}

/// The late-move reduction of the `i`-th move (from 0) at `depth`: grows with the logarithms of
/// both, one less at PV nodes and for killers, and always leaves at least one ply.
pub(crate) fn reduction(depth: i32, i: usize, pv: bool, killer: bool) -> i32 {
    static TABLE: OnceLock<Vec<i32>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0; 64 * 64];
        for d in 1..64 {
            for m in 1..64 {
                let r = 0.5 + (d as f64).ln() * (m as f64).ln() / 2.2;
                t[d * 64 + m] = r as i32;
            }
        }
        t
    });
    let d = depth.clamp(0, 63) as usize;
    let mut r = table[d * 64 + i.min(63)];
    if pv {
        r -= 1;
    }
    if killer {
        r -= 1;
    }
    r.clamp(0, (depth - 2).max(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selective_reductions_spare_the_first_moves_and_tactics() {
        assert_eq!(selective_reduction(8, 0, false, false), 0);
        assert_eq!(selective_reduction(8, 1, false, false), 1);
        assert_eq!(selective_reduction(8, 2, true, false), 0);
        assert_eq!(selective_reduction(8, 3, true, false), 1);
        assert_eq!(selective_reduction(8, 6, false, false), 2);
        assert_eq!(selective_reduction(8, 6, true, false), 1);
        assert_eq!(selective_reduction(8, 9, false, true), 0);
        assert_eq!(selective_reduction(2, 9, false, false), 0);
    }

    #[test]
    fn reductions_grow_and_leave_a_ply() {
        assert_eq!(reduction(3, 1, false, false), 0);
        assert!(reduction(12, 30, false, false) > reduction(4, 4, false, false));
        assert!(reduction(12, 30, true, false) < reduction(12, 30, false, false));
        for d in 3..40 {
            assert!(d - 1 - reduction(d, 63, false, false) >= 1);
        }
    }
}
