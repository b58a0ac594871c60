//! A real server on an ephemeral port over a real SQLite file, and small client helpers.
#![allow(dead_code)]

use std::{net::SocketAddr, path::Path, time::Duration};

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio::{sync::oneshot, task::JoinHandle};

/// A running server; `stop` (or drop) shuts it down.
pub struct Server {
    pub base: String,
    pub addr: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    task: Option<JoinHandle<()>>,
}

impl Server {
    /// Opens the games in `dir` and serves them on 127.0.0.1 at a free port.
    pub async fn start(dir: &Path) -> Server {
        Server::serve(ply_server::open(dir).await.expect("open data dir")).await
    }

    /// Serves `state` on 127.0.0.1 at a free port.
    pub async fn serve(state: ply_server::AppState) -> Server {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            axum::serve(listener, ply_server::app(state))
                .with_graceful_shutdown(async {
                    let _ = rx.await;
                })
                .await
                .unwrap();
        });
        Server {
            base: format!("http://{addr}"),
            addr,
            stop: Some(tx),
            task: Some(task),
        }
    }

    /// Serves `state` on 127.0.0.1 at a free port the way `ply serve` does
    /// ([`ply_server::http::serve`]), within `limits`.
    pub async fn serve_limited(
        state: ply_server::AppState,
        limits: ply_server::ConnectionLimits,
    ) -> Server {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (tx, rx) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            let stop = async {
                let _ = rx.await;
            };
            ply_server::http::serve(listener, ply_server::app(state), limits, stop)
                .await
                .unwrap();
        });
        Server {
            base: format!("http://{addr}"),
            addr,
            stop: Some(tx),
            task: Some(task),
        }
    }

    /// Kills the server: the serving task is aborted, as if the process died.
    pub async fn kill(mut self) {
        if let Some(task) = self.task.take() {
            task.abort();
            let _ = task.await;
        }
        self.stop.take();
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }
}

/// An HTTP client that opens a new connection per request (no pooled connections to a killed
/// server).
pub fn client() -> Client {
    Client::builder()
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap()
}

/// A response's status and JSON body (`null` when not JSON).
pub async fn send(req: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let resp = req.send().await.expect("request");
    let status = resp.status();
    let text = resp.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// Asserts that `answer` (a status and its JSON body, as [`send`] gives them) is a refusal
/// with `status` and `code` (the error's class or its message's code) and a message to show;
/// returns the body.
#[track_caller]
pub fn refused(answer: (StatusCode, Value), status: StatusCode, code: &str) -> Value {
    let (got, body) = answer;
    assert_eq!(got, status, "{body}");
    assert!(
        body["error"] == code || body["code"] == code,
        "expected the refusal {code}: {body}"
    );
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "a refusal without a message: {body}"
    );
    body
}

/// Creates a game; returns the whole 201 answer.
pub async fn create(c: &Client, s: &Server, body: Value) -> Value {
    let (status, v) = send(c.post(s.url("/api/games")).json(&body)).await;
    assert_eq!(status, StatusCode::CREATED, "{v}");
    v
}

/// `POST /api/games/{id}/{action}` with a token and a JSON body.
pub async fn post(
    c: &Client,
    s: &Server,
    id: &str,
    action: &str,
    token: &str,
    body: Value,
) -> (StatusCode, Value) {
    send(
        c.post(s.url(&format!("/api/games/{id}/{action}")))
            .bearer_auth(token)
            .json(&body),
    )
    .await
}

/// Plays a move; panics unless accepted; returns the new state.
pub async fn play(c: &Client, s: &Server, id: &str, token: &str, mv: &str) -> Value {
    let (status, v) = post(c, s, id, "moves", token, json!({"move": mv})).await;
    assert_eq!(status, StatusCode::OK, "move {mv}: {v}");
    v
}

/// The game's state.
pub async fn state(c: &Client, s: &Server, id: &str) -> Value {
    let (status, v) = send(c.get(s.url(&format!("/api/games/{id}")))).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    v
}

/// Polls the state until `done` holds (at most 10 s).
pub async fn wait_for(c: &Client, s: &Server, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..200 {
        let v = state(c, s, id).await;
        if done(&v) {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("game {id} never reached the expected state");
}

/// The state without what moves with the wall clock or in-memory counters.
pub fn stable(state: &Value) -> Value {
    let mut v = state.clone();
    if let Some(obj) = v.as_object_mut() {
        obj.remove("version");
        obj.remove("thinking");
        obj.remove("abort_in_ms");
        if let Some(clock) = obj.get_mut("clock").and_then(Value::as_object_mut) {
            clock.remove("white_ms");
            clock.remove("black_ms");
        }
    }
    v
}

pub mod accounts;
pub mod instance;
pub mod nginx;
pub mod postgres;
pub mod tournaments;
