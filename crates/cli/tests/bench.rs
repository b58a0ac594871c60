//! The search's signature: the node counts of `ply bench` are written in
//! `tests/data/bench.txt`, and this test fails when the search or an evaluation changes them
//! without that file changing in the same commit.

use std::process::Command;

/// The signature file: `GAME NODES` per game, then `total NODES`; `#` starts a comment.
const SIGNATURE: &str = include_str!("data/bench.txt");

/// `(name, nodes)` pairs of the signature file.
fn expected() -> Vec<(String, u64)> {
    SIGNATURE
        .lines()
        .map(|l| l.split('#').next().unwrap_or_default().trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (name, nodes) = l
                .split_once(' ')
                .unwrap_or_else(|| panic!("bench.txt: '{l}' is not NAME NODES"));
            let nodes = nodes
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("bench.txt: '{l}' has no node count"));
            (name.to_string(), nodes)
        })
        .collect()
}

/// `(name, nodes)` for each game line of `ply bench ARGS` and the total.
fn measured(args: &[&str]) -> Vec<(String, u64)> {
    let out = Command::new(env!("CARGO_BIN_EXE_ply"))
        .arg("bench")
        .args(args)
        .output()
        .expect("ply bench runs");
    assert!(out.status.success(), "ply bench failed");
    let text = String::from_utf8(out.stdout).expect("utf-8 output");
    let mut counts = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let Some(total) = line.strip_prefix("Nodes searched:") {
            counts.push(("total".to_string(), total.trim().parse().unwrap()));
        } else if let Some(i) = words.iter().position(|w| *w == "nodes") {
            counts.push((words[0].to_string(), words[i + 1].parse().unwrap()));
        }
    }
    counts
}

#[test]
fn bench_node_counts_match_the_signature_file() {
    let (want, got) = (expected(), measured(&[]));
    assert_eq!(
        got, want,
        "`ply bench` searched other node counts than crates/cli/tests/data/bench.txt says: when \
         the search or an evaluation changed on purpose, write the new counts there"
    );
    let games = ply_games::registry().len();
    assert_eq!(want.len(), games + 1, "one line per game and the total");
}

/// One thread of the parallel search is the deterministic search: `--threads 1` gives the
/// signature.
#[test]
fn bench_with_one_thread_is_the_signature() {
    assert_eq!(measured(&["--threads", "1"]), expected());
}

/// Two threads search every game's bench positions to their depths; the node counts are every
/// thread's, so they differ from the signature's but stay of its order.
#[test]
fn bench_on_two_threads_completes_every_depth() {
    let (one, two) = (
        measured(&["--game", "kalah"]),
        measured(&["--game", "kalah", "--threads", "2"]),
    );
    assert_eq!(one.len(), two.len());
    let (a, b) = (one[0].1, two[0].1);
    assert!(b > a / 4 && b < a * 4, "one thread {a} nodes, two {b}");
}
