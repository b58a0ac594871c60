//! Tic-tac-toe: White is X and moves first; squares 0–8 row by row.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Reason,
    Side, Tactics,
};

use super::parse_number;

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    pub cells: [Option<Side>; 9],
    pub side: Side,
}

impl TicTacToe {
    fn winner(&self) -> Option<Side> {
        LINES.iter().find_map(|l| {
            let c = self.cells[l[0]]?;
            (self.cells[l[1]] == Some(c) && self.cells[l[2]] == Some(c)).then_some(c)
        })
    }
}

impl Game for TicTacToe {
    type Move = u8;
    type Rules = NoRules;

    fn start(_: &NoRules) -> Self {
        TicTacToe {
            cells: [None; 9],
            side: Side::White,
        }
    }

    fn from_text(text: &str, _: &NoRules) -> Result<Self, PositionError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        if chars.len() != 9 {
            return Err(PositionError::new(ply_core::msg!("position_unreadable")));
        }
        let mut cells = [None; 9];
        for (cell, c) in cells.iter_mut().zip(chars) {
            *cell = match c {
                'x' => Some(Side::White),
                'o' => Some(Side::Black),
                '.' => None,
                _ => return Err(PositionError::new(ply_core::msg!("position_unreadable"))),
            };
        }
        let xs = cells.iter().filter(|c| **c == Some(Side::White)).count();
        let os = cells.iter().filter(|c| **c == Some(Side::Black)).count();
        let side = if xs > os { Side::Black } else { Side::White };
        Ok(TicTacToe { cells, side })
    }

    fn to_text(&self) -> String {
        self.cells
            .iter()
            .map(|c| match c {
                Some(Side::White) => 'x',
                Some(Side::Black) => 'o',
                None => '.',
            })
            .collect()
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        if self.winner().is_none() {
            moves.extend((0..9u8).filter(|&i| self.cells[usize::from(i)].is_none()));
        }
    }

    fn play(&mut self, mv: u8) {
        self.cells[usize::from(mv)] = Some(self.side);
        self.side = self.side.opposite();
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let n = parse_number(text, "a square")?;
        if n < 9 && self.cells[usize::from(n)].is_none() {
            Ok(n)
        } else {
            Err(MoveError::illegal(ply_core::msg!("move_not_legal")))
        }
    }

    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }

    fn outcome(&self) -> Option<Outcome> {
        if let Some(w) = self.winner() {
            return Some(Outcome::win(w, Reason::NO_MOVES));
        }
        self.cells
            .iter()
            .all(Option::is_some)
            .then_some(Outcome::draw(Reason::NO_MOVES))
    }

    fn hash(&self) -> u64 {
        self.cells.iter().fold(self.side.index() as u64, |h, c| {
            h * 3
                + match c {
                    None => 0,
                    Some(Side::White) => 1,
                    Some(Side::Black) => 2,
                }
        })
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self) -> i32 {
        // Open lines for the side to move minus the opponent's: a plausible, fallible heuristic.
        let open = |s: Side| {
            LINES
                .iter()
                .filter(|l| l.iter().all(|&i| self.cells[i] != Some(s.opposite())))
                .count() as i32
        };
        10 * (open(self.side) - open(self.side.opposite()))
    }
}

impl Tactics for TicTacToe {}
impl Check for TicTacToe {}
impl History for TicTacToe {}
impl Oracle for TicTacToe {}
