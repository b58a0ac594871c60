//! Requests the server refuses before any game is touched: paths it does not serve (the 404
//! page for a browser asking for a page, the JSON error body for the rest), methods a route
//! does not take, and clocks too short to play.

mod common;

use common::*;
use reqwest::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn every_404_and_405_has_the_json_error_body() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let cases = [
        (Method::GET, "/nothing/here", StatusCode::NOT_FOUND),
        (Method::GET, "/assets/nothing.js", StatusCode::NOT_FOUND),
        (Method::DELETE, "/api/nothing", StatusCode::NOT_FOUND),
        (Method::DELETE, "/api/games", StatusCode::METHOD_NOT_ALLOWED),
        (Method::GET, "/api/games", StatusCode::METHOD_NOT_ALLOWED),
        (
            Method::GET,
            "/api/games/x/moves",
            StatusCode::METHOD_NOT_ALLOWED,
        ),
        (Method::PUT, "/api/games/x", StatusCode::METHOD_NOT_ALLOWED),
        (Method::POST, "/api/health", StatusCode::METHOD_NOT_ALLOWED),
        (Method::POST, "/", StatusCode::METHOD_NOT_ALLOWED),
        (
            Method::PATCH,
            "/assets/app.js",
            StatusCode::METHOD_NOT_ALLOWED,
        ),
    ];
    for (method, path, status) in cases {
        let resp = c.request(method.clone(), s.url(path)).send().await.unwrap();
        let what = format!("{method} {path}");
        assert_eq!(resp.status(), status, "{what}");
        let kind = resp.headers().get("content-type").cloned();
        let allow = resp.headers().get("allow").cloned();
        let body: serde_json::Value = resp
            .json()
            .await
            .unwrap_or_else(|e| panic!("{what}: not JSON: {e}"));
        assert_eq!(
            kind.as_ref().and_then(|k| k.to_str().ok()),
            Some("application/json"),
            "{what}"
        );
        let code = match status {
            StatusCode::NOT_FOUND => "not_found",
            _ => "method_not_allowed",
        };
        assert_eq!(body["error"], code, "{what}: {body}");
        assert!(
            !body["message"].as_str().unwrap_or_default().is_empty(),
            "{what}: {body}"
        );
        if status == StatusCode::METHOD_NOT_ALLOWED {
            assert!(allow.is_some(), "{what}: no Allow header");
        }
    }
}

#[tokio::test]
async fn a_clock_of_less_than_a_second_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for minutes in [json!(1e-9), json!(0.0166), json!(0)] {
        let body = json!({"game": "chess", "opponent": "local",
                          "clock": {"minutes": minutes, "increment": 0}});
        let (status, answer) = send(c.post(s.url("/api/games")).json(&body)).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{minutes}: {answer}");
        assert_eq!(answer["error"], "bad_request");
        let message = answer["message"].as_str().unwrap();
        assert!(message.contains("one second"), "{message}");
    }
    let body = json!({"game": "chess", "opponent": "local",
                      "clock": {"minutes": 1.0 / 60.0, "increment": 0}});
    let created = create(&c, &s, body).await;
    assert_eq!(created["state"]["clock"]["white_ms"], 1000);
}

#[tokio::test]
async fn a_browser_asking_for_an_unknown_page_gets_the_404_page_in_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    for (path, lang, title) in [
        ("/nothing/here", "en", "Page not found"),
        ("/rules/nosuchgame", "et", "Lehte ei leitud"),
        ("/g/x/y", "ru", "Страница не найдена"),
    ] {
        let resp = c
            .get(s.url(path))
            .header("accept", "text/html,application/xhtml+xml")
            .header("accept-language", lang)
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::NOT_FOUND, "{path}");
        let kind = resp.headers().get("content-type").cloned().unwrap();
        assert!(kind.to_str().unwrap().starts_with("text/html"), "{path}");
        let body = resp.text().await.unwrap();
        assert!(
            body.contains(&format!("<h1>{title}</h1>")),
            "{path}: {body}"
        );
        assert!(body.contains("id=\"nav-new\""), "{path}: the app's header");
    }
    let resp = c
        .get(s.url("/api/nothing"))
        .header("accept", "text/html")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    let body: serde_json::Value = resp.json().await.unwrap();
    assert_eq!(body["error"], "not_found", "{body}");
}
