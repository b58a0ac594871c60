//! A whole game of every registered game through the API: scripted moves (a fixed choice
//! among the legal moves the state lists) on one device until the game ends, then the record.

mod common;

use common::*;
use reqwest::StatusCode;
use serde_json::json;

/// Plies before the script resigns a game that has not ended by itself.
const MAX_PLIES: usize = 400;

#[tokio::test]
async fn every_game_plays_to_its_end_through_the_api() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let (_, catalog) = send(c.get(s.url("/api/catalog"))).await;
    for game in catalog["games"].as_array().unwrap() {
        let id = game["id"].as_str().unwrap();
        let made = create(&c, &s, json!({"game": id, "opponent": "local"})).await;
        let (gid, token) = (
            made["id"].as_str().unwrap(),
            made["token"].as_str().unwrap(),
        );
        let mut st = made["state"].clone();
        let mut seed: u64 = 12345;
        while st["status"] == "ongoing" && st["moves"].as_array().unwrap().len() < MAX_PLIES {
            let legal = st["legal_moves"].as_array().unwrap();
            let cells = st["move_cells"].as_array().unwrap();
            // A cell list per legal move, in order, then a move's other ways to be clicked.
            for (i, mv) in legal.iter().enumerate() {
                assert_eq!(cells[i][0], *mv, "{id}: a cell list per legal move");
            }
            for entry in &cells[legal.len()..] {
                assert!(legal.contains(&entry[0]), "{id}: {entry} is a legal move");
            }
            assert!(!legal.is_empty(), "{id}: an ongoing game has moves");
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = legal[(seed >> 33) as usize % legal.len()]
                .as_str()
                .unwrap()
                .to_string();
            st = play(&c, &s, gid, token, &mv).await;
            assert_eq!(st["last_move"], json!(mv), "{id}");
        }
        if st["status"] == "ongoing" {
            let (status, over) = post(&c, &s, gid, "resign", token, json!({})).await;
            assert_eq!(status, StatusCode::OK);
            st = over;
        }
        assert_eq!(st["status"], "finished", "{id}");
        assert!(
            st["reason"].is_string() && st["description"].is_string(),
            "{st}"
        );
        let plies = st["moves"].as_array().unwrap().len();
        let resp = c
            .get(s.url(&format!("/api/games/{gid}/record")))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::OK);
        let record = resp.text().await.unwrap();
        assert!(!record.trim().is_empty(), "{id}");
        println!("{id}: {plies} plies, {}", st["description"]);
    }
}
