//! Legal moves on bitboards: captures first (compulsory), quiet moves only when there is none.
//! Generation writes into the caller's buffer and allocates nothing else.

use ply_core::Side;

use crate::{
    board::{ALL, Bits, DOWN, Geometry, ORTHOGONAL, UP, Word, shift, shift_orthogonal},
    capture::{MoveSink, NONE, Search, Sink},
    mv::Move,
    position::Position,
    variant::TieBreak,
};

/// Calls `$f::<G, WHITE, BACK>(args)` with the position's side to move and backward-capture
/// rule as constants.
macro_rules! dispatch {
    ($pos:expr, $($f:ident)::+ ::<$g:ident>($($arg:expr),*)) => {
        match ($pos.side_to_move_inner(), $pos.variant().men_capture_backwards) {
            (ply_core::Side::White, false) => $($f)::+::<$g, true, false>($($arg),*),
            (ply_core::Side::White, true) => $($f)::+::<$g, true, true>($($arg),*),
            (ply_core::Side::Black, false) => $($f)::+::<$g, false, false>($($arg),*),
            (ply_core::Side::Black, true) => $($f)::+::<$g, false, true>($($arg),*),
        }
    };
}
pub(crate) use dispatch;

/// The pieces seen from the side to move, and the rule flags the generator needs.
#[derive(Copy, Clone)]
pub(crate) struct View<W> {
    pub men: W,
    pub kings: W,
    pub opp: W,
    pub empty: W,
    /// Forward directions of the side to move.
    pub forward: &'static [usize],
    /// Directions in which its men capture.
    pub man_dirs: &'static [usize],
    pub crown_row: W,
}

impl<W: Word> View<W> {
    /// The view for a side to move and a rule on backward captures known at compile time, so
    /// that the direction loops unroll into constant steps.
    #[inline(always)]
    pub fn of<G: Geometry<W = W>, const WHITE: bool, const BACK: bool>(
        pos: &Position<W>,
    ) -> View<W> {
        let side = if WHITE { Side::White } else { Side::Black };
        let own = pos.pieces(side);
        let opp = pos.pieces(!side);
        let kings = own & pos.kings_bits();
        let forward: &'static [usize] = if WHITE { G::UP } else { G::DOWN };
        View {
            men: own & !kings,
            kings,
            opp,
            empty: G::BOARD & !(own | opp),
            forward,
            man_dirs: if BACK { &ALL } else { forward },
            crown_row: if WHITE {
                G::WHITE_CROWN
            } else {
                G::BLACK_CROWN
            },
        }
    }

    /// The opponent pieces the men may capture: not kings where men cannot capture kings.
    #[inline(always)]
    pub fn prey(&self, pos: &Position<W>) -> W {
        if pos.variant().men_capture_kings {
            self.opp
        } else {
            self.opp & !pos.kings_bits()
        }
    }

    /// The view of the position's side to move.
    pub fn new<G: Geometry<W = W>>(pos: &Position<W>) -> View<W> {
        dispatch!(pos, View::of::<G>(pos))
    }
}

/// The kings free to make a quiet move: all but one that has used up its run of moves
/// (Frisian draughts).
#[inline(always)]
fn quiet_kings<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> G::W {
    if G::ORTH {
        v.kings & !pos.counters().blocked_bits::<G::W>()
    } else {
        v.kings
    }
}

/// The board's [`Numbering::code`](crate::board::Numbering::code), for the moves made.
#[inline(always)]
fn code<G: Geometry>(pos: &Position<G::W>) -> u8 {
    G::N as u8
        | if pos.variant().mirrored {
            crate::board::MIRRORED
        } else {
            0
        }
}

/// The men that can make at least one capture.
#[inline(always)]
fn men_that_capture<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> G::W {
    let prey = v.prey(pos);
    let mut from = G::W::ZERO;
    for &d in v.man_dirs {
        // Opponent pieces with an empty square behind them, seen from direction d.
        let jumpable = prey & shift::<G>(v.empty, 3 - d);
        from |= shift::<G>(jumpable, 3 - d);
    }
    from & v.men
}

