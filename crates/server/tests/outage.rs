//! A move has a deadline (only with `PLY_POSTGRES_TEST=1`): PostgreSQL is stopped for ten
//! seconds while moves are sent to a server giving each move two; every move is either
//! acknowledged and stored, or refused with 503 `not_stored` within its deadline and never
//! stored — checked once PostgreSQL is back and more than a deadline later. A refused move
//! leaves the game the server shows as it was, and the client's safe retry (read the game
//! again, then send the move for the ply it shows) plays on once the database is back.

mod common;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use common::{postgres::Postgres, *};
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};

/// Each move's deadline in this test's server.
const DEADLINE: Duration = Duration::from_secs(2);
/// How long PostgreSQL is down.
const OUTAGE: Duration = Duration::from_secs(10);
/// Games played at once.
const GAMES: usize = 6;

/// What happened to one game's moves.
#[derive(Default)]
struct Played {
    /// The moves acknowledged, in order.
    acked: Vec<String>,
    /// Moves refused with `not_stored`.
    refused: usize,
    /// Moves acknowledged after the outage.
    after: usize,
}

/// Plays `id` until `stop`: a legal move for the ply the game shows; on a refusal, the safe
/// retry: read the game again (it must be as it was), then send a move for the ply it shows.
async fn play_on(
    c: Client,
    s: Arc<Server>,
    id: String,
    token: String,
    mut st: Value,
    stop: Arc<AtomicBool>,
    back: Arc<AtomicBool>,
) -> Played {
    let mut played = Played::default();
    let mut n = 0usize;
    while !stop.load(Ordering::Relaxed) && st["status"] == "ongoing" {
        let legal = st["legal_moves"].as_array().unwrap();
        let mv = legal[n % legal.len()].as_str().unwrap().to_string();
        n += 1;
        let ply = st["moves"].as_array().unwrap().len();
        let sent = Instant::now();
        let (status, v) = post(
            &c,
            &s,
            &id,
            "moves",
            &token,
            json!({"move": mv, "ply": ply}),
        )
        .await;
        match status {
            StatusCode::OK => {
                assert_eq!(v["last_move"], json!(mv), "{v}");
                played.acked.push(mv);
                if back.load(Ordering::Relaxed) {
                    played.after += 1;
                }
                st = v;
            }
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_eq!(v["error"], "not_stored", "{v}");
                assert_eq!(v["params"]["ms"], 2_000, "{v}");
                assert!(
                    sent.elapsed() < DEADLINE + Duration::from_secs(3),
                    "refused after {:?}",
                    sent.elapsed()
                );
                played.refused += 1;
                let again = state(&c, &s, &id).await;
                assert_eq!(
                    again["moves"], st["moves"],
                    "a refused move left the game as it was"
                );
                st = again;
            }
            _ => panic!("move {mv} at ply {ply}: {status} {v}"),
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    played
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_is_stored_and_acknowledged_or_refused_and_never_stored() {
    let Some(pg) = tokio::task::spawn_blocking(Postgres::start).await.unwrap() else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        settings: ply_server::Settings {
            limits: ply_server::Limits {
                move_deadline: DEADLINE,
                ..ply_server::Limits::default()
            },
            ..ply_server::Settings::default()
        },
        ..ply_server::ServeOptions::default()
    };
    let s = Arc::new(Server::serve(ply_server::open_with(&opts).await.unwrap()).await);
    let c = client();
    let (stop, back) = (
        Arc::new(AtomicBool::new(false)),
        Arc::new(AtomicBool::new(false)),
    );
    let mut games = Vec::new();
    for _ in 0..GAMES {
        let made = create(&c, &s, json!({"game": "draughts", "opponent": "local"})).await;
        let id = made["id"].as_str().unwrap().to_string();
        let token = made["token"].as_str().unwrap().to_string();
        let task = tokio::spawn(play_on(
            c.clone(),
            Arc::clone(&s),
            id.clone(),
            token,
            made["state"].clone(),
            Arc::clone(&stop),
            Arc::clone(&back),
        ));
        games.push((id, task));
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let pg = Arc::new(pg);
    let paused = Arc::clone(&pg);
    tokio::task::spawn_blocking(move || paused.pause())
        .await
        .unwrap();
    tokio::time::sleep(OUTAGE).await;
    let resumed = Arc::clone(&pg);
    tokio::task::spawn_blocking(move || resumed.resume())
        .await
        .unwrap();
    back.store(true, Ordering::Relaxed);
    tokio::time::sleep(Duration::from_secs(4)).await;
    stop.store(true, Ordering::Relaxed);
    let mut results = Vec::new();
    for (id, task) in games {
        results.push((id, task.await.unwrap()));
    }
    // Past every deadline: whatever is stored now is all that ever will be.
    tokio::time::sleep(DEADLINE + Duration::from_secs(1)).await;
    let store = ply_server::Store::connect(&pg.url).await.unwrap();
    let (mut refused, mut after) = (0, 0);
    for (id, played) in &results {
        let stored = store.load(id).await.unwrap().expect("the game is stored");
        assert_eq!(
            stored.moves, played.acked,
            "{id}: the moves stored are the moves acknowledged"
        );
        let shown = state(&c, &s, id).await;
        assert_eq!(shown["moves"], json!(played.acked), "{id}: the game shown");
        refused += played.refused;
        after += played.after;
    }
    store.close().await;
    assert!(refused > 0, "no move was refused during the outage");
    assert!(
        after > 0,
        "no move was acknowledged once the database was back"
    );
    eprintln!(
        "{} moves acknowledged and stored, {refused} refused and not stored",
        results.iter().map(|(_, p)| p.acked.len()).sum::<usize>()
    );
}
