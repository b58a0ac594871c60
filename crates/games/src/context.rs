//! What every engine is given besides its game: the values `ply --eval` and `--egdb` choose
//! (the draughts evaluation and endgame databases), held by each engine's searcher rather than
//! set for the whole process. The other games need none and ask their positions.

use ply_chess::Chess;
use ply_core::{Evaluate, Solved};
use ply_draughts::{Draughts, Draughts12};
use ply_kalah::Kalah;
use ply_konane::Konane;

/// The settings of every game's search. The default is each game's own evaluation and oracle,
/// without endgame databases.
#[derive(Clone, Debug, Default)]
pub struct Context {
    /// The draughts evaluation and endgame databases.
    pub draughts: ply_draughts::Context,
}

/// Draughts asks its context.
macro_rules! draughts {
    ($g:ty) => {
        impl ply_core::Context<$g> for Context {
            #[inline]
            fn evaluate(&self, pos: &$g) -> i32 {
                ply_core::Context::<$g>::evaluate(&self.draughts, pos)
            }
            fn solve(&self, pos: &$g) -> Option<Solved<<$g as ply_core::Game>::Move>> {
                ply_core::Context::<$g>::solve(&self.draughts, pos)
            }
        }
    };
}

/// The other games ask their positions.
macro_rules! own {
    ($g:ty) => {
        impl ply_core::Context<$g> for Context {
            #[inline]
            fn evaluate(&self, pos: &$g) -> i32 {
                pos.evaluate()
            }
            fn solve(&self, pos: &$g) -> Option<Solved<<$g as ply_core::Game>::Move>> {
                ply_core::Oracle::solve(pos)
            }
        }
    };
}

draughts!(Draughts);
draughts!(Draughts12);
own!(Chess);
own!(Kalah);
own!(Konane);
