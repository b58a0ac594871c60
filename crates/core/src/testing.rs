//! Conformance checks that every game's tests run over random playouts (in the spirit of
//! OpenSpiel's basic tests): the properties of the [`Game`] contract, checked position by
//! position. Each check panics with a message naming the position and the property.

use std::collections::HashSet;

pub use crate::rng::SplitMix64;
use crate::{Game, Record, RecordFormat, Verdict};

/// Checks one position against the contract: text round-trip with the same hash, no duplicate
/// moves, `count_moves` agrees, every move's text reads back as the same move, and a position
/// without moves has an outcome.
pub fn check_position<G: Game>(pos: &G, rules: &G::Rules) {
    let text = pos.to_text();
    let reread = G::from_text(&text, rules)
        .unwrap_or_else(|e| panic!("{text}: own text does not read back: {e}"));
    assert_eq!(reread.to_text(), text, "{text}: text round-trip");
    assert_eq!(
        reread.hash(),
        pos.hash(),
        "{text}: incremental hash differs from the hash of the re-read position"
    );
    assert_eq!(
        reread.side_to_move(),
        pos.side_to_move(),
        "{text}: side to move"
    );

    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut scratch = Vec::new();
    assert_eq!(
        pos.count_moves(&mut scratch),
        moves.len(),
        "{text}: count_moves"
    );
    let unique: HashSet<_> = moves.iter().collect();
    assert_eq!(unique.len(), moves.len(), "{text}: duplicate legal moves");
    let mut texts = HashSet::new();
    for &mv in &moves {
        let mv_text = pos.format_move(mv);
        assert!(
            texts.insert(mv_text.clone()),
            "{text}: two moves written {mv_text}"
        );
        match pos.parse_move(&mv_text) {
            Ok(back) => assert_eq!(back, mv, "{text}: {mv_text} reads back as another move"),
            Err(e) => panic!("{text}: {mv_text} does not read back: {e}"),
        }
    }
    if moves.is_empty() {
        assert!(
            pos.outcome().is_some(),
            "{text}: no legal move but no outcome"
        );
    }
}

/// Plays one random game from `start` (at most `max_plies` plies), checking every position with
/// [`check_position`] and the record's invariants; returns the finished record.
pub fn random_playout<G: Verdict>(
    start: &G,
    rules: &G::Rules,
    seed: u64,
    max_plies: usize,
) -> Record<G> {
    let mut rng = SplitMix64::new(seed);
    let mut record = Record::from_position(rules.clone(), start.clone());
    let mut moves = Vec::new();
    for _ in 0..max_plies {
        let pos = record.current().clone();
        check_position(&pos, rules);
        pos.legal_moves(&mut moves);
        if moves.is_empty() || record.is_over() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        let text = pos.format_move(mv);
        record
            .play_text(&text)
            .unwrap_or_else(|e| panic!("{}: {text} rejected: {e}", pos.to_text()));
    }
    record
}

/// Writes the record in the game's format, reads it back, and checks that the moves, the final
/// position and the result survive.
pub fn check_record_round_trip<G: RecordFormat>(record: &Record<G>) {
    let text = G::write_record(record);
    let back = G::read_record(&text, record.rules())
        .unwrap_or_else(|e| panic!("record does not read back: {e}\n{text}"));
    assert_eq!(
        back.moves(),
        record.moves(),
        "moves after record round-trip\n{text}"
    );
    assert_eq!(
        back.current().to_text(),
        record.current().to_text(),
        "final position after record round-trip"
    );
    assert_eq!(
        back.result_text(),
        record.result_text(),
        "result after round-trip\n{text}"
    );
}

/// One row of a perft table: `game`, `position`, `depth`, `nodes`, tab-separated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftRow<'a> {
    pub game: &'a str,
    pub position: &'a str,
    pub depth: u32,
    pub nodes: u64,
}

/// The rows of a perft table: a header line `game…`, comment lines starting with `#` and blank
/// lines are skipped. Panics on a malformed row.
pub fn perft_rows(table: &str) -> Vec<PerftRow<'_>> {
    table
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with("game\t"))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "malformed perft row: {line}");
            PerftRow {
                game: cols[0],
                position: cols[1],
                depth: cols[2].parse().expect("depth is a number"),
                nodes: cols[3].parse().expect("nodes is a number"),
            }
        })
        .collect()
}

/// Whether the deep test rows run (`PLY_DEEP_TESTS=1`).
pub fn deep_tests() -> bool {
    std::env::var("PLY_DEEP_TESTS").is_ok_and(|v| v == "1")
}

/// Checks `perft` of every row of `game` in `table` that has at most `node_limit` nodes (every
/// row with [`deep_tests`]), and that each position's text reads back unchanged; returns how
/// many rows were checked.
pub fn check_perft_table<G: Game>(
    table: &str,
    game: &str,
    rules: &G::Rules,
    node_limit: u64,
) -> usize {
    let deep = deep_tests();
    let mut checked = 0;
    for row in perft_rows(table).into_iter().filter(|r| r.game == game) {
        if row.nodes > node_limit && !deep {
            continue;
        }
        let pos =
            G::from_text(row.position, rules).unwrap_or_else(|e| panic!("{}: {e}", row.position));
        assert_eq!(
            crate::perft::perft(&pos, row.depth),
            row.nodes,
            "{game} perft({}, {})",
            row.position,
            row.depth
        );
        checked += 1;
    }
    checked
}
