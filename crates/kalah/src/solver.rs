//! The exact endgame solver: the final store margin with perfect play by both sides.
//!
//! How it works:
//! - **Pits only.** What happens next depends only on the pits and the side to move; the
//!   stores just add up. The solver computes the *value* of a board — the seeds the side to
//!   move will still gain in its store minus those the opponent will gain — and the final
//!   margin is the store margin now plus that value. Boards that differ only in their stores
//!   therefore share one entry in the transposition table, across calls too.
//! - **Negamax over sowings.** A move's gain is the change of the store margin it causes
//!   (sown seeds, a capture, the closing sweep). After an extra turn the same player moves
//!   again, so the child's value is added; otherwise it is subtracted.
//! - **Bounds.** With `n` seeds in the pits the value lies in `-n..=n`; a window outside that
//!   range is answered at once. The game cannot cycle (every sowing stores a seed or moves the
//!   mover's seeds towards the mover's store), so the search always ends.
//! - **Zero-window searches (MTD(f)).** The value is found by a sequence of null-window
//!   alpha-beta tests that close in on it; the transposition table keeps a lower and an upper
//!   bound per board, so each test reuses the previous ones.
//! - **Move order.** The table's best move, then sowings that end in the own store (an extra
//!   turn — the one nearest the store first), then captures by their size, then the rest from
//!   the store side outwards.
//! - **The table** is exact: up to 7 pits a side a board's key is its 16-byte word with the
//!   stores cleared and the side to move put in; bigger boards pack every pit count in 5 to 8
//!   bits (a 128-bit hash only for boards too big for 120 bits). A bucket is one cache line with
//!   two slots: one keeps the entry with the most work behind it, the other the newest. Boards
//!   with 3 seeds or fewer stay out of the table. Memory waits, not nodes, bound the speed, so
//!   [`solve`] picks a table the processor's cache holds (256 KiB at 20 seeds): with more
//!   nodes it is still faster than a big one.
//!
//! Tried and left out, as they did not pay on random 24-seed positions: enhanced transposition
//! cutoffs (5% fewer nodes, slower), a first guess from the seeds on each side, captures before
//! extra turns, and ordering the other moves by the seeds they give away.
//!
//! The best move is the first one (in search order) whose value reaches the board's value,
//! checked with one more null-window test each.

mod table;

use std::cell::RefCell;

use ply_core::Side;

use crate::{Kalah, KalahRules, Pit};
use table::{Bounds, Packing, Table};

/// A solved position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    /// A best move; `None` when the game is over.
    pub best_move: Option<Pit>,
    /// The final store margin with perfect play, from the side to move's point of view: own
    /// final store minus the opponent's.
    pub margin: i32,
    /// Boards searched for this answer.
    pub nodes: u64,
}

/// Log2 of the buckets of [`Solver::new`]'s table (64-byte buckets: 4 MiB).
pub const DEFAULT_TABLE_BITS: u32 = 16;

/// Boards with at most this many seeds in the pits are searched without the table: their trees
/// are tiny, and keeping them out leaves the table (and the cache) to bigger ones.
const TABLE_MIN_SEEDS: i32 = 3;

/// No best move recorded.
const NO_MOVE: u8 = u8::MAX;

/// A solver with its transposition table, which it keeps between calls (values do not depend
/// on the stores, so earlier answers stay valid for the same rules).
pub struct Solver {
    table: Table,
    rules: Option<KalahRules>,
    packing: Packing,
    nodes: u64,
    limit: u64,
    aborted: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

/// Solves `pos` exactly with a fresh [`Solver`] whose table fits the seeds left in the pits.
pub fn solve(pos: &Kalah) -> Solved {
    Solver::with_table_bits(table_bits_for(pos.seeds_in_pits())).solve(pos)
}

/// A table size for `seeds` seeds in the pits: 2^12 buckets (256 KiB, which the processor's
/// cache holds) at 20 seeds, one more bit for every 4 seeds, at most 2^20 (64 MiB). A table in
/// the cache is worth more than one that saves nodes but waits on memory.
pub fn table_bits_for(seeds: u32) -> u32 {
    (7 + seeds / 4).clamp(10, 20)
}

impl Solver {
    /// A solver with a table of `2^DEFAULT_TABLE_BITS` buckets.
    pub fn new() -> Solver {
        Solver::with_table_bits(DEFAULT_TABLE_BITS)
    }

    /// A solver with a table of `2^bits` buckets (64 bytes each).
    pub fn with_table_bits(bits: u32) -> Solver {
        Solver {
            table: Table::new(bits.clamp(4, 30)),
            rules: None,
            packing: Packing::Hashed,
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
        }
    }

