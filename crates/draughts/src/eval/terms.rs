//! The pattern evaluation's terms beyond the regions: what a region cannot see because it
//! spans the board or lives on the kings, which the regions count as empty squares.
//!
//! Each term is an integer feature from White's point of view, Black's part counted on the board
//! turned half a turn with the colours swapped, so that the terms keep the evaluation
//! antisymmetric. Their weights are in sixteenths of a hundredth of a man ([`UNIT`]): a term
//! such as the balance moves the score by a fraction of a hundredth per unit.
//!
//! | term | feature |
//! |---|---|
//! | [`FIRST_KING`] | a side has a king at all (the first king is worth more than the next) |
//! | [`BALANCE`] | Black's men's lean to one wing minus White's (a lean is a weakness) |
//! | [`KING_SAFE`] | empty squares the kings reach where no man can take them |
//! | [`KING_EXPOSED`] | empty squares the kings reach where a man of the other side can take them |
//! | [`KING_SQUARE`] + s − 1 | a king on square s (Black's on the square it turns into) |

use crate::{
    board::{Bits, Eight, Geometry, Ten, bit_of, column_of, shift, square_of},
    position::Draughts,
};

/// A side has a king.
pub const FIRST_KING: usize = 0;
/// Σ over the men of (2 × column − (side − 1)), in absolute value: Black's minus White's.
pub const BALANCE: usize = 1;
/// Squares the kings can move to that no man of the other side can capture on.
pub const KING_SAFE: usize = 2;
/// Squares the kings can move to that a man of the other side can capture on.
pub const KING_EXPOSED: usize = 3;
/// The first of one term per square: a king there.
pub const KING_SQUARE: usize = 4;

/// A term's weight in hundredths of a man is its stored value divided by this.
pub const UNIT: i32 = 16;

/// The number of terms on the board with `n` dark squares per row.
pub const fn count(n: u32) -> usize {
    KING_SQUARE + (2 * n * n) as usize
}

/// Calls `each(term, value)` with the terms of `pos` that are not zero, White's minus Black's.
#[inline]
pub fn each(pos: &Draughts, mut each: impl FnMut(usize, i32)) {
    let n = pos.n();
    let [white, black] = pos.pieces_both();
    let kings = pos.kings_bits();
    let balance = lean(black & !kings, n).abs() - lean(white & !kings, n).abs();
    if balance != 0 {
        each(BALANCE, balance);
    }
    if kings == 0 {
        return;
    }
    let (wk, bk) = (white & kings, black & kings);
    let first = i32::from(wk != 0) - i32::from(bk != 0);
    if first != 0 {
        each(FIRST_KING, first);
    }
    let (safe, exposed) = if n == 5 {
        reach::<Ten>(pos, wk, bk)
    } else {
        reach::<Eight>(pos, wk, bk)
    };
    if safe != 0 {
        each(KING_SAFE, safe);
    }
    if exposed != 0 {
        each(KING_EXPOSED, exposed);
    }
    let squares = 2 * n * n;
    for bit in Bits(wk) {
        each(KING_SQUARE + square_of(bit, n) as usize - 1, 1);
    }
    for bit in Bits(bk) {
        each(KING_SQUARE + (squares - square_of(bit, n)) as usize, -1);
    }
}

/// The sum of the terms' weights, in hundredths of a man, White's point of view.
#[inline]
pub fn score(pos: &Draughts, weights: &[i16]) -> i32 {
    if weights.is_empty() {
        return 0;
    }
    let mut sum = 0i32;
    each(pos, |t, v| sum += i32::from(weights[t]) * v);
    // Truncation towards zero: the colour-swapped position gets exactly the opposite.
    sum / UNIT
}

/// Σ over `men` of (2 × column − (side − 1)): negative leaning to the a-file, positive to the
/// other wing.
fn lean(men: u64, n: u32) -> i32 {
    let masks: &[u64] = if n == 5 { &COLUMNS_10 } else { &COLUMNS_8 };
    let side = 2 * n as i32;
    masks
        .iter()
        .enumerate()
        .map(|(c, &m)| (men & m).count_ones() as i32 * (2 * c as i32 - (side - 1)))
        .sum()
}

const COLUMNS_10: [u64; 10] = columns::<10>(5);
const COLUMNS_8: [u64; 8] = columns::<8>(4);

