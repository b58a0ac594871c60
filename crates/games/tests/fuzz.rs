//! Fuzzing that stays: every text parser of every game of the registry — positions, moves and
//! records — fed real inputs (positions, moves and records of seeded random games) that are
//! then mutated (characters deleted, inserted, doubled, swapped; the text cut short), and the
//! games of the real-world records in `tests/data/real`, mutated the same way. Nothing
//! panics; a text that is refused changes nothing; a text that is read writes back to itself.
//! A fixed number of cases, so that CI runs the same amount of fuzzing every time.

use ply_core::rng::SplitMix64;
use ply_games::{AnyRecord, read_records, registry};
use proptest::prelude::*;

/// Characters mutations insert: what the games' notations are made of, and some that are not.
const ALPHABET: &[char] = &[
    '0', '1', '2', '3', '5', '9', '-', 'x', ':', ',', '.', ' ', '/', 'W', 'B', 'K', 'w', 'b', 'k',
    'S', 'N', 'e', 'h', 'Q', 'O', '=', '+', '#', '[', ']', '"', '{', '}', '(', ')', '*', '\n',
    '\\', '\u{0}', 'é', '✓', '\u{feff}',
];

/// One change to a text, from two numbers and a character.
fn mutate(text: &str, edits: &[(u8, usize, usize)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(op, at, pick) in edits {
        let len = chars.len();
        let i = if len == 0 { 0 } else { at % len };
        match op % 5 {
            0 if len > 0 => {
                chars.remove(i);
            }
            1 => chars.insert(i.min(len), ALPHABET[pick % ALPHABET.len()]),
            2 if len > 0 => {
                let end = (i + 1 + pick % 8).min(len);
                let copy: Vec<char> = chars[i..end].to_vec();
                chars.splice(i..i, copy);
            }
            3 if len > 1 => chars.swap(i, pick % len),
            4 => chars.truncate(i),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A game of the registry after a seeded random number of random moves.
fn played(index: usize, seed: u64) -> Box<dyn AnyRecord> {
    let games = registry();
    let game = games[index % games.len()].as_ref();
    let mut record = game.new_game(&[], None).expect("the start position");
    let mut rng = SplitMix64::new(seed);
    let plies = rng.below(40);
    for _ in 0..plies {
        let moves = record.legal_moves();
        if moves.is_empty() || record.outcome().is_some() {
            break;
        }
        let mv = &moves[rng.below(moves.len())];
        record.play(mv).expect("a legal move plays");
    }
    record
}

/// The games of the real-world records in `tests/data/real`, each on its own.
fn real_games() -> &'static [String] {
    static GAMES: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    GAMES.get_or_init(|| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/real");
        let mut paths: Vec<_> = std::fs::read_dir(dir)
            .expect("the corpus")
            .map(|entry| entry.expect("a corpus file").path())
            .filter(|path| path.extension().is_some_and(|e| e == "pgn" || e == "pdn"))
            .collect();
        paths.sort();
        paths
            .iter()
            .flat_map(|path| {
                let text = std::fs::read_to_string(path).expect("a corpus file");
                ply_core::movetext::split_games(&text)
                    .iter()
                    .map(|one| one.text.to_owned())
                    .collect::<Vec<_>>()
            })
            .collect()
    })
}

/// Reads `text` and checks that each game read writes a record that reads back to the same
/// moves.
fn read_back(text: &str, game: Option<&dyn ply_games::AnyGame>) -> Result<(), TestCaseError> {
    if let Ok(read) = read_records(text, game, &[]) {
        for one in &read {
            let again = read_records(
                &one.write_record(),
                Some(ply_games::find(one.game_id()).unwrap()),
                &[],
            );
            let again = again.map_err(|e| {
                TestCaseError::fail(format!("{}: {e}\n{}", one.game_id(), one.write_record()))
            })?;
            prop_assert_eq!(again[0].moves(), one.moves());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(384))]

    #[test]
    fn mutated_real_records_are_read_or_refused(
        pick in any::<usize>(),
        edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..6),
    ) {
        let games = real_games();
        prop_assert!(games.len() > 50, "{} games in the corpus", games.len());
        let text = mutate(&games[pick % games.len()], &edits);
        read_back(&text, None)?;
    }

    #[test]
    fn mutated_positions_are_read_or_refused(
        index in 0usize..64,
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..5),
    ) {
        let record = played(index, seed);
        let game = ply_games::find(record.game_id()).unwrap();
        let text = mutate(&record.position(), &edits);
        if let Ok(read) = game.new_game(&[], Some(&text)) {
            let again = game.new_game(&[], Some(&read.position())).unwrap();
            prop_assert_eq!(again.position(), read.position(), "{}: {:?}", game.id(), text);
        }
    }

    #[test]
    fn mutated_moves_are_played_or_change_nothing(
        index in 0usize..64,
        seed in any::<u64>(),
        pick in any::<usize>(),
        edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..4),
    ) {
        let mut record = played(index, seed);
        let moves = record.legal_moves();
        let real = moves.get(pick % moves.len().max(1)).cloned().unwrap_or_default();
        let text = mutate(&real, &edits);
        let (position, count) = (record.position(), record.moves().len());
        match record.play(&text) {
            Ok(played) => {
                prop_assert!(moves.contains(&played), "{}: {:?} played {}", record.game_id(), text, played);
                prop_assert_eq!(record.moves().len(), count + 1);
            }
            Err(_) => {
                prop_assert_eq!(record.position(), position);
                prop_assert_eq!(record.moves().len(), count);
            }
        }
    }

    #[test]
    fn mutated_records_are_read_or_refused(
        index in 0usize..64,
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>()), 1..6),
        named in any::<bool>(),
    ) {
        let record = played(index, seed);
        let game = ply_games::find(record.game_id()).unwrap();
        let text = mutate(&record.write_record(), &edits);
        read_back(&text, named.then_some(game))?;
    }

    #[test]
    fn random_text_is_refused_without_harm(text in "\\PC{0,60}", index in 0usize..64) {
        let games = registry();
        let game = games[index % games.len()].as_ref();
        let _ = game.new_game(&[], Some(&text));
        let mut record = game.new_game(&[], None).unwrap();
        let before = record.position();
        if record.play(&text).is_err() {
            prop_assert_eq!(record.position(), before);
        }
        let _ = read_records(&text, None, &[]);
        let _ = read_records(&text, Some(game), &[]);
    }
}