    /// The exact final margin and a best move.
    pub fn solve(&mut self, pos: &Kalah) -> Solved {
        match self.solve_within(pos, u64::MAX) {
            Some(solved) => solved,
            None => unreachable!("a search without a node limit always finishes"),
        }
    }

    /// As [`solve`](Solver::solve), but gives up (`None`) after searching `node_limit` boards.
    /// What was learnt stays in the table, so asking again continues the work.
    pub fn solve_within(&mut self, pos: &Kalah, node_limit: u64) -> Option<Solved> {
        self.prepare(pos, node_limit);
        let value = self.value(pos)?;
        let best_move = self.best_move(pos, value)?;
        Some(Solved {
            best_move,
            margin: pos.store_margin() + value,
            nodes: self.nodes,
        })
    }

    /// A line of best play from `pos` to the end of the game (each move a best move), or `None`
    /// when `node_limit` boards were not enough.
    pub fn best_line(&mut self, pos: &Kalah, node_limit: u64) -> Option<Vec<Pit>> {
        self.prepare(pos, node_limit);
        let mut line = Vec::new();
        let mut pos = pos.clone();
        while !pos.is_finished() {
            let value = self.value(&pos)?;
            let mv = self.best_move(&pos, value)??;
            pos.sow(mv);
            line.push(mv);
        }
        Some(line)
    }

    /// Boards searched by the last call.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn prepare(&mut self, pos: &Kalah, node_limit: u64) {
        if self.rules != Some(*pos.rules()) {
            if self.rules.is_some() {
                self.table.clear();
            }
            self.rules = Some(*pos.rules());
        }
        self.packing = Packing::for_board(pos.pit_count(), pos.seeds_in_pits());
        self.nodes = 0;
        self.limit = node_limit;
        self.aborted = false;
    }

    /// The value of `pos` (future own gains minus the opponent's), by null-window tests.
    fn value(&mut self, pos: &Kalah) -> Option<i32> {
        if pos.is_finished() {
            return Some(0);
        }
        let left = pos.seeds_in_pits() as i32;
        let (mut lower, mut upper) = (-left, left);
        if let Some(b) = self.table.probe(self.packing.key(pos)) {
            lower = lower.max(b.lower);
            upper = upper.min(b.upper);
        }
        let mut guess = 0.clamp(lower, upper);
        while lower < upper {
            let beta = guess.max(lower + 1);
            guess = self.search(pos, beta - 1, beta);
            if self.aborted {
                return None;
            }
            if guess < beta {
                upper = guess;
            } else {
                lower = guess;
            }
        }
        Some(lower)
    }

    /// The first move in search order whose value is `value`.
    fn best_move(&mut self, pos: &Kalah, value: i32) -> Option<Option<Pit>> {
        if pos.is_finished() {
            return Some(None);
        }
        let hint = self
            .table
            .probe(self.packing.key(pos))
            .map_or(NO_MOVE, |b| b.best);
        let mut order = MoveOrder::new(pos, hint);
        let mut best = (i32::MIN, None);
        while let Some(pit) = order.next() {
            let v = self.child_value(pos, pit, value - 1, value);
            if self.aborted {
                return None;
            }
            if v >= value {
                return Some(Some(pit));
            }
            if v > best.0 {
                best = (v, Some(pit));
            }
        }
        // Only reachable through a collision of hashed keys (boards too big for exact keys).
        Some(best.1)
    }

    /// The value of the move `pit` for the mover, searched with the window `alpha..beta`.
    fn child_value(&mut self, pos: &Kalah, pit: Pit, alpha: i32, beta: i32) -> i32 {
        let me = pos.side();
        let mut child = pos.clone();
        child.sow(pit);
        let gain = child.store_margin_for(me) - pos.store_margin_for(me);
        if child.is_finished() {
            gain
        } else if child.side() == me {
            gain + self.search(&child, alpha - gain, beta - gain)
        } else {
            gain - self.search(&child, gain - beta, gain - alpha)
        }
    }

