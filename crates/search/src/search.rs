//! The searcher's state and the recursive part of the search: principal variation search with
//! late-move reductions, the transposition table and the endgame oracle, and quiescence over
//! captures.
//!
//! Negamax with extra turns: a score is always from the side to move's point of view, so a
//! child's score is negated (and its window mirrored) only when the move passed the turn; after
//! an extra turn (Kalah) the child's score and window are the parent's.

use std::{mem, sync::Arc};

use ply_core::{Context, Evaluate, Outcome};

use crate::{
    limits::Control,
    ordering::{Heuristics, demoted, is_bad_capture, is_good_capture, pick},
    reduce::{reduction, selective_reduction},
    score::{self, INF},
    tt::{Bound, NO_EVAL, Table},
};

/// The deepest ply the search reaches, quiescence included.
pub(crate) const MAX_PLY: usize = 128;
/// The deepest iteration.
pub const MAX_DEPTH: u32 = 100;
/// The depth recorded for an oracle's exact answer: deeper than any search.
const SOLVED_DEPTH: u16 = u16::MAX;
/// The depth recorded for a result that rests on finished positions only: valid at any depth.
const PURE_DEPTH: u16 = u16::MAX - 1;
/// The oracle is asked at nodes with at least this much depth left (and at the root).
const ORACLE_DEPTH: i32 = 2;
/// Nodes of PRUNING games this deep without a table move are searched a ply shallower.
const IIR_DEPTH: i32 = 4;
/// A quiet move's late-move reduction changes by one per this much history, continuation
/// history included (killers and the table move aside: their keys are far above it).
const HISTORY_SHIFT: i32 = 1 << 16;
/// Slots of the memory of positions the oracle could not answer (a power of two).
const UNSOLVED_SLOTS: usize = 1 << 12;
/// Singular extensions (PRUNING games) from this depth: a table move that beats every other
/// move by a margin is searched a ply deeper.
const SINGULAR_DEPTH: i32 = 8;
/// The margin of a singular move, per ply of depth.
const SINGULAR_MARGIN: i32 = 2;
/// Losing captures are skipped at non-PV nodes this shallow (PRUNING games).
const BAD_CAPTURE_DEPTH: i32 = 3;

/// A game-tree searcher: the transposition table and the move-ordering heuristics, kept from
/// one search to the next (call [`clear`](Searcher::clear) for a fresh start). One thread by
/// default; [`set_threads`](Searcher::set_threads) adds helper threads that share the table
/// (see `smp.rs`). `Send`, so it can live on a worker thread.
pub struct Searcher<G: Evaluate, C: Context<G> = ()> {
    /// The evaluation and the oracle asked (`()`: the game's own), shared with the helpers.
    pub(crate) context: Arc<C>,
    /// The helper threads' searchers (none: a single-threaded search).
    pub(crate) helpers: Vec<Searcher<G, C>>,
    /// 0 for the searcher that decides the move; `i` for the `i`-th helper.
    pub(crate) role: usize,
    pub(crate) tt: Table<G::Move>,
    pub(crate) heuristics: Heuristics<G::Move>,
    /// Move lists, ordering keys and quiet moves tried, one buffer per ply.
    pub(crate) moves: Vec<Vec<G::Move>>,
    pub(crate) keys: Vec<Vec<i32>>,
    quiets: Vec<Vec<G::Move>>,
    /// `pv[ply]`: the principal variation from the node at `ply`.
    pub(crate) pv: Vec<Vec<G::Move>>,
    /// Hashes of the positions from the root to the current node.
    pub(crate) path: Vec<u64>,
    /// Hashes of the positions before the root, sorted.
    pub(crate) earlier: Vec<u64>,
    pub(crate) nodes: u64,
    pub(crate) seldepth: usize,
    /// Counts the static evaluations (and table results resting on them) the search used: a
    /// subtree during which it did not grow rests on finished positions only.
    pub(crate) impure: u64,
    /// Hashes of positions the oracle gave up on, so that it is not asked again (direct-mapped).
    unsolved: Vec<u64>,
    /// Whether `Oracle::solve` is asked at all.
    oracle: bool,
    /// `nulled[ply]`: the node at `ply` was reached by a null move (no second one in a row).
    pub(crate) nulled: Vec<bool>,
    /// `played[ply]`: the move that led to the node at `ply` (`None` at the root and after a
    /// null move).
    pub(crate) played: Vec<Option<G::Move>>,
    /// `evals[ply]`: the static evaluation at `ply` (PRUNING games; `NO_EVAL` in check).
    evals: Vec<i32>,
    /// `excluded[ply]`: the move a singular-extension search at `ply` leaves out.
    excluded: Vec<Option<G::Move>>,
    /// Inside a ProbCut search (`SELECTIVE` games), whose nodes cut no further.
    pub(crate) probing: bool,
}

