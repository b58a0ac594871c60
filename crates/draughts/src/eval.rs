//! A simple static evaluation, from the side to move's point of view, in hundredths of a man.
//! The weights are named constants so that a later tuning pass can change them in one place.

use ply_core::Side;

use crate::{
    board::{Bits, column_of, row_of},
    position::Draughts,
};

/// A man.
pub const MAN: i32 = 100;
/// A king that moves over any distance.
pub const KING: i32 = 300;
/// A king that moves one square at a time (checkers).
pub const SHORT_KING: i32 = 150;
/// Per row a man has advanced from its own back row.
pub const ADVANCE: i32 = 2;
/// A man on one of the central columns (not on the two outer columns each side).
pub const CENTRE: i32 = 4;
/// A man still on its own back row, guarding the opponent's crowning squares.
pub const BACK_RANK: i32 = 6;
/// Having the move: a small bonus that keeps evaluations of successive plies comparable.
pub const TEMPO: i32 = 2;

/// The evaluation of one side's pieces.
fn side_score(pos: &Draughts, side: Side) -> i32 {
    let n = pos.n();
    let rows = pos.numbering().side();
    let own = pos.pieces(side);
    let kings = own & pos.kings_bits();
    let king = if pos.variant().flying_kings {
        KING
    } else {
        SHORT_KING
    };
    let mut score = king * kings.count_ones() as i32;
    for bit in Bits(own & !kings) {
        let row = row_of(bit, n);
        // Rows advanced from the own back row.
        let advanced = match side {
            Side::White => rows - 1 - row,
            Side::Black => row,
        };
        let column = column_of(bit, n);
        score += MAN + ADVANCE * advanced as i32;
        if (2..rows - 2).contains(&column) {
            score += CENTRE;
        }
        if advanced == 0 {
            score += BACK_RANK;
        }
    }
    score
}

/// The static evaluation from the side to move's point of view.
pub(crate) fn evaluate(pos: &Draughts) -> i32 {
    let us = pos.side_to_move_inner();
    let score = side_score(pos, us) - side_score(pos, !us);
    // In losing draughts material is a burden.
    if pos.variant().no_moves_wins {
        TEMPO - score
    } else {
        score + TEMPO
    }
}

#[cfg(test)]
mod tests {
    use ply_core::{Evaluate, Game};

    use crate::{Draughts, Variant};

    #[test]
    fn start_is_balanced_and_material_counts() {
        for v in [Variant::kabe(), Variant::international()] {
            let start = Draughts::start(&v);
            assert_eq!(start.evaluate(), super::TEMPO);
        }
        let v = Variant::international();
        let up = Draughts::from_text("W:W31,32,K45:B1,2", &v).unwrap();
        assert!(up.evaluate() > 250, "{}", up.evaluate());
        let down = Draughts::from_text("B:W31,32,K45:B1,2", &v).unwrap();
        assert!(down.evaluate() < -250);
    }
}
