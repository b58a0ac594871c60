//! `ply tune` and `ply --eval` end to end: a tiny run writes the same bytes twice, its positions
//! fit again to the same weights, the weights it writes are read back by `--eval`, and bad input
//! is told apart from a crash.

#[path = "common/run.rs"]
mod run;

use run::{ply, text};

const TINY: [&str; 8] = [
    "--games", "6", "--nodes", "200", "--seed", "3", "--epochs", "20",
];

#[test]
fn a_tiny_run_writes_the_same_weights_twice() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name).to_str().unwrap().to_string();
    let run = |out: &str, data: &str| {
        let mut args = vec!["tune", "kabe", "--out", out, "--data", data];
        args.extend(TINY);
        let out = ply(&args);
        assert!(out.status.success(), "{}", text(&out));
        text(&out)
    };
    let first = run(&path("a.plyw"), &path("a.data"));
    assert!(first.contains("held out"), "{first}");
    run(&path("b.plyw"), &path("b.data"));
    let read = |name: &str| std::fs::read(path(name)).unwrap();
    assert_eq!(
        read("a.plyw"),
        read("b.plyw"),
        "the same seed, the same bytes"
    );
    assert_eq!(read("a.data"), read("b.data"));
    // The positions written are fitted again without playing, to the same weights.
    run(&path("c.plyw"), &path("a.data"));
    assert_eq!(read("a.plyw"), read("c.plyw"));
    // The weights serve a search.
    let out = ply(&["--eval", &path("a.plyw"), "analyze", "kabe", "--depth", "4"]);
    assert!(out.status.success(), "{}", text(&out));
}

#[test]
fn bad_weights_and_options_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.plyw");
    // The committed kabe weights, cut in half.
    let whole = include_bytes!("../../draughts/weights/kabe.plyw");
    std::fs::write(&broken, &whole[..whole.len() / 2]).unwrap();
    let b = broken.to_str().unwrap();
    let out = ply(&["--eval", b, "analyze", "kabe", "--depth", "2"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("broken.plyw: the file is cut short or too long"),
        "{}",
        text(&out)
    );
    // A header that names another layout.
    std::fs::write(&broken, b"PLYW\x01\x04kabe and then nothing").unwrap();
    let out = ply(&["--eval", b, "analyze", "kabe", "--depth", "2"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out));
    assert!(
        text(&out).contains("broken.plyw: the patterns laid out in the file are not those of kabe"),
        "{}",
        text(&out)
    );
    let out = ply(&["--eval", "shiny", "analyze", "kabe", "--depth", "2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out).contains("expected default, classic, learned or a weights file"));
    let out = ply(&["--eval", "classic", "analyze", "draughts", "--depth", "2"]);
    assert!(out.status.success(), "{}", text(&out));
    let w = dir.path().join("w.plyw");
    let w = w.to_str().unwrap();
    for (args, words) in [
        (
            vec!["tune", "chess", "--out", w],
            "no pattern weights for chess",
        ),
        (
            vec!["tune", "kabe", "--games", "0", "--out", w],
            "at least 1",
        ),
        (vec!["tune", "kabe", "--blend", "2", "--out", w], "--blend"),
        (vec!["tune", "kabe", "--rate=-1", "--out", w], "--rate"),
        (
            vec!["tune", "draughts", "--data", b, "--out", w],
            "not a file of draughts positions",
        ),
    ] {
        let out = ply(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", text(&out));
        assert!(text(&out).contains(words), "{args:?}: {}", text(&out));
    }
    assert!(!std::path::Path::new(w).exists(), "nothing written");
}
