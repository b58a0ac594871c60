//! The pattern evaluation of kabe and international draughts.
//!
//! The board is covered by overlapping regions of 4×4 squares, each holding 8 dark squares,
//! whose origins step two rows and two columns at a time: 9 regions on 8×8, 16 on 10×10.
//! Each dark square of a region is empty, a white man or a black man (kings count as empty:
//! they are material), so a region is in one of 3^8 = 6561 configurations, and each region has
//! a table of values for them. Material (men, kings), the move and, when the weights have them,
//! the terms of [`super::terms`] complete the evaluation; on the 10×10 board a lead the
//! material left can hardly win is then shrunk ([`drawish_divisor`]).
//! Weights may hold two tables per region, one for the full board and one for the bare board:
//! a region then adds the two values blended by the share of the men that are left.
//!
//! The evaluation is antisymmetric by construction: a region is read twice, once as it stands
//! for White, and once turned half a turn with the colours swapped, as the region it then
//! covers reads it for Black. The position turned about with colours and turn swapped therefore
//! gets exactly the opposite score, and the start position the tempo value.
//!
//! A region's index is gathered from the bitboards with four shifts per colour: rows `R` and
//! `R + 1` of a region put their two squares on adjacent bits, `n` bits apart, and rows `R + 2`
//! and `R + 3` one ghost bit further on.

use ply_core::Side;

use super::{
    terms,
    weights::{CONFIGS, Weights, regions},
};
use crate::position::Draughts;

/// The men of both sides at the start: `n - 1` rows of `n` each (24 on 8×8, 40 on 10×10).
pub const fn full_men(n: u32) -> i32 {
    (2 * n * (n - 1)) as i32
}

/// Bit patterns of 8 squares in base 3: `TRITS[m]` = Σ 3^i over the set bits i of m.
const TRITS: [u16; 256] = trits(false);
/// The same for the mask read backwards (the region turned half a turn).
const TRITS_REV: [u16; 256] = trits(true);

const fn trits(reverse: bool) -> [u16; 256] {
    let mut out = [0u16; 256];
    let mut m = 0;
    while m < 256 {
        let mut value = 0u16;
        let mut power = 1u16;
        let mut i = 0;
        while i < 8 {
            let bit = if reverse { 7 - i } else { i };
            if m & (1 << bit) != 0 {
                value += power;
            }
            power *= 3;
            i += 1;
        }
        out[m] = value;
        m += 1;
    }
    out
}

/// The lowest bit of each region's first row, regions row by row from White's far side.
fn origins(n: u32) -> impl Iterator<Item = u32> {
    (0..n - 1).flat_map(move |i| {
        (0..n - 1).map(move |j| {
            let (row, column) = (2 * i, 2 * j);
            row * n + column / 2 + row / 2
        })
    })
}

/// A region's 8 squares of `bits` as an 8-bit mask: two squares per row, first row lowest.
#[inline(always)]
fn gather(bits: u64, o: u32, n: u32) -> usize {
    (((bits >> o) & 3)
        | (((bits >> (o + n)) & 3) << 2)
        | (((bits >> (o + 2 * n + 1)) & 3) << 4)
        | (((bits >> (o + 3 * n + 1)) & 3) << 6)) as usize
}

/// Each region's configuration for White, and the configuration its half-turned partner region
/// sees for Black (which indexes that partner's table).
#[inline(always)]
fn indices(white: u64, black: u64, n: u32, mut each: impl FnMut(usize, usize, usize)) {
    for (r, o) in origins(n).enumerate() {
        let (w, b) = (gather(white, o, n), gather(black, o, n));
        let own = TRITS[w] + 2 * TRITS[b];
        let turned = TRITS_REV[b] + 2 * TRITS_REV[w];
        each(r, own as usize, turned as usize);
    }
}

