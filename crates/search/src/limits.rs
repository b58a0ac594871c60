//! What bounds a search: depth, nodes, a fixed time per move, a game clock, or nothing but the
//! stop flag (`infinite`). The limits combine: the search ends at the first one reached.

use std::{
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
    time::{Duration, Instant},
};

/// A player's clock: time left, increment per move and, optionally, moves until the next time
/// control.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    pub time_left: Duration,
    pub increment: Duration,
    pub moves_to_go: Option<u32>,
}

/// Time left is not spent below this reserve, for the time a move takes to reach the board.
const RESERVE: Duration = Duration::from_millis(30);
/// Moves the remaining time is shared over when the control does not say.
const DEFAULT_MOVES_TO_GO: u32 = 30;
/// The most moves the remaining time is shared over: a control of many moves (a DXP game's 150,
/// say) is not planned for in full. Forty was tried against Moby Dam and did not do better
/// (`BENCHMARKS.md`).
const MAX_MOVES_TO_GO: u32 = 60;

impl Clock {
    /// The time budget for one move: `(soft, hard)`. No new iteration starts after `soft`; the
    /// search stops at `hard`.
    pub fn budget(&self) -> (Duration, Duration) {
        let usable = self.time_left.saturating_sub(RESERVE);
        let moves = self
            .moves_to_go
            .unwrap_or(DEFAULT_MOVES_TO_GO)
            .clamp(1, MAX_MOVES_TO_GO);
        let soft = (usable / moves + self.increment * 3 / 4).min(usable);
        let hard = if moves == 1 {
            usable
        } else {
            (soft * 3).min(usable / 2).max(soft)
        };
        (
            soft.max(Duration::from_millis(1)),
            hard.max(Duration::from_millis(1)),
        )
    }
}

/// The limits of one search; unset limits do not bound it. `infinite` searches until the stop
/// flag is set, whatever else is set (and waits for the flag even when the result is proven).
/// With nothing set at all the search runs until the depth cap of the engine or a proven result.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Full-width plies of the last iteration.
    pub depth: Option<u32>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Time for this move.
    pub movetime: Option<Duration>,
    /// A game clock, turned into a budget by [`Clock::budget`].
    pub clock: Option<Clock>,
    pub infinite: bool,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// Search a fixed number of nodes (about: the last check happens at the limit).
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// Search for a fixed time.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// Search by a game clock.
    pub fn clock(clock: Clock) -> Limits {
        Limits {
            clock: Some(clock),
            ..Limits::default()
        }
    }

    /// Search until stopped.
    pub fn infinite() -> Limits {
        Limits {
            infinite: true,
            ..Limits::default()
        }
    }

    /// Whether some limit other than the stop flag ends the search.
    pub fn is_bounded(&self) -> bool {
        !self.infinite
            && (self.depth.is_some()
                || self.nodes.is_some()
                || self.movetime.is_some()
                || self.clock.is_some())
    }
}

/// How often (in nodes) the clock and the stop flag are looked at.
const CHECK_EVERY: u64 = 1024;

/// The running state of the limits during one search.
pub(crate) struct Control<'a> {
    start: Instant,
    soft: Option<Duration>,
    hard: Option<Duration>,
    nodes: Option<u64>,
    stop: &'a AtomicBool,
    aborted: bool,
    /// A helper of a parallel search: the count its nodes are added to at every look at the
    /// flags, and how many of them are added already.
    tally: Option<&'a AtomicU64>,
    tallied: u64,
}

impl<'a> Control<'a> {
    pub(crate) fn new(limits: &Limits, stop: &'a AtomicBool) -> Control<'a> {
        let mut soft = None;
        let mut hard = None;
        let mut nodes = None;
        if !limits.infinite {
            if let Some(clock) = limits.clock {
                let (s, h) = clock.budget();
                soft = Some(s);
                hard = Some(h);
            }
            if let Some(t) = limits.movetime {
                soft = Some(soft.map_or(t, |s: Duration| s.min(t)));
                hard = Some(hard.map_or(t, |h: Duration| h.min(t)));
            }
            nodes = limits.nodes;
        }
        Control {
            start: Instant::now(),
            soft,
            hard,
            nodes,
            stop,
            aborted: false,
            tally: None,
            tallied: 0,
        }
    }

    /// A helper thread's control: ended by `halt` (set when the main thread is done) or its
    /// share of the node limit, adding its nodes to `tally` as it goes.
    pub(crate) fn helper(
        nodes: Option<u64>,
        halt: &'a AtomicBool,
        tally: &'a AtomicU64,
    ) -> Control<'a> {
        Control {
            tally: Some(tally),
            ..Control::new(
                &Limits {
                    nodes,
                    ..Limits::default()
                },
                halt,
            )
        }
    }

