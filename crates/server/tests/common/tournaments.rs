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

/// A bearer's POST with an empty body.
pub async fn bearer(c: &Client, base: &str, path: &str, token: &str) -> (StatusCode, Value) {
    send(c.post(format!("{base}{path}")).bearer_auth(token)).await
}

/// A personal token of the account of `cookie` with `scopes`.
pub async fn token(c: &Client, base: &str, cookie: &str, scopes: &[&str]) -> String {
    let (status, v) = call(
        c,
        base,
        "/api/account/tokens",
        cookie,
        Some(json!({"description": "test", "scopes": scopes})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v["token"].as_str().unwrap().to_string()
}

/// A bot account: registered, its `bot:play` token, upgraded. Returns its id and token.
pub async fn bot(c: &Client, base: &str, name: &str) -> (String, String) {
    let cookie = register(c, base, name).await;
    let token = token(c, base, &cookie, &["bot:play"]).await;
    let (status, v) = bearer(c, base, "/api/bot/account/upgrade", &token).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let (_, me) = send(c.get(format!("{base}/api/account")).bearer_auth(&token)).await;
    assert_eq!(me["title"], "BOT", "{me}");
    (me["id"].as_str().unwrap().to_string(), token)
}

/// Makes an arena of chess (the maker's cookie) with `extra` settings; returns its id.
pub async fn arena(c: &Client, base: &str, cookie: &str, extra: Value) -> String {
    let mut body = json!({"game": "chess", "clockTime": 1, "clockIncrement": 2, "minutes": 1,
        "waitMinutes": 10});
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    let (status, t) = call(c, base, "/api/tournament", cookie, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{t}");
    t["id"].as_str().unwrap().to_string()
}

/// The tournament `id` as the account of `cookie` reads it.
pub async fn view(c: &Client, base: &str, id: &str, cookie: &str) -> Value {
    let (status, t) = call(c, base, &format!("/api/tournament/{id}"), cookie, None).await;
    assert_eq!(status, StatusCode::OK, "{t}");
    t
}

/// The reader's game in the tournament once it is made: its id, seat token and colour.
pub async fn my_game(c: &Client, base: &str, id: &str, cookie: &str) -> (String, String, String) {
    for _ in 0..100 {
        let t = view(c, base, id, cookie).await;
        let game = &t["me"]["game"];
        if let (Some(id), Some(token), Some(color)) = (
            game["id"].as_str(),
            game["token"].as_str(),
            game["color"].as_str(),
        ) {
            return (id.to_string(), token.to_string(), color.to_string());
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no game in tournament {id}");
}

/// A seat's action in a game by its token, with the answer.
pub async fn seat_call(
    c: &Client,
    base: &str,
    game: &str,
    action: &str,
    token: &str,
    body: Value,
) -> (StatusCode, Value) {
    send(
        c.post(format!("{base}/api/games/{game}/{action}"))
            .bearer_auth(token)
            .json(&body),
    )
    .await
}
