//! `ply tournament create`: the operator makes an arena, a Swiss or a round robin on the
//! database `ply serve` uses; the servers on it start and run it. `ply tournament import`:
//! the same for a Swiss or round robin read from a TRF file, its recorded rounds kept.

use clap::Args;

use super::runtime;
use crate::fail::{Failure, Outcome};

#[derive(Args, Debug)]
pub struct CreateArgs {
    /// The game or variant (a ply game id, as `ply games` lists them).
    #[arg(long)]
    game: String,
    /// arena, swiss (FIDE's Dutch system) or robin (FIDE's Berger tables, 3 to 20 players).
    #[arg(long, default_value = "arena")]
    system: String,
    /// The name shown [default: the game's name and the system's].
    #[arg(long)]
    name: Option<String>,
    /// The clock: minutes and an increment in seconds, as 3+2 or 0.5+0.
    #[arg(long, default_value = "3+2")]
    clock: String,
    /// How long an arena lasts, in minutes [default: 60].
    #[arg(long)]
    minutes: Option<i64>,
    /// A Swiss's rounds [default: 5], or a round robin's cycles: 1 single, 2 double
    /// [default: 1].
    #[arg(long)]
    rounds: Option<i64>,
    /// A Swiss's or round robin's pause between rounds, in seconds [default: 30].
    #[arg(long)]
    round_pause: Option<i64>,
    /// Minutes from now to the start.
    #[arg(long, default_value_t = 5)]
    wait: i64,
    /// Rated games.
    #[arg(long)]
    rated: bool,
    /// The most players.
    #[arg(long)]
    max_players: Option<i64>,
    /// Players may not berserk (halve their clock for an extra point on a win).
    #[arg(long)]
    no_berserk: bool,
    /// Bot accounts may not join.
    #[arg(long)]
    no_bots: bool,
    /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB` [default: SQLite in --data].
    #[arg(long, env = "PLY_DATABASE_URL", value_name = "URL")]
    database: Option<String>,
    /// Directory of the games database (SQLite, when no --database is given).
    #[arg(long, default_value = "ply-data")]
    data: std::path::PathBuf,
}

#[derive(Args, Debug)]
pub struct ImportArgs {
    /// The tournament's TRF file (TRF-16; `-` for standard input). Each player's name field
    /// is the username of an account of the server.
    file: std::path::PathBuf,
    /// The game or variant (a ply game id, as `ply games` lists them).
    #[arg(long)]
    game: String,
    /// dutch (a Swiss by FIDE's Dutch system) or berger (a round robin by FIDE's Berger
    /// tables; double when `XXR` gives more rounds than one cycle has).
    #[arg(long, default_value = "dutch")]
    system: String,
    /// The name shown [default: the file's `012` line].
    #[arg(long)]
    name: Option<String>,
    /// The clock: minutes and an increment in seconds, as 3+2 or 0.5+0.
    #[arg(long, default_value = "3+2")]
    clock: String,
    /// The pause between rounds, in seconds [default: 30].
    #[arg(long)]
    round_pause: Option<i64>,
    /// Casual games (rated otherwise).
    #[arg(long)]
    casual: bool,
    /// Bot accounts may not join.
    #[arg(long)]
    no_bots: bool,
    /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB` [default: SQLite in --data].
    #[arg(long, env = "PLY_DATABASE_URL", value_name = "URL")]
    database: Option<String>,
    /// Directory of the games database (SQLite, when no --database is given).
    #[arg(long, default_value = "ply-data")]
    data: std::path::PathBuf,
}

/// The database's address: `--database`, else SQLite in `--data`.
fn url_of(database: Option<&String>, data: &std::path::Path) -> Outcome<String> {
    match database {
        Some(url) => Ok(url.clone()),
        None => ply_server::ServeOptions {
            data_dir: data.to_path_buf(),
            ..ply_server::ServeOptions::default()
        }
        .database_url()
        .map_err(|e| Failure::Other(format!("{e:#}"))),
    }
}

/// A clock given as `MINUTES+SECONDS`.
fn clock_of(clock: &str) -> Outcome<(f64, i64)> {
    clock
        .split_once('+')
        .and_then(|(t, i)| Some((t.trim().parse::<f64>().ok()?, i.trim().parse::<i64>().ok()?)))
        .ok_or_else(|| Failure::input(format!("--clock {clock}: minutes+seconds, as 3+2")))
}

pub fn import(args: &ImportArgs) -> Outcome {
    let url = url_of(args.database.as_ref(), &args.data)?;
    let (time, increment) = clock_of(&args.clock)?;
    let text = super::trf_file::read_text(&args.file)?;
    let req = ply_server::ImportTournament {
        trf: text,
        game: args.game.clone(),
        system: Some(args.system.clone()),
        name: args.name.clone(),
        clock_time: time,
        clock_increment: increment,
        round_pause: args.round_pause,
        rated: !args.casual,
        allow_bots: Some(!args.no_bots),
        ..ply_server::ImportTournament::default()
    };
    made_on(&url, async |store| {
        ply_server::import_tournament(store, req, crate::words::lang()).await
    })
}

pub fn run(args: &CreateArgs) -> Outcome {
    let url = url_of(args.database.as_ref(), &args.data)?;
    let (time, increment) = clock_of(&args.clock)?;
    let req = ply_server::NewTournament {
        name: args.name.clone(),
        system: Some(args.system.clone()),
        game: args.game.clone(),
        clock_time: time,
        clock_increment: increment,
        minutes: args.minutes,
        rounds: args.rounds,
        round_pause: args.round_pause,
        wait_minutes: Some(args.wait),
        rated: args.rated,
        max_players: args.max_players,
        berserkable: Some(!args.no_berserk),
        allow_bots: Some(!args.no_bots),
        ..ply_server::NewTournament::default()
    };
    made_on(&url, async |store| {
        ply_server::create_tournament(store, req, crate::words::lang()).await
    })
}

/// Makes a tournament with `make` on the database at `url` and prints its id; a refusal is the
/// user's input's fault, in the user's language.
fn made_on<E: std::fmt::Display>(
    url: &str,
    make: impl AsyncFnOnce(&ply_server::Store) -> Result<ply_server::tournament::Tournament, E>,
) -> Outcome {
    runtime()?.block_on(async {
        let store = ply_server::Store::connect(url)
            .await
            .map_err(|e| Failure::Other(format!("{e:#}")))?;
        let made = make(&store).await;
        store.close().await;
        let t = made.map_err(Failure::input)?;
        println!("{}", t.id);
        Ok(())
    })
}
