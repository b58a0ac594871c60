//! Correspondence games through real servers: a game in days per move made from a rated seek
//! keeps the time by which the side to move must move, shown in its state and in "my games"
//! (the player's turn first); a game whose time runs out while every server is stopped is lost
//! on time, and rated, by the first server that starts — found by the sweep, not by anyone
//! asking for the game. On SQLite; and, with `PLY_POSTGRES_TEST=1`, on PostgreSQL with two
//! servers, one of them killed: the other ends the game, a claim left by a dead server is
//! taken once its lease runs out, and two servers starting together end a game once.

mod common;

use std::time::Duration;

use common::{
    Server,
    accounts::{as_account, register},
    client, postgres, send,
};
use ply_server::ServeOptions;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};

const DAY_MS: i64 = 86_400_000;

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
}

/// A rated chess game at one day per move between `owner` and `joiner` (the owner White):
/// the game's id and the two tokens, White's first.
async fn correspondence_game(
    c: &Client,
    s: &Server,
    owner: &str,
    joiner: &str,
) -> (String, [String; 2]) {
    let body = json!({"game": "chess", "days": 1, "rated": true, "color": "white"});
    let (status, opened) =
        send(as_account(c.post(s.url("/api/seeks")), s, owner).json(&body)).await;
    assert_eq!(
        (status, opened["status"].as_str()),
        (StatusCode::CREATED, Some("open")),
        "{opened}"
    );
    let body = json!({"game": "chess", "days": 1, "rated": true});
    let (status, joined) =
        send(as_account(c.post(s.url("/api/seeks")), s, joiner).json(&body)).await;
    assert_eq!(
        (status, joined["status"].as_str()),
        (StatusCode::CREATED, Some("joined")),
        "{joined}"
    );
    assert_eq!(joined["color"], "black");
    (
        joined["game"].as_str().unwrap().to_string(),
        [
            opened["token"].as_str().unwrap().to_string(),
            joined["token"].as_str().unwrap().to_string(),
        ],
    )
}

async fn play(c: &Client, s: &Server, id: &str, token: &str, mv: &str) -> Value {
    common::play(c, s, id, token, mv).await
}

/// The database as a test reaches it, to read a game's row and set its deadline by hand.
async fn pool(url: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    sqlx::AnyPool::connect(url).await.unwrap()
}

/// The stored status, reason, winner and version of a game.
async fn row(pool: &sqlx::AnyPool, id: &str) -> (String, Option<String>, Option<String>, i64) {
    use sqlx::Row;
    let r = sqlx::query(
        "SELECT status, declared_reason, declared_winner, version FROM games WHERE id = $1",
    )
    .bind(id)
    .fetch_one(pool)
    .await
    .unwrap();
    (r.get(0), r.get(1), r.get(2), r.get(3))
}

/// Moves a game's deadline to `at` (the test's stand-in for days going by).
async fn set_move_by(pool: &sqlx::AnyPool, id: &str, at: i64) {
    let done = sqlx::query("UPDATE games SET move_by_ms = $2 WHERE id = $1")
        .bind(id)
        .bind(at)
        .execute(pool)
        .await
        .unwrap();
    assert_eq!(done.rows_affected(), 1);
}

