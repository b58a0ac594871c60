//! What a move is worth to the side that makes it, by a node-limited search of the position it
//! leads to, and whether that worth wins: material (an evaluation lead), the game (a proven
//! win), or in Kalah the proven margin.

use std::sync::atomic::AtomicBool;

use ply_core::Side;
use ply_games::{AnyEngine, AnyGame, AnyRecord, Limits, Proven, Think};

/// A move's worth from its mover's point of view.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Worth {
    /// In the game's unit; for a proven result of a margin-scored game the margin, for other
    /// proven results 1, 0 or -1.
    pub score: i32,
    pub proven: Option<Proven>,
}

/// What a puzzle's move must win, and what the other moves must not reach.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// An evaluation lead of at least `win`, when every other move leaves at most `level`
    /// (draughts, chess: in hundredths of a man or a pawn). A proven win always wins.
    Material { win: i32, level: i32 },
    /// A proven win, when every other move is proven not to win or scores at most `level`
    /// (Konane).
    Game { level: i32 },
    /// A proven margin above 0 that every other move misses by `gap` or more, all proven
    /// (Kalah). How a Kalah puzzle is proven. Found: at each position of its line where the
    /// solver moves, every legal move's result is searched (at the first 4,000 then 16,000
    /// nodes, later 16,000) and must come back proven, the search's proofs resting on Kalah's
    /// exact solver, its oracle at positions with at most 20 seeds in the pits (within
    /// 1,000,000 boards each); then `proof.rs` solves every move's result at each of those
    /// positions outright with the solver (no search, within `ply_games::KALAH_NODES` boards),
    /// and the same rule must hold for those exact final margins. Checked (`check`): the first
    /// move again by the search (16,000 nodes), every position of the line again by the solver.
    Margin { gap: i32 },
}

impl Goal {
    /// The goal of a game's puzzles, from how its scores read.
    pub fn of(game: &dyn AnyGame) -> Goal {
        let scale = game.score_scale();
        if scale.margins {
            Goal::Margin { gap: 2 }
        } else if game.family() == "konane" {
            Goal::Game { level: 0 }
        } else if game.family() == "chess" {
            // Two pawns won, against one at most.
            Goal::Material {
                win: 2 * scale.unit,
                level: scale.unit,
            }
        } else {
            // A man won, against a quarter of one at most.
            Goal::Material {
                win: scale.unit,
                level: scale.unit / 4,
            }
        }
    }

    /// Whether the move worth `w` wins.
    pub fn wins(self, w: Worth) -> bool {
        match self {
            Goal::Material { win, .. } => {
                w.proven == Some(Proven::Win) || (w.proven.is_none() && w.score >= win)
            }
            Goal::Game { .. } => w.proven == Some(Proven::Win),
            Goal::Margin { .. } => w.proven.is_some() && w.score > 0,
        }
    }

    /// Whether `best` is the only winning move among `worths` (its own included): it wins,
    /// and every other move stays below the goal with room to spare.
    pub fn only(self, best: usize, worths: &[Worth]) -> bool {
        let Some(&b) = worths.get(best) else {
            return false;
        };
        if worths.len() < 2 || !self.wins(b) {
            return false;
        }
        worths
            .iter()
            .enumerate()
            .all(|(i, &w)| i == best || stays_below(self, w, b))
    }
}

/// The table of every engine that finds or checks puzzles, in megabytes: small, since it is
/// cleared before each search of a few thousand nodes.
pub const TT_MB: usize = 1;

/// Nodes per search: the first look at a position, each of its moves, and the deeper check.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    pub screen: u64,
    pub each: u64,
    pub verify: u64,
}

impl Budget {
    /// The budget the shipped sets were made and are checked with.
    pub const STANDARD: Budget = Budget {
        screen: 2_000,
        each: 4_000,
        verify: 16_000,
    };

    /// The budget of a game's shipped set: [`Budget::STANDARD`], halved for chess, whose
    /// positions have the most moves to search.
    pub fn for_game(game: &str) -> Budget {
        match game {
            "chess" => Budget::from_nodes(Budget::STANDARD.screen / 2),
            _ => Budget::STANDARD,
        }
    }

    /// A budget from the first look's nodes: each move twice that, the check eight times.
    pub fn from_nodes(nodes: u64) -> Budget {
        Budget {
            screen: nodes,
            each: nodes * 2,
            verify: nodes * 8,
        }
    }
}

/// One node-limited search of the record's position from a cleared engine: the side to move's
/// worth and the best move.
pub fn search(
    engine: &mut dyn AnyEngine,
    record: &dyn AnyRecord,
    nodes: u64,
) -> Option<(Worth, Option<String>, Vec<String>)> {
    engine.clear();
    let think = Think {
        limits: Limits::nodes(nodes),
        level: None,
        seed: 0,
    };
    let thought = engine
        .think(record, &think, &AtomicBool::new(false), &mut |_| {})
        .ok()?;
    let worth = Worth {
        score: thought.score,
        proven: thought.proven,
    };
    Some((worth, thought.best_move, thought.pv))
}

