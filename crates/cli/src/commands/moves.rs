use serde_json::json;

use crate::{args::MovesArgs, fail::Outcome};

pub fn run(args: &MovesArgs) -> Outcome {
    let game = args.game.new_game()?;
    let moves = game.legal_moves();
    if args.json {
        println!("{}", json!({"position": game.position(), "moves": moves}));
    } else {
        for mv in moves {
            println!("{mv}");
        }
    }
    Ok(())
}
