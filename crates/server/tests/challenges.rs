//! Challenges by name against a real server: made, seen live on the challenged player's
//! socket, accepted into a game both accounts are seated in, declined, canceled; refusals
//! (unknown player, oneself, bad fields, a flood) change nothing.

mod common;

use std::time::Duration;

use common::{Server, client, play, send};
use futures_util::StreamExt;
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::{self, client::IntoClientRequest};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Registers `name`; returns the session cookie (`ply_session=…`).
pub async fn register(c: &Client, s: &Server, name: &str) -> String {
    let resp = c
        .post(s.url("/api/account/register"))
        .header(header::ORIGIN, &s.base)
        .json(&json!({"name": name, "password": format!("{name} password")}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::CREATED);
    let set = resp.headers()[header::SET_COOKIE].to_str().unwrap();
    set.split(';').next().unwrap().to_string()
}

/// A POST as the account of `cookie`, from the site itself.
fn as_user(c: &Client, s: &Server, cookie: &str, path: &str) -> reqwest::RequestBuilder {
    c.post(s.url(path))
        .header(header::COOKIE, cookie)
        .header(header::ORIGIN, &s.base)
}

/// The account's live socket.
async fn live(s: &Server, cookie: &str) -> Socket {
    let url = format!("ws://{}/api/account/ws", s.addr);
    let mut request = url.into_client_request().unwrap();
    request
        .headers_mut()
        .insert(header::COOKIE, cookie.parse().unwrap());
    tokio_tungstenite::connect_async(request).await.unwrap().0
}

/// The next event of type `kind` on a live socket (at most 10 s).
async fn next_event(ws: &mut Socket, kind: &str) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("an event within 10 s")
            .expect("the socket is open")
            .unwrap();
        if let tungstenite::Message::Text(text) = m {
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["type"] == kind {
                return v;
            }
        }
    }
}

