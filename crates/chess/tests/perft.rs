//! Perft beside shakmaty's own. The counts of `tests/data/perft.tsv` are checked by the
//! conformance suite over the registry (`crates/games/tests/conformance.rs`).

use ply_chess::Chess;
use ply_core::{Game, NoRules, perft::perft};

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
