//! The parallel search (lazy SMP): the main searcher and its helpers search the same position
//! at once, each on its own thread with its own move-ordering heuristics, and meet in the shared
//! transposition table, where each finds what the others already searched. The main searcher
//! decides the move and reports as a single-threaded search does; the helpers iterate at
//! staggered depths (each skips some, by a fixed pattern of its index) so that they are ahead
//! of the main searcher or beside it rather than in step. The search ends when the main
//! searcher's does: the helpers are halted (within [`CHECK_EVERY`](crate::limits) nodes each)
//! and joined before the result is returned.
//!
//! A node limit bounds the whole search: each of the `n` threads gets `1/n` of it (the main
//! searcher the remainder too), so `n` threads visit at most the limit in all — the nodes one
//! thread would visit in the time `n` threads at the same speed take. A depth limit is the main
//! searcher's; the clock and the stop flag are watched by the main searcher, which halts the
//! helpers.
//!
//! With one thread (the default) there are no helpers and the search is the deterministic
//! single-threaded one, its table owned without locks.

use std::{
    mem,
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
    thread,
    time::Duration,
};

use ply_core::{Context, Evaluate};

use crate::{Info, Limits, SearchResult, Searcher, limits::Control, root::nps};

/// The most threads one search takes.
pub const MAX_THREADS: usize = 64;

/// Helper `i` (from 1) skips depth `d` when `(d + PHASE[j]) / SIZE[j]` is odd, `j = (i - 1) %
/// 20`: the first helper searches the even depths, the second the odd ones, the next ones in
/// runs of two, three and four depths, so that the threads spread over the depths about the
/// main searcher's.
const SKIP_SIZE: [u32; 20] = [1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4];
const SKIP_PHASE: [u32; 20] = [0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7];

/// Sets the helpers' halt flag when dropped.
struct Halt<'a>(&'a AtomicBool);

impl Drop for Halt<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

impl<G: Evaluate, C: Context<G>> Searcher<G, C> {
    /// Searches with `threads` threads from now on (1 to [`MAX_THREADS`]; outside that range,
    /// the nearest): the table is shared by them, kept as it is; each helper thread has move
    /// ordering of its own (about 2.4 MB for chess's continuation history, less for the other
    /// games). One thread is the deterministic single-threaded search.
    pub fn set_threads(&mut self, threads: usize) {
        let threads = threads.clamp(1, MAX_THREADS);
        self.helpers.truncate(threads - 1);
        if threads == 1 {
            self.tt.own();
            return;
        }
        while self.helpers.len() < threads - 1 {
            let role = self.helpers.len() + 1;
            let helper = Searcher::build(self.tt.share(), self.context.clone(), role);
            self.helpers.push(helper);
        }
    }

    /// The number of threads a search takes.
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Whether this searcher leaves out iteration `depth` (helpers only; see [`SKIP_SIZE`]).
    pub(crate) fn skips(&self, depth: u32) -> bool {
        if self.role == 0 {
            return false;
        }
        let j = (self.role - 1) % SKIP_SIZE.len();
        ((depth + SKIP_PHASE[j]) / SKIP_SIZE[j]) % 2 == 1
    }

    /// [`search`](Searcher::search) with the helpers: they search on scoped threads until the
    /// main searcher, on this thread, is done.
    pub(crate) fn search_parallel(
        &mut self,
        pos: &G,
        history: &[u64],
        limits: &Limits,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Info<G>),
    ) -> SearchResult<G> {
        let threads = self.threads() as u64;
        // Each helper gets an equal share of a node limit, the main searcher the rest.
        let nodes = limits.nodes.filter(|_| !limits.infinite);
        let share = nodes.map(|n| n / threads);
        let main_limits = Limits {
            nodes: nodes.map(|n| n - share.unwrap_or(0) * (threads - 1)),
            ..*limits
        };
        let halt = AtomicBool::new(false);
        let tally = AtomicU64::new(0);
        let mut ctl = Control::new(&main_limits, stop);
        self.start(pos, history);
        let oracle = self.oracle();
        let mut helpers = mem::take(&mut self.helpers);
        let result = thread::scope(|scope| {
            let (halt, tally) = (&halt, &tally);
            for helper in &mut helpers {
                helper.set_oracle(oracle);
                scope.spawn(move || {
                    let mut ctl = Control::helper(share, halt, tally);
                    helper.start(pos, history);
                    helper.iterate(&mut ctl, pos, &Limits::default(), &mut |_| {});
                    ctl.settle(helper.nodes);
                });
            }
            let mut report = |info: &Info<G>| {
                let nodes = info.nodes + tally.load(Ordering::Relaxed);
                on_info(&Info {
                    nodes,
                    nps: nps(nodes, info.time),
                    ..info.clone()
                });
            };
            // The helpers are halted when the main search ends, even by a panic (the scope
            // joins them before it unwinds further).
            let _halt = Halt(halt);
            self.iterate(&mut ctl, pos, &main_limits, &mut report)
        });
        let helper_nodes: u64 = helpers.iter().map(|h| h.nodes).sum();
        self.helpers = helpers;
        if limits.infinite {
            while !ctl.stop_requested() {
                thread::sleep(Duration::from_millis(1));
            }
        }
        SearchResult {
            nodes: result.nodes + helper_nodes,
            time: ctl.elapsed(),
            ..result
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helpers_spread_over_the_depths() {
        let mut searcher: Searcher<ply_kalah::Kalah> = Searcher::new(1);
        assert!(
            (1..20).all(|d| !searcher.skips(d)),
            "the main searcher skips none"
        );
        searcher.set_threads(4);
        let searched = |role: usize| {
            (1..=8)
                .filter(|&d| !searcher.helpers[role - 1].skips(d))
                .collect::<Vec<u32>>()
        };
        assert_eq!(searched(1), [2, 4, 6, 8]);
        assert_eq!(searched(2), [1, 3, 5, 7]);
        assert_eq!(searched(3), [1, 4, 5, 8]);
        searcher.set_threads(1);
        assert_eq!(searcher.threads(), 1);
        searcher.set_threads(1000);
        assert_eq!(searcher.threads(), MAX_THREADS);
    }
}
