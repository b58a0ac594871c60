//! The static evaluation, in centipawns from the side to move's point of view.
//!
//! Every term is scored twice, for the middlegame and for the endgame, from White's point of view
//! (White's share minus Black's); the two are blended by the game phase (the non-pawn material
//! left). Terms: material, piece-square tables, mobility, king safety (pawn shield and attackers
//! near the king), pawn structure (doubled, isolated and passed pawns, in the `pawns` module),
//! rooks on open files, an early queen, and the bishop pair. Nothing here allocates after the
//! pawn cache's one table per thread. King safety is in the `king` module.

use std::ops::{Add, AddAssign, Neg, Sub};

use shakmaty::{Bitboard, Board, Color, Piece, Position, Role, Square, attacks};

pub use crate::king::{king_attack, king_safety, pawn_shield, safe_checks};
use crate::{
    king::danger,
    pawns::{passers, pawn_structure},
    pst,
};

/// Material in the middlegame: pawn, knight, bishop, rook, queen, king.
pub const MATERIAL_MG: [i32; 6] = [100, 320, 330, 480, 950, 0];
/// Material in the endgame.
pub const MATERIAL_EG: [i32; 6] = [120, 300, 320, 530, 980, 0];
/// How much each piece kind counts toward the middlegame phase.
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase of the full set of pieces.
pub const PHASE_TOTAL: i32 = 24;
/// Per square a piece attacks beyond its typical number, in the middlegame.
pub const MOBILITY_MG: [i32; 6] = [0, 4, 5, 2, 1, 0];
/// Per square beyond the typical number, in the endgame.
pub const MOBILITY_EG: [i32; 6] = [0, 4, 5, 4, 2, 0];
/// The typical number of safe squares of each piece kind, scored as zero.
pub const MOBILITY_BASE: [i32; 6] = [0, 4, 6, 6, 12, 0];
/// An own pawn right in front of the king (on its file or a neighbouring one).
pub const SHIELD_NEAR: i32 = 12;
/// An own pawn two squares in front of the king, where none stands right in front.
pub const SHIELD_FAR: i32 = 6;
/// Attack units of a piece that attacks the squares around the enemy king.
pub const KING_ATTACK_UNITS: [i32; 6] = [0, 2, 2, 3, 5, 0];
/// The penalty is `units² × KING_ATTACK_SCALE`, from two attackers on, at most `KING_ATTACK_MAX`.
pub const KING_ATTACK_SCALE: i32 = 2;
/// Attack units of a safe check by a knight, a bishop, a rook, a queen.
pub const SAFE_CHECK_UNITS: [i32; 4] = [3, 2, 3, 3];
/// The largest king-attack penalty.
pub const KING_ATTACK_MAX: i32 = 500;
/// Per rank from its own side, a pawn beside or defended by an own pawn.
pub const CONNECTED: Score = Score::new(3, 3);
/// A pawn that cannot advance safely and that no own pawn beside it can come up to support.
pub const BACKWARD: Score = Score::new(-8, -8);
/// Per extra pawn on a file.
pub const DOUBLED: Score = Score::new(-10, -20);
/// Per pawn with no own pawn on a neighbouring file.
pub const ISOLATED: Score = Score::new(-12, -10);
/// A passed pawn by its rank from its own side (index 1 = second rank), in the middlegame.
pub const PASSED_MG: [i32; 8] = [0, 2, 5, 10, 18, 30, 45, 0];
/// A passed pawn by its rank, in the endgame.
pub const PASSED_EG: [i32; 8] = [0, 5, 10, 18, 32, 55, 85, 0];
/// A rook on a file without pawns.
pub const ROOK_OPEN: Score = Score::new(25, 10);
/// A rook on a file without own pawns.
pub const ROOK_HALF_OPEN: Score = Score::new(12, 6);
/// Per own knight or bishop still at home (b1, c1, f1, g1) while the queen has left hers
/// (middlegame).
pub const EARLY_QUEEN: i32 = -12;
/// How much a passed pawn's extras count by its rank from its side (index 1 = second rank).
pub const PASSER_WEIGHT: [i32; 8] = [0, 0, 0, 1, 3, 5, 8, 0];
/// Per weight: a passed pawn whose square in front is empty.
pub const PASSER_FREE: Score = Score::new(2, 4);
/// Per weight and square: the enemy king's distance to the square in front of a passed pawn
/// (endgame), and the own king's, counted against.
pub const PASSER_ENEMY_KING: i32 = 4;
pub const PASSER_OWN_KING: i32 = 2;
/// Two or more bishops.
pub const BISHOP_PAIR: Score = Score::new(30, 50);
/// Per enemy knight, bishop, rook or queen attacked by an own pawn.
pub const THREAT_BY_PAWN: Score = Score::new(45, 35);
/// Per enemy rook or queen attacked by an own knight or bishop.
pub const THREAT_BY_MINOR: Score = Score::new(30, 35);
/// Per enemy queen attacked by an own rook.
pub const THREAT_BY_ROOK: Score = Score::new(30, 35);
/// Per enemy knight, bishop, rook or queen attacked and not defended.
pub const HANGING: Score = Score::new(30, 20);
/// The side to move's bonus: it acts first.
pub const TEMPO: i32 = 12;

/// A middlegame and an endgame value.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub mg: i32,
    pub eg: i32,
}

impl Score {
    pub const fn new(mg: i32, eg: i32) -> Score {
        Score { mg, eg }
    }

    pub(crate) fn times(self, n: i32) -> Score {
        Score::new(self.mg * n, self.eg * n)
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, o: Score) -> Score {
        Score::new(self.mg + o.mg, self.eg + o.eg)
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, o: Score) {
        *self = *self + o;
    }
}

impl Sub for Score {
    type Output = Score;
    fn sub(self, o: Score) -> Score {
        Score::new(self.mg - o.mg, self.eg - o.eg)
    }
}

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score::new(-self.mg, -self.eg)
    }
}

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

/// The squares the king of `color` attacks.
pub(crate) fn king_reach(board: &Board, color: Color) -> Bitboard {
    board
        .king_of(color)
        .map_or(Bitboard::EMPTY, attacks::king_attacks)
}

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

/// +1 for White, -1 for Black.
pub(crate) fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
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
    let (mg, eg) = pst::value(color, role, sq);
    let r = role as usize - 1;
    Score::new(MATERIAL_MG[r] + mg, MATERIAL_EG[r] + eg).times(sign(color))
}

/// The material and placement term after `mv`, from `before`, the term of the position where
/// `us` makes the move; `None` for a move it does not follow (a drop).
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
