//! Quiescence: from the leaves of the main search, captures only (or every move in check),
//! until the position is quiet enough for the static evaluation to stand.

use std::mem;

use ply_core::Game;

use crate::{
    limits::Control,
    ordering::pick,
    score::{self, INF},
    search::{MAX_PLY, Searcher},
};

/// Quiescence skips a capture that, with this much to spare, cannot lift the score to alpha.
const DELTA_MARGIN: i32 = 200;

impl<G: Game> Searcher<G> {
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
    /// with a capture generator (`Game::captures`) stands pat whenever it is not in check.
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
            return score::heuristic(pos.evaluate());
        }
        let in_check = pos.in_check();
        // Games that prune stand pat whenever not in check: a static evaluation at beta or
        // above ends the node before its captures are generated.
        let early = (G::PRUNING && !in_check).then(|| score::heuristic(pos.evaluate()));
        if let Some(eval) = early
            && eval >= beta
        {
            self.impure += 1;
            return eval;
        }
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
                if pos.is_capture(mv) {
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
            let eval = early.unwrap_or_else(|| score::heuristic(pos.evaluate()));
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
        if ctl.aborted() { 0 } else { best }
    }
}
