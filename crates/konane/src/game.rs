//! `ply_core::Game`, `Verdict`, `RecordFormat`, `Evaluate` and its search hooks for Konane: the
//! trait methods delegate to the position's own methods; Konane keeps every neutral default but
//! `is_capture`.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Reason,
    Record, RecordError, RecordFormat, Side, Tactics, Verdict, plain,
};

use crate::{Konane, Move};

impl Game for Konane {
    type Move = Move;
    type Rules = NoRules;

    fn start(_rules: &NoRules) -> Konane {
        Konane::START
    }

    fn from_text(text: &str, _rules: &NoRules) -> Result<Konane, PositionError> {
        Konane::parse(text)
    }

    fn to_text(&self) -> String {
        self.text()
    }

    fn side_to_move(&self) -> Side {
        self.to_move()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.generate(moves);
    }

    #[inline]
    fn count_moves(&self, _scratch: &mut Vec<Move>) -> usize {
        self.move_count()
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        self.play_move(mv);
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.read_move(text)
    }

    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// The side to move with no legal move loses; there are no draws.
    fn outcome(&self) -> Option<Outcome> {
        (!self.has_moves()).then(|| Outcome::win(self.to_move().opposite(), Reason::NO_MOVES))
    }

    fn hash(&self) -> u64 {
        self.hash_value()
    }
}

impl Verdict for Konane {}

impl RecordFormat for Konane {
    /// ply's plain format, named `[Game "konane"]`.
    fn write_record(record: &Record<Konane>) -> String {
        plain::write(record, Some("konane"))
    }

    fn read_record(text: &str, rules: &NoRules) -> Result<Record<Konane>, RecordError> {
        plain::read(text, rules, Some("konane"))
    }
}
impl Evaluate for Konane {
    fn evaluate(&self) -> i32 {
        self.evaluation()
    }

    /// One move of mobility.
    const EVAL_UNIT: i32 = crate::eval::MOBILITY;
    /// Six moves of mobility.
    const CLEAR_LEAD: i32 = 6 * crate::eval::MOBILITY;
}

impl Tactics for Konane {
    /// Always false: every jump captures, so a quiescence search over "captures" would be the
    /// full search; removals capture nothing.
    fn is_capture(&self, _mv: Move) -> bool {
        false
    }
}

impl Check for Konane {}
impl History for Konane {}
impl Oracle for Konane {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_when_stuck() {
        // White can jump a2 from a1; Black on a2 has nowhere to go.
        let p = Konane::from_text("8/8/8/8/8/8/b7/w7 w", &NoRules).unwrap();
        assert_eq!(p.outcome(), None);
        let p = Konane::from_text("8/8/8/8/8/8/b7/w7 b", &NoRules).unwrap();
        assert_eq!(
            p.outcome(),
            Some(Outcome::win(Side::White, Reason::NO_MOVES))
        );
    }
}
