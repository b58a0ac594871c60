//! Property tests over random games: the game contract at every position (FEN and SAN
//! round-trips, hash consistency, legal moves) and PGN round-trips of whole games.

use ply_chess::Chess;
use ply_core::{
    Evaluate, Game, NoRules,
    testing::{check_record_round_trip, random_playout},
};
use proptest::prelude::*;

/// Starts with castling, en passant and promotions close at hand.
const STARTS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_the_contract(seed in any::<u64>(), start in 0..STARTS.len()) {
        let pos = Chess::from_text(STARTS[start], &NoRules).unwrap();
        let record = random_playout(&pos, &NoRules, seed, 300);
        check_record_round_trip(&record);
    }

    #[test]
    fn incremental_hash_equals_a_fresh_one(seed in any::<u64>()) {
        let record = random_playout(&Chess::default(), &NoRules, seed, 200);
        for p in record.positions() {
            let fresh = Chess::new(p.inner().clone());
            prop_assert_eq!(p.hash(), fresh.hash());
        }
    }

    #[test]
    fn evaluation_is_antisymmetric_under_colour_flip(seed in any::<u64>()) {
        let record = random_playout(&Chess::default(), &NoRules, seed, 120);
        for p in record.positions() {
            let mirrored = mirror(p);
            prop_assert_eq!(p.evaluate(), mirrored.evaluate(), "{}", p.to_text());
        }
    }
}

/// The same position with the colours swapped and the board flipped (the side to move
/// changes colour too, so the evaluation for the side to move is the same).
fn mirror(p: &Chess) -> Chess {
    use shakmaty::{CastlingMode, EnPassantMode, Position};
    let setup = p.inner().to_setup(EnPassantMode::Legal).into_mirrored();
    Chess::new(
        setup
            .position(CastlingMode::Standard)
            .expect("mirrored position"),
    )
}
