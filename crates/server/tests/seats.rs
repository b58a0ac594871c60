//! The seat by account, through a real server on SQLite: in a game between two accounts
//! (made from a seek), the account's session cookie acts for its side on a second device —
//! moves, a draw offer, the socket counted as a player's, resignation — beside the first
//! device's token; and every other way of asking (no credential, another site, a personal
//! token the server does not know, an account not seated, an ended session) is refused with
//! its code and changes nothing.

mod common;

use std::time::Duration;

use common::{Server, accounts::session, client, send, stable, state};
use futures_util::StreamExt;
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};
use tokio_tungstenite::{
    connect_async,
    tungstenite::{Message, client::IntoClientRequest},
};

/// A POST to a game's action with the cookie, from the site's own page.
fn by_cookie(
    c: &Client,
    s: &Server,
    id: &str,
    action: &str,
    cookie: &str,
    body: Value,
) -> reqwest::RequestBuilder {
    c.post(s.url(&format!("/api/games/{id}/{action}")))
        .header(header::COOKIE, cookie)
        .header(header::ORIGIN, &s.base)
        .json(&body)
}

fn by_token(
    c: &Client,
    s: &Server,
    id: &str,
    action: &str,
    token: &str,
    body: Value,
) -> reqwest::RequestBuilder {
    c.post(s.url(&format!("/api/games/{id}/{action}")))
        .bearer_auth(token)
        .json(&body)
}

/// A rated chess seek at 5+3 opened by one account and joined by the other: the game's id,
/// the side names of the two (`[alice, bob]`) and their tokens.
async fn seek_game(
    c: &Client,
    s: &Server,
    alice: &str,
    bob: &str,
) -> (String, [String; 2], [String; 2]) {
    let body = json!({"game": "chess", "clock": {"limit": 300, "increment": 3}, "rated": true});
    let (status, opened) = send(
        c.post(s.url("/api/seeks"))
            .header(header::COOKIE, alice)
            .header(header::ORIGIN, &s.base)
            .json(&body),
    )
    .await;
    assert_eq!(
        (status, opened["status"].as_str()),
        (StatusCode::CREATED, Some("open")),
        "{opened}"
    );
    let (status, joined) = send(
        c.post(s.url("/api/seeks"))
            .header(header::COOKIE, bob)
            .header(header::ORIGIN, &s.base)
            .json(&body),
    )
    .await;
    assert_eq!(
        (status, joined["status"].as_str()),
        (StatusCode::CREATED, Some("joined")),
        "{joined}"
    );
    let bob_side = joined["color"].as_str().unwrap().to_string();
    let alice_side = if bob_side == "white" {
        "black"
    } else {
        "white"
    };
    (
        joined["game"].as_str().unwrap().to_string(),
        [alice_side.to_string(), bob_side],
        [
            opened["token"].as_str().unwrap().to_string(),
            joined["token"].as_str().unwrap().to_string(),
        ],
    )
}

