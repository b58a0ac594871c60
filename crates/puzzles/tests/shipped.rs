//! Every shipped set, checked as its puzzles are served: each puzzle's position reads and is
//! not over, its solution is legal move by move and ends with the solver's move, and its
//! first move is the only winning one by the deeper search (`ply_puzzles::check`, with the
//! budget the sets were made with; in Kalah the solver's exact margins, too). A sample of 20
//! per game by default; every puzzle with `PLY_PUZZLES_ALL=1` (the benchmark run of
//! `BENCHMARKS.md`). Every draughts puzzle is held against endgame databases: up to 3 pieces,
//! built here, or those of `PLY_EGDB=DIR`.

use ply_puzzles::{Budget, Puzzle, check, check_exact, shipped};

/// The size of each game's shipped set at least (the sets made so far; see
/// `scripts/puzzles.sh`).
fn least(game: &str) -> usize {
    match game {
        "chess" => 329,
        "draughts" => 537,
        "kalah" => 143,
        "konane" => 110,
        "kabe" => 329,
        _ => 314,
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

/// Every shipped puzzle of kabe, Russian and international draughts agrees with the endgame
/// databases where they reach its line: those of `PLY_EGDB` when set, else every game's up to
/// 3 pieces built into a temporary directory (a few seconds). Each set whose databases are
/// there has puzzles they reach, so the test can fail.
#[test]
fn draughts_sets_agree_with_the_endgame_databases() {
    let built = tempfile::tempdir().unwrap();
    let dir = match std::env::var_os("PLY_EGDB") {
        Some(dir) => std::path::PathBuf::from(dir),
        None => {
            for game in ["kabe", "russian", "draughts"] {
                ply_egdb::build(built.path(), game, 3, &mut |_| {}).unwrap();
            }
            built.path().to_path_buf()
        }
    };
    let mut context = ply_games::Context::default();
    context.draughts.tables = ply_egdb::load_dir(&dir).unwrap();
    let held = ply_egdb::games(&dir).unwrap();
    let mut wrong = Vec::new();
    let mut unreached = Vec::new();
    for game in ["kabe", "russian", "draughts"] {
        let (mut puzzles, mut reached, mut positions) = (0, 0, 0);
        for p in shipped().unwrap().iter().filter(|p| p.game == game) {
            puzzles += 1;
            match check_exact(p, &context) {
                Ok(r) => {
                    reached += usize::from(r.positions > 0);
                    positions += r.positions;
                }
                Err(e) => wrong.push(format!(
                    "{} {} {:?} ({}): {e}",
                    p.id, p.position, p.solution, p.source
                )),
            }
        }
        eprintln!(
            "{game}: {puzzles} puzzles, {reached} reached by the databases at {positions} positions, all agree"
        );
        unreached.extend((reached == 0 && held.iter().any(|g| g == game)).then_some(game));
    }
    assert!(
        wrong.is_empty(),
        "{} contradicted:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(unreached.is_empty(), "no puzzle reached: {unreached:?}");
}
