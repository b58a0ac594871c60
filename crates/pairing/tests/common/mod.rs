//! Tournaments played with seeded random results, and the Dutch system's absolute criteria
//! checked on each round.

#![allow(dead_code)]

use std::collections::HashSet;

use ply_pairing::{Colour, Outcome, Player, Round, Tournament, dutch};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

/// A field of `n` players, rated from 2700 down with random gaps, ranks by rating.
pub fn field(n: u32, rounds: u32, rng: &mut Pcg64) -> Tournament {
    let mut rating = 2700;
    let players = (1..=n)
        .map(|rank| {
            rating -= rng.random_range(0..40);
            Player::new(rank, format!("Player {rank:04}"), rating)
        })
        .collect();
    let initial = if rng.random_bool(0.5) {
        Colour::White
    } else {
        Colour::Black
    };
    Tournament::new(players, rounds, initial)
}

/// A random result for white of a board, with forfeits now and then when `forfeits`.
pub fn result(rng: &mut Pcg64, forfeits: bool) -> Outcome {
    let x = rng.random_range(0..100);
    match x {
        0..=1 if forfeits => Outcome::ForfeitWin,
        2..=3 if forfeits => Outcome::ForfeitLoss,
        _ if x < 40 => Outcome::Win,
        _ if x < 70 => Outcome::Draw,
        _ => Outcome::Loss,
    }
}

/// Checks one round against the absolute criteria and the colour rules' limits; returns
/// the complaint, if any.
pub fn check_round(t: &Tournament, round: &Round) -> Result<(), String> {
    let n = t.players.len();
    let mut seen = HashSet::new();
    for b in &round.boards {
        for r in [b.white, b.black] {
            if r == 0 || r as usize > n || !seen.insert(r) {
                return Err(format!("player {r} is paired twice or does not exist"));
            }
        }
    }
    if let Some(bye) = round.bye {
        if !seen.insert(bye) {
            return Err(format!("the bye {bye} is also paired"));
        }
        let p = t.player(bye).unwrap();
        if p.rounds
            .iter()
            .any(|e| matches!(e.outcome, Outcome::PairingBye | Outcome::ForfeitWin))
        {
            return Err(format!("player {bye} gets a second bye"));
        }
    }
    let present = t
        .players
        .iter()
        .filter(|p| t.is_paired_next(p.rank))
        .count();
    if seen.len() != present || seen.iter().any(|&r| !t.is_paired_next(r)) {
        return Err(format!("{} of {present} players in the round", seen.len()));
    }
    if round.bye.is_some() != (present % 2 == 1) {
        return Err("a bye with an even field or none with an odd one".into());
    }
    let played = t.played() as u32;
    let last_round = played + 1 >= t.rounds;
    for b in &round.boards {
        let (w, k) = (t.player(b.white).unwrap(), t.player(b.black).unwrap());
        if w.rounds
            .iter()
            .any(|e| e.outcome.is_played() && e.opponent == Some(b.black))
        {
            return Err(format!("{} and {} meet again", b.white, b.black));
        }
        // C.3: only two non-topscorers may not meet with the same absolute preference; a
        // topscorer (more than half the possible points) and their opponent may break the
        // colour limits in the last round.
        let topscorers = w.score() > played || k.score() > played;
        for (p, colour) in [(w, Colour::White), (k, Colour::Black)] {
            let mut colours: Vec<Colour> =
                p.rounds.iter().filter_map(|e| e.played_colour()).collect();
            colours.push(colour);
            let diff: i32 = colours
                .iter()
                .map(|c| if *c == Colour::White { 1 } else { -1 })
                .sum();
            let three =
                colours.len() >= 3 && colours[colours.len() - 3..].iter().all(|c| *c == colour);
            if (diff.abs() > 2 || three) && !(last_round && topscorers) {
                return Err(format!(
                    "player {} would have colours {colours:?} (difference {diff})",
                    p.rank
                ));
            }
        }
    }
    Ok(())
}

