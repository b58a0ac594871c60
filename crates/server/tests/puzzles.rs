//! The puzzles through a real server on SQLite and (with `PLY_POSTGRES_TEST=1`) PostgreSQL:
//! the counts, a puzzle near the player's rating with every field the API promises, results
//! with and without an account (the first try of an account moves both ratings by the
//! Glicko-2 step, a second try nothing; without an account the browser's own rating comes
//! back and the puzzle's stays), and the refusals, which change nothing.

mod common;

use common::{Server, client, postgres, send};
use ply_rating::{Rating, Score, game};
use ply_server::ServeOptions;
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

async fn register(c: &Client, s: &Server, name: &str) -> String {
    let resp = c
        .post(s.url("/api/account/register"))
        .json(&json!({"name": name, "password": "a long enough password"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED, "register {name}");
    resp.headers()
        .get_all(header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find_map(|v| v.split(';').next().filter(|kv| kv.contains('=')))
        .expect("a session cookie")
        .to_string()
}

fn as_account(req: reqwest::RequestBuilder, s: &Server, cookie: &str) -> reqwest::RequestBuilder {
    req.header(header::COOKIE, cookie)
        .header(header::ORIGIN, &s.base)
}

fn rating_of(v: &Value) -> f64 {
    v["rating"].as_f64().unwrap()
}

async fn puzzles_through_the_api(database: Option<String>, dir: &std::path::Path) {
    let opts = ServeOptions {
        data_dir: dir.to_path_buf(),
        database,
        ..ServeOptions::default()
    };
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();

    // The counts: every game with a shipped set, as many as it ships.
    let (status, stats) = send(c.get(s.url("/api/puzzles/stats"))).await;
    assert_eq!(status, StatusCode::OK, "{stats}");
    let shipped = ply_puzzles::shipped().unwrap();
    for g in ply_puzzles::GAMES {
        let n = shipped.iter().filter(|p| p.game == *g).count() as u64;
        assert_eq!(stats[*g].as_u64(), Some(n), "{g}: {stats}");
        assert!(n > 0, "{g}: no puzzles");
    }

    // A puzzle, near the rating asked for.
    for rating in [800.0, 2200.0] {
        let (status, p) =
            send(c.get(s.url(&format!("/api/puzzles/next?game=chess&rating={rating}")))).await;
        assert_eq!(status, StatusCode::OK, "{p}");
        for key in [
            "id", "game", "rules", "position", "solution", "rating", "themes", "source",
        ] {
            assert!(!p[key].is_null(), "{key} missing: {p}");
        }
        assert!(p.get("player").is_none(), "no account, no player: {p}");
        let mine = p["rating"].as_f64().unwrap();
        let nearer = shipped
            .iter()
            .filter(|q| {
                q.game == "chess" && (f64::from(q.rating) - rating).abs() < (mine - rating).abs()
            })
            .count();
        assert!(nearer < 12, "{mine} for {rating}: {nearer} nearer");
    }

    // Without an account: the browser's rating moves, the puzzle's does not.
    let (_, p) = send(c.get(s.url("/api/puzzles/next?game=kalah"))).await;
    let id = p["id"].as_str().unwrap().to_string();
    let puzzle_rating = Rating {
        rating: p["rating"].as_f64().unwrap(),
        rd: 200.0,
        volatility: Rating::START.volatility,
    };
    let own = json!({"rating": 1500.0, "rd": 350.0, "volatility": 0.06});
    let (status, r) = send(
        c.post(s.url(&format!("/api/puzzles/{id}/result")))
            .json(&json!({"win": true, "rating": own})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{r}");
    let expected = game(
        [
            Rating {
                rating: 1500.0,
                rd: 350.0,
                volatility: 0.06,
            },
            puzzle_rating,
        ],
        [None, None],
        Score::Win,
    )[0];
    assert_eq!(
        r["player"]["rating"].as_i64(),
        Some(expected.rounded()),
        "{r}"
    );
    assert!((r["player"]["volatility"].as_f64().unwrap() - expected.volatility).abs() < 1e-9);
    assert_eq!(r["puzzle"]["rating"], p["rating"], "{r}");

    // An account: the first try moves both ratings, a second nothing.
    let cookie = register(&c, &s, "solver").await;
    let (_, p) = send(as_account(
        c.get(s.url("/api/puzzles/next?game=kabe")),
        &s,
        &cookie,
    ))
    .await;
    assert_eq!(rating_of(&p["player"]), 1500.0, "{p}");
    let id = p["id"].as_str().unwrap().to_string();
    let before_puzzle = p["rating"].as_f64().unwrap();
    let result = |win: bool| {
        as_account(
            c.post(s.url(&format!("/api/puzzles/{id}/result"))),
            &s,
            &cookie,
        )
        .json(&json!({"win": win}))
    };
    let (status, first) = send(result(false)).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["rated"], json!(true), "{first}");
    let [me, it] = game(
        [
            Rating::START,
            Rating {
                rating: before_puzzle,
                rd: 200.0,
                volatility: Rating::START.volatility,
            },
        ],
        [None, None],
        Score::Loss,
    );
    assert_eq!(
        first["player"]["rating"].as_i64(),
        Some(me.rounded()),
        "{first}"
    );
    assert_eq!(
        first["puzzle"]["rating"].as_i64(),
        Some(it.rounded()),
        "{first}"
    );
    assert!(me.rating < 1500.0 && it.rating > before_puzzle);
    let (_, again) = send(result(true)).await;
    assert_eq!(again["rated"], json!(false), "{again}");
    assert_eq!(again["player"], first["player"], "{again}");
    assert_eq!(again["puzzle"], first["puzzle"], "{again}");
    // The next puzzle is another one, and the account's rating comes with it.
    for _ in 0..5 {
        let (_, n) = send(as_account(
            c.get(s.url("/api/puzzles/next?game=kabe")),
            &s,
            &cookie,
        ))
        .await;
        assert_ne!(n["id"].as_str(), Some(id.as_str()), "a tried puzzle again");
        assert_eq!(n["player"]["rating"], first["player"]["rating"], "{n}");
    }
    // The puzzle's moved rating is what everybody is given now.
    let (_, r) = send(
        c.post(s.url(&format!("/api/puzzles/{id}/result")))
            .json(&json!({"win": true})),
    )
    .await;
    assert_eq!(r["puzzle"]["rating"], first["puzzle"]["rating"], "{r}");

    // Refusals, each with its code, changing nothing.
    for (req, status, code) in [
        (
            c.get(s.url("/api/puzzles/next?game=go")),
            StatusCode::BAD_REQUEST,
            "puzzles_no_game",
        ),
        (
            c.get(s.url("/api/puzzles/next?game=frisian")),
            StatusCode::BAD_REQUEST,
            "puzzles_no_game",
        ),
        (
            c.get(s.url("/api/puzzles/next?game=chess&rating=99999")),
            StatusCode::BAD_REQUEST,
            "puzzle_bad_rating",
        ),
        (
            c.get(s.url("/api/puzzles/next?game=chess&rating=NaN")),
            StatusCode::BAD_REQUEST,
            "puzzle_bad_rating",
        ),
        (
            c.get(s.url("/api/puzzles/next")),
            StatusCode::BAD_REQUEST,
            "bad_query",
        ),
        (
            c.post(s.url("/api/puzzles/nope/result"))
                .json(&json!({"win": true})),
            StatusCode::NOT_FOUND,
            "puzzle_not_found",
        ),
        (
            c.post(s.url(&format!("/api/puzzles/{id}/result"))).json(
                &json!({"win": true, "rating": {"rating": 1500, "rd": 10, "volatility": 0.06}}),
            ),
            StatusCode::BAD_REQUEST,
            "puzzle_bad_rating",
        ),
        (
            c.post(s.url(&format!("/api/puzzles/{id}/result")))
                .json(&json!({"won": true})),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_json",
        ),
        (
            as_account(
                c.post(s.url(&format!("/api/puzzles/{id}/result"))),
                &s,
                &cookie,
            )
            .json(&json!({"win": true, "rating": {"rating": 1500, "rd": 100, "volatility": 0.06}})),
            StatusCode::BAD_REQUEST,
            "puzzle_rating_kept",
        ),
    ] {
        let (got, v) = send(req).await;
        assert_eq!(got, status, "{v}");
        assert_eq!(v["code"].as_str(), Some(code), "{v}");
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    }
    // A forged cross-site result with the cookie is refused.
    let (got, v) = send(
        c.post(s.url(&format!("/api/puzzles/{id}/result")))
            .header(header::COOKIE, &cookie)
            .header(header::ORIGIN, "https://elsewhere.example")
            .json(&json!({"win": true})),
    )
    .await;
    assert_eq!(got, StatusCode::FORBIDDEN, "{v}");
    let (_, after) = send(as_account(
        c.get(s.url("/api/puzzles/next?game=kabe")),
        &s,
        &cookie,
    ))
    .await;
    assert_eq!(
        after["player"], first["player"],
        "the refusals changed the rating"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_on_sqlite() {
    let dir = tempfile::tempdir().unwrap();
    puzzles_through_the_api(None, dir.path()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn puzzles_on_postgresql() {
    let Some(pg) = tokio::task::spawn_blocking(postgres::Postgres::start)
        .await
        .unwrap()
    else {
        return;
    };
    let url = pg.url.clone();
    let dir = tempfile::tempdir().unwrap();
    puzzles_through_the_api(Some(url), dir.path()).await;
    drop(pg);
}
