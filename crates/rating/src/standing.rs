//! A player's standing in one rating (one game and speed) and the one step that a rated game
//! takes two standings through: the live server and the rebuilding of every rating from the
//! stored games both take this step, so that the same games give the same numbers.

use crate::{Rating, Score, game};

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// A player's rating in one game and speed, with how many rated games it rests on, when the
/// last of them ended and that game's place in the player's order (see [`Standing::next`]).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub games: i64,
    pub last_ms: i64,
    pub last_seq: i64,
}

impl Standing {
    /// Before any rated game: the starting rating.
    pub const NEW: Standing = Standing {
        rating: Rating::START,
        games: 0,
        last_ms: 0,
        last_seq: 0,
    };

    /// The days since this standing's last game at `now_ms` (none before a first game).
    fn days_away(&self, now_ms: i64) -> Option<f64> {
        (self.games > 0).then(|| (now_ms - self.last_ms) as f64 / DAY_MS)
    }

    /// Both players' standings after a game between them that ended at `at_ms`, `score`
    /// being the first player's, and the game's sequence number: one more than the larger of
    /// the two players' last ones. Each player's games thus come in increasing sequence
    /// numbers, in the order they were rated; rating the games again in the order of their
    /// numbers (any order among equal numbers: such games share no player) gives every
    /// rating exactly as before.
    pub fn next(before: [Standing; 2], score: Score, at_ms: i64) -> ([Standing; 2], i64) {
        let seq = before[0].last_seq.max(before[1].last_seq) + 1;
        let days = [before[0].days_away(at_ms), before[1].days_away(at_ms)];
        let ratings = game([before[0].rating, before[1].rating], days, score);
        let after = |i: usize| Standing {
            rating: ratings[i],
            games: before[i].games + 1,
            last_ms: at_ms.max(before[i].last_ms),
            last_seq: seq,
        };
        ([after(0), after(1)], seq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequence_numbers_follow_each_player() {
        let (ab, s1) = Standing::next([Standing::NEW; 2], Score::Win, 1_000);
        assert_eq!(s1, 1);
        assert_eq!(ab[0].games, 1);
        assert_eq!(ab[0].last_ms, 1_000);
        // C and D meet, then A meets D: D's number carries into A's game.
        let (cd, s2) = Standing::next([Standing::NEW; 2], Score::Draw, 2_000);
        let (cd2, s3) = Standing::next(cd, Score::Draw, 3_000);
        assert_eq!((s2, s3), (1, 2));
        let (ad, s4) = Standing::next([ab[0], cd2[1]], Score::Loss, 4_000);
        assert_eq!(s4, 3);
        assert_eq!(ad[0].last_seq, 3);
        assert_eq!(ad[0].games, 2);
        assert_eq!(ad[1].games, 3);
    }

    #[test]
    fn time_away_counts_from_the_last_game() {
        let day = 86_400_000;
        let (first, _) = Standing::next([Standing::NEW; 2], Score::Win, 5 * day);
        // A new player counts one period; the days since 0 do not count.
        let ratings = game([Rating::START; 2], [None, None], Score::Win);
        assert_eq!(first[0].rating, ratings[0]);
        let (soon, _) = Standing::next(first, Score::Draw, 5 * day);
        let (later, _) = Standing::next(first, Score::Draw, 95 * day);
        let away = game(
            [first[0].rating, first[1].rating],
            [Some(90.0), Some(90.0)],
            Score::Draw,
        );
        assert_eq!(later[0].rating, away[0]);
        assert!(later[0].rating.rd > soon[0].rating.rd);
        // A clock behind the last game's (another server's) counts no time, and the last time
        // does not go back.
        let (back, _) = Standing::next(first, Score::Draw, 4 * day);
        assert_eq!(back[0].rating, soon[0].rating);
        assert_eq!(back[0].last_ms, 5 * day);
    }
}
