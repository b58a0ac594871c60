//! Correspondence games whose move's time has run out: found by `games.move_by_ms`, and claimed
//! by one server at a time to end them on time. A claim is one conditional update of the
//! game's `flag_owner` and `flag_lease_ms` — free, or its lease run out — so that of any number
//! of servers looking at once exactly one takes the game; a server that dies with a claim
//! leaves its lease to run out and another takes the game. The claim does not touch the
//! game's version: the ending itself is committed through the game's session as any change.

use anyhow::Result;
use sqlx::{AnyPool, Row};

/// Up to `most` games going on whose side to move had to move before `now` and that nobody
/// holds a claim on, the earliest first.
pub async fn due(pool: &AnyPool, now: i64, most: i64) -> Result<Vec<String>> {
    let rows = sqlx::query(
        "SELECT id FROM games
         WHERE move_by_ms <= $1 AND status = 'ongoing'
           AND (flag_lease_ms IS NULL OR flag_lease_ms < $1)
         ORDER BY move_by_ms, id LIMIT $2",
    )
    .bind(now)
    .bind(most)
    .fetch_all(pool)
    .await?;
    rows.iter().map(|r| Ok(r.try_get(0)?)).collect()
}

/// Claims game `id` for `owner` until `lease_ms`, if it is due at `now` and nobody holds it;
/// returns whether it did.
pub async fn claim(pool: &AnyPool, id: &str, owner: &str, now: i64, lease_ms: i64) -> Result<bool> {
    let done = sqlx::query(
        "UPDATE games SET flag_owner = $2, flag_lease_ms = $3
         WHERE id = $1 AND move_by_ms <= $4 AND status = 'ongoing'
           AND (flag_lease_ms IS NULL OR flag_lease_ms < $4)",
    )
    .bind(id)
    .bind(owner)
    .bind(lease_ms)
    .bind(now)
    .execute(pool)
    .await?;
    Ok(done.rows_affected() == 1)
}
