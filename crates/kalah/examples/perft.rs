//! Kalah perft through `ply_core::perft::perft`, timed.
//!
//! `cargo run --release -p ply-kalah --example perft -- [depth] [position] [runs]`
//! (defaults: depth 12, the Kalah(6,6) start, 1 run). Prints nodes, time and nodes per second
//! for each run, then the median.

use std::time::Instant;

use ply_core::{Game, perft::perft};
use ply_kalah::{Kalah, KalahRules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let depth: u32 = args.first().map_or(12, |d| d.parse().expect("depth"));
    let rules = KalahRules::default();
    let pos = match args.get(1) {
        Some(text) => Kalah::from_text(text, &rules).unwrap_or_else(|e| panic!("{e}")),
        None => Kalah::start(&rules),
    };
    let runs: usize = args.get(2).map_or(1, |r| r.parse().expect("runs"));
    let mut rates = Vec::new();
    for _ in 0..runs {
        let started = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = started.elapsed().as_secs_f64();
        let rate = nodes as f64 / secs;
        println!(
            "perft({}, {depth}) = {nodes}  {secs:.3} s  {:.1} M nodes/s",
            pos.to_text(),
            rate / 1e6
        );
        rates.push((secs, rate));
    }
    rates.sort_by(|a, b| a.0.total_cmp(&b.0));
    let (secs, rate) = rates[rates.len() / 2];
    println!("median of {runs}: {secs:.3} s  {:.1} M nodes/s", rate / 1e6);
}
