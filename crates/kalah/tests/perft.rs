//! Perft through the game interface against independent counts (`tests/data/perft.tsv`).
//! Rows above `NODE_LIMIT` run only with `PLY_DEEP_TESTS=1`.

use ply_core::{
    Game,
    perft::perft,
    testing::{check_perft_table, perft_rows},
};
use ply_kalah::{Kalah, KalahRules};

const NODE_LIMIT: u64 = 20_000_000;
const DATA: &str = include_str!("data/perft.tsv");

#[test]
fn perft_matches_the_reference_counts() {
    let rows = perft_rows(DATA);
    assert_eq!(rows.len(), 31, "every kalah row of the reference table");
    let checked = check_perft_table::<Kalah>(DATA, "kalah", &KalahRules::default(), NODE_LIMIT);
    assert!(checked > 0, "no kalah row checked");
}

#[test]
fn finished_position_has_no_moves_below_depth_zero() {
    let rules = KalahRules::default();
    let done = Kalah::from_text("0,0,0,0,0,0,40,0,0,0,0,0,0,32 N", &rules).unwrap();
    assert_eq!(perft(&done, 0), 1);
    assert_eq!(perft(&done, 1), 0);
    assert_eq!(perft(&done, 3), 0);
}
