//! The Bot API driven by a real client written for lichess: `tests/berserk/bot.py`, with the
//! `berserk` Python client (pinned in `tests/berserk/requirements.txt`) pointed at a real
//! server. A bot account upgrades itself, streams its events, accepts three challenges and
//! plays a chess game and an international draughts game to their ends and resigns a kabe
//! game; a wrong token, an illegal move and a move out of turn are refused on the way.
//!
//! With `PLY_BOT_API_TEST=1` (as `.ci/run` sets, after `pip install -r
//! crates/server/tests/berserk/requirements.txt`) the test is required and fails when python3
//! cannot import berserk; without it, a machine lacking berserk skips it with a note.

mod common;

use std::process::Command;

use common::{Server, client, send};
use reqwest::{Client, StatusCode, header};
use serde_json::json;

const SCRIPT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/berserk/bot.py");

fn berserk() -> bool {
    Command::new("python3")
        .args(["-c", "import berserk"])
        .output()
        .is_ok_and(|out| out.status.success())
}

/// Registers `name` and makes it a token with `scopes`.
async fn account_token(c: &Client, s: &Server, name: &str, scopes: &[&str]) -> String {
    let resp = c
        .post(s.url("/api/account/register"))
        .header(header::ORIGIN, &s.base)
        .json(&json!({"name": name, "password": format!("{name} password")}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED);
    let cookie = resp.headers()[header::SET_COOKIE]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let (status, v) = send(
        c.post(s.url("/api/account/tokens"))
            .header(header::COOKIE, &cookie)
            .header(header::ORIGIN, &s.base)
            .json(&json!({"description": "berserk", "scopes": scopes})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v["token"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn berserk_plays_through_the_bot_api() {
    let required = std::env::var("PLY_BOT_API_TEST").is_ok_and(|v| v == "1");
    if !berserk() {
        assert!(
            !required,
            "PLY_BOT_API_TEST=1 but python3 cannot import berserk \
             (pip install -r crates/server/tests/berserk/requirements.txt)"
        );
        eprintln!("note: python3 with berserk is missing; the berserk Bot API test is skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let s = Server::serve_limited(
        ply_server::open(dir.path()).await.unwrap(),
        ply_server::ConnectionLimits::default(),
    )
    .await;
    let c = client();
    let bot = account_token(&c, &s, "Berserker", &["bot:play"]).await;
    let person = account_token(&c, &s, "Person", &["board:play", "challenge:write"]).await;
    let base = s.base.clone();
    let out = tokio::task::spawn_blocking(move || {
        Command::new("python3")
            .args([SCRIPT, &base, &bot, &person, "Berserker"])
            .output()
            .expect("python3 runs")
    })
    .await
    .unwrap();
    assert!(
        out.status.success(),
        "berserk against ply failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "ok");
}
