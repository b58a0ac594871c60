//! The rule options of the draughts engine, and its presets: the rows of `preset.rs`, one
//! per variant.

use ply_core::{RuleError, Rules, msg, parse_bool};

use crate::board::Numbering;

// The rows build on the options: this file names nothing of them (the crate root re-exports
// them), so that the two files do not import each other.
pub(crate) mod preset;

/// What decides, under the majority rule, between captures of as many pieces.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// Nothing: the player chooses among them.
    None,
    /// The capture of the most kings (Spanish draughts).
    Kings,
    /// Italian draughts: a capture by a king; then the capture of the most kings; then the
    /// capture that takes a king soonest.
    Italian,
    /// Frisian draughts: not a tie-break but the value rule that replaces counting pieces: a
    /// king counts 199 and a man 100 (a king is worth more than one man and less than two),
    /// the capture of the highest value is compulsory and, at equal value, a king's capture.
    Frisian,
}

impl TieBreak {
    const fn name(self) -> &'static str {
        match self {
            TieBreak::None => "none",
            TieBreak::Kings => "kings",
            TieBreak::Italian => "italian",
            TieBreak::Frisian => "frisian",
        }
    }
}

/// The rules a draughts position is played under: board size and the options that tell the
/// national variants apart. `Copy`, so that every position carries its rules.
///
/// Options (keys of [`Rules::set`]): `size` (8 or 10; 12 stays 12: the 12×12 board is a
/// position type of its own, [`Draughts12`](crate::Draughts12)), `men_capture_backwards`,
/// `flying_kings`, `majority_rule`, `king_priority`, `crown_mid_capture`,
/// `king_must_continue`, `black_moves_first`, `no_capture_limit`, `king_move_limit` (plies,
/// `0` or `off` for none), `endgame_rules` (the 16- and 5-move rules), `no_moves_wins` and
/// `first_king_wins`. The crate documentation says what each does.
///
/// Besides the options, a variant remembers the PDN GameType of the preset it started from:
/// records are written with it, and it decides the square notation (algebraic for Russian and
/// Brazilian draughts, numbers elsewhere).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    size: u8,
    game_type: u8,
    /// Men capture backwards as well as forwards.
    pub men_capture_backwards: bool,
    /// Kings move and capture over any distance.
    pub flying_kings: bool,
    /// The capture of the most pieces is compulsory.
    pub majority_rule: bool,
    /// If a king can capture, a king must make the capture.
    pub king_priority: bool,
    /// A man reaching the far row during a capture is crowned at once and goes on as a king.
    pub crown_mid_capture: bool,
    /// A capturing king must land where it can capture again, when such a square exists.
    pub king_must_continue: bool,
    /// Black makes the first move of the game (English checkers).
    pub black_moves_first: bool,
    /// Draw after this many plies without a capture (0: no such rule).
    pub no_capture_limit: u16,
    /// Draw after this many plies in which only kings moved and nothing was captured (0: none).
    pub king_move_limit: u16,
    /// The 16-move and 5-move rules of endgames against a lone king.
    pub endgame_rules: bool,
    /// Losing draughts: a side with no piece or no legal move wins instead of losing.
    pub no_moves_wins: bool,
    /// Breakthrough: the first side to crown a king wins, and the game ends there.
    pub first_king_wins: bool,
    /// The Italian board: the mirror image of the usual one (a light square in each player's
    /// left corner, the long diagonal from White's right); squares are numbered on it.
    pub mirrored: bool,
    /// Men may capture kings (not in Italian draughts).
    pub men_capture_kings: bool,
    /// What decides between captures of as many pieces under the majority rule.
    pub tie_break: TieBreak,
    /// Men and kings also capture along rows and columns (Frisian draughts).
    pub orthogonal_captures: bool,
    /// A king may make at most this many non-capturing moves in a row while its side also has
    /// men; then another piece must move or it must capture (Frisian: 3; 0: no limit).
    pub king_move_run: u8,
    /// The Frisian draw rules: two kings against one drawn after 7 moves each, one king against
    /// one after 2 moves each.
    pub frisian_draws: bool,
    /// Rows of men each side starts with (0: the board's usual 3 or 4; `frysk`: 1).
    pub start_rows: u8,
    /// The Turkish board: all 64 squares of 8×8, pieces move and capture orthogonally (men
    /// forward and sideways, kings in four directions), a captured piece leaves the board as
    /// soon as it is jumped and a capturing king may not turn back.
    orthogonal: bool,
    /// Draw when each side has a single piece and this many plies were played since the last
    /// capture (0: no such rule).
    pub lone_pieces_limit: u16,
}

