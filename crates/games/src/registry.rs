use std::sync::OnceLock;

use crate::{AnyGame, GameError, dynamic::Entry};

/// Every game ply plays, in the order menus show them.
pub fn registry() -> &'static [Box<dyn AnyGame>] {
    static GAMES: OnceLock<Vec<Box<dyn AnyGame>>> = OnceLock::new();
    GAMES.get_or_init(|| {
        vec![
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "kabe",
                name: "Kabe",
                rules: ply_draughts::Variant::kabe,
                bench: (KABE_BENCH, 14),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "draughts",
                name: "International draughts",
                rules: ply_draughts::Variant::international,
                bench: (DRAUGHTS_BENCH, 12),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "russian",
                name: "Russian draughts",
                rules: ply_draughts::Variant::russian,
                bench: (EIGHT_BENCH, 12),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "brazilian",
                name: "Brazilian draughts",
                rules: ply_draughts::Variant::brazilian,
                bench: (EIGHT_BENCH, 12),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "pool",
                name: "Pool checkers",
                rules: ply_draughts::Variant::pool,
                bench: (EIGHT_BENCH, 12),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "checkers",
                name: "Checkers (English draughts)",
                rules: ply_draughts::Variant::checkers,
                bench: (CHECKERS_BENCH, 14),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "czech",
                name: "Czech draughts",
                rules: ply_draughts::Variant::kabe,
                bench: (KABE_BENCH, 14),
            }),
            // Antidraughts and breakthrough: PDN GameType 20, their option written as a tag.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "antidraughts",
                name: "Antidraughts (losing draughts)",
                rules: ply_draughts::Variant::antidraughts,
                bench: (DRAUGHTS_BENCH, 10),
            }),
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "breakthrough",
                name: "Breakthrough draughts",
                rules: ply_draughts::Variant::breakthrough,
                bench: (DRAUGHTS_BENCH, 10),
            }),
            // PDN GameType 22.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "italian",
                name: "Italian draughts",
                rules: ply_draughts::Variant::italian,
                bench: (EIGHT_BENCH, 12),
            }),
            // PDN GameType 24.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "spanish",
                name: "Spanish draughts",
                rules: ply_draughts::Variant::spanish,
                bench: (EIGHT_BENCH, 12),
            }),
            // PDN GameType 30: all 64 squares, orthogonal moves.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "turkish",
                name: "Turkish draughts",
                rules: ply_draughts::Variant::turkish,
                bench: (TURKISH_BENCH, 10),
            }),
            // PDN GameType 40.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "frisian",
                name: "Frisian draughts",
                rules: ply_draughts::Variant::frisian,
                bench: (DRAUGHTS_BENCH, 10),
            }),
            // Frisian draughts from five men each; GameType 97, as lidraughts writes it.
            Box::new(Entry::<ply_draughts::Draughts> {
                id: "frysk",
                name: "Frysk! (Frisian draughts, five men each)",
                rules: ply_draughts::Variant::frysk,
                bench: (DRAUGHTS_BENCH, 10),
            }),
            Box::new(Entry::<ply_draughts::Draughts12> {
                id: "canadian",
                name: "Canadian draughts",
                rules: ply_draughts::Variant::canadian,
                bench: (CANADIAN_BENCH, 8),
            }),
            Box::new(Entry::<ply_chess::Chess> {
                id: "chess",
                name: "Chess",
                rules: || ply_core::NoRules,
                bench: (CHESS_BENCH, 4),
            }),
            Box::new(Entry::<ply_konane::Konane> {
                id: "konane",
                name: "Konane",
                rules: || ply_core::NoRules,
                bench: (KONANE_BENCH, 12),
            }),
            Box::new(Entry::<ply_kalah::Kalah> {
                id: "kalah",
                name: "Kalah",
                rules: ply_kalah::KalahRules::default,
                bench: (KALAH_BENCH, 13),
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

/// Kabe bench positions: the start, middlegames, and king endings.
const KABE_BENCH: &[&str] = &[
    "W:W21-32:B1-12",
    "W:W5,24,27,32:B2,3,4,7,12,16,K25",
    "W:W12,13,17,20,K25,26,27,29,30,31:B1,5,6,8",
    "W:WK2,13,24,25,26,27,28,31,32:B3,4,5,9,10,12,20",
    "W:W12,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,13",
];

/// Bench positions of the 8×8 variants with White to move: the start, middlegames, and king
/// endings.
const EIGHT_BENCH: &[&str] = &[
    "W:W21-32:B1-12",
    "W:W18,22,24,25,27,28,29,30,31:B1,2,3,4,6,7,8,13,14",
    "W:W12,13,17,20,K25,26,27,29,30,31:B1,5,6,8",
    "W:WK2,13,24,25,26,27,28,31,32:B3,4,5,9,10,12,20",
];

/// Turkish draughts bench positions (squares 1–64 row by row): the start, a middlegame, and
/// an ending with kings.
const TURKISH_BENCH: &[&str] = &[
    "W:W41-56:B9-24",
    "W:W33,35,38,42,43,44,46,47,49,52,54,55:B10,11,13,14,17,19,20,22,23,26,28,30",
    "W:WK4,37,45,50:B18,K60,22,27",
];

/// Checkers bench positions: the start (Black to move), middlegames, and a king ending.
const CHECKERS_BENCH: &[&str] = &[
    "B:W21-32:B1-12",
    "W:W18,19,21,22,23,25,28,29,30,32:B3,4,5,6,7,9,11,12,14,16",
    "B:W14,19,21,22,23,27,29,31:B1,3,5,6,10,11,12,15",
    "W:WK10,K18,26,30:BK3,K23,16",
];

/// International draughts bench positions: the start, middlegames, and a king ending.
const DRAUGHTS_BENCH: &[&str] = &[
    "W:W31-50:B1-20",
    "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
    "W:W24,25,32,33,35,36,37,38,41,42,43,44,45,46,48,49:B1,4,5,6,7,8,10,14,15,17,21,28",
    "W:W6,27,33,34,37,38,39,41,42,43,44,46,50:B1,7,8,10,12,14,18,20,23,25",
    "W:WK37,41,47:B2,6,21,43",
];

/// Canadian draughts bench positions: the start, and a king ending.
const CANADIAN_BENCH: &[&str] = &["W:W43-72:B1-30", "W:WK50,60,65:B10,K20,31"];

/// Kalah(6,6) bench positions: the start and middlegames.
const KALAH_BENCH: &[&str] = &[
    "6,6,6,6,6,6,0,6,6,6,6,6,6,0 S",
    "5,1,0,4,0,2,14,0,0,18,15,2,3,8 S",
    "12,12,2,4,0,2,4,11,1,0,12,2,5,5 N",
    "1,3,4,10,10,10,3,10,1,1,8,8,0,3 S",
];
