//! Small helpers for hand-built rule tests: a position text, the moves, the expected result.

use ply_core::{Game, MoveErrorKind};
use ply_draughts::{Draughts, Variant};

pub fn kabe() -> Variant {
    Variant::kabe()
}

pub fn draughts() -> Variant {
    Variant::international()
}

pub fn pos(rules: Variant, text: &str) -> Draughts {
    Draughts::from_text(text, &rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves in notation, sorted.
pub fn moves(rules: Variant, text: &str) -> Vec<String> {
    let p = pos(rules, text);
    let mut list = Vec::new();
    p.legal_moves(&mut list);
    let mut names: Vec<String> = list.iter().map(|&m| p.format_move(m)).collect();
    names.sort();
    names
}

/// The position text after playing the moves given in notation.
pub fn after(rules: Variant, text: &str, played: &[&str]) -> String {
    let mut p = pos(rules, text);
    for mv in played {
        let m = p
            .parse_move(mv)
            .unwrap_or_else(|e| panic!("{}: {mv}: {e}", p.to_text()));
        p.play(m);
    }
    p.to_text()
}

/// The error for a move text, with its kind.
pub fn error(rules: Variant, text: &str, mv: &str) -> (MoveErrorKind, String) {
    let p = pos(rules, text);
    match p.parse_move(mv) {
        Ok(m) => panic!("{text}: {mv} was accepted as {}", p.format_move(m)),
        Err(e) => (e.kind, e.message().to_string()),
    }
}

/// Owned strings from literals.
pub fn strings(items: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = items.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}
