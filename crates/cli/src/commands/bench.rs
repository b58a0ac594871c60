use serde_json::json;

use crate::{args::BenchArgs, fail::Outcome};

pub fn run(args: &BenchArgs, context: &ply_games::Context) -> Outcome {
    let games: Vec<_> = match &args.game {
        Some(id) => vec![ply_games::find(id)?],
        None => ply_games::registry().iter().map(|g| g.as_ref()).collect(),
    };
    let (mut nodes, mut seconds) = (0u64, 0f64);
    for game in games {
        let (positions, depth) = game.bench_positions();
        let (n, time) = game.bench(context);
        let s = time.as_secs_f64();
        println!(
            "{:<9} {:>2} positions  depth {:>2}  nodes {:>11}  time {:>7.3}s  nps {:>10.0}",
            game.id(),
            positions.len(),
            depth,
            n,
            s,
            n as f64 / s.max(1e-9)
        );
        nodes += n;
        seconds += s;
    }
    let nps = (nodes as f64 / seconds.max(1e-9)) as u64;
    println!("Nodes searched: {nodes}");
    println!("Nodes/second  : {nps}");
    if args.json {
        println!("{}", json!({"nodes": nodes, "nps": nps}));
    }
    Ok(())
}