/// The option keys, in the order [`Rules::options`] lists them.
const KEYS: [&str; 22] = [
    "size",
    "men_capture_backwards",
    "flying_kings",
    "majority_rule",
    "king_priority",
    "crown_mid_capture",
    "king_must_continue",
    "black_moves_first",
    "no_capture_limit",
    "king_move_limit",
    "endgame_rules",
    "no_moves_wins",
    "first_king_wins",
    "mirrored",
    "men_capture_kings",
    "tie_break",
    "orthogonal_captures",
    "king_move_run",
    "frisian_draws",
    "start_rows",
    "orthogonal",
    "lone_pieces_limit",
];

impl Variant {
    /// The PDN GameType records under these rules are written with.
    pub const fn game_type(&self) -> u32 {
        self.game_type as u32
    }

    /// Whether squares are written algebraically (`c3-d4`, `c3:e5`): Russian and Brazilian
    /// draughts.
    pub const fn algebraic(&self) -> bool {
        matches!(self.game_type, 25 | 26)
    }

    /// How square numbers sit on the engine's bits.
    pub(crate) const fn numbering(&self) -> Numbering {
        Numbering {
            n: if self.orthogonal {
                8
            } else {
                self.size as u32 / 2
            },
            mirrored: self.mirrored,
        }
    }

    /// Whether the board is the Turkish one: all 64 squares, orthogonal moves and captures.
    pub const fn orthogonal(&self) -> bool {
        self.orthogonal
    }

    /// The board's side length: 8, 10 or 12.
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The number of playable squares: 32, 50, 72, or 64 on the Turkish board.
    pub const fn squares(&self) -> u32 {
        let all = self.size as u32 * self.size as u32;
        if self.orthogonal { all } else { all / 2 }
    }

    /// Forgets the preset the variant started from (for comparing rules of play alone).
    pub(crate) fn clear_game_type(&mut self) {
        self.game_type = 0;
    }

    /// The preset with this board size (kabe for 8, international for 10, Canadian for 12).
    pub const fn preset_for_size(size: u8) -> Variant {
        match size {
            8 => Variant::kabe(),
            12 => Variant::canadian(),
            _ => Variant::international(),
        }
    }
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::international()
    }
}

fn parse_limit(key: &str, value: &str) -> Result<u16, RuleError> {
    match value.to_ascii_lowercase().as_str() {
        "off" | "none" | "false" => Ok(0),
        v => v
            .parse()
            .map_err(|_| RuleError::bad_value(key, value, msg!("expected_plies"))),
    }
}

/// A small count (`0`, `off` or `none` for none).
fn parse_small(key: &str, value: &str) -> Result<u8, RuleError> {
    match value.trim().to_ascii_lowercase().as_str() {
        "off" | "none" | "false" => Ok(0),
        v => v
            .parse()
            .map_err(|_| RuleError::bad_value(key, value, msg!("expected_count"))),
    }
}

