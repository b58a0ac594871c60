//! The computer's pending replies: one row per game waiting for the computer, with the
//! game's version it answers, its cost (the search's time budget) and the address that asked.
//! A server claims a row with one conditional update — free, or its lease run out — so that
//! exactly one server searches at a time; a server that dies leaves its lease to run out and
//! another takes the row. The row goes in the same transaction as the move that answers it.

use anyhow::Result;
use sqlx::{Any, AnyPool, Row, Transaction};

use super::base::JobWrite;

/// A pending reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    pub game_id: String,
    pub version: i64,
    pub cost_ms: i64,
}

/// Writes a change's pending reply: queued afresh (unclaimed) or cleared.
pub async fn write(
    tx: &mut Transaction<'_, Any>,
    id: &str,
    version: i64,
    job: &JobWrite,
) -> Result<(), sqlx::Error> {
    match job {
        JobWrite::Queue { cost_ms, address } => {
            sqlx::query(
                "INSERT INTO jobs (game_id, version, cost_ms, address, created_ms, owner, lease_ms)
                 VALUES ($1, $2, $3, $4, $5, NULL, 0)
                 ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,
                    cost_ms = excluded.cost_ms, address = excluded.address,
                    created_ms = excluded.created_ms, owner = NULL, lease_ms = 0",
            )
            .bind(id)
            .bind(version)
            .bind(*cost_ms)
            .bind(address.as_deref())
            .bind(crate::clock::now_ms())
            .execute(&mut **tx)
            .await?;
        }
        JobWrite::Untouched => {}
        JobWrite::Clear => {
            sqlx::query("DELETE FROM jobs WHERE game_id = $1")
                .bind(id)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

/// The pending replies of one database, as [`super::Store::jobs`] gives them.
pub struct Jobs<'a> {
    pool: &'a AnyPool,
}

impl<'a> Jobs<'a> {
    /// The pending replies kept in `pool`.
    pub fn new(pool: &'a AnyPool) -> Jobs<'a> {
        Jobs { pool }
    }

    /// Up to `limit` replies nobody works on at `now` (unclaimed, or their lease ran out),
    /// cheapest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claimable(&self, now: i64, limit: usize) -> Result<Vec<Job>> {
        let rows = sqlx::query(
            "SELECT game_id, version, cost_ms FROM jobs
             WHERE owner IS NULL OR lease_ms < $1
             ORDER BY cost_ms, created_ms LIMIT $2",
        )
        .bind(now)
        .bind(limit as i64)
        .fetch_all(self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Job {
                    game_id: r.try_get(0)?,
                    version: r.try_get(1)?,
                    cost_ms: r.try_get(2)?,
                })
            })
            .collect()
    }

    /// Claims `job` for `owner` until `lease_ms` if nobody holds it at `now`; returns whether
    /// it did.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim(&self, job: &Job, owner: &str, now: i64, lease_ms: i64) -> Result<bool> {
        let done = sqlx::query(
            "UPDATE jobs SET owner = $1, lease_ms = $2
             WHERE game_id = $3 AND version = $4 AND (owner IS NULL OR lease_ms < $5)",
        )
        .bind(owner)
        .bind(lease_ms)
        .bind(job.game_id.as_str())
        .bind(job.version)
        .bind(now)
        .execute(self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Hands back a claimed reply unanswered (the search was stopped), for any server to take.
    ///
    /// # Errors
    /// The database failed.
    pub async fn release(&self, job: &Job, owner: &str) -> Result<()> {
        sqlx::query(
            "UPDATE jobs SET owner = NULL, lease_ms = 0
             WHERE game_id = $1 AND version = $2 AND owner = $3",
        )
        .bind(job.game_id.as_str())
        .bind(job.version)
        .bind(owner)
        .execute(self.pool)
        .await?;
        Ok(())
    }

    /// Hands back every reply `owner` holds (when it shuts down).
    ///
    /// # Errors
    /// The database failed.
    pub async fn release_all(&self, owner: &str) -> Result<u64> {
        let done = sqlx::query("UPDATE jobs SET owner = NULL, lease_ms = 0 WHERE owner = $1")
            .bind(owner)
            .execute(self.pool)
            .await?;
        Ok(done.rows_affected())
    }

    /// How many replies are pending in all, and how many of them `address` asked for.
    ///
    /// # Errors
    /// The database failed.
    pub async fn queued(&self, address: Option<&str>) -> Result<(i64, i64)> {
        let row =
            sqlx::query("SELECT COUNT(*), COUNT(CASE WHEN address = $1 THEN 1 END) FROM jobs")
                .bind(address)
                .fetch_one(self.pool)
                .await?;
        let (all, mine): (i64, i64) = (row.try_get(0)?, row.try_get(1)?);
        Ok((all, mine))
    }
}
