//! Piece-square tables in centipawns, middlegame and endgame, drawn from White's side: the first
//! row of each table is rank 8, the last rank 1, files a to h left to right. Black reads them
//! mirrored. The values favour central knights and kings in the endgame, bishops on long
//! diagonals, rooks on the seventh rank, advanced pawns and a castled king in the middlegame.

use shakmaty::{Color, Role, Square};

#[rustfmt::skip]
const PAWN_MG: [i16; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     40,  40,  42,  46,  46,  42,  40,  40,
     12,  14,  18,  26,  26,  18,  14,  12,
      4,   6,  10,  20,  20,  10,   6,   4,
      0,   2,   6,  16,  16,   4,   0,   0,
      2,   0,   2,   6,   6,  -4,   0,   2,
      2,   4,   4, -12, -12,   6,   6,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
];

#[rustfmt::skip]
const PAWN_EG: [i16; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  60,  60,  60,  60,  60,  60,  60,
     35,  35,  32,  30,  30,  32,  35,  35,
     18,  18,  15,  14,  14,  15,  18,  18,
      8,   8,   6,   5,   5,   6,   8,   8,
      2,   2,   0,   0,   0,   0,   2,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
];

#[rustfmt::skip]
const KNIGHT_MG: [i16; 64] = [
    -50, -35, -25, -20, -20, -25, -35, -50,
    -35, -15,   0,   5,   5,   0, -15, -35,
    -25,   5,  12,  18,  18,  12,   5, -25,
    -20,   5,  18,  24,  24,  18,   5, -20,
    -20,   0,  15,  22,  22,  15,   0, -20,
    -25,   2,  10,  14,  14,  10,   2, -25,
    -35, -15,   0,   4,   4,   0, -15, -35,
    -50, -30, -25, -20, -20, -25, -30, -50,
];

#[rustfmt::skip]
const KNIGHT_EG: [i16; 64] = [
    -40, -28, -20, -15, -15, -20, -28, -40,
    -28, -12,  -2,   2,   2,  -2, -12, -28,
    -20,  -2,   8,  12,  12,   8,  -2, -20,
    -15,   2,  12,  16,  16,  12,   2, -15,
    -15,   2,  12,  16,  16,  12,   2, -15,
    -20,  -2,   8,  12,  12,   8,  -2, -20,
    -28, -12,  -2,   2,   2,  -2, -12, -28,
    -40, -28, -20, -15, -15, -20, -28, -40,
];

#[rustfmt::skip]
const BISHOP_MG: [i16; 64] = [
    -15,  -8,  -8,  -8,  -8,  -8,  -8, -15,
     -8,   0,   0,   0,   0,   0,   0,  -8,
     -8,   2,   6,   8,   8,   6,   2,  -8,
     -8,   4,   6,  10,  10,   6,   4,  -8,
     -8,   2,  10,  10,  10,  10,   2,  -8,
     -8,   8,   8,   8,   8,   8,   8,  -8,
     -8,  10,   2,   4,   4,   2,  10,  -8,
    -15,  -8, -10,  -8,  -8, -10,  -8, -15,
];

#[rustfmt::skip]
const BISHOP_EG: [i16; 64] = [
    -12,  -8,  -6,  -4,  -4,  -6,  -8, -12,
     -8,  -2,   0,   2,   2,   0,  -2,  -8,
     -6,   0,   4,   6,   6,   4,   0,  -6,
     -4,   2,   6,   8,   8,   6,   2,  -4,
     -4,   2,   6,   8,   8,   6,   2,  -4,
     -6,   0,   4,   6,   6,   4,   0,  -6,
     -8,  -2,   0,   2,   2,   0,  -2,  -8,
    -12,  -8,  -6,  -4,  -4,  -6,  -8, -12,
];

#[rustfmt::skip]
const ROOK_MG: [i16; 64] = [
      4,   6,   8,  10,  10,   8,   6,   4,
     15,  20,  20,  20,  20,  20,  20,  15,
     -4,   0,   2,   4,   4,   2,   0,  -4,
     -4,   0,   2,   4,   4,   2,   0,  -4,
     -4,   0,   2,   4,   4,   2,   0,  -4,
     -4,   0,   2,   4,   4,   2,   0,  -4,
     -6,  -2,   0,   2,   2,   0,  -2,  -6,
     -4,  -2,   2,   8,   8,   4,  -2,  -4,
];

#[rustfmt::skip]
const ROOK_EG: [i16; 64] = [
      6,   6,   6,   6,   6,   6,   6,   6,
     10,  12,  12,  12,  12,  12,  12,  10,
      2,   2,   2,   2,   2,   2,   2,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
     -2,   0,   0,   0,   0,   0,   0,  -2,
     -4,  -2,  -2,  -2,  -2,  -2,  -2,  -4,
     -6,  -4,  -2,   0,   0,  -2,  -4,  -6,
];

