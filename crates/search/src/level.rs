//! Playing levels 1–10: level 10 is the full search within the given time; lower levels cap
//! the depth and the nodes and pick at random among the root moves that score within a margin
//! of the best one (a margin that grows as the level drops).

use std::{sync::atomic::AtomicBool, time::Duration};

use ply_core::{Context, Evaluate};

use crate::{
    SearchResult, Searcher,
    limits::{Clock, Control, Limits},
    score,
};

/// A playing level, 1 (weakest) to 10 (full strength).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// Per level (index 0 is level 1): depth cap, node cap, and the margin for the random choice in
/// hundredths of the game's evaluation unit (`Evaluate::EVAL_UNIT`).
const TABLE: [(Option<u32>, Option<u64>, i32); 10] = [
    (Some(1), Some(300), 250),
    (Some(2), Some(600), 180),
    (None, Some(1_000), 120),
    (None, Some(3_000), 80),
    (None, Some(8_000), 55),
    (None, Some(20_000), 35),
    (None, Some(60_000), 20),
    (None, Some(200_000), 10),
    (None, Some(800_000), 4),
    (None, None, 0),
];

/// The lowest level that asks the game's endgame oracle (`Oracle::solve`): below it endgames are
/// searched like the rest of the game.
const ORACLE_LEVEL: u8 = 8;

/// The time a level-10 search gets when the caller sets no limit at all.
const DEFAULT_MOVETIME: Duration = Duration::from_secs(1);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(10);

    /// The level `n`, if `1 <= n <= 10`.
    pub fn new(n: u8) -> Option<Level> {
        (1..=10).contains(&n).then_some(Level(n))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    fn entry(self) -> (Option<u32>, Option<u64>, i32) {
        TABLE[usize::from(self.0 - 1)]
    }

    /// The level's depth cap (`None` at level 10).
    pub fn max_depth(self) -> Option<u32> {
        self.entry().0
    }

    /// The level's node cap (`None` at level 10).
    pub fn max_nodes(self) -> Option<u64> {
        self.entry().1
    }

    /// The share of the caller's time a level thinks for: all of it at level 10, half at 9, a
    /// quarter at 8, and so on — so that a level is stronger than the one two below it at any
    /// time control, not only where the node caps bind. A node limit is shared the same way.
    pub fn time_share(self, time: Duration) -> Duration {
        time / (1u32 << (10 - self.0))
    }

    /// The caller's limits (a time control) with the level's caps and time share on top. Never
    /// unbounded: with no limit at all a level-10 search gets a second.
    pub fn limits(self, limits: &Limits) -> Limits {
        let (depth, nodes, _) = self.entry();
        let min_opt = |a: Option<u64>, b: Option<u64>| match (a, b) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let mut out = Limits {
            depth: min_opt(limits.depth.map(u64::from), depth.map(u64::from)).map(|d| d as u32),
            nodes: min_opt(limits.nodes.map(|n| (n >> (10 - self.0)).max(1)), nodes),
            movetime: limits
                .movetime
                .map(|t| self.time_share(t).max(Duration::from_millis(1))),
            clock: limits.clock.map(|c| Clock {
                time_left: self.time_share(c.time_left),
                increment: self.time_share(c.increment),
                ..c
            }),
            infinite: false,
        };
        if !out.is_bounded() {
            out.movetime = Some(DEFAULT_MOVETIME);
        }
        out
    }

    /// Whether the level asks the game's endgame oracle.
    pub fn uses_oracle(self) -> bool {
        self.0 >= ORACLE_LEVEL
    }

    /// The margin for the random choice, in the game's evaluation scale.
    pub fn margin<G: Evaluate>(self) -> i32 {
        self.entry().2 * score::unit::<G>() / 100
    }
}

/// The seeded generator of a level's random choice (SplitMix64).
pub use ply_core::rng::SplitMix64 as Rng;

