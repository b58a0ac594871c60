//! The accounts' rows: users, their log-in sessions (by the hash of the cookie's token), the
//! seats of games they hold, and the failed log-ins counted per name and address. The same
//! SQL on SQLite and PostgreSQL.

use anyhow::Result;
use sqlx::{AnyPool, Row, any::AnyRow};

use super::User;

/// Log-in sessions kept per user: a new one beyond this drops the least recently seen.
pub const SESSIONS_PER_USER: i64 = 20;

fn user_of(row: &AnyRow) -> Result<User> {
    Ok(User {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        created_ms: row.try_get("created_ms")?,
        disabled: row.try_get::<i64, _>("disabled")? != 0,
        deleted: row.try_get::<i64, _>("deleted")? != 0,
    })
}

/// Adds a user; false when the id (the folded name) is taken.
pub async fn insert_user(
    pool: &AnyPool,
    id: &str,
    name: &str,
    hash: &str,
    now: i64,
) -> Result<bool> {
    let done = sqlx::query(
        "INSERT INTO users (id, name, password, created_ms, disabled, deleted)
         VALUES ($1, $2, $3, $4, 0, 0) ON CONFLICT (id) DO NOTHING",
    )
    .bind(id)
    .bind(name)
    .bind(hash)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The user with this id, deleted and disabled ones included.
pub async fn user(pool: &AnyPool, id: &str) -> Result<Option<User>> {
    let row =
        sqlx::query("SELECT id, name, created_ms, disabled, deleted FROM users WHERE id = $1")
            .bind(id)
            .fetch_optional(pool)
            .await?;
    row.as_ref().map(user_of).transpose()
}

/// The user with this id and the password hash (none once deleted).
pub async fn user_with_password(
    pool: &AnyPool,
    id: &str,
) -> Result<Option<(User, Option<String>)>> {
    let row = sqlx::query(
        "SELECT id, name, created_ms, disabled, deleted, password FROM users WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(pool)
    .await?;
    match row {
        Some(row) => Ok(Some((user_of(&row)?, row.try_get("password")?))),
        None => Ok(None),
    }
}

/// Every user, by id.
pub async fn users(pool: &AnyPool) -> Result<Vec<User>> {
    let rows = sqlx::query("SELECT id, name, created_ms, disabled, deleted FROM users ORDER BY id")
        .fetch_all(pool)
        .await?;
    rows.iter().map(user_of).collect()
}

pub async fn set_password(pool: &AnyPool, id: &str, hash: &str) -> Result<bool> {
    let done = sqlx::query("UPDATE users SET password = $2 WHERE id = $1 AND deleted = 0")
        .bind(id)
        .bind(hash)
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_disabled(pool: &AnyPool, id: &str, disabled: bool) -> Result<bool> {
    let done = sqlx::query("UPDATE users SET disabled = $2 WHERE id = $1 AND deleted = 0")
        .bind(id)
        .bind(i64::from(disabled))
        .execute(pool)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Marks a user deleted: the password goes and so do the sessions; the row stays, so that
/// the games keep their seat and the name is never taken by someone else.
pub async fn delete_user(pool: &AnyPool, id: &str) -> Result<()> {
    let mut tx = pool.begin().await?;
    sqlx::query("UPDATE users SET deleted = 1, password = NULL WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM user_sessions WHERE user_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Stores a new session and drops the user's least recently seen beyond
/// [`SESSIONS_PER_USER`].
pub async fn insert_session(pool: &AnyPool, hash: &str, user: &str, now: i64) -> Result<()> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO user_sessions (hash, user_id, created_ms, seen_ms) VALUES ($1, $2, $3, $3)",
    )
    .bind(hash)
    .bind(user)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM user_sessions WHERE user_id = $1 AND hash NOT IN (
            SELECT hash FROM user_sessions WHERE user_id = $1
            ORDER BY seen_ms DESC, created_ms DESC LIMIT $2)",
    )
    .bind(user)
    .bind(SESSIONS_PER_USER)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The user of a session and when the session was last seen.
pub async fn session(pool: &AnyPool, hash: &str) -> Result<Option<(User, i64)>> {
    let row = sqlx::query(
        "SELECT u.id AS id, u.name AS name, u.created_ms AS created_ms, u.disabled AS disabled,
                u.deleted AS deleted, s.seen_ms AS seen_ms
         FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.hash = $1",
    )
    .bind(hash)
    .fetch_optional(pool)
    .await?;
    match row {
        Some(row) => Ok(Some((user_of(&row)?, row.try_get("seen_ms")?))),
        None => Ok(None),
    }
}

pub async fn touch_session(pool: &AnyPool, hash: &str, now: i64) -> Result<()> {
    sqlx::query("UPDATE user_sessions SET seen_ms = $2 WHERE hash = $1")
        .bind(hash)
        .bind(now)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn delete_session(pool: &AnyPool, hash: &str) -> Result<()> {
    sqlx::query("DELETE FROM user_sessions WHERE hash = $1")
        .bind(hash)
        .execute(pool)
        .await?;
    Ok(())
}

/// Ends every session of a user; returns how many there were.
pub async fn delete_sessions(pool: &AnyPool, user: &str) -> Result<u64> {
    let done = sqlx::query("DELETE FROM user_sessions WHERE user_id = $1")
        .bind(user)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}

/// The sessions a user has.
pub async fn count_sessions(pool: &AnyPool, user: &str) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(*) FROM user_sessions WHERE user_id = $1")
        .bind(user)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// Gives `user` the seats whose tokens hash to `hashes` that no account holds yet; returns
/// the number of seats given.
pub async fn claim(pool: &AnyPool, user: &str, hashes: &[String]) -> Result<u64> {
    let mut tx = pool.begin().await?;
    let mut given = 0;
    for hash in hashes {
        let done = sqlx::query(
            "INSERT INTO game_players (game_id, side, user_id)
             SELECT game_id, side, $2 FROM tokens WHERE hash = $1
             ON CONFLICT (game_id, side) DO NOTHING",
        )
        .bind(hash.as_str())
        .bind(user)
        .execute(&mut *tx)
        .await?;
        given += done.rows_affected();
    }
    tx.commit().await?;
    Ok(given)
}

/// The games in which a user holds a seat.
pub async fn count_games(pool: &AnyPool, user: &str) -> Result<i64> {
    let row = sqlx::query("SELECT COUNT(DISTINCT game_id) FROM game_players WHERE user_id = $1")
        .bind(user)
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// The sides (by index) at which a user is seated in a game.
pub async fn sides(pool: &AnyPool, game: &str, user: &str) -> Result<Vec<i64>> {
    let rows = sqlx::query(
        "SELECT side FROM game_players WHERE game_id = $1 AND user_id = $2 ORDER BY side",
    )
    .bind(game)
    .bind(user)
    .fetch_all(pool)
    .await?;
    rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// The users seated in a game: (side index, user).
pub async fn players(pool: &AnyPool, game: &str) -> Result<Vec<(i64, User)>> {
    let rows = sqlx::query(
        "SELECT p.side AS side, u.id AS id, u.name AS name, u.created_ms AS created_ms,
                u.disabled AS disabled, u.deleted AS deleted
         FROM game_players p JOIN users u ON u.id = p.user_id
         WHERE p.game_id = $1 ORDER BY p.side",
    )
    .bind(game)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| Ok((row.try_get("side")?, user_of(row)?)))
        .collect()
}

/// The failures counted against `subject` in the window that began at `since_ms`, if any.
pub async fn failures(pool: &AnyPool, subject: &str) -> Result<Option<(i64, i64)>> {
    let row = sqlx::query("SELECT since_ms, failures FROM login_attempts WHERE subject = $1")
        .bind(subject)
        .fetch_optional(pool)
        .await?;
    match row {
        Some(row) => Ok(Some((row.try_get(0)?, row.try_get(1)?))),
        None => Ok(None),
    }
}

/// Counts one failure against each subject: a window over by `now` starts again at one. Rows
/// whose window is over are removed.
pub async fn fail(pool: &AnyPool, subjects: &[&str], now: i64, window_ms: i64) -> Result<()> {
    let mut tx = pool.begin().await?;
    for subject in subjects {
        sqlx::query(
            "INSERT INTO login_attempts (subject, since_ms, failures) VALUES ($1, $2, 1)
             ON CONFLICT (subject) DO UPDATE SET
                failures = CASE WHEN login_attempts.since_ms <= $3 THEN 1
                                ELSE login_attempts.failures + 1 END,
                since_ms = CASE WHEN login_attempts.since_ms <= $3 THEN $2
                                ELSE login_attempts.since_ms END",
        )
        .bind(*subject)
        .bind(now)
        .bind(now - window_ms)
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query("DELETE FROM login_attempts WHERE since_ms <= $1")
        .bind(now - window_ms)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Forgets the failures of a subject (a name that logged in).
pub async fn forgive(pool: &AnyPool, subject: &str) -> Result<()> {
    sqlx::query("DELETE FROM login_attempts WHERE subject = $1")
        .bind(subject)
        .execute(pool)
        .await?;
    Ok(())
}
