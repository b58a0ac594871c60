//! `ply puzzles generate` end to end: a small self-play run of Kalah writes the same bytes
//! twice, every line a puzzle of Kalah whose check passes, a record file of kabe is read game by
//! game, and bad input is refused with exit status 2 and a message, writing nothing.

#[path = "common/run.rs"]
mod run;

use run::{ply, text};

#[test]
fn a_small_run_writes_the_same_puzzles_twice() {
    let dir = tempfile::tempdir().unwrap();
    let out = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let run = |to: &str| {
        let o = ply(&[
            "puzzles",
            "generate",
            "kalah",
            "--from",
            "self-play",
            "--games",
            "2",
            "--seed",
            "5",
            "--out",
            to,
        ]);
        assert!(o.status.success(), "{}", text(&o));
        assert!(text(&o).contains("written to"), "{}", text(&o));
        std::fs::read_to_string(dir.path().join(to).join("kalah.jsonl")).unwrap()
    };
    let a = run(&out("a"));
    let b = run(&out("b"));
    assert_eq!(a, b, "the same seed, the same puzzles");
    let puzzles = ply_puzzles::Puzzle::read_lines(&a).unwrap();
    assert!(!puzzles.is_empty(), "two games of Kalah give a puzzle: {a}");
    let context = ply_games::Context::default();
    for p in &puzzles {
        assert_eq!(p.game, "kalah");
        assert!(
            p.source.starts_with("self-play seed 5 game "),
            "{}",
            p.source
        );
        ply_puzzles::check(p, &context, ply_puzzles::Budget::for_game("kalah"))
            .unwrap_or_else(|e| panic!("{}: {e}", p.id));
    }
}

#[test]
fn records_are_read_game_by_game() {
    let dir = tempfile::tempdir().unwrap();
    // A kabe game where White wins two men for one: 24-19 15x24 28x12 (seen by the finder).
    let pdn = dir.path().join("two.pdn");
    std::fs::write(
        &pdn,
        "[GameType \"29\"]\n[FEN \"W:W13,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,15,16\"]\n\n\
         1. 24-19 15x24 2. 28x12 *\n\n[GameType \"29\"]\n\n1. 22-18 *\n",
    )
    .unwrap();
    let to = dir.path().join("out");
    let o = ply(&[
        "puzzles",
        "generate",
        "kabe",
        "--from",
        pdn.to_str().unwrap(),
        "--out",
        to.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o));
    assert!(text(&o).contains("two.pdn game 2"), "{}", text(&o));
    let written = std::fs::read_to_string(to.join("kabe.jsonl")).unwrap();
    for p in ply_puzzles::Puzzle::read_lines(&written).unwrap() {
        assert!(p.source.starts_with("two.pdn game "), "{}", p.source);
    }
}

#[test]
fn bad_input_is_refused_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("out");
    let to = to.to_str().unwrap();
    for (args, says) in [
        (
            vec![
                "puzzles",
                "generate",
                "go",
                "--from",
                "self-play",
                "--out",
                to,
            ],
            "go",
        ),
        (
            vec![
                "puzzles",
                "generate",
                "kabe",
                "--from",
                "no-such-file.pdn",
                "--out",
                to,
            ],
            "no-such-file.pdn",
        ),
        (
            vec![
                "puzzles",
                "generate",
                "kabe",
                "--from",
                "self-play",
                "--games",
                "0",
                "--out",
                to,
            ],
            "--games",
        ),
    ] {
        let o = ply(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", text(&o));
        assert!(text(&o).contains(says), "{args:?}: {}", text(&o));
    }
    assert!(!std::path::Path::new(to).join("kabe.jsonl").exists());
}

/// `ply puzzles check`: the shipped Kalah set proven again by the solver; a file of kabe puzzles
/// held against endgame databases built here (`--egdb`), the one they refute named, exit
/// status 1; made again by `generate` from that file with them, the refuted one left out; an
/// unknown game refused with exit status 2.
#[test]
fn check_holds_puzzles_against_the_exact_values() {
    let o = ply(&["puzzles", "check", "kalah", "--exact-only"]);
    assert!(o.status.success(), "{}", text(&o));
    let n = ply_puzzles::shipped()
        .unwrap()
        .iter()
        .filter(|p| p.game == "kalah")
        .count();
    assert!(
        text(&o).contains(&format!(
            "kalah: {n} puzzles checked, 0 failed; the endgame databases or the solver reached {n} of them"
        )),
        "{}",
        text(&o)
    );

    let dir = tempfile::tempdir().unwrap();
    let tables = dir.path().join("egdb");
    let built = ply(&[
        "egdb",
        "build",
        "kabe",
        "--pieces",
        "3",
        "--out",
        tables.to_str().unwrap(),
    ]);
    assert!(built.status.success(), "{}", text(&built));
    let line = |position: &str, mv: &str| {
        ply_puzzles::Puzzle {
            id: ply_puzzles::Puzzle::id_for("kabe", position),
            game: "kabe".into(),
            position: position.into(),
            solution: vec![mv.into()],
            rating: 1500,
            themes: vec![],
            source: "by hand".into(),
        }
        .to_line()
    };
    // Black's two men against one, 13-17 the only win; two men against a king, 5-1 a drawn
    // crowning.
    let file = dir.path().join("kabe.jsonl");
    let refuted = ply_puzzles::Puzzle::id_for("kabe", "W:W5,12:BK3");
    std::fs::write(
        &file,
        format!(
            "{}\n{}\n",
            line("B:W11:B3,13", "13-17"),
            line("W:W5,12:BK3", "5-1")
        ),
    )
    .unwrap();
    let egdb = ["--egdb", tables.to_str().unwrap()];
    let o = ply(&[
        &egdb[..],
        &["puzzles", "check", "--file", file.to_str().unwrap()],
    ]
    .concat());
    assert_eq!(o.status.code(), Some(1), "{}", text(&o));
    assert!(
        text(&o).contains(&format!(
            "{refuted} (by hand): the endgame databases contradict move 1 of the solution: no move wins"
        )),
        "{}",
        text(&o)
    );
    assert!(text(&o).contains("kabe: 2 puzzles checked, 1 failed; the endgame databases or the solver reached 2 of them"), "{}", text(&o));
    // Without the databases both pass.
    let o = ply(&["puzzles", "check", "--file", file.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o));

    let out = dir.path().join("again");
    let o = ply(&[
        &egdb[..],
        &[
            "puzzles",
            "generate",
            "kabe",
            "--from",
            file.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
    ]
    .concat());
    assert!(o.status.success(), "{}", text(&o));
    let again =
        ply_puzzles::Puzzle::read_lines(&std::fs::read_to_string(out.join("kabe.jsonl")).unwrap())
            .unwrap();
    assert_eq!(again.len(), 1, "{again:?}");
    assert_eq!(again[0].position, "B:W11:B3,13");
    assert_eq!(again[0].source, "by hand");

    let o = ply(&["puzzles", "check", "go"]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    assert!(text(&o).contains("go"), "{}", text(&o));
}
