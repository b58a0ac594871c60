//! Forward pruning for games that allow it (`Evaluate::PRUNING`, `Check::play_null`): reverse
//! futility and null-move pruning before the moves, futility and late-move pruning among them,
//! and for games whose captures are compulsory (`Evaluate::SELECTIVE`), ProbCut. The late-move
//! reductions are `reduce.rs`.
//!
//! All of them rest on the static evaluation or on a guess, so a subtree they cut is marked as
//! resting on heuristics (never an exact game value).

use ply_core::{Context, Evaluate};

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

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
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

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
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
