//! The database that keeps every game — SQLite (embedded, one server) or PostgreSQL (any
//! number of servers) behind one interface, through sqlx's asynchronous pools: no database
//! call blocks the async threads.
//!
//! One row per game (its fixed part, the changing part and a version), one row per move, the
//! hashes of the tokens, and one row per game waiting for the computer (see [`jobs`]). Every
//! change is one transaction that names the version it follows: a write against a version
//! that another server has moved past changes nothing and reports [`Commit::Stale`]. Changes
//! are written by a [`writer`], which groups those waiting into one transaction, each change
//! committed within its deadline or never ([`Commit::Late`]). On PostgreSQL the same
//! transaction notifies the other servers (`NOTIFY ply_games`, payload `ID:VERSION`, several
//! joined by commas), delivered only once it commits.

mod base;
mod flags;
pub mod jobs;
mod migrations;
pub mod puzzles;
pub mod ratings;
mod rows;
mod writer;

use std::{str::FromStr, time::Duration};

use anyhow::{Context, Result, bail};
use sqlx::{
    AnyPool, Row,
    any::{AnyConnectOptions, AnyPoolOptions},
};
use tokio::sync::{mpsc, oneshot};

use crate::session::{Edit, RatedEnd, Session, Stored};
pub use base::{Backend, Commit, GAMES_CHANNEL, JOBS_CHANNEL, JobWrite, Tx};
use base::{notify, notify_changes};
pub use migrations::MIGRATIONS;
pub use writer::Rated;

/// Games stored per transaction by [`Store::import`].
pub const IMPORT_BATCH: usize = 64;

/// How long a change may wait to be committed by default (see [`Store::with_deadline`]).
pub const DEFAULT_DEADLINE: Duration = Duration::from_secs(5);

/// The database.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    url: String,
    writer: mpsc::UnboundedSender<writer::Write>,
    /// How long a change may wait to be committed.
    deadline: Duration,
}

/// The SQLite URL of a database file.
pub fn sqlite_url(path: &std::path::Path) -> String {
    format!("sqlite://{}?mode=rwc", path.display())
}

