//! Perft against independent counts (`tests/data/perft.tsv`). Rows above `NODE_LIMIT` run only
//! with `PLY_DEEP_TESTS=1`.

use ply_core::{Game, NoRules, perft::perft};
use ply_konane::Konane;

const NODE_LIMIT: u64 = 10_000_000;
const DATA: &str = include_str!("data/perft.tsv");

struct Row {
    position: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#') && !l.starts_with("game\t"))
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "bad row: {line}");
            assert_eq!(cols[0], "konane", "bad row: {line}");
            Row {
                position: cols[1].to_string(),
                depth: cols[2].parse().expect("depth"),
                nodes: cols[3].parse().expect("nodes"),
            }
        })
        .collect()
}

#[test]
fn perft_matches_reference_counts() {
    let deep = std::env::var("PLY_DEEP_TESTS").is_ok_and(|v| v == "1");
    let rows = rows();
    assert!(rows.len() >= 20, "the data file has the reference rows");
    let mut checked = 0;
    for row in rows {
        if row.nodes > NODE_LIMIT && !deep {
            continue;
        }
        let pos = Konane::from_text(&row.position, &NoRules)
            .unwrap_or_else(|e| panic!("{}: {e}", row.position));
        assert_eq!(pos.to_text(), row.position, "text round-trip");
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "perft({}, {})",
            row.position,
            row.depth
        );
        checked += 1;
    }
    assert!(checked > 0);
}

#[test]
fn perft_of_a_finished_position_is_zero() {
    let pos = Konane::from_text("8/8/8/8/8/8/b7/w7 b", &NoRules).unwrap();
    assert_eq!(perft(&pos, 0), 1);
    assert_eq!(perft(&pos, 1), 0);
    assert_eq!(perft(&pos, 3), 0);
}
