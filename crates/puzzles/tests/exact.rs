//! Puzzles held against the exact values: kabe puzzles made by hand against endgame databases
//! built here (one the databases confirm, one the search without them accepts and the databases
//! refute), the finder refusing what they refute, and a Kalah puzzle whose solution is not the
//! solver's best move refused by the solver.

use ply_games::{Context, ExactSource, find};
use ply_puzzles::{Budget, CheckError, Finder, Puzzle, check, check_exact, shipped};

/// Kabe databases up to `PIECES` pieces, built into a temporary directory (about a second).
const PIECES: u32 = 3;

/// Black's two men against one: 13-17 is the only move that keeps the databases' win.
const CONFIRMED: (&str, &[&str]) = ("B:W11:B3,13", &["13-17"]);

/// Two men against a king: 5-1 crowns a man, a lead the search counts as won material, but
/// the databases call every move a draw.
const REFUTED: (&str, &[&str]) = ("W:W5,12:BK3", &["5-1"]);

fn with_tables(dir: &std::path::Path) -> Context {
    ply_egdb::build(dir, "kabe", PIECES, &mut |_| {}).unwrap();
    let mut context = Context::default();
    context.draughts.tables = ply_egdb::load_dir(dir).unwrap();
    context
}

fn puzzle(game: &str, position: &str, solution: &[&str]) -> Puzzle {
    Puzzle {
        id: Puzzle::id_for(game, position),
        game: game.into(),
        position: position.into(),
        solution: solution.iter().map(|m| m.to_string()).collect(),
        rating: 1500,
        themes: vec![],
        source: "made by hand".into(),
    }
}

#[test]
fn the_endgame_databases_confirm_one_kabe_puzzle_and_refute_another() {
    let dir = tempfile::tempdir().unwrap();
    let tables = with_tables(dir.path());
    let plain = Context::default();
    let budget = Budget::STANDARD;

    // CONFIRMED: the only move that keeps the databases' win.
    let confirmed = puzzle("kabe", CONFIRMED.0, CONFIRMED.1);
    let reached = check(&confirmed, &tables, budget).unwrap();
    assert!(reached.positions >= 1, "{reached:?}");
    // Without databases the exact values reach nothing, and nothing is held against them.
    assert_eq!(check_exact(&confirmed, &plain).unwrap().positions, 0);

    // REFUTED: the deeper search without databases finds exactly one move that wins a man,
    // and the databases say the ending is not won.
    let refuted = puzzle("kabe", REFUTED.0, REFUTED.1);
    check(&refuted, &plain, budget).unwrap();
    let e = check_exact(&refuted, &tables).unwrap_err();
    let CheckError::Exact(c) = &e else {
        panic!("{e}")
    };
    assert_eq!((c.index, c.by), (0, ExactSource::Tables), "{e}");
    assert!(e.to_string().contains("endgame databases"), "{e}");
    assert!(check(&refuted, &tables, budget).is_err());

    // The finder with the databases refuses it; without them it finds it.
    let game = find("kabe").unwrap();
    let record = game.new_game(&[], Some(REFUTED.0)).unwrap();
    let mut finder = Finder::new(game, &tables, budget);
    assert_eq!(finder.puzzle_at(record.as_ref(), "by hand"), None);
    let mut without = Finder::new(game, &plain, budget);
    let found = without.puzzle_at(record.as_ref(), "by hand").unwrap();
    assert_eq!(found.solution[0], REFUTED.1[0]);
}

/// A Kalah puzzle's move replaced by another legal move: the solver's margins refute it.
#[test]
fn the_solver_refutes_a_kalah_move_that_is_not_the_best() {
    let p = shipped()
        .unwrap()
        .into_iter()
        .find(|p| p.game == "kalah")
        .unwrap();
    let context = Context::default();
    assert!(check_exact(&p, &context).unwrap().positions >= 1);
    let game = find("kalah").unwrap();
    let record = game.new_game(&[], Some(&p.position)).unwrap();
    let other = record
        .legal_moves()
        .into_iter()
        .find(|m| *m != p.solution[0])
        .unwrap();
    let wrong = Puzzle {
        solution: vec![other],
        ..p
    };
    let e = check_exact(&wrong, &context).unwrap_err();
    let CheckError::Exact(c) = &e else {
        panic!("{e}")
    };
    assert_eq!((c.index, c.by), (0, ExactSource::Solver), "{e}");
    assert_eq!(c.values.len(), record.legal_moves().len());
    assert!(e.to_string().contains("solver"), "{e}");
}
