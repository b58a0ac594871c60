//! Real-world game records (`tests/data/real`, sources and licences in its `README.md`), read
//! completely as `ply record` reads them: every file gives exactly the games it holds, each of
//! the game it is, with every move played; the one record that cannot be read is refused for
//! the reason the record itself gives, and said so here.

use std::path::{Path, PathBuf};

use ply_games::{ReadGame, read_each};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/real")
}

fn read(name: &str) -> Vec<ReadGame> {
    let text = std::fs::read_to_string(dir().join(name)).expect("a corpus file");
    read_each(&text, None, &[]).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// What a file must read as: the game, and for each of its games the number of moves.
const EXPECTED: &[(&str, &str, &[usize])] = &[
    ("chessbase-empty-line.pgn", "chess", &[134]),
    (
        "kasparov-deep-blue-1997.pgn",
        "chess",
        &[89, 89, 95, 111, 98, 37],
    ),
    ("lidraughts-rapid.pdn", "draughts", &[301]),
    ("molinari-bordais-1979.pgn", "chess", &[10]),
    ("nepomniachtchi-liren-game1.pgn", "chess", &[97]),
    ("stockfish-learning.pgn", "chess", &[154]),
    ("utf8-bom.pgn", "chess", &[0, 0]),
    ("uzchesscup.pgn", "chess", &[0; 45]),
];

#[test]
fn every_file_of_the_corpus_is_listed_here() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().into_string().unwrap())
        .filter(|name| name != "README.md")
        .collect();
    names.sort();
    let mut listed: Vec<&str> = EXPECTED.iter().map(|(name, _, _)| *name).collect();
    listed.push("anastasian-lewis.pgn");
    listed.sort_unstable();
    assert_eq!(names, listed);
}

#[test]
fn every_game_of_every_file_is_read_with_all_its_moves() {
    for (name, game, moves) in EXPECTED {
        let games = read(name);
        let counts: Vec<usize> = games
            .iter()
            .map(|one| match &one.record {
                Ok(record) => {
                    assert_eq!(record.game_id(), *game, "{name}: game {}", one.number);
                    // None of these records is wrong: no warning either.
                    let warnings: Vec<String> =
                        record.warnings().iter().map(ToString::to_string).collect();
                    assert!(
                        warnings.is_empty(),
                        "{name}: game {}: {warnings:?}",
                        one.number
                    );
                    record.moves().len()
                }
                Err(error) => panic!("{name}: {error}"),
            })
            .collect();
        assert_eq!(counts, *moves, "{name}");
    }
}

#[test]
fn the_records_results_are_the_ones_read() {
    use ply_core::Side::{Black, White};
    let winners = |name| -> Vec<Option<Option<ply_core::Side>>> {
        read(name)
            .iter()
            .map(|one| one.record.as_ref().unwrap().outcome().map(|o| o.winner))
            .collect()
    };
    let (won, drawn) = (Some(Some(White)), Some(None));
    assert_eq!(
        winners("kasparov-deep-blue-1997.pgn"),
        [won, won, drawn, drawn, drawn, won]
    );
    assert_eq!(winners("lidraughts-rapid.pdn"), [won]);
    assert_eq!(winners("molinari-bordais-1979.pgn"), [Some(Some(Black))]);
    // Games of tags alone: the result tag is the game's outcome; `*` leaves it open.
    assert_eq!(winners("utf8-bom.pgn"), [None, None]);
    let cup = winners("uzchesscup.pgn");
    assert_eq!(cup.len(), 45);
    assert_eq!(cup[0], drawn);
}

#[test]
fn a_null_move_in_a_record_is_refused_where_it_stands() {
    // ChessBase writes a null move (a pass, not a chess move) as `Z0`; the game is refused at
    // that move rather than read short.
    let games = read("anastasian-lewis.pgn");
    assert_eq!(games.len(), 1);
    let error = games[0].record.as_ref().err().unwrap().to_string();
    assert!(error.starts_with("game 1 (line 1): "), "{error}");
    assert!(error.contains("41... Z0"), "{error}");
    assert!(error.contains("'Z0' is not a move"), "{error}");
}
