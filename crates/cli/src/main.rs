//! `ply`: play and analyse kabe, international draughts, chess, Konane and Kalah from the
//! command line. Every command goes through the game registry of `ply-games`, so each works for
//! every game.

mod args;
mod board;
mod commands;
mod elo;
mod fail;
mod words;

use std::process::ExitCode;

use clap::Parser;

use crate::args::{Cli, Command};

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Err(message) = words::choose(cli.lang.as_deref()) {
        let failure = fail::Failure::Input(message);
        eprintln!("ply: {failure}");
        return failure.exit_code();
    }
    // What every engine searches with: the endgame databases (not for `bench` and `egdb`) and
    // the draughts evaluation.
    let mut context = ply_games::Context::default();
    if let Some(dir) = cli.egdb.as_deref()
        && !matches!(cli.command, Some(Command::Bench(_) | Command::Egdb(_)))
    {
        match ply_egdb::load_dir(dir) {
            Ok(tables) => context.draughts.tables = tables,
            Err(e) => {
                eprintln!("ply: {}", words::say(e.message()));
                return ExitCode::from(2);
            }
        }
    }
    if let Some(value) = cli.eval.as_deref() {
        match ply_tune::choose_eval(value) {
            Ok(evaluation) => context.draughts.evaluation = evaluation,
            Err(e) => {
                eprintln!("ply: {}", words::say(&e.0));
                return ExitCode::from(2);
            }
        }
    }
    let result = match cli.command {
        None => match Cli::try_parse_from(["ply", "serve"]) {
            Ok(Cli {
                command: Some(Command::Serve(args)),
                ..
            }) => commands::serve::run(&args, &context),
            _ => Err(fail::Failure::Other(
                "cannot read the serve defaults".into(),
            )),
        },
        Some(command) => run(command, &context),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("ply: {failure}");
            failure.exit_code()
        }
    }
}

fn run(command: Command, context: &ply_games::Context) -> fail::Outcome {
    match command {
        Command::Serve(args) => commands::serve::run(&args, context),
        Command::Db(args) => commands::serve::db(&args),
        Command::User(args) => commands::user::run(&args),
        Command::Games(args) => commands::games::run(&args),
        Command::Perft(args) => commands::perft::run(&args),
        Command::Moves(args) => commands::moves::run(&args),
        Command::Apply(args) => commands::apply::run(&args),
        Command::Show(args) => commands::show::run(&args),
        Command::Analyze(args) => commands::analyze::run(&args, context),
        Command::Bench(args) => commands::bench::run(&args, context),
        Command::Play(args) => commands::play::run(&args, context),
        Command::Match(args) => commands::matches::run(&args, context),
        Command::Bot(args) => commands::bot::run(&args, context),
        Command::Record(args) => commands::record::run(&args),
        Command::Uci => commands::uci::run(context),
        Command::Hub => commands::hub::run(context),
        Command::Dxp(args) => commands::dxp::run(&args, context),
        Command::Egdb(args) => commands::egdb::run(&args),
        Command::Tune(args) => commands::tune::run(&args),
        Command::Tournament(args) => commands::tournament::run(&args),
        Command::Puzzles(args) => commands::puzzles::run(&args, context),
    }
}
