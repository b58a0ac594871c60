//! A game with its endgame oracle hidden, so that the search's own answers can be checked
//! against the oracle.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, Oracle, Outcome, PositionError, Side, Tactics,
};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoOracle<G>(pub G);

impl<G: Evaluate> Game for NoOracle<G> {
    type Move = G::Move;
    type Rules = G::Rules;

    fn start(rules: &G::Rules) -> Self {
        NoOracle(G::start(rules))
    }
    fn from_text(text: &str, rules: &G::Rules) -> Result<Self, PositionError> {
        G::from_text(text, rules).map(NoOracle)
    }
    fn to_text(&self) -> String {
        self.0.to_text()
    }
    fn side_to_move(&self) -> Side {
        self.0.side_to_move()
    }
    fn legal_moves(&self, moves: &mut Vec<G::Move>) {
        self.0.legal_moves(moves)
    }
    fn play(&mut self, mv: G::Move) {
        self.0.play(mv)
    }
    fn parse_move(&self, text: &str) -> Result<G::Move, MoveError> {
        self.0.parse_move(text)
    }
    fn format_move(&self, mv: G::Move) -> String {
        self.0.format_move(mv)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn hash(&self) -> u64 {
        self.0.hash()
    }
}

impl<G: Evaluate> Evaluate for NoOracle<G> {
    const MARGIN_SCORING: bool = G::MARGIN_SCORING;
    const EVAL_UNIT: i32 = G::EVAL_UNIT;

    fn evaluate(&self) -> i32 {
        self.0.evaluate()
    }
}

/// The hidden oracle: the default `solve`, which answers nothing.
impl<G: Evaluate> Oracle for NoOracle<G> {}

impl<G: Evaluate> Tactics for NoOracle<G> {
    fn is_capture(&self, mv: G::Move) -> bool {
        self.0.is_capture(mv)
    }
}

impl<G: Evaluate> Check for NoOracle<G> {}
impl<G: Evaluate> History for NoOracle<G> {}
