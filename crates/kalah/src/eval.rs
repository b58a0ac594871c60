//! The static evaluation: the store margin, plus a little for seeds on one's own side.
//!
//! Seeds on a player's side are half-owned: they are swept to that player when the other side
//! runs empty, but they can also be captured or sown across. They count a quarter of a stored
//! seed. A finished position scores its exact final margin, as margin scoring requires.

use ply_core::Side;

use crate::Kalah;

/// Weight of one seed of store margin, in quarter seeds.
pub const STORE_WEIGHT: i32 = 4;
/// Weight of one seed more on the mover's side than on the opponent's, in quarter seeds.
pub const SIDE_WEIGHT: i32 = 1;
/// The weights are in units of `1 / SCALE` seed.
pub const SCALE: i32 = 4;

/// The evaluation in seeds from the side to move's point of view.
pub fn evaluate(pos: &Kalah) -> i32 {
    if pos.is_finished() {
        return pos.store_margin();
    }
    let me: Side = pos.side();
    let on_sides = pos.seeds_on_side(me) as i32 - pos.seeds_on_side(!me) as i32;
    (STORE_WEIGHT * pos.store_margin() + SIDE_WEIGHT * on_sides) / SCALE
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::KalahRules;

    #[test]
    fn start_is_level_and_finished_is_exact() {
        let rules = KalahRules::default();
        assert_eq!(evaluate(&Kalah::start(&rules)), 0);
        let done = Kalah::from_counts(
            &rules,
            &[0, 0, 0, 0, 0, 0, 30, 1, 2, 3, 0, 0, 0, 36],
            Side::Black,
        )
        .unwrap();
        assert_eq!(evaluate(&done), 42 - 30);
        let mid = Kalah::from_counts(
            &rules,
            &[1, 0, 0, 0, 0, 0, 30, 1, 2, 3, 0, 0, 0, 35],
            Side::White,
        )
        .unwrap();
        assert_eq!(evaluate(&mid), (4 * -5 + (1 - 6)) / 4);
    }
}
