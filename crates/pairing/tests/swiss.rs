//! The Dutch system on random fields: every round of tournaments of 8 to 60 players over 5 to
//! 9 rounds, with seeded random results (and forfeits in some), satisfies the absolute
//! criteria — no rematch, no third colour in a row and no colour difference beyond 2 (but for
//! a topscorer in the last round), at most one pairing-allocated bye per player, everyone
//! paired once.

mod common;

use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

#[test]
fn random_fields_keep_the_absolute_criteria_every_round() {
    let mut rng = Pcg64::seed_from_u64(0x5u64 << 40 | 34);
    let mut rounds_checked = 0;
    for k in 0..60 {
        let n = rng.random_range(8..=60);
        let rounds = rng.random_range(5..=9);
        let seed = rng.random();
        let forfeits = k % 3 == 0;
        let t = common::play(n, rounds, seed, forfeits)
            .unwrap_or_else(|e| panic!("{n} players, {rounds} rounds, seed {seed}: {e}"));
        // Only a small field may run out of pairings (confirmed by trying them all).
        assert!(
            t.played() as u32 == rounds || n <= 16,
            "{n} players stopped early"
        );
        t.check().unwrap();
        rounds_checked += t.played();
    }
    println!("{rounds_checked} rounds checked");
    assert!(rounds_checked >= 60 * 5);
}

#[test]
fn the_checker_catches_a_rematch_and_a_third_colour() {
    // A checker that passes everything would make the test above worthless.
    let mut t = common::play(12, 5, 1, false).unwrap();
    assert_eq!(t.played(), 5);
    t.rounds = 9;
    let p1 = t.player(1).unwrap().clone();
    let met = p1.rounds[0].opponent.unwrap();
    let round = ply_pairing::dutch::pair(&t).unwrap();
    common::check_round(&t, &round).unwrap();
    // Put player 1 against their first opponent.
    let mut round = round;
    let others: Vec<u32> = (1..=12).filter(|&r| r != 1 && r != met).collect();
    round.boards = vec![ply_pairing::Board {
        white: 1,
        black: met,
    }];
    for pair in others.chunks(2) {
        round.boards.push(ply_pairing::Board {
            white: pair[0],
            black: pair[1],
        });
    }
    assert!(
        common::check_round(&t, &round)
            .unwrap_err()
            .contains("meet again")
    );
}
