//! Squares of the 8×8 board in chess coordinates, and the colour of each square.

use std::fmt;

/// One of the 64 squares: index `rank * 8 + file`, so a1 = 0, h1 = 7, a8 = 56, h8 = 63.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with this index (0–63), if it is one.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are on the board.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// Index 0–63 (a1 = 0, b1 = 1, …, h8 = 63).
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// File 0–7 (a–h).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// Rank 0–7 (ranks 1–8).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The single-bit board of this square.
    #[inline]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// Whether the square is dark (a1 is dark). White stones start on the dark squares.
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.file() ^ self.rank()) & 1 == 0
    }

    /// Reads a square name such as `d5` (lower or upper case).
    pub fn parse(text: &str) -> Option<Square> {
        match text.as_bytes() {
            &[f, r] => {
                let f = f.to_ascii_lowercase();
                if (b'a'..=b'h').contains(&f) && (b'1'..=b'8').contains(&r) {
                    Square::from_coords(f - b'a', r - b'1')
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// The square with index `index & 63`: for indices the caller knows are on the board.
    #[inline(always)]
    pub(crate) const fn wrapping(index: u8) -> Square {
        Square(index & 63)
    }

    /// The lowest square of a non-empty board.
    #[inline]
    pub(crate) const fn lowest(board: u64) -> Square {
        Square(board.trailing_zeros() as u8)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            char::from(b'a' + self.file()),
            char::from(b'1' + self.rank())
        )
    }
}

/// Iterates over the squares of a board, lowest index first.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Squares(pub(crate) u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::lowest(self.0);
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for i in 0..64 {
            let sq = Square::new(i).unwrap();
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("a1").unwrap().index(), 0);
        assert_eq!(Square::parse("H8").unwrap().index(), 63);
        assert_eq!(Square::parse("d5").unwrap().to_string(), "d5");
    }

    #[test]
    fn bad_names() {
        for text in ["", "a", "a0", "a9", "i1", "a10", "1a", "d5 "] {
            assert_eq!(Square::parse(text), None, "{text:?}");
        }
    }

    #[test]
    fn colours() {
        assert!(Square::parse("a1").unwrap().is_dark());
        assert!(!Square::parse("a8").unwrap().is_dark());
        assert!(!Square::parse("h1").unwrap().is_dark());
        assert!(!Square::parse("d5").unwrap().is_dark());
        assert!(Square::parse("h8").unwrap().is_dark());
    }

    #[test]
    fn squares_iterate_in_order() {
        let names: Vec<String> = Squares(0b1000_0101).map(|s| s.to_string()).collect();
        assert_eq!(names, ["a1", "c1", "h1"]);
    }
}