impl Rules for Variant {
    fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "size" => {
                let size = match value.trim() {
                    "8" => 8,
                    "10" => 10,
                    "12" => 12,
                    _ => 0,
                };
                // The 12×12 board's squares are bits of another word: its size never changes,
                // and no other board becomes it.
                if (size == 12) != (self.size == 12) || size == 0 {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        if self.size == 12 {
                            msg!("expected_board_size_12")
                        } else {
                            msg!("expected_board_size")
                        },
                    ));
                }
                if size != 8 && self.orthogonal {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_orthogonal_size"),
                    ));
                }
                self.size = size;
            }
            "men_capture_backwards" => self.men_capture_backwards = parse_bool(key, value)?,
            "flying_kings" => self.flying_kings = parse_bool(key, value)?,
            "majority_rule" => self.majority_rule = parse_bool(key, value)?,
            "king_priority" => self.king_priority = parse_bool(key, value)?,
            "crown_mid_capture" => self.crown_mid_capture = parse_bool(key, value)?,
            "king_must_continue" => self.king_must_continue = parse_bool(key, value)?,
            "black_moves_first" => self.black_moves_first = parse_bool(key, value)?,
            "no_capture_limit" => self.no_capture_limit = parse_limit(key, value)?,
            "king_move_limit" => self.king_move_limit = parse_limit(key, value)?,
            "endgame_rules" => self.endgame_rules = parse_bool(key, value)?,
            "no_moves_wins" => self.no_moves_wins = parse_bool(key, value)?,
            "first_king_wins" => self.first_king_wins = parse_bool(key, value)?,
            "mirrored" => self.mirrored = parse_bool(key, value)?,
            "men_capture_kings" => self.men_capture_kings = parse_bool(key, value)?,
            "tie_break" => {
                self.tie_break = match value.trim().to_ascii_lowercase().as_str() {
                    "none" => TieBreak::None,
                    "kings" => TieBreak::Kings,
                    "italian" => TieBreak::Italian,
                    "frisian" => TieBreak::Frisian,
                    _ => return Err(RuleError::bad_value(key, value, msg!("expected_tie_break"))),
                }
            }
            "orthogonal_captures" => {
                let on = parse_bool(key, value)?;
                if on && self.orthogonal {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_not_turkish_board"),
                    ));
                }
                if on && self.size == 12 {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_orthogonal_captures_size"),
                    ));
                }
                self.orthogonal_captures = on;
            }
            "king_move_run" => self.king_move_run = parse_small(key, value)?,
            "frisian_draws" => self.frisian_draws = parse_bool(key, value)?,
            "start_rows" => {
                let rows = parse_small(key, value)?;
                if u32::from(rows) >= u32::from(self.size) / 2 {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_start_rows"),
                    ));
                }
                self.start_rows = rows;
            }
            "orthogonal" => {
                let on = parse_bool(key, value)?;
                if on && self.size != 8 {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_orthogonal_size"),
                    ));
                }
                if on && self.orthogonal_captures {
                    return Err(RuleError::bad_value(
                        key,
                        value,
                        msg!("expected_not_turkish_board"),
                    ));
                }
                self.orthogonal = on;
            }
            "lone_pieces_limit" => self.lone_pieces_limit = parse_limit(key, value)?,
            _ => return Err(RuleError::unknown(key, &KEYS)),
        }
        Ok(())
    }

    fn options(&self) -> Vec<(&'static str, String)> {
        let values = [
            self.size.to_string(),
            self.men_capture_backwards.to_string(),
            self.flying_kings.to_string(),
            self.majority_rule.to_string(),
            self.king_priority.to_string(),
            self.crown_mid_capture.to_string(),
            self.king_must_continue.to_string(),
            self.black_moves_first.to_string(),
            self.no_capture_limit.to_string(),
            self.king_move_limit.to_string(),
            self.endgame_rules.to_string(),
            self.no_moves_wins.to_string(),
            self.first_king_wins.to_string(),
            self.mirrored.to_string(),
            self.men_capture_kings.to_string(),
            self.tie_break.name().to_string(),
            self.orthogonal_captures.to_string(),
            self.king_move_run.to_string(),
            self.frisian_draws.to_string(),
            self.start_rows.to_string(),
            self.orthogonal.to_string(),
            self.lone_pieces_limit.to_string(),
        ];
        KEYS.into_iter().zip(values).collect()
    }
}

#[cfg(test)]
mod tests {
    use ply_core::Arg;

    use super::{
        preset::{PRESETS, Preset},
        *,
    };

