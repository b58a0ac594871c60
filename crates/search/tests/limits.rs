//! Every kind of limit ends the search with a legal move; the stop flag works from another
//! thread; node counts repeat; the per-iteration reports arrive in order.

mod toys;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use ply_core::{Evaluate, Game};
use ply_search::{Clock, Info, Limits, SearchResult, Searcher};
use toys::{MiniKalah, TicTacToe};

/// A position far too big to solve: Kalah with 6 pits of 4 seeds.
fn big() -> MiniKalah {
    MiniKalah::new(6, 4)
}

fn run(limits: &Limits) -> SearchResult<MiniKalah> {
    let mut searcher = Searcher::new(8);
    searcher.search(&big(), &[], limits, &AtomicBool::new(false), &mut |_| {})
}

fn assert_legal<G: Evaluate>(pos: &G, r: &SearchResult<G>) {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mv = r.best_move.expect("a move");
    assert!(moves.contains(&mv), "{mv:?} is not legal");
    assert_eq!(r.pv.first(), Some(&mv));
}

#[test]
fn depth_limit() {
    let r = run(&Limits::depth(5));
    assert_legal(&big(), &r);
    assert_eq!(r.depth, 5);
    assert!(r.seldepth >= 5);
}

#[test]
fn node_limit() {
    for nodes in [1, 10, 1_000, 50_000] {
        let r = run(&Limits::nodes(nodes));
        assert_legal(&big(), &r);
        assert!(
            r.nodes <= nodes,
            "{} nodes searched for a limit of {nodes}",
            r.nodes
        );
    }
}

#[test]
fn movetime_limit() {
    let start = Instant::now();
    let r = run(&Limits::movetime(Duration::from_millis(100)));
    assert_legal(&big(), &r);
    assert!(
        start.elapsed() < Duration::from_millis(400),
        "{:?}",
        start.elapsed()
    );
    assert!(r.depth >= 3);
}

#[test]
fn clock_limit() {
    let clock = Clock {
        time_left: Duration::from_secs(3),
        increment: Duration::from_millis(20),
        moves_to_go: None,
    };
    let start = Instant::now();
    let r = run(&Limits::clock(clock));
    assert_legal(&big(), &r);
    // About a thirtieth of the time left, and never more than three times that.
    assert!(
        start.elapsed() < Duration::from_millis(500),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn combined_limits_end_at_the_first() {
    let limits = Limits {
        depth: Some(30),
        nodes: Some(20_000),
        movetime: Some(Duration::from_secs(10)),
        ..Limits::default()
    };
    let r = run(&limits);
    assert_legal(&big(), &r);
    assert!(r.nodes <= 20_000);
}

#[test]
fn stop_from_another_thread_ends_infinite() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let started = Instant::now();
    let worker = thread::spawn(move || {
        let mut searcher = Searcher::new(8);
        searcher.search(&big(), &[], &Limits::infinite(), &flag, &mut |_| {})
    });
    thread::sleep(Duration::from_millis(100));
    stop.store(true, Ordering::Relaxed);
    let stopped = Instant::now();
    let r = worker.join().expect("search thread");
    assert!(
        stopped.elapsed() < Duration::from_millis(100),
        "{:?}",
        stopped.elapsed()
    );
    assert!(started.elapsed() >= Duration::from_millis(100));
    assert_legal(&big(), &r);
}

#[test]
fn infinite_waits_for_the_flag_even_when_solved() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let worker = thread::spawn(move || {
        let mut searcher = Searcher::new(1);
        let pos = TicTacToe::start(&ply_core::NoRules);
        searcher.search(&pos, &[], &Limits::infinite(), &flag, &mut |_| {})
    });
    thread::sleep(Duration::from_millis(50));
    assert!(!worker.is_finished(), "returned before the stop flag");
    stop.store(true, Ordering::Relaxed);
    let r = worker.join().expect("search thread");
    assert!(r.best_move.is_some());
}

#[test]
fn stopped_before_it_starts_still_gives_a_legal_move() {
    let mut searcher = Searcher::new(1);
    let stop = AtomicBool::new(true);
    let r = searcher.search(&big(), &[], &Limits::infinite(), &stop, &mut |_| {});
    assert_legal(&big(), &r);
    let r = searcher.search(
        &big(),
        &[],
        &Limits::nodes(1),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_legal(&big(), &r);
    assert_eq!(r.depth, 0, "no iteration completed");
}

#[test]
fn node_counts_repeat_from_a_cleared_state() {
    let limits = Limits::depth(8);
    let first = run(&limits);
    let second = run(&limits);
    assert_eq!(first.nodes, second.nodes);
    assert_eq!(first.best_move, second.best_move);
    let mut searcher = Searcher::new(8);
    let stop = AtomicBool::new(false);
    searcher.search(&MiniKalah::new(5, 3), &[], &limits, &stop, &mut |_| {});
    searcher.clear();
    let third = searcher.search(&big(), &[], &limits, &stop, &mut |_| {});
    assert_eq!(first.nodes, third.nodes);
}

#[test]
fn a_report_per_iteration() {
    let mut infos: Vec<Info<MiniKalah>> = Vec::new();
    let mut searcher = Searcher::new(8);
    let r = searcher.search(
        &big(),
        &[],
        &Limits::depth(6),
        &AtomicBool::new(false),
        &mut |info| infos.push(info.clone()),
    );
    let depths: Vec<u32> = infos.iter().map(|i| i.depth).collect();
    assert_eq!(depths, [1, 2, 3, 4, 5, 6]);
    assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    let last = infos.last().expect("reports");
    assert_eq!(last.pv, r.pv);
    assert_eq!(last.value.score, r.score);
    assert!(last.nps > 0);
}

#[test]
fn a_finished_position_has_no_move() {
    let mut pos = MiniKalah::new(2, 1);
    pos.board = [[0; 6]; 2];
    pos.stores = [1, 3];
    let mut searcher = Searcher::new(1);
    let r = searcher.search(
        &pos,
        &[],
        &Limits::depth(3),
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert_eq!(r.best_move, None);
    assert_eq!((r.score, r.plies_to_end), (-2, Some(0)));
}

#[test]
fn searcher_is_send() {
    fn send<T: Send>() {}
    send::<Searcher<MiniKalah>>();
}
