//! The lobby under load (a benchmark, not a test), against running servers started with
//! `--behind-proxy` (as `scripts/cluster.sh` starts them), so that each simulated player is
//! told apart by its `X-Forwarded-For` address (the lobby bounds open seeks per address, and
//! sockets per address):
//!
//! ```sh
//! cargo run --release -p ply-server --example lobby -- URL[,URL…] seeks [--open 1000] \
//!     [--pairs 8] [--seconds 8]
//! cargo run --release -p ply-server --example lobby -- URL[,URL…] fanout [--sockets 1000] \
//!     [--events 100] [--rate 10]
//! ```
//!
//! - `seeks`: opens `--open` seeks that match none of each other (all for White, six clocks),
//!   spread over the servers, and says how many it opened per second; then, with those open,
//!   `--pairs` pairs of players for `--seconds`: one opens a seek of another clock, the other
//!   asks for the same and is paired with it (a game is made). It says the pairs per second
//!   (each one seek created and one matched) and each request's p50/p99. The whole run stays
//!   within the lobby's 20 s grace, so the seeks stay open without sockets keeping them; the
//!   open seeks are counted again at the end.
//! - `fanout`: opens `--sockets` lobby sockets, socket `i` on server `i mod n`, then opens
//!   and cancels `--events` seeks on the first server at `--rate` a second; every socket
//!   notes when each seek's `added` arrives. It prints the delivery time (from just before
//!   the seek's request was sent to its arrival on a socket) over every socket and seek:
//!   p50, p90, p99 and max, per server too, and how many never arrived.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, Result, bail, ensure};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{Message, client::IntoClientRequest};

struct Opts {
    bases: Vec<String>,
    mode: String,
    open: usize,
    pairs: usize,
    seconds: u64,
    sockets: usize,
    events: usize,
    rate: f64,
}

fn opts() -> Result<Opts> {
    let usage = "usage: lobby URL[,URL…] seeks|fanout [--open N] [--pairs N] [--seconds S] \
                 [--sockets N] [--events N] [--rate R]";
    let mut args = std::env::args().skip(1);
    let bases = args
        .next()
        .context(usage)?
        .split(',')
        .map(|b| b.trim_end_matches('/').to_string())
        .collect();
    let mode = args.next().context(usage)?;
    let mut o = Opts {
        bases,
        mode,
        open: 1000,
        pairs: 8,
        seconds: 8,
        sockets: 1000,
        events: 100,
        rate: 10.0,
    };
    while let Some(flag) = args.next() {
        let value = args.next().context("a flag needs a value")?;
        match flag.as_str() {
            "--open" => o.open = value.parse()?,
            "--pairs" => o.pairs = value.parse()?,
            "--seconds" => o.seconds = value.parse()?,
            "--sockets" => o.sockets = value.parse()?,
            "--events" => o.events = value.parse()?,
            "--rate" => o.rate = value.parse()?,
            other => bail!("unknown flag {other}; {usage}"),
        }
    }
    Ok(o)
}

/// A client address of its own for player `n` of group `group` (10.G.x.y).
fn address(group: u8, n: usize) -> String {
    format!("10.{group}.{}.{}", (n / 250) % 250, n % 250 + 1)
}

