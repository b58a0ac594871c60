//! The analysis board's server side: the socket that streams the search depth by depth, stops
//! it when asked or closed, reviews whole games, and the board endpoint that draws a position.

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::{
    connect_async,
    tungstenite::{Message, client::IntoClientRequest},
};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn open(s: &Server) -> Socket {
    connect_async(format!("ws://{}/api/analysis/ws", s.addr))
        .await
        .unwrap()
        .0
}

async fn ask(ws: &mut Socket, request: Value) {
    ws.send(Message::Text(request.to_string().into()))
        .await
        .unwrap();
}

/// The next answer, within `secs` seconds (`None` when none comes).
async fn answer_within(ws: &mut Socket, secs: f64) -> Option<Value> {
    let end = Instant::now() + Duration::from_secs_f64(secs);
    loop {
        let left = end.checked_duration_since(Instant::now())?;
        let msg = tokio::time::timeout(left, ws.next()).await.ok()??.ok()?;
        if let Message::Text(text) = msg {
            return Some(serde_json::from_str(&text).unwrap());
        }
    }
}

async fn answer(ws: &mut Socket) -> Value {
    answer_within(ws, 20.0)
        .await
        .expect("an answer within 20 s")
}

#[tokio::test]
async fn the_socket_sends_every_completed_depth_then_the_last_word() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let mut ws = open(&s).await;
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 7, "game": "draughts", "movetime_ms": 1500}),
    )
    .await;
    let created = create(&c, &s, json!({"game": "draughts", "opponent": "local"})).await;
    let legal = created["state"]["legal_moves"].as_array().unwrap().clone();
    let mut depths = Vec::new();
    let done = loop {
        let a = answer(&mut ws).await;
        assert_eq!(a["id"], 7, "{a}");
        assert!(legal.contains(&a["bestmove"]), "{a}");
        assert_eq!(a["pv"][0], a["bestmove"], "{a}");
        assert!(a["nodes"].as_u64().unwrap() > 0, "{a}");
        assert!(a["score"].is_i64(), "{a}");
        match a["type"].as_str() {
            Some("info") => depths.push(a["depth"].as_u64().unwrap()),
            Some("done") => break a,
            _ => panic!("unexpected {a}"),
        }
    };
    assert!(depths.len() >= 3, "{depths:?}");
    assert!(depths.windows(2).all(|w| w[0] < w[1]), "{depths:?}");
    assert!(done["depth"].as_u64().unwrap() >= *depths.last().unwrap());
    assert!(done["nps"].as_u64().unwrap() > 0, "{done}");
    // The socket is free for the next request.
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 8, "game": "chess", "moves": ["f3", "e5", "g4"],
            "movetime_ms": 300}),
    )
    .await;
    loop {
        let a = answer(&mut ws).await;
        assert_eq!(a["id"], 8, "{a}");
        if a["type"] == "done" {
            assert_eq!(a["bestmove"], "Qh4#", "{a}");
            assert_eq!(a["proven"], "win", "{a}");
            break;
        }
    }
}

#[tokio::test]
async fn a_new_request_stops_the_one_before_and_stop_stops() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let mut ws = open(&s).await;
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 1, "game": "chess", "movetime_ms": 10_000}),
    )
    .await;
    assert_eq!(answer(&mut ws).await["id"], 1);
    let asked = Instant::now();
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 2, "game": "kabe", "movetime_ms": 300}),
    )
    .await;
    // Depths of the first request may have been on their way; once the second's answers
    // begin, nothing more of the first is sent, and the second is done long before the
    // first's ten seconds.
    let mut second = false;
    loop {
        let a = answer(&mut ws).await;
        if a["id"] == 1 && !second {
            continue;
        }
        second = true;
        assert_eq!(a["id"], 2, "{a}");
        if a["type"] == "done" {
            break;
        }
    }
    assert!(
        asked.elapsed() < Duration::from_secs(5),
        "{:?}",
        asked.elapsed()
    );
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 3, "game": "chess", "movetime_ms": 10_000}),
    )
    .await;
    assert_eq!(answer(&mut ws).await["id"], 3);
    ask(&mut ws, json!({"type": "stop"})).await;
    // Depths may have been on their way; once `stopped` is said, silence.
    loop {
        let a = answer(&mut ws).await;
        assert_eq!(a["id"], 3, "{a}");
        if a["type"] == "stopped" {
            break;
        }
        assert_eq!(a["type"], "info", "{a}");
    }
    assert_eq!(answer_within(&mut ws, 1.5).await, None);
}

