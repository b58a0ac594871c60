//! ply's engine servers driven in-process: scripted input in a buffer, the output read back
//! (beside the process tests of the command line, `crates/cli/tests/{uci,hub,dxp}.rs`).

use std::{
    io::{BufReader, Read, Write},
    net::{TcpListener, TcpStream},
    sync::{Arc, Mutex, mpsc},
    time::{Duration, Instant},
};

use ply_games::Level;
use ply_protocol::{
    Settings,
    dxp::{self, Player},
    hub::{self, HubVariant, Line, notation},
    uci,
};

/// An output the test keeps a handle on.
#[derive(Clone, Default)]
struct Shared(Arc<Mutex<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Shared {
    fn lines(&self) -> Vec<String> {
        let bytes = self.0.lock().unwrap().clone();
        String::from_utf8(bytes)
            .expect("the output is text")
            .lines()
            .map(str::to_string)
            .collect()
    }
}

fn quick() -> Settings {
    Settings {
        hash_mb: 1,
        level: Level::MAX,
        ..Settings::default()
    }
}

/// Input that arrives when the test sends it, as a GUI's would; its end when the sender goes.
struct Feed {
    chunks: mpsc::Receiver<Vec<u8>>,
    chunk: Vec<u8>,
    at: usize,
}

impl Read for Feed {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        if self.at == self.chunk.len() {
            match self.chunks.recv() {
                Ok(chunk) => (self.chunk, self.at) = (chunk, 0),
                Err(_) => return Ok(0),
            }
        }
        let n = buf.len().min(self.chunk.len() - self.at);
        buf[..n].copy_from_slice(&self.chunk[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// A server running on a thread, fed by the test.
struct Running {
    input: Option<mpsc::Sender<Vec<u8>>>,
    out: Shared,
    server: std::thread::JoinHandle<std::io::Result<()>>,
}

type Serve = fn(BufReader<Feed>, Shared, &Settings) -> std::io::Result<()>;

impl Running {
    fn start(serve: Serve) -> Running {
        let (input, chunks) = mpsc::channel();
        let out = Shared::default();
        let feed = BufReader::new(Feed {
            chunks,
            chunk: Vec::new(),
            at: 0,
        });
        let writer = out.clone();
        let server = std::thread::spawn(move || serve(feed, writer, &quick()));
        Running {
            input: Some(input),
            out,
            server,
        }
    }

    fn send(&self, bytes: &[u8]) {
        if let Some(input) = &self.input {
            let _ = input.send(bytes.to_vec());
        }
    }

    /// The output once `ready` holds of it (within 60 s).
    fn until(&self, ready: impl Fn(&[String]) -> bool) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let lines = self.out.lines();
            if ready(&lines) {
                return lines;
            }
            assert!(Instant::now() < deadline, "waited in vain; saw {lines:#?}");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits for the server to end by itself (its input still open), and returns its output.
    fn ended(self) -> Vec<String> {
        self.server.join().unwrap().expect("the session runs");
        self.out.lines()
    }

    /// Closes the input and returns the output once the server has ended.
    fn closed(mut self) -> Vec<String> {
        self.input = None;
        self.ended()
    }
}

fn count(lines: &[String], prefix: &str) -> usize {
    lines.iter().filter(|l| l.starts_with(prefix)).count()
}

#[test]
fn uci_answers_a_scripted_session() {
    let uci = Running::start(uci::serve);
    uci.send(b"uci\nisready\nbogus command\nis\xffready\n");
    let out = uci.until(|l| count(l, "info string ignored") == 1);
    let at = |prefix: &str| {
        out.iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no '{prefix}' in {out:#?}"))
    };
    assert!(out[0].starts_with("id name ply"), "{out:#?}");
    assert!(at("option name Hash") < at("uciok"));
    assert!(at("uciok") < at("readyok"));
    assert!(out.contains(&"info string unknown command 'bogus'".to_string()));
    assert!(
        out.contains(&"info string ignored a line that is not valid UTF-8 (byte 3)".to_string()),
        "{out:#?}"
    );

    // A depth beyond any search is searched to the deepest and said so; `stop` ends it with a
    // legal move for black after 1. e4.
    uci.send(b"position startpos moves e2e4\ngo depth 4294967297\n");
    uci.until(|l| count(l, "info string go depth 4294967297 is beyond the maximum") == 1);
    uci.send(b"stop\n");
    let out = uci.until(|l| count(l, "bestmove") == 1);
    let reply = out.last().unwrap().strip_prefix("bestmove ").unwrap();
    let chess = ply_games::find("chess").unwrap();
    let mut game = chess.new_game(&[], None).unwrap();
    game.play("e4").unwrap();
    let after_e4 = uci::notation::read_fen(&game.position()).unwrap();
    assert!(
        uci::notation::uci_to_san(&after_e4, reply).is_ok(),
        "{reply} is not legal after 1. e4"
    );

    // A mate in one; then nothing after `quit`, though the input goes on.
    uci.send(b"position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 3\n");
    let out = uci.until(|l| count(l, "bestmove") == 2);
    assert_eq!(out.last().unwrap(), "bestmove d1d8");
    uci.send(b"quit\nisready\n");
    let out = uci.ended();
    assert_eq!(count(&out, "readyok"), 1, "{out:#?}");
    assert_eq!(out.last().unwrap(), "bestmove d1d8");
}

#[test]
fn uci_ends_a_search_at_the_end_of_its_input() {
    let uci = Running::start(uci::serve);
    uci.send(b"position startpos\ngo infinite\n");
    uci.until(|l| count(l, "info depth") > 0);
    let out = uci.closed();
    assert!(
        out.last().is_some_and(|l| l.starts_with("bestmove ")),
        "{out:#?}"
    );
}

#[test]
fn uci_takes_the_threads_option() {
    let uci = Running::start(uci::serve);
    uci.send(b"uci\n");
    let out = uci.until(|l| count(l, "uciok") == 1);
    assert!(
        out.contains(&"option name Threads type spin default 1 min 1 max 64".to_string()),
        "{out:#?}"
    );
    // Out of range: refused, and the search stays on one thread (nothing announced).
    uci.send(b"setoption name Threads value 0\nsetoption name Threads value 65\n");
    uci.send(b"position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1\ngo depth 3\n");
    let out = uci.until(|l| count(l, "bestmove") == 1);
    for value in [0, 65] {
        let said = format!("info string unknown option or value: Threads value {value}");
        assert!(out.contains(&said), "{out:#?}");
    }
    assert_eq!(count(&out, "info string Using"), 0, "{out:#?}");
    // Three threads: the engine searches on them and still finds the mate.
    uci.send(b"setoption name threads value 3\ngo depth 5\n");
    let out = uci.until(|l| count(l, "bestmove") == 2);
    assert!(
        out.contains(&"info string Using 3 threads".to_string()),
        "{out:#?}"
    );
    assert_eq!(out.last().unwrap(), "bestmove d1d8");
    // An infinite search on three threads ends at `stop` with the mate.
    uci.send(b"go infinite\n");
    uci.until(|l| count(l, "info depth") > 8);
    uci.send(b"stop\n");
    let out = uci.until(|l| count(l, "bestmove") == 3);
    assert_eq!(out.last().unwrap(), "bestmove d1d8");
    uci.send(b"setoption name Threads value 1\ngo depth 2\n");
    let out = uci.until(|l| count(l, "bestmove") == 4);
    assert!(
        out.contains(&"info string Using 1 thread".to_string()),
        "{out:#?}"
    );
    let out = uci.closed();
    assert_eq!(count(&out, "info string Using"), 2, "{out:#?}");
}

/// Hub lines, parsed.
fn parsed(lines: &[String]) -> Vec<Line> {
    lines
        .iter()
        .map(|l| {
            Line::parse(l)
                .unwrap_or_else(|e| panic!("{l}: {e}"))
                .unwrap_or_else(|| panic!("an empty line"))
        })
        .collect()
}

#[test]
fn hub_answers_a_scripted_session() {
    let start = HubVariant::NORMAL.start();
    let pos = HubVariant::NORMAL.read_position(&start).unwrap();
    let hub = Running::start(hub::serve);
    hub.send(b"hub\nset-param name=level value=1\ninit\nbogus-command x=1\n\xfe\xff\nping\n");
    let out = parsed(&hub.until(|l| count(l, "pong") == 1));
    let commands: Vec<&str> = out.iter().map(|l| l.command.as_str()).collect();
    assert!(commands.starts_with(&["id"]) && commands.contains(&"wait"));
    // Hub ignores unknown commands: after `ready` come the error for the bad bytes and `pong`.
    let ready = commands.iter().position(|c| *c == "ready").unwrap();
    assert_eq!(&commands[ready..], ["ready", "error", "pong"], "{out:?}");
    let message = out[ready + 1].get("message").unwrap_or("");
    assert!(message.contains("not valid UTF-8"), "{message}");

    hub.send(b"pos pos=\"unterminated\nlevel depth=4294967297\nping\n");
    let out = parsed(&hub.until(|l| count(l, "pong") == 2));
    let errors: Vec<&str> = out
        .iter()
        .filter(|l| l.command == "error")
        .map(|l| l.get("message").unwrap_or(""))
        .collect();
    assert_eq!(errors.len(), 3, "{errors:?}");
    assert!(errors[2].contains("depth=4294967297"), "{errors:?}");

    hub.send(format!("pos pos={start}\nlevel depth=2\ngo think\n").as_bytes());
    let out = parsed(&hub.until(|l| count(l, "done") == 1));
    let done = out.last().unwrap();
    let mv = done.get("move").expect("a move");
    assert!(notation::read_move(&pos, mv).is_ok(), "{mv}");
    assert!(out.iter().any(|l| l.command == "info"));
    // Nothing after `quit`, though the input goes on.
    hub.send(b"quit\nping\n");
    let out = parsed(&hub.ended());
    assert_eq!(out.last().map(|l| l.command.as_str()), Some("done"));
}

#[test]
fn hub_takes_the_threads_parameter() {
    let start = HubVariant::NORMAL.start();
    let pos = HubVariant::NORMAL.read_position(&start).unwrap();
    let hub = Running::start(hub::serve);
    let threads = |out: &[Line]| -> Vec<String> {
        out.iter()
            .filter(|l| l.command == "param" && l.get("name") == Some("threads"))
            .map(|l| {
                format!(
                    "{} {} {} {}",
                    l.get("value").unwrap_or(""),
                    l.get("type").unwrap_or(""),
                    l.get("min").unwrap_or(""),
                    l.get("max").unwrap_or("")
                )
            })
            .collect()
    };
    hub.send(b"hub\nset-param name=threads value=0\nset-param name=threads value=x\nping\n");
    let out = parsed(&hub.until(|l| count(l, "pong") == 1));
    assert_eq!(threads(&out), ["1 int 1 64"], "{out:?}");
    let errors: Vec<&str> = out
        .iter()
        .filter(|l| l.command == "error")
        .map(|l| l.get("message").unwrap_or(""))
        .collect();
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(
        errors.iter().all(|e| e.contains("from 1 to 64")),
        "{errors:?}"
    );
    // Accepted: the parameter reads back, and a search on three threads plays a legal move.
    hub.send(b"set-param name=threads value=3\nhub\n");
    hub.send(format!("pos pos={start}\nlevel depth=5\ngo think\n").as_bytes());
    let out = parsed(&hub.until(|l| count(l, "done") == 1));
    assert_eq!(threads(&out), ["1 int 1 64", "3 int 1 64"], "{out:?}");
    let mv = out.last().unwrap().get("move").expect("a move");
    assert!(notation::read_move(&pos, mv).is_ok(), "{mv}");
    let out = parsed(&hub.closed());
    assert_eq!(
        out.iter().filter(|l| l.command == "error").count(),
        2,
        "{out:?}"
    );
}

#[test]
fn hub_plays_kabe_through_the_variant() {
    let hub = Running::start(hub::serve);
    hub.send(b"hub\nset-param name=variant value=kabe\ninit\nlevel depth=1\ngo think\n");
    let out = parsed(&hub.until(|l| count(l, "done") == 1));
    let done = out.last().unwrap();
    let pos = HubVariant::KABE
        .read_position(&HubVariant::KABE.start())
        .unwrap();
    assert!(notation::read_move(&pos, done.get("move").unwrap()).is_ok());
    hub.closed();
}

/// A scripted DXP peer's side of a connection to ply.
struct Peer(TcpStream);

impl Peer {
    fn send(&mut self, text: &str) {
        self.0.write_all(text.as_bytes()).unwrap();
        self.0.write_all(&[0]).unwrap();
    }

    fn next(&mut self) -> Option<String> {
        let mut out = Vec::new();
        let mut byte = [0u8];
        loop {
            match self.0.read(&mut byte) {
                Ok(0) | Err(_) => return None,
                Ok(_) if byte[0] == 0 => return Some(String::from_utf8(out).unwrap()),
                Ok(_) => out.push(byte[0]),
            }
        }
    }
}

/// Connects a scripted peer to `ply` following on loopback; returns the peer's script's
/// result and ply's log.
fn follow_with<T: Send + 'static>(
    player: &mut Player,
    script: impl FnOnce(Peer) -> T + Send + 'static,
) -> T {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let peer = std::thread::spawn(move || {
        let stream = TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        script(Peer(stream))
    });
    let (stream, _) = listener.accept().unwrap();
    let started = Instant::now();
    dxp::follow(stream, player).unwrap();
    assert!(started.elapsed() < Duration::from_secs(30));
    peer.join().unwrap()
}

#[test]
fn dxp_follows_and_ends_games_a_peer_spoils() {
    let log = Shared::default();
    let settings = Settings {
        hash_mb: 1,
        level: Level::new(1).unwrap(),
        ..Settings::default()
    };
    let mut player =
        Player::new(&settings, "ply", Duration::from_secs(20), None, log.clone()).unwrap();

    // ply plays white: it accepts, moves, and ends the game when the answer is garbled.
    let answers = follow_with(&mut player, |mut peer| {
        peer.send(&format!("R01{:<32}W001150A", "script"));
        let accepted = peer.next();
        let first = peer.next();
        peer.send("M0010???");
        (accepted, first, peer.next(), peer.next())
    });
    assert!(
        answers
            .0
            .is_some_and(|a| a.starts_with('A') && a.ends_with('0'))
    );
    assert!(answers.1.is_some_and(|m| m.starts_with('M')));
    assert_eq!(answers.2.as_deref(), Some("E00"));
    assert_eq!(answers.3, None, "the connection is closed");

    // The same player follows the next connection; this peer leaves in the middle of a game.
    follow_with(&mut player, |mut peer| {
        peer.send(&format!("R01{:<32}Z001150A", "script"));
        let _ = peer.next();
    });
    assert_eq!(player.games(), 2);
    let text = log.lines().join("\n");
    assert!(text.contains("malformed message"), "{text}");
    assert!(
        text.contains("the peer disconnected in the middle of the game"),
        "{text}"
    );
    assert_eq!(text.matches("unfinished").count(), 2, "{text}");
    assert!(Player::new(&settings, "", Duration::from_secs(1), None, Vec::new()).is_err());
}