/// Opens a seek (or joins a matching one) as the player at `from`: the answer and its time.
async fn seek(
    client: &reqwest::Client,
    base: &str,
    from: &str,
    body: &Value,
) -> Result<(Value, Duration)> {
    let sent = Instant::now();
    let resp = client
        .post(format!("{base}/api/seeks"))
        .header("x-forwarded-for", from)
        .json(body)
        .send()
        .await?;
    let status = resp.status();
    let v: Value = resp.json().await?;
    ensure!(status.as_u16() == 201, "POST /api/seeks: {status} {v}");
    Ok((v, sent.elapsed()))
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// p-quantile of sorted durations, in ms.
fn at(sorted: &[Duration], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    ms(sorted[((sorted.len() - 1) as f64 * q).round() as usize])
}

async fn count_open(client: &reqwest::Client, base: &str) -> Result<usize> {
    let v: Value = client
        .get(format!("{base}/api/seeks"))
        .send()
        .await?
        .json()
        .await?;
    Ok(v["seeks"].as_array().map_or(0, Vec::len))
}

const CLOCKS: [(i64, i64); 6] = [(60, 0), (180, 2), (300, 3), (600, 5), (900, 10), (1800, 0)];

async fn seeks(o: &Opts) -> Result<()> {
    let client = reqwest::Client::new();
    let started = Instant::now();
    // The seeks that stay open: for White, so that none matches another; five per address.
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for _ in 0..16 {
        let (client, next, bases, open) =
            (client.clone(), Arc::clone(&next), o.bases.clone(), o.open);
        tasks.push(tokio::spawn(async move {
            let mut times = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= open {
                    return anyhow::Ok(times);
                }
                let (limit, increment) = CLOCKS[i % CLOCKS.len()];
                let body = json!({"game": "chess", "clock": {"limit": limit, "increment": increment},
                    "color": "white"});
                let (v, took) =
                    seek(&client, &bases[i % bases.len()], &address(1, i / 5), &body).await?;
                ensure!(v["status"] == "open", "seek {i} was not opened: {v}");
                times.push(took);
            }
        }));
    }
    let mut opened = Vec::new();
    for t in tasks {
        opened.extend(t.await??);
    }
    let took = started.elapsed();
    opened.sort();
    println!(
        "opened {} seeks in {:.2} s: {:.0} seeks/s, p50 {:.1} ms, p99 {:.1} ms ({} open now)",
        opened.len(),
        took.as_secs_f64(),
        opened.len() as f64 / took.as_secs_f64(),
        at(&opened, 0.5),
        at(&opened, 0.99),
        count_open(&client, &o.bases[0]).await?
    );

    // Pairs: one opens a seek of a clock none of the open ones has, the other is paired with
    // it; each player at an address of its own.
    let deadline = Instant::now() + Duration::from_secs(o.seconds);
    let players = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for p in 0..o.pairs {
        let (client, players, bases) = (client.clone(), Arc::clone(&players), o.bases.clone());
        tasks.push(tokio::spawn(async move {
            let (mut opens, mut joins) = (Vec::new(), Vec::new());
            let body = |color: &str| {
                json!({"game": "chess", "clock": {"limit": 120, "increment": 1}, "color": color})
            };
            // Each request opens a seek or is paired with an open one (another pair's,
            // when two pairs cross); both kinds are counted.
            while Instant::now() < deadline {
                let a = players.fetch_add(2, Ordering::Relaxed);
                for (k, color) in ["white", "black"].into_iter().enumerate() {
                    let base = &bases[(p + k) % bases.len()];
                    let (v, took) = seek(&client, base, &address(2, a + k), &body(color)).await?;
                    match v["status"].as_str() {
                        Some("open") => opens.push(took),
                        Some("joined") => joins.push(took),
                        _ => anyhow::bail!("a pair's seek: {v}"),
                    }
                }
            }
            anyhow::Ok((opens, joins))
        }));
    }
    let started = Instant::now();
    let (mut opens, mut joins) = (Vec::new(), Vec::new());
    for t in tasks {
        let (a, b) = t.await??;
        opens.extend(a);
        joins.extend(b);
    }
    let took = started.elapsed().as_secs_f64();
    opens.sort();
    joins.sort();
    println!(
        "{} seeks opened and {} paired in {took:.2} s with {} pairs of players: {:.0} opened/s, \
         {:.0} paired/s; open p50 {:.1} ms p99 {:.1} ms, pairing p50 {:.1} ms p99 {:.1} ms; {} \
         seeks open at the end",
        opens.len(),
        joins.len(),
        o.pairs,
        opens.len() as f64 / took,
        joins.len() as f64 / took,
        at(&opens, 0.5),
        at(&opens, 0.99),
        at(&joins, 0.5),
        at(&joins, 0.99),
        count_open(&client, &o.bases[0]).await?
    );
    Ok(())
}

/// Arrivals: seek id → (socket's server, time of arrival) for each socket.
type Arrivals = Arc<Mutex<HashMap<String, Vec<(usize, Instant)>>>>;

