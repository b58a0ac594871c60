//! The parallel search: on forced positions (chess mates, a draughts shot, Kalah endings) any
//! number of threads finds what one thread finds; a node limit bounds all threads together; a
//! stop is obeyed at once; one thread, even after several, is the deterministic search.

mod toys;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread,
    time::{Duration, Instant},
};

use ply_chess::Chess;
use ply_core::{Evaluate, Game, NoRules};
use ply_draughts::{Draughts, Variant};
use ply_kalah::{Kalah, KalahRules, solve};
use ply_search::{Info, Limits, Proven, SearchResult, Searcher};
use toys::{MiniKalah, NoOracle};

/// The thread counts compared with one thread.
const THREADS: [usize; 3] = [2, 3, 4];

fn search<G: Evaluate>(pos: &G, limits: &Limits, threads: usize) -> SearchResult<G> {
    let mut searcher = Searcher::new(16);
    searcher.set_threads(threads);
    assert_eq!(searcher.threads(), threads);
    searcher.search(pos, &[], limits, &AtomicBool::new(false), &mut |_| {})
}

fn chess(fen: &str) -> Chess {
    Chess::from_text(fen, &NoRules).expect("FEN")
}

/// Mates in two and three: every thread count proves the same mate and plays its first move.
#[test]
fn threads_find_the_same_mates() {
    for (fen, plies, depth, first) in [
        (
            "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
            3,
            6,
            Some("Qxh6+"),
        ),
        ("5k2/8/6K1/8/8/8/8/1R6 w - - 0 1", 3, 6, None),
        (
            "r1b1kb1r/pppp1ppp/5q2/4n3/3KP3/2N3PN/PPP4P/R1BQ1B1R b kq - 0 1",
            5,
            8,
            Some("Bc5+"),
        ),
        (
            "6k1/5ppp/8/8/8/8/r4PPP/1R2R1K1 w - - 0 1",
            1,
            3,
            Some("Rb8#"),
        ),
    ] {
        let pos = chess(fen);
        let one = search(&pos, &Limits::depth(depth), 1);
        assert_eq!(
            (one.proven, one.plies_to_end),
            (Some(Proven::Win), Some(plies))
        );
        for threads in THREADS {
            let r = search(&pos, &Limits::depth(depth), threads);
            assert_eq!(
                (r.proven, r.plies_to_end),
                (one.proven, one.plies_to_end),
                "{fen} on {threads} threads"
            );
            let mv = pos.format_move(r.best_move.expect("a move"));
            if let Some(first) = first {
                assert_eq!(mv, first, "{fen} on {threads} threads");
            }
            // The move found mates as quickly as one thread's.
            let mut line = pos.clone();
            for &mv in &r.pv {
                line.play(mv);
            }
            assert_eq!(r.pv.len() as u32, plies, "{fen}: {threads} threads' line");
            assert!(
                line.outcome()
                    .is_some_and(|o| o.winner == Some(pos.side_to_move())),
                "{fen}: {threads} threads' line mates"
            );
        }
    }
}

/// The shot 29-23 18x29 34x14, which wins a man (see `draughts.rs`).
#[test]
fn threads_find_the_same_draughts_shot() {
    let rules = Variant::international();
    let pos = Draughts::from_text("W:W28,29,34,40,45,50:B2,3,4,12,18,19", &rules).expect("FEN");
    let one = search(&pos, &Limits::depth(6), 1);
    assert_eq!(pos.format_move(one.best_move.expect("a move")), "29-23");
    for threads in THREADS {
        let r = search(&pos, &Limits::depth(6), threads);
        assert_eq!(r.best_move, one.best_move, "{threads} threads");
        assert!(
            r.score > 0,
            "{threads} threads see the man won: {}",
            r.score
        );
    }
}

/// Kalah endings searched to the end without the oracle: every thread count finds the exact
/// margin of the solver and a move that keeps it.
#[test]
fn threads_find_the_same_kalah_margins() {
    let rules = KalahRules::new(6, 3).expect("rules");
    let mut rng = ply_core::testing::SplitMix64::new(5);
    let mut endings = Vec::new();
    let mut moves = Vec::new();
    while endings.len() < 12 {
        let mut pos = Kalah::start(&rules);
        while pos.outcome().is_none() {
            if pos.seeds_in_pits() <= 12 {
                endings.push(pos.clone());
                break;
            }
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.below(moves.len())]);
        }
    }
    for pos in endings {
        let exact = solve(&pos).margin;
        for threads in [1, 2, 4] {
            let r = search(&NoOracle(pos.clone()), &Limits::depth(60), threads);
            let text = pos.to_text();
            assert_eq!(r.score, exact, "{text} on {threads} threads");
            assert!(r.proven.is_some(), "{text} on {threads} threads");
            let mut next = pos.clone();
            next.play(r.best_move.expect("a move"));
            let after = solve(&next).margin;
            let after = if next.side_to_move() == pos.side_to_move() {
                after
            } else {
                -after
            };
            assert_eq!(
                after, exact,
                "{text} on {threads} threads: the move gives seeds away"
            );
        }
    }
}

