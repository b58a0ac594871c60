//! Analysis requests are admitted before anything is allocated for them: two hundred analysis
//! sockets each asking a ten-second search, then sixty `POST /api/analysis` at once, hold the
//! pool's engines (two here) and not one each; the requests beyond the pool wait in a bounded
//! queue or are refused at once, in the asker's language.
//!
//! The server runs in this test's process, alone in this test binary, so the process's peak
//! resident memory (`VmHWM`) bounds what the server took.

mod common;

use std::time::Duration;

use common::*;
use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{Value, json};
use tokio_tungstenite::{
    connect_async_with_config,
    tungstenite::{Message, client::IntoClientRequest, protocol::WebSocketConfig},
};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Searches at once in this test's server.
const SEARCHES: usize = 2;
/// Requests that may wait for one.
const QUEUE: usize = 64;
/// The most the server may take above idle, in KiB.
const MOST_ABOVE_IDLE_KIB: u64 = 100 * 1024;
/// The most the searches may take above the sockets open: the pool's two 16 MiB tables, their
/// searches' other tables, and what the waiting requests hold.
const MOST_FOR_SEARCHES_KIB: u64 = 48 * 1024;

/// A line of `/proc/self/status` in KiB (`VmRSS`, `VmHWM`).
fn status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.split_whitespace().next()?.parse().ok())
        .unwrap_or_else(|| panic!("no {field} in /proc/self/status"))
}

async fn open(s: &Server) -> Socket {
    let mut request = format!("ws://{}/api/analysis/ws", s.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("accept-language", "et".parse().unwrap());
    // The client's side of the socket is in this process too: small buffers.
    let config = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    connect_async_with_config(request, Some(config), false)
        .await
        .unwrap()
        .0
}

/// The next text answer within `secs` seconds.
async fn answer_within(ws: &mut Socket, secs: u64) -> Option<Value> {
    let end = tokio::time::Instant::now() + Duration::from_secs(secs);
    loop {
        let msg = tokio::time::timeout_at(end, ws.next()).await.ok()??.ok()?;
        if let Message::Text(text) = msg {
            return Some(serde_json::from_str(&text).unwrap());
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analysis_memory_stays_at_the_pools_cost() {
    let dir = tempfile::tempdir().unwrap();
    let opts = ply_server::ServeOptions {
        data_dir: dir.path().to_path_buf(),
        settings: ply_server::Settings {
            limits: ply_server::Limits {
                analysis_searches: SEARCHES,
                analysis_queue: QUEUE,
                ..ply_server::Limits::default()
            },
            ..ply_server::Settings::default()
        },
        ..ply_server::ServeOptions::default()
    };
    let s = Server::serve(ply_server::open_with(&opts).await.unwrap()).await;
    let c = client();
    let (status, _) = send(c.get(s.url("/api/health"))).await;
    assert_eq!(status, StatusCode::OK);
    let idle = status_kib("VmRSS");

    // Two hundred sockets, then each asks a ten-second search of the start position.
    let mut sockets = Vec::new();
    for _ in 0..200 {
        sockets.push(open(&s).await);
    }
    let open_kib = status_kib("VmRSS");
    for (i, ws) in sockets.iter_mut().enumerate() {
        let ask = json!({"type": "analyse", "id": i, "game": "chess", "movetime_ms": 10_000});
        ws.send(Message::Text(ask.to_string().into()))
            .await
            .unwrap();
    }
    // Each hears within three seconds: depths (a search running), or a refusal (the queue
    // full at once, or no seat within the two seconds a request waits).
    let heard = futures_util::future::join_all(sockets.iter_mut().map(|ws| async move {
        let first = answer_within(ws, 3).await;
        (ws, first)
    }))
    .await;
    let after_sockets = status_kib("VmHWM");
    let (mut running, mut full, mut busy) = (0, 0, 0);
    for (_, first) in &heard {
        let a = first.as_ref().expect("every socket hears within 3 s");
        match (a["type"].as_str(), a["error"].as_str()) {
            (Some("info"), _) => running += 1,
            (Some("error"), Some("analysis_queue_full")) => {
                assert_eq!(a["params"]["most"], QUEUE, "{a}");
                assert!(a["message"].as_str().unwrap().contains("analüüsi"), "{a}");
                full += 1;
            }
            (Some("error"), Some("analysis_busy")) => busy += 1,
            _ => panic!("unexpected {a}"),
        }
    }
    assert_eq!(running, SEARCHES, "{full} full, {busy} busy");
    assert!(busy <= QUEUE, "{busy} waited");
    assert!(full >= 200 - SEARCHES - QUEUE, "{full} refused at once");
    for (ws, _) in heard {
        ws.close(None).await.unwrap();
    }
    drop(sockets);
    eprintln!(
        "200 analysis sockets: idle {idle} KiB, open {open_kib} KiB, peak once asked \
         {after_sockets} KiB ({} KiB above idle, {} KiB above the sockets open)",
        after_sockets - idle,
        after_sockets - open_kib
    );
    assert!(
        after_sockets.saturating_sub(idle) < MOST_ABOVE_IDLE_KIB,
        "200 analysis sockets: peak {after_sockets} KiB, idle {idle} KiB"
    );
    assert!(
        after_sockets.saturating_sub(open_kib) < MOST_FOR_SEARCHES_KIB,
        "200 analysis sockets: peak {after_sockets} KiB once asked, {open_kib} KiB open"
    );

    // Sixty scripts asking at once: two search, the others wait or are refused. The peak is
    // counted afresh from here (writing 5 to clear_refs resets VmHWM).
    tokio::time::sleep(Duration::from_millis(500)).await;
    std::fs::write("/proc/self/clear_refs", "5").unwrap();
    let before_posts = status_kib("VmRSS");
    let c = &c;
    let s = &s;
    let answers = futures_util::future::join_all((0..60).map(|_| async move {
        send(
            c.post(s.url("/api/analysis"))
                .json(&json!({"game": "chess", "movetime_ms": 1_000})),
        )
        .await
    }))
    .await;
    let after_posts = status_kib("VmHWM");
    let answered = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert!(answered >= SEARCHES, "{answered} answered");
    for (status, a) in &answers {
        if *status != StatusCode::OK {
            assert_eq!(*status, StatusCode::SERVICE_UNAVAILABLE, "{a}");
            assert!(
                a["error"] == "analysis_busy" || a["error"] == "analysis_queue_full",
                "{a}"
            );
        }
    }
    eprintln!(
        "60 POST /api/analysis: {before_posts} KiB before, peak {after_posts} KiB ({} KiB \
         above idle)",
        after_posts - idle
    );
    assert!(
        after_posts.saturating_sub(idle) < MOST_ABOVE_IDLE_KIB,
        "60 POST /api/analysis: peak {after_posts} KiB, idle {idle} KiB"
    );
}