async fn fanout(o: &Opts) -> Result<()> {
    let arrivals: Arrivals = Arc::default();
    let ready = Arc::new(AtomicUsize::new(0));
    let closed = Arc::new(AtomicUsize::new(0));
    let mut sockets = Vec::new();
    let connecting = Instant::now();
    for i in 0..o.sockets {
        let server = i % o.bases.len();
        let url = format!("{}/api/lobby/ws", o.bases[server].replacen("http", "ws", 1));
        let mut request = url.into_client_request()?;
        // Forty sockets an address (the server takes fifty).
        request
            .headers_mut()
            .insert("x-forwarded-for", address(4, i / 40).parse()?);
        let (ws, _) = tokio_tungstenite::connect_async(request)
            .await
            .with_context(|| format!("socket {i}"))?;
        let (arrivals, ready, closed) = (
            Arc::clone(&arrivals),
            Arc::clone(&ready),
            Arc::clone(&closed),
        );
        sockets.push(tokio::spawn(async move {
            let (_sink, mut stream) = ws.split();
            while let Some(Ok(message)) = stream.next().await {
                let Message::Text(text) = message else {
                    continue;
                };
                let now = Instant::now();
                let Ok(v) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                match v["t"].as_str() {
                    Some("seeks") => {
                        ready.fetch_add(1, Ordering::Relaxed);
                    }
                    Some("added") => {
                        if let Some(id) = v["seek"]["id"].as_str() {
                            let mut a = arrivals.lock().unwrap();
                            a.entry(id.to_string()).or_default().push((server, now));
                        }
                    }
                    _ => {}
                }
            }
            closed.fetch_add(1, Ordering::Relaxed);
        }));
    }
    while ready.load(Ordering::Relaxed) < o.sockets {
        ensure!(
            connecting.elapsed() < Duration::from_secs(60),
            "only {} sockets heard the lobby",
            ready.load(Ordering::Relaxed)
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    println!(
        "{} lobby sockets open in {:.1} s ({} per server)",
        o.sockets,
        connecting.elapsed().as_secs_f64(),
        o.sockets.div_ceil(o.bases.len())
    );

    let client = reqwest::Client::new();
    let base = &o.bases[0];
    let mut sent: Vec<(String, Instant)> = Vec::new();
    let mut requests = Vec::new();
    let every = Duration::from_secs_f64(1.0 / o.rate);
    let started = Instant::now();
    for e in 0..o.events {
        tokio::time::sleep_until((started + every * e as u32).into()).await;
        let from = address(5, e);
        let body = json!({"game": "kabe", "clock": {"limit": 300, "increment": 3},
            "color": "white"});
        let at = Instant::now();
        let (v, took) = seek(&client, base, &from, &body).await?;
        let id = v["id"].as_str().context("a seek's id")?.to_string();
        requests.push(took);
        sent.push((id.clone(), at));
        let token = v["token"].as_str().context("a seek's token")?;
        let resp = client
            .delete(format!("{base}/api/seeks/{id}"))
            .header("x-forwarded-for", &from)
            .bearer_auth(token)
            .send()
            .await?;
        ensure!(resp.status().is_success(), "cancel: {}", resp.status());
    }
    tokio::time::sleep(Duration::from_secs(3)).await;

    let arrivals = arrivals.lock().unwrap();
    let mut all = Vec::new();
    let mut per_server = vec![Vec::new(); o.bases.len()];
    for (id, at) in &sent {
        for (server, when) in arrivals.get(id).map_or(&[][..], Vec::as_slice) {
            let d = when.saturating_duration_since(*at);
            all.push(d);
            per_server[*server].push(d);
        }
    }
    let expected = o.events * o.sockets;
    all.sort();
    requests.sort();
    println!(
        "{} seeks opened and cancelled on the first server at {}/s, each told to {} sockets: \
         {} of {expected} deliveries ({} sockets closed)",
        o.events,
        o.rate,
        o.sockets,
        all.len(),
        closed.load(Ordering::Relaxed)
    );
    println!(
        "delivery p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms (the seek's own request: p50 {:.1} ms)",
        at(&all, 0.5),
        at(&all, 0.9),
        at(&all, 0.99),
        at(&all, 1.0),
        at(&requests, 0.5)
    );
    for (i, mut d) in per_server.into_iter().enumerate() {
        d.sort();
        println!(
            "  server {}: {} deliveries, p50 {:.1} ms, p99 {:.1} ms",
            o.bases[i],
            d.len(),
            at(&d, 0.5),
            at(&d, 0.99)
        );
    }
    for s in sockets {
        s.abort();
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let o = opts()?;
    match o.mode.as_str() {
        "seeks" => seeks(&o).await,
        "fanout" => fanout(&o).await,
        other => bail!("unknown mode {other}: seeks or fanout"),
    }
}
