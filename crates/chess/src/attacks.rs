//! What each side's pieces attack, as the evaluation's terms read it: the king's and the
//! pawns' reach, and one pass over the other pieces for mobility and the attack on the enemy
//! king.

use shakmaty::{Bitboard, Board, Color, Piece, Role, attacks};

use crate::weights::{KING_ATTACK_UNITS, MOBILITY_BASE, MOBILITY_EG, MOBILITY_MG, Score};

/// The squares the king of `color` attacks.
pub(crate) fn king_reach(board: &Board, color: Color) -> Bitboard {
    board
        .king_of(color)
        .map_or(Bitboard::EMPTY, attacks::king_attacks)
}

/// The squares attacked by the pawns of `color`.
pub(crate) fn pawn_attacks(board: &Board, color: Color) -> Bitboard {
    let pawns = board.by_piece(Piece {
        color,
        role: Role::Pawn,
    });
    match color {
        Color::White => {
            (pawns & !Bitboard::from_file(shakmaty::File::A)).shift(7)
                | (pawns & !Bitboard::from_file(shakmaty::File::H)).shift(9)
        }
        Color::Black => {
            (pawns & !Bitboard::from_file(shakmaty::File::H)).shift(-7)
                | (pawns & !Bitboard::from_file(shakmaty::File::A)).shift(-9)
        }
    }
}

/// What the knights, bishops, rooks and queens of one colour do: their mobility (from that
/// colour's side) and their attack on the enemy king's surroundings.
pub struct Pieces {
    pub mobility: Score,
    /// Attack units against the enemy king zone, and the number of pieces attacking it.
    pub units: i32,
    pub attackers: i32,
    /// The squares these pieces attack: all of them, the knights' and bishops', the rooks'.
    pub reach: Bitboard,
    pub minor_reach: Bitboard,
    pub rook_reach: Bitboard,
    /// The squares the knights, the bishops, the rooks and the queens attack, by kind.
    pub by_role: [Bitboard; 4],
}

/// One pass over the pieces of `color`: mobility counts the squares each piece attacks that
/// hold no own piece and no enemy pawn attacks, against the typical number; the king attack
/// counts the pieces that reach the enemy king or the squares around it.
pub fn pieces(board: &Board, color: Color) -> Pieces {
    let occupied = board.occupied();
    let safe = !board.by_color(color) & !pawn_attacks(board, !color);
    let zone = board
        .king_of(!color)
        .map_or(Bitboard::EMPTY, |k| attacks::king_attacks(k).with(k));
    let mut out = Pieces {
        mobility: Score::default(),
        units: 0,
        attackers: 0,
        reach: Bitboard::EMPTY,
        minor_reach: Bitboard::EMPTY,
        rook_reach: Bitboard::EMPTY,
        by_role: [Bitboard::EMPTY; 4],
    };
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        let piece = Piece { color, role };
        let r = role as usize - 1;
        for sq in board.by_piece(piece) {
            let reach = attacks::attacks(sq, piece, occupied);
            out.reach |= reach;
            out.by_role[r - 1] |= reach;
            match role {
                Role::Knight | Role::Bishop => out.minor_reach |= reach,
                Role::Rook => out.rook_reach |= reach,
                _ => {}
            }
            let extra = (reach & safe).count() as i32 - MOBILITY_BASE[r];
            out.mobility += Score::new(extra * MOBILITY_MG[r], extra * MOBILITY_EG[r]);
            if (reach & zone).any() {
                out.units += KING_ATTACK_UNITS[r];
                out.attackers += 1;
            }
        }
    }
    out
}