#[tokio::test]
async fn closing_the_socket_frees_its_core() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    // More ten-second searches than cores, each abandoned once it has begun: were they not
    // stopped, every core would be taken and the next search refused as busy.
    for i in 0..=cores {
        let mut ws = open(&s).await;
        ask(
            &mut ws,
            json!({"type": "analyse", "id": i, "game": "chess", "movetime_ms": 10_000}),
        )
        .await;
        let a = answer(&mut ws).await;
        assert_eq!(a["type"], "info", "{a}");
        ws.close(None).await.unwrap();
    }
    let (status, a) = send(
        c.post(s.url("/api/analysis"))
            .json(&json!({"game": "chess", "movetime_ms": 200})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{a}");
}

#[tokio::test]
async fn a_bad_request_gets_an_error_and_the_socket_stays_open() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let mut request = format!("ws://{}/api/analysis/ws", s.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("accept-language", "et".parse().unwrap());
    let mut ws = connect_async(request).await.unwrap().0;
    for (bad, error, code) in [
        (json!("not an object"), "invalid_json", "invalid_json"),
        (
            json!({"type": "analyse", "id": 1}),
            "bad_request",
            "analysis_needs_game",
        ),
        (
            json!({"type": "ponder", "id": 1, "game": "chess"}),
            "bad_request",
            "analysis_request",
        ),
        (
            json!({"type": "analyse", "id": 1, "game": "go"}),
            "bad_request",
            "unknown_game",
        ),
        (
            json!({"type": "analyse", "id": 1, "game": "chess", "moves": ["e5"]}),
            "bad_request",
            "record_bad_move",
        ),
        (
            json!({"type": "analyse", "id": 1, "game": "chess", "movetime_ms": 60_000}),
            "bad_request",
            "movetime_range",
        ),
        (
            json!({"type": "review", "id": 1, "game": "chess", "movetime_ms": 5_000}),
            "bad_request",
            "movetime_range",
        ),
        (
            json!({"type": "analyse", "id": 1, "game": "chess", "bogus": true}),
            "invalid_json",
            "invalid_json",
        ),
    ] {
        ask(&mut ws, bad.clone()).await;
        let e = answer(&mut ws).await;
        assert_eq!(
            (e["type"].as_str(), e["error"].as_str(), e["code"].as_str()),
            (Some("error"), Some(error), Some(code)),
            "{bad}: {e}"
        );
        assert!(!e["message"].as_str().unwrap().is_empty(), "{e}");
    }
    // Worded in the language the socket was opened in.
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 1, "game": "chess", "movetime_ms": 0}),
    )
    .await;
    let e = answer(&mut ws).await;
    assert!(
        e["message"].as_str().unwrap().contains("millisekund"),
        "{e}"
    );
    ask(
        &mut ws,
        json!({"type": "analyse", "id": 9, "game": "konane", "movetime_ms": 200}),
    )
    .await;
    let mut a = answer(&mut ws).await;
    while a["type"] == "info" {
        a = answer(&mut ws).await;
    }
    assert_eq!(
        (a["type"].as_str(), a["id"].as_u64()),
        (Some("done"), Some(9)),
        "{a}"
    );
}

