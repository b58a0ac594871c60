//! The end of the game as the position decides it: no pieces or no move loses; then the draw
//! rules whose counters the position carries (kabe's 15 moves without a capture, the 25-move
//! king rule, the 16- and 5-move endgame rules, Turkish draughts' one piece each).

use ply_core::{Outcome, Reason};

use crate::{
    counters::{FIVE, ONE_KING_EACH, SIXTEEN, TWO_KINGS_ONE},
    dispatch::Dispatch,
    position::Position,
};

/// The outcome of a position: a loss for the side to move without pieces or moves (a win when
/// its opponent has no pieces; the other way round in losing draughts; in breakthrough a win
/// for the side with a king), else a draw by one of the counter rules, else `None`.
pub(crate) fn outcome<W: Dispatch>(pos: &Position<W>) -> Option<Outcome> {
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
