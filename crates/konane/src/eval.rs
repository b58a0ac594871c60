//! Static evaluation, from the side to move's point of view. Konane is lost by the player who
//! runs out of moves, so every term is about moves: how many each side has now, how many of
//! them land on a square where the stone cannot be taken straight back, and stones whose fate
//! is already settled (never capturable, or never able to move again).

use crate::{Konane, bitboard::Dir, movegen::for_each_landing};

/// Per legal move the side has now (mobility: own moves minus the opponent's).
pub const MOBILITY: i32 = 10;
/// Per move whose landing stone the opponent cannot capture with the next move.
pub const SAFE_MOVE: i32 = 4;
/// Per stone that no enemy stone can ever capture.
pub const UNCAPTURABLE: i32 = 2;
/// Per stone that can never move again: at best idle, at worst a source of enemy moves.
pub const IMMOBILE: i32 = -2;

/// What the evaluation counts for one side.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Terms {
    moves: i32,
    safe_moves: i32,
    uncapturable: i32,
    immobile: i32,
}

impl Terms {
    fn score(self) -> i32 {
        MOBILITY * self.moves
            + SAFE_MOVE * self.safe_moves
            + UNCAPTURABLE * self.uncapturable
            + IMMOBILE * self.immobile
    }
}

impl Konane {
    /// The static evaluation from the side to move's point of view (see the module's weights).
    pub fn evaluation(&self) -> i32 {
        let (us, them) = (self.mover(), self.other());
        let empty = self.empty();
        let (reach_us, reach_them) = reach(us, them);
        let ours = terms(us, them, empty, reach_them);
        let theirs = terms(them, us, empty, reach_us);
        ours.score() - theirs.score()
    }
}

/// The terms for the stones `us` against `them`; `reach_them` holds every square an enemy
/// stone might ever stand on.
fn terms(us: u64, them: u64, empty: u64, reach_them: u64) -> Terms {
    // Squares where a stone of ours could be jumped at once: an enemy stone on one side and
    // an empty square on the other, along each axis.
    let across_files = (Dir::West.shift(them) & Dir::East.shift(empty))
        | (Dir::East.shift(them) & Dir::West.shift(empty));
    let across_ranks = (Dir::South.shift(them) & Dir::North.shift(empty))
        | (Dir::North.shift(them) & Dir::South.shift(empty));
    let mut t = Terms::default();
    for_each_landing(us, them, empty, |dir, _, landings| {
        // Along the jump's line the square behind the landing stone is now empty (the last
        // stone taken), so an enemy stone in front of it can jump it.
        let across = match dir {
            Dir::North | Dir::South => across_files,
            Dir::East | Dir::West => across_ranks,
        };
        let exposed = across | dir.opposite().shift(them);
        t.moves += landings.count_ones() as i32;
        t.safe_moves += (landings & !exposed).count_ones() as i32;
    });
    let mut capturable = 0;
    let mut movable = 0;
    for d in Dir::ALL {
        let back = d.opposite();
        let enemy_next = back.shift(reach_them);
        capturable |= enemy_next & d.shift(!0);
        movable |= enemy_next & back.shift(back.shift(!0));
    }
    t.uncapturable = (us & !capturable).count_ones() as i32;
    t.immobile = (us & !movable).count_ones() as i32;
    t
}

/// Every square each side's stones might ever stand on (a superset): a stone can only get
/// somewhere by jumping over squares the other side might hold.
fn reach(us: u64, them: u64) -> (u64, u64) {
    let (mut a, mut b) = (us, them);
    loop {
        let (mut next_a, mut next_b) = (a, b);
        for d in Dir::ALL {
            next_a |= d.shift(d.shift(a) & b);
            next_b |= d.shift(d.shift(b) & a);
        }
        if next_a == a && next_b == b {
            return (a, b);
        }
        (a, b) = (next_a, next_b);
    }
}

#[cfg(test)]
mod tests {
    use ply_core::Side;

    use super::*;

    /// The evaluation for `side`, whoever is to move.
    fn score_for(pos: &Konane, side: Side) -> i32 {
        let e = pos.evaluation();
        if pos.to_move() == side { e } else { -e }
    }

    fn pos(text: &str) -> Konane {
        Konane::parse(text).unwrap()
    }

    #[test]
    fn start_is_level() {
        assert_eq!(Konane::START.evaluation(), 0);
    }

    #[test]
    fn more_moves_is_better() {
        // White has a jump (a1-a3 over a2), Black has none.
        let p = pos("8/8/8/8/8/8/b7/w7 w");
        assert_eq!(p.move_count(), 1);
        assert!(p.evaluation() > 0, "{}", p.evaluation());
        assert!(score_for(&p, Side::Black) < 0);
    }

    #[test]
    fn terms_count_safe_moves_and_settled_stones() {
        // White a1 can jump a2 to a3; a3 is then safe. Black h7 is far from everything.
        let white = 1u64;
        let black = (1u64 << 8) | (1u64 << 55);
        let empty = !(white | black);
        let (rw, rb) = reach(white, black);
        let t = terms(white, black, empty, rb);
        assert_eq!(t.moves, 1);
        assert_eq!(t.safe_moves, 1);
        // The corner stone can never be captured, and it can move.
        assert_eq!((t.uncapturable, t.immobile), (1, 0));
        let tb = terms(black, white, empty, rw);
        assert_eq!(tb.moves, 0);
        // a2 can be captured; h7 can never be captured nor move.
        assert_eq!((tb.uncapturable, tb.immobile), (1, 1));
    }

    #[test]
    fn exposed_landing_is_not_safe() {
        // Black b1 jumps c1 to d1, where White e1 can jump it back to c1; or on over e1 to f1,
        // where nothing can reach it.
        let black = 1u64 << 1;
        let white = (1u64 << 2) | (1u64 << 4);
        let t = terms(black, white, !(black | white), reach(white, black).0);
        assert_eq!(t.moves, 2);
        assert_eq!(t.safe_moves, 1);
    }
}
