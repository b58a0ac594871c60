//! Who plays which round: a Swiss player who lets their first move's time run out is
//! withdrawn (not paired again, shown as withdrawn), while an abort by a seat forfeits the
//! side to move and withdraws nobody; a round robin's Berger numbers are drawn by lot from
//! the tournament's id at its start, kept, and are the TRF export's starting ranks.

mod common;

use std::time::Duration;

use common::{tournaments::*, *};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

async fn made(c: &Client, base: &str, body: Value, names: &[&str]) -> (String, Vec<String>) {
    let mut cookies = Vec::new();
    for name in names {
        cookies.push(register(c, base, name).await);
    }
    let (status, t) = call(c, base, "/api/tournament", &cookies[0], Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    let id = t["id"].as_str().unwrap().to_string();
    for cookie in &cookies {
        let path = format!("/api/tournament/{id}/join");
        assert_eq!(
            call(c, base, &path, cookie, Some(json!({}))).await.0,
            StatusCode::OK
        );
    }
    let path = format!("/api/tournament/{id}/start");
    assert_eq!(
        call(c, base, &path, &cookies[0], Some(json!({}))).await.0,
        StatusCode::OK
    );
    (id, cookies)
}

/// Polls the tournament until `done` holds (at most a minute).
async fn until(c: &Client, base: &str, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..600 {
        let v = send(c.get(format!("{base}/api/tournament/{id}"))).await.1;
        if done(&v) {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("never came");
}

fn line<'a>(v: &'a Value, user: &str) -> &'a Value {
    v["standing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == user)
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_player_who_does_not_come_is_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    let names = ["anna", "boris", "carmen", "dmitri"];
    let body = json!({"system": "swiss", "game": "chess", "clockTime": 3, "rounds": 3,
        "roundPause": 0, "waitMinutes": 10});
    let (id, cookies) = made(&c, &base, body, &names).await;
    let v = until(&c, &base, &id, |v| v["round"] == 1).await;
    let pairings = v["pairings"].as_array().unwrap().clone();
    assert_eq!(pairings.len(), 2, "{v}");
    // Board 1: Black aborts at once (White, to move, forfeits but stays); board 2: nobody
    // moves (White's first move's time runs out: withdrawn).
    let cookie_of = |user: &Value| &cookies[names.iter().position(|n| *user == *n).unwrap()];
    let (_, me) = call(
        &c,
        &base,
        &format!("/api/tournament/{id}"),
        cookie_of(&pairings[0]["black"]),
        None,
    )
    .await;
    let mut game = me["me"]["game"].clone();
    for _ in 0..100 {
        if !game.is_null() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        let path = format!("/api/tournament/{id}");
        game = call(&c, &base, &path, cookie_of(&pairings[0]["black"]), None)
            .await
            .1["me"]["game"]
            .clone();
    }
    assert_eq!(game["color"], "black", "{game}");
    game_call(
        &c,
        &base,
        game["id"].as_str().unwrap(),
        "abort",
        game["token"].as_str().unwrap(),
        json!({}),
    )
    .await;
    let (stays, gone) = (
        pairings[0]["white"].as_str().unwrap(),
        pairings[1]["white"].as_str().unwrap(),
    );
    let v = until(&c, &base, &id, |v| v["round"] == 2).await;
    let round1: Vec<&Value> = v["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["round"] == 1)
        .collect();
    assert!(round1.iter().all(|p| p["result"] == "-+"), "{v}");
    assert_eq!(line(&v, gone)["withdrawn"], true, "{v}");
    assert_eq!(line(&v, stays)["withdrawn"], false, "{v}");
    let round2: Vec<&Value> = v["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["round"] == 2)
        .collect();
    assert_eq!(round2.len(), 2, "a game and a bye among three: {v}");
    assert!(
        round2
            .iter()
            .all(|p| p["white"] != gone && p["black"] != gone),
        "the player who did not come is not paired: {v}"
    );
    assert!(
        round2
            .iter()
            .any(|p| p["white"] == stays || p["black"] == stays),
        "{v}"
    );
}

/// The draw as the server makes it: the players by the SHA-256 of the tournament's id and
/// theirs.
fn drawn(id: &str, users: &[&str]) -> Vec<String> {
    let mut lots: Vec<(String, String)> = users
        .iter()
        .map(|u| {
            let hash = Sha256::digest(format!("{id}\n{u}").as_bytes());
            let hex: String = hash.iter().map(|b| format!("{b:02x}")).collect();
            (hex, u.to_string())
        })
        .collect();
    lots.sort();
    lots.into_iter().map(|(_, u)| u).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_draws_its_berger_numbers_by_lot_and_keeps_them() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let base = s.base.clone();
    let names = ["anna", "boris", "carmen", "dmitri", "eva", "fjodor"];
    let body = json!({"system": "robin", "game": "chess", "clockTime": 3, "roundPause": 0,
        "waitMinutes": 10});
    let (id, _) = made(&c, &base, body, &names).await;
    let expected = drawn(&id, &names);
    let v = until(&c, &base, &id, |v| v["round"] == 1).await;
    let ranks = |v: &Value| -> Vec<String> {
        let mut by_rank: Vec<(u64, String)> = v["standing"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                (
                    l["startingRank"].as_u64().unwrap(),
                    l["id"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        by_rank.sort();
        by_rank.into_iter().map(|(_, u)| u).collect()
    };
    assert_eq!(ranks(&v), expected, "{v}");
    // Round 1 of the Berger table for six: 1-6, 2-5, 3-4, by the drawn numbers.
    let board = |w: usize, b: usize| (expected[w - 1].clone(), expected[b - 1].clone());
    let mut round1: Vec<(String, String)> = v["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["white"].as_str().unwrap().to_string(),
                p["black"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    round1.sort();
    let mut table: Vec<(String, String)> = ply_pairing::berger::round(6, false, 1)
        .unwrap()
        .boards
        .iter()
        .map(|b| board(b.white as usize, b.black as usize))
        .collect();
    table.sort();
    assert_eq!(round1, table);
    // The TRF export lists the players in the drawn order; a later view keeps it.
    let text = c
        .get(format!("{base}/api/tournament/{id}/trf"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let rec = ply_pairing::trf::read(&text).unwrap();
    let listed: Vec<&str> = rec.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(listed, expected, "{text}");
    let again = send(c.get(format!("{base}/api/tournament/{id}"))).await.1;
    assert_eq!(ranks(&again), expected);
}

/// An organiser has at most five tournaments open: a sixth, made or imported, is refused
/// with 429 `too_many_tournaments` and stores nothing; another organiser may still make one.
#[tokio::test]
async fn an_organiser_opens_at_most_five_tournaments() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = Client::new();
    let base = s.base.as_str();
    let maker = register(&c, base, "busy").await;
    for _ in 0..5 {
        arena(&c, base, &maker, json!({})).await;
    }
    let listed = |v: &Value| {
        v["created"].as_array().map_or(0, Vec::len) + v["started"].as_array().map_or(0, Vec::len)
    };
    let (_, before) = call(&c, base, "/api/tournament", &maker, None).await;
    assert_eq!(listed(&before), 5, "{before}");
    let made = json!({"game": "chess", "clockTime": 1, "clockIncrement": 2, "minutes": 1,
        "waitMinutes": 10});
    refused(
        call(&c, base, "/api/tournament", &maker, Some(made.clone())).await,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_tournaments",
    );
    let imported = json!({"trf": "012    1      busy  1500\n", "game": "chess", "clockTime": 1});
    refused(
        call(&c, base, "/api/tournament/import", &maker, Some(imported)).await,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_tournaments",
    );
    let (_, after) = call(&c, base, "/api/tournament", &maker, None).await;
    assert_eq!(listed(&after), 5, "{after}");
    let other = register(&c, base, "idle").await;
    arena(&c, base, &other, json!({})).await;
}
