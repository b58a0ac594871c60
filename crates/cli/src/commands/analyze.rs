use std::sync::atomic::AtomicBool;

use ply_games::{Proven, Think, Thought};
use serde_json::json;

use crate::{
    args::AnalyzeArgs,
    fail::{Failure, Outcome},
};

/// "+35", "win in 7", "loss in 4", "draw", "+12 (win, 9 plies)" for margin games.
pub fn score_text(t: &Thought, margin_scoring: bool) -> String {
    match (t.proven, t.plies_to_end) {
        (Some(Proven::Draw), _) => "draw".to_string(),
        (Some(p), plies) if margin_scoring => format!(
            "{:+} ({}{})",
            t.score,
            proven_name(p),
            plies.map(|n| format!(", {n} plies")).unwrap_or_default()
        ),
        (Some(p), Some(n)) => format!("{} in {n}", proven_name(p)),
        (Some(p), None) => proven_name(p).to_string(),
        (None, _) => format!("{:+}", t.score),
    }
}

pub fn proven_name(p: Proven) -> &'static str {
    match p {
        Proven::Win => "win",
        Proven::Loss => "loss",
        Proven::Draw => "draw",
    }
}

pub fn run(args: &AnalyzeArgs, context: &ply_games::Context) -> Outcome {
    let mut game = args.game.new_game()?;
    for (i, text) in args.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| crate::fail::bad_move(i, text, &e))?;
    }
    if let Some(o) = game.outcome() {
        return Err(Failure::input(format!(
            "nothing to analyse: the game is over ({})",
            game.describe(&o)
        )));
    }
    let margin = game.game_id() == "kalah";
    let mut engine = ply_games::find(game.game_id())?.new_engine(args.search.hash, context);
    engine.set_threads(usize::from(args.search.threads));
    let think = Think {
        limits: args.search.limits(),
        ..Think::default()
    };
    let stop = AtomicBool::new(false);
    let json_out = args.json;
    let result = engine.think(game.as_ref(), &think, &stop, &mut |info| {
        if !json_out {
            let nps = (info.nodes as f64 / info.time.as_secs_f64().max(1e-6)) as u64;
            println!(
                "depth {:>2}/{:<2} score {:>16}  nodes {:>10}  nps {:>9}  time {:>7.3}s  pv {}",
                info.depth,
                info.seldepth,
                score_text(info, margin),
                info.nodes,
                nps,
                info.time.as_secs_f64(),
                info.pv.join(" ")
            );
        }
    })?;
    if json_out {
        println!(
            "{}",
            json!({
                "bestmove": result.best_move,
                "score": result.score,
                "depth": result.depth,
                "seldepth": result.seldepth,
                "nodes": result.nodes,
                "seconds": result.time.as_secs_f64(),
                "pv": result.pv,
                "proven": result.proven.map(proven_name),
                "plies_to_end": result.plies_to_end,
            })
        );
    } else {
        println!(
            "bestmove {}  score {}",
            result.best_move.as_deref().unwrap_or("(none)"),
            score_text(&result, margin)
        );
    }
    Ok(())
}
