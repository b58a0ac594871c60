//! What the search needs from a game beyond its rules: a static evaluation with its scale and
//! how far the search may trust it, and the search hooks of [`crate::search_hooks`] grouped by
//! purpose. Every item but [`Evaluate::evaluate`] has a neutral default, so a new game starts
//! with one function and four empty impls.

use crate::{Check, Game, History, Oracle, Tactics};

/// The search's view of a game: how good a position looks, in which unit, and whether the
/// search may prune on it. The rules themselves stay in [`Game`]; the hooks that make one game's
/// search stronger are the supertraits, each with neutral defaults: [`Tactics`] (captures and
/// promotions for quiescence and ordering), [`Check`] (check, the null move, a cheap outcome),
/// [`History`] (move indices for the history tables) and [`Oracle`] (an exact endgame answer).
/// A game implements these once to be searched, and the computer opponent, `analyze`, the
/// bench and the protocols ask for `G: Evaluate`; the search is compiled for each game.
pub trait Evaluate: Game + Tactics + Check + History + Oracle {
    /// A static evaluation for search, from the side to move's point of view, in the game's unit:
    /// 100 per man in draughts, centipawns in chess, seeds of store margin in Kalah. For a
    /// finished position it only matters when [`MARGIN_SCORING`](Evaluate::MARGIN_SCORING) is set.
    fn evaluate(&self) -> i32;

    /// Whether a finished game is scored by its margin rather than as a plain win or loss
    /// (Kalah: the final store difference). Search then scores a finished position by
    /// [`evaluate`](Evaluate::evaluate), which must return the exact final margin there.
    const MARGIN_SCORING: bool = false;

    /// About one unit of material in [`evaluate`](Evaluate::evaluate)'s scale (a pawn, a man, a
    /// seed). Search uses it only to scale the weakening of lower playing levels (how far below
    /// the best move a move may score and still be picked). The default is 100 (centipawns,
    /// 100 per man), or 1 for margin-scored games, whose unit is the margin itself.
    const EVAL_UNIT: i32 = if Self::MARGIN_SCORING { 1 } else { 100 };

    /// A lead that about decides a game, in [`evaluate`](Evaluate::evaluate)'s scale: an
    /// evaluation bar is three quarters full at this score. The search never reads it. Two and
    /// a half units by default (men in draughts).
    const CLEAR_LEAD: i32 = Self::EVAL_UNIT * 5 / 2;

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
