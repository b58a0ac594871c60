//! Rating ranges on seeks, through a real server on SQLite: a seek's range (absolute, or
//! around its owner's rating) keeps out the players whose rating in its game and speed is
//! outside it — joining it by id is refused with a code, quick pairing passes it by and the
//! joiner's own range holds the owner too — and bad ranges are refused, changing nothing.

mod common;

use common::{Server, accounts::register, client, send};
use reqwest::{Client, StatusCode, header};
use serde_json::{Value, json};

/// `POST path` with the account's cookie (or none) from the site's own page.
async fn post(
    c: &Client,
    s: &Server,
    path: &str,
    cookie: Option<&str>,
    body: Value,
) -> (StatusCode, Value) {
    let mut req = c
        .post(s.url(path))
        .header(header::ORIGIN, &s.base)
        .json(&body);
    if let Some(cookie) = cookie {
        req = req.header(header::COOKIE, cookie);
    }
    send(req).await
}

fn blitz(range: Option<&str>) -> Value {
    let mut body = json!({"game": "chess", "clock": {"limit": 300, "increment": 3}});
    if let Some(range) = range {
        body["ratingRange"] = json!(range);
    }
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seeks_rating_range_keeps_out_the_players_outside_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let alice = register(&c, &s, "alice").await;
    let bob = register(&c, &s, "bob").await;
    let carol = register(&c, &s, "carol").await;

    // Alice (1500, as every new account) seeks players of 1600 to 1900.
    let (status, opened) = post(&c, &s, "/api/seeks", Some(&alice), blitz(Some("1600-1900"))).await;
    assert_eq!(
        (status, opened["status"].as_str()),
        (StatusCode::CREATED, Some("open")),
        "{opened}"
    );
    let seek = &opened["seek"];
    assert_eq!(
        (
            seek["ratingRange"].as_str(),
            seek["rating"].as_i64(),
            seek["speed"].as_str()
        ),
        (Some("1600-1900"), Some(1500), Some("blitz")),
        "{seek}"
    );
    let id = opened["id"].as_str().unwrap();
    let join = format!("/api/seeks/{id}/join");

    // Bob (1500) cannot join it, nor can a player without an account; it stays open.
    let (status, refused) = post(&c, &s, &join, Some(&bob), json!({})).await;
    assert_eq!(
        (status, refused["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("out_of_range")),
        "{refused}"
    );
    assert_eq!(refused["code"], "lobby_out_of_range");
    assert_eq!(refused["params"]["rating"], 1500);
    let (status, refused) = post(&c, &s, &join, None, json!({})).await;
    assert_eq!(
        (status, refused["code"].as_str()),
        (StatusCode::UNAUTHORIZED, Some("lobby_range_needs_account")),
        "{refused}"
    );
    let (_, one) = send(c.get(s.url(&format!("/api/seeks/{id}")))).await;
    assert_eq!(one["status"], "open", "{one}");

    // Quick pairing passes it by: Bob's request opens a seek of his own.
    let (status, bobs) = post(&c, &s, "/api/seeks", Some(&bob), blitz(None)).await;
    assert_eq!(
        (status, bobs["status"].as_str()),
        (StatusCode::CREATED, Some("open")),
        "{bobs}"
    );
    // A joiner's own range holds the owner: Carol wants 1600-1700, and Bob (1500) is not.
    let (_, carols) = post(&c, &s, "/api/seeks", Some(&carol), blitz(Some("1600-1700"))).await;
    assert_eq!(carols["status"], "open", "{carols}");
    // Carol's range around her rating (1500 ± 100) admits Bob's 1500: the request joins his.
    let (status, joined) = post(
        &c,
        &s,
        "/api/seeks",
        Some(&carol),
        blitz(Some("-100..+100")),
    )
    .await;
    assert_eq!(
        (status, joined["status"].as_str()),
        (StatusCode::CREATED, Some("joined")),
        "{joined}"
    );
    let (_, one) =
        send(c.get(s.url(&format!("/api/seeks/{}", bobs["id"].as_str().unwrap())))).await;
    assert_eq!(one["status"], "joined", "{one}");

    // A range around one's rating is stored as the ratings it spans.
    let days = json!({"game": "kabe", "days": 3, "ratingRange": "-200..+300"});
    let (status, opened) = post(&c, &s, "/api/seeks", Some(&bob), days).await;
    assert_eq!(status, StatusCode::CREATED, "{opened}");
    assert_eq!(
        (
            opened["seek"]["ratingRange"].as_str(),
            opened["seek"]["speed"].as_str()
        ),
        (Some("1300-1800"), Some("correspondence")),
        "{opened}"
    );

    // Refusals, each with its code, opening nothing.
    let before = send(c.get(s.url("/api/seeks"))).await.1["seeks"]
        .as_array()
        .unwrap()
        .len();
    let refusals = [
        (
            None,
            blitz(Some("1400-1800")),
            StatusCode::UNAUTHORIZED,
            "lobby_range_needs_account",
        ),
        (
            None,
            blitz(Some("-100..+100")),
            StatusCode::UNAUTHORIZED,
            "lobby_range_needs_account",
        ),
        (
            Some(&alice),
            json!({"game": "chess", "ratingRange": "1400-1800"}),
            StatusCode::BAD_REQUEST,
            "lobby_range_needs_clock",
        ),
        (
            Some(&alice),
            blitz(Some("-2000..+100")),
            StatusCode::BAD_REQUEST,
            "lobby_range",
        ),
        (
            Some(&alice),
            blitz(Some("+100..-100")),
            StatusCode::BAD_REQUEST,
            "lobby_range",
        ),
        (
            Some(&alice),
            blitz(Some("1800-1400")),
            StatusCode::BAD_REQUEST,
            "lobby_range",
        ),
        (
            Some(&alice),
            blitz(Some("1400-1800'; DROP TABLE seeks; --")),
            StatusCode::BAD_REQUEST,
            "lobby_range",
        ),
    ];
    for (who, body, status, code) in refusals {
        let (got, refused) = post(&c, &s, "/api/seeks", who.map(String::as_str), body).await;
        assert_eq!(
            (got, refused["code"].as_str()),
            (status, Some(code)),
            "{refused}"
        );
    }
    let after = send(c.get(s.url("/api/seeks"))).await.1["seeks"]
        .as_array()
        .unwrap()
        .len();
    assert_eq!(before, after, "the refusals opened nothing");
}
