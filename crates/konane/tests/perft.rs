//! Perft against independent counts (`tests/data/perft.tsv`). Rows above `NODE_LIMIT` run only
//! with `PLY_DEEP_TESTS=1`.

use ply_core::{
    Game, NoRules,
    perft::perft,
    testing::{check_perft_table, perft_rows},
};
use ply_konane::Konane;

const NODE_LIMIT: u64 = 10_000_000;
const DATA: &str = include_str!("data/perft.tsv");

#[test]
fn perft_matches_reference_counts() {
    let rows = perft_rows(DATA);
    assert!(rows.len() >= 20, "the data file has the reference rows");
    let checked = check_perft_table::<Konane>(DATA, "konane", &NoRules, NODE_LIMIT);
    assert!(checked > 0, "no konane row checked");
}

#[test]
fn perft_of_a_finished_position_is_zero() {
    let pos = Konane::from_text("8/8/8/8/8/8/b7/w7 b", &NoRules).unwrap();
    assert_eq!(perft(&pos, 0), 1);
    assert_eq!(perft(&pos, 1), 0);
    assert_eq!(perft(&pos, 3), 0);
}
