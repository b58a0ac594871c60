//! The dispatch of each board word: an operation that depends on the board (move generation,
//! capture paths, one step in a direction, the start position) runs on the geometry of the
//! position's board, chosen from the position's plan by `with_geometry!`. Each word dispatches
//! only its own geometries — `u64` the 8×8, 10×10 and Turkish boards with and without
//! orthogonal captures, `u128` the 12×12 board — so the whole engine is compiled once per word
//! and monomorphised over each geometry, with no dynamic dispatch.
//!
//! This file sits above the generators it dispatches to (`movegen.rs`, `capture.rs`,
//! `paths.rs`) and below everything that asks a position for its moves.

use ply_core::Side;

use crate::{
    board::{Eight, Ten, Twelve, Word, start_bits},
    capture,
    movegen::{self, crown_threats},
    mv::Move,
    paths::{self, RankedPaths},
    position::{Position, with_geometry},
    variant::Variant,
};

/// A board [`Word`] with the boards it plays: [`Draughts`](crate::Draughts) (`u64`) every
/// board up to 10×10, [`Draughts12`](crate::Draughts12) (`u128`) the 12×12 board. The hidden
/// methods run an operation on the geometry of a position's board.
pub trait Dispatch: Word {
    /// Whether positions on this word can be played under `variant`: whether its board is
    /// one of the word's (12×12 on `u128`, the others on `u64`).
    fn serves(variant: &Variant) -> bool;

    /// The start position's men: White's and Black's.
    #[doc(hidden)]
    fn start_bits(variant: &Variant) -> (Self, Self);
    #[doc(hidden)]
    fn legal(pos: &Position<Self>, moves: &mut Vec<Move<Self>>);
    #[doc(hidden)]
    fn count(pos: &Position<Self>, scratch: &mut Vec<Move<Self>>) -> usize;
    #[doc(hidden)]
    fn any(pos: &Position<Self>) -> bool;
    /// The men of `side` one step from their crown row with an empty square ahead.
    #[doc(hidden)]
    fn crown_threats(pos: &Position<Self>, side: Side) -> i32;
    /// The capture paths from a square (notation).
    #[doc(hidden)]
    fn paths_from(pos: &Position<Self>, from: u32) -> RankedPaths<Self>;
    /// One step of `b` in direction `d` on the position's board.
    #[doc(hidden)]
    fn step(pos: &Position<Self>, b: Self, d: usize) -> Self;
}

impl Dispatch for u64 {
    fn serves(variant: &Variant) -> bool {
        variant.size() != 12
    }
    fn start_bits(variant: &Variant) -> (u64, u64) {
        let rows = u32::from(variant.start_rows);
        if variant.orthogonal() {
            // Turkish draughts: two rows of men each, the back rows left empty (squares 9–24
            // and 41–56).
            (0xffff << 40, 0xffff << 8)
        } else if variant.size() == 8 {
            start_bits::<Eight>(rows)
        } else {
            start_bits::<Ten>(rows)
        }
    }
    #[inline(always)]
    fn legal(pos: &Position<u64>, moves: &mut Vec<Move<u64>>) {
        with_geometry!(pos, G => movegen::legal::<G>(pos, moves))
    }
    #[inline(always)]
    fn count(pos: &Position<u64>, scratch: &mut Vec<Move<u64>>) -> usize {
        with_geometry!(pos, G => movegen::count::<G>(pos, scratch))
    }
    fn any(pos: &Position<u64>) -> bool {
        with_geometry!(pos, G => movegen::any::<G>(pos))
    }
    fn crown_threats(pos: &Position<u64>, side: Side) -> i32 {
        with_geometry!(pos, G => crown_threats::<G>(pos, side))
    }
    fn paths_from(pos: &Position<u64>, from: u32) -> RankedPaths<u64> {
        with_geometry!(pos, G => paths::paths_from_on::<G>(pos, from))
    }
    fn step(pos: &Position<u64>, b: u64, d: usize) -> u64 {
        with_geometry!(pos, G => capture::step::<G>(b, d))
    }
}

impl Dispatch for u128 {
    fn serves(variant: &Variant) -> bool {
        variant.size() == 12
    }
    fn start_bits(variant: &Variant) -> (u128, u128) {
        start_bits::<Twelve>(u32::from(variant.start_rows))
    }
    #[inline(always)]
    fn legal(pos: &Position<u128>, moves: &mut Vec<Move<u128>>) {
        movegen::legal::<Twelve>(pos, moves)
    }
    #[inline(always)]
    fn count(pos: &Position<u128>, scratch: &mut Vec<Move<u128>>) -> usize {
        movegen::count::<Twelve>(pos, scratch)
    }
    fn any(pos: &Position<u128>) -> bool {
        movegen::any::<Twelve>(pos)
    }
    fn crown_threats(pos: &Position<u128>, side: Side) -> i32 {
        crown_threats::<Twelve>(pos, side)
    }
    fn paths_from(pos: &Position<u128>, from: u32) -> RankedPaths<u128> {
        paths::paths_from_on::<Twelve>(pos, from)
    }
    fn step(_: &Position<u128>, b: u128, d: usize) -> u128 {
        capture::step::<Twelve>(b, d)
    }
}

impl<W: Dispatch> Position<W> {
    /// The start position: Black's men on the first 12 (20) squares, White's on the last,
    /// White to move (Black under `black_moves_first`).
    pub fn start_position(variant: Variant) -> Position<W> {
        let (white, black) = W::start_bits(&variant);
        let side = if variant.black_moves_first {
            Side::Black
        } else {
            Side::White
        };
        Position::from_parts(variant, white, black, W::ZERO, side)
    }

    /// Whether positions of this type can be played under `rules` (see [`Dispatch::serves`]).
    pub fn plays(rules: &Variant) -> bool {
        W::serves(rules)
    }

    /// Fills `moves` with the legal moves.
    #[inline]
    pub fn generate(&self, moves: &mut Vec<Move<W>>) {
        if self.ended() {
            moves.clear();
            return;
        }
        W::legal(self, moves);
    }

    /// The number of legal moves; `scratch` is used only when there are captures.
    #[inline(always)]
    pub fn count(&self, scratch: &mut Vec<Move<W>>) -> usize {
        if self.ended() {
            return 0;
        }
        W::count(self, scratch)
    }

    /// Whether the side to move has a legal move.
    pub fn has_moves(&self) -> bool {
        !self.ended() && W::any(self)
    }
}
