//! The solver's transposition table: bounds on the value of a board (pits and side to move),
//! under an exact key.

use ply_core::Side;

use crate::Kalah;

/// How a board is turned into a key: each pit's count in a fixed number of bits, or, when the
/// counts do not fit 120 bits, two independent 64-bit hashes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Packing {
    /// `bits` per pit: exact.
    Exact { bits: u32 },
    /// A 128-bit hash: collisions are possible in principle (never met in practice).
    Hashed,
}

impl Packing {
    /// The narrowest exact packing for boards of `2 · pits` pits holding `seeds` seeds at most.
    pub(crate) fn for_board(pits: usize, seeds: u32) -> Packing {
        (5..=8)
            .find(|&bits| (seeds >> bits) == 0 && 2 * pits * bits as usize <= 120)
            .map_or(Packing::Hashed, |bits| Packing::Exact { bits })
    }

    /// The key of `pos`'s pits and side to move; never 0.
    pub(crate) fn key(self, pos: &Kalah) -> u128 {
        let side = u128::from(pos.side() == Side::Black) << 120;
        match self {
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
/// upper bound, best move, work: 16, 16, 8 and 8 bits). All zeros is an empty slot (no key is 0),
/// so a fresh table is zeroed memory that the system hands out lazily.
type Slot = [u64; 3];

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
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    pub(crate) fn new(bits: u32) -> Table {
        let len = 1usize << bits;
        Table {
            slots: vec![[0; 3]; 2 * len],
            mask: len - 1,
        }
    }

    /// Forgets everything.
    pub(crate) fn clear(&mut self) {
        self.slots.fill([0; 3]);
    }

    fn bucket(&self, key: u128) -> usize {
        let k = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let h = (k ^ (k >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        2 * ((h >> 32) as usize & self.mask)
    }

    pub(crate) fn probe(&self, key: u128) -> Option<Bounds> {
        let i = self.bucket(key);
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        self.slots[i..i + 2]
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
        let i = self.bucket(key);
        let (lo, hi) = (key as u64, (key >> 64) as u64);
        let work = (64 - nodes.leading_zeros()) as u8;
        let slot = [lo, hi, pack(bounds, work)];
        let first = self.slots[i];
        if first[0] == lo && first[1] == hi {
            self.slots[i] = slot;
        } else if work >= work_of(&first) {
            // The new entry takes the first slot; the old one moves to the second, which also
            // drops any older copy of the new key there.
            self.slots[i + 1] = first;
            self.slots[i] = slot;
        } else {
            self.slots[i + 1] = slot;
        }
    }
}
