//! Boards of at most 16 cells (up to 7 pits a side) read as one `u128`, cell 0 in the low
//! byte: sowing, row tests, seed sums and the solver's keys become a few word operations.
//! A count never carries into the next byte, as the whole board holds at most 255 seeds.

/// `PREFIX[k]`: a 1 in each of the bytes `0..k`.
pub(crate) const PREFIX: [u128; 17] = {
    let mut table = [0; 17];
    let mut k = 1;
    while k <= 16 {
        table[k] = table[k - 1] | 1 << (8 * (k - 1));
        k += 1;
    }
    table
};

/// `FULL[k]`: all bits of the bytes `0..k`.
const FULL: [u128; 17] = {
    let mut table = [0; 17];
    let mut k = 0;
    while k <= 16 {
        table[k] = PREFIX[k] * 0xff;
        k += 1;
    }
    table
};

/// The low seven bits of every byte.
const LOW7: u128 = PREFIX[16] * 0x7f;

/// A 1 in each byte of `a..b` (`a ≤ b ≤ 16`).
pub(crate) fn ones(a: usize, b: usize) -> u128 {
    PREFIX[b] - PREFIX[a]
}

/// All bits of the bytes `a..b`.
pub(crate) fn bytes(a: usize, b: usize) -> u128 {
    FULL[b] - FULL[a]
}

/// The high bit of every byte that is not zero.
pub(crate) fn nonzero(x: u128) -> u128 {
    (((x & LOW7) + LOW7) | x) & !LOW7
}

/// The sum of all bytes (at most 255).
pub(crate) fn byte_sum(x: u128) -> u32 {
    const ONES64: u64 = 0x0101_0101_0101_0101;
    let (lo, hi) = (x as u64, (x >> 64) as u64);
    let sum = |v: u64| (v.wrapping_mul(ONES64) >> 56) as u32;
    // Each half sums to at most 255, so the multiplication's top byte is exact.
    sum(lo) + sum(hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_helpers() {
        assert_eq!(ones(0, 0), 0);
        assert_eq!(ones(2, 4), 0x0101_0000);
        assert_eq!(bytes(1, 2), 0xff00);
        assert_eq!(nonzero(0x0300_0100_8000), 0x8000_8000_8000);
        assert_eq!(byte_sum(u128::from_le_bytes([15; 16])), 240);
        assert_eq!(byte_sum(255 << 120), 255);
    }
}
