//! Perft through the game interface (`ply_core::perft::perft::<Chess>`) against shakmaty's own
//! `shakmaty::perft`, on the start position (depth 6) and Kiwipete (depth 5).
//!
//! Run: `cargo run --release -p ply-chess --example perft_bench [RUNS]` (default 5 runs). Each
//! run times both counters alternately; the medians of nodes per second and their ratio are
//! printed, by the thread's CPU time (from `/proc/thread-self/stat`, 10 ms ticks, so that other
//! programs sharing the CPUs disturb it less) and by wall-clock time. A third, paired
//! measurement alternates the two counters root move by root move (one subtree each, turn
//! about), so that a change of load on a shared machine falls on both alike. Last, the time of one
//! `Evaluate::evaluate` call, over the positions of Kiwipete's tree to depth 3.
//!
//! `perft_bench game [SHALLOWER]` and `perft_bench shakmaty [SHALLOWER]` count both positions
//! once with one counter alone (`SHALLOWER` plies less deep, 0 by default), for timing or
//! counting the instructions of the whole process (`valgrind --tool=callgrind`) of each.

use std::time::Instant;

use ply_chess::Chess;
use ply_core::{Evaluate, Game, NoRules, perft::perft};
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

/// The node counts of the cases one and two plies less deep.
const SHALLOWER_NODES: [[u64; 2]; 2] = [[4_865_609, 197_281], [4_085_603, 97_862]];

/// Counts both cases with one counter alone, `shallower` plies less deep, and checks the counts.
fn one_counter(counter: &str, shallower: u32) {
    for (i, (name, fen, depth, full)) in CASES.into_iter().enumerate() {
        let expected = match shallower {
            0 => full,
            1 | 2 => SHALLOWER_NODES[i][shallower as usize - 1],
            _ => panic!("SHALLOWER is 0, 1 or 2"),
        };
        let depth = depth - shallower;
        let nodes = match counter {
            "game" => perft(&Chess::from_text(fen, &NoRules).expect("FEN"), depth),
            _ => {
                let pos: shakmaty::Chess = fen
                    .parse::<Fen>()
                    .expect("FEN")
                    .into_position(CastlingMode::Standard)
                    .expect("position");
                shakmaty::perft(&pos, depth)
            }
        };
        assert_eq!(nodes, expected, "wrong node count");
        println!("{counter} {name} depth {depth}: {nodes} nodes");
    }
}

fn main() {
    let first = std::env::args().nth(1);
    if let Some(counter @ ("game" | "shakmaty")) = first.as_deref() {
        let shallower = std::env::args()
            .nth(2)
            .map_or(0, |a| a.parse().expect("SHALLOWER is a number"));
        one_counter(counter, shallower);
        return;
    }
    let runs: usize = first
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
                "  {clock:>6}: Game {:.1} M/s, shakmaty {:.1} M/s, Game/shakmaty {:.3}",
                g / 1e6,
                s / 1e6,
                g / s
            );
        }
        let (g, s, ratio) = paired(&ours, &direct, depth, expected, runs);
        println!(
            "  {:>6}: Game {:.1} M/s, shakmaty {:.1} M/s, Game/shakmaty {ratio:.3}",
            "paired",
            g / 1e6,
            s / 1e6,
        );
    }
    eval_speed();
}

/// Both counters subtree by subtree, turn about; medians over the runs of each one's nodes per
/// second and of their ratio (wall-clock time).
fn paired(
    ours: &Chess,
    direct: &shakmaty::Chess,
    depth: u32,
    expected: u64,
    runs: usize,
) -> (f64, f64, f64) {
    use shakmaty::Position;
    let mut moves = Vec::new();
    ours.legal_moves(&mut moves);
    let (mut game, mut shak, mut ratio) = (Vec::new(), Vec::new(), Vec::new());
    for run in 0..runs {
        let (mut tg, mut ts, mut nodes) = (0.0, 0.0, 0);
        for (i, &mv) in moves.iter().enumerate() {
            let mut a = ours.clone();
            a.play(mv);
            let mut b = direct.clone();
            b.play_unchecked(mv);
            let mut time_game = || {
                let t = Instant::now();
                let n = perft(&a, depth - 1);
                tg += t.elapsed().as_secs_f64();
                n
            };
            let mut time_shak = || {
                let t = Instant::now();
                let n = shakmaty::perft(&b, depth - 1);
                ts += t.elapsed().as_secs_f64();
                n
            };
            let (n, m) = if (run + i) % 2 == 0 {
                let n = time_game();
                (n, time_shak())
            } else {
                let m = time_shak();
                (time_game(), m)
            };
            assert_eq!(n, m, "subtree counts differ");
            nodes += n;
        }
        assert_eq!(nodes, expected, "wrong node count");
        game.push(nodes as f64 / tg);
        shak.push(nodes as f64 / ts);
        ratio.push(ts / tg);
    }
    (median(&mut game), median(&mut shak), median(&mut ratio))
}

/// Times `evaluate` over every position of Kiwipete's tree to depth 3.
fn eval_speed() {
    let root = Chess::from_text(CASES[1].1, &NoRules).expect("FEN");
    let mut positions = vec![root];
    for _ in 0..3 {
        let mut next = Vec::new();
        let mut moves = Vec::new();
        for p in &positions {
            p.legal_moves(&mut moves);
            for &mv in &moves {
                let mut child = p.clone();
                child.play(mv);
                next.push(child);
            }
        }
        positions.extend(next);
    }
    let rounds = 10;
    let start = Instant::now();
    let mut sum = 0i64;
    for _ in 0..rounds {
        for p in &positions {
            sum += i64::from(std::hint::black_box(p).evaluate());
        }
    }
    let per_call = start.elapsed().as_secs_f64() / (rounds * positions.len()) as f64;
    println!(
        "evaluate: {:.0} ns per call (wall) over {} positions (checksum {sum})",
        per_call * 1e9,
        positions.len()
    );
}
