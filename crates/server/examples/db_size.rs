//! The database's size per rated game (a benchmark, not a test): `--games` rated chess games
//! (3+2, blitz) among `--players` accounts, each of `--plies` random legal moves (fewer when
//! the game ends by itself) and then, unless it has ended, the side to move resigns. The
//! moves before the last change are written as an import writes a game (in batches), the
//! seats as rows of `game_players`, and the last change goes through the store's writer as a
//! live game's does, with both players' ratings and the game's two per-side rating rows. It
//! prints the database's growth: in all, per table, and per 100,000 games.
//!
//! ```sh
//! cargo run --release -p ply-server --example db_size -- [--database URL] [--games 100000] \
//!     [--plies 80] [--players 200]
//! ```
//!
//! Without `--database` it uses a new SQLite file in a temporary directory; a PostgreSQL
//! database should be empty (its size is measured as a whole).

use std::time::Instant;

use anyhow::{Context, Result};
use ply_core::Side;
use ply_server::{
    Store,
    session::{Command, Edit, Fixed, Notes, Opponent, Seat, Session, Stored},
    store::{Backend, JobWrite},
};
use sqlx::Row;

/// Games written to the database at once.
const BATCH: usize = 250;
/// The tables a game writes to.
const TABLES: [&str; 6] = [
    "games",
    "moves",
    "tokens",
    "game_players",
    "ratings",
    "rating_changes",
];

/// A small deterministic generator (xorshift64*), so that runs are alike.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

fn seat(s: &Session) -> Seat {
    Seat::Token(if s.to_move() == Side::White { "w" } else { "b" }.into())
}

/// A game played to its last change: the game before it and the change.
fn game(
    id: String,
    plies: usize,
    rng: &mut Rng,
    start_ms: i64,
) -> Result<(Session, Session, Edit)> {
    let fixed = Fixed {
        id,
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Friend,
        clock: Some((180_000, 2_000)),
        created_ms: start_ms,
        rated: true,
        days: None,
    };
    let mut s = Session::new(fixed, [Some("w".into()), Some("b".into())], None)
        .map_err(|e| anyhow::anyhow!("{}", e.message))?;
    let mut now = start_ms;
    for _ in 0..plies {
        let legal = s.record().legal_moves();
        if legal.is_empty() {
            break;
        }
        now += 2_000;
        let command = Command::Play {
            seat: seat(&s),
            text: legal[rng.below(legal.len())].clone(),
            ply: None,
        };
        let (next, edit) = s
            .apply(command, now)
            .map_err(|e| anyhow::anyhow!("{}", e.message))?;
        if next.outcome().is_some() {
            return Ok((s, next, edit));
        }
        s = next;
    }
    let (next, edit) = s
        .apply(Command::Resign { seat: seat(&s) }, now + 1_000)
        .map_err(|e| anyhow::anyhow!("{}", e.message))?;
    Ok((s, next, edit))
}

/// The database's size in bytes and each table's (PostgreSQL: with indexes and TOAST).
async fn sizes(
    pool: &sqlx::AnyPool,
    backend: Backend,
    file: Option<&std::path::Path>,
) -> Result<(i64, Vec<i64>)> {
    if backend == Backend::Postgres {
        let all: i64 = sqlx::query("SELECT pg_database_size(current_database())")
            .fetch_one(pool)
            .await?
            .try_get(0)?;
        let mut tables = Vec::new();
        for t in TABLES {
            let size = sqlx::query("SELECT pg_total_relation_size(CAST($1 AS regclass))")
                .bind(t)
                .fetch_one(pool)
                .await?;
            tables.push(size.try_get(0)?);
        }
        return Ok((all, tables));
    }
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(pool)
        .await?;
    let file = file.context("the SQLite file")?;
    let all = std::fs::metadata(file)?.len() as i64;
    // Each table with its indexes, where SQLite was built with the dbstat table.
    let mut tables = Vec::new();
    for t in TABLES {
        let size = sqlx::query(
            "SELECT COALESCE(SUM(pgsize), 0) FROM dbstat WHERE name = $1
                OR name IN (SELECT name FROM sqlite_master WHERE tbl_name = $1)",
        )
        .bind(t)
        .fetch_one(pool)
        .await;
        tables.push(match size {
            Ok(row) => row.try_get(0)?,
            Err(_) => -1,
        });
    }
    Ok((all, tables))
}

