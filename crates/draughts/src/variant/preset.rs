//! The presets: each named variant's options, with its game id, its name in messages and its
//! PDN GameType.

use super::{TieBreak, Variant};

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

    /// The presets: game id, name for messages, rules. `czech` is kabe under another name.
    pub(super) const PRESETS: [(&'static str, &'static str, Variant); 15] = [
        ("kabe", "kabe", Variant::kabe()),
        (
            "draughts",
            "international draughts",
            Variant::international(),
        ),
        ("russian", "Russian draughts", Variant::russian()),
        ("brazilian", "Brazilian draughts", Variant::brazilian()),
        ("pool", "pool checkers", Variant::pool()),
        ("checkers", "checkers", Variant::checkers()),
        ("czech", "Czech draughts", Variant::kabe()),
        ("antidraughts", "antidraughts", Variant::antidraughts()),
        (
            "breakthrough",
            "breakthrough draughts",
            Variant::breakthrough(),
        ),
        ("italian", "Italian draughts", Variant::italian()),
        ("spanish", "Spanish draughts", Variant::spanish()),
        ("turkish", "Turkish draughts", Variant::turkish()),
        ("frisian", "Frisian draughts", Variant::frisian()),
        ("frysk", "Frysk!", Variant::frysk()),
        ("canadian", "Canadian draughts", Variant::canadian()),
    ];

    /// A preset by its game id: `kabe` (also `czech`), `draughts` (also `international`),
    /// `antidraughts`, `breakthrough`, `russian`, `brazilian`, `pool`, `checkers`, `italian`,
    /// `spanish`, `turkish`, `frisian`, `frysk` or `canadian`.
    pub fn preset(id: &str) -> Option<Variant> {
        let id = if id == "international" {
            "draughts"
        } else {
            id
        };
        Variant::PRESETS
            .iter()
            .find(|(name, _, _)| *name == id)
            .map(|&(_, _, v)| v)
    }

    /// The preset with this PDN GameType: 20, 21, 22, 23, 24, 25, 26, 27, 29, 30, 40 or 97
    /// (Frysk!, as lidraughts writes it).
    pub fn for_game_type(game_type: u32) -> Option<Variant> {
        Variant::PRESETS
            .iter()
            .find(|(_, _, v)| u32::from(v.game_type) == game_type)
            .map(|&(_, _, v)| v)
    }

    /// The PDN GameTypes ply reads, with their game ids: "20 (draughts), 21 (checkers), …".
    pub fn game_types() -> String {
        let mut list: Vec<(u8, &str)> = Vec::new();
        for (id, _, v) in Variant::PRESETS {
            if !list.iter().any(|&(t, _)| t == v.game_type) {
                list.push((v.game_type, id));
            }
        }
        list.sort();
        list.iter()
            .map(|(t, id)| format!("{t} ({id})"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
