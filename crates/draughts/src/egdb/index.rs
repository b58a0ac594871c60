//! The perfect index of a material signature: every placement of the pieces gets one number.
//!
//! Squares are counted 0-based in the usual layout (square number minus one). White's men are
//! placed on the squares off White's crown row, Black's men off Black's crown row, then White's
//! kings on the squares the men left free, then Black's kings on what is left. Each set is a
//! combination ranked in colexicographic order, and the four ranks are the digits of the index.
//! Only one thing makes a number name no position: White's and Black's men on the same square
//! (the two men's sets are ranked independently); [`Index::unrank`] says so.

use ply_core::Side;

use crate::position::Draughts;

/// `BINOMIAL[n][k]` = n choose k, for n up to 64.
const BINOMIAL: [[u64; 8]; 65] = binomials();

const fn binomials() -> [[u64; 8]; 65] {
    let mut t = [[0u64; 8]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k < 8 {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
}

/// n choose k (k below 8).
pub(crate) fn choose(n: u32, k: u32) -> u64 {
    BINOMIAL[n as usize][k as usize]
}

/// The colexicographic rank of a set of small numbers.
fn rank_set(mut set: u64) -> u64 {
    let mut rank = 0;
    let mut i = 1;
    while set != 0 {
        let c = set.trailing_zeros();
        rank += choose(c, i);
        set &= set - 1;
        i += 1;
    }
    rank
}

/// The set of `k` numbers below `n` with this colexicographic rank.
fn unrank_set(mut rank: u64, k: u32, n: u32) -> u64 {
    let mut set = 0;
    let mut top = n;
    for i in (1..=k).rev() {
        let mut c = top - 1;
        while choose(c, i) > rank {
            c -= 1;
        }
        rank -= choose(c, i);
        set |= 1 << c;
        top = c;
    }
    set
}

/// The positions of `set`'s members among the members of `free` (a subset of `free`).
fn compress(set: u64, free: u64) -> u64 {
    let mut out = 0;
    let mut s = set;
    while s != 0 {
        let bit = s.trailing_zeros();
        out |= 1 << (free & ((1u64 << bit) - 1)).count_ones();
        s &= s - 1;
    }
    out
}

/// The members of `free` at the positions in `set`.
fn expand(set: u64, free: u64) -> u64 {
    let mut out = 0;
    let mut f = free;
    let mut i = 0;
    while f != 0 && (set >> i) != 0 {
        let low = f & f.wrapping_neg();
        if set & (1 << i) != 0 {
            out |= low;
        }
        f &= f - 1;
        i += 1;
    }
    out
}

/// A placement of the pieces as square sets (bit `s` = square `s + 1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub white_men: u64,
    pub white_kings: u64,
    pub black_men: u64,
    pub black_kings: u64,
}

/// The index of one signature on one board.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Index {
    sig: Signature,
    /// Squares per row.
    n: u32,
    squares: u32,
    /// The count of each digit: White's men, Black's men, White's kings, Black's kings.
    sizes: [u64; 4],
}

impl Index {
    pub fn new(sig: Signature, size: u8) -> Index {
        let n = u32::from(size) / 2;
        let squares = 2 * n * n;
        let (wm, wk, bm, bk) = sig.counts();
        let men = wm + bm;
        Index {
            sig,
            n,
            squares,
            sizes: [
                choose(squares - n, wm),
                choose(squares - n, bm),
                choose(squares - men, wk),
                choose(squares - men - wk, bk),
            ],
        }
    }

    /// The number of indices, one side to move.
    pub fn len(&self) -> u64 {
        self.sizes.iter().product()
    }

    /// The index of a placement of this signature.
    pub fn rank(&self, p: &Placement) -> u64 {
        let [_, bm_n, wk_n, bk_n] = self.sizes;
        let men = p.white_men | p.black_men;
        let wm = rank_set(p.white_men >> self.n);
        let bm = rank_set(p.black_men);
        let wk = rank_set(compress(p.white_kings, !men));
        let bk = rank_set(compress(p.black_kings, !(men | p.white_kings)));
        ((wm * bm_n + bm) * wk_n + wk) * bk_n + bk
    }

    /// The placement of an index, or `None` when White's and Black's men would share a square.
    pub fn unrank(&self, index: u64) -> Option<Placement> {
        let [_, bm_n, wk_n, bk_n] = self.sizes;
        let (wm_c, wk_c, bm_c, bk_c) = self.sig.counts();
        let bk = index % bk_n;
        let rest = index / bk_n;
        let wk = rest % wk_n;
        let rest = rest / wk_n;
        let bm = rest % bm_n;
        let wm = rest / bm_n;
        let men_squares = self.squares - self.n;
        let white_men = unrank_set(wm, wm_c, men_squares) << self.n;
        let black_men = unrank_set(bm, bm_c, men_squares);
        if white_men & black_men != 0 {
            return None;
        }
        let board = (1u64 << self.squares) - 1;
        let men = white_men | black_men;
        let free = board & !men;
        let white_kings = expand(unrank_set(wk, wk_c, self.squares - men.count_ones()), free);
        let free = free & !white_kings;
        let black_kings = expand(unrank_set(bk, bk_c, free.count_ones()), free);
        Some(Placement {
            white_men,
            white_kings,
            black_men,
            black_kings,
        })
    }
}

