//! ply's Dutch pairings against bbpPairings' on 48 tournaments it generated and paired itself
//! (`data/bbp/`, made by bbpPairings 5.0.1, which implements the Dutch rules of 2017, with
//! `--dutch -g CONFIG -o FILE -s SEED`; the seeds, sizes and draw rates are in
//! `data/bbp/INDEX.txt`, and `XXR` was added to each file). For each round of each, ply pairs
//! the tournament as it stood before that round, and the round is compared with the one
//! bbpPairings made: the same boards with the same colours and the same bye. Every one of
//! ply's rounds must keep the absolute criteria; the share that agrees with bbpPairings is
//! printed and must not fall below the floor, which is raised as the agreement grows.

mod common;

use std::collections::BTreeSet;

use ply_pairing::{Colour, Outcome, Round, Tournament, dutch, trf};

/// Round `r` (0-based) as bbpPairings paired it: boards as (white, black), and the bye.
fn actual(t: &Tournament, r: usize) -> (BTreeSet<(u32, u32)>, Option<u32>) {
    let mut boards = BTreeSet::new();
    let mut bye = None;
    for p in &t.players {
        let e = p.rounds[r];
        if e.outcome == Outcome::PairingBye {
            bye = Some(p.rank);
        } else if e.colour == Some(Colour::White) {
            boards.insert((p.rank, e.opponent.unwrap()));
        }
    }
    (boards, bye)
}

fn ours(round: &Round) -> (BTreeSet<(u32, u32)>, Option<u32>) {
    (
        round.boards.iter().map(|b| (b.white, b.black)).collect(),
        round.bye,
    )
}

/// The tournament as it stood before round `r` (0-based).
fn before(t: &Tournament, r: usize) -> Tournament {
    let mut u = t.clone();
    for p in &mut u.players {
        // Byes that were not the pairing's were known before the round: the player was
        // left out of it.
        let e = p.rounds[r];
        if !e.outcome.has_opponent() && e.outcome != Outcome::PairingBye {
            u.next_byes.push((p.rank, e.outcome));
        }
        p.rounds.truncate(r);
    }
    u
}

#[test]
fn dutch_pairings_agree_with_bbppairings() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bbp");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 48);
    let (mut rounds, mut same, mut same_pairs) = (0, 0, 0);
    let mut first_differences = Vec::new();
    for path in &files {
        let t = trf::read(&std::fs::read_to_string(path).unwrap()).unwrap();
        for r in 0..t.played() {
            let u = before(&t, r);
            let round = dutch::pair(&u).unwrap_or_else(|e| panic!("{path:?} round {}: {e}", r + 1));
            common::check_round(&u, &round)
                .unwrap_or_else(|e| panic!("{path:?} round {}: {e}", r + 1));
            let (theirs, their_bye) = actual(&t, r);
            let (mine, my_bye) = ours(&round);
            rounds += 1;
            let unordered = |s: &BTreeSet<(u32, u32)>| -> BTreeSet<(u32, u32)> {
                s.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect()
            };
            if unordered(&theirs) == unordered(&mine) && their_bye == my_bye {
                same_pairs += 1;
            }
            if theirs == mine && their_bye == my_bye {
                same += 1;
            } else if first_differences.len() < 5 {
                first_differences.push(format!(
                    "{} round {}",
                    path.file_name().unwrap().to_string_lossy(),
                    r + 1
                ));
            }
        }
    }
    println!(
        "bbpPairings agrees on {same} of {rounds} rounds (the same pairs, colours aside, on \
         {same_pairs}); first differences: {first_differences:?}"
    );
    assert_eq!(rounds, 333);
    assert!(same >= FLOOR, "agreement fell to {same} of {rounds}");
}

/// The rounds that agree: 246 when this test was written, 326 since the order of the rules'
/// candidates (moved-down players, exchanges in the remainder) is weighed, 329 since the score
/// differences of repeated floaters (C.16–C.19) are weighed, 330 since a bracket's pair
/// differences weigh as squares (C.6 compares the largest first); 3 still differ.
const FLOOR: usize = 330;
