//! Chess clocks kept by the server: minutes plus an increment per move. A side's clock runs
//! from the moment it is to move, once both sides have made their first move; the server
//! decides when a flag falls, and aborts a game whose side lets its first turn pass without a
//! move ([`FIRST_MOVE_MS`]). The server's time itself is [`now_ms`].

use std::time::{SystemTime, UNIX_EPOCH};

use ply_core::Side;

/// Milliseconds since the Unix epoch: the server's time for clocks, deadlines and rows.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// A clock: the time left per side and, while it runs, since when the side to move thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    pub initial_ms: i64,
    pub increment_ms: i64,
    /// Time left per side (White first) at `started_ms`.
    pub left_ms: [i64; 2],
    /// When the side to move's time started running (Unix ms); `None` while stopped.
    pub started_ms: Option<i64>,
    /// The sides (White first) that berserked: they get no increment.
    pub berserk: [bool; 2],
}

/// Moves played before a clock starts: each side's first move is free.
pub const FREE_PLIES: usize = 2;

/// How long a side of a timed game has for its first move, from the moment it is first to
/// move (after the friend joined, in a friend's game): a side that lets it pass aborts the
/// game, which then counts for nobody.
pub const FIRST_MOVE_MS: i64 = 30_000;

impl Clock {
    /// A stopped clock with the full time on both sides.
    pub fn new(initial_ms: i64, increment_ms: i64) -> Clock {
        Clock {
            initial_ms,
            increment_ms,
            left_ms: [initial_ms; 2],
            started_ms: None,
            berserk: [false; 2],
        }
    }

    /// The time `side` has left at `now`, with `to_move` the side whose clock may run.
    pub fn left_at(&self, side: Side, to_move: Side, now: i64) -> i64 {
        let left = self.left_ms[side.index()];
        match self.started_ms {
            Some(start) if side == to_move => left - (now - start).max(0),
            _ => left,
        }
    }

    /// When the flag of `to_move` falls, if its clock runs.
    pub fn flag_at(&self, to_move: Side) -> Option<i64> {
        self.started_ms
            .map(|start| start + self.left_ms[to_move.index()])
    }

    /// Whether the flag of `to_move` has fallen at `now`.
    pub fn flagged(&self, to_move: Side, now: i64) -> bool {
        self.started_ms.is_some() && self.left_at(to_move, to_move, now) <= 0
    }

    /// `mover` has just moved, making `plies` moves in all: charge its time, add the
    /// increment, start the other side's clock.
    pub fn moved(&mut self, mover: Side, plies: usize, now: i64) {
        if let Some(start) = self.started_ms {
            let left = &mut self.left_ms[mover.index()];
            let increment = if self.berserk[mover.index()] {
                0
            } else {
                self.increment_ms
            };
            *left = (*left - (now - start).max(0)).max(0) + increment;
        }
        self.started_ms = (plies >= FREE_PLIES).then_some(now);
    }

    /// `side` berserks before its first move: half its time (rounded up to a second's
    /// tenth), and no increment from then on. Only while the clock has not started.
    pub fn berserk(&mut self, side: Side) {
        let left = &mut self.left_ms[side.index()];
        *left = (*left / 2 + 99) / 100 * 100;
        self.berserk[side.index()] = true;
    }

    /// The game is over: charge the running side and stop.
    pub fn stop(&mut self, to_move: Side, now: i64) {
        self.left_ms[to_move.index()] = self.left_at(to_move, to_move, now).max(0);
        self.started_ms = None;
    }

    /// Moves were taken back, leaving `plies`: charge the side that was thinking, then run the
    /// clock of the side now to move (when past the free moves).
    pub fn restarted(&mut self, thinking: Side, plies: usize, now: i64) {
        self.left_ms[thinking.index()] = self.left_at(thinking, thinking, now).max(0);
        self.started_ms = (plies >= FREE_PLIES).then_some(now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_moves_are_free_then_time_runs_with_increment() {
        let mut c = Clock::new(60_000, 2_000);
        c.moved(Side::White, 1, 1_000);
        assert_eq!(c.started_ms, None);
        c.moved(Side::Black, 2, 5_000);
        assert_eq!(c.left_ms, [60_000, 60_000]);
        assert_eq!(c.left_at(Side::White, Side::White, 15_000), 50_000);
        assert_eq!(c.left_at(Side::Black, Side::White, 15_000), 60_000);
        c.moved(Side::White, 3, 15_000);
        assert_eq!(c.left_ms, [52_000, 60_000]);
        assert_eq!(c.flag_at(Side::Black), Some(75_000));
        assert!(!c.flagged(Side::Black, 74_999));
        assert!(c.flagged(Side::Black, 75_000));
        c.stop(Side::Black, 80_000);
        assert_eq!(c.left_ms, [52_000, 0]);
        assert!(!c.flagged(Side::Black, 99_000));
    }

    #[test]
    fn a_berserk_side_has_half_its_time_and_no_increment() {
        let mut c = Clock::new(60_000, 2_000);
        c.berserk(Side::Black);
        assert_eq!(c.left_ms, [60_000, 30_000]);
        c.moved(Side::White, 1, 0);
        c.moved(Side::Black, 2, 0);
        c.moved(Side::White, 3, 1_000);
        c.moved(Side::Black, 4, 3_000);
        assert_eq!(
            c.left_ms,
            [61_000, 28_000],
            "white gains its increment, black none"
        );
        let mut odd = Clock::new(15_000, 0);
        odd.berserk(Side::White);
        assert_eq!(odd.left_ms[0], 7_500);
    }
}
