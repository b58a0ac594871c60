//! Ratings in the database: a row per player, game and speed (`ratings`: rating, RD,
//! volatility, games, when the last ended and its sequence number) and a row per side of each
//! rated game (`rating_changes`: who, the result, when, the rating before and after). Both are
//! written in the transaction that ends the game, by [`rate`]; [`rerate`] rebuilds every
//! rating from the per-game rows alone and gives the same numbers (ratings are a function of
//! the stored games).

use std::collections::HashMap;

use anyhow::{Result, bail};
use ply_core::Side;
use ply_rating::{Rating, Score, Speed, Standing};
use sqlx::{AnyPool, Row, any::AnyRow};

use super::base::{Backend, Tx};
use crate::session::{RatedEnd, RatingChange};

/// A player's rating in one game and speed, as the API shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub game: String,
    pub speed: Speed,
    pub rating: Rating,
    pub games: i64,
}

fn result_text(score: Score) -> &'static str {
    match score {
        Score::Win => "win",
        Score::Draw => "draw",
        Score::Loss => "loss",
    }
}

fn score_of(text: &str) -> Result<Score> {
    Ok(match text {
        "win" => Score::Win,
        "draw" => Score::Draw,
        "loss" => Score::Loss,
        other => bail!("stored result '{other}' is unknown"),
    })
}

fn speed_of(text: &str) -> Result<Speed> {
    Speed::from_key(text).ok_or_else(|| anyhow::anyhow!("stored speed '{text}' is unknown"))
}

/// A rating of a row: its `rating`, `rd` and `volatility` columns, each with `suffix`
/// (`_before` for the rating a rated game began with).
fn rating_of(row: &AnyRow, suffix: &str) -> Result<Rating> {
    Ok(Rating {
        rating: row.try_get(format!("rating{suffix}").as_str())?,
        rd: row.try_get(format!("rd{suffix}").as_str())?,
        volatility: row.try_get(format!("volatility{suffix}").as_str())?,
    })
}

fn standing_of(row: &AnyRow) -> Result<Standing> {
    Ok(Standing {
        rating: rating_of(row, "")?,
        games: row.try_get("games")?,
        last_ms: row.try_get("last_ms")?,
        last_seq: row.try_get("last_seq")?,
    })
}

/// The accounts seated at a game's sides (white first).
///
/// # Errors
/// The database failed.
pub async fn seated<'e, E>(executor: E, game_id: &str) -> Result<[Option<String>; 2]>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows = sqlx::query("SELECT side, user_id FROM game_players WHERE game_id = $1")
        .bind(game_id)
        .fetch_all(executor)
        .await?;
    let mut seats: [Option<String>; 2] = [None, None];
    for row in &rows {
        let side: i64 = row.try_get("side")?;
        if let Some(seat) = usize::try_from(side).ok().and_then(|s| seats.get_mut(s)) {
            *seat = Some(row.try_get("user_id")?);
        }
    }
    Ok(seats)
}

/// The two different accounts seated at a game's sides (white first), if there are two.
async fn players(tx: &mut Tx<'_>, game_id: &str) -> Result<Option<[String; 2]>> {
    Ok(match seated(&mut **tx, game_id).await? {
        [Some(white), Some(black)] if white != black => Some([white, black]),
        _ => None,
    })
}

