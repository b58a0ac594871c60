//! Group commit: the changes to games go to a writer task, which stores every change waiting
//! for it in one transaction. Under load one transaction carries many moves
//! (one round of statements per move instead of one transaction each, and one fsync or WAL
//! append for the lot); alone, a change is written as soon as it comes.
//!
//! Each change still stands on its own: one whose game moved past its version is reported
//! [`Commit::Stale`] and the others go on; a batch that fails for any other reason is rolled
//! back and its changes are written again one transaction each, so that one bad change cannot
//! fail its neighbours. Changes in a batch are written in game-id order, so two servers'
//! batches cannot wait on each other's row locks.
//!
//! Each change has a deadline. A transaction's `COMMIT` is sent only before the earliest
//! deadline of the changes it carries; its statements are given up at that deadline (the
//! transaction is rolled back), and a change whose deadline has passed is answered
//! [`Commit::Late`] and never tried again, so it is never written later. A change that failed
//! for a passing reason (the database unreachable, shutting down, busy) is tried again alone,
//! within its own deadline. Only a `COMMIT` whose answer was lost (the connection broke while
//! it ran) leaves a change's fate unknown: it is then tried again, and if its deadline passes
//! it is answered [`Commit::Failed`], never [`Commit::Late`].

use std::time::Duration;

use anyhow::{Result, anyhow};
use sqlx::AnyPool;
use tokio::{
    sync::{mpsc, oneshot},
    time::Instant,
};

use super::{
    base::{Backend, Commit, JobWrite, Tx, is_unique_violation, notify_changes},
    jobs, ratings, rows,
};
use crate::session::{Edit, Meta, RatedEnd, RatingChange};

/// The most changes one transaction carries.
const MOST_PER_BATCH: usize = 64;
/// How long the answer to a `COMMIT` is awaited.
const COMMIT_WAIT: Duration = Duration::from_secs(5);
/// The pause before a change that failed for a passing reason is tried again.
const PAUSE: Duration = Duration::from_millis(200);

/// One change to write: the game's new row (from version `from`), its edit, pending reply
/// and, when it ends a rated game, the ending to rate.
pub struct Write {
    pub id: String,
    pub from: i64,
    pub meta: Meta,
    pub edit: Edit,
    pub job: JobWrite,
    pub rate: Option<RatedEnd>,
    /// Not committed by then, never.
    pub deadline: Instant,
    pub done: oneshot::Sender<Result<Rated, Commit>>,
}

/// The rating changes a written change made (white's first), if it ended a rated game.
pub type Rated = Option<[RatingChange; 2]>;

/// How one change went inside a transaction.
#[derive(Clone, PartialEq)]
enum Step {
    Written(Rated),
    Stale,
}

/// Why a transaction did not commit.
enum Failure {
    /// The database refused or failed before the commit: nothing was written.
    Database(anyhow::Error),
    /// The earliest deadline came before the commit: nothing was written.
    Late,
    /// The commit's answer was lost: the changes may or may not have been written.
    Unsure(anyhow::Error),
}

/// Starts the writer on `pool`; returns its queue.
pub fn start(pool: &AnyPool, backend: Backend) -> mpsc::UnboundedSender<Write> {
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(run(pool.clone(), backend, rx));
    tx
}

async fn run(pool: AnyPool, backend: Backend, mut queue: mpsc::UnboundedReceiver<Write>) {
    let mut batch = Vec::with_capacity(MOST_PER_BATCH);
    while queue.recv_many(&mut batch, MOST_PER_BATCH).await > 0 {
        let now = Instant::now();
        for w in batch.extract_if(.., |w| w.deadline <= now) {
            let _ = w.done.send(Err(Commit::Late));
        }
        let Some(by) = batch.iter().map(|w| w.deadline).min() else {
            continue;
        };
        batch.sort_by(|a, b| a.id.cmp(&b.id));
        match write(&pool, backend, &batch, by).await {
            Ok(steps) => {
                for (w, step) in batch.drain(..).zip(steps) {
                    let _ = w.done.send(match step {
                        Step::Written(rated) => Ok(rated),
                        Step::Stale => Err(Commit::Stale),
                    });
                }
            }
            Err(failed) if batch.len() == 1 => {
                let w = batch.pop().expect("one change");
                let result = alone(&pool, backend, &w, Some(failed)).await;
                let _ = w.done.send(result);
            }
            Err(failed) => {
                let unsure = matches!(failed, Failure::Unsure(_));
                for w in batch.drain(..) {
                    let first = unsure.then(|| Failure::Unsure(anyhow!("the batch's commit")));
                    let result = alone(&pool, backend, &w, first).await;
                    let _ = w.done.send(result);
                }
            }
        }
    }
}

