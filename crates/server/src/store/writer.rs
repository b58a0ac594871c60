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

use anyhow::Result;
use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

use super::{Backend, Commit, JobWrite, is_unique_violation, jobs, notify_changes, rows};
use crate::session::{Edit, Meta};

/// The most changes one transaction carries.
const MOST_PER_BATCH: usize = 64;

/// One change to write: the game's new row (from version `from`), its edit and pending reply.
pub struct Write {
    pub id: String,
    pub from: i64,
    pub meta: Meta,
    pub edit: Edit,
    pub job: JobWrite,
    pub done: oneshot::Sender<Result<(), Commit>>,
}

/// How one change went inside a transaction.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Step {
    Written,
    Stale,
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
        batch.sort_by(|a, b| a.id.cmp(&b.id));
        match write(&pool, backend, &batch).await {
            Ok(steps) => {
                for (w, step) in batch.drain(..).zip(steps) {
                    let _ = w.done.send(match step {
                        Step::Written => Ok(()),
                        Step::Stale => Err(Commit::Stale),
                    });
                }
            }
            Err(e) if batch.len() == 1 => {
                let w = batch.pop().expect("one change");
                let _ = w.done.send(Err(failure(e)));
            }
            Err(_) => {
                for w in batch.drain(..) {
                    let result = match write(&pool, backend, std::slice::from_ref(&w)).await {
                        Ok(steps) if steps[0] == Step::Written => Ok(()),
                        Ok(_) => Err(Commit::Stale),
                        Err(e) => Err(failure(e)),
                    };
                    let _ = w.done.send(result);
                }
            }
        }
    }
}

/// A move at a ply already taken means another change came first.
fn failure(e: anyhow::Error) -> Commit {
    if e.downcast_ref::<sqlx::Error>()
        .is_some_and(is_unique_violation)
    {
        Commit::Stale
    } else {
        Commit::Failed(e)
    }
}

/// Writes `batch` in one transaction and announces what was written (PostgreSQL).
async fn write(pool: &AnyPool, backend: Backend, batch: &[Write]) -> Result<Vec<Step>> {
    let mut tx = pool.begin().await?;
    let mut steps = Vec::with_capacity(batch.len());
    for w in batch {
        steps.push(apply(&mut tx, backend, w).await?);
    }
    if backend == Backend::Postgres {
        let written = batch
            .iter()
            .zip(&steps)
            .filter(|(_, s)| **s == Step::Written)
            .map(|(w, _)| (w.id.as_str(), w.meta.version, &w.job));
        notify_changes(&mut tx, written).await?;
    }
    tx.commit().await?;
    Ok(steps)
}

/// One change: the row if its version is still `from` with its edit, then the pending reply.
async fn apply(tx: &mut rows::Tx<'_>, backend: Backend, w: &Write) -> Result<Step> {
    if !rows::write_change(tx, backend, &w.id, w.from, &w.meta, &w.edit).await? {
        return Ok(Step::Stale);
    }
    jobs::write(tx, &w.id, w.meta.version, &w.job).await?;
    Ok(Step::Written)
}
