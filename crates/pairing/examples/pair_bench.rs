//! Time of pairing one Swiss round of a large field by the Dutch system: a field of
//! `--players` (default 1,000) plays `--rounds` rounds with seeded random results, each round
//! paired by `ply_pairing::dutch::pair`, and the time of each pairing is printed.
//!
//! ```sh
//! cargo run -q --release -p ply-pairing --example pair_bench -- --players 1000 --rounds 5
//! ```

use std::time::Instant;

use ply_pairing::{Colour, Outcome, Player, Tournament, dutch};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64;

fn arg(name: &str, default: u32) -> u32 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let players = arg("--players", 1000);
    let rounds = arg("--rounds", 5);
    let mut rng = Pcg64::seed_from_u64(u64::from(arg("--seed", 34)));
    let field = (1..=players)
        .map(|r| Player::new(r, format!("P{r}"), 2800 - r))
        .collect();
    let mut t = Tournament::new(field, rounds, Colour::White);
    for r in 1..=rounds {
        let start = Instant::now();
        let round = match dutch::pair(&t) {
            Ok(round) => round,
            Err(e) => {
                eprintln!("round {r}: {e}");
                std::process::exit(1);
            }
        };
        let took = start.elapsed();
        println!(
            "round {r}: {} boards{} paired in {:.3} s",
            round.boards.len(),
            if round.bye.is_some() {
                " and a bye"
            } else {
                ""
            },
            took.as_secs_f64()
        );
        let results: Vec<Outcome> = round
            .boards
            .iter()
            .map(|_| match rng.random_range(0..10) {
                0..=3 => Outcome::Win,
                4..=6 => Outcome::Draw,
                _ => Outcome::Loss,
            })
            .collect();
        if let Err(e) = t.add_round(&round, &results) {
            eprintln!("round {r}: {e}");
            std::process::exit(1);
        }
    }
}
