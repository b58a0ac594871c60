//! The arena's rules as pure functions: a player's points from their results in order (2 a
//! win, 1 a draw, double on a streak of two wins), who may be paired now, and the pairing of
//! those players by close score.

use std::collections::HashSet;

/// One result from a player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    Win,
    Draw,
    Loss,
}

/// A player's sheet: the points of each game in order, the total, and whether the player is
/// on a streak (the next win or draw counts double).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Sheet {
    pub points: Vec<u8>,
    pub score: i64,
    pub fire: bool,
}

/// The sheet of a player's results, in the order the games ended. Two wins in a row start a
/// streak: from then on a win is worth 4 and a draw 2, until a game is not won.
pub fn sheet(results: &[Result]) -> Sheet {
    let plain: Vec<(Result, bool)> = results.iter().map(|&r| (r, false)).collect();
    sheet_berserk(&plain)
}

/// [`sheet`] of results each with whether the player berserked in that game: a berserk win is
/// worth one point more (on a streak too).
pub fn sheet_berserk(results: &[(Result, bool)]) -> Sheet {
    let mut wins_in_a_row = 0;
    let mut out = Sheet::default();
    for (result, berserk) in results {
        let fire = wins_in_a_row >= 2;
        let points = match result {
            Result::Win => {
                wins_in_a_row += 1;
                let base = if fire { 4 } else { 2 };
                base + u8::from(*berserk)
            }
            Result::Draw => {
                wins_in_a_row = 0;
                if fire { 2 } else { 1 }
            }
            Result::Loss => {
                wins_in_a_row = 0;
                0
            }
        };
        out.points.push(points);
        out.score += i64::from(points);
    }
    out.fire = wins_in_a_row >= 2;
    out
}

/// A player as pairing sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub user: String,
    pub score: i64,
    pub rating: i64,
    /// Whether the player wants pairing (joined, not paused or withdrawn).
    pub active: bool,
    /// The last opponent, if any.
    pub last_opponent: Option<String>,
    /// Games with white less games with black.
    pub colour_balance: i64,
}

/// The players who may be paired now: active, and not in a game still being played
/// (`playing`: the players of the tournament's unfinished games).
pub fn free<'a>(entrants: &'a [Entrant], playing: &HashSet<String>) -> Vec<&'a Entrant> {
    entrants
        .iter()
        .filter(|e| e.active && !playing.contains(&e.user))
        .collect()
}

/// How many places down the standings an opponent is looked for to avoid a rematch.
const WINDOW: usize = 4;

