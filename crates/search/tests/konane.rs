//! The search on Konane: a move that leaves the opponent without a move wins at once.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_core::{Game, NoRules};
use ply_konane::Konane;
use ply_search::{Limits, Proven, Searcher};

#[test]
fn the_move_that_leaves_no_reply() {
    // White has eight moves; only c3-e3 leaves Black without a jump.
    let pos = Konane::from_text(
        "bwbwb1bw/w5w1/b5b1/2w1w3/1w4b1/w1wb3b/5w2/1bwb3b w",
        &NoRules,
    )
    .expect("position");
    let mut searcher = Searcher::new(4);
    for depth in [1, 4] {
        let r = searcher.search(
            &pos,
            &[],
            &Limits::depth(depth),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let mv = r.best_move.expect("a move");
        assert_eq!(pos.format_move(mv), "c3-e3");
        assert_eq!((r.proven, r.plies_to_end), (Some(Proven::Win), Some(1)));
        let mut next = pos;
        next.play(mv);
        let mut replies = Vec::new();
        next.legal_moves(&mut replies);
        assert!(replies.is_empty());
    }
}

#[test]
fn opening_search_is_quick_and_legal() {
    let start = Konane::start(&NoRules);
    let mut searcher = Searcher::new(4);
    let r = searcher.search(
        &start,
        &[],
        &Limits::depth(5),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    assert!(moves.contains(&r.best_move.expect("a move")));
    assert_eq!(r.depth, 5);
}
