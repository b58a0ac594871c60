//! The Kalah position: the counts of every pit and store, the side to move and the rules.
//!
//! Cells are laid out in sowing order, as in the position text: South's pits `0..p`, South's
//! store `p`, North's pits `p+1..2p+1`, North's store `2p+1`. A finished position is always
//! kept swept, so "finished" and "every pit is empty" are the same thing.

use ply_core::{PositionError, Side, msg};

use crate::{KalahRules, rules::MAX_PITS, word};

/// The most cells (pits and stores) a board has, rounded up to whole 64-bit words for hashing.
pub(crate) const CELLS: usize = 32;
const _: () = assert!(2 * MAX_PITS as usize + 2 <= CELLS);

/// A move: one of the mover's own pits, by its index `0..p` in sowing order (pit number
/// `index + 1`; pit 1 is the farthest from the mover's store).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pit(u8);

impl Pit {
    /// The pit with this index (`0..p`).
    pub const fn from_index(index: u8) -> Pit {
        Pit(index)
    }

    /// The pit with this number as players write it (`1..=p`); `None` for 0.
    pub fn from_number(number: u8) -> Option<Pit> {
        number.checked_sub(1).map(Pit)
    }

    /// The index in the mover's row, `0..p`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The number players write, `1..=p`.
    pub const fn number(self) -> u8 {
        self.0 + 1
    }
}

/// A Kalah(p,s) position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Kalah {
    /// Counts in sowing order; cells past `2p+2` stay zero.
    pub(crate) cells: [u8; CELLS],
    pub(crate) side: Side,
    pub(crate) rules: KalahRules,
}

impl Kalah {
    /// The start position: `seeds` in every pit, empty stores, South to move.
    pub fn start(rules: &KalahRules) -> Kalah {
        let mut cells = [0; CELLS];
        let p = usize::from(rules.pits);
        for side in Side::ALL {
            let base = side.index() * (p + 1);
            cells[base..base + p].fill(rules.seeds);
        }
        Kalah {
            cells,
            side: Side::White,
            rules: *rules,
        }
    }

    /// A position from its `2p+2` counts in sowing order (South's pits, South's store, North's
    /// pits, North's store) and the side to move. A board with one side's pits all empty is a
    /// finished game and is swept at once.
    ///
    /// # Errors
    /// When the number of counts does not fit `rules.pits` or the seeds do not add up to
    /// `2 · pits · seeds`.
    pub fn from_counts(
        rules: &KalahRules,
        counts: &[u8],
        side: Side,
    ) -> Result<Kalah, PositionError> {
        let p = usize::from(rules.pits);
        if counts.len() != 2 * p + 2 {
            return Err(PositionError::new(msg!(
                "kalah_count_number",
                expected = 2 * p + 2,
                pits = p,
                found = counts.len()
            )));
        }
        let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        if total != rules.total_seeds() {
            return Err(PositionError::new(msg!(
                "kalah_seed_total",
                total = total,
                rules = rules.name(),
                expected = rules.total_seeds()
            )));
        }
        let mut cells = [0; CELLS];
        cells[..counts.len()].copy_from_slice(counts);
        let mut pos = Kalah {
            cells,
            side,
            rules: *rules,
        };
        if pos.row(Side::White).iter().all(|&c| c == 0)
            || pos.row(Side::Black).iter().all(|&c| c == 0)
        {
            pos.sweep();
        }
        Ok(pos)
    }

    /// The rules of this position.
    pub fn rules(&self) -> &KalahRules {
        &self.rules
    }

    /// The counts in sowing order, stores included (the position text's numbers).
    pub fn counts(&self) -> &[u8] {
        &self.cells[..self.cells_len()]
    }

    /// The player to move.
    pub fn side(&self) -> Side {
        self.side
    }

    /// Seeds in `side`'s pit (`pit` in that side's own numbering); 0 for a pit the board does
    /// not have.
    pub fn seeds_in(&self, side: Side, pit: Pit) -> u8 {
        self.row(side).get(pit.index()).copied().unwrap_or(0)
    }

    /// Seeds in `side`'s store.
    pub fn store(&self, side: Side) -> u8 {
        self.cells[self.store_index(side)]
    }

    /// Seeds in all of `side`'s pits.
    pub fn seeds_on_side(&self, side: Side) -> u32 {
        if self.is_narrow() {
            word::byte_sum(self.word() & self.row_mask(side))
        } else {
            self.row(side).iter().map(|&c| u32::from(c)).sum()
        }
    }

    /// Seeds still in play (in the pits of both sides).
    pub fn seeds_in_pits(&self) -> u32 {
        self.seeds_on_side(Side::White) + self.seeds_on_side(Side::Black)
    }

    /// Whether the game is over (one side's pits ran empty and the board was swept).
    pub fn is_finished(&self) -> bool {
        if self.is_narrow() {
            self.word() & self.row_mask(self.side) == 0
        } else {
            self.row(self.side).iter().all(|&c| c == 0)
        }
    }

    /// The store difference from the side to move's point of view; the final margin when the
    /// game is over.
    pub fn store_margin(&self) -> i32 {
        i32::from(self.store(self.side)) - i32::from(self.store(!self.side))
    }

    /// The mover's pits holding seeds, in ascending order, written into `moves`.
    pub(crate) fn fill_moves(&self, moves: &mut Vec<Pit>) {
        moves.clear();
        let base = self.base(self.side);
        for (i, &c) in self.cells[base..base + self.pit_count()].iter().enumerate() {
            if c != 0 {
                moves.push(Pit(i as u8));
            }
        }
    }

    pub(crate) fn pit_count(&self) -> usize {
        usize::from(self.rules.pits)
    }

    pub(crate) fn cells_len(&self) -> usize {
        2 * self.pit_count() + 2
    }

    pub(crate) fn base(&self, side: Side) -> usize {
        side.index() * (self.pit_count() + 1)
    }

    pub(crate) fn store_index(&self, side: Side) -> usize {
        self.base(side) + self.pit_count()
    }

    /// `side`'s pits in sowing order.
    pub(crate) fn row(&self, side: Side) -> &[u8] {
        let base = self.base(side);
        &self.cells[base..base + self.pit_count()]
    }
}

/// The board as one word ([`word`]): boards of at most 7 pits a side.
impl Kalah {
    /// Whether the board fits one word.
    pub(crate) fn is_narrow(&self) -> bool {
        self.rules.pits <= 7
    }

    /// The first 16 cells as one word.
    pub(crate) fn word(&self) -> u128 {
        let mut low = [0; 16];
        low.copy_from_slice(&self.cells[..16]);
        u128::from_le_bytes(low)
    }

    pub(crate) fn set_word(&mut self, x: u128) {
        self.cells[..16].copy_from_slice(&x.to_le_bytes());
    }

    /// All bits of `side`'s pits (narrow boards).
    pub(crate) fn row_mask(&self, side: Side) -> u128 {
        let base = self.base(side);
        word::bytes(base, base + self.pit_count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_counts() {
        let start = Kalah::start(&KalahRules::default());
        assert_eq!(start.counts(), &[6, 6, 6, 6, 6, 6, 0, 6, 6, 6, 6, 6, 6, 0]);
        assert_eq!(start.side(), Side::White);
        assert_eq!(start.seeds_in_pits(), 72);
        assert!(!start.is_finished());
    }
}
