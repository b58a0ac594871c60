//! The draughts games ply plays: one row of [`PRESETS`] per variant, with its game id, its
//! name, its rules (board, options and PDN GameType) and its bench positions. Everything else
//! that lists the variants — the registry of games, the GameTypes records are read by, the
//! tests — is derived from these rows.

use ply_core::Arg;

use super::{TieBreak, Variant};

/// A named draughts game: one row of [`PRESETS`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The game id (`kabe`, `draughts`, `russian`…). Its words are the catalog's `game-ID`
    /// (its name) and `page-about-ID`; its rules page is `docs/rules/LANG/ID.md`.
    pub id: &'static str,
    /// The name menus show in English ("International draughts").
    pub title: &'static str,
    /// The rules: the board, the options and the PDN GameType records are written with.
    pub rules: Variant,
    /// The positions `ply bench` searches under these rules, and their depth. Their node
    /// counts are the search's signature (`crates/cli/tests/data/bench.txt`).
    pub bench: (&'static [&'static str], u32),
}

/// Every draughts game, in the order menus show them. A variant is its row here: the
/// registry, the record readers and the tests take it from this table.
pub const PRESETS: &[Preset] = &[
    Preset {
        id: "kabe",
        title: "Kabe",
        rules: Variant::kabe(),
        bench: (KABE_BENCH, 14),
    },
    Preset {
        id: "draughts",
        title: "International draughts",
        rules: Variant::international(),
        bench: (DRAUGHTS_BENCH, 12),
    },
    Preset {
        id: "russian",
        title: "Russian draughts",
        rules: Variant::russian(),
        bench: (EIGHT_BENCH, 12),
    },
    Preset {
        id: "brazilian",
        title: "Brazilian draughts",
        rules: Variant::brazilian(),
        bench: (EIGHT_BENCH, 12),
    },
    Preset {
        id: "pool",
        title: "Pool checkers",
        rules: Variant::pool(),
        bench: (EIGHT_BENCH, 12),
    },
    Preset {
        id: "checkers",
        title: "Checkers (English draughts)",
        rules: Variant::checkers(),
        bench: (CHECKERS_BENCH, 14),
    },
    // Kabe under another name: the first row of equal rules names them (`Variant::name_term`).
    Preset {
        id: "czech",
        title: "Czech draughts",
        rules: Variant::kabe(),
        bench: (KABE_BENCH, 14),
    },
    // Antidraughts and breakthrough: PDN GameType 20, their option written as a tag.
    Preset {
        id: "antidraughts",
        title: "Antidraughts (losing draughts)",
        rules: Variant::antidraughts(),
        bench: (DRAUGHTS_BENCH, 10),
    },
    Preset {
        id: "breakthrough",
        title: "Breakthrough draughts",
        rules: Variant::breakthrough(),
        bench: (DRAUGHTS_BENCH, 10),
    },
    Preset {
        id: "italian",
        title: "Italian draughts",
        rules: Variant::italian(),
        bench: (EIGHT_BENCH, 12),
    },
    Preset {
        id: "spanish",
        title: "Spanish draughts",
        rules: Variant::spanish(),
        bench: (EIGHT_BENCH, 12),
    },
    Preset {
        id: "turkish",
        title: "Turkish draughts",
        rules: Variant::turkish(),
        bench: (TURKISH_BENCH, 10),
    },
    Preset {
        id: "frisian",
        title: "Frisian draughts",
        rules: Variant::frisian(),
        bench: (DRAUGHTS_BENCH, 10),
    },
    Preset {
        id: "frysk",
        title: "Frysk! (Frisian draughts, five men each)",
        rules: Variant::frysk(),
        bench: (DRAUGHTS_BENCH, 10),
    },
    Preset {
        id: "canadian",
        title: "Canadian draughts",
        rules: Variant::canadian(),
        bench: (CANADIAN_BENCH, 8),
    },
];

impl Preset {
    /// The row of this game id (`international` is another name of `draughts`).
    pub fn find(id: &str) -> Option<&'static Preset> {
        let id = if id == "international" {
            "draughts"
        } else {
            id
        };
        PRESETS.iter().find(|p| p.id == id)
    }

    /// The first row whose records are written with this PDN GameType.
    pub fn for_game_type(game_type: u32) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.rules.game_type() == game_type)
    }

    /// The first row of exactly these rules (kabe's for Czech draughts' rules).
    pub fn of(rules: &Variant) -> Option<&'static Preset> {
        PRESETS.iter().find(|p| p.rules == *rules)
    }
}

