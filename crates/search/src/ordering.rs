//! Move ordering: the table move first, then captures, then the killer moves of the ply, then
//! the other moves by their history score.
//!
//! Moves are only `Copy + Eq + Hash` here, so the history table is indexed by a deterministic
//! hash of the move value and the side; collisions only blur the ordering.

use std::hash::{Hash, Hasher};

use ply_core::Side;

/// Ordering keys, highest first.
const TABLE_MOVE: i32 = i32::MAX;
const CAPTURE: i32 = 3 << 20;
const KILLER_1: i32 = 2 << 20;
const KILLER_2: i32 = KILLER_1 - 1;
/// The move that last refuted the previous move (games with `Evaluate::PRUNING`).
const COUNTER: i32 = KILLER_2 - 1;
/// History values stay within ±`HISTORY_MAX`, below the killers.
const HISTORY_MAX: i32 = 1 << 16;
/// One step of a capture's order: more than the whole history range.
const ORDER_STEP: i32 = 2 * HISTORY_MAX + 1;
/// The largest capture order used (larger ones tie).
const MAX_ORDER: i32 = 4000;
/// Captures that lose material come after every quiet move.
const BAD_CAPTURE: i32 = -(1 << 30);
/// History slots per side.
const HISTORY_SLOTS: usize = 1 << 13;

/// FNV-1a: a fixed hash, so that ordering (and node counts) repeat from run to run.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn slot<M: Hash + Copy>(mv: &M, side: Side, index: fn(M) -> Option<usize>) -> usize {
    if let Some(i) = index(*mv) {
        return side.index() * HISTORY_SLOTS + (i & (HISTORY_SLOTS - 1));
    }
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    mv.hash(&mut h);
    let h = h.finish();
    side.index() * HISTORY_SLOTS + ((h ^ (h >> 29)) as usize & (HISTORY_SLOTS - 1))
}

/// Killer moves per ply and the history tables: what the search learns about quiet moves.
pub(crate) struct Heuristics<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
    /// Continuation history: `[offset][side][previous move][move]` for the opponent's last
    /// move (offset 0) and the side's own move before it (offset 1), by the game's
    /// continuation index; empty for games without one.
    continuation: Vec<i32>,
    slots: usize,
    continuation_index: fn(M) -> Option<usize>,
    /// The quiet move that last caused a cutoff in reply to a move, by that move's slot.
    counters: Vec<Option<M>>,
    /// The game's history index of a move (`History::history_index`).
    index: fn(M) -> Option<usize>,
}

impl<M: Copy + Eq + Hash> Heuristics<M> {
    pub(crate) fn new(
        max_ply: usize,
        index: fn(M) -> Option<usize>,
        continuation_index: fn(M) -> Option<usize>,
        slots: usize,
    ) -> Heuristics<M> {
        Heuristics {
            killers: vec![[None; 2]; max_ply + 1],
            history: vec![0; 2 * HISTORY_SLOTS],
            continuation: vec![0; 4 * slots * slots],
            slots,
            continuation_index,
            counters: vec![None; 2 * HISTORY_SLOTS],
            index,
        }
    }

