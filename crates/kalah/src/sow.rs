//! Sowing: the move itself, then an extra turn or a capture, then the closing sweep.
//!
//! Boards of at most 16 cells (up to 7 pits a side) sow with whole-word arithmetic: the counts
//! are read as one `u128`, and a sowing adds a word holding, in every cell, the seeds that cell
//! receives (the laps, plus one in each cell the remainder reaches). Bigger boards sow seed by
//! seed. Counts never carry into the next byte: the whole board holds at most 255 seeds.

use ply_core::Side;

use crate::{
    Kalah, Pit,
    word::{PREFIX, bytes, nonzero, ones},
};

/// What a sowing ended with.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Sown {
    /// The last seed fell in the mover's store: the mover moves again (unless the game ended).
    ExtraTurn,
    /// The last seed fell in an own empty pit: it and the opposite pit's seeds (this many in
    /// all) went to the mover's store.
    Capture(u8),
    /// Anything else: the turn passes.
    Plain,
}

impl Kalah {
    /// Sows the mover's pit (which must hold seeds), applies an extra turn or a capture, and
    /// ends and sweeps the game when a side's pits are empty.
    pub fn sow(&mut self, pit: Pit) -> Sown {
        let narrow = self.is_narrow();
        let last = if narrow {
            self.spread_narrow(pit)
        } else {
            self.spread_wide(pit)
        };
        let sown = self.end_turn(last);
        let a_row_is_empty = if narrow {
            let x = self.word();
            x & self.row_mask(Side::White) == 0 || x & self.row_mask(Side::Black) == 0
        } else {
            Side::ALL
                .into_iter()
                .any(|side| self.row(side).iter().all(|&c| c == 0))
        };
        if a_row_is_empty {
            self.sweep();
        }
        sown
    }

    /// Each player moves the seeds left in their own pits into their own store.
    pub(crate) fn sweep(&mut self) {
        for side in Side::ALL {
            let left = self.seeds_on_side(side) as u8;
            let (base, store) = (self.base(side), self.store_index(side));
            self.cells[base..store].fill(0);
            self.cells[store] += left;
        }
    }

    /// The number of the mover's pits holding seeds.
    pub(crate) fn move_count(&self) -> usize {
        if self.is_narrow() {
            (nonzero(self.word()) & self.row_mask(self.side)).count_ones() as usize
        } else {
            self.row(self.side).iter().filter(|&&c| c != 0).count()
        }
    }

    /// Empties the pit and spreads its seeds in one addition; returns the last seed's cell.
    fn spread_narrow(&mut self, pit: Pit) -> usize {
        let p = self.pit_count();
        let n = 2 * p + 2;
        let ring = n - 1; // a lap: every cell but the opponent's store
        let start = self.base(self.side) + pit.index();
        let mut seeds = usize::from(self.cells[start]);
        let mut add = 0;
        if seeds >= ring {
            let skip = self.store_index(!self.side);
            add = (PREFIX[n] - ones(skip, skip + 1)) * (seeds / ring) as u128;
            seeds %= ring;
        }
        let end = start + seeds;
        let last = if self.side == Side::White {
            // South's store is cell p, North's store n-1 is skipped.
            if end < ring {
                add += ones(start + 1, end + 1);
                end
            } else {
                add += ones(start + 1, ring) + PREFIX[end - ring + 1];
                end - ring
            }
        } else if end < n {
            add += ones(start + 1, end + 1);
            end
        } else {
            // Past North's store (n-1) into South's pits, skipping South's store p.
            let over = end - n;
            add += ones(start + 1, n);
            if over < p {
                add += PREFIX[over + 1];
                over
            } else {
                add += PREFIX[p] + ones(p + 1, over + 2);
                over + 1
            }
        };
        let x = self.word() & !bytes(start, start + 1);
        self.set_word(x + add);
        last
    }