impl Variant {
    /// Kabe: 8×8, men capture forward only, flying kings, king priority, free choice among
    /// captures, a capturing king must land where it can capture again, draw after 15 moves
    /// each without a capture.
    pub const fn kabe() -> Variant {
        Variant {
            size: 8,
            game_type: 29,
            men_capture_backwards: false,
            flying_kings: true,
            majority_rule: false,
            king_priority: true,
            crown_mid_capture: false,
            king_must_continue: true,
            black_moves_first: false,
            no_capture_limit: 30,
            king_move_limit: 0,
            endgame_rules: false,
            no_moves_wins: false,
            first_king_wins: false,
            mirrored: false,
            men_capture_kings: true,
            tie_break: TieBreak::None,
            orthogonal_captures: false,
            king_move_run: 0,
            frisian_draws: false,
            start_rows: 0,
            orthogonal: false,
            lone_pieces_limit: 0,
        }
    }

    /// International draughts (FMJD): 10×10, men capture backwards, flying kings, majority
    /// rule, the 25-move king rule and the 16- and 5-move endgame rules.
    pub const fn international() -> Variant {
        Variant {
            size: 10,
            game_type: 20,
            men_capture_backwards: true,
            flying_kings: true,
            majority_rule: true,
            king_priority: false,
            crown_mid_capture: false,
            king_must_continue: false,
            black_moves_first: false,
            no_capture_limit: 0,
            king_move_limit: 50,
            endgame_rules: true,
            no_moves_wins: false,
            first_king_wins: false,
            mirrored: false,
            men_capture_kings: true,
            tie_break: TieBreak::None,
            orthogonal_captures: false,
            king_move_run: 0,
            frisian_draws: false,
            start_rows: 0,
            orthogonal: false,
            lone_pieces_limit: 0,
        }
    }

    /// Canadian draughts: the international rules on the 12×12 board, 30 men each on the five
    /// nearest rows (PDN GameType 27).
    pub const fn canadian() -> Variant {
        let mut v = Variant::international();
        v.size = 12;
        v.game_type = 27;
        v
    }

    /// Antidraughts, losing draughts: the international rules of play, but a side left with no
    /// piece or no legal move wins. Records are written as GameType 20 with the option as a tag.
    pub const fn antidraughts() -> Variant {
        let mut v = Variant::international();
        v.no_moves_wins = true;
        v
    }

    /// Breakthrough: the international rules of play; the first side to crown a king wins.
    /// Records are written as GameType 20 with the option as a tag.
    pub const fn breakthrough() -> Variant {
        let mut v = Variant::international();
        v.first_king_wins = true;
        v
    }

    /// Russian draughts (PDN GameType 25): 8×8, men capture backwards, flying kings, free
    /// choice among captures, a man reaching the far row during a capture is crowned and goes
    /// on capturing as a king, a capturing king lands where it can capture again. Draw after
    /// 15 moves each in which only kings moved without a capture.
    pub const fn russian() -> Variant {
        let mut v = Variant::kabe();
        v.game_type = 25;
        v.men_capture_backwards = true;
        v.king_priority = false;
        v.crown_mid_capture = true;
        v.no_capture_limit = 0;
        v.king_move_limit = 30;
        v
    }

    /// Brazilian draughts (PDN GameType 26): the international rules on 8×8.
    pub const fn brazilian() -> Variant {
        let mut v = Variant::international();
        v.size = 8;
        v.game_type = 26;
        v
    }

    /// Pool checkers (PDN GameType 23): 8×8, men capture backwards, flying kings, free choice
    /// among captures, a capturing king lands where it can capture again; a man that reaches
    /// the far row during a capture goes on as a man if it can, and is crowned only if its move
    /// ends there. Black moves first.
    pub const fn pool() -> Variant {
        let mut v = Variant::kabe();
        v.game_type = 23;
        v.men_capture_backwards = true;
        v.king_priority = false;
        v.black_moves_first = true;
        v.no_capture_limit = 0;
        v
    }

    /// English draughts, American checkers (PDN GameType 21): 8×8, kings move and capture one
    /// square at a time, men move and capture forward only, free choice among captures (a man
    /// that reaches the far row ends its move there, having no forward capture left), Black
    /// moves first. Draw after 40 moves each in which only kings moved without a capture.
    pub const fn checkers() -> Variant {
        let mut v = Variant::kabe();
        v.game_type = 21;
        v.flying_kings = false;
        v.king_priority = false;
        v.king_must_continue = false;
        v.black_moves_first = true;
        v.no_capture_limit = 0;
        v.king_move_limit = 80;
        v
    }

