//! The FIDE Dutch system (C.04.3, the rules in force from 2017) as a sequence of weighted
//! matchings, one per score bracket from the top down.
//!
//! With an odd number of players the last bracket has one player more than it pairs: the
//! pairing-allocated bye, as a vertex joined to the players who may still have it (C.2: no
//! player gets it twice, nor after a win by forfeit), which the criteria give to the lowest
//! ranked of the lowest score where they allow.
//!
//! Each bracket — the players of one score and those floated down to it — is paired by a
//! maximum-weight matching, among the matchings of greatest cardinality: first of the
//! bracket with the next score group, kept if the players left can still all be paired (a
//! maximum matching checks it), else of the bracket with every player still unpaired below
//! it, so that the round can always be completed (C.4); such a bracket is the penultimate
//! pairing bracket, and every player below it then forms one collapsed last bracket (A.9).
//! Only compatible players are joined at all (the absolute criteria C.1 and C.3: no rematch;
//! no two players with an absolute preference for the same colour, a topscorer in the last
//! round excepted). The weight of a pair puts the criteria in their order, each in its own
//! bits so that no sum of lower ones outweighs a higher one (`weights.rs`): pairs in the
//! bracket (C.5), the scores of the players paired in it (C.6, C.7) and their score
//! differences (as squares, so that one large difference outweighs two half as large: the
//! rules compare the largest first), pairs made in the next bracket, then colours (C.8–C.11: for a topscorer's
//! pair in the last round no colour difference beyond 2, then no colour three times in a
//! row; preferences granted; strong preferences granted), then floats (C.12–C.15: no
//! repeated downfloat or upfloat from the last round, then from the one before; C.16–C.19:
//! the score differences of those who float again as small as can be, as sums, in a bracket
//! of more than one score), and last the order in which the rules try the candidates (D):
//! the highest moved down players are the ones paired, each in order meets the highest
//! resident left, then in the remainder as few exchanges between its first half (S1) and the rest (S2) as can be,
//! the players exchanged as near in pairing numbers as can be, and the higher player of
//! each pair, in order, meeting the highest partner left — so the players left over to
//! float down are those the first candidate leaves, not simply the lowest. A bracket is matched a
//! second time when the first matching shows that the remainder is not the one assumed (the
//! residents the floaters did not meet, and as many S1 players as the remainder makes
//! pairs). Where the bits of an `i128` do not hold the whole order, each part falls back to
//! a sum its first choice maximises, or is dropped. This does not repeat the rules' sequence
//! of exchanges step by step, and its rounds differ from bbpPairings' in some cases
//! (`tests/bbp.rs` counts them). The pairs inside the bracket are kept; the bracket's other
//! players float down to the next one.
//!
//! The colours of each pair follow E.1–E.5 (`colour.rs`) and the boards are ordered by the
//! higher player's score, the lower player's score, then the higher player's rank.

mod colour;
pub(crate) mod state;
mod weights;

use std::collections::HashSet;

use ply_i18n::{Message, msg};

use crate::tournament::{RecordError, Tournament};
use crate::types::{Board, Rank, Round};
use state::completable;

/// Why no round can be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingError {
    /// The record is inconsistent.
    Record(RecordError),
    /// Every planned round has been paired.
    Finished { rounds: u32 },
    /// Fewer than two players.
    TooFewPlayers,
    /// No pairing satisfies the absolute criteria.
    NoPairing,
}

impl PairingError {
    /// The error as a catalog message.
    pub fn message(&self) -> Message {
        match self {
            PairingError::Record(why) => msg!("pairing_record", reason = why.message()),
            PairingError::Finished { rounds } => msg!("pairing_finished", rounds = *rounds),
            PairingError::TooFewPlayers => msg!("pairing_too_few"),
            PairingError::NoPairing => msg!("pairing_none"),
        }
    }
}

impl std::fmt::Display for PairingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(f)
    }
}

impl std::error::Error for PairingError {}

/// The pairings of the next round of `t` by the Dutch system.
pub fn pair(t: &Tournament) -> Result<Round, PairingError> {
    t.check().map_err(PairingError::Record)?;
    if t.played() as u32 >= t.rounds {
        return Err(PairingError::Finished { rounds: t.rounds });
    }
    let states = state::states(t);
    // Everyone by score, then pairing number.
    let mut order: Vec<usize> = (0..states.len())
        .filter(|&i| t.is_paired_next(states[i].rank))
        .collect();
    if order.len() < 2 {
        return Err(PairingError::TooFewPlayers);
    }
    order.sort_by_key(|&i| (std::cmp::Reverse(states[i].score), states[i].rank));

    if !completable(&order, &states, t) {
        return Err(PairingError::NoPairing);
    }
    let mut bye = None;

    let mut pairs: Vec<(usize, usize)> = Vec::with_capacity(order.len() / 2);
    let mut paired: HashSet<usize> = HashSet::new();
    let mut floaters: Vec<usize> = Vec::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &i in &order {
        match groups.last_mut() {
            Some(g) if states[g[0]].score == states[i].score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut g = 0;
    while g < groups.len() {
        let mut bracket = std::mem::take(&mut floaters);
        bracket.extend(groups[g].iter().copied());
        let lower: Vec<usize> = groups[g + 1..].iter().flatten().copied().collect();
        let next: &[usize] = groups.get(g + 1).map_or(&[], |v| v.as_slice());
        let ((made, left_out), collapsed) =
            weights::pair_bracket(t, &states, &bracket, groups[g].len(), next, &lower)
                .ok_or(PairingError::NoPairing)?;
        if let Some(b) = left_out {
            paired.insert(b);
            bye = Some(b);
        }
        for &(a, b) in &made {
            paired.insert(a);
            paired.insert(b);
        }
        pairs.extend(made);
        floaters = bracket
            .into_iter()
            .filter(|i| !paired.contains(i))
            .collect();
        if collapsed {
            // The penultimate pairing bracket: everyone below it is one last bracket.
            groups.truncate(g + 1);
            groups.push(lower);
        }
        g += 1;
    }
    if !floaters.is_empty() {
        return Err(PairingError::NoPairing);
    }

    let mut boards: Vec<(Board, (u32, u32, Rank))> = pairs
        .into_iter()
        .map(|(a, b)| {
            let (sa, sb) = (&states[a], &states[b]);
            let (white, black) = colour::allocate(sa, sb, t.initial_colour);
            let (hi, lo) = colour::higher(sa, sb);
            (
                Board { white, black },
                (u32::MAX - hi.score, u32::MAX - lo.score, hi.rank),
            )
        })
        .collect();
    boards.sort_by_key(|(_, key)| *key);
    Ok(Round {
        boards: boards.into_iter().map(|(b, _)| b).collect(),
        bye: bye.map(|i| states[i].rank),
    })
}