/// Chooses a move at `level`: searches within the level's caps (and `limits`, the time control),
/// then, below level 10, picks at random among the root moves that score within the level's
/// margin of the best. Levels below 8 do not ask the game's endgame oracle. The result's `best_move` is the move picked (its `pv` starts with it);
/// the score stays the best move's.
pub fn play_level<G: Evaluate, C: Context<G>>(
    searcher: &mut Searcher<G, C>,
    pos: &G,
    history: &[u64],
    level: Level,
    limits: &Limits,
    stop: &AtomicBool,
    rng: &mut Rng,
) -> SearchResult<G> {
    let limits = level.limits(limits);
    let oracle = searcher.oracle();
    searcher.set_oracle(oracle && level.uses_oracle());
    let result = choose(searcher, pos, history, level, &limits, stop, rng);
    searcher.set_oracle(oracle);
    result
}

/// [`play_level`] with the limits and the oracle set.
fn choose<G: Evaluate, C: Context<G>>(
    searcher: &mut Searcher<G, C>,
    pos: &G,
    history: &[u64],
    level: Level,
    limits: &Limits,
    stop: &AtomicBool,
    rng: &mut Rng,
) -> SearchResult<G> {
    let mut result = searcher.search(pos, history, limits, stop, &mut |_| {});
    let margin = level.margin::<G>();
    let Some(best) = result.best_move else {
        return result;
    };
    if margin == 0 || result.depth == 0 {
        return result;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    // The candidates' tests get a budget of their own, like the search's.
    let mut ctl = Control::new(limits, stop);
    searcher.start(pos, history);
    let threshold = result.raw.saturating_sub(margin);
    let mut candidates = vec![best];
    for mv in moves.into_iter().filter(|&mv| mv != best) {
        match searcher.at_least(&mut ctl, pos, mv, result.depth as i32, threshold) {
            Some(true) => candidates.push(mv),
            Some(false) => {}
            None => break,
        }
    }
    let pick = candidates[rng.below(candidates.len())];
    if pick != best {
        result.best_move = Some(pick);
        result.pv = vec![pick];
    }
    result.nodes += searcher.nodes;
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_one_to_ten() {
        assert!(Level::new(0).is_none() && Level::new(11).is_none());
        assert_eq!(Level::new(7).map(Level::number), Some(7));
        assert_eq!(Level::MAX.max_depth(), None);
    }

    #[test]
    fn caps_grow_and_margins_shrink_with_the_level() {
        for n in 1..9 {
            let (a, b) = (TABLE[n - 1], TABLE[n]);
            assert!(a.1 < b.1 && a.2 > b.2, "level {}", n + 1);
        }
    }

    #[test]
    fn level_limits_combine_with_the_callers() {
        let caller = Limits {
            depth: Some(1),
            movetime: Some(Duration::from_millis(5)),
            ..Limits::default()
        };
        let l = Level(5).limits(&caller);
        assert_eq!((l.depth, l.nodes), (Some(1), Some(8_000)));
        let shared = Level(8).limits(&Limits::nodes(40_000));
        assert_eq!(
            shared.nodes,
            Some(10_000),
            "a quarter of the caller's nodes at level 8"
        );
        assert_eq!(
            l.movetime,
            Some(Duration::from_millis(1)),
            "1/32 of 5 ms, at least 1 ms"
        );
        assert_eq!(
            Level(8)
                .limits(&Limits::movetime(Duration::from_millis(400)))
                .movetime,
            Some(Duration::from_millis(100))
        );
        assert_eq!(
            Level::MAX.limits(&Limits::default()).movetime,
            Some(DEFAULT_MOVETIME)
        );
        assert!(!Level::MAX.limits(&Limits::infinite()).infinite);
    }

    #[test]
    fn rng_repeats_from_a_seed() {
        let (mut a, mut b) = (Rng::new(3), Rng::new(3));
        assert_eq!(
            (0..5).map(|_| a.below(10)).collect::<Vec<_>>(),
            (0..5).map(|_| b.below(10)).collect::<Vec<_>>()
        );
    }
}