/// Waits (at most 15 s) until the stored game is finished; returns its row.
async fn finished(pool: &sqlx::AnyPool, id: &str) -> (String, Option<String>, Option<String>, i64) {
    for _ in 0..300 {
        let r = row(pool, id).await;
        if r.0 == "finished" {
            return r;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id} was not ended on time");
}

async fn rating_rows(pool: &sqlx::AnyPool, id: &str) -> i64 {
    use sqlx::Row;
    sqlx::query("SELECT COUNT(*) FROM rating_changes WHERE game_id = $1")
        .bind(id)
        .fetch_one(pool)
        .await
        .unwrap()
        .get(0)
}

fn options(
    dir: &std::path::Path,
    database: Option<String>,
    sweep: Duration,
    instance: &str,
) -> ServeOptions {
    let mut opts = ServeOptions {
        data_dir: dir.to_path_buf(),
        database,
        ..ServeOptions::default()
    };
    opts.settings.limits.flag_sweep = sweep;
    opts.settings.instance = instance.to_string();
    opts
}

/// The server that claimed a game to end it on time.
async fn claimed_by(pool: &sqlx::AnyPool, id: &str) -> Option<String> {
    use sqlx::Row;
    sqlx::query("SELECT flag_owner FROM games WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await
        .unwrap()
        .get(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_game_out_of_time_while_no_server_ran_is_lost_on_restart() {
    let dir = tempfile::tempdir().unwrap();
    // A long sweep: only the look at start-up can end the game.
    let opts = options(dir.path(), None, Duration::from_secs(3_600), "one");
    let url = opts.database_url().unwrap();
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();
    let ana = register(&c, &s, "ana").await;
    let bo = register(&c, &s, "bo").await;
    let (id, [white, black]) = correspondence_game(&c, &s, &ana, &bo).await;
    let before = now_ms();
    let st = play(&c, &s, &id, &white, "e4").await;
    let corr = &st["correspondence"];
    assert_eq!(corr["days"], 1, "{st}");
    let by = corr["move_by"].as_i64().expect("a deadline");
    assert!(
        (before + DAY_MS..=now_ms() + DAY_MS).contains(&by),
        "{corr}"
    );
    assert!(corr["left_ms"].as_i64().unwrap() <= DAY_MS);
    assert_eq!(
        (st["rated"].as_bool(), st["speed"].as_str()),
        (Some(true), Some("correspondence"))
    );

    // "My games": the game where it is the player's turn comes first. Bo owes a move here; a
    // second game, where Ana owes the first move, is newer but comes after for Bo.
    let (other, _) = correspondence_game(&c, &s, &ana, &bo).await;
    let (_, mine) = send(as_account(c.get(s.url("/api/account/games")), &s, &bo)).await;
    let playing = mine["playing"].as_array().unwrap();
    assert_eq!(playing.len(), 2, "{mine}");
    assert_eq!(
        (playing[0]["id"].as_str(), playing[0]["isMyTurn"].as_bool()),
        (Some(id.as_str()), Some(true)),
        "{mine}"
    );
    assert_eq!(
        (playing[1]["id"].as_str(), playing[1]["isMyTurn"].as_bool()),
        (Some(other.as_str()), Some(false)),
        "{mine}"
    );
    assert_eq!(playing[0]["moveBy"], by);
    assert_eq!(playing[0]["daysPerTurn"], 1);

    // Every server stops; the day passes; a server starts and nobody asks for the game.
    s.kill().await;
    let db = pool(&url).await;
    set_move_by(&db, &id, now_ms() - 1_000).await;
    let version = row(&db, &id).await.3;
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let (status, reason, winner, after) = finished(&db, &id).await;
    assert_eq!(
        (status.as_str(), reason.as_deref(), winner.as_deref()),
        ("finished", Some("timeout"), Some("white"))
    );
    assert_eq!(after, version + 1, "ended once, by one change");
    assert_eq!(rating_rows(&db, &id).await, 2, "the rated game was rated");
    let st = common::state(&c, &s, &id).await;
    assert_eq!(
        (
            st["status"].as_str(),
            st["result"].as_str(),
            st["reason"].as_str()
        ),
        (Some("finished"), Some("white"), Some("timeout")),
        "{st}"
    );
    assert!(st["correspondence"]["move_by"].is_null(), "{st}");
    assert!(!st["ratings"].is_null(), "{st}");
    // The other game, still in time, goes on; Black's late move in the ended one is refused.
    assert_eq!(row(&db, &other).await.0, "ongoing");
    let (status, refused) = common::post(&c, &s, &id, "moves", &black, json!({"move": "e5"})).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::CONFLICT, Some("game_over")),
        "{refused}"
    );
    db.close().await;
    s.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_on_postgres_end_correspondence_games_once() {
    let Some(pg) = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let sweep = Duration::from_millis(300);
    let opts_a = options(dir.path(), Some(pg.url.clone()), sweep, "a");
    let opts_b = options(dir.path(), Some(pg.url.clone()), sweep, "b");
    let a = Server::serve(ply_server::open_with(&opts_a).await.unwrap()).await;
    let b = Server::serve(ply_server::open_with(&opts_b).await.unwrap()).await;
    let c = client();
    let ana = register(&c, &a, "ana").await;
    let bo = register(&c, &b, "bo").await;
    let db = pool(&pg.url).await;
    let (first, [white, _]) = correspondence_game(&c, &a, &ana, &bo).await;
    play(&c, &a, &first, &white, "d4").await;
    let (second, _) = correspondence_game(&c, &a, &ana, &bo).await;
    let (third, _) = correspondence_game(&c, &b, &ana, &bo).await;

    // A is killed; its game's time runs out; B ends it.
    a.kill().await;
    let version = row(&db, &first).await.3;
    set_move_by(&db, &first, now_ms() - 1_000).await;
    let (_, reason, winner, after) = finished(&db, &first).await;
    assert_eq!(
        (reason.as_deref(), winner.as_deref(), after),
        (Some("timeout"), Some("white"), version + 1)
    );
    assert_eq!(claimed_by(&db, &first).await.as_deref(), Some("b"));
    assert_eq!(rating_rows(&db, &first).await, 2);

    // A claim left by a dead server stands until its lease runs out, then B takes the game.
    sqlx::query(
        "UPDATE games SET move_by_ms = $2, flag_owner = 'gone', flag_lease_ms = $3 WHERE id = $1",
    )
    .bind(&second)
    .bind(now_ms() - 1_000)
    .bind(now_ms() + 2_000)
    .execute(&db)
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    assert_eq!(
        row(&db, &second).await.0,
        "ongoing",
        "taken while another server held it"
    );
    let (_, reason, winner, _) = finished(&db, &second).await;
    // White never moved: White lost on time.
    assert_eq!(
        (reason.as_deref(), winner.as_deref()),
        (Some("timeout"), Some("black"))
    );
    assert_eq!(claimed_by(&db, &second).await.as_deref(), Some("b"));

    // Every server stops; the time runs out; two servers start together: one ending.
    b.kill().await;
    let version = row(&db, &third).await.3;
    set_move_by(&db, &third, now_ms() - 1_000).await;
    let (a, b) = tokio::join!(
        ply_server::open_with(&opts_a),
        ply_server::open_with(&opts_b)
    );
    let (a, b) = (
        Server::serve(a.unwrap()).await,
        Server::serve(b.unwrap()).await,
    );
    let (_, reason, _, after) = finished(&db, &third).await;
    assert_eq!((reason.as_deref(), after), (Some("timeout"), version + 1));
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(row(&db, &third).await.3, version + 1, "ended once");
    assert_eq!(rating_rows(&db, &third).await, 2);
    db.close().await;
    a.kill().await;
    b.kill().await;
    drop(pg);
}
