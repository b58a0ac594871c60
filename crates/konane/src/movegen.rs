//! Move generation with shifts over the two boards: removals in the opening, then jumps of
//! every length in each of the four directions. Nothing here allocates.

use crate::{
    Konane, Move, Phase, Square,
    bitboard::{BLACK_REMOVALS, Dir, neighbours},
    square::Squares,
};

/// Calls `f(dir, length, landings)` for every direction and jump length that has landing
/// squares: `landings` holds the squares where a jump of `length` enemy stones in `dir` ends.
/// Each landing square belongs to exactly one jumping stone, `2 * length` squares back.
#[inline(always)]
pub(crate) fn for_each_landing(us: u64, them: u64, empty: u64, mut f: impl FnMut(Dir, u8, u64)) {
    for dir in Dir::ALL {
        let mut landings = dir.shift(dir.shift(us) & them) & empty;
        let mut length = 1;
        while landings != 0 {
            f(dir, length, landings);
            landings = dir.shift(dir.shift(landings) & them) & empty;
            length += 1;
        }
    }
}

/// The number of jumps the stones `us` have against `them`.
#[inline]
pub(crate) fn count_jumps(us: u64, them: u64, empty: u64) -> u32 {
    let mut count = 0;
    for dir in Dir::ALL {
        // In one direction the landing squares of different lengths are disjoint (the square
        // two back holds the jumping stone for length 1, and is empty for longer jumps), so
        // one population count covers every length.
        // A jump takes at most three stones on eight files or ranks.
        let one = dir.shift(dir.shift(us) & them) & empty;
        let two = dir.shift(dir.shift(one) & them) & empty;
        let three = dir.shift(dir.shift(two) & them) & empty;
        count += (one | two | three).count_ones();
    }
    count
}

/// The squares White may empty when `empty` is the one square Black emptied, in the order
/// west, east, south, north (as players name them: "c5, e5, d4 or d6").
pub(crate) fn white_removal_squares(empty: u64) -> [Option<Square>; 4] {
    [Dir::West, Dir::East, Dir::South, Dir::North].map(|d| {
        let b = d.shift(empty);
        (b != 0).then(|| Square::lowest(b))
    })
}

impl Konane {
    /// The stones the side to move may remove in an opening phase (empty once jumps begin).
    #[inline]
    pub(crate) fn removable(&self) -> u64 {
        let us = self.mover();
        match self.phase() {
            Phase::BlackRemoves => us & BLACK_REMOVALS,
            Phase::WhiteRemoves => us & neighbours(self.empty()),
            Phase::Jumps => 0,
        }
    }

    /// Replaces the contents of `moves` with every legal move.
    pub fn generate(&self, moves: &mut Vec<Move>) {
        moves.clear();
        let (us, them) = (self.mover(), self.other());
        if self.phase() != Phase::Jumps {
            moves.extend(Squares(self.removable()).map(Move::Remove));
            return;
        }
        for_each_landing(us, them, self.empty(), |dir, length, landings| {
            let back = (2 * length as i8 * dir.offset()) as u8;
            for to in Squares(landings) {
                // The jumping stone is `2 * length` squares back, on the board.
                let from = Square::wrapping(to.index().wrapping_sub(back));
                moves.push(Move::Jump { from, to });
            }
        });
    }

    /// The number of legal moves, counted without listing them.
    #[inline]
    pub fn move_count(&self) -> usize {
        if self.phase() != Phase::Jumps {
            return self.removable().count_ones() as usize;
        }
        count_jumps(self.mover(), self.other(), self.empty()) as usize
    }

    /// Whether the side to move has a legal move.
    #[inline]
    pub fn has_moves(&self) -> bool {
        if self.phase() != Phase::Jumps {
            return self.removable() != 0;
        }
        let (us, them, empty) = (self.mover(), self.other(), self.empty());
        Dir::ALL
            .iter()
            .any(|&d| d.shift(d.shift(us) & them) & empty != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(p: &Konane) -> Vec<String> {
        let mut moves = Vec::new();
        p.generate(&mut moves);
        let mut names: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        names.sort();
        names
    }

    #[test]
    fn start_has_the_four_removals() {
        assert_eq!(names(&Konane::START), ["a8", "d5", "e4", "h1"]);
        assert_eq!(Konane::START.move_count(), 4);
        assert!(Konane::START.has_moves());
    }

    #[test]
    fn white_removal_order() {
        let d5 = Square::parse("d5").unwrap();
        let list: Vec<String> = white_removal_squares(d5.bit())
            .iter()
            .flatten()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(list, ["c5", "e5", "d4", "d6"]);
        let a8 = Square::parse("a8").unwrap();
        let list: Vec<String> = white_removal_squares(a8.bit())
            .iter()
            .flatten()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(list, ["b8", "a7"]);
    }

    #[test]
    fn counts_agree_with_lists() {
        let mut p = Konane::START;
        let mut moves = Vec::new();
        for _ in 0..12 {
            p.generate(&mut moves);
            assert_eq!(moves.len(), p.move_count());
            assert_eq!(!moves.is_empty(), p.has_moves());
            let Some(&mv) = moves.last() else { break };
            p.play_move(mv);
        }
    }
}
