//! Personal API tokens and lichess's Bot and Board API against a real server: a token made
//! with the session cookie acts for the account; a bot account streams its events, accepts a
//! challenge, streams the game and plays it (UCI in chess); a person plays through the Board
//! API. Refusals: a wrong or revoked token (401), another account's game (403), an illegal
//! move (400 with the reason, the game unchanged), a person who played rated becoming a bot.

mod common;

use std::time::Duration;

use common::{Server, client, send};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

/// Registers `name`; returns the session cookie (`ply_session=…`).
async fn register(c: &Client, s: &Server, name: &str) -> String {
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

/// Makes a personal token with `scopes` for the account of `cookie`.
async fn token(c: &Client, s: &Server, cookie: &str, scopes: &[&str]) -> (String, String) {
    let (status, v) = send(
        c.post(s.url("/api/account/tokens"))
            .header(header::COOKIE, cookie)
            .header(header::ORIGIN, &s.base)
            .json(&json!({"description": "test", "scopes": scopes})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    let text = v["token"].as_str().unwrap().to_string();
    assert!(text.starts_with("ply_"), "{text}");
    (text, v["id"].as_str().unwrap().to_string())
}

/// An NDJSON stream read line by line.
struct Lines {
    resp: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(c: &Client, s: &Server, path: &str, token: &str) -> Lines {
        let resp = c
            .get(s.url(path))
            .bearer_auth(token)
            .timeout(Duration::from_secs(120))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "{path}");
        assert_eq!(resp.headers()[header::CONTENT_TYPE], "application/x-ndjson");
        Lines {
            resp,
            buffer: Vec::new(),
        }
    }

    /// The next line (empty for a keep-alive), or none at the end of the stream.
    async fn line(&mut self) -> Option<String> {
        loop {
            if let Some(at) = self.buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=at).collect();
                return Some(String::from_utf8(line).unwrap().trim().to_string());
            }
            let chunk = tokio::time::timeout(Duration::from_secs(15), self.resp.chunk())
                .await
                .expect("a line within 15 s")
                .unwrap()?;
            self.buffer.extend_from_slice(&chunk);
        }
    }

    /// The next object of type `kind`, past keep-alives and others.
    async fn next(&mut self, kind: &str) -> Value {
        loop {
            let line = self.line().await.expect("the stream goes on");
            if line.is_empty() {
                continue;
            }
            let v: Value = serde_json::from_str(&line).unwrap();
            if v["type"] == kind {
                return v;
            }
        }
    }
}

fn bearer(c: &Client, s: &Server, path: &str, token: &str) -> reqwest::RequestBuilder {
    c.post(s.url(path)).bearer_auth(token)
}

