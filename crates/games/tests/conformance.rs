//! One conformance suite over the registry: every registered game and variant is checked the
//! same way, through the type-erased layer the command line and the server use.
//!
//! - perft against its table (the rows of the game's id in the rules crates' `perft.tsv`);
//!   rows above `NODE_LIMIT` nodes only with `PLY_DEEP_TESTS=1`;
//! - seeded random games from the start: each position's text and each move's text read back,
//!   the hash of every position played equals the hash of its text read back, `count_moves`
//!   agrees, the record is written and read back (`AnyGame::check_random_game`);
//! - the level-1 engine returns a legal move from positions of those games.
//!
//! A registered id without table rows fails the suite: a new variant brings its perft rows.

use std::{collections::BTreeMap, sync::atomic::AtomicBool};

use ply_core::testing::{PerftRow, SplitMix64, deep_tests, perft_rows};
use ply_games::{AnyGame, Level, Limits, Think, registry};

/// Every perft table of the rules crates.
const TABLES: [&str; 4] = [
    include_str!("../../draughts/tests/data/perft.tsv"),
    include_str!("../../chess/tests/data/perft.tsv"),
    include_str!("../../konane/tests/data/perft.tsv"),
    include_str!("../../kalah/tests/data/perft.tsv"),
];

/// Rows with more nodes run only in the deep tests: the suite stays a few seconds in debug.
const NODE_LIMIT: u64 = 200_000;
/// Random games per registered id, and their length.
const GAMES: u64 = 6;
const MAX_PLIES: usize = 160;
/// Positions of each random game the level-1 engine is asked about.
const ENGINE_POSITIONS: usize = 3;

/// The perft rows by game id.
fn tables() -> BTreeMap<&'static str, Vec<PerftRow<'static>>> {
    let mut by_game: BTreeMap<&str, Vec<PerftRow>> = BTreeMap::new();
    for table in TABLES {
        for row in perft_rows(table) {
            by_game.entry(row.game).or_default().push(row);
        }
    }
    by_game
}

#[test]
fn every_registered_game_has_perft_rows() {
    let tables = tables();
    let missing: Vec<&str> = registry()
        .iter()
        .map(|g| g.id())
        .filter(|id| !tables.contains_key(id))
        .collect();
    assert!(missing.is_empty(), "no perft rows for {missing:?}");
    // And no table names a game the registry does not know (a misspelt id would go unchecked).
    let unknown: Vec<&&str> = tables
        .keys()
        .filter(|id| ply_games::find(id).is_err())
        .collect();
    assert!(
        unknown.is_empty(),
        "perft rows of unknown games {unknown:?}"
    );
}

fn check_perft(game: &dyn AnyGame, rows: &[PerftRow]) -> usize {
    let deep = deep_tests();
    let mut checked = 0;
    for row in rows {
        if row.nodes > NODE_LIMIT && !deep {
            continue;
        }
        let record = game
            .new_game(&[], Some(row.position))
            .unwrap_or_else(|e| panic!("{}: {}: {e}", game.id(), row.position));
        assert_eq!(
            record.perft(row.depth),
            row.nodes,
            "{} perft({}, {})",
            game.id(),
            row.position,
            row.depth
        );
        checked += 1;
    }
    checked
}

#[test]
fn perft_of_every_game_matches_its_table() {
    let tables = tables();
    for game in registry() {
        let rows = tables.get(game.id()).map_or(&[][..], Vec::as_slice);
        let checked = check_perft(game.as_ref(), rows);
        assert!(
            checked >= 2,
            "{}: only {checked} perft rows within {NODE_LIMIT} nodes",
            game.id()
        );
    }
}

/// The level-1 engine's move from the current position of `record`, at a small node limit.
fn engine_move(
    engine: &mut dyn ply_games::AnyEngine,
    record: &dyn ply_games::AnyRecord,
    seed: u64,
) -> Option<String> {
    let think = Think {
        limits: Limits::nodes(2_000),
        level: Some(Level::MIN),
        seed,
    };
    let stop = AtomicBool::new(false);
    engine
        .think(record, &think, &stop, &mut |_| {})
        .unwrap_or_else(|e| panic!("{}: {e}", record.game_id()))
        .best_move
}

#[test]
fn random_games_keep_the_contract_and_the_engine_plays_legal_moves() {
    for game in registry() {
        let mut engine = game.new_engine(1, &ply_games::Context::default());
        let mut rng = SplitMix64::new(0x5eed ^ game.id().len() as u64);
        for seed in 0..GAMES {
            let played = game.check_random_game(seed, MAX_PLIES);
            let moves = played.moves();
            // The start and a few positions along the game, replayed through the text layer.
            let mut plies: Vec<usize> = (0..ENGINE_POSITIONS)
                .map(|_| rng.below(moves.len() + 1))
                .collect();
            plies.push(0);
            for ply in plies {
                let mut record = game.new_game(&[], Some(&played.start_position())).unwrap();
                for mv in &moves[..ply] {
                    record.play(mv).unwrap();
                }
                if record.outcome().is_some() {
                    continue;
                }
                let legal = record.legal_moves();
                let best = engine_move(engine.as_mut(), record.as_ref(), seed);
                match best {
                    Some(mv) => assert!(
                        legal.contains(&mv),
                        "{}: {}: the engine's {mv} is not among {legal:?}",
                        game.id(),
                        record.position()
                    ),
                    None => assert!(
                        legal.is_empty(),
                        "{}: {}: no move from the engine but {legal:?}",
                        game.id(),
                        record.position()
                    ),
                }
            }
        }
    }
}

#[test]
fn every_engine_searches_on_several_threads_and_plays_legal_moves() {
    for game in registry() {
        let mut engine = game.new_engine(1, &ply_games::Context::default());
        assert_eq!(engine.threads(), 1, "{}: one thread by default", game.id());
        engine.set_threads(3);
        assert_eq!(engine.threads(), 3, "{}", game.id());
        for seed in 0..3 {
            let played = game.check_random_game(seed, 40);
            let record = game.new_game(&[], Some(&played.position())).unwrap();
            if record.outcome().is_some() {
                continue;
            }
            let think = Think {
                limits: Limits::nodes(6_000),
                level: None,
                seed,
            };
            let thought = engine
                .think(
                    record.as_ref(),
                    &think,
                    &AtomicBool::new(false),
                    &mut |_| {},
                )
                .unwrap_or_else(|e| panic!("{}: {e}", game.id()));
            let legal = record.legal_moves();
            let mv = thought.best_move.expect("a move");
            assert!(
                legal.contains(&mv),
                "{}: {}: {mv} on three threads is not among {legal:?}",
                game.id(),
                record.position()
            );
            assert!(
                thought.nodes <= 6_000,
                "{}: {} nodes",
                game.id(),
                thought.nodes
            );
        }
        engine.set_threads(1);
        assert_eq!(engine.threads(), 1, "{}", game.id());
    }
}