/// A material signature: the numbers of White's men and kings and Black's men and kings.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Signature {
    pub white_men: u8,
    pub white_kings: u8,
    pub black_men: u8,
    pub black_kings: u8,
}

impl Signature {
    pub const fn new(white_men: u8, white_kings: u8, black_men: u8, black_kings: u8) -> Signature {
        Signature {
            white_men,
            white_kings,
            black_men,
            black_kings,
        }
    }

    fn counts(self) -> (u32, u32, u32, u32) {
        (
            u32::from(self.white_men),
            u32::from(self.white_kings),
            u32::from(self.black_men),
            u32::from(self.black_kings),
        )
    }

    /// All pieces on the board.
    pub fn pieces(self) -> u32 {
        let (a, b, c, d) = self.counts();
        a + b + c + d
    }

    /// The signature of a position.
    pub fn of(pos: &Draughts) -> Signature {
        let (wm, wk) = pos.material(Side::White);
        let (bm, bk) = pos.material(Side::Black);
        Signature::new(wm as u8, wk as u8, bm as u8, bk as u8)
    }

    /// Its short name: the four counts as digits, White's men and kings, then Black's (`2110`).
    pub fn name(self) -> String {
        format!(
            "{}{}{}{}",
            self.white_men, self.white_kings, self.black_men, self.black_kings
        )
    }

    /// Reads a [`name`](Signature::name).
    pub fn from_name(name: &str) -> Option<Signature> {
        let digits: Vec<u8> = name
            .chars()
            .map(|c| c.to_digit(10).map(|d| d as u8))
            .collect::<Option<_>>()?;
        match digits[..] {
            [a, b, c, d] => Some(Signature::new(a, b, c, d)),
            _ => None,
        }
    }

    /// The number of indices of one side to move on a board of side `size`.
    pub fn positions(self, size: u8) -> u64 {
        Index::new(self, size).len()
    }

    /// Every signature with both sides on the board and at most `pieces` pieces, in build
    /// order: a capture leads to fewer pieces and a crowning to fewer men, so each signature
    /// comes after every signature its moves lead into.
    pub fn up_to(pieces: u32) -> Vec<Signature> {
        let pieces = pieces.min(9) as u8;
        let mut all = Vec::new();
        for wm in 0..=pieces {
            for wk in 0..=pieces - wm {
                for bm in 0..=pieces - wm - wk {
                    for bk in 0..=pieces - wm - wk - bm {
                        if wm + wk > 0 && bm + bk > 0 {
                            all.push(Signature::new(wm, wk, bm, bk));
                        }
                    }
                }
            }
        }
        all.sort_by_key(|s| (s.pieces(), s.white_men + s.black_men, *s));
        all
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_round_trip() {
        assert_eq!(choose(50, 3), 19600);
        for rank in 0..choose(12, 3) {
            let set = unrank_set(rank, 3, 12);
            assert_eq!(set.count_ones(), 3);
            assert_eq!(rank_set(set), rank);
        }
        let free = 0b1011_0110u64;
        assert_eq!(expand(compress(0b1000_0100, free), free), 0b1000_0100);
    }

    #[test]
    fn every_index_is_a_placement_or_two_men_on_a_square() {
        for (sig, size) in [
            (Signature::new(1, 1, 1, 0), 8),
            (Signature::new(0, 2, 2, 0), 8),
            (Signature::new(1, 0, 1, 1), 10),
        ] {
            let index = Index::new(sig, size);
            let mut placements = 0;
            for i in 0..index.len() {
                if let Some(p) = index.unrank(i) {
                    placements += 1;
                    assert_eq!(index.rank(&p), i);
                    let all = [p.white_men, p.white_kings, p.black_men, p.black_kings];
                    let total: u32 = all.iter().map(|s| s.count_ones()).sum();
                    assert_eq!(total, sig.pieces());
                    assert_eq!(all.iter().fold(0, |a, s| a | s).count_ones(), total);
                    // Men never stand on their own crown row.
                    let n = u32::from(size) / 2;
                    let squares = 2 * n * n;
                    assert_eq!(p.white_men & ((1 << n) - 1), 0);
                    assert_eq!(p.black_men >> (squares - n), 0);
                }
            }
            assert!(placements > 0 && placements <= index.len());
        }
    }
}
