//! The weights file of the pattern evaluation: a small binary file, little-endian throughout.
//!
//! | bytes | content |
//! |---|---|
//! | 4 | `PLYW` |
//! | 1 | format version (1) |
//! | 1 + L | the game id's length L and the id (`kabe`, `draughts`) |
//! | 4 | the layout: squares per row (4 or 5), region side (4), regions, squares per region (8) |
//! | 4 | V, the number of values: 3 + T + P × R × 6561, for T terms (none, or all of [`terms::count`]), P phases (1 or 2) and R regions |
//! | 2 V | the values (`i16`): man, king, tempo, the terms (in sixteenths), then each region's 3^8 configurations (phase by phase: the full board's tables first) |
//! | 8 | FNV-1a (64-bit) of every byte before it |

use ply_core::{Message, msg};

use super::terms;

/// The side of a region, in rows and columns.
pub const REGION_SIDE: u32 = 4;
/// Dark squares in a region.
pub const REGION_SQUARES: u32 = 8;
/// Configurations of a region: 3^8.
pub const CONFIGS: usize = 6561;

/// The number of regions with `n` squares per row.
pub const fn regions(n: u32) -> usize {
    ((n - 1) * (n - 1)) as usize
}

const MAGIC: &[u8; 4] = b"PLYW";
const VERSION: u8 = 1;
/// Man, king and tempo come before the region tables.
pub const GLOBALS: usize = 3;

/// The weights of one board's pattern evaluation, in hundredths of a man.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// The game the weights were fitted for: `kabe` or `draughts`.
    pub game: String,
    /// Squares per row of the board (4 on 8×8, 5 on 10×10).
    pub n: u32,
    /// A man.
    pub man: i16,
    /// A king.
    pub king: i16,
    /// Having the move.
    pub tempo: i16,
    /// 1, or 2 when every region has a table for the full board and one for the bare board,
    /// blended by the number of men left ([`super::pattern::evaluate`]).
    pub phases: usize,
    /// The weights of the terms beyond the regions ([`terms`]), in sixteenths of a hundredth of
    /// a man: empty, or one per term.
    pub terms: Vec<i16>,
    /// Region `r`'s value of configuration `c` at `r * 6561 + c`, in phase `p` (0: full board)
    /// `p * regions * 6561` further on.
    pub tables: Vec<i16>,
}

/// Why a weights file cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightsError(pub Message);

impl std::fmt::Display for WeightsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for WeightsError {}

/// FNV-1a, 64 bits.
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The squares per row of a game that has pattern weights.
pub fn board_of(game: &str) -> Option<u32> {
    match game {
        "kabe" => Some(4),
        "draughts" => Some(5),
        _ => None,
    }
}

impl Weights {
    /// Empty tables with the classic evaluation's material, for `game` (`kabe`, `draughts`).
    pub fn zero(game: &str) -> Option<Weights> {
        Weights::zero_phased(game, 1)
    }

    /// The same with `phases` (1 or 2) tables per region.
    pub fn zero_phased(game: &str, phases: usize) -> Option<Weights> {
        let n = board_of(game)?;
        Some(Weights {
            game: game.to_string(),
            n,
            man: 100,
            king: 300,
            tempo: 2,
            phases,
            terms: Vec::new(),
            tables: vec![0; phases * regions(n) * CONFIGS],
        })
    }

    /// The same with the terms beyond the regions, all zero.
    pub fn with_terms(mut self) -> Weights {
        self.terms = vec![0; terms::count(self.n)];
        self
    }

    /// The number of values: the globals and the tables.
    pub fn len(&self) -> usize {
        GLOBALS + self.terms.len() + self.tables.len()
    }

