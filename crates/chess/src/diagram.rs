//! The chess board as a [`Diagram`]: 8×8 cells from a8 to h1 with the pieces on them.

use ply_core::{
    Side, ToDiagram,
    diagram::{Cell, Diagram, Layout, Piece, PieceKind},
};
use shakmaty::{CastlingMode, Color, File, Position, Rank, Role, Square, uci::UciMove};

use crate::{Chess, Move};

/// The diagram cell of a square: rows from rank 8 down, files a to h.
fn cell(sq: Square) -> usize {
    (7 - usize::from(sq.rank())) * 8 + usize::from(sq.file())
}

pub const PAWN: PieceKind = PieceKind::new("pawn", "♙", "♟");
pub const KNIGHT: PieceKind = PieceKind::new("knight", "♘", "♞");
pub const BISHOP: PieceKind = PieceKind::new("bishop", "♗", "♝");
pub const ROOK: PieceKind = PieceKind::new("rook", "♖", "♜");
pub const QUEEN: PieceKind = PieceKind::new("queen", "♕", "♛");
/// Named apart from the draughts king, which the page draws differently.
pub const KING: PieceKind = PieceKind::new("chess_king", "♔", "♚");

fn kind(role: Role) -> PieceKind {
    match role {
        Role::Pawn => PAWN,
        Role::Knight => KNIGHT,
        Role::Bishop => BISHOP,
        Role::Rook => ROOK,
        Role::Queen => QUEEN,
        Role::King => KING,
    }
}

impl ToDiagram for Chess {
    fn diagram(&self) -> Diagram {
        let board = self.inner().board();
        let mut cells = Vec::with_capacity(64);
        for rank in Rank::ALL.into_iter().rev() {
            for file in File::ALL {
                let sq = Square::from_coords(file, rank);
                cells.push(Cell {
                    label: sq.to_string(),
                    playable: true,
                    dark: sq.is_dark(),
                    piece: board.piece_at(sq).map(|p| Piece {
                        side: match p.color {
                            Color::White => Side::White,
                            Color::Black => Side::Black,
                        },
                        kind: kind(p.role),
                    }),
                    count: 0,
                });
            }
        }
        Diagram {
            layout: Layout::Grid { files: 8, ranks: 8 },
            cells,
        }
    }

    /// From and to as a player moves the piece; castling is the king's two-square step.
    fn move_cells(&self, mv: Move) -> Vec<usize> {
        match mv.to_uci(CastlingMode::Standard) {
            UciMove::Normal { from, to, .. } => vec![cell(from), cell(to)],
            UciMove::Put { to, .. } => vec![cell(to)],
            UciMove::Null => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use ply_core::{Game, NoRules, ToDiagram};

    use crate::Chess;

    #[test]
    fn the_start_board() {
        let d = Chess::start(&NoRules).diagram();
        assert_eq!(d.cells[0].label, "a8");
        assert_eq!(d.cells[4].piece.unwrap().kind, super::KING);
        assert!(d.cells[56].dark, "a1 is dark");
        assert_eq!(d.cells.iter().filter(|c| c.piece.is_some()).count(), 32);
    }

    #[test]
    fn castling_is_the_kings_step() {
        let pos = Chess::from_text("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &NoRules).unwrap();
        let mv = pos.parse_move("O-O").unwrap();
        let d = pos.diagram();
        let labels: Vec<_> = pos
            .move_cells(mv)
            .into_iter()
            .map(|c| d.cells[c].label.clone())
            .collect();
        assert_eq!(labels, ["e1", "g1"]);
    }
}
