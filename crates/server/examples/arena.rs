//! Arenas under load (a benchmark, not a test), on servers run in this process:
//!
//! ```sh
//! cargo run --release -p ply-server --example arena -- pairing [--players 1000] [--games 20]
//! cargo run --release -p ply-server --example arena -- fanout [--sockets 1000] [--events 50] \
//!     [--rate 5]
//! cargo run --release -p ply-server --example arena -- bots [--bots 100] [--seconds 30] \
//!     [--database postgres://…]
//! ```
//!
//! - `pairing`: the director's arena pairing (`director::arena_pairs`: the standings, each
//!   player's last opponent and colours, and the pairing by score) for `--players` players
//!   who have each played `--games` games, half of them free; the time of one pairing (the
//!   median and the least of 20).
//! - `fanout`: one server (SQLite in a temporary directory); `--sockets` tournament sockets
//!   watch one arena while `--events` players join it by their tokens at `--rate` a second;
//!   every socket notes when the view with each join arrives. It prints the delivery time
//!   (from just before the join was sent to its arrival on a socket): p50, p90, p99 and max,
//!   and how many views never arrived (a socket that falls behind is sent the latest only).
//! - `bots`: two servers on the database given (PostgreSQL: one server when none is given, on
//!   SQLite), `--bots` bot accounts, half on each server, in one kabe arena (5+0), each
//!   following its event stream and playing its games through the Bot API with legal moves
//!   at once (the side to move resigns at move 60). For `--seconds` it counts the moves and
//!   times each `POST /api/bot/game/{id}/move/{move}`: moves a second, and p50, p90, p99 and
//!   max of a move's round trip.

use std::{
    collections::HashSet,
    net::SocketAddr,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use anyhow::{Context, Result, bail};
use futures_util::StreamExt;
use ply_core::Side;
use ply_server::{
    ConnectionLimits, ServeOptions,
    accounts::{Accounts, Config},
    tournament::{Board, Player, Status, System, Tournament, director},
};
use serde_json::Value;

struct Opts {
    mode: String,
    players: usize,
    games: usize,
    sockets: usize,
    events: usize,
    rate: f64,
    bots: usize,
    seconds: u64,
    database: Option<String>,
}

fn opts() -> Result<Opts> {
    let usage = "usage: arena pairing|fanout|bots [--players N] [--games N] [--sockets N] \
                 [--events N] [--rate R] [--bots N] [--seconds S] [--database URL]";
    let mut args = std::env::args().skip(1);
    let mode = args.next().context(usage)?;
    let mut o = Opts {
        mode,
        players: 1000,
        games: 20,
        sockets: 1000,
        events: 50,
        rate: 5.0,
        bots: 100,
        seconds: 30,
        database: None,
    };
    while let Some(flag) = args.next() {
        let value = args.next().context("a flag needs a value")?;
        match flag.as_str() {
            "--players" => o.players = value.parse()?,
            "--games" => o.games = value.parse()?,
            "--sockets" => o.sockets = value.parse()?,
            "--events" => o.events = value.parse()?,
            "--rate" => o.rate = value.parse()?,
            "--bots" => o.bots = value.parse()?,
            "--seconds" => o.seconds = value.parse()?,
            "--database" => o.database = Some(value),
            other => bail!("unknown flag {other}; {usage}"),
        }
    }
    Ok(o)
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The quantiles of durations, in ms.
fn quantiles(mut times: Vec<Duration>) -> String {
    times.sort();
    if times.is_empty() {
        return "none".into();
    }
    let at = |q: f64| ms(times[((times.len() - 1) as f64 * q).round() as usize]);
    format!(
        "p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} samples)",
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0),
        times.len()
    )
}

fn arena_row(id: &str) -> Tournament {
    Tournament {
        id: id.into(),
        name: "bench".into(),
        system: System::Arena,
        game: "kabe".into(),
        rules: Vec::new(),
        limit_s: 180,
        increment_s: 0,
        rated: false,
        minutes: Some(60),
        rounds: None,
        max_players: 10_000,
        berserk: true,
        bots: true,
        created_by: None,
        created_ms: 0,
        starts_ms: 0,
        ends_ms: Some(i64::MAX),
        status: Status::Started,
        round: 0,
        round_ends_ms: None,
        due_ms: 0,
        version: 0,
        round_pause_s: None,
        black1: false,
    }
}

/// A pseudo-random sequence (xorshift), the same every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn pairing(o: &Opts) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let players: Vec<Player> = (0..o.players)
        .map(|i| Player {
            user: format!("p{i:05}"),
            name: format!("p{i:05}"),
            rating: 1200 + (rng.next() % 1000) as i64,
            bot: false,
            active: true,
            withdrawn: false,
            joined_ms: i as i64,
            start_rank: None,
        })
        .collect();
    let mut boards = Vec::new();
    let mut at = 0;
    for round in 0..o.games {
        let mut order: Vec<usize> = (0..o.players).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, (rng.next() % (i as u64 + 1)) as usize);
        }
        for (board, pair) in order.chunks(2).enumerate() {
            if pair.len() < 2 {
                continue;
            }
            at += 1;
            // The last round: half the boards still played.
            let ended = round + 1 < o.games || board % 2 == 0;
            boards.push(Board {
                id: format!("g{round}-{board}"),
                round: round as i64 + 1,
                board: board as i64 + 1,
                white: players[pair[0]].user.clone(),
                black: Some(players[pair[1]].user.clone()),
                white_token: None,
                black_token: None,
                result: ended.then(|| ["1-0", "0-1", "1/2-1/2"][(rng.next() % 3) as usize].into()),
                absent: None,
                created_ms: at,
                ended_ms: ended.then_some(at),
                berserk: [false; 2],
                imported: false,
            });
        }
    }
    let t = arena_row("bench");
    let mut times = Vec::new();
    let mut pairs = 0;
    for _ in 0..20 {
        let started = Instant::now();
        pairs = director::arena_pairs(&t, &players, &boards, &HashSet::new()).len();
        times.push(started.elapsed());
    }
    times.sort();
    println!(
        "arena pairing: {} players, {} boards, {pairs} pairs made: median {:.2} ms, least {:.2} ms",
        o.players,
        boards.len(),
        ms(times[times.len() / 2]),
        ms(times[0])
    );
}

