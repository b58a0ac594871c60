//! Board geometry: the dark squares of an 8×8 or 10×10 board on a 64-bit word with ghost bits,
//! of the 12×12 board on a 128-bit one.
//!
//! A new board is a [`Geometry`] (its word, squares per row and masks) and a line in the
//! dispatch of its word (`dispatch.rs`).
//!
//! With `n` squares per row (4, 5 or 6), the 0-based square `s` (square number minus one) sits on
//! bit `s + s / (2n)`: after every two rows one ghost bit is left out. The four diagonal
//! neighbours of a bit are then always at the same distances, `n` and `n + 1`, whatever the
//! row; a step that leaves the board lands on a ghost bit or outside the board mask.
//!
//! The Turkish board ([`Full`]) uses every square of 8×8: square `s` (1–64, row by row from
//! the top left as White sees it) is bit `s - 1`, and the four directions are orthogonal (up,
//! left, right, down: ∓8 and ∓1, with the files masked so that a step never wraps a row).
//! Written with `n = 8` "squares per row", the numbering helpers below treat it so too.

use std::{
    fmt::Debug,
    hash::Hash,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr},
};

/// The word whose bits are a board's squares: `u64` for the 8×8 and 10×10 boards, `u128` for
/// the 12×12 board (72 squares and 5 ghost bits). Bit operations only: which boards a word
/// plays and how an operation reaches the geometry of a position's board is
/// [`Dispatch`](crate::Dispatch)'s business. Sealed: implemented for these two only.
pub trait Word:
    sealed::Sealed
    + Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No square.
    const ZERO: Self;
    /// The bits of the word.
    const BITS: u32;

    /// The word with only bit `bit` set.
    fn bit(bit: u32) -> Self;
    /// 1 for true, 0 for false.
    fn from_bool(on: bool) -> Self;
    fn count_ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
    fn rotate_left(self, n: u32) -> Self;
    /// The word without its lowest set bit.
    fn without_lowest(self) -> Self;
    /// 64 bits that depend on every bit of the word (the word itself when it has 64).
    fn fold(self) -> u64;
    /// The low 64 bits (the board mask of the word's geometries fits in them or not).
    fn low(self) -> u64;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
}

macro_rules! word_ops {
    ($t:ty) => {
        const ZERO: $t = 0;
        const BITS: u32 = <$t>::BITS;

        #[inline(always)]
        fn bit(bit: u32) -> $t {
            1 << bit
        }
        #[inline(always)]
        fn from_bool(on: bool) -> $t {
            <$t>::from(on)
        }
        #[inline(always)]
        fn count_ones(self) -> u32 {
            <$t>::count_ones(self)
        }
        #[inline(always)]
        fn trailing_zeros(self) -> u32 {
            <$t>::trailing_zeros(self)
        }
        #[inline(always)]
        fn rotate_left(self, n: u32) -> $t {
            <$t>::rotate_left(self, n)
        }
        #[inline(always)]
        fn without_lowest(self) -> $t {
            self & self.wrapping_sub(1)
        }
    };
}

impl Word for u64 {
    word_ops!(u64);

    #[inline(always)]
    fn fold(self) -> u64 {
        self
    }
    #[inline(always)]
    fn low(self) -> u64 {
        self
    }
}

impl Word for u128 {
    word_ops!(u128);

