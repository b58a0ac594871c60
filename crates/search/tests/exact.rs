//! The search against brute-force minimax on tiny games: exact values, optimal moves, proven
//! results with their distance, and the sign handling of extra turns.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_core::{Evaluate, Game, testing::SplitMix64};
use ply_search::{Limits, Proven, SearchResult, Searcher};
use toys::{Brute, MiniKalah, Take, TicTacToe};

fn search<G: Evaluate>(searcher: &mut Searcher<G>, pos: &G, depth: u32) -> SearchResult<G> {
    searcher.search(
        pos,
        &[],
        &Limits::depth(depth),
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

/// The search's score and move agree with brute force; `proven` matches a non-zero value.
fn check_exact<G: Evaluate>(brute: &mut Brute, searcher: &mut Searcher<G>, pos: &G, depth: u32) {
    let exact = brute.value(pos);
    let r = search(searcher, pos, depth);
    let text = pos.to_text();
    assert_eq!(r.score, exact, "{text}: score");
    let mv = r.best_move.expect("a move");
    assert_eq!(
        brute.after(pos, mv),
        exact,
        "{text}: {mv:?} is not a best move"
    );
    match exact.signum() {
        1 => assert_eq!(r.proven, Some(Proven::Win), "{text}"),
        -1 => assert_eq!(r.proven, Some(Proven::Loss), "{text}"),
        _ => assert_eq!(
            r.proven,
            Some(Proven::Draw),
            "{text}: a draw, the whole tree seen"
        ),
    }
    assert_eq!(
        r.pv.first(),
        Some(&mv),
        "{text}: pv starts with the best move"
    );
}

/// Random positions reached by random moves from `start` (not finished).
fn random_positions<G: Evaluate>(start: &G, count: usize, seed: u64) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let mut pos = start.clone();
        let plies = rng.below(8);
        for _ in 0..plies {
            pos.legal_moves(&mut moves);
            if moves.is_empty() || pos.outcome().is_some() {
                break;
            }
            pos.play(moves[rng.below(moves.len())]);
        }
        pos.legal_moves(&mut moves);
        if !moves.is_empty() && pos.outcome().is_none() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn take_game_values_match_brute_force() {
    let mut searcher = Searcher::new(1);
    let mut brute = Brute::default();
    for extra_turn in [false, true] {
        for stones in 1..=20 {
            check_exact(
                &mut brute,
                &mut searcher,
                &Take::new(stones, extra_turn),
                30,
            );
        }
    }
}

#[test]
fn take_game_multiples_of_four_are_lost() {
    let mut searcher = Searcher::new(1);
    let r = search(&mut searcher, &Take::new(12, false), 20);
    assert_eq!((r.proven, r.score), (Some(Proven::Loss), -1));
    let r = search(&mut searcher, &Take::new(13, false), 20);
    assert_eq!((r.best_move, r.proven), (Some(1), Some(Proven::Win)));
    // Thirteen stones: 1, then three more rounds of four, the winner taking the last.
    assert_eq!(r.plies_to_end, Some(7));
}

#[test]
fn extra_turn_is_not_negated() {
    // Four stones with the extra turn: taking 1 or 3 leaves the opponent a win, taking 2 gives
    // another turn with 2 stones left, which are taken at once. Negating the extra turn's score
    // would call the winning move a loss.
    let mut searcher = Searcher::new(1);
    let r = search(&mut searcher, &Take::new(4, true), 6);
    assert_eq!(r.best_move, Some(2));
    assert_eq!(
        (r.proven, r.score, r.plies_to_end),
        (Some(Proven::Win), 1, Some(2))
    );
    assert_eq!(r.pv, vec![2, 2]);
    // Same stones without the rule: lost.
    let r = search(&mut searcher, &Take::new(4, false), 6);
    assert_eq!(r.proven, Some(Proven::Loss));
}

#[test]
fn tictactoe_values_match_brute_force() {
    let mut searcher = Searcher::new(4);
    let mut brute = Brute::default();
    let start = TicTacToe::start(&ply_core::NoRules);
    check_exact(&mut brute, &mut searcher, &start, 30);
    for pos in random_positions(&start, 60, 7) {
        searcher.clear();
        check_exact(&mut brute, &mut searcher, &pos, 30);
    }
}

#[test]
fn tictactoe_takes_the_quickest_win_and_blocks() {
    let mut searcher = Searcher::new(1);
    let rules = ply_core::NoRules;
    // x to move: x x . / o o . / . . .  — 2 wins at once (5 would only block).
    let pos = TicTacToe::from_text("xx.oo....", &rules).expect("position");
    let r = search(&mut searcher, &pos, 9);
    assert_eq!((r.best_move, r.plies_to_end), (Some(2), Some(1)));
    // o to move must block at 2: x x . / o . . / . . .
    let pos = TicTacToe::from_text("xx.o.....", &rules).expect("position");
    let r = search(&mut searcher, &pos, 9);
    assert_eq!(r.best_move, Some(2));
}

#[test]
fn mini_kalah_margins_match_brute_force() {
    let mut searcher = Searcher::new(4);
    for (pits, seeds) in [(3, 2), (3, 3), (4, 2)] {
        let mut brute = Brute::default();
        let start = MiniKalah::new(pits, seeds);
        check_exact(&mut brute, &mut searcher, &start, 40);
        for pos in random_positions(&start, 40, u64::from(seeds) * 31 + pits as u64) {
            check_exact(&mut brute, &mut searcher, &pos, 40);
        }
    }
}

#[test]
fn margin_outranks_speed_and_heuristics() {
    // A proven margin of 1 beats any heuristic score, and a bigger margin beats a quicker one:
    // the search result is the brute-force margin even where a quick small win exists.
    let mut searcher = Searcher::new(1);
    let mut pos = MiniKalah::new(3, 3);
    pos.board = [[0, 0, 4, 0, 0, 0], [1, 0, 1, 0, 0, 0]];
    pos.stores = [5, 7];
    let exact = Brute::default().value(&pos);
    let r = search(&mut searcher, &pos, 20);
    assert_eq!(r.score, exact);
    assert!(r.plies_to_end.is_some() || exact == 0);
}