    /// Adds the nodes not yet counted to the tally of a helper.
    pub(crate) fn settle(&mut self, nodes: u64) {
        if let Some(tally) = self.tally {
            tally.fetch_add(nodes.saturating_sub(self.tallied), Ordering::Relaxed);
            self.tallied = nodes;
        }
    }

    /// Time since the search started.
    pub(crate) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the search must end now; checked at every node with the node count so far.
    #[inline]
    pub(crate) fn should_abort(&mut self, nodes: u64) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes.is_some_and(|n| nodes >= n) {
            self.aborted = true;
        } else if nodes.is_multiple_of(CHECK_EVERY) {
            self.settle(nodes);
            self.aborted =
                self.stop.load(Ordering::Relaxed) || self.hard.is_some_and(|h| self.elapsed() >= h);
        }
        self.aborted
    }

    /// Looks at the stop flag and the clock now, whatever the node count: after work that
    /// takes long without counting nodes (an oracle's answer).
    pub(crate) fn poll(&mut self) {
        if !self.aborted {
            self.aborted =
                self.stop.load(Ordering::Relaxed) || self.hard.is_some_and(|h| self.elapsed() >= h);
        }
    }

    /// Whether the search was aborted by a limit or the stop flag.
    pub(crate) fn aborted(&self) -> bool {
        self.aborted
    }

    /// Whether the stop flag is set (looked at directly).
    pub(crate) fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Whether another iteration may start: the soft time budget is not used up.
    pub(crate) fn may_deepen(&self) -> bool {
        !self.aborted && !self.stop_requested() && self.soft.is_none_or(|s| self.elapsed() < s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget_is_a_share_of_the_time_left() {
        let clock = Clock {
            time_left: Duration::from_secs(60),
            increment: Duration::ZERO,
            moves_to_go: None,
        };
        let (soft, hard) = clock.budget();
        assert!(soft >= Duration::from_millis(1900) && soft <= Duration::from_millis(2000));
        assert!(hard >= soft && hard <= Duration::from_secs(30));
    }

    #[test]
    fn last_move_before_the_control_may_use_the_time_but_the_reserve() {
        let clock = Clock {
            time_left: Duration::from_secs(1),
            increment: Duration::ZERO,
            moves_to_go: Some(1),
        };
        let (soft, hard) = clock.budget();
        assert_eq!(hard, Duration::from_millis(970));
        assert!(soft <= hard);
    }

    #[test]
    fn a_long_control_is_planned_over_sixty_moves_at_most() {
        let clock = |moves| Clock {
            time_left: Duration::from_secs(60),
            increment: Duration::ZERO,
            moves_to_go: Some(moves),
        };
        assert_eq!(clock(150).budget(), clock(60).budget());
        assert_eq!(clock(150).budget().0, Duration::from_micros(999_500));
        assert!(clock(59).budget().0 > clock(60).budget().0);
    }

    #[test]
    fn an_empty_clock_still_gives_a_millisecond() {
        let (soft, hard) = Clock::default().budget();
        assert_eq!(
            (soft, hard),
            (Duration::from_millis(1), Duration::from_millis(1))
        );
    }

    #[test]
    fn node_limit_aborts_and_stays_aborted() {
        let stop = AtomicBool::new(false);
        let mut control = Control::new(&Limits::nodes(10), &stop);
        assert!(!control.should_abort(9));
        assert!(control.should_abort(10));
        assert!(control.should_abort(3));
    }

    #[test]
    fn infinite_ignores_the_other_limits() {
        let stop = AtomicBool::new(false);
        let limits = Limits {
            nodes: Some(1),
            infinite: true,
            ..Limits::default()
        };
        let mut control = Control::new(&limits, &stop);
        assert!(!control.should_abort(5));
        stop.store(true, Ordering::Relaxed);
        assert!(control.should_abort(CHECK_EVERY));
    }
}
