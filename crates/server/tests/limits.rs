//! Bounds one client cannot push past: the measurements' labels come from closed sets.

mod common;

use common::*;
use reqwest::{Client, Method};

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
