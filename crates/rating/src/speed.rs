//! Speed categories, as lichess defines them: a clock's estimated duration is its initial time
//! plus 40 increments (seconds), and the category is the first whose bound it stays under;
//! a time control in days per move is correspondence. An untimed game has no category: it is
//! never rated.

/// A rating's speed category.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Speed {
    UltraBullet,
    Bullet,
    Blitz,
    Rapid,
    Classical,
    Correspondence,
}

impl Speed {
    /// Every category, fastest first.
    pub const ALL: [Speed; 6] = [
        Speed::UltraBullet,
        Speed::Bullet,
        Speed::Blitz,
        Speed::Rapid,
        Speed::Classical,
        Speed::Correspondence,
    ];

    /// The category of a clock of `initial_ms` and `increment_ms` per move: by its estimated
    /// duration `initial + 40 × increment` in seconds, under 30 ultraBullet, under 180 bullet,
    /// under 480 blitz, under 1500 rapid, classical otherwise.
    pub fn of_clock(initial_ms: i64, increment_ms: i64) -> Speed {
        let estimate_ms = initial_ms
            .max(0)
            .saturating_add(increment_ms.max(0).saturating_mul(40));
        let seconds = estimate_ms / 1000;
        match seconds {
            s if s < 30 => Speed::UltraBullet,
            s if s < 180 => Speed::Bullet,
            s if s < 480 => Speed::Blitz,
            s if s < 1500 => Speed::Rapid,
            _ => Speed::Classical,
        }
    }

    /// The name in the API (lichess's keys): `ultraBullet`, `bullet`, `blitz`, `rapid`,
    /// `classical`, `correspondence`.
    pub fn key(self) -> &'static str {
        match self {
            Speed::UltraBullet => "ultraBullet",
            Speed::Bullet => "bullet",
            Speed::Blitz => "blitz",
            Speed::Rapid => "rapid",
            Speed::Classical => "classical",
            Speed::Correspondence => "correspondence",
        }
    }

    /// The category named `key` (as [`Speed::key`] writes it).
    pub fn from_key(key: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.key() == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: i64 = 1000;

    #[test]
    fn lichess_categories() {
        // (initial s, increment s, category): the usual controls and each bound's two sides.
        let cases = [
            (15, 0, Speed::UltraBullet),
            (29, 0, Speed::UltraBullet),
            (30, 0, Speed::Bullet),
            (0, 1, Speed::Bullet), // 40 s
            (60, 0, Speed::Bullet),
            (60, 2, Speed::Bullet), // 140 s
            (120, 1, Speed::Bullet),
            (179, 0, Speed::Bullet),
            (180, 0, Speed::Blitz),
            (180, 2, Speed::Blitz), // 260 s
            (300, 3, Speed::Blitz), // 420 s
            (479, 0, Speed::Blitz),
            (480, 0, Speed::Rapid),
            (300, 5, Speed::Rapid),  // 500 s
            (600, 5, Speed::Rapid),  // 800 s
            (900, 10, Speed::Rapid), // 1300 s
            (1499, 0, Speed::Rapid),
            (1500, 0, Speed::Classical),
            (1800, 0, Speed::Classical),
            (900, 15, Speed::Classical), // 1500 s
            (10_800, 60, Speed::Classical),
        ];
        for (initial, increment, speed) in cases {
            assert_eq!(
                Speed::of_clock(initial * S, increment * S),
                speed,
                "{initial}+{increment}"
            );
        }
        // Milliseconds short of a bound stay below it.
        assert_eq!(Speed::of_clock(179_999, 0), Speed::Bullet);
        assert_eq!(Speed::of_clock(0, 4_499), Speed::Bullet); // 179.96 s
        // Out-of-range numbers give a category, never an overflow.
        assert_eq!(Speed::of_clock(i64::MAX, i64::MAX), Speed::Classical);
        assert_eq!(Speed::of_clock(-5, -5), Speed::UltraBullet);
    }

    #[test]
    fn keys_read_back() {
        for speed in Speed::ALL {
            assert_eq!(Speed::from_key(speed.key()), Some(speed));
        }
        assert_eq!(Speed::from_key("Blitz"), None);
        assert_eq!(Speed::of_clock(0, 0), Speed::UltraBullet);
    }
}
