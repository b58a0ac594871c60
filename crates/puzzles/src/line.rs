//! The forced line after a puzzle's first move: the replies the deeper search chooses and each
//! next move of the solver as long as it is again the only winning one; then the line's
//! themes and its starting rating.

use ply_core::Side;
use ply_games::{AnyEngine, AnyRecord, Placed};

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
    let mut turkish = false;
    // The cell of a reply's capturing piece that the Turkish strike rule stopped.
    let mut stopped: Option<usize> = None;
    for (i, mv) in line.iter().enumerate() {
        let mover = at.side_to_move();
        let before = material(at.as_ref(), mover);
        let other_before = material(at.as_ref(), mover.opposite());
        if at.play(mv).is_err() {
            break;
        }
        let taken = at.last_captures().len();
        if mover == solver {
            turkish |= stopped.is_some_and(|c| at.last_captures().iter().any(|(t, _)| *t == c));
            stopped = None;
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
        } else {
            if i == 1 {
                reply_takes = taken > 0;
            }
            stopped = stopped_capture(at.as_ref(), mover);
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
        if turkish {
            themes.push("coup turc");
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

/// The landing cell of the capture just made by `mover`, if the Turkish strike rule stopped
/// it there: the pieces a capture jumps stay on the board until it ends and none is jumped
/// twice, so the same piece, uncrowned, standing on its landing cell could take again either
/// with the pieces it took already off the board (they blocked its way, as a king's), or with
/// them still there (it would have jumped one a second time; the last one straight back does
/// not count). Draughts games only.
fn stopped_capture(after: &dyn AnyRecord, mover: Side) -> Option<usize> {
    let taken = after.last_captures();
    if taken.is_empty() || after.outcome().is_some() {
        return None;
    }
    let game = ply_games::find(after.game_id()).ok()?;
    let ply_core::diagram::Layout::Grid { files, .. } = after.diagram().layout else {
        return None;
    };
    if game.family() != "draughts" {
        return None;
    }
    let cells = after.last_move_cells()?;
    let (&from, &to) = (cells.first()?, cells.last()?);
    let back = cells.len().checked_sub(2).map(|i| cells[i])?;
    let mut before = after.clone_box();
    before.undo()?;
    let d = after.diagram();
    let kind = |d: &ply_core::diagram::Diagram, c: usize| d.cells.get(c)?.piece.map(|p| p.kind);
    if kind(&before.diagram(), from) != kind(&d, to) {
        return None;
    }
    let rules: Vec<(String, String)> = after
        .rules()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    let mut placed: Vec<Placed> = d
        .cells
        .iter()
        .map(|c| match c.piece {
            Some(p) => Placed::Piece(p.side, p.kind.name().to_string()),
            None => Placed::Empty,
        })
        .collect();
    // The direction from one cell to another, as signs of rows and files.
    let files = usize::from(files);
    let way = |a: usize, b: usize| {
        let (ra, fa, rb, fb) = (a / files, a % files, b / files, b % files);
        (rb.cmp(&ra), fb.cmp(&fa))
    };
    let takes_again = |placed: &[Placed], straight_back: bool| {
        let Ok(again) = game.set_up(&rules, placed, mover) else {
            return false;
        };
        again.legal_move_cells().into_iter().any(|(mv, c)| {
            let mut next = again.clone_box();
            c.first() == Some(&to)
                && c.len() >= 2
                && (straight_back || way(to, c[1]) != way(to, back))
                && next.play(&mv).is_ok()
                && !next.last_captures().is_empty()
        })
    };
    if takes_again(&placed, true) {
        return Some(to);
    }
    for (cell, piece) in &taken {
        if let Some(p) = placed.get_mut(*cell) {
            *p = Placed::Piece(piece.side, piece.kind.name().to_string());
        }
    }
    takes_again(&placed, false).then_some(to)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// International draughts: after White's quiet move, Black's man on 12 must take the ring
    /// 17, 18, 28, 27 and comes home to 12, where it would take 18 a second time (or 17, the
    /// other way round) if the rule let it; it stops there and is taken.
    #[test]
    fn a_capture_stopped_by_the_turkish_strike_rule_is_a_coup_turc() {
        let game = ply_games::find("draughts").unwrap();
        let record = game
            .new_game(&[], Some("W:W7,8,17,18,27,28,46:B1,3,12"))
            .unwrap();
        let mut at = record.clone_box();
        at.play("46-41").unwrap();
        let ring = at.legal_moves();
        assert!(!ring.is_empty());
        let mut line = vec!["46-41".to_string(), ring[0].clone()];
        at.play(&ring[0]).unwrap();
        assert_eq!(at.last_captures().len(), 4, "{ring:?}");
        let twelve = at.last_move_cells().unwrap().last().copied();
        assert_eq!(stopped_capture(at.as_ref(), Side::Black), twelve);
        line.push("8x17".into());
        assert!(themes(record.as_ref(), &line).contains(&"coup turc".to_string()));
        // Without the last move, nothing is taken on 12: no coup turc.
        line.pop();
        line.push("41-36".into());
        assert!(!themes(record.as_ref(), &line).contains(&"coup turc".to_string()));
    }

    /// A capture that ends because nothing more stands to be taken is no coup turc.
    #[test]
    fn a_capture_that_simply_ends_is_none() {
        let game = ply_games::find("draughts").unwrap();
        let mut at = game.new_game(&[], Some("B:W18,46:B12")).unwrap();
        at.play("12x23").unwrap();
        assert_eq!(stopped_capture(at.as_ref(), Side::Black), None);
        let kalah = ply_games::find("kalah").unwrap();
        let mut pits = kalah.new_game(&[], None).unwrap();
        pits.play("3").unwrap();
        assert_eq!(stopped_capture(pits.as_ref(), Side::White), None);
    }
}
