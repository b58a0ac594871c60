//! The end of the game as the position decides it: no pieces or no move loses; then the draw
//! rules whose counters the position carries (kabe's 15 moves without a capture, the 25-move
//! king rule, the 16- and 5-move endgame rules, Turkish draughts' one piece each).

use ply_core::{Outcome, Reason, Side};

use crate::{board::Word, position::Position};

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

/// The endgame category of a position.
#[inline]
pub(crate) fn category<W: Word>(pos: &Position<W>) -> u8 {
    if pos.variant().frisian_draws {
        return frisian_category(pos);
    }
    let [white, black] = pos.pieces_both();
    if (white | black).count_ones() > 4 {
        return NONE;
    }
    let (wm, wk) = pos.material(Side::White);
    let (bm, bk) = pos.material(Side::Black);
    let against_lone_king = |(men, kings): (u32, u32), (om, ok): (u32, u32)| {
        if (om, ok) != (0, 1) || kings == 0 {
            NONE
        } else if men + kings == 3 {
            SIXTEEN
        } else if men + kings <= 2 {
            FIVE
        } else {
            NONE
        }
    };
    match against_lone_king((wm, wk), (bm, bk)) {
        NONE => against_lone_king((bm, bk), (wm, wk)),
        c => c,
    }
}

/// The Frisian endings with a move count: two kings against one, one king each, no men.
#[inline(never)]
fn frisian_category<W: Word>(pos: &Position<W>) -> u8 {
    match (pos.material(Side::White), pos.material(Side::Black)) {
        ((0, 2), (0, 1)) | ((0, 1), (0, 2)) => TWO_KINGS_ONE,
        ((0, 1), (0, 1)) => ONE_KING_EACH,
        _ => NONE,
    }
}

/// The outcome of a position: a loss for the side to move without pieces or moves (a win when
/// its opponent has no pieces; the other way round in losing draughts; in breakthrough a win
/// for the side with a king), else a draw by one of the counter rules, else `None`.
pub(crate) fn outcome<W: Word>(pos: &Position<W>) -> Option<Outcome> {
    let side = pos.side_to_move_inner();
    let rules = pos.variant();
    if rules.first_king_wins {
        // The side that just moved is checked first: a set-up position may hold both.
        for s in [!side, side] {
            if pos.pieces(s) & pos.kings_bits() != W::ZERO {
                return Some(Outcome::win(s, crate::reason::CROWNED));
            }
        }
    }
    if rules.no_moves_wins {
        if pos.pieces(side) == W::ZERO || !pos.has_moves() {
            return Some(Outcome::win(side, crate::reason::NOTHING_LEFT));
        }
        if pos.pieces(!side) == W::ZERO {
            return Some(Outcome::win(!side, crate::reason::NOTHING_LEFT));
        }
    }
    if pos.pieces(side) == W::ZERO {
        return Some(Outcome::win(!side, crate::reason::NO_PIECES));
    }
    // Play never leaves the side that just moved without pieces, but a set-up position can.
    if pos.pieces(!side) == W::ZERO {
        return Some(Outcome::win(side, crate::reason::NO_PIECES));
    }
    if !pos.has_moves() {
        return Some(Outcome::win(!side, Reason::NO_MOVES));
    }
    let c = pos.counters();
    if rules.endgame_rules {
        if c.category == SIXTEEN && c.endgame >= 32 {
            return Some(Outcome::draw(crate::reason::SIXTEEN_MOVES));
        }
        if c.category == FIVE && c.endgame >= 10 {
            return Some(Outcome::draw(crate::reason::FIVE_MOVES));
        }
    }
    if rules.frisian_draws {
        if c.category == TWO_KINGS_ONE && c.endgame >= 14 {
            return Some(Outcome::draw(crate::reason::TWO_KINGS_ONE));
        }
        if c.category == ONE_KING_EACH && c.endgame >= 4 {
            return Some(Outcome::draw(crate::reason::ONE_KING_EACH));
        }
    }
    if rules.king_move_limit > 0 && c.kings_only >= rules.king_move_limit {
        return Some(Outcome::draw(crate::reason::KING_MOVES));
    }
    if rules.lone_pieces_limit > 0
        && c.no_capture >= rules.lone_pieces_limit
        && pos.pieces(side).count_ones() == 1
        && pos.pieces(!side).count_ones() == 1
    {
        return Some(Outcome::draw(crate::reason::LONE_PIECES));
    }
    if rules.no_capture_limit > 0 && c.no_capture >= rules.no_capture_limit {
        return Some(Outcome::draw(crate::reason::NO_CAPTURE_MOVES));
    }
    None
}
