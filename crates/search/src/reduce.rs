//! Late-move reductions: how many plies less a late move is searched, from a table of the
//! logarithms of the depth and the move's number, and for games whose captures are compulsory
//! (`Evaluate::SELECTIVE`) by the move's number alone.

use std::sync::OnceLock;

/// The late-move reduction of a `SELECTIVE` game's `i`-th move (from 0) at `depth`: one ply
/// from the second move on (the fourth at PV nodes), two from the seventh away from the
/// principal variation; none for captures and promotions (`tactical`) or shallow nodes.
pub(crate) fn selective_reduction(depth: i32, i: usize, pv: bool, tactical: bool) -> i32 {
    if tactical || depth < 3 || i < if pv { 3 } else { 1 } {
        0
    } else if !pv && i >= 6 {
        2
    } else {
        1
    }
}

/// The late-move reduction of the `i`-th move (from 0) at `depth`: grows with the logarithms of
/// both, one less at PV nodes and for killers, and always leaves at least one ply.
pub(crate) fn reduction(depth: i32, i: usize, pv: bool, killer: bool) -> i32 {
    static TABLE: OnceLock<Vec<i32>> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0; 64 * 64];
        for d in 1..64 {
            for m in 1..64 {
                let r = 0.5 + (d as f64).ln() * (m as f64).ln() / 2.2;
                t[d * 64 + m] = r as i32;
            }
        }
        t
    });
    let d = depth.clamp(0, 63) as usize;
    let mut r = table[d * 64 + i.min(63)];
    if pv {
        r -= 1;
    }
    if killer {
        r -= 1;
    }
    r.clamp(0, (depth - 2).max(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selective_reductions_spare_the_first_moves_and_tactics() {
        assert_eq!(selective_reduction(8, 0, false, false), 0);
        assert_eq!(selective_reduction(8, 1, false, false), 1);
        assert_eq!(selective_reduction(8, 2, true, false), 0);
        assert_eq!(selective_reduction(8, 3, true, false), 1);
        assert_eq!(selective_reduction(8, 6, false, false), 2);
        assert_eq!(selective_reduction(8, 6, true, false), 1);
        assert_eq!(selective_reduction(8, 9, false, true), 0);
        assert_eq!(selective_reduction(2, 9, false, false), 0);
    }

    #[test]
    fn reductions_grow_and_leave_a_ply() {
        assert_eq!(reduction(3, 1, false, false), 0);
        assert!(reduction(12, 30, false, false) > reduction(4, 4, false, false));
        assert!(reduction(12, 30, true, false) < reduction(12, 30, false, false));
        for d in 3..40 {
            assert!(d - 1 - reduction(d, 63, false, false) >= 1);
        }
    }
}
