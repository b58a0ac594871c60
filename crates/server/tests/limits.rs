//! Bounds one client cannot push past: the measurements' labels come from closed sets, and every
//! odd request is refused with the JSON error body.

mod common;

use common::*;
use reqwest::{Client, Method, StatusCode};
use serde_json::{Value, json};

/// A thousand requests with odd, long methods (and paths no route serves) leave `/metrics`
/// small: every such method is counted as `other`, every such path under `(none)`.
#[tokio::test]
async fn odd_methods_and_paths_do_not_grow_the_metrics() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = Client::new();
    for i in 0..1000 {
        let method = Method::from_bytes(format!("ODD{i:04}{}", "X".repeat(1000)).as_bytes())
            .expect("a token method");
        let path = if i % 2 == 0 {
            "/api/health".to_string()
        } else {
            format!("/nothing/{i}/{}", "y".repeat(200))
        };
        let resp = c.request(method, s.url(&path)).send().await.unwrap();
        assert!(resp.status().is_client_error(), "{i}: {}", resp.status());
    }
    let text = c
        .get(s.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(text.len() < 100 * 1024, "/metrics is {} bytes", text.len());
    assert!(text.contains("method=\"other\""), "{text}");
    assert!(text.contains("route=\"/api/health\""), "{text}");
    assert!(!text.contains("ODD0"), "an odd method is a label");
    assert!(!text.contains("/nothing/"), "a path is a label");
}

/// A request's status and its body, which must be the JSON error body.
async fn refused(c: &Client, s: &Server, path: &str, lang: &str) -> (reqwest::StatusCode, Value) {
    let resp = c
        .get(s.url(path))
        .header("accept-language", lang)
        .send()
        .await
        .unwrap();
    let status = resp.status();
    let kind = resp.headers().get("content-type").cloned();
    let text = resp.text().await.unwrap();
    assert_eq!(
        kind.as_ref().and_then(|k| k.to_str().ok()),
        Some("application/json"),
        "{path}: {text}"
    );
    let body: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: not JSON: {e}: {text}"));
    assert!(body["code"].is_string(), "{path}: {body}");
    assert!(
        !body["message"].as_str().unwrap_or_default().is_empty(),
        "{path}: {body}"
    );
    (status, body)
}

/// The odd requests axum's extractors would refuse in plain text — a parameter given twice, a
/// path that is not UTF-8 — and a ply too large for a float are answered with the JSON error
/// body, a stable code and the number's exact digits, in the reader's language.
#[tokio::test]
async fn odd_requests_are_refused_with_the_json_error_body() {
    let dir = tempfile::tempdir().unwrap();
    let s = Server::start(dir.path()).await;
    let c = client();
    let id = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await["id"]
        .as_str()
        .unwrap()
        .to_string();

    for path in ["/api/i18n?lang=en&lang=ru", "/rules?lang=en&lang=et"] {
        let (status, body) = refused(&c, &s, path, "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {body}");
        assert_eq!(body["error"], "bad_request", "{path}: {body}");
        assert_eq!(body["code"], "bad_query", "{path}: {body}");
    }
    for path in [
        "/api/games/%FF".to_string(),
        format!("/api/games/{id}/ply/%C3%28"),
        "/rules/%FF%FE".to_string(),
        "/assets/%FF.js".to_string(),
    ] {
        let (status, body) = refused(&c, &s, &path, "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {body}");
        assert_eq!(body["code"], "bad_path", "{path}: {body}");
    }
    let (_, body) = refused(&c, &s, "/api/games/%FF", "et").await;
    assert!(
        body["message"].as_str().unwrap().contains("aadressis"),
        "{body}"
    );
    let (_, body) = refused(&c, &s, "/api/i18n?lang=en&lang=ru", "ru").await;
    assert!(
        body["message"].as_str().unwrap().contains("запрос"),
        "{body}"
    );

    for ply in [
        "9223372036854775807",
        "9223372036854775808",
        "18446744073709551615",
    ] {
        let path = format!("/api/games/{id}/ply/{ply}");
        let (status, body) = refused(&c, &s, &path, "en").await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path}: {body}");
        assert_eq!(body["code"], "no_such_ply", "{path}: {body}");
        let message = body["message"].as_str().unwrap();
        assert!(message.contains(ply), "{path}: {message}");
        assert!(
            !message.contains("e+") && !message.contains("776000"),
            "{message}"
        );
    }
    let huge = "99999999999999999999999";
    let (_, body) = refused(&c, &s, &format!("/api/games/{id}/ply/{huge}"), "en").await;
    assert_eq!(body["code"], "not_a_ply", "{body}");
    assert!(body["message"].as_str().unwrap().contains(huge), "{body}");
}
