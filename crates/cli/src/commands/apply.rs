use serde_json::json;

use crate::{
    args::ApplyArgs,
    fail::{Failure, Outcome},
};

pub fn run(args: &ApplyArgs) -> Outcome {
    let mut game = args.game.new_game()?;
    for (i, text) in args.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| Failure::input(format!("move {} '{text}': {e}", i + 1)))?;
    }
    let outcome = game.outcome();
    if args.json {
        let result = outcome.map(|o| match o.winner {
            Some(side) => game.side_name(side),
            None => "draw",
        });
        println!(
            "{}",
            json!({
                "position": game.position(),
                "moves": game.moves(),
                "status": if outcome.is_some() { "finished" } else { "ongoing" },
                "result": result,
                "reason": outcome.map(|o| o.reason.code()),
                "description": outcome.map(|o| game.describe(&o).to_string()),
            })
        );
    } else {
        println!("position: {}", game.position());
        match outcome {
            Some(o) => println!("status: finished, {}", game.describe(&o)),
            None => println!(
                "status: ongoing, {} to move",
                game.side_name(game.side_to_move())
            ),
        }
    }
    Ok(())
}
