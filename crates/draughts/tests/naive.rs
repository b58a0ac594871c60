//! The engine's legal moves against a plain reference generator (tests/common/naive.rs), over
//! whole trees of capture-rich positions and over random playouts of the presets.

mod common;

use common::naive;
use ply_core::{Game, testing::SplitMix64};
use ply_draughts::{Draughts, Variant};
use proptest::prelude::*;

fn compare(pos: &Draughts) {
    assert_eq!(naive::engine(pos), naive::legal(pos), "{}", pos.to_text());
}

fn walk(pos: &Draughts, depth: u32) {
    compare(pos);
    if depth == 0 {
        return;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    for mv in moves {
        let mut next = *pos;
        next.play(mv);
        walk(&next, depth - 1);
    }
}

#[test]
fn king_rich_positions() {
    let v = Variant::international();
    for text in [
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        "W:WK37,41,47:B2,6,21,43",
        "W:WK46:B31,33,37,43",
    ] {
        walk(&Draughts::from_text(text, &v).unwrap(), 3);
    }
    let k = Variant::kabe();
    for text in [
        "W:WK3,13:B2,6,7,26,27,K30",
        "W:W5,24,27,32:B2,3,4,7,12,16,K25",
    ] {
        walk(&Draughts::from_text(text, &k).unwrap(), 3);
    }
}

/// Plays a random game, comparing the move lists at every ply.
fn playout(rules: Variant, seed: u64) {
    let mut rng = SplitMix64::new(seed);
    let mut pos = Draughts::start(&rules);
    let mut moves = Vec::new();
    for _ in 0..150 {
        compare(&pos);
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        pos.play(moves[rng.below(moves.len())]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn kabe_matches_reference(seed in any::<u64>()) {
        playout(Variant::kabe(), seed);
    }

    #[test]
    fn draughts_matches_reference(seed in any::<u64>()) {
        playout(Variant::international(), seed);
    }

    #[test]
    fn eight_by_eight_presets_match_reference(seed in any::<u64>(), which in 0usize..4) {
        let rules = [
            Variant::russian(),
            Variant::brazilian(),
            Variant::pool(),
            Variant::checkers(),
        ][which];
        playout(rules, seed);
    }

    #[test]
    fn other_options_match_reference(seed in any::<u64>(), mask in 0u8..128) {
        // Every combination of the options the reference models, on both boards.
        let mut rules = if mask & 1 == 0 { Variant::kabe() } else { Variant::international() };
        rules.men_capture_backwards = mask & 2 != 0;
        rules.flying_kings = mask & 4 != 0;
        rules.king_priority = mask & 8 != 0;
        rules.majority_rule = mask & 16 != 0;
        rules.king_must_continue = mask & 32 != 0;
        rules.crown_mid_capture = mask & 64 != 0;
        playout(rules, seed);
    }
}
