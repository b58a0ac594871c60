//! Analyses on several threads (`--analysis-threads`): a search takes the free seats of the
//! analysis pool (one per core by default) up to the setting, so that while it runs none is
//! left for another search, and it gives them all back when stopped.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::{connect_async, tungstenite::Message};

/// Serves `dir` with analyses on up to 64 threads, as many as the pool's cores allow.
async fn start(dir: &std::path::Path) -> Server {
    let mut opts = ply_server::ServeOptions {
        data_dir: dir.to_path_buf(),
        ..ply_server::ServeOptions::default()
    };
    opts.settings.limits.analysis_threads = 64;
    Server::serve(ply_server::open_with(&opts).await.unwrap()).await
}

/// The socket's next answer.
async fn answer<S>(ws: &mut S) -> Value
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("an answer within 20 s")
            .expect("the socket is open")
            .expect("a message");
        if let Message::Text(text) = msg {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

#[tokio::test]
async fn an_analysis_takes_every_free_core_and_gives_them_back() {
    let dir = tempfile::tempdir().unwrap();
    let s = start(dir.path()).await;
    let c = client();

    // On its own, an analysis on every core finds the mate in one.
    let (status, a) = send(c.post(s.url("/api/analysis")).json(&json!({
        "game": "chess",
        "position": "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "depth": 5,
        "movetime_ms": 5_000,
    })))
    .await;
    assert_eq!(status, StatusCode::OK, "{a}");
    assert_eq!(
        (a["bestmove"].as_str(), a["proven"].as_str()),
        (Some("Rd8#"), Some("win")),
        "{a}"
    );

    // A long analysis over the socket takes every core: another one waits, then is refused.
    let (mut ws, _) = connect_async(format!("ws://{}/api/analysis/ws", s.addr))
        .await
        .unwrap();
    let ask = json!({"type": "analyse", "id": 1, "game": "chess", "movetime_ms": 10_000});
    ws.send(Message::Text(ask.to_string().into()))
        .await
        .unwrap();
    assert_eq!(answer(&mut ws).await["type"], "info");
    let quick = json!({"game": "kalah", "movetime_ms": 100});
    let (status, a) = send(c.post(s.url("/api/analysis")).json(&quick)).await;
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{a}");
    assert_eq!(a["error"], "analysis_busy", "{a}");

    // Stopped, it gives them back.
    let stop = json!({"type": "stop"});
    ws.send(Message::Text(stop.to_string().into()))
        .await
        .unwrap();
    while answer(&mut ws).await["type"] != "stopped" {}
    let mut status = StatusCode::SERVICE_UNAVAILABLE;
    for _ in 0..50 {
        let (now, a) = send(c.post(s.url("/api/analysis")).json(&quick)).await;
        status = now;
        if status == StatusCode::OK {
            assert!(a["bestmove"].is_string(), "{a}");
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(status, StatusCode::OK);
}
