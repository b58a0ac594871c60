//! The position: two colour bitboards, the kings, the side to move, the rules and the draw
//! counters. Copy-make: [`play`](Draughts::play_move) changes a copy.

use ply_core::Side;

use crate::{
    board::{Numbering, Word},
    counters::{self, Counters},
    mv::Move,
    variant::Variant,
};

/// A draughts position under some [`Variant`]: pieces, side to move, and the counters of the
/// draw rules (which are not part of the text or the hash). `W` is the word the board's
/// squares are bits of: [`Draughts`] for the 8×8 and 10×10 boards, [`Draughts12`] for 12×12.
#[derive(Copy, Debug, PartialEq, Eq)]
pub struct Position<W: Word = u64> {
    pieces: [W; 2],
    kings: W,
    side: Side,
    variant: Variant,
    counters: Counters,
    /// What the variant asks of move generation and play, read from it once.
    plan: Plan,
}

/// A copy of the whole position at once: a derived `Clone` of a generic type copies it field by
/// field, which perft and the search (copy-make) would pay for at every move.
impl<W: Word> Clone for Position<W> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}

/// What a position's rules ask of move generation and play, decoded from its variant when the
/// position is made (the variant of a position never changes): the board geometry that
/// [`with_geometry!`] dispatches on, and which draw counters a move updates. Move generation
/// and `play` then test bits of one byte instead of several rule fields on every call. One
/// byte, so that the position still fits in 64 bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan(u8);

impl Plan {
    /// The 10×10 board (else 8×8). The 12×12 board sets it too, unread: its word has one
    /// geometry.
    const TEN: u8 = 1;
    /// Captures along rows and columns too (Frisian draughts).
    const ORTH: u8 = 2;
    /// The full 8×8 board of Turkish draughts.
    const FULL: u8 = 4;
    /// Moves count the Frisian run of king moves.
    const KING_RUN: u8 = 8;
    /// Moves count the plies of an endgame category (the 16- and 5-move rules, the Frisian
    /// draws).
    const CATEGORY: u8 = 16;

    fn of(variant: &Variant) -> Plan {
        let bit = |on: bool, bit: u8| if on { bit } else { 0 };
        Plan(
            if variant.orthogonal() {
                Plan::FULL
            } else {
                bit(variant.size() != 8, Plan::TEN) | bit(variant.orthogonal_captures, Plan::ORTH)
            } | bit(variant.king_move_run > 0, Plan::KING_RUN)
                | bit(
                    variant.endgame_rules || variant.frisian_draws,
                    Plan::CATEGORY,
                ),
        )
    }

    /// Whether the board is one of the diagonal ones without orthogonal captures (kabe,
    /// international draughts and most others): tested first, in one branch.
    #[inline(always)]
    pub fn diagonal(self) -> bool {
        self.0 & (Plan::ORTH | Plan::FULL) == 0
    }

    #[inline(always)]
    pub fn ten(self) -> bool {
        self.0 & Plan::TEN != 0
    }

    #[inline(always)]
    pub fn full(self) -> bool {
        self.0 & Plan::FULL != 0
    }

    /// Whether moves update any counter beyond the plies without a capture or a man move.
    #[inline(always)]
    fn more_counters(self) -> bool {
        self.0 & (Plan::KING_RUN | Plan::CATEGORY) != 0
    }

    /// Whether moves count the plies of an endgame category and nothing else beyond the
    /// plies without a capture or a man move.
    #[inline(always)]
    fn category_only(self) -> bool {
        self.0 & (Plan::KING_RUN | Plan::CATEGORY) == Plan::CATEGORY
    }

    #[inline(always)]
    fn king_run(self) -> bool {
        self.0 & Plan::KING_RUN != 0
    }

    #[inline(always)]
    fn category(self) -> bool {
        self.0 & Plan::CATEGORY != 0
    }
}

