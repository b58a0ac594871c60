//! UCI, the Universal Chess Interface.

use ply_games::{AnyEngine, GameError};

/// Starts `command` as a UCI engine, sets `options` with `setoption`, and waits for `readyok`.
///
/// # Errors
/// The program cannot be started or does not complete the handshake.
pub fn spawn(command: &str, options: &[(String, String)]) -> Result<Box<dyn AnyEngine>, GameError> {
    let _ = options;
    Err(GameError::Engine(format!(
        "{command}: the UCI client is not built yet"
    )))
}
