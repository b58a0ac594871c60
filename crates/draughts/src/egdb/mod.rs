//! Endgame databases: the win/draw/loss value of every position with few pieces, computed by
//! retrograde analysis, held in memory and asked by search through [`ply_core::Oracle::solve`].
//!
//! This module is pure: it indexes positions ([`Signature`], one perfect index per material
//! signature), computes a signature's values from the signatures its captures and crownings
//! lead to ([`build_slice`]), checks them ([`verify_slice`]) and answers probes ([`Tables`],
//! given to the search in a [`Context`](crate::Context)). Reading and writing files is the `ply-egdb` crate's business.
//!
//! Values are the game-theoretic values **without the move-count draw rules** (kabe's 15 moves
//! without a capture, the 25-king-move rule, the 16- and 5-move rules): a position is a win when
//! the side to move can force a win in some number of moves, a draw when neither side can.
//! Repetition is a draw. Those rules only ever turn a result into a draw, so a database draw is
//! a draw under them too, while a database win may be a draw when the counters run out first.
//! Only the rules of play matter to a value: the draw limits and who starts are left out of
//! [`Tables::rules`], so one database serves every limit (kabe and Czech draughts share one).
//! A table is built for rules in which having no piece or no move loses: not for antidraughts
//! or breakthrough.
//!
//! Values are packed four to a byte: `0` draw, `1` win, `2` loss for the side to move, `3` for an
//! index that names no position. A signature's table holds every index with White to move,
//! then every index with Black to move.

mod build;
mod index;

use std::collections::HashMap;

use ply_core::{Side, Solved};

pub use build::{SliceCounts, build_slice, verify_slice};
pub use index::Signature;
use index::{Index, Placement};

use crate::{
    Move, Variant,
    board::Bits,
    eval::Evaluation,
    movegen::{self, View},
    position::{Draughts, with_geometry},
};

/// The value of a position for the side to move.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Wdl {
    Win,
    Draw,
    Loss,
}

impl Wdl {
    /// The value for the other side.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// `1`, `0` or `-1`.
    pub fn score(self) -> i32 {
        match self {
            Wdl::Win => 1,
            Wdl::Draw => 0,
            Wdl::Loss => -1,
        }
    }

    pub(crate) fn code(self) -> u8 {
        match self {
            Wdl::Draw => 0,
            Wdl::Win => 1,
            Wdl::Loss => 2,
        }
    }

    fn from_code(code: u8) -> Option<Wdl> {
        match code {
            0 => Some(Wdl::Draw),
            1 => Some(Wdl::Win),
            2 => Some(Wdl::Loss),
            _ => None,
        }
    }
}

/// Whether endgame databases can be built for these rules (a side without pieces or moves
/// loses, no crowning ends the game, and the moves do not depend on the moves before: not
/// under Frisian draughts' limit on a king's moves in a row) on a board of dark squares (not
/// the Turkish one) held in 64 bits (not the 12×12 one).
pub fn supported(variant: &Variant) -> bool {
    !variant.no_moves_wins
        && !variant.first_king_wins
        && variant.king_move_run == 0
        && !variant.orthogonal()
        && Draughts::plays(variant)
}

/// The rules that decide a database value: the variant without its draw limits, who starts and
/// its record notation.
pub fn play_rules(variant: &Variant) -> Variant {
    let mut v = *variant;
    v.no_capture_limit = 0;
    v.king_move_limit = 0;
    v.endgame_rules = false;
    v.black_moves_first = false;
    v.frisian_draws = false;
    v.start_rows = 0;
    v.clear_game_type();
    v
}

/// The values of some signatures under one set of rules, in memory.
#[derive(Debug)]
pub struct Tables {
    rules: Variant,
    slices: HashMap<Signature, Vec<u8>>,
    /// See [`Tables::complete_pieces`].
    complete: u32,
}

/// The bytes a signature's packed values take (both sides to move).
pub fn packed_len(sig: Signature, size: u8) -> usize {
    (2 * sig.positions(size)).div_ceil(4) as usize
}

impl Tables {
    /// No signature yet, for the play rules of `variant`.
    pub fn new(variant: &Variant) -> Tables {
        Tables {
            rules: play_rules(variant),
            slices: HashMap::new(),
            complete: 0,
        }
    }

    /// The rules the values hold under (see [`play_rules`]).
    pub fn rules(&self) -> &Variant {
        &self.rules
    }

    /// Whether positions under `variant` are answered by these tables.
    pub fn serves(&self, variant: &Variant) -> bool {
        play_rules(variant) == self.rules
    }

    /// Adds a signature's packed values; `false` when their length is not the signature's.
    pub fn insert(&mut self, sig: Signature, packed: Vec<u8>) -> bool {
        if packed.len() != packed_len(sig, self.rules.size()) {
            return false;
        }
        self.slices.insert(sig, packed);
        let mut p = 1;
        while p < 9 && Signature::up_to(p + 1).iter().all(|s| self.contains(*s)) {
            p += 1;
        }
        self.complete = if p == 1 { 0 } else { p };
        true
    }

    /// Whether the signature's values are held.
    pub fn contains(&self, sig: Signature) -> bool {
        self.slices.contains_key(&sig)
    }

    /// The signatures held.
    pub fn signatures(&self) -> Vec<Signature> {
        let mut all: Vec<Signature> = self.slices.keys().copied().collect();
        all.sort_by_key(|s| (s.pieces(), s.white_men + s.black_men, *s));
        all
    }

