//! `ply dxp` over loopback: a whole game between a listening and a connecting ply, and a
//! scripted peer that sends garbled, out-of-turn and illegal messages and goes away mid-game.

#[path = "common/lines.rs"]
mod lines;

use std::{
    io::{Read, Write},
    net::TcpStream,
    process::{Child, Command, Stdio},
    sync::mpsc,
    time::{Duration, Instant},
};

/// A running `ply dxp --listen` with its log lines.
struct Listener {
    child: Child,
    lines: mpsc::Receiver<String>,
    addr: String,
}

impl Listener {
    fn start(extra: &[&str]) -> Listener {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
            .args(["dxp", "--listen", "127.0.0.1:0", "--level", "1"])
            .args(extra)
            .stdout(Stdio::piped())
            .spawn()
            .expect("ply dxp starts");
        let stdout = child.stdout.take().unwrap();
        let lines = lines::read_lines(stdout);
        let first = lines
            .recv_timeout(Duration::from_secs(20))
            .expect("a log line");
        let addr = first
            .strip_prefix("dxp: listening on ")
            .unwrap_or_else(|| panic!("unexpected first line {first}"))
            .to_string();
        Listener { child, lines, addr }
    }

    /// Log lines up to the first containing `text`.
    fn until(&self, text: &str) -> Vec<String> {
        let mut seen = Vec::new();
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
                let found = line.contains(text);
                seen.push(line);
                if found {
                    return seen;
                }
            }
        }
        panic!("no log line with '{text}'; saw {seen:?}");
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A scripted peer.
struct Peer {
    stream: TcpStream,
}

impl Peer {
    fn connect(addr: &str) -> Peer {
        let stream = TcpStream::connect(addr).expect("connects");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        Peer { stream }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.stream.write_all(bytes).unwrap();
        self.stream.write_all(&[0]).unwrap();
    }

    /// The next message (without its NUL), or `None` when ply closed the connection.
    fn next(&mut self) -> Option<String> {
        let mut out = Vec::new();
        let mut byte = [0u8];
        loop {
            match self.stream.read(&mut byte) {
                Ok(0) => return None,
                Ok(_) if byte[0] == 0 => return Some(String::from_utf8(out).unwrap()),
                Ok(_) => out.push(byte[0]),
                Err(e) => panic!("reading from ply: {e}"),
            }
        }
    }

    /// Asks for a game with ply playing `colour` (`W` or `Z`).
    fn request(&mut self, colour: char) {
        let req = format!("R01{:<32}{colour}001150A", "script");
        self.send(req.as_bytes());
        let acc = self.next().expect("GAMEACC");
        assert!(acc.starts_with('A') && acc.ends_with('0'), "{acc}");
    }
}

#[test]
fn a_whole_game_between_two_plies() {
    let dir = tempfile::tempdir().unwrap();
    let pdn = dir.path().join("games.pdn");
    let listener = Listener::start(&[]);
    let output = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["dxp", "--connect", &listener.addr, "--level", "1"])
        .args(["--minutes", "1", "--moves", "150", "--colour", "black"])
        .arg("--pdn")
        .arg(&pdn)
        .output()
        .expect("ply dxp --connect runs");
    let log = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{log}");
    assert!(log.contains("ply plays black"), "{log}");
    let end = log
        .lines()
        .find(|l| l.contains("ended after"))
        .unwrap_or_else(|| panic!("no game end in {log}"));
    assert!(
        !end.contains("unfinished") || end.contains("300 plies"),
        "{end}"
    );
    let listened = listener.until("ended after");
    assert!(
        listened.iter().any(|l| l.contains("ply plays white")),
        "{listened:?}"
    );
    let record = std::fs::read_to_string(&pdn).unwrap();
    assert!(record.contains("[Event \"DXP game\"]"), "{record}");
    assert!(record.contains("1. "), "{record}");
}

#[test]
fn bad_messages_end_the_game_and_the_listener_goes_on() {
    let listener = Listener::start(&[]);

    // A garbled message in the middle of a game: GAMEEND, and the connection closes.
    let mut peer = Peer::connect(&listener.addr);
    peer.request('Z');
    peer.send(b"M0001322800");
    peer.send(b"garbled\r\n");
    let mut rest = Vec::new();
    while let Some(m) = peer.next() {
        rest.push(m);
    }
    assert!(rest.iter().any(|m| m.starts_with("E0")), "{rest:?}");
    listener.until("malformed message");

    // The next connection: an illegal move.
    let mut peer = Peer::connect(&listener.addr);
    peer.request('Z');
    peer.send(b"M0001322300");
    assert_eq!(peer.next().as_deref(), Some("E00"));
    listener.until("illegal MOVE");

    // A move out of turn: ply plays white and has moved first; two moves in a row.
    let mut peer = Peer::connect(&listener.addr);
    peer.request('W');
    let first = peer.next().expect("ply's first move");
    assert!(first.starts_with('M'), "{first}");
    peer.send(b"M0001192400");
    peer.send(b"M0001242900");
    let mut rest = Vec::new();
    while let Some(m) = peer.next() {
        rest.push(m);
    }
    assert!(rest.iter().any(|m| m == "E00"), "{rest:?}");

    // A truncated message, then a peer that goes away mid-game.
    let mut peer = Peer::connect(&listener.addr);
    peer.request('Z');
    peer.send(b"M0001");
    assert_eq!(peer.next().as_deref(), Some("E00"));
    let mut peer = Peer::connect(&listener.addr);
    peer.request('Z');
    peer.send(b"M0001322800");
    let reply = peer.next().expect("ply's answer");
    assert!(reply.starts_with('M'), "{reply}");
    drop(peer);
    listener.until("disconnected in the middle of the game");
    listener.until("unfinished");

    // Still listening.
    let mut peer = Peer::connect(&listener.addr);
    peer.request('Z');
    peer.send(b"E01");
    assert_eq!(peer.next().as_deref(), Some("E00"));
}

