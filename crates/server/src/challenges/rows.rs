//! The challenges' rows. The same SQL on SQLite and PostgreSQL.

use anyhow::Result;
use sqlx::{AnyPool, Row, any::AnyRow};

use super::{Challenge, Party, Status};
use crate::lobby::TimeControl;

/// The columns a challenge is read from, with both accounts' names and bot flags.
macro_rules! select {
    () => {
        "SELECT c.id, c.challenger, a.name AS a_name, a.bot AS a_bot, a.deleted AS a_deleted,
                c.dest, d.name AS d_name, d.bot AS d_bot, d.deleted AS d_deleted, c.game, c.rules,
                c.limit_s, c.increment_s, c.days, c.rated, c.color, c.fen, c.status,
                c.decline_reason, c.game_id, c.created_ms
         FROM challenges c JOIN users a ON a.id = c.challenger JOIN users d ON d.id = c.dest "
    };
}

fn party(row: &AnyRow, id: &str, prefix: &str) -> Result<Party> {
    Ok(Party {
        id: row.try_get(id)?,
        name: row.try_get(format!("{prefix}_name").as_str())?,
        bot: row.try_get::<i64, _>(format!("{prefix}_bot").as_str())? != 0,
        deleted: row.try_get::<i64, _>(format!("{prefix}_deleted").as_str())? != 0,
    })
}

fn challenge_of(row: &AnyRow) -> Result<Challenge> {
    Ok(Challenge {
        id: row.try_get("id")?,
        challenger: party(row, "challenger", "a")?,
        dest: party(row, "dest", "d")?,
        game: row.try_get("game")?,
        rules: serde_json::from_str(&row.try_get::<String, _>("rules")?)?,
        control: TimeControl::of_row(row)?,
        rated: row.try_get::<i64, _>("rated")? != 0,
        color: row.try_get("color")?,
        fen: row.try_get("fen")?,
        status: Status::from_key(&row.try_get::<String, _>("status")?),
        decline_reason: row.try_get("decline_reason")?,
        game_id: row.try_get("game_id")?,
        created_ms: row.try_get("created_ms")?,
    })
}

/// A new challenge, open.
pub async fn insert(pool: &AnyPool, c: &Challenge, owner_hash: &str) -> Result<()> {
    let (limit, increment, days) = c.control.columns();
    sqlx::query(
        "INSERT INTO challenges (id, challenger, dest, owner_hash, game, rules, limit_s,
            increment_s, days, rated, color, fen, status, created_ms)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'created', $13)",
    )
    .bind(c.id.as_str())
    .bind(c.challenger.id.as_str())
    .bind(c.dest.id.as_str())
    .bind(owner_hash)
    .bind(c.game.as_str())
    .bind(serde_json::to_string(&c.rules)?)
    .bind(limit)
    .bind(increment)
    .bind(days)
    .bind(i64::from(c.rated))
    .bind(c.color.as_str())
    .bind(c.fen.as_deref())
    .bind(c.created_ms)
    .execute(pool)
    .await?;
    Ok(())
}

/// One challenge and its challenger's seat hash.
pub async fn one(pool: &AnyPool, id: &str) -> Result<Option<(Challenge, String)>> {
    let row = sqlx::query(concat!(select!(), "WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let hash: String = sqlx::query("SELECT owner_hash FROM challenges WHERE id = $1")
        .bind(id)
        .fetch_one(pool)
        .await?
        .try_get(0)?;
    Ok(Some((challenge_of(&row)?, hash)))
}

/// The open challenges made since `since` to or by `user`, newest first, at most `most`.
pub async fn open_of(pool: &AnyPool, user: &str, since: i64, most: i64) -> Result<Vec<Challenge>> {
    let rows = sqlx::query(concat!(
        select!(),
        "WHERE c.status = 'created' AND c.created_ms >= $2 AND (c.dest = $1 OR c.challenger = $1)
         ORDER BY c.created_ms DESC, c.id LIMIT $3"
    ))
    .bind(user)
    .bind(since)
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(challenge_of).collect()
}

/// Challenges `challenger` made since `since` (any status), and those of them still open.
pub async fn made_since(pool: &AnyPool, challenger: &str, since: i64) -> Result<(i64, i64)> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS made,
                COALESCE(SUM(CASE WHEN status = 'created' THEN 1 ELSE 0 END), 0) AS open
         FROM challenges WHERE challenger = $1 AND created_ms >= $2",
    )
    .bind(challenger)
    .bind(since)
    .fetch_one(pool)
    .await?;
    Ok((row.try_get("made")?, row.try_get("open")?))
}

/// Open challenges to `dest` made since `since`.
pub async fn open_to(pool: &AnyPool, dest: &str, since: i64) -> Result<i64> {
    let row = sqlx::query(
        "SELECT COUNT(*) FROM challenges
         WHERE dest = $1 AND status = 'created' AND created_ms >= $2",
    )
    .bind(dest)
    .bind(since)
    .fetch_one(pool)
    .await?;
    Ok(row.try_get(0)?)
}

/// Moves an open challenge (made since `since`) to `status`: true for the one caller that did.
pub async fn close(
    pool: &AnyPool,
    id: &str,
    status: Status,
    reason: Option<&str>,
    game_id: Option<&str>,
    since: i64,
) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE challenges SET status = $2, decline_reason = $3, game_id = $4
         WHERE id = $1 AND status = 'created' AND created_ms >= $5",
    )
    .bind(id)
    .bind(status.key())
    .bind(reason)
    .bind(game_id)
    .bind(since)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Opens again a challenge whose game could not be made.
pub async fn reopen(pool: &AnyPool, id: &str, game_id: &str) -> Result<()> {
    sqlx::query(
        "UPDATE challenges SET status = 'created', game_id = NULL
         WHERE id = $1 AND status = 'accepted' AND game_id = $2",
    )
    .bind(id)
    .bind(game_id)
    .execute(pool)
    .await?;
    Ok(())
}

/// A correspondence game's days per move.
pub async fn set_days(pool: &AnyPool, game_id: &str, days: i64) -> Result<()> {
    sqlx::query("UPDATE games SET days = $2 WHERE id = $1")
        .bind(game_id)
        .bind(days)
        .execute(pool)
        .await?;
    Ok(())
}

/// Forgets the challenges `challenger` made before `before` (open ones have expired by then).
pub async fn forget(pool: &AnyPool, challenger: &str, before: i64) -> Result<u64> {
    let done = sqlx::query("DELETE FROM challenges WHERE challenger = $1 AND created_ms < $2")
        .bind(challenger)
        .bind(before)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}
