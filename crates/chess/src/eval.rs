//! The static evaluation, in centipawns from the side to move's point of view.
//!
//! Every term is scored twice, for the middlegame and for the endgame, from White's point of view
//! (White's share minus Black's); the two are blended by the game phase (the non-pawn material
//! left); the numbers are in the `weights` module. Terms: material, piece-square tables, mobility, king safety (pawn shield and attackers
//! near the king), pawn structure (doubled, isolated and passed pawns, in the `pawns` module),
//! rooks on open files, an early queen, and the bishop pair. Nothing here allocates after the
//! pawn cache's one table per thread. King safety is in the `king` module.

use shakmaty::{Bitboard, Board, Color, Piece, Position, Role, Square};

pub use crate::{
    attacks::{Pieces, pieces},
    king::{king_attack, king_safety, pawn_shield, safe_checks},
    weights::*,
};
use crate::{
    attacks::{king_reach, pawn_attacks},
    king::danger,
    pawns::{passers, pawn_structure},
    pst,
};

/// The evaluation of `pos` in centipawns for the side to move.
pub fn evaluate(pos: &shakmaty::Chess) -> i32 {
    evaluate_with(pos, material_and_placement(pos.board()))
}

/// [`evaluate`] with the material and placement term already known (kept move by move).
pub fn evaluate_with(pos: &shakmaty::Chess, placement: Score) -> i32 {
    let board = pos.board();
    if (board.pawns() | board.rooks() | board.queens()).is_empty() && pos.is_insufficient_material()
    {
        return 0; // a dead draw, whatever the minor pieces
    }
    let white = pieces(board, Color::White);
    let black = pieces(board, Color::Black);
    let mut king = 0;
    for (color, own, enemy) in [
        (Color::White, &white, &black),
        (Color::Black, &black, &white),
    ] {
        if let Some(sq) = board.king_of(color) {
            let checks = safe_checks(board, !color, enemy, own);
            let queen = (board.queens() & board.by_color(!color)).any();
            king += sign(color) * (pawn_shield(board, color, sq) - danger(enemy, checks, queen));
        }
    }
    let total = placement + white.mobility - black.mobility
        + Score::new(king, 0)
        + threats(board, Color::White, &white, &black)
        - threats(board, Color::Black, &black, &white)
        + pawn_structure(board)
        + passers(board)
        + bishop_pair(board)
        + files_and_development(board);
    let total = Score::new(
        total.mg,
        total.eg * endgame_scale(board, total.eg) / SCALE_FULL,
    );
    let white = taper(total, phase(board));
    TEMPO
        + match pos.turn() {
            Color::White => white,
            Color::Black => -white,
        }
}

/// The endgame weight of a position where the stronger side cannot expect to win, out of
/// [`SCALE_FULL`]: bishops of opposite colours with nothing else but pawns, or a stronger side
/// without pawns that is up less than a bishop's worth of pieces. `eg` is the endgame score from
/// White's side (its sign tells the stronger side).
pub fn endgame_scale(board: &Board, eg: i32) -> i32 {
    let strong = if eg >= 0 { Color::White } else { Color::Black };
    let pieces_of = |color: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .iter()
            .map(|&role| {
                MATERIAL_EG[role as usize - 1]
                    * board.by_piece(Piece { color, role }).count() as i32
            })
            .sum()
    };
    let strong_pawns = board.pawns() & board.by_color(strong);
    if strong_pawns.is_empty() && pieces_of(strong) - pieces_of(!strong) < MATERIAL_EG[2] {
        return SCALE_FULL / 4;
    }
    let others = board.knights() | board.rooks() | board.queens();
    let white_bishops = board.bishops() & board.white();
    let black_bishops = board.bishops() & board.black();
    if others.is_empty() && white_bishops.count() == 1 && black_bishops.count() == 1 {
        let light = Bitboard::LIGHT_SQUARES;
        if (white_bishops & light).any() != (black_bishops & light).any() {
            return SCALE_FULL / 2;
        }
    }
    SCALE_FULL
}

/// The full endgame weight of [`endgame_scale`].
pub const SCALE_FULL: i32 = 64;