/// Waits on a game socket for a message that `done` accepts.
async fn until<S>(ws: &mut S, done: impl Fn(&Value) -> bool) -> Value
where
    S: StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin,
{
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(10), ws.next())
            .await
            .expect("a message within 10 s")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            if done(&v) {
                return v;
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accounts_cookie_plays_its_seat_on_any_device() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let alice = session(&c, &s, "/api/account/register", "alice").await;
    let bob = session(&c, &s, "/api/account/register", "bob").await;
    let carol = session(&c, &s, "/api/account/register", "carol").await;
    let (id, [alice_side, bob_side], [_alice_token, bob_token]) =
        seek_game(&c, &s, &alice, &bob).await;
    // Alice on a second device: a new log-in, no token of the game.
    let second = session(&c, &s, "/api/account/login", "alice").await;
    let (status, players) = send(
        c.get(s.url(&format!("/api/games/{id}/players")))
            .header(header::COOKIE, &second),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(players[&alice_side], "alice", "{players}");
    assert_eq!(players["you"], json!([alice_side]), "{players}");
    let (_, players) = send(c.get(s.url(&format!("/api/games/{id}/players")))).await;
    assert!(players.get("you").is_none(), "nobody logged in: {players}");

    // White moves first, whoever it is; the other answers; by cookie for alice, by token for bob.
    let mover = |side: &str| if side == alice_side { "alice" } else { "bob" };
    let act = |who: &str, action: &str, body: Value| {
        if who == "alice" {
            by_cookie(&c, &s, &id, action, &second, body)
        } else {
            by_token(&c, &s, &id, action, &bob_token, body)
        }
    };
    // Not alice's turn: refused as her side, not as a stranger.
    if mover("white") == "bob" {
        let (status, refused) = send(act("alice", "moves", json!({"move": "e4"}))).await;
        assert_eq!(
            (status, refused["error"].as_str()),
            (StatusCode::CONFLICT, Some("not_your_turn")),
            "{refused}"
        );
    }
    for (side, mv) in [("white", "e4"), ("black", "e5"), ("white", "Nf3")] {
        let (status, st) = send(act(mover(side), "moves", json!({"move": mv}))).await;
        assert_eq!(status, StatusCode::OK, "{mv} by {}: {st}", mover(side));
    }
    let before = stable(&state(&c, &s, &id).await);

    // Refusals, each with its code, each changing nothing.
    let refusals: Vec<(reqwest::RequestBuilder, StatusCode, &str)> = vec![
        // The cookie without saying where the request comes from, or from another site.
        (
            c.post(s.url(&format!("/api/games/{id}/resign")))
                .header(header::COOKIE, &second)
                .json(&json!({})),
            StatusCode::FORBIDDEN,
            "cross_site",
        ),
        (
            c.post(s.url(&format!("/api/games/{id}/resign")))
                .header(header::COOKIE, &second)
                .header(header::ORIGIN, "http://evil.example")
                .json(&json!({})),
            StatusCode::FORBIDDEN,
            "cross_site",
        ),
        // No credential at all.
        (
            c.post(s.url(&format!("/api/games/{id}/resign")))
                .json(&json!({})),
            StatusCode::UNAUTHORIZED,
            "unauthorized",
        ),
        // A personal token (no game token begins with ply_), which this server does not know.
        (
            by_token(&c, &s, &id, "resign", "ply_0123456789abcdef", json!({})),
            StatusCode::UNAUTHORIZED,
            "bad_token",
        ),
        // An account seated nowhere in the game.
        (
            by_cookie(&c, &s, &id, "resign", &carol, json!({})),
            StatusCode::FORBIDDEN,
            "not_seated",
        ),
        (
            by_cookie(&c, &s, &id, "draw", &carol, json!({"action": "offer"})),
            StatusCode::FORBIDDEN,
            "not_seated",
        ),
        // A session that does not stand.
        (
            by_cookie(&c, &s, &id, "resign", "ply_session=0000", json!({})),
            StatusCode::UNAUTHORIZED,
            "not_logged_in",
        ),
    ];
    for (req, status, code) in refusals {
        let (got, body) = send(req.header(header::ACCEPT_LANGUAGE, "et")).await;
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{body}"
        );
        assert!(
            body["message"].as_str().is_some_and(|m| !m.is_empty()),
            "{body}"
        );
    }
    assert_eq!(
        stable(&state(&c, &s, &id).await),
        before,
        "the refusals changed nothing"
    );

    // The socket of alice's second device is a player's: a spectator's socket counts one.
    let url = format!("ws://{}/api/games/{id}/ws", s.addr);
    let mut request = url.as_str().into_client_request().unwrap();
    request
        .headers_mut()
        .insert("cookie", second.parse().unwrap());
    request
        .headers_mut()
        .insert("origin", s.base.parse().unwrap());
    let (mut player, _) = connect_async(request).await.unwrap();
    let watchers = |n: u64| move |v: &Value| v["watchers"].as_u64() == Some(n);
    until(&mut player, watchers(0)).await;
    let (mut spectator, _) = connect_async(&url).await.unwrap();
    until(&mut spectator, watchers(1)).await;
    until(&mut player, watchers(1)).await;
    // Carol's cookie seats no one.
    let mut request = url.as_str().into_client_request().unwrap();
    request
        .headers_mut()
        .insert("cookie", carol.parse().unwrap());
    request
        .headers_mut()
        .insert("origin", s.base.parse().unwrap());
    let (_carol_ws, _) = connect_async(request).await.unwrap();
    until(&mut player, watchers(2)).await;

    // A draw offered from the second device, declined by bob; then alice resigns there.
    let (status, st) = send(by_cookie(
        &c,
        &s,
        &id,
        "draw",
        &second,
        json!({"action": "offer"}),
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(st["draw_offer"], alice_side.as_str(), "{st}");
    let (status, st) = send(act("bob", "draw", json!({"action": "decline"}))).await;
    assert_eq!(
        (status, &st["draw_offer"]),
        (StatusCode::OK, &Value::Null),
        "{st}"
    );
    let (status, st) = send(by_cookie(&c, &s, &id, "resign", &second, json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{st}");
    assert_eq!(
        (st["status"].as_str(), st["result"].as_str()),
        (Some("finished"), Some(bob_side.as_str())),
        "{st}"
    );
    assert!(!st["ratings"].is_null(), "the rated game was rated: {st}");

    // After logging out, the second device's cookie acts for nobody.
    let (status, _) = send(
        c.post(s.url("/api/account/logout"))
            .header(header::COOKIE, &second)
            .header(header::ORIGIN, &s.base)
            .json(&json!({})),
    )
    .await;
    assert!(status.is_success());
    let (status, refused) = send(by_cookie(&c, &s, &id, "rematch", &second, json!({}))).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("not_logged_in")),
        "{refused}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_game_takes_its_tokens_and_no_cookie() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let alice = session(&c, &s, "/api/account/register", "alice").await;
    let created = common::create(&c, &s, json!({"game": "chess", "opponent": "local"})).await;
    let id = created["id"].as_str().unwrap();
    let token = created["token"].as_str().unwrap();
    let (status, refused) = send(by_cookie(
        &c,
        &s,
        id,
        "moves",
        &alice,
        json!({"move": "e4"}),
    ))
    .await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_seated")),
        "{refused}"
    );
    common::play(&c, &s, id, token, "e4").await;
    // An unknown game is a 404 whatever the credential.
    let (status, _) = send(by_cookie(
        &c,
        &s,
        "nosuchgame",
        "moves",
        &alice,
        json!({"move": "e4"}),
    ))
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
