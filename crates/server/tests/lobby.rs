//! The lobby: seeks opened, seen live on the lobby's socket, joined once, cancelled; the
//! refusals; and, with `PLY_POSTGRES_TEST=1`, two servers on one PostgreSQL database.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};
use tokio_tungstenite::{connect_async, tungstenite::Message};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn lobby_socket(s: &Server) -> (Socket, Value) {
    let (mut ws, _) = connect_async(format!("ws://{}/api/lobby/ws", s.addr))
        .await
        .unwrap();
    let first = next_message(&mut ws).await;
    assert_eq!(first["t"], "seeks", "{first}");
    (ws, first)
}

/// The next text message (within 40 s).
async fn next_message(ws: &mut Socket) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(40), ws.next())
            .await
            .expect("a message within 40 s")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = msg {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

/// The next message of type `t` (within 60 s), skipping the others (the counts come every 5 s).
async fn next_of(ws: &mut Socket, t: &str) -> Value {
    let wanted = async {
        loop {
            let m = next_message(ws).await;
            if m["t"] == t {
                return m;
            }
        }
    };
    tokio::time::timeout(Duration::from_secs(60), wanted)
        .await
        .unwrap_or_else(|_| panic!("no {t:?} message within 60 s"))
}

fn seek_body() -> Value {
    json!({"game": "chess", "clock": {"limit": 180, "increment": 2}})
}

async fn open_seek(c: &Client, s: &Server, body: &Value) -> (StatusCode, Value) {
    send(c.post(s.url("/api/seeks")).json(body)).await
}

/// White's token of a joined seek: the owner's or the joiner's.
fn white_token<'a>(joined: &'a Value, owner: &'a str) -> &'a str {
    if joined["color"] == "white" {
        joined["token"].as_str().unwrap()
    } else {
        owner
    }
}

#[tokio::test]
async fn a_seek_appears_live_and_a_matching_request_joins_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (mut owner_ws, first) = lobby_socket(&s).await;
    assert_eq!(first["seeks"], json!([]));
    let (mut other_ws, _) = lobby_socket(&s).await;
    let (status, opened) = open_seek(&c, &s, &seek_body()).await;
    assert_eq!(status, StatusCode::CREATED, "{opened}");
    assert_eq!(opened["status"], "open");
    let (id, owner) = (
        opened["id"].as_str().unwrap(),
        opened["token"].as_str().unwrap(),
    );
    owner_ws
        .send(Message::Text(json!({"seeks": [owner]}).to_string().into()))
        .await
        .unwrap();
    let added = next_of(&mut other_ws, "added").await;
    assert_eq!(added["seek"]["id"], id);
    assert_eq!(
        added["seek"]["clock"],
        json!({"limit": 180, "increment": 2})
    );
    assert_eq!(added["seek"]["rated"], false);
    let listed = send(c.get(s.url("/api/seeks"))).await.1;
    assert_eq!(listed["seeks"][0]["id"], id, "{listed}");
    // Another clock does not match: a seek of its own.
    let (_, other) = open_seek(
        &c,
        &s,
        &json!({"game": "chess", "clock": {"limit": 60, "increment": 0}}),
    )
    .await;
    assert_eq!(other["status"], "open", "{other}");
    // The same game and clock joins the first seek.
    let (status, joined) = open_seek(&c, &s, &seek_body()).await;
    assert_eq!(status, StatusCode::CREATED, "{joined}");
    assert_eq!(joined["status"], "joined", "{joined}");
    let game = joined["game"].as_str().unwrap();
    let removed = next_of(&mut owner_ws, "removed").await;
    // (the second seek's "added" came first)
    let removed = if removed["id"] == id {
        removed
    } else {
        next_of(&mut owner_ws, "removed").await
    };
    assert_eq!(
        (removed["id"].as_str(), removed["game"].as_str()),
        (Some(id), Some(game))
    );
    let owner_color = if joined["color"] == "white" {
        "black"
    } else {
        "white"
    };
    assert_eq!(removed["color"], owner_color);
    let seek = send(c.get(s.url(&format!("/api/seeks/{id}")))).await.1;
    assert_eq!(
        (seek["status"].as_str(), seek["game"].as_str()),
        (Some("joined"), Some(game))
    );
    // Both players hold their seats: white moves with its token, black with the other.
    let white = white_token(&joined, owner).to_string();
    let black = if white == owner {
        joined["token"].as_str().unwrap()
    } else {
        owner
    };
    let state = play(&c, &s, game, &white, "e4").await;
    assert!(state["clock"].is_object(), "{state}");
    play(&c, &s, game, black, "e5").await;
    let (status, _) = post(&c, &s, game, "moves", black, json!({"move": "d5"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    // The joined seek is no longer listed; the other one is.
    let listed = send(c.get(s.url("/api/seeks"))).await.1;
    assert_eq!(listed["seeks"].as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed["seeks"][0]["id"], other["id"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_joins_of_one_seek_make_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for _ in 0..5 {
        let (_, opened) = open_seek(&c, &s, &seek_body()).await;
        let path = format!("/api/seeks/{}/join", opened["id"].as_str().unwrap());
        let (a, b) = tokio::join!(send(c.post(s.url(&path))), send(c.post(s.url(&path))));
        let mut statuses = [a.0, b.0];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::CREATED, StatusCode::CONFLICT],
            "{} {}",
            a.1,
            b.1
        );
        let lost = if a.0 == StatusCode::CONFLICT {
            a.1
        } else {
            b.1
        };
        assert_eq!(lost["error"], "seek_taken", "{lost}");
    }
    assert_eq!(send(c.get(s.url("/api/seeks"))).await.1["seeks"], json!([]));
}

#[tokio::test]
async fn the_owner_cancels_and_strangers_cannot() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (mut ws, _) = lobby_socket(&s).await;
    let (_, opened) = open_seek(&c, &s, &json!({"game": "kabe", "days": 3})).await;
    let id = opened["id"].as_str().unwrap();
    assert_eq!(opened["seek"]["days"], 3);
    next_of(&mut ws, "added").await;
    let path = s.url(&format!("/api/seeks/{id}"));
    let (status, v) = send(c.delete(&path).bearer_auth("not the token")).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_owner"))
    );
    let (status, _) = send(
        c.delete(&path)
            .bearer_auth(opened["token"].as_str().unwrap()),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let removed = next_of(&mut ws, "removed").await;
    assert_eq!(
        (removed["id"].as_str(), removed.get("game")),
        (Some(id), None)
    );
    let (status, v) = send(c.post(s.url(&format!("/api/seeks/{id}/join")))).await;
    assert_eq!(
        (status, v["code"].as_str()),
        (StatusCode::NOT_FOUND, Some("lobby_no_seek"))
    );
}

#[tokio::test]
async fn a_game_in_days_per_move_is_made_untimed_with_its_days() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, opened) = open_seek(
        &c,
        &s,
        &json!({"game": "kabe", "days": 1, "color": "white"}),
    )
    .await;
    let (_, joined) = open_seek(&c, &s, &json!({"game": "kabe", "days": 1})).await;
    assert_eq!(joined["status"], "joined", "{joined} {opened}");
    assert_eq!(joined["color"], "black");
    let state = state(&c, &s, joined["game"].as_str().unwrap()).await;
    assert_eq!(state["clock"], Value::Null, "{state}");
    let pool = sqlx::SqlitePool::connect(&format!(
        "sqlite://{}",
        dir.path().join("ply.sqlite3").display()
    ))
    .await
    .unwrap();
    let days: (Option<i64>,) = sqlx::query_as("SELECT days FROM games WHERE id = ?")
        .bind(joined["game"].as_str().unwrap())
        .fetch_one(&pool)
        .await
        .unwrap();
    assert_eq!(days.0, Some(1));
}

