//! Konane perft through `ply_core::perft::perft`, timed.
//!
//! `cargo run --release -p ply-konane --example perft -- [POSITION] DEPTH`
//! (POSITION defaults to the start; quote it, it contains a space).

use std::{process::ExitCode, time::Instant};

use ply_core::{Game, NoRules, perft::perft};
use ply_konane::Konane;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (text, depth) = match &args[..] {
        [depth] => (ply_konane::START_TEXT, depth),
        [text, depth] => (text.as_str(), depth),
        _ => {
            eprintln!("usage: perft [POSITION] DEPTH");
            return ExitCode::FAILURE;
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("depth must be a number, not '{depth}'");
        return ExitCode::FAILURE;
    };
    let pos = match Konane::from_text(text, &NoRules) {
        Ok(pos) => pos,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let started = Instant::now();
    let nodes = perft(&pos, depth);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "depth {depth} nodes {nodes} seconds {seconds:.3} nodes/s {:.0}",
        nodes as f64 / seconds.max(1e-9)
    );
    ExitCode::SUCCESS
}