const fn columns<const SIDE: usize>(n: u32) -> [u64; SIDE] {
    let mut out = [0u64; SIDE];
    let mut square = 1;
    while square <= 2 * n * n {
        let bit = bit_of(square, n);
        out[column_of(bit, n) as usize] |= 1 << bit;
        square += 1;
    }
    out
}

/// White's kings' reach minus Black's: (safe squares, exposed squares).
fn reach<G: Geometry<W = u64>>(pos: &Draughts, wk: u64, bk: u64) -> (i32, i32) {
    let [white, black] = pos.pieces_both();
    let kings = pos.kings_bits();
    let empty = G::BOARD & !(white | black);
    let side = |own: u64, their_men: u64| {
        // A square is exposed when a man stands next to it with an empty square beyond.
        let mut danger = 0u64;
        for d in 0..4 {
            danger |= shift::<G>(their_men, 3 - d) & shift::<G>(empty, d);
        }
        let mut reached = 0u64;
        for bit in Bits(own) {
            for d in 0..4 {
                let mut at = shift::<G>(1u64 << bit, d) & empty;
                while at != 0 {
                    reached |= at;
                    at = shift::<G>(at, d) & empty;
                }
            }
        }
        let exposed = (reached & danger).count_ones() as i32;
        (reached.count_ones() as i32 - exposed, exposed)
    };
    let (ws, we) = side(wk, black & !kings);
    let (bs, be) = side(bk, white & !kings);
    (ws - bs, we - be)
}

#[cfg(test)]
mod tests {
    use ply_core::Game;

    use super::*;
    use crate::Variant;

    fn terms(text: &str) -> Vec<(usize, i32)> {
        let pos = Draughts::from_text(text, &Variant::international()).unwrap();
        let mut out = Vec::new();
        each(&pos, |t, v| out.push((t, v)));
        out
    }

    #[test]
    fn the_start_has_no_terms() {
        assert!(terms(&Draughts::start(&Variant::international()).to_text()).is_empty());
    }

    #[test]
    fn a_lean_to_one_wing_counts_against_its_side() {
        // White's men all on the left wing (columns a, b), Black's in the middle.
        let t = terms("W:W36,46:B23,28");
        let balance = t.iter().find(|(k, _)| *k == BALANCE).unwrap().1;
        assert!(balance < 0, "{t:?}");
        // The same turned about: Black leans, so White is better off.
        let t = terms("W:W23,28:B5,15");
        assert!(
            t.iter().find(|(k, _)| *k == BALANCE).unwrap().1 > 0,
            "{t:?}"
        );
    }

    #[test]
    fn kings_count_their_reach_and_their_square() {
        // A white king in the corner on 46, the long diagonal open up to Black's man on 5:
        // eight squares, of which 10 is exposed (the man on 5 takes a piece there, landing
        // on 14).
        let t = terms("W:WK46:B5");
        assert!(t.contains(&(FIRST_KING, 1)), "{t:?}");
        assert!(t.contains(&(KING_SAFE, 7)), "{t:?}");
        assert!(t.contains(&(KING_EXPOSED, 1)), "{t:?}");
        assert!(t.contains(&(KING_SQUARE + 45, 1)), "{t:?}");
        // With 14 taken by a white man the man on 5 cannot land there: 10 is safe, and the
        // king's reach ends at 19.
        let t = terms("W:WK46,14:B5");
        assert!(t.contains(&(KING_SAFE, 6)), "{t:?}");
        assert!(!t.iter().any(|(k, _)| *k == KING_EXPOSED), "{t:?}");
        // Black's king on 5 is White's king on 46 turned about: everything cancels.
        let mut sum = [0; 54];
        each(
            &Draughts::from_text("W:WK46:BK5", &Variant::international()).unwrap(),
            |k, v| sum[k] += v,
        );
        assert_eq!(sum, [0; 54]);
    }

    #[test]
    fn only_terms_that_are_not_zero_are_listed() {
        // Black's first king counts for Black, White's man on 31 leans to the left wing.
        let t = terms("B:W31:BK1");
        assert!(t.contains(&(FIRST_KING, -1)), "{t:?}");
        assert!(t.contains(&(BALANCE, -7)), "{t:?}");
        assert!(t.iter().all(|(_, v)| *v != 0), "{t:?}");
    }
}