#[test]
fn ply_match_plays_a_dxp_engine() {
    let listener = Listener::start(&[]);
    let spec = format!("dxp:{},moves=150", listener.addr);
    let output = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["match", "draughts", "--a", "level=1", "--b", &spec])
        .args(["--games", "2", "--movetime", "20", "--json"])
        .output()
        .expect("ply match runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    assert!(
        out.lines().last().unwrap_or("").contains("\"games\":2"),
        "{out}"
    );
    let log = listener.until("ply plays white");
    assert!(
        log.iter().any(|l| l.contains("ply plays black")),
        "colours alternate: {log:?}"
    );
}

/// Accepts the first connection that sends something (the match may open one to check the
/// engine before the one it plays on) and returns it with that first message.
fn first_request(listener: &std::net::TcpListener) -> (Peer, String) {
    loop {
        let (stream, _) = listener.accept().unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut peer = Peer { stream };
        if let Some(request) = peer.next() {
            return (peer, request);
        }
    }
}

/// Runs `ply match` (as [`match_against`]) against a scripted DXP engine that accepts one game
/// after another and ends game `i` with the GAMEEND `ends[i]` at its first turn, checking that
/// ply answers each with its own.
fn match_against_ends(
    ends: &'static [&'static str],
    games: u32,
    name: &str,
) -> (Option<i32>, String, String) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    let script = std::thread::spawn(move || {
        let (mut peer, mut request) = first_request(&listener);
        for (i, end) in ends.iter().enumerate() {
            let game = i + 1;
            assert!(request.starts_with("R01ply"), "game {game}: {request}");
            peer.send(format!("A{:<32}0", "script").as_bytes());
            // The follower's colour: black (`Z`) waits for ply's first move.
            if request.as_bytes()[35] == b'Z' {
                let first = peer.next().expect("ply's first move");
                assert!(first.starts_with('M'), "game {game}: {first}");
            }
            peer.send(end.as_bytes());
            assert_eq!(peer.next().as_deref(), Some("E00"), "game {game}");
            if game < ends.len() {
                request = peer.next().expect("the next GAMEREQ");
            }
        }
    });
    let played = match_against(&addr, games, name);
    script.join().expect("the peer's script");
    played
}

/// Runs `ply match` with level 1 against the DXP engine at `addr` for `games` games; returns
/// the exit code, stderr and the record file's text.
fn match_against(addr: &str, games: u32, name: &str) -> (Option<i32>, String, String) {
    let records = std::env::temp_dir().join(format!("ply-dxp-{name}-{}.pdn", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["match", "draughts", "--a", "level=1", "--b"])
        .arg(format!("dxp:{addr}"))
        .args([
            "--games",
            &games.to_string(),
            "--movetime",
            "20",
            "--record",
        ])
        .arg(&records)
        .output()
        .expect("ply match runs");
    let written = std::fs::read_to_string(&records).unwrap_or_default();
    let _ = std::fs::remove_file(&records);
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
        written,
    )
}

/// `ply match` against a scripted DXP engine that accepts the game, reads ply's first move and
/// then garbles its answer or leaves: that game is unfinished, at once, the next one finds the
/// connection closed, and with no game finished the match fails; the record file keeps both
/// games, without a result.
#[test]
fn a_dxp_engine_that_misbehaves_leaves_its_games_unfinished() {
    for (misdeed, expected) in [
        ("garbles", "malformed message"),
        ("leaves", "closed the connection"),
    ] {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let script = std::thread::spawn(move || {
            let (mut peer, request) = first_request(&listener);
            assert!(request.starts_with("R01ply"), "{request}");
            peer.send(format!("A{:<32}0", "script").as_bytes());
            let first = peer.next().expect("ply's first move");
            assert!(first.starts_with('M'), "{first}");
            if misdeed == "garbles" {
                peer.send(b"M0010??");
                // ply ends the game it cannot go on with.
                assert_eq!(peer.next().as_deref(), Some("E00"));
            }
        });
        let started = Instant::now();
        let (code, stderr, written) = match_against(&addr, 2, misdeed);
        script.join().expect("the peer's script");
        assert_eq!(code, Some(1), "{misdeed}: {stderr}");
        assert!(
            stderr.contains("unfinished: game 1, black to move after 1 plies"),
            "{misdeed}: {stderr}"
        );
        assert!(stderr.contains(expected), "{misdeed}: {stderr}");
        assert!(
            stderr.contains("unfinished: game 2") && stderr.contains("no game finished"),
            "{misdeed}: {stderr}"
        );
        assert_eq!(
            written.matches("[Result \"*\"]").count(),
            2,
            "{misdeed}: {written}"
        );
        assert!(started.elapsed() < Duration::from_secs(30), "{misdeed}");
    }
}

