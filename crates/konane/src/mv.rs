//! Konane moves: the two opening removals and the jumps that make up the rest of the game.

use std::fmt;

use crate::Square;

/// A Konane move. Its text ([`Display`](fmt::Display)) is the notation: a removal is the
/// square (`d5`), a jump is `from-to` (`d3-d5`; a double jump `d3-d7`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// An opening move: the player to move takes one of its own stones off the board, e.g. `d5`.
    Remove(Square),
    /// A jump in a straight line over one or more enemy stones, each removed, e.g. `d3-d7`.
    Jump {
        /// Where the jumping stone starts.
        from: Square,
        /// Where it lands.
        to: Square,
    },
}

impl Move {
    /// The number of enemy stones the move takes (0 for a removal).
    pub const fn captures(self) -> u32 {
        match self {
            Move::Remove(_) => 0,
            Move::Jump { from, to } => {
                let files = from.file().abs_diff(to.file());
                let ranks = from.rank().abs_diff(to.rank());
                ((files + ranks) / 2) as u32
            }
        }
    }

    /// The square the move ends on: the removed square, or the landing square.
    pub const fn to(self) -> Square {
        match self {
            Move::Remove(sq) => sq,
            Move::Jump { to, .. } => to,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Remove(sq) => write!(f, "{sq}"),
            Move::Jump { from, to } => write!(f, "{from}-{to}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn text() {
        assert_eq!(Move::Remove(sq("d5")).to_string(), "d5");
        let jump = Move::Jump {
            from: sq("d3"),
            to: sq("d7"),
        };
        assert_eq!(jump.to_string(), "d3-d7");
        assert_eq!(jump.captures(), 2);
        assert_eq!(jump.to(), sq("d7"));
        assert_eq!(Move::Remove(sq("a8")).captures(), 0);
    }

    #[test]
    fn small() {
        assert!(std::mem::size_of::<Move>() <= 4);
    }
}
