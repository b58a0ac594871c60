//! Perft through the game interface (`ply_core::perft::perft::<Chess>`) against shakmaty's own
//! `shakmaty::perft`, on the start position (depth 6) and Kiwipete (depth 5).
//!
//! Run: `cargo run --release -p ply-chess --example perft_bench [RUNS]` (default 5 runs). Each
//! run times both counters alternately; the medians of nodes per second and their ratio are
//! printed, by the thread's CPU time (from `/proc/thread-self/stat`, 10 ms ticks, so that other
//! programs sharing the CPUs disturb it less) and by wall-clock time.

use std::time::Instant;

use ply_chess::Chess;
use ply_core::{Game, NoRules, perft::perft};
use shakmaty::{CastlingMode, fen::Fen};

const CASES: [(&str, &str, u32, u64); 2] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        6,
        119_060_324,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        5,
        193_690_690,
    ),
];

/// CPU seconds this thread has used (user + system), where Linux tells it.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let user: u64 = fields.get(11)?.parse().ok()?;
    let system: u64 = fields.get(12)?.parse().ok()?;
    Some((user + system) as f64 / 100.0)
}

/// Nodes per second by CPU time and by wall-clock time, one entry per run.
#[derive(Default)]
struct Rates {
    cpu: Vec<f64>,
    wall: Vec<f64>,
}

impl Rates {
    /// Runs `count`, checks its node count and records its speed.
    fn time(&mut self, expected: u64, count: impl FnOnce() -> u64) {
        let (cpu, wall) = (cpu_seconds(), Instant::now());
        let nodes = count();
        let wall = wall.elapsed().as_secs_f64();
        assert_eq!(nodes, expected, "wrong node count");
        if let (Some(before), Some(after)) = (cpu, cpu_seconds()) {
            self.cpu.push(nodes as f64 / (after - before).max(0.01));
        }
        self.wall.push(nodes as f64 / wall);
    }
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let mid = values.len() / 2;
    if values.len() % 2 == 1 {
        values[mid]
    } else {
        (values[mid - 1] + values[mid]) / 2.0
    }
}

fn main() {
    let runs: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse().expect("RUNS is a number"))
        .unwrap_or(5)
        .max(1);
    println!("{runs} runs each; medians of nodes per second");
    for (name, fen, depth, expected) in CASES {
        let ours = Chess::from_text(fen, &NoRules).expect("FEN");
        let direct: shakmaty::Chess = fen
            .parse::<Fen>()
            .expect("FEN")
            .into_position(CastlingMode::Standard)
            .expect("position");
        let (mut game, mut shak) = (Rates::default(), Rates::default());
        for _ in 0..runs {
            game.time(expected, || perft(&ours, depth));
            shak.time(expected, || shakmaty::perft(&direct, depth));
        }
        println!("{name} depth {depth} ({expected} nodes):");
        for (clock, g, s) in [
            ("cpu", &mut game.cpu, &mut shak.cpu),
            ("wall", &mut game.wall, &mut shak.wall),
        ] {
            if g.is_empty() {
                continue;
            }
            let (g, s) = (median(g), median(s));
            println!(
                "  {clock:>4}: Game {:.1} M/s, shakmaty {:.1} M/s, Game/shakmaty {:.3}",
                g / 1e6,
                s / 1e6,
                g / s
            );
        }
    }
}
