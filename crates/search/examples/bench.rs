//! Fixed-depth bench of the search on every game's start position (and a chess middlegame):
//! nodes, time and nodes per second. `cargo run --release -p ply-search --example bench [depth
//! offset]` — the offset is added to each game's default depth.

use std::time::Duration;

use ply_chess::Chess;
use ply_core::{Evaluate, Game, NoRules};
use ply_draughts::{Draughts, Variant};
use ply_kalah::{Kalah, KalahRules};
use ply_konane::Konane;
use ply_search::bench;

fn report<G: Evaluate>(name: &str, positions: &[G], depth: u32) {
    let (nodes, time) = bench(positions, depth);
    let nps = nodes as f64 / time.max(Duration::from_micros(1)).as_secs_f64();
    println!(
        "{name:<14} depth {depth:>2}  nodes {nodes:>10}  time {:>8.3} s  {:>6.2} Mnps",
        time.as_secs_f64(),
        nps / 1e6
    );
}

fn main() {
    let offset: i32 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(0);
    let depth = |d: i32| (d + offset).max(1) as u32;
    let chess = [
        Chess::start(&NoRules),
        Chess::from_text(
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            &NoRules,
        )
        .expect("FEN"),
    ];
    report("chess", &chess, depth(8));
    report(
        "draughts",
        &[Draughts::start(&Variant::international())],
        depth(10),
    );
    report("kabe", &[Draughts::start(&Variant::kabe())], depth(12));
    report("konane", &[Konane::start(&NoRules)], depth(9));
    report("kalah", &[Kalah::start(&KalahRules::default())], depth(14));
}
