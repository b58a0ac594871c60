//! The chess position behind the game interface: shakmaty's position plus its Zobrist key,
//! kept up to date move by move.

use ply_core::Side;
use shakmaty::{Color, Move, Position};

use crate::{eval, hash};

/// The halfmove clock at which the 50-move rule ends the game.
pub const FIFTY_MOVE_PLIES: u32 = 100;

/// A chess position: shakmaty's [`shakmaty::Chess`] with its 64-bit Zobrist key.
#[derive(Clone, Debug)]
pub struct Chess {
    pub(crate) pos: shakmaty::Chess,
    /// The Zobrist key without its en-passant part (see the `hash` module).
    pub(crate) base: u64,
    /// The material and piece-square term of the evaluation, kept move by move.
    pub(crate) placement: eval::Score,
}

impl Chess {
    /// Wraps a shakmaty position.
    pub fn new(pos: shakmaty::Chess) -> Chess {
        let base = hash::base(&pos);
        let placement = eval::material_and_placement(pos.board());
        Chess {
            pos,
            base,
            placement,
        }
    }

    /// The shakmaty position, for everything shakmaty offers beyond the game interface.
    pub fn inner(&self) -> &shakmaty::Chess {
        &self.pos
    }

    /// The halfmove clock: plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.pos.halfmoves()
    }

    /// The fullmove number, starting at 1 and incremented after Black's move.
    pub fn fullmove_number(&self) -> u32 {
        self.pos.fullmoves().get()
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    /// The move in UCI notation (`e2e4`, `e7e8q`, `e1g1` for castling).
    pub fn uci(&self, mv: Move) -> String {
        mv.to_uci(shakmaty::CastlingMode::Standard).to_string()
    }
}

impl Default for Chess {
    fn default() -> Chess {
        Chess::new(shakmaty::Chess::default())
    }
}

impl From<shakmaty::Chess> for Chess {
    fn from(pos: shakmaty::Chess) -> Chess {
        Chess::new(pos)
    }
}

/// Side of a shakmaty colour.
pub(crate) fn side(color: Color) -> Side {
    match color {
        Color::White => Side::White,
        Color::Black => Side::Black,
    }
}
