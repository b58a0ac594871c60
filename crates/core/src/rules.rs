use std::fmt::Debug;

use crate::{RuleError, msg};

/// A game's rule options, set by `KEY=VALUE` pairs (the command line's `--rule`, the API's
/// `rules` object).
pub trait Rules: Clone + Debug + PartialEq + Send + Sync + 'static {
    /// Sets one option; an unknown key or a bad value is an error and changes nothing.
    fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError>;

    /// Every option with its current value, in a fixed order, as `set` accepts them.
    fn options(&self) -> Vec<(&'static str, String)>;
}

/// The rules of a game without options (chess, Konane).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct NoRules;

impl Rules for NoRules {
    fn set(&mut self, key: &str, _value: &str) -> Result<(), RuleError> {
        Err(RuleError::unknown(key, &[]))
    }
    fn options(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// Parses a boolean option value: `true`/`false`, `1`/`0`, `yes`/`no`, `on`/`off`.
pub fn parse_bool(key: &str, value: &str) -> Result<bool, RuleError> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" => Ok(true),
        "false" | "0" | "no" | "off" => Ok(false),
        _ => Err(RuleError::bad_value(key, value, msg!("expected_bool"))),
    }
}
