//! The colours of a pair (C.04.3, E.1–E.5).

use super::state::{State, Strength};
use crate::types::Colour;

/// Which of the two is the higher ranked: more points, then the lower starting rank.
pub fn higher<'a>(a: &'a State, b: &'a State) -> (&'a State, &'a State) {
    if (b.score, std::cmp::Reverse(b.rank)) > (a.score, std::cmp::Reverse(a.rank)) {
        (b, a)
    } else {
        (a, b)
    }
}

/// White's and black's starting ranks for a pair, by the colour allocation rules: both
/// preferences where they differ (E.1); else the stronger preference, between two absolute
/// ones the wider colour difference (E.2); else alternate from the last round in which the
/// two had different colours (E.3); else the higher ranked player's preference (E.4); else
/// the higher ranked player gets the initial colour with an odd starting rank and the other
/// with an even one (E.5).
pub fn allocate(a: &State, b: &State, initial: Colour) -> (u32, u32) {
    let (hi, lo) = higher(a, b);
    let give = |player: &State, colour: Colour| {
        let other = if player.rank == hi.rank { lo } else { hi };
        match colour {
            Colour::White => (player.rank, other.rank),
            Colour::Black => (other.rank, player.rank),
        }
    };
    match (hi.preference, lo.preference) {
        (Some(x), Some(y)) if x != y => return give(hi, x),
        (Some(x), None) => return give(hi, x),
        (None, Some(y)) => return give(lo, y),
        _ => {}
    }
    if let (Some(x), Some(_)) = (hi.preference, lo.preference) {
        // The same colour wanted by both.
        if hi.strength != lo.strength {
            return if hi.strength > lo.strength {
                give(hi, x)
            } else {
                give(lo, x)
            };
        }
        if hi.strength == Strength::Absolute && hi.difference.abs() != lo.difference.abs() {
            return if hi.difference.abs() > lo.difference.abs() {
                give(hi, x)
            } else {
                give(lo, x)
            };
        }
        // E.3: the latest round, counting back from each player's last game, in which
        // their colours differed; the higher ranked player takes the other colour.
        let (h, l) = (&hi.colours, &lo.colours);
        for back in 1..=h.len().min(l.len()) {
            let (ch, cl) = (h[h.len() - back], l[l.len() - back]);
            if ch != cl {
                return give(hi, ch.opposite());
            }
        }
        return give(hi, x);
    }
    // Neither has a preference (no games yet).
    let colour = if hi.rank % 2 == 1 {
        initial
    } else {
        initial.opposite()
    };
    give(hi, colour)
}
