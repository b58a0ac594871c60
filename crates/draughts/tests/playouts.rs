//! Property tests over random playouts of the presets: the shared conformance checks
//! (text and move-text round-trips, hash, count_moves), material bookkeeping, and the PDN
//! record round-trip.

use ply_core::{
    Game, Side, Tactics,
    testing::{check_record_round_trip, random_playout},
};
use ply_draughts::{Draughts, Variant};
use proptest::prelude::*;

fn pieces(pos: &Draughts, side: Side) -> u32 {
    let (men, kings) = pos.material(side);
    men + kings
}

fn run(rules: Variant, seed: u64) {
    let start = Draughts::start(&rules);
    let record = random_playout(&start, &rules, seed, 200);
    let positions = record.positions();
    for (pos, (&mv, next)) in positions
        .iter()
        .zip(record.moves().iter().zip(&positions[1..]))
    {
        let us = pos.side_to_move();
        assert!(pieces(next, us) <= pieces(pos, us), "pieces grew");
        let (men, kings) = pos.material(us);
        let (men2, kings2) = next.material(us);
        assert!(
            men2 + kings2 == men + kings && kings2 >= kings,
            "own material changed"
        );
        assert_eq!(
            pieces(pos, !us) - pieces(next, !us),
            mv.captured_count(),
            "{}: captured count of {}",
            pos.to_text(),
            pos.format_move(mv)
        );
        assert_eq!(pos.is_capture(mv), mv.captured_count() > 0);
    }
    check_record_round_trip(&record);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn kabe_playouts(seed in any::<u64>()) {
        run(Variant::kabe(), seed);
    }

    #[test]
    fn draughts_playouts(seed in any::<u64>()) {
        run(Variant::international(), seed);
    }

    #[test]
    fn eight_by_eight_preset_playouts(seed in any::<u64>(), which in 0usize..4) {
        let rules = [
            Variant::russian(),
            Variant::brazilian(),
            Variant::pool(),
            Variant::checkers(),
        ][which];
        run(rules, seed);
    }

    #[test]
    fn variant_playouts(seed in any::<u64>(), mask in 0u8..32) {
        // Other combinations of the options on both boards.
        let mut rules = if mask & 1 == 0 { Variant::kabe() } else { Variant::international() };
        rules.men_capture_backwards = mask & 2 != 0;
        rules.flying_kings = mask & 4 != 0;
        rules.crown_mid_capture = mask & 8 != 0;
        rules.king_priority = mask & 16 != 0;
        run(rules, seed);
    }
}