/// The men that can capture along a row or a column (Frisian draughts).
#[inline(never)]
fn men_that_capture_orthogonally<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> G::W {
    let prey = v.prey(pos);
    let mut from = G::W::ZERO;
    for d in ORTHOGONAL {
        let jumpable = prey & shift_orthogonal::<G>(v.empty, d ^ 3);
        from |= shift_orthogonal::<G>(jumpable, d ^ 3);
    }
    from & v.men
}

/// Whether some piece can capture along a row or a column (Frisian draughts).
#[inline(never)]
fn captures_orthogonally<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> bool {
    if men_that_capture_orthogonally::<G>(pos, v) != G::W::ZERO {
        return true;
    }
    v.kings != G::W::ZERO
        && kings_capture_along::<G>(
            v,
            pos.variant().flying_kings,
            &ORTHOGONAL,
            shift_orthogonal::<G>,
        )
}

/// Whether some king can capture.
#[inline(always)]
fn kings_capture<G: Geometry>(v: &View<G::W>, flying: bool) -> bool {
    v.kings != G::W::ZERO && kings_capture_along::<G>(v, flying, &ALL, shift::<G>)
}

/// Whether some king can capture in one of the directions `dirs`, each step made by `step`
/// (diagonal or orthogonal): an opposing piece met along the ray (next to the king unless
/// kings fly) with an empty square behind it.
#[inline(always)]
fn kings_capture_along<G: Geometry>(
    v: &View<G::W>,
    flying: bool,
    dirs: &[usize],
    step: impl Fn(G::W, usize) -> G::W,
) -> bool {
    dirs.iter().any(|&d| {
        let mut front = step(v.kings, d);
        let mut hits = front & v.opp;
        if flying {
            front &= v.empty;
            while front != G::W::ZERO {
                front = step(front, d);
                hits |= front & v.opp;
                front &= v.empty;
            }
        }
        step(hits, d) & v.empty != G::W::ZERO
    })
}

/// Whether the side to move has a capture.
#[inline(always)]
pub(crate) fn has_capture<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> bool {
    men_that_capture::<G>(pos, v) != G::W::ZERO
        || kings_capture::<G>(v, pos.variant().flying_kings)
        || (G::ORTH && captures_orthogonally::<G>(pos, v))
}

/// Sends every capture sequence to the sink: kings first, then men (skipped under king
/// priority when a king can capture).
fn captures<G: Geometry, S: Sink<G::W>, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    v: View<G::W>,
    sink: &mut S,
) {
    let rules = pos.variant();
    let opp_kings = if S::RANKED {
        v.opp & pos.kings_bits()
    } else {
        G::W::ZERO
    };
    for k in Bits(v.kings) {
        let bit = G::W::bit(k);
        let mut search = Search {
            opp: v.opp,
            prey: v.opp,
            opp_kings,
            tie_break: rules.tie_break,
            by_king: true,
            first_king: 0,
            empty: v.empty | bit,
            from: k,
            crown_row: v.crown_row,
            flying: rules.flying_kings,
            must_continue: rules.king_must_continue,
            crown_mid: rules.crown_mid_capture,
            count: 0,
            sink: &mut *sink,
        };
        search.king::<G>(bit, G::W::ZERO, NONE, NONE, false);
    }
    if rules.king_priority && sink.kept() > 0 {
        return;
    }
    let prey = v.prey(pos);
    let mut men = men_that_capture::<G>(pos, &v);
    if G::ORTH {
        men |= men_that_capture_orthogonally::<G>(pos, &v);
    }
    for m in Bits(men) {
        let bit = G::W::bit(m);
        let mut search = Search {
            opp: v.opp,
            prey,
            opp_kings,
            tie_break: rules.tie_break,
            by_king: false,
            first_king: 0,
            empty: v.empty | bit,
            from: m,
            crown_row: v.crown_row,
            flying: rules.flying_kings,
            must_continue: rules.king_must_continue,
            crown_mid: rules.crown_mid_capture,
            count: 0,
            sink: &mut *sink,
        };
        search.man::<G, WHITE, BACK>(bit, G::W::ZERO);
    }
}

