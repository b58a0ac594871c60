//! Take 1–3 stones; whoever takes the last stone wins. With `extra_turn`, taking exactly two
//! stones (when some remain) gives another turn. With a move limit, the game is drawn once that
//! many plies are played (a counter the hash leaves out, like chess's fifty-move rule).

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Reason,
    Side, Tactics,
};

use super::parse_number;

/// The draw once the move limit is reached: a counter the hash leaves out.
const MOVE_LIMIT: Reason = Reason::counting_moves("reason-fifty_moves");

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Take {
    pub stones: u8,
    pub side: Side,
    pub extra_turn: bool,
    /// Plies played, and the draw limit (0: none).
    pub plies: u8,
    pub limit: u8,
}

impl Take {
    pub fn new(stones: u8, extra_turn: bool) -> Take {
        Take {
            stones,
            side: Side::White,
            extra_turn,
            plies: 0,
            limit: 0,
        }
    }
}

impl Game for Take {
    type Move = u8;
    type Rules = NoRules;

    fn start(_: &NoRules) -> Self {
        Take::new(10, false)
    }

    fn from_text(text: &str, _: &NoRules) -> Result<Self, PositionError> {
        let mut parts = text.split_whitespace();
        let stones = parts
            .next()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| PositionError::new(ply_core::msg!("position_unreadable")))?;
        let side = match parts.next() {
            Some("w") => Side::White,
            Some("b") => Side::Black,
            _ => return Err(PositionError::new(ply_core::msg!("position_unreadable"))),
        };
        let extra_turn = parts.next() == Some("x");
        Ok(Take {
            stones,
            side,
            extra_turn,
            plies: 0,
            limit: 0,
        })
    }

    fn to_text(&self) -> String {
        let side = if self.side == Side::White { "w" } else { "b" };
        let x = if self.extra_turn { " x" } else { "" };
        format!("{} {side}{x}", self.stones)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<u8>) {
        moves.clear();
        moves.extend((1..=3).filter(|&n| n <= self.stones));
    }

    fn play(&mut self, mv: u8) {
        self.stones -= mv;
        self.plies += 1;
        if !(self.extra_turn && mv == 2 && self.stones > 0) {
            self.side = self.side.opposite();
        }
    }

    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        let n = parse_number(text, "a move")?;
        if (1..=3).contains(&n) && n <= self.stones {
            Ok(n)
        } else {
            Err(MoveError::illegal(ply_core::msg!("move_not_legal")))
        }
    }

    fn format_move(&self, mv: u8) -> String {
        mv.to_string()
    }

    fn outcome(&self) -> Option<Outcome> {
        // The player who took the last stone won: that is the side not to move.
        if self.stones == 0 {
            Some(Outcome::win(self.side.opposite(), Reason::NO_MOVES))
        } else if self.limit > 0 && self.plies >= self.limit {
            Some(Outcome::draw(MOVE_LIMIT))
        } else {
            None
        }
    }

    fn hash(&self) -> u64 {
        u64::from(self.stones) * 2 + self.side.index() as u64 + 0x5555_0000
    }
}

impl Evaluate for Take {
    fn evaluate(&self) -> i32 {
        0
    }
}

impl Tactics for Take {}
impl Check for Take {}
impl History for Take {}
impl Oracle for Take {}
