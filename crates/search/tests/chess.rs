//! The search on chess: mates in two and three, found, proven and checked by AND-OR search.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_chess::Chess;
use ply_core::{Game, NoRules};
use ply_search::{Limits, Proven, SearchResult, Searcher};
use toys::{loses_within, wins_within};

fn search(fen: &str, depth: u32) -> (Chess, SearchResult<Chess>) {
    let pos = Chess::from_text(fen, &NoRules).expect("FEN");
    let mut searcher = Searcher::new(16);
    let r = searcher.search(
        &pos,
        &[],
        &Limits::depth(depth),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    (pos, r)
}

fn line(pos: &Chess, moves: &[<Chess as Game>::Move]) -> Vec<String> {
    let mut pos = pos.clone();
    moves
        .iter()
        .map(|&mv| {
            let text = pos.format_move(mv);
            pos.play(mv);
            text
        })
        .collect()
}

/// The search proves a mate in `n` moves, the AND-OR check agrees that the move found mates in
/// `n` and that no quicker mate exists, and the principal variation ends in mate.
fn check_mate_in(fen: &str, n: u32, depth: u32) -> Vec<String> {
    let (pos, r) = search(fen, depth);
    let plies = 2 * n - 1;
    assert_eq!(r.proven, Some(Proven::Win), "{fen}");
    assert_eq!(r.plies_to_end, Some(plies), "{fen}");
    assert_eq!(r.score, 1);
    let mv = r.best_move.expect("a move");
    let mut next = pos.clone();
    next.play(mv);
    assert!(
        loses_within(&next, plies - 1),
        "{fen}: the move found does not mate in {n}"
    );
    assert!(
        !wins_within(&pos, plies - 2),
        "{fen}: a quicker mate exists"
    );
    assert_eq!(r.pv.len(), plies as usize, "{fen}: pv to the mate");
    let mut end = pos.clone();
    for &m in &r.pv {
        end.play(m);
    }
    assert!(
        end.outcome()
            .is_some_and(|o| o.winner == Some(pos.side_to_move()))
    );
    line(&pos, &r.pv)
}

#[test]
fn mate_in_two() {
    let pv = check_mate_in(
        "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
        2,
        6,
    );
    assert_eq!(pv[0], "Qxh6+");
    assert_eq!(pv[2], "Rg8#");
}

#[test]
fn mate_in_two_with_the_rook_and_king() {
    check_mate_in("5k2/8/6K1/8/8/8/8/1R6 w - - 0 1", 2, 6);
}

#[test]
fn mate_in_three_for_black() {
    let pv = check_mate_in(
        "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
        3,
        8,
    );
    assert_eq!(pv[0], "Bc5+");
}

#[test]
fn the_mated_side_sees_it_coming() {
    // After 1. Qxh6+ Black is mated next move whatever it does.
    let (_, r) = search("r1b2k1r/ppppq3/5N1Q/4P3/4PP2/1B6/PP5P/n2K2R1 b - - 0 1", 6);
    assert_eq!(
        (r.proven, r.plies_to_end, r.score),
        (Some(Proven::Loss), Some(2), -1)
    );
}

#[test]
fn mate_in_one_is_found_at_depth_one() {
    let (pos, r) = search("6k1/5ppp/8/8/8/8/r4PPP/1R2R1K1 w - - 0 1", 1);
    let mv = r.best_move.expect("a move");
    assert_eq!(pos.format_move(mv), "Rb8#");
    assert_eq!((r.depth, r.plies_to_end), (1, Some(1)));
}

#[test]
fn a_checkmated_position_has_no_move() {
    let (_, r) = search("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", 3);
    assert_eq!(r.best_move, None);
    assert_eq!(
        (r.proven, r.score, r.plies_to_end),
        (Some(Proven::Loss), -1, Some(0))
    );
}

#[test]
fn quiescence_sees_the_recapture() {
    // Qxd5 wins a pawn but loses the queen to ...Rxd5? No: d5 is defended by the rook on d8,
    // so the queen must not take; depth 1 plus quiescence knows.
    let (pos, r) = search("3r2k1/5ppp/8/3p4/8/8/3Q1PPP/6K1 w - - 0 1", 1);
    let mv = r.best_move.expect("a move");
    assert_ne!(pos.format_move(mv), "Qxd5");
}
