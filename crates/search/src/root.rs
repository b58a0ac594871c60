//! The root of the search: iterative deepening, the result and the per-iteration report.

use std::{sync::atomic::AtomicBool, thread, time::Duration};

use ply_core::{Context, Evaluate, Outcome};

use crate::{
    limits::{Control, Limits},
    ordering::pick,
    score::{self, INF, Proven, Value},
    search::{MAX_DEPTH, Searcher},
    tt::Bound,
};

/// What a search found.
#[derive(Clone, Debug)]
pub struct SearchResult<G: Evaluate> {
    /// The move to play; `None` only when the position has no legal move.
    pub best_move: Option<G::Move>,
    /// The score from the side to move's point of view, in the game's unit; for a proven result
    /// of a margin-scored game the exact final margin, for other proven results 1, 0 or -1.
    pub score: i32,
    /// Whether the result is proven.
    pub proven: Option<Proven>,
    /// Plies to the end with best play, for a proven result (like mate in N).
    pub plies_to_end: Option<u32>,
    /// The last iteration searched to the end (0 when none was).
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub nodes: u64,
    pub time: Duration,
    /// The principal variation, starting with `best_move`.
    pub pv: Vec<G::Move>,
    /// The internal score, for the level's choice among near-best moves.
    pub(crate) raw: i32,
    /// Whether `raw` rests on finished positions only: the game's true value.
    pub(crate) exact: bool,
}

impl<G: Evaluate> SearchResult<G> {
    /// The score as a player reads it.
    fn value(&self) -> Value {
        let mut value = score::value::<G>(self.raw);
        if self.exact && self.raw == 0 {
            value.proven = Some(Proven::Draw);
        }
        value
    }
}

/// The report of one completed iteration.
#[derive(Clone, Debug)]
pub struct Info<G: Evaluate> {
    pub depth: u32,
    pub seldepth: u32,
    pub value: Value,
    pub nodes: u64,
    /// Nodes per second since the search started.
    pub nps: u64,
    pub time: Duration,
    pub pv: Vec<G::Move>,
}

/// Half the width of the first aspiration window, in the game's evaluation scale.
const ASPIRATION: i32 = 30;
/// Aspiration windows start at this depth (games with `Evaluate::PRUNING` only).
const ASPIRATION_DEPTH: u32 = 5;

