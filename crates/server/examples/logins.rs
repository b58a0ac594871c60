//! What a log-in costs (a benchmark, not a test): log-ins per second through a real server
//! (SQLite in a temporary directory) with many clients at once, the hashes bounded to one per
//! core, and how much the process's peak memory grew meanwhile; then the time of one Argon2id
//! hash at the server's setting, hashed alone on one thread.
//!
//! ```sh
//! cargo run --release -p ply-server --example logins -- [--clients 32] [--seconds 10]
//! ```

use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use ply_server::accounts::password::{Cost, hash_now};
use serde_json::json;

/// The process's peak resident memory in KiB (`VmHWM`).
fn peak_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn arg(name: &str, default: u64) -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(default)
}

#[tokio::main]
async fn main() -> Result<()> {
    let clients = arg("--clients", 32) as usize;
    let seconds = arg("--seconds", 10);
    let cost = Cost::default();

    // Log-ins through the server.
    let dir = tempfile::tempdir()?;
    let state = ply_server::open(dir.path()).await?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    tokio::spawn(async move {
        let _ = axum::serve(listener, ply_server::app(state)).await;
    });
    let peak_before = peak_kib();
    let client = reqwest::Client::new();
    let body = json!({"name": "bench", "password": "bench password"});
    let made = client
        .post(format!("{base}/api/account/register"))
        .json(&body)
        .send()
        .await?;
    anyhow::ensure!(made.status() == 201, "register: {}", made.status());
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..clients {
        let client = client.clone();
        let url = format!("{base}/api/account/login");
        let body = body.clone();
        tasks.push(tokio::spawn(async move {
            let mut latencies = Vec::new();
            let mut refused = 0u64;
            while Instant::now() < deadline {
                let sent = Instant::now();
                match client.post(&url).json(&body).send().await {
                    Ok(r) if r.status() == 200 => latencies.push(sent.elapsed()),
                    _ => refused += 1,
                }
            }
            (latencies, refused)
        }));
    }
    let mut latencies = Vec::new();
    let mut refused = 0;
    for task in tasks {
        let (l, r) = task.await.context("a client failed")?;
        latencies.extend(l);
        refused += r;
    }
    let elapsed = started.elapsed().as_secs_f64();
    latencies.sort();
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1)))
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!(
        "{} log-ins in {elapsed:.1} s with {clients} clients: {:.1}/s, p50 {:.0} ms, p99 {:.0} ms, {refused} refused; \
         hashing threads {}; peak memory +{} KiB from before the first hash",
        latencies.len(),
        latencies.len() as f64 / elapsed,
        at(0.5),
        at(0.99),
        std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        peak_kib().saturating_sub(peak_before)
    );
    // One hash at a time on this thread: its time.
    let mut times = Vec::new();
    for _ in 0..10 {
        let started = Instant::now();
        hash_now(cost, b"a password of some length")?;
        times.push(started.elapsed());
    }
    times.sort();
    println!(
        "one Argon2id hash (m={} KiB, t={}, p={}) alone: median {:.1} ms, fastest {:.1} ms",
        cost.memory_kib,
        cost.passes,
        cost.lanes,
        times[times.len() / 2].as_secs_f64() * 1000.0,
        times[0].as_secs_f64() * 1000.0,
    );

    Ok(())
}
