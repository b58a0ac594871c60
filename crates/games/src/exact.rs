//! What a position is worth for certain, where a game's exact knowledge reaches it: the
//! endgame databases a draughts search is given ([`Context`]'s tables) and Kalah's solver. A
//! search may prove a result too, but only as far as its nodes reach; these values hold
//! whatever the search would say, so `ply-puzzles` holds puzzles against them.

use ply_draughts::Draughts;
use ply_kalah::{Kalah, Solver, solver::table_bits_for};
use ply_search::Proven;

use crate::{
    context::Context,
    typed::{AnyRecord, Typed},
};

/// A position's exact value for its side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Exact {
    pub proven: Proven,
    /// Kalah: the final store margin with perfect play by both sides (own store minus the
    /// opponent's). Draughts: 1, 0 or -1.
    pub score: i32,
    /// Where the value comes from.
    pub by: ExactSource,
}

/// What gave an [`Exact`] value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ExactSource {
    /// The draughts endgame databases (values without the move-count draw rules).
    Tables,
    /// Kalah's exact solver.
    Solver,
}

/// Boards one Kalah solve may search before it gives up: far beyond any position of 30 seeds
/// in the pits (the shipped puzzles hold at most 30), and a bound on the time a position with
/// many more seeds may take (the start of Kalah(6,4) needs 1.25 G).
pub const KALAH_NODES: u64 = 100_000_000;

impl Exact {
    /// The value for the other side.
    pub fn flip(self) -> Exact {
        Exact {
            proven: match self.proven {
                Proven::Win => Proven::Loss,
                Proven::Loss => Proven::Win,
                Proven::Draw => Proven::Draw,
            },
            score: -self.score,
            by: self.by,
        }
    }
}

impl Context {
    /// The exact value of the record's current position for its side to move: by the endgame
    /// databases of this context that serve its rules and hold its material (every position
    /// of a held signature, a capture pending or not), or by Kalah's solver within
    /// [`KALAH_NODES`] boards. `None` for every other game and position. The position is
    /// valued on its own, as the databases and the solver see it: not the game's draw by
    /// repetition or by its move-count rules.
    pub fn exact(&self, record: &dyn AnyRecord) -> Option<Exact> {
        let any = record.as_any();
        if let Some(typed) = any.downcast_ref::<Typed<Draughts>>() {
            let pos = typed.record.current();
            let value = self.draughts.tables_for(pos.variant())?.value(pos)?;
            let proven = match value.score() {
                1 => Proven::Win,
                0 => Proven::Draw,
                _ => Proven::Loss,
            };
            return Some(Exact {
                proven,
                score: value.score(),
                by: ExactSource::Tables,
            });
        }
        let pos: &Kalah = any.downcast_ref::<Typed<Kalah>>()?.record.current();
        let solved = Solver::with_table_bits(table_bits_for(pos.seeds_in_pits()))
            .solve_within(pos, KALAH_NODES)?;
        let proven = match solved.margin.signum() {
            1 => Proven::Win,
            0 => Proven::Draw,
            _ => Proven::Loss,
        };
        Some(Exact {
            proven,
            score: solved.margin,
            by: ExactSource::Solver,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kalah_is_solved_and_other_games_are_not_without_tables() {
        let kalah = crate::find("kalah").unwrap();
        // South moves: pit 6 puts its one seed into the store and the game ends 37-35.
        let record = kalah
            .new_game(&[], Some("0,0,0,0,0,1,36,0,0,0,0,0,1,34 S"))
            .unwrap();
        let exact = Context::default().exact(record.as_ref()).unwrap();
        assert_eq!(exact.by, ExactSource::Solver);
        assert_eq!((exact.proven, exact.score), (Proven::Win, 2));
        assert_eq!(exact.flip().score, -exact.score);
        for game in ["kabe", "draughts", "chess", "konane"] {
            let record = crate::find(game).unwrap().new_game(&[], None).unwrap();
            assert_eq!(Context::default().exact(record.as_ref()), None, "{game}");
        }
    }
}
