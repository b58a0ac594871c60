//! Whole games, every error code, concurrency, draws, undo, clocks and rematches through the
//! HTTP API of a real server.

mod common;

use common::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

fn id_token(created: &Value) -> (String, String) {
    (
        created["id"].as_str().unwrap().to_string(),
        created["token"].as_str().unwrap().to_string(),
    )
}

#[tokio::test]
async fn fools_mate_on_one_device_then_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    assert_eq!(created["color"], "both");
    assert!(created["invite"].is_null());
    let (id, token) = id_token(&created);
    assert_eq!(
        created["state"]["legal_moves"].as_array().unwrap().len(),
        20
    );
    for mv in ["f3", "e5", "g4"] {
        let st = play(&c, &s, &id, &token, mv).await;
        assert_eq!(st["status"], "ongoing");
    }
    let st = play(&c, &s, &id, &token, "d8h4").await;
    assert_eq!(st["moves"], json!(["f3", "e5", "g4", "Qh4#"]));
    assert_eq!(st["status"], "finished");
    assert_eq!(st["result"], "black");
    assert_eq!(st["reason"], "checkmate");
    assert_eq!(st["check"], true);
    assert_eq!(st["legal_moves"], json!([]));
    assert_eq!(st["last_cells"], json!([3, 39]));
    let resp = c
        .get(s.url(&format!("/api/games/{id}/record")))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let disposition = resp.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(disposition.contains(".pgn"), "{disposition}");
    let pgn = resp.text().await.unwrap();
    assert!(pgn.contains("1. f3 e5 2. g4 Qh4#"), "{pgn}");
    assert!(pgn.contains("0-1"), "{pgn}");
}