impl<G: Evaluate> Searcher<G> {
    /// A searcher with a transposition table of about `tt_mb` megabytes that asks the game's
    /// own evaluation and oracle.
    pub fn new(tt_mb: usize) -> Searcher<G> {
        Searcher::with_context(tt_mb, ())
    }
}

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
    /// A searcher with a transposition table of about `tt_mb` megabytes that asks the
    /// evaluation and the oracle of `context` (for draughts, the evaluation chosen and the
    /// endgame databases loaded).
    pub fn with_context(tt_mb: usize, context: C) -> Searcher<G, C> {
        Searcher::build(Table::new(tt_mb), Arc::new(context), 0)
    }

    /// A searcher over `tt` asking `context`, in `role` (0: the main one).
    pub(crate) fn build(tt: Table<G::Move>, context: Arc<C>, role: usize) -> Searcher<G, C> {
        Searcher {
            context,
            helpers: Vec::new(),
            role,
            tt,
            heuristics: Heuristics::new(
                MAX_PLY,
                G::history_index,
                G::continuation_index,
                if G::PRUNING { G::CONTINUATION_SLOTS } else { 0 },
            ),
            moves: vec![Vec::new(); MAX_PLY + 1],
            keys: vec![Vec::new(); MAX_PLY + 1],
            quiets: vec![Vec::new(); MAX_PLY + 1],
            pv: vec![Vec::new(); MAX_PLY + 2],
            path: Vec::with_capacity(MAX_PLY + 1),
            earlier: Vec::new(),
            nodes: 0,
            seldepth: 0,
            impure: 0,
            unsolved: vec![0; UNSOLVED_SLOTS],
            oracle: true,
            nulled: vec![false; MAX_PLY + 2],
            played: vec![None; MAX_PLY + 2],
            evals: vec![NO_EVAL; MAX_PLY + 2],
            excluded: vec![None; MAX_PLY + 2],
            probing: false,
        }
    }

    /// The evaluation and the oracle this searcher asks.
    pub fn context(&self) -> &C {
        &self.context
    }

    /// Forgets everything learnt: the table, the killers and the history. A search after
    /// `clear` visits the same nodes every time.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.heuristics.clear();
        self.unsolved.fill(0);
        for helper in &mut self.helpers {
            helper.heuristics.clear();
            helper.unsolved.fill(0);
        }
    }

    /// Whether the search asks the game's endgame oracle (`Oracle::solve`); on by default. Lower
    /// playing levels turn it off.
    pub fn set_oracle(&mut self, on: bool) {
        self.oracle = on;
    }

    /// Whether the search asks the game's endgame oracle.
    pub fn oracle(&self) -> bool {
        self.oracle
    }

    /// Asks the oracle, unless it is off or already gave up on this position; then looks at the
    /// clock, as an answer may take a while.
    pub(crate) fn ask_oracle(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        key: u64,
    ) -> Option<ply_core::Solved<G::Move>> {
        if !self.oracle {
            return None;
        }
        let slot = key as usize & (UNSOLVED_SLOTS - 1);
        if self.unsolved[slot] == key {
            return None;
        }
        let solved = self.context.solve(pos);
        ctl.poll();
        if solved.is_none() {
            self.unsolved[slot] = key;
        }
        solved
    }

    /// Whether the position at `ply` (hash `key`) repeats: it occurred earlier in the tree, or
    /// twice before the root (so that this is the third time, as the record counts).
    fn is_repetition(&self, key: u64, ply: usize) -> bool {
        if self.path[..ply].contains(&key) {
            return true;
        }
        let lo = self.earlier.partition_point(|&h| h < key);
        let hi = self.earlier[lo..].partition_point(|&h| h == key);
        hi >= 2
    }

    /// The score of a position the game says is over. A draw by a move counter depends on a
    /// counter the hash leaves out, so it does not count as exact for the table.
    pub(crate) fn game_over(&mut self, pos: &G, outcome: Outcome, ply: usize) -> i32 {
        if outcome.reason.counts_moves() {
            self.impure += 1;
        }
        score::terminal(&*self.context, pos, Some(outcome), ply)
    }

    /// Searches a child: `same_side` after an extra turn, otherwise negated.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn child(
        &mut self,
        ctl: &mut Control,
        child: &G,
        same_side: bool,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if same_side {
            self.negamax(ctl, child, depth, ply, alpha, beta)
        } else {
            -self.negamax(ctl, child, depth, ply, -beta, -alpha)
        }
    }

    /// Records the root's static evaluation, which the nodes two plies down compare with.
    pub(crate) fn root_eval(&mut self, pos: &G) {
        self.evals[0] = if G::PRUNING && !pos.in_check() {
            score::heuristic(self.context.evaluate(pos))
        } else {
            NO_EVAL
        };
    }

    /// Makes `pv[ply]` the move followed by the child's variation.
    pub(crate) fn update_pv(&mut self, ply: usize, mv: G::Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply].clear();
        head[ply].push(mv);
        head[ply].extend_from_slice(&tail[0]);
    }

    /// Enters a node: checks the limits and counts it. Returns `false` when the search must end.
    pub(crate) fn enter(&mut self, ctl: &mut Control, ply: usize) -> bool {
        self.pv[ply].clear();
        if ctl.should_abort(self.nodes) {
            return false;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        true
    }

    /// The value of `pos` searched `depth` plies deep, within the window `(alpha, beta)`; 0 when
    /// the search was aborted (the caller checks `ctl.aborted()`).
    pub(crate) fn negamax(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        mut depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if !self.enter(ctl, ply) {
            return 0;
        }
        let key = pos.hash();
        if ply > 0 && self.is_repetition(key, ply) {
            // A draw, but one that depends on the path: not to be kept as the position's value.
            self.impure += 1;
            return 0;
        }
        if let Some(outcome) = pos.quick_outcome() {
            return self.game_over(pos, outcome, ply);
        }
        let in_check = pos.in_check();
        if in_check {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce_body(ctl, pos, ply, alpha, beta);
        }
        self.path.truncate(ply);
        self.path.push(key);

        let pv_node = beta - alpha > 1;
        let excluded = self.excluded[ply];
        let entry = self.tt.probe(key);
        if let Some(e) = entry
            && excluded.is_none()
        {
            let s = score::from_table(e.score, ply);
            let exact = e.bound == Bound::Exact && e.pure;
            if (exact || (!pv_node && i32::from(e.depth) >= depth)) && e.bound.cuts(s, alpha, beta)
            {
                if !e.pure {
                    self.impure += 1;
                }
                if let (Some(mv), Bound::Exact) = (e.best, e.bound) {
                    self.pv[ply].push(mv);
                }
                return s;
            }
        }
        if depth >= ORACLE_DEPTH
            && excluded.is_none()
            && let Some(solved) = self.ask_oracle(ctl, pos, key)
        {
            let s = score::solved::<G>(solved.score, solved.plies, ply);
            let stored = score::to_table(s, ply);
            self.tt.store(
                key,
                solved.best_move,
                stored,
                SOLVED_DEPTH,
                Bound::Exact,
                true,
            );
            if let Some(mv) = solved.best_move {
                self.pv[ply].push(mv);
            }
            return s;
        }

        // The static evaluation (games that prune, never in check), from the table when it has
        // one; `improving` when it rose since this side's previous move.
        let mut static_eval = None;
        let mut improving = false;
        if G::PRUNING {
            let eval = if in_check {
                NO_EVAL
            } else {
                match entry.map(|e| e.eval) {
                    Some(e) if e != NO_EVAL => e,
                    _ => score::heuristic(self.context.evaluate(pos)),
                }
            };
            self.evals[ply] = eval;
            if eval != NO_EVAL {
                static_eval = Some(eval);
                let before = if ply >= 2 {
                    self.evals[ply - 2]
                } else {
                    NO_EVAL
                };
                improving = before == NO_EVAL || eval > before;
            }
        }
        // Pruning on the static evaluation, away from the principal variation and never in check.
        let prunable = !pv_node && !score::is_proven(beta);
        if let Some(eval) = static_eval
            && prunable
            && excluded.is_none()
            && let Some(s) = self.prune_early(ctl, pos, eval, depth, ply, beta, improving)
        {
            return s;
        }

        // ProbCut (games that are SELECTIVE): a much shallower search clearing beta by a margin.
        if G::SELECTIVE
            && prunable
            && let Some(s) = self.probcut(ctl, pos, depth, ply, beta)
        {
            return s;
        }

        let table_move = entry.and_then(|e| e.best);
        if G::PRUNING && depth >= IIR_DEPTH && table_move.is_none() {
            // No table move: this node was not searched before; a shallower search costs less
            // and leaves a move to order by next time (internal iterative reduction).
            depth -= 1;
        }

        // Singular extension: when the table move beats every other move by a margin (a
        // shallower search without it fails low), it is searched a ply deeper; when even
        // without it the node fails high, it does (multi-cut).
        let mut extension = 0;
        if G::PRUNING
            && ply > 0
            && depth >= SINGULAR_DEPTH
            && excluded.is_none()
            && let (Some(e), Some(t)) = (entry, table_move)
            && e.bound != Bound::Upper
            && i32::from(e.depth) >= depth - 3
            && !score::is_proven(e.score)
        {
            let singular_beta = score::from_table(e.score, ply) - SINGULAR_MARGIN * depth;
            self.excluded[ply] = Some(t);
            let s = self.negamax(
                ctl,
                pos,
                (depth - 1) / 2,
                ply,
                singular_beta - 1,
                singular_beta,
            );
            self.excluded[ply] = None;
            if ctl.aborted() {
                return 0;
            }
            if s < singular_beta {
                extension = 1;
            } else if singular_beta >= beta {
                self.impure += 1;
                return singular_beta;
            }
        }

        let mut moves = mem::take(&mut self.moves[ply]);
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return self.no_moves(pos, ply);
        }
        if let Some(x) = excluded {
            moves.retain(|&mv| mv != x);
            if moves.is_empty() {
                self.moves[ply] = moves;
                return alpha;
            }
        }
        if G::SELECTIVE && moves.len() == 1 {
            // A forced move (a lone capture, most often) is searched a ply deeper.
            extension = 1;
        }
        let side = pos.side_to_move();
        let mut keys = mem::take(&mut self.keys[ply]);
        keys.clear();
        // The table move goes first, as its key would put it, and the other keys wait until
        // it fails to cut off (keys then see what its search taught the history, so games
        // without `PRUNING` keep computing them first and search as they always did).
        let first = if G::PRUNING {
            table_move.and_then(|t| moves.iter().position(|&mv| mv == t))
        } else {
            None
        };
        if let Some(j) = first {
            moves.swap(0, j);
        }
        let mut quiets = mem::take(&mut self.quiets[ply]);
        quiets.clear();

        let alpha_start = alpha;
        let impure_before = self.impure;
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..moves.len() {
            let mv = if i == 0 && first.is_some() {
                moves[0]
            } else {
                if keys.is_empty() {
                    keys.extend(
                        moves
                            .iter()
                            .map(|&mv| self.order_key(pos, mv, table_move, ply, side)),
                    );
                }
                loop {
                    let mv = pick(&mut moves, &mut keys, i);
                    if is_good_capture(keys[i]) && pos.capture_loses(mv) {
                        keys[i] = demoted(keys[i]);
                        continue;
                    }
                    break mv;
                }
            };
            let capture = pos.is_capture(mv);
            if G::PRUNING
                && i > 0
                && capture
                && !pv_node
                && !in_check
                && depth <= BAD_CAPTURE_DEPTH
                && best > -score::PROVEN_EDGE
                && keys.get(i).is_some_and(|&k| is_bad_capture(k))
            {
                self.impure += 1;
                continue;
            }
            let mut next = pos.clone();
            next.play(mv);
            self.played[ply + 1] = Some(mv);
            let same = next.side_to_move() == side;
            let s = if i == 0 {
                let ext = if first.is_some() || G::SELECTIVE {
                    extension
                } else {
                    0
                };
                self.child(ctl, &next, same, depth - 1 + ext, ply + 1, alpha, beta)
            } else {
                let checks = G::PRUNING && next.in_check();
                let quiet = !capture && !checks;
                if let Some(eval) = static_eval
                    && quiet
                    && prunable
                    && best > -score::PROVEN_EDGE
                    && self.prune_late(eval, depth, quiets.len(), alpha, improving)
                {
                    quiets.push(mv);
                    continue;
                }
                let killer = self.heuristics.is_killer(mv, ply);
                let r = if G::PRUNING {
                    if quiet && depth >= 3 && Some(mv) != table_move && !in_check {
                        // A quiet move with a good history is reduced less, a bad one more.
                        let history = keys.get(i).copied().unwrap_or(0);
                        let r = reduction(depth, i, pv_node, killer) - history / HISTORY_SHIFT
                            + i32::from(!improving);
                        r.clamp(0, depth - 2)
                    } else {
                        0
                    }
                } else if G::SELECTIVE {
                    selective_reduction(depth, i, pv_node, capture || pos.is_promotion(mv))
                } else {
                    let reduce =
                        depth >= 3 && i >= 3 && !capture && Some(mv) != table_move && !killer;
                    match (reduce, i >= 8 && depth >= 5) {
                        (false, _) => 0,
                        (true, false) => 1,
                        (true, true) => 2,
                    }
                };
                let null = (alpha, alpha + 1);
                let mut s = self.child(ctl, &next, same, depth - 1 - r, ply + 1, null.0, null.1);
                if r > 0 && s > alpha {
                    s = self.child(ctl, &next, same, depth - 1, ply + 1, null.0, null.1);
                }
                if s > alpha && s < beta {
                    s = self.child(ctl, &next, same, depth - 1, ply + 1, alpha, beta);
                }
                s
            };
            if ctl.aborted() {
                break;
            }
            if s > best {
                best = s;
                best_move = Some(mv);
                if s > alpha {
                    alpha = s;
                    self.update_pv(ply, mv);
                    if alpha >= beta {
                        if !capture {
                            self.heuristics.cutoff(mv, ply, side, depth, &quiets);
                            if G::PRUNING {
                                if let Some(prev) = self.played[ply] {
                                    self.heuristics.set_counter(prev, side, mv);
                                }
                                let prev = self.previous(ply);
                                self.heuristics
                                    .continuation_cutoff(prev, side, depth, mv, &quiets);
                            }
                        }
                        break;
                    }
                }
            }
            if !capture {
                quiets.push(mv);
            }
        }
        self.moves[ply] = moves;
        self.keys[ply] = keys;
        self.quiets[ply] = quiets;
        if ctl.aborted() {
            return 0;
        }
        if excluded.is_some() {
            return best;
        }

        let bound = Bound::of(best, alpha_start, beta);
        let stored_move = if bound == Bound::Upper {
            None
        } else {
            best_move
        };
        let stored = score::to_table(best, ply);
        let pure = self.impure == impure_before;
        let depth = if pure { PURE_DEPTH } else { depth as u16 };
        let eval = if G::PRUNING { self.evals[ply] } else { NO_EVAL };
        self.tt
            .store_eval(key, stored_move, stored, depth, bound, pure, eval);
        best
    }

    /// The ordering key of `mv`: captures carry the game's capture order.
    #[inline]
    pub(crate) fn order_key(
        &self,
        pos: &G,
        mv: G::Move,
        table_move: Option<G::Move>,
        ply: usize,
        side: ply_core::Side,
    ) -> i32 {
        let capture = pos.is_capture(mv).then(|| pos.capture_order(mv));
        let (counter, continuation) = match self.played[ply] {
            Some(prev) if G::PRUNING => (
                self.heuristics.counter(prev, side),
                if capture.is_none() {
                    self.heuristics.continuation(self.previous(ply), side, mv)
                } else {
                    0
                },
            ),
            _ => (None, 0),
        };
        self.heuristics
            .key_ordered(mv, capture, table_move, counter, continuation, ply, side)
    }

    /// The moves that led to the node at `ply`: the opponent's last and the side's own before
    /// it (`None` at the root, after a null move or before the search's first move).
    fn previous(&self, ply: usize) -> [Option<G::Move>; 2] {
        [
            self.played[ply],
            if ply >= 1 { self.played[ply - 1] } else { None },
        ]
    }

    /// The score of a position whose side to move has no legal move.
    pub(crate) fn no_moves(&mut self, pos: &G, ply: usize) -> i32 {
        match pos.outcome() {
            Some(outcome) => self.game_over(pos, outcome, ply),
            None => score::terminal(&*self.context, pos, None, ply),
        }
    }
}
