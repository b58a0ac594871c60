//! The board as cells for the terminal and the web page ([`ply_core::ToDiagram`]).

use std::fmt::Write as _;

use ply_core::{
    Game, MoveEntry, PositionError, Side, ToDiagram,
    diagram::{Cell, Coordinates, Diagram, Layout, Look, Piece, PieceKind, check_cell_count},
};

use crate::{Move, Position, Variant, dispatch::Dispatch, notation};

/// The cell index (row by row from the top, left to right) of square `square` under `variant`.
fn cell_of(variant: &Variant, square: u32) -> usize {
    let numbering = variant.numbering();
    let bit = numbering.bit(square);
    (numbering.row(bit) * numbering.side() + numbering.column(bit)) as usize
}

impl<W: Dispatch> Position<W> {
    fn cell_of(&self, square: u32) -> usize {
        cell_of(self.variant(), square)
    }
}

pub const MAN: PieceKind = PieceKind::new("man", "⛀", "⛂");
pub const KING: PieceKind = PieceKind::new("king", "⛁", "⛃");

impl<W: Dispatch> ToDiagram for Position<W> {
    fn diagram(&self) -> Diagram {
        let size = u32::from(self.variant().size());
        let numbering = self.numbering();
        let mut cells: Vec<Cell> = (0..size * size)
            .map(|i| Cell {
                label: String::new(),
                playable: false,
                // Every square of the Turkish board is playable; it is drawn chequered all
                // the same, for the eye.
                dark: if self.variant().orthogonal() {
                    (i / size + i % size) % 2 == 1
                } else {
                    numbering.dark(i / size, i % size)
                },
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

    /// Numbered squares show their numbers; squares named by file and rank show those on the
    /// edges.
    fn look(&self) -> Look {
        let numbered = notation::square_name(self.variant(), 1)
            .bytes()
            .all(|b| b.is_ascii_digit());
        Look {
            coordinates: if numbered {
                Coordinates::Numbers
            } else {
                Coordinates::Edges
            },
            ..Look::default()
        }
    }

    fn move_cells(&self, mv: Move<W>) -> Vec<usize> {
        let mut squares = vec![mv.from()];
        if mv.is_capture() {
            squares.extend(notation::written_path(self, mv));
        } else {
            squares.push(mv.to());
        }
        squares.into_iter().map(|s| self.cell_of(s)).collect()
    }

    fn captured_cells(&self, mv: Move<W>) -> Vec<usize> {
        mv.captured().map(|s| self.cell_of(s)).collect()
    }

    /// A capture is always compulsory in draughts: when there is one, every legal move is one.
    fn must_capture(&self) -> Vec<usize> {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut cells: Vec<usize> = moves
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| self.cell_of(m.from()))
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    const PIECES: &'static [PieceKind] = &[MAN, KING];

    /// Written as a position text (`W:W21,K25:B1`) and read back, so a set-up is checked as a
    /// typed position is (a man on the row where it would be crowned is refused).
    fn set_up(
        variant: &Variant,
        cells: &[Cell],
        to_move: Side,
    ) -> Result<Position<W>, PositionError> {
        let size = usize::from(variant.size());
        check_cell_count(cells, size * size)?;
        let mut sections = [String::new(), String::new()];
        for square in 1..=variant.squares() {
            let Some(piece) = cells[cell_of(variant, square)].piece else {
                continue;
            };
            let king = if piece.kind == MAN {
                ""
            } else if piece.kind == KING {
                "K"
            } else {
                return Err(PositionError::new(ply_core::msg!(
                    "set_up_piece",
                    piece = piece.kind.name()
                )));
            };
            let section = &mut sections[piece.side.index()];
            if !section.is_empty() {
                section.push(',');
            }
            let _ = write!(section, "{king}{square}");
        }
        let letter = |side: Side| match side {
            Side::White => 'W',
            Side::Black => 'B',
        };
        let text = format!("{}:W{}:B{}", letter(to_move), sections[0], sections[1]);
        Position::from_text(&text, variant)
    }
}

impl<W: Dispatch> MoveEntry for Position<W> {}

#[cfg(test)]
mod tests {
    use ply_core::{
        Game, Side, ToDiagram,
        diagram::{Piece, PieceKind},
    };

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

    #[test]
    fn a_board_set_up_reads_as_its_text() {
        for (v, text) in [
            (Variant::kabe(), "B:W22,K30:B1,17"),
            (Variant::international(), "W:W31,32,K46:BK5,20"),
            (Variant::russian(), "W:W21,22:B9"),
        ] {
            let p = Draughts::from_text(text, &v).unwrap();
            let d = p.diagram();
            let again = Draughts::set_up(&v, &d.cells, p.side_to_move()).unwrap();
            assert_eq!(again.to_text(), p.to_text());
        }
        let v = Variant::kabe();
        let mut cells = Draughts::start(&v).diagram().cells;
        // A white man on Black's back row would have been crowned.
        cells[1].piece = Some(Piece {
            side: Side::White,
            kind: super::MAN,
        });
        let err = Draughts::set_up(&v, &cells, Side::White).unwrap_err();
        assert_eq!(err.detail().code(), "draughts_white_man_crown_row");
        cells[1].piece = Some(Piece {
            side: Side::White,
            kind: PieceKind::new("queen", "Q", "q"),
        });
        let err = Draughts::set_up(&v, &cells, Side::White).unwrap_err();
        assert_eq!(err.detail().code(), "set_up_piece");
        let err = Draughts::set_up(&v, &cells[..10], Side::White).unwrap_err();
        assert_eq!(err.detail().code(), "set_up_cells");
    }

    #[test]
    fn pieces_that_must_capture_and_pieces_taken() {
        let v = Variant::kabe();
        let p = Draughts::from_text("W:W22,30,31:B17,18,1", &v).unwrap();
        let d = p.diagram();
        let cell = |label: &str| d.cells.iter().position(|c| c.label == label).unwrap();
        // 22 takes 17 or 18; 31 takes nothing (26 and 27 are empty); 30 neither.
        assert_eq!(p.must_capture(), vec![cell("22")]);
        let mv = p.parse_move("22x13").unwrap();
        assert_eq!(p.captured_cells(mv), vec![cell("17")]);
        let quiet = Draughts::from_text("W:W22:B1", &v).unwrap();
        assert!(
            quiet.must_capture().is_empty(),
            "no capture, nothing marked"
        );
        let mv = quiet.parse_move("22-18").unwrap();
        assert!(quiet.captured_cells(mv).is_empty());
    }

    #[test]
    fn the_turkish_board_has_64_playable_cells() {
        let d = Draughts::start(&Variant::turkish()).diagram();
        assert_eq!(d.cells.len(), 64);
        assert!(d.cells.iter().all(|c| c.playable));
        assert_eq!(d.cells[0].label, "1");
        assert_eq!(d.cells[63].label, "64");
        assert!(!d.cells[0].dark && d.cells[1].dark && d.cells[8].dark);
        assert_eq!(d.cells[40].piece.map(|p| p.side), Some(Side::White));
        assert_eq!(d.cells[23].piece.map(|p| p.side), Some(Side::Black));
        let back = Draughts::set_up(&Variant::turkish(), &d.cells, Side::White).unwrap();
        assert_eq!(back, Draughts::start(&Variant::turkish()));
    }
}