    #[inline(always)]
    fn fold(self) -> u64 {
        (self as u64) ^ ((self >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }
    #[inline(always)]
    fn low(self) -> u64 {
        self as u64
    }
}

/// Men on the first `rows` rows of each side (0: the board's usual `n - 1` rows).
pub(crate) fn start_bits<G: Geometry>(rows: u32) -> (G::W, G::W) {
    let rows_of_men = if rows == 0 { G::N - 1 } else { rows };
    let count = rows_of_men * G::N;
    let (mut white, mut black) = (G::W::ZERO, G::W::ZERO);
    for sq in 1..=count {
        black |= G::W::bit(bit_of(sq, G::N));
        white |= G::W::bit(bit_of(G::SQUARES + 1 - sq, G::N));
    }
    (white, black)
}

/// One board size: squares per row and the masks derived from it.
pub(crate) trait Geometry {
    /// The word the board's squares are bits of.
    type W: Word;
    /// Dark squares per row (4 on 8×8, 5 on 10×10, 6 on 12×12).
    const N: u32;
    /// Whether pieces also capture along rows and columns (Frisian draughts): a geometry of its
    /// own, so that the other rules' move generation carries no test for it.
    const ORTH: bool = false;
    /// The number of playable squares.
    const SQUARES: u32 = 2 * Self::N * Self::N;
    /// Every playable square's bit.
    const BOARD: Self::W;
    /// White's far row (squares 1..=n): white men are crowned there.
    const WHITE_CROWN: Self::W;
    /// Black's far row (the last n squares).
    const BLACK_CROWN: Self::W;
    /// The left rotation of each direction: right by n + 1 and n, left by n and n + 1. The
    /// board's top bit is far enough below the word's top bit that nothing wraps onto it.
    const ROTATE: [u32; 4] = [
        <Self::W as Word>::BITS - (Self::N + 1),
        <Self::W as Word>::BITS - Self::N,
        Self::N,
        Self::N + 1,
    ];
    /// The squares with a dark square of their own row on their left (all but each row's first).
    const HAS_LEFT: Self::W;
    /// The squares with a dark square of their own row on their right.
    const HAS_RIGHT: Self::W;
    /// The directions White's men move and capture in (Black's are [`Geometry::DOWN`]).
    const UP: &'static [usize] = &UP;
    /// The directions Black's men move and capture in.
    const DOWN: &'static [usize] = &DOWN;
    /// Whether a captured piece leaves the board as soon as it is jumped (Turkish draughts):
    /// its square may then be crossed or landed on again in the same sequence.
    const REMOVE_AT_ONCE: bool = false;

    /// Moves every bit of `b` one step in direction `d`; see [`shift`].
    #[inline(always)]
    fn step(b: Self::W, d: usize) -> Self::W {
        b.rotate_left(Self::ROTATE[d & 3])
    }
}

/// A diagonal board of `$n` squares per row on the word `$w` (`$orth`: with orthogonal
/// captures). The masks are computed on 128 bits and cut to the word.
macro_rules! diagonal_geometry {
    ($name:ident, $w:ty, $n:expr, $orth:expr) => {
        impl Geometry for $name {
            type W = $w;
            const N: u32 = $n;
            const ORTH: bool = $orth;
            const BOARD: $w = board_mask($n) as $w;
            const WHITE_CROWN: $w = (1 << $n) - 1;
            const BLACK_CROWN: $w = ((1 << $n) - 1) << bit_of(2 * $n * $n - $n + 1, $n);
            const HAS_LEFT: $w = (board_mask($n) & !row_ends($n, 0)) as $w;
            const HAS_RIGHT: $w = (board_mask($n) & !row_ends($n, $n - 1)) as $w;
        }
    };
}

/// The 8×8 board (kabe).
pub(crate) struct Eight;
/// The 10×10 board (international draughts).
pub(crate) struct Ten;
/// The 8×8 board under orthogonal captures.
pub(crate) struct EightOrth;
/// The 10×10 board under orthogonal captures (Frisian draughts).
pub(crate) struct TenOrth;
/// The 12×12 board (Canadian draughts), on 128 bits.
pub(crate) struct Twelve;

diagonal_geometry!(Eight, u64, 4, false);
diagonal_geometry!(Ten, u64, 5, false);
diagonal_geometry!(EightOrth, u64, 4, true);
diagonal_geometry!(TenOrth, u64, 5, true);
diagonal_geometry!(Twelve, u128, 6, false);

/// The Turkish board: all 64 squares, four orthogonal directions (0 up, 1 left, 2 right,
/// 3 down; `3 - d` is still the opposite of `d`).
pub(crate) struct Full;

/// The bits of the a-file and the h-file of the full board.
const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

impl Geometry for Full {
    type W = u64;
    const N: u32 = 8;
    const SQUARES: u32 = 64;
    const BOARD: u64 = !0;
    const WHITE_CROWN: u64 = 0xff;
    const BLACK_CROWN: u64 = 0xff << 56;
    const HAS_LEFT: u64 = !FILE_A;
    const HAS_RIGHT: u64 = !FILE_H;
    /// Men move forward and sideways.
    const UP: &'static [usize] = &[0, 1, 2];
    const DOWN: &'static [usize] = &[1, 2, 3];
    const REMOVE_AT_ONCE: bool = true;

    #[inline(always)]
    fn step(b: u64, d: usize) -> u64 {
        match d & 3 {
            0 => b >> 8,
            1 => (b >> 1) & !FILE_H,
            2 => (b << 1) & !FILE_A,
            _ => b << 8,
        }
    }
}

/// Up-left, up-right, down-left, down-right, as White sees the board ("up" is towards square
/// 1). `3 - d` is the opposite of `d`.
pub(crate) const UP: [usize; 2] = [0, 1];
pub(crate) const DOWN: [usize; 2] = [2, 3];
pub(crate) const ALL: [usize; 4] = [0, 1, 2, 3];

/// The orthogonal directions of Frisian captures, numbered after the diagonal ones so that
/// `d ^ 3` is still the opposite of `d`: left, up, down, right as White sees the board.
pub(crate) const ORTHOGONAL: [usize; 4] = [4, 5, 6, 7];

/// Moves every bit of `b` to the next dark square in orthogonal direction `d` (4..8): along the
/// row (left, right: the neighbouring bit, masked at the row's ends) or along the column (up,
/// down: two rows away, `2n + 1` bits, one ghost bit lying between). Bits leaving the board
/// vanish or land outside the board mask: callers mask the result with board squares.
#[inline(always)]
pub(crate) fn shift_orthogonal<G: Geometry>(b: G::W, d: usize) -> G::W {
    match d & 3 {
        0 => (b & G::HAS_LEFT) >> 1,
        1 => b >> (2 * G::N + 1),
        2 => b << (2 * G::N + 1),
        _ => (b & G::HAS_RIGHT) << 1,
    }
}

/// Moves every bit of `b` one step in direction `d`, as one rotation. A bit that leaves the
/// board lands on a ghost bit, or wraps round to the top bits above the board: callers always
/// mask the result with a set of board squares.
#[inline(always)]
pub(crate) fn shift<G: Geometry>(b: G::W, d: usize) -> G::W {
    G::step(b, d)
}

/// The bit of square number `square` (1-based) with `n` squares per row (8: the full board).
pub(crate) const fn bit_of(square: u32, n: u32) -> u32 {
    let s = square - 1;
    if n == 8 {
        return s;
    }
    s + s / (2 * n)
}

/// The square number (1-based) of a bit that is on the board.
pub(crate) const fn square_of(bit: u32, n: u32) -> u32 {
    if n == 8 {
        return bit + 1;
    }
    bit - bit / (2 * n + 1) + 1
}

/// The bits of the `k`-th square (0-based) of every row.
const fn row_ends(n: u32, k: u32) -> u128 {
    let mut mask = 0u128;
    let rows = if n == 8 { 8 } else { 2 * n };
    let mut row = 0;
    while row < rows {
        mask |= 1 << bit_of(row * n + k + 1, n);
        row += 1;
    }
    mask
}

const fn board_mask(n: u32) -> u128 {
    let mut mask = 0u128;
    let mut square = 1;
    while square <= 2 * n * n {
        mask |= 1 << bit_of(square, n);
        square += 1;
    }
    mask
}

/// The row of a bit, 0 at the top (Black's back row, White's crown row).
pub(crate) const fn row_of(bit: u32, n: u32) -> u32 {
    (square_of(bit, n) - 1) / n
}

/// The side of the board with `n` squares per row: 8 or 10 (8 for the full board too).
pub(crate) const fn side_of(n: u32) -> u32 {
    if n == 8 { 8 } else { 2 * n }
}

/// The column (0-based, a..) of a bit.
pub(crate) const fn column_of(bit: u32, n: u32) -> u32 {
    let s = square_of(bit, n) - 1;
    if n == 8 {
        return s % 8;
    }
    let row = s / n;
    2 * (s % n) + (row.is_multiple_of(2) as u32)
}

/// How square numbers sit on the bits: squares per row, and whether the board is the mirror
/// image of the usual one (the Italian board, whose long diagonal runs from White's right).
/// The engine always works on the usual layout, which a mirror image leaves unchanged as a
/// graph; a mirrored board only numbers each row from the other end.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Numbering {
    pub n: u32,
    pub mirrored: bool,
}

impl Numbering {
    /// The bit of square number `square` (1-based).
    #[inline]
    pub const fn bit(self, square: u32) -> u32 {
        bit_of(self.flip(square), self.n)
    }