/// What `color` threatens (from its own side): enemy pieces attacked by a pawn, rooks and
/// queens by a minor piece, queens by a rook, and pieces attacked but not defended. `ours` and
/// `theirs` are the [`pieces`] passes of `color` and of the enemy.
pub fn threats(board: &Board, color: Color, ours: &Pieces, theirs: &Pieces) -> Score {
    let them = !color;
    let their = board.by_color(them);
    let targets = their & !board.pawns() & !board.kings();
    let by_pawns = pawn_attacks(board, color);
    let majors = their & (board.rooks() | board.queens());
    let defended = theirs.reach | pawn_attacks(board, them) | king_reach(board, them);
    let attacked = ours.reach | by_pawns | king_reach(board, color);
    THREAT_BY_PAWN.times((by_pawns & targets).count() as i32)
        + THREAT_BY_MINOR.times((ours.minor_reach & majors).count() as i32)
        + THREAT_BY_ROOK.times((ours.rook_reach & their & board.queens()).count() as i32)
        + HANGING.times((attacked & targets & !defended).count() as i32)
}

/// The game phase, from `PHASE_TOTAL` (all pieces) down to 0 (pawns and kings only).
pub fn phase(board: &Board) -> i32 {
    let phase: i32 = Role::ALL
        .iter()
        .map(|&r| PHASE_WEIGHT[r as usize - 1] * board.by_role(r).count() as i32)
        .sum();
    phase.min(PHASE_TOTAL)
}