/// The worth of a position reached by `mover`'s move, to `mover`.
fn after_move(
    engine: &mut dyn AnyEngine,
    after: &dyn AnyRecord,
    mover: Side,
    nodes: u64,
    margins: bool,
) -> Option<Worth> {
    if let Some(outcome) = after.outcome()
        && !margins
    {
        let proven = match outcome.winner {
            None => Proven::Draw,
            Some(w) if w == mover => Proven::Win,
            Some(_) => Proven::Loss,
        };
        let score = match proven {
            Proven::Win => 1,
            Proven::Draw => 0,
            Proven::Loss => -1,
        };
        return Some(Worth {
            score,
            proven: Some(proven),
        });
    }
    let (w, _, _) = search(engine, after, nodes)?;
    Some(if after.side_to_move() == mover {
        w
    } else {
        Worth {
            score: -w.score,
            proven: w.proven.map(|p| match p {
                Proven::Win => Proven::Loss,
                Proven::Loss => Proven::Win,
                Proven::Draw => Proven::Draw,
            }),
        }
    })
}

/// Whether a move worth `w` stays below the goal with room to spare, beside a winning move
/// worth `best` (`Goal::only`'s test of the other moves).
fn stays_below(goal: Goal, w: Worth, best: Worth) -> bool {
    match goal {
        Goal::Material { level, .. } | Goal::Game { level } => {
            matches!(w.proven, Some(Proven::Loss | Proven::Draw))
                || (w.proven.is_none() && w.score <= level)
        }
        Goal::Margin { gap } => w.proven.is_some() && w.score <= best.score - gap,
    }
}

/// The one winning move of the record's position by searches of `nodes` nodes per move, if
/// exactly one move wins. Each move's search starts from a cleared engine, so the answer does
/// not depend on the order the moves are searched in: `first` (a likely winner) is searched
/// first, and the search of the others stops at the first that also wins or does not stay
/// below the goal (except in Kalah, whose margins are compared with the best's).
pub fn only_winner(
    engine: &mut dyn AnyEngine,
    record: &dyn AnyRecord,
    goal: Goal,
    nodes: u64,
    first: Option<&str>,
) -> Option<String> {
    let margins = matches!(goal, Goal::Margin { .. });
    let mover = record.side_to_move();
    let mut moves = record.legal_moves();
    if moves.len() < 2 {
        return None;
    }
    if let Some(i) = first.and_then(|f| moves.iter().position(|m| m == f)) {
        let m = moves.remove(i);
        moves.insert(0, m);
    }
    let mut all: Vec<(String, Worth)> = Vec::with_capacity(moves.len());
    let mut winner: Option<usize> = None;
    for mv in moves {
        let mut after = record.clone_box();
        after.play(&mv).ok()?;
        let w = after_move(engine, after.as_ref(), mover, nodes, margins)?;
        if !margins {
            if goal.wins(w) {
                if winner.is_some() {
                    return None;
                }
                winner = Some(all.len());
            } else if !stays_below(goal, w, w) {
                return None;
            }
        }
        all.push((mv, w));
    }
    let values: Vec<Worth> = all.iter().map(|(_, w)| *w).collect();
    // A proven win above a lead, then the larger score; the first such move.
    let rank = |w: Worth| (w.proven == Some(Proven::Win), w.score);
    let best = (0..values.len())
        .filter(|&i| goal.wins(values[i]))
        .max_by_key(|&i| (rank(values[i]), std::cmp::Reverse(i)))?;
    goal.only(best, &values).then(|| all[best].0.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(score: i32, proven: Option<Proven>) -> Worth {
        Worth { score, proven }
    }

    #[test]
    fn material_needs_one_winner_and_the_rest_level() {
        let g = Goal::Material {
            win: 200,
            level: 50,
        };
        assert!(g.only(0, &[w(250, None), w(40, None), w(-1, Some(Proven::Loss))]));
        assert!(!g.only(0, &[w(250, None), w(60, None)]));
        assert!(!g.only(0, &[w(150, None), w(0, None)]));
        assert!(!g.only(0, &[w(1, Some(Proven::Win)), w(1, Some(Proven::Win))]));
        assert!(g.only(1, &[w(0, None), w(1, Some(Proven::Win))]));
        // One move is no choice.
        assert!(!g.only(0, &[w(900, None)]));
    }

    #[test]
    fn margins_must_be_proven_and_apart() {
        let g = Goal::Margin { gap: 2 };
        assert!(g.only(0, &[w(6, Some(Proven::Win)), w(4, Some(Proven::Win))]));
        assert!(!g.only(0, &[w(6, Some(Proven::Win)), w(5, Some(Proven::Win))]));
        assert!(!g.only(0, &[w(6, Some(Proven::Win)), w(-20, None)]));
        assert!(!g.only(0, &[w(0, Some(Proven::Draw)), w(-4, Some(Proven::Loss))]));
    }
}
