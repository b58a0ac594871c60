//! Perft against independent counts (`tests/data/perft.tsv`). Rows above `NODE_LIMIT` nodes run
//! only with `PLY_DEEP_TESTS=1`. The rows of `russian`, `brazilian`, `pool`, `checkers`,
//! `antidraughts`, `breakthrough`, `italian`, `spanish` and `turkish` come from pydraughts (`scripts/pydraughts-perft.py`); the published start-position counts of
//! checkers and Brazilian draughts are checked beside them.

use std::collections::HashSet;

use ply_core::{
    Game,
    perft::perft,
    testing::{PerftRow, deep_tests, perft_rows},
};
use ply_draughts::{Draughts, Variant};

const TABLE: &str = include_str!("data/perft.tsv");
const NODE_LIMIT: u64 = 20_000_000;

fn rows() -> Vec<PerftRow<'static>> {
    perft_rows(TABLE)
}

fn check(game: &str) {
    let deep = deep_tests();
    let rules = Variant::preset(game).expect("preset");
    let mut seen = HashSet::new();
    let mut checked = 0;
    for row in rows().into_iter().filter(|r| r.game == game) {
        if (row.nodes > NODE_LIMIT && !deep) || !seen.insert((row.position, row.depth)) {
            continue;
        }
        let pos = Draughts::from_text(row.position, &rules)
            .unwrap_or_else(|e| panic!("{}: {e}", row.position));
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "{game} perft({}, {})",
            row.position,
            row.depth
        );
        checked += 1;
    }
    assert!(checked > 10, "{game}: only {checked} rows");
}

#[test]
fn kabe_perft() {
    check("kabe");
}

#[test]
fn draughts_perft() {
    check("draughts");
}

#[test]
fn russian_perft() {
    check("russian");
}

#[test]
fn brazilian_perft() {
    check("brazilian");
}

#[test]
fn pool_perft() {
    check("pool");
}

#[test]
fn checkers_perft() {
    check("checkers");
}

#[test]
fn antidraughts_perft() {
    check("antidraughts");
}

#[test]
fn breakthrough_perft() {
    check("breakthrough");
}

#[test]
fn italian_perft() {
    check("italian");
}

#[test]
fn spanish_perft() {
    check("spanish");
}

#[test]
fn turkish_perft() {
    check("turkish");
}

#[test]
fn table_has_every_preset() {
    let games: HashSet<&str> = rows().iter().map(|r| r.game).collect();
    assert_eq!(
        games,
        HashSet::from([
            "kabe",
            "draughts",
            "russian",
            "brazilian",
            "pool",
            "checkers",
            "antidraughts",
            "breakthrough",
            "italian",
            "spanish",
            "turkish"
        ])
    );
}