    /// Empties the pit and spreads its seeds one by one; returns the last seed's cell.
    fn spread_wide(&mut self, pit: Pit) -> usize {
        let n = self.cells_len();
        let skip = self.store_index(!self.side);
        let start = self.base(self.side) + pit.index();
        let mut seeds = usize::from(self.cells[start]);
        self.cells[start] = 0;
        let ring = n - 1;
        if seeds >= ring {
            let laps = (seeds / ring) as u8;
            seeds %= ring;
            for (i, c) in self.cells[..n].iter_mut().enumerate() {
                if i != skip {
                    *c += laps;
                }
            }
        }
        let mut last = start;
        for _ in 0..seeds {
            last += 1;
            if last == skip {
                last += 1;
            }
            if last >= n {
                last -= n;
            }
            self.cells[last] += 1;
        }
        last
    }

    /// An extra turn when the last seed is in the own store, else a capture if it is due, and
    /// the turn passes.
    fn end_turn(&mut self, last: usize) -> Sown {
        let p = self.pit_count();
        let own_store = self.store_index(self.side);
        if last == own_store {
            return Sown::ExtraTurn;
        }
        self.side = !self.side;
        if !(own_store - p..own_store).contains(&last) || self.cells[last] != 1 {
            return Sown::Plain;
        }
        let opposite = 2 * p - last;
        if self.rules.capture_needs_opposite_seeds && self.cells[opposite] == 0 {
            return Sown::Plain;
        }
        let taken = 1 + self.cells[opposite];
        self.cells[own_store] += taken;
        self.cells[last] = 0;
        self.cells[opposite] = 0;
        Sown::Capture(taken)
    }
}

#[cfg(test)]
mod tests {
    use ply_core::testing::SplitMix64;

    use super::*;
    use crate::KalahRules;

    fn pos(counts: &[u8], side: Side) -> Kalah {
        Kalah::from_counts(&KalahRules::default(), counts, side).unwrap()
    }

    #[test]
    fn north_sows_past_south_store() {
        // North's pit 6 (cell 12) with 3 seeds: North's store, South's pits 1 and 2.
        let mut p = pos(&[1, 0, 0, 0, 0, 0, 30, 6, 6, 6, 6, 6, 3, 8], Side::Black);
        assert_eq!(p.sow(Pit::from_index(5)), Sown::Plain);
        assert_eq!(p.counts(), &[2, 1, 0, 0, 0, 0, 30, 6, 6, 6, 6, 6, 0, 9]);
        assert_eq!(p.side(), Side::White);
    }

    #[test]
    fn north_capture_takes_the_opposite_south_pit() {
        // North's pit 1 (cell 7) with 1 seed lands in empty pit 2 (cell 8), opposite cell 4.
        let mut p = pos(&[6, 6, 6, 6, 5, 6, 4, 1, 0, 6, 6, 6, 6, 8], Side::Black);
        assert_eq!(p.sow(Pit::from_index(0)), Sown::Capture(6));
        assert_eq!(p.counts(), &[6, 6, 6, 6, 0, 6, 4, 0, 0, 6, 6, 6, 6, 14]);
    }

    #[test]
    fn word_sowing_equals_seed_by_seed_sowing() {
        let mut rng = SplitMix64::new(5);
        for pits in 1..=7u8 {
            let seeds = (255 / (2 * u32::from(pits))).min(12) as u8;
            let rules = KalahRules::new(pits, seeds).unwrap();
            let n = 2 * usize::from(pits) + 2;
            for _ in 0..2000 {
                let mut counts = vec![0u8; n];
                for _ in 0..rules.total_seeds() {
                    counts[if rng.below(2) == 0 {
                        rng.below(2)
                    } else {
                        rng.below(n)
                    }] += 1;
                }
                let side = if rng.below(2) == 0 {
                    Side::White
                } else {
                    Side::Black
                };
                let Ok(pos) = Kalah::from_counts(&rules, &counts, side) else {
                    continue;
                };
                let mut moves = Vec::new();
                pos.fill_moves(&mut moves);
                assert_eq!(pos.move_count(), moves.len());
                for mv in moves {
                    let (mut word, mut wide) = (pos.clone(), pos.clone());
                    let a = word.spread_narrow(mv);
                    let b = wide.spread_wide(mv);
                    assert_eq!(
                        (a, word.counts()),
                        (b, wide.counts()),
                        "{counts:?} {side:?} {mv:?}"
                    );
                }
            }
        }
    }
}
