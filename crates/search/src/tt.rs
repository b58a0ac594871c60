//! The transposition table: a fixed number of two-entry buckets indexed by `Game::hash`.
//!
//! Each entry holds the full 64-bit key, the best move (the game's own `Copy` move value), the
//! score (node-relative for proven results, see [`score`](crate::score)), the depth and the
//! bound. Replacement: an entry for the same position is updated in place; otherwise the first
//! slot of a bucket keeps the deepest entry of the current search and the second slot takes
//! whatever the first one refuses.

use std::mem::size_of;

/// What a stored score says about the true value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The value is at most the score (no move reached alpha).
    Upper,
    /// The value is at least the score (a move reached beta).
    Lower,
    Exact,
}

impl Bound {
    /// The bound of a search result `best` found in the window `alpha`..`beta`.
    pub(crate) fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a stored `score` with this bound settles a node searched with `alpha`..`beta`.
    pub(crate) fn cuts(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        }
    }
}

/// One stored position.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: u16,
    pub bound: Bound,
    /// Whether the score rests on finished positions only (no static evaluation): then it is
    /// the game's true value (or a true bound on it), whatever the depth.
    pub pure: bool,
    /// The static evaluation of the position ([`NO_EVAL`] when none was computed).
    pub eval: i32,
    generation: u8,
}

/// The `eval` of an entry whose static evaluation was not computed.
pub(crate) const NO_EVAL: i32 = i32::MIN;

/// A fixed-size table of entries; `None` marks an empty slot.
pub(crate) struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
    generation: u8,
}

/// Slots per bucket.
const WAYS: usize = 2;

impl<M: Copy> Table<M> {
    /// A table of about `mb` megabytes (at least one bucket).
    pub(crate) fn new(mb: usize) -> Table<M> {
        let bytes = mb.saturating_mul(1 << 20);
        let buckets = (bytes / (WAYS * size_of::<Option<Entry<M>>>())).max(1);
        Table {
            slots: vec![None; buckets * WAYS],
            generation: 0,
        }
    }

    /// Empties the table.
    pub(crate) fn clear(&mut self) {
        self.slots.fill(None);
        self.generation = 0;
    }

    /// Marks the start of a new search: older entries become the first to be replaced.
    pub(crate) fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        let buckets = (self.slots.len() / WAYS) as u128;
        // Mix first: games' hashes need not spread their high bits (small keys would all land in
        // the first bucket); then multiply-shift maps onto the buckets without a power of two.
        let mut h = key ^ (key >> 33);
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        (((h as u128) * buckets) >> 64) as usize * WAYS
    }

    /// The entry for `key`, if stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M>> {
        let b = self.bucket(key);
        self.slots[b..b + WAYS]
            .iter()
            .flatten()
            .find(|e| e.key == key)
            .copied()
    }

    /// Stores a result; a missing move keeps the move already stored for the position.
    pub(crate) fn store(
        &mut self,
        key: u64,
        best: Option<M>,
        score: i32,
        depth: u16,
        bound: Bound,
        pure: bool,
    ) {
        self.store_eval(key, best, score, depth, bound, pure, NO_EVAL);
    }

    /// [`store`](Table::store) with the position's static evaluation; a missing evaluation keeps
    /// the one already stored.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store_eval(
        &mut self,
        key: u64,
        best: Option<M>,
        score: i32,
        depth: u16,
        bound: Bound,
        pure: bool,
        eval: i32,
    ) {
        let b = self.bucket(key);
        let generation = self.generation;
        let mut entry = Entry {
            key,
            best,
            score,
            depth,
            bound,
            pure,
            eval,
            generation,
        };
        let bucket = &mut self.slots[b..b + WAYS];
        if let Some(same) = bucket.iter_mut().flatten().find(|e| e.key == key) {
            if entry.best.is_none() {
                entry.best = same.best;
            }
            if entry.eval == NO_EVAL {
                entry.eval = same.eval;
            }
            // Keep a deeper result of this search unless the new one is exact.
            if bound == Bound::Exact
                || depth.saturating_add(2) >= same.depth
                || same.generation != generation
            {
                *same = entry;
            } else if same.best.is_none() {
                same.best = entry.best;
            }
            return;
        }
        let first_replaceable = match &bucket[0] {
            None => true,
            Some(e) => e.generation != generation || depth >= e.depth,
        };
        if first_replaceable {
            if let Some(old) = bucket[0].take() {
                bucket[1] = Some(old);
            }
            bucket[0] = Some(entry);
        } else {
            bucket[1] = Some(entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds() {
        let mut t: Table<u8> = Table::new(1);
        t.store(42, Some(7), 13, 3, Bound::Exact, false);
        let e = t.probe(42).expect("stored");
        assert_eq!(
            (e.best, e.score, e.depth, e.bound),
            (Some(7), 13, 3, Bound::Exact)
        );
        assert!(t.probe(43).is_none());
        t.clear();
        assert!(t.probe(42).is_none());
    }

    #[test]
    fn small_keys_spread_over_the_table() {
        let mut t: Table<u8> = Table::new(1);
        for key in 0..1000 {
            t.store(key, None, key as i32, 1, Bound::Exact, false);
        }
        let kept = (0..1000).filter(|&k| t.probe(k).is_some()).count();
        assert!(kept > 990, "{kept} of 1000 small keys kept");
    }

    #[test]
    fn a_result_without_a_move_keeps_the_stored_move() {
        let mut t: Table<u8> = Table::new(1);
        t.store(5, Some(1), 0, 2, Bound::Lower, false);
        t.store(5, None, -3, 4, Bound::Upper, false);
        let e = t.probe(5).expect("stored");
        assert_eq!((e.best, e.score, e.depth), (Some(1), -3, 4));
    }

    #[test]
    fn a_tiny_table_keeps_the_deep_entry_in_the_first_slot() {
        let mut t: Table<u8> = Table {
            slots: vec![None; WAYS],
            generation: 0,
        };
        t.store(1, Some(1), 0, 9, Bound::Exact, false);
        t.store(2, Some(2), 0, 1, Bound::Exact, false);
        t.store(3, Some(3), 0, 1, Bound::Exact, false);
        assert!(t.probe(1).is_some(), "deep entry survives");
        assert!(t.probe(3).is_some(), "newest shallow entry is kept");
        assert!(t.probe(2).is_none());
        t.new_search();
        t.store(4, Some(4), 0, 1, Bound::Exact, false);
        assert!(
            t.probe(4).is_some() && t.probe(1).is_some(),
            "old deep entry moves down"
        );
    }
}
