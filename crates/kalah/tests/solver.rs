//! The endgame solver against plain full-width minimax, hand-checked endgames, and its own best
//! lines.

use ply_core::{Game, Oracle, Side, testing::SplitMix64};
use ply_kalah::{Kalah, KalahRules, Pit, Solver, solve};

/// The final margin for the side to move by plain negamax over every move, no pruning.
fn minimax(pos: &Kalah) -> i32 {
    if pos.is_finished() {
        return pos.store_margin();
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let mut next = pos.clone();
            next.play(mv);
            if next.side_to_move() == pos.side_to_move() {
                minimax(&next)
            } else {
                -minimax(&next)
            }
        })
        .max()
        .unwrap_or(i32::MIN)
}

/// A position with `seeds` seeds scattered over the pits and the rest in the stores.
fn random_position(rules: &KalahRules, seeds: u32, rng: &mut SplitMix64) -> Kalah {
    let p = usize::from(rules.pits());
    let mut counts = vec![0u8; 2 * p + 2];
    for _ in 0..seeds {
        let pit = rng.below(2 * p);
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
    Kalah::from_counts(rules, &counts, side).unwrap()
}

/// The margin after `mv` from the mover's point of view, by minimax.
fn minimax_after(pos: &Kalah, mv: Pit) -> i32 {
    let mut next = pos.clone();
    next.play(mv);
    if next.side_to_move() == pos.side_to_move() {
        minimax(&next)
    } else {
        -minimax(&next)
    }
}

fn check_against_minimax(rules: &KalahRules, max_seeds: u32, count: usize, rng_seed: u64) {
    let mut rng = SplitMix64::new(rng_seed);
    let mut solver = Solver::with_table_bits(12);
    for i in 0..count {
        let seeds = 1 + rng.below(max_seeds as usize) as u32;
        let pos = random_position(rules, seeds, &mut rng);
        let exact = minimax(&pos);
        let fresh = solve(&pos);
        assert_eq!(fresh.margin, exact, "{} (case {i})", pos.to_text());
        // A reused, small table gives the same answers.
        let reused = solver.solve(&pos);
        assert_eq!(
            reused.margin,
            exact,
            "{} with a reused table",
            pos.to_text()
        );
        match fresh.best_move {
            None => assert!(pos.is_finished()),
            Some(mv) => assert_eq!(
                minimax_after(&pos, mv),
                exact,
                "{}: best move {}",
                pos.to_text(),
                mv.number()
            ),
        }
    }
}

#[test]
fn solver_equals_minimax_on_kalah_6_6_with_up_to_10_seeds() {
    check_against_minimax(&KalahRules::default(), 10, 300, 7);
}

#[test]
fn solver_equals_minimax_on_other_sizes_and_options() {
    let strict = KalahRules::default().with_capture_needs_opposite_seeds(true);
    check_against_minimax(&strict, 8, 150, 8);
    check_against_minimax(&KalahRules::new(4, 3).unwrap(), 12, 150, 9);
    check_against_minimax(&KalahRules::new(3, 3).unwrap(), 15, 100, 10);
    check_against_minimax(&KalahRules::new(1, 3).unwrap(), 6, 30, 11);
    // Eight pits a side: keys packed pit by pit instead of the board's word.
    check_against_minimax(&KalahRules::new(8, 3).unwrap(), 8, 60, 12);
}

#[test]
fn a_node_limit_gives_up_and_the_work_is_kept() {
    let rules = KalahRules::default();
    let pos = Kalah::from_text("2,2,2,3,3,0,10,0,1,3,2,1,1,42 S", &rules).unwrap();
    let exact = solve(&pos);
    let mut solver = Solver::with_table_bits(14);
    assert_eq!(solver.solve_within(&pos, 10), None);
    assert!(solver.nodes() > 10);
    let mut answer = None;
    for _ in 0..1000 {
        answer = solver.solve_within(&pos, 2000);
        if answer.is_some() {
            break;
        }
    }
    assert_eq!(answer.map(|a| a.margin), Some(exact.margin));
}

#[test]
fn solver_equals_minimax_from_kalah_3_3_start() {
    // Kalah(3,3) is small enough to solve from the start by brute force.
    let rules = KalahRules::new(3, 3).unwrap();
    let start = Kalah::start(&rules);
    assert_eq!(solve(&start).margin, minimax(&start));
}

#[test]
fn hand_checked_endgames() {
    let rules = KalahRules::default();
    let solved = |text: &str| solve(&Kalah::from_text(text, &rules).unwrap());

    // One seed next to the store: South stores it, its row is empty, North sweeps 1: 31–41.
    let s = solved("0,0,0,0,0,1,30,0,0,0,0,0,1,40 S");
    assert_eq!((s.margin, s.best_move.map(Pit::number)), (-10, Some(6)));

    //      1  0  0  0  0  0
    //  39                   30   South: 6 (store, extra turn), then 5 (the seed lands in the
    //      0  0  0  0  1  1      emptied S6 and is captured with N1's 0 seeds): South's row is
    //                            empty, North sweeps 1: 32–40. Or 5 first (S6 holds 2), North
    //                            stores its seed, its row is empty, South sweeps 2: 32–40.
    let s = solved("0,0,0,0,1,1,30,0,0,0,0,0,1,39 S");
    assert_eq!(s.margin, 32 - 40);

    // Checked against minimax: long sowings across both rows.
    let pos = Kalah::from_text("1,0,0,0,0,6,30,5,0,0,0,0,0,30 S", &rules).unwrap();
    assert_eq!(solve(&pos).margin, minimax(&pos));

    // A finished game: the margin as it stands, no move.
    let s = solved("0,0,0,0,0,0,40,0,0,0,0,0,0,32 N");
    assert_eq!((s.margin, s.best_move), (-8, None));

    //      0 10  0  0  0  1
    //  34                   25   South: 1 lands in the empty S2 and takes N5's 10 (36); North's
    //      1  0  0  0  0  1      N1 captures itself (35), its row is empty, South sweeps 1: 37–35.
    //                            Or 6 (store, 26) and then 1 (capture, 37): South's row is
    //                            empty, North sweeps 1: 37–35 again.
    let s = solved("1,0,0,0,0,1,25,1,0,0,0,10,0,34 S");
    assert_eq!(s.margin, 2);
    assert!(matches!(s.best_move.map(Pit::number), Some(1 | 6)));
}

#[test]
fn best_line_reaches_the_solved_margin() {
    let rules = KalahRules::default();
    let mut rng = SplitMix64::new(12);
    let mut solver = Solver::new();
    for _ in 0..20 {
        let pos = random_position(&rules, 16, &mut rng);
        let solved = solver.solve(&pos);
        let line = solver.best_line(&pos, u64::MAX).unwrap();
        let mut end = pos.clone();
        for &mv in &line {
            end.play(mv);
        }
        assert!(end.is_finished());
        let sign = if end.side_to_move() == pos.side_to_move() {
            1
        } else {
            -1
        };
        assert_eq!(
            sign * end.store_margin(),
            solved.margin,
            "{}",
            pos.to_text()
        );
    }
}

#[test]
fn twenty_seed_positions_are_solved_and_agree_across_tables() {
    let rules = KalahRules::default();
    let mut rng = SplitMix64::new(13);
    let mut small = Solver::with_table_bits(10);
    for _ in 0..10 {
        let pos = random_position(&rules, 20, &mut rng);
        let a = solve(&pos);
        let b = small.solve(&pos);
        assert_eq!(a.margin, b.margin, "{}", pos.to_text());
    }
}

#[test]
fn game_solve_answers_search_when_few_seeds_are_left() {
    let rules = KalahRules::default();
    let pos = Kalah::from_text("2,2,2,3,3,0,10,0,1,3,2,1,1,42 S", &rules).unwrap();
    let oracle = pos.solve().expect("20 seeds are within reach");
    let solved = solve(&pos);
    assert_eq!(oracle.score, solved.margin);
    assert_eq!(oracle.best_move, solved.best_move);
    assert!(oracle.plies.is_some_and(|p| p > 0));
    assert!(
        Kalah::start(&rules).solve().is_none(),
        "72 seeds are out of reach"
    );
    let done = Kalah::from_text("0,0,0,0,0,0,40,0,0,0,0,0,0,32 N", &rules).unwrap();
    let oracle = done.solve().unwrap();
    assert_eq!(
        (oracle.score, oracle.best_move, oracle.plies),
        (-8, None, Some(0))
    );
}