/// Appends the quiet moves (no capture available is assumed).
#[inline(always)]
fn quiet<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>, moves: &mut Vec<Move<G::W>>) {
    for &d in v.forward {
        for to in Bits(shift::<G>(v.men, d) & v.empty) {
            let from = shift::<G>(G::W::bit(to), 3 - d).trailing_zeros();
            let crown = G::W::bit(to) & v.crown_row != G::W::ZERO;
            moves.push(Move::new(code::<G>(pos), from, to, G::W::ZERO, crown));
        }
    }
    let flying = pos.variant().flying_kings;
    for k in Bits(quiet_kings::<G>(pos, v)) {
        for d in ALL {
            let mut x = shift::<G>(G::W::bit(k), d) & v.empty;
            while x != G::W::ZERO {
                moves.push(Move::new(
                    code::<G>(pos),
                    k,
                    x.trailing_zeros(),
                    G::W::ZERO,
                    false,
                ));
                if !flying {
                    break;
                }
                x = shift::<G>(x, d) & v.empty;
            }
        }
    }
}

/// The number of quiet moves.
#[inline(always)]
pub(crate) fn count_quiet<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> usize {
    let mut count = 0;
    for &d in v.forward {
        count += (shift::<G>(v.men, d) & v.empty).count_ones();
    }
    let kings = quiet_kings::<G>(pos, v);
    if kings != G::W::ZERO {
        let flying = pos.variant().flying_kings;
        for d in ALL {
            let mut front = shift::<G>(kings, d) & v.empty;
            while front != G::W::ZERO {
                count += front.count_ones();
                if !flying {
                    break;
                }
                front = shift::<G>(front, d) & v.empty;
            }
        }
    }
    count as usize
}

/// What the captures of a position look like.
enum Captures<W> {
    /// No capture: quiet moves.
    None,
    /// Only men capture, each one piece with no way to go on: the landing squares of the
    /// jumps in each direction.
    Single([W; 4]),
    /// Anything else: the full search.
    Search,
}

/// Sorts a position into [`Captures`] with a few word operations.
#[inline(always)]
fn classify<G: Geometry>(pos: &Position<G::W>, v: &View<G::W>) -> Captures<G::W> {
    let mut lands = [G::W::ZERO; 4];
    let mut all = G::W::ZERO;
    for &d in v.man_dirs {
        lands[d] = shift::<G>(shift::<G>(v.men, d) & v.opp, d) & v.empty;
        all |= lands[d];
    }
    let rules = pos.variant();
    if kings_capture::<G>(v, rules.flying_kings) {
        return Captures::Search;
    }
    if all == G::W::ZERO {
        if G::ORTH && captures_orthogonally::<G>(pos, v) {
            return Captures::Search;
        }
        return Captures::None;
    }
    if rules.crown_mid_capture && all & v.crown_row != G::W::ZERO {
        return Captures::Search;
    }
    // Could a man go on from a landing square? Not back over the piece it jumped, and not
    // onto its start square (two steps back); jumped pieces count as still there, which errs
    // on the side of the search.
    for &d in v.man_dirs {
        if lands[d] == G::W::ZERO {
            continue;
        }
        for &e in v.man_dirs {
            if e != 3 - d && shift::<G>(shift::<G>(lands[d], e) & v.opp, e) & v.empty != G::W::ZERO
            {
                return Captures::Search;
            }
        }
    }
    if rules.tie_break != TieBreak::None || !rules.men_capture_kings || G::ORTH {
        // The full search applies the tie-breaks and leaves out kings men cannot take.
        return Captures::Search;
    }
    Captures::Single(lands)
}

/// Fills `moves` with the legal moves.
#[inline(always)]
pub(crate) fn legal<G: Geometry>(pos: &Position<G::W>, moves: &mut Vec<Move<G::W>>) {
    dispatch!(pos, legal_in::<G>(pos, moves))
}

