//! The board as cells for the terminal and the web page ([`ply_core::ToDiagram`]).

use ply_core::{
    ToDiagram,
    diagram::{Cell, Diagram, Layout, Piece, PieceKind},
};

use crate::{Draughts, Move, board::row_of, notation};

impl Draughts {
    /// The cell index (row by row from the top, left to right) of square `square`.
    fn cell_of(&self, square: u32) -> usize {
        let numbering = self.numbering();
        let (n, bit) = (numbering.n, numbering.bit(square));
        (row_of(bit, n) * 2 * n + numbering.column(bit)) as usize
    }
}

pub const MAN: PieceKind = PieceKind::new("man", "⛀", "⛂");
pub const KING: PieceKind = PieceKind::new("king", "⛁", "⛃");

impl ToDiagram for Draughts {
    fn diagram(&self) -> Diagram {
        let size = u32::from(self.variant().size());
        let numbering = self.numbering();
        let mut cells: Vec<Cell> = (0..size * size)
            .map(|i| Cell {
                label: String::new(),
                playable: false,
                dark: numbering.dark(i / size, i % size),
                piece: None,
                count: 0,
            })
            .collect();
        for square in 1..=self.variant().squares() {
            let cell = &mut cells[self.cell_of(square)];
            cell.label = notation::square_name(self.variant(), square);
            cell.playable = true;
            cell.piece = self.piece_at(square).map(|(side, king)| Piece {
                side,
                kind: if king { KING } else { MAN },
            });
        }
        Diagram {
            layout: Layout::Grid {
                files: size as u8,
                ranks: size as u8,
            },
            cells,
        }
    }

    fn move_cells(&self, mv: Move) -> Vec<usize> {
        let mut squares = vec![mv.from()];
        if mv.is_capture() {
            squares.extend(notation::written_path(self, mv));
        } else {
            squares.push(mv.to());
        }
        squares.into_iter().map(|s| self.cell_of(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use ply_core::{Game, ToDiagram};

    use crate::{Draughts, Variant};

    #[test]
    fn cells_and_move_cells() {
        let v = Variant::kabe();
        let p = Draughts::from_text("W:W31:BK1,18,19,26,27", &v).unwrap();
        let d = p.diagram();
        assert_eq!(d.cells.len(), 64);
        assert_eq!(d.cells[1].label, "1"); // b8
        assert_eq!(d.cells[1].piece.map(|p| p.kind), Some(super::KING));
        assert_eq!(d.cells[56].label, "29"); // a1
        assert!(d.cells[56].dark && d.cells[56].playable);
        assert!(!d.cells[0].playable && !d.cells[0].dark);
        let mv = p.parse_move("31x22x15").unwrap();
        // e1, c3, e5.
        assert_eq!(p.move_cells(mv), vec![60, 42, 28]);
        // Russian squares are labelled algebraically.
        let r = Draughts::start(&Variant::russian()).diagram();
        assert_eq!(
            (r.cells[1].label.as_str(), r.cells[56].label.as_str()),
            ("b8", "a1")
        );
    }
}
