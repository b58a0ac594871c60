//! King safety: the pawn shield in front of a castled king, and the danger from enemy pieces
//! that attack the squares around it or can give a safe check. A middlegame term, from White's
//! side, added by the evaluation in the `eval` module.

use shakmaty::{Board, Color, Piece, Rank, Role, Square, attacks};

use crate::{
    attacks::{Pieces, king_reach, pawn_attacks, pieces},
    weights::{
        KING_ATTACK_MAX, KING_ATTACK_SCALE, SAFE_CHECK_UNITS, SHIELD_FAR, SHIELD_NEAR, Score, sign,
    },
};

/// Pawn shield and attackers near the king, both sides; a middlegame term.
pub fn king_safety(board: &Board) -> Score {
    let mut mg = 0;
    for color in Color::ALL {
        if let Some(king) = board.king_of(color) {
            mg += sign(color) * (pawn_shield(board, color, king) - king_attack(board, color, king));
        }
    }
    Score::new(mg, 0)
}

/// Own pawns one and two squares in front of a king on its first two ranks, on its file and
/// the files beside it.
pub fn pawn_shield(board: &Board, color: Color, king: Square) -> i32 {
    let home = color.relative_rank(Rank::First);
    if king.rank().distance(home) > 1 {
        return 0;
    }
    let pawns = board.by_piece(Piece {
        color,
        role: Role::Pawn,
    });
    let forward = sign(color) * 8;
    let mut bonus = 0;
    for df in -1..=1 {
        let Some(file) = king.file().offset(df) else {
            continue;
        };
        let base = Square::from_coords(file, king.rank());
        if base.offset(forward).is_some_and(|s| pawns.contains(s)) {
            bonus += SHIELD_NEAR;
        } else if base.offset(2 * forward).is_some_and(|s| pawns.contains(s)) {
            bonus += SHIELD_FAR;
        }
    }
    bonus
}

/// The danger from enemy pieces that attack the king of `color` (on `king`) or the squares
/// around it, and from the checks they can give safely.
pub fn king_attack(board: &Board, color: Color, king: Square) -> i32 {
    debug_assert_eq!(board.king_of(color), Some(king));
    let (own, enemy) = (pieces(board, color), pieces(board, !color));
    let checks = safe_checks(board, !color, &enemy, &own);
    let queen = (board.queens() & board.by_color(!color)).any();
    danger(&enemy, checks, queen)
}

/// Attack units of the checks `color` can give on squares the defender does not guard: by a
/// knight, a bishop, a rook, a queen (`ours` and `theirs` are the two sides' [`pieces`]).
pub fn safe_checks(board: &Board, color: Color, ours: &Pieces, theirs: &Pieces) -> i32 {
    let Some(king) = board.king_of(!color) else {
        return 0;
    };
    let occupied = board.occupied();
    let guarded = theirs.reach | pawn_attacks(board, !color) | king_reach(board, !color);
    let safe = !board.by_color(color) & !guarded;
    let diagonal = attacks::bishop_attacks(king, occupied);
    let straight = attacks::rook_attacks(king, occupied);
    let lines = [
        attacks::knight_attacks(king),
        diagonal,
        straight,
        diagonal | straight,
    ];
    (0..4)
        .filter(|&i| (lines[i] & ours.by_role[i] & safe).any())
        .map(|i| SAFE_CHECK_UNITS[i])
        .sum()
}

/// The king-attack penalty from the attacking side's pieces and its safe-check units: nothing
/// below two attackers unless a safe check is there; half as much without a queen.
pub(crate) fn danger(attack: &Pieces, checks: i32, queen: bool) -> i32 {
    if attack.attackers + i32::from(checks > 0) < 2 {
        return 0;
    }
    let units = attack.units + checks;
    let penalty = units * units * KING_ATTACK_SCALE;
    let penalty = if queen { penalty } else { penalty / 2 };
    penalty.min(KING_ATTACK_MAX)
}
