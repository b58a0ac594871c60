//! What accounts refuse, through a real server on SQLite, each refusal with its code and
//! changing nothing: cross-site forgeries, wrong passwords beyond the limit per name (429),
//! odd names and SQL-looking input.

mod common;

use common::{
    Server,
    accounts::{answer, get, login, me, post, register_with},
    client, send,
};
use reqwest::{StatusCode, header};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_cross_site_request_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let cookie = register_with(&c, &s, "victim", "victim password").await;
    let body = json!({"old": "victim password", "new": "attacker password"});
    let forgeries = [
        vec![(header::ORIGIN, "http://evil.example".to_string())],
        vec![(header::ORIGIN, "null".to_string())],
        vec![(header::REFERER, "http://evil.example/page".to_string())],
        vec![
            (header::ORIGIN, s.base.clone()),
            (
                header::HeaderName::from_static("sec-fetch-site"),
                "cross-site".to_string(),
            ),
        ],
        vec![],
    ];
    for headers in forgeries {
        let mut req = c
            .post(s.url("/api/account/password"))
            .header(header::COOKIE, &cookie)
            .json(&body);
        for (name, value) in &headers {
            req = req.header(name, value);
        }
        let a = answer(req).await;
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{headers:?}: {}", a.body);
        assert_eq!(a.body["error"], "cross_site");
        let mut req = c
            .post(s.url("/api/account/logout-everywhere"))
            .header(header::COOKIE, &cookie);
        for (name, value) in &headers {
            req = req.header(name, value);
        }
        assert_eq!(answer(req).await.status, StatusCode::FORBIDDEN);
    }
    // Nothing changed: the cookie still stands and the password is the old one.
    assert_eq!(me(&c, &s, &cookie).await.0, StatusCode::OK);
    assert_eq!(
        login(&c, &s, "victim", "victim password").await.status,
        StatusCode::OK
    );
    // The refusal is worded in the reader's language.
    let a = answer(
        c.post(s.url("/api/account/logout"))
            .header(header::COOKIE, format!("{cookie}; lang=et"))
            .header(header::ORIGIN, "http://evil.example"),
    )
    .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    assert!(
        a.body["message"].as_str().unwrap().contains("keeldutud"),
        "{}",
        a.body
    );
    // A forged request to the game API with the cookie is refused too; without the cookie the
    // anonymous API works as before, wherever the request comes from.
    let game = json!({"game": "kabe", "opponent": "local"});
    let a = answer(
        c.post(s.url("/api/games"))
            .header(header::COOKIE, &cookie)
            .header(header::ORIGIN, "http://evil.example")
            .json(&game),
    )
    .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    let a = answer(
        c.post(s.url("/api/games"))
            .header(header::ORIGIN, "http://evil.example")
            .json(&game),
    )
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    let a = answer(c.post(s.url("/api/games")).json(&game)).await;
    assert_eq!(a.status, StatusCode::CREATED, "{}", a.body);
    // GET reads are not state-changing: they pass whatever their origin.
    let (status, _) =
        send(get(&c, &s, "/api/account", &cookie).header(header::ORIGIN, "http://evil.example"))
            .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_passwords_are_limited_per_name_with_429() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    register_with(&c, &s, "target", "the right one").await;
    for attempt in 0..10 {
        let a = login(&c, &s, "TARGET", &format!("guess number {attempt}")).await;
        assert_eq!(
            a.status,
            StatusCode::UNAUTHORIZED,
            "attempt {attempt}: {}",
            a.body
        );
    }
    for password in ["guess number 11", "the right one"] {
        let a = login(&c, &s, "target", password).await;
        assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS, "{}", a.body);
        assert_eq!(a.body["error"], "too_many_attempts");
        assert!(a.set_cookie.is_none());
        let wait: i64 = a.retry_after.expect("Retry-After").parse().unwrap();
        assert!((1..=15 * 60).contains(&wait), "Retry-After {wait}");
        assert_eq!(a.body["params"]["seconds"], wait);
    }
    // Another name is not locked by this one's failures.
    register_with(&c, &s, "other", "other password").await;
    assert_eq!(
        login(&c, &s, "other", "other password").await.status,
        StatusCode::OK
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn odd_names_and_sql_looking_input_are_refused_clearly() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    register_with(&c, &s, "alice", "alice password").await;
    let refused = [
        (
            json!({"name": "x", "password": "long enough"}),
            "account_name_length",
        ),
        (
            json!({"name": "n".repeat(5000), "password": "long enough"}),
            "account_name_length",
        ),
        (
            json!({"name": "a'); DROP", "password": "long enough"}),
            "account_name_character",
        ),
        (
            json!({"name": "x' OR '1'='1", "password": "long enough"}),
            "account_name_character",
        ),
        (
            json!({"name": "alice;--", "password": "long enough"}),
            "account_name_character",
        ),
        (
            json!({"name": "Jõgi", "password": "long enough"}),
            "account_name_character",
        ),
        (
            json!({"name": "-dash", "password": "long enough"}),
            "account_name_start",
        ),
        (
            json!({"name": "deleted", "password": "long enough"}),
            "account_name_reserved",
        ),
        (
            json!({"name": "fine", "password": "short"}),
            "account_password_length",
        ),
        (
            json!({"name": "fine", "password": "p".repeat(200)}),
            "account_password_length",
        ),
    ];
    for (body, code) in refused {
        let a = answer(post(&c, &s, "/api/account/register", None, &body)).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{body}: {}", a.body);
        assert_eq!(a.body["code"], code, "{}", a.body);
        assert!(a.set_cookie.is_none());
    }
    for body in [
        json!({"name": "fine"}),
        json!({"name": 7, "password": "long enough"}),
        json!({"name": "fine", "password": "long enough", "admin": true}),
    ] {
        let a = answer(post(&c, &s, "/api/account/register", None, &body)).await;
        assert_eq!(
            a.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{body}: {}",
            a.body
        );
    }
    let a = answer(
        c.post(s.url("/api/account/login"))
            .header(header::CONTENT_TYPE, "application/json")
            .body("{\"name\": \"alice\", \"password\": "),
    )
    .await;
    assert_eq!(a.status, StatusCode::UNPROCESSABLE_ENTITY);
    // SQL in a log-in is a wrong name, nothing more.
    for name in ["alice' --", "' OR 1=1 --", "alice\"; DELETE FROM users; --"] {
        let a = login(&c, &s, name, "alice password").await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{name}: {}", a.body);
    }
    let a = login(&c, &s, "alice", "' OR '1'='1").await;
    assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    let (status, _) = send(c.get(s.url("/api/user/alice'%20OR%20'1'='1"))).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Nothing changed: alice logs in as before, and the odd names made no account.
    assert_eq!(
        login(&c, &s, "alice", "alice password").await.status,
        StatusCode::OK
    );
    for name in ["fine", "x", "deleted"] {
        let (status, _) = send(c.get(s.url(&format!("/api/user/{name}")))).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{name}");
    }
    // A refusal in Russian keeps its code and parameters.
    let a = answer(
        post(
            &c,
            &s,
            "/api/account/register",
            None,
            &json!({"name": "ab cd", "password": "long enough"}),
        )
        .header(header::ACCEPT_LANGUAGE, "ru"),
    )
    .await;
    assert_eq!(a.body["code"], "account_name_character");
    assert_eq!(a.body["params"]["character"], " ");
    assert!(
        a.body["message"].as_str().unwrap().contains("имени"),
        "{}",
        a.body
    );
}
