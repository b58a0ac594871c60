//! The evaluation's numbers, in centipawns: what each term is worth in the middlegame and in
//! the endgame, and the [`Score`] pair they add up to. The terms themselves are in `eval`,
//! `king` and `pawns`, which all read from here.

use std::ops::{Add, AddAssign, Neg, Sub};

use shakmaty::Color;

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

/// +1 for White, -1 for Black.
pub(crate) fn sign(color: Color) -> i32 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}
