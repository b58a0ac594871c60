//! The Konane board as a [`Diagram`]: 8×8 cells from a8 to h1, stones on them.

use ply_core::{
    ToDiagram,
    diagram::{Cell, Diagram, Layout, Piece, PieceKind},
};

use crate::{Konane, Move, Square};

/// The diagram cell of a square: rows from rank 8 down, files a to h.
fn cell(sq: Square) -> usize {
    usize::from(7 - sq.rank()) * 8 + usize::from(sq.file())
}

pub const STONE: PieceKind = PieceKind::new("stone", "○", "●");

impl ToDiagram for Konane {
    fn diagram(&self) -> Diagram {
        let mut cells = Vec::with_capacity(64);
        for rank in (0..8).rev() {
            for file in 0..8 {
                let sq = Square::from_coords(file, rank).expect("on the board");
                cells.push(Cell {
                    label: sq.to_string(),
                    playable: true,
                    dark: sq.is_dark(),
                    piece: self.stone_at(sq).map(|side| Piece { side, kind: STONE }),
                    count: 0,
                });
            }
        }
        Diagram {
            layout: Layout::Grid { files: 8, ranks: 8 },
            cells,
        }
    }

    fn move_cells(&self, mv: Move) -> Vec<usize> {
        match mv {
            Move::Remove(sq) => vec![cell(sq)],
            Move::Jump { from, to } => {
                let (df, dr) = (
                    (i16::from(to.file()) - i16::from(from.file())).signum() * 2,
                    (i16::from(to.rank()) - i16::from(from.rank())).signum() * 2,
                );
                let mut cells = vec![cell(from)];
                let (mut f, mut r) = (i16::from(from.file()), i16::from(from.rank()));
                while (f, r) != (i16::from(to.file()), i16::from(to.rank())) {
                    f += df;
                    r += dr;
                    match Square::from_coords(f as u8, r as u8) {
                        Some(sq) => cells.push(cell(sq)),
                        None => break,
                    }
                }
                cells
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use ply_core::{Game, NoRules, ToDiagram};

    use crate::Konane;

    #[test]
    fn the_start_board_is_full_and_a8_is_a_black_stone() {
        let d = Konane::start(&NoRules).diagram();
        assert_eq!(d.cells.len(), 64);
        assert_eq!(d.cells[0].label, "a8");
        assert!(d.cells.iter().all(|c| c.piece.is_some()));
        assert_eq!(d.cells[0].piece.unwrap().side, ply_core::Side::Black);
        assert!(d.cells[56].dark, "a1 is dark");
    }

    #[test]
    fn a_removal_touches_one_cell_and_a_double_jump_three() {
        let pos = Konane::start(&NoRules);
        let removal = pos.parse_move("e4").unwrap();
        assert_eq!(pos.move_cells(removal), [4 * 8 + 4]);
        let jump = crate::Move::Jump {
            from: crate::Square::parse("d3").unwrap(),
            to: crate::Square::parse("d7").unwrap(),
        };
        let diagram = pos.diagram();
        let labels: Vec<_> = pos
            .move_cells(jump)
            .into_iter()
            .map(|c| diagram.cells[c].label.clone())
            .collect();
        assert_eq!(labels, ["d3", "d5", "d7"]);
    }
}