/// Nodes per second.
pub(crate) fn nps(nodes: u64, time: Duration) -> u64 {
    (nodes as u128 * 1_000_000 / time.as_micros().max(1)) as u64
}

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
    /// Searches `pos` within `limits`, or until `stop` is set, and returns the best move found.
    ///
    /// `history` holds the hashes of the positions before `pos` in the game, oldest first (see
    /// `Record::hashes`); positions repeated in the tree score as draws. `on_info` receives a
    /// report after every completed iteration. When stopped early the result is the best move
    /// found so far, and a legal move whenever one exists.
    pub fn search(
        &mut self,
        pos: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info<G>),
    ) -> SearchResult<G> {
        // Helpers search when each thread's share of a node limit is a node at least.
        let threads = self.threads() as u64;
        if threads > 1 && (limits.infinite || limits.nodes.is_none_or(|n| n >= threads)) {
            return self.search_parallel(pos, history, limits, stop, on_info);
        }
        let mut ctl = Control::new(limits, stop);
        self.start(pos, history);
        let result = self.iterate(&mut ctl, pos, limits, on_info);
        if limits.infinite {
            while !ctl.stop_requested() {
                thread::sleep(Duration::from_millis(1));
            }
        }
        SearchResult {
            time: ctl.elapsed(),
            ..result
        }
    }

    /// Prepares the state of a new search from `pos`.
    pub(crate) fn start(&mut self, pos: &G, history: &[u64]) {
        self.tt.new_search();
        self.heuristics.new_search();
        self.nodes = 0;
        self.seldepth = 0;
        self.earlier.clear();
        self.earlier.extend_from_slice(history);
        self.earlier.sort_unstable();
        self.path.clear();
        self.path.push(pos.hash());
        self.root_eval(pos);
    }

    pub(crate) fn iterate(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        limits: &Limits,
        on_info: &mut dyn FnMut(&Info<G>),
    ) -> SearchResult<G> {
        let mut root_moves = Vec::new();
        pos.legal_moves(&mut root_moves);
        let outcome = pos.outcome();
        if outcome.is_some() || root_moves.is_empty() {
            return self.finished(pos, outcome);
        }
        if let Some(result) = self.root_oracle(pos, &root_moves, ctl, on_info) {
            return result;
        }
        self.order_root(pos, &mut root_moves);

        let mut result = SearchResult {
            best_move: Some(root_moves[0]),
            score: 0,
            proven: None,
            plies_to_end: None,
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: vec![root_moves[0]],
            raw: score::heuristic(self.context.evaluate(pos)),
            exact: false,
        };
        let max_depth = match (limits.infinite, limits.depth) {
            (false, Some(d)) => d.clamp(1, MAX_DEPTH),
            _ => MAX_DEPTH,
        };
        for depth in 1..=max_depth {
            if self.skips(depth) {
                continue;
            }
            let impure_before = self.impure;
            let mut window = (-INF, INF);
            let mut delta = ASPIRATION;
            if G::PRUNING && depth >= ASPIRATION_DEPTH && !score::is_proven(result.raw) {
                window = (result.raw - delta, result.raw + delta);
            }
            let found = loop {
                let found = self.root(ctl, pos, depth as i32, &mut root_moves, window);
                let Some((_, s)) = found else { break found };
                if ctl.aborted() {
                    // A move that failed low is no better known than the last iteration's.
                    break found.filter(|_| s > window.0);
                }
                if s <= window.0 {
                    window.0 = (s - delta).max(-INF);
                } else if s >= window.1 {
                    window.1 = (s + delta).min(INF);
                } else {
                    break found;
                }
                delta *= 2;
                if delta > 8 * ASPIRATION {
                    window = (-INF, INF);
                }
            };
            let pure = self.impure == impure_before;
            if let Some((mv, raw)) = found {
                result.best_move = Some(mv);
                result.raw = raw;
                result.pv.clone_from(&self.pv[0]);
            }
            if ctl.aborted() {
                break;
            }
            result.depth = depth;
            result.exact = pure;
            let value = result.value();
            on_info(&Info {
                depth,
                seldepth: self.seldepth as u32,
                value,
                nodes: self.nodes,
                nps: nps(self.nodes, ctl.elapsed()),
                time: ctl.elapsed(),
                pv: result.pv.clone(),
            });
            let solved =
                pure || (!G::MARGIN_SCORING && value.plies_to_end.is_some_and(|p| p <= depth));
            let forced = root_moves.len() == 1 && limits.clock.is_some();
            if ((solved || forced) && !limits.infinite) || !ctl.may_deepen() {
                break;
            }
        }
        let value = result.value();
        SearchResult {
            score: value.score,
            proven: value.proven,
            plies_to_end: value.plies_to_end,
            seldepth: self.seldepth as u32,
            nodes: self.nodes,
            ..result
        }
    }

    /// The result for a position where the game is over.
    fn finished(&self, pos: &G, outcome: Option<Outcome>) -> SearchResult<G> {
        let raw = score::terminal(&*self.context, pos, outcome, 0);
        let value = score::value::<G>(raw);
        SearchResult {
            best_move: None,
            score: value.score,
            proven: value.proven.or(Some(Proven::Draw)),
            plies_to_end: Some(0),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time: Duration::ZERO,
            pv: Vec::new(),
            raw,
            exact: true,
        }
    }

    /// The endgame oracle's answer at the root, if it has one with a legal move.
    fn root_oracle(
        &mut self,
        pos: &G,
        moves: &[G::Move],
        ctl: &mut Control,
        on_info: &mut dyn FnMut(&Info<G>),
    ) -> Option<SearchResult<G>> {
        let solved = self.ask_oracle(ctl, pos, pos.hash())?;
        let mv = solved.best_move.filter(|mv| moves.contains(mv))?;
        let raw = score::solved::<G>(solved.score, solved.plies, 0);
        let value = Value {
            score: if G::MARGIN_SCORING {
                solved.score
            } else {
                solved.score.signum()
            },
            proven: Some(match solved.score.signum() {
                1 => Proven::Win,
                -1 => Proven::Loss,
                _ => Proven::Draw,
            }),
            plies_to_end: solved.plies,
        };
        let time = ctl.elapsed();
        on_info(&Info {
            depth: 1,
            seldepth: 1,
            value,
            nodes: 1,
            nps: nps(1, time),
            time,
            pv: vec![mv],
        });
        Some(SearchResult {
            best_move: Some(mv),
            score: value.score,
            proven: value.proven,
            plies_to_end: value.plies_to_end,
            depth: 1,
            seldepth: 1,
            nodes: 1,
            time,
            pv: vec![mv],
            raw,
            exact: true,
        })
    }

    /// Orders the root moves once, by the table move and the ordering heuristics.
    fn order_root(&mut self, pos: &G, moves: &mut [G::Move]) {
        let table_move = self.tt.probe(pos.hash()).and_then(|e| e.best);
        let side = pos.side_to_move();
        let mut keys: Vec<i32> = moves
            .iter()
            .map(|&mv| self.order_key(pos, mv, table_move, 0, side))
            .collect();
        for i in 0..moves.len() {
            pick(moves, &mut keys, i);
        }
    }

    /// One iteration at the root. Returns the best move and score among the moves searched to
    /// the end (all of them unless aborted), and moves the best move to the front.
    fn root(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        depth: i32,
        moves: &mut [G::Move],
        window: (i32, i32),
    ) -> Option<(G::Move, i32)> {
        self.nodes += 1;
        self.pv[0].clear();
        let side = pos.side_to_move();
        let (mut alpha, beta) = window;
        self.played[0] = None;
        let mut best: Option<(usize, i32)> = None;
        for (i, &mv) in moves.iter().enumerate() {
            let mut next = pos.clone();
            next.play(mv);
            self.played[1] = Some(mv);
            let same = next.side_to_move() == side;
            let mut s = if i == 0 {
                self.child(ctl, &next, same, depth - 1, 1, alpha, beta)
            } else {
                self.child(ctl, &next, same, depth - 1, 1, alpha, alpha + 1)
            };
            if i > 0 && s > alpha && s < beta && !ctl.aborted() {
                s = self.child(ctl, &next, same, depth - 1, 1, alpha, beta);
            }
            if ctl.aborted() {
                break;
            }
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((i, s));
                alpha = alpha.max(s);
                self.update_pv(0, mv);
            }
            if s >= beta {
                break;
            }
        }
        let (i, s) = best?;
        moves[..=i].rotate_right(1);
        if !ctl.aborted() {
            let stored = score::to_table(s, 0);
            let mv = Some(moves[0]);
            let bound = if s <= window.0 {
                Bound::Upper
            } else if s >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.tt
                .store(pos.hash(), mv, stored, depth as u16, bound, false);
        }
        Some((moves[0], s))
    }

    /// Whether the root move `mv` scores at least `threshold` at `depth` (a null-window test).
    /// `None` when the search was aborted. Call after [`start`](Searcher::start).
    pub(crate) fn at_least(
        &mut self,
        ctl: &mut Control,
        pos: &G,
        mv: G::Move,
        depth: i32,
        threshold: i32,
    ) -> Option<bool> {
        let mut next = pos.clone();
        next.play(mv);
        self.played[0] = None;
        self.played[1] = Some(mv);
        let same = next.side_to_move() == pos.side_to_move();
        let s = self.child(ctl, &next, same, depth - 1, 1, threshold - 1, threshold);
        (!ctl.aborted()).then_some(s >= threshold)
    }
}