/// The features of a position: what the score from the side to move's point of view is the sum
/// of. `men` and `kings` are White's count minus Black's, `sign` +1 with White to move and -1
/// with Black; region `r` adds `sign` times value `own` of its table and subtracts `sign` times
/// value `turned` of its partner's table (`regions - 1 - r`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Features {
    pub sign: i32,
    pub men: i32,
    pub kings: i32,
    /// Both sides' men on the board, at most [`full_men`]: the weight of the full board's
    /// tables when there are two phases.
    pub men_on_board: i32,
    /// `(table index of own, table index of turned)` per region, indices into `Weights::tables`.
    pub regions: Vec<(u32, u32)>,
    /// The terms that are not zero, White's minus Black's ([`terms::each`]).
    pub terms: Vec<(u16, i32)>,
    /// Men and kings per side, White's first: the drawish material that shrinks a lead
    /// ([`drawish`]) on the 10×10 board.
    pub men_per_side: [i32; 2],
    pub kings_per_side: [i32; 2],
}

impl Features {
    /// The features of a position on the board of `n` squares per row.
    pub fn of(pos: &Draughts) -> Features {
        let n = pos.n();
        let [white, black] = pos.pieces_both();
        let kings = pos.kings_bits();
        let count = regions(n);
        let mut out = Vec::with_capacity(count);
        indices(white & !kings, black & !kings, n, |r, own, turned| {
            out.push((
                (r * CONFIGS + own) as u32,
                ((count - 1 - r) * CONFIGS + turned) as u32,
            ))
        });
        let mut listed = Vec::new();
        terms::each(pos, |t, v| listed.push((t as u16, v)));
        let per_side = |bits: u64| {
            [
                (white & bits).count_ones() as i32,
                (black & bits).count_ones() as i32,
            ]
        };
        Features {
            terms: listed,
            men_per_side: per_side(!kings),
            kings_per_side: per_side(kings),
            sign: if pos.side_to_move_inner() == Side::White {
                1
            } else {
                -1
            },
            men: (white & !kings).count_ones() as i32 - (black & !kings).count_ones() as i32,
            kings: (white & kings).count_ones() as i32 - (black & kings).count_ones() as i32,
            men_on_board: (((white | black) & !kings).count_ones() as i32).min(full_men(n)),
            regions: out,
        }
    }
}

/// The evaluation from the side to move's point of view, in hundredths of a man.
#[inline]
pub fn evaluate(pos: &Draughts, w: &Weights) -> i32 {
    let n = pos.n();
    let [white, black] = pos.pieces_both();
    let kings = pos.kings_bits();
    let (wm, bm) = (white & !kings, black & !kings);
    let count = regions(n);
    let mut score = if w.phases == 1 {
        let tables = &w.tables;
        let mut sum = 0i32;
        indices(wm, bm, n, |r, own, turned| {
            sum += i32::from(tables[r * CONFIGS + own]);
            sum -= i32::from(tables[(count - 1 - r) * CONFIGS + turned]);
        });
        sum
    } else {
        let (full, bare) = w.tables.split_at(count * CONFIGS);
        let (mut early, mut late) = (0i32, 0i32);
        indices(wm, bm, n, |r, own, turned| {
            let (a, b) = (r * CONFIGS + own, (count - 1 - r) * CONFIGS + turned);
            early += i32::from(full[a]) - i32::from(full[b]);
            late += i32::from(bare[a]) - i32::from(bare[b]);
        });
        let all = full_men(n);
        let men = ((wm | bm).count_ones() as i32).min(all);
        // Division truncates towards zero, so the colour-swapped position gets the opposite.
        (men * early + (all - men) * late) / all
    };
    let (wm, bm) = (wm.count_ones() as i32, bm.count_ones() as i32);
    let (wk, bk) = (
        (white & kings).count_ones() as i32,
        (black & kings).count_ones() as i32,
    );
    score += i32::from(w.man) * (wm - bm) + i32::from(w.king) * (wk - bk);
    score += terms::score(pos, &w.terms);
    if n == 5 {
        score = drawish(score, [wm, bm], [wk, bk]);
    }
    let score = if pos.side_to_move_inner() == Side::White {
        score
    } else {
        -score
    };
    score + i32::from(w.tempo)
}

