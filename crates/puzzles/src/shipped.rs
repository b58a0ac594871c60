//! The puzzle sets shipped with ply, one file per game in `data/` (one puzzle per line, made by
//! `scripts/puzzles.sh`), built into the binary.

use crate::Puzzle;

/// The games with a shipped set, in the order the page offers them.
pub const GAMES: &[&str] = &["kabe", "draughts", "russian", "chess", "konane", "kalah"];

/// The files' texts, by game.
const FILES: &[(&str, &str)] = &[
    ("kabe", include_str!("../data/kabe.jsonl")),
    ("draughts", include_str!("../data/draughts.jsonl")),
    ("russian", include_str!("../data/russian.jsonl")),
    ("chess", include_str!("../data/chess.jsonl")),
    ("konane", include_str!("../data/konane.jsonl")),
    ("kalah", include_str!("../data/kalah.jsonl")),
];

/// Every shipped puzzle, game by game in file order.
///
/// # Errors
/// A shipped file that does not read (the crate's tests read every one), named.
pub fn shipped() -> Result<Vec<Puzzle>, String> {
    let mut all = Vec::new();
    for (game, text) in FILES {
        all.extend(Puzzle::read_lines(text).map_err(|e| format!("data/{game}.jsonl: {e}"))?);
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_reads_and_holds_its_own_game_once_per_id() {
        let all = shipped().unwrap();
        let mut ids = std::collections::HashSet::new();
        for p in &all {
            assert!(GAMES.contains(&p.game.as_str()), "{}", p.id);
            assert!(ids.insert(p.id.clone()), "{} twice", p.id);
            assert_eq!(p.id, Puzzle::id_for(&p.game, &p.position));
        }
    }
}
