//! Hub, the draughts engine protocol (version 2), as Scan speaks it.
//!
//! - [`wire`]: the line syntax (`command name=value name="quoted value" flag`).
//! - [`notation`]: Hub positions and moves, translated to and from ply's draughts notation, for
//!   every draughts game of the registry ([`HubVariant`]: Scan's names `normal`, `bt`,
//!   `losing`, and ply's game ids).
//! - [`spawn`]: a client that runs an external Hub engine as an [`AnyEngine`].
//! - [`serve`]: ply's engine as a Hub engine on any input and output (`ply hub`).
//!
//! Scores are reals in men; ply's draughts unit is [`ply_core::Evaluate::EVAL_UNIT`] (a man).

use std::fmt;

use ply_core::Evaluate;
use ply_draughts::Draughts;
use ply_games::{AnyEngine, GameError, Proven, Thought};

mod client;
pub mod notation;
mod server;
pub mod wire;

pub use server::serve;

pub use notation::HubVariant;
pub use wire::Line;

/// What is wrong with a Hub line, position or move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HubError(pub String);

impl fmt::Display for HubError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for HubError {}

/// The score of a thought in men (a real): heuristic scores divided by the man's value; a proven
/// win `100 - plies/100` (so a quicker win is higher), a loss its negation, a draw 0.
pub fn score_in_men(thought: &Thought) -> f64 {
    let unit = f64::from(Draughts::EVAL_UNIT.max(1));
    let proven = |plies: Option<u32>| (10_000.0 - f64::from(plies.unwrap_or(0).min(9_000))) / 100.0;
    match thought.proven {
        Some(Proven::Win) => proven(thought.plies_to_end),
        Some(Proven::Loss) => -proven(thought.plies_to_end),
        Some(Proven::Draw) => 0.0,
        None => f64::from(thought.score) / unit,
    }
}

/// A score in men (as an engine reports it) in ply's draughts unit.
pub fn score_from_men(men: f64) -> i32 {
    let unit = f64::from(Draughts::EVAL_UNIT.max(1));
    (men * unit).round().clamp(-1e8, 1e8) as i32
}

/// Starts `command` as a Hub engine for `game_id` (any draughts game), sets `options` with
/// `set-param`, sends `init` and waits for `ready`. The engine is told the variant
/// (`set-param name=variant`) in its Hub name; for any variant but international draughts it
/// must declare a `variant` parameter offering that name.
///
/// # Errors
/// The program cannot be started or does not complete the initialisation.
pub fn spawn(
    command: &str,
    options: &[(String, String)],
    game_id: &str,
) -> Result<Box<dyn AnyEngine>, GameError> {
    let engine = client::HubEngine::start(command, options, game_id)?;
    Ok(Box::new(engine))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_men() {
        let mut t = Thought {
            score: -125,
            depth: 1,
            seldepth: 1,
            nodes: 1,
            ..Thought::default()
        };
        assert_eq!(score_in_men(&t), -1.25);
        assert_eq!(score_from_men(-1.25), -125);
        t.proven = Some(Proven::Win);
        t.plies_to_end = Some(7);
        assert_eq!(score_in_men(&t), 99.93);
        t.proven = Some(Proven::Loss);
        assert_eq!(score_in_men(&t), -99.93);
        assert!(spawn("/nonexistent/engine", &[], "draughts").is_err());
        assert!(spawn("", &[], "draughts").is_err());
    }
}