/// Reviews `moves` of `game` and returns the `review_done` answer, checking the progress.
async fn review(ws: &mut Socket, game: &str, moves: &[&str]) -> Value {
    ask(
        ws,
        json!({"type": "review", "id": 5, "game": game, "moves": moves, "movetime_ms": 150}),
    )
    .await;
    let mut plies = Vec::new();
    loop {
        let a = answer(ws).await;
        match a["type"].as_str() {
            Some("review_ply") => {
                assert_eq!(a["of"], moves.len(), "{a}");
                plies.push(a["ply"].as_u64().unwrap());
            }
            Some("review_done") => {
                assert_eq!(plies, (0..=moves.len() as u64).collect::<Vec<_>>());
                return a;
            }
            _ => panic!("unexpected {a}"),
        }
    }
}

#[tokio::test]
async fn a_reviewed_game_has_its_blunder_marked_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let mut ws = open(&s).await;
    // Black's Nf6 allows mate in one.
    let moves = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"];
    let done = review(&mut ws, "chess", &moves).await;
    let judged = done["moves"].as_array().unwrap();
    assert_eq!(judged.len(), moves.len());
    assert_eq!(judged[5]["move"], "Nf6");
    assert_eq!(judged[5]["side"], "black");
    assert_eq!(judged[5]["mark"], "blunder", "{done}");
    assert!(judged[5]["loss"].as_i64().unwrap() >= 300, "{done}");
    // The mate itself is the engine's choice: never marked.
    assert_eq!(judged[6]["best"], "Qxf7#", "{done}");
    assert_eq!(judged[6]["mark"], Value::Null, "{done}");
    assert_eq!(done["counts"]["black"]["blunder"], 1, "{done}");
    assert_eq!(done["counts"]["white"]["blunder"], 0, "{done}");
    assert_eq!(done["thresholds"]["blunder"], 300);
    // Kalah: the same for a game with extra turns (South sows pit 1 into its store, goes on).
    let done = review(&mut ws, "kalah", &["1", "2", "3"]).await;
    let sides: Vec<&str> = done["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["side"].as_str().unwrap())
        .collect();
    assert_eq!(sides, ["south", "south", "north"], "{done}");
    assert_eq!(done["thresholds"]["blunder"], 8);
}

#[tokio::test]
async fn the_board_endpoint_draws_the_position_reached() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (status, b) = send(
        c.post(s.url("/api/analysis/board"))
            .json(&json!({"game": "draughts", "moves": ["32-28", "19-23", "28x19"]})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{b}");
    assert_eq!(b["moves"], json!(["32-28", "19-23", "28x19"]));
    assert_eq!(b["turn"], "black");
    assert_eq!(b["status"], "ongoing");
    assert_eq!(b["diagram"]["cells"].as_array().unwrap().len(), 100);
    // Black must take back: every legal move is a capture, with its cells.
    let cells = b["move_cells"].as_array().unwrap();
    assert!(!cells.is_empty());
    assert!(
        cells.iter().all(|m| m[0].as_str().unwrap().contains('x')),
        "{b}"
    );
    assert_eq!(b["last_cells"].as_array().unwrap().len(), 2, "{b}");
    // A finished game: no moves to make, the result as data.
    let (_, b) = send(
        c.post(s.url("/api/analysis/board"))
            .json(&json!({"game": "chess", "moves": ["f3", "e5", "g4", "Qh4"]})),
    )
    .await;
    assert_eq!(b["status"], "finished", "{b}");
    assert_eq!(b["result"], "black", "{b}");
    assert_eq!(b["moves"][3], "Qh4#", "{b}");
    assert_eq!(b["move_cells"], json!([]), "{b}");
    assert!(b["description_message"]["code"].is_string(), "{b}");
    let (status, e) = send(
        c.post(s.url("/api/analysis/board"))
            .json(&json!({"game": "chess", "moves": ["e5"]})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    assert_eq!(e["code"], "record_bad_move", "{e}");
}
