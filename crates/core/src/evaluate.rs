//! What the search needs from a game beyond its rules: a static evaluation, an exact oracle
//! where the game has one, and hooks that make the search of one game stronger without a line
//! of game-specific code in the search. Every hook but [`Evaluate::evaluate`] has a neutral
//! default, so a new game starts with one function.

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

/// The search's view of a game: how good a position looks, and what helps order and prune the
/// moves. The rules themselves stay in [`Game`]; a game implements this trait once to be
/// searched, and the computer opponent, `analyze`, the bench and the protocols ask for
/// `G: Evaluate`.
pub trait Evaluate: Game {
    /// Whether a finished game is scored by its margin rather than as a plain win or loss
    /// (Kalah: the final store difference). Search then scores a finished position by
    /// [`evaluate`](Evaluate::evaluate), which must return the exact final margin there.
    const MARGIN_SCORING: bool = false;

    /// A static evaluation for search, from the side to move's point of view, in the game's unit:
    /// 100 per man in draughts, centipawns in chess, seeds of store margin in Kalah. For a
    /// finished position it only matters when [`MARGIN_SCORING`](Evaluate::MARGIN_SCORING) is set.
    fn evaluate(&self) -> i32;

    /// About one unit of material in [`evaluate`](Evaluate::evaluate)'s scale (a pawn, a man, a
    /// seed). Search uses it only to scale the weakening of lower playing levels (how far below
    /// the best move a move may score and still be picked). The default is 100 (centipawns,
    /// 100 per man), or 1 for margin-scored games, whose unit is the margin itself.
    const EVAL_UNIT: i32 = if Self::MARGIN_SCORING { 1 } else { 100 };

    /// A lead that about decides a game, in [`evaluate`](Evaluate::evaluate)'s scale: an
    /// evaluation bar is three quarters full at this score. The search never reads it. Two and
    /// a half units by default (men in draughts).
    const CLEAR_LEAD: i32 = Self::EVAL_UNIT * 5 / 2;

    /// An exact answer from an endgame oracle (a solver or tablebase), where the game has one
    /// for this position: the best move and the exact score in the game's unit from the side to
    /// move's point of view. `None` when the position is out of the oracle's reach.
    fn solve(&self) -> Option<Solved<Self::Move>> {
        None
    }

    /// Whether the move is a capture (or otherwise changes material); search uses it for
    /// quiescence.
    fn is_capture(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether the side to move is in check (chess). Search extends the depth of a node in
    /// check, searches every legal move there in quiescence and never prunes it. The default,
    /// `false`, suits games without check.
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
    /// all. Search calls it before generating moves, and calls `outcome` when the move list
    /// comes back empty. The default is `outcome` itself.
    fn quick_outcome(&self) -> Option<Outcome> {
        self.outcome()
    }

    /// Fills `moves` with the legal captures (the moves [`is_capture`](Evaluate::is_capture) names)
    /// alone and returns `true`, for quiescence at a node not in check; returns `false` (the
    /// default) when the game has no such generator, and search then filters `legal_moves`.
    /// A game that implements it lets quiescence stand pat whenever the side to move is not in
    /// check.
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
    /// [`PRUNING`](Evaluate::PRUNING) is set. The default is `false`.
    fn capture_loses(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The material a capture (or promotion) wins outright, in [`evaluate`](Evaluate::evaluate)'s
    /// unit; quiescence skips a capture that cannot lift the score to alpha even so (delta
    /// pruning, only when [`PRUNING`](Evaluate::PRUNING) is set).
    fn capture_gain(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A small index of the move for the search's history table (below 8192, for example
    /// from-square × 64 + to-square), or `None` (the default) to let search hash the move
    /// value. Two moves may share an index; it only blurs the ordering.
    fn history_index(_mv: Self::Move) -> Option<usize> {
        None
    }

    /// A small index of the move for the search's continuation history (how good a move is in
    /// reply to the move before it, and as a follow-up to the side's own previous move): below
    /// [`CONTINUATION_SLOTS`](Evaluate::CONTINUATION_SLOTS), for example piece kind × 64 +
    /// to-square. `None` (the default) leaves continuation history out.
    fn continuation_index(_mv: Self::Move) -> Option<usize> {
        None
    }

    /// The number of continuation-history indices (0 when the game has none).
    const CONTINUATION_SLOTS: usize = 0;

    /// Whether the move crowns a man or promotes a pawn. Games with
    /// [`SELECTIVE`](Evaluate::SELECTIVE) set search it in quiescence beside the captures and
    /// never reduce it. The default is `false`.
    fn is_promotion(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether search is selective the way draughts programs are, for games whose captures are
    /// compulsory (so the static evaluation cannot prune): a node away from the principal
    /// variation whose much shallower search already clears beta by a margin is cut (ProbCut),
    /// a forced move is searched a ply deeper, and late quiet moves are reduced from the second
    /// move on. Off by default.
    const SELECTIVE: bool = false;

    /// Whether search may prune on the static evaluation: reverse futility and futility
    /// pruning near the leaves, delta and losing-capture pruning in quiescence, aspiration
    /// windows and stronger late-move reductions; quiescence then stands pat whenever the side
    /// to move is not in check (so a game with compulsory captures should not set it). Off by
    /// default, which leaves the search of a game exactly as it was without these hooks; chess
    /// sets it.
    const PRUNING: bool = false;
}
