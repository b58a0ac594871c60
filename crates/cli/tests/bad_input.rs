//! The engine front ends and the interactive game survive input that is not text, and numbers
//! beyond what a command can do are refused or clamped with a message rather than wrapped.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `ply ARGS` with `input` on its standard input (then closed); returns what it did.
fn ply_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ply"))
        .env("LC_ALL", "C")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the ply binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input)
        .expect("ply reads its input");
    child.wait_with_output().expect("ply ends")
}

/// The output as text, after checking that the command ended well.
fn succeeded(args: &[&str], out: Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "ply {args:?}: {:?}\n{stdout}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

#[test]
fn uci_answers_a_line_that_is_not_utf8_and_goes_on() {
    let input = b"uci\n\xff\xfe go\nisready\nquit\n";
    let out = succeeded(&["uci"], ply_with_input(&["uci"], input));
    let lines: Vec<&str> = out.lines().collect();
    let bad = lines
        .iter()
        .position(|l| l.starts_with("info string") && l.contains("not valid UTF-8"));
    let ready = lines.iter().position(|l| *l == "readyok");
    assert!(matches!((bad, ready), (Some(b), Some(r)) if b < r), "{out}");
}

#[test]
fn uci_go_depth_beyond_the_maximum_is_clamped_with_a_message() {
    let input = b"position startpos\ngo depth 4294967297\nstop\nisready\nquit\n";
    let out = succeeded(&["uci"], ply_with_input(&["uci"], input));
    assert!(
        out.lines()
            .any(|l| l.starts_with("info string") && l.contains("4294967297") && l.contains("100")),
        "{out}"
    );
    assert!(out.lines().any(|l| l.starts_with("bestmove ")), "{out}");
    let input = b"go depth many\nisready\nquit\n";
    let out = succeeded(&["uci"], ply_with_input(&["uci"], input));
    assert!(
        out.lines()
            .any(|l| l.starts_with("info string") && l.contains("'many'")),
        "{out}"
    );
}

#[test]
fn hub_answers_a_line_that_is_not_utf8_and_goes_on() {
    let input = b"hub\nping\xc3\x28\nping\nquit\n";
    let out = succeeded(&["hub"], ply_with_input(&["hub"], input));
    let lines: Vec<&str> = out.lines().collect();
    let bad = lines
        .iter()
        .position(|l| l.starts_with("error") && l.contains("not valid UTF-8"));
    let pong = lines.iter().position(|l| *l == "pong");
    assert!(matches!((bad, pong), (Some(b), Some(p)) if b < p), "{out}");
}

#[test]
fn play_answers_a_line_that_is_not_utf8_and_goes_on() {
    let args = ["play", "chess", "--color", "white", "--colors", "never"];
    let out = succeeded(&args, ply_with_input(&args, b"e\xffe4\nmoves\nquit\n"));
    let bad = out.find("not valid UTF-8");
    let moves = out.find("Nf3");
    assert!(matches!((bad, moves), (Some(b), Some(m)) if b < m), "{out}");
}

/// Runs ply, expects exit status 2; returns standard error.
fn refused(args: &[&str]) -> String {
    let out = ply_with_input(args, b"");
    assert_eq!(
        out.status.code(),
        Some(2),
        "ply {args:?} should exit with 2"
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn depths_beyond_the_maximum_are_refused() {
    let e = refused(&["perft", "chess", "--depth", "21"]);
    assert!(e.contains("1..=20"), "{e}");
    let e = refused(&["perft", "chess", "--depth", "4294967297"]);
    assert!(e.contains("--depth"), "{e}");
    let e = refused(&["analyze", "chess", "--depth", "101"]);
    assert!(e.contains("1..=100"), "{e}");
    let e = refused(&[
        "match",
        "konane",
        "--a",
        "depth=4294967297",
        "--b",
        "level=1",
    ]);
    assert!(e.contains("depths are 1-100"), "{e}");
    for (command, most) in [("perft", "20"), ("analyze", "100")] {
        let out = Command::new(env!("CARGO_BIN_EXE_ply"))
            .args([command, "--help"])
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        assert!(help.contains(&format!("at most {most}")), "{help}");
    }
}

#[test]
fn serve_refuses_a_move_deadline_out_of_range_before_it_starts() {
    for bad in ["0", "-1", "601", "NaN"] {
        let deadline = format!("--move-deadline={bad}");
        let out = ply_with_input(&["serve", "--addr", "127.0.0.1:0", &deadline], b"");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{bad}: {stderr}");
        assert!(stderr.contains("--move-deadline"), "{bad}: {stderr}");
    }
}
