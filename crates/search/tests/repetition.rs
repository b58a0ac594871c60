//! Repetition: positions repeated inside the tree, or for the third time counting the game
//! before the root, are draws. Draws by a move counter are not kept as exact values.

mod toys;

use std::sync::atomic::AtomicBool;

use ply_core::{Evaluate, Game, NoRules, Record};
use ply_search::{Limits, Proven, SearchResult, Searcher};
use toys::{Shuffle, Take};

fn search<G: Evaluate>(pos: &G, history: &[u64], depth: u32) -> SearchResult<G> {
    let mut searcher = Searcher::new(1);
    searcher.search(
        pos,
        history,
        &Limits::depth(depth),
        &AtomicBool::new(false),
        &mut |_| {},
    )
}

#[test]
fn a_position_repeated_inside_the_tree_is_a_draw() {
    let start = Shuffle::start(&NoRules);
    // The evaluation says +7 for the side to move; the start comes back after four plies.
    assert_eq!(search(&start, &[], 2).score, 7);
    assert_eq!(search(&start, &[], 3).score, -7);
    assert_eq!(search(&start, &[], 4).score, 0);
    assert_eq!(search(&start, &[], 9).score, 0);
}

#[test]
fn history_makes_the_third_occurrence_a_draw() {
    // Five stones: taking one leaves four, a lost position for the opponent.
    let pos = Take::new(5, false);
    let mut after = pos.clone();
    after.play(1);
    let h = after.hash();
    let r = search(&pos, &[], 12);
    assert_eq!((r.best_move, r.proven), (Some(1), Some(Proven::Win)));
    let r = search(&pos, &[h], 12);
    assert_eq!(
        r.proven,
        Some(Proven::Win),
        "the second occurrence does not end the game"
    );
    // Seen twice before: playing into it draws, and every other move loses.
    let r = search(&pos, &[h, 99, h], 12);
    assert_eq!((r.best_move, r.score), (Some(1), 0));
    assert_ne!(
        r.proven,
        Some(Proven::Draw),
        "a repetition draw depends on the path"
    );
}

#[test]
fn record_hashes_are_the_history() {
    let mut record = Record::from_position(NoRules, Shuffle::start(&NoRules));
    let one_ply = |record: &Record<Shuffle>| {
        let hashes = record.hashes();
        search(record.current(), &hashes[..hashes.len() - 1], 1).score
    };
    for _ in 0..4 {
        record.play(()).expect("legal");
    }
    // The position after the next move occurred once: one ply deep, the evaluation counts.
    assert_eq!(one_ply(&record), -7);
    for _ in 0..4 {
        record.play(()).expect("legal");
    }
    // Now it occurred twice, so the next move repeats it a third time: a draw.
    assert_eq!(one_ply(&record), 0);
}

#[test]
fn a_counter_draw_is_not_kept_as_the_positions_value() {
    // Nine stones, a draw after 20 plies. Searched at ply 18 every line is drawn by the
    // counter; the same stones at ply 0 are a win (take one, leave a multiple of four). The
    // positions share their hashes, so the table must not keep the counter's draws as exact.
    let mut late = Take::new(9, false);
    late.limit = 20;
    late.plies = 18;
    let mut early = late.clone();
    early.plies = 0;
    let mut searcher = Searcher::new(1);
    let stop = AtomicBool::new(false);
    let r = searcher.search(&late, &[], &Limits::depth(3), &stop, &mut |_| {});
    assert_eq!(r.score, 0);
    let r = searcher.search(&early, &[], &Limits::depth(20), &stop, &mut |_| {});
    assert_eq!((r.best_move, r.proven), (Some(1), Some(Proven::Win)));
}
