//! Quiescence: from the leaves of the main search, captures only (or every move in check; and
//! promotions too in `SELECTIVE` games), until the position is quiet enough for the static
//! evaluation to stand.

use std::mem;

use ply_core::{Context, Evaluate};

use crate::{
    limits::Control,
    ordering::pick,
    score::{self, INF},
    search::{MAX_PLY, Searcher},
    tt::{Bound, NO_EVAL},
};

/// Quiescence skips a capture that, with this much to spare, cannot lift the score to alpha.
const DELTA_MARGIN: i32 = 200;

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
    /// A quiescence child: a new node (counted, its outcome checked) searching captures only.
    fn quiesce(&mut self, ctl: &mut Control, pos: &G, ply: usize, alpha: i32, beta: i32) -> i32 {
        if !self.enter(ctl, ply) {
            return 0;
        }
        if let Some(outcome) = pos.quick_outcome() {
            return self.game_over(pos, outcome, ply);
        }
        self.quiesce_body(ctl, pos, ply, alpha, beta)
    }

    /// Quiescence at a node already entered: the static evaluation stands unless a capture
    /// beats it; when every legal move is a capture (compulsory captures in draughts), or the
    /// side to move is in check, there is no standing pat and all of them are searched. A game
    /// with a capture generator (`Tactics::captures`) stands pat whenever it is not in check.
    pub(crate) fn quiesce_body(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if ply >= MAX_PLY {
            self.impure += 1;
            return score::heuristic(self.context.evaluate(pos));
        }
        let in_check = pos.in_check();
        // Games that prune look the position up in the table first, and take its evaluation.
        let key = if G::PRUNING { pos.hash() } else { 0 };
        let entry = if G::PRUNING { self.tt.probe(key) } else { None };
        if let Some(e) = entry {
            let s = score::from_table(e.score, ply);
            if e.bound.cuts(s, alpha, beta) {
                if !e.pure {
                    self.impure += 1;
                }
                return s;
            }
        }
        // Games that prune stand pat whenever not in check: a static evaluation at beta or
        // above ends the node before its captures are generated.
        let early = (G::PRUNING && !in_check).then(|| match entry.map(|e| e.eval) {
            Some(e) if e != NO_EVAL => e,
            _ => score::heuristic(self.context.evaluate(pos)),
        });
        if let Some(eval) = early
            && eval >= beta
        {
            self.impure += 1;
            if entry.is_none() {
                let stored = score::to_table(eval, ply);
                self.tt
                    .store_eval(key, None, stored, 0, Bound::Lower, false, eval);
            }
            return eval;
        }
        let alpha_start = alpha;
        let impure_before = self.impure;
        let mut best_move = None;
        let mut moves = mem::take(&mut self.moves[ply]);
        let generated = !in_check && pos.captures(&mut moves);
        if !generated {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                self.moves[ply] = moves;
                return self.no_moves(pos, ply);
            }
        }
        let side = pos.side_to_move();
        let mut keys = mem::take(&mut self.keys[ply]);
        keys.clear();
        if generated {
            keys.extend(moves.iter().map(|&mv| pos.capture_order(mv)));
        } else if in_check {
            keys.extend(
                moves
                    .iter()
                    .map(|&mv| self.order_key(pos, mv, None, ply, side)),
            );
        } else {
            keys.extend(moves.iter().map(|&mv| {
                if pos.is_capture(mv) || (G::SELECTIVE && pos.is_promotion(mv)) {
                    self.heuristics.key(mv, true, None, ply, side)
                } else {
                    i32::MIN
                }
            }));
        }
        let searched = if generated || in_check {
            moves.len()
        } else {
            keys.iter().filter(|&&k| k != i32::MIN).count()
        };
        let mut best = -INF;
        let mut stand = None;
        if !in_check && (generated || searched < moves.len()) {
            self.impure += 1;
            let eval = early.unwrap_or_else(|| score::heuristic(self.context.evaluate(pos)));
            best = eval;
            stand = Some(eval);
            alpha = alpha.max(best);
        }
        if best < beta {
            for i in 0..searched {
                let mv = pick(&mut moves, &mut keys, i);
                if G::PRUNING
                    && generated
                    && let Some(eval) = stand
                    && (eval + pos.capture_gain(mv) + DELTA_MARGIN <= alpha
                        || pos.capture_loses(mv))
                {
                    self.impure += 1;
                    continue;
                }
                let mut next = pos.clone();
                next.play(mv);
                let s = if next.side_to_move() == side {
                    self.quiesce(ctl, &next, ply + 1, alpha, beta)
                } else {
                    -self.quiesce(ctl, &next, ply + 1, -beta, -alpha)
                };
                if ctl.aborted() {
                    break;
                }
                if s > best {
                    best = s;
                    if s > alpha {
                        alpha = s;
                        best_move = Some(mv);
                        self.update_pv(ply, mv);
                        if alpha >= beta {
                            break;
                        }
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.keys[ply] = keys;
        if ctl.aborted() {
            return 0;
        }
        if G::PRUNING {
            let bound = Bound::of(best, alpha_start, beta);
            let pure = self.impure == impure_before;
            let eval = stand.unwrap_or(NO_EVAL);
            let stored = score::to_table(best, ply);
            self.tt
                .store_eval(key, best_move, stored, 0, bound, pure, eval);
        }
        best
    }
}