/// Pairs the free players, as `(white, black)` user ids: in order of score (then rating), each
/// with the nearest player below who was not their last opponent (within a few places; a
/// rematch only when nobody else is left); white to the one who had it less. An odd player
/// out waits for the next pairing.
pub fn pair(free: &[&Entrant]) -> Vec<(String, String)> {
    let mut order: Vec<&Entrant> = free.to_vec();
    order.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(b.rating.cmp(&a.rating))
            .then(a.user.cmp(&b.user))
    });
    let mut pairs = Vec::new();
    while order.len() >= 2 {
        let a = order.remove(0);
        let fresh = |b: &&Entrant| {
            a.last_opponent.as_deref() != Some(b.user.as_str())
                && b.last_opponent.as_deref() != Some(a.user.as_str())
        };
        let pick = order
            .iter()
            .take(WINDOW)
            .position(fresh)
            .or_else(|| order.iter().position(fresh))
            .unwrap_or(0);
        let b = order.remove(pick);
        let a_white = match a.colour_balance.cmp(&b.colour_balance) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            // The same balance: by a coin the two names make, so neither side is favoured.
            std::cmp::Ordering::Equal => {
                (a.user.len() + b.user.len() + pairs.len()).is_multiple_of(2)
            }
        };
        pairs.push(if a_white {
            (a.user.clone(), b.user.clone())
        } else {
            (b.user.clone(), a.user.clone())
        });
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::{Result::*, *};

    #[test]
    fn two_wins_in_a_row_double_the_next_results() {
        assert_eq!(sheet(&[]).score, 0);
        let s = sheet(&[Win, Win, Win, Draw, Win]);
        assert_eq!(s.points, [2, 2, 4, 2, 2]);
        assert_eq!(s.score, 12);
        assert!(!s.fire);
        let s = sheet(&[Win, Win]);
        assert_eq!(s.points, [2, 2]);
        assert!(s.fire);
        let s = sheet(&[Win, Win, Win, Win, Loss, Win, Draw, Draw]);
        assert_eq!(s.points, [2, 2, 4, 4, 0, 2, 1, 1]);
        assert_eq!(s.score, 16);
        assert!(!s.fire);
        let s = sheet(&[Draw, Win, Loss, Win, Win, Draw]);
        assert_eq!(s.points, [1, 2, 0, 2, 2, 2]);
        assert_eq!(s.score, 9);
    }

    #[test]
    fn a_berserk_win_is_worth_one_point_more() {
        let s = sheet_berserk(&[
            (Win, true),
            (Win, false),
            (Win, true),
            (Draw, true),
            (Loss, true),
        ]);
        assert_eq!(s.points, [3, 2, 5, 2, 0]);
        assert_eq!(s.score, 12);
        assert_eq!(
            sheet_berserk(&[(Win, false), (Draw, false)]),
            sheet(&[Win, Draw])
        );
    }

    fn entrant(user: &str, score: i64, last: Option<&str>) -> Entrant {
        Entrant {
            user: user.into(),
            score,
            rating: 1500,
            active: true,
            last_opponent: last.map(str::to_string),
            colour_balance: 0,
        }
    }

    #[test]
    fn players_in_a_game_or_paused_are_never_paired() {
        let mut field: Vec<Entrant> = (0..10)
            .map(|i| entrant(&format!("p{i}"), i % 4, None))
            .collect();
        field[3].active = false;
        let playing: HashSet<String> = ["p0", "p5", "p6"].map(String::from).into();
        let free = free(&field, &playing);
        let pairs = pair(&free);
        assert_eq!(pairs.len(), 3, "{pairs:?}");
        let mut seen = HashSet::new();
        for (w, b) in &pairs {
            for p in [w, b] {
                assert!(!playing.contains(p), "{p} is still playing");
                assert_ne!(p, "p3", "a paused player was paired");
                assert!(seen.insert(p.clone()), "{p} paired twice");
            }
        }
    }

    #[test]
    fn close_scores_meet_and_the_last_opponent_is_avoided() {
        let field = [
            entrant("a", 10, Some("b")),
            entrant("b", 9, Some("a")),
            entrant("c", 8, None),
            entrant("d", 0, None),
        ];
        let free = free(&field, &HashSet::new());
        let pairs = pair(&free);
        let met = |x: &str, y: &str| {
            pairs
                .iter()
                .any(|(w, b)| (w == x && b == y) || (w == y && b == x))
        };
        assert!(met("a", "c"), "{pairs:?}");
        assert!(met("b", "d"), "{pairs:?}");
        // Two players alone meet again rather than wait for ever.
        let two = [entrant("a", 2, Some("b")), entrant("b", 0, Some("a"))];
        assert_eq!(pair(&free_of(&two)).len(), 1);
        // The top of the standings meets the next one down.
        let ladder: Vec<Entrant> = (0..6)
            .map(|i| entrant(&format!("p{i}"), 100 - i * 10, None))
            .collect();
        let pairs = pair(&free_of(&ladder));
        assert!(
            pairs
                .iter()
                .any(|(w, b)| [w.as_str(), b.as_str()].contains(&"p0")
                    && [w.as_str(), b.as_str()].contains(&"p1")),
            "{pairs:?}"
        );
    }

    fn free_of(field: &[Entrant]) -> Vec<&Entrant> {
        free(field, &HashSet::new())
    }

    #[test]
    fn white_goes_to_the_one_who_had_it_less() {
        let mut a = entrant("a", 0, None);
        let mut b = entrant("b", 0, None);
        a.colour_balance = 1;
        b.colour_balance = -1;
        assert_eq!(pair(&[&a, &b]), [("b".to_string(), "a".to_string())]);
        a.colour_balance = -2;
        assert_eq!(pair(&[&a, &b]), [("a".to_string(), "b".to_string())]);
    }
}
