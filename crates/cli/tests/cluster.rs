//! Three `ply serve` processes on one real PostgreSQL database (started by the test, only with
//! `PLY_POSTGRES_TEST=1`): a game played across them, a WebSocket on one hearing the moves made
//! on the others, the count of a game's watchers adding up the sockets of every server,
//! simultaneous moves of which exactly one is accepted, the computer's reply after the server
//! thinking it is killed, every game intact after all are killed and restarted, an oversized
//! WebSocket message that closes only that socket, undo against the computer in Kalah with an
//! extra turn, asked of servers other than the one that played; and, with a browser at hand
//! (required with `PLY_BROWSER_TEST=1`), two browsers pinned to two servers behind nginx
//! playing a friend game by clicking.

#[path = "../../server/tests/common/nginx.rs"]
mod nginx;
#[path = "common/node.rs"]
mod node;
#[path = "../../server/tests/common/postgres.rs"]
mod postgres;

use std::{
    net::{SocketAddr, TcpListener},
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio_tungstenite::{connect_async, tungstenite::Message};

/// One `ply serve` process.
struct Instance {
    base: String,
    child: Child,
    port: u16,
    url: String,
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Instance {
    async fn start(url: &str, n: usize, port: u16) -> Instance {
        let child = Command::new(env!("CARGO_BIN_EXE_ply"))
            .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
            .args(["--database", url, "--instance", &format!("test-{n}")])
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("ply starts");
        let mut instance = Instance {
            base: format!("http://127.0.0.1:{port}"),
            child,
            port,
            url: url.to_string(),
        };
        let c = client();
        for _ in 0..200 {
            if let Ok(r) = c.get(instance.url("/api/health")).send().await
                && r.status() == StatusCode::OK
            {
                return instance;
            }
            if let Ok(Some(status)) = instance.child.try_wait() {
                panic!("ply serve exited: {status}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("ply serve did not answer");
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// `kill -9`.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    async fn restart(&mut self, n: usize) {
        self.kill();
        *self = Instance::start(&self.url.clone(), n, self.port).await;
    }

    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0)
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        self.kill();
    }
}

fn client() -> Client {
    Client::builder()
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap()
}

async fn send(req: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let resp = req.send().await.expect("request");
    let status = resp.status();
    let text = resp.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

async fn post(s: &Instance, path: &str, token: &str, body: Value) -> (StatusCode, Value) {
    send(client().post(s.url(path)).bearer_auth(token).json(&body)).await
}

async fn state(s: &Instance, id: &str) -> Value {
    let (status, v) = send(client().get(s.url(&format!("/api/games/{id}")))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

async fn wait_for(s: &Instance, id: &str, done: impl Fn(&Value) -> bool, what: &str) -> Value {
    for _ in 0..300 {
        let v = state(s, id).await;
        if done(&v) {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id}: never {what}");
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn socket(s: &Instance, id: &str) -> Socket {
    let url = format!("ws://127.0.0.1:{}/api/games/{id}/ws", s.port);
    connect_async(url).await.expect("websocket").0
}

/// The next state on the socket with `n` moves.
async fn until_moves(ws: &mut Socket, n: usize) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(5), ws.next())
            .await
            .expect("a state within 5 s")
            .expect("open")
            .expect("a message");
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["moves"].as_array().map(Vec::len) == Some(n) {
                return v;
            }
        }
    }
}

/// Reads the socket until a count of `n` watchers comes.
async fn until_watchers(ws: &mut Socket, n: u64, on: &str) {
    let mut seen = Vec::new();
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .unwrap_or_else(|_| panic!("{n} watchers within 10 s on {on}; heard {seen:?}"))
            .expect("open")
            .expect("a message");
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["watchers"].as_u64() == Some(n) {
                return;
            }
            seen.extend(v["watchers"].as_u64());
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_servers_on_one_postgresql_serve_the_same_games() {
    let Some(pg) = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let migrated = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["db", "migrate", "--database", &pg.url])
        .output()
        .unwrap();
    assert!(
        migrated.status.success(),
        "{}",
        String::from_utf8_lossy(&migrated.stderr)
    );
    let mut s = Vec::new();
    for n in 0..3 {
        s.push(Instance::start(&pg.url, n, free_port()).await);
    }

    // A friend game created on 0, joined on 1, played to the end across all three, while a
    // WebSocket on 2 hears every move.
    let (status, g) = post(
        &s[0],
        "/api/games",
        "",
        json!({"game": "chess", "opponent": "friend", "color": "white"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{g}");
    let id = g["id"].as_str().unwrap().to_string();
    let white = g["token"].as_str().unwrap().to_string();
    let invite = g["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let (status, j) = post(
        &s[1],
        &format!("/api/games/{id}/join"),
        "",
        json!({"invite": invite}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{j}");
    let black = j["token"].as_str().unwrap().to_string();
    let mut ws = socket(&s[2], &id).await;
    let moves = ["f3", "e5", "g4", "Qh4#"];
    let mut slowest = Duration::ZERO;
    for (i, mv) in moves.iter().enumerate() {
        let token = if i % 2 == 0 { &white } else { &black };
        let at = &s[i % 2];
        let sent = Instant::now();
        let (status, v) = post(
            at,
            &format!("/api/games/{id}/moves"),
            token,
            json!({"move": mv}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{mv} on {}: {v}", i % 2);
        let heard = until_moves(&mut ws, i + 1).await;
        slowest = slowest.max(sent.elapsed());
        assert_eq!(heard["last_move"], *mv);
    }
    eprintln!("slowest move heard on another server: {slowest:?}");
    let end = state(&s[2], &id).await;
    assert_eq!(
        (end["status"].as_str(), end["result"].as_str()),
        (Some("finished"), Some("black"))
    );

    // The count of watchers adds up every server's sockets: the socket on 2 is joined by one on
    // 0 and one on 1, and every socket hears each come and go.
    let mut on0 = socket(&s[0], &id).await;
    until_watchers(&mut on0, 2, "0").await;
    until_watchers(&mut ws, 2, "2").await;
    let mut on1 = socket(&s[1], &id).await;
    for (w, on) in [(&mut ws, "2"), (&mut on0, "0"), (&mut on1, "1")] {
        until_watchers(w, 3, on).await;
    }
    on0.close(None).await.unwrap();
    until_watchers(&mut ws, 2, "2").await;
    until_watchers(&mut on1, 2, "1").await;

    // 50 simultaneous moves of one side, spread over the servers: exactly one is accepted.
    let (_, g) = post(
        &s[0],
        "/api/games",
        "",
        json!({"game": "draughts", "opponent": "local"}),
    )
    .await;
    let race = g["id"].as_str().unwrap().to_string();
    let token = g["token"].as_str().unwrap().to_string();
    let legal: Vec<String> = serde_json::from_value(g["state"]["legal_moves"].clone()).unwrap();
    let mut tasks = Vec::new();
    for i in 0..50 {
        let url = s[i % 3].url(&format!("/api/games/{race}/moves"));
        let (token, mv) = (token.clone(), legal[i % legal.len()].clone());
        tasks.push(tokio::spawn(async move {
            let body = json!({"move": mv, "ply": 0});
            send(client().post(url).bearer_auth(token).json(&body)).await
        }));
    }
    let mut accepted = 0;
    for t in tasks {
        let (status, v) = t.await.unwrap();
        match status {
            StatusCode::OK => accepted += 1,
            StatusCode::CONFLICT => {}
            other => panic!("unexpected {other}: {v}"),
        }
    }
    assert_eq!(accepted, 1);
    for server in &s {
        assert_eq!(
            state(server, &race).await["moves"]
                .as_array()
                .unwrap()
                .len(),
            1
        );
    }

    // Undo against the computer in Kalah, each step asked of another server. South (the
    // player) sows pit 1 — its last seed lands in the store: an extra turn — then pit 2, and
    // the computer answers. Undo takes back pit 2 and the replies after it, not pit 1; with
    // nothing of the player's left to take back it answers 409 and changes nothing.
    let (status, g) = post(
        &s[0],
        "/api/games",
        "",
        json!({"game": "kalah", "opponent": "computer", "level": 1, "color": "white"}),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{g}");
    let kalah = g["id"].as_str().unwrap().to_string();
    let kt = g["token"].as_str().unwrap().to_string();
    let (status, v) = post(&s[1], &format!("/api/games/{kalah}/undo"), &kt, json!({})).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::CONFLICT, Some("nothing_to_undo"))
    );
    let (status, v) = post(
        &s[1],
        &format!("/api/games/{kalah}/moves"),
        &kt,
        json!({"move": "1"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        v["turn"], "south",
        "pit 1 ends in the store: South moves again"
    );
    let (status, v) = post(
        &s[2],
        &format!("/api/games/{kalah}/moves"),
        &kt,
        json!({"move": "2"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let answered = wait_for(
        &s[0],
        &kalah,
        |v| v["thinking"] == false && v["moves"].as_array().unwrap().len() >= 3,
        "answered by the computer",
    )
    .await;
    assert_eq!(answered["moves"][0], "1");
    let (status, v) = post(&s[0], &format!("/api/games/{kalah}/undo"), &kt, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    // Another server hears of the undo through the database, a moment later.
    for server in &s {
        let now = wait_for(
            server,
            &kalah,
            |v| v["moves"] == json!(["1"]),
            "one move after the undo",
        )
        .await;
        assert_eq!(
            (now["turn"].as_str(), &now["thinking"]),
            (Some("south"), &json!(false))
        );
    }
    let (status, _) = post(&s[1], &format!("/api/games/{kalah}/undo"), &kt, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let before_refusal = wait_for(
        &s[2],
        &kalah,
        |v| v["moves"] == json!([]),
        "no moves after the second undo",
    )
    .await;
    let (status, v) = post(&s[2], &format!("/api/games/{kalah}/undo"), &kt, json!({})).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::CONFLICT, Some("nothing_to_undo"))
    );
    assert_eq!(
        state(&s[0], &kalah).await["version"],
        before_refusal["version"]
    );

    // The computer (level 10: a long search) thinks on one server; that server is killed; another
    // plays the reply once the lease has run out.
    let (_, g) = post(
        &s[0],
        "/api/games",
        "",
        json!({"game": "kabe", "opponent": "computer", "level": 10}),
    )
    .await;
    let cpu = g["id"].as_str().unwrap().to_string();
    let cpu_token = g["token"].as_str().unwrap().to_string();
    let (status, _) = post(
        &s[1],
        &format!("/api/games/{cpu}/moves"),
        &cpu_token,
        json!({"move": "22-18"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let mut thinker = None;
    for _ in 0..100 {
        for (n, server) in s.iter().enumerate() {
            let metrics = client()
                .get(server.url("/metrics"))
                .send()
                .await
                .unwrap()
                .text()
                .await
                .unwrap();
            if metrics.contains("ply_searches_running 1") {
                thinker = Some(n);
            }
        }
        if thinker.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let thinker = thinker.expect("a server thinks for the computer");
    s[thinker].kill();
    let other = &s[(thinker + 1) % 3];
    let replied = wait_for(
        other,
        &cpu,
        |v| v["moves"].as_array().unwrap().len() == 2,
        "replied",
    )
    .await;
    assert_eq!(replied["turn"], "white");
    s[thinker].restart(thinker).await;

    // An oversized WebSocket message closes that socket; memory stays flat.
    let before = s[0].rss_kib();
    for _ in 0..20 {
        let mut ws = socket(&s[0], &id).await;
        let _ = ws.next().await;
        let _ = ws.send(Message::Text("x".repeat(1 << 20).into())).await;
        let closed = tokio::time::timeout(Duration::from_secs(5), async {
            loop {
                match ws.next().await {
                    None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                    Some(Ok(_)) => {}
                }
            }
        })
        .await;
        assert!(closed.is_ok(), "the socket was not closed");
    }
    let after = s[0].rss_kib();
    assert!(
        after < before + 16 * 1024,
        "resident memory grew from {before} KiB to {after} KiB"
    );

    // Every server killed and started again: every game as it was.
    let games = [
        (id.clone(), 4),
        (race.clone(), 1),
        (cpu.clone(), 2),
        (kalah.clone(), 0),
    ];
    let before: Vec<Value> = {
        let mut v = Vec::new();
        for (g, _) in &games {
            v.push(state(&s[0], g).await);
        }
        v
    };
    for (n, server) in s.iter_mut().enumerate() {
        server.restart(n).await;
    }
    for ((g, plies), old) in games.iter().zip(&before) {
        let now = state(&s[2], g).await;
        assert_eq!(now["moves"].as_array().unwrap().len(), *plies, "{g}");
        assert_eq!(now["moves"], old["moves"]);
        assert_eq!(now["status"], old["status"]);
        assert_eq!(now["position"], old["position"]);
    }

    // Two browsers, pinned to servers 0 and 1 behind nginx, play a friend game by clicking.
    if let Some(browser) = browser_at_hand() {
        let upstreams: Vec<SocketAddr> = s[..2]
            .iter()
            .map(|i| SocketAddr::from(([127, 0, 0, 1], i.port)))
            .collect();
        let Some(proxy) = nginx::Nginx::start(&upstreams) else {
            return;
        };
        let shot = Path::new(env!("CARGO_TARGET_TMPDIR")).join("browser-friend.png");
        let out = Command::new("bash")
            .arg(&browser)
            .arg(&proxy.url)
            .arg(&shot)
            .output()
            .expect("bash runs");
        assert!(
            out.status.success(),
            "the friend game through nginx failed:\n{}\n{}\nnginx:\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
            proxy.error_log()
        );
        eprint!("{}", String::from_utf8_lossy(&out.stdout));
    }
    drop(s);
    drop(pg);
}

/// The browser script's runner when Chromium and Node.js are installed; `None` (with a notice)
/// otherwise, unless `PLY_BROWSER_TEST=1` requires them.
fn browser_at_hand() -> Option<std::path::PathBuf> {
    node::tools_at_hand(true, "the browser part").then(|| node::browser_dir().join("friend.sh"))
}
