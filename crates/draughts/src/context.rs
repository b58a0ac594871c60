//! What a draughts search is given besides the positions: the evaluation chosen and the endgame
//! databases loaded, as values held by the searcher (`ply_search::Searcher::with_context`)
//! rather than process-wide settings.

use std::sync::Arc;

use ply_core::Solved;

use crate::{
    Draughts, Draughts12, Move,
    egdb::{self, Tables},
    eval::{self, Evaluation},
    variant::Variant,
};

/// The evaluation and the endgame databases of a draughts search. The default is the default
/// evaluation without databases: what the positions' own `evaluate` and `solve` give.
#[derive(Clone, Debug, Default)]
pub struct Context {
    /// The evaluation of kabe and international draughts (`ply --eval`).
    pub evaluation: Evaluation,
    /// Endgame databases (`ply --egdb`); a position is answered by the tables that
    /// [serve](Tables::serves) its rules.
    pub tables: Vec<Arc<Tables>>,
}

impl Context {
    /// The tables that serve `variant`, if any.
    pub fn tables_for(&self, variant: &Variant) -> Option<&Tables> {
        self.tables.iter().find(|t| t.serves(variant)).map(|t| &**t)
    }
}

impl ply_core::Context<Draughts> for Context {
    #[inline]
    fn evaluate(&self, pos: &Draughts) -> i32 {
        self.evaluation.evaluate(pos)
    }

    fn solve(&self, pos: &Draughts) -> Option<Solved<Move>> {
        if self.tables.is_empty() {
            return None;
        }
        egdb::solve(pos, self.tables_for(pos.variant())?, &self.evaluation)
    }
}

/// The 12×12 board has the classic evaluation and no databases.
impl ply_core::Context<Draughts12> for Context {
    #[inline]
    fn evaluate(&self, pos: &Draughts12) -> i32 {
        eval::classic(pos)
    }

    fn solve(&self, _: &Draughts12) -> Option<Solved<Move<u128>>> {
        None
    }
}
