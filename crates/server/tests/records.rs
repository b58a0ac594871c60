//! The record download is the shared export function's output: for a game played in the web
//! app and for imported games with their tags, comments and results.

mod common;

use common::*;
use ply_server::{DATABASE_FILE, records};
use serde_json::json;

const TWO_GAMES: &str = "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n\
    {a short one} 1. e4 {king pawn} e5 2. Qh5 Nc6 1-0\n\n\
    [GameType \"29\"]\n\n1. 22-18 {opening} *\n";

async fn download(c: &reqwest::Client, s: &Server, id: &str) -> String {
    let resp = c
        .get(s.url(&format!("/api/games/{id}/record")))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), reqwest::StatusCode::OK);
    resp.text().await.unwrap()
}

#[tokio::test]
async fn the_download_is_the_export() {
    let dir = tempfile::tempdir().unwrap();
    let db = ply_server::store::sqlite_url(&dir.path().join(DATABASE_FILE));
    let games = ply_games::read_records(TWO_GAMES, None, &[]).unwrap();
    let imported = records::import(&db, &games).await.unwrap();
    assert_eq!(imported.len(), 2);
    assert_eq!(imported[0].game, "chess");
    assert_eq!(imported[0].status, "white wins: resignation");
    assert_eq!(imported[1].game, "kabe");
    assert_eq!(imported[1].status, "ongoing");

    let s = Server::start(dir.path()).await;
    let c = client();
    let created = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    let played = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    play(&c, &s, &played, &token, "d4").await;

    let ids: Vec<String> = vec![imported[0].id.clone(), imported[1].id.clone(), played];
    let exported = records::export(&db, Some(&ids)).await.unwrap();
    for (id, export) in ids.iter().zip(&exported) {
        assert_eq!(download(&c, &s, id).await, export.text, "{id}");
    }
    let chess = &exported[0].text;
    assert!(chess.contains("[White \"Ann\"]") && chess.contains("[Event \"Club\"]"));
    assert!(chess.contains("{a short one} 1. e4 {king pawn} 1... e5 2. Qh5 Nc6 1-0"));
    assert!(exported[1].text.contains("1. 22-18 {opening} *"));
    assert!(exported[2].text.contains("[White \"Player\"]"));
    // The file type follows the game's family: PGN for chess, PDN for a draughts game.
    assert!(exported[0].file.ends_with(".pgn"), "{}", exported[0].file);
    assert!(exported[1].file.ends_with(".pdn"), "{}", exported[1].file);
    assert_eq!(records::export(&db, None).await.unwrap().len(), 3);
    let missing = records::export(&db, Some(&["nope".to_string()])).await;
    assert!(missing.unwrap_err().to_string().contains("no game 'nope'"));
    s.kill().await;
}
