//! `ply uci`: ply's engine as a UCI engine on stdin/stdout (`ply_protocol::uci::serve`).

use crate::fail::Outcome;

pub fn run(context: &ply_games::Context) -> Outcome {
    let settings = ply_protocol::Settings {
        context: context.clone(),
        ..ply_protocol::Settings::default()
    };
    ply_protocol::uci::serve(std::io::stdin().lock(), std::io::stdout(), &settings)?;
    Ok(())
}
