//! Correspondence games lost on time with no server watching: every server looks for games
//! whose move's time has run out (`games.move_by_ms`) when it starts and every
//! [`crate::state::Limits::flag_sweep`] afterwards, claims each in the database (one
//! conditional update: see `store::flags`) and ends it through the game's session, as any
//! change is made — persisted before published, rated when the game is rated, a draw when the
//! side not to move cannot win. A game a server holds in memory is also ended by its timer at
//! the deadline (`Session::deadline`); the sweep is for the games no server was watching.

use std::{sync::Arc, time::Duration};

use tokio::runtime::Handle;

use crate::{clock::now_ms, error::ApiError, store::Store};

/// How long a claim stands: a server that dies holding one leaves it to run out.
pub const LEASE_MS: i64 = 60_000;
/// Games taken per look.
const PER_SWEEP: i64 = 100;
/// How often every server looks, unless told otherwise.
pub const DEFAULT_SWEEP: Duration = Duration::from_secs(30);

/// What the sweep asks of the server: to settle a game (end it if its time has run out), and
/// whether it is shutting down.
pub trait Settle: Send + Sync + 'static {
    /// Loads the game (or takes it from memory) and ends it on time if its deadline passed.
    fn settle(self: &Arc<Self>, id: &str) -> impl Future<Output = Result<(), ApiError>> + Send;
    fn closing(&self) -> bool;
}

/// Starts this server's sweep: at once, then every `every`.
pub fn start<T: Settle>(
    table: &Arc<T>,
    store: Store,
    instance: String,
    every: Duration,
    runtime: &Handle,
) {
    let weak = Arc::downgrade(table);
    runtime.spawn(async move {
        loop {
            let Some(table) = weak.upgrade() else {
                return;
            };
            if table.closing() {
                return;
            }
            match sweep(&table, &store, &instance).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(games = n, "ended correspondence games on time"),
                Err(e) => tracing::warn!("cannot look for correspondence games out of time: {e:#}"),
            }
            drop(table);
            tokio::time::sleep(every).await;
        }
    });
}

/// One look: claims the games due now and settles each; returns how many this server took.
async fn sweep<T: Settle>(table: &Arc<T>, store: &Store, instance: &str) -> anyhow::Result<usize> {
    let now = now_ms();
    let mut taken = 0;
    for id in store.due_flags(now, PER_SWEEP).await? {
        if !store.claim_flag(&id, instance, now, now + LEASE_MS).await? {
            continue;
        }
        match table.settle(&id).await {
            Ok(()) => taken += 1,
            // The lease runs out and a server tries again.
            Err(e) => tracing::warn!(game = %id, "cannot end the game on time: {}", e.message),
        }
    }
    Ok(taken)
}
