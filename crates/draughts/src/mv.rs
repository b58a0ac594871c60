//! A draughts move: start, end and the set of captured squares (as in Scan), so that two
//! capture paths with the same start, end and captured pieces are the same move.

use crate::board::{Bits, Numbering, Word};

/// A move: from, to, the captured pieces and whether the moving man is crowned.
///
/// Squares are stored as bits of the engine's board layout (see [`Move::captured_bits`]);
/// the accessors give square numbers. Writing a move needs the position
/// ([`ply_core::Game::format_move`]), because the shortest unambiguous form depends on the
/// other legal moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Move<W: Word = u64> {
    captured: W,
    from: u8,
    to: u8,
    /// Bit 0: the man is crowned; bits 1..8: the board's [`Numbering::code`].
    flags: u8,
}

/// The name the public API uses for a draughts move (of the 8×8 and 10×10 boards).
pub type DraughtsMove = Move<u64>;

const CROWN: u8 = 1;

impl<W: Word> Move<W> {
    #[inline(always)]
    pub(crate) fn new(code: u8, from: u32, to: u32, captured: W, crown: bool) -> Move<W> {
        Move {
            captured,
            from: from as u8,
            to: to as u8,
            flags: (code << 1) | if crown { CROWN } else { 0 },
        }
    }

    fn numbering(&self) -> Numbering {
        Numbering::from_code(self.flags >> 1)
    }

    /// The start square's number.
    pub fn from(&self) -> u32 {
        self.numbering().square(u32::from(self.from))
    }

    /// The end square's number (equal to the start for a capture that comes back).
    pub fn to(&self) -> u32 {
        self.numbering().square(u32::from(self.to))
    }

    /// The captured squares' numbers, ascending.
    pub fn captured(&self) -> impl Iterator<Item = u32> + use<W> {
        let numbering = self.numbering();
        let mut squares: Vec<u32> = Bits(self.captured).map(|b| numbering.square(b)).collect();
        squares.sort_unstable();
        squares.into_iter()
    }

    /// How many pieces the move captures.
    pub fn captured_count(&self) -> u32 {
        self.captured.count_ones()
    }

    /// Whether the move captures.
    pub fn is_capture(&self) -> bool {
        self.captured != W::ZERO
    }

    /// Whether the moving man becomes a king.
    pub fn crowns(&self) -> bool {
        self.flags & CROWN != 0
    }

    /// The captured squares as a bit set of the engine's layout: square `s` (1-based) is bit
    /// `(s - 1) + (s - 1) / size`, one ghost bit being left out after every two rows (on the
    /// mirrored Italian board, `s` is the number of the mirror-image square).
    pub fn captured_bits(&self) -> W {
        self.captured
    }

    #[inline(always)]
    pub(crate) fn origin_bit(self) -> u32 {
        u32::from(self.from)
    }

    #[inline(always)]
    pub(crate) fn target_bit(self) -> u32 {
        u32::from(self.to)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::bit_of;

    #[test]
    fn accessors_give_square_numbers() {
        let n = 5;
        let captured = 1u64 << bit_of(22, n) | 1u64 << bit_of(13, n);
        let mv: Move = Move::new(n as u8, bit_of(27, n), bit_of(9, n), captured, false);
        assert_eq!((mv.from(), mv.to()), (27, 9));
        assert_eq!(mv.captured().collect::<Vec<_>>(), vec![13, 22]);
        assert_eq!(mv.captured_count(), 2);
        assert!(mv.is_capture() && !mv.crowns());
        assert_eq!(std::mem::size_of::<Move>(), 16);
    }
}
