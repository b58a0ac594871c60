//! The WebSocket pushes every change: the opponent's move, the computer's reply.

mod common;

use std::time::Duration;

use common::*;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::{connect_async, tungstenite::Message};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next state on the socket (counts of watchers skipped).
async fn next_state(ws: &mut Socket) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a state within 10 s")
            .expect("the socket is open")
            .expect("a message");
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            // The count of watchers comes between the states.
            if v.get("watchers").is_none() {
                return v;
            }
        }
    }
}

/// Reads states until one has `n` moves.
async fn until_moves(ws: &mut Socket, n: usize) -> Value {
    loop {
        let st = next_state(ws).await;
        if st["moves"].as_array().unwrap().len() == n {
            return st;
        }
    }
}

#[tokio::test]
async fn the_opponents_move_arrives_on_the_websocket() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let g = create(&c, &s, json!({"game": "chess", "opponent": "friend"})).await;
    let (id, white) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    let code = g["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let ws_url = format!("ws://{}/api/games/{id}/ws", s.addr);
    let (mut white_ws, _) = connect_async(&ws_url).await.unwrap();
    let first = next_state(&mut white_ws).await;
    assert_eq!(first["waiting_for_opponent"], true);
    let black = post(&c, &s, id, "join", "", json!({"invite": code}))
        .await
        .1["token"]
        .as_str()
        .unwrap()
        .to_string();
    let joined = next_state(&mut white_ws).await;
    assert_eq!(joined["waiting_for_opponent"], false);
    let (mut black_ws, _) = connect_async(&ws_url).await.unwrap();
    next_state(&mut black_ws).await;
    play(&c, &s, id, white, "e4").await;
    let seen = until_moves(&mut black_ws, 1).await;
    assert_eq!(seen["moves"], json!(["e4"]));
    play(&c, &s, id, &black, "c5").await;
    let seen = until_moves(&mut white_ws, 2).await;
    assert_eq!(seen["moves"], json!(["e4", "c5"]));
    assert_eq!(seen["turn"], "white");

    let (status, _) = send(c.get(s.url("/api/games/nosuchgame/ws"))).await;
    assert_eq!(status, reqwest::StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_computers_reply_arrives_on_the_websocket() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let g = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "computer", "level": 1}),
    )
    .await;
    let (id, token) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    let (mut ws, _) = connect_async(format!("ws://{}/api/games/{id}/ws", s.addr))
        .await
        .unwrap();
    next_state(&mut ws).await;
    play(&c, &s, id, token, "d4").await;
    let st = until_moves(&mut ws, 2).await;
    assert_eq!(st["turn"], "white");
    assert_eq!(st["thinking"], false);
}
