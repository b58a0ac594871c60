//! `ply serve --engine` end to end: the external engine is ply itself (`ply uci`), offered in
//! the catalog; a chess game against it gets its reply moves through the HTTP API, and after a
//! restart the game goes on with the engine started anew. And a draughts game against
//! `ply dxp --listen`, reached over DXP.

use std::{
    io::{BufRead, BufReader, Read, Write},
    net::TcpStream,
    path::Path,
    process::{Child, Command, Stdio},
    sync::mpsc,
    thread,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

/// A `ply serve` process on a free port; killed when dropped.
struct Served {
    child: Child,
    addr: String,
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts `ply serve` on port 0 with ply's own UCI front end as the engine "Ply UCI", and
/// reads the address it prints.
fn serve(data: &Path) -> Served {
    let bin = env!("CARGO_BIN_EXE_ply");
    serve_with(data, &format!("Ply UCI=uci:{bin} uci"))
}

/// Starts `ply serve` on port 0 with the engine `spec`, and reads the address it prints.
fn serve_with(data: &Path, spec: &str) -> Served {
    let bin = env!("CARGO_BIN_EXE_ply");
    let mut child = Command::new(bin)
        .args(["serve", "--addr", "127.0.0.1:0", "--engine-movetime", "200"])
        .arg("--data")
        .arg(data)
        .arg("--engine")
        .arg(spec)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ply serve starts");
    let stdout = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(rest) = line.split("http://").nth(1) {
                let _ = tx.send(rest.split('/').next().unwrap_or("").to_string());
            }
        }
    });
    let addr = rx
        .recv_timeout(Duration::from_secs(30))
        .expect("ply serve prints its address");
    Served { child, addr }
}

/// One HTTP request (a new connection, closed after the answer): the status and JSON body.
fn request(
    addr: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let body = body.map(Value::to_string).unwrap_or_default();
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{auth}\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    let (head, text) = answer.split_once("\r\n\r\n").expect("headers end");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status");
    (status, serde_json::from_str(text).unwrap_or(Value::Null))
}

/// Polls the game until `plies` moves are played (the engine's reply included).
fn wait_for_moves(addr: &str, id: &str, plies: usize) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let (status, state) = request(addr, "GET", &format!("/api/games/{id}"), None, None);
        assert_eq!(status, 200, "{state}");
        assert!(
            state["engine_error"].is_null(),
            "the engine failed: {state}"
        );
        if state["moves"].as_array().map_or(0, Vec::len) >= plies {
            return state;
        }
        assert!(
            Instant::now() < deadline,
            "no reply from the engine: {state}"
        );
        thread::sleep(Duration::from_millis(50));
    }
}

fn play(addr: &str, id: &str, token: &str, mv: &str) {
    let path = format!("/api/games/{id}/moves");
    let (status, state) = request(addr, "POST", &path, Some(token), Some(&json!({"move": mv})));
    assert_eq!(status, 200, "move {mv}: {state}");
}

#[test]
fn a_chess_game_against_ply_uci_through_the_web_api() {
    let data = tempfile_dir("uci");
    let server = serve(&data);
    let addr = server.addr.clone();

    let (status, catalog) = request(&addr, "GET", "/api/catalog", None, None);
    assert_eq!(status, 200);
    let engines_of = |game: &str| {
        catalog["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == game)
            .unwrap()["engines"]
            .clone()
    };
    assert_eq!(
        engines_of("chess"),
        json!([{"id": "ply-uci", "name": "Ply UCI"}])
    );
    assert_eq!(engines_of("kabe"), json!([]));

    let body = json!({"game": "chess", "opponent": "computer", "engine": "ply-uci"});
    let (status, created) = request(&addr, "POST", "/api/games", None, Some(&body));
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    assert_eq!(created["state"]["engine"]["name"], "Ply UCI");

    play(&addr, &id, &token, "e4");
    let state = wait_for_moves(&addr, &id, 2);
    assert_eq!(state["turn"], "white");
    let next = state["legal_moves"][0].as_str().unwrap().to_string();
    play(&addr, &id, &token, &next);
    let state = wait_for_moves(&addr, &id, 4);
    let moves = state["moves"].clone();

    // A restart: the game is as it was, and the engine, started anew, replies again.
    drop(server);
    let server = serve(&data);
    let addr = server.addr.clone();
    let (_, again) = request(&addr, "GET", &format!("/api/games/{id}"), None, None);
    assert_eq!(
        (again["moves"].clone(), again["engine"]["id"].clone()),
        (moves, json!("ply-uci"))
    );
    let next = again["legal_moves"][0].as_str().unwrap().to_string();
    play(&addr, &id, &token, &next);
    wait_for_moves(&addr, &id, 6);
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

#[test]
fn a_draughts_game_against_ply_dxp_through_the_web_api() {
    // The engine: `ply dxp --listen` on a free port, following the server's game requests.
    let mut dxp = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["dxp", "--listen", "127.0.0.1:0", "--level", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("ply dxp starts");
    let mut log = BufReader::new(dxp.stdout.take().expect("stdout")).lines();
    let first = log.next().and_then(Result::ok).unwrap_or_default();
    let dxp_addr = first
        .strip_prefix("dxp: listening on ")
        .unwrap_or_else(|| panic!("unexpected first line {first}"))
        .to_string();
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        for line in log.map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });

    let data = tempfile_dir("dxp");
    let server = serve_with(&data, &format!("Ply DXP=dxp:{dxp_addr}"));
    let addr = server.addr.clone();
    let body = json!({"game": "draughts", "opponent": "computer", "engine": "ply-dxp"});
    let (status, created) = request(&addr, "POST", "/api/games", None, Some(&body));
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["token"].as_str().unwrap().to_string();
    let mut state = created["state"].clone();
    for plies in [2, 4, 6] {
        let next = state["legal_moves"][0].as_str().unwrap().to_string();
        play(&addr, &id, &token, &next);
        state = wait_for_moves(&addr, &id, plies);
        assert_eq!(state["turn"], "white", "{state}");
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
    let _ = dxp.kill();
    let _ = dxp.wait();
    let log: Vec<String> = rx.iter().collect();
    assert!(log.iter().any(|l| l.contains("ply plays black")), "{log:?}");
    assert!(
        log.iter().filter(|l| l.starts_with("dxp: sent M")).count() >= 3,
        "{log:?}"
    );
}

/// A fresh directory under the test's target tmpdir.
fn tempfile_dir(name: &str) -> std::path::PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("serve-engine-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
