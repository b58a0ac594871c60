//! Perft of finished positions. The counts of `tests/data/perft.tsv` are checked by the
//! conformance suite over the registry (`crates/games/tests/conformance.rs`).

use ply_core::{Game, NoRules, perft::perft};
use ply_konane::Konane;

#[test]
fn perft_of_a_finished_position_is_zero() {
    let pos = Konane::from_text("8/8/8/8/8/8/b7/w7 b", &NoRules).unwrap();
    assert_eq!(perft(&pos, 0), 1);
    assert_eq!(perft(&pos, 1), 0);
    assert_eq!(perft(&pos, 3), 0);
}