    /// The square number of a bit that is on the board.
    #[inline]
    pub const fn square(self, bit: u32) -> u32 {
        self.flip(square_of(bit, self.n))
    }

    /// The column (0-based, a.. from White's left) of a bit as the board is shown.
    pub const fn column(self, bit: u32) -> u32 {
        let column = column_of(bit, self.n);
        if self.mirrored {
            side_of(self.n) - 1 - column
        } else {
            column
        }
    }

    /// Whether the square at (row, column), counted from the top left, is a playing square.
    /// On the full (Turkish) board every square is.
    pub const fn dark(self, row: u32, column: u32) -> bool {
        self.n == 8 || (row + column) % 2 == if self.mirrored { 0 } else { 1 }
    }

    /// The row (0 at the top, as White sees the board) of a bit.
    pub const fn row(self, bit: u32) -> u32 {
        row_of(bit, self.n)
    }

    /// The board's side: 8 or 10.
    pub const fn side(self) -> u32 {
        side_of(self.n)
    }

    /// The same square's number on the other board (the usual one ↔ the mirrored one).
    const fn flip(self, square: u32) -> u32 {
        if !self.mirrored {
            return square;
        }
        let s = square - 1;
        s - s % self.n + (self.n - 1 - s % self.n) + 1
    }

    /// One byte for a move to carry: n (4, 5 or 8), and 16 when mirrored.
    pub const fn code(self) -> u8 {
        self.n as u8 | if self.mirrored { MIRRORED } else { 0 }
    }

