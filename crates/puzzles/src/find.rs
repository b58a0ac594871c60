//! The positions of a game that make puzzles: a first look by a short search, then every move
//! searched, then a deeper check of every move, then the forced line, which the exact values
//! must not contradict where they reach it (`proof.rs`).

use std::collections::HashSet;

use ply_games::{AnyEngine, AnyGame, AnyRecord, Context, GameError, Proven};

use crate::{
    Puzzle,
    judge::{Budget, Goal, TT_MB, only_winner, search},
    line::{forced_line, rating, themes},
    proof::prove,
};

/// Plies at the start of a game that are never looked at (the openings of self-play are
/// random).
const SKIP_PLIES: usize = 4;

/// Finds puzzles in games of one game id, keeping the positions already used.
pub struct Finder {
    game: &'static dyn AnyGame,
    engine: Box<dyn AnyEngine>,
    goal: Goal,
    budget: Budget,
    context: Context,
    seen: HashSet<String>,
    refused: usize,
}

/// What looking at one game gave: its puzzles, and the positions looked at.
#[derive(Debug, Default)]
pub struct Found {
    pub puzzles: Vec<Puzzle>,
    pub positions: usize,
}

impl Finder {
    /// A finder for `game` searching with `context` within `budget`, its puzzles held against
    /// the exact values of `context` (its endgame databases; Kalah's solver).
    pub fn new(game: &'static dyn AnyGame, context: &Context, budget: Budget) -> Finder {
        Finder {
            game,
            engine: game.new_engine(TT_MB, context),
            goal: Goal::of(game),
            budget,
            context: context.clone(),
            seen: HashSet::new(),
            refused: 0,
        }
    }

    /// The puzzles the search found and the exact values contradicted, so far.
    pub fn refused(&self) -> usize {
        self.refused
    }

    /// The puzzle of the record's current position, if exactly one move wins by every look.
    pub fn puzzle_at(&mut self, record: &dyn AnyRecord, source: &str) -> Option<Puzzle> {
        let legal = record.legal_moves();
        if legal.len() < 2 || record.outcome().is_some() {
            return None;
        }
        let position = record.position();
        if self.seen.contains(&position) {
            return None;
        }
        // The position alone, without the game before it, as the puzzle is served and checked.
        let fresh = self.game.new_game(&[], Some(&position)).ok()?;
        let record = fresh.as_ref();
        let engine = self.engine.as_mut();
        let (worth, best, _) = search(engine, record, self.budget.screen)?;
        // The first look: the side to move must be winning at all.
        let hopeful = match self.goal {
            // Far ahead already, every move keeps the lead: no puzzle but a proven win.
            Goal::Material { win, .. } => {
                worth.proven == Some(Proven::Win) || (win..=4 * win).contains(&worth.score)
            }
            Goal::Game { .. } => worth.proven.is_some() || worth.score > 0,
            Goal::Margin { .. } => worth.score > 0,
        };
        if !hopeful {
            return None;
        }
        let first = only_winner(engine, record, self.goal, self.budget.each, best.as_deref())?;
        let checked = only_winner(
            engine,
            record,
            self.goal,
            self.budget.verify,
            Some(first.as_str()),
        )?;
        if checked != first {
            return None;
        }
        let line = forced_line(engine, record, &first, self.goal, self.budget.verify);
        self.seen.insert(position.clone());
        if prove(record, &line, self.goal, &self.context).is_err() {
            self.refused += 1;
            return None;
        }
        let themes = themes(record, &line);
        let rating = rating(record, &line, &themes);
        Some(Puzzle {
            id: Puzzle::id_for(self.game.id(), &position),
            game: self.game.id().to_string(),
            position,
            solution: line,
            rating,
            themes,
            source: source.to_string(),
        })
    }

    /// The puzzles of one game, position by position from its start; `source` names the game
    /// ("FILE game N"), and each puzzle's source adds its move number.
    ///
    /// # Errors
    /// The record's start position cannot be set up again (not expected of a read record).
    pub fn puzzles_in(&mut self, record: &dyn AnyRecord, source: &str) -> Result<Found, GameError> {
        let mut at = self.game.new_game(&[], Some(&record.start_position()))?;
        let mut found = Found::default();
        // A puzzle's line is not looked at again from its later positions.
        let mut next = SKIP_PLIES;
        for (ply, mv) in record.moves().iter().enumerate() {
            if ply >= next {
                found.positions += 1;
                let here = format!("{source}, ply {}", ply + 1);
                if let Some(p) = self.puzzle_at(at.as_ref(), &here) {
                    next = ply + p.solution.len().max(2);
                    found.puzzles.push(p);
                }
            }
            if at.play(mv).is_err() {
                break;
            }
        }
        Ok(found)
    }
}
