//! DXP, the DamExchange Protocol: how international draughts programs play each other over TCP
//! (default port [`DEFAULT_PORT`]).
//!
//! - [`message`]: the seven messages (GAMEREQ, GAMEACC, MOVE, GAMEEND, CHAT, BACKREQ, BACKACC),
//!   read and written in their fixed-width form.
//! - [`wire`]: NUL-terminated framing on a stream.
//! - [`notation`]: DXP moves and positions to and from ply's draughts moves and positions.
//! - [`connect`]: a client that plays a DXP program as an engine for `ply match`.
//! - [`follow`] and [`initiate`]: ply's own side of a connection (`ply dxp`), as the follower or
//!   the initiator of games.
//!
//! The *initiator* sends GAMEREQ (its name, the follower's colour, a time in minutes for a number
//! of moves, the start position); the *follower* answers GAMEACC; both then send MOVEs in turn;
//! either ends the game with GAMEEND, which the other answers with a GAMEEND of its own.

mod client;
pub mod message;
pub mod notation;
mod session;
pub mod wire;

pub use message::{
    BackReq, Colour, DxpError, DxpMove, DxpPosition, EndReason, GameAcc, GameEnd, GameReq, Message,
};
pub use session::{Player, Request, follow, initiate};
pub use wire::{Received, read_message, write_message};

/// The port DXP programs listen on unless told otherwise.
pub const DEFAULT_PORT: u16 = 27531;

/// The number of moves a GAMEREQ's time is for when `moves=` does not say.
pub const DEFAULT_MOVES: u16 = 150;

/// Connects to a DXP program at `addr` (`HOST:PORT`) that follows ply's game requests, as an
/// engine for `ply match`; options `time=MINUTES` and `moves=N` set the time control (without
/// `time=`, the minutes that cover each move's time for the moves; without `moves=`,
/// [`DEFAULT_MOVES`]).
///
/// # Errors
/// A bad option, or the connection cannot be made.
pub fn connect(
    addr: &str,
    options: &[(String, String)],
) -> Result<Box<dyn ply_games::AnyEngine>, ply_games::GameError> {
    Ok(Box::new(client::DxpEngine::connect(addr, options)?))
}

#[cfg(test)]
mod tests;
