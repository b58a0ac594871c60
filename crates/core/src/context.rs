//! What a search is given besides the positions: the values its static evaluation and its
//! endgame oracle read (for draughts, the evaluation chosen and the endgame databases loaded),
//! held by the searcher and passed to every call, instead of process-wide settings.

use crate::{Evaluate, Solved};

/// The evaluation and the oracle a search of game `G` asks. `()` asks the game itself
/// ([`Evaluate::evaluate`], [`Oracle::solve`](crate::Oracle::solve)), which is what a game
/// without settings needs.
pub trait Context<G: Evaluate>: Send + Sync + 'static {
    /// The static evaluation of `pos`, as [`Evaluate::evaluate`] would give it under these
    /// settings.
    fn evaluate(&self, pos: &G) -> i32;

    /// The oracle's exact answer for `pos`, as [`Oracle::solve`](crate::Oracle::solve) would
    /// give it under these settings.
    fn solve(&self, pos: &G) -> Option<Solved<G::Move>>;
}

impl<G: Evaluate> Context<G> for () {
    #[inline(always)]
    fn evaluate(&self, pos: &G) -> i32 {
        pos.evaluate()
    }

    #[inline(always)]
    fn solve(&self, pos: &G) -> Option<Solved<G::Move>> {
        pos.solve()
    }
}
