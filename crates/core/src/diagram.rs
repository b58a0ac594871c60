//! A picture of a position, for the boards that the terminal and the web page draw: the cells
//! of the board with their labels and contents, and which cells a move touches. Every game
//! describes itself this way, so the drawing code is written once.

use crate::{Game, PositionError, Side};

/// How the cells are laid out.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Layout {
    /// A `files` × `ranks` board; cells row by row from the top row as White sees it, left to
    /// right. Draughts, chess, Konane.
    Grid { files: u8, ranks: u8 },
    /// Kalah: `pits` pits per side; cells in sowing order from South's pit 1: South's pits,
    /// South's store, North's pits, North's store.
    Pits { pits: u8 },
}

/// How a grid's squares are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Squares {
    /// Light and dark squares (draughts, chess).
    #[default]
    Checkered,
    /// One plain board with a hole in every cell (Konane).
    Holes,
}

/// Which names a grid shows when coordinates are on.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Coordinates {
    /// Files and ranks along the edges (`e4`: chess, Konane).
    #[default]
    Edges,
    /// Each playable square's number on the square (international draughts, kabe).
    Numbers,
}

/// How a game's board looks beyond its cells, so that the drawing code need not know the game.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Look {
    pub squares: Squares,
    pub coordinates: Coordinates,
}

/// What stands on a cell: a kind of piece, named for the page (`man`, `pawn`, `stone`) and
/// drawn in the terminal by its glyph for each side. Each game crate defines its kinds as
/// constants (draughts' man and king, chess's six, Konane's stone), so a new game adds none
/// here.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PieceKind {
    name: &'static str,
    glyphs: [&'static str; 2],
}

impl PieceKind {
    /// A kind named `name` (lowercase, unique among the game's kinds), drawn as `white` and
    /// `black` in the terminal.
    pub const fn new(name: &'static str, white: &'static str, black: &'static str) -> PieceKind {
        PieceKind {
            name,
            glyphs: [white, black],
        }
    }

    /// The short lowercase name the page draws by (`man`, `king`, `pawn`, …, `chess_king`).
    pub const fn name(self) -> &'static str {
        self.name
    }

    /// The character that shows a piece of this kind of `side` in the terminal.
    pub const fn glyph(self, side: Side) -> &'static str {
        match side {
            Side::White => self.glyphs[0],
            Side::Black => self.glyphs[1],
        }
    }
}

/// A piece of one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub side: Side,
    pub kind: PieceKind,
}

/// One cell of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    /// The name players give it: `17` (draughts), `e4` (chess, Konane), `3` (a Kalah pit),
    /// empty for a Kalah store.
    pub label: String,
    /// Whether play happens on it (the dark squares of a draughts board; every other cell).
    pub playable: bool,
    /// Whether the square is dark (the board's colouring).
    pub dark: bool,
    pub piece: Option<Piece>,
    /// Seeds in a Kalah pit or store; 0 elsewhere.
    pub count: u32,
}

/// A part of a move as a reader sees it: text as the notation writes it, or a piece letter
/// named by the piece's kind (the `N` of chess's `Nf3`), which a page may word in its
/// reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MovePart {
    Text(String),
    Piece { kind: PieceKind, letter: char },
}

/// A position drawn as cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub layout: Layout,
    pub cells: Vec<Cell>,
}

/// How a player enters a move on the board beyond clicking its cells, and reads it back: the
/// hooks only chess fills (castling onto its rook, the promotion menu, SAN's piece letters).
/// Every item has a neutral default, so other games write `impl MoveEntry for Konane {}`.
pub trait MoveEntry: Game {
    /// Other cells a player may click for the same move, from its first cell to its last (a
    /// chess castling as the king taken onto its own rook). None by default.
    fn other_move_cells(&self, _mv: Self::Move) -> Option<Vec<usize>> {
        None
    }

    /// A legal move's text (as [`Game::format_move`] writes it) in parts for a reader: the
    /// text alone by default; a game whose notation names pieces by letters marks them.
    fn shown_move(text: &str) -> Vec<MovePart>
    where
        Self: Sized,
    {
        vec![MovePart::Text(text.to_string())]
    }

    /// The kind of piece a legal move promotes to where the player chooses it (chess); `None`
    /// by default.
    fn promotion(&self, _mv: Self::Move) -> Option<PieceKind> {
        None
    }

    /// The kinds a promotion may choose, in the order a menu offers them; none by default.
    const PROMOTIONS: &'static [PieceKind] = &[];
}

/// A game whose positions can be pictured as a [`Diagram`], and set up from one. The terminal
/// board and the web page use only this (with [`MoveEntry`], its supertrait). `diagram` and
/// `move_cells` are required; every other item has a neutral default.
pub trait ToDiagram: Game + MoveEntry {
    /// The position as cells.
    fn diagram(&self) -> Diagram;

    /// How the board is drawn: checkered with coordinates on the edges by default.
    fn look(&self) -> Look {
        Look::default()
    }

    /// The cells a legal move touches, in order: where it starts, where it lands along the way
    /// (a draughts capture's landing squares), where it ends. A Konane removal or a Kalah sowing
    /// is the one cell it names.
    fn move_cells(&self, mv: Self::Move) -> Vec<usize>;

    /// The cells of the pieces a legal move takes, as they stand before it is played. None by
    /// default.
    fn captured_cells(&self, _mv: Self::Move) -> Vec<usize> {
        Vec::new()
    }

    /// The cells of the pieces that must capture: when the rules compel the side to move to
    /// capture here, the pieces that can; empty when no capture is compelled (the default).
    fn must_capture(&self) -> Vec<usize> {
        Vec::new()
    }

    /// The text of the move a player means by clicking `cells` in order, when no legal move
    /// has those cells: the notation's way of naming a move by its squares, so that reading it
    /// says why it is not legal. By default the cells' labels joined by `-` (`22-18`,
    /// `c3-d4`, a Kalah pit's number alone); `None` for a cell off the board or without a
    /// label.
    fn clicked_move_text(&self, cells: &[usize]) -> Option<String> {
        let diagram = self.diagram();
        let labels = cells
            .iter()
            .map(|&c| {
                let label = &diagram.cells.get(c)?.label;
                (!label.is_empty()).then_some(label.as_str())
            })
            .collect::<Option<Vec<&str>>>()?;
        (!labels.is_empty()).then(|| labels.join("-"))
    }

    /// The kinds of piece a board editor offers for each side, in the order offered; empty for
    /// a game whose cells hold counts (Kalah).
    const PIECES: &'static [PieceKind] = &[];

    /// The position with these cells' contents (pieces, or counts where the game counts) and
    /// `to_move` to move, as a board editor sets it up: `cells` as [`ToDiagram::diagram`] lays them
    /// out under `rules`. A game without an editor refuses.
    ///
    /// # Errors
    /// The position is impossible under the rules; the message says why.
    fn set_up(rules: &Self::Rules, cells: &[Cell], to_move: Side) -> Result<Self, PositionError> {
        let _ = (rules, cells, to_move);
        Err(PositionError::new(crate::msg!("set_up_unsupported")))
    }
}

/// Checks that a set-up gives as many cells as the board has (`expected`).
///
/// # Errors
/// `set_up_cells` when the number of cells is not the board's.
pub fn check_cell_count<T>(cells: &[T], expected: usize) -> Result<(), PositionError> {
    if cells.len() == expected {
        Ok(())
    } else {
        Err(PositionError::new(crate::msg!(
            "set_up_cells",
            expected = expected,
            found = cells.len()
        )))
    }
}
