//! The lobby's rows: seeks and each server's count of lobby sockets.

use anyhow::Result;
use sqlx::{AnyPool, Row, any::AnyRow};

use super::{Seek, TimeControl};

/// The columns a seek is read from, for `concat!` (so that every query is a constant).
macro_rules! columns {
    () => {
        "s.id, s.user_id, u.name AS user_name, COALESCE(u.bot, 0) AS user_bot, s.game, s.rules, \
         s.limit_s, s.increment_s, s.days, s.rated, s.color, s.rating_min, s.rating_max, \
         s.rating, s.created_ms"
    };
}

fn seek_of(row: &AnyRow) -> Result<Seek> {
    let min: Option<i64> = row.try_get("rating_min")?;
    let max: Option<i64> = row.try_get("rating_max")?;
    Ok(Seek {
        id: row.try_get("id")?,
        user: row.try_get("user_id")?,
        user_name: row.try_get("user_name")?,
        bot: row.try_get::<i64, _>("user_bot")? != 0,
        game: row.try_get("game")?,
        rules: serde_json::from_str(&row.try_get::<String, _>("rules")?)?,
        control: TimeControl::of_row(row)?,
        rated: row.try_get::<i64, _>("rated")? != 0,
        color: row.try_get("color")?,
        range: min.zip(max),
        rating: row.try_get("rating")?,
        created_ms: row.try_get("created_ms")?,
    })
}

/// A new seek, open.
pub async fn insert(
    pool: &AnyPool,
    seek: &Seek,
    owner_hash: &str,
    address: Option<&str>,
) -> Result<()> {
    let (limit, increment, days) = seek.control.columns();
    sqlx::query(
        "INSERT INTO seeks (id, owner_hash, user_id, address, game, rules, limit_s, increment_s,
            days, rated, color, rating_min, rating_max, created_ms, alive_ms, rating)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)",
    )
    .bind(seek.id.as_str())
    .bind(owner_hash)
    .bind(seek.user.as_deref())
    .bind(address)
    .bind(seek.game.as_str())
    .bind(serde_json::to_string(&seek.rules)?)
    .bind(limit)
    .bind(increment)
    .bind(days)
    .bind(i64::from(seek.rated))
    .bind(seek.color.as_str())
    .bind(seek.range.map(|r| r.0))
    .bind(seek.range.map(|r| r.1))
    .bind(seek.created_ms)
    .bind(seek.rating)
    .execute(pool)
    .await?;
    Ok(())
}

/// The open seeks alive since `alive_since`, oldest first, at most `most`.
pub async fn open(pool: &AnyPool, alive_since: i64, most: i64) -> Result<Vec<Seek>> {
    let rows = sqlx::query(concat!(
        "SELECT ",
        columns!(),
        " FROM seeks s LEFT JOIN users u ON u.id = s.user_id
         WHERE s.game_id IS NULL AND s.alive_ms >= $1 ORDER BY s.created_ms, s.id LIMIT $2"
    ))
    .bind(alive_since)
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(seek_of).collect()
}

/// The open seeks alive since `alive_since` of the same game, rules, time control and rated
/// flag as `like`, oldest first, at most `most`.
pub async fn alike(pool: &AnyPool, like: &Seek, alive_since: i64, most: i64) -> Result<Vec<Seek>> {
    let (limit, increment, days) = like.control.columns();
    let rows = sqlx::query(concat!(
        "SELECT ",
        columns!(),
        " FROM seeks s LEFT JOIN users u ON u.id = s.user_id
         WHERE s.game_id IS NULL AND s.alive_ms >= $1 AND s.game = $2 AND s.rules = $3
           AND s.rated = $4 AND COALESCE(s.limit_s, -1) = $5
           AND COALESCE(s.increment_s, -1) = $6 AND COALESCE(s.days, -1) = $7
         ORDER BY s.created_ms, s.id LIMIT $8"
    ))
    .bind(alive_since)
    .bind(like.game.as_str())
    .bind(serde_json::to_string(&like.rules)?)
    .bind(i64::from(like.rated))
    .bind(limit.unwrap_or(-1))
    .bind(increment.unwrap_or(-1))
    .bind(days.unwrap_or(-1))
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(seek_of).collect()
}