    /// Fail-soft alpha-beta on the value of an unfinished board.
    fn search(&mut self, pos: &Kalah, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.aborted = true;
            return 0;
        }
        let left = pos.seeds_in_pits() as i32;
        if alpha >= left {
            return left;
        }
        if beta <= -left {
            return -left;
        }
        let use_table = left > TABLE_MIN_SEEDS;
        let key = if use_table { self.packing.key(pos) } else { 0 };
        let (mut lower, mut upper, mut hint) = (-left, left, NO_MOVE);
        if let Some(b) = if use_table {
            self.table.probe(key)
        } else {
            None
        } {
            if b.lower >= beta || b.lower == b.upper {
                return b.lower;
            }
            if b.upper <= alpha {
                return b.upper;
            }
            (lower, upper, hint) = (b.lower, b.upper, b.best);
        }
        let (alpha, beta) = (alpha.max(lower), beta.min(upper));
        let start_nodes = self.nodes;
        let mut window = alpha;
        let mut best = i32::MIN;
        let mut best_pit = NO_MOVE;
        let mut order = MoveOrder::new(pos, hint);
        while let Some(pit) = order.next() {
            let v = self.child_value(pos, pit, window, beta);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_pit = pit.index() as u8;
                if v >= beta {
                    break;
                }
                window = window.max(v);
            }
        }
        let bounds = if best >= beta {
            Bounds {
                lower: best,
                upper,
                best: best_pit,
            }
        } else if best <= alpha {
            Bounds {
                lower,
                upper: best,
                best: hint,
            }
        } else {
            Bounds {
                lower: best,
                upper: best,
                best: best_pit,
            }
        };
        if use_table {
            self.table.store(key, bounds, self.nodes - start_nodes);
        }
        best
    }
}

/// The mover's pits in search order: the hinted move, extra turns (nearest the store first),
/// captures (biggest first), then the rest (nearest the store first).
struct MoveOrder {
    scored: [(i32, u8); crate::MAX_PITS as usize],
    len: usize,
}

impl MoveOrder {
    fn new(pos: &Kalah, hint: u8) -> MoveOrder {
        let p = pos.pit_count();
        let ring = 2 * p + 1;
        let me = pos.side();
        let row = pos.row(me);
        let opponent = pos.row(!me);
        let mut order = MoveOrder {
            scored: [(0, 0); crate::MAX_PITS as usize],
            len: 0,
        };
        for (i, &seeds) in row.iter().enumerate() {
            if seeds == 0 {
                continue;
            }
            let seeds = usize::from(seeds);
            let last = (i + seeds) % ring;
            let laps = seeds / ring;
            let score = if i as u8 == hint {
                10_000
            } else if last == p {
                5_000 + i as i32
            } else if last < p
                && (laps == 0 && last != i && row[last] == 0 || last == i && laps == 1)
            {
                1_000 + i32::from(opponent[p - 1 - last]) * 8 + i as i32
            } else {
                i as i32
            };
            order.scored[order.len] = (score, i as u8);
            order.len += 1;
        }
        order
    }

    /// The best-scored pit not yet taken.
    fn next(&mut self) -> Option<Pit> {
        let scored = &mut self.scored[..self.len];
        let (at, _) = scored.iter().enumerate().max_by_key(|(_, s)| s.0)?;
        let pit = scored[at].1;
        scored.swap(at, self.len - 1);
        self.len -= 1;
        Some(Pit::from_index(pit))
    }
}

thread_local! {
    static SEARCH_SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

/// The most seeds in the pits for which search asks the solver (Kalah(6,6); fewer for bigger
/// boards, more for smaller ones).
pub const SEARCH_SEEDS: u32 = 20;

/// The node budget of one answer to search: well under a second.
pub const SEARCH_NODE_LIMIT: u64 = 1_000_000;

/// Log2 of the buckets of the table that answers search (one per thread, 1 MiB).
const SEARCH_TABLE_BITS: u32 = 14;

/// The answer to [`ply_core::Oracle::solve`]: solved exactly when few seeds are left in the pits
/// and the answer comes within the node budget, with the length of a best line.
pub(crate) fn solve_for_search(pos: &Kalah) -> Option<ply_core::Solved<Pit>> {
    if pos.is_finished() {
        return Some(ply_core::Solved {
            best_move: None,
            score: pos.store_margin(),
            plies: Some(0),
        });
    }
    let reach = (SEARCH_SEEDS * 12 / (2 * pos.pit_count() as u32)).min(40);
    if pos.seeds_in_pits() > reach {
        return None;
    }
    SEARCH_SOLVER.with(|cell| {
        let mut cell = cell.borrow_mut();
        let solver = cell.get_or_insert_with(|| Solver::with_table_bits(SEARCH_TABLE_BITS));
        let solved = solver.solve_within(pos, SEARCH_NODE_LIMIT)?;
        let plies = solver
            .best_line(pos, SEARCH_NODE_LIMIT)
            .map(|line| line.len() as u32);
        Some(ply_core::Solved {
            best_move: solved.best_move,
            score: solved.margin,
            plies,
        })
    })
}

impl Kalah {
    /// The store margin from `side`'s point of view.
    fn store_margin_for(&self, side: Side) -> i32 {
        i32::from(self.store(side)) - i32::from(self.store(!side))
    }
}