impl Store {
    /// Connects to `url` (`sqlite://PATH` or `postgres://…`) and brings the schema up to date.
    ///
    /// # Errors
    /// The database cannot be reached, or was written by a newer ply.
    pub async fn connect(url: &str) -> Result<Store> {
        let store = Store::connect_only(url).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Connects without migrating.
    ///
    /// # Errors
    /// The URL is not a database URL ply knows, or the database cannot be reached.
    pub async fn connect_only(url: &str) -> Result<Store> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite:") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            bail!(
                "unknown database URL '{url}': expected sqlite://PATH or postgres://USER@HOST:PORT/DB"
            );
        };
        let options = AnyConnectOptions::from_str(url)
            .with_context(|| format!("cannot read the database URL '{}'", redact(url)))?;
        let pool = match backend {
            // One writer at a time is SQLite's way; one connection keeps writes in order.
            Backend::Sqlite => AnyPoolOptions::new()
                .max_connections(1)
                .after_connect(|conn, _| {
                    Box::pin(async move {
                        for pragma in [
                            "PRAGMA journal_mode = WAL",
                            "PRAGMA synchronous = NORMAL",
                            "PRAGMA foreign_keys = ON",
                            "PRAGMA busy_timeout = 5000",
                        ] {
                            sqlx::query(pragma).execute(&mut *conn).await?;
                        }
                        Ok(())
                    })
                }),
            Backend::Postgres => AnyPoolOptions::new().max_connections(16),
        }
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options)
        .await
        .with_context(|| format!("cannot open the database {}", redact(url)))?;
        // One writer: the more changes wait while a transaction commits, the more the next
        // one carries, so the work per move falls as the load rises (measured in
        // BENCHMARKS.md: on PostgreSQL, four writers cost half as much again per move).
        let writer = writer::start(&pool, backend);
        Ok(Store {
            pool,
            backend,
            url: url.to_string(),
            writer,
            deadline: DEFAULT_DEADLINE,
        })
    }

    /// The store with changes given `deadline` to be committed (at least a millisecond).
    #[must_use]
    pub fn with_deadline(mut self, deadline: Duration) -> Store {
        self.deadline = deadline.max(Duration::from_millis(1));
        self
    }

    /// How long a change may wait to be committed.
    pub fn deadline(&self) -> Duration {
        self.deadline
    }

    /// Which engine this is.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The URL connected to.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Closes the pool (waits for connections in use).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Applies the migration steps not yet applied, in order, each in its own transaction. On
    /// PostgreSQL an advisory lock keeps servers starting together from migrating twice.
    ///
    /// # Errors
    /// A step fails, or the database has a newer schema than this ply knows.
    pub async fn migrate(&self) -> Result<u32> {
        let mut conn = self.pool.acquire().await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_lock(727179)")
                .execute(&mut *conn)
                .await?;
        }
        let result = migrations::run(&mut conn, self.backend).await;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_advisory_unlock(727179)")
                .execute(&mut *conn)
                .await?;
        }
        result
    }

    /// The schema version of the database.
    ///
    /// # Errors
    /// The database cannot be read.
    pub async fn schema_version(&self) -> Result<u32> {
        let row = sqlx::query("SELECT version FROM ply_schema")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get::<i64, _>(0)? as u32)
    }

    /// Stores a new game (version 0) with its token hashes and the accounts seated at its
    /// sides (`players`); queues the computer's first move. Like a change, it is committed
    /// within [`Store::deadline`] or never: its `COMMIT` is sent only before then.
    ///
    /// # Errors
    /// [`Commit::Late`] when it could not be committed by its deadline (it never will be),
    /// [`Commit::Failed`] when the database failed.
    pub async fn create(
        &self,
        session: &Session,
        players: &[(ply_core::Side, String)],
        job: &JobWrite,
    ) -> Result<(), Commit> {
        let deadline = tokio::time::Instant::now() + self.deadline;
        let statements = async {
            let mut tx = self.pool.begin().await?;
            rows::insert_game(&mut tx, &session.fixed, &session.meta(), session.tokens()).await?;
            for (side, user) in players {
                rows::seat_player(&mut tx, session.id(), *side, user).await?;
            }
            jobs::write(&mut tx, session.id(), session.version(), job).await?;
            if self.backend == Backend::Postgres {
                notify_changes(&mut tx, [(session.id(), session.version(), job)]).await?;
            }
            anyhow::Ok(tx)
        };
        // Dropping the transaction unfinished rolls it back.
        let tx = tokio::time::timeout_at(deadline, statements)
            .await
            .map_err(|_| Commit::Late)??;
        if tokio::time::Instant::now() >= deadline {
            return Err(Commit::Late);
        }
        tx.commit().await?;
        Ok(())
    }

    /// Stores whole games (imported records: moves, tags and comments): all of them or, on an
    /// error, none. They are written [`IMPORT_BATCH`] games to a transaction, so that a server
    /// running on the same database waits for one short transaction at most, never for the
    /// whole import; should a batch fail, the batches already written are taken out again.
    ///
    /// # Errors
    /// The database failed (nothing was stored).
    pub async fn import(&self, games: &[Stored]) -> Result<()> {
        let mut written = 0;
        for batch in games.chunks(IMPORT_BATCH) {
            if let Err(e) = self.import_batch(batch).await {
                let ids: Vec<&str> = games[..written]
                    .iter()
                    .map(|g| g.fixed.id.as_str())
                    .collect();
                if let Err(undo) = self.remove(&ids).await {
                    return Err(
                        e.context(format!("and taking out the games written failed: {undo:#}"))
                    );
                }
                return Err(e);
            }
            written += batch.len();
            tokio::task::yield_now().await;
        }
        Ok(())
    }

    async fn import_batch(&self, games: &[Stored]) -> Result<()> {
        let mut tx = self.pool.begin().await?;
        for game in games {
            rows::insert_stored(&mut tx, game).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Removes games (with their moves and tokens), in batches.
    async fn remove(&self, ids: &[&str]) -> Result<()> {
        for batch in ids.chunks(IMPORT_BATCH) {
            let mut tx = self.pool.begin().await?;
            for id in batch {
                for table in [
                    "DELETE FROM game_players WHERE game_id = $1",
                    "DELETE FROM moves WHERE game_id = $1",
                    "DELETE FROM tokens WHERE game_id = $1",
                    "DELETE FROM jobs WHERE game_id = $1",
                    "DELETE FROM games WHERE id = $1",
                ] {
                    sqlx::query(table).bind(*id).execute(&mut *tx).await?;
                }
            }
            tx.commit().await?;
        }
        Ok(())
    }

    /// The ids of every game, oldest first.
    ///
    /// # Errors
    /// The database failed.
    pub async fn game_ids(&self) -> Result<Vec<String>> {
        let rows = sqlx::query("SELECT id FROM games ORDER BY created_ms, id")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>(0).map_err(Into::into))
            .collect()
    }

    /// The game with this id, if there is one.
    ///
    /// # Errors
    /// The database failed, or the stored row does not read.
    pub async fn load(&self, id: &str) -> Result<Option<Stored>> {
        rows::load(&self.pool, id).await
    }

    /// The accounts seated at a game's sides (white first).
    ///
    /// # Errors
    /// The database failed.
    pub async fn seated(&self, id: &str) -> Result<[Option<String>; 2]> {
        ratings::seated(&self.pool, id).await
    }

    /// A user's ratings, by game and then speed (those with at least one rated game).
    ///
    /// # Errors
    /// The database failed, or a stored row does not read.
    pub async fn ratings(&self, user: &str) -> Result<Vec<ratings::Entry>> {
        ratings::of_user(&self.pool, user).await
    }

    /// A user's rated games with the rating before and after each, in the order rated.
    ///
    /// # Errors
    /// The database failed, or a stored row does not read.
    pub async fn rating_history(&self, user: &str) -> Result<Vec<ratings::Rated>> {
        ratings::history(&self.pool, user).await
    }

    /// A user's rating after each of the latest `per_series` rated games of every game and
    /// speed (see [`ratings::points`]).
    ///
    /// # Errors
    /// The database failed, or a stored row does not read.
    pub async fn rating_points(&self, user: &str, per_series: i64) -> Result<Vec<ratings::Point>> {
        ratings::points(&self.pool, user, per_series).await
    }

    /// The number of rated games a user has played.
    ///
    /// # Errors
    /// The database failed.
    pub async fn rated_games(&self, user: &str) -> Result<i64> {
        ratings::rated_games(&self.pool, user).await
    }

    /// Rebuilds every rating from the stored rated games (see [`ratings::rerate`]).
    ///
    /// # Errors
    /// The database failed, or a stored row does not read (nothing changes then).
    pub async fn rerate(&self) -> Result<ratings::Rerated> {
        ratings::rerate(&self.pool, self.backend).await
    }

    /// Up to `most` correspondence games whose move's time ran out before `now`, unclaimed
    /// (see [`flags`]).
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_flags(&self, now: i64, most: i64) -> Result<Vec<String>> {
        flags::due(&self.pool, now, most).await
    }

    /// Claims a due correspondence game for `owner` until `lease_ms`; whether it did.
    ///
    /// # Errors
    /// The database failed.
    pub async fn claim_flag(&self, id: &str, owner: &str, now: i64, lease_ms: i64) -> Result<bool> {
        flags::claim(&self.pool, id, owner, now, lease_ms).await
    }

    /// The stored version of a game (none if it does not exist).
    ///
    /// # Errors
    /// The database failed.
    pub async fn version(&self, id: &str) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT version FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => Some(r.try_get::<i64, _>(0)?),
            None => None,
        })
    }

    /// Writes `next` (the session after a change from version `from`) with its edit, the
    /// computer's pending reply and, when the change ends a rated game, both players' new
    /// ratings (see [`ratings::rate`]), and announces it. Changes are grouped into
    /// transactions by a writer (see [`writer`]); each is committed, or refused, on its own
    /// terms before this returns. Returns the rating changes written.
    ///
    /// # Errors
    /// [`Commit::Stale`] when the stored game is no longer at version `from`, [`Commit::Late`]
    /// when it was not committed within [`Store::deadline`] (it never will be).
    pub async fn commit(
        &self,
        from: i64,
        next: &Session,
        edit: &Edit,
        job: &JobWrite,
        rate: Option<RatedEnd>,
    ) -> Result<Rated, Commit> {
        let (done, answer) = oneshot::channel();
        self.writer
            .send(writer::Write {
                id: next.id().to_string(),
                from,
                meta: next.meta(),
                edit: edit.clone(),
                job: job.clone(),
                rate,
                deadline: tokio::time::Instant::now() + self.deadline,
                done,
            })
            .map_err(|_| Commit::Failed(anyhow::anyhow!("the database writer has stopped")))?;
        answer
            .await
            .map_err(|_| Commit::Failed(anyhow::anyhow!("the database writer has stopped")))?
    }

    /// Sends a notice on a channel to every server listening (PostgreSQL; nothing on SQLite).
    ///
    /// # Errors
    /// The database fails.
    pub async fn announce(&self, channel: &str, payload: &str) -> Result<()> {
        if self.backend != Backend::Postgres {
            return Ok(());
        }
        notify(&self.pool, channel, payload).await?;
        Ok(())
    }

    /// Checks that the database answers.
    ///
    /// # Errors
    /// It does not.
    pub async fn ping(&self) -> Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    pub(crate) fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Writes a puzzle tried by an account in a transaction of its own (see
    /// [`puzzles::solved`]).
    ///
    /// # Errors
    /// The database failed; nothing was written.
    pub async fn puzzle_tried(&self, t: &puzzles::Try<'_>) -> Result<puzzles::Moved> {
        let mut tx = self.pool.begin().await?;
        let moved = puzzles::solved(&mut tx, self.backend, t).await?;
        tx.commit().await?;
        Ok(moved)
    }

    /// The computer's pending replies (see [`jobs`]).
    pub fn jobs(&self) -> jobs::Jobs<'_> {
        jobs::Jobs::new(&self.pool)
    }
}

/// The URL without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user_info = &url[scheme + 3..at];
            match user_info.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests;
