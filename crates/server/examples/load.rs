//! A load generator for the web app (a benchmark, not a test): many concurrent `local` games on
//! a running server, each playing legal moves as fast as its answers come back.
//!
//! ```sh
//! ply serve --addr 127.0.0.1:8090 --data /tmp/ply-load &
//! cargo run --release -p ply-server --example load -- http://127.0.0.1:8090 \
//!     [--games 1000] [--clients 64] [--seconds 10] [--game chess] [--pid SERVER_PID]
//! ```
//!
//! It creates the games, reports the server's resident memory (with `--pid`, from
//! `/proc/PID/status`), then runs for the given time and prints accepted moves per second and
//! the p50/p99/max latency of a move. Several servers sharing one database are given as
//! comma-separated URLs (`http://127.0.0.1:8091,http://127.0.0.1:8092`): game `i` is created
//! and played on server `i mod n`.

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};

struct Opts {
    bases: Vec<String>,
    games: usize,
    clients: usize,
    seconds: u64,
    game: String,
    pid: Option<u32>,
}

fn opts() -> Result<Opts> {
    let mut args = std::env::args().skip(1);
    let mut o = Opts {
        bases: args
            .next()
            .context("usage: load URL[,URL...] [--games N] [--clients N] …")?
            .split(',')
            .map(|b| b.trim_end_matches('/').to_string())
            .collect(),
        games: 1000,
        clients: 64,
        seconds: 10,
        game: "chess".into(),
        pid: None,
    };
    while let Some(flag) = args.next() {
        let value = args.next().context("a flag needs a value")?;
        match flag.as_str() {
            "--games" => o.games = value.parse()?,
            "--clients" => o.clients = value.parse()?,
            "--seconds" => o.seconds = value.parse()?,
            "--game" => o.game = value,
            "--pid" => o.pid = Some(value.parse()?),
            other => bail!("unknown flag {other}"),
        }
    }
    Ok(o)
}

fn rss_mib(pid: u32) -> Option<f64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// A game being played: its id, token and legal moves.
struct Game {
    base: String,
    id: String,
    token: String,
    legal: Vec<String>,
    seed: u64,
}

async fn create(client: &reqwest::Client, o: &Opts, seed: u64) -> Result<Game> {
    let base = o.bases[seed as usize % o.bases.len()].clone();
    let made: Value = client
        .post(format!("{base}/api/games"))
        .json(&json!({"game": o.game, "opponent": "local"}))
        .send()
        .await?
        .json()
        .await?;
    Ok(Game {
        base,
        id: made["id"].as_str().context("no id")?.to_string(),
        token: made["token"].as_str().context("no token")?.to_string(),
        legal: legal(&made["state"]),
        seed,
    })
}

fn legal(state: &Value) -> Vec<String> {
    state["legal_moves"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|m| m.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let o = Arc::new(opts()?);
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(o.clients)
        .build()?;
    let started = Instant::now();
    let mut games = Vec::with_capacity(o.games);
    for i in 0..o.games {
        games.push(create(&client, &o, i as u64).await?);
    }
    println!(
        "created {} {} games in {:.2} s",
        o.games,
        o.game,
        started.elapsed().as_secs_f64()
    );
    if let Some(pid) = o.pid
        && let Some(mib) = rss_mib(pid)
    {
        println!(
            "server resident memory with {} games: {mib:.1} MiB",
            o.games
        );
    }
    let per_client = games.len().div_ceil(o.clients.max(1));
    let latencies = Arc::new(Mutex::new(Vec::<u32>::new()));
    let deadline = Instant::now() + Duration::from_secs(o.seconds);
    let mut tasks = Vec::new();
    let mut chunks = Vec::new();
    while !games.is_empty() {
        let rest = games.split_off(per_client.min(games.len()));
        chunks.push(std::mem::replace(&mut games, rest));
    }
    for mut mine in chunks {
        let client = client.clone();
        let o = Arc::clone(&o);
        let latencies = Arc::clone(&latencies);
        tasks.push(tokio::spawn(async move {
            let mut local = Vec::new();
            let mut k = 0usize;
            while Instant::now() < deadline {
                let idx = k % mine.len();
                k += 1;
                let g = &mut mine[idx];
                if g.legal.is_empty() {
                    *g = create(&client, &o, g.seed).await?;
                    continue;
                }
                let random = g
                    .seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(k as u64);
                let mv = g.legal[(random >> 33) as usize % g.legal.len()].clone();
                let t = Instant::now();
                let resp = client
                    .post(format!("{}/api/games/{}/moves", g.base, g.id))
                    .bearer_auth(&g.token)
                    .json(&json!({"move": mv}))
                    .send()
                    .await?;
                let ok = resp.status().is_success();
                let state: Value = resp.json().await?;
                local.push(t.elapsed().as_micros() as u32);
                if !ok {
                    bail!("move {mv} refused: {state}");
                }
                g.legal = legal(&state);
            }
            latencies
                .lock()
                .map_err(|_| anyhow::anyhow!("poisoned"))?
                .extend(local);
            Ok::<_, anyhow::Error>(())
        }));
    }
    for t in tasks {
        t.await??;
    }
    let mut lat = latencies
        .lock()
        .map_err(|_| anyhow::anyhow!("poisoned"))?
        .clone();
    lat.sort_unstable();
    let n = lat.len();
    if n == 0 {
        bail!("no move was played");
    }
    let pct = |p: f64| lat[((n as f64 * p) as usize).min(n - 1)] as f64 / 1000.0;
    println!(
        "{n} moves in {} s by {} clients: {:.0} moves/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        o.seconds,
        o.clients,
        n as f64 / o.seconds as f64,
        pct(0.50),
        pct(0.99),
        lat[n - 1] as f64 / 1000.0
    );
    if let Some(pid) = o.pid
        && let Some(mib) = rss_mib(pid)
    {
        println!("server resident memory after the run: {mib:.1} MiB");
    }
    Ok(())
}
