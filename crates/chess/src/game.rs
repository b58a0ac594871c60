//! `ply_core::Game`, `Verdict`, `RecordFormat`, `Evaluate` and its search hooks for [`Chess`]:
//! the interface perft, search, the CLI and the server use.

use ply_core::{
    Check, Evaluate, Game, History, MoveError, NoRules, Oracle, Outcome, PositionError, Reason,
    Record, RecordError, RecordFormat, Side, Tactics, Verdict,
};
use shakmaty::{Color, Move, Position, san::SanPlus};

use crate::{Chess, FIFTY_MOVE_PLIES, eval, hash, notation, pgn, position::side, see, text};

impl Game for Chess {
    type Move = Move;
    type Rules = NoRules;

    fn start(_rules: &NoRules) -> Chess {
        Chess::default()
    }

    fn from_text(text: &str, _rules: &NoRules) -> Result<Chess, PositionError> {
        text::read(text).map(Chess::new)
    }

    fn to_text(&self) -> String {
        text::write(&self.pos)
    }

    fn side_to_move(&self) -> Side {
        side(self.pos.turn())
    }

    #[inline]
    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        moves.extend_from_slice(&self.pos.legal_moves());
    }

    #[inline]
    fn count_moves(&self, _scratch: &mut Vec<Move>) -> usize {
        self.pos.legal_moves().len()
    }

    #[inline]
    fn play(&mut self, mv: Move) {
        let rights = self.pos.castles().castling_rights();
        let us = self.pos.turn();
        self.pos.play_unchecked(mv);
        self.base = hash::update(self.base, rights, mv, &self.pos);
        self.placement = eval::placement_after(self.placement, us, mv)
            .unwrap_or_else(|| eval::material_and_placement(self.pos.board()));
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        notation::parse(&self.pos, text)
    }

    fn format_move(&self, mv: Move) -> String {
        SanPlus::from_move(self.pos.clone(), mv).to_string()
    }

    fn outcome(&self) -> Option<Outcome> {
        let pos = &self.pos;
        if pos.legal_moves().is_empty() {
            return Some(if pos.is_check() {
                Outcome::win(side(!pos.turn()), crate::reason::CHECKMATE)
            } else {
                Outcome::draw(crate::reason::STALEMATE)
            });
        }
        self.quick_outcome()
    }

    #[inline]
    fn hash(&self) -> u64 {
        hash::key(&self.pos, self.base)
    }
}

impl Verdict for Chess {
    const REASONS: &'static [Reason] = crate::reason::ALL;

    fn can_win(&self, side: Side) -> bool {
        !self.pos.has_insufficient_material(match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        })
    }
}

impl RecordFormat for Chess {
    fn write_record(record: &Record<Chess>) -> String {
        pgn::write(record)
    }

    fn read_record(text: &str, _rules: &NoRules) -> Result<Record<Chess>, RecordError> {
        pgn::read(text)
    }
}
impl Evaluate for Chess {
    fn evaluate(&self) -> i32 {
        eval::evaluate_with(&self.pos, self.placement)
    }

    /// Four pawns.
    const CLEAR_LEAD: i32 = 400;

    const PRUNING: bool = true;
}

impl Tactics for Chess {
    fn is_capture(&self, mv: Move) -> bool {
        mv.is_capture() || mv.is_promotion()
    }

    fn captures(&self, moves: &mut Vec<Move>) -> bool {
        moves.clear();
        let all = self.pos.legal_moves();
        moves.extend(
            all.iter()
                .filter(|m| m.is_capture() || m.is_promotion())
                .copied(),
        );
        true
    }

    #[inline]
    fn capture_order(&self, mv: Move) -> i32 {
        see::order(mv)
    }

    #[inline]
    fn capture_loses(&self, mv: Move) -> bool {
        see::loses(self.pos.board(), mv)
    }

    #[inline]
    fn capture_gain(&self, mv: Move) -> i32 {
        see::gain(mv)
    }
}

impl Check for Chess {
    #[inline]
    fn in_check(&self) -> bool {
        self.pos.is_check()
    }

    fn play_null(&self) -> Option<Chess> {
        let board = self.pos.board();
        let us = board.by_color(self.pos.turn());
        let pieces = us & !(board.pawns() | board.kings());
        if pieces.is_empty() || self.pos.is_check() {
            return None;
        }
        let pos = self.pos.clone().swap_turn().ok()?;
        let base = hash::pass(self.base);
        Some(Chess {
            pos,
            base,
            placement: self.placement,
        })
    }

    fn quick_outcome(&self) -> Option<Outcome> {
        let pos = &self.pos;
        if pos.is_insufficient_material() {
            return Some(Outcome::draw(crate::reason::INSUFFICIENT_MATERIAL));
        }
        if pos.halfmoves() >= FIFTY_MOVE_PLIES {
            return Some(Outcome::draw(crate::reason::FIFTY_MOVES));
        }
        None
    }
}

impl History for Chess {
    const CONTINUATION_SLOTS: usize = 6 * 64;

    #[inline]
    fn history_index(mv: Move) -> Option<usize> {
        Some(mv.from().map_or(64, |sq| sq as usize) * 64 + mv.to() as usize)
    }

    #[inline]
    fn continuation_index(mv: Move) -> Option<usize> {
        Some((mv.role() as usize - 1) * 64 + mv.to() as usize)
    }
}

impl Oracle for Chess {}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess(fen: &str) -> Chess {
        Chess::from_text(fen, &NoRules).unwrap()
    }

    #[test]
    fn incremental_hash_matches_full_hash_along_a_game() {
        let mut pos = Chess::default();
        for text in [
            "e4", "d5", "exd5", "c5", "dxc6", "Nf6", "cxb7", "Kd7", "bxa8=Q", "e5", "Nf3", "Bd6",
            "Bc4", "Re8", "O-O", "e4", "d4", "exd3",
        ] {
            let mv = pos.parse_move(text).unwrap();
            pos.play(mv);
            assert_eq!(pos.base, hash::base(&pos.pos), "after {text}");
            let placement = eval::material_and_placement(pos.pos.board());
            assert_eq!(pos.placement, placement, "after {text}");
        }
    }

    #[test]
    fn moves_and_positions_stay_small() {
        assert!(std::mem::size_of::<Move>() <= 6);
        assert!(std::mem::size_of::<Chess>() <= 160);
    }

    #[test]
    fn start_hash_is_the_polyglot_key() {
        assert_eq!(Chess::default().hash(), 0x463b_9618_1691_fc9c);
    }

    #[test]
    fn promotion_and_capture_are_tactical() {
        let pos = chess("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        let promote = pos.parse_move("b8=N").unwrap();
        let quiet = pos.parse_move("Kd2").unwrap();
        assert!(pos.is_capture(promote));
        assert!(!pos.is_capture(quiet));
    }

    #[test]
    fn uci_of_castling_is_the_king_step() {
        let pos = chess("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert_eq!(pos.uci(pos.parse_move("O-O").unwrap()), "e1g1");
    }
}
