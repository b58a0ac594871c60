use std::{error, fmt};

/// A position text that could not be read, or describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    message: String,
}

impl PositionError {
    /// An error with a message that says what is wrong, e.g. "square 51 is off the board".
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError {
            message: message.into(),
        }
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position: {}", self.message)
    }
}

impl error::Error for PositionError {}

/// What kind of move error: wrong syntax, not legal here, or names several legal moves.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveErrorKind {
    /// The text is not a move in the game's notation.
    Malformed,
    /// The text is a move, but not a legal one in this position.
    Illegal,
    /// The text names more than one legal move.
    Ambiguous,
    /// The game is over: no move can be played.
    GameOver,
}

/// A move text that cannot be played, with the reason a player reads (e.g. "a capture is
/// compulsory: 26x17").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    pub kind: MoveErrorKind,
    message: String,
}

impl MoveError {
    pub fn new(kind: MoveErrorKind, message: impl Into<String>) -> MoveError {
        MoveError {
            kind,
            message: message.into(),
        }
    }
    /// Syntax error: the text is not a move in the notation.
    pub fn malformed(message: impl Into<String>) -> MoveError {
        MoveError::new(MoveErrorKind::Malformed, message)
    }
    /// Not legal here; the message names the rule.
    pub fn illegal(message: impl Into<String>) -> MoveError {
        MoveError::new(MoveErrorKind::Illegal, message)
    }
    /// Several legal moves match; the message lists them.
    pub fn ambiguous(message: impl Into<String>) -> MoveError {
        MoveError::new(MoveErrorKind::Ambiguous, message)
    }
    /// The message alone, without the kind.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl error::Error for MoveError {}

/// An unknown rule option or a value it does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    message: String,
}

impl RuleError {
    pub fn new(message: impl Into<String>) -> RuleError {
        RuleError {
            message: message.into(),
        }
    }
    /// The standard error for an option the game does not have.
    pub fn unknown(key: &str, known: &[&str]) -> RuleError {
        if known.is_empty() {
            RuleError::new(format!("unknown rule option '{key}': this game has none"))
        } else {
            RuleError::new(format!(
                "unknown rule option '{key}' (known: {})",
                known.join(", ")
            ))
        }
    }
    /// The standard error for a value of the wrong form.
    pub fn bad_value(key: &str, value: &str, expected: &str) -> RuleError {
        RuleError::new(format!("rule option {key}={value}: expected {expected}"))
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl error::Error for RuleError {}

/// A game record (PGN, PDN, move list) that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    message: String,
}

impl RecordError {
    pub fn new(message: impl Into<String>) -> RecordError {
        RecordError {
            message: message.into(),
        }
    }
}

impl From<PositionError> for RecordError {
    fn from(e: PositionError) -> RecordError {
        RecordError::new(e.to_string())
    }
}

impl From<RuleError> for RecordError {
    fn from(e: RuleError) -> RecordError {
        RecordError::new(e.to_string())
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid game record: {}", self.message)
    }
}

impl error::Error for RecordError {}
