//! The forced line after a puzzle's first move: the replies the deeper search chooses and each
//! next move of the solver as long as it is again the only winning one; then the line's
//! themes and its starting rating.

use ply_core::Side;
use ply_games::{AnyEngine, AnyRecord};

use crate::judge::{Goal, only_winner, search};

/// The solver's moves a line holds at most.
const MOST_SOLVER_MOVES: usize = 6;
/// Replies in a row (a Kalah side may move again and again).
const MOST_REPLIES: usize = 6;

/// The line from `record`'s position, whose only winning move is `first`: the solver's moves
/// and the replies, ending with a solver's move.
pub fn forced_line(
    engine: &mut dyn AnyEngine,
    record: &dyn AnyRecord,
    first: &str,
    goal: Goal,
    nodes: u64,
) -> Vec<String> {
    let solver = record.side_to_move();
    let mut line = vec![first.to_string()];
    let mut at = record.clone_box();
    if at.play(first).is_err() {
        return line;
    }
    let mut solver_moves = 1;
    while solver_moves < MOST_SOLVER_MOVES && at.outcome().is_none() {
        let mut next = at.clone_box();
        let mut replies = Vec::new();
        let mut hint = None;
        while next.side_to_move() != solver && next.outcome().is_none() {
            if replies.len() == MOST_REPLIES {
                return line;
            }
            let Some((_, Some(reply), pv)) = search(engine, next.as_ref(), nodes) else {
                return line;
            };
            hint = pv.get(1).cloned();
            if next.play(&reply).is_err() {
                return line;
            }
            replies.push(reply);
        }
        if next.outcome().is_some() {
            break;
        }
        let Some(mv) = only_winner(engine, next.as_ref(), goal, nodes, hint.as_deref()) else {
            break;
        };
        if next.play(&mv).is_err() {
            break;
        }
        line.extend(replies);
        line.push(mv);
        solver_moves += 1;
        at = next;
    }
    line
}

/// How many pieces stand on the board for `side`, and how many of them are kings, or how
/// many seeds lie in `side`'s pits (cells before its store).
fn material(record: &dyn AnyRecord, side: Side) -> (usize, usize, u32) {
    let d = record.diagram();
    let pieces = d
        .cells
        .iter()
        .filter_map(|c| c.piece)
        .filter(|p| p.side == side);
    let (mut all, mut kings) = (0, 0);
    for p in pieces {
        all += 1;
        kings += usize::from(p.kind.name() == "king");
    }
    let half = d.cells.len() / 2;
    let pits = match side {
        Side::White => &d.cells[..half.saturating_sub(1)],
        Side::Black => &d.cells[half..d.cells.len().saturating_sub(1)],
    };
    let seeds = pits.iter().map(|c| c.count).sum();
    (all, kings, seeds)
}

/// The themes of a line from `record`'s position, in words the page translates
/// (`page-puzzle-theme-…` by the theme with spaces as dashes).
pub fn themes(record: &dyn AnyRecord, line: &[String]) -> Vec<String> {
    let solver = record.side_to_move();
    let family = match record.diagram().layout {
        ply_core::diagram::Layout::Pits { .. } => "pits",
        _ => "board",
    };
    let mut themes: Vec<&str> = Vec::new();
    let mut at = record.clone_box();
    let mut solver_moves = 0;
    let mut most_taken = 0;
    let mut solver_captures = 0;
    let mut extra_turn = false;
    let mut crowned = false;
    let mut seed_capture = false;
    let mut first_quiet = false;
    let mut reply_takes = false;
    let mut check = false;
    for (i, mv) in line.iter().enumerate() {
        let mover = at.side_to_move();
        let before = material(at.as_ref(), mover);
        let other_before = material(at.as_ref(), mover.opposite());
        if at.play(mv).is_err() {
            break;
        }
        let taken = at.last_captures().len();
        if mover == solver {
            solver_moves += 1;
            most_taken = most_taken.max(taken);
            solver_captures += usize::from(taken > 0);
            let after = material(at.as_ref(), mover);
            crowned |= after.1 > before.1;
            if i == 0 {
                first_quiet = taken == 0;
            }
            extra_turn |= at.outcome().is_none() && at.side_to_move() == solver;
            let other_after = material(at.as_ref(), mover.opposite());
            seed_capture |= at.outcome().is_none() && other_after.2 < other_before.2;
            check |= mv.ends_with('+');
        } else if i == 1 {
            reply_takes = !at.last_captures().is_empty();
        }
    }
    let won = at.outcome().is_some_and(|o| o.winner == Some(solver));
    if won && line.last().is_some_and(|m| m.ends_with('#')) {
        themes.push(match solver_moves {
            1 => "mate in 1",
            2 => "mate in 2",
            3 => "mate in 3",
            _ => "mate",
        });
    } else if won {
        themes.push("win");
    }
    if family == "pits" {
        if extra_turn {
            themes.push("extra turn");
        }
        if seed_capture {
            themes.push("capture");
        }
        themes.push("endgame");
    } else {
        if most_taken >= 2 || solver_captures >= 2 {
            themes.push("capture sequence");
        }
        if first_quiet && reply_takes {
            themes.push("sacrifice");
        }
        if crowned {
            themes.push("breakthrough");
        }
        if check {
            themes.push("check");
        }
        if line.iter().step_by(2).any(|m| m.contains('=')) {
            themes.push("promotion");
        }
        if line.len() == 1 && !won {
            themes.push("one move");
        }
    }
    themes.into_iter().map(str::to_string).collect()
}

/// The starting rating of a puzzle: longer lines, a quiet first move and many moves to choose
/// from make it harder.
pub fn rating(record: &dyn AnyRecord, line: &[String], themes: &[String]) -> i32 {
    let solver_moves = line.len().div_ceil(2) as i32;
    let choices = record.legal_moves().len() as i32;
    let quiet = themes.iter().any(|t| t == "sacrifice");
    let r = 1000 + 150 * solver_moves + 8 * choices.min(40) + if quiet { 200 } else { 0 };
    r.clamp(600, 2600)
}