/// A DXP engine that ends every game itself with GAMEEND (as Scan and Moby Dam do once the
/// GAMEREQ's number of moves is played): each game is unfinished and answered with a GAMEEND,
/// the match goes on over the same connection, and three in a row stop it.
#[test]
fn a_match_goes_on_after_a_game_the_dxp_engine_ends() {
    let (code, stderr, written) = match_against_ends(&["E00", "E00", "E00"], 6, "ends");
    assert_eq!(code, Some(1), "{stderr}");
    for game in 1..=3 {
        assert!(
            stderr.contains(&format!("unfinished: game {game},")),
            "{stderr}"
        );
    }
    assert!(!stderr.contains("game 4"), "{stderr}");
    assert!(
        stderr.contains("3 games in a row unfinished") && stderr.contains("ended the game"),
        "{stderr}"
    );
    assert_eq!(written.matches("[Result \"*\"]").count(), 3, "{written}");
}

/// A DXP engine that resigns (GAMEEND, reason 1: the sender loses) loses the game: it is
/// answered with a GAMEEND, scored for ply, recorded with its result, and the match goes on.
/// A claimed win (reason 3) is not taken on trust: that game is unfinished.
#[test]
fn a_dxp_engine_that_resigns_loses_and_a_claimed_win_is_not_believed() {
    let (code, stderr, written) = match_against_ends(&["E10", "E10", "E30"], 3, "resigns");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(!stderr.contains("unfinished: game 1,"), "{stderr}");
    assert!(!stderr.contains("unfinished: game 2,"), "{stderr}");
    assert!(
        stderr.contains("unfinished: game 3,") && stderr.contains("reason Win"),
        "{stderr}"
    );
    // ply (A) is white in game 1 and black in game 2: both won, by resignation.
    let results: Vec<&str> = written
        .lines()
        .filter(|l| l.starts_with("[Result "))
        .collect();
    assert_eq!(
        results,
        ["[Result \"2-0\"]", "[Result \"0-2\"]", "[Result \"*\"]"],
        "{written}"
    );
}

/// A clock given to one side of `ply match` applies to the other when that one sets no limit of
/// its own, and the match says each side's limits before the first game: a DXP engine's
/// `time=1,moves=150` becomes ply's clock, and ply's `time=2,moves=40` reaches the DXP engine's
/// GAMEREQ (minutes and moves, characters 36 to 41).
#[test]
fn a_clock_given_to_one_side_applies_to_both() {
    for (a, b, gamereq, says) in [
        (
            "level=1",
            ",time=1,moves=150",
            "001150",
            [
                "A level=1: 1 min for 150 moves (B's clock)",
                "kept by the DXP engine",
            ],
        ),
        (
            "level=1,time=2,moves=40",
            "",
            "002040",
            [
                "A level=1,time=2,moves=40: 2 min for 40 moves\n",
                "2 min for 40 moves (A's clock), kept by the DXP engine",
            ],
        ),
    ] {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap().to_string();
        let script = std::thread::spawn(move || {
            let (mut peer, request) = first_request(&listener);
            assert_eq!(&request[36..42], gamereq, "{request}");
            peer.send(format!("A{:<32}0", "script").as_bytes());
            // ply (A) is white in the first game: the engine waits for its move, then resigns.
            let first = peer.next().expect("ply's first move");
            assert!(first.starts_with('M'), "{first}");
            peer.send(b"E10");
            assert_eq!(peer.next().as_deref(), Some("E00"));
        });
        let output = Command::new(env!("CARGO_BIN_EXE_ply"))
            .args(["match", "draughts", "--a", a, "--b"])
            .arg(format!("dxp:{addr}{b}"))
            .args(["--games", "1", "--movetime", "20", "--json"])
            .output()
            .expect("ply match runs");
        script.join().expect("the peer's script");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(output.status.success(), "{stderr}");
        for text in says {
            assert!(stderr.contains(text), "{a} / {b}: {stderr}");
        }
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(
            stdout.lines().last().unwrap_or("").contains("\"wins\":1"),
            "{stdout}"
        );
    }
}
