//! UCI, the Universal Chess Interface: its move notation against ply's SAN, the `go` and `info`
//! lines, and a client that runs an external UCI engine.
//!
//! - [`notation`]: UCI moves (`e2e4`, `e7e8q`, castling `e1g1`) to and from SAN, and a record as
//!   a `position` command.
//! - [`search`]: ply's limits as `go`, `info` lines as thoughts (scores in centipawns, ply's
//!   chess unit; `mate N` as a proven result).
//! - [`spawn`]: the client, an [`AnyEngine`] that `ply match` uses like ply's own engine.
//! - [`serve`]: ply's engine as a UCI engine on any input and output (`ply uci`).

use std::fmt;

use ply_games::{AnyEngine, GameError};

mod client;
pub mod notation;
pub mod search;
mod server;

pub use server::serve;

/// What is wrong with a UCI move or position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UciError(pub String);

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UciError {}

/// Starts `command` as a UCI engine, sets `options` with `setoption` (names as the engine
/// declares them, matched without regard to case), and waits for `readyok`. Thinking sends
/// `ucinewgame` whenever the record is not a continuation of the previous one (and after
/// `clear`), then `position` and `go`.
///
/// # Errors
/// The program cannot be started, does not complete the handshake, or does not declare one of
/// the options (the message lists the options it has).
pub fn spawn(command: &str, options: &[(String, String)]) -> Result<Box<dyn AnyEngine>, GameError> {
    let engine = client::UciEngine::start(command, options)?;
    Ok(Box::new(engine))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_programs_that_cannot_start() {
        let missing = spawn("/nonexistent/engine", &[])
            .err()
            .map(|e| e.to_string());
        assert!(missing.is_some_and(|m| m.contains("cannot start")));
        assert!(spawn("", &[]).is_err());
        assert!(spawn("   ", &[]).is_err());
    }
}
