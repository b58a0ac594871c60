//! What can go wrong when a game is set up, read or asked to think.

use std::{error, fmt};

use ply_core::{Message, PositionError, RecordError, RuleError, msg};

/// Why a game could not be set up (unknown game, bad rule option, bad position or record), or
/// why an external engine could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// A game id that is not registered, with the ids that are.
    UnknownGame {
        game: String,
        known: Vec<&'static str>,
    },
    Rule(RuleError),
    Position(PositionError),
    Record(RecordError),
    /// An external engine failed: it could not be started, broke the protocol or quit.
    Engine(String),
    /// The error of one game in a text holding several: its number (from 1) and first line.
    InGame {
        game: usize,
        line: usize,
        error: Box<GameError>,
    },
}

impl GameError {
    /// What went wrong, as a catalog message.
    pub fn message(&self) -> Message {
        match self {
            GameError::UnknownGame { game, known } => msg!(
                "unknown_game",
                game = game,
                known = known.iter().map(|id| id.to_string()).collect::<Vec<_>>()
            ),
            GameError::Rule(e) => e.message().clone(),
            GameError::Position(e) => e.message(),
            GameError::Record(e) => e.message(),
            GameError::Engine(detail) => msg!("engine_failed", detail = detail),
            GameError::InGame { game, line, error } => msg!(
                "record_in_game",
                game = *game,
                line = *line,
                error = error.message()
            ),
        }
    }
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl error::Error for GameError {}