#[rustfmt::skip]
const QUEEN_MG: [i16; 64] = [
    -20, -10, -10,  -5,  -5, -10, -10, -20,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
     -5,   0,   5,   6,   6,   5,   0,  -5,
     -5,   0,   5,   6,   6,   5,   0,  -5,
    -10,   2,   5,   5,   5,   5,   0, -10,
    -10,   0,   2,   0,   0,   0,   0, -10,
    -20, -10, -10,   0,  -5, -10, -10, -20,
];

#[rustfmt::skip]
const QUEEN_EG: [i16; 64] = [
    -20, -12,  -8,  -5,  -5,  -8, -12, -20,
    -12,  -4,   0,   2,   2,   0,  -4, -12,
     -8,   0,   6,   8,   8,   6,   0,  -8,
     -5,   2,   8,  12,  12,   8,   2,  -5,
     -5,   2,   8,  12,  12,   8,   2,  -5,
     -8,   0,   6,   8,   8,   6,   0,  -8,
    -12,  -4,   0,   2,   2,   0,  -4, -12,
    -20, -12,  -8,  -5,  -5,  -8, -12, -20,
];

#[rustfmt::skip]
const KING_MG: [i16; 64] = [
    -40, -45, -45, -50, -50, -45, -45, -40,
    -40, -45, -45, -50, -50, -45, -45, -40,
    -40, -45, -45, -50, -50, -45, -45, -40,
    -35, -40, -40, -45, -45, -40, -40, -35,
    -25, -30, -30, -40, -40, -30, -30, -25,
    -12, -18, -18, -22, -22, -18, -18, -12,
     10,  10,  -5, -15, -15,  -5,  10,  10,
     18,  28,   8, -10,   0,   8,  30,  20,
];

#[rustfmt::skip]
const KING_EG: [i16; 64] = [
    -45, -30, -20, -15, -15, -20, -30, -45,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -20,   0,  15,  20,  20,  15,   0, -20,
    -15,   5,  20,  28,  28,  20,   5, -15,
    -15,   5,  20,  28,  28,  20,   5, -15,
    -20,   0,  15,  20,  20,  15,   0, -20,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -45, -30, -20, -15, -15, -20, -30, -45,
];

const MG: [&[i16; 64]; 6] = [
    &PAWN_MG, &KNIGHT_MG, &BISHOP_MG, &ROOK_MG, &QUEEN_MG, &KING_MG,
];
const EG: [&[i16; 64]; 6] = [
    &PAWN_EG, &KNIGHT_EG, &BISHOP_EG, &ROOK_EG, &QUEEN_EG, &KING_EG,
];

/// The row-major index into a table drawn from White's side (rank 8 first).
#[inline]
fn index(color: Color, sq: Square) -> usize {
    let file = sq.file().to_usize();
    let rank = sq.rank().to_usize();
    let row = match color {
        Color::White => 7 - rank,
        Color::Black => rank,
    };
    row * 8 + file
}

/// The (middlegame, endgame) table values of a piece of `color` and `role` on `sq`.
#[inline]
pub fn value(color: Color, role: Role, sq: Square) -> (i32, i32) {
    value_at(role as usize - 1, index(color, sq))
}

/// The (middlegame, endgame) values at row-major index `i` (rank 8 first) of the tables of the
/// role at `r` (pawn 0 to king 5).
pub(crate) const fn value_at(r: usize, i: usize) -> (i32, i32) {
    (MG[r][i] as i32, EG[r][i] as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_placed_table_is_material_plus_the_tables_signed_by_side() {
        use crate::eval::{MATERIAL_EG, MATERIAL_MG, placed};
        for color in Color::ALL {
            let sign = if color == Color::White { 1 } else { -1 };
            for role in Role::ALL {
                let r = role as usize - 1;
                for sq in Square::ALL {
                    let (mg, eg) = value(color, role, sq);
                    let score = placed(color, role, sq);
                    assert_eq!(
                        score.mg,
                        sign * (MATERIAL_MG[r] + mg),
                        "{color:?} {role:?} {sq}"
                    );
                    assert_eq!(
                        score.eg,
                        sign * (MATERIAL_EG[r] + eg),
                        "{color:?} {role:?} {sq}"
                    );
                }
            }
        }
    }

    #[test]
    fn black_reads_the_tables_mirrored() {
        for role in Role::ALL {
            for sq in Square::ALL {
                assert_eq!(
                    value(Color::White, role, sq),
                    value(Color::Black, role, sq.flip_vertical())
                );
            }
        }
    }

    #[test]
    fn tables_reward_what_they_should() {
        assert!(
            value(Color::White, Role::Knight, Square::E4).0
                > value(Color::White, Role::Knight, Square::A1).0
        );
        assert!(
            value(Color::White, Role::King, Square::G1).0
                > value(Color::White, Role::King, Square::E4).0
        );
        assert!(
            value(Color::White, Role::King, Square::E4).1
                > value(Color::White, Role::King, Square::G1).1
        );
        assert!(
            value(Color::White, Role::Pawn, Square::E7).1
                > value(Color::White, Role::Pawn, Square::E3).1
        );
        assert_eq!(value(Color::Black, Role::Pawn, Square::E2).1, 60);
    }
}
