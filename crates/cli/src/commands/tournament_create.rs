//! `ply tournament create`: the operator makes an arena, a Swiss or a round robin on the
//! database `ply serve` uses; the servers on it start and run it.

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

pub fn run(args: &CreateArgs) -> Outcome {
    let url = match &args.database {
        Some(url) => url.clone(),
        None => ply_server::ServeOptions {
            data_dir: args.data.clone(),
            ..ply_server::ServeOptions::default()
        }
        .database_url()
        .map_err(|e| Failure::Other(format!("{e:#}")))?,
    };
    let clock = &args.clock;
    let (time, increment) = clock
        .split_once('+')
        .and_then(|(t, i)| Some((t.trim().parse::<f64>().ok()?, i.trim().parse::<i64>().ok()?)))
        .ok_or_else(|| Failure::input(format!("--clock {clock}: minutes+seconds, as 3+2")))?;
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
    runtime()?.block_on(async {
        let store = ply_server::Store::connect(&url)
            .await
            .map_err(|e| Failure::Other(format!("{e:#}")))?;
        let made = ply_server::create_tournament(&store, req, crate::words::lang()).await;
        store.close().await;
        let t = made.map_err(Failure::input)?;
        println!("{}", t.id);
        Ok(())
    })
}
