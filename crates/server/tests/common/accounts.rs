//! Accounts made through the API as the site's own page makes them, and requests made as one.

use reqwest::{Client, RequestBuilder, StatusCode, header};
use serde_json::{Value, json};

use super::{Server, send};

/// The password of the accounts `register` and `session` make.
pub const PASSWORD: &str = "a long enough password";

/// A client's answer: status, JSON body and the `Set-Cookie` header (if any).
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
    pub set_cookie: Option<String>,
    pub retry_after: Option<String>,
}

pub async fn answer(req: RequestBuilder) -> Answer {
    let resp = req.send().await.expect("request");
    let status = resp.status();
    let header_text = |name| {
        resp.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    let set_cookie = header_text(header::SET_COOKIE);
    let retry_after = header_text(header::RETRY_AFTER);
    let text = resp.text().await.unwrap();
    Answer {
        status,
        body: serde_json::from_str(&text).unwrap_or(Value::Null),
        set_cookie,
        retry_after,
    }
}

/// The `ply_session=TOKEN` pair of a `Set-Cookie` value.
pub fn pair(set_cookie: &str) -> String {
    set_cookie.split(';').next().unwrap().trim().to_string()
}

/// A POST from the server's own page: JSON, the cookie (when given) and a matching `Origin`.
pub fn post(
    c: &Client,
    s: &Server,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> RequestBuilder {
    let mut req = c
        .post(s.url(path))
        .header(header::ORIGIN, &s.base)
        .json(body);
    if let Some(cookie) = cookie {
        req = req.header(header::COOKIE, cookie);
    }
    req
}

pub fn get(c: &Client, s: &Server, path: &str, cookie: &str) -> RequestBuilder {
    c.get(s.url(path)).header(header::COOKIE, cookie)
}

/// A request as the account of `cookie`, from the site's own page.
pub fn as_account(req: RequestBuilder, s: &Server, cookie: &str) -> RequestBuilder {
    req.header(header::COOKIE, cookie)
        .header(header::ORIGIN, &s.base)
}

/// Registers `name` with `password`; returns the cookie pair.
pub async fn register_with(c: &Client, s: &Server, name: &str, password: &str) -> String {
    let a = answer(post(
        c,
        s,
        "/api/account/register",
        None,
        &json!({"name": name, "password": password}),
    ))
    .await;
    assert_eq!(a.status, StatusCode::CREATED, "register {name}: {}", a.body);
    pair(&a.set_cookie.expect("a session cookie"))
}

/// Registers `name` with [`PASSWORD`]; returns the cookie pair.
pub async fn register(c: &Client, s: &Server, name: &str) -> String {
    register_with(c, s, name, PASSWORD).await
}

/// Registers `name` or logs it in again (a second device), as `path` says, with [`PASSWORD`];
/// returns the cookie pair.
pub async fn session(c: &Client, s: &Server, path: &str, name: &str) -> String {
    let a = answer(post(
        c,
        s,
        path,
        None,
        &json!({"name": name, "password": PASSWORD}),
    ))
    .await;
    assert!(a.status.is_success(), "{path} {name}: {}", a.body);
    pair(&a.set_cookie.expect("a session cookie"))
}

pub async fn login(c: &Client, s: &Server, name: &str, password: &str) -> Answer {
    answer(post(
        c,
        s,
        "/api/account/login",
        None,
        &json!({"name": name, "password": password}),
    ))
    .await
}

/// The logged-in account of `cookie`: `GET /api/account`.
pub async fn me(c: &Client, s: &Server, cookie: &str) -> (StatusCode, Value) {
    send(get(c, s, "/api/account", cookie)).await
}