    /// Whether there are no values (never, for weights that were read or made).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + 2 * self.len());
        out.extend_from_slice(MAGIC);
        out.push(VERSION);
        out.push(self.game.len() as u8);
        out.extend_from_slice(self.game.as_bytes());
        out.extend_from_slice(&[
            self.n as u8,
            REGION_SIDE as u8,
            regions(self.n) as u8,
            REGION_SQUARES as u8,
        ]);
        out.extend_from_slice(&(self.len() as u32).to_le_bytes());
        let globals = [self.man, self.king, self.tempo];
        for v in globals.iter().chain(&self.terms).chain(&self.tables) {
            out.extend_from_slice(&v.to_le_bytes());
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a weights file.
    ///
    /// # Errors
    /// Not a weights file, another version, a game without pattern weights, a layout other than
    /// the game's board, a wrong length or a checksum that does not match.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        let bad = |m: Message| WeightsError(m);
        if bytes.len() < 6 || &bytes[..4] != MAGIC {
            return Err(bad(msg!("weights_not_weights")));
        }
        if bytes[4] != VERSION {
            return Err(bad(msg!(
                "weights_version",
                found = u32::from(bytes[4]),
                expected = u32::from(VERSION)
            )));
        }
        let name_end = 6 + usize::from(bytes[5]);
        let short = || bad(msg!("weights_short"));
        let game = bytes
            .get(6..name_end)
            .and_then(|b| std::str::from_utf8(b).ok())
            .ok_or_else(short)?
            .to_string();
        let n = board_of(&game).ok_or_else(|| bad(msg!("weights_game", game = game.clone())))?;
        let layout = bytes.get(name_end..name_end + 8).ok_or_else(short)?;
        let expected = [
            n as u8,
            REGION_SIDE as u8,
            regions(n) as u8,
            REGION_SQUARES as u8,
        ];
        let count = u32::from_le_bytes([layout[4], layout[5], layout[6], layout[7]]) as usize;
        let table = regions(n) * CONFIGS;
        let shape = [0, terms::count(n)]
            .into_iter()
            .flat_map(|t| (1..=2).map(move |p| (t, p)))
            .find(|(t, p)| count == GLOBALS + t + p * table);
        let Some((term_count, phases)) = shape.filter(|_| layout[..4] == expected) else {
            return Err(bad(msg!("weights_layout", game = game.clone())));
        };
        let values_at = name_end + 8;
        if bytes.len() != values_at + 2 * count + 8 {
            return Err(short());
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let mut stored = [0u8; 8];
        stored.copy_from_slice(sum);
        if checksum(body) != u64::from_le_bytes(stored) {
            return Err(bad(msg!("weights_checksum")));
        }
        let values: Vec<i16> = body[values_at..]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]))
            .collect();
        Ok(Weights {
            game,
            n,
            man: values[0],
            king: values[1],
            tempo: values[2],
            phases,
            terms: values[GLOBALS..GLOBALS + term_count].to_vec(),
            tables: values[GLOBALS + term_count..].to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Weights {
        let mut w = Weights::zero("kabe").unwrap();
        for (i, v) in w.tables.iter_mut().enumerate() {
            *v = (i as i16).wrapping_mul(7919) % 300;
        }
        w.man = 97;
        w
    }

    #[test]
    fn round_trips() {
        let w = sample();
        assert_eq!(Weights::from_bytes(&w.to_bytes()).unwrap(), w);
        let ten = Weights::zero("draughts").unwrap();
        assert_eq!(ten.tables.len(), 16 * CONFIGS);
        assert_eq!(Weights::from_bytes(&ten.to_bytes()).unwrap(), ten);
        let mut phased = Weights::zero_phased("draughts", 2).unwrap();
        phased.tables[16 * CONFIGS + 5] = -3;
        assert_eq!(phased.tables.len(), 2 * 16 * CONFIGS);
        assert_eq!(Weights::from_bytes(&phased.to_bytes()).unwrap(), phased);
        let mut with_terms = Weights::zero("draughts").unwrap().with_terms();
        assert_eq!(with_terms.terms.len(), 54);
        with_terms.terms[3] = -40;
        assert_eq!(
            Weights::from_bytes(&with_terms.to_bytes()).unwrap(),
            with_terms
        );
        assert!(Weights::zero("chess").is_none());
    }

    #[test]
    fn damage_is_named() {
        let bytes = sample().to_bytes();
        let code = |b: &[u8]| Weights::from_bytes(b).unwrap_err().0.code().to_string();
        assert_eq!(code(b"hello world"), "weights_not_weights");
        assert_eq!(code(&bytes[..bytes.len() - 1]), "weights_short");
        assert_eq!(code(&bytes[..9]), "weights_short");
        let mut flipped = bytes.clone();
        flipped[100] ^= 1;
        assert_eq!(code(&flipped), "weights_checksum");
        let mut version = bytes.clone();
        version[4] = 9;
        assert_eq!(code(&version), "weights_version");
        let mut game = bytes.clone();
        game[6..10].copy_from_slice(b"kalx");
        assert_eq!(code(&game), "weights_game");
        let mut layout = bytes.clone();
        layout[10] = 5;
        assert_eq!(code(&layout), "weights_layout");
    }
}
