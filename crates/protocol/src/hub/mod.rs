//! Hub, the draughts engine protocol (version 2).

use ply_games::{AnyEngine, GameError};

/// Starts `command` as a Hub engine for `game_id` (`draughts` or `kabe`), sets `options` with
/// `set-param`, sends `init` and waits for `ready`.
///
/// # Errors
/// The program cannot be started or does not complete the initialisation.
pub fn spawn(
    command: &str,
    options: &[(String, String)],
    game_id: &str,
) -> Result<Box<dyn AnyEngine>, GameError> {
    let _ = (options, game_id);
    Err(GameError::Engine(format!(
        "{command}: the Hub client is not built yet"
    )))
}
