//! The Konane board as a [`Diagram`]: 8×8 cells from a8 to h1, stones on them.

use ply_core::{
    MoveEntry, NoRules, PositionError, Side, ToDiagram,
    diagram::{Cell, Diagram, Layout, Look, Piece, PieceKind, Squares, check_cell_count},
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

    /// A plain board with a hole in every cell; files and ranks on the edges.
    fn look(&self) -> Look {
        Look {
            squares: Squares::Holes,
            ..Look::default()
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

    /// The stones jumped over.
    fn captured_cells(&self, mv: Move) -> Vec<usize> {
        let cells = self.move_cells(mv);
        match mv {
            Move::Remove(_) => Vec::new(),
            Move::Jump { .. } => cells
                .windows(2)
                .map(|pair| usize::midpoint(pair[0], pair[1]))
                .collect(),
        }
    }

    const PIECES: &'static [PieceKind] = &[STONE];

    /// Written as a position text and read back, so that a set-up is checked as a typed
    /// position is (each colour on its own squares, an opening that fits the side to move).
    fn set_up(_: &NoRules, cells: &[Cell], to_move: Side) -> Result<Konane, PositionError> {
        check_cell_count(cells, 64)?;
        let letter = |side: Side| match side {
            Side::White => 'w',
            Side::Black => 'b',
        };
        let mut text = String::with_capacity(80);
        for (row, rank) in cells.chunks(8).enumerate() {
            let mut run = 0u8;
            for c in rank {
                match c.piece {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            text.push(char::from(b'0' + run));
                            run = 0;
                        }
                        text.push(letter(p.side));
                    }
                }
            }
            if run > 0 {
                text.push(char::from(b'0' + run));
            }
            if row < 7 {
                text.push('/');
            }
        }
        text.push(' ');
        text.push(letter(to_move));
        Konane::parse(&text)
    }
}

impl MoveEntry for Konane {}

#[cfg(test)]
mod tests {
    use ply_core::{Game, NoRules, Side, ToDiagram};

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

    #[test]
    fn a_jump_takes_the_stones_it_passes_and_a_set_up_reads_as_its_text() {
        let pos = Konane::from_text(
            "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbw1wbwb/bwb1bwbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b",
            &NoRules,
        )
        .unwrap();
        let d = pos.diagram();
        let jump = pos.parse_move("d7-d5").unwrap();
        let taken: Vec<_> = pos
            .captured_cells(jump)
            .into_iter()
            .map(|c| d.cells[c].label.clone())
            .collect();
        assert_eq!(taken, ["d6"]);
        assert!(pos.must_capture().is_empty(), "Konane compels no capture");
        let again = Konane::set_up(&NoRules, &d.cells, Side::Black).unwrap();
        assert_eq!(again.to_text(), pos.to_text());
        let mut cells = d.cells.clone();
        cells[0].piece = cells[1].piece; // a white stone on a black square
        assert!(Konane::set_up(&NoRules, &cells, Side::Black).is_err());
    }
}
