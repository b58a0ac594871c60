use clap::{Args, Parser, Subcommand};

use crate::fail::{Failure, Outcome};

/// Play and analyse kabe, international draughts, chess, Konane and Kalah.
#[derive(Parser, Debug)]
#[command(name = "ply", version, about)]
pub struct Cli {
    /// Without a command, ply serves the web app (as `ply serve`).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language of messages: en, da, de, es, et, fr, it, nl or ru (default: from LC_ALL,
    /// LC_MESSAGES or LANG).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,
    /// Endgame databases for the draughts search (`ply egdb build` makes them); every command
    /// that searches probes them, except `bench`.
    #[arg(long, global = true, env = "PLY_EGDB", value_name = "DIR")]
    pub egdb: Option<std::path::PathBuf>,
    /// The draughts evaluation of kabe and international draughts: `default` (the learned
    /// patterns for international draughts, the classic evaluation for kabe: each the stronger in
    /// play), `classic` (the evaluation of named constants that every variant has), `learned`
    /// (the committed pattern weights), or a weights file written by `ply tune`.
    #[arg(long, global = true, value_name = "EVAL")]
    pub eval: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Serve the web app: play in the browser (the default without a command).
    Serve(ServeArgs),
    /// List the games and variants, with their ids (`--rules`: and their rule options).
    Games(GamesArgs),
    /// Count the leaf nodes of the legal-move tree (perft), per depth.
    Perft(PerftArgs),
    /// List the legal moves of a position.
    Moves(MovesArgs),
    /// Play moves from a position and show the resulting position and game status.
    Apply(ApplyArgs),
    /// Draw the board of a position (after optional moves) in the terminal.
    Show(ShowArgs),
    /// Search a position and show the best move, the score and the principal variation.
    Analyze(AnalyzeArgs),
    /// Fixed-depth searches over fixed positions of every game: a node-count signature and speed.
    Bench(BenchArgs),
    /// Play against the computer in the terminal.
    Play(PlayArgs),
    /// Play two engines against each other over many games and rate the difference.
    Match(MatchArgs),
    /// Connect an engine to a ply server as a bot account, through its Bot API.
    Bot(BotArgs),
    /// Game records: import into the web app's database, export from it, convert.
    Record(crate::commands::record::RecordArgs),
    /// Speak the Universal Chess Interface on stdin/stdout (ply as a chess engine for GUIs).
    Uci,
    /// Speak the Hub protocol on stdin/stdout (ply as an engine of every draughts game for GUIs).
    Hub,
    /// Play international draughts over DXP (the DamExchange Protocol) with another program.
    Dxp(DxpArgs),
    /// The web app's database: `ply db migrate` applies its schema migrations.
    Db(DbArgs),
    /// The web app's accounts: list, show, disable, enable, reset a password, make a token.
    User(UserArgs),
    /// Endgame databases for draughts games: build and verify them.
    Egdb(crate::commands::egdb::EgdbArgs),
    /// Fit the pattern weights of kabe or international draughts to self-play positions.
    Tune(crate::commands::tune::TuneArgs),
    /// Tournaments: `ply tournament pair` prints the next round of a TRF file;
    /// `ply tournament create` makes an arena, a Swiss or a round robin on the web app's
    /// database.
    Tournament(crate::commands::tournament::TournamentArgs),
    /// Puzzles: positions of games where exactly one move wins, found and written as files.
    Puzzles(crate::commands::puzzles::PuzzlesArgs),
}

