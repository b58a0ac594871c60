//! Capture paths for notation: every sequence a piece can capture along, with its landing
//! squares, found by the capture search of the move generator.

use crate::{
    board::{Geometry, Numbering, Word},
    capture::{NONE, Search, Sink},
    movegen::{View, dispatch},
    mv::Move,
    position::Position,
};

/// A complete capture path: the move and its landing squares (numbers), the last being the
/// end square.
pub(crate) type Path<W> = (Move<W>, Vec<u32>);

/// Collects complete sequences with their landing squares.
struct PathSink<W: Word> {
    numbering: Numbering,
    stack: Vec<u32>,
    /// Each path with its key (see [`Sink::found`]).
    paths: Vec<(Path<W>, u32)>,
}

impl<W: Word> Sink<W> for PathSink<W> {
    const ALL_PATHS: bool = true;
    const RANKED: bool = true;
    fn enter(&mut self, bit: W) {
        self.stack.push(self.numbering.square(bit.trailing_zeros()));
    }
    fn leave(&mut self) {
        self.stack.pop();
    }
    fn found(&mut self, from: u32, to: u32, captured: W, key: u32, crown: bool) {
        let mv = Move::new(self.numbering.code(), from, to, captured, crown);
        self.paths.push(((mv, self.stack.clone()), key));
    }
    fn kept(&self) -> usize {
        self.paths.len()
    }
}

/// Every capture path of the piece on `from` (square number) on the board `G`, in search
/// order, under the position's rules for sequences (not filtered by king priority or the
/// majority rule), each with its key under the majority rule.
pub(crate) fn paths_from_on<G: Geometry>(pos: &Position<G::W>, from: u32) -> RankedPaths<G::W> {
    dispatch!(pos, paths_from_in::<G>(pos, from))
}

fn paths_from_in<G: Geometry, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    from: u32,
) -> Vec<(Path<G::W>, u32)> {
    let v = View::of::<G, WHITE, BACK>(pos);
    let bit = G::W::bit(pos.numbering().bit(from));
    let mut sink = PathSink {
        numbering: pos.numbering(),
        stack: Vec::new(),
        paths: Vec::new(),
    };
    if (v.men | v.kings) & bit == G::W::ZERO {
        return sink.paths;
    }
    let rules = pos.variant();
    let king = v.kings & bit != G::W::ZERO;
    let mut search = Search {
        opp: v.opp,
        prey: if king { v.opp } else { v.prey(pos) },
        opp_kings: v.opp & pos.kings_bits(),
        tie_break: rules.tie_break,
        by_king: king,
        first_king: 0,
        empty: v.empty | bit,
        from: bit.trailing_zeros(),
        crown_row: v.crown_row,
        flying: rules.flying_kings,
        must_continue: rules.king_must_continue,
        crown_mid: rules.crown_mid_capture,
        count: 0,
        sink: &mut sink,
    };
    if king {
        search.king::<G>(bit, G::W::ZERO, NONE, NONE, false);
    } else {
        search.man::<G, WHITE, BACK>(bit, G::W::ZERO);
    }
    sink.paths
}

/// Capture paths, each with its rank under the majority rule.
pub(crate) type RankedPaths<W> = Vec<(Path<W>, u32)>;