    pub(crate) fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
        self.continuation.fill(0);
        self.counters.fill(None);
    }

    /// The continuation-history slot of `mv` after `prev`, `offset` plies back (0: the
    /// opponent's move, 1: the side's own), for `side` to move.
    fn continuation_slot(&self, offset: usize, side: Side, prev: M, mv: M) -> Option<usize> {
        if self.slots == 0 {
            return None;
        }
        let p = (self.continuation_index)(prev)?.min(self.slots - 1);
        let m = (self.continuation_index)(mv)?.min(self.slots - 1);
        Some((((offset * 2 + side.index()) * self.slots) + p) * self.slots + m)
    }

    /// The continuation history of quiet move `mv` after the previous moves `prev` (the
    /// opponent's last, the side's own before it).
    pub(crate) fn continuation(&self, prev: [Option<M>; 2], side: Side, mv: M) -> i32 {
        let mut sum = 0;
        for (offset, p) in prev.iter().enumerate() {
            if let Some(p) = *p
                && let Some(i) = self.continuation_slot(offset, side, p, mv)
            {
                sum += self.continuation[i];
            }
        }
        sum
    }

    /// Rewards `mv` (cut off after `prev`) and punishes the quiet moves `tried` before it.
    pub(crate) fn continuation_cutoff(
        &mut self,
        prev: [Option<M>; 2],
        side: Side,
        depth: i32,
        mv: M,
        tried: &[M],
    ) {
        let bonus = (depth * depth).min(400);
        for (offset, p) in prev.iter().enumerate() {
            let Some(p) = *p else { continue };
            if let Some(i) = self.continuation_slot(offset, side, p, mv) {
                adjust(&mut self.continuation[i], bonus);
            }
            for &other in tried {
                if let Some(i) = self.continuation_slot(offset, side, p, other) {
                    adjust(&mut self.continuation[i], -bonus);
                }
            }
        }
    }

    /// Forgets the killers (they belong to one search's plies); keeps the history.
    pub(crate) fn new_search(&mut self) {
        self.killers.fill([None; 2]);
    }

    /// The ordering key of `mv` at `ply`, a capture of order 0.
    pub(crate) fn key(
        &self,
        mv: M,
        capture: bool,
        table_move: Option<M>,
        ply: usize,
        side: Side,
    ) -> i32 {
        self.key_ordered(mv, capture.then_some(0), table_move, None, 0, ply, side)
    }

    /// The ordering key of `mv` at `ply`; `capture` is the game's capture order
    /// (`Tactics::capture_order`) of a capture, `None` for a quiet move. Captures come by their
    /// order, then by history; a capture of negative order comes after every quiet move.
    /// `continuation` (within ±2 HISTORY_MAX) adds to a quiet move's history.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn key_ordered(
        &self,
        mv: M,
        capture: Option<i32>,
        table_move: Option<M>,
        counter: Option<M>,
        continuation: i32,
        ply: usize,
        side: Side,
    ) -> i32 {
        if table_move == Some(mv) {
            return TABLE_MOVE;
        }
        let history = self.history[slot(&mv, side, self.index)];
        if let Some(order) = capture {
            return if order >= 0 {
                CAPTURE + order.min(MAX_ORDER) * ORDER_STEP + history
            } else {
                BAD_CAPTURE + order.max(-MAX_ORDER) * ORDER_STEP / 8 + history
            };
        }
        match self.killers[ply] {
            [Some(k), _] if k == mv => KILLER_1,
            [_, Some(k)] if k == mv => KILLER_2,
            _ if counter == Some(mv) => COUNTER,
            _ => history + continuation,
        }
    }

    /// The counter move to `prev` for `side` (the side replying to it).
    pub(crate) fn counter(&self, prev: M, side: Side) -> Option<M> {
        self.counters[slot(&prev, side, self.index)]
    }

    /// Remembers `mv` as the counter move to `prev` for `side`.
    pub(crate) fn set_counter(&mut self, prev: M, side: Side, mv: M) {
        let i = slot(&prev, side, self.index);
        self.counters[i] = Some(mv);
    }

    /// Whether `mv` is a killer at `ply`.
    pub(crate) fn is_killer(&self, mv: M, ply: usize) -> bool {
        self.killers[ply].contains(&Some(mv))
    }

    /// A quiet move caused a cutoff at `ply`: remember it as a killer and reward it; punish the
    /// quiet moves tried before it.
    pub(crate) fn cutoff(&mut self, mv: M, ply: usize, side: Side, depth: i32, tried: &[M]) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let bonus = (depth * depth).min(400);
        self.adjust(mv, side, bonus);
        for &other in tried {
            self.adjust(other, side, -bonus);
        }
    }

    /// Moves an entry of the history table towards ±HISTORY_MAX by `bonus`.
    fn adjust(&mut self, mv: M, side: Side, bonus: i32) {
        let index = self.index;
        adjust(&mut self.history[slot(&mv, side, index)], bonus);
    }
}

/// Moves a history entry towards ±HISTORY_MAX by `bonus`, slowing down near the bound.
fn adjust(h: &mut i32, bonus: i32) {
    *h += bonus * 32 - *h * bonus.abs() * 32 / HISTORY_MAX;
    *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
}

