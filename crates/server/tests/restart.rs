//! Kill the server, start it again on the same data directory: every game is as it was.

mod common;

use common::*;
use serde_json::{Value, json};

#[tokio::test]
async fn every_game_survives_a_kill_and_restart() {
    let dir = tempfile::tempdir().unwrap();
    let c = client();
    let s = Server::start(dir.path()).await;
    let mut games: Vec<(String, String)> = Vec::new();

    // On one device, with a clock, some moves and one taken back.
    let g = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local", "clock": {"minutes": 5, "increment": 3}}),
    )
    .await;
    let (id, token) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    for mv in ["e4", "c5", "Nf3", "d6"] {
        play(&c, &s, id, token, mv).await;
    }
    post(&c, &s, id, "undo", token, json!({})).await;
    games.push((id.into(), token.into()));

    // Between friends, with a pending draw offer.
    let g = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "friend", "color": "black"}),
    )
    .await;
    let (id, black) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    let code = g["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap();
    let white = post(&c, &s, id, "join", "", json!({"invite": code}))
        .await
        .1["token"]
        .as_str()
        .unwrap()
        .to_string();
    play(&c, &s, id, &white, "d4").await;
    post(&c, &s, id, "draw", black, json!({"action": "offer"})).await;
    games.push((id.into(), white.clone()));

    // Resigned; from a set position.
    let g = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "local",
               "position": "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"}),
    )
    .await;
    let (id, token) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    play(&c, &s, id, token, "e4").await;
    post(&c, &s, id, "resign", token, json!({})).await;
    games.push((id.into(), token.into()));

    // Against the computer, after its reply.
    let g = create(
        &c,
        &s,
        json!({"game": "chess", "opponent": "computer", "level": 1}),
    )
    .await;
    let (id, token) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    play(&c, &s, id, token, "e4").await;
    wait_for(&c, &s, id, |v| v["moves"].as_array().unwrap().len() == 2).await;
    games.push((id.into(), token.into()));

    let mut before: Vec<Value> = Vec::new();
    for (id, _) in &games {
        before.push(stable(&state(&c, &s, id).await));
    }
    s.kill().await;

    let s = Server::start(dir.path()).await;
    for ((id, token), was) in games.iter().zip(&before) {
        let now = stable(&state(&c, &s, id).await);
        let mut was = was.clone();
        let mut now_cmp = now.clone();
        // The last-move highlight is recomputed; it must match too.
        was.as_object_mut().unwrap().remove("id");
        now_cmp.as_object_mut().unwrap().remove("id");
        assert_eq!(now_cmp, was, "game {id}");
        // Tokens still work (or are refused for the right reason).
        let (status, _) = post(&c, &s, id, "moves", token, json!({"move": "a3"})).await;
        assert_ne!(status, reqwest::StatusCode::UNAUTHORIZED);
        assert_ne!(status, reqwest::StatusCode::FORBIDDEN);
    }
    let clocked = state(&c, &s, &games[0].0).await;
    assert_eq!(clocked["moves"], json!(["e4", "c5", "Nf3"]));
    assert_eq!(clocked["clock"]["running"], "black");
    s.kill().await;
}
