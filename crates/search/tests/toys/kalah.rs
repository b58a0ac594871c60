//! Kalah with few pits and seeds: sowing counter-clockwise past the own store (the opponent's is
//! skipped), an extra turn when the last seed lands in the own store, a capture when it lands in
//! an own empty pit facing a non-empty one, and the end when either side's pits are empty (the
//! rest goes to its owner's store). Margin-scored: the score is the store difference.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Reason,
    Side, Tactics,
};

use super::parse_number;

/// The end by empty pits, as Kalah has it.
const PITS_EMPTY: Reason = Reason::new("reason-pits_empty");

/// Pits per side (at most 6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MiniKalah {
    pub pits: usize,
    /// Pits of White (South) then of Black (North), each side's first pit first.
    pub board: [[u8; 6]; 2],
    pub stores: [u8; 2],
    pub side: Side,
}

impl MiniKalah {
    pub fn new(pits: usize, seeds: u8) -> MiniKalah {
        let mut board = [[0; 6]; 2];
        for side in &mut board {
            side[..pits].fill(seeds);
        }
        MiniKalah {
            pits,
            board,
            stores: [0; 2],
            side: Side::White,
        }
    }

    fn row_empty(&self, side: usize) -> bool {
        self.board[side][..self.pits].iter().all(|&s| s == 0)
    }

    fn finished(&self) -> bool {
        self.row_empty(0) && self.row_empty(1)
    }
}

impl Game for MiniKalah {
    type Move = u8;
    type Rules = NoRules;

    fn start(_: &NoRules) -> Self {
        MiniKalah::new(3, 2)
    }

    fn from_text(_: &str, _: &NoRules) -> Result<Self, PositionError> {
        Err(PositionError::new(ply_core::msg!("position_unreadable")))
    }

    fn to_text(&self) -> String {
        format!("{:?}", self)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        let me = self.side.index();
        moves.extend((0..self.pits as u8).filter(|&p| self.board[me][usize::from(p)] > 0));
    }

    fn play(&mut self, mv: u8) {
        let me = self.side.index();
        let n = self.pits;
        let mut seeds = std::mem::take(&mut self.board[me][usize::from(mv)]);
        // Positions 0..n: own pits, n: own store, n+1..2n+1: opponent's pits.
        let mut at = usize::from(mv);
        while seeds > 0 {
            at = (at + 1) % (2 * n + 1);
            match at {
                a if a < n => self.board[me][a] += 1,
                a if a == n => self.stores[me] += 1,
                a => self.board[1 - me][a - n - 1] += 1,
            }
            seeds -= 1;
        }
        let extra = at == n;
        if at < n && self.board[me][at] == 1 && self.board[1 - me][n - 1 - at] > 0 {
            let taken = self.board[1 - me][n - 1 - at] + 1;
            self.board[1 - me][n - 1 - at] = 0;
            self.board[me][at] = 0;
            self.stores[me] += taken;
        }
        if self.row_empty(0) || self.row_empty(1) {
            for s in 0..2 {
                let rest: u8 = self.board[s][..n].iter().sum();
                self.stores[s] += rest;
                self.board[s] = [0; 6];
            }
        }
        if !extra || self.finished() {
            self.side = self.side.opposite();
        }
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let n = parse_number(text, "a pit")?;
        if usize::from(n) < self.pits && self.board[self.side.index()][usize::from(n)] > 0 {
            Ok(n)
        } else {
            Err(MoveError::illegal(ply_core::msg!("move_not_legal")))
        }
    }

    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.finished() {
            return None;
        }
        Some(match self.stores[0].cmp(&self.stores[1]) {
            std::cmp::Ordering::Greater => Outcome::win(Side::White, PITS_EMPTY),
            std::cmp::Ordering::Less => Outcome::win(Side::Black, PITS_EMPTY),
            std::cmp::Ordering::Equal => Outcome::draw(PITS_EMPTY),
        })
    }

    fn hash(&self) -> u64 {
        let mut h = self.side.index() as u64 + 1;
        for &s in self.board.iter().flatten().chain(&self.stores) {
            h = h.wrapping_mul(0x0100_0000_01b3) ^ u64::from(s);
        }
        h
    }
}

impl Evaluate for MiniKalah {
    const MARGIN_SCORING: bool = true;

    fn evaluate(&self) -> i32 {
        let me = self.side.index();
        i32::from(self.stores[me]) - i32::from(self.stores[1 - me])
    }
}

impl Tactics for MiniKalah {}
impl Check for MiniKalah {}
impl History for MiniKalah {}
impl Oracle for MiniKalah {}
