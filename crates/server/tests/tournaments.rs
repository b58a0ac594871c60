//! Tournaments: an arena made, joined and played to its end by four accounts through the API,
//! its standings checked against a replay of the stored games — on SQLite with the server
//! killed and started again mid-way, and with `PLY_POSTGRES_TEST=1` on two servers sharing
//! one PostgreSQL database, one of them killed mid-way; the refusals; the live socket.

mod common;

use std::{collections::HashMap, time::Duration};

use common::{instance::Instance, tournaments::*, *};
use futures_util::StreamExt;
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

/// Plays the players' games as they come, asking the servers in turn, until the tournament
/// has finished; `midway` is called once after `games_before` games were played. Returns
/// the games played.
async fn play_out(
    c: &Client,
    bases: &mut Vec<String>,
    id: &str,
    cookies: &[String],
    games_before: usize,
    midway: &mut dyn FnMut(&mut Vec<String>),
) -> usize {
    let mut done: Vec<String> = Vec::new();
    let mut tokens: HashMap<String, [Option<String>; 2]> = HashMap::new();
    let mut called = false;
    let started = std::time::Instant::now();
    for turn in 0usize.. {
        assert!(
            started.elapsed() < Duration::from_secs(240),
            "the tournament never finished"
        );
        if !called && done.len() >= games_before {
            midway(bases);
            called = true;
        }
        let base = bases[turn % bases.len()].clone();
        let mut finished = false;
        for cookie in cookies {
            let (status, t) = call(c, &base, &format!("/api/tournament/{id}"), cookie, None).await;
            assert_eq!(status, StatusCode::OK, "{t}");
            finished = t["status"] == "finished";
            let game = &t["me"]["game"];
            let Some(game_id) = game["id"].as_str() else {
                continue;
            };
            if done.iter().any(|d| d == game_id) {
                continue;
            }
            let side = usize::from(game["color"] == "black");
            let entry = tokens.entry(game_id.to_string()).or_default();
            entry[side] = game["token"].as_str().map(str::to_string);
            if let [Some(w), Some(b)] = entry.clone() {
                finish(c, &base, game_id, &[w, b], done.len()).await;
                done.push(game_id.to_string());
            }
        }
        if finished {
            return done.len();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    unreachable!()
}

/// The standings as the replay of the stored games gives them: each game's result read from
/// the game itself, in the order the games ended, scored by the arena's rules.
async fn check_against_replay(c: &Client, base: &str, t: &Value, played: usize) {
    assert_eq!(t["status"], "finished", "{t}");
    let pairings = t["pairings"].as_array().unwrap();
    assert_eq!(pairings.len(), played, "every game played is listed once");
    let mut ended: Vec<(i64, &Value, String)> = Vec::new();
    for p in pairings {
        let id = p["id"].as_str().unwrap();
        let game = game_state(c, base, id).await;
        assert_eq!(game["status"], "finished", "{game}");
        let result = match game["result"].as_str() {
            Some("white") => "1-0",
            Some("black") => "0-1",
            Some("draw") => "1/2-1/2",
            other => panic!("game {id}: {other:?}"),
        };
        assert_eq!(p["result"], result, "the recorded result is the game's");
        ended.push((p["endedAt"].as_i64().unwrap(), p, result.to_string()));
    }
    ended.sort_by_key(|e| e.0);
    let mut wins_in_a_row: HashMap<String, i64> = HashMap::new();
    let mut scores: HashMap<String, (i64, Vec<i64>)> = HashMap::new();
    for (_, p, result) in &ended {
        for (side, user) in [(0, &p["white"]), (1, &p["black"])] {
            let user = user.as_str().unwrap().to_string();
            let streak = wins_in_a_row.entry(user.clone()).or_default();
            let fire = *streak >= 2;
            let won = (side == 0 && result == "1-0") || (side == 1 && result == "0-1");
            let points = if won {
                *streak += 1;
                if fire { 4 } else { 2 }
            } else if result == "1/2-1/2" {
                *streak = 0;
                if fire { 2 } else { 1 }
            } else {
                *streak = 0;
                0
            };
            let entry = scores.entry(user).or_default();
            entry.0 += points;
            entry.1.push(points);
        }
    }
    for line in t["standing"].as_array().unwrap() {
        let user = line["id"].as_str().unwrap();
        let (score, sheet) = scores.remove(user).unwrap_or_default();
        assert_eq!(line["score"], score, "{user}: {line}");
        assert_eq!(line["sheet"]["scores"], json!(sheet), "{user}: {line}");
    }
    assert!(
        scores.is_empty(),
        "players missing from the standings: {scores:?}"
    );
}

/// A game's state, from the server at `base`.
async fn game_state(c: &Client, base: &str, id: &str) -> Value {
    let (status, v) = send(c.get(format!("{base}/api/games/{id}"))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

/// Makes an arena of one minute on `base` and enters four players; returns its id and the
/// players' cookies.
async fn arena_of_four(c: &Client, base: &str) -> (String, Vec<String>) {
    let mut cookies = Vec::new();
    for name in ["anna", "boris", "carmen", "dmitri"] {
        cookies.push(register(c, base, name).await);
    }
    let (status, t) = call(
        c,
        base,
        "/api/tournament",
        &cookies[0],
        Some(
            json!({"game": "chess", "clockTime": 3, "clockIncrement": 2, "minutes": 1,
            "waitMinutes": 10, "rated": true, "name": "Friday arena"}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    assert_eq!(t["status"], "created");
    for cookie in &cookies {
        let (status, v) = call(
            c,
            base,
            &format!("/api/tournament/{id}/join"),
            cookie,
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{v}");
    }
    let (status, v) = call(
        c,
        base,
        &format!("/api/tournament/{id}/start"),
        &cookies[0],
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    (id, cookies)
}

async fn finished_view(c: &Client, base: &str, id: &str, cookie: &str) -> Value {
    call(c, base, &format!("/api/tournament/{id}"), cookie, None)
        .await
        .1
}

/// On SQLite: an arena played to its end, the server killed after a few games and started
/// again on the same database; the standings equal the replay of the stored games, and the
/// rated games moved the players' ratings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_survives_a_restart_and_its_standings_replay_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let opts = ply_server::ServeOptions {
        data_dir: dir.path().to_path_buf(),
        ..ply_server::ServeOptions::default()
    };
    let c = client();
    let mut servers = vec![Instance::start(opts.clone())];
    let (id, cookies) = arena_of_four(&c, &servers[0].base).await;
    let mut bases = vec![servers[0].base.clone()];
    let mut restart = |bases: &mut Vec<String>| {
        servers[0].kill();
        let again = Instance::start(opts.clone());
        bases[0] = again.base.clone();
        servers.push(again);
    };
    let played = play_out(&c, &mut bases, &id, &cookies, 4, &mut restart).await;
    assert!(played >= 6, "only {played} games in a minute");
    let t = finished_view(&c, &bases[0], &id, &cookies[0]).await;
    check_against_replay(&c, &bases[0], &t, played).await;
    let (_, profile) = send(c.get(format!("{}/api/user/anna", bases[0]))).await;
    assert!(profile.to_string().contains("blitz"), "{profile}");
}

/// With `PLY_POSTGRES_TEST=1`: two servers on one database run the arena; one is killed
/// mid-way and the other finishes it alone (taking the tournament over when the lease runs
/// out); the standings equal the replay of the stored games.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_on_two_servers_survives_one_killed() {
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
    let c = client();
    let mut servers = [Instance::start(opts.clone()), Instance::start(opts.clone())];
    let (id, cookies) = arena_of_four(&c, &servers[0].base).await;
    let mut bases = vec![servers[0].base.clone(), servers[1].base.clone()];
    let mut kill = |bases: &mut Vec<String>| {
        servers[0].kill();
        bases.remove(0);
    };
    let played = play_out(&c, &mut bases, &id, &cookies, 4, &mut kill).await;
    assert!(played >= 6, "only {played} games");
    let t = finished_view(&c, &bases[0], &id, &cookies[0]).await;
    check_against_replay(&c, &bases[0], &t, played).await;
}

/// The refusals: not logged in (401), bad values (400 with the reason, nothing made), a
/// finished or unknown tournament, a stranger starting it (403), leaving what one is not in.
#[tokio::test]
async fn bad_requests_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    let (status, v) = send(
        c.post(s.url("/api/tournament"))
            .header(header::ORIGIN, &base)
            .json(&json!({"game": "chess", "clockTime": 3})),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{v}");
    let me = register(&c, &base, "maker").await;
    for (body, code) in [
        (json!({"game": "nosuch", "clockTime": 3}), "unknown_game"),
        (
            json!({"game": "chess", "clockTime": 0}),
            "tournament_clock_time",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "clockIncrement": 999}),
            "tournament_clock_increment",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "minutes": 100000}),
            "tournament_minutes",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "system": "swiss", "rounds": 0}),
            "tournament_swiss_rounds",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "system": "knockout"}),
            "tournament_unknown_system",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "name": "x".repeat(61)}),
            "tournament_name",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "waitMinutes": -1}),
            "tournament_start",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "maxPlayers": 1}),
            "tournament_max_players",
        ),
        (
            json!({"game": "chess", "clockTime": 3, "surprise": 1}),
            "invalid_json",
        ),
    ] {
        let (status, v) = call(&c, &base, "/api/tournament", &me, Some(body.clone())).await;
        assert_eq!(v["code"], code, "{body}: {v}");
        let class = if code == "invalid_json" {
            "invalid_json"
        } else {
            "bad_request"
        };
        assert_eq!(v["error"], class, "{body}: {v}");
        assert!(status.is_client_error(), "{body}: {v}");
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    }
    let listed = send(c.get(s.url("/api/tournament"))).await.1;
    assert_eq!(listed["created"], json!([]), "{listed}");
    let (status, v) = call(&c, &base, "/api/tournament/nosuch", &me, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{v}");
    let (_, t) = call(
        &c,
        &base,
        "/api/tournament",
        &me,
        Some(json!({"game": "kabe", "clockTime": 1})),
    )
    .await;
    let id = t["id"].as_str().unwrap();
    let other = register(&c, &base, "stranger").await;
    let (status, v) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/start"),
        &other,
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{v}");
    let (status, v) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}/withdraw"),
        &other,
        Some(json!({})),
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::CONFLICT, Some("not_in_tournament")),
        "{v}"
    );
    for _ in 1..5 {
        let (status, v) = call(
            &c,
            &base,
            "/api/tournament",
            &me,
            Some(json!({"game": "kabe", "clockTime": 1})),
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{v}");
    }
    let (status, v) = call(
        &c,
        &base,
        "/api/tournament",
        &me,
        Some(json!({"game": "kabe", "clockTime": 1})),
    )
    .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{v}");
    let listed = send(c.get(s.url("/api/tournament"))).await.1;
    assert_eq!(listed["created"].as_array().unwrap().len(), 5, "{listed}");
}

/// The socket sends the tournament when it opens and again when a player joins.
#[tokio::test]
async fn the_socket_hears_a_player_join() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let me = register(&c, &s.base, "maker").await;
    let (_, t) = call(
        &c,
        &s.base,
        "/api/tournament",
        &me,
        Some(json!({"game": "kalah", "clockTime": 1})),
    )
    .await;
    let id = t["id"].as_str().unwrap();
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{}/api/tournament/{id}/ws", s.addr))
            .await
            .unwrap();
    let first = read(&mut ws).await;
    assert_eq!(first["nbPlayers"], 0, "{first}");
    assert!(first.get("me").is_none(), "{first}");
    call(
        &c,
        &s.base,
        &format!("/api/tournament/{id}/join"),
        &me,
        Some(json!({})),
    )
    .await;
    let second = read(&mut ws).await;
    assert_eq!(second["nbPlayers"], 1, "{second}");
    assert_eq!(second["standing"][0]["name"], "maker", "{second}");
}

async fn read(
    ws: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a message")
            .unwrap()
            .unwrap();
        if let tokio_tungstenite::tungstenite::Message::Text(text) = msg {
            return serde_json::from_str(&text).unwrap();
        }
    }
}