    /// The largest number of pieces up to which every signature is held (0 when none).
    pub fn complete_pieces(&self) -> u32 {
        self.complete
    }

    /// The position at `entry` (taken modulo the number of entries) of a signature's table,
    /// under the tables' rules; `None` when that entry names no position.
    pub fn position(&self, sig: Signature, entry: u64) -> Option<Draughts> {
        let index = Index::new(sig, self.rules.size());
        let entry = entry % (2 * index.len());
        let side = if entry < index.len() {
            Side::White
        } else {
            Side::Black
        };
        let placement = index.unrank(entry % index.len())?;
        Some(position_of(self.rules, &placement, side))
    }

    /// The value of a position for its side to move: a side without pieces has lost; otherwise
    /// the table's value, `None` when its signature is not held or the rules differ.
    pub fn value(&self, pos: &Draughts) -> Option<Wdl> {
        let side = pos.side_to_move_inner();
        if pos.pieces(side) == 0 {
            return Some(Wdl::Loss);
        }
        if pos.pieces(!side) == 0 {
            return Some(Wdl::Win);
        }
        let (sig, placement) = placement_of(pos);
        let slice = self.slices.get(&sig)?;
        let index = Index::new(sig, self.rules.size());
        let mut entry = index.rank(&placement);
        if side == Side::Black {
            entry += index.len();
        }
        Wdl::from_code(code_at(slice, entry))
    }
}

fn code_at(packed: &[u8], entry: u64) -> u8 {
    (packed[(entry / 4) as usize] >> ((entry % 4) * 2)) & 3
}

/// A position's signature and placement in square sets.
fn placement_of(pos: &Draughts) -> (Signature, Placement) {
    let n = pos.n();
    let squares = |bits: u64| {
        Bits(bits).fold(0u64, |acc, bit| {
            acc | 1 << crate::board::square_of(bit, n).saturating_sub(1)
        })
    };
    let kings = pos.kings_bits();
    let [white, black] = pos.pieces_both();
    let placement = Placement {
        white_men: squares(white & !kings),
        white_kings: squares(white & kings),
        black_men: squares(black & !kings),
        black_kings: squares(black & kings),
    };
    (Signature::of(pos), placement)
}

/// The position of a placement.
fn position_of(variant: Variant, p: &Placement, side: Side) -> Draughts {
    let n = u32::from(variant.size()) / 2;
    let bits =
        |squares: u64| Bits(squares).fold(0u64, |acc, s| acc | 1 << crate::board::bit_of(s + 1, n));
    let kings = bits(p.white_kings | p.black_kings);
    Draughts::from_parts(
        variant,
        bits(p.white_men) | bits(p.white_kings),
        bits(p.black_men) | bits(p.black_kings),
        kings,
        side,
    )
}

/// Whether the side to move has a capture.
fn has_capture(pos: &Draughts) -> bool {
    with_geometry!(pos, G => {
        let view = View::new::<G>(pos);
        movegen::has_capture::<G>(pos, &view)
    })
}

/// The oracle a search is given with the tables (see [`Context`](crate::Context)): the value
/// of a position with few enough pieces and no capture pending, and a move that keeps it (the
/// quickest conversion first: the most pieces captured, a crowning, then the best evaluation
/// after the move under `evaluation`). The score is 1, 0 or -1 without a distance: the
/// database knows the value, not how long the win takes.
pub(crate) fn solve(
    pos: &Draughts,
    tables: &Tables,
    evaluation: &Evaluation,
) -> Option<Solved<Move>> {
    let [white, black] = pos.pieces_both();
    if (white | black).count_ones() > tables.complete_pieces() || has_capture(pos) {
        return None;
    }
    let value = tables.value(pos)?;
    let mut moves = Vec::new();
    pos.generate(&mut moves);
    let mut best: Option<((u32, bool, i32), Move)> = None;
    for mv in moves {
        let mut child = *pos;
        child.play_move(mv);
        if tables.value(&child)?.flip() != value {
            continue;
        }
        let key = (
            mv.captured_count(),
            mv.crowns(),
            -evaluation.evaluate(&child),
        );
        if best.is_none_or(|(k, _)| key > k) {
            best = Some((key, mv));
        }
    }
    let (_, mv) = best?;
    Some(Solved {
        best_move: Some(mv),
        score: value.score(),
        plies: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_come_after_what_they_lead_to() {
        let all = Signature::up_to(4);
        for (i, s) in all.iter().enumerate() {
            assert!(s.white_men + s.white_kings > 0 && s.black_men + s.black_kings > 0);
            // A crowning of one of White's men leads to a signature built earlier.
            if s.white_men > 0 {
                let crowned = Signature::new(
                    s.white_men - 1,
                    s.white_kings + 1,
                    s.black_men,
                    s.black_kings,
                );
                assert!(all[..i].contains(&crowned), "{s:?}");
            }
        }
        assert_eq!(
            Signature::from_name("2110"),
            Some(Signature::new(2, 1, 1, 0))
        );
        assert_eq!(Signature::from_name("211"), None);
        assert_eq!(Signature::new(2, 1, 1, 0).name(), "2110");
    }

    #[test]
    fn the_play_rules_leave_out_draw_limits() {
        let kabe = Variant::kabe();
        let mut longer = kabe;
        longer.no_capture_limit = 60;
        assert_eq!(play_rules(&kabe), play_rules(&longer));
        assert_ne!(play_rules(&kabe), play_rules(&Variant::international()));
        assert!(supported(&kabe) && !supported(&Variant::antidraughts()));
    }
}
