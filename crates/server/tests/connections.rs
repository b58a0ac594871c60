//! Connections one client cannot hold: silent, idle or half-sent connections are closed after
//! the header timeout, one address holds at most its share of the connections, and WebSockets
//! count among the connections and are refused beyond their own caps, while health checks and
//! moves from elsewhere are answered. Loopback takes any 127/8 address, so clients bind
//! 127.0.0.2 and up to come from other addresses.

mod common;

use std::{
    net::{IpAddr, SocketAddr},
    time::{Duration, Instant},
};

use common::*;
use ply_server::ConnectionLimits;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{TcpSocket, TcpStream},
};
use tokio_tungstenite::{
    client_async,
    tungstenite::{self, client::IntoClientRequest},
};

/// A TCP connection to `to` from the loopback address `127.0.0.{from}`.
async fn connect_from(from: u8, to: SocketAddr) -> TcpStream {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::from(([127, 0, 0, from], 0)))
        .unwrap();
    socket.connect(to).await.unwrap()
}

/// An HTTP client whose connections come from `127.0.0.{from}`.
fn client_from(from: u8) -> Client {
    Client::builder()
        .local_address(IpAddr::from([127, 0, 0, from]))
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap()
}

/// How long the server takes to close `stream` (reading and dropping whatever it sends), or
/// `None` if it is still open after `most`.
async fn closed_after(stream: &mut TcpStream, most: Duration) -> Option<Duration> {
    let started = Instant::now();
    let mut buf = [0u8; 4096];
    loop {
        let left = most.checked_sub(started.elapsed())?;
        match tokio::time::timeout(left, stream.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0) | Err(_)) => return Some(started.elapsed()),
            Ok(Ok(_)) => {}
        }
    }
}

/// `GET /api/health` from `127.0.0.{from}`: its status and how long it took.
async fn health_from(from: u8, s: &Server) -> (StatusCode, Duration) {
    let started = Instant::now();
    let resp = client_from(from)
        .get(s.url("/api/health"))
        .send()
        .await
        .unwrap();
    (resp.status(), started.elapsed())
}

async fn server(limits: ConnectionLimits) -> (tempfile::TempDir, Server) {
    let dir = tempfile::tempdir().unwrap();
    let state = ply_server::open(dir.path()).await.unwrap();
    let s = Server::serve_limited(state, limits).await;
    (dir, s)
}

/// The attack of the report: as many silent connections as the server takes. Each is closed
/// when the header timeout runs out, and a health check waiting behind them is answered within
/// a second after that.
#[tokio::test]
async fn silent_connections_are_closed_after_the_header_timeout() {
    let timeout = Duration::from_millis(500);
    let (_dir, s) = server(ConnectionLimits {
        max_connections: 200,
        connections_per_address: 10_000,
        header_read_timeout: timeout,
        ..ConnectionLimits::default()
    })
    .await;
    let started = Instant::now();
    let mut silent = Vec::new();
    for _ in 0..200 {
        silent.push(connect_from(1, s.addr).await);
    }
    let (status, _) = health_from(2, &s).await;
    assert_eq!(status, StatusCode::OK);
    let waited = started.elapsed();
    assert!(
        waited < timeout + Duration::from_secs(1),
        "health answered {waited:?} after the silent connections opened"
    );
    for (i, stream) in silent.iter_mut().enumerate() {
        assert!(
            closed_after(stream, Duration::from_secs(2)).await.is_some(),
            "silent connection {i} still open"
        );
    }
}

/// A connection idle after a request, one that stops halfway through its headers, one that
/// stops halfway through HTTP/2's preface, and an HTTP/2 connection that opens no stream are
/// each closed after the timeout, not before.
#[tokio::test]
async fn idle_and_half_sent_connections_are_closed_after_the_header_timeout() {
    let timeout = Duration::from_millis(500);
    let (_dir, s) = server(ConnectionLimits {
        header_read_timeout: timeout,
        ..ConnectionLimits::default()
    })
    .await;
    let mut settings = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".to_vec();
    // An empty SETTINGS frame, and the acknowledgement of the server's.
    settings.extend_from_slice(&[0, 0, 0, 4, 0, 0, 0, 0, 0]);
    settings.extend_from_slice(&[0, 0, 0, 4, 1, 0, 0, 0, 0]);
    let cases: [(&str, &[u8]); 4] = [
        (
            "kept alive",
            b"GET /api/health HTTP/1.1\r\nHost: ply\r\n\r\n",
        ),
        ("half the headers", b"GET /api/health HTTP/1.1\r\nHost:"),
        ("half the preface", b"PRI * HTTP/2"),
        ("HTTP/2 with no stream", &settings),
    ];
    for (what, sent) in cases {
        let mut stream = connect_from(1, s.addr).await;
        stream.write_all(sent).await.unwrap();
        let after = closed_after(&mut stream, Duration::from_secs(5)).await;
        let after = after.unwrap_or_else(|| panic!("{what}: still open after 5 s"));
        assert!(after >= timeout / 2, "{what}: closed after only {after:?}");
    }
}