    #[test]
    fn options_round_trip_through_set() {
        for &Preset { rules: preset, .. } in PRESETS {
            let mut other = match preset.size {
                8 => Variant::preset_for_size(10),
                10 => Variant::preset_for_size(8),
                // The 12×12 board's size cannot change: other rules on the same board.
                _ => {
                    let mut v = Variant::canadian();
                    v.majority_rule = false;
                    v.king_move_limit = 0;
                    v
                }
            };
            for (key, value) in preset.options() {
                other.set(key, &value).unwrap();
            }
            assert_eq!(other.options(), preset.options());
        }
    }

    #[test]
    fn presets_by_id_and_game_type() {
        for &Preset {
            id, rules: preset, ..
        } in PRESETS
        {
            assert_eq!(Variant::preset(id), Some(preset));
            // Antidraughts and breakthrough share GameType 20 with their options as tags.
            let by_type = Variant::for_game_type(preset.game_type()).unwrap();
            if preset.no_moves_wins || preset.first_king_wins {
                assert_eq!(by_type, Variant::international());
            } else {
                assert_eq!(by_type, preset);
            }
            assert_eq!(
                preset.preset_id(),
                Some(if id == "czech" { "kabe" } else { id })
            );
        }
        assert_eq!(
            Variant::preset("international"),
            Some(Variant::international())
        );
        assert_eq!(Variant::for_game_type(28), None);
        assert_eq!(
            Variant::game_types(),
            "20 (draughts), 21 (checkers), 22 (italian), 23 (pool), 24 (spanish), 25 (russian), \
             26 (brazilian), 27 (canadian), 29 (kabe), 30 (turkish), 40 (frisian), 97 (frysk)"
        );
        assert!(Variant::russian().algebraic() && Variant::brazilian().algebraic());
        assert!(!Variant::kabe().algebraic() && !Variant::checkers().algebraic());
        let mut changed = Variant::russian();
        changed.crown_mid_capture = false;
        assert_eq!(changed.preset_id(), None);
        assert_eq!(changed.name_term(), Arg::term("game-custom"));
    }

    #[test]
    fn the_12x12_board_keeps_its_size() {
        // Its squares are bits of another word: no other board becomes 12×12, and it becomes
        // no other board.
        let mut kabe = Variant::kabe();
        assert!(kabe.set("size", "12").is_err());
        let mut canadian = Variant::canadian();
        canadian.set("size", "12").unwrap();
        for size in ["8", "10"] {
            let err = canadian.set("size", size).unwrap_err().to_string();
            assert!(err.contains("12"), "{err}");
        }
        assert!(canadian.set("orthogonal_captures", "true").is_err());
        assert!(canadian.set("orthogonal", "true").is_err());
        assert_eq!(canadian, Variant::canadian());
        assert_eq!(Variant::preset_for_size(12), canadian);
        assert_eq!((canadian.squares(), canadian.numbering().n), (72, 6));
    }

    #[test]
    fn bad_options_are_errors() {
        let mut v = Variant::kabe();
        assert!(v.set("size", "12").is_err());
        assert!(v.set("flying_kings", "maybe").is_err());
        assert!(
            v.set("colour", "red")
                .unwrap_err()
                .to_string()
                .contains("size")
        );
        assert_eq!(v, Variant::kabe());
        v.set("no_capture_limit", "off").unwrap();
        assert_eq!(v.no_capture_limit, 0);
    }

    #[test]
    fn turkish_board_and_frisian_captures_exclude_each_other() {
        // Orthogonal moves on all 64 squares and orthogonal captures over dark squares are two
        // boards: asking for both is an error either way round, and changes nothing.
        let mut turkish = Variant::turkish();
        let err = turkish.set("orthogonal_captures", "true").unwrap_err();
        assert!(err.to_string().contains("orthogonal_captures"), "{err}");
        assert_eq!(turkish, Variant::turkish());
        turkish.set("orthogonal_captures", "false").unwrap();

        let mut frisian = Variant::frisian();
        frisian.set("size", "8").unwrap();
        assert!(frisian.set("orthogonal", "true").is_err());
        assert!(!frisian.orthogonal() && frisian.orthogonal_captures);
    }
}