fn legal_in<G: Geometry, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    moves: &mut Vec<Move<G::W>>,
) {
    moves.clear();
    let v = View::of::<G, WHITE, BACK>(pos);
    match classify::<G>(pos, &v) {
        Captures::None => quiet::<G>(pos, &v, moves),
        Captures::Single(lands) => {
            for &d in v.man_dirs {
                for to in Bits(lands[d]) {
                    let over = shift::<G>(G::W::bit(to), 3 - d);
                    let from = shift::<G>(over, 3 - d).trailing_zeros();
                    let crown = G::W::bit(to) & v.crown_row != G::W::ZERO;
                    moves.push(Move::new(code::<G>(pos), from, to, over, crown));
                }
            }
        }
        Captures::Search => {
            all_captures::<G, WHITE, BACK>(pos, v, moves);
            // Only kings stood where men looked able to capture (Italian draughts).
            if moves.is_empty() {
                quiet::<G>(pos, &v, moves);
            }
        }
    }
}

/// Every capture into `moves`, through the sink the rules need.
#[inline(always)]
fn all_captures<G: Geometry, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    v: View<G::W>,
    moves: &mut Vec<Move<G::W>>,
) {
    if pos.variant().tie_break != TieBreak::None {
        return ranked_captures::<G, WHITE, BACK>(pos, v, moves);
    }
    let mut sink = MoveSink::<_, false> {
        moves,
        start: 0,
        best: 0,
        majority: pos.variant().majority_rule,
        code: code::<G>(pos),
    };
    captures::<G, _, WHITE, BACK>(pos, v, &mut sink);
}

/// [`all_captures`] under a tie-break (Italian and Spanish draughts), kept apart so that the
/// other rules' search does not carry what the tie-breaks need.
#[inline(never)]
fn ranked_captures<G: Geometry, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    v: View<G::W>,
    moves: &mut Vec<Move<G::W>>,
) {
    let mut sink = MoveSink::<_, true> {
        moves,
        start: 0,
        best: 0,
        majority: pos.variant().majority_rule,
        code: code::<G>(pos),
    };
    captures::<G, _, WHITE, BACK>(pos, v, &mut sink);
}

/// The number of legal moves, counting quiet moves and single captures without generating
/// them.
#[inline(always)]
pub(crate) fn count<G: Geometry>(pos: &Position<G::W>, scratch: &mut Vec<Move<G::W>>) -> usize {
    dispatch!(pos, count_in::<G>(pos, scratch))
}

#[inline(always)]
fn count_in<G: Geometry, const WHITE: bool, const BACK: bool>(
    pos: &Position<G::W>,
    scratch: &mut Vec<Move<G::W>>,
) -> usize {
    let v = View::of::<G, WHITE, BACK>(pos);
    match classify::<G>(pos, &v) {
        Captures::None => count_quiet::<G>(pos, &v),
        Captures::Single(lands) => lands.iter().map(|l| l.count_ones() as usize).sum(),
        Captures::Search => {
            scratch.clear();
            all_captures::<G, WHITE, BACK>(pos, v, scratch);
            match scratch.len() {
                // Only kings stood where men looked able to capture (Italian draughts).
                0 => count_quiet::<G>(pos, &v),
                n => n,
            }
        }
    }
}

/// Whether the side to move has any legal move.
pub(crate) fn any<G: Geometry>(pos: &Position<G::W>) -> bool {
    let v = View::new::<G>(pos);
    has_capture::<G>(pos, &v) || count_quiet::<G>(pos, &v) > 0
}

/// The men of `side` one step from their crown row with an empty square ahead to step onto
/// (the evaluation of breakthrough).
pub(crate) fn crown_threats<G: Geometry>(pos: &Position<G::W>, side: Side) -> i32 {
    let empty = G::BOARD & !(pos.pieces(Side::White) | pos.pieces(Side::Black));
    let men = pos.pieces(side) & !pos.kings_bits();
    let (forward, crown) = match side {
        Side::White => (UP, G::WHITE_CROWN),
        Side::Black => (DOWN, G::BLACK_CROWN),
    };
    let mut threats = 0;
    for bit in Bits(men) {
        let from = G::W::bit(bit);
        if forward
            .iter()
            .any(|&d| shift::<G>(from, d) & empty & crown != G::W::ZERO)
        {
            threats += 1;
        }
    }
    threats
}