#[tokio::main]
async fn main() -> Result<()> {
    let (mut database, mut games, mut plies, mut players) = (None, 100_000_usize, 80, 200);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().with_context(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--database" => database = Some(value()?),
            "--games" => games = value()?.parse()?,
            "--plies" => plies = value()?.parse()?,
            "--players" => players = value()?.parse()?,
            other => anyhow::bail!("unknown argument {other}"),
        }
    }
    let dir = tempfile::tempdir()?;
    let file = dir.path().join("size.sqlite3");
    let url = database.unwrap_or_else(|| ply_server::store::sqlite_url(&file));
    let store = Store::connect(&url).await?;
    let backend = store.backend();
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&url).await?;
    let names: Vec<String> = (0..players).map(|i| format!("size-{i:04}")).collect();
    for name in &names {
        sqlx::query(
            "INSERT INTO users (id, name, created_ms) VALUES ($1, $1, 0)
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(name.as_str())
        .execute(&pool)
        .await?;
    }
    let file = (backend == Backend::Sqlite).then_some(file.as_path());
    let (before, tables_before) = sizes(&pool, backend, file).await?;

    let started = Instant::now();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let run = std::process::id();
    let (mut played, mut moves) = (0, 0);
    while played < games {
        let n = BATCH.min(games - played);
        let mut batch = Vec::with_capacity(n);
        for i in played..played + n {
            let (white, black) = loop {
                let (a, b) = (rng.below(players), rng.below(players));
                if a != b {
                    break (a, b);
                }
            };
            let id = format!("s{run}x{i}");
            let (before, after, edit) =
                game(id, plies, &mut rng, 1_700_000_000_000 + i as i64 * 600_000)?;
            moves += after.plies();
            batch.push((before, after, edit, [white, black]));
        }
        let stored: Vec<Stored> = batch
            .iter()
            .map(|(s, ..)| Stored {
                fixed: s.fixed.clone(),
                meta: s.meta(),
                moves: s.moves(),
                tokens: s.tokens().clone(),
                notes: Notes::default(),
                ratings: None,
            })
            .collect();
        store.import(&stored).await?;
        let mut tx = pool.begin().await?;
        for (s, _, _, seats) in &batch {
            for (side, who) in seats.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO game_players (game_id, side, user_id) VALUES ($1, $2, $3)",
                )
                .bind(s.id())
                .bind(side as i64)
                .bind(names[*who].as_str())
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        // The last changes at once, as live games' would come: the writer groups them.
        let commits = batch.iter().map(|(s, next, edit, _)| {
            let end = s.rated_end(next);
            store.commit(s.version(), next, edit, &JobWrite::Untouched, end)
        });
        for rated in futures_util::future::join_all(commits).await {
            let rated = rated.map_err(|e| anyhow::anyhow!("{e:?}"))?;
            anyhow::ensure!(rated.is_some(), "a rated game's end was not rated");
        }
        played += n;
        if played % 10_000 == 0 {
            eprintln!("{played} games, {:.0} s", started.elapsed().as_secs_f64());
        }
    }
    let (after, tables_after) = sizes(&pool, backend, file).await?;
    let grown = after - before;
    let mib = |b: i64| b as f64 / (1024.0 * 1024.0);
    println!(
        "{} on {}: {games} rated games of {:.1} plies on average among {players} players, written in {:.0} s",
        match backend {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        },
        ply_server::store::redact(&url),
        moves as f64 / games as f64,
        started.elapsed().as_secs_f64()
    );
    println!(
        "the database grew by {:.1} MiB: {:.0} bytes a game, {:.1} MiB per 100,000 games",
        mib(grown),
        grown as f64 / games as f64,
        mib(grown) * 100_000.0 / games as f64
    );
    for (i, t) in TABLES.iter().enumerate() {
        if tables_after[i] >= 0 {
            let b = tables_after[i] - tables_before[i];
            println!(
                "  {t:>15}: {:8.1} MiB, {:6.0} bytes a game",
                mib(b),
                b as f64 / games as f64
            );
        }
    }
    pool.close().await;
    store.close().await;
    Ok(())
}
