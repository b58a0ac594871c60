//! The search on draughts: a shot that gives a man to take two; compulsory captures in
//! quiescence.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_core::{Game, Side};
use ply_draughts::{Draughts, Variant};
use ply_search::{Limits, Searcher};

#[test]
fn a_shot_winning_a_man() {
    // 29-23 gives a man: Black must take 18x29, and 34x14 takes two back (29 and 19). Every
    // quiet move keeps the material level.
    let rules = Variant::international();
    let pos = Draughts::from_text("W:W28,29,34,40,45,50:B2,3,4,12,18,19", &rules).expect("FEN");
    let mut searcher = Searcher::new(16);
    let r = searcher.search(
        &pos,
        &[],
        &Limits::depth(6),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let mut p = pos;
    let line: Vec<String> =
        r.pv.iter()
            .map(|&mv| {
                let text = p.format_move(mv);
                p.play(mv);
                text
            })
            .collect();
    assert_eq!(line[..3], ["29-23", "18x29", "34x14"], "{line:?}");
    // A man up after the shot, and the search sees a lead (how much depends on the evaluation).
    let mut after = pos;
    for mv in &r.pv[..3] {
        after.play(*mv);
    }
    let (white, black) = (after.material(Side::White), after.material(Side::Black));
    assert_eq!((white.0 + white.1), (black.0 + black.1) + 1, "{line:?}");
    assert!(r.score > 0, "a man up: {}", r.score);
}

#[test]
fn quiescence_resolves_compulsory_captures() {
    // At depth 1 the shot is three plies deep; the captures after it are forced, and
    // quiescence searches them.
    let rules = Variant::international();
    let pos = Draughts::from_text("W:W28,29,34,40,45,50:B2,3,4,12,18,19", &rules).expect("FEN");
    let mut searcher = Searcher::new(1);
    let r = searcher.search(
        &pos,
        &[],
        &Limits::depth(1),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(pos.format_move(r.best_move.expect("a move")), "29-23");
}

#[test]
fn kabe_start_search_is_legal() {
    let rules = Variant::kabe();
    let start = Draughts::start(&rules);
    let mut searcher = Searcher::new(4);
    let r = searcher.search(
        &start,
        &[],
        &Limits::depth(6),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    assert!(moves.contains(&r.best_move.expect("a move")));
}
