//! Every shipped set, checked as its puzzles are served: each puzzle's position reads and is
//! not over, its solution is legal move by move and ends with the solver's move, and its
//! first move is the only winning one by the deeper search (`ply_puzzles::check`, with the
//! budget the sets were made with). A sample of 20 per game by default; every puzzle with
//! `PLY_PUZZLES_ALL=1` (the benchmark run of `BENCHMARKS.md`).

use ply_puzzles::{Budget, Puzzle, check, shipped};

/// The size of each game's shipped set at least (the sets made so far; see
/// `scripts/puzzles.sh`).
fn least(game: &str) -> usize {
    match game {
        "chess" => 329,
        "draughts" => 541,
        "kalah" => 143,
        "konane" => 110,
        "kabe" => 377,
        _ => 345,
    }
}

fn check_game(game: &str) {
    let all: Vec<Puzzle> = shipped()
        .unwrap()
        .into_iter()
        .filter(|p| p.game == game)
        .collect();
    assert!(all.len() >= least(game), "{game}: {} puzzles", all.len());
    let every = std::env::var_os("PLY_PUZZLES_ALL").is_some();
    let (step, most) = if every {
        (1, usize::MAX)
    } else {
        ((all.len() / 20).max(1), 20)
    };
    let context = ply_games::Context::default();
    let mut checked = 0;
    for p in all.iter().step_by(step).take(most) {
        if let Err(e) = check(p, &context, Budget::for_game(game)) {
            panic!("{} ({}): {e}", p.id, p.source);
        }
        checked += 1;
    }
    eprintln!("{game}: {checked} puzzles checked");
}

#[test]
fn kabe() {
    check_game("kabe");
}

#[test]
fn draughts() {
    check_game("draughts");
}

#[test]
fn russian() {
    check_game("russian");
}

#[test]
fn chess() {
    check_game("chess");
}

#[test]
fn konane() {
    check_game("konane");
}

#[test]
fn kalah() {
    check_game("kalah");
}

/// A puzzle whose solution is not the winning move fails its check: the check can fail.
#[test]
fn a_wrong_solution_fails_the_check() {
    let p = shipped()
        .unwrap()
        .into_iter()
        .find(|p| p.game == "chess")
        .unwrap();
    let game = ply_games::find("chess").unwrap();
    let record = game.new_game(&[], Some(&p.position)).unwrap();
    let other = record
        .legal_moves()
        .into_iter()
        .find(|m| *m != p.solution[0])
        .unwrap();
    let wrong = Puzzle {
        solution: vec![other],
        ..p.clone()
    };
    let e = check(
        &wrong,
        &ply_games::Context::default(),
        Budget::for_game("chess"),
    )
    .unwrap_err();
    assert!(e.to_string().contains("only winning move"), "{e}");
    let illegal = Puzzle {
        solution: vec!["Ka9".into()],
        ..p
    };
    assert!(
        check(
            &illegal,
            &ply_games::Context::default(),
            Budget::for_game("chess")
        )
        .is_err()
    );
}

/// Every shipped puzzle carries the themes `ply puzzles generate` gives its line now (the
/// Turkish strike's "coup turc" among them), so that a set made before a theme was added is
/// tagged again (`scripts/puzzles.sh` does).
#[test]
fn every_shipped_puzzle_has_the_themes_of_its_line() {
    let all = shipped().unwrap();
    for p in &all {
        assert_eq!(
            p.themes_now().as_ref(),
            Some(&p.themes),
            "{} ({})",
            p.id,
            p.source
        );
    }
}
