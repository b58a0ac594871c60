use serde_json::json;

use crate::{args::BenchArgs, fail::Outcome};

pub fn run(args: &BenchArgs, context: &ply_games::Context) -> Outcome {
    let games: Vec<_> = match &args.game {
        Some(id) => vec![ply_games::find(id)?],
        None => ply_games::registry().iter().map(|g| g.as_ref()).collect(),
    };
    let threads = usize::from(args.threads);
    let (mut nodes, mut seconds) = (0u64, 0f64);
    for game in games {
        let (positions, depth) = game.bench_positions();
        let depth = args.depth.unwrap_or(depth);
        let limits = match args.nodes {
            Some(nodes) => ply_games::Limits::nodes(nodes),
            None => ply_games::Limits::depth(depth),
        };
        let run = game.bench_run(context, Some(limits), threads);
        let (n, s) = (run.nodes, run.time.as_secs_f64());
        let rate = format!(
            "nodes {n:>11}  time {s:>7.3}s  nps {:>10.0}",
            n as f64 / s.max(1e-9)
        );
        match args.nodes {
            None => println!(
                "{:<9} {:>2} positions  depth {depth:>2}  {rate}",
                game.id(),
                positions.len(),
            ),
            Some(_) => {
                let reached: Vec<String> = run.depths.iter().map(u32::to_string).collect();
                println!(
                    "{:<9} {:>2} positions  {rate}  depths {}",
                    game.id(),
                    positions.len(),
                    reached.join(" ")
                );
            }
        }
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
