//! Perft through the game interface against independent counts (`tests/data/perft.tsv`).
//! Rows above `NODE_LIMIT` run only with `PLY_DEEP_TESTS=1`.

use ply_chess::Chess;
use ply_core::{Game, NoRules, perft::perft};

const NODE_LIMIT: u64 = 10_000_000;
const DATA: &str = include_str!("data/perft.tsv");

struct Row {
    fen: String,
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
            assert_eq!(cols[0], "chess", "bad row: {line}");
            Row {
                fen: cols[1].to_string(),
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
    assert_eq!(rows.len(), 23, "every chess row of the reference table");
    let mut checked = 0;
    for row in &rows {
        if row.nodes > NODE_LIMIT && !deep {
            continue;
        }
        let pos = Chess::from_text(&row.fen, &NoRules).expect("reference FEN reads");
        assert_eq!(
            perft(&pos, row.depth),
            row.nodes,
            "perft({}, {})",
            row.fen,
            row.depth
        );
        checked += 1;
    }
    assert!(checked >= 22);
}

#[test]
fn perft_agrees_with_shakmaty_after_every_first_move() {
    // Divide of Kiwipete at depth 3: our interface against shakmaty's own perft.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let pos = Chess::from_text(fen, &NoRules).unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        let mut next = pos.clone();
        next.play(mv);
        let mut direct = pos.inner().clone();
        shakmaty::Position::play_unchecked(&mut direct, mv);
        assert_eq!(perft(&next, 2), shakmaty::perft(&direct, 2));
    }
}
