//! `ply egdb build`, `ply egdb verify` and `--egdb DIR` end to end.

#[path = "common/run.rs"]
mod run;

use run::{ply, text};

fn proven(args: &[&str]) -> serde_json::Value {
    let out = ply(args);
    assert!(out.status.success(), "{}", text(&out));
    let line = String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .unwrap_or_default()
        .to_string();
    let json: serde_json::Value = serde_json::from_str(&line).expect("json");
    json["proven"].clone()
}

#[test]
fn build_verify_and_analyze_with_the_databases() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("kabe");
    let d = out_dir.to_str().unwrap();
    let out = ply(&["egdb", "build", "kabe", "--pieces", "3", "--out", d]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("kabe: 16 signatures built"),
        "{}",
        text(&out)
    );
    // A second build keeps what is complete.
    let out = ply(&["egdb", "build", "kabe", "--pieces", "3", "--out", d]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(
        text(&out).contains("kabe 0101: complete, kept"),
        "{}",
        text(&out)
    );
    assert!(
        text(&out).contains("kabe: 0 signatures built"),
        "{}",
        text(&out)
    );
    let out = ply(&["egdb", "verify", d, "--sample", "20", "--nodes", "5000"]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains("0 contradict them"), "{}", text(&out));
    assert!(text(&out).contains("20 sample positions"), "{}", text(&out));
    // One king against one king: a draw the plain search cannot prove, the databases can.
    let args = [
        "analyze",
        "kabe",
        "--position",
        "W:WK1:BK32",
        "--depth",
        "4",
        "--json",
    ];
    assert_eq!(proven(&args), serde_json::Value::Null);
    let mut with = args.to_vec();
    with.extend(["--egdb", d]);
    assert_eq!(proven(&with), "draw");
    // Two kings against a man about to be caught: a win.
    let mut won = vec![
        "analyze",
        "kabe",
        "--position",
        "W:WK18,K19:B23",
        "--depth",
        "4",
    ];
    won.extend(["--json", "--egdb", d]);
    assert_eq!(proven(&won), "win");
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let out = ply(&["egdb", "build", "chess", "--pieces", "3", "--out", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("no endgame databases for chess"),
        "{}",
        text(&out)
    );
    let out = ply(&["egdb", "build", "kabe", "--pieces", "9", "--out", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).contains("--pieces 9"), "{}", text(&out));
    let out = ply(&["egdb", "verify", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("no endgame database files"),
        "{}",
        text(&out)
    );
    let out = ply(&["analyze", "kabe", "--depth", "1", "--egdb", d]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out).contains("no endgame database files"),
        "{}",
        text(&out)
    );
}