/// Rates a game that has just ended (inside the transaction of its last change): reads both
/// players' standings (locking their rows on PostgreSQL, in the order of their ids), takes
/// them through the game and writes them with the game's two per-side rows. Returns the two
/// changes, white's first; none when two accounts do not hold the game's seats (nothing is
/// written then).
///
/// # Errors
/// The database failed.
pub async fn rate(
    tx: &mut Tx<'_>,
    backend: Backend,
    game_id: &str,
    end: &RatedEnd,
) -> Result<Option<[RatingChange; 2]>> {
    let Some(users) = players(tx, game_id).await? else {
        return Ok(None);
    };
    let speed = end.speed.key();
    let mut order = [0, 1];
    order.sort_by(|a, b| users[*a].cmp(&users[*b]));
    // On PostgreSQL the rows are locked until the game's transaction ends, so that two games
    // of one player ending at once on two servers are rated one after the other.
    let select = if backend == Backend::Postgres {
        "SELECT rating, rd, volatility, games, last_ms, last_seq FROM ratings
         WHERE user_id = $1 AND game = $2 AND speed = $3 FOR UPDATE"
    } else {
        "SELECT rating, rd, volatility, games, last_ms, last_seq FROM ratings
         WHERE user_id = $1 AND game = $2 AND speed = $3"
    };
    let mut before = [Standing::NEW; 2];
    for i in order {
        sqlx::query(
            "INSERT INTO ratings (user_id, game, speed, rating, rd, volatility, games, last_ms,
                last_seq)
             VALUES ($1, $2, $3, $4, $5, $6, 0, 0, 0)
             ON CONFLICT (user_id, game, speed) DO NOTHING",
        )
        .bind(users[i].as_str())
        .bind(end.game.as_str())
        .bind(speed)
        .bind(Rating::START.rating)
        .bind(Rating::START.rd)
        .bind(Rating::START.volatility)
        .execute(&mut **tx)
        .await?;
        let row = sqlx::query(select)
            .bind(users[i].as_str())
            .bind(end.game.as_str())
            .bind(speed)
            .fetch_one(&mut **tx)
            .await?;
        before[i] = standing_of(&row)?;
    }
    let (after, seq) = Standing::next(before, end.score, end.at_ms);
    for side in Side::ALL {
        let i = side.index();
        write_standing(tx, &users[i], &end.game, speed, &after[i]).await?;
        let score = if i == 0 {
            end.score
        } else {
            end.score.opposite()
        };
        sqlx::query(
            "INSERT INTO rating_changes (game_id, side, user_id, game, speed, result, at_ms, seq,
                rating_before, rd_before, volatility_before, rating, rd, volatility, diff)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)",
        )
        .bind(game_id)
        .bind(i as i64)
        .bind(users[i].as_str())
        .bind(end.game.as_str())
        .bind(speed)
        .bind(result_text(score))
        .bind(end.at_ms)
        .bind(seq)
        .bind(before[i].rating.rating)
        .bind(before[i].rating.rd)
        .bind(before[i].rating.volatility)
        .bind(after[i].rating.rating)
        .bind(after[i].rating.rd)
        .bind(after[i].rating.volatility)
        .bind(after[i].rating.rounded() - before[i].rating.rounded())
        .execute(&mut **tx)
        .await?;
    }
    let change = |i: usize| RatingChange {
        user: users[i].clone(),
        before: before[i].rating,
        after: after[i].rating,
    };
    Ok(Some([change(0), change(1)]))
}

async fn write_standing(
    tx: &mut Tx<'_>,
    user: &str,
    game: &str,
    speed: &str,
    s: &Standing,
) -> Result<()> {
    sqlx::query(
        "INSERT INTO ratings (user_id, game, speed, rating, rd, volatility, games, last_ms,
            last_seq)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (user_id, game, speed) DO UPDATE SET rating = excluded.rating,
            rd = excluded.rd, volatility = excluded.volatility, games = excluded.games,
            last_ms = excluded.last_ms, last_seq = excluded.last_seq",
    )
    .bind(user)
    .bind(game)
    .bind(speed)
    .bind(s.rating.rating)
    .bind(s.rating.rd)
    .bind(s.rating.volatility)
    .bind(s.games)
    .bind(s.last_ms)
    .bind(s.last_seq)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A rated game's two changes (white's first), once it has been rated.
///
/// # Errors
/// The database failed.
pub async fn changes<'e, E>(executor: E, game_id: &str) -> Result<Option<[RatingChange; 2]>>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let rows = sqlx::query(
        "SELECT side, user_id, rating_before, rd_before, volatility_before, rating, rd,
            volatility
         FROM rating_changes WHERE game_id = $1 ORDER BY side",
    )
    .bind(game_id)
    .fetch_all(executor)
    .await?;
    let mut found: [Option<RatingChange>; 2] = [None, None];
    for row in &rows {
        let side: i64 = row.try_get("side")?;
        let Some(slot) = usize::try_from(side).ok().and_then(|s| found.get_mut(s)) else {
            bail!("game {game_id}: stored rating side {side}");
        };
        *slot = Some(RatingChange {
            user: row.try_get("user_id")?,
            before: rating_of(row, "_before")?,
            after: rating_of(row, "")?,
        });
    }
    Ok(match found {
        [Some(white), Some(black)] => Some([white, black]),
        _ => None,
    })
}

