//! `ply hub`: ply's engine as a Hub engine on stdin/stdout (`ply_protocol::hub::serve`).

use crate::fail::Outcome;

pub fn run(context: &ply_games::Context) -> Outcome {
    let settings = ply_protocol::Settings {
        context: context.clone(),
        ..ply_protocol::Settings::default()
    };
    ply_protocol::hub::serve(std::io::stdin().lock(), std::io::stdout(), &settings)?;
    Ok(())
}
