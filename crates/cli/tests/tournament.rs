//! `ply tournament pair`: the next round of a TRF file printed as bbpPairings prints it. The
//! first round of eleven players is bbpPairings' own output for the same file
//! (`data/tournament/eleven.bbp.txt`, from `bbpPairings --dutch eleven.trf -p`); a double
//! round robin of six follows the Berger table; bad files are refused with exit status 2.

use std::process::{Command, Output};

fn ply(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ply"))
        .env("LC_ALL", "C")
        .args(args)
        .output()
        .expect("the ply binary runs")
}

fn data(name: &str) -> String {
    format!(
        "{}/tests/data/tournament/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

#[test]
fn dutch_prints_the_next_round_as_bbppairings_does() {
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        &data("eleven.trf"),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(data("eleven.bbp.txt")).unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
}

#[test]
fn berger_prints_the_round_robin_round_after_the_last_played() {
    let out = ply(&["tournament", "pair", "--system", "berger", &data("six.trf")]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout), "3\n1 6\n2 5\n3 4\n");
    // After round 1 as the table gives it, round 2: 6-4 5-3 1-2.
    let text = std::fs::read_to_string(data("six.trf")).unwrap();
    let mut t = ply_pairing::trf::read(&text).unwrap();
    let first = ply_pairing::berger::round(6, true, 1).unwrap();
    use ply_pairing::Outcome::{Draw, Loss, Win};
    t.add_round(&first, &[Win, Draw, Loss]).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("six-after-one.trf");
    std::fs::write(&path, ply_pairing::trf::write(&t)).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "berger",
        path.to_str().unwrap(),
    ]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), "3\n6 4\n5 3\n1 2\n");
}

#[test]
fn bad_files_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.trf");
    let text = std::fs::read_to_string(data("eleven.trf")).unwrap();
    std::fs::write(&path, text.replace("XXR 5", "XXR five")).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("line 2") && err.contains("XXR"), "{err}");
    let missing = dir.path().join("missing.trf");
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "dutch",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    // A round robin of more than 20 is refused, not paired.
    let players = (1..=21)
        .map(|r| ply_pairing::Player::new(r, format!("P{r}"), 2000))
        .collect();
    let t = ply_pairing::Tournament::new(players, 30, ply_pairing::Colour::White);
    let big = ply_pairing::trf::write(&t);
    std::fs::write(&path, big).unwrap();
    let out = ply(&[
        "tournament",
        "pair",
        "--system",
        "berger",
        path.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("3 to 20"));
}
