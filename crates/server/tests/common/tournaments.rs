//! What the tournament tests share: an account's cookie, its requests, and a game played to a
//! chosen result by its seats' tokens.

use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

use super::send;

/// The `name=value` part of a `Set-Cookie` header.
pub fn pair(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().trim().to_string()
}

/// Registers `name` and returns its session cookie (`name=value`).
pub async fn register(c: &Client, base: &str, name: &str) -> String {
    let resp = c
        .post(format!("{base}/api/account/register"))
        .header(header::ORIGIN, base)
        .json(&json!({"name": name, "password": "correct horse battery"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED);
    pair(
        resp.headers()
            .get(header::SET_COOKIE)
            .unwrap()
            .to_str()
            .unwrap(),
    )
}

/// A cookie's POST with `body` (from the server's own origin), or its GET without one.
pub async fn call(
    c: &Client,
    base: &str,
    path: &str,
    cookie: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let req = match body {
        Some(body) => c
            .post(format!("{base}{path}"))
            .header(header::ORIGIN, base)
            .json(&body),
        None => c.get(format!("{base}{path}")),
    };
    send(req.header(header::COOKIE, cookie)).await
}

/// A seat's action in a game, which must be answered 200.
pub async fn game_call(c: &Client, base: &str, id: &str, action: &str, token: &str, body: Value) {
    let (status, v) = send(
        c.post(format!("{base}/api/games/{id}/{action}"))
            .bearer_auth(token)
            .json(&body),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{action} in {id}: {v}");
}

/// The result each game gets, by the order the games were first seen: white wins, black
/// wins, a draw agreed.
pub async fn finish(c: &Client, base: &str, id: &str, tokens: &[String; 2], nth: usize) {
    game_call(c, base, id, "moves", &tokens[0], json!({"move": "e4"})).await;
    game_call(c, base, id, "moves", &tokens[1], json!({"move": "e5"})).await;
    match nth % 3 {
        0 => game_call(c, base, id, "resign", &tokens[1], json!({})).await,
        1 => game_call(c, base, id, "resign", &tokens[0], json!({})).await,
        _ => {
            game_call(c, base, id, "draw", &tokens[0], json!({"action": "offer"})).await;
            game_call(c, base, id, "draw", &tokens[1], json!({"action": "accept"})).await;
        }
    }
}
