//! What the store's files share, below all of them: the transaction and engine types, how a
//! write ends, the computer's pending reply written with a change, and the notices a commit
//! sends. The store's root and its row files import this file; it imports none of them.

use anyhow::Result;
use sqlx::{Any, Transaction};

/// A transaction on either database, as the row functions of every table take it.
pub type Tx<'a> = Transaction<'a, Any>;

/// The two engines.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The channel on which committed changes are announced (PostgreSQL).
pub const GAMES_CHANNEL: &str = "ply_games";
/// The channel on which new work for the computer is announced (PostgreSQL).
pub const JOBS_CHANNEL: &str = "ply_jobs";

/// How a write ended.
#[derive(Debug)]
pub enum Commit {
    /// Another change came first: nothing was written.
    Stale,
    /// The change was not committed by its deadline: nothing was written, and nothing will be.
    Late,
    /// The database failed.
    Failed(anyhow::Error),
}

impl From<anyhow::Error> for Commit {
    fn from(e: anyhow::Error) -> Commit {
        Commit::Failed(e)
    }
}

impl From<sqlx::Error> for Commit {
    fn from(e: sqlx::Error) -> Commit {
        Commit::Failed(e.into())
    }
}

/// The computer's pending reply to write with a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobWrite {
    /// The computer is to move after the change: (re)queue its search with its cost and the
    /// address that asked for it.
    Queue {
        cost_ms: i64,
        address: Option<String>,
    },
    /// No reply is wanted (any pending one is dropped).
    Clear,
    /// The game never has the computer's replies (between people): nothing to write.
    Untouched,
}

/// Sends `payload` on `channel` to every server listening (PostgreSQL only: inside a
/// transaction, delivered when it commits). The one place a notice is sent.
pub async fn notify<'e, E>(executor: E, channel: &str, payload: &str) -> Result<(), sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(payload)
        .execute(executor)
        .await?;
    Ok(())
}

/// Announces committed changes (PostgreSQL; call inside their transaction): one notice on
/// [`GAMES_CHANNEL`] with every `ID:VERSION` joined by commas, and one on [`JOBS_CHANNEL`] when
/// any of them queued work for the computer.
pub async fn notify_changes<'a>(
    tx: &mut Tx<'_>,
    changes: impl IntoIterator<Item = (&'a str, i64, &'a JobWrite)>,
) -> Result<(), sqlx::Error> {
    let mut games = String::new();
    let mut queued = None;
    for (id, version, job) in changes {
        if !games.is_empty() {
            games.push(',');
        }
        games.push_str(&format!("{id}:{version}"));
        if queued.is_none() && matches!(job, JobWrite::Queue { .. }) {
            queued = Some(id);
        }
    }
    if !games.is_empty() {
        notify(&mut **tx, GAMES_CHANNEL, &games).await?;
    }
    if let Some(id) = queued {
        notify(&mut **tx, JOBS_CHANNEL, id).await?;
    }
    Ok(())
}

/// Whether a database error is a unique-key violation (a move at a ply already taken).
pub fn is_unique_violation(e: &sqlx::Error) -> bool {
    e.as_database_error()
        .is_some_and(|d| d.kind() == sqlx::error::ErrorKind::UniqueViolation)
}
