//! The position: one 64-bit board per colour and the side to move; phases and playing moves.

use ply_core::Side;

use crate::{
    Move, Square,
    bitboard::{DARK, FILE_A, LIGHT},
};

/// Which kind of move the board calls for. It follows from the board alone.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// No empty square: Black removes a stone from a8, h1, d5 or e4.
    BlackRemoves,
    /// One empty square: White removes a stone next to it.
    WhiteRemoves,
    /// Two or more empty squares: every move is a jump.
    Jumps,
}

/// A Konane position: where each side's stones are, and whose turn it is.
///
/// White's stones are always on dark squares and Black's on light ones (a jump moves a stone
/// two squares), so the two boards never overlap.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Konane {
    /// The side to move's stones.
    mover: u64,
    /// The other side's stones.
    other: u64,
    to_move: Side,
}

impl Konane {
    /// The start: every square filled, White on the dark squares, Black on the light ones,
    /// Black to move.
    pub const START: Konane = Konane {
        mover: LIGHT,
        other: DARK,
        to_move: Side::Black,
    };

    /// A position from its boards, without any check (the text reader checks).
    pub(crate) const fn from_parts(white: u64, black: u64, to_move: Side) -> Konane {
        match to_move {
            Side::White => Konane {
                mover: white,
                other: black,
                to_move,
            },
            Side::Black => Konane {
                mover: black,
                other: white,
                to_move,
            },
        }
    }

    /// The squares holding `side`'s stones (bit `i` is square index `i`, a1 = 0).
    #[inline]
    pub const fn stones(&self, side: Side) -> u64 {
        if side as u8 == self.to_move as u8 {
            self.mover
        } else {
            self.other
        }
    }

    /// The side to move's stones.
    #[inline(always)]
    pub(crate) const fn mover(&self) -> u64 {
        self.mover
    }

    /// The stones of the side not to move.
    #[inline(always)]
    pub(crate) const fn other(&self) -> u64 {
        self.other
    }

    /// The empty squares.
    #[inline]
    pub const fn empty(&self) -> u64 {
        !(self.mover | self.other)
    }

    /// Whose stone is on `sq`, if any.
    pub const fn stone_at(&self, sq: Square) -> Option<Side> {
        if self.mover & sq.bit() != 0 {
            Some(self.to_move)
        } else if self.other & sq.bit() != 0 {
            Some(self.to_move.opposite())
        } else {
            None
        }
    }

    /// The player whose turn it is.
    #[inline]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// The phase the board is in: no empty square, one, or more.
    #[inline]
    pub const fn phase(&self) -> Phase {
        let empty = self.empty();
        if empty == 0 {
            Phase::BlackRemoves
        } else if empty & (empty - 1) == 0 {
            Phase::WhiteRemoves
        } else {
            Phase::Jumps
        }
    }

    /// Plays a move produced by the move generator for this position.
    #[inline]
    pub fn play_move(&mut self, mv: Move) {
        match mv {
            Move::Remove(sq) => self.mover &= !sq.bit(),
            Move::Jump { from, to } => {
                self.mover ^= from.bit() | to.bit();
                self.other &= !jumped_over(from, to);
            }
        }
        (self.mover, self.other) = (self.other, self.mover);
        self.to_move = self.to_move.opposite();
    }

    /// A hash of the stones and the side to move.
    pub fn hash_value(&self) -> u64 {
        let white = mix(self.stones(Side::White) ^ 0x6a09_e667_f3bc_c908);
        let black = mix(white ^ self.stones(Side::Black));
        match self.to_move {
            Side::White => black,
            Side::Black => black ^ 0xbb67_ae85_84ca_a73b,
        }
    }
}

impl Default for Konane {
    fn default() -> Konane {
        Konane::START
    }
}

/// The squares strictly between the two ends of a jump (on one rank or one file): the stones
/// taken and the empty squares it passed through. Cheaper than a general "between".
#[inline(always)]
fn jumped_over(from: Square, to: Square) -> u64 {
    let (lo, hi) = if from.index() < to.index() {
        (from.index(), to.index())
    } else {
        (to.index(), from.index())
    };
    let span = ((1u64 << hi) - 1) & !((2u64 << lo) - 1);
    // Along a rank the span is already the squares between; along a file keep that file only.
    let line = if from.rank() == to.rank() {
        !0
    } else {
        FILE_A << from.file()
    };
    span & line
}

/// A bijective 64-bit mixer (the SplitMix64 finaliser).
#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn start_position() {
        let p = Konane::START;
        assert_eq!(p.empty(), 0);
        assert_eq!(p.phase(), Phase::BlackRemoves);
        assert_eq!(p.to_move(), Side::Black);
        assert_eq!(p.stone_at(sq("a1")), Some(Side::White));
        assert_eq!(p.stone_at(sq("a8")), Some(Side::Black));
        assert_eq!(p.stones(Side::White).count_ones(), 32);
    }

    #[test]
    fn removals_and_a_jump() {
        let mut p = Konane::START;
        p.play_move(Move::Remove(sq("d5")));
        assert_eq!(p.phase(), Phase::WhiteRemoves);
        assert_eq!(p.stone_at(sq("d5")), None);
        assert_eq!(p.to_move(), Side::White);
        p.play_move(Move::Remove(sq("d4")));
        assert_eq!(p.phase(), Phase::Jumps);
        p.play_move(Move::Jump {
            from: sq("d7"),
            to: sq("d5"),
        });
        assert_eq!(p.stone_at(sq("d7")), None);
        assert_eq!(p.stone_at(sq("d6")), None);
        assert_eq!(p.stone_at(sq("d5")), Some(Side::Black));
        assert_eq!(p.to_move(), Side::White);
        assert_eq!(p.stones(Side::White).count_ones(), 30);
        assert_eq!(p.stones(Side::Black).count_ones(), 31);
    }

    #[test]
    fn squares_jumped_over() {
        let board = |names: &[&str]| names.iter().fold(0, |b, n| b | sq(n).bit());
        assert_eq!(jumped_over(sq("b3"), sq("f3")), board(&["c3", "d3", "e3"]));
        assert_eq!(jumped_over(sq("f3"), sq("b3")), board(&["c3", "d3", "e3"]));
        assert_eq!(jumped_over(sq("d7"), sq("d3")), board(&["d4", "d5", "d6"]));
        assert_eq!(jumped_over(sq("a1"), sq("a3")), board(&["a2"]));
        assert_eq!(
            jumped_over(sq("a1"), sq("h1")),
            board(&["b1", "c1", "d1", "e1", "f1", "g1"])
        );
    }

    #[test]
    fn hash_depends_on_side_and_stones() {
        let p = Konane::START;
        let mut q = p;
        q.to_move = Side::White;
        assert_ne!(p.hash_value(), q.hash_value());
        let mut r = p;
        r.play_move(Move::Remove(sq("a8")));
        assert_ne!(p.hash_value(), r.hash_value());
        assert_eq!(p.hash_value(), Konane::START.hash_value());
    }
}
