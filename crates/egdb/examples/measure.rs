//! The figures of BENCHMARKS.md's endgame database section: build times and sizes per number
//! of pieces, then a fixed-depth search of endgame positions with and without the databases.
//!
//! `cargo run --release -p ply-egdb --example measure -- GAME PIECES DIR DEPTH [POSITION...]`

use std::{collections::BTreeMap, path::PathBuf, sync::atomic::AtomicBool, time::Instant};

use ply_core::Game;
use ply_draughts::{Draughts, Variant};
use ply_egdb::{Event, build, load_dir};
use ply_search::{Limits, Searcher};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, pieces, dir, depth, positions @ ..] = &args[..] else {
        eprintln!("usage: measure GAME PIECES DIR DEPTH [POSITION...]");
        std::process::exit(2);
    };
    let pieces: u32 = pieces.parse().expect("PIECES is a number");
    let depth: u32 = depth.parse().expect("DEPTH is a number");
    let dir = PathBuf::from(dir);
    // Per number of pieces: signatures, positions, bytes, seconds.
    let mut rows: BTreeMap<u32, (u32, u64, u64, f64)> = BTreeMap::new();
    let built = build(&dir, game, pieces, &mut |e| {
        if let Event::Built(b) = e {
            eprintln!("{} {:.2}s", b.signature.name(), b.seconds);
        }
    })
    .unwrap_or_else(|e| panic!("{e}"));
    for b in &built {
        let row = rows.entry(b.signature.pieces()).or_default();
        row.0 += 1;
        row.1 += b.counts.positions();
        row.2 += b.bytes;
        row.3 += b.seconds;
    }
    println!("| pieces | signatures | positions | bytes | seconds |");
    for (p, (sigs, positions, bytes, seconds)) in &rows {
        println!("| {p} | {sigs} | {positions} | {bytes} | {seconds:.1} |");
    }
    let variant = Variant::preset(game).expect("a draughts game");
    let stop = AtomicBool::new(false);
    for text in positions {
        let pos = Draughts::from_text(text, &variant).expect("a position");
        for with in [false, true] {
            let tables = if with {
                load_dir(&dir).unwrap_or_else(|e| panic!("{e}"))
            } else {
                Vec::new()
            };
            let context = ply_draughts::Context {
                tables,
                ..Default::default()
            };
            let mut searcher = Searcher::<Draughts, _>::with_context(64, context);
            let start = Instant::now();
            let found = searcher.search(&pos, &[], &Limits::depth(depth), &stop, &mut |_| {});
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "| {text} | {} | {} | {} | {:.3} | {:.0} | {:?} {} |",
                if with { "with" } else { "without" },
                found.depth,
                found.nodes,
                seconds,
                found.nodes as f64 / seconds.max(1e-9),
                found.proven,
                found
                    .best_move
                    .map(|m| pos.format_move(m))
                    .unwrap_or_default()
            );
        }
    }
}
