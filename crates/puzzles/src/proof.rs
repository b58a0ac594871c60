//! A puzzle's line held against the exact values where they reach it
//! ([`Context::exact`](ply_games::Context::exact)): the draughts endgame databases a context
//! holds, and Kalah's solver. At each position of the line where the solver moves and the
//! position and every move from it have exact values:
//! - draughts (and any goal but Kalah's margin): the position is a win for the solver, and the
//!   solution's move is the only move that keeps the win (every other draws or loses). A goal
//!   of winning material becomes winning the game there: a man won in a drawn ending is no
//!   puzzle;
//! - Kalah: the solution's move reaches a final margin above 0 and every other move's margin
//!   is at least the goal's gap below it (`Goal::Margin`, the finder's own rule, here with the
//!   solver's margins in place of the search's).

use std::fmt;

use ply_core::{Message, msg};
use ply_games::{AnyRecord, Context, Exact, ExactSource, Proven};

use crate::judge::{Goal, Worth};

/// Where the exact values contradict a puzzle's line: the solver's move at `index` of the
/// solution, with every legal move's exact value there for the solver.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contradiction {
    pub index: usize,
    pub by: ExactSource,
    pub values: Vec<(String, Exact)>,
}

impl Contradiction {
    /// What the exact values say, for the reader: the moves that win by the endgame
    /// databases, or every move's final margin by the solver.
    pub fn message(&self) -> Message {
        let number = self.index + 1;
        match self.by {
            ExactSource::Tables => {
                let winners: Vec<String> = self
                    .values
                    .iter()
                    .filter(|(_, v)| v.proven == Proven::Win)
                    .map(|(m, _)| m.clone())
                    .collect();
                if winners.is_empty() {
                    msg!("puzzle_check_tables_none", number = number)
                } else {
                    msg!("puzzle_check_tables", number = number, moves = winners)
                }
            }
            ExactSource::Solver => {
                let margins: Vec<String> = self
                    .values
                    .iter()
                    .map(|(m, v)| format!("{m} {:+}", v.score))
                    .collect();
                msg!("puzzle_check_solver", number = number, margins = margins)
            }
        }
    }
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(f)
    }
}

/// What holding a line against the exact values found: the solver's positions they reached.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Reached {
    pub positions: usize,
}

/// Holds `line` from `record`'s position against the exact values of `context`.
///
/// # Errors
/// The first solver's move they contradict. A line whose moves are not legal is not this
/// function's business: it stops at the first illegal move.
pub fn prove(
    record: &dyn AnyRecord,
    line: &[String],
    goal: Goal,
    context: &Context,
) -> Result<Reached, Contradiction> {
    let solver = record.side_to_move();
    let exact_goal = match goal {
        Goal::Margin { .. } => goal,
        Goal::Material { .. } | Goal::Game { .. } => Goal::Game { level: 0 },
    };
    let mut reached = Reached::default();
    let mut at = record.clone_box();
    for (index, mv) in line.iter().enumerate() {
        if at.side_to_move() == solver
            && at.outcome().is_none()
            && let Some(values) = values(at.as_ref(), context)
        {
            reached.positions += 1;
            let mut played = at.clone_box();
            let Ok(solution) = played.play(mv) else {
                return Ok(reached);
            };
            let worths: Vec<Worth> = values
                .iter()
                .map(|(_, v)| Worth {
                    score: v.score,
                    proven: Some(v.proven),
                })
                .collect();
            let best = values.iter().position(|(m, _)| *m == solution);
            // A move forced by the rules is no choice: it need only keep the win.
            let holds = |b: usize| match worths.len() {
                1 => exact_goal.wins(worths[b]),
                _ => exact_goal.only(b, &worths),
            };
            if !best.is_some_and(holds) {
                return Err(Contradiction {
                    index,
                    by: values[0].1.by,
                    values,
                });
            }
        }
        if at.play(mv).is_err() {
            break;
        }
    }
    Ok(reached)
}

/// Every legal move of the position with its exact value for the side to move, if the
/// position and every move's result have one.
fn values(at: &dyn AnyRecord, context: &Context) -> Option<Vec<(String, Exact)>> {
    context.exact(at)?;
    let mover = at.side_to_move();
    let mut all = Vec::new();
    for mv in at.legal_moves() {
        let mut after = at.clone_box();
        let text = after.play(&mv).ok()?;
        let value = context.exact(after.as_ref())?;
        let value = if after.side_to_move() == mover {
            value
        } else {
            value.flip()
        };
        all.push((text, value));
    }
    Some(all)
}
