//! Puzzles: positions of real games where exactly one move wins material or the game (in
//! Kalah: the one move that keeps the proven margin), with the forced line that follows, its
//! themes, a starting rating and the game it comes from.
//!
//! Everything goes through the registry's type-erased layer (`ply-games`), so one finder serves
//! every game. The files build on each other: `judge.rs` (what a move is worth and whether it
//! wins), `line.rs` (the forced line and its themes), `find.rs` (the positions of a game that
//! make puzzles), `selfplay.rs` (games to look in), `proof.rs` (a line held against the exact
//! values: the draughts endgame databases, Kalah's solver), `check.rs` (a puzzle checked again
//! by them and by a deeper search) and `shipped.rs` (the sets built into the binary).
//!
//! Every search is limited by nodes on one thread from a cleared engine, so the same inputs
//! give the same puzzles.

mod check;
mod find;
mod judge;
mod line;
mod proof;
mod selfplay;
mod shipped;

use serde::{Deserialize, Serialize};

pub use check::{CheckError, check, check_exact};
pub use find::{Finder, Found};
pub use judge::{Budget, Goal, TT_MB, Worth};
pub use proof::{Contradiction, Reached, prove};
pub use selfplay::self_play;
pub use shipped::{GAMES, shipped};

/// One puzzle, as a line of a puzzle file (JSON) and as the API serves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// A short stable id: the game and a hash of the position.
    pub id: String,
    /// The game id.
    pub game: String,
    /// The position text, under the game's default rules; the side to move solves.
    pub position: String,
    /// The solver's moves and the replies, in the game's notation; the first and the last are
    /// the solver's.
    pub solution: Vec<String>,
    /// The starting rating (Glicko-2 scale), from how long and quiet the line is.
    pub rating: i32,
    pub themes: Vec<String>,
    /// The game it was found in: a file and the game's number, or a self-play seed.
    pub source: String,
}

impl Puzzle {
    /// The id of a puzzle of `game` from `position`: the game and 40 bits of an FNV-1a hash.
    pub fn id_for(game: &str, position: &str) -> String {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in game.bytes().chain([b'|']).chain(position.bytes()) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
        format!("{game}-{:010x}", h >> 24)
    }

    /// The themes of this puzzle's line as `ply puzzles generate` tags them now; `None` if its
    /// game is unknown, its position does not read or its solution is not legal.
    pub fn themes_now(&self) -> Option<Vec<String>> {
        let game = ply_games::find(&self.game).ok()?;
        let record = game.new_game(&[], Some(&self.position)).ok()?;
        let mut at = record.clone_box();
        for mv in &self.solution {
            at.play(mv).ok()?;
        }
        Some(line::themes(record.as_ref(), &self.solution))
    }

    /// The puzzle as one line of a puzzle file.
    pub fn to_line(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads the puzzles of a file, one per line (blank lines skipped).
    ///
    /// # Errors
    /// The first line that is not a puzzle, with its number.
    pub fn read_lines(text: &str) -> Result<Vec<Puzzle>, String> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .map(|(i, l)| serde_json::from_str(l).map_err(|e| format!("line {}: {e}", i + 1)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_stable_and_differ_by_game_and_position() {
        let a = Puzzle::id_for("kabe", "W:W21-32:B1-12");
        assert_eq!(a, Puzzle::id_for("kabe", "W:W21-32:B1-12"));
        assert_ne!(a, Puzzle::id_for("russian", "W:W21-32:B1-12"));
        assert_ne!(a, Puzzle::id_for("kabe", "B:W21-32:B1-12"));
        assert!(a.starts_with("kabe-") && a.len() == 15, "{a}");
    }

    #[test]
    fn a_line_reads_back() {
        let p = Puzzle {
            id: "x".into(),
            game: "kalah".into(),
            position: "1,0,0,0,0,0,0,0,0,0,0,0,1,0 S".into(),
            solution: vec!["1".into()],
            rating: 1500,
            themes: vec!["extra turn".into()],
            source: "self-play".into(),
        };
        assert_eq!(Puzzle::read_lines(&p.to_line()).unwrap(), vec![p]);
        assert!(
            Puzzle::read_lines("{}\n")
                .unwrap_err()
                .starts_with("line 1")
        );
    }
}