/// A lead (White's `score`, men and kings per side) that the material left cannot easily turn
/// into a win on the 10×10 board, shrunk by [`drawish_divisor`].
fn drawish(score: i32, men: [i32; 2], kings: [i32; 2]) -> i32 {
    if score == 0 {
        0
    } else {
        // Division truncates towards zero, so the colour-swapped position gets the opposite.
        score / drawish_divisor(score > 0, men, kings)
    }
}

/// What a lead is divided by: 8 when the side ahead has three pieces or fewer against a king
/// (three kings cannot catch a king that holds the long diagonal), 2 when both sides have as
/// many kings and the men differ by one at most, 1 otherwise or when the side behind has no
/// king.
pub fn drawish_divisor(white_ahead: bool, men: [i32; 2], kings: [i32; 2]) -> i32 {
    let (ahead, behind) = if white_ahead { (0, 1) } else { (1, 0) };
    if kings[behind] == 0 {
        1
    } else if men[ahead] + kings[ahead] <= 3 {
        8
    } else if kings[0] == kings[1] && (men[0] - men[1]).abs() <= 1 {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Bits, bit_of, column_of, row_of};

    #[test]
    fn regions_cover_four_rows_and_four_columns() {
        for n in [4, 5] {
            let side = 2 * n;
            let mut covered = 0u64;
            for o in origins(n) {
                let mask = (0..8).fold(0u64, |m, i| {
                    m | (u64::from(gather(!0, o, n) as u8 >> i & 1) << i)
                });
                assert_eq!(mask, 0xff);
                let mut region = 0u64;
                for k in 0..4 {
                    region |= 3 << [o, o + n, o + 2 * n + 1, o + 3 * n + 1][k];
                }
                let rows: Vec<u32> = Bits(region).map(|b| row_of(b, n)).collect();
                let cols: Vec<u32> = Bits(region).map(|b| column_of(b, n)).collect();
                let (r0, c0) = (*rows.iter().min().unwrap(), *cols.iter().min().unwrap());
                assert!(rows.iter().all(|r| (r0..r0 + 4).contains(r)), "{rows:?}");
                assert!(cols.iter().all(|c| (c0..c0 + 4).contains(c)), "{cols:?}");
                assert!(r0 % 2 == 0 && r0 + 4 <= side);
                covered |= region;
            }
            let board = (1..=2 * n * n).fold(0u64, |m, s| m | 1 << bit_of(s, n));
            assert_eq!(covered, board, "every square is in some region");
        }
    }

    /// The position turned half a turn with the colours and the turn swapped.
    fn flipped(pos: &Draughts) -> Draughts {
        let squares = pos.variant().squares();
        let mut lists = [Vec::new(), Vec::new()];
        for s in 1..=squares {
            if let Some((side, king)) = pos.piece_at(s) {
                let k = if king { "K" } else { "" };
                lists[(!side).index()].push(format!("{k}{}", squares + 1 - s));
            }
        }
        let to_move = if pos.side_to_move_inner() == Side::White {
            "B"
        } else {
            "W"
        };
        let text = format!("{to_move}:W{}:B{}", lists[0].join(","), lists[1].join(","));
        <Draughts as ply_core::Game>::from_text(&text, pos.variant()).unwrap()
    }

    /// Weights with every value set from a hash of its place, so that no symmetry is built in.
    fn scrambled(game: &str, phases: usize) -> Weights {
        let mut w = Weights::zero_phased(game, phases).unwrap().with_terms();
        let mut x = 0x1234_5678_9abc_def0u64;
        for v in w.tables.iter_mut().chain(w.terms.iter_mut()) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *v = (x % 201) as i16 - 100;
        }
        w.tempo = 7;
        w
    }

    #[test]
    fn a_position_and_its_flipped_mirror_score_opposite() {
        use ply_core::{Game, rng::SplitMix64};
        for (v, game, phases) in [
            (crate::Variant::kabe(), "kabe", 1),
            (crate::Variant::international(), "draughts", 1),
            (crate::Variant::kabe(), "kabe", 2),
            (crate::Variant::international(), "draughts", 2),
        ] {
            let w = scrambled(game, phases);
            let start = Draughts::start(&v);
            assert_eq!(
                evaluate(&start, &w),
                7,
                "{game}: the start scores the tempo"
            );
            let mut rng = SplitMix64::new(5);
            let mut moves = Vec::new();
            let mut seen_nonzero = false;
            for _ in 0..40 {
                let mut pos = start;
                for _ in 0..rng.below(60) {
                    pos.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    pos.play(moves[rng.below(moves.len())]);
                }
                // From the side to move's point of view the two are the same; for White they
                // are opposite.
                let (a, b) = (evaluate(&pos, &w) - 7, evaluate(&flipped(&pos), &w) - 7);
                assert_eq!(a, b, "{game}: {}", pos.to_text());
                seen_nonzero |= a != 0;
                // The features add up to the same score.
                let f = Features::of(&pos);
                let size = w.tables.len() / phases;
                let table = |phase: usize| {
                    let t = &w.tables[phase * size..];
                    f.regions.iter().fold(0, |sum, &(own, turned)| {
                        sum + i32::from(t[own as usize]) - i32::from(t[turned as usize])
                    })
                };
                let regions = if phases == 1 {
                    table(0)
                } else {
                    let all = full_men(pos.n());
                    (f.men_on_board * table(0) + (all - f.men_on_board) * table(1)) / all
                };
                let terms = f.terms.iter().fold(0, |sum, &(t, v)| {
                    sum + i32::from(w.terms[usize::from(t)]) * v
                }) / terms::UNIT;
                let mut white =
                    i32::from(w.man) * f.men + i32::from(w.king) * f.kings + regions + terms;
                if pos.n() == 5 {
                    white = drawish(white, f.men_per_side, f.kings_per_side);
                }
                assert_eq!(f.sign * white + 7, evaluate(&pos, &w));
            }
            assert!(seen_nonzero);
        }
    }

    #[test]
    fn a_drawish_lead_is_shrunk() {
        // Men, then kings, White's first.
        // Three kings against one: a draw unless the lone king misses the long diagonal.
        assert_eq!(drawish_divisor(true, [0, 0], [3, 1]), 8);
        assert_eq!(drawish_divisor(false, [0, 0], [1, 3]), 8);
        // A man up with a king each.
        assert_eq!(drawish_divisor(true, [3, 2], [1, 1]), 2);
        // The side behind has no king: the lead stands.
        assert_eq!(drawish_divisor(true, [2, 0], [1, 0]), 1);
        // Two men up with a king each, or a king more: the lead stands.
        assert_eq!(drawish_divisor(true, [4, 2], [1, 1]), 1);
        assert_eq!(drawish_divisor(true, [3, 3], [2, 1]), 1);
        // The division keeps the evaluation antisymmetric.
        assert_eq!(drawish(301, [0, 0], [3, 1]), 37);
        assert_eq!(drawish(-301, [0, 0], [1, 3]), -37);
        assert_eq!(drawish(0, [0, 0], [1, 3]), 0);
    }

    #[test]
    fn base_three_tables() {
        assert_eq!(TRITS[0b1], 1);
        assert_eq!(TRITS[0b10], 3);
        assert_eq!(TRITS[0xff], 3280);
        assert_eq!(TRITS_REV[0b1], 2187);
        assert_eq!(usize::from(TRITS[0xff] + 2 * TRITS[0]), 3280);
        assert!(usize::from(2 * TRITS[0xff]) < CONFIGS);
    }
}
