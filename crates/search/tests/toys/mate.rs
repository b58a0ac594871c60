//! An independent check of forced wins: plain AND-OR search over the game tree.

use ply_core::{Evaluate, Game};

/// Whether the side to move can force a win (by the position's outcome) within `plies` plies.
pub fn wins_within<G: Evaluate>(pos: &G, plies: u32) -> bool {
    if plies == 0 || pos.outcome().is_some() {
        return false;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.iter().any(|&mv| {
        let mut next = pos.clone();
        next.play(mv);
        if next.side_to_move() == pos.side_to_move() {
            wins_within(&next, plies - 1)
        } else {
            loses_within(&next, plies - 1)
        }
    })
}

/// Whether the side to move loses, whatever it plays, within `plies` plies.
pub fn loses_within<G: Evaluate>(pos: &G, plies: u32) -> bool {
    if let Some(outcome) = pos.outcome() {
        return outcome.winner == Some(pos.side_to_move().opposite());
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    if moves.is_empty() {
        return true;
    }
    plies > 0
        && moves.iter().all(|&mv| {
            let mut next = pos.clone();
            next.play(mv);
            if next.side_to_move() == pos.side_to_move() {
                loses_within(&next, plies - 1)
            } else {
                wins_within(&next, plies - 1)
            }
        })
}