/// Runs `$body` with `$g` bound to the geometry type of the position's board.
macro_rules! with_geometry {
    ($pos:expr, $g:ident => $body:expr) => {{
        let plan = $pos.plan();
        if plan.diagonal() {
            if plan.ten() {
                type $g = crate::board::Ten;
                $body
            } else {
                type $g = crate::board::Eight;
                $body
            }
        } else if plan.full() {
            type $g = crate::board::Full;
            $body
        } else if plan.ten() {
            type $g = crate::board::TenOrth;
            $body
        } else {
            type $g = crate::board::EightOrth;
            $body
        }
    }};
}
pub(crate) use with_geometry;

/// A position on the 8×8 or 10×10 board (every preset but `canadian`).
pub type Draughts = Position<u64>;
/// A position on the 12×12 board (`canadian`).
pub type Draughts12 = Position<u128>;

impl<W: Word> Position<W> {
    /// A position from bit sets (engine layout); counters start at zero.
    pub(crate) fn from_parts(
        variant: Variant,
        white: W,
        black: W,
        kings: W,
        side: Side,
    ) -> Position<W> {
        let mut pos = Position {
            pieces: [white, black],
            kings,
            side,
            variant,
            counters: Counters::default(),
            plan: Plan::of(&variant),
        };
        pos.counters.category = pos.endgame_category();
        pos
    }

    /// The rules of this position.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    #[inline(always)]
    pub(crate) fn side_to_move_inner(&self) -> Side {
        self.side
    }

    /// The pieces of one side (engine layout).
    #[inline(always)]
    pub(crate) fn pieces(&self, side: Side) -> W {
        self.pieces[side.index()]
    }

    /// Both sides' pieces, White's first (engine layout).
    #[inline(always)]
    pub(crate) fn pieces_both(&self) -> [W; 2] {
        self.pieces
    }

    /// All kings (engine layout).
    #[inline(always)]
    pub(crate) fn kings_bits(&self) -> W {
        self.kings
    }

    pub(crate) fn counters(&self) -> &Counters {
        &self.counters
    }

    /// What stands on square `square` (1-based): `None` when empty or off the board, else the
    /// owner and whether it is a king.
    pub fn piece_at(&self, square: u32) -> Option<(Side, bool)> {
        if square == 0 || square > self.variant.squares() {
            return None;
        }
        let bit = W::bit(self.numbering().bit(square));
        let king = self.kings & bit != W::ZERO;
        Side::ALL
            .into_iter()
            .find(|&s| self.pieces(s) & bit != W::ZERO)
            .map(|s| (s, king))
    }

    /// Whether a king stands on square `square`.
    pub(crate) fn is_king_at(&self, square: u32) -> bool {
        matches!(self.piece_at(square), Some((_, true)))
    }

    /// The same pieces under other rules of the same board size.
    pub(crate) fn with_variant(mut self, variant: Variant) -> Position<W> {
        debug_assert_eq!(variant.size(), self.variant.size());
        self.variant = variant;
        self.plan = Plan::of(&variant);
        self
    }

    /// The numbers of men and kings of one side.
    pub fn material(&self, side: Side) -> (u32, u32) {
        let own = self.pieces(side);
        (
            (own & !self.kings).count_ones(),
            (own & self.kings).count_ones(),
        )
    }

    /// What the rules ask of move generation and play.
    #[inline(always)]
    pub(crate) fn plan(&self) -> Plan {
        self.plan
    }

    /// How square numbers sit on the bits.
    #[inline(always)]
    pub(crate) fn numbering(&self) -> Numbering {
        self.variant.numbering()
    }

    /// Squares per row: 4, 5 or 6, and 8 on the Turkish board.
    #[inline(always)]
    pub(crate) fn n(&self) -> u32 {
        self.numbering().n
    }

