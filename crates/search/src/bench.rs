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
    let run = bench_run(positions, &Limits::depth(depth), 1, context);
    (run.nodes, run.time)
}

/// What [`bench_run`] measured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchRun {
    /// Nodes visited in all, by every thread.
    pub nodes: u64,
    pub time: Duration,
    /// The last depth completed on each position.
    pub depths: Vec<u32>,
}

/// Searches each position within `limits` on `threads` threads, with a fresh searcher state
/// each time. With one thread and a depth limit this is [`bench_with`], whose node count never
/// varies; with more, the nodes to complete the depth (or, with a node limit, the depths
/// reached) measure the parallel search without a clock.
pub fn bench_run<G: Evaluate, C: Context<G>>(
    positions: &[G],
    limits: &Limits,
    threads: usize,
    context: C,
) -> BenchRun {
    let mut searcher = Searcher::with_context(BENCH_TT_MB, context);
    searcher.set_threads(threads);
    let stop = AtomicBool::new(false);
    let start = Instant::now();
    let mut run = BenchRun {
        nodes: 0,
        time: Duration::ZERO,
        depths: Vec::new(),
    };
    for pos in positions {
        searcher.clear();
        let result = searcher.search(pos, &[], limits, &stop, &mut |_| {});
        run.nodes += result.nodes;
        run.depths.push(result.depth);
    }
    run.time = start.elapsed();
    run
}
