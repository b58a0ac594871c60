//! Playing a friend over the API and the WebSocket: a declined draw offer shown to the
//! offerer, take-back requests, the count of watchers (spectators: a player's own socket shows
//! its seat and is left out), and a timed game aborted when a side
//! lets its first turn pass.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use ply_server::{
    Store,
    session::{Fixed, Opponent, Session},
    store::{JobWrite, sqlite_url},
};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio_tungstenite::{connect_async, tungstenite::Message};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A chess game between friends, joined: its id and the two tokens.
async fn friends(c: &Client, s: &Server, clock: Option<Value>) -> (String, String, String) {
    let mut body = json!({"game": "chess", "opponent": "friend", "color": "white"});
    if let Some(clock) = clock {
        body["clock"] = clock;
    }
    let created = create(c, s, body).await;
    let id = created["id"].as_str().unwrap().to_string();
    let white = created["token"].as_str().unwrap().to_string();
    let code = created["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap()
        .to_string();
    let (status, joined) = post(c, s, &id, "join", "", json!({"invite": code})).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    let black = joined["token"].as_str().unwrap().to_string();
    (id, white, black)
}

/// The next text message on the socket, as JSON.
async fn next(ws: &mut Socket) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a message within 10 s")
            .expect("the socket is open")
            .expect("a message");
        if let Message::Text(text) = msg {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

/// Reads messages until one satisfies `done`.
async fn until(ws: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..50 {
        let v = next(ws).await;
        if done(&v) {
            return v;
        }
    }
    panic!("no such message in 50");
}

#[tokio::test]
async fn a_declined_draw_offer_and_a_take_back_between_friends() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (id, white, black) = friends(&c, &s, None).await;
    play(&c, &s, &id, &white, "e4").await;
    play(&c, &s, &id, &black, "e5").await;

    // White offers a draw, Black declines: the state says whose offer was declined.
    post(&c, &s, &id, "draw", &white, json!({"action": "offer"})).await;
    let (_, st) = post(&c, &s, &id, "draw", &black, json!({"action": "decline"})).await;
    assert_eq!(
        (&st["draw_offer"], &st["draw_declined"]),
        (&json!(null), &json!("white"))
    );
    assert_eq!(state(&c, &s, &id).await["draw_declined"], "white");

    // The undo of one device is refused between friends; a take-back request is the way.
    let (status, err) = post(&c, &s, &id, "undo", &white, json!({})).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::CONFLICT, Some("undo_not_allowed"))
    );
    let (status, st) = post(
        &c,
        &s,
        &id,
        "takeback",
        &white,
        json!({"action": "request"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(st["takeback"], "white");
    let (status, err) = post(
        &c,
        &s,
        &id,
        "takeback",
        &black,
        json!({"action": "request"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "asking back agrees: {err}");
    assert_eq!(
        err["moves"],
        json!([]),
        "White's move and Black's reply are gone"
    );
    assert!(err["takeback"].is_null());
    assert_eq!(err["turn"], "white");

    // Declined: the asker sees it; answering twice is refused; a bad action is refused.
    play(&c, &s, &id, &white, "d4").await;
    post(
        &c,
        &s,
        &id,
        "takeback",
        &white,
        json!({"action": "request"}),
    )
    .await;
    let (_, st) = post(
        &c,
        &s,
        &id,
        "takeback",
        &black,
        json!({"action": "decline"}),
    )
    .await;
    assert_eq!(
        (&st["takeback"], &st["takeback_declined"]),
        (&json!(null), &json!("white"))
    );
    assert_eq!(st["moves"], json!(["d4"]));
    let (status, err) = post(&c, &s, &id, "takeback", &black, json!({"action": "accept"})).await;
    assert_eq!(
        (status, err["code"].as_str()),
        (StatusCode::CONFLICT, Some("no_takeback_request"))
    );
    let (status, _) = post(&c, &s, &id, "takeback", &black, json!({"action": "maybe"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = post(&c, &s, &id, "takeback", "", json!({"action": "request"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // A move cancels a pending request.
    post(
        &c,
        &s,
        &id,
        "takeback",
        &white,
        json!({"action": "request"}),
    )
    .await;
    let st = play(&c, &s, &id, &black, "d5").await;
    assert!(st["takeback"].is_null());
}

#[tokio::test]
async fn watchers_are_counted_as_sockets_open_and_close() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (id, white, _black) = friends(&c, &s, None).await;
    let url = format!("ws://{}/api/games/{id}/ws", s.addr);
    let watchers = |n: u64| move |v: &Value| v["watchers"].as_u64() == Some(n);
    let (mut first, _) = connect_async(&url).await.unwrap();
    assert!(
        next(&mut first).await["id"].is_string(),
        "the state comes first"
    );
    until(&mut first, watchers(1)).await;
    let (mut second, _) = connect_async(&url).await.unwrap();
    let (mut third, _) = connect_async(&url).await.unwrap();
    until(&mut first, watchers(3)).await;
    until(&mut third, watchers(3)).await;
    // A page that reconnects: the old socket goes, the new one counts once.
    let _ = second.close(None).await;
    let (mut again, _) = connect_async(&url).await.unwrap();
    until(&mut again, watchers(3)).await;
    third.close(None).await.unwrap();
    until(&mut first, watchers(2)).await;
    // States still arrive between the counts.
    play(&c, &s, &id, &white, "e4").await;
    let st = until(&mut again, |v| {
        v["moves"].as_array().is_some_and(|m| m.len() == 1)
    })
    .await;
    assert_eq!(st["moves"], json!(["e4"]));
    assert!(
        st.get("watchers").is_none(),
        "the count is not part of the state"
    );
}

#[tokio::test]
async fn a_players_own_socket_is_not_counted_among_the_watchers() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (id, white, _black) = friends(&c, &s, None).await;
    let url = format!("ws://{}/api/games/{id}/ws", s.addr);
    let watchers = |n: u64| move |v: &Value| v["watchers"].as_u64() == Some(n);
    let say = |v: Value| Message::Text(v.to_string().into());
    // The player's page shows its seat: no spectator.
    let (mut player, _) = connect_async(&url).await.unwrap();
    until(&mut player, watchers(1)).await;
    player.send(say(json!({"seat": white}))).await.unwrap();
    until(&mut player, watchers(0)).await;
    // Shown again, it still counts once.
    player.send(say(json!({"seat": white}))).await.unwrap();
    // A spectator.
    let (mut spectator, _) = connect_async(&url).await.unwrap();
    until(&mut spectator, watchers(1)).await;
    until(&mut player, watchers(1)).await;
    // A token of no seat here, and a message that is not a seat: refused, nothing counted.
    spectator
        .send(say(json!({"seat": "not-a-token"})))
        .await
        .unwrap();
    let refused = until(&mut spectator, |v| v["error"].is_string()).await;
    assert_eq!(refused["code"], "token_not_for_game", "{refused}");
    assert!(refused["message"].as_str().is_some_and(|m| !m.is_empty()));
    spectator.send(Message::Text("hello".into())).await.unwrap();
    let refused = until(&mut spectator, |v| v["error"].is_string()).await;
    assert_eq!(refused["error"], "invalid_json", "{refused}");
    // The spectator leaves; then the player's page closes and another spectator comes.
    spectator.close(None).await.unwrap();
    until(&mut player, watchers(0)).await;
    player.close(None).await.unwrap();
    let (mut later, _) = connect_async(&url).await.unwrap();
    until(&mut later, watchers(1)).await;
}

/// Stores a timed game on one device whose first turn began `ago_ms` before now, as a server
/// would have written it.
async fn stored_timed_game(dir: &std::path::Path, id: &str, ago_ms: i64) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let fixed = Fixed {
        id: id.into(),
        game: "chess".into(),
        rules: Vec::new(),
        start: String::new(),
        opponent: Opponent::Local,
        clock: Some((60_000, 0)),
        created_ms: now - ago_ms,
        rated: false,
        days: None,
    };
    let session = Session::new(fixed, [Some("h".into()), Some("h".into())], None).unwrap();
    let store = Store::connect(&sqlite_url(&dir.join(ply_server::DATABASE_FILE)))
        .await
        .unwrap();
    store
        .create(&session, &[], &JobWrite::Untouched)
        .await
        .unwrap();
    store.close().await;
}

#[tokio::test]
async fn a_timed_game_without_a_first_move_is_aborted_on_time_and_recorded_so() {
    let dir = tempfile::tempdir().unwrap();
    stored_timed_game(dir.path(), "soon", 29_300).await;
    stored_timed_game(dir.path(), "late", 45_000).await;
    let s = Server::start(dir.path()).await;
    let c = client();
    // The server's timer ends the game at its deadline and tells the listeners.
    let (mut ws, _) = connect_async(format!("ws://{}/api/games/soon/ws", s.addr))
        .await
        .unwrap();
    let first = next(&mut ws).await;
    assert_eq!(first["status"], "ongoing");
    let left = first["abort_in_ms"].as_i64().unwrap();
    assert!((0..=700).contains(&left), "{left} ms left");
    let over = until(&mut ws, |v| v["status"] == "finished").await;
    assert_eq!(
        (over["result"].as_str(), over["reason"].as_str()),
        (Some("aborted"), Some("aborted"))
    );
    assert_eq!(
        over["description"],
        "game aborted: a side made no first move within 30 seconds"
    );
    assert!(over["abort_in_ms"].is_null());
    // A deadline that passed while no server ran is settled by the first request.
    let late = state(&c, &s, "late").await;
    assert_eq!(late["result"], "aborted");
    // The record has no result, and says why.
    let record = c
        .get(s.url("/api/games/soon/record"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(record.contains("[Result \"*\"]"), "{record}");
    assert!(record.contains("[Termination \"abandoned\"]"), "{record}");
    // A new timed game counts its first turn from its creation; an untimed one has none.
    let created = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local", "clock": {"minutes": 1, "increment": 0}}),
    )
    .await;
    let st = &created["state"];
    let left = st["abort_in_ms"].as_i64().unwrap();
    assert!(
        (29_000..=30_000).contains(&left),
        "a new timed game has 30 s: {left}"
    );
    let untimed = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    assert!(untimed["state"]["abort_in_ms"].is_null());
}
