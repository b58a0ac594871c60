//! Each player has one token on one of two squares and must move it to the other: the game
//! never ends, and the start position comes back every four plies. The static evaluation
//! favours the side to move, so only repetition makes the value 0.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Side,
    Tactics, Verdict,
};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shuffle {
    pub tokens: [bool; 2],
    pub side: Side,
}

impl Game for Shuffle {
    type Move = ();
    type Rules = NoRules;

    fn start(_: &NoRules) -> Self {
        Shuffle {
            tokens: [false; 2],
            side: Side::White,
        }
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

    fn legal_moves(&self, moves: &mut Vec<()>) {
        moves.clear();
        moves.push(());
    }

    fn play(&mut self, _: ()) {
        let t = &mut self.tokens[self.side.index()];
        *t = !*t;
        self.side = self.side.opposite();
    }

    fn parse_move(&self, _: &str) -> Result<(), MoveError> {
        Ok(())
    }

    fn format_move(&self, _: ()) -> String {
        "move".into()
    }

    fn outcome(&self) -> Option<Outcome> {
        None
    }

    fn hash(&self) -> u64 {
        u64::from(self.tokens[0]) | u64::from(self.tokens[1]) << 1 | (self.side.index() as u64) << 2
    }
}

impl Evaluate for Shuffle {
    fn evaluate(&self) -> i32 {
        7
    }
}

impl Tactics for Shuffle {}
impl Check for Shuffle {}
impl History for Shuffle {}
impl Oracle for Shuffle {}
impl Verdict for Shuffle {}
