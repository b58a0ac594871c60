//! `ply match` against external engines: ply's own UCI front end driven through the UCI client
//! (the protocol end to end), bad specifications, and engines that fail mid-game.

use std::process::{Command, Output};

fn ply(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .args(args)
        .output()
        .expect("ply runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// ply's own UCI front end as an external engine, with `settings` appended.
fn ply_uci(settings: &str) -> String {
    format!("uci:{} uci{settings}", env!("CARGO_BIN_EXE_ply"))
}

#[test]
fn plays_a_match_against_ply_over_uci() {
    let dir = std::env::temp_dir().join(format!("ply-external-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("games.pgn");
    let b = ply_uci(",Level=3,nodes=3000");
    let out = ply(&[
        "match",
        "chess",
        "--a",
        "level=2,nodes=3000",
        "--b",
        &b,
        "--games",
        "2",
        "--json",
        "--record",
        record.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    let json: serde_json::Value =
        serde_json::from_str(stdout.lines().last().unwrap()).expect("a JSON summary");
    assert_eq!(json["games"], 2, "{stdout}");
    let pgn = std::fs::read_to_string(&record).unwrap();
    assert!(pgn.contains("B: ply,Level=3,nodes=3000"), "{pgn}");
    assert_eq!(pgn.matches("[Result ").count(), 2, "{pgn}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn refuses_bad_engines_before_playing() {
    let missing = ply(&[
        "match",
        "chess",
        "--a",
        "level=1",
        "--b",
        "uci:/nonexistent/sf",
    ]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        stderr(&missing).contains("cannot start"),
        "{}",
        stderr(&missing)
    );

    let b = ply_uci(",Skill Level=3");
    let unknown = ply(&["match", "chess", "--a", "level=1", "--b", &b]);
    assert_eq!(unknown.status.code(), Some(2));
    let message = stderr(&unknown);
    assert!(
        message.contains("no option 'Skill Level'") && message.contains("Hash, Level"),
        "{message}"
    );

    let kalah = ply(&["match", "kalah", "--a", "level=1", "--b", &ply_uci("")]);
    assert_eq!(kalah.status.code(), Some(2));
    assert!(
        stderr(&kalah).contains("do not play kalah"),
        "{}",
        stderr(&kalah)
    );

    for bad in ["uci:", "uci:sf,Hash", "uci:sf,movetime=soon"] {
        let out = ply(&["match", "chess", "--a", "level=1", "--b", bad]);
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(stderr(&out).contains(bad), "{bad}: {}", stderr(&out));
    }
}

/// A fake UCI engine (a shell script) whose answer to `go` is `on_go`.
#[cfg(unix)]
fn fake_engine(name: &str, on_go: &str) -> (std::path::PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("ply-fake-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("engine.sh");
    let text = format!(
        "while read cmd rest; do\n  case \"$cmd\" in\n    uci) echo 'id name {name}'; echo uciok ;;\n    isready) echo readyok ;;\n    go) {on_go} ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
    );
    std::fs::write(&script, text).unwrap();
    let spec = format!("uci:sh {}", script.display());
    (dir, spec)
}

#[cfg(unix)]
#[test]
fn a_game_an_engine_breaks_is_unfinished() {
    for (name, on_go, expected) in [
        ("liar", "echo 'bestmove e2e5'", "illegal move e2e5"),
        ("quitter", "exit 0", "exited before bestmove"),
    ] {
        let (dir, spec) = fake_engine(name, on_go);
        let out = ply(&[
            "match", "chess", "--a", &spec, "--b", "level=1", "--games", "1",
        ]);
        let message = stderr(&out);
        assert_eq!(out.status.code(), Some(1), "{name}: {message}");
        assert!(
            message.contains("unfinished: game 1, white to move after 0 plies")
                && message.contains(expected)
                && message.contains("no game finished"),
            "{name}: {message}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
