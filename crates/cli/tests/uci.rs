//! A scripted UCI session against `ply uci`: every message of the protocol that ply speaks.

#[path = "common/lines.rs"]
mod lines;

use std::{
    io::Write,
    process::{Command, Stdio},
    sync::mpsc,
    time::Duration,
};

/// A running `ply uci` with a line reader on its output.
struct Session {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("ply uci starts");
        let stdout = child.stdout.take().unwrap();
        let lines = lines::read_lines(stdout);
        Session { child, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Lines up to and including the first one starting with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no '{prefix}' line; saw {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

#[test]
fn a_whole_uci_session() {
    let mut s = Session::start();
    s.send("uci");
    let hello = s.until("uciok");
    assert!(hello.iter().any(|l| l.starts_with("id name ply")));
    assert!(hello.iter().any(|l| l.starts_with("option name Hash")));
    assert!(hello.iter().any(|l| l.starts_with("option name Level")));

    s.send("setoption name Hash value 8");
    s.send("ucinewgame");
    s.send("isready");
    s.until("readyok");

    // A mate in one, found with a mate score.
    s.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
    s.send("go depth 3");
    let lines = s.until("bestmove");
    assert_eq!(lines.last().unwrap(), "bestmove d1d8");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
    let info = lines.iter().find(|l| l.starts_with("info depth")).unwrap();
    for field in ["seldepth", "nodes", "nps", "time", "pv"] {
        assert!(info.contains(field), "{info}");
    }

    // startpos with moves, node and time limits, a clock.
    s.send("position startpos moves e2e4 e7e5 g1f3");
    s.send("go nodes 2000");
    let best = s.until("bestmove").pop().unwrap();
    assert!(best.len() >= 13, "{best}");
    s.send("go movetime 50");
    s.until("bestmove");
    s.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
    s.until("bestmove");

    // stop during an infinite search answers at once with a legal move.
    s.send("position startpos");
    s.send("go infinite");
    std::thread::sleep(Duration::from_millis(200));
    s.send("isready");
    s.until("readyok");
    s.send("stop");
    let best = s.until("bestmove").pop().unwrap();
    let mv = best.strip_prefix("bestmove ").unwrap();
    let legal = Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(["apply", "chess", mv])
        .output()
        .unwrap();
    assert!(legal.status.success(), "{mv} is not legal");

    // Garbage is answered, not fatal.
    s.send("bogus command");
    s.until("info string unknown command");
    s.send("position fen not a fen");
    s.until("info string");
    s.send("go depth 1");
    s.until("bestmove");
    s.send("quit");
    assert!(s.child.wait().unwrap().success());
}
