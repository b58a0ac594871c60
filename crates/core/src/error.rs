//! The errors of the rules crates: values that carry a [`Message`] — a stable code and its
//! parameters — never a sentence; the reader's language writes it (`Display` writes English).

use std::{error, fmt};

use ply_i18n::{Lang, Message, msg};

/// A position text that could not be read, or describes an impossible position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    detail: Message,
}

impl PositionError {
    /// An error whose message says what is wrong, e.g. `square_off_board {square: 51}`.
    pub fn new(detail: Message) -> PositionError {
        PositionError { detail }
    }
    /// What is wrong, without the words "invalid position".
    pub fn detail(&self) -> &Message {
        &self.detail
    }
    /// The whole message: `invalid_position {detail}`.
    pub fn message(&self) -> Message {
        msg!("invalid_position", detail = self.detail.clone())
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
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

/// A move text that cannot be played, with the reason a player reads (e.g.
/// `capture_compulsory {captures: "26x17"}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    pub kind: MoveErrorKind,
    message: Message,
}

impl MoveError {
    pub fn new(kind: MoveErrorKind, message: Message) -> MoveError {
        MoveError { kind, message }
    }
    /// Syntax error: the text is not a move in the notation.
    pub fn malformed(message: Message) -> MoveError {
        MoveError::new(MoveErrorKind::Malformed, message)
    }
    /// Not legal here; the message names the rule.
    pub fn illegal(message: Message) -> MoveError {
        MoveError::new(MoveErrorKind::Illegal, message)
    }
    /// Several legal moves match; the message lists them.
    pub fn ambiguous(message: Message) -> MoveError {
        MoveError::new(MoveErrorKind::Ambiguous, message)
    }
    /// The reason, without the kind.
    pub fn message(&self) -> &Message {
        &self.message
    }
    /// The reason in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.message.text(lang)
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

impl error::Error for MoveError {}

/// An unknown rule option or a value it does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    message: Message,
}

impl RuleError {
    pub fn new(message: Message) -> RuleError {
        RuleError { message }
    }
    /// The standard error for an option the game does not have.
    pub fn unknown(key: &str, known: &[&str]) -> RuleError {
        RuleError::new(if known.is_empty() {
            msg!("rule_unknown_none", key = key)
        } else {
            let known: Vec<String> = known.iter().map(|k| k.to_string()).collect();
            msg!("rule_unknown", key = key, known = known)
        })
    }
    /// The standard error for a value of the wrong form; `expected` says what is accepted.
    pub fn bad_value(key: &str, value: &str, expected: Message) -> RuleError {
        RuleError::new(msg!(
            "rule_bad_value",
            key = key,
            value = value,
            expected = expected
        ))
    }
    pub fn message(&self) -> &Message {
        &self.message
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message.fmt(f)
    }
}

impl error::Error for RuleError {}

/// A game record (PGN, PDN, move list) that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    detail: Message,
}

impl RecordError {
    pub fn new(detail: Message) -> RecordError {
        RecordError { detail }
    }
    /// What is wrong, without the words "invalid game record".
    pub fn detail(&self) -> &Message {
        &self.detail
    }
    /// The whole message: `invalid_record {detail}`.
    pub fn message(&self) -> Message {
        msg!("invalid_record", detail = self.detail.clone())
    }
}

impl From<PositionError> for RecordError {
    fn from(e: PositionError) -> RecordError {
        RecordError::new(e.message())
    }
}

impl From<RuleError> for RecordError {
    fn from(e: RuleError) -> RecordError {
        RecordError::new(e.message)
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

impl error::Error for RecordError {}
