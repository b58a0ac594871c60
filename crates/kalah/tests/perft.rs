//! Perft of finished positions. The counts of `tests/data/perft.tsv` are checked by the
//! conformance suite over the registry (`crates/games/tests/conformance.rs`).

use ply_core::{Game, perft::perft};
use ply_kalah::{Kalah, KalahRules};

#[test]
fn finished_position_has_no_moves_below_depth_zero() {
    let rules = KalahRules::default();
    let done = Kalah::from_text("0,0,0,0,0,0,40,0,0,0,0,0,0,32 N", &rules).unwrap();
    assert_eq!(perft(&done, 0), 1);
    assert_eq!(perft(&done, 1), 0);
    assert_eq!(perft(&done, 3), 0);
}
