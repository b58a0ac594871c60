//! Other servers' changes, heard through PostgreSQL's `LISTEN`: a change to a game this server
//! holds in memory reloads it and sends the new state to its WebSocket listeners; new work for
//! the computer wakes the scheduler; other servers' counts of a game's watchers are kept
//! (see [`crate::watchers`]). A lost connection is made again by itself, and then every
//! game in memory is checked against the database (notices sent meanwhile are lost). With
//! SQLite there is one server, and nothing to hear.

use std::{sync::Arc, time::Duration};

use sqlx::postgres::PgListener;

use crate::{
    state::Inner,
    store::{Backend, GAMES_CHANNEL, JOBS_CHANNEL},
};

/// Starts listening (PostgreSQL only).
pub fn start(inner: &Arc<Inner>) {
    if inner.store.backend() != Backend::Postgres {
        return;
    }
    let weak = Arc::downgrade(inner);
    let url = inner.store.url().to_string();
    inner.runtime.spawn(async move {
        let mut listener: Option<PgListener> = None;
        loop {
            if weak
                .upgrade()
                .is_none_or(|i| i.closing.load(std::sync::atomic::Ordering::Relaxed))
            {
                return;
            }
            let Some(l) = listener.as_mut() else {
                match connect(&url).await {
                    Ok(l) => {
                        listener = Some(l);
                        if let Some(inner) = weak.upgrade() {
                            resync(&inner).await;
                        }
                    }
                    Err(e) => {
                        tracing::warn!("cannot listen for other servers' changes: {e:#}");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                    }
                }
                continue;
            };
            match l.try_recv().await {
                Ok(Some(notice)) => {
                    if let Some(inner) = weak.upgrade() {
                        heard(&inner, notice.channel(), notice.payload()).await;
                    }
                }
                // The connection was lost and is made again on the next call: catch up.
                Ok(None) => {
                    if let Some(inner) = weak.upgrade() {
                        resync(&inner).await;
                    }
                }
                Err(e) => {
                    tracing::warn!("lost the connection for other servers' changes: {e}");
                    listener = None;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        }
    });
}

async fn connect(url: &str) -> anyhow::Result<PgListener> {
    let mut listener = PgListener::connect(url).await?;
    listener
        .listen_all([GAMES_CHANNEL, JOBS_CHANNEL, crate::watchers::CHANNEL])
        .await?;
    Ok(listener)
}

async fn heard(inner: &Arc<Inner>, channel: &str, payload: &str) {
    if channel == JOBS_CHANNEL {
        inner.computer.wake();
        return;
    }
    if channel == crate::watchers::CHANNEL {
        crate::watchers::heard(inner, payload);
        return;
    }
    // "ID:VERSION", several joined by commas when one transaction carried several changes.
    for change in payload.split(',') {
        let Some((id, version)) = change.rsplit_once(':') else {
            continue;
        };
        let Ok(version) = version.parse::<i64>() else {
            continue;
        };
        if let Some(slot) = inner.cache.get(id)
            && slot.version() < version
        {
            catch_up(inner, id, &slot).await;
        }
    }
}

/// Reloads a cached game that changed elsewhere and tells its listeners.
async fn catch_up(inner: &Arc<Inner>, id: &str, slot: &Arc<crate::cache::Slot>) {
    let mut held = slot.lock().await;
    match inner.reload(slot, &mut held).await {
        Ok(()) => {
            let state = held.state(crate::state::now_ms());
            slot.publish(&state);
            inner.follow_up(slot, &held.session);
        }
        Err(e) => tracing::warn!(game = %id, "cannot reload: {}", e.message),
    }
}

/// After a lost connection: every cached game whose stored version differs is reloaded.
async fn resync(inner: &Arc<Inner>) {
    for (id, slot) in inner.cache.all() {
        match inner.store.version(&id).await {
            Ok(Some(v)) if v != slot.version() => catch_up(inner, &id, &slot).await,
            Ok(_) => {}
            Err(e) => {
                tracing::warn!("cannot check the games in memory: {e:#}");
                return;
            }
        }
    }
    inner.computer.wake();
}
