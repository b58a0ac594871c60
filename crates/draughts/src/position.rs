//! The position: two colour bitboards, the kings, the side to move, the rules and the draw
//! counters. Copy-make: [`play`](Draughts::play_move) changes a copy.

use ply_core::Side;

use crate::{
    board::{Eight, Geometry, Numbering, Ten, bit_of},
    draw::{self, Counters},
    movegen,
    mv::Move,
    variant::Variant,
};

/// A draughts position under some [`Variant`]: pieces, side to move, and the counters of the
/// draw rules (which are not part of the text or the hash).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draughts {
    pieces: [u64; 2],
    kings: u64,
    side: Side,
    variant: Variant,
    counters: Counters,
}

/// Runs `$body` with `$g` bound to the geometry type of the position's board.
macro_rules! with_geometry {
    ($pos:expr, $g:ident => $body:expr) => {
        if $pos.variant().size() != 8 {
            if $pos.variant().orthogonal_captures {
                type $g = crate::board::TenOrth;
                $body
            } else {
                type $g = crate::board::Ten;
                $body
            }
        } else if $pos.variant().orthogonal() {
            type $g = crate::board::Full;
            $body
        } else if $pos.variant().orthogonal_captures {
            type $g = crate::board::EightOrth;
            $body
        } else {
            type $g = crate::board::Eight;
            $body
        }
    };
}
pub(crate) use with_geometry;

impl Draughts {
    /// A position from bit sets (engine layout); counters start at zero.
    pub(crate) fn from_parts(
        variant: Variant,
        white: u64,
        black: u64,
        kings: u64,
        side: Side,
    ) -> Draughts {
        let mut pos = Draughts {
            pieces: [white, black],
            kings,
            side,
            variant,
            counters: Counters::default(),
        };
        pos.counters.category = draw::category(&pos);
        pos
    }

