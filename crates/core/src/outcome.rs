use std::fmt;

use crate::{Message, Side};

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    /// A win for `side`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// A game called off before it really began ([`Reason::ABORTED`]): neither a win nor a
    /// loss, and not a draw either.
    pub const fn aborted() -> Outcome {
        Outcome {
            winner: None,
            reason: Reason::ABORTED,
        }
    }

    /// Whether the game was called off ([`Outcome::aborted`]).
    pub fn is_aborted(&self) -> bool {
        self.reason == Reason::ABORTED
    }

    /// The score for `side`: 1 for a win, 0.5 for a draw, 0 for a loss (an aborted game
    /// scores 0.5 too, as it takes nothing from either side).
    pub fn score(&self, side: Side) -> f64 {
        match self.winner {
            None => 0.5,
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Why a game ended: a stable code for scripts and the API ([`Reason::code`], e.g.
/// `checkmate`) and the sentence a player reads (the catalog message `reason-<code>`).
///
/// Open: the reasons every game shares are here ([`Reason::NO_MOVES`], [`Reason::REPETITION`],
/// [`Reason::RESIGNATION`], [`Reason::AGREEMENT`], [`Reason::TIMEOUT`], [`Reason::ABORTED`]); each game crate defines
/// its own as constants (chess's checkmate, kabe's 15-move rule, Kalah's empty pits) and lists
/// them in [`Verdict::REASONS`](crate::Verdict::REASONS), so adding a game adds no line here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Reason {
    /// The catalog id: `reason-` followed by the code.
    key: &'static str,
    counts_moves: bool,
}

impl Reason {
    /// The side to move has no legal move (draughts, Konane).
    pub const NO_MOVES: Reason = Reason::new("reason-no_moves");
    /// The same position with the same side to move for the third time.
    pub const REPETITION: Reason = Reason::new("reason-repetition");
    pub const RESIGNATION: Reason = Reason::new("reason-resignation");
    pub const AGREEMENT: Reason = Reason::new("reason-agreement");
    pub const TIMEOUT: Reason = Reason::new("reason-timeout");
    /// A side of a timed game made no first move in time: the game is called off, with no
    /// winner and no loser ([`Outcome::aborted`]).
    pub const ABORTED: Reason = Reason::new("reason-aborted");

    /// The reasons every game shares.
    pub const COMMON: [Reason; 6] = [
        Reason::NO_MOVES,
        Reason::REPETITION,
        Reason::RESIGNATION,
        Reason::AGREEMENT,
        Reason::TIMEOUT,
        Reason::ABORTED,
    ];

    /// A reason decided by the position alone, named by its catalog id (`reason-<code>`).
    pub const fn new(key: &'static str) -> Reason {
        Reason {
            key,
            counts_moves: false,
        }
    }

    /// A draw by a rule that counts moves (chess's fifty moves, draughts' king moves): it
    /// depends on a counter that the position's hash leaves out, so the search does not take a
    /// score that rests on it as exact.
    pub const fn counting_moves(key: &'static str) -> Reason {
        Reason {
            key,
            counts_moves: true,
        }
    }

    /// A stable snake_case code for scripts and the API (`checkmate`, `fifty_moves`).
    pub fn code(self) -> &'static str {
        self.key.strip_prefix("reason-").unwrap_or(self.key)
    }

    /// Whether the reason is a draw by a move counter (see [`Reason::counting_moves`]).
    pub const fn counts_moves(self) -> bool {
        self.counts_moves
    }

    /// Looks a reason up by its [`code`](Reason::code) among the common ones and `own` (a
    /// game's [`REASONS`](crate::Verdict::REASONS)).
    pub fn from_code(code: &str, own: &[Reason]) -> Option<Reason> {
        Reason::COMMON
            .iter()
            .chain(own)
            .copied()
            .find(|r| r.code() == code)
    }

    /// The sentence a player reads, as a catalog message (`reason-no_moves`).
    pub fn message(self) -> Message {
        Message::new(self.key)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}
