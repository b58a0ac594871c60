//! A fixed-depth search over a set of positions: the node count is the search's signature
//! (it changes when the search changes) and nodes per second measure its speed.

use std::{
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use ply_core::{Context, Evaluate};

use crate::{Limits, Searcher};

/// The table size of a bench search, in megabytes.
pub const BENCH_TT_MB: usize = 16;

/// Searches each position to `depth` with a fresh searcher state and returns the total nodes and
/// the time taken. The node count is the same on every run.
pub fn bench<G: Evaluate>(positions: &[G], depth: u32) -> (u64, Duration) {
    bench_with(positions, depth, ())
}

/// [`bench`] asking the evaluation and the oracle of `context`.
pub fn bench_with<G: Evaluate, C: Context<G>>(
    positions: &[G],
    depth: u32,
    context: C,
) -> (u64, Duration) {
    let mut searcher = Searcher::with_context(BENCH_TT_MB, context);
    let stop = AtomicBool::new(false);
    let limits = Limits::depth(depth);
    let start = Instant::now();
    let mut nodes = 0;
    for pos in positions {
        searcher.clear();
        nodes += searcher.search(pos, &[], &limits, &stop, &mut |_| {}).nodes;
    }
    (nodes, start.elapsed())
}