/// One address holds at most its share of the connections: beyond it, its new connections are
/// closed at once, while another address is served; a share given back can be taken again.
#[tokio::test]
async fn one_address_holds_at_most_its_share_of_the_connections() {
    let (_dir, s) = server(ConnectionLimits {
        max_connections: 50,
        connections_per_address: 10,
        header_read_timeout: Duration::from_secs(30),
        ..ConnectionLimits::default()
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..10 {
        held.push(connect_from(1, s.addr).await);
    }
    // Each of the ten is taken before the next is checked.
    tokio::time::sleep(Duration::from_millis(200)).await;
    for stream in &mut held {
        assert!(
            closed_after(stream, Duration::from_millis(100))
                .await
                .is_none()
        );
    }
    let mut extra = connect_from(1, s.addr).await;
    assert!(
        closed_after(&mut extra, Duration::from_secs(2))
            .await
            .is_some(),
        "an eleventh connection from one address was kept"
    );
    let (status, took) = health_from(2, &s).await;
    assert_eq!(status, StatusCode::OK);
    assert!(took < Duration::from_secs(1), "{took:?}");
    drop(held.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut again = connect_from(1, s.addr).await;
    again
        .write_all(b"GET /api/health HTTP/1.1\r\nHost: ply\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = String::new();
    tokio::time::timeout(Duration::from_secs(2), again.read_to_string(&mut answer))
        .await
        .unwrap()
        .unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
}

/// A WebSocket keeps its connection's place: with the connections taken by sockets and one
/// silent connection, a request waits until the silent one is closed.
#[tokio::test]
async fn websockets_count_among_the_connections() {
    let timeout = Duration::from_secs(1);
    let (_dir, s) = server(ConnectionLimits {
        max_connections: 4,
        connections_per_address: 100,
        max_sockets: 3,
        sockets_per_address: 3,
        header_read_timeout: timeout,
    })
    .await;
    let c = client();
    let id = create(&c, &s, json!({"game": "chess", "opponent": "local"})).await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let mut sockets = Vec::new();
    for _ in 0..3 {
        sockets.push(game_socket(1, &s, &id, "en").await.expect("a socket"));
    }
    // The client's own connection for the game is closed by now.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let _silent = connect_from(1, s.addr).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (status, took) = health_from(2, &s).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        took >= timeout / 2 && took < timeout * 3,
        "health answered after {took:?}, though sockets held every other connection"
    );
    let refused = game_socket(2, &s, &id, "en").await.unwrap_err();
    assert_eq!(refused.0, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(refused.1["error"], "sockets_full", "{}", refused.1);
    drop(sockets.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(game_socket(2, &s, &id, "en").await.is_ok());
}

type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

/// Opens the game's WebSocket from `127.0.0.{from}` in language `lang`; a refusal as its
/// status and JSON body.
async fn game_socket(
    from: u8,
    s: &Server,
    id: &str,
    lang: &str,
) -> Result<Socket, (StatusCode, Value)> {
    let stream = connect_from(from, s.addr).await;
    let mut request = format!("ws://{}/api/games/{id}/ws", s.addr)
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("accept-language", lang.parse().unwrap());
    match client_async(request, stream).await {
        Ok((socket, _)) => Ok(socket),
        Err(tungstenite::Error::Http(resp)) => {
            let body = resp.body().clone().unwrap_or_default();
            let value = serde_json::from_slice(&body)
                .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&body)));
            Err((StatusCode::from_u16(resp.status().as_u16()).unwrap(), value))
        }
        Err(e) => panic!("the socket failed: {e}"),
    }
}
