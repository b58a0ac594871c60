//! Times the endgame solver on random Kalah(6,6) positions with few seeds left in the pits.
//!
//! `cargo run --release -p ply-kalah --example solve -- [positions] [seeds] [rng-seed] [kind]`
//! (defaults 1000, 20, 1, scatter). Kinds of position:
//! - `scatter`: exactly `seeds` seeds scattered over the twelve pits, the rest in the stores;
//! - `piles`: the same seeds dropped on three random pits only;
//! - `games`: random games from the start, stopped when at most `seeds` are left in the pits;
//! - `start`: the start of Kalah(6,`seeds`) itself, solved once with a 2^20-bucket table
//!   (`solve 1 4 0 start`: Kalah(6,4), a first-player win by 10; minutes).
//!
//! Each position gets a fresh solver (so the time includes setting up its table). Prints the
//! worst, median and mean time and the most nodes; then the same for the search hook
//! `Oracle::solve` (one solver per thread, its table kept between positions, and the length of a
//! best line worked out too).

use std::time::{Duration, Instant};

use ply_core::{Game, Oracle, Side, testing::SplitMix64};
use ply_kalah::{Kalah, KalahRules, Solver, solve};

fn random_position(rules: &KalahRules, seeds: u32, kind: &str, rng: &mut SplitMix64) -> Kalah {
    if kind == "games" {
        return from_a_game(rules, seeds, rng);
    }
    let p = usize::from(rules.pits());
    let mut counts = vec![0u8; 2 * p + 2];
    let piles = [rng.below(2 * p), rng.below(2 * p), rng.below(2 * p)];
    for _ in 0..seeds {
        let pit = if kind == "piles" {
            piles[rng.below(3)]
        } else {
            rng.below(2 * p)
        };
        counts[if pit < p { pit } else { pit + 1 }] += 1;
    }
    let stored = rules.total_seeds() - seeds;
    let south = rng.below(stored as usize + 1) as u8;
    counts[p] = south;
    counts[2 * p + 1] = stored as u8 - south;
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    match Kalah::from_counts(rules, &counts, side) {
        Ok(pos) => pos,
        Err(e) => panic!("generated position: {e}"),
    }
}

/// A random game from the start, until at most `seeds` are left in the pits (again if it ends
/// first).
fn from_a_game(rules: &KalahRules, seeds: u32, rng: &mut SplitMix64) -> Kalah {
    let mut moves = Vec::new();
    loop {
        let mut pos = Kalah::start(rules);
        while !pos.is_finished() && pos.seeds_in_pits() > seeds {
            pos.legal_moves(&mut moves);
            pos.play(moves[rng.below(moves.len())]);
        }
        if !pos.is_finished() {
            return pos;
        }
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let kind = match args.get(3) {
        Some(k) if ["scatter", "piles", "games", "start"].contains(&k.as_str()) => args.remove(3),
        Some(k) => panic!("unknown kind of position {k}: scatter, piles, games or start"),
        None => "scatter".to_string(),
    };
    let args: Vec<u64> = args
        .iter()
        .map(|a| a.parse().expect("numbers: positions, seeds, rng seed"))
        .collect();
    let count = args.first().copied().unwrap_or(1000);
    let seeds = args.get(1).copied().unwrap_or(20) as u32;
    let mut rng = SplitMix64::new(args.get(2).copied().unwrap_or(1));
    if kind == "start" {
        let rules = KalahRules::new(6, seeds as u8).expect("Kalah(6,seeds)");
        let started = Instant::now();
        let solved = Solver::with_table_bits(20).solve(&Kalah::start(&rules));
        println!(
            "{} start: margin {} for South, best move {:?}, {} nodes, {:.1} s",
            rules.name(),
            solved.margin,
            solved.best_move.map(|m| m.number()),
            solved.nodes,
            started.elapsed().as_secs_f64()
        );
        return;
    }
    let rules = KalahRules::default();
    let mut runs: Vec<(Duration, u64, String)> = Vec::new();
    for _ in 0..count {
        let pos = random_position(&rules, seeds, &kind, &mut rng);
        let started = Instant::now();
        let solved = solve(&pos);
        runs.push((started.elapsed(), solved.nodes, pos.to_text()));
    }
    println!("{count} random Kalah(6,6) positions ({kind}) with {seeds} seeds in the pits");
    println!("solve(), fresh table (second column: nodes):");
    report(&mut runs);
    let mut hook = Vec::new();
    for (_, _, text) in &runs {
        let pos = Kalah::from_text(text, &rules).expect("own text");
        let started = Instant::now();
        let answer = pos.solve();
        let plies = answer.and_then(|a| a.plies).map_or(0, u64::from);
        hook.push((started.elapsed(), plies, text.clone()));
    }
    println!("Oracle::solve (search hook, table kept; second column: plies of the best line):");
    report(&mut hook);
}

fn report(runs: &mut [(Duration, u64, String)]) {
    runs.sort();
    let total: Duration = runs.iter().map(|r| r.0).sum();
    let (worst, worst_nodes, worst_text) = runs.last().cloned().unwrap_or_default();
    println!(
        "  worst   {:>10.3} ms  {worst_nodes:>10}  {worst_text}",
        ms(worst)
    );
    println!("  median  {:>10.3} ms", ms(runs[runs.len() / 2].0));
    println!("  mean    {:>10.3} ms", ms(total) / runs.len() as f64);
    println!(
        "  max     {:>10}",
        runs.iter().map(|r| r.1).max().unwrap_or(0)
    );
    println!("  total   {:>10}", runs.iter().map(|r| r.1).sum::<u64>());
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}