#[tokio::test]
async fn every_error_code_leaves_the_game_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "friend", "color": "white"}),
    )
    .await;
    let (id, white) = id_token(&created);
    let invite = created["invite"].as_str().unwrap();
    let code = invite.split("#invite=").nth(1).unwrap();
    assert!(invite.starts_with(&s.base), "{invite}");
    let (status, joined) = post(&c, &s, &id, "join", "", json!({"invite": code})).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(joined["color"], "black");
    let black = joined["token"].as_str().unwrap().to_string();
    assert_ne!(black, white);
    let other = id_token(&create(&c, &s, json!({"game": "chess", "opponent": "local"})).await).1;
    play(&c, &s, &id, &white, "e4").await;
    let before = state(&c, &s, &id).await;

    let expect = |status: StatusCode, code: &'static str| {
        move |(got, body): (StatusCode, Value)| {
            assert_eq!(got, status, "{body}");
            assert_eq!(body["error"], code, "{body}");
            assert!(!body["message"].as_str().unwrap().is_empty());
            body
        }
    };
    let moves_url = s.url(&format!("/api/games/{id}/moves"));

    // 400: illegal and malformed moves, with the reason.
    let body = expect(StatusCode::BAD_REQUEST, "illegal_move")(
        post(&c, &s, &id, "moves", &black, json!({"move": "e4"})).await,
    );
    assert!(body["message"].as_str().unwrap().len() > 5);
    expect(StatusCode::BAD_REQUEST, "malformed_move")(
        post(&c, &s, &id, "moves", &black, json!({"move": "zz9"})).await,
    );
    // 401: no token.
    expect(StatusCode::UNAUTHORIZED, "unauthorized")(
        send(c.post(&moves_url).json(&json!({"move": "e5"}))).await,
    );
    // 403: another game's token; a wrong invite.
    expect(StatusCode::FORBIDDEN, "forbidden")(
        post(&c, &s, &id, "moves", &other, json!({"move": "e5"})).await,
    );
    // 404: unknown game, unknown route.
    expect(StatusCode::NOT_FOUND, "not_found")(send(c.get(s.url("/api/games/nosuchgame"))).await);
    expect(StatusCode::NOT_FOUND, "not_found")(
        post(&c, &s, "nosuchgame", "moves", &black, json!({"move": "e5"})).await,
    );
    expect(StatusCode::NOT_FOUND, "not_found")(send(c.get(s.url("/api/nothing"))).await);
    // 409: not your turn; the invite is used up.
    expect(StatusCode::CONFLICT, "not_your_turn")(
        post(&c, &s, &id, "moves", &white, json!({"move": "d4"})).await,
    );
    expect(StatusCode::CONFLICT, "already_joined")(
        post(&c, &s, &id, "join", "", json!({"invite": code})).await,
    );
    expect(StatusCode::CONFLICT, "undo_not_allowed")(
        post(&c, &s, &id, "undo", &black, json!({})).await,
    );
    expect(StatusCode::CONFLICT, "no_draw_offer")(
        post(&c, &s, &id, "draw", &black, json!({"action": "accept"})).await,
    );
    // 413: a body too large.
    let big = "x".repeat(100_000);
    expect(StatusCode::PAYLOAD_TOO_LARGE, "too_large")(
        post(&c, &s, &id, "moves", &black, json!({"move": big})).await,
    );
    // 422: not JSON, the wrong JSON.
    expect(StatusCode::UNPROCESSABLE_ENTITY, "invalid_json")(
        send(c.post(&moves_url).bearer_auth(&black).body("{\"move\":")).await,
    );
    expect(StatusCode::UNPROCESSABLE_ENTITY, "invalid_json")(
        post(&c, &s, &id, "moves", &black, json!({"mvoe": "e5"})).await,
    );
    expect(StatusCode::UNPROCESSABLE_ENTITY, "invalid_json")(
        post(&c, &s, &id, "draw", &black, json!({"action": "maybe"})).await,
    );
    // 400 when creating: unknown game, rule option, level.
    for bad in [
        json!({"game": "go", "opponent": "local"}),
        json!({"game": "chess", "opponent": "local", "rules": {"pits": 4}}),
        json!({"game": "chess", "opponent": "computer", "level": 11}),
        json!({"game": "chess", "opponent": "alien"}),
    ] {
        expect(StatusCode::BAD_REQUEST, "bad_request")(
            send(c.post(s.url("/api/games")).json(&bad)).await,
        );
    }
    assert_eq!(stable(&state(&c, &s, &id).await), stable(&before));

    // 409 after the end: resign, then nothing more.
    let (status, over) = post(&c, &s, &id, "resign", &black, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(over["result"], "white");
    assert_eq!(over["reason"], "resignation");
    let ended = state(&c, &s, &id).await;
    expect(StatusCode::CONFLICT, "game_over")(
        post(&c, &s, &id, "moves", &black, json!({"move": "e5"})).await,
    );
    expect(StatusCode::CONFLICT, "game_over")(post(&c, &s, &id, "resign", &white, json!({})).await);
    assert_eq!(stable(&state(&c, &s, &id).await), stable(&ended));
}

#[tokio::test]
async fn of_two_simultaneous_moves_exactly_one_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for _ in 0..10 {
        let (id, token) =
            id_token(&create(&c, &s, json!({"game": "chess", "opponent": "friend"})).await);
        let (a, b) = tokio::join!(
            post(&c, &s, &id, "moves", &token, json!({"move": "e4"})),
            post(&c, &s, &id, "moves", &token, json!({"move": "d4"})),
        );
        let mut statuses = [a.0, b.0];
        statuses.sort();
        assert_eq!(
            statuses,
            [StatusCode::OK, StatusCode::CONFLICT],
            "{a:?} {b:?}"
        );
        let st = state(&c, &s, &id).await;
        assert_eq!(st["moves"].as_array().unwrap().len(), 1);
    }
}

