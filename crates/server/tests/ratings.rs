//! Rated games through the API, on a real server over SQLite and (with `PLY_POSTGRES_TEST=1`)
//! PostgreSQL: two registered players play a rated game to its end, both ratings change by
//! the Glicko-2 numbers this test computes on its own, rebuilding every rating from the stored
//! games gives the same numbers, an aborted game changes nothing, and a rated game is refused
//! to a player who is not logged in.

mod common;

use common::{Server, client, postgres, send};
use ply_server::{ServeOptions, Store};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

/// An account's session cookie.
struct Account {
    cookie: String,
}

async fn register(c: &Client, s: &Server, name: &'static str) -> Account {
    let resp = c
        .post(s.url("/api/account/register"))
        .json(&json!({"name": name, "password": "a long enough password"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED, "register {name}");
    let cookie = resp
        .headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| v.split(';').next().filter(|kv| kv.contains('=')))
        .expect("a session cookie")
        .to_string();
    Account { cookie }
}

/// A request as the account (cookie, and the site's own origin as a script sends it).
fn as_account(req: reqwest::RequestBuilder, s: &Server, a: &Account) -> reqwest::RequestBuilder {
    req.header(header::COOKIE, &a.cookie)
        .header(header::ORIGIN, &s.base)
}

/// A rated chess game at 3+2 (blitz) between `white` and `black`: created by `white`, joined
/// by `black`; returns the id and the two tokens.
async fn rated_game(
    c: &Client,
    s: &Server,
    white: &Account,
    black: &Account,
) -> (String, [String; 2]) {
    let body = json!({"game": "chess", "opponent": "friend", "color": "white", "rated": true,
        "clock": {"minutes": 3, "increment": 2}});
    let (status, created) =
        send(as_account(c.post(s.url("/api/games")), s, white).json(&body)).await;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let invite = created["invite"]
        .as_str()
        .unwrap()
        .split("#invite=")
        .nth(1)
        .unwrap()
        .to_string();
    let join = |who: Option<&Account>| {
        let req = c
            .post(s.url(&format!("/api/games/{id}/join")))
            .json(&json!({"invite": invite}));
        match who {
            Some(a) => as_account(req, s, a),
            None => req,
        }
    };
    // Nobody joins a rated game without an account, nor from the account at the other side.
    let (status, refused) = send(join(None)).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("rated_needs_account")),
        "{refused}"
    );
    let (status, refused) = send(join(Some(white))).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::CONFLICT, Some("rated_same_account")),
        "{refused}"
    );
    let (status, joined) = send(join(Some(black))).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    let tokens = [
        created["token"].as_str().unwrap().to_string(),
        joined["token"].as_str().unwrap().to_string(),
    ];
    (id, tokens)
}

async fn play(c: &Client, s: &Server, id: &str, token: &str, mv: &str) -> Value {
    common::play(c, s, id, token, mv).await
}

