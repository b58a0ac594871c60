//! External engines as opponents: the catalog lists them only when configured, and an engine
//! that cannot start leaves the game as it was, with the error for the player, until a retry,
//! a take-back or a resignation. (A working engine is played end to end by the command line's
//! tests, with `ply uci` as the engine.)

mod common;

use std::path::Path;

use common::*;
use reqwest::StatusCode;
use serde_json::{Value, json};

/// A chess engine and a draughts engine whose programs do not exist.
const MISSING: [&str; 2] = [
    "Ghost=uci:/nonexistent/ply-test-engine,UCI_Elo=1500",
    "hub:/nonexistent/dame hub",
];

/// Serves `dir` with the external engines `specs` (100 ms a move) on a free port.
async fn start(dir: &Path, specs: &[&str]) -> Server {
    let engines = specs
        .iter()
        .map(|s| ply_server::ExternalEngine::parse(s).unwrap())
        .collect();
    let opts = ply_server::ServeOptions {
        data_dir: dir.to_path_buf(),
        engines,
        engine_movetime_ms: 100,
        ..ply_server::ServeOptions::default()
    };
    Server::serve(ply_server::open_with(&opts).await.unwrap()).await
}

fn engines_of<'a>(catalog: &'a Value, game: &str) -> &'a Vec<Value> {
    catalog["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == game)
        .unwrap()["engines"]
        .as_array()
        .unwrap()
}

#[tokio::test]
async fn without_engines_the_catalog_offers_none() {
    let dir = tempfile::tempdir().unwrap();
    let c = client();
    let server = start(dir.path(), &[]).await;
    let s = &server;
    let (status, catalog) = send(c.get(s.url("/api/catalog"))).await;
    assert_eq!(status, StatusCode::OK);
    for game in catalog["games"].as_array().unwrap() {
        assert_eq!(game["engines"], json!([]), "{}", game["id"]);
    }
    let (status, v) = send(
        c.post(s.url("/api/games"))
            .json(&json!({"game": "chess", "opponent": "computer", "engine": "stockfish"})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("no external engine")
    );
    // ply's own computer is unchanged: a level, no engine.
    let g = create(&c, s, json!({"game": "kalah", "opponent": "computer"})).await;
    assert_eq!(g["state"]["engine"], Value::Null);
    assert_eq!(g["state"]["level"], 3);
}

#[tokio::test]
async fn engines_are_listed_for_the_games_they_play() {
    let dir = tempfile::tempdir().unwrap();
    let c = client();
    let server = start(dir.path(), &MISSING).await;
    let s = &server;
    let catalog = send(c.get(s.url("/api/catalog"))).await.1;
    assert_eq!(
        engines_of(&catalog, "chess"),
        &vec![json!({"id": "ghost", "name": "Ghost"})]
    );
    let hub = json!({"id": "dame", "name": "dame"});
    assert_eq!(engines_of(&catalog, "draughts"), &vec![hub.clone()]);
    assert_eq!(engines_of(&catalog, "kabe"), &vec![hub]);
    assert!(engines_of(&catalog, "kalah").is_empty());
    assert!(engines_of(&catalog, "konane").is_empty());
    for bad in [
        json!({"game": "kalah", "opponent": "computer", "engine": "ghost"}),
        json!({"game": "chess", "opponent": "computer", "engine": "dame"}),
        json!({"game": "chess", "opponent": "friend", "engine": "ghost"}),
    ] {
        let (status, v) = send(c.post(s.url("/api/games")).json(&bad)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {v}");
    }
}

#[tokio::test]
async fn an_engine_that_cannot_start_leaves_the_game_consistent() {
    let dir = tempfile::tempdir().unwrap();
    let c = client();
    let server = start(dir.path(), &MISSING).await;
    let s = &server;

    // The player moves; the engine cannot start: nothing is played, the player is told.
    let g = create(
        &c,
        s,
        json!({"game": "chess", "opponent": "computer", "engine": "ghost"}),
    )
    .await;
    let (id, token) = (g["id"].as_str().unwrap(), g["token"].as_str().unwrap());
    assert_eq!(
        g["state"]["engine"],
        json!({"id": "ghost", "name": "Ghost"})
    );
    assert_eq!(g["state"]["level"], Value::Null);
    assert_eq!(g["state"]["engine_error"], Value::Null);
    let (status, v) = post(&c, s, id, "retry", token, json!({})).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::CONFLICT, Some("nothing_to_retry"))
    );
    play(&c, s, id, token, "e4").await;
    let failed = wait_for(&c, s, id, |v| !v["engine_error"].is_null()).await;
    let message = failed["engine_error"].as_str().unwrap();
    assert!(message.starts_with("Ghost failed: "), "{message}");
    assert!(message.contains("cannot start"), "{message}");
    assert_eq!(failed["moves"], json!(["e4"]));
    assert_eq!(
        (failed["turn"].as_str(), failed["thinking"].as_bool()),
        (Some("black"), Some(false))
    );
    assert_eq!(failed["status"], "ongoing");

    // The player cannot move for the engine; a retry fails the same way.
    let (status, _) = post(&c, s, id, "moves", token, json!({"move": "e5"})).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (status, v) = post(&c, s, id, "retry", token, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let again = wait_for(&c, s, id, |v| {
        !v["engine_error"].is_null() && v["version"] != failed["version"]
    })
    .await;
    assert_eq!(again["moves"], json!(["e4"]));

    // A take-back returns the turn and clears the error; a resignation ends the game.
    let (status, v) = post(&c, s, id, "undo", token, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["moves"].clone(), v["engine_error"].clone()),
        (json!([]), Value::Null)
    );
    play(&c, s, id, token, "d4").await;
    wait_for(&c, s, id, |v| !v["engine_error"].is_null()).await;
    let (status, v) = post(&c, s, id, "resign", token, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(
        (v["status"].as_str(), v["engine_error"].clone()),
        (Some("finished"), Value::Null)
    );

    // The engine moves first in a kabe game: the same error, before any move.
    let g = create(
        &c,
        s,
        json!({"game": "kabe", "opponent": "computer", "engine": "dame", "color": "black"}),
    )
    .await;
    let kabe = g["id"].as_str().unwrap().to_string();
    let v = wait_for(&c, s, &kabe, |v| !v["engine_error"].is_null()).await;
    assert!(
        v["engine_error"]
            .as_str()
            .unwrap()
            .starts_with("dame failed: ")
    );
    assert_eq!(v["moves"], json!([]));

    // After a restart the games keep their engine and its stored failure; one no longer
    // configured is named by its id, and a retry fails with that reason.
    server.kill().await;
    let s = &start(dir.path(), &[]).await;
    let v = state(&c, s, &kabe).await;
    assert!(
        v["engine_error"]
            .as_str()
            .unwrap()
            .starts_with("dame failed: ")
    );
    let black = g["token"].as_str().unwrap();
    let (status, _) = post(&c, s, &kabe, "retry", black, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let v = wait_for(&c, s, &kabe, |v| !v["engine_error"].is_null()).await;
    assert_eq!(v["engine"], json!({"id": "dame", "name": "dame"}));
    assert!(
        v["engine_error"]
            .as_str()
            .unwrap()
            .contains("not configured"),
        "{v}"
    );
    let v = state(&c, s, id).await;
    assert_eq!(
        (v["engine"]["id"].as_str(), v["status"].as_str()),
        (Some("ghost"), Some("finished"))
    );
}
