//! A puzzle checked again: its game is known, its position reads under the default rules and
//! is not over, its solution is legal move by move and ends with a move of the solver, the
//! exact values agree with its line where they reach it (`proof.rs`: the endgame databases of
//! the context, Kalah's solver), and its first move is the only winning one by the deeper
//! search.

use std::fmt;

use ply_core::{Message, msg};

use ply_games::{AnyGame, AnyRecord, Context, find};

use crate::{
    Puzzle,
    judge::{Budget, Goal, TT_MB, only_winner},
    proof::{Contradiction, Reached, prove},
};

/// Why a puzzle fails its check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    Game(String),
    Position(Message),
    Over,
    Move { index: usize, text: String },
    EndsWithReply,
    Exact(Contradiction),
    NotOnly { found: Option<String> },
}

impl CheckError {
    /// What is wrong, for the reader.
    pub fn message(&self) -> Message {
        match self {
            CheckError::Game(g) => msg!("puzzle_check_game", game = g.as_str()),
            CheckError::Position(e) => msg!("puzzle_check_position", error = e.clone()),
            CheckError::Over => Message::new("puzzle_check_over"),
            CheckError::Move { index, text } => msg!(
                "puzzle_check_move",
                number = index + 1,
                text = text.as_str()
            ),
            CheckError::EndsWithReply => Message::new("puzzle_check_reply"),
            CheckError::Exact(c) => c.message(),
            CheckError::NotOnly { found: Some(m) } => {
                msg!("puzzle_check_not_only", found = m.as_str())
            }
            CheckError::NotOnly { found: None } => Message::new("puzzle_check_no_winner"),
        }
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// Checks `puzzle` against the exact values of `context` and with searches of `budget.verify`
/// nodes per move from a fresh engine of `context`; gives the solver's positions of its line
/// that the exact values reached.
///
/// # Errors
/// The first thing wrong with it.
pub fn check(puzzle: &Puzzle, context: &Context, budget: Budget) -> Result<Reached, CheckError> {
    let (game, record) = legal(puzzle)?;
    let reached = exact(game, record.as_ref(), puzzle, context)?;
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
    Ok(reached)
}

/// The check without its search: the game, the position, the solution's moves and the exact
/// values of `context` along the line (no search: quick).
///
/// # Errors
/// The first thing wrong with it.
pub fn check_exact(puzzle: &Puzzle, context: &Context) -> Result<Reached, CheckError> {
    let (game, record) = legal(puzzle)?;
    exact(game, record.as_ref(), puzzle, context)
}

fn exact(
    game: &dyn AnyGame,
    record: &dyn AnyRecord,
    puzzle: &Puzzle,
    context: &Context,
) -> Result<Reached, CheckError> {
    prove(record, &puzzle.solution, Goal::of(game), context).map_err(CheckError::Exact)
}

/// The puzzle's game and position, read and not over, with a solution legal move by move
/// that ends with the solver's move.
fn legal(puzzle: &Puzzle) -> Result<(&'static dyn AnyGame, Box<dyn AnyRecord>), CheckError> {
    let game: &dyn AnyGame =
        find(&puzzle.game).map_err(|_| CheckError::Game(puzzle.game.clone()))?;
    let record = game
        .new_game(&[], Some(&puzzle.position))
        .map_err(|e| CheckError::Position(e.message()))?;
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
    Ok((game, record))
}