/// One seek, open or taken: the seek, its owner's hash and the game made of it, if any.
pub async fn one(pool: &AnyPool, id: &str) -> Result<Option<(Seek, String, Option<String>)>> {
    let row = sqlx::query(concat!(
        "SELECT ",
        columns!(),
        ", s.owner_hash, s.game_id FROM seeks s
         LEFT JOIN users u ON u.id = s.user_id WHERE s.id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.map(|r| {
        Ok((
            seek_of(&r)?,
            r.try_get("owner_hash")?,
            r.try_get("game_id")?,
        ))
    })
    .transpose()
}

/// The open seeks of an owner: by account when logged in, else by client address (those of
/// no known address together).
pub async fn count_of(
    pool: &AnyPool,
    user: Option<&str>,
    address: Option<&str>,
    alive_since: i64,
) -> Result<i64> {
    let (query, value) = match (user, address) {
        (Some(user), _) => (
            "SELECT COUNT(*) FROM seeks WHERE user_id = $1 AND game_id IS NULL AND alive_ms >= $2",
            user,
        ),
        (None, Some(address)) => (
            "SELECT COUNT(*) FROM seeks WHERE address = $1 AND user_id IS NULL
               AND game_id IS NULL AND alive_ms >= $2",
            address,
        ),
        // Players of unknown address count together.
        (None, None) => (
            "SELECT COUNT(*) FROM seeks WHERE COALESCE(address, $1) = '' AND user_id IS NULL
               AND game_id IS NULL AND alive_ms >= $2",
            "",
        ),
    };
    let row = sqlx::query(query)
        .bind(value)
        .bind(alive_since)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// The open seeks in all.
pub async fn count_open(pool: &AnyPool, alive_since: i64) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) FROM seeks WHERE game_id IS NULL AND alive_ms >= $1")
        .bind(alive_since)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// Takes an open seek for game `game_id`: true for the one caller that took it. The
/// condition on `game_id` makes the take atomic on either engine: of two servers taking one
/// seek at once, one updates the row and the other finds it taken.
pub async fn take(pool: &AnyPool, id: &str, game_id: &str, alive_since: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE seeks SET game_id = $2 WHERE id = $1 AND game_id IS NULL AND alive_ms >= $3",
    )
    .bind(id)
    .bind(game_id)
    .bind(alive_since)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Gives a taken seek back (its game could not be made).
pub async fn untake(pool: &AnyPool, id: &str, game_id: &str) -> Result<()> {
    sqlx::query("UPDATE seeks SET game_id = NULL WHERE id = $1 AND game_id = $2")
        .bind(id)
        .bind(game_id)
        .execute(pool)
        .await?;
    Ok(())
}

/// Removes an open seek; true when it was open.
pub async fn remove(pool: &AnyPool, id: &str) -> Result<bool> {
    let done = sqlx::query("DELETE FROM seeks WHERE id = $1 AND game_id IS NULL")
        .bind(id)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Keeps the open seeks of these owners alive until `now`.
pub async fn touch(pool: &AnyPool, owner_hashes: &[String], now: i64) -> Result<()> {
    for hash in owner_hashes {
        sqlx::query("UPDATE seeks SET alive_ms = $2 WHERE owner_hash = $1 AND game_id IS NULL")
            .bind(hash.as_str())
            .bind(now)
            .execute(pool)
            .await?;
    }
    Ok(())
}

/// The open seeks not kept alive since `alive_since`.
pub async fn stale(pool: &AnyPool, alive_since: i64, most: i64) -> Result<Vec<String>> {
    let rows = sqlx::query(
        "SELECT id FROM seeks WHERE game_id IS NULL AND alive_ms < $1 ORDER BY alive_ms LIMIT $2",
    )
    .bind(alive_since)
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// Removes a stale open seek; true for the one server that removed it.
pub async fn remove_stale(pool: &AnyPool, id: &str, alive_since: i64) -> Result<bool> {
    let done = sqlx::query("DELETE FROM seeks WHERE id = $1 AND game_id IS NULL AND alive_ms < $2")
        .bind(id)
        .bind(alive_since)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Forgets taken seeks made before `before` (their games stand on their own).
pub async fn forget_taken(pool: &AnyPool, before: i64) -> Result<()> {
    sqlx::query("DELETE FROM seeks WHERE game_id IS NOT NULL AND created_ms < $1")
        .bind(before)
        .execute(pool)
        .await?;
    Ok(())
}

/// Gives the seat of `side` in `game` to `user`.
pub async fn seat(pool: &AnyPool, game: &str, side: i64, user: &str) -> Result<()> {
    sqlx::query(
        "INSERT INTO game_players (game_id, side, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (game_id, side) DO NOTHING",
    )
    .bind(game)
    .bind(side)
    .bind(user)
    .execute(pool)
    .await?;
    Ok(())
}

/// Says this server's count of lobby sockets; returns the players online on every server
/// heard from since `fresh_since`, and the games going on between two players.
pub async fn presence(
    pool: &AnyPool,
    instance: &str,
    sockets: i64,
    now: i64,
    fresh_since: i64,
) -> Result<(i64, i64)> {
    sqlx::query(
        "INSERT INTO lobby_presence (instance, sockets, seen_ms) VALUES ($1, $2, $3)
         ON CONFLICT (instance) DO UPDATE SET sockets = excluded.sockets, seen_ms = excluded.seen_ms",
    )
    .bind(instance)
    .bind(sockets)
    .bind(now)
    .execute(pool)
    .await?;
    sqlx::query("DELETE FROM lobby_presence WHERE seen_ms < $1")
        .bind(fresh_since - 3_600_000)
        .execute(pool)
        .await?;
    let online: i64 = sqlx::query(
        "SELECT CAST(COALESCE(SUM(sockets), 0) AS BIGINT) FROM lobby_presence WHERE seen_ms >= $1",
    )
    .bind(fresh_since)
    .fetch_one(pool)
    .await?
    .try_get(0)?;
    let playing: i64 = sqlx::query(
        "SELECT COUNT(*) FROM games WHERE status = 'ongoing' AND opponent = 'friend'
           AND updated_ms >= $1",
    )
    .bind(now - 3_600_000)
    .fetch_one(pool)
    .await?
    .try_get(0)?;
    Ok((online, playing))
}
