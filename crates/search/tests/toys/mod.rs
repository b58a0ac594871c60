//! Tiny games for testing the search, each small enough to solve by brute force, and a wrapper
//! that hides a game's endgame oracle.
#![allow(dead_code, unused_imports)]

mod kalah;
mod mate;
mod nim;
mod no_oracle;
mod shuffle;
mod tictactoe;

pub use kalah::MiniKalah;
pub use mate::{loses_within, wins_within};
pub use nim::Take;
pub use no_oracle::NoOracle;
pub use shuffle::Shuffle;
pub use tictactoe::TicTacToe;

use std::collections::HashMap;

use ply_core::{Evaluate, Game, MoveError};

/// Exact values by plain negamax over the whole tree, memoised by position text (the toys with
/// a finite tree have no repetition, so a position's value does not depend on the path).
#[derive(Default)]
pub struct Brute {
    memo: HashMap<String, i32>,
}

impl Brute {
    /// The exact value of `pos`, from the side to move's point of view: the margin for
    /// margin-scored games, otherwise 1, 0 or -1. A child's value is negated only when the move
    /// passed the turn.
    pub fn value<G: Evaluate>(&mut self, pos: &G) -> i32 {
        let text = pos.to_text();
        if let Some(&v) = self.memo.get(&text) {
            return v;
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let outcome = pos.outcome();
        let v = if outcome.is_some() || moves.is_empty() {
            if G::MARGIN_SCORING {
                pos.evaluate()
            } else {
                match outcome.and_then(|o| o.winner) {
                    None if outcome.is_some() => 0,
                    Some(w) if w == pos.side_to_move() => 1,
                    _ => -1,
                }
            }
        } else {
            moves
                .iter()
                .map(|&mv| self.after(pos, mv))
                .max()
                .expect("there are moves")
        };
        self.memo.insert(text, v);
        v
    }

    /// The exact value of the position after `mv`, from the mover's point of view.
    pub fn after<G: Evaluate>(&mut self, pos: &G, mv: G::Move) -> i32 {
        let mut next = pos.clone();
        next.play(mv);
        let v = self.value(&next);
        if next.side_to_move() == pos.side_to_move() {
            v
        } else {
            -v
        }
    }
}

/// Reads a small number as a move.
pub(crate) fn parse_number(text: &str, _what: &str) -> Result<u8, MoveError> {
    text.trim()
        .parse()
        .map_err(|_| MoveError::malformed(ply_core::msg!("no_move_given")))
}
