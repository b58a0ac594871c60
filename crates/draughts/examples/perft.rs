//! Perft through the generic `ply_core::perft::perft` over the `Game` impl, as the CLI runs it.
//!
//! Usage: `cargo run --release -p ply-draughts --example perft -- VARIANT [FEN|start] DEPTH [--divide]`
//! where VARIANT is a preset id (the `id` of a row of `ply_draughts::PRESETS`: `kabe`,
//! `draughts`, …). Prints the node count, the time and nodes per second.

use std::{process::ExitCode, time::Instant};

use ply_core::{Game, perft};
use ply_draughts::{Dispatch, Draughts, Position, Variant};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.iter().any(|a| a == "--divide");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--divide").collect();
    let (variant, fen, depth) = match args.as_slice() {
        [v, depth] => (v.as_str(), "start", depth.as_str()),
        [v, fen, depth] => (v.as_str(), fen.as_str(), depth.as_str()),
        _ => {
            eprintln!("usage: perft VARIANT [FEN|start] DEPTH [--divide]  (VARIANT: a preset id)");
            return ExitCode::from(2);
        }
    };
    let Some(rules) = Variant::preset(variant) else {
        eprintln!("unknown variant {variant}: use a preset id such as kabe or draughts");
        return ExitCode::from(2);
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("depth must be a number, not {depth}");
        return ExitCode::from(2);
    };
    if Draughts::plays(&rules) {
        run::<u64>(&rules, fen, depth, divide)
    } else {
        run::<u128>(&rules, fen, depth, divide)
    }
}

/// Perft on the board word of the rules: `u64`, or `u128` for the 12×12 board.
fn run<W: Dispatch>(rules: &Variant, fen: &str, depth: u32, divide: bool) -> ExitCode {
    let pos = if fen == "start" {
        Position::<W>::start(rules)
    } else {
        match Position::<W>::from_text(fen, rules) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::from(2);
            }
        }
    };
    if divide {
        for (mv, nodes) in perft::divide(&pos, depth) {
            println!("{mv}\t{nodes}");
        }
    }
    let t = Instant::now();
    let nodes = perft::perft(&pos, depth);
    let secs = t.elapsed().as_secs_f64();
    println!(
        "perft({depth}) = {nodes} in {secs:.3} s ({:.1} M nodes/s)",
        nodes as f64 / secs / 1e6
    );
    ExitCode::SUCCESS
}
