//! The solver's transposition table: bounds on the value of a board (pits and side to move),
//! under an exact key.

use ply_core::Side;

use crate::Kalah;

/// How a board is turned into a key: the board's word with the stores cleared (up to 7 pits a
/// side), each pit's count in a fixed number of bits, or, when the counts do not fit 120 bits,
/// two independent 64-bit hashes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Packing {
    /// The board's word: exact.
    Word,
    /// `bits` per pit: exact.
    Exact { bits: u32 },
    /// A 128-bit hash: collisions are possible in principle (never met in practice).
    Hashed,
}

impl Packing {
    /// The narrowest exact packing for boards of `2 · pits` pits holding `seeds` seeds at most.
    pub(crate) fn for_board(pits: usize, seeds: u32) -> Packing {
        if pits <= 7 {
            return Packing::Word;
        }
        (5..=8)
            .find(|&bits| (seeds >> bits) == 0 && 2 * pits * bits as usize <= 120)
            .map_or(Packing::Hashed, |bits| Packing::Exact { bits })
    }

    /// The key of `pos`'s pits and side to move; never 0.
    pub(crate) fn key(self, pos: &Kalah) -> u128 {
        let side = u128::from(pos.side() == Side::Black) << 120;
        match self {
            Packing::Word => {
                // The side to move takes South's store byte; bit 127 (in the last byte, never a
                // pit) tells word keys from the others.
                let pits = pos.word() & (pos.row_mask(Side::White) | pos.row_mask(Side::Black));
                let side = u128::from(pos.side() == Side::Black) << (8 * pos.pit_count());
                pits | side | 1 << 127
            }
            Packing::Exact { bits } => {
                let mut key = (u128::from(bits) << 121) | side;
                let mut shift = 0;
                for s in Side::ALL {
                    for &c in pos.row(s) {
                        key |= u128::from(c) << shift;
                        shift += bits;
                    }
                }
                key
            }
            Packing::Hashed => {
                let (mut a, mut b) = (0x243f_6a88_85a3_08d3_u64, 0x1319_8a2e_0370_7344_u64);
                for s in Side::ALL {
                    for &c in pos.row(s) {
                        a = (a ^ u64::from(c)).wrapping_mul(0x0000_0100_0000_01b3);
                        b = (b.rotate_left(5) ^ u64::from(c)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                    }
                }
                (1 << 125) | side | (u128::from(a) << 56) ^ u128::from(b)
            }
        }
    }
}

/// One slot, as three words: the key's low and high halves, and the data word (lower bound,
/// upper bound, best move, work: 16, 16, 8 and 8 bits). All zeros is an empty slot (no key is 0).
type Slot = [u64; 3];

/// Two slots in one cache line: a probe costs one memory access.
#[derive(Copy, Clone, Default)]
#[repr(C, align(64))]
struct Bucket {
    slots: [Slot; 2],
}

fn pack(b: Bounds, work: u8) -> u64 {
    u64::from(b.lower as i16 as u16)
        | u64::from(b.upper as i16 as u16) << 16
        | u64::from(b.best) << 32
        | u64::from(work) << 40
}

fn work_of(slot: &Slot) -> u8 {
    (slot[2] >> 40) as u8
}

/// What the table knows about a board.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    /// A best move index, or `u8::MAX`.
    pub best: u8,
}

/// A table of `2^bits` two-slot buckets: the first slot keeps the entry with the most work
/// behind it, the second always takes the newest.
pub(crate) struct Table {
    buckets: Vec<Bucket>,
    mask: usize,
}

impl Table {
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table {
            buckets: vec![Bucket::default(); len],
            mask: len - 1,
        }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
    }

    fn bucket(&self, key: u128) -> usize {
        let k = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let h = (k ^ (k >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        (h >> 32) as usize & self.mask
    }

    pub(crate) fn probe(&self, key: u128) -> Option<Bounds> {
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        self.buckets[self.bucket(key)]
            .slots
            .iter()
            .find(|s| s[0] == lo && s[1] == hi)
            .map(|s| Bounds {
                lower: i32::from(s[2] as u16 as i16),
                upper: i32::from((s[2] >> 16) as u16 as i16),
                best: (s[2] >> 32) as u8,
            })
    }

    /// Records the bounds found for a board with `nodes` nodes of work.
    pub(crate) fn store(&mut self, key: u128, bounds: Bounds, nodes: u64) {
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        let work = (64 - nodes.leading_zeros()) as u8;
        let slot = [lo, hi, pack(bounds, work)];
        let i = self.bucket(key);
        let slots = &mut self.buckets[i].slots;
        if slots[0][0] == lo && slots[0][1] == hi {
            slots[0] = slot;
        } else if work >= work_of(&slots[0]) {
            // The new entry takes the first slot; the old one moves to the second, which also
            // drops any older copy of the new key there.
            slots[1] = slots[0];
            slots[0] = slot;
        } else {
            slots[1] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::KalahRules;

    #[test]
    fn keys_tell_boards_apart() {
        let mut keys = std::collections::HashSet::new();
        for (pits, seeds) in [(6, 6), (8, 3), (12, 10)] {
            let rules = KalahRules::new(pits, seeds).unwrap();
            let start = Kalah::start(&rules);
            let packing = Packing::for_board(usize::from(pits), start.seeds_in_pits());
            let mut boards = vec![start];
            let mut moves = Vec::new();
            for _ in 0..3 {
                let mut next = Vec::new();
                for b in &boards {
                    b.fill_moves(&mut moves);
                    for &m in &moves {
                        let mut c = b.clone();
                        c.sow(m);
                        next.push(c);
                    }
                }
                boards.extend(next);
            }
            let mut seen = std::collections::HashMap::new();
            for b in &boards {
                let key = packing.key(b);
                assert_ne!(key, 0);
                let board = (
                    b.row(Side::White).to_vec(),
                    b.row(Side::Black).to_vec(),
                    b.side(),
                );
                if let Some(other) = seen.insert(key, board.clone()) {
                    assert_eq!(other, board, "two boards share a key");
                }
            }
            keys.extend(seen.into_keys());
        }
        assert!(keys.len() > 100);
        assert_eq!(Packing::for_board(6, 72), Packing::Word);
        assert_eq!(Packing::for_board(8, 20), Packing::Exact { bits: 5 });
        assert_eq!(Packing::for_board(12, 40), Packing::Hashed);
    }

    #[test]
    fn table_keeps_bounds() {
        let mut table = Table::new(4);
        let b = Bounds {
            lower: -3,
            upper: 7,
            best: 2,
        };
        table.store(5 << 100 | 1, b, 1000);
        let got = table.probe(5 << 100 | 1).unwrap();
        assert_eq!((got.lower, got.upper, got.best), (-3, 7, 2));
        assert!(table.probe(6 << 100 | 1).is_none());
    }
}
