//! The board the page draws: a record's [`Diagram`] and, for each legal move, the cells it
//! touches (from, landings…, to), as JSON.

use ply_core::{Diagram, Side, diagram::Layout};
use ply_games::AnyRecord;
use serde_json::{Value, json};

/// The picture of the current position.
pub fn diagram(record: &dyn AnyRecord) -> Diagram {
    record.diagram()
}

/// Every legal move's text with the cells it touches, in order.
pub fn move_cells(record: &dyn AnyRecord) -> Vec<(String, Vec<usize>)> {
    record.legal_move_cells()
}

/// The diagram as the page reads it.
pub fn diagram_json(d: &Diagram, record: &dyn AnyRecord) -> Value {
    let layout = match d.layout {
        Layout::Grid { files, ranks } => json!({"type": "grid", "files": files, "ranks": ranks}),
        Layout::Pits { pits } => json!({"type": "pits", "pits": pits}),
    };
    let cells: Vec<Value> = d
        .cells
        .iter()
        .map(|c| {
            let piece = c.piece.map(|p| {
                json!({"side": side_key(p.side), "name": record.side_name(p.side), "kind": p.kind.name()})
            });
            json!({
                "label": c.label,
                "playable": c.playable,
                "dark": c.dark,
                "piece": piece,
                "count": c.count,
            })
        })
        .collect();
    json!({"layout": layout, "cells": cells})
}

/// `white` or `black`: the side as the page keys it, whatever the game calls it.
pub fn side_key(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess_start_has_pieces_and_move_cells() {
        let rec = ply_games::find("chess")
            .unwrap()
            .new_game(&[], None)
            .unwrap();
        let d = diagram(rec.as_ref());
        assert_eq!(d.layout, Layout::Grid { files: 8, ranks: 8 });
        assert_eq!(d.cells.len(), 64);
        assert_eq!(d.cells[0].label, "a8");
        assert_eq!(d.cells[63].label, "h1");
        assert!(d.cells[56].dark, "a1 is dark");
        let cells = move_cells(rec.as_ref());
        assert_eq!(cells.len(), 20);
        let e4 = cells.iter().find(|(t, _)| t == "e4").unwrap();
        assert_eq!(e4.1, vec![52, 36]);
        let json = diagram_json(&d, rec.as_ref());
        assert_eq!(json["cells"][60]["piece"]["kind"], "chess_king");
    }

    #[test]
    fn castling_and_promotion_cells() {
        let game = ply_games::find("chess").unwrap();
        let rec = game
            .new_game(&[], Some("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1"))
            .unwrap();
        let cells = move_cells(rec.as_ref());
        let find = |t: &str| {
            cells
                .iter()
                .find(|(m, _)| m == t)
                .unwrap_or_else(|| panic!("{t} not in {cells:?}"))
                .1
                .clone()
        };
        assert_eq!(find("O-O"), vec![60, 62]);
        assert_eq!(find("O-O-O"), vec![60, 58]);
        assert_eq!(find("b8=Q+"), vec![9, 1]);
        assert_eq!(find("bxa8=N"), vec![9, 0]);
    }
}