/// Blends the middlegame and endgame values by the phase.
pub fn taper(score: Score, phase: i32) -> i32 {
    (score.mg * phase + score.eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL
}

/// Material plus the piece-square tables.
pub fn material_and_placement(board: &Board) -> Score {
    let mut score = Score::default();
    for color in Color::ALL {
        let mut side = Score::default();
        for role in Role::ALL {
            let r = role as usize - 1;
            for sq in board.by_piece(Piece { color, role }) {
                let (mg, eg) = pst::value(color, role, sq);
                side += Score::new(MATERIAL_MG[r] + mg, MATERIAL_EG[r] + eg);
            }
        }
        score += side.times(sign(color));
    }
    score
}

/// The material and placement of one piece, from White's side.
#[inline]
pub fn placed(color: Color, role: Role, sq: Square) -> Score {
    PLACED[usize::from(color.is_white())][role as usize - 1][sq as usize]
}

/// [`placed`] for Black (0) and White (1), each role and each square, worked out when compiling:
/// one load for each piece a move moves, takes or promotes, which every move of the game pays.
static PLACED: [[[Score; 64]; 6]; 2] = {
    let mut table = [[[Score::new(0, 0); 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let mut sq = 0;
        while sq < 64 {
            // The tables are drawn from White's side, rank 8 first: White reads square `sq` at
            // row 7 - rank, Black at row rank.
            let white = pst::value_at(role, sq ^ 56);
            let black = pst::value_at(role, sq);
            let (mg, eg) = (MATERIAL_MG[role], MATERIAL_EG[role]);
            table[1][role][sq] = Score::new(mg + white.0, eg + white.1);
            table[0][role][sq] = Score::new(-(mg + black.0), -(eg + black.1));
            sq += 1;
        }
        role += 1;
    }
    table
};

/// The material and placement term after `mv`, from `before`, the term of the position where
/// `us` makes the move; `None` for a move it does not follow (a drop).
#[inline]
pub fn placement_after(before: Score, us: Color, mv: shakmaty::Move) -> Option<Score> {
    use shakmaty::{CastlingSide, Move};
    let mut s = before;
    match mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            s = s - placed(us, role, from) + placed(us, promotion.unwrap_or(role), to);
            if let Some(victim) = capture {
                s = s - placed(!us, victim, to);
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            s = s - placed(us, Role::Pawn, from) + placed(us, Role::Pawn, to);
            s = s - placed(!us, Role::Pawn, taken);
        }
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_queen_side(rook < king);
            let rank = king.rank();
            let king_to = Square::from_coords(side.king_to_file(), rank);
            let rook_to = Square::from_coords(side.rook_to_file(), rank);
            s = s - placed(us, Role::King, king) + placed(us, Role::King, king_to);
            s = s - placed(us, Role::Rook, rook) + placed(us, Role::Rook, rook_to);
        }
        Move::Put { .. } => return None,
    }
    Some(s)
}

/// Mobility of both sides, from White's side (see [`pieces`]).
pub fn mobility(board: &Board) -> Score {
    pieces(board, Color::White).mobility - pieces(board, Color::Black).mobility
}

/// A rook on a file without pawns, or without own pawns; a queen that left home while the
/// minor pieces still stand on theirs. Both sides, from White's side.
pub fn files_and_development(board: &Board) -> Score {
    let mut score = Score::default();
    let all_pawns = board.pawns();
    for color in Color::ALL {
        let own_pawns = all_pawns & board.by_color(color);
        let mut side = Score::default();
        for sq in board.by_piece(Piece {
            color,
            role: Role::Rook,
        }) {
            let file = Bitboard::from_file(sq.file());
            if (file & all_pawns).is_empty() {
                side += ROOK_OPEN;
            } else if (file & own_pawns).is_empty() {
                side += ROOK_HALF_OPEN;
            }
        }
        let (queen_home, homes) = match color {
            Color::White => (Square::D1, Bitboard(0x66)),
            Color::Black => (Square::D8, Bitboard(0x66 << 56)),
        };
        let queens = board.by_piece(Piece {
            color,
            role: Role::Queen,
        });
        if queens.any() && !queens.contains(queen_home) {
            let minors = (board.knights() | board.bishops()) & board.by_color(color);
            let undeveloped = (minors & homes).count() as i32;
            side += Score::new(EARLY_QUEEN * undeveloped, 0);
        }
        score += side.times(sign(color));
    }
    score
}

/// The bishop pair bonus, both sides.
pub fn bishop_pair(board: &Board) -> Score {
    let mut score = Score::default();
    for color in Color::ALL {
        let bishops = board.by_piece(Piece {
            color,
            role: Role::Bishop,
        });
        if bishops.count() >= 2 {
            score += BISHOP_PAIR.times(sign(color));
        }
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> shakmaty::Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn board(fen: &str) -> Board {
        pos(fen).board().clone()
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn start_position_is_balanced_for_both_sides() {
        assert_eq!(evaluate(&pos(START)), TEMPO);
        let black = START.replace(" w ", " b ");
        assert_eq!(evaluate(&pos(&black)), TEMPO);
    }

    #[test]
    fn evaluation_is_from_the_side_to_move() {
        let white = evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"));
        let black = evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 b - - 0 1"));
        assert!(white > 800);
        assert_eq!(white - TEMPO, -(black - TEMPO));
    }

    #[test]
    fn drawish_endgames_are_scaled_down() {
        // Bishops of opposite colours.
        let b = board("4k3/5b2/8/3P4/2P5/8/8/2B1K3 w - - 0 1");
        assert_eq!(endgame_scale(&b, 100), SCALE_FULL / 2);
        // Same-coloured bishops: no scaling.
        let b = board("4k3/8/3b4/3P4/2P5/8/8/2B1K3 w - - 0 1");
        assert_eq!(endgame_scale(&b, 100), SCALE_FULL);
        // A rook against a bishop, no pawns.
        let b = board("4k3/8/8/8/4b3/8/8/R3K3 w - - 0 1");
        assert_eq!(endgame_scale(&b, 100), SCALE_FULL / 4);
        // A rook alone wins, and so does a queen against a rook.
        let b = board("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(endgame_scale(&b, 500), SCALE_FULL);
        let b = board("4k3/8/8/8/4r3/8/8/Q3K3 w - - 0 1");
        assert_eq!(endgame_scale(&b, 400), SCALE_FULL);
    }

    #[test]
    fn threats_count_attacked_and_hanging_pieces() {
        // The e4 pawn attacks the d5 knight and the f5 rook; the rook is also undefended.
        let b = board("4k3/8/8/3n1r2/4P3/8/8/4K3 w - - 0 1");
        let (w, k) = (pieces(&b, Color::White), pieces(&b, Color::Black));
        let expected = THREAT_BY_PAWN.times(2) + HANGING.times(1);
        assert_eq!(threats(&b, Color::White, &w, &k), expected);
        assert_eq!(threats(&b, Color::Black, &k, &w), Score::default());
        // A bishop attacking a queen; the queen is defended by its king.
        let b = board("4k3/3q4/8/1B6/8/8/8/4K3 w - - 0 1");
        let (w, k) = (pieces(&b, Color::White), pieces(&b, Color::Black));
        assert_eq!(threats(&b, Color::White, &w, &k), THREAT_BY_MINOR);
    }

    #[test]
    fn dead_draws_are_zero() {
        assert_eq!(evaluate(&pos("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")), 0);
        assert_eq!(evaluate(&pos("4k3/8/8/8/8/8/8/1N2K3 b - - 0 1")), 0);
        assert_ne!(evaluate(&pos("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1")), 0);
    }

    #[test]
    fn phase_runs_from_full_to_bare() {
        assert_eq!(phase(&board(START)), PHASE_TOTAL);
        assert_eq!(phase(&board("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1")), 0);
        assert_eq!(taper(Score::new(100, 0), PHASE_TOTAL), 100);
        assert_eq!(taper(Score::new(100, 0), 0), 0);
    }

    #[test]
    fn material_counts_pieces() {
        let up_a_knight = material_and_placement(&board("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"));
        assert!(up_a_knight.mg > 250 && up_a_knight.eg > 250);
    }

    #[test]
    fn mobility_prefers_free_pieces() {
        let free = mobility(&board("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1"));
        let boxed = mobility(&board("4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1"));
        assert!(free.mg > boxed.mg);
    }

    #[test]
    fn pawn_shield_counts_pawns_in_front_of_the_king() {
        let b = board("4k3/8/8/8/8/6P1/5P1P/6K1 w - - 0 1");
        assert_eq!(
            pawn_shield(&b, Color::White, Square::G1),
            2 * SHIELD_NEAR + SHIELD_FAR
        );
        let b = board("4k3/8/8/8/6K1/8/5PPP/8 w - - 0 1");
        assert_eq!(pawn_shield(&b, Color::White, Square::G4), 0);
    }

    #[test]
    fn king_attack_needs_two_attackers() {
        let one = board("6k1/5ppp/8/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(king_attack(&one, Color::Black, Square::G8), 0);
        let two = board("6k1/5ppp/8/6N1/8/8/8/3QK2R w - - 0 1");
        // Knight g5 and rook h1 reach the king's zone; the queen can check safely on d8.
        let own = pieces(&two, Color::Black);
        let enemy = pieces(&two, Color::White);
        assert_eq!(
            safe_checks(&two, Color::White, &enemy, &own),
            SAFE_CHECK_UNITS[3]
        );
        let units = KING_ATTACK_UNITS[1] + KING_ATTACK_UNITS[3] + SAFE_CHECK_UNITS[3];
        assert_eq!(
            king_attack(&two, Color::Black, Square::G8),
            units * units * KING_ATTACK_SCALE
        );
        // Without the queen the checks are gone and the penalty is halved.
        let queenless = board("6k1/5ppp/8/6N1/8/8/8/4K2R w - - 0 1");
        let units = KING_ATTACK_UNITS[1] + KING_ATTACK_UNITS[3];
        assert_eq!(
            king_attack(&queenless, Color::Black, Square::G8),
            units * units * KING_ATTACK_SCALE / 2
        );
    }

    #[test]
    fn bishop_pair_is_a_bonus() {
        assert_eq!(
            bishop_pair(&board("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1")),
            BISHOP_PAIR
        );
        assert_eq!(
            bishop_pair(&board("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1")),
            Score::default()
        );
    }

    #[test]
    fn pawn_attacks_do_not_wrap_around_the_board() {
        let b = board("4k3/8/8/8/8/8/P6P/4K3 w - - 0 1");
        assert_eq!(
            pawn_attacks(&b, Color::White),
            Bitboard::from(Square::B3) | Bitboard::from(Square::G3)
        );
    }
}
