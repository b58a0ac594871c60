use std::{fmt, process::ExitCode};

/// Why a command failed: bad input (exit status 2) or something else (exit status 1).
#[derive(Debug)]
pub enum Failure {
    /// The user's input is wrong: unknown game, malformed position, illegal move, bad option.
    Input(String),
    /// Anything else (IO).
    Other(String),
}

impl Failure {
    pub fn input(message: impl fmt::Display) -> Failure {
        Failure::Input(message.to_string())
    }

    pub fn exit_code(&self) -> ExitCode {
        match self {
            Failure::Input(_) => ExitCode::from(2),
            Failure::Other(_) => ExitCode::from(1),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Input(m) | Failure::Other(m) => f.write_str(m),
        }
    }
}

impl From<ply_games::GameError> for Failure {
    fn from(e: ply_games::GameError) -> Failure {
        Failure::Input(crate::words::say(&e.message()))
    }
}

/// A move of a list given on the command line that cannot be played: "move 2 'e5': …".
pub fn bad_move(index: usize, text: &str, e: &ply_core::MoveError) -> Failure {
    Failure::Input(crate::words::say(&ply_core::msg!(
        "record_bad_move",
        number = index + 1,
        text = text,
        reason = e.message().clone()
    )))
}

impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Failure {
        Failure::Other(e.to_string())
    }
}

pub type Outcome<T = ()> = Result<T, Failure>;
