//! The chess board as a [`Diagram`]: 8×8 cells from a8 to h1 with the pieces on them.

use ply_core::{
    Game, MoveEntry, MovePart, NoRules, PositionError, Side, ToDiagram,
    diagram::{Cell, Diagram, Layout, Piece, PieceKind, check_cell_count},
};
use shakmaty::{CastlingMode, Color, File, Position, Rank, Role, Square, uci::UciMove};

use crate::{Chess, Move};

/// The FEN letter of a piece (upper case for White), if it is a chess piece.
fn letter(piece: Piece) -> Option<char> {
    let (_, c) = [
        (PAWN, 'p'),
        (KNIGHT, 'n'),
        (BISHOP, 'b'),
        (ROOK, 'r'),
        (QUEEN, 'q'),
        (KING, 'k'),
    ]
    .into_iter()
    .find(|(kind, _)| *kind == piece.kind)?;
    Some(match piece.side {
        Side::White => c.to_ascii_uppercase(),
        Side::Black => c,
    })
}

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

    fn captured_cells(&self, mv: Move) -> Vec<usize> {
        match mv {
            Move::Normal {
                capture: Some(_),
                to,
                ..
            } => vec![cell(to)],
            Move::EnPassant { from, to } => {
                vec![cell(Square::from_coords(to.file(), from.rank()))]
            }
            _ => Vec::new(),
        }
    }

    /// From and to as UCI writes them (`e2e5`), which the move reader takes and explains.
    fn clicked_move_text(&self, cells: &[usize]) -> Option<String> {
        let labels: Vec<String> = cells
            .iter()
            .map(|&c| {
                let (rank, file) = (c / 8, c % 8);
                (rank < 8).then(|| {
                    Square::from_coords(File::new(file as u32), Rank::new(7 - rank as u32))
                        .to_string()
                })
            })
            .collect::<Option<_>>()?;
        (labels.len() == 2).then(|| labels.concat())
    }

    const PIECES: &'static [PieceKind] = &[KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN];

    /// Written as a FEN and read back: castling rights where king and rook stand on their
    /// starting squares, no en-passant square, the counters at their start.
    fn set_up(rules: &NoRules, cells: &[Cell], to_move: Side) -> Result<Chess, PositionError> {
        check_cell_count(cells, 64)?;
        let mut board = String::with_capacity(72);
        for (row, rank) in cells.chunks(8).enumerate() {
            let mut run = 0;
            for c in rank {
                match c.piece {
                    None => run += 1,
                    Some(piece) => {
                        let Some(l) = letter(piece) else {
                            return Err(PositionError::new(ply_core::msg!(
                                "set_up_piece",
                                piece = piece.kind.name()
                            )));
                        };
                        if run > 0 {
                            board.push(char::from(b'0' + run));
                            run = 0;
                        }
                        board.push(l);
                    }
                }
            }
            if run > 0 {
                board.push(char::from(b'0' + run));
            }
            if row < 7 {
                board.push('/');
            }
        }
        let at = |label: &str| {
            let i = Square::from_ascii(label.as_bytes()).map_or(64, cell);
            cells.get(i).and_then(|c| c.piece).and_then(letter)
        };
        let mut castling = String::new();
        for (king, rook, right) in [
            ("e1", "h1", 'K'),
            ("e1", "a1", 'Q'),
            ("e8", "h8", 'k'),
            ("e8", "a8", 'q'),
        ] {
            let (k, r) = if right.is_ascii_uppercase() {
                ('K', 'R')
            } else {
                ('k', 'r')
            };
            if at(king) == Some(k) && at(rook) == Some(r) {
                castling.push(right);
            }
        }
        if castling.is_empty() {
            castling.push('-');
        }
        let side = match to_move {
            Side::White => 'w',
            Side::Black => 'b',
        };
        Chess::from_text(&format!("{board} {side} {castling} - 0 1"), rules)
    }
}

impl MoveEntry for Chess {
    /// Castling is also the king taken onto its own rook (as Chess960 writes it: `e1h1`).
    fn other_move_cells(&self, mv: Move) -> Option<Vec<usize>> {
        match mv {
            Move::Castle { king, rook } => Some(vec![cell(king), cell(rook)]),
            _ => None,
        }
    }

    /// SAN's piece letters (`K`, `Q`, `R`, `B`, `N`, upper case wherever they stand: files are
    /// lower case and castling's `O` is no piece) as pieces, the rest as text.
    fn shown_move(text: &str) -> Vec<MovePart> {
        let mut parts = Vec::new();
        let mut run = String::new();
        for c in text.chars() {
            let kind = match c {
                'K' => KING,
                'Q' => QUEEN,
                'R' => ROOK,
                'B' => BISHOP,
                'N' => KNIGHT,
                _ => {
                    run.push(c);
                    continue;
                }
            };
            if !run.is_empty() {
                parts.push(MovePart::Text(std::mem::take(&mut run)));
            }
            parts.push(MovePart::Piece { kind, letter: c });
        }
        if !run.is_empty() {
            parts.push(MovePart::Text(run));
        }
        parts
    }