/// A user's ratings, by game and then speed.
///
/// # Errors
/// The database failed.
pub async fn of_user(pool: &AnyPool, user: &str) -> Result<Vec<Entry>> {
    let rows = sqlx::query(
        "SELECT game, speed, rating, rd, volatility, games, last_ms, last_seq FROM ratings
         WHERE user_id = $1 AND games > 0 ORDER BY game, speed",
    )
    .bind(user)
    .fetch_all(pool)
    .await?;
    let mut entries = Vec::with_capacity(rows.len());
    for row in &rows {
        let standing = standing_of(row)?;
        entries.push(Entry {
            game: row.try_get("game")?,
            speed: speed_of(&row.try_get::<String, _>("speed")?)?,
            rating: standing.rating,
            games: standing.games,
        });
    }
    entries.sort_by(|a, b| (&a.game, a.speed).cmp(&(&b.game, b.speed)));
    Ok(entries)
}

/// One rated game of a player, as their rating history keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub game_id: String,
    pub game: String,
    pub speed: Speed,
    /// The player's result.
    pub score: Score,
    /// When the game ended.
    pub at_ms: i64,
    pub before: Rating,
    pub after: Rating,
}

/// A user's rated games, in the order they were rated.
///
/// # Errors
/// The database failed, or a stored row does not read.
pub async fn history(pool: &AnyPool, user: &str) -> Result<Vec<Rated>> {
    let rows = sqlx::query(
        "SELECT game_id, game, speed, result, at_ms, rating_before, rd_before,
            volatility_before, rating, rd, volatility
         FROM rating_changes WHERE user_id = $1 ORDER BY seq, game_id",
    )
    .bind(user)
    .fetch_all(pool)
    .await?;
    let mut games = Vec::with_capacity(rows.len());
    for row in &rows {
        games.push(Rated {
            game_id: row.try_get("game_id")?,
            game: row.try_get("game")?,
            speed: speed_of(&row.try_get::<String, _>("speed")?)?,
            score: score_of(&row.try_get::<String, _>("result")?)?,
            at_ms: row.try_get("at_ms")?,
            before: rating_of(row, "_before")?,
            after: rating_of(row, "")?,
        });
    }
    Ok(games)
}

/// One point of a player's rating history: a rated game's end and the rating after it.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub game: String,
    pub speed: Speed,
    /// When the game ended.
    pub at_ms: i64,
    /// The rating after the game.
    pub rating: f64,
}

/// A user's rating history: the latest `per_series` rated games of each game and speed, in
/// the order they were rated (by game, then speed, then time).
///
/// # Errors
/// The database failed, or a stored row does not read.
pub async fn points(pool: &AnyPool, user: &str, per_series: i64) -> Result<Vec<Point>> {
    let rows = sqlx::query(
        "SELECT game, speed, at_ms, rating FROM (
            SELECT game, speed, at_ms, rating, seq, game_id, ROW_NUMBER() OVER (
                PARTITION BY game, speed ORDER BY seq DESC, game_id DESC) AS latest
            FROM rating_changes WHERE user_id = $1) AS h
         WHERE latest <= $2 ORDER BY game, speed, seq, game_id",
    )
    .bind(user)
    .bind(per_series)
    .fetch_all(pool)
    .await?;
    let mut points = Vec::with_capacity(rows.len());
    for row in &rows {
        points.push(Point {
            game: row.try_get("game")?,
            speed: speed_of(&row.try_get::<String, _>("speed")?)?,
            at_ms: row.try_get("at_ms")?,
            rating: row.try_get("rating")?,
        });
    }
    // Stored speeds sort by their key; the page wants them fastest first.
    points.sort_by(|a, b| (&a.game, a.speed).cmp(&(&b.game, b.speed)));
    Ok(points)
}

/// The number of rated games a user has played (those that were rated).
///
/// # Errors
/// The database failed.
pub async fn rated_games(pool: &AnyPool, user: &str) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM rating_changes WHERE user_id = $1")
        .bind(user)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get("n")?)
}

