//! The transposition table: a fixed number of two-entry buckets indexed by `Game::hash`.
//!
//! Each entry holds the full 64-bit key, the best move (the game's own `Copy` move value), the
//! score (node-relative for proven results, see [`score`](crate::score)), the depth and the
//! bound. Replacement: an entry for the same position is updated in place; otherwise the first
//! slot of a bucket keeps the deepest entry of the current search and the second slot takes
//! whatever the first one refuses.
//!
//! A table is owned by one searcher, or shared by the threads of a parallel search: then each
//! bucket sits behind its own lock, so an entry is always read and written whole (a thread never
//! sees half of one entry and half of another), whatever the moves' size. The buckets and the
//! replacement are the same either way (the locks add their few bytes a bucket to the size);
//! one thread with its own table takes no lock.

use std::{
    mem::size_of,
    sync::{
        Arc, Mutex, MutexGuard, PoisonError,
        atomic::{AtomicU8, Ordering},
    },
};

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
    store: Store<M>,
    /// The number of buckets, kept beside the store so that finding a bucket reads no more.
    buckets: usize,
}

/// Where a table's buckets live.
enum Store<M> {
    /// One searcher's own: read and written without locks.
    Own {
        slots: Vec<Option<Entry<M>>>,
        generation: u8,
    },
    /// Shared by the threads of a parallel search; `main` marks the handle of the thread that
    /// starts each search (and so advances the generation).
    Shared { table: Arc<Shared<M>>, main: bool },
}

/// The buckets of a shared table, each behind its own lock.
pub(crate) struct Shared<M> {
    buckets: Vec<Mutex<Bucket<M>>>,
    generation: AtomicU8,
}

/// Slots per bucket.
const WAYS: usize = 2;

type Bucket<M> = [Option<Entry<M>>; WAYS];

/// A bucket's lock, taken even after a thread panicked while holding it: every write leaves
/// whole entries behind, so the bucket is still consistent.
fn lock<M>(bucket: &Mutex<Bucket<M>>) -> MutexGuard<'_, Bucket<M>> {
    bucket.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The bucket of `key` among `buckets`.
fn bucket_of(key: u64, buckets: usize) -> usize {
    // Mix first: games' hashes need not spread their high bits (small keys would all land in
    // the first bucket); then multiply-shift maps onto the buckets without a power of two.
    let mut h = key ^ (key >> 33);
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    (((h as u128) * buckets as u128) >> 64) as usize
}

/// The entry for `key` in `bucket`.
fn find<M: Copy>(bucket: &[Option<Entry<M>>], key: u64) -> Option<Entry<M>> {
    bucket.iter().flatten().find(|e| e.key == key).copied()
}