    fn promotion(&self, mv: Move) -> Option<PieceKind> {
        mv.promotion().map(kind)
    }

    const PROMOTIONS: &'static [PieceKind] = &[QUEEN, ROOK, BISHOP, KNIGHT];
}

#[cfg(test)]
mod tests {
    use ply_core::{Game, MoveEntry, NoRules, Side, ToDiagram};

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
    fn san_letters_are_shown_as_pieces_and_clicks_as_uci() {
        use ply_core::MovePart;
        let parts = Chess::shown_move("Nxe5+");
        assert_eq!(
            parts,
            [
                MovePart::Piece {
                    kind: super::KNIGHT,
                    letter: 'N'
                },
                MovePart::Text("xe5+".into())
            ]
        );
        assert_eq!(
            Chess::shown_move("exd8=Q#")[1],
            MovePart::Piece {
                kind: super::QUEEN,
                letter: 'Q'
            }
        );
        assert_eq!(Chess::shown_move("O-O"), [MovePart::Text("O-O".into())]);
        let pos = Chess::start(&NoRules);
        assert_eq!(pos.clicked_move_text(&[52, 28]).as_deref(), Some("e2e5"));
        assert_eq!(pos.clicked_move_text(&[52, 64]), None);
        assert_eq!(pos.clicked_move_text(&[52]), None);
        let promoting = Chess::from_text("8/P6k/8/8/8/8/8/K7 w - - 0 1", &NoRules).unwrap();
        let mut moves = Vec::new();
        promoting.legal_moves(&mut moves);
        let kinds: Vec<_> = moves
            .iter()
            .filter_map(|&m| promoting.promotion(m))
            .map(|k| k.name())
            .collect();
        assert_eq!(kinds.len(), 4);
        assert!(kinds.contains(&"knight") && kinds.contains(&"queen"));
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

    #[test]
    fn castling_may_be_clicked_as_the_king_onto_its_rook() {
        let pos = Chess::from_text("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &NoRules).unwrap();
        let d = pos.diagram();
        let label = |c: usize| d.cells[c].label.clone();
        let short = pos.parse_move("O-O").unwrap();
        let long = pos.parse_move("O-O-O").unwrap();
        let other = |mv| {
            pos.other_move_cells(mv)
                .unwrap()
                .into_iter()
                .map(label)
                .collect::<Vec<_>>()
        };
        assert_eq!(other(short), ["e1", "h1"]);
        assert_eq!(other(long), ["e1", "a1"]);
        assert_eq!(pos.other_move_cells(pos.parse_move("Ra2").unwrap()), None);
        assert!(
            pos.must_capture().is_empty(),
            "no capture is ever compelled"
        );
    }

    #[test]
    fn the_piece_taken_en_passant_stands_beside_the_pawn() {
        let pos = Chess::from_text("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2", &NoRules).unwrap();
        let d = pos.diagram();
        let taken: Vec<_> = pos
            .captured_cells(pos.parse_move("dxe6").unwrap())
            .into_iter()
            .map(|c| d.cells[c].label.clone())
            .collect();
        assert_eq!(taken, ["e5"]);
        let pos = Chess::from_text("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", &NoRules).unwrap();
        let d = pos.diagram();
        let mv = pos.parse_move("exd5").unwrap();
        assert_eq!(d.cells[pos.captured_cells(mv)[0]].label, "d5");
        assert!(pos.captured_cells(pos.parse_move("e5").unwrap()).is_empty());
    }

    #[test]
    fn a_board_set_up_reads_as_its_fen_with_the_castling_rights_it_can_have() {
        let start = Chess::start(&NoRules);
        let again = Chess::set_up(&NoRules, &start.diagram().cells, Side::White).unwrap();
        assert_eq!(again.to_text(), start.to_text());
        let moved = Chess::from_text("4k2r/8/8/8/8/8/8/R4K1R b - - 0 1", &NoRules).unwrap();
        let again = Chess::set_up(&NoRules, &moved.diagram().cells, Side::Black).unwrap();
        assert_eq!(again.to_text(), "4k2r/8/8/8/8/8/8/R4K1R b k - 0 1");
        let mut cells = start.diagram().cells;
        cells[4].piece = None; // no black king
        let err = Chess::set_up(&NoRules, &cells, Side::White).unwrap_err();
        assert!(err.to_string().contains("king"), "{err}");
    }
}
