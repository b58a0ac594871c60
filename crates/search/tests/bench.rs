//! The bench: the same node count on every run, for every game.

use ply_chess::Chess;
use ply_core::{Evaluate, Game, NoRules};
use ply_draughts::{Draughts, Variant};
use ply_kalah::{Kalah, KalahRules};
use ply_konane::Konane;
use ply_search::bench;

fn same_twice<G: Evaluate>(positions: &[G], depth: u32) -> u64 {
    let (nodes, _) = bench(positions, depth);
    assert!(nodes > 0);
    assert_eq!(
        bench(positions, depth).0,
        nodes,
        "{}",
        positions[0].to_text()
    );
    nodes
}

#[test]
fn node_counts_repeat_for_every_game() {
    let chess = [
        Chess::start(&NoRules),
        Chess::from_text(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            &NoRules,
        )
        .expect("FEN"),
    ];
    same_twice(&chess, 4);
    let draughts = [
        Draughts::start(&Variant::international()),
        Draughts::start(&Variant::kabe()),
    ];
    same_twice(&draughts[..1], 5);
    same_twice(&draughts[1..], 6);
    same_twice(&[Konane::start(&NoRules)], 5);
    same_twice(&[Kalah::start(&KalahRules::default())], 8);
}