    /// Italian draughts (PDN GameType 22): 8×8 on the mirrored board, men move and capture
    /// forward only and cannot capture kings, kings move one square; the capture of the most
    /// pieces is compulsory, then one by a king, then of the most kings, then the one that takes
    /// a king soonest. Draw after 40 moves each in which only kings moved without a capture.
    pub const fn italian() -> Variant {
        let mut v = Variant::checkers();
        v.game_type = 22;
        v.black_moves_first = false;
        v.majority_rule = true;
        v.mirrored = true;
        v.men_capture_kings = false;
        v.tie_break = TieBreak::Italian;
        v
    }

    /// Spanish draughts (PDN GameType 24): 8×8 on the mirrored board, men move and capture
    /// forward only, flying kings; the capture of the most pieces is compulsory, then of the
    /// most kings.
    pub const fn spanish() -> Variant {
        let mut v = Variant::italian();
        v.game_type = 24;
        v.flying_kings = true;
        v.men_capture_kings = true;
        v.tie_break = TieBreak::Kings;
        v.king_move_limit = 0;
        v
    }

    /// Frisian draughts (PDN GameType 40): the international board and men, men and flying
    /// kings also capture along rows and columns; the capture of the highest value is
    /// compulsory (a king counts more than a man, less than two), at equal value a king's; a
    /// king makes at most three non-capturing moves in a row while its side has men; two kings
    /// against one are drawn after 7 moves each, one king against one after 2.
    pub const fn frisian() -> Variant {
        let mut v = Variant::international();
        v.game_type = 40;
        v.king_move_limit = 0;
        v.endgame_rules = false;
        v.tie_break = TieBreak::Frisian;
        v.orthogonal_captures = true;
        v.king_move_run = 3;
        v.frisian_draws = true;
        v
    }

    /// Frysk!: Frisian draughts from five men each on the back rows. Records are written with
    /// GameType 97, lidraughts' number for it.
    pub const fn frysk() -> Variant {
        let mut v = Variant::frisian();
        v.game_type = 97;
        v.start_rows = 1;
        v
    }

    /// Turkish draughts (PDN GameType 30): all 64 squares, men move and capture one square
    /// forward or sideways, flying kings in the four orthogonal directions, the capture of the
    /// most pieces is compulsory, captured pieces leave the board one by one, a capturing king
    /// may not turn back; a man is crowned when its move ends on the far row. Draw when each
    /// side is left with one piece, two moves each after the last capture.
    pub const fn turkish() -> Variant {
        let mut v = Variant::international();
        v.size = 8;
        v.game_type = 30;
        v.men_capture_backwards = false;
        v.orthogonal = true;
        v.king_move_limit = 0;
        v.endgame_rules = false;
        v.lone_pieces_limit = 4;
        v
    }

    /// The game's name in messages, in the reader's language: the catalog's `game-ID`
    /// (`game-custom`, "these rules", when the options match no preset).
    pub fn name_term(&self) -> Arg {
        Arg::term(format!("game-{}", self.preset_id().unwrap_or("custom")))
    }

    /// The game id of the preset these rules are (`kabe` for Czech draughts' rules too), or
    /// `None` when the options match no preset.
    pub fn preset_id(&self) -> Option<&'static str> {
        Preset::of(self).map(|p| p.id)
    }

    /// The preset with this game id: a row of [`PRESETS`] (`international` is `draughts`).
    pub fn preset(id: &str) -> Option<Variant> {
        Preset::find(id).map(|p| p.rules)
    }

    /// The preset with this PDN GameType (the first row written with it).
    pub fn for_game_type(game_type: u32) -> Option<Variant> {
        Preset::for_game_type(game_type).map(|p| p.rules)
    }

    /// The PDN GameTypes ply reads, with their game ids: "20 (draughts), 21 (checkers), …".
    pub fn game_types() -> String {
        let mut list: Vec<(u8, &str)> = Vec::new();
        for p in PRESETS {
            if !list.iter().any(|&(t, _)| t == p.rules.game_type) {
                list.push((p.rules.game_type, p.id));
            }
        }
        list.sort();
        list.iter()
            .map(|(t, id)| format!("{t} ({id})"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

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
