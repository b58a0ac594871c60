//! Round robins by the Berger tables of FIDE's regulations (C.05, Annex 1), for 3 to 20
//! players, single or double.
//!
//! With an even number `n` of players, numbered 1 to `n` by the drawing of lots, round `r`
//! (1 to `n - 1`) is built from the one player `p` among 1 to `n - 1` whose number satisfies
//! `2p ≡ r + 1 (mod n - 1)`: `p` meets `n` on the first board, white in odd rounds and black
//! in even ones, and board `k` (2 to `n / 2`) brings together `p + (k - 1)`, who has white,
//! and `p - (k - 1)`, both counted modulo `n - 1` within 1 to `n - 1`. This gives the
//! published tables row for row (`tests/berger.rs` compares them). With an odd number of
//! players the table of `n + 1` is used and the highest number is the bye.
//!
//! A double round robin plays the table twice, the second cycle with the colours reversed;
//! as the regulations recommend, the last two rounds of the first cycle are exchanged, so
//! that no player has the same colour three times in a row across the two cycles.

use ply_i18n::{Message, msg};

use crate::types::{Board, Rank, Round};

/// The fewest and most players a Berger table is given for.
pub const MIN_PLAYERS: u32 = 3;
pub const MAX_PLAYERS: u32 = 20;

/// Why a round robin cannot be drawn up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BergerError {
    /// Fewer than 3 or more than 20 players.
    Players(u32),
    /// A round outside 1 to the number of rounds.
    Round { round: u32, rounds: u32 },
}

impl BergerError {
    /// The error as a catalog message.
    pub fn message(&self) -> Message {
        match self {
            BergerError::Players(n) => msg!(
                "pairing_berger_players",
                least = MIN_PLAYERS,
                most = MAX_PLAYERS,
                players = *n
            ),
            BergerError::Round { round, rounds } => {
                msg!("pairing_berger_round", round = *round, rounds = *rounds)
            }
        }
    }
}

impl std::fmt::Display for BergerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for BergerError {}

/// The table's size for `players`: the even number of numbers drawn.
fn table_size(players: u32) -> u32 {
    players + players % 2
}

fn check(players: u32) -> Result<(), BergerError> {
    if (MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        Ok(())
    } else {
        Err(BergerError::Players(players))
    }
}

/// The number of rounds of a round robin of `players`, single (`cycles` 1) or double (2).
pub fn rounds(players: u32, cycles: u32) -> Result<u32, BergerError> {
    check(players)?;
    Ok((table_size(players) - 1) * cycles.clamp(1, 2))
}

/// Round `round` (1-based) of the single table for `players`, every board in the table's
/// order, the bye's board (with the number `players + 1` for odd `players`) dropped and its
/// player named as the round's bye.
fn single(players: u32, round: u32) -> Round {
    let n = table_size(players);
    let m = n - 1;
    // Numbers 1..=m taken modulo m.
    let wrap = |x: i64| -> Rank { ((x - 1).rem_euclid(i64::from(m)) + 1) as Rank };
    // The one p in 1..=m with 2p ≡ r + 1 (mod m); one exists since m is odd.
    let p = (1..=m)
        .find(|&q| (2 * q) % m == (round + 1) % m)
        .unwrap_or(1);
    let mut pairs = Vec::with_capacity(n as usize / 2);
    pairs.push(if round % 2 == 1 { (p, n) } else { (n, p) });
    for k in 2..=n / 2 {
        let d = i64::from(k - 1);
        pairs.push((wrap(i64::from(p) + d), wrap(i64::from(p) - d)));
    }
    let mut out = Round::default();
    for (white, black) in pairs {
        if white > players {
            out.bye = Some(black);
        } else if black > players {
            out.bye = Some(white);
        } else {
            out.boards.push(Board { white, black });
        }
    }
    out
}

/// Round `round` (1-based) of a round robin of `players` (3 to 20), single (`double`
/// false) or double. For an odd number of players the player left out of the round is the
/// round's `bye`.
pub fn round(players: u32, double: bool, round: u32) -> Result<Round, BergerError> {
    let cycle = rounds(players, 1)?;
    let total = if double { 2 * cycle } else { cycle };
    if round == 0 || round > total {
        return Err(BergerError::Round {
            round,
            rounds: total,
        });
    }
    if !double {
        return Ok(single(players, round));
    }
    // The first cycle with its last two rounds exchanged; then the table again, colours
    // reversed.
    if round <= cycle {
        let r = if cycle >= 2 && round == cycle - 1 {
            cycle
        } else if cycle >= 2 && round == cycle {
            cycle - 1
        } else {
            round
        };
        Ok(single(players, r))
    } else {
        let mut r = single(players, round - cycle);
        for b in &mut r.boards {
            std::mem::swap(&mut b.white, &mut b.black);
        }
        Ok(r)
    }
}

/// Every round of a round robin of `players`, single or double, in order.
pub fn table(players: u32, double: bool) -> Result<Vec<Round>, BergerError> {
    let total = rounds(players, if double { 2 } else { 1 })?;
    (1..=total).map(|r| round(players, double, r)).collect()
}