/// Connection limits wide enough for every client of the benchmark (all on 127.0.0.1).
fn wide() -> ConnectionLimits {
    ConnectionLimits {
        max_connections: 8192,
        connections_per_address: 8192,
        max_sockets: 6144,
        sockets_per_address: 6144,
        ..ConnectionLimits::default()
    }
}

/// Serves a server on `opts`' database at a free port; its address.
async fn serve(opts: &ServeOptions) -> Result<String> {
    let state = ply_server::open_with(opts).await?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr: SocketAddr = listener.local_addr()?;
    tokio::spawn(async move {
        let _ = ply_server::http::serve(
            listener,
            ply_server::app(state),
            wide(),
            std::future::pending(),
        )
        .await;
    });
    Ok(format!("http://{addr}"))
}

/// Makes `n` accounts with tokens of `scopes` (bots when `bot`), each registered from an
/// address of its own; their ids and tokens.
async fn accounts(
    url: &str,
    n: usize,
    prefix: &str,
    scopes: &[String],
    bot: bool,
) -> Result<Vec<(String, String)>> {
    let store = ply_server::Store::connect(url).await?;
    let accounts = Accounts::new(store.clone(), Config::default(), false);
    let mut out = Vec::new();
    for i in 0..n {
        let name = format!("{prefix}{i}");
        let address = format!("10.9.{}.{}", i / 250, i % 250 + 1);
        let begun = accounts
            .register(&name, "bench password", Some(&address))
            .await
            .map_err(|_| anyhow::anyhow!("cannot register {name}"))?;
        let (_, token) = accounts
            .make_token(&begun.user, "bench", scopes)
            .await
            .map_err(|e| anyhow::anyhow!("{name}: {}", e.message.text(ply_core::Lang::EN)))?;
        if bot {
            accounts.make_bot(&begun.user.id).await?;
        }
        out.push((begun.user.id, token));
    }
    store.close().await;
    Ok(out)
}

async fn make_arena(
    url: &str,
    game: &str,
    clock_minutes: f64,
    minutes: i64,
    wait: i64,
) -> Result<String> {
    let store = ply_server::Store::connect(url).await?;
    let req = ply_server::NewTournament {
        game: game.into(),
        clock_time: clock_minutes,
        minutes: Some(minutes),
        wait_minutes: Some(wait),
        ..ply_server::NewTournament::default()
    };
    let t = ply_server::create_tournament(&store, req, ply_core::Lang::EN).await?;
    store.close().await;
    Ok(t.id)
}

async fn join(client: &reqwest::Client, base: &str, id: &str, token: &str) -> Result<()> {
    let resp = client
        .post(format!("{base}/api/tournament/{id}/join"))
        .bearer_auth(token)
        .send()
        .await?;
    if !resp.status().is_success() {
        bail!("join: {} {}", resp.status(), resp.text().await?);
    }
    Ok(())
}