/// The account's ratings as `GET /api/user/{name}` shows them.
async fn public_ratings(c: &Client, s: &Server, name: &str) -> Value {
    let (status, v) = send(c.get(s.url(&format!("/api/user/{name}")))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v["ratings"].clone()
}

/// An independent Glicko-2 for one game between two players, written here from Glickman's
/// paper (the volatility found by bisection rather than the paper's Illinois steps), with
/// ply's settings: τ 0.75, step 6 counting one period for a player's first game and 0.21436 a
/// day after that, φ* at most 350 and RD kept within [45, 350]. (rating, rd, volatility).
fn expected(
    me: (f64, f64, f64),
    other: (f64, f64, f64),
    score: f64,
    periods: f64,
) -> (f64, f64, f64) {
    const K: f64 = 173.7178;
    let (mu, phi, sigma) = ((me.0 - 1500.0) / K, me.1 / K, me.2);
    let (mu_j, phi_j) = ((other.0 - 1500.0) / K, other.1 / K);
    let g = 1.0 / (1.0 + 3.0 * phi_j * phi_j / std::f64::consts::PI.powi(2)).sqrt();
    let e = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
    let v = 1.0 / (g * g * e * (1.0 - e));
    let delta = v * g * (score - e);
    let tau = 0.75_f64;
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    // f falls from positive to negative across its root; bisect a wide bracket around it.
    let (mut lo, mut hi) = (a - 20.0, a + 20.0);
    assert!(f(lo) > 0.0 && f(hi) < 0.0);
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let sigma2 = ((lo + hi) / 2.0 / 2.0).exp();
    let phi_star = (phi * phi + periods * sigma2 * sigma2)
        .sqrt()
        .min(350.0 / K);
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * g * (score - e);
    (mu2 * K + 1500.0, (phi2 * K).clamp(45.0, 350.0), sigma2)
}

fn close(ours: &ply_server::store::ratings::Entry, theirs: (f64, f64, f64)) {
    let r = ours.rating;
    assert!(
        (r.rating - theirs.0).abs() < 1e-6
            && (r.rd - theirs.1).abs() < 1e-6
            && (r.volatility - theirs.2).abs() < 1e-9,
        "ours {r:?}, expected {theirs:?}"
    );
}

async fn rated_games_change_both_ratings(database: Option<String>, dir: &std::path::Path) {
    let opts = ServeOptions {
        data_dir: dir.to_path_buf(),
        database: database.clone(),
        ..ServeOptions::default()
    };
    let url = opts.database_url().unwrap();
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();
    let ana = register(&c, &s, "ana").await;
    let bo = register(&c, &s, "Bo").await;

    // A rated game asked for by a player who is not logged in is refused, and so are rated
    // games that cannot be rated.
    let anonymous = json!({"game": "chess", "opponent": "friend", "rated": true,
        "clock": {"minutes": 3, "increment": 2}});
    let (status, v) = send(c.post(s.url("/api/games")).json(&anonymous)).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("rated_needs_account")),
        "{v}"
    );
    for (body, why) in [
        (
            json!({"game": "chess", "opponent": "computer", "rated": true, "clock": {"minutes": 3}}),
            "computer",
        ),
        (
            json!({"game": "chess", "opponent": "friend", "rated": true}),
            "untimed",
        ),
        (
            json!({"game": "kalah", "opponent": "friend", "rated": true, "clock": {"minutes": 3},
            "rules": {"seeds": 4}}),
            "rules",
        ),
    ] {
        let (status, v) = send(as_account(c.post(s.url("/api/games")), &s, &ana).json(&body)).await;
        assert_eq!(
            (status, v["error"].as_str()),
            (StatusCode::BAD_REQUEST, Some("rated_not_allowed")),
            "{why}: {v}"
        );
    }

    // A rated game aborted before both sides moved counts for nobody.
    let (aborted, tokens) = rated_game(&c, &s, &ana, &bo).await;
    play(&c, &s, &aborted, &tokens[0], "e4").await;
    let (status, v) = common::post(&c, &s, &aborted, "abort", &tokens[1], json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["result"], "aborted");
    assert!(v["ratings"].is_null(), "{v}");
    assert_eq!(public_ratings(&c, &s, "ana").await, json!({}));

    // Ana (White) mates Bo: fool's mate the other way round.
    let (id, tokens) = rated_game(&c, &s, &ana, &bo).await;
    let mut last = Value::Null;
    for (i, mv) in ["e4", "f6", "d4", "g5", "Qh5#"].iter().enumerate() {
        last = play(&c, &s, &id, &tokens[i % 2], mv).await;
    }
    assert_eq!(last["status"], "finished");
    assert_eq!(last["rated"], true);
    assert_eq!(last["speed"], "blitz");
    let start = (1500.0, 350.0, 0.06);
    let ana1 = expected(start, start, 1.0, 1.0);
    let bo1 = expected(start, start, 0.0, 1.0);
    let shown = |r: f64| r.round() as i64;
    assert_eq!(last["ratings"]["white"]["user"], "ana");
    assert_eq!(last["ratings"]["white"]["diff"], shown(ana1.0) - 1500);
    assert_eq!(last["ratings"]["black"]["diff"], shown(bo1.0) - 1500);
    assert_eq!(last["ratings"]["black"]["rating"], shown(bo1.0));
    assert_eq!(last["ratings"]["white"]["provisional"], true);
    // The same on a fresh read of the game, and in the players' public ratings.
    assert_eq!(common::state(&c, &s, &id).await["ratings"], last["ratings"]);
    let ana_public = public_ratings(&c, &s, "ana").await;
    assert_eq!(
        ana_public["chess"]["blitz"]["rating"],
        shown(ana1.0),
        "{ana_public}"
    );
    assert_eq!(ana_public["chess"]["blitz"]["games"], 1);
    assert_eq!(ana_public["chess"]["blitz"]["provisional"], true);
    let (status, me) = send(
        c.get(s.url("/api/account"))
            .header(header::COOKIE, &bo.cookie),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{me}");
    assert_eq!(
        me["ratings"]["chess"]["blitz"]["rating"],
        shown(bo1.0),
        "{me}"
    );

    // The rematch is rated between the same accounts, colours swapped: Bo now White draws by
    // agreement. Time away is the moments between the two games.
    let store = Store::connect(&url).await.unwrap();
    let before = [
        store.ratings("ana").await.unwrap(),
        store.ratings("bo").await.unwrap(),
    ];
    close(&before[0][0], ana1);
    close(&before[1][0], bo1);
    let (status, re) = common::post(&c, &s, &id, "rematch", &tokens[0], json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{re}");
    let (status, re2) = common::post(&c, &s, &id, "rematch", &tokens[1], json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{re2}");
    let rematch = re["id"].as_str().unwrap().to_string();
    let (ana_t, bo_t) = (
        re["token"].as_str().unwrap(),
        re2["token"].as_str().unwrap(),
    );
    play(&c, &s, &rematch, bo_t, "d4").await;
    play(&c, &s, &rematch, ana_t, "d5").await;
    common::post(&c, &s, &rematch, "draw", bo_t, json!({"action": "offer"})).await;
    let (status, drawn) =
        common::post(&c, &s, &rematch, "draw", ana_t, json!({"action": "accept"})).await;
    assert_eq!(status, StatusCode::OK, "{drawn}");
    assert_eq!(drawn["result"], "draw");
    assert_eq!(drawn["ratings"]["white"]["user"], "bo", "{drawn}");
    let after = [
        store.ratings("ana").await.unwrap(),
        store.ratings("bo").await.unwrap(),
    ];
    assert_eq!((after[0][0].games, after[1][0].games), (2, 2));
    // The draw's numbers, from the ratings after the first game and the time between the two
    // games' ends (as stored with each).
    let history = store.rating_history("ana").await.unwrap();
    assert_eq!(history.len(), 2);
    let days = (history[1].at_ms - history[0].at_ms) as f64 / 86_400_000.0;
    assert!(days > 0.0 && days < 0.01, "{days}");
    let periods = days * 0.21436;
    let triple =
        |e: &ply_server::store::ratings::Entry| (e.rating.rating, e.rating.rd, e.rating.volatility);
    close(
        &after[0][0],
        expected(triple(&before[0][0]), triple(&before[1][0]), 0.5, periods),
    );
    close(
        &after[1][0],
        expected(triple(&before[1][0]), triple(&before[0][0]), 0.5, periods),
    );
    assert_eq!(history[1].before, before[0][0].rating);
    assert_eq!(history[1].after, after[0][0].rating);

    // Rebuilding every rating from the stored games gives exactly the same numbers, and puts
    // back a rating changed by hand.
    let rerated = store.rerate().await.unwrap();
    assert_eq!(
        (rerated.games, rerated.ratings, rerated.corrected),
        (2, 2, 0)
    );
    assert_eq!(
        [
            store.ratings("ana").await.unwrap(),
            store.ratings("bo").await.unwrap()
        ],
        after
    );
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&url).await.unwrap();
    sqlx::query("UPDATE ratings SET rating = 2999, games = 7 WHERE user_id = 'ana'")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("UPDATE rating_changes SET rating = 2999 WHERE user_id = 'bo'")
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    assert_ne!(store.ratings("ana").await.unwrap(), after[0]);
    let rerated = store.rerate().await.unwrap();
    assert_eq!(rerated.corrected, 2);
    assert_eq!(
        [
            store.ratings("ana").await.unwrap(),
            store.ratings("bo").await.unwrap()
        ],
        after
    );
    assert_eq!(
        store.rating_history("bo").await.unwrap()[1].after,
        after[1][0].rating
    );
    store.close().await;
    s.kill().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    rated_games_change_both_ratings(None, dir.path()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_on_postgresql() {
    let Some(pg) = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let url = pg.url.clone();
    let dir = tempfile::tempdir().unwrap();
    rated_games_change_both_ratings(Some(url), dir.path()).await;
    drop(pg);
}
