//! What a rated game's end adds to the final move (a benchmark, not a test): the same final
//! move — the mate of the fool's mate — committed through the store's writer in a casual game
//! and in a rated one, where the same transaction also reads and writes both players' ratings
//! and the game's two per-side rows.
//!
//! ```sh
//! cargo run --release -p ply-server --example rated_end -- [--database URL] [--games 300]
//! ```
//!
//! Without `--database` it uses a new SQLite file in a temporary directory. Casual and rated
//! games alternate, so that both see the same machine; it prints the median, p90 and p99 time
//! of the final move's commit for each, and the difference of the medians.

use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ply_core::Side;
use ply_server::{
    Store,
    session::{Command, Fixed, Opponent, Seat, Session},
    store::JobWrite,
};

const PLAYERS: [&str; 2] = ["bench-white", "bench-black"];

fn session(id: String, rated: bool) -> Session {
    let fixed = Fixed {
        id,
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Friend,
        clock: Some((300_000, 3_000)),
        created_ms: 1,
        rated,
        days: None,
    };
    Session::new(fixed, [Some("w".into()), Some("b".into())], None).expect("a chess game")
}

fn play(s: &Session, text: &str, now: i64) -> Result<(Session, ply_server::session::Edit)> {
    let seat = Seat::Token(if s.to_move() == Side::White { "w" } else { "b" }.into());
    let command = Command::Play {
        seat,
        text: text.into(),
        ply: None,
    };
    s.apply(command, now)
        .map_err(|e| anyhow::anyhow!("{}", e.message))
}

/// Plays a game to the move before the mate and returns how long the mate's commit took.
async fn final_move(store: &Store, id: String, rated: bool) -> Result<Duration> {
    let players: Vec<(Side, String)> = if rated {
        vec![
            (Side::White, PLAYERS[0].to_string()),
            (Side::Black, PLAYERS[1].to_string()),
        ]
    } else {
        Vec::new()
    };
    let mut s = session(id, rated);
    store
        .create(&s, &players, &JobWrite::Untouched)
        .await
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let mut now = 1_000;
    for text in ["f3", "e5", "g4"] {
        now += 1_000;
        let (next, edit) = play(&s, text, now)?;
        store
            .commit(s.version(), &next, &edit, &JobWrite::Untouched, None)
            .await
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        s = next;
    }
    let (next, edit) = play(&s, "Qh4#", now + 1_000)?;
    let end = s.rated_end(&next);
    anyhow::ensure!(end.is_some() == rated, "the mate ends the game");
    let started = Instant::now();
    let changes = store
        .commit(s.version(), &next, &edit, &JobWrite::Untouched, end)
        .await
        .map_err(|e| anyhow::anyhow!("{e:?}"))?;
    let took = started.elapsed();
    anyhow::ensure!(changes.is_some() == rated, "a rated end rates both players");
    Ok(took)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut database = None;
    let mut games = 300_usize;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--database" => database = args.next(),
            "--games" => games = args.next().context("--games N")?.parse()?,
            other => anyhow::bail!("unknown argument {other}: [--database URL] [--games N]"),
        }
    }
    let dir = tempfile::tempdir()?;
    let url = database
        .unwrap_or_else(|| ply_server::store::sqlite_url(&dir.path().join("bench.sqlite3")));
    let store = Store::connect(&url).await?;
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&url).await?;
    for name in PLAYERS {
        sqlx::query(
            "INSERT INTO users (id, name, created_ms) VALUES ($1, $1, 0)
             ON CONFLICT (id) DO NOTHING",
        )
        .bind(name)
        .execute(&pool)
        .await?;
    }
    pool.close().await;
    let run = std::process::id();
    let (mut casual, mut rated) = (Vec::new(), Vec::new());
    for i in 0..games {
        casual.push(final_move(&store, format!("bench-{run}-c{i}"), false).await?);
        rated.push(final_move(&store, format!("bench-{run}-r{i}"), true).await?);
    }
    casual.sort();
    rated.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{} final moves of each, {}",
        games,
        ply_server::store::redact(&url)
    );
    for (name, times) in [("casual", &casual), ("rated", &rated)] {
        println!(
            "{name:>7}: median {:7.0} µs, p90 {:7.0} µs, p99 {:7.0} µs",
            us(percentile(times, 0.5)),
            us(percentile(times, 0.9)),
            us(percentile(times, 0.99))
        );
    }
    println!(
        "the rated end adds {:.0} µs to the final move (medians)",
        us(percentile(&rated, 0.5)) - us(percentile(&casual, 0.5))
    );
    store.close().await;
    Ok(())
}
