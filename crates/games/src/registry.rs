//! The registry: every game ply plays, one row each. The draughts games are the rows of
//! [`ply_draughts::PRESETS`], one per variant; chess, Konane and Kalah have theirs here, in
//! the same shape.

use std::sync::OnceLock;

use ply_draughts::{Draughts, Draughts12, Preset};

use crate::{
    dynamic::{AnyGame, Entry, Review},
    error::GameError,
};

/// How a review marks moves of the draughts games, in hundredths of a man: every variant is
/// scored by the same evaluation.
const DRAUGHTS_REVIEW: Review = Review {
    inaccuracy: 40,
    mistake: 80,
    blunder: 150,
    cap: 600,
};

/// Every game ply plays, in the order menus show them: the draughts games, then chess,
/// Konane and Kalah.
pub fn registry() -> &'static [Box<dyn AnyGame>] {
    static GAMES: OnceLock<Vec<Box<dyn AnyGame>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        let mut games: Vec<Box<dyn AnyGame>> = ply_draughts::PRESETS.iter().map(draughts).collect();
        games.push(Box::new(Entry::<ply_chess::Chess> {
            id: "chess",
            name: "Chess",
            rules: ply_core::NoRules,
            bench: (CHESS_BENCH, 4),
            review: Review {
                inaccuracy: 50,
                mistake: 100,
                blunder: 300,
                cap: 1000,
            },
        }));
        // In tenths of a move to spare.
        games.push(Box::new(Entry::<ply_konane::Konane> {
            id: "konane",
            name: "Konane",
            rules: ply_core::NoRules,
            bench: (KONANE_BENCH, 12),
            review: Review {
                inaccuracy: 20,
                mistake: 40,
                blunder: 80,
                cap: 300,
            },
        }));
        // In seeds of final margin.
        games.push(Box::new(Entry::<ply_kalah::Kalah> {
            id: "kalah",
            name: "Kalah",
            rules: ply_kalah::KalahRules::default(),
            bench: (KALAH_BENCH, 13),
            review: Review {
                inaccuracy: 2,
                mistake: 4,
                blunder: 8,
                cap: 30,
            },
        }));
        games
    })
}

/// The registry row of a draughts variant, on the board word its rules need.
fn draughts(preset: &Preset) -> Box<dyn AnyGame> {
    if Draughts::plays(&preset.rules) {
        Box::new(Entry::<Draughts> {
            id: preset.id,
            name: preset.title,
            rules: preset.rules,
            bench: preset.bench,
            review: DRAUGHTS_REVIEW,
        })
    } else {
        Box::new(Entry::<Draughts12> {
            id: preset.id,
            name: preset.title,
            rules: preset.rules,
            bench: preset.bench,
            review: DRAUGHTS_REVIEW,
        })
    }
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
        .ok_or_else(|| GameError::UnknownGame {
            game: id.to_string(),
            known: registry().iter().map(|g| g.id()).collect(),
        })
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

/// Kalah(6,6) bench positions: the start and middlegames.
const KALAH_BENCH: &[&str] = &[
    "6,6,6,6,6,6,0,6,6,6,6,6,6,0 S",
    "5,1,0,4,0,2,14,0,0,18,15,2,3,8 S",
    "12,12,2,4,0,2,4,11,1,0,12,2,5,5 N",
    "1,3,4,10,10,10,3,10,1,1,8,8,0,3 S",
];