#[tokio::test]
async fn draw_offers_between_friends() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(&c, &s, json!({"game": "chess", "opponent": "friend"})).await;
    let (id, white) = id_token(&created);
    let code = created["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let black = post(&c, &s, &id, "join", "", json!({"invite": code}))
        .await
        .1["token"]
        .as_str()
        .unwrap()
        .to_string();
    let (_, st) = post(&c, &s, &id, "draw", &white, json!({"action": "offer"})).await;
    assert_eq!(st["draw_offer"], "white");
    let (status, _) = post(&c, &s, &id, "draw", &white, json!({"action": "accept"})).await;
    assert_eq!(
        status,
        StatusCode::CONFLICT,
        "one cannot accept one's own offer"
    );
    let (_, st) = post(&c, &s, &id, "draw", &black, json!({"action": "decline"})).await;
    assert!(st["draw_offer"].is_null());
    post(&c, &s, &id, "draw", &black, json!({"action": "offer"})).await;
    let (status, st) = post(&c, &s, &id, "draw", &white, json!({"action": "accept"})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(st["result"], "draw");
    assert_eq!(st["reason"], "agreement");
    assert_eq!(st["description"], "draw: agreement");
}

#[tokio::test]
async fn the_computer_replies_and_undo_takes_back_both_moves() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "computer", "level": 1, "color": "white"}),
    )
    .await;
    let (id, token) = id_token(&created);
    assert_eq!(created["state"]["computer"], "black");
    play(&c, &s, &id, &token, "e4").await;
    let st = wait_for(&c, &s, &id, |v| v["moves"].as_array().unwrap().len() == 2).await;
    assert_eq!(st["turn"], "white");
    let (status, st) = post(&c, &s, &id, "undo", &token, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(st["moves"], json!([]));
    assert_eq!(st["turn"], "white");
    let (status, _) = post(&c, &s, &id, "draw", &token, json!({"action": "offer"})).await;
    assert_eq!(status, StatusCode::CONFLICT);

    // The computer opens when the player takes black.
    let created = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "computer", "level": 2, "color": "black"}),
    )
    .await;
    let (id, _) = id_token(&created);
    assert_eq!(created["color"], "black");
    wait_for(&c, &s, &id, |v| v["moves"].as_array().unwrap().len() == 1).await;
}

#[tokio::test]
async fn a_flag_falls_on_the_server_clock() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local", "clock": {"minutes": 1.0 / 60.0, "increment": 0}}),
    )
    .await;
    let (id, token) = id_token(&created);
    assert_eq!(created["state"]["clock"]["white_ms"], 1000);
    play(&c, &s, &id, &token, "e4").await;
    let st = play(&c, &s, &id, &token, "e5").await;
    assert_eq!(st["clock"]["running"], "white");
    let st = wait_for(&c, &s, &id, |v| v["status"] == "finished").await;
    assert_eq!(st["result"], "black");
    assert_eq!(st["reason"], "timeout");
    assert_eq!(st["clock"]["white_ms"], 0);
    assert!(st["clock"]["running"].is_null());
}

#[tokio::test]
async fn a_rematch_swaps_colours_for_both_friends() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(&c, &s, json!({"game": "chess", "opponent": "friend"})).await;
    let (id, white) = id_token(&created);
    let code = created["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let black = post(&c, &s, &id, "join", "", json!({"invite": code}))
        .await
        .1["token"]
        .as_str()
        .unwrap()
        .to_string();
    let (status, _) = post(&c, &s, &id, "rematch", &white, json!({})).await;
    assert_eq!(status, StatusCode::CONFLICT, "not before the end");
    post(&c, &s, &id, "resign", &white, json!({})).await;
    let (status, first) = post(&c, &s, &id, "rematch", &black, json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    assert_eq!(first["color"], "white");
    let new_id = first["id"].as_str().unwrap();
    assert_eq!(state(&c, &s, &id).await["rematch"], new_id);
    let (status, second) = post(&c, &s, &id, "rematch", &white, json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{second}");
    assert_eq!(second["id"], new_id);
    assert_eq!(second["color"], "black");
    play(&c, &s, new_id, first["token"].as_str().unwrap(), "e4").await;
    play(&c, &s, new_id, second["token"].as_str().unwrap(), "e5").await;
}

#[tokio::test]
async fn health_catalog_and_page() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (status, health) = send(c.get(s.url("/api/health"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(health["status"], "ok");
    let (_, catalog) = send(c.get(s.url("/api/catalog"))).await;
    let games = catalog["games"].as_array().unwrap();
    assert!(games.iter().any(|g| g["id"] == "chess"));
    for path in ["/", "/g/abc", "/assets/app.js", "/assets/app.css"] {
        let resp = c.get(s.url(path)).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        assert!(!resp.text().await.unwrap().is_empty(), "{path}");
    }
}