#[tokio::test]
async fn a_bot_streams_accepts_and_plays_and_refusals_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let bot_cookie = register(&c, &s, "Robo").await;
    let human = register(&c, &s, "Human").await;
    let (bot, bot_token_id) = token(&c, &s, &bot_cookie, &["bot:play"]).await;
    // The token is the account; a wrong one is 401 and says so.
    let (status, me) = send(c.get(s.url("/api/account")).bearer_auth(&bot)).await;
    assert_eq!((status, &me["username"]), (StatusCode::OK, &json!("Robo")));
    let (status, v) = send(c.get(s.url("/api/account")).bearer_auth("ply_0000")).await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::UNAUTHORIZED, &json!("bad_token"))
    );
    // Tokens are listed without their text; unknown scopes are refused.
    let (_, listed) = send(
        c.get(s.url("/api/account/tokens"))
            .header(header::COOKIE, &bot_cookie),
    )
    .await;
    assert_eq!(listed["tokens"][0]["scopes"], json!(["bot:play"]));
    assert!(!listed.to_string().contains(&bot), "{listed}");
    let (status, _) = send(
        c.post(s.url("/api/account/tokens"))
            .header(header::COOKIE, &bot_cookie)
            .header(header::ORIGIN, &s.base)
            .json(&json!({"description": "x", "scopes": ["everything"]})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // A token cannot make a token.
    let (status, _) = send(
        c.post(s.url("/api/account/tokens"))
            .bearer_auth(&bot)
            .json(&json!({"scopes": ["bot:play"]})),
    )
    .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // The Bot API is for bots.
    let (status, v) = send(
        c.get(s.url("/api/bot/game/stream/nothing"))
            .bearer_auth(&bot),
    )
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("not_a_bot"))
    );
    let (status, _) = send(bearer(&c, &s, "/api/bot/account/upgrade", &bot)).await;
    assert_eq!(status, StatusCode::OK);
    let (_, me) = send(c.get(s.url("/api/account")).bearer_auth(&bot)).await;
    assert_eq!(me["title"], "BOT");
    let (_, profile) = send(c.get(s.url("/api/user/robo"))).await;
    assert_eq!(profile["title"], "BOT");

    // The bot's event stream hears the human's challenge; it accepts.
    let mut events = Lines::open(&c, &s, "/api/stream/event", &bot).await;
    let (status, made) = send(
        c.post(s.url("/api/challenge/Robo"))
            .header(header::COOKIE, &human)
            .header(header::ORIGIN, &s.base)
            .json(
                &json!({"variant": "chess", "clock.limit": 600, "clock.increment": 5,
                "color": "white", "rated": true}),
            ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let human_token = made["token"].as_str().unwrap().to_string();
    let seen = events.next("challenge").await;
    let id = seen["challenge"]["id"].as_str().unwrap().to_string();
    assert_eq!(seen["challenge"]["challenger"]["name"], "Human");
    let (status, _) = send(bearer(&c, &s, &format!("/api/challenge/{id}/accept"), &bot)).await;
    assert_eq!(status, StatusCode::OK);
    let start = events.next("gameStart").await;
    let game = start["game"]["id"].as_str().unwrap().to_string();
    assert_eq!(start["game"]["color"], "black");
    assert_eq!(start["game"]["variant"]["key"], "chess");

    let mut stream = Lines::open(&c, &s, &format!("/api/bot/game/stream/{game}"), &bot).await;
    let full = stream.next("gameFull").await;
    assert_eq!(full["white"]["name"], "Human", "{full}");
    assert_eq!(full["black"]["title"], "BOT");
    assert_eq!(full["initialFen"], "startpos");
    assert_eq!(
        full["clock"],
        json!({"initial": 600_000, "increment": 5_000})
    );
    assert_eq!(full["state"]["moves"], "");

    // The human plays through the Board API with a board:play token.
    let (board, _) = token(&c, &s, &human, &["board:play"]).await;
    let (status, v) = send(bearer(
        &c,
        &s,
        &format!("/api/board/game/{game}/move/e2e4"),
        &board,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let after = stream.next("gameState").await;
    assert_eq!(after["moves"], "e2e4", "{after}");
    // An illegal move: 400 with the reason, and the game unchanged.
    let (status, v) = send(bearer(
        &c,
        &s,
        &format!("/api/bot/game/{game}/move/e7e4"),
        &bot,
    ))
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    let (_, st) = send(c.get(s.url(&format!("/api/games/{game}")))).await;
    assert_eq!(st["moves"].as_array().unwrap().len(), 1, "{st}");
    // Another account's game: 403; a person's Board API token cannot drive the bot's seat.
    let other = register(&c, &s, "Other").await;
    let (other_board, _) = token(&c, &s, &other, &["board:play"]).await;
    let (status, v) = send(bearer(
        &c,
        &s,
        &format!("/api/board/game/{game}/move/e7e5"),
        &other_board,
    ))
    .await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::FORBIDDEN, &json!("not_your_game")),
        "{v}"
    );
    let (status, _) = send(bearer(
        &c,
        &s,
        &format!("/api/board/game/{game}/move/e7e5"),
        &bot,
    ))
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // The bot replies in UCI; the human's seat token still plays (SAN) on the page's API.
    let (status, v) = send(bearer(
        &c,
        &s,
        &format!("/api/bot/game/{game}/move/e7e5"),
        &bot,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(stream.next("gameState").await["moves"], "e2e4 e7e5");
    common::play(&c, &s, &game, &human_token, "Nf3").await;
    assert_eq!(stream.next("gameState").await["moves"], "e2e4 e7e5 g1f3");
    // The bot resigns: the game stream ends with the result, the event stream says gameFinish.
    let (status, _) = send(bearer(
        &c,
        &s,
        &format!("/api/bot/game/{game}/resign"),
        &bot,
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let last = stream.next("gameState").await;
    assert_eq!(
        (&last["status"], &last["winner"]),
        (&json!("resign"), &json!("white"))
    );
    assert_eq!(stream.line().await, None, "the stream ends with the game");
    let finish = events.next("gameFinish").await;
    assert_eq!(finish["game"]["id"], game.as_str());
    // The human played a rated game as a person: no bot now.
    let (upgrade, _) = token(&c, &s, &human, &["bot:play"]).await;
    let (status, v) = send(bearer(&c, &s, "/api/bot/account/upgrade", &upgrade)).await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::BAD_REQUEST, &json!("bot_upgrade_refused"))
    );
    // A revoked token is 401.
    let (status, _) = send(
        c.delete(s.url(&format!("/api/account/tokens/{bot_token_id}")))
            .header(header::COOKIE, &bot_cookie)
            .header(header::ORIGIN, &s.base),
    )
    .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, v) = send(c.get(s.url("/api/account")).bearer_auth(&bot)).await;
    assert_eq!(
        (status, &v["error"]),
        (StatusCode::UNAUTHORIZED, &json!("bad_token"))
    );
}
