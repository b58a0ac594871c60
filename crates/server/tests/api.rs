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

    // Looking back through the game, position by position.
    let at = |n: &str| c.get(s.url(&format!("/api/games/{id}/ply/{n}")));
    let (status, start) = send(at("0")).await;
    assert_eq!(status, StatusCode::OK, "{start}");
    assert_eq!(
        start["position"],
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert!(start["last_move"].is_null());
    assert_eq!(start["last_cells"], json!([]));
    let (_, two) = send(at("2")).await;
    assert_eq!(
        (two["last_move"].as_str(), two["turn"].as_str()),
        (Some("e5"), Some("white"))
    );
    assert_eq!(two["diagram"]["cells"].as_array().unwrap().len(), 64);
    let (_, end) = send(at("4")).await;
    assert_eq!(end["position"], st["position"]);
    assert_eq!(
        (end["check"].as_bool(), &end["last_cells"]),
        (Some(true), &json!([3, 39]))
    );
    for bad in ["5", "x", "-1"] {
        let (status, e) = send(at(bad)).await;
        assert_eq!(
            (status, e["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some("bad_request")),
            "{bad}: {e}"
        );
    }
    let (status, _) = send(c.get(s.url("/api/games/nope/ply/0"))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
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
async fn a_friend_game_waits_for_the_friend_before_the_first_move() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let made = create(&c, &s, json!({"game": "kabe", "opponent": "friend"})).await;
    let (id, token) = id_token(&made);
    let before = state(&c, &s, &id).await;
    let (status, e) = post(&c, &s, &id, "moves", &token, json!({"move": "22-18"})).await;
    assert_eq!(
        (status, e["error"].as_str()),
        (StatusCode::CONFLICT, Some("waiting_for_friend"))
    );
    assert_eq!(stable(&state(&c, &s, &id).await), stable(&before));
}

#[tokio::test]
async fn of_two_simultaneous_moves_exactly_one_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for _ in 0..10 {
        let made = create(&c, &s, json!({"game": "chess", "opponent": "friend"})).await;
        let (id, token) = id_token(&made);
        let invite = made["invite"]
            .as_str()
            .unwrap()
            .split("#invite=")
            .nth(1)
            .unwrap();
        let (joined, _) = send(
            c.post(s.url(&format!("/api/games/{id}/join")))
                .json(&json!({"invite": invite})),
        )
        .await;
        assert_eq!(joined, StatusCode::OK);
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
    let first = |id: &str| games.iter().find(|g| g["id"] == id).unwrap()["first"].clone();
    assert_eq!(first("chess"), "white");
    assert_eq!(first("konane"), "black");
    assert_eq!(first("kalah"), "white");
    for path in ["/", "/g/abc", "/assets/app.js", "/assets/app.css"] {
        let resp = c.get(s.url(path)).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        assert!(!resp.text().await.unwrap().is_empty(), "{path}");
    }
}

#[tokio::test]
async fn the_page_is_sent_compressed_and_not_again_when_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for path in ["/", "/assets/app.js", "/assets/game.js"] {
        let plain = c.get(s.url(path)).send().await.unwrap();
        let etag = plain.headers()["etag"].to_str().unwrap().to_string();
        let size = plain.bytes().await.unwrap().len();
        let packed = c
            .get(s.url(path))
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(packed.headers()["content-encoding"], "gzip", "{path}");
        assert_eq!(packed.headers()["etag"].to_str().unwrap(), etag);
        let packed_size = packed.bytes().await.unwrap().len();
        assert!(packed_size < size, "{path}: {packed_size} of {size} bytes");
        // A second visit: the browser names its copy, nothing is sent.
        let again = c
            .get(s.url(path))
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        assert!(again.bytes().await.unwrap().is_empty());
        let changed = c
            .get(s.url(path))
            .header("if-none-match", "\"0000\"")
            .send()
            .await
            .unwrap();
        assert_eq!(changed.status(), StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn analysis_answers_for_every_game_and_refuses_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, catalog) = send(c.get(s.url("/api/catalog"))).await;
    for game in catalog["games"].as_array().unwrap() {
        let id = game["id"].as_str().unwrap();
        let (status, a) = send(
            c.post(s.url("/api/analysis"))
                .json(&json!({"game": id, "movetime_ms": 200})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {a}");
        let created = create(&c, &s, json!({"game": id, "opponent": "local"})).await;
        let legal = created["state"]["legal_moves"].as_array().unwrap();
        assert!(legal.contains(&a["bestmove"]), "{id}: {a}");
        assert!(a["depth"].as_u64().unwrap() >= 1, "{id}: {a}");
        assert_eq!(a["pv"][0], a["bestmove"], "{id}: {a}");
    }
    // A Kalah ending is solved exactly: South sows its last pit into its store and wins 38–34.
    let (status, a) = send(c.post(s.url("/api/analysis")).json(&json!({
        "game": "kalah",
        "position": "0,0,0,0,0,1,37,0,0,0,0,0,34,0 S",
        "movetime_ms": 200
    })))
    .await;
    assert_eq!(status, StatusCode::OK, "{a}");
    assert_eq!(
        (a["bestmove"].as_str(), a["proven"].as_str()),
        (Some("6"), Some("win")),
        "{a}"
    );
    // Moves played first, as the analysis board sends them.
    let (status, a) = send(
        c.post(s.url("/api/analysis"))
            .json(&json!({"game": "chess", "moves": ["f3", "e5", "g4"], "movetime_ms": 300})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{a}");
    assert_eq!(a["bestmove"], "Qh4#", "{a}");
    for (bad, says) in [
        (json!({"game": "go"}), "go"),
        (json!({"game": "chess", "position": "8/8/8 w"}), ""),
        (json!({"game": "chess", "movetime_ms": 0}), "movetime_ms"),
        (
            json!({"game": "chess", "movetime_ms": 60_000}),
            "movetime_ms",
        ),
        (json!({"game": "chess", "depth": 100}), "depth"),
        (json!({"game": "chess", "moves": ["e5"]}), "move 1"),
        (json!({"game": "kalah", "rules": {"pits": 99}}), "pits"),
    ] {
        let (status, e) = send(c.post(s.url("/api/analysis")).json(&bad)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {e}");
        assert!(e["message"].as_str().unwrap().contains(says), "{bad}: {e}");
    }
    for (bad, says) in [
        (json!({"game": "chess", "bogus": 1}), "bogus"),
        (json!({"movetime_ms": 100}), "game"),
    ] {
        let (status, e) = send(c.post(s.url("/api/analysis")).json(&bad)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {e}");
        assert!(e["message"].as_str().unwrap().contains(says), "{bad}: {e}");
    }
}