async fn fanout(o: &Opts) -> Result<()> {
    let dir = tempfile::tempdir()?;
    let opts = ServeOptions {
        data_dir: dir.path().to_path_buf(),
        database: o.database.clone(),
        connections: wide(),
        ..ServeOptions::default()
    };
    let url = opts.database_url()?;
    ply_server::migrate(&url).await?;
    let base = serve(&opts).await?;
    let players = accounts(
        &url,
        o.events,
        "joiner",
        &["tournament:write".into()],
        false,
    )
    .await?;
    let id = make_arena(&url, "kabe", 3.0, 60, 60).await?;
    // Each socket's arrivals: the number of players in the view, and when it came.
    let arrivals: Arc<Mutex<Vec<(usize, usize, Instant)>>> = Arc::default();
    let ws = base.replacen("http", "ws", 1) + &format!("/api/tournament/{id}/ws");
    let mut tasks = Vec::new();
    let (ready_tx, mut ready) = tokio::sync::mpsc::channel::<()>(o.sockets);
    for socket in 0..o.sockets {
        let (mut stream, _) = tokio_tungstenite::connect_async(ws.as_str())
            .await
            .with_context(|| format!("socket {socket}"))?;
        let arrivals = Arc::clone(&arrivals);
        let ready_tx = ready_tx.clone();
        tasks.push(tokio::spawn(async move {
            let mut first = true;
            while let Some(Ok(message)) = stream.next().await {
                let now = Instant::now();
                let Ok(text) = message.into_text() else {
                    continue;
                };
                let Ok(view) = serde_json::from_str::<Value>(&text) else {
                    continue;
                };
                if first {
                    first = false;
                    let _ = ready_tx.send(()).await;
                    continue;
                }
                let n = view["nbPlayers"].as_u64().unwrap_or(0) as usize;
                arrivals.lock().unwrap().push((socket, n, now));
            }
        }));
    }
    for _ in 0..o.sockets {
        ready.recv().await;
    }
    eprintln!("{} sockets open", o.sockets);
    let client = reqwest::Client::new();
    let mut sent = Vec::new();
    let gap = Duration::from_secs_f64(1.0 / o.rate);
    for (_, token) in &players {
        let at = Instant::now();
        sent.push(at);
        join(&client, &base, &id, token).await?;
        tokio::time::sleep_until((at + gap).into()).await;
    }
    tokio::time::sleep(Duration::from_secs(3)).await;
    let arrivals = arrivals.lock().unwrap().clone();
    let mut times = Vec::new();
    let mut seen = HashSet::new();
    for (socket, n, at) in arrivals {
        if (1..=sent.len()).contains(&n) && seen.insert((socket, n)) {
            times.push(at - sent[n - 1]);
        }
    }
    let missing = o.sockets * sent.len() - times.len();
    println!(
        "tournament fan-out: {} sockets, {} joins at {}/s: {}; {missing} views never arrived",
        o.sockets,
        sent.len(),
        o.rate,
        quantiles(times)
    );
    for task in tasks {
        task.abort();
    }
    Ok(())
}

/// What the bots measured.
#[derive(Default)]
struct Tally {
    moves: Vec<Duration>,
    games: HashSet<String>,
    finished: HashSet<String>,
    refused: usize,
}

/// The last plies before the side to move resigns.
const MOST_PLIES: usize = 120;

/// NDJSON lines of a stream.
struct Lines {
    resp: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(client: &reqwest::Client, url: String, token: &str) -> Option<Lines> {
        let resp = client.get(url).bearer_auth(token).send().await.ok()?;
        resp.status().is_success().then_some(Lines {
            resp,
            buffer: Vec::new(),
        })
    }

    async fn next(&mut self) -> Option<Value> {
        loop {
            if let Some(at) = self.buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=at).collect();
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return serde_json::from_slice(&line).ok();
            }
            let chunk = self.resp.chunk().await.ok()??;
            self.buffer.extend_from_slice(&chunk);
        }
    }
}

async fn bot(
    client: reqwest::Client,
    base: String,
    me: String,
    token: String,
    tally: Arc<Mutex<Tally>>,
) {
    let Some(mut events) = Lines::open(&client, format!("{base}/api/stream/event"), &token).await
    else {
        eprintln!("{me}: no event stream");
        return;
    };
    while let Some(event) = events.next().await {
        if event["type"] != "gameStart" {
            continue;
        }
        let id = event["game"]["id"].as_str().unwrap_or_default().to_string();
        if !tally.lock().unwrap().games.insert(format!("{me}:{id}")) {
            continue;
        }
        let (client, base, me, token, tally) = (
            client.clone(),
            base.clone(),
            me.clone(),
            token.clone(),
            Arc::clone(&tally),
        );
        tokio::spawn(async move { play(&client, &base, &me, &token, &id, &tally).await });
    }
}

