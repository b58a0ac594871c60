//! `ply bot` against a real `ply serve`: the operator makes the bot's token (`ply user token`),
//! the bot accepts the challenges its filter lets through (two games at once, kabe and chess)
//! and declines one outside it, answers every move in both games, and after the server is
//! killed and started again on the same address it reconnects and goes on playing.

use std::{
    path::Path,
    process::{Child, Command, Stdio},
    time::Duration,
};

use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

fn ply() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_ply"));
    c.env_remove("PLY_DATABASE_URL").env("LANG", "C");
    c
}

/// A child process killed when dropped.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

async fn serve(data: &Path, port: u16) -> Running {
    let child = ply()
        .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--data"])
        .arg(data)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("ply serve starts");
    let running = Running(child);
    let c = Client::new();
    for _ in 0..200 {
        if c.get(format!("http://127.0.0.1:{port}/api/health"))
            .send()
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return running;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("ply serve did not start");
}

async fn send(req: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let resp = req.send().await.expect("request");
    let status = resp.status();
    (status, resp.json().await.unwrap_or(Value::Null))
}

/// The game's moves, once `done` holds for them (at most 30 s).
async fn moves_when(c: &Client, base: &str, id: &str, done: impl Fn(usize) -> bool) -> usize {
    for _ in 0..300 {
        let (_, v) = send(c.get(format!("{base}/api/games/{id}"))).await;
        let n = v["moves"].as_array().map_or(0, Vec::len);
        if done(n) {
            return n;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("game {id}: the bot did not move");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ply_bot_plays_two_games_at_once_and_reconnects() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let server = serve(data, port).await;
    let c = Client::new();
    let mut cookies = Vec::new();
    for name in ["Robo", "Human"] {
        let resp = c
            .post(format!("{base}/api/account/register"))
            .header(header::ORIGIN, &base)
            .json(&json!({"name": name, "password": "a long secret"}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::CREATED);
        let set = resp.headers()[header::SET_COOKIE].to_str().unwrap();
        cookies.push(set.split(';').next().unwrap().to_string());
    }
    let human = &cookies[1];
    // The operator's command makes the bot's token on the same database.
    let out = ply()
        .args(["user", "token", "robo", "--scopes", "bot:play", "--data"])
        .arg(data)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let said = String::from_utf8_lossy(&out.stdout).to_string();
    let token = said
        .split_whitespace()
        .find(|w| w.starts_with("ply_"))
        .unwrap_or_else(|| panic!("no token in {said}"))
        .to_string();
    let (status, _) = send(
        c.post(format!("{base}/api/bot/account/upgrade"))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let _bot = Running(
        ply()
            .args([
                "bot", "--server", &base, "--token", &token, "--engine", "level=1",
            ])
            .args([
                "--games",
                "kabe,chess",
                "--concurrency",
                "2",
                "--movetime",
                "50",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let challenge = |body: Value| {
        c.post(format!("{base}/api/challenge/robo"))
            .header(header::COOKIE, human)
            .header(header::ORIGIN, &base)
            .json(&body)
    };
    // Draughts is outside the filter: declined.
    let (status, outside) = send(challenge(json!({"variant": "draughts"}))).await;
    assert_eq!(status, StatusCode::OK, "{outside}");
    let mut games = Vec::new();
    // The human has White in kabe; in chess the bot has White and makes the first move.
    for (variant, color) in [("kabe", "white"), ("chess", "black")] {
        let (status, made) = send(challenge(
            json!({"variant": variant, "color": color, "clock.limit": 600, "clock.increment": 5}),
        ))
        .await;
        assert_eq!(status, StatusCode::OK, "{made}");
        games.push((
            made["id"].as_str().unwrap().to_string(),
            made["token"].as_str().unwrap().to_string(),
        ));
    }
    // Each challenge in the filter becomes a game; the other is declined for its variant.
    let mut ids = Vec::new();
    for (challenge_id, seat) in &games {
        let shown = answered(&c, &base, human, challenge_id).await;
        assert_eq!(shown["status"], "accepted", "{shown}");
        ids.push((shown["gameId"].as_str().unwrap().to_string(), seat.clone()));
    }
    let shown = answered(&c, &base, human, outside["id"].as_str().unwrap()).await;
    assert_eq!(
        (&shown["status"], &shown["declineReason"]),
        (&json!("declined"), &json!("variant"))
    );
    let (kabe, chess) = (&ids[0], &ids[1]);
    play_legal(&c, &base, &kabe.0, &kabe.1).await;
    // The bot's first move of the chess game, from the start position.
    assert_eq!(moves_when(&c, &base, &chess.0, |n| n >= 1).await, 1);
    play_legal(&c, &base, &chess.0, &chess.1).await;
    for (id, _) in &ids {
        moves_when(&c, &base, id, |n| n >= 2).await;
    }
    // The server dies and comes back on the same address: the bot reconnects and plays on.
    drop(server);
    tokio::time::sleep(Duration::from_secs(1)).await;
    let _server = serve(data, port).await;
    assert_eq!(moves_when(&c, &base, &kabe.0, |n| n >= 2).await, 2);
    play_legal(&c, &base, &kabe.0, &kabe.1).await;
    assert_eq!(moves_when(&c, &base, &chess.0, |n| n >= 3).await, 3);
    play_legal(&c, &base, &chess.0, &chess.1).await;
    for (id, _) in &ids {
        moves_when(&c, &base, id, |n| n >= 4).await;
    }
}

/// Plays the human's move in the game: the first legal one.
async fn play_legal(c: &Client, base: &str, id: &str, seat: &str) {
    let (_, state) = send(c.get(format!("{base}/api/games/{id}"))).await;
    let mv = state["legal_moves"][0]
        .as_str()
        .expect("a legal move")
        .to_string();
    let (status, v) = send(
        c.post(format!("{base}/api/games/{id}/moves"))
            .bearer_auth(seat)
            .json(&json!({"move": mv})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "move {mv} in {id}: {v}");
}

/// The challenge once answered (at most 20 s).
async fn answered(c: &Client, base: &str, cookie: &str, id: &str) -> Value {
    for _ in 0..200 {
        let (_, v) = send(
            c.get(format!("{base}/api/challenge/{id}/show"))
                .header(header::COOKIE, cookie),
        )
        .await;
        if v["status"] != "created" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("challenge {id} was not answered");
}
