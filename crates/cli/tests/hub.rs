//! A scripted Hub session against `ply hub` (every message ply speaks, for international
//! draughts and kabe), and ply's Hub client driving `ply hub` in a game.

#[path = "common/lines.rs"]
mod lines;

use std::{
    io::Write,
    process::{Command, Stdio},
    sync::{atomic::AtomicBool, mpsc},
    time::{Duration, Instant},
};

use ply_core::Game;
use ply_draughts::Draughts;
use ply_games::{Limits, Think};
use ply_protocol::hub::{HubVariant, Line, notation};

const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

/// A running `ply hub` with a line reader on its output.
struct Session {
    child: std::process::Child,
    lines: mpsc::Receiver<String>,
}

impl Session {
    fn start() -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("ply hub starts");
        let stdout = child.stdout.take().unwrap();
        let lines = lines::read_lines(stdout);
        Session { child, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// Lines up to and including the first one whose command is `command`.
    fn until(&self, command: &str) -> Vec<Line> {
        let mut seen = Vec::new();
        loop {
            let text = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no '{command}' line; saw {seen:?}"));
            let line = Line::parse(&text)
                .unwrap_or_else(|e| panic!("ply wrote a malformed line '{text}': {e}"))
                .expect("no blank lines");
            let done = line.command == command;
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The one line answering a command that gets exactly one line.
    fn answer(&self) -> Line {
        let text = self
            .lines
            .recv_timeout(Duration::from_secs(20))
            .expect("an answer");
        Line::parse(&text).unwrap().unwrap()
    }

    /// Sends `ping` and expects `pong` as the very next line.
    fn in_sync(&mut self) {
        self.send("ping");
        assert_eq!(self.answer().command, "pong");
    }

    /// Runs `go` (with `level` set before) and checks every info line and that `done` names a
    /// legal move (and a legal ponder move) in `pos`.
    fn search(&mut self, pos: &Draughts, go: &str) -> Vec<Line> {
        self.send(go);
        let lines = self.until("done");
        check_search(pos, &lines);
        lines
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success());
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        panic!("ply hub did not quit");
    }
}

fn check_search(pos: &Draughts, lines: &[Line]) {
    let (done, infos) = lines.split_last().unwrap();
    assert!(!infos.is_empty(), "no info before done");
    for info in infos {
        assert_eq!(info.command, "info", "{info}");
        for field in ["depth", "mean-depth", "score", "nodes", "time", "nps"] {
            let value = info
                .get(field)
                .unwrap_or_else(|| panic!("{field} in {info}"));
            assert!(value.parse::<f64>().is_ok(), "{field} in {info}");
        }
        assert!(info.get("depth").unwrap().parse::<u32>().unwrap() >= 1);
        let pv: Vec<&str> = info.get("pv").unwrap().split_whitespace().collect();
        assert_eq!(notation::line_to_ply(pos, &pv).len(), pv.len(), "{info}");
    }
    let mv = notation::read_move(pos, done.get("move").expect("done move=")).unwrap();
    if let Some(ponder) = done.get("ponder") {
        let mut next = *pos;
        next.play(mv);
        notation::read_move(&next, ponder).unwrap();
    }
}

fn position(variant: HubVariant, hub: &str, moves: &[&str]) -> Draughts {
    let mut pos = variant.read_position(hub).unwrap();
    for m in moves {
        let mv = notation::read_move(&pos, m).unwrap();
        pos.play(mv);
    }
    pos
}

#[test]
fn a_whole_hub_session() {
    let mut s = Session::start();
    s.send("hub");
    let hello = s.until("wait");
    assert_eq!(hello[0].command, "id");
    assert_eq!(hello[0].get("name"), Some("ply"));
    assert_eq!(hello[0].get("version"), Some(env!("CARGO_PKG_VERSION")));
    let param = |name: &str| {
        hello
            .iter()
            .find(|l| l.command == "param" && l.get("name") == Some(name))
            .unwrap_or_else(|| panic!("param {name}"))
    };
    let names: Vec<&str> = HubVariant::all().iter().map(|v| v.name()).collect();
    assert_eq!(
        param("variant").get("values"),
        Some(names.join(" ").as_str())
    );
    assert!(
        names.starts_with(&["normal", "kabe", "russian"]),
        "{names:?}"
    );
    assert!(
        names.contains(&"bt") && names.contains(&"losing"),
        "{names:?}"
    );
    assert_eq!(param("variant").get("value"), Some("normal"));
    assert_eq!(param("level").get("type"), Some("int"));
    assert_eq!(param("level").get("max"), Some("10"));
    assert_eq!(param("hash").get("min"), Some("1"));

    s.send("set-param name=hash value=8");
    s.send("set-param name=variant value=normal");
    s.send("init");
    assert_eq!(s.answer().command, "ready");

    // A capture in Hub form among the moves.
    let moves = ["32-28", "19-23", "28x19x23"];
    let pos = position(HubVariant::NORMAL, START, &moves);
    s.send(&format!("pos pos={START} moves=\"{}\"", moves.join(" ")));
    for level in [
        "level depth=4",
        "level move-time=0.05",
        "level time=2 inc=0.1",
        "level moves=40 time=5",
    ] {
        s.send(level);
        s.search(&pos, "go think");
    }
    s.send("level depth=3");
    s.search(&pos, "go analyze");

    // Analysis until stopped; ping is answered during the search.
    s.send("level infinite");
    s.send("go analyze");
    s.send("ping");
    let before = s.until("pong");
    let (_pong, before) = before.split_last().unwrap();
    assert!(before.iter().all(|l| l.command == "info"), "{before:?}");
    std::thread::sleep(Duration::from_millis(50));
    s.send("stop");
    let rest = s.until("done");
    check_search(&pos, &[before.to_vec(), rest].concat());

    // An immediate stop still gives a legal move.
    s.send("go think");
    s.send("stop");
    let lines = s.until("done");
    let done = lines.last().unwrap();
    notation::read_move(&pos, done.get("move").unwrap()).unwrap();

    // Pondering ends at ponder-hit plus the level's time.
    s.send("level move-time=0.05");
    s.send("go ponder");
    std::thread::sleep(Duration::from_millis(30));
    s.send("ponder-hit");
    s.search(&pos, "");

    // A new game, at level 1, from the start.
    s.send("new-game");
    s.send("set-param name=level value=1");
    s.in_sync();
    s.send(&format!("pos pos={START}"));
    s.send("level depth=2");
    s.search(&position(HubVariant::NORMAL, START, &[]), "go think");

    // Unknown commands and arguments are ignored; malformed lines are errors.
    s.send("frobnicate now=1");
    s.send("level depth=2 colour=blue");
    s.in_sync();
    for bad in [
        "pos pos=\"Wbbb",
        "pos pos=Wxx",
        "pos moves=32-28",
        &format!("pos pos={START} moves=\"32-27 19-23 27-23\""),
        &format!("pos pos={START} moves=32-29"),
        "level",
        "level depth=abc",
        "level move-time=-1",
        "set-param name=variant value=killer",
        "set-param name=level value=11",
        "set-param name=hash",
        "go=now",
    ] {
        s.send(bad);
        let answer = s.answer();
        assert_eq!(answer.command, "error", "{bad}: {answer}");
        assert!(!answer.get("message").unwrap_or("").is_empty(), "{bad}");
    }
    // The position is unchanged by the bad lines.
    s.send("level depth=2");
    s.search(&position(HubVariant::NORMAL, START, &[]), "go think");
    s.quit();
}

#[test]
fn kabe_through_the_variant_param() {
    let mut s = Session::start();
    s.send("set-param name=variant value=kabe");
    s.send("init");
    assert_eq!(s.answer().command, "ready");
    let start = HubVariant::KABE.start();
    let moves = ["22-18", "11-15", "18x11x15"];
    let pos = position(HubVariant::KABE, &start, &moves);
    s.send(&format!("pos pos={start} moves=\"{}\"", moves.join(" ")));
    s.send("level depth=4");
    s.search(&pos, "go think");
    // A 10×10 position is not a kabe position.
    s.send(&format!("pos pos={START}"));
    assert_eq!(s.answer().command, "error");
    s.in_sync();
    s.quit();
}

#[test]
fn breakthrough_and_losing_draughts_through_the_variant_param() {
    for variant in [HubVariant::BREAKTHROUGH, HubVariant::LOSING] {
        let mut s = Session::start();
        s.send(&format!("set-param name=variant value={}", variant.name()));
        s.send("init");
        assert_eq!(s.answer().command, "ready");
        let moves = ["32-28", "19-23", "28x19", "14x23"];
        let pos = position(variant, START, &moves);
        s.send(&format!("pos pos={START} moves=\"{}\"", moves.join(" ")));
        s.send("level depth=4");
        s.search(&pos, "go think");
        s.quit();
    }
}

#[test]
fn closing_stdin_ends_a_search_and_the_program() {
    let mut s = Session::start();
    s.send("level infinite");
    s.send("go analyze");
    drop(s.child.stdin.take());
    let deadline = Instant::now() + Duration::from_secs(10);
    while s.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "ply hub kept running");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// ply's Hub client plays a few moves through `ply hub` against ply's own engine.
#[test]
fn the_client_drives_ply_hub() {
    let command = format!("{} hub", env!("CARGO_BIN_EXE_ply"));
    for game_id in ["draughts", "kabe"] {
        let options = [("level".to_string(), "5".to_string())];
        let mut hub = ply_protocol::hub::spawn(&command, &options, game_id).unwrap();
        let game = ply_games::find(game_id).unwrap();
        let mut own = game.new_engine(1, &ply_games::Context::default());
        let mut record = game.new_game(&[], None).unwrap();
        let stop = AtomicBool::new(false);
        let think = Think {
            limits: Limits::depth(3),
            ..Think::default()
        };
        for ply in 0..12 {
            if record.outcome().is_some() {
                break;
            }
            let engine = if ply % 2 == 0 { &mut hub } else { &mut own };
            let mut infos = 0;
            let thought = engine
                .think(record.as_ref(), &think, &stop, &mut |_| infos += 1)
                .unwrap();
            let mv = thought.best_move.expect("a move");
            record.play(&mv).unwrap();
        }
        assert!(record.moves().len() >= 12 || record.outcome().is_some());
        hub.clear();
        // A stop before the search: still a legal move.
        let stop = AtomicBool::new(true);
        let thought = hub
            .think(record.as_ref(), &Think::default(), &stop, &mut |_| {})
            .unwrap();
        if record.outcome().is_none() {
            record.play(&thought.best_move.unwrap()).unwrap();
        }
    }
    let err = ply_protocol::hub::spawn(&command, &[], "chess")
        .err()
        .unwrap();
    assert!(err.to_string().contains("chess"), "{err}");
    // A program that exits instead of answering, and one that does not exist.
    let exits = format!("{} perft", env!("CARGO_BIN_EXE_ply"));
    let err = ply_protocol::hub::spawn(&exits, &[], "draughts")
        .err()
        .unwrap();
    assert!(err.to_string().contains("exited"), "{err}");
    assert!(err.to_string().contains("before answering 'hub'"), "{err}");
    // A bare program that needs the argument `hub` (as `dame hub`, `scan hub`) gets it.
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("needs-hub");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\n[ \"$1\" = hub ] && exec {} hub\necho 'usage: needs-hub hub'\nexit 2\n",
            env!("CARGO_BIN_EXE_ply")
        ),
    )
    .unwrap();
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let mut bare = ply_protocol::hub::spawn(script.to_str().unwrap(), &[], "kabe").unwrap();
    let record = ply_games::find("kabe")
        .unwrap()
        .new_game(&[], None)
        .unwrap();
    let stop = AtomicBool::new(false);
    let think = Think {
        limits: Limits::depth(2),
        ..Think::default()
    };
    let thought = bare
        .think(record.as_ref(), &think, &stop, &mut |_| {})
        .unwrap();
    assert!(thought.best_move.is_some());
    // A bare program that exits either way.
    let err = ply_protocol::hub::spawn("true", &[], "draughts")
        .err()
        .unwrap();
    assert!(err.to_string().contains("with and without"), "{err}");
    let err = ply_protocol::hub::spawn("no-such-program-here", &[], "kabe")
        .err()
        .unwrap();
    assert!(err.to_string().contains("cannot start"), "{err}");
}

/// `ply match` with `ply hub` as engine B, through ply's Hub client, in both variants.
#[test]
fn a_match_against_ply_hub() {
    let ply = env!("CARGO_BIN_EXE_ply");
    for game in ["draughts", "kabe"] {
        let b = format!("hub:{ply} hub,depth=3");
        let out = Command::new(ply)
            .args(["match", game, "--a", "level=3,nodes=2000", "--b", &b])
            .args(["--games", "2", "--json"])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{game}: {stderr}");
        let stdout = String::from_utf8(out.stdout).unwrap();
        let totals: serde_json::Value =
            serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
        assert_eq!(totals["games"], 2, "{stdout}");
        let played = ["wins", "draws", "losses"]
            .map(|k| totals[k].as_u64().unwrap())
            .iter()
            .sum::<u64>();
        assert_eq!(played, 2, "{stdout}");
    }
}
