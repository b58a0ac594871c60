//! The search hooks, grouped by purpose: what makes the search of one game stronger without a
//! line of game-specific code in the search. Each trait is a supertrait of
//! [`Evaluate`](crate::Evaluate) and every item has a neutral default, so a game without such
//! a hook writes an empty impl (`impl Oracle for Konane {}`) and its search is exactly what it
//! would be without the hook.

use crate::{Game, Outcome};

/// A position solved exactly by an endgame oracle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Solved<M> {
    /// A best move (`None` when the game is already over).
    pub best_move: Option<M>,
    /// The exact value with perfect play, from the side to move's point of view: the final
    /// margin for margin-scored games, otherwise `1`, `0` or `-1` for win, draw or loss.
    pub score: i32,
    /// Moves until the end with perfect play, where the oracle knows it.
    pub plies: Option<u32>,
}

/// An exact endgame oracle: draughts' endgame databases, Kalah's solver.
pub trait Oracle: Game {
    /// An exact answer from an endgame oracle (a solver or tablebase), where the game has one
    /// for this position: the best move and the exact score in the game's unit from the side to
    /// move's point of view. `None` (the default) when the position is out of the oracle's
    /// reach.
    fn solve(&self) -> Option<Solved<Self::Move>> {
        None
    }
}

/// Captures and promotions: what quiescence searches and how captures are ordered. Every game
/// names its captures; chess adds a capture generator, capture ordering and the exchange tests
/// that prune, chess and draughts their promotions.
pub trait Tactics: Game {
    /// Whether the move is a capture (or otherwise changes material); search uses it for
    /// quiescence. The default is `false`.
    fn is_capture(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Fills `moves` with the legal captures (the moves [`is_capture`](Tactics::is_capture)
    /// names) alone and returns `true`, for quiescence at a node not in check; returns `false`
    /// (the default) when the game has no such generator, and search then filters
    /// `legal_moves`. A game that implements it lets quiescence stand pat whenever the side to
    /// move is not in check.
    fn captures(&self, _moves: &mut Vec<Self::Move>) -> bool {
        false
    }

    /// Orders captures, higher first: about the material a capture wins, most valuable victim
    /// first and least valuable attacker first. Negative for a capture known to lose material.
    /// The default, 0, keeps captures in history order.
    fn capture_order(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether a capture loses material in the exchanges that follow (a static exchange
    /// evaluation), asked only when search is about to try the capture: the main search then
    /// tries it after the quiet moves, and quiescence skips it when
    /// [`PRUNING`](crate::Evaluate::PRUNING) is set. The default is `false`.
    fn capture_loses(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The material a capture (or promotion) wins outright, in
    /// [`evaluate`](crate::Evaluate::evaluate)'s unit; quiescence skips a capture that cannot
    /// lift the score to alpha even so (delta pruning, only when
    /// [`PRUNING`](crate::Evaluate::PRUNING) is set).
    fn capture_gain(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// Whether the move crowns a man or promotes a pawn. Games with
    /// [`SELECTIVE`](crate::Evaluate::SELECTIVE) set search it in quiescence beside the
    /// captures and never reduce it. The default is `false`.
    fn is_promotion(&self, _mv: Self::Move) -> bool {
        false
    }
}

/// Check and what hangs on it: chess.
pub trait Check: Game {
    /// Whether the side to move is in check. Search extends the depth of a node in check,
    /// searches every legal move there in quiescence and never prunes it. The default, `false`,
    /// suits games without check.
    fn in_check(&self) -> bool {
        false
    }

    /// The position after a pass (a "null move"), where passing is a sound guess at a lower
    /// bound: `None` when the side to move is in check or zugzwang is likely (only pawns and
    /// king left in chess). Search uses it for null-move pruning. The hash of the result must
    /// differ from this position's. The default, `None`, turns null-move pruning off (draughts,
    /// Konane and Kalah have no pass and common zugzwang).
    fn play_null(&self) -> Option<Self> {
        None
    }

    /// The outcome when the side to move has at least one legal move: must equal
    /// [`outcome`](Game::outcome) then, and may skip the (costly) test for having no move at
    /// all (chess's checkmate and stalemate). Search calls it before generating moves, and
    /// calls `outcome` when the move list comes back empty. The default is `outcome` itself.
    fn quick_outcome(&self) -> Option<Outcome> {
        self.outcome()
    }
}

/// Small indices of moves for the search's history tables: chess. Without them the search
/// hashes the move value for its history and leaves continuation history out.
pub trait History: Game {
    /// The number of continuation-history indices (0, the default, when the game has none).
    const CONTINUATION_SLOTS: usize = 0;

    /// A small index of the move for the search's history table (below 8192, for example
    /// from-square × 64 + to-square), or `None` (the default) to let search hash the move
    /// value. Two moves may share an index; it only blurs the ordering.
    fn history_index(_mv: Self::Move) -> Option<usize> {
        None
    }

    /// A small index of the move for the search's continuation history (how good a move is in
    /// reply to the move before it, and as a follow-up to the side's own previous move): below
    /// [`CONTINUATION_SLOTS`](History::CONTINUATION_SLOTS), for example piece kind × 64 +
    /// to-square. `None` (the default) leaves continuation history out.
    fn continuation_index(_mv: Self::Move) -> Option<usize> {
        None
    }
}
