//! `ply_core::Game`, `Verdict`, `RecordFormat`, `Evaluate` and its search hooks for Kalah.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, Oracle, Outcome, PositionError, Reason, Record,
    RecordError, RecordFormat, Side, Solved, Tactics, Verdict, plain,
};

use crate::{Kalah, KalahRules, Pit, Sown, eval, notation, solver, text};

impl Game for Kalah {
    type Move = Pit;
    type Rules = KalahRules;

    fn start(rules: &KalahRules) -> Kalah {
        Kalah::start(rules)
    }

    fn from_text(text: &str, rules: &KalahRules) -> Result<Kalah, PositionError> {
        text::read_position(text, rules)
    }

    fn to_text(&self) -> String {
        text::write_position(self)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn legal_moves(&self, moves: &mut Vec<Pit>) {
        self.fill_moves(moves);
    }

    fn count_moves(&self, _scratch: &mut Vec<Pit>) -> usize {
        self.move_count()
    }

    fn play(&mut self, mv: Pit) {
        self.sow(mv);
    }

    fn parse_move(&self, text: &str) -> Result<Pit, MoveError> {
        notation::read(self, text)
    }

    fn format_move(&self, mv: Pit) -> String {
        notation::write(mv)
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_finished() {
            return None;
        }
        let (south, north) = (self.store(Side::White), self.store(Side::Black));
        Some(match south.cmp(&north) {
            std::cmp::Ordering::Greater => Outcome::win(Side::White, crate::reason::PITS_EMPTY),
            std::cmp::Ordering::Less => Outcome::win(Side::Black, crate::reason::PITS_EMPTY),
            std::cmp::Ordering::Equal => Outcome::draw(crate::reason::PITS_EMPTY),
        })
    }

    fn hash(&self) -> u64 {
        hash(self)
    }
}

impl Verdict for Kalah {
    const REASONS: &'static [Reason] = crate::reason::ALL;

    fn side_name(side: Side) -> &'static str {
        match side {
            Side::White => "south",
            Side::Black => "north",
        }
    }

    fn score(&self) -> Option<[u32; 2]> {
        Some([
            u32::from(self.store(Side::White)),
            u32::from(self.store(Side::Black)),
        ])
    }
}

impl RecordFormat for Kalah {
    /// ply's plain format, named `[Game "kalah"]`.
    fn write_record(record: &Record<Kalah>) -> String {
        plain::write(record, Some("kalah"))
    }

    fn read_record(text: &str, rules: &KalahRules) -> Result<Record<Kalah>, RecordError> {
        plain::read(text, rules, Some("kalah"))
    }
}
impl Evaluate for Kalah {
    const MARGIN_SCORING: bool = true;
    /// Eight seeds of margin.
    const CLEAR_LEAD: i32 = 8;

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }
}

impl Oracle for Kalah {
    fn solve(&self) -> Option<Solved<Pit>> {
        solver::solve_for_search(self)
    }
}

impl Tactics for Kalah {
    /// A sowing that ends in a capture.
    fn is_capture(&self, mv: Pit) -> bool {
        matches!(self.clone().sow(mv), Sown::Capture(_))
    }
}

impl Check for Kalah {}
impl History for Kalah {}
/// Mixes the counts (as four 64-bit words), the side to move and the board size.
fn hash(pos: &Kalah) -> u64 {
    const K: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut h = (pos.side.index() as u64) << 8 | u64::from(pos.rules.pits);
    for word in pos.cells.chunks_exact(8) {
        let w = u64::from_le_bytes(word.try_into().unwrap_or_default());
        h = (h ^ w).wrapping_mul(K).rotate_left(29);
    }
    h ^= h >> 32;
    h = h.wrapping_mul(0xd6e8_feb8_6659_fd93);
    h ^ (h >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_tells_sides_and_counts_apart() {
        let rules = KalahRules::default();
        let start = Kalah::start(&rules);
        let mut north = start.clone();
        north.side = Side::Black;
        assert_ne!(start.hash(), north.hash());
        let mut next = start.clone();
        next.play(Pit::from_index(0));
        assert_ne!(start.hash(), next.hash());
        assert_eq!(start.hash(), Kalah::start(&rules).hash());
    }
}