/// The node limit is the whole search's: all threads together stay within it, and the helpers
/// do search (the main thread alone gets only its share).
#[test]
fn a_node_limit_bounds_all_threads_together() {
    let pos = MiniKalah::new(6, 4);
    for nodes in [1, 3, 1_000, 40_000] {
        for threads in THREADS {
            let r = search(&pos, &Limits::nodes(nodes), threads);
            assert!(r.best_move.is_some());
            assert!(
                r.nodes <= nodes,
                "{} nodes on {threads} threads for a limit of {nodes}",
                r.nodes
            );
        }
    }
    // The main thread's share is a quarter: more than that in all is the helpers' work (how
    // much more depends on how the machine schedules them).
    let r = search(&pos, &Limits::nodes(400_000), 4);
    assert!(
        r.nodes > 100_000 && r.nodes <= 400_000,
        "4 threads searched {} of 400000 nodes",
        r.nodes
    );
}

/// The reports of a parallel search count every thread's nodes, and the result as well.
#[test]
fn reports_count_every_threads_nodes() {
    let pos = chess("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let mut searcher = Searcher::new(16);
    searcher.set_threads(3);
    let mut reports: Vec<Info<Chess>> = Vec::new();
    let r = searcher.search(
        &pos,
        &[],
        &Limits::depth(7),
        &AtomicBool::new(false),
        &mut |info| reports.push(info.clone()),
    );
    let depths: Vec<u32> = reports.iter().map(|i| i.depth).collect();
    assert_eq!(
        depths,
        (1..=7).collect::<Vec<_>>(),
        "one report per depth, in order"
    );
    assert!(reports.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    assert!(reports.last().is_some_and(|i| i.nodes <= r.nodes));
    assert_eq!(r.depth, 7);
}

/// Stops a search of `threads` threads on a big position once it has run a while, from another
/// thread; returns how long the search took to return after the stop.
fn stop_latency<G: Evaluate>(pos: G, limits: Limits, threads: usize) -> Duration {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop);
    let worker = thread::spawn(move || {
        let mut searcher = Searcher::new(16);
        searcher.set_threads(threads);
        let r = searcher.search(&pos, &[], &limits, &flag, &mut |_| {});
        let _ = tx.send((Instant::now(), r.best_move.is_some()));
    });
    thread::sleep(Duration::from_millis(300));
    let stopped = Instant::now();
    stop.store(true, Ordering::Relaxed);
    // A search that ignores the stop never returns (it is infinite) or returns after its
    // minute: either fails here.
    let (returned, moved) = rx
        .recv_timeout(Duration::from_secs(5))
        .expect("the parallel search returns after a stop");
    worker.join().expect("the search thread");
    assert!(moved, "a stopped search still gives a move");
    returned.saturating_duration_since(stopped)
}

#[test]
fn a_stopped_parallel_search_returns_at_once() {
    let middlegame = chess("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let minute = Limits::movetime(Duration::from_secs(60));
    let draughts = Draughts::start(&Variant::international());
    for (what, latency) in [
        (
            "chess, infinite, 4 threads",
            stop_latency(middlegame.clone(), Limits::infinite(), 4),
        ),
        (
            "chess, a minute, 2 threads",
            stop_latency(middlegame, minute, 2),
        ),
        (
            "draughts, infinite, 3 threads",
            stop_latency(draughts, Limits::infinite(), 3),
        ),
    ] {
        println!("{what}: returned {} ms after the stop", latency.as_millis());
        // 50 ms on a quiet machine (the flags are looked at every 1024 nodes); the bound is
        // generous for a machine busy with other work, and still fails a stop ignored.
        assert!(
            latency < Duration::from_millis(1_000),
            "{what}: {} ms after the stop",
            latency.as_millis()
        );
    }
}

/// Back on one thread (after searching on four), the searcher is the deterministic search
/// again: the same nodes as one that never had helpers.
#[test]
fn one_thread_again_is_the_deterministic_search() {
    let pos = chess("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let fresh = search(&pos, &Limits::depth(7), 1);
    let mut searcher = Searcher::new(16);
    searcher.set_threads(4);
    let stop = AtomicBool::new(false);
    searcher.search(&pos, &[], &Limits::depth(7), &stop, &mut |_| {});
    searcher.set_threads(1);
    searcher.clear();
    let again = searcher.search(&pos, &[], &Limits::depth(7), &stop, &mut |_| {});
    assert_eq!(
        (again.nodes, again.best_move, again.score),
        (fresh.nodes, fresh.best_move, fresh.score)
    );
}
