//! Why a draughts game ends, besides the reasons every game shares (`ply_core::Reason::COMMON`;
//! a side with no legal move loses by `Reason::NO_MOVES`).

use ply_core::Reason;

/// The side to move has no pieces left.
pub const NO_PIECES: Reason = Reason::new("reason-no_pieces");
/// Kabe: 15 moves by each side without a capture.
pub const NO_CAPTURE_MOVES: Reason = Reason::counting_moves("reason-no_capture_moves");
/// International draughts: 25 moves by each side in which only kings moved and nothing was
/// captured.
pub const KING_MOVES: Reason = Reason::counting_moves("reason-king_moves");
/// International draughts: the 16-move rule (three pieces including a king against a king).
pub const SIXTEEN_MOVES: Reason = Reason::counting_moves("reason-sixteen_moves");
/// International draughts: the 5-move rule (two pieces including a king against a king).
pub const FIVE_MOVES: Reason = Reason::counting_moves("reason-five_moves");
/// Losing draughts: the side to move has no piece or no legal move left, and so has won.
pub const NOTHING_LEFT: Reason = Reason::new("reason-nothing_left");
/// Breakthrough draughts: a side crowned a king.
pub const CROWNED: Reason = Reason::new("reason-crowned");

/// Frisian draughts: two kings against one king, 7 moves by each side.
pub const TWO_KINGS_ONE: Reason = Reason::counting_moves("reason-two_kings_one");
/// Frisian draughts: one king against one king, 2 moves by each side.
pub const ONE_KING_EACH: Reason = Reason::counting_moves("reason-one_king_each");
/// Turkish draughts: each side has one piece left, and two moves each were played since the
/// last capture.
pub const LONE_PIECES: Reason = Reason::counting_moves("reason-lone_pieces");

/// Every reason above, for `Verdict::REASONS`.
pub const ALL: &[Reason] = &[
    NO_PIECES,
    NO_CAPTURE_MOVES,
    KING_MOVES,
    SIXTEEN_MOVES,
    FIVE_MOVES,
    NOTHING_LEFT,
    CROWNED,
    TWO_KINGS_ONE,
    ONE_KING_EACH,
    LONE_PIECES,
];
