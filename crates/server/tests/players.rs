//! A player's games through a real server on SQLite (and, with `PLY_POSTGRES_TEST=1`, on
//! PostgreSQL): games played through the API between two registered accounts and finished by
//! resignation, a draw by agreement and checkmate; the export as records (read back by ply's
//! own record reader) and as NDJSON, with its filters; the list of the player's page and its
//! result filter; the profile's counts and the game going on; the logged-in player's games on
//! another client; the accounts seated in a game, a deleted one as "deleted"; the profile's
//! rated count, the list's rated filter and the rating history in lichess's shape; a disabled
//! and a deleted account's profile and games as lichess answers for a closed account;
//! refusals with codes.

mod common;

use common::{Server, client, postgres::Postgres, send};
use ply_server::accounts::{Accounts, Config};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

/// A request from the server's own page with the session cookie.
fn with_cookie(req: reqwest::RequestBuilder, s: &Server, cookie: &str) -> reqwest::RequestBuilder {
    req.header(header::ORIGIN, &s.base)
        .header(header::COOKIE, cookie)
}

/// Registers `name`; returns the cookie pair.
async fn register(c: &Client, s: &Server, name: &str) -> String {
    let resp = c
        .post(s.url("/api/account/register"))
        .header(header::ORIGIN, &s.base)
        .json(&json!({"name": name, "password": "a long secret"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED);
    let cookie = resp.headers()[header::SET_COOKIE].to_str().unwrap();
    cookie.split(';').next().unwrap().to_string()
}

/// A game between the accounts of `white` and `black` (cookies): id and the two tokens.
/// `rated chess` is a rated chess game with a clock.
async fn between(
    c: &Client,
    s: &Server,
    game: &str,
    white: &str,
    black: &str,
) -> (String, String, String) {
    let mut body = json!({"game": game, "opponent": "friend", "color": "white"});
    if game == "rated chess" {
        body = json!({"game": "chess", "opponent": "friend", "color": "white", "rated": true,
            "clock": {"minutes": 3}});
    }
    let (status, created) =
        send(with_cookie(c.post(s.url("/api/games")), s, white).json(&body)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let code = created["invite"].as_str().unwrap().split("#invite=").nth(1);
    let (status, joined) = send(
        with_cookie(c.post(s.url(&format!("/api/games/{id}/join"))), s, black)
            .json(&json!({"invite": code.unwrap()})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    let tokens = (created["token"].as_str(), joined["token"].as_str());
    (id, tokens.0.unwrap().into(), tokens.1.unwrap().into())
}

async fn act(c: &Client, s: &Server, id: &str, action: &str, token: &str, body: Value) {
    let (status, v) = common::post(c, s, id, action, token, body).await;
    assert_eq!(status, StatusCode::OK, "{action}: {v}");
}

/// Ann and Bob's games: a rated chess game Bob resigns, a kabe game drawn by agreement, a chess
/// game Bob wins by checkmate, and one going on; plus an anonymous game nobody holds.
/// Returns the ids in the order played.
async fn play_games(c: &Client, s: &Server, ann: &str, bob: &str) -> Vec<String> {
    let (resigned, w, b) = between(c, s, "rated chess", ann, bob).await;
    common::play(c, s, &resigned, &w, "e4").await;
    act(c, s, &resigned, "resign", &b, json!({})).await;

    let (drawn, w, b) = between(c, s, "kabe", ann, bob).await;
    common::play(c, s, &drawn, &w, "22-18").await;
    act(c, s, &drawn, "draw", &w, json!({"action": "offer"})).await;
    act(c, s, &drawn, "draw", &b, json!({"action": "accept"})).await;

    // Bob (Black) mates: 1. f3 e5 2. g4 Qh4#.
    let (mated, w, b) = between(c, s, "chess", ann, bob).await;
    for (mv, token) in [("f3", &w), ("e5", &b), ("g4", &w), ("Qh4", &b)] {
        common::play(c, s, &mated, token, mv).await;
    }
    let (going, w, _) = between(c, s, "chess", ann, bob).await;
    common::play(c, s, &going, &w, "d4").await;
    common::create(c, s, json!({"game": "chess", "opponent": "local"})).await;
    vec![resigned, drawn, mated, going]
}

async fn text(req: reqwest::RequestBuilder) -> (StatusCode, String, String) {
    let resp = req.send().await.unwrap();
    let status = resp.status();
    let kind = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .map_or(String::new(), |v| v.to_str().unwrap().to_string());
    (status, kind, resp.text().await.unwrap())
}

async fn ndjson(c: &Client, s: &Server, query: &str) -> Vec<Value> {
    let (status, kind, body) = text(
        c.get(s.url(&format!("/api/games/user/ann{query}")))
            .header(header::ACCEPT, "application/x-ndjson"),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(kind, "application/x-ndjson");
    body.lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect()
}

fn ids(games: &[Value]) -> Vec<&str> {
    games.iter().map(|g| g["id"].as_str().unwrap()).collect()
}

/// A refusal: the status, and the error and message codes of its JSON body.
async fn refused(c: &Client, s: &Server, path: &str) -> (StatusCode, Value, Value) {
    let (status, v) = send(c.get(s.url(path))).await;
    assert!(v["message"].is_string(), "{path}: {v}");
    (status, v["error"].clone(), v["code"].clone())
}

/// `database`: the URL of the server's database, for the operator's changes.
async fn exercise(s: &Server, database: &str) {
    let c = client();
    let ann = register(&c, s, "Ann").await;
    let bob = register(&c, s, "Bob_2").await;
    let played = play_games(&c, s, &ann, &bob).await;
    let [resigned, drawn, mated, going] = [&played[0], &played[1], &played[2], &played[3]];

    // The records, newest first, read back by ply's own reader with the right results.
    let (status, _, pgn) = text(c.get(s.url("/api/games/user/ANN"))).await;
    assert_eq!(status, StatusCode::OK);
    let records = ply_games::read_records(&pgn, None, &[]).expect("the export reads back");
    let games: Vec<_> = records.iter().map(|r| r.game_id()).collect();
    assert_eq!(games, ["chess", "kabe", "chess"], "{pgn}");
    assert_eq!(records[0].moves(), ["f3", "e5", "g4", "Qh4#"]);
    let winners: Vec<_> = records
        .iter()
        .map(|r| r.outcome().map(|o| o.winner))
        .collect();
    assert_eq!(
        winners,
        [
            Some(Some(ply_core::Side::Black)),
            Some(None),
            Some(Some(ply_core::Side::White))
        ]
    );
    assert!(pgn.contains("[White \"Ann\"]") && pgn.contains("[Black \"Bob_2\"]"));

    // NDJSON: a line per game, in lichess's shape, from Ann's side.
    let all = ndjson(&c, s, "").await;
    assert_eq!(ids(&all), [mated, drawn, resigned]);
    assert_eq!(all[0]["winner"], "black");
    assert_eq!(all[0]["result"], "loss");
    assert_eq!(all[0]["status"], "checkmate", "{}", all[0]);
    assert_eq!(all[0]["players"]["black"]["user"]["name"], "Bob_2");
    assert_eq!(all[1]["result"], "draw");
    assert_eq!(all[2]["result"], "win");
    // Bob's side of the same games.
    let (_, _, bobs) = text(
        c.get(s.url("/api/games/user/bob_2?max=1"))
            .header(header::ACCEPT, "application/x-ndjson"),
    )
    .await;
    let line: Value = serde_json::from_str(bobs.trim()).unwrap();
    assert_eq!(
        (line["id"].as_str(), &line["result"]),
        (Some(mated.as_str()), &json!("win"))
    );

    // Filters: game, max, since/until, rated.
    assert_eq!(ids(&ndjson(&c, s, "?game=kabe").await), [drawn]);
    assert_eq!(ids(&ndjson(&c, s, "?game=chess&max=1").await), [mated]);
    let created = |g: &Value| g["createdAt"].as_i64().unwrap();
    let (first, last) = (created(&all[2]), created(&all[0]));
    let span = ndjson(&c, s, &format!("?since={}&until={}", first + 1, last - 1)).await;
    assert_eq!(ids(&span), [drawn]);
    assert_eq!(
        ids(&ndjson(&c, s, &format!("?since={last}")).await),
        [mated]
    );
    assert_eq!(ids(&ndjson(&c, s, "?rated=true").await), [resigned]);
    assert_eq!(ids(&ndjson(&c, s, "?rated=false").await), [mated, drawn]);
    assert_eq!(
        (&all[2]["rated"], &all[0]["rated"]),
        (&json!(true), &json!(false))
    );
    let (_, kind, chess) = text(c.get(s.url("/api/games/user/ann?game=chess"))).await;
    assert_eq!(kind, "application/x-chess-pgn");
    assert_eq!(ply_games::read_records(&chess, None, &[]).unwrap().len(), 2);

    // The page's list and its result filter; the profile's counts and the game going on.
    let (status, list) = send(c.get(s.url("/api/user/ann/games?result=win"))).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(ids(list["games"].as_array().unwrap()), [resigned]);
    let (_, list) = send(c.get(s.url("/api/user/ann/games?max=2"))).await;
    assert_eq!(ids(list["games"].as_array().unwrap()), [mated, drawn]);
    let next = list["next"].as_i64().expect("a next page");
    let (_, list) = send(c.get(s.url(&format!("/api/user/ann/games?before={next}")))).await;
    assert_eq!(ids(list["games"].as_array().unwrap()), [resigned]);
    let (status, profile) = send(c.get(s.url("/api/user/ann"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(profile["count"]["win"], 1, "{profile}");
    assert_eq!(profile["count"]["draw"], 1);
    assert_eq!(profile["count"]["loss"], 1);
    assert_eq!(profile["playing"].as_str(), Some(going.as_str()));
    assert_eq!(profile["count"]["rated"], 1, "{profile}");
    assert_eq!(profile["count"]["all"], 4, "{profile}");

    // The list's rated filter, both ways; a filter that is no boolean is refused.
    let (_, list) = send(c.get(s.url("/api/user/ann/games?rated=true"))).await;
    assert_eq!(ids(list["games"].as_array().unwrap()), [resigned]);
    let (_, list) = send(c.get(s.url("/api/user/ann/games?rated=false"))).await;
    assert_eq!(ids(list["games"].as_array().unwrap()), [mated, drawn]);
    let (status, err) = send(c.get(s.url("/api/user/ann/games?rated=maybe"))).await;
    assert_eq!(
        (status, &err["error"]),
        (StatusCode::BAD_REQUEST, &json!("bad_request"))
    );

    // The rating history in lichess's shape: a point per rated game, dated the day it ended
    // (the month from 0), the rating after it; the winner's went up, the loser's down.
    let (status, history) = send(c.get(s.url("/api/user/ANN/rating-history"))).await;
    assert_eq!(status, StatusCode::OK, "{history}");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let day = |ms: i64| {
        let date = ply_server::date::pgn_date(ms);
        let parts: Vec<i64> = date.split('.').map(|p| p.parse().unwrap()).collect();
        json!([parts[0], parts[1] - 1, parts[2]])
    };
    let rating = profile["ratings"]["chess"]["blitz"]["rating"].clone();
    assert!(rating.as_i64().unwrap() > 1500, "{profile}");
    let point = history[0]["points"][0].clone();
    assert_eq!(
        history,
        json!([{"name": "chess/blitz", "game": "chess", "speed": "blitz",
            "points": [point.clone()]}])
    );
    assert_eq!(point[3], rating);
    assert!(
        [day(now), day(now - 60_000)].contains(&json!([point[0], point[1], point[2]])),
        "{point} is not today"
    );
    let (_, theirs) = send(c.get(s.url("/api/user/bob_2/rating-history"))).await;
    assert!(
        theirs[0]["points"][0][3].as_i64().unwrap() < 1500,
        "{theirs}"
    );
    assert_eq!(theirs.as_array().map(Vec::len), Some(1), "{theirs}");

    // The logged-in player's games, from the account (no browser storage needed).
    let (status, mine) = send(with_cookie(c.get(s.url("/api/account/games")), s, &bob)).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    assert_eq!(ids(mine["playing"].as_array().unwrap()), [going]);
    assert_eq!(mine["games"].as_array().unwrap().len(), 3);
    let (status, err) = send(c.get(s.url("/api/account/games"))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{err}");

    // Disabled by the operator: the profile answers as lichess answers for a closed account,
    // its games and history are not shown; enabled again, all is back.
    let accounts = Accounts::new(
        ply_server::Store::connect(database).await.unwrap(),
        Config::default(),
        false,
    );
    accounts.set_disabled("ann", true).await.unwrap();
    let (status, closed) = send(c.get(s.url("/api/user/Ann"))).await;
    assert_eq!(status, StatusCode::OK, "{closed}");
    assert_eq!(
        closed,
        json!({"id": "ann", "username": "Ann", "disabled": true})
    );
    for path in [
        "/api/user/ann/games",
        "/api/games/user/ann",
        "/api/user/ann/rating-history",
    ] {
        assert_eq!(
            refused(&c, s, path).await,
            (
                StatusCode::NOT_FOUND,
                json!("not_found"),
                json!("players_account_closed")
            ),
            "{path}"
        );
    }
    accounts.set_disabled("ann", false).await.unwrap();
    let (_, back) = send(c.get(s.url("/api/user/ann"))).await;
    assert_eq!(back["count"]["rated"], 1, "{back}");

    // Refusals: JSON with a code, nothing changed.
    for (path, code, want) in [
        ("/api/games/user/nobody", "not_found", StatusCode::NOT_FOUND),
        ("/api/user/nobody/games", "not_found", StatusCode::NOT_FOUND),
        (
            "/api/games/user/ann?max=0",
            "bad_request",
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/games/user/ann?game=golf",
            "bad_request",
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/games/user/ann?since=soon",
            "bad_request",
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/games/user/ann?colour=red",
            "bad_request",
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/user/ann/games?result=maybe",
            "bad_request",
            StatusCode::BAD_REQUEST,
        ),
        (
            "/api/games/user/x'%20OR%201=1--",
            "not_found",
            StatusCode::NOT_FOUND,
        ),
    ] {
        let (status, err) = send(c.get(s.url(path))).await;
        assert_eq!(status, want, "{path}: {err}");
        assert_eq!(err["error"], code, "{path}: {err}");
        assert!(
            err["code"].is_string() && err["message"].is_string(),
            "{path}: {err}"
        );
    }
    let (_, err) = send(
        c.get(s.url("/api/user/ann/games?result=maybe"))
            .header(header::ACCEPT_LANGUAGE, "et"),
    )
    .await;
    assert_eq!(err["code"], "players_bad_result");
    assert!(
        err["message"].as_str().unwrap().contains("tulemus"),
        "{err}"
    );
    assert_eq!(ndjson(&c, s, "").await.len(), 3);

    // A game's seated accounts, for its page's links; a deleted account reads "deleted".
    let seated = |id: String| c.get(s.url(&format!("/api/games/{id}/players")));
    let (status, names) = send(seated(mated.clone())).await;
    assert_eq!(status, StatusCode::OK, "{names}");
    assert_eq!(names, json!({"white": "Ann", "black": "Bob_2"}));
    let (status, err) = send(seated("nosuchgame".into())).await;
    assert_eq!(
        (status, &err["error"]),
        (StatusCode::NOT_FOUND, &json!("not_found"))
    );
    let (status, v) = send(
        with_cookie(c.post(s.url("/api/account/delete")), s, &bob)
            .json(&json!({"password": "a long secret"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(send(seated(mated.clone())).await.1["black"], "deleted");
    let after = ndjson(&c, s, "").await;
    assert_eq!(after[0]["players"]["black"]["user"]["name"], "deleted");
    let (status, _) = send(c.get(s.url("/api/games/user/bob_2"))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // A deleted account: 404 that says so (not "no such player"), in the reader's language;
    // its games stay in the other player's list and history, the player "deleted".
    for path in [
        "/api/user/bob_2",
        "/api/user/bob_2/games",
        "/api/games/user/bob_2",
        "/api/user/bob_2/rating-history",
    ] {
        assert_eq!(
            refused(&c, s, path).await,
            (
                StatusCode::NOT_FOUND,
                json!("not_found"),
                json!("players_account_deleted")
            ),
            "{path}"
        );
    }
    let (_, err) = send(
        c.get(s.url("/api/user/bob_2"))
            .header(header::ACCEPT_LANGUAGE, "ru"),
    )
    .await;
    assert!(err["message"].as_str().unwrap().contains("удалён"), "{err}");
    let (_, list) = send(c.get(s.url("/api/user/ann/games"))).await;
    let games = list["games"].as_array().unwrap();
    assert_eq!(ids(games), [mated, drawn, resigned]);
    assert!(
        games
            .iter()
            .all(|g| g["players"]["black"]["user"]["name"] == "deleted"),
        "{list}"
    );
    let (_, history) = send(c.get(s.url("/api/user/ann/rating-history"))).await;
    assert_eq!(history[0]["points"].as_array().map(Vec::len), Some(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_games_export_list_and_count() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let database = ply_server::store::sqlite_url(&dir.path().join(ply_server::DATABASE_FILE));
    exercise(&s, &database).await;
    s.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_games_on_postgres() {
    let Some(pg) = tokio::task::spawn_blocking(Postgres::start).await.unwrap() else {
        return;
    };
    let opts = ply_server::ServeOptions {
        database: Some(pg.url.clone()),
        ..ply_server::ServeOptions::default()
    };
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    exercise(&s, &pg.url).await;
    s.kill().await;
}