    /// Plays a legal move (copy-make: call it on a copy).
    #[inline(always)]
    pub fn play_move(&mut self, mv: Move<W>) {
        let us = self.side.index();
        let from = W::bit(mv.origin_bit());
        let to = W::bit(mv.target_bit());
        let was_king = self.kings & from != W::ZERO;
        // `from == to` after a capture that comes back to its start square.
        self.pieces[us] = (self.pieces[us] & !from) | to;
        if was_king {
            self.kings = (self.kings & !from) | to;
        } else if mv.crowns() {
            self.kings |= to;
        }
        let captured = mv.captured_bits();
        let capture = captured != W::ZERO;
        if capture {
            self.pieces[us ^ 1] &= !captured;
            self.kings &= !captured;
        }
        self.side = !self.side;
        self.counters.after_move(capture, was_king);
        // Most rules count nothing more, or only the plies of an endgame category; the
        // Frisian run of king moves has a branch of its own.
        if self.plan.more_counters() {
            let material = capture || mv.crowns();
            if self.plan.category_only() {
                self.count_category(material);
            } else {
                self.count_frisian(mv, was_king && !capture, material);
            }
        }
    }

    /// Counts one ply of the endgame category; `material`: the move captured or crowned.
    #[inline(always)]
    fn count_category(&mut self, material: bool) {
        // Only a capture or a crowning changes the material.
        let category = if material {
            self.endgame_category()
        } else {
            self.counters.category
        };
        self.counters.enter(category);
    }

    /// The counters of rules with a limit on a king's run of moves (Frisian draughts).
    #[inline(always)]
    fn count_frisian(&mut self, mv: Move<W>, quiet_king_move: bool, material: bool) {
        if self.plan.king_run() {
            self.count_king_run(mv, quiet_king_move);
        }
        if self.plan.category() {
            self.count_category(material);
        }
    }

    /// Frisian draughts: counts the mover's run of quiet moves with one king, and bars the king
    /// of the side now to move from a quiet move when it has used up its run and that side
    /// still has men.
    #[inline(always)]
    fn count_king_run(&mut self, mv: Move<W>, quiet_king_move: bool) {
        let mover = (!self.side).index();
        self.counters
            .king_run(mover, quiet_king_move, mv.origin_bit(), mv.target_bit());
        let next = self.side.index();
        let has_men = self.pieces[next] & !self.kings != W::ZERO;
        self.counters.blocked = self
            .counters
            .run_over(next, self.variant.king_move_run, has_men);
    }

    /// The endgame category of a position.
    #[inline]
    fn endgame_category(&self) -> u8 {
        if self.variant().frisian_draws {
            return self.frisian_category();
        }
        let [white, black] = self.pieces_both();
        if (white | black).count_ones() > 4 {
            return counters::NONE;
        }
        let (wm, wk) = self.material(Side::White);
        let (bm, bk) = self.material(Side::Black);
        let against_lone_king = |(men, kings): (u32, u32), (om, ok): (u32, u32)| {
            if (om, ok) != (0, 1) || kings == 0 {
                counters::NONE
            } else if men + kings == 3 {
                counters::SIXTEEN
            } else if men + kings <= 2 {
                counters::FIVE
            } else {
                counters::NONE
            }
        };
        match against_lone_king((wm, wk), (bm, bk)) {
            counters::NONE => against_lone_king((bm, bk), (wm, wk)),
            c => c,
        }
    }

    /// The Frisian endings with a move count: two kings against one, one king each, no men.
    #[inline(never)]
    fn frisian_category(&self) -> u8 {
        match (self.material(Side::White), self.material(Side::Black)) {
            ((0, 2), (0, 1)) | ((0, 1), (0, 2)) => counters::TWO_KINGS_ONE,
            ((0, 1), (0, 1)) => counters::ONE_KING_EACH,
            _ => counters::NONE,
        }
    }

    /// Whether the game is over whatever the moves: in breakthrough, once a king stands.
    #[inline(always)]
    pub(crate) fn ended(&self) -> bool {
        self.variant.first_king_wins && self.kings != W::ZERO
    }

