//! `ply record`: a two-game PGN imported into a fresh database, exported again, converted, and
//! bad input refused with nothing stored.

use std::{
    path::Path,
    process::{Command, Output},
};

const TWO_GAMES: &str = "[Event \"Club\"]\n[Site \"Tallinn\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\
[Result \"1-0\"]\n\n{Scholar's try} 1. e4 e5 2. Bc4 {aiming at f7} Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n\
[Event \"Rapid\"]\n[White \"Cid\"]\n[Black \"Dee\"]\n[Result \"1/2-1/2\"]\n\n\
1. d4 d5 (1... Nf6 $1) 2. c4 {the gambit} 1/2-1/2\n";

fn ply(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .expect("the ply binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = ply(args);
    assert!(
        out.status.success(),
        "ply {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn import_then_export_keeps_moves_tags_results_and_comments() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("two.pgn");
    std::fs::write(&pgn, TWO_GAMES).unwrap();
    let db = dir.path().join("games.sqlite3");
    let printed = ok(&["record", "import", path(&pgn), "--db", path(&db)]);
    let lines: Vec<&str> = printed.lines().collect();
    assert_eq!(lines.len(), 2, "{printed}");
    assert!(
        lines[0].contains("chess 7 moves, white wins: checkmate"),
        "{printed}"
    );
    assert!(
        lines[1].contains("chess 3 moves, draw: agreement"),
        "{printed}"
    );
    let ids: Vec<&str> = lines.iter().map(|l| l.split(' ').next().unwrap()).collect();
    assert!(lines[0].contains(&format!("/g/{}", ids[0])));

    let out = dir.path().join("out.pgn");
    let args = [
        "record",
        "export",
        ids[0],
        ids[1],
        "--db",
        path(&db),
        "-o",
        path(&out),
    ];
    assert_eq!(ok(&args), "");
    let exported = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        ok(&["record", "export", "--all", "--db", path(&db)]),
        exported
    );
    for needle in [
        "[Event \"Club\"]",
        "[Site \"Tallinn\"]",
        "[White \"Ann\"]",
        "[Black \"Dee\"]",
        "[Result \"1-0\"]",
        "[Result \"1/2-1/2\"]",
        "{Scholar's try} 1. e4 e5 2. Bc4 {aiming at f7} 2... Nc6 3. Qh5 Nf6 4. Qxf7# 1-0",
        "1. d4 d5 2. c4 {the gambit} 1/2-1/2",
    ] {
        assert!(exported.contains(needle), "{needle} in\n{exported}");
    }
    // The export reads back as the same games.
    let again = dir.path().join("again.pgn");
    std::fs::write(&again, &exported).unwrap();
    assert_eq!(ok(&["record", "convert", path(&again)]), exported);
}

#[test]
fn convert_normalises_and_bad_input_imports_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let pgn = dir.path().join("bad.pgn");
    std::fs::write(&pgn, format!("{TWO_GAMES}\n[Event \"x\"]\n\n1. e4 e4 *\n")).unwrap();
    let db = dir.path().join("games.sqlite3");
    let out = ply(&["record", "import", path(&pgn), "--db", path(&db)]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("game 3 (line 16)"), "{err}");
    let listed = ply(&["record", "export", "--all", "--db", path(&db)]);
    assert!(listed.stdout.is_empty());

    let kalah = dir.path().join("k.txt");
    std::fs::write(&kalah, "3 {extra turn} 1 *").unwrap();
    let converted = ok(&["record", "convert", path(&kalah), "--game", "kalah"]);
    assert!(converted.starts_with("[Game \"kalah\"]"), "{converted}");
    assert!(converted.contains("3 {extra turn} 1 *"), "{converted}");
    let missing = ply(&["record", "export", "nope", "--db", path(&db)]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn skip_bad_reads_the_good_games_and_lists_the_others_with_warnings() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("wild.pgn");
    let text = "[Event \"1\"]\n\n1. e4 e5 1-0\n\n[Event \"2\"]\n\n1. e4 e5 2. Ke3 *\n\n\
                [Event \"3\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
    std::fs::write(&file, text).unwrap();
    // Without --skip-bad the bad game stops the reading, naming game and line.
    let out = ply(&["record", "convert", path(&file)]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("game 2 (line 5)") && err.contains("Ke3"),
        "{err}"
    );
    let out = ply(&["record", "convert", "--skip-bad", path(&file)]);
    assert!(out.status.success());
    let written = String::from_utf8(out.stdout).unwrap();
    assert_eq!(written.matches("[Event").count(), 2, "{written}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("skipped: game 2 (line 5)"), "{err}");
    assert!(
        err.contains("game 3 (line 9): warning: the record says 1-0"),
        "{err}"
    );
    assert!(err.contains("2 games read, 1 skipped"), "{err}");
}