    /// The numbering of a [`code`](Numbering::code).
    pub const fn from_code(code: u8) -> Numbering {
        Numbering {
            n: (code & 15) as u32,
            mirrored: code & MIRRORED != 0,
        }
    }
}

/// The flag of a mirrored board in a [`Numbering::code`].
pub(crate) const MIRRORED: u8 = 16;

/// Iterates the set bits of a word, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits<W>(pub W);

impl<W: Word> Iterator for Bits<W> {
    type Item = u32;
    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0 == W::ZERO {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 = self.0.without_lowest();
        Some(bit)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kabe_numbering() {
        // 1=b8 sits in row 0, column 1; 5=a7 in row 1, column 0; 29=a1; 32=g1.
        assert_eq!(
            (row_of(bit_of(1, 4), 4), column_of(bit_of(1, 4), 4)),
            (0, 1)
        );
        assert_eq!(
            (row_of(bit_of(5, 4), 4), column_of(bit_of(5, 4), 4)),
            (1, 0)
        );
        assert_eq!(
            (row_of(bit_of(29, 4), 4), column_of(bit_of(29, 4), 4)),
            (7, 0)
        );
        assert_eq!(
            (row_of(bit_of(32, 4), 4), column_of(bit_of(32, 4), 4)),
            (7, 6)
        );
        assert_eq!(Eight::BOARD.count_ones(), 32);
        // Wrapped bits (the top n + 1) never reach the board.
        assert!(Ten::BOARD.leading_zeros() > 6 && Eight::BOARD.leading_zeros() > 5);
        assert_eq!(Ten::BOARD.count_ones(), 50);
    }

    #[test]
    fn international_numbering() {
        assert_eq!(
            (row_of(bit_of(1, 5), 5), column_of(bit_of(1, 5), 5)),
            (0, 1)
        );
        assert_eq!(
            (row_of(bit_of(46, 5), 5), column_of(bit_of(46, 5), 5)),
            (9, 0)
        );
        assert_eq!(
            (row_of(bit_of(50, 5), 5), column_of(bit_of(50, 5), 5)),
            (9, 8)
        );
        for sq in 1..=50 {
            assert_eq!(square_of(bit_of(sq, 5), 5), sq);
        }
        assert_eq!(Ten::BLACK_CROWN.count_ones(), 5);
        assert_eq!(Ten::BLACK_CROWN & (1 << bit_of(46, 5)), 1 << bit_of(46, 5));
    }

    #[test]
    fn mirrored_numbering() {
        let m = Numbering {
            n: 4,
            mirrored: true,
        };
        // Square 1 is the corner a8, next to 5 only; 32 is h1, 29 is b1.
        assert_eq!(m.bit(1), bit_of(4, 4));
        assert_eq!((m.column(m.bit(1)), m.column(m.bit(29))), (0, 1));
        assert_eq!(m.column(m.bit(32)), 7);
        for sq in 1..=32 {
            assert_eq!(m.square(m.bit(sq)), sq);
        }
        assert!(m.dark(7, 7) && !m.dark(7, 0));
        assert_eq!(Numbering::from_code(m.code()), m);
    }

    #[test]
    fn orthogonal_neighbours() {
        // Each orthogonal step keeps the row and moves two columns, or keeps the column and
        // moves two rows; at the edges it leaves the board.
        fn check<G: Geometry>() {
            let n = G::N;
            for d in ORTHOGONAL {
                for bit in Bits(G::BOARD) {
                    let (r, c) = (row_of(bit, n) as i32, column_of(bit, n) as i32);
                    let (dr, dc) = [(0, -2), (-2, 0), (2, 0), (0, 2)][d - 4];
                    let (tr, tc) = (r + dr, c + dc);
                    let inside = (0..2 * n as i32).contains(&tr) && (0..2 * n as i32).contains(&tc);
                    let to = shift_orthogonal::<G>(G::W::bit(bit), d) & G::BOARD;
                    if inside {
                        let t = to.trailing_zeros();
                        assert_eq!((row_of(t, n) as i32, column_of(t, n) as i32), (tr, tc));
                    } else {
                        assert_eq!(to, G::W::ZERO, "{bit} {d}");
                    }
                }
            }
        }
        check::<Ten>();
        check::<Eight>();
    }

    #[test]
    fn neighbours_are_diagonal() {
        // Every step between two board squares changes row by one and column by one.
        for d in ALL {
            for bit in Bits(Ten::BOARD) {
                let to = shift::<Ten>(1 << bit, d) & Ten::BOARD;
                if to != 0 {
                    let t = to.trailing_zeros();
                    let dr = row_of(t, 5) as i32 - row_of(bit, 5) as i32;
                    let dc = column_of(t, 5) as i32 - column_of(bit, 5) as i32;
                    assert_eq!((dr.abs(), dc.abs()), (1, 1), "{bit} -> {t}");
                } else {
                    // Off the board: the bit is on an edge in that direction.
                    let (r, c) = (row_of(bit, 5), column_of(bit, 5));
                    let edge = match d {
                        0 => r == 0 || c == 0,
                        1 => r == 0 || c == 9,
                        2 => r == 9 || c == 0,
                        _ => r == 9 || c == 9,
                    };
                    assert!(edge, "{bit} {d}");
                }
            }
        }
    }
}
