//! Puzzle ratings in the database: an account's puzzle rating per game (`puzzle_ratings`), a
//! puzzle's rating as accounts' results moved it (`puzzle_stats`) and an account's first try
//! of each puzzle (`puzzle_tries`). A result is written by [`solved`] in one transaction: the
//! first try of an account moves both ratings by one Glicko-2 step (`ply_rating::game`), a
//! later try changes nothing.

use std::collections::{HashMap, HashSet};

use anyhow::Result;
use ply_rating::{Rating, Score, game};
use sqlx::{AnyPool, Row, any::AnyRow};

use super::base::{Backend, Tx};

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// An account's puzzle rating in one game.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Standing {
    pub rating: Rating,
    pub tries: i64,
    pub last_ms: i64,
}

impl Standing {
    pub const NEW: Standing = Standing {
        rating: Rating::START,
        tries: 0,
        last_ms: 0,
    };
}

fn rating_of(row: &AnyRow) -> Result<Rating> {
    Ok(Rating {
        rating: row.try_get("rating")?,
        rd: row.try_get("rd")?,
        volatility: row.try_get("volatility")?,
    })
}

/// The account's puzzle rating in `game` (the starting one before any try).
///
/// # Errors
/// The database failed.
pub async fn player(pool: &AnyPool, user: &str, game: &str) -> Result<Standing> {
    let row = sqlx::query(
        "SELECT rating, rd, volatility, tries, last_ms FROM puzzle_ratings
         WHERE user_id = $1 AND game = $2",
    )
    .bind(user)
    .bind(game)
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => Standing {
            rating: rating_of(&row)?,
            tries: row.try_get("tries")?,
            last_ms: row.try_get("last_ms")?,
        },
        None => Standing::NEW,
    })
}

/// The ratings of the puzzles of `game` that accounts have tried.
///
/// # Errors
/// The database failed.
pub async fn ratings(pool: &AnyPool, game: &str) -> Result<HashMap<String, Rating>> {
    let rows =
        sqlx::query("SELECT puzzle_id, rating, rd, volatility FROM puzzle_stats WHERE game = $1")
            .bind(game)
            .fetch_all(pool)
            .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("puzzle_id")?, rating_of(row)?)))
        .collect()
}

/// The puzzles of `game` the account has tried.
///
/// # Errors
/// The database failed.
pub async fn tried(pool: &AnyPool, user: &str, game: &str) -> Result<HashSet<String>> {
    let rows = sqlx::query("SELECT puzzle_id FROM puzzle_tries WHERE user_id = $1 AND game = $2")
        .bind(user)
        .bind(game)
        .fetch_all(pool)
        .await?;
    rows.iter()
        .map(|row| Ok(row.try_get("puzzle_id")?))
        .collect()
}

/// A puzzle tried: which, of which game, its shipped rating, solved or not, when.
pub struct Try<'a> {
    pub user: &'a str,
    pub puzzle: &'a str,
    pub game: &'a str,
    pub shipped: Rating,
    pub solved: bool,
    pub at_ms: i64,
}

/// What a result did: the player's and the puzzle's ratings after it, and whether it moved
/// them (only an account's first try does).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Moved {
    pub player: Standing,
    pub puzzle: Rating,
    pub rated: bool,
}

/// Writes a try in the transaction `tx`: the first of this account moves its puzzle rating
/// and the puzzle's; a later one moves nothing.
///
/// # Errors
/// The database failed.
pub async fn solved(tx: &mut Tx<'_>, backend: Backend, t: &Try<'_>) -> Result<Moved> {
    // On PostgreSQL the two rows are locked until the transaction ends, so that two results
    // at once on two servers move the ratings one after the other.
    let postgres = backend == Backend::Postgres;
    let (player_select, puzzle_select) = if postgres {
        (
            "SELECT rating, rd, volatility, tries, last_ms FROM puzzle_ratings
             WHERE user_id = $1 AND game = $2 FOR UPDATE",
            "SELECT rating, rd, volatility FROM puzzle_stats WHERE puzzle_id = $1 FOR UPDATE",
        )
    } else {
        (
            "SELECT rating, rd, volatility, tries, last_ms FROM puzzle_ratings
             WHERE user_id = $1 AND game = $2",
            "SELECT rating, rd, volatility FROM puzzle_stats WHERE puzzle_id = $1",
        )
    };
    let first = sqlx::query(
        "INSERT INTO puzzle_tries (user_id, puzzle_id, game, solved, at_ms)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, puzzle_id) DO NOTHING",
    )
    .bind(t.user)
    .bind(t.puzzle)
    .bind(t.game)
    .bind(i64::from(t.solved))
    .bind(t.at_ms)
    .execute(&mut **tx)
    .await?
    .rows_affected()
        == 1;
    sqlx::query(
        "INSERT INTO puzzle_ratings (user_id, game, rating, rd, volatility, tries, last_ms)
         VALUES ($1, $2, $3, $4, $5, 0, 0) ON CONFLICT (user_id, game) DO NOTHING",
    )
    .bind(t.user)
    .bind(t.game)
    .bind(Rating::START.rating)
    .bind(Rating::START.rd)
    .bind(Rating::START.volatility)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "INSERT INTO puzzle_stats (puzzle_id, game, rating, rd, volatility, tries, solved)
         VALUES ($1, $2, $3, $4, $5, 0, 0) ON CONFLICT (puzzle_id) DO NOTHING",
    )
    .bind(t.puzzle)
    .bind(t.game)
    .bind(t.shipped.rating)
    .bind(t.shipped.rd)
    .bind(t.shipped.volatility)
    .execute(&mut **tx)
    .await?;
    // The account's row first, then the puzzle's: every writer locks in this order.
    let row = sqlx::query(player_select)
        .bind(t.user)
        .bind(t.game)
        .fetch_one(&mut **tx)
        .await?;
    let player = Standing {
        rating: rating_of(&row)?,
        tries: row.try_get("tries")?,
        last_ms: row.try_get("last_ms")?,
    };
    let row = sqlx::query(puzzle_select)
        .bind(t.puzzle)
        .fetch_one(&mut **tx)
        .await?;
    let puzzle = rating_of(&row)?;
    if !first {
        return Ok(Moved {
            player,
            puzzle,
            rated: false,
        });
    }
    let away = (player.tries > 0).then(|| (t.at_ms - player.last_ms).max(0) as f64 / DAY_MS);
    let score = if t.solved { Score::Win } else { Score::Loss };
    let [p, q] = game([player.rating, puzzle], [away, None], score);
    let player = Standing {
        rating: p,
        tries: player.tries + 1,
        last_ms: t.at_ms.max(player.last_ms),
    };
    sqlx::query(
        "UPDATE puzzle_ratings SET rating = $1, rd = $2, volatility = $3, tries = $4,
            last_ms = $5 WHERE user_id = $6 AND game = $7",
    )
    .bind(p.rating)
    .bind(p.rd)
    .bind(p.volatility)
    .bind(player.tries)
    .bind(player.last_ms)
    .bind(t.user)
    .bind(t.game)
    .execute(&mut **tx)
    .await?;
    sqlx::query(
        "UPDATE puzzle_stats SET rating = $1, rd = $2, volatility = $3, tries = tries + 1,
            solved = solved + $4 WHERE puzzle_id = $5",
    )
    .bind(q.rating)
    .bind(q.rd)
    .bind(q.volatility)
    .bind(i64::from(t.solved))
    .bind(t.puzzle)
    .execute(&mut **tx)
    .await?;
    Ok(Moved {
        player,
        puzzle: q,
        rated: true,
    })
}