#[tokio::test]
async fn a_challenge_is_seen_live_and_accepted_into_a_game_of_both_accounts() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let ann = register(&c, &s, "Ann").await;
    let bob = register(&c, &s, "Bob").await;
    let mut bob_live = live(&s, &bob).await;
    let mut ann_live = live(&s, &ann).await;
    // lichess's fields, as berserk sends them (nulls for what is not given).
    let body = json!({"rated": true, "clock.limit": 300, "clock.increment": 3, "days": null,
        "color": "white", "variant": "standard", "fen": null});
    let (status, made) = send(as_user(&c, &s, &ann, "/api/challenge/BOB").json(&body)).await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let id = made["id"].as_str().unwrap().to_string();
    let ann_token = made["token"].as_str().unwrap().to_string();
    assert_eq!(
        (
            &made["status"],
            &made["variant"]["key"],
            &made["speed"],
            &made["destUser"]["name"],
            &made["timeControl"]["show"]
        ),
        (
            &json!("created"),
            &json!("chess"),
            &json!("blitz"),
            &json!("Bob"),
            &json!("5+3")
        )
    );
    let seen = next_event(&mut bob_live, "challenge").await;
    assert_eq!(seen["challenge"]["id"], id.as_str());
    assert_eq!(seen["challenge"]["challenger"]["name"], "Ann");
    let (_, open) = send(c.get(s.url("/api/challenge")).header(header::COOKIE, &bob)).await;
    assert_eq!(open["in"][0]["id"], id.as_str(), "{open}");
    assert_eq!(open["out"], json!([]));
    // Only Bob answers it.
    let (status, v) = send(as_user(
        &c,
        &s,
        &ann,
        &format!("/api/challenge/{id}/accept"),
    ))
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("not_your_challenge"))
    );
    let (status, accepted) = send(as_user(
        &c,
        &s,
        &bob,
        &format!("/api/challenge/{id}/accept"),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{accepted}");
    let game = accepted["gameId"].as_str().unwrap().to_string();
    assert_eq!(accepted["color"], "black");
    for ws in [&mut ann_live, &mut bob_live] {
        let start = next_event(ws, "gameStart").await;
        assert_eq!(start["game"]["id"], game.as_str(), "{start}");
        assert_eq!(start["game"]["challengeId"], id.as_str());
    }
    let (_, players) = send(c.get(s.url(&format!("/api/games/{game}/players")))).await;
    assert_eq!(players["white"], "Ann", "{players}");
    assert_eq!(players["black"], "Bob", "{players}");
    let (_, st) = send(c.get(s.url(&format!("/api/games/{game}")))).await;
    assert_eq!(st["rated"], true, "{st}");
    play(&c, &s, &game, &ann_token, "e4").await;
    play(&c, &s, &game, accepted["token"].as_str().unwrap(), "e5").await;
    // Answered once: a second answer is refused.
    let (status, v) = send(as_user(
        &c,
        &s,
        &bob,
        &format!("/api/challenge/{id}/accept"),
    ))
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::CONFLICT, &json!("challenge_closed"))
    );

    // Declined: the challenger hears why.
    let (_, second) = send(
        as_user(&c, &s, &ann, "/api/challenge/bob").json(&json!({"variant": "kabe", "days": 3})),
    )
    .await;
    let second = second["id"].as_str().unwrap().to_string();
    let (status, v) = send(
        as_user(&c, &s, &bob, &format!("/api/challenge/{second}/decline"))
            .json(&json!({"reason": "no such reason"})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    let (status, _) = send(
        as_user(&c, &s, &bob, &format!("/api/challenge/{second}/decline"))
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body("reason=later"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let declined = next_event(&mut ann_live, "challengeDeclined").await;
    assert_eq!(declined["challenge"]["id"], second.as_str());
    assert_eq!(declined["challenge"]["declineReason"], "later");

    // Canceled: the challenged player hears it, and it can no longer be accepted.
    let (_, third) = send(
        as_user(&c, &s, &ann, "/api/challenge/bob")
            .json(&json!({"variant": "kalah", "rules": {"pits": 4}})),
    )
    .await;
    assert_eq!(third["rules"]["pits"], "4", "{third}");
    let third = third["id"].as_str().unwrap().to_string();
    let (status, _) = send(as_user(
        &c,
        &s,
        &bob,
        &format!("/api/challenge/{third}/cancel"),
    ))
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = send(as_user(
        &c,
        &s,
        &ann,
        &format!("/api/challenge/{third}/cancel"),
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let canceled = next_event(&mut bob_live, "challengeCanceled").await;
    assert_eq!(canceled["challenge"]["id"], third.as_str());
    let (status, _) = send(as_user(
        &c,
        &s,
        &bob,
        &format!("/api/challenge/{third}/accept"),
    ))
    .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn refused_challenges_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let ann = register(&c, &s, "Ann").await;
    register(&c, &s, "Bob").await;
    let refused = [
        (
            "/api/challenge/nobody",
            json!({}),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
        (
            "/api/challenge/ann",
            json!({}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"variant": "go"}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"rated": true}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"rated": true, "clock.limit": 60, "fen": "8/8/8/8/8/8/8/K6k w - - 0 1"}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"fen": "not a position"}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"clock.limit": "soon"}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"clock.increment": 3}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"color": "green"}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"days": 4}),
            StatusCode::BAD_REQUEST,
            "bad_request",
        ),
        (
            "/api/challenge/bob",
            json!({"opponent": "x"}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_json",
        ),
        (
            "/api/challenge/bob'%20OR%201=1--",
            json!({}),
            StatusCode::NOT_FOUND,
            "not_found",
        ),
    ];
    for (path, body, status, error) in refused {
        let (got, v) = send(as_user(&c, &s, &ann, path).json(&body)).await;
        assert_eq!(
            (got, v["error"].as_str()),
            (status, Some(error)),
            "{path} {body}: {v}"
        );
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    }
    // Without an account, 401; from another site with the cookie, 403.
    let (status, _) = send(c.post(s.url("/api/challenge/bob")).json(&json!({}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let (status, _) = send(
        c.post(s.url("/api/challenge/bob"))
            .header(header::COOKIE, &ann)
            .header(header::ORIGIN, "https://elsewhere.example"),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, open) = send(c.get(s.url("/api/challenge")).header(header::COOKIE, &ann)).await;
    assert_eq!(open, json!({"in": [], "out": []}));
    // A flood: past the bound of open challenges, 429, and none is made.
    let mut made = 0;
    let limited = loop {
        let (status, v) = send(as_user(&c, &s, &ann, "/api/challenge/bob").json(&json!({}))).await;
        if status != StatusCode::OK {
            break (status, v);
        }
        made += 1;
        assert!(made <= 20, "no bound");
    };
    assert_eq!(
        (limited.0, limited.1["error"].as_str()),
        (StatusCode::TOO_MANY_REQUESTS, Some("too_many_challenges")),
        "{}",
        limited.1
    );
    let (_, open) = send(c.get(s.url("/api/challenge")).header(header::COOKIE, &ann)).await;
    assert_eq!(open["out"].as_array().unwrap().len(), made);
}
