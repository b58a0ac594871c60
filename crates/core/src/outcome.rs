use std::fmt;

use crate::{Message, Side};

/// How a game ended: the winner (`None` for a draw) and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub winner: Option<Side>,
    pub reason: Reason,
}

impl Outcome {
    /// A win for `side`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome {
            winner: Some(side),
            reason,
        }
    }

    /// A draw.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome {
            winner: None,
            reason,
        }
    }

    /// The score for `side`: 1 for a win, 0.5 for a draw, 0 for a loss.
    pub fn score(&self, side: Side) -> f64 {
        match self.winner {
            None => 0.5,
            Some(w) if w == side => 1.0,
            Some(_) => 0.0,
        }
    }
}

/// Why a game ended. A closed list shared by all games, so that scripts and the web page can
/// rely on the codes ([`Reason::code`]); [`Display`](fmt::Display) gives the sentence a player
/// reads.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// The side to move has no legal move (draughts, Konane).
    NoMoves,
    /// The side to move has no pieces left (draughts).
    NoPieces,
    Checkmate,
    Stalemate,
    /// Chess: neither side can possibly mate.
    InsufficientMaterial,
    /// The same position with the same side to move for the third time.
    Repetition,
    /// Chess: 50 moves by each side without a pawn move or a capture.
    FiftyMoves,
    /// Kabe: 15 moves by each side without a capture.
    NoCaptureMoves,
    /// International draughts: 25 moves by each side in which only kings moved, no capture.
    KingMoves,
    /// International draughts: the 16-move rule (three pieces including a king against a king).
    SixteenMoves,
    /// International draughts: the 5-move rule (two pieces including a king against a king).
    FiveMoves,
    /// Kalah: one side's pits are all empty; the seeds are counted.
    PitsEmpty,
    /// Losing draughts: the side to move has no piece or no legal move left, and so has won.
    NothingLeft,
    /// Breakthrough draughts: a side crowned a king.
    Crowned,
    Resignation,
    Agreement,
    Timeout,
}

impl Reason {
    /// A stable snake_case code for scripts and the API.
    pub const fn code(self) -> &'static str {
        match self {
            Reason::NoMoves => "no_moves",
            Reason::NoPieces => "no_pieces",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::InsufficientMaterial => "insufficient_material",
            Reason::Repetition => "repetition",
            Reason::FiftyMoves => "fifty_moves",
            Reason::NoCaptureMoves => "no_capture_moves",
            Reason::KingMoves => "king_moves",
            Reason::SixteenMoves => "sixteen_moves",
            Reason::FiveMoves => "five_moves",
            Reason::PitsEmpty => "pits_empty",
            Reason::NothingLeft => "nothing_left",
            Reason::Crowned => "crowned",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
        }
    }

    /// Looks a reason up by its [`code`](Reason::code).
    pub fn from_code(code: &str) -> Option<Reason> {
        const ALL: [Reason; 17] = [
            Reason::NoMoves,
            Reason::NoPieces,
            Reason::Checkmate,
            Reason::Stalemate,
            Reason::InsufficientMaterial,
            Reason::Repetition,
            Reason::FiftyMoves,
            Reason::NoCaptureMoves,
            Reason::KingMoves,
            Reason::SixteenMoves,
            Reason::FiveMoves,
            Reason::PitsEmpty,
            Reason::NothingLeft,
            Reason::Crowned,
            Reason::Resignation,
            Reason::Agreement,
            Reason::Timeout,
        ];
        ALL.into_iter().find(|r| r.code() == code)
    }
}

impl Reason {
    /// The sentence a player reads, as a catalog message (`reason-no_moves`).
    pub fn message(self) -> Message {
        Message::new(match self {
            Reason::NoMoves => "reason-no_moves",
            Reason::NoPieces => "reason-no_pieces",
            Reason::Checkmate => "reason-checkmate",
            Reason::Stalemate => "reason-stalemate",
            Reason::InsufficientMaterial => "reason-insufficient_material",
            Reason::Repetition => "reason-repetition",
            Reason::FiftyMoves => "reason-fifty_moves",
            Reason::NoCaptureMoves => "reason-no_capture_moves",
            Reason::KingMoves => "reason-king_moves",
            Reason::SixteenMoves => "reason-sixteen_moves",
            Reason::FiveMoves => "reason-five_moves",
            Reason::PitsEmpty => "reason-pits_empty",
            Reason::NothingLeft => "reason-nothing_left",
            Reason::Crowned => "reason-crowned",
            Reason::Resignation => "reason-resignation",
            Reason::Agreement => "reason-agreement",
            Reason::Timeout => "reason-timeout",
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}