/// Stores `entry` in `bucket` by the replacement rule (see the module's documentation).
fn put<M: Copy>(bucket: &mut [Option<Entry<M>>], mut entry: Entry<M>) {
    let (key, depth, bound, generation) = (entry.key, entry.depth, entry.bound, entry.generation);
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

impl<M: Copy> Shared<M> {
    // Out of line, so that the locks leave the single-threaded search's code as it was.
    #[inline(never)]
    fn probe(&self, b: usize, key: u64) -> Option<Entry<M>> {
        find(&*lock(&self.buckets[b]), key)
    }

    #[inline(never)]
    fn store(&self, b: usize, mut entry: Entry<M>) {
        entry.generation = self.generation.load(Ordering::Relaxed);
        put(&mut *lock(&self.buckets[b]), entry);
    }
}

impl<M: Copy> Table<M> {
    /// A table of about `mb` megabytes (at least one bucket), owned by one searcher.
    pub(crate) fn new(mb: usize) -> Table<M> {
        let bytes = mb.saturating_mul(1 << 20);
        let buckets = (bytes / (WAYS * size_of::<Option<Entry<M>>>())).max(1);
        Table {
            store: Store::Own {
                slots: vec![None; buckets * WAYS],
                generation: 0,
            },
            buckets,
        }
    }

    /// Empties the table.
    pub(crate) fn clear(&mut self) {
        match &mut self.store {
            Store::Own { slots, generation } => {
                slots.fill(None);
                *generation = 0;
            }
            Store::Shared { table, .. } => {
                for bucket in &table.buckets {
                    *lock(bucket) = [None; WAYS];
                }
                table.generation.store(0, Ordering::Relaxed);
            }
        }
    }

    /// Marks the start of a new search: older entries become the first to be replaced. Only
    /// the main thread's handle of a shared table advances it.
    pub(crate) fn new_search(&mut self) {
        match &mut self.store {
            Store::Own { generation, .. } => *generation = generation.wrapping_add(1),
            Store::Shared { table, main: true } => {
                table.generation.fetch_add(1, Ordering::Relaxed);
            }
            Store::Shared { main: false, .. } => {}
        }
    }

    /// The entry for `key`, if stored.
    pub(crate) fn probe(&self, key: u64) -> Option<Entry<M>> {
        let b = bucket_of(key, self.buckets);
        match &self.store {
            Store::Own { slots, .. } => find(&slots[b * WAYS..(b + 1) * WAYS], key),
            Store::Shared { table, .. } => table.probe(b, key),
        }
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
        let b = bucket_of(key, self.buckets);
        let mut entry = Entry {
            key,
            best,
            score,
            depth,
            bound,
            pure,
            eval,
            generation: 0,
        };
        match &mut self.store {
            Store::Own { slots, generation } => {
                entry.generation = *generation;
                put(&mut slots[b * WAYS..(b + 1) * WAYS], entry);
            }
            Store::Shared { table, .. } => table.store(b, entry),
        }
    }

    /// Makes the table shared (keeping its entries and size) and returns a handle for another
    /// thread; this handle stays the main one.
    pub(crate) fn share(&mut self) -> Table<M> {
        if let Store::Own { slots, generation } = &mut self.store {
            let buckets = slots
                .chunks_exact(WAYS)
                .map(|b| Mutex::new(std::array::from_fn(|i| b[i])))
                .collect();
            self.store = Store::Shared {
                table: Arc::new(Shared {
                    buckets,
                    generation: AtomicU8::new(*generation),
                }),
                main: true,
            };
        }
        match &self.store {
            Store::Shared { table, .. } => Table {
                store: Store::Shared {
                    table: Arc::clone(table),
                    main: false,
                },
                buckets: self.buckets,
            },
            Store::Own { .. } => unreachable!("the table was just shared"),
        }
    }

    /// Makes the table this searcher's own again (keeping its entries and size), once the
    /// other threads' handles are dropped; a copy if they are not.
    pub(crate) fn own(&mut self) {
        if let Store::Shared { table, .. } = &self.store {
            let mut slots = Vec::with_capacity(table.buckets.len() * WAYS);
            for bucket in &table.buckets {
                slots.extend_from_slice(&*lock(bucket));
            }
            let generation = table.generation.load(Ordering::Relaxed);
            self.store = Store::Own { slots, generation };
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
            store: Store::Own {
                slots: vec![None; WAYS],
                generation: 0,
            },
            buckets: 1,
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

    #[test]
    fn a_shared_table_keeps_entries_whole() {
        // Four threads write and read the same few buckets; every entry read must be one that
        // was written, not parts of two.
        let mut main: Table<u64> = Table::new(0);
        let handles: Vec<Table<u64>> = (0..4).map(|_| main.share()).collect();
        std::thread::scope(|scope| {
            for (t, mut table) in handles.into_iter().enumerate() {
                scope.spawn(move || {
                    let mut x = t as u64 + 1;
                    for _ in 0..200_000 {
                        x ^= x << 13;
                        x ^= x >> 7;
                        x ^= x << 17;
                        let key = x % 64;
                        if x & 1 == 0 {
                            let depth = (key % 40) as u16;
                            let bound =
                                [Bound::Upper, Bound::Lower, Bound::Exact][key as usize % 3];
                            table.store_eval(
                                key,
                                Some(key * 7),
                                key as i32 * 3,
                                depth,
                                bound,
                                key.is_multiple_of(2),
                                key as i32 - 5,
                            );
                        } else if let Some(e) = table.probe(key) {
                            assert_eq!(e.key, key);
                            assert_eq!(e.best, Some(key * 7));
                            assert_eq!((e.score, e.eval), (key as i32 * 3, key as i32 - 5));
                            assert_eq!(
                                (e.depth, e.pure),
                                ((key % 40) as u16, key.is_multiple_of(2))
                            );
                        }
                    }
                });
            }
        });
        main.own();
        assert!((0..64).any(|k| main.probe(k).is_some()), "the entries stay");
    }

    #[test]
    fn sharing_and_owning_again_keep_the_entries() {
        let mut t: Table<u8> = Table::new(1);
        t.store(9, Some(3), 5, 4, Bound::Exact, false);
        let mut other = t.share();
        assert_eq!(other.probe(9).and_then(|e| e.best), Some(3));
        other.store(10, Some(4), 6, 2, Bound::Lower, false);
        other.new_search();
        t.store(11, Some(5), 7, 2, Bound::Lower, false);
        drop(other);
        t.own();
        for key in [9, 10, 11] {
            let e = t.probe(key).expect("kept");
            assert_eq!(e.generation, 0, "only the main handle starts a search");
        }
    }
}
