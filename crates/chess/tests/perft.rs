//! Perft through the game interface against independent counts (`tests/data/perft.tsv`).
//! Rows above `NODE_LIMIT` run only with `PLY_DEEP_TESTS=1`.

use ply_chess::Chess;
use ply_core::{
    Game, NoRules,
    perft::perft,
    testing::{check_perft_table, perft_rows},
};

const NODE_LIMIT: u64 = 10_000_000;
const DATA: &str = include_str!("data/perft.tsv");

#[test]
fn perft_matches_the_reference_counts() {
    let rows = perft_rows(DATA);
    assert_eq!(rows.len(), 23, "every chess row of the reference table");
    let checked = check_perft_table::<Chess>(DATA, "chess", &NoRules, NODE_LIMIT);
    assert!(checked > 0, "no chess row checked");
}

#[test]
fn perft_agrees_with_shakmaty_after_every_first_move() {
    // Divide of Kiwipete at depth 3: our interface against shakmaty's own perft.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let pos = Chess::from_text(fen, &NoRules).unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        let mut next = pos.clone();
        next.play(mv);
        let mut direct = pos.inner().clone();
        shakmaty::Position::play_unchecked(&mut direct, mv);
        assert_eq!(perft(&next, 2), shakmaty::perft(&direct, 2));
    }
}
