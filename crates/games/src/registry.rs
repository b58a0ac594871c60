use std::sync::OnceLock;

use crate::{AnyGame, GameError, dynamic::Entry};

/// Every game ply plays, in the order menus show them.
pub fn registry() -> &'static [Box<dyn AnyGame>] {
    static GAMES: OnceLock<Vec<Box<dyn AnyGame>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        vec![
            Box::new(Entry::<ply_chess::Chess> {
                id: "chess",
                name: "Chess",
                rules: || ply_core::NoRules,
                bench: (CHESS_BENCH, 5),
            }),
            Box::new(Entry::<ply_konane::Konane> {
                id: "konane",
                name: "Konane",
                rules: || ply_core::NoRules,
                bench: (KONANE_BENCH, 12),
            }),
        ]
    })
}

/// The game with this id.
///
/// # Errors
/// [`GameError::UnknownGame`], whose message lists the known ids.
pub fn find(id: &str) -> Result<&'static dyn AnyGame, GameError> {
    registry()
        .iter()
        .find(|g| g.id() == id)
        .map(|g| g.as_ref())
        .ok_or_else(|| GameError::UnknownGame(id.to_string()))
}

/// Chess bench positions: the start, middlegames, and endgames with a mate to find.
const CHESS_BENCH: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
    "8/8/8/4k3/8/8/3QK3/8 w - - 0 1",
];

/// Konane bench positions: after the opening removals, and two middlegames.
const KONANE_BENCH: &[&str] = &[
    "bwbwbwbw/wbwbwbwb/bwbwbwbw/wbwb1bwb/bwbw1wbw/wbwbwbwb/bwbwbwbw/wbwbwbwb b",
    "bwbwbwb1/w1wb1b2/b5bw/1b2w1w1/1w1w3w/w2b4/b3b3/w1wb1b1b w",
    "bwbwbwbw/wbwbwbw1/bwbwbwb1/wbwbwbwb/bwbwbw2/wbwbwb2/3wb1b1/4w2b b",
];
