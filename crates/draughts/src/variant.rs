//! The rule options of the draughts engine and the presets `kabe` and `draughts`.

use ply_core::{RuleError, Rules, parse_bool};

/// The rules a draughts position is played under: board size and the options that tell the
/// national variants apart. `Copy`, so that every position carries its rules.
///
/// Options (keys of [`Rules::set`]): `size` (8 or 10), `men_capture_backwards`,
/// `flying_kings`, `majority_rule`, `king_priority`, `crown_mid_capture`,
/// `king_must_continue`, `no_capture_limit`, `king_move_limit` (plies, `0` or `off` for none)
/// and `endgame_rules` (the 16- and 5-move rules). The crate documentation says what each does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    size: u8,
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
    /// Draw after this many plies without a capture (0: no such rule).
    pub no_capture_limit: u16,
    /// Draw after this many plies in which only kings moved and nothing was captured (0: none).
    pub king_move_limit: u16,
    /// The 16-move and 5-move rules of endgames against a lone king.
    pub endgame_rules: bool,
}

/// The option keys, in the order [`Rules::options`] lists them.
const KEYS: [&str; 10] = [
    "size",
    "men_capture_backwards",
    "flying_kings",
    "majority_rule",
    "king_priority",
    "crown_mid_capture",
    "king_must_continue",
    "no_capture_limit",
    "king_move_limit",
    "endgame_rules",
];

impl Variant {
    /// Kabe: 8×8, men capture forward only, flying kings, king priority, free choice among
    /// captures, a capturing king must land where it can capture again, draw after 15 moves
    /// each without a capture.
    pub const fn kabe() -> Variant {
        Variant {
            size: 8,
            men_capture_backwards: false,
            flying_kings: true,
            majority_rule: false,
            king_priority: true,
            crown_mid_capture: false,
            king_must_continue: true,
            no_capture_limit: 30,
            king_move_limit: 0,
            endgame_rules: false,
        }
    }

    /// International draughts (FMJD): 10×10, men capture backwards, flying kings, majority
    /// rule, the 25-move king rule and the 16- and 5-move endgame rules.
    pub const fn international() -> Variant {
        Variant {
            size: 10,
            men_capture_backwards: true,
            flying_kings: true,
            majority_rule: true,
            king_priority: false,
            crown_mid_capture: false,
            king_must_continue: false,
            no_capture_limit: 0,
            king_move_limit: 50,
            endgame_rules: true,
        }
    }

    /// A preset by its game id: `kabe`, or `draughts` (also `international`).
    pub fn preset(id: &str) -> Option<Variant> {
        match id {
            "kabe" => Some(Variant::kabe()),
            "draughts" | "international" => Some(Variant::international()),
            _ => None,
        }
    }

    /// The board's side length: 8 or 10.
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The number of playable squares: 32 or 50.
    pub const fn squares(&self) -> u32 {
        self.size as u32 * self.size as u32 / 2
    }

    /// The name used in messages: "kabe", "international draughts", or "these rules" when the
    /// options match neither preset.
    pub fn name(&self) -> &'static str {
        if *self == Variant::kabe() {
            "kabe"
        } else if *self == Variant::international() {
            "international draughts"
        } else {
            "these rules"
        }
    }

    /// The preset with this board size (kabe for 8, international for 10).
    pub const fn preset_for_size(size: u8) -> Variant {
        if size == 8 {
            Variant::kabe()
        } else {
            Variant::international()
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
            .map_err(|_| RuleError::bad_value(key, value, "a number of plies, or off")),
    }
}

impl Rules for Variant {
    fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "size" => {
                self.size = match value.trim() {
                    "8" => 8,
                    "10" => 10,
                    _ => return Err(RuleError::bad_value(key, value, "8 or 10")),
                }
            }
            "men_capture_backwards" => self.men_capture_backwards = parse_bool(key, value)?,
            "flying_kings" => self.flying_kings = parse_bool(key, value)?,
            "majority_rule" => self.majority_rule = parse_bool(key, value)?,
            "king_priority" => self.king_priority = parse_bool(key, value)?,
            "crown_mid_capture" => self.crown_mid_capture = parse_bool(key, value)?,
            "king_must_continue" => self.king_must_continue = parse_bool(key, value)?,
            "no_capture_limit" => self.no_capture_limit = parse_limit(key, value)?,
            "king_move_limit" => self.king_move_limit = parse_limit(key, value)?,
            "endgame_rules" => self.endgame_rules = parse_bool(key, value)?,
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
            self.no_capture_limit.to_string(),
            self.king_move_limit.to_string(),
            self.endgame_rules.to_string(),
        ];
        KEYS.into_iter().zip(values).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip_through_set() {
        for preset in [Variant::kabe(), Variant::international()] {
            let mut other = Variant::preset_for_size(if preset.size == 8 { 10 } else { 8 });
            for (key, value) in preset.options() {
                other.set(key, &value).unwrap();
            }
            assert_eq!(other, preset);
        }
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
}
