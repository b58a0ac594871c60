//! The rule options of Kalah(p,s): pits a side, seeds a pit, and the capture condition.

use ply_core::{RuleError, Rules, msg, parse_bool};

/// The most pits a side can have.
pub const MAX_PITS: u8 = 12;

/// The most seeds a board can hold: every count, stores included, is one byte.
pub const MAX_TOTAL_SEEDS: u32 = 255;

/// The options of Kalah(p,s), always valid (set through [`Rules::set`] or [`KalahRules::new`]);
/// the default is Kalah(6,6) with captures from empty opposite pits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct KalahRules {
    pub(crate) pits: u8,
    pub(crate) seeds: u8,
    pub(crate) capture_needs_opposite_seeds: bool,
}

impl Default for KalahRules {
    fn default() -> Self {
        KalahRules {
            pits: 6,
            seeds: 6,
            capture_needs_opposite_seeds: false,
        }
    }
}

const KEYS: [&str; 3] = ["pits", "seeds", "capture_needs_opposite_seeds"];

impl KalahRules {
    /// Kalah(p,s) with the default capture rule.
    ///
    /// # Errors
    /// When `pits` or `seeds` is out of range (see [`Rules::set`]).
    pub fn new(pits: u8, seeds: u8) -> Result<KalahRules, RuleError> {
        let mut rules = KalahRules::default();
        rules.set_size(pits.into(), seeds.into())?;
        Ok(rules)
    }

    /// The same rules with the capture condition set.
    pub fn with_capture_needs_opposite_seeds(mut self, on: bool) -> KalahRules {
        self.capture_needs_opposite_seeds = on;
        self
    }

    /// Pits on each side, `1..=12` (option `pits`, default 6).
    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// Seeds in each pit at the start (option `seeds`, default 6); `2 · pits · seeds` is at
    /// most 255.
    pub fn seeds(&self) -> u8 {
        self.seeds
    }

    /// Whether a last seed in an own empty pit captures only when the opposite pit holds seeds
    /// (option `capture_needs_opposite_seeds`, default false: the capture always happens).
    pub fn capture_needs_opposite_seeds(&self) -> bool {
        self.capture_needs_opposite_seeds
    }

    /// The number of seeds on the board: `2 · pits · seeds`.
    pub fn total_seeds(&self) -> u32 {
        2 * u32::from(self.pits) * u32::from(self.seeds)
    }

    /// "Kalah(6,6)".
    pub fn name(&self) -> String {
        format!("Kalah({},{})", self.pits, self.seeds)
    }

    /// Checks and sets the size; the counts are taken wide so that a number too large for a
    /// pit is told by the range it leaves, not by its width.
    fn set_size(&mut self, pits: u64, seeds: u64) -> Result<(), RuleError> {
        let (Ok(pit_count), true) = (
            u8::try_from(pits),
            (1..=u64::from(MAX_PITS)).contains(&pits),
        ) else {
            return Err(RuleError::new(msg!(
                "kalah_pits_range",
                pits = pits,
                most = MAX_PITS
            )));
        };
        if seeds == 0 {
            return Err(RuleError::new(msg!("kalah_seeds_zero")));
        }
        let total = 2 * u128::from(pits) * u128::from(seeds);
        let most = MAX_TOTAL_SEEDS / (2 * u32::from(pit_count));
        match u8::try_from(seeds) {
            Ok(seed_count) if total <= u128::from(MAX_TOTAL_SEEDS) => {
                self.pits = pit_count;
                self.seeds = seed_count;
                Ok(())
            }
            _ => Err(RuleError::new(msg!(
                "kalah_too_many_seeds",
                pits = pits,
                seeds = seeds,
                total = u64::try_from(total).unwrap_or(u64::MAX),
                limit = MAX_TOTAL_SEEDS,
                most = most
            ))),
        }
    }
}

/// A count as written: any whole number, one too large for 64 bits taken as the largest (the
/// option's range is checked by [`KalahRules::set_size`]).
fn parse_count(key: &str, value: &str) -> Result<u64, RuleError> {
    let digits = value.trim();
    match digits.parse::<u64>() {
        Ok(n) => Ok(n),
        Err(_) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => Ok(u64::MAX),
        Err(_) => Err(RuleError::bad_value(
            key,
            value,
            msg!("expected_whole_number"),
        )),
    }
}

impl Rules for KalahRules {
    fn set(&mut self, key: &str, value: &str) -> Result<(), RuleError> {
        match key {
            "pits" => self.set_size(parse_count(key, value)?, self.seeds.into()),
            "seeds" => self.set_size(self.pits.into(), parse_count(key, value)?),
            "capture_needs_opposite_seeds" => {
                self.capture_needs_opposite_seeds = parse_bool(key, value)?;
                Ok(())
            }
            _ => Err(RuleError::unknown(key, &KEYS)),
        }
    }

    fn options(&self) -> Vec<(&'static str, String)> {
        vec![
            (KEYS[0], self.pits.to_string()),
            (KEYS[1], self.seeds.to_string()),
            (KEYS[2], self.capture_needs_opposite_seeds.to_string()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_round_trip() {
        let mut rules = KalahRules::default();
        rules.set("pits", "4").unwrap();
        rules.set("seeds", "3").unwrap();
        rules.set("capture_needs_opposite_seeds", "yes").unwrap();
        let mut again = KalahRules::default();
        for (k, v) in rules.options() {
            again.set(k, &v).unwrap();
        }
        assert_eq!(again, rules);
        assert_eq!(rules.name(), "Kalah(4,3)");
        assert_eq!(rules.total_seeds(), 24);
    }

    #[test]
    fn bad_options_change_nothing() {
        let mut rules = KalahRules::default();
        assert!(rules.set("pits", "0").is_err());
        assert!(rules.set("pits", "13").is_err());
        assert!(rules.set("pits", "x").is_err());
        assert!(rules.set("seeds", "0").is_err());
        let err = rules.set("seeds", "22").unwrap_err();
        assert_eq!(
            err.to_string(),
            "Kalah(6,22) would have 264 seeds; at most 255 fit (with 6 pits, seeds is 1 to 21)"
        );
        assert!(
            rules
                .set("colour", "red")
                .unwrap_err()
                .to_string()
                .contains("known: pits")
        );
        assert_eq!(rules, KalahRules::default());
        assert!(KalahRules::new(12, 10).is_ok());
    }

    #[test]
    fn numbers_too_large_for_a_count_name_the_allowed_range() {
        let mut rules = KalahRules::default();
        let err = rules.set("seeds", "1000000000").unwrap_err().to_string();
        assert!(err.contains("seeds is 1 to 21"), "{err}");
        let err = rules
            .set("pits", "99999999999999999999")
            .unwrap_err()
            .to_string();
        assert!(err.contains("1 to 12 pits"), "{err}");
        let err = rules.set("seeds", "-3").unwrap_err().to_string();
        assert!(err.contains("expected a whole number"), "{err}");
        assert_eq!(rules, KalahRules::default());
    }
}