/// Writes one change in transactions of its own until it is written, found stale, refused
/// for good, or its deadline passes; `failed` is how its last try failed, if it was tried.
async fn alone(
    pool: &AnyPool,
    backend: Backend,
    w: &Write,
    mut failed: Option<Failure>,
) -> Result<Rated, Commit> {
    // How a commit whose answer was lost failed, once one was.
    let mut unsure = None;
    loop {
        if let Some(failure) = failed.take() {
            match failure {
                Failure::Database(e) if !passing(&e) => {
                    return Err(if unsure.is_some() {
                        unknown(e)
                    } else {
                        refusal(e)
                    });
                }
                Failure::Unsure(e) => unsure = Some(e),
                Failure::Database(_) | Failure::Late => {}
            }
            tokio::time::sleep_until(w.deadline.min(Instant::now() + PAUSE)).await;
        }
        if Instant::now() >= w.deadline {
            return Err(match unsure {
                Some(e) => unknown(e),
                None => Commit::Late,
            });
        }
        match write(pool, backend, std::slice::from_ref(w), w.deadline).await {
            Ok(mut steps) => {
                return match steps.pop() {
                    Some(Step::Written(rated)) => Ok(rated),
                    _ => Err(Commit::Stale),
                };
            }
            Err(e) => failed = Some(e),
        }
    }
}

/// A move at a ply already taken means another change came first.
fn refusal(e: anyhow::Error) -> Commit {
    if sqlx_error(&e).is_some_and(is_unique_violation) {
        Commit::Stale
    } else {
        Commit::Failed(e)
    }
}

/// A failure after a commit whose answer was lost: whether the change was written is unknown.
fn unknown(e: anyhow::Error) -> Commit {
    Commit::Failed(e.context("the change may have been stored: read the game again"))
}

fn sqlx_error(e: &anyhow::Error) -> Option<&sqlx::Error> {
    e.chain().find_map(|c| c.downcast_ref::<sqlx::Error>())
}

/// Whether a failure may pass if the change is tried again: the connection or the pool
/// failed, or the database is starting, stopping, out of resources, busy or broke a
/// deadlock (PostgreSQL's classes 08, 53, 57 and 40; SQLite's BUSY and LOCKED).
fn passing(e: &anyhow::Error) -> bool {
    match sqlx_error(e) {
        Some(sqlx::Error::Database(d)) => {
            let code = d.code().unwrap_or_default();
            match code.parse::<i32>() {
                Ok(sqlite) => matches!(sqlite & 0xff, 5 | 6),
                Err(_) => ["08", "53", "57", "40"].iter().any(|c| code.starts_with(c)),
            }
        }
        Some(
            sqlx::Error::Io(_)
            | sqlx::Error::Tls(_)
            | sqlx::Error::Protocol(_)
            | sqlx::Error::PoolTimedOut
            | sqlx::Error::WorkerCrashed,
        ) => true,
        _ => false,
    }
}

/// Writes `batch` in one transaction and announces what was written (PostgreSQL); gives up
/// before committing when `by` comes first.
async fn write(
    pool: &AnyPool,
    backend: Backend,
    batch: &[Write],
    by: Instant,
) -> Result<Vec<Step>, Failure> {
    let statements = async {
        let mut tx = pool.begin().await?;
        let mut steps = Vec::with_capacity(batch.len());
        for w in batch {
            steps.push(apply(&mut tx, backend, w).await?);
        }
        if backend == Backend::Postgres {
            let written = batch
                .iter()
                .zip(&steps)
                .filter(|(_, s)| matches!(s, Step::Written(_)))
                .map(|(w, _)| (w.id.as_str(), w.meta.version, &w.job));
            notify_changes(&mut tx, written).await?;
        }
        anyhow::Ok((tx, steps))
    };
    // Dropping the transaction unfinished rolls it back.
    let (tx, steps) = match tokio::time::timeout_at(by, statements).await {
        Err(_) => return Err(Failure::Late),
        Ok(Err(e)) => return Err(Failure::Database(e)),
        Ok(Ok(done)) => done,
    };
    if Instant::now() >= by {
        return Err(Failure::Late);
    }
    match tokio::time::timeout(COMMIT_WAIT, tx.commit()).await {
        Ok(Ok(())) => Ok(steps),
        // The database answered: it did not commit.
        Ok(Err(e @ sqlx::Error::Database(_))) => Err(Failure::Database(e.into())),
        Ok(Err(e)) => Err(Failure::Unsure(e.into())),
        Err(_) => Err(Failure::Unsure(anyhow!(
            "the commit was not answered within {} s",
            COMMIT_WAIT.as_secs()
        ))),
    }
}

/// One change: the row if its version is still `from` with its edit, then the pending reply,
/// then the players' ratings when it ends a rated game.
async fn apply(tx: &mut Tx<'_>, backend: Backend, w: &Write) -> Result<Step> {
    if !rows::write_change(tx, backend, &w.id, w.from, &w.meta, &w.edit).await? {
        return Ok(Step::Stale);
    }
    jobs::write(tx, &w.id, w.meta.version, &w.job).await?;
    let rated = match &w.rate {
        Some(end) => ratings::rate(tx, backend, &w.id, end).await?,
        None => None,
    };
    Ok(Step::Written(rated))
}
