//! Perft through the game interface against independent counts (`tests/data/perft.tsv`).
//! Rows above `NODE_LIMIT` run only with `PLY_DEEP_TESTS=1`.

use ply_core::{Game, perft::perft};
use ply_kalah::{Kalah, KalahRules};

const NODE_LIMIT: u64 = 20_000_000;
const DATA: &str = include_str!("data/perft.tsv");

struct Row {
    position: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    DATA.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
        .map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 4, "bad row: {line}");
            assert_eq!(cols[0], "kalah", "bad row: {line}");
            Row {
                position: cols[1].to_string(),
                depth: cols[2].parse().expect("depth"),
                nodes: cols[3].parse().expect("nodes"),
            }
        })
        .collect()
}

#[test]
fn perft_matches_the_reference_counts() {
    let deep = std::env::var("PLY_DEEP_TESTS").is_ok_and(|v| v == "1");
    let rows = rows();
    assert_eq!(rows.len(), 31, "every kalah row of the reference table");
    let rules = KalahRules::default();
    let mut checked = 0;
    for row in &rows {
        if row.nodes > NODE_LIMIT && !deep {
            continue;
        }
        let pos = Kalah::from_text(&row.position, &rules).expect("reference position reads");
        assert_eq!(pos.to_text(), row.position, "reference position text");
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "perft({}, {})",
            row.position,
            row.depth
        );
        checked += 1;
    }
    assert!(checked >= if deep { 31 } else { 29 });
}

#[test]
fn finished_position_has_no_moves_below_depth_zero() {
    let rules = KalahRules::default();
    let done = Kalah::from_text("0,0,0,0,0,0,40,0,0,0,0,0,0,32 N", &rules).unwrap();
    assert_eq!(perft(&done, 0), 1);
    assert_eq!(perft(&done, 1), 0);
    assert_eq!(perft(&done, 3), 0);
}
