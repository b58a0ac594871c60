//! 64-bit boards (bit `i` is square index `i`) and the four jump directions as shifts.

/// Every square of file a.
pub(crate) const FILE_A: u64 = 0x0101_0101_0101_0101;
/// Every square of file h.
pub(crate) const FILE_H: u64 = FILE_A << 7;
/// The dark squares (a1 is dark): where White's stones are and always stay.
pub(crate) const DARK: u64 = 0xaa55_aa55_aa55_aa55;
/// The light squares: where Black's stones are and always stay.
pub(crate) const LIGHT: u64 = !DARK;
/// The squares Black may empty with the first move: a8, h1, d5, e4.
pub(crate) const BLACK_REMOVALS: u64 = (1 << 56) | (1 << 7) | (1 << 35) | (1 << 28);

/// One of the four orthogonal directions, as White sees the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    /// Towards rank 8.
    North,
    /// Towards rank 1.
    South,
    /// Towards file h.
    East,
    /// Towards file a.
    West,
}

impl Dir {
    pub(crate) const ALL: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

    /// Moves every square of `board` one step in this direction; squares that would leave the
    /// board drop out.
    #[inline(always)]
    pub(crate) const fn shift(self, board: u64) -> u64 {
        match self {
            Dir::North => board << 8,
            Dir::South => board >> 8,
            Dir::East => (board << 1) & !FILE_A,
            Dir::West => (board >> 1) & !FILE_H,
        }
    }

    /// The change of square index for one step.
    #[inline(always)]
    pub(crate) const fn offset(self) -> i8 {
        match self {
            Dir::North => 8,
            Dir::South => -8,
            Dir::East => 1,
            Dir::West => -1,
        }
    }

    /// The opposite direction.
    #[inline(always)]
    pub(crate) const fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::South => Dir::North,
            Dir::East => Dir::West,
            Dir::West => Dir::East,
        }
    }
}

/// The squares orthogonally next to some square of `board`.
#[inline]
pub(crate) const fn neighbours(board: u64) -> u64 {
    Dir::North.shift(board)
        | Dir::South.shift(board)
        | Dir::East.shift(board)
        | Dir::West.shift(board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn board(names: &[&str]) -> u64 {
        names.iter().fold(0, |b, n| b | sq(n).bit())
    }

    #[test]
    fn colour_masks() {
        for i in 0..64 {
            let s = Square::new(i).unwrap();
            assert_eq!(DARK & s.bit() != 0, s.is_dark(), "{s}");
        }
        assert_eq!(BLACK_REMOVALS, board(&["a8", "h1", "d5", "e4"]));
        assert_eq!(BLACK_REMOVALS & DARK, 0);
    }

    #[test]
    fn shifts_do_not_wrap() {
        assert_eq!(Dir::East.shift(board(&["h3", "a4"])), board(&["b4"]));
        assert_eq!(Dir::West.shift(board(&["a3", "h4"])), board(&["g4"]));
        assert_eq!(Dir::North.shift(board(&["c8", "c7"])), board(&["c8"]));
        assert_eq!(Dir::South.shift(board(&["c1", "c2"])), board(&["c1"]));
        for d in Dir::ALL {
            let s = sq("d4");
            let moved = Square::new((s.index() as i8 + d.offset()) as u8).unwrap();
            assert_eq!(d.shift(s.bit()), moved.bit());
            assert_eq!(d.opposite().shift(d.shift(s.bit())), s.bit());
        }
    }

    #[test]
    fn neighbour_sets() {
        assert_eq!(neighbours(sq("a8").bit()), board(&["b8", "a7"]));
        assert_eq!(neighbours(sq("d5").bit()), board(&["c5", "e5", "d4", "d6"]));
    }
}