#[tokio::test]
async fn refusals_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let refused = [
        (
            json!({"game": "chess", "rated": true, "clock": {"limit": 60}}),
            401,
            "lobby_rated_needs_account",
        ),
        (json!({"game": "chess", "days": 4}), 400, "lobby_days"),
        (
            json!({"game": "chess", "days": 1, "clock": {"limit": 60}}),
            400,
            "lobby_clock_or_days",
        ),
        (
            json!({"game": "chess", "clock": {"limit": 0}}),
            400,
            "lobby_clock_limit",
        ),
        (
            json!({"game": "chess", "clock": {"limit": 60, "increment": 999}}),
            400,
            "lobby_clock_increment",
        ),
        (
            json!({"game": "chess", "color": "green"}),
            400,
            "unknown_color",
        ),
        (
            json!({"game": "chess", "ratingRange": "1800-1400"}),
            400,
            "lobby_range",
        ),
        (
            json!({"game": "chess'; DROP TABLE seeks; --"}),
            400,
            "unknown_game",
        ),
    ];
    for (body, status, code) in refused {
        let (got, v) = open_seek(&c, &s, &body).await;
        assert_eq!(
            (got.as_u16(), v["code"].as_str()),
            (status, Some(code)),
            "{body} {v}"
        );
    }
    assert_eq!(send(c.get(s.url("/api/seeks"))).await.1["seeks"], json!([]));
    // Five open seeks at most per player; the sixth is refused.
    for limit in 1..=5 {
        let (status, v) = open_seek(
            &c,
            &s,
            &json!({"game": "chess", "clock": {"limit": limit * 60}}),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{v}");
    }
    let (status, v) = open_seek(&c, &s, &json!({"game": "kabe"})).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("too_many_seeks")),
        "{v}"
    );
    assert_eq!(
        send(c.get(s.url("/api/seeks"))).await.1["seeks"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
    // A request with a session cookie from another site is refused before it is read.
    let cookie = {
        let resp = c
            .post(s.url("/api/account/register"))
            .header(header::ORIGIN, &s.base)
            .json(&json!({"name": "Seeker", "password": "seeker password"}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::CREATED);
        let set = resp.headers()[header::SET_COOKIE]
            .to_str()
            .unwrap()
            .to_string();
        set.split(';').next().unwrap().to_string()
    };
    let (status, v) = send(
        c.post(s.url("/api/seeks"))
            .header(header::COOKIE, &cookie)
            .header(header::ORIGIN, "https://elsewhere.example")
            .json(&json!({"game": "chess", "rated": true, "clock": {"limit": 60}})),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("cross_site"))
    );
    // From the site itself, a rated seek of the account is opened and shows its name.
    let (status, v) = send(
        c.post(s.url("/api/seeks"))
            .header(header::COOKIE, &cookie)
            .header(header::ORIGIN, &s.base)
            .json(&json!({"game": "chess", "rated": true, "clock": {"limit": 60}})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    assert_eq!(
        (v["seek"]["player"].as_str(), v["seek"]["rated"].as_bool()),
        (Some("Seeker"), Some(true))
    );
    // A lobby socket says only its seeks' tokens, and at most ten.
    let (mut ws, _) = lobby_socket(&s).await;
    ws.send(Message::Text("{\"seats\": []}".into()))
        .await
        .unwrap();
    let error = loop {
        let m = next_message(&mut ws).await;
        if m.get("error").is_some() {
            break m;
        }
    };
    assert_eq!(error["error"], "invalid_json", "{error}");
}

/// Two servers on one PostgreSQL database: a seek opened on A appears on a lobby socket of B,
/// whose player joins it there; both players get the game, on either server; two players
/// joining one seek on the two servers at once make one game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_postgres_share_the_lobby() {
    let Some(pg) = tokio::task::spawn_blocking(common::postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        ..ply_server::ServeOptions::default()
    };
    let mut servers = Vec::new();
    for _ in 0..2 {
        let state = ply_server::open_with(&opts).await.unwrap();
        // Opened means listening for the other servers' changes already: what is told from
        // the first request on is heard.
        assert!(
            state.listening(Duration::ZERO).await,
            "opened before listening"
        );
        servers.push(Server::serve(state).await);
    }
    let (b, a) = (servers.pop().unwrap(), servers.pop().unwrap());
    let c = client();
    let (mut on_a, _) = lobby_socket(&a).await;
    // A server answers no request before it listens for the others' changes, so the seek
    // opened on `a` right away is heard on `b`'s socket.
    let (mut on_b, _) = lobby_socket(&b).await;
    let (_, opened) = open_seek(&c, &a, &seek_body()).await;
    let (id, owner) = (
        opened["id"].as_str().unwrap(),
        opened["token"].as_str().unwrap(),
    );
    on_a.send(Message::Text(json!({"seeks": [owner]}).to_string().into()))
        .await
        .unwrap();
    let added = next_of(&mut on_b, "added").await;
    assert_eq!(added["seek"]["id"], id, "{added}");
    let (status, joined) = send(c.post(b.url(&format!("/api/seeks/{id}/join")))).await;
    assert_eq!(status, StatusCode::CREATED, "{joined}");
    let game = joined["game"].as_str().unwrap();
    let removed = loop {
        let m = next_of(&mut on_a, "removed").await;
        if m["id"] == id {
            break m;
        }
    };
    assert_eq!(removed["game"], game);
    // White moves on A, black on B, each with its own token.
    let white = white_token(&joined, owner).to_string();
    let black = if white == owner {
        joined["token"].as_str().unwrap()
    } else {
        owner
    }
    .to_string();
    play(&c, &a, game, &white, "e4").await;
    play(&c, &b, game, &black, "e5").await;
    // Joins of one seek on both servers at once: one game.
    for _ in 0..5 {
        let (_, opened) = open_seek(&c, &a, &seek_body()).await;
        let path = format!("/api/seeks/{}/join", opened["id"].as_str().unwrap());
        let (x, y) = tokio::join!(send(c.post(a.url(&path))), send(c.post(b.url(&path))));
        let mut statuses = [x.0, y.0];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::CREATED, StatusCode::CONFLICT],
            "{} {}",
            x.1,
            y.1
        );
    }
    assert_eq!(send(c.get(b.url("/api/seeks"))).await.1["seeks"], json!([]));
}

/// A seek its owner's socket keeps alive stays; one nobody keeps alive is removed within the
/// grace and a sweep, and every lobby hears it.
#[tokio::test]
async fn a_seek_nobody_keeps_alive_goes() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, kept) = open_seek(&c, &s, &seek_body()).await;
    let (_, left) = open_seek(&c, &s, &json!({"game": "kabe"})).await;
    let (mut ws, _) = lobby_socket(&s).await;
    let token = kept["token"].as_str().unwrap();
    ws.send(Message::Text(json!({"seeks": [token]}).to_string().into()))
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let removed = next_of(&mut ws, "removed").await;
    assert_eq!(removed["id"], left["id"], "{removed}");
    assert!(
        started.elapsed() >= Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    let listed = send(c.get(s.url("/api/seeks"))).await.1;
    assert_eq!(listed["seeks"].as_array().unwrap().len(), 1, "{listed}");
    assert_eq!(listed["seeks"][0]["id"], kept["id"]);
}