#[derive(Args, Debug)]
pub struct UserArgs {
    #[command(subcommand)]
    pub command: UserCommand,
    /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB` [default: SQLite in --data].
    #[arg(long, global = true, env = "PLY_DATABASE_URL", value_name = "URL")]
    pub database: Option<String>,
    /// Directory of the games database (SQLite, when no --database is given).
    #[arg(long, global = true, default_value = "ply-data")]
    pub data: std::path::PathBuf,
}

#[derive(Subcommand, Debug)]
pub enum UserCommand {
    /// Every account: id, name, day created, state (active, disabled, deleted).
    List,
    /// One account, with its games and log-in sessions.
    Show { name: String },
    /// Stop an account from logging in (its sessions end).
    Disable { name: String },
    /// Let a disabled account log in again.
    Enable { name: String },
    /// Give an account a new password, printed once (or read from standard input with
    /// --stdin); every session of the account ends.
    ResetPassword {
        name: String,
        /// Read the new password from the first line of standard input.
        #[arg(long)]
        stdin: bool,
    },
    /// Rebuild every rating from the stored rated games, in the order they were rated (the
    /// same games give the same numbers; rows found different are set and counted).
    Rerate,
    /// Make a personal API token for an account, printed once (`Authorization: Bearer
    /// ply_…`): `--scopes bot:play` for a bot program (`ply bot`), `board:play` for a
    /// person's client, `challenge:read`, `challenge:write`.
    Token {
        name: String,
        /// The scopes the token grants, comma-separated or repeated.
        #[arg(long, value_delimiter = ',', required = true)]
        scopes: Vec<String>,
        /// What the token is for, as the account's list of tokens shows it.
        #[arg(long, default_value = "made by the operator")]
        description: String,
    },
}

#[derive(Args, Debug)]
pub struct DbArgs {
    #[command(subcommand)]
    pub command: DbCommand,
}

