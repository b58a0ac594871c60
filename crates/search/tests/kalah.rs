//! The search on Kalah: exact margins on small endgames against the kalah crate's solver (with
//! the oracle hidden, extra turns included), the oracle at the root and inside the tree.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_core::{Game, testing::SplitMix64};
use ply_kalah::{Kalah, KalahRules, solve};
use ply_search::{Limits, Proven, Searcher};
use toys::NoOracle;

/// Positions of Kalah(6,`seeds`) reached by random play, with at most `max_left` seeds left in
/// the pits and the game not over.
fn endgames(seeds: u8, max_left: u32, count: usize, seed: u64) -> Vec<Kalah> {
    let rules = KalahRules::new(6, seeds).expect("rules");
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let mut pos = Kalah::start(&rules);
        loop {
            if pos.outcome().is_some() {
                break;
            }
            if pos.seeds_in_pits() <= max_left {
                out.push(pos);
                break;
            }
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.below(moves.len())]);
        }
    }
    out
}

#[test]
fn exact_margins_without_the_oracle_match_the_solver() {
    let mut searcher = Searcher::new(16);
    let mut extra_turns = 0;
    for pos in endgames(3, 12, 40, 11) {
        let exact = solve(&pos).margin;
        let r = searcher.search(
            &NoOracle(pos.clone()),
            &[],
            &Limits::depth(60),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        let text = pos.to_text();
        assert_eq!(r.score, exact, "{text}");
        let expected = match exact.signum() {
            1 => Proven::Win,
            -1 => Proven::Loss,
            _ => Proven::Draw,
        };
        assert_eq!(r.proven, Some(expected), "{text}");
        // The move found keeps the margin.
        let mut next = pos.clone();
        next.play(r.best_move.expect("a move"));
        if next.side_to_move() == pos.side_to_move() && next.outcome().is_none() {
            extra_turns += 1;
        }
        let after = solve(&next).margin;
        let after = if next.side_to_move() == pos.side_to_move() {
            after
        } else {
            -after
        };
        assert_eq!(after, exact, "{text}: the move found gives away seeds");
    }
    assert!(extra_turns > 0, "the sample exercises extra turns");
}

#[test]
fn the_oracle_answers_at_the_root() {
    let mut searcher = Searcher::new(1);
    for pos in endgames(6, 16, 5, 3) {
        let r = searcher.search(
            &pos,
            &[],
            &Limits::depth(30),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        assert_eq!(r.score, solve(&pos).margin, "{}", pos.to_text());
        assert!(r.proven.is_some());
        assert_eq!(r.nodes, 1, "answered without searching");
    }
}

#[test]
fn the_oracle_answers_inside_the_tree() {
    // A few seeds more than the oracle takes at the root: the search reaches its answers.
    let mut searcher = Searcher::new(16);
    let mut tested = 0;
    for pos in endgames(6, 23, 6, 5) {
        if pos.seeds_in_pits() <= 20 {
            continue;
        }
        tested += 1;
        let r = searcher.search(
            &pos,
            &[],
            &Limits::depth(12),
            &AtomicBool::new(false),
            &mut |_| {},
        );
        assert!(r.nodes > 1);
        assert!(r.proven.is_some(), "{}", pos.to_text());
        assert_eq!(r.score, solve(&pos).margin, "{}", pos.to_text());
    }
    assert!(tested > 0);
}