    /// The 64-bit position hash: pieces, kings and side to move.
    pub fn position_hash(&self) -> u64 {
        let side = match self.side {
            Side::White => 0x5851_f42d_4c95_7f2d,
            Side::Black => 0x1405_7b7e_f767_814f,
        };
        let mut h = mix(self.kings.fold() ^ side);
        h = mix(h ^ self.pieces[0].fold().wrapping_mul(0x9e37_79b9_7f4a_7c15));
        mix(h ^ self.pieces[1].fold().wrapping_mul(0xc2b2_ae3d_27d4_eb4f))
    }

    /// The same position with draw counters set: plies without a capture, plies with only king
    /// moves, and plies in the current 16-/5-move-rule ending (`from_text` sets all to 0).
    pub fn with_counters(mut self, no_capture: u16, king_moves: u16, endgame: u16) -> Position<W> {
        self.counters.no_capture = no_capture;
        self.counters.kings_only = king_moves;
        self.counters.endgame = endgame;
        self
    }
}

/// A 64-bit finaliser (SplitMix64's).
#[inline(always)]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use ply_core::Rules;

    use super::*;

    /// The plan says what the variant's fields say.
    fn check(variant: &Variant) {
        let plan = Plan::of(variant);
        let name = variant.preset_id().unwrap_or("custom");
        assert_eq!(
            plan.diagonal(),
            !variant.orthogonal() && !variant.orthogonal_captures,
            "{name}"
        );
        assert_eq!(plan.full(), variant.orthogonal(), "{name}");
        if !plan.full() {
            assert_eq!(plan.ten(), variant.size() == 10, "{name}");
        }
        assert_eq!(plan.king_run(), variant.king_move_run > 0, "{name}");
        assert_eq!(
            plan.category(),
            variant.endgame_rules || variant.frisian_draws,
            "{name}"
        );
        assert_eq!(
            plan.category_only(),
            plan.category() && !plan.king_run(),
            "{name}"
        );
        assert_eq!(
            plan.more_counters(),
            plan.category() || plan.king_run(),
            "{name}"
        );
    }

    #[test]
    fn plan_follows_the_variant() {
        // Every preset of this board word.
        for preset in crate::PRESETS.iter().filter(|p| Draughts::plays(&p.rules)) {
            let variant = preset.rules;
            check(&variant);
            assert_eq!(Draughts::start_position(variant).plan(), Plan::of(&variant));
        }
        assert!(Plan::of(&Variant::preset("kabe").unwrap()).diagonal());
        assert!(Plan::of(&Variant::preset("draughts").unwrap()).ten());
        assert!(Plan::of(&Variant::preset("turkish").unwrap()).full());
        let frisian = Plan::of(&Variant::preset("frisian").unwrap());
        assert!(!frisian.diagonal() && frisian.ten() && !frisian.full());
        // Options set one by one, as custom rules are.
        for (key, value) in [
            ("orthogonal_captures", "true"),
            ("king_move_run", "3"),
            ("endgame_rules", "true"),
            ("frisian_draws", "true"),
            ("size", "10"),
        ] {
            let mut variant = Variant::preset("kabe").unwrap();
            variant.set(key, value).unwrap();
            check(&variant);
        }
    }

    #[test]
    fn other_rules_get_their_own_plan() {
        let kabe = Variant::preset("kabe").unwrap();
        let mut orthogonal = kabe;
        orthogonal.set("orthogonal_captures", "true").unwrap();
        let pos = Draughts::start_position(kabe).with_variant(orthogonal);
        assert_eq!(pos.plan(), Plan::of(&orthogonal));
        assert!(!pos.plan().diagonal());
    }

    #[test]
    fn a_position_fits_in_a_cache_line() {
        // Perft and the search copy a position for every move they make.
        assert!(std::mem::size_of::<Draughts>() <= 64);
    }
}