async fn play(
    client: &reqwest::Client,
    base: &str,
    me: &str,
    token: &str,
    id: &str,
    tally: &Mutex<Tally>,
) {
    let Some(mut lines) =
        Lines::open(client, format!("{base}/api/bot/game/stream/{id}"), token).await
    else {
        return;
    };
    let mut record = None;
    let mut mine = Side::White;
    let mut seen = 0;
    let mut rng = Rng(id.bytes().fold(0x2545_F491_4F6C_DD1D, |h, b| {
        h.rotate_left(5) ^ u64::from(b)
    }));
    while let Some(line) = lines.next().await {
        let state = if line["type"] == "gameFull" {
            mine = if line["white"]["id"] == me {
                Side::White
            } else {
                Side::Black
            };
            let rules: Vec<(String, String)> = line["rules"]
                .as_object()
                .map(|m| {
                    m.iter()
                        .map(|(k, v)| (k.clone(), v.as_str().unwrap_or_default().to_string()))
                        .collect()
                })
                .unwrap_or_default();
            let game = line["variant"]["key"].as_str().unwrap_or_default();
            record = ply_games::find(game)
                .ok()
                .and_then(|g| g.new_game(&rules, None).ok());
            line["state"].clone()
        } else {
            line
        };
        let Some(record) = record.as_mut() else {
            return;
        };
        if state["status"] != "started" {
            tally.lock().unwrap().finished.insert(id.to_string());
            return;
        }
        let moves: Vec<&str> = state["moves"]
            .as_str()
            .unwrap_or_default()
            .split_whitespace()
            .collect();
        for text in &moves[seen.min(moves.len())..] {
            if record.play(text).is_err() {
                return;
            }
        }
        seen = moves.len();
        if record.side_to_move() != mine || record.outcome().is_some() {
            continue;
        }
        let legal = record.legal_moves();
        let path = if moves.len() >= MOST_PLIES || legal.is_empty() {
            format!("{base}/api/bot/game/{id}/resign")
        } else {
            let pick = &legal[(rng.next() % legal.len() as u64) as usize];
            format!("{base}/api/bot/game/{id}/move/{}", urlencode(pick))
        };
        let sent = Instant::now();
        let ok = client
            .post(&path)
            .bearer_auth(token)
            .send()
            .await
            .is_ok_and(|r| r.status().is_success());
        let took = sent.elapsed();
        let mut tally = tally.lock().unwrap();
        if !ok {
            tally.refused += 1;
        } else if path.contains("/move/") {
            tally.moves.push(took);
        }
    }
}

/// A move's text in a path segment.
fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b == b'-' {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

async fn bots(o: &Opts) -> Result<()> {
    let dir = tempfile::tempdir()?;
    let opts = ServeOptions {
        data_dir: dir.path().to_path_buf(),
        database: o.database.clone(),
        connections: wide(),
        ..ServeOptions::default()
    };
    let url = opts.database_url()?;
    ply_server::migrate(&url).await?;
    let two = url.starts_with("postgres");
    let mut bases = vec![serve(&opts).await?];
    if two {
        bases.push(serve(&opts).await?);
    }
    let made = accounts(&url, o.bots, "benchbot", &["bot:play".into()], true).await?;
    let id = make_arena(&url, "kabe", 5.0, (o.seconds as i64 / 60 + 2).min(720), 0).await?;
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .build()?;
    let tally: Arc<Mutex<Tally>> = Arc::default();
    let mut tasks = Vec::new();
    for (i, (me, token)) in made.into_iter().enumerate() {
        let base = bases[i % bases.len()].clone();
        join(&client, &base, &id, &token).await?;
        tasks.push(tokio::spawn(bot(
            client.clone(),
            base,
            me,
            token,
            Arc::clone(&tally),
        )));
    }
    eprintln!("{} bots in arena {id} on {} server(s)", o.bots, bases.len());
    let started = Instant::now();
    tokio::time::sleep(Duration::from_secs(o.seconds)).await;
    let elapsed = started.elapsed();
    let tally = std::mem::take(&mut *tally.lock().unwrap());
    for task in tasks {
        task.abort();
    }
    let moves = tally.moves.len();
    let games: HashSet<&str> = tally
        .games
        .iter()
        .filter_map(|g| g.split_once(':').map(|(_, id)| id))
        .collect();
    println!(
        "{} bots on {} server(s), {:.0} s: {moves} moves, {:.0} moves/s; games started {}, \
         finished {}; refused {}; a move's round trip: {}",
        o.bots,
        bases.len(),
        elapsed.as_secs_f64(),
        moves as f64 / elapsed.as_secs_f64(),
        games.len(),
        tally.finished.len(),
        tally.refused,
        quantiles(tally.moves)
    );
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let o = opts()?;
    match o.mode.as_str() {
        "pairing" => pairing(&o),
        "fanout" => fanout(&o).await?,
        "bots" => bots(&o).await?,
        other => bail!("unknown mode {other}: pairing, fanout or bots"),
    }
    Ok(())
}