/// What rebuilding the ratings found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rerated {
    /// Rated games taken again, in order.
    pub games: usize,
    /// Ratings (player, game, speed) rebuilt.
    pub ratings: usize,
    /// Per-side rows whose stored numbers differed from the ones rebuilt (and were set).
    pub corrected: usize,
}

/// One side of a rated game as stored, for rebuilding.
struct StoredSide {
    game_id: String,
    side: i64,
    user: String,
    game: String,
    speed: String,
    score: Score,
    at_ms: i64,
    seq: i64,
    before: Rating,
    after: Rating,
}

/// Rebuilds every rating from the per-game rows: every rated game in the order of its
/// sequence number, from the starting rating, through the same step the live server takes;
/// sets each per-game row's numbers and the `ratings` table to the results, all in one
/// transaction (on PostgreSQL the table is locked against games ending meanwhile).
///
/// # Errors
/// The database failed, or a stored row does not read (nothing is changed then).
pub async fn rerate(pool: &AnyPool, backend: Backend) -> Result<Rerated> {
    let mut tx = pool.begin().await?;
    if backend == Backend::Postgres {
        sqlx::query("LOCK TABLE ratings IN EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
    }
    let rows = sqlx::query(
        "SELECT game_id, side, user_id, game, speed, result, at_ms, seq, rating_before,
            rd_before, volatility_before, rating, rd, volatility
         FROM rating_changes ORDER BY seq, game_id, side",
    )
    .fetch_all(&mut *tx)
    .await?;
    let mut sides = Vec::with_capacity(rows.len());
    for row in &rows {
        sides.push(StoredSide {
            game_id: row.try_get("game_id")?,
            side: row.try_get("side")?,
            user: row.try_get("user_id")?,
            game: row.try_get("game")?,
            speed: row.try_get("speed")?,
            score: score_of(&row.try_get::<String, _>("result")?)?,
            at_ms: row.try_get("at_ms")?,
            seq: row.try_get("seq")?,
            before: rating_of(row, "_before")?,
            after: rating_of(row, "")?,
        });
    }
    let mut standings: HashMap<(String, String, String), Standing> = HashMap::new();
    let mut done = Rerated::default();
    for pair in sides.chunks(2) {
        let [white, black] = pair else {
            bail!(
                "game {}: one side of a rated game is stored",
                pair[0].game_id
            );
        };
        if white.game_id != black.game_id
            || (white.side, black.side) != (0, 1)
            || (&white.game, &white.speed) != (&black.game, &black.speed)
            || white.score != black.score.opposite()
        {
            bail!(
                "game {}: its two sides' rating rows do not match",
                white.game_id
            );
        }
        speed_of(&white.speed)?;
        let keys = [white, black].map(|s| (s.user.clone(), s.game.clone(), s.speed.clone()));
        let before = keys
            .clone()
            .map(|k| standings.get(&k).copied().unwrap_or(Standing::NEW));
        let (after, seq) = Standing::next(before, white.score, white.at_ms);
        for (i, stored) in [white, black].into_iter().enumerate() {
            let (b, a) = (before[i].rating, after[i].rating);
            if stored.before != b || stored.after != a || stored.seq != seq {
                sqlx::query(
                    "UPDATE rating_changes SET seq = $3, rating_before = $4, rd_before = $5,
                        volatility_before = $6, rating = $7, rd = $8, volatility = $9,
                        diff = $10
                     WHERE game_id = $1 AND side = $2",
                )
                .bind(stored.game_id.as_str())
                .bind(stored.side)
                .bind(seq)
                .bind(b.rating)
                .bind(b.rd)
                .bind(b.volatility)
                .bind(a.rating)
                .bind(a.rd)
                .bind(a.volatility)
                .bind(a.rounded() - b.rounded())
                .execute(&mut *tx)
                .await?;
                done.corrected += 1;
            }
        }
        let [k0, k1] = keys;
        standings.insert(k0, after[0]);
        standings.insert(k1, after[1]);
        done.games += 1;
    }
    sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
    let mut all: Vec<_> = standings.into_iter().collect();
    all.sort_by(|a, b| a.0.cmp(&b.0));
    for ((user, game, speed), standing) in &all {
        write_standing(&mut tx, user, game, speed, standing).await?;
    }
    done.ratings = all.len();
    tx.commit().await?;
    Ok(done)
}

#[cfg(test)]
mod tests;
