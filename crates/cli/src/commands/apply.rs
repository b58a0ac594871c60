use ply_core::{Arg, msg};
use serde_json::json;

use crate::{args::ApplyArgs, fail::Outcome, words::say};

pub fn run(args: &ApplyArgs) -> Outcome {
    let mut game = args.game.new_game()?;
    for (i, text) in args.moves.iter().enumerate() {
        game.play(text)
            .map_err(|e| crate::fail::bad_move(i, text, &e))?;
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
        let side = |side| Arg::side(game.side_name(side));
        let position = msg!("cli-position", position = game.position());
        let status = match outcome {
            Some(o) => msg!("cli-finished", result = game.describe(&o)),
            None => msg!("cli-ongoing", side = side(game.side_to_move())),
        };
        println!("{}\n{}", say(&position), say(&status));
    }
    Ok(())
}
