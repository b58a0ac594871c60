//! DXP, the DamExchange Protocol: how international draughts programs play each other over TCP
//! (default port [`DEFAULT_PORT`]).
//!
//! - [`message`]: the seven messages (GAMEREQ, GAMEACC, MOVE, GAMEEND, CHAT, BACKREQ, BACKACC),
//!   read and written in their fixed-width form.
//! - [`wire`]: NUL-terminated framing on a stream.
//! - [`notation`]: DXP moves and positions to and from ply's draughts moves and positions.
//!
//! The *initiator* sends GAMEREQ (its name, the follower's colour, a time in minutes for a number
//! of moves, the start position); the *follower* answers GAMEACC; both then send MOVEs in turn;
//! either ends the game with GAMEEND, which the other answers with a GAMEEND of its own.

pub mod message;
pub mod notation;
pub mod wire;

pub use message::{
    BackReq, Colour, DxpError, DxpMove, DxpPosition, EndReason, GameAcc, GameEnd, GameReq, Message,
};
pub use wire::{Received, read_message, write_message};

/// The port DXP programs listen on unless told otherwise.
pub const DEFAULT_PORT: u16 = 27531;

#[cfg(test)]
mod tests;
