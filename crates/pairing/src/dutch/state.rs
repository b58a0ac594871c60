//! What the Dutch system reads of each player before a round: score, colour difference and
//! preference, floats in the last two rounds, whether a bye may still be given, and whom the
//! player has met.

use std::collections::HashSet;

use crate::matching;
use crate::tournament::Tournament;
use crate::types::{Colour, HalfPoints, Outcome, Rank};

/// How strongly a player wants a colour (C.04.3, A.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game played yet.
    None,
    /// Colour difference 0: the other colour than the last game.
    Mild,
    /// Colour difference ±1.
    Strong,
    /// Colour difference beyond ±1, or the same colour in the last two games.
    Absolute,
}

/// A float: how a player's opponent's score compared with the player's, or an unplayed
/// round, which counts as a downfloat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
    None,
}

/// One player as the pairing of the next round sees them.
#[derive(Clone, Debug)]
pub struct State {
    pub rank: Rank,
    pub score: HalfPoints,
    /// Games as white minus games as black, counting games played only.
    pub difference: i32,
    /// The colours of the games played, in order.
    pub colours: Vec<Colour>,
    pub preference: Option<Colour>,
    pub strength: Strength,
    /// Floats in the last round and the one before.
    pub floats: [Float; 2],
    pub bye_eligible: bool,
    pub met: HashSet<Rank>,
}

/// Every player's state before the next round.
pub fn states(t: &Tournament) -> Vec<State> {
    let played = t.played();
    t.players
        .iter()
        .map(|p| {
            let colours: Vec<Colour> = p.rounds.iter().filter_map(|e| e.played_colour()).collect();
            let difference = colours
                .iter()
                .map(|c| if *c == Colour::White { 1 } else { -1 })
                .sum::<i32>();
            let last = colours.last().copied();
            let repeated = matches!(colours.as_slice(), [.., a, b] if a == b);
            let lower = if difference > 0 {
                Colour::Black
            } else {
                Colour::White
            };
            let (preference, strength) = if difference.abs() > 1 {
                (Some(lower), Strength::Absolute)
            } else if repeated {
                (last.map(Colour::opposite), Strength::Absolute)
            } else if difference != 0 {
                (Some(lower), Strength::Strong)
            } else if let Some(c) = last {
                (Some(c.opposite()), Strength::Mild)
            } else {
                (None, Strength::None)
            };
            let float = |back: usize| -> Float {
                let Some(r) = played.checked_sub(back) else {
                    return Float::None;
                };
                let e = p.rounds[r];
                if !e.outcome.is_played() {
                    return Float::Down;
                }
                let own = p.score_after(r);
                let other = e
                    .opponent
                    .and_then(|o| t.player(o))
                    .map_or(own, |q| q.score_after(r));
                match own.cmp(&other) {
                    std::cmp::Ordering::Greater => Float::Down,
                    std::cmp::Ordering::Less => Float::Up,
                    std::cmp::Ordering::Equal => Float::None,
                }
            };
            State {
                rank: p.rank,
                score: p.score(),
                difference,
                colours,
                preference,
                strength,
                floats: [float(1), float(2)],
                bye_eligible: !p
                    .rounds
                    .iter()
                    .any(|e| matches!(e.outcome, Outcome::PairingBye | Outcome::ForfeitWin)),
                met: p
                    .rounds
                    .iter()
                    .filter(|e| e.outcome.is_played())
                    .filter_map(|e| e.opponent)
                    .collect(),
            }
        })
        .collect()
}

/// Whether two players may meet (the absolute criteria C.1 and C.3): they have not played
/// each other, and they do not both have an absolute preference for the same colour — except,
/// in the last round, when one of them is a topscorer (more than half the maximum score).
pub fn compatible(a: &State, b: &State, t: &Tournament) -> bool {
    if a.met.contains(&b.rank) {
        return false;
    }
    let clash = a.strength == Strength::Absolute
        && b.strength == Strength::Absolute
        && a.preference == b.preference;
    if !clash {
        return true;
    }
    let played = t.played() as u32;
    let last_round = played + 1 >= t.rounds;
    last_round && (topscorer(a, played) || topscorer(b, played))
}

/// A topscorer: more than half the maximum possible score so far.
pub fn topscorer(s: &State, played: u32) -> bool {
    s.score > played
}

/// The compatibility edges among `members` (indices into `states`), as local indices.
pub fn compat_edges(members: &[usize], states: &[State], t: &Tournament) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (a, &i) in members.iter().enumerate() {
        for (b, &j) in members.iter().enumerate().skip(a + 1) {
            if compatible(&states[i], &states[j], t) {
                out.push((a, b));
            }
        }
    }
    out
}

/// Whether `members` can all be paired, one of them left out with the bye when they are an
/// odd number (one who may still have it).
pub fn completable(members: &[usize], states: &[State], t: &Tournament) -> bool {
    let mut edges = compat_edges(members, states, t);
    let n = members.len();
    if n % 2 == 1 {
        edges.extend(
            (0..n)
                .filter(|&a| states[members[a]].bye_eligible)
                .map(|a| (a, n)),
        );
        return matching::has_perfect(n + 1, &edges);
    }
    members.is_empty() || matching::has_perfect(n, &edges)
}
