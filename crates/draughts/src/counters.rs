//! The draw counters a position carries (not part of its text or hash): plies without a
//! capture, plies of king moves only, plies in an endgame category of the 16- and 5-move rules
//! or the Frisian draws, and the Frisian run of a king's quiet moves.

use crate::board::Word;

/// The draw counters a position carries (not part of its text or hash).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Counters {
    /// Plies since the last capture.
    pub no_capture: u16,
    /// Plies since the last capture or man move (only kings moved).
    pub kings_only: u16,
    /// Plies played in the current endgame category.
    pub endgame: u16,
    /// The endgame category: [`NONE`], [`SIXTEEN`] or [`FIVE`]; under the Frisian draw rules
    /// [`TWO_KINGS_ONE`] or [`ONE_KING_EACH`].
    pub category: u8,
    /// Frisian draughts: each side's (White, Black) run of quiet moves with one king, and
    /// the bit that king stands on.
    pub run: [u8; 2],
    pub runner: [u8; 2],
    /// The king of the side to move that may not make a quiet move (its run is used up while
    /// its side has men): its bit plus one; 0 for none.
    pub blocked: u8,
}

/// Not an ending of the 16- or 5-move rule.
pub(crate) const NONE: u8 = 0;
/// Three pieces, at least one a king, against a lone king: 16 moves each.
pub(crate) const SIXTEEN: u8 = 16;
/// Two pieces with a king, or a king, against a lone king: 5 moves each.
pub(crate) const FIVE: u8 = 5;
/// Frisian draughts: two kings against one king, nothing else: 7 moves each.
pub(crate) const TWO_KINGS_ONE: u8 = 7;
/// Frisian draughts: one king against one king: 2 moves each.
pub(crate) const ONE_KING_EACH: u8 = 2;

impl Counters {
    /// Counts one ply.
    #[inline(always)]
    pub fn after_move(&mut self, capture: bool, king_moved: bool) {
        if capture {
            self.no_capture = 0;
            self.kings_only = 0;
        } else {
            self.no_capture = self.no_capture.saturating_add(1);
            self.kings_only = if king_moved {
                self.kings_only.saturating_add(1)
            } else {
                0
            };
        }
    }

    /// Counts a move of side `side` (0 White, 1 Black) for the Frisian run of king moves: a
    /// quiet move of the king that made the side's last move lengthens the run, of another
    /// king starts a new one, and anything else ends it.
    #[inline(always)]
    pub fn king_run(&mut self, side: usize, quiet_king_move: bool, from: u32, to: u32) {
        if !quiet_king_move {
            self.run[side] = 0;
        } else {
            let same = self.run[side] > 0 && u32::from(self.runner[side]) == from;
            self.run[side] = if same {
                self.run[side].saturating_add(1)
            } else {
                1
            };
            self.runner[side] = to as u8;
        }
    }

    /// The bit plus one of side `side`'s king that has made `limit` quiet moves in a row, if
    /// the side has men (the limit does not hold for a side with only kings); else 0.
    #[inline(always)]
    pub fn run_over(&self, side: usize, limit: u8, has_men: bool) -> u8 {
        if has_men && self.run[side] >= limit {
            self.runner[side] + 1
        } else {
            0
        }
    }

    /// The barred king as a bit set (empty when none).
    #[inline(always)]
    pub fn blocked_bits<W: Word>(&self) -> W {
        W::from_bool(self.blocked != 0) << (u32::from(self.blocked).wrapping_sub(1) & (W::BITS - 1))
    }

    /// Counts one ply of the endgame rules; the count restarts when the category changes.
    #[inline(always)]
    pub fn enter(&mut self, category: u8) {
        if category == self.category {
            self.endgame = self.endgame.saturating_add(1);
        } else {
            self.category = category;
            self.endgame = 0;
        }
    }
}
