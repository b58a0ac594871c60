//! The position: one 64-bit board per colour and the side to move; phases and playing moves.

use ply_core::Side;

use crate::{
    Move, Square,
    bitboard::{DARK, LIGHT, between},
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
    /// Stones per side, indexed by [`Side::index`].
    stones: [u64; 2],
    to_move: Side,
}

impl Konane {
    /// The start: every square filled, White on the dark squares, Black on the light ones,
    /// Black to move.
    pub const START: Konane = Konane {
        stones: [DARK, LIGHT],
        to_move: Side::Black,
    };

    /// A position from its boards, without any check (the text reader checks).
    pub(crate) const fn from_parts(white: u64, black: u64, to_move: Side) -> Konane {
        Konane {
            stones: [white, black],
            to_move,
        }
    }

    /// The squares holding `side`'s stones (bit `i` is square index `i`, a1 = 0).
    #[inline]
    pub const fn stones(&self, side: Side) -> u64 {
        self.stones[side.index()]
    }

    /// The empty squares.
    #[inline]
    pub const fn empty(&self) -> u64 {
        !(self.stones[0] | self.stones[1])
    }

    /// Whose stone is on `sq`, if any.
    pub const fn stone_at(&self, sq: Square) -> Option<Side> {
        if self.stones[Side::White.index()] & sq.bit() != 0 {
            Some(Side::White)
        } else if self.stones[Side::Black.index()] & sq.bit() != 0 {
            Some(Side::Black)
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
        let us = self.to_move.index();
        match mv {
            Move::Remove(sq) => self.stones[us] &= !sq.bit(),
            Move::Jump { from, to } => {
                self.stones[us] ^= from.bit() | to.bit();
                self.stones[us ^ 1] &= !between(from, to);
            }
        }
        self.to_move = self.to_move.opposite();
    }

    /// A hash of the stones and the side to move.
    pub fn hash_value(&self) -> u64 {
        let white = mix(self.stones[0] ^ 0x6a09_e667_f3bc_c908);
        let black = mix(white ^ self.stones[1]);
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
