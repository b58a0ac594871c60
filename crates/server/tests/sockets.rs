//! The attack of the report on WebSockets, against a server in a process of its own (this test
//! binary started again as the server, so that its memory and descriptors can be read): two
//! thousand game sockets from one address, of which the address's share is admitted and the
//! rest refused with the JSON error body in the reader's language; sockets from other
//! addresses up to the server's cap, then refused; and meanwhile a health check and a move from
//! yet another address answered within a second, with the server's memory and descriptors
//! growing by a bounded amount per open socket.

mod common;

use std::{
    io::{BufRead, BufReader},
    net::{IpAddr, SocketAddr},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use ply_server::ConnectionLimits;
use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::{
    client_async,
    tungstenite::{self, client::IntoClientRequest},
};

const SERVER_DIR: &str = "PLY_TEST_SOCKETS_SERVER_DIR";
const PER_ADDRESS: usize = 50;
const MOST: usize = 150;

fn limits() -> ConnectionLimits {
    ConnectionLimits {
        max_connections: 400,
        connections_per_address: 300,
        max_sockets: MOST,
        sockets_per_address: PER_ADDRESS,
        header_read_timeout: Duration::from_secs(10),
    }
}

/// The server's process, when this binary is started as one (see [`ServerProcess`]); else
/// nothing. It serves until its standard input closes.
#[test]
#[ignore = "the server process of the test below, started by it"]
fn server_process() {
    let Ok(dir) = std::env::var(SERVER_DIR) else {
        return;
    };
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let state = ply_server::open(std::path::Path::new(&dir)).await.unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        println!("listening on {}", listener.local_addr().unwrap());
        let stop = async {
            let _ = tokio::task::spawn_blocking(|| {
                let mut line = String::new();
                while std::io::stdin().read_line(&mut line).is_ok_and(|n| n > 0) {}
            })
            .await;
        };
        ply_server::http::serve(listener, ply_server::app(state), limits(), stop)
            .await
            .unwrap();
    });
}

/// This test binary running [`server_process`]; killed when dropped.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
    _dir: tempfile::TempDir,
}

impl ServerProcess {
    fn start() -> ServerProcess {
        let dir = tempfile::tempdir().unwrap();
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["server_process", "--exact", "--ignored", "--nocapture"])
            .env(SERVER_DIR, dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let addr = stdout
            .lines()
            .map_while(Result::ok)
            .find_map(|line| line.strip_prefix("listening on ").map(str::to_string))
            .expect("the server's address")
            .parse()
            .unwrap();
        ServerProcess {
            child,
            addr,
            _dir: dir,
        }
    }

    fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    /// The server's resident memory in KiB.
    fn rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .expect("VmRSS")
    }

    /// The server's open descriptors.
    fn descriptors(&self) -> usize {
        std::fs::read_dir(format!("/proc/{}/fd", self.child.id()))
            .unwrap()
            .count()
    }
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn client_from(from: u8) -> Client {
    Client::builder()
        .local_address(IpAddr::from([127, 0, 0, from]))
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(20))
        .build()
        .unwrap()
}

type Socket = tokio_tungstenite::WebSocketStream<TcpStream>;

/// Opens the game's WebSocket from `127.0.0.{from}` in language `lang`; a refusal as its
/// status and JSON body.
async fn game_socket(
    from: u8,
    to: SocketAddr,
    id: &str,
    lang: &str,
) -> Result<Socket, (StatusCode, Value)> {
    let socket = TcpSocket::new_v4().unwrap();
    socket
        .bind(SocketAddr::from(([127, 0, 0, from], 0)))
        .unwrap();
    let stream = socket.connect(to).await.unwrap();
    let mut request = format!("ws://{to}/api/games/{id}/ws")
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

#[tokio::test]
async fn game_sockets_beyond_the_caps_are_refused_while_requests_are_answered() {
    let server = ServerProcess::start();
    let c = client_from(9);
    let created: Value = c
        .post(server.url("/api/games"))
        .json(&json!({"game": "chess", "opponent": "local"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let (id, token) = (
        created["id"].as_str().unwrap().to_string(),
        created["token"].as_str().unwrap().to_string(),
    );
    // Warm up: a socket opened and closed, so that what is measured is the sockets' own.
    drop(game_socket(9, server.addr, &id, "en").await.unwrap());
    // And a refusal in each language the sockets below use, so that each language's
    // messages are loaded before the measure and not counted as the sockets' memory.
    for lang in ["en", "ru", "et"] {
        let (status, _) = game_socket(9, server.addr, "no-such-game", lang)
            .await
            .unwrap_err();
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (rss_before, fds_before) = (server.rss_kib(), server.descriptors());

    let mut open = Vec::new();
    let mut refused = 0;
    for i in 0..2_000 {
        let lang = ["en", "ru", "et"][i % 3];
        match game_socket(1, server.addr, &id, lang).await {
            Ok(socket) => open.push(socket),
            Err((status, body)) => {
                assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
                assert_eq!(body["error"], "too_many_sockets", "{body}");
                assert_eq!(body["params"]["most"], PER_ADDRESS, "{body}");
                let message = body["message"].as_str().unwrap();
                let word = ["open", "открыто", "avatud"][i % 3];
                assert!(message.contains(word), "{lang}: {message}");
                refused += 1;
            }
        }
    }
    assert_eq!(open.len(), PER_ADDRESS, "sockets admitted from one address");
    assert_eq!(refused, 2_000 - PER_ADDRESS);
    for from in 2..=3 {
        for _ in 0..PER_ADDRESS {
            open.push(game_socket(from, server.addr, &id, "en").await.unwrap());
        }
    }
    assert_eq!(open.len(), MOST);
    let (status, body) = game_socket(4, server.addr, &id, "en").await.unwrap_err();
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["error"], "sockets_full", "{body}");

    let started = Instant::now();
    let health = c.get(server.url("/api/health")).send().await.unwrap();
    assert_eq!(health.status(), StatusCode::OK);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "health: {:?}",
        started.elapsed()
    );
    let started = Instant::now();
    let moved = c
        .post(server.url(&format!("/api/games/{id}/moves")))
        .bearer_auth(&token)
        .json(&json!({"move": "e4"}))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), StatusCode::OK);
    assert!(
        started.elapsed() < Duration::from_secs(1),
        "move: {:?}",
        started.elapsed()
    );

    tokio::time::sleep(Duration::from_millis(300)).await;
    let (rss_after, fds_after) = (server.rss_kib(), server.descriptors());
    let per_socket_kib = rss_after.saturating_sub(rss_before) as f64 / MOST as f64;
    let fds = fds_after.saturating_sub(fds_before);
    eprintln!(
        "{MOST} game sockets: RSS {rss_before} -> {rss_after} KiB ({per_socket_kib:.1} KiB a \
         socket); descriptors {fds_before} -> {fds_after}"
    );
    assert!(fds <= MOST + 8, "{fds} descriptors for {MOST} sockets");
    assert!(per_socket_kib < 64.0, "{per_socket_kib:.1} KiB a socket");
    drop(open);
}
