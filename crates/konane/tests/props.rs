//! Property tests over random playouts: the shared conformance checks (text, move and hash
//! round-trips), record round-trips, and stone counts that never grow.

use ply_core::{
    Evaluate, Game, NoRules, Side,
    testing::{check_record_round_trip, random_playout},
};
use ply_konane::{Konane, Move, Square};
use proptest::prelude::*;

/// Positions to start playouts from: the start and the reference positions.
const STARTS: [&str; 4] = [
    ply_konane::START_TEXT,
    "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwb1bwb/bwbw1wbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b",
    "bwbwbwb1/w1wb1b2/b5bw/1b2w1w1/1w1w3w/w2b4/b3b3/w1wb1b1b w",
    "bwbwbwbw/wbwbwbw1/bwbwbwb1/wbwbwbwb/bwbwbw2/wbwbwb2/3wb1b1/4w2b b",
];

fn stones(p: &Konane) -> (u32, u32) {
    (
        p.stones(Side::White).count_ones(),
        p.stones(Side::Black).count_ones(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn playouts_keep_the_contract(seed in any::<u64>(), which in 0..STARTS.len()) {
        let start = Konane::from_text(STARTS[which], &NoRules).unwrap();
        let record = random_playout(&start, &NoRules, seed, 200);
        check_record_round_trip(&record);

        // The game always ends: Konane has no draws, and 200 plies is more than enough.
        let last = record.current();
        prop_assert!(record.outcome().is_some(), "unfinished: {}", last.to_text());
        prop_assert_eq!(record.outcome(), last.outcome());

        for (pos, &mv) in record.positions().iter().zip(record.moves()) {
            let mut next = *pos;
            next.play(mv);
            let (w0, b0) = stones(pos);
            let (w1, b1) = stones(&next);
            // A removal takes one own stone; a jump keeps the mover's stones and takes as
            // many enemy stones as it says.
            let (mover_before, mover_after, other_before, other_after) = match pos.side_to_move() {
                Side::White => (w0, w1, b0, b1),
                Side::Black => (b0, b1, w0, w1),
            };
            match mv {
                Move::Remove(_) => {
                    prop_assert_eq!(mover_after + 1, mover_before);
                    prop_assert_eq!(other_after, other_before);
                }
                Move::Jump { .. } => {
                    prop_assert_eq!(mover_after, mover_before);
                    prop_assert_eq!(other_after + mv.captures(), other_before);
                    prop_assert!(mv.captures() >= 1);
                }
            }
            prop_assert_eq!(next.side_to_move(), pos.side_to_move().opposite());
            // The evaluation is cheap to call everywhere and does not depend on history.
            let again = Konane::from_text(&pos.to_text(), &NoRules).unwrap();
            prop_assert_eq!(again.evaluate(), pos.evaluate());
        }
    }

    #[test]
    fn bad_input_never_panics(text in "[bw1-9/ xd-]{0,80}", mv in "[a-i0-9x -]{0,8}") {
        if let Ok(p) = Konane::from_text(&text, &NoRules) {
            prop_assert_eq!(Konane::from_text(&p.to_text(), &NoRules).unwrap(), p);
        }
        let start = Konane::start(&NoRules);
        let _ = start.parse_move(&mv);
        let opened = Konane::from_text(STARTS[1], &NoRules).unwrap();
        if let Ok(m) = opened.parse_move(&mv) {
            let mut legal = Vec::new();
            opened.legal_moves(&mut legal);
            prop_assert!(legal.contains(&m), "{} accepted but not legal", mv);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// Reading a move accepts exactly the moves the generator lists, for every pair of squares
    /// and every single square.
    #[test]
    fn notation_accepts_exactly_the_legal_moves(seed in any::<u64>()) {
        let record = random_playout(&Konane::start(&NoRules), &NoRules, seed, 200);
        let squares: Vec<Square> = (0..64).filter_map(Square::new).collect();
        let mut legal = Vec::new();
        for pos in record.positions() {
            pos.legal_moves(&mut legal);
            for &from in &squares {
                let removal = Move::Remove(from);
                prop_assert_eq!(pos.parse_move(&removal.to_string()).ok(), legal.contains(&removal).then_some(removal));
                for &to in &squares {
                    let jump = Move::Jump { from, to };
                    let read = pos.parse_move(&jump.to_string());
                    prop_assert_eq!(read.as_ref().ok().copied(), legal.contains(&jump).then_some(jump), "{}: {:?}", pos.to_text(), read);
                }
            }
        }
    }
}
