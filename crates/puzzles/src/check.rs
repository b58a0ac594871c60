//! A puzzle checked again: its game is known, its position reads under the default rules and
//! is not over, its solution is legal move by move and ends with a move of the solver, and
//! its first move is the only winning one by the deeper search.

use std::fmt;

use ply_games::{AnyGame, Context, find};

use crate::{
    Puzzle,
    judge::{Budget, Goal, TT_MB, only_winner},
};

/// Why a puzzle fails its check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    Game(String),
    Position(String),
    Over,
    Move { index: usize, text: String },
    EndsWithReply,
    NotOnly { found: Option<String> },
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Game(g) => write!(f, "unknown game {g}"),
            CheckError::Position(e) => write!(f, "position: {e}"),
            CheckError::Over => f.write_str("the position is over"),
            CheckError::Move { index, text } => write!(f, "move {} '{text}' is illegal", index + 1),
            CheckError::EndsWithReply => f.write_str("the solution ends with a reply"),
            CheckError::NotOnly { found } => match found {
                Some(m) => write!(f, "the only winning move is {m}, not the solution's"),
                None => f.write_str("no single move wins"),
            },
        }
    }
}

/// Checks `puzzle` with searches of `budget.verify` nodes per move from a fresh engine of
/// `context`.
///
/// # Errors
/// The first thing wrong with it.
pub fn check(puzzle: &Puzzle, context: &Context, budget: Budget) -> Result<(), CheckError> {
    let game: &dyn AnyGame =
        find(&puzzle.game).map_err(|_| CheckError::Game(puzzle.game.clone()))?;
    let record = game
        .new_game(&[], Some(&puzzle.position))
        .map_err(|e| CheckError::Position(e.to_string()))?;
    if record.outcome().is_some() || record.legal_moves().is_empty() {
        return Err(CheckError::Over);
    }
    let solver = record.side_to_move();
    let mut at = record.clone_box();
    let mut last_mover = None;
    for (index, text) in puzzle.solution.iter().enumerate() {
        last_mover = Some(at.side_to_move());
        at.play(text).map_err(|_| CheckError::Move {
            index,
            text: text.clone(),
        })?;
    }
    if last_mover != Some(solver) {
        return Err(CheckError::EndsWithReply);
    }
    let mut engine = game.new_engine(TT_MB, context);
    let found = only_winner(
        engine.as_mut(),
        record.as_ref(),
        Goal::of(game),
        budget.verify,
        puzzle.solution.first().map(String::as_str),
    );
    // The solution's move as the game writes it.
    let mut copy = record.clone_box();
    let first = copy.play(&puzzle.solution[0]).ok();
    if found.is_none() || found != first {
        return Err(CheckError::NotOnly { found });
    }
    Ok(())
}
