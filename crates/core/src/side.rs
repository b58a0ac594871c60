use std::{fmt, ops::Not};

/// One of the two players.
///
/// Draughts, chess and Konane call them White and Black; Kalah calls them South ([`Side::White`])
/// and North ([`Side::Black`]). Which side moves first is the game's business (Black in Konane);
/// [`Verdict::side_name`](crate::Verdict::side_name) gives the name a game's players use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    White,
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other side.
    #[inline]
    pub const fn opposite(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-side arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `+1` for White, `-1` for Black.
    #[inline]
    pub const fn sign(self) -> i32 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        self.opposite()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::White => "white",
            Side::Black => "black",
        })
    }
}