    /// The start position: Black's men on the first 12 (20) squares, White's on the last,
    /// White to move (Black under `black_moves_first`).
    pub fn start_position(variant: Variant) -> Draughts {
        let rows = u32::from(variant.start_rows);
        let (white, black) = if variant.orthogonal() {
            // Turkish draughts: two rows of men each, the back rows left empty (squares 9–24
            // and 41–56).
            (0xffff << 40, 0xffff << 8)
        } else if variant.size() == 8 {
            start_bits::<Eight>(rows)
        } else {
            start_bits::<Ten>(rows)
        };
        let side = if variant.black_moves_first {
            Side::Black
        } else {
            Side::White
        };
        Draughts::from_parts(variant, white, black, 0, side)
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
    pub(crate) fn pieces(&self, side: Side) -> u64 {
        self.pieces[side.index()]
    }

    /// Both sides' pieces, White's first (engine layout).
    #[inline(always)]
    pub(crate) fn pieces_both(&self) -> [u64; 2] {
        self.pieces
    }

    /// All kings (engine layout).
    #[inline(always)]
    pub(crate) fn kings_bits(&self) -> u64 {
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
        let bit = 1u64 << self.numbering().bit(square);
        let king = self.kings & bit != 0;
        Side::ALL
            .into_iter()
            .find(|&s| self.pieces(s) & bit != 0)
            .map(|s| (s, king))
    }

    /// Whether a king stands on square `square`.
    pub(crate) fn is_king_at(&self, square: u32) -> bool {
        matches!(self.piece_at(square), Some((_, true)))
    }

    /// The same pieces under other rules of the same board size.
    pub(crate) fn with_variant(mut self, variant: Variant) -> Draughts {
        debug_assert_eq!(variant.size(), self.variant.size());
        self.variant = variant;
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

    /// How square numbers sit on the bits.
    #[inline(always)]
    pub(crate) fn numbering(&self) -> Numbering {
        self.variant.numbering()
    }

    /// Squares per row: 4 or 5, and 8 on the Turkish board.
    #[inline(always)]
    pub(crate) fn n(&self) -> u32 {
        self.numbering().n
    }

    /// Plays a legal move (copy-make: call it on a copy).
    #[inline]
    pub fn play_move(&mut self, mv: Move) {
        let us = self.side.index();
        let from = 1u64 << mv.origin_bit();
        let to = 1u64 << mv.target_bit();
        let was_king = self.kings & from != 0;
        // `from == to` after a capture that comes back to its start square.
        self.pieces[us] = (self.pieces[us] & !from) | to;
        if was_king {
            self.kings = (self.kings & !from) | to;
        } else if mv.crowns() {
            self.kings |= to;
        }
        let captured = mv.captured_bits();
        if captured != 0 {
            self.pieces[us ^ 1] &= !captured;
            self.kings &= !captured;
        }
        self.side = !self.side;
        self.counters.after_move(captured != 0, was_king);
        if self.variant.king_move_run > 0 {
            self.count_king_run(mv, was_king && captured == 0);
        }
        if self.variant.endgame_rules || self.variant.frisian_draws {
            // Only a capture or a crowning changes the material.
            let category = if captured != 0 || mv.crowns() {
                draw::category(self)
            } else {
                self.counters.category
            };
            self.counters.enter(category);
        }
    }

    /// Frisian draughts: counts the mover's run of quiet moves with one king, and bars the king
    /// of the side now to move from a quiet move when it has used up its run and that side
    /// still has men.
    #[inline(never)]
    fn count_king_run(&mut self, mv: Move, quiet_king_move: bool) {
        let mover = (!self.side).index();
        self.counters
            .king_run(mover, quiet_king_move, mv.origin_bit(), mv.target_bit());
        let next = self.side.index();
        let has_men = self.pieces[next] & !self.kings != 0;
        self.counters.blocked = self
            .counters
            .run_over(next, self.variant.king_move_run, has_men);
    }

    /// Whether the game is over whatever the moves: in breakthrough, once a king stands.
    #[inline(always)]
    fn ended(&self) -> bool {
        self.variant.first_king_wins && self.kings != 0
    }

    /// Fills `moves` with the legal moves.
    #[inline]
    pub fn generate(&self, moves: &mut Vec<Move>) {
        if self.ended() {
            moves.clear();
            return;
        }
        with_geometry!(self, G => movegen::legal::<G>(self, moves));
    }

    /// The number of legal moves; `scratch` is used only when there are captures.
    #[inline(always)]
    pub fn count(&self, scratch: &mut Vec<Move>) -> usize {
        if self.ended() {
            return 0;
        }
        with_geometry!(self, G => movegen::count::<G>(self, scratch))
    }

    /// Whether the side to move has a legal move.
    pub fn has_moves(&self) -> bool {
        !self.ended() && with_geometry!(self, G => movegen::any::<G>(self))
    }

    /// The 64-bit position hash: pieces, kings and side to move.
    pub fn position_hash(&self) -> u64 {
        let side = match self.side {
            Side::White => 0x5851_f42d_4c95_7f2d,
            Side::Black => 0x1405_7b7e_f767_814f,
        };
        let mut h = mix(self.kings ^ side);
        h = mix(h ^ self.pieces[0].wrapping_mul(0x9e37_79b9_7f4a_7c15));
        mix(h ^ self.pieces[1].wrapping_mul(0xc2b2_ae3d_27d4_eb4f))
    }

    /// The same position with draw counters set: plies without a capture, plies with only king
    /// moves, and plies in the current 16-/5-move-rule ending (`from_text` sets all to 0).
    pub fn with_counters(mut self, no_capture: u16, king_moves: u16, endgame: u16) -> Draughts {
        self.counters.no_capture = no_capture;
        self.counters.kings_only = king_moves;
        self.counters.endgame = endgame;
        self
    }
}

/// Men on the first `rows` rows of each side (0: 3 rows on 8×8, 4 on 10×10).
fn start_bits<G: Geometry>(rows: u32) -> (u64, u64) {
    let rows_of_men = if rows == 0 { G::N - 1 } else { rows };
    let count = rows_of_men * G::N;
    let (mut white, mut black) = (0, 0);
    for sq in 1..=count {
        black |= 1u64 << bit_of(sq, G::N);
        white |= 1u64 << bit_of(G::SQUARES + 1 - sq, G::N);
    }
    (white, black)
}

/// A 64-bit finaliser (SplitMix64's).
#[inline(always)]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