#[derive(Subcommand, Debug)]
pub enum DbCommand {
    /// Apply the schema migrations not yet applied, and print the version reached.
    Migrate {
        /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB` [default: SQLite in ply-data].
        #[arg(long, env = "PLY_DATABASE_URL", value_name = "URL")]
        database: Option<String>,
    },
}

/// The game, its rule options and the position: shared by every command.
#[derive(Args, Debug)]
pub struct GameArgs {
    /// Game id: kabe, draughts, chess, konane, kalah, or a variant (`ply games` lists them).
    pub game: String,
    /// Start from this position (the game's position text) instead of the start position.
    #[arg(long, short = 'p')]
    pub position: Option<String>,
    /// Set a rule option of the game, e.g. `--rule pits=4` (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
}

impl GameArgs {
    /// The rule options as key/value pairs.
    pub fn rule_pairs(&self) -> Outcome<Vec<(String, String)>> {
        self.rules
            .iter()
            .map(|r| {
                r.split_once('=')
                    .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                    .ok_or_else(|| Failure::input(format!("--rule {r}: expected KEY=VALUE")))
            })
            .collect()
    }

    /// A new game from these arguments.
    pub fn new_game(&self) -> Outcome<Box<dyn ply_games::AnyRecord>> {
        let game = ply_games::find(&self.game)?;
        Ok(game.new_game(&self.rule_pairs()?, self.position.as_deref())?)
    }
}

/// The deepest `ply perft`: deeper counts take days even for the smallest game.
pub const MAX_PERFT_DEPTH: u32 = 20;

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Depth in plies, at most 20.
    #[arg(long, short = 'd', default_value_t = 5,
          value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_PERFT_DEPTH)))]
    pub depth: u32,
    /// List each root move with its count.
    #[arg(long)]
    pub divide: bool,
    /// Print one JSON object for the final depth.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct GamesArgs {
    /// Show each game's rule options with their default values.
    #[arg(long)]
    pub rules: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct MovesArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct ApplyArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The moves to play, in order, in the game's notation.
    #[arg(required = true)]
    pub moves: Vec<String>,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// Moves to play first, in the game's notation.
    pub moves: Vec<String>,
    /// Black's (North's) side at the bottom.
    #[arg(long)]
    pub flip: bool,
    /// Colours: auto (when writing to a terminal), always or never.
    #[arg(long, default_value = "auto", value_parser = ["auto", "always", "never"])]
    pub color: String,
}

impl ShowArgs {
    /// Whether to use ANSI colours.
    pub fn use_color(&self) -> bool {
        colors_wanted(&self.color)
    }
}

/// How long the engine may think.
#[derive(Args, Debug, Clone)]
pub struct SearchArgs {
    /// Search to this depth (plies), at most 100.
    #[arg(long, short = 'd',
          value_parser = clap::value_parser!(u32).range(1..=i64::from(ply_games::MAX_DEPTH)))]
    pub depth: Option<u32>,
    /// Think for this many milliseconds.
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Visit at most this many positions.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Transposition table size in megabytes.
    #[arg(long, default_value_t = 64)]
    pub hash: usize,
    /// Search on this many threads (1 to 64; 1, the default, is the deterministic search).
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=ply_games::MAX_THREADS as i64))]
    pub threads: u16,
}

impl SearchArgs {
    /// The limits; a second of thinking when none is given.
    pub fn limits(&self) -> ply_games::Limits {
        let mut limits = ply_games::Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(std::time::Duration::from_millis),
            ..Default::default()
        };
        if limits.depth.is_none() && limits.nodes.is_none() && limits.movetime.is_none() {
            limits.movetime = Some(std::time::Duration::from_secs(1));
        }
        limits
    }
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub game: GameArgs,
    #[command(flatten)]
    pub search: SearchArgs,
    /// Moves to play first, in the game's notation.
    pub moves: Vec<String>,
    /// Print one JSON object at the end.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Only this game.
    #[arg(long)]
    pub game: Option<String>,
    /// Search on this many threads: the nodes to complete each game's depth (the signature
    /// with 1, the default).
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=ply_games::MAX_THREADS as i64))]
    pub threads: u16,
    /// Search each position to this depth instead of the game's bench depth.
    #[arg(long, conflicts_with = "nodes",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(ply_games::MAX_DEPTH)))]
    pub depth: Option<u32>,
    /// Search each position to this many nodes in all threads instead of to its depth, and
    /// print the depths reached.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Print the totals as JSON on the last line.
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    #[command(flatten)]
    pub game: GameArgs,
    /// The computer's level, 1 (weakest) to 10 (full strength).
    #[arg(long, short = 'l', default_value_t = 5, value_parser = clap::value_parser!(u8).range(1..=10))]
    pub level: u8,
    /// Your side: white, black (south, north in Kalah) or random.
    #[arg(long, short = 'c', default_value = "white")]
    pub color: String,
    /// The computer's thinking time per move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub movetime: u64,
    /// The computer searches on this many threads (1 to 64; 1, the default, is the
    /// deterministic search).
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=ply_games::MAX_THREADS as i64))]
    pub threads: u16,
    /// Colours: auto (when writing to a terminal), always or never.
    #[arg(long = "colors", default_value = "auto", value_parser = ["auto", "always", "never"])]
    pub colors: String,
}

#[derive(Args, Debug)]
#[command(group(clap::ArgGroup::new("peer").required(true).args(["listen", "connect"])))]
pub struct DxpArgs {
    /// Wait for programs on HOST:PORT (DXP's port is 27531) and follow their game requests.
    #[arg(long, value_name = "HOST:PORT")]
    pub listen: Option<String>,
    /// Connect to a program listening on HOST:PORT and request games from it.
    #[arg(long, value_name = "HOST:PORT")]
    pub connect: Option<String>,
    /// ply's playing level, 1 to 10.
    #[arg(long, default_value_t = 10)]
    pub level: u8,
    /// Initiator: the time in minutes for --moves moves, for each side.
    #[arg(long, default_value_t = 2)]
    pub minutes: u16,
    /// Initiator: the number of moves the time is for (a program may end the game after them).
    #[arg(long, default_value_t = 150)]
    pub moves: u16,
    /// Initiator: ply's colour in the first game, white or black (then alternating).
    #[arg(long, default_value = "white")]
    pub colour: String,
    /// Initiator: the number of games to request.
    #[arg(long, short = 'n', default_value_t = 1)]
    pub games: u32,
    /// Append every game to this file as PDN.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<std::path::PathBuf>,
    /// The name ply gives in GAMEREQ and GAMEACC.
    #[arg(long, default_value = "ply")]
    pub name: String,
    /// Seconds to wait for the peer's next message before giving the game up.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
    /// Transposition table size in MB.
    #[arg(long, default_value_t = 64)]
    pub hash: usize,
    /// Search on this many threads (1 to 64; 1, the default, is the deterministic search).
    #[arg(long, default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=ply_games::MAX_THREADS as i64))]
    pub threads: u16,
}

#[derive(Args, Debug)]
pub struct BotArgs {
    /// The server's address, `http://HOST:PORT` (or `https://…`).
    #[arg(long)]
    pub server: String,
    /// The bot account's personal API token (`ply user token NAME --scopes bot:play`).
    #[arg(long, env = "PLY_BOT_TOKEN", hide_env_values = true)]
    pub token: String,
    /// The engine, as `ply match` takes it: `level=N`, `uci:PROGRAM`, `hub:PROGRAM`,
    /// `dxp:HOST:PORT`, with their settings.
    #[arg(long, default_value = "level=5")]
    pub engine: String,
    /// Accept challenges in these games only (comma-separated ids) [default: every game].
    #[arg(long, value_delimiter = ',')]
    pub games: Vec<String>,
    /// Accept these speeds only: ultrabullet, bullet, blitz, rapid, classical,
    /// correspondence, unlimited (comma-separated) [default: every speed].
    #[arg(long, value_delimiter = ',')]
    pub speeds: Vec<String>,
    /// Accept rated games, casual games, or both.
    #[arg(long, default_value = "any", value_parser = ["any", "rated", "casual"])]
    pub rated: String,
    /// Games played at once at most; a challenge beyond is declined ("later").
    #[arg(long, default_value_t = 4)]
    pub concurrency: usize,
    /// Time per move (ms) of an engine whose spec sets no limit, in a game without a clock;
    /// in a game with one, the engine plans from the clock.
    #[arg(long, default_value_t = 1000)]
    pub movetime: u64,
    /// Join these tournaments (comma-separated ids, repeatable) and play their games; joined
    /// again whenever the event stream is made again (a bot paused for missing a game comes
    /// back).
    #[arg(long, value_delimiter = ',')]
    pub tournament: Vec<String>,
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Game id: kabe, draughts, chess, konane, kalah, or a variant (`ply games` lists them).
    pub game: String,
    /// Set a rule option of the game (repeatable).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    pub rules: Vec<String>,
    /// Engine A: ply's, e.g. `level=10` or `level=10,movetime=200` (also depth=N, nodes=N, or a
    /// game clock `time=MIN[,moves=N]`: MIN minutes for every N moves, or for the game);
    /// or an external engine, `uci:COMMAND,Name=Value,...` (chess), `hub:COMMAND,...`
    /// (the draughts games) or `dxp:HOST:PORT[,time=MIN,moves=N]` (draughts over DXP), where
    /// movetime/depth/nodes/time/moves are ply's limits for it and every other setting is an
    /// engine option, e.g. `uci:stockfish,UCI_LimitStrength=true,UCI_Elo=1500`. A side that
    /// sets no limit plays on the other side's clock (a DXP engine always has one); the limits
    /// of both are printed on stderr before the first game.
    /// A game in which an engine fails is unfinished: left out of the score, reported, and
    /// kept in the record file; three unfinished games in a row stop the match.
    #[arg(long)]
    pub a: String,
    /// Engine B, in the same form.
    #[arg(long)]
    pub b: String,
    /// Number of games (played in pairs with colours swapped).
    #[arg(long, short = 'n', default_value_t = 10)]
    pub games: u32,
    /// Thinking time per move in milliseconds for a side that sets no limit, when the other
    /// side has no clock (a DXP engine without time= gets the whole minutes covering it).
    #[arg(long, default_value_t = 100)]
    pub movetime: u64,
    /// A file of start positions, one per line (the game's position text).
    #[arg(long)]
    pub openings: Option<std::path::PathBuf>,
    /// Games played at once.
    #[arg(long, short = 'j', default_value_t = 1)]
    pub jobs: usize,
    /// Write every game to this file in the game's record format (PGN, PDN, plain).
    #[arg(long)]
    pub record: Option<std::path::PathBuf>,
    /// Seed for the openings and the levels' random choices.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the totals as JSON on the last line.
    #[arg(long)]
    pub json: bool,
}

/// Whether to use ANSI colours for `auto`, `always` or `never`.
pub fn colors_wanted(setting: &str) -> bool {
    use std::io::IsTerminal;
    match setting {
        "always" => true,
        "never" => false,
        _ => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    }
}

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: std::net::SocketAddr,
    /// Directory of the games database (SQLite, when no --database is given).
    #[arg(long, default_value = "ply-data")]
    pub data: std::path::PathBuf,
    /// The database: `sqlite://PATH` or `postgres://USER@HOST:PORT/DB`; several servers on one
    /// PostgreSQL database serve the same games.
    #[arg(long, env = "PLY_DATABASE_URL", value_name = "URL")]
    pub database: Option<String>,
    /// This server's name among the servers sharing the database [default: host-pid-random].
    #[arg(long, value_name = "NAME")]
    pub instance: Option<String>,
    /// Behind a reverse proxy: take the client's address from X-Real-IP / X-Forwarded-For.
    #[arg(long)]
    pub behind_proxy: bool,
    /// Mark the session cookie `Secure` on every answer (by default only when the request came
    /// over HTTPS: behind a proxy, `--behind-proxy` with `X-Forwarded-Proto: https`).
    #[arg(long)]
    pub secure_cookies: bool,
    /// Minutes after which an unused game leaves memory (it is reloaded when asked for).
    #[arg(long, value_name = "MIN", default_value_t = 5.0)]
    pub idle_minutes: f64,
    /// Games kept in memory at most.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    pub max_games_in_memory: usize,
    /// Searches for the computer queued or running, in all (beyond: 503).
    #[arg(long, value_name = "N", default_value_t = 1_000)]
    pub search_queue: i64,
    /// Searches for the computer queued or running per client address (beyond: 429).
    #[arg(long, value_name = "N", default_value_t = 50)]
    pub searches_per_address: i64,
    /// Threads one analysis may search on, when that many of the analysis pool's seats (one
    /// search thread each, --analysis-searches in all) are free.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=ply_games::MAX_THREADS as i64))]
    pub analysis_threads: u16,
    /// The analysis pool's size: search threads at once, so searches at once at most, each
    /// with its 16 MiB table [default: one per core].
    #[arg(long, value_name = "N")]
    pub analysis_searches: Option<usize>,
    /// Analysis requests waiting for a search (beyond: 503 analysis_queue_full).
    #[arg(long, value_name = "N", default_value_t = ply_server::DEFAULT_ANALYSIS_QUEUE)]
    pub analysis_queue: usize,
    /// Seconds a move (any change to a game) may wait to be stored; later it is refused with
    /// 503 not_stored and never stored.
    #[arg(long, value_name = "SECS", default_value_t = 5.0)]
    pub move_deadline: f64,
    /// Open connections at most, WebSockets included (beyond: they wait in the kernel's
    /// backlog); lowered to fit the limit on open descriptors.
    #[arg(long, value_name = "N", default_value_t = 4096)]
    pub max_connections: usize,
    /// Open connections at most per client address (an IPv6 /64); more are closed at once.
    /// Not applied with --behind-proxy (every connection comes from the proxy).
    #[arg(long, value_name = "N", default_value_t = 128)]
    pub connections_per_address: usize,
    /// Open WebSockets at most, in all (beyond: 503); at most three quarters of
    /// --max-connections, so that requests always find a free connection.
    #[arg(long, value_name = "N", default_value_t = 3072)]
    pub max_sockets: usize,
    /// Open WebSockets at most per client address (beyond: 429).
    #[arg(long, value_name = "N", default_value_t = 50)]
    pub sockets_per_address: usize,
    /// Seconds to send a request's headers; a connection with no request in progress for as
    /// long (one that sends nothing, an idle kept-alive one) is closed.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub header_timeout: f64,
    /// An external engine offered as an opponent (repeatable): `[NAME=]uci:COMMAND[,OPT=VAL...]`
    /// for chess, `[NAME=]hub:COMMAND[,...]` for the draughts games, or
    /// `[NAME=]dxp:HOST:PORT[,time=MIN,moves=N]` for international draughts.
    #[arg(long = "engine", value_name = "SPEC")]
    pub engines: Vec<String>,
    /// An external engine's time per move, in milliseconds.
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub engine_movetime: u64,
}