/// Whether a key is that of a capture ordered before the quiet moves.
pub(crate) fn is_good_capture(key: i32) -> bool {
    (CAPTURE - HISTORY_MAX..TABLE_MOVE).contains(&key)
}

/// Whether a key is that of a capture found (or ordered) to lose material.
pub(crate) fn is_bad_capture(key: i32) -> bool {
    key < BAD_CAPTURE / 2
}

/// The key of a capture found to lose material, from its key as a good capture: after every
/// quiet move, still in order among such captures.
pub(crate) fn demoted(key: i32) -> i32 {
    BAD_CAPTURE + (key - CAPTURE) / ORDER_STEP
}

/// Swaps the best remaining move (by key) to position `i` and returns it: selection sort, done
/// lazily because a cutoff often comes early. Ties keep generation order.
pub(crate) fn pick<M: Copy>(moves: &mut [M], keys: &mut [i32], i: usize) -> M {
    let mut best = i;
    for j in i + 1..moves.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    keys.swap(i, best);
    moves[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_table_capture_killer_history() {
        let mut h: Heuristics<u32> = Heuristics::new(8, |_| None, |_| None, 0);
        h.cutoff(5, 2, Side::White, 4, &[6]);
        h.cutoff(9, 3, Side::White, 10, &[]);
        let key = |mv, capture| h.key(mv, capture, Some(1), 2, Side::White);
        assert_eq!(key(1, false), TABLE_MOVE);
        assert!(key(2, true) > key(5, false));
        assert_eq!(key(5, false), KILLER_1);
        assert!(
            key(9, false) > key(6, false),
            "history rewards the cutoff move"
        );
        assert!(key(6, false) < 0, "and punishes the moves tried before it");
        assert!(key(9, false) < KILLER_2);
    }

    #[test]
    fn history_stays_bounded() {
        let mut h: Heuristics<u32> = Heuristics::new(1, |_| None, |_| None, 0);
        for _ in 0..10_000 {
            h.cutoff(3, 0, Side::Black, 30, &[4]);
        }
        assert!(h.key(3, false, None, 1, Side::Black) <= HISTORY_MAX);
        assert!(h.key(4, false, None, 1, Side::Black) >= -HISTORY_MAX);
    }

    #[test]
    fn continuation_history_learns_replies_to_a_move() {
        let mut h: Heuristics<u32> = Heuristics::new(4, |_| None, |m| Some(m as usize % 8), 8);
        let after_1 = [Some(1), None];
        h.continuation_cutoff(after_1, Side::White, 6, 3, &[4]);
        assert!(h.continuation(after_1, Side::White, 3) > 0);
        assert!(h.continuation(after_1, Side::White, 4) < 0);
        // Another previous move, the other side, or no previous move: nothing learnt.
        assert_eq!(h.continuation([Some(2), None], Side::White, 3), 0);
        assert_eq!(h.continuation(after_1, Side::Black, 3), 0);
        assert_eq!(h.continuation([None, None], Side::White, 3), 0);
        // The side's own previous move (offset 1) is a separate table.
        assert_eq!(h.continuation([None, Some(1)], Side::White, 3), 0);
        for _ in 0..10_000 {
            h.continuation_cutoff([Some(1), Some(1)], Side::White, 30, 3, &[4]);
        }
        let both = [Some(1), Some(1)];
        assert!(h.continuation(both, Side::White, 3) <= 2 * HISTORY_MAX);
        assert!(h.continuation(both, Side::White, 4) >= -2 * HISTORY_MAX);
        assert!(h.continuation(both, Side::White, 3) > HISTORY_MAX);
        h.clear();
        assert_eq!(h.continuation(both, Side::White, 3), 0);
    }

    #[test]
    fn pick_takes_the_highest_key_first_and_keeps_ties_in_order() {
        let mut moves = [10, 20, 30, 40];
        let mut keys = [1, 5, 5, 0];
        let order: Vec<_> = (0..4).map(|i| pick(&mut moves, &mut keys, i)).collect();
        assert_eq!(order, [20, 30, 10, 40]);
    }
}
