use std::time::Instant;

use serde_json::json;

use crate::{args::PerftArgs, fail::Outcome};

pub fn run(args: &PerftArgs) -> Outcome {
    let game = args.game.new_game()?;
    let position = game.position();
    if args.divide {
        let started = Instant::now();
        let rows = game.divide(args.depth);
        let seconds = started.elapsed().as_secs_f64();
        let total: u64 = rows.iter().map(|(_, n)| n).sum();
        if args.json {
            let moves: serde_json::Map<_, _> =
                rows.into_iter().map(|(m, n)| (m, json!(n))).collect();
            println!(
                "{}",
                json!({"game": args.game.game, "position": position, "depth": args.depth,
                       "nodes": total, "seconds": seconds, "divide": moves})
            );
        } else {
            for (mv, n) in &rows {
                println!("{mv}: {n}");
            }
            println!("\nmoves {}  nodes {total}  time {seconds:.3}s", rows.len());
        }
        return Ok(());
    }
    if args.json {
        let started = Instant::now();
        let nodes = game.perft(args.depth);
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{}",
            json!({"game": args.game.game, "position": position, "depth": args.depth,
                   "nodes": nodes, "seconds": seconds})
        );
        return Ok(());
    }
    for depth in 1..=args.depth {
        let started = Instant::now();
        let nodes = game.perft(depth);
        let seconds = started.elapsed().as_secs_f64();
        let nps = if seconds > 0.0 {
            nodes as f64 / seconds
        } else {
            0.0
        };
        println!("depth {depth:>2}  nodes {nodes:>14}  time {seconds:>9.3}s  nps {nps:>13.0}");
    }
    Ok(())
}