/// Whether any pairing of the next round keeps the absolute criteria, found by trying them
/// all (for small fields): written from the criteria, not from the engine.
pub fn pairing_exists(t: &Tournament) -> bool {
    let played = t.played() as u32;
    let last_round = played + 1 >= t.rounds;
    let colours = |rank: u32| -> (i32, Option<Colour>, bool) {
        let p = t.player(rank).unwrap();
        let c: Vec<Colour> = p.rounds.iter().filter_map(|e| e.played_colour()).collect();
        let diff: i32 = c
            .iter()
            .map(|x| if *x == Colour::White { 1 } else { -1 })
            .sum();
        let repeated = c.len() >= 2 && c[c.len() - 1] == c[c.len() - 2];
        let absolute = diff.abs() > 1 || repeated;
        let wanted = if diff > 1 {
            Some(Colour::Black)
        } else if diff < -1 {
            Some(Colour::White)
        } else if repeated {
            Some(c[c.len() - 1].opposite())
        } else {
            None
        };
        (diff, wanted, absolute)
    };
    let may_meet = |a: u32, b: u32| -> bool {
        let pa = t.player(a).unwrap();
        if pa
            .rounds
            .iter()
            .any(|e| e.outcome.is_played() && e.opponent == Some(b))
        {
            return false;
        }
        let ((_, wa, xa), (_, wb, xb)) = (colours(a), colours(b));
        let top = |r: u32| t.player(r).unwrap().score() > played;
        !(xa && xb && wa == wb) || (last_round && (top(a) || top(b)))
    };
    let may_sit_out = |a: u32| {
        !t.player(a)
            .unwrap()
            .rounds
            .iter()
            .any(|e| matches!(e.outcome, Outcome::PairingBye | Outcome::ForfeitWin))
    };
    fn search(
        left: &mut Vec<u32>,
        bye_left: bool,
        may_meet: &dyn Fn(u32, u32) -> bool,
        may_sit_out: &dyn Fn(u32) -> bool,
    ) -> bool {
        let Some(&a) = left.first() else {
            return true;
        };
        left.remove(0);
        if bye_left && may_sit_out(a) && search(left, false, may_meet, may_sit_out) {
            left.insert(0, a);
            return true;
        }
        for i in 0..left.len() {
            let b = left[i];
            if may_meet(a, b) {
                left.remove(i);
                let found = search(left, bye_left, may_meet, may_sit_out);
                left.insert(i, b);
                if found {
                    left.insert(0, a);
                    return true;
                }
            }
        }
        left.insert(0, a);
        false
    }
    let mut left: Vec<u32> = t
        .players
        .iter()
        .map(|p| p.rank)
        .filter(|&r| t.is_paired_next(r))
        .collect();
    let odd = left.len() % 2 == 1;
    search(&mut left, odd, &may_meet, &may_sit_out)
}

/// Plays a whole tournament with seeded results, pairing each round by the Dutch system and
/// checking it; returns the tournament. A round the engine finds no pairing for ends the
/// tournament early, but only where trying every pairing of a field of at most 16 confirms
/// that none keeps the absolute criteria.
pub fn play(n: u32, rounds: u32, seed: u64, forfeits: bool) -> Result<Tournament, String> {
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut t = field(n, rounds, &mut rng);
    for r in 1..=rounds {
        let round = match dutch::pair(&t) {
            Ok(round) => round,
            Err(dutch::PairingError::NoPairing) if n <= 16 && !pairing_exists(&t) => {
                return Ok(t);
            }
            Err(e) => return Err(format!("round {r}: {e}")),
        };
        check_round(&t, &round).map_err(|e| format!("round {r}: {e}"))?;
        let results: Vec<Outcome> = round
            .boards
            .iter()
            .map(|_| result(&mut rng, forfeits))
            .collect();
        t.add_round(&round, &results).map_err(|e| e.to_string())?;
    }
    Ok(t)
}
