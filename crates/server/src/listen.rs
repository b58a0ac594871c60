//! Other servers' changes, heard through PostgreSQL's `LISTEN`: a change to a game, new work
//! for the computer, another server's count of a game's watchers (see [`crate::watchers`]) or
//! a change of the lobby (see [`crate::lobby`]), an account's event (see [`crate::live`]),
//! each handed to what hears it (the server's state: it reloads a game it holds in memory and
//! sends the new state to its WebSocket listeners, wakes the scheduler, keeps the counts). A
//! lost connection is made again by itself, and then every game in memory is checked against
//! the database (notices sent meanwhile are lost). With SQLite there is one server, and
//! nothing to hear.

use std::{future::Future, sync::Arc, time::Duration};

use sqlx::postgres::PgListener;
use tokio::{runtime::Handle, sync::watch};

use crate::{
    live, lobby,
    store::{GAMES_CHANNEL, JOBS_CHANNEL},
    tournament, watchers,
};

/// What is done with the notices heard.
pub trait Hears: Send + Sync + 'static {
    /// Whether the server stops (then listening ends).
    fn closing(&self) -> bool;
    /// Game `id` was changed to `version` by some server.
    fn changed(self: &Arc<Self>, id: &str, version: i64) -> impl Future<Output = ()> + Send;
    /// There is new work for the computer.
    fn new_work(&self);
    /// A notice on the watchers' channel.
    fn watchers(self: &Arc<Self>, payload: &str);
    /// A change of the lobby (see [`crate::lobby`]).
    fn lobby(&self, payload: &str);
    /// A change of a tournament (see [`crate::tournament`]).
    fn tournament(&self, payload: &str);
    /// An account's event (see [`crate::live`]).
    fn account(&self, payload: &str);
    /// Notices may have been lost: every game in memory is to be checked.
    fn resync(self: &Arc<Self>) -> impl Future<Output = ()> + Send;
}

/// Listens on the PostgreSQL database at `url` for as long as `hears` lives and is not closing.
/// The receiver turns true once the first connection listens on every channel: a server that
/// waits for it before it answers requests misses no change made after its first answer.
pub fn start<H: Hears>(url: String, hears: &Arc<H>, runtime: &Handle) -> watch::Receiver<bool> {
    let weak = Arc::downgrade(hears);
    let (listening, heard_from) = watch::channel(false);
    runtime.spawn(async move {
        let mut listener: Option<PgListener> = None;
        loop {
            if weak.upgrade().is_none_or(|h| h.closing()) {
                return;
            }
            let Some(l) = listener.as_mut() else {
                match connect(&url).await {
                    Ok(l) => {
                        listener = Some(l);
                        listening.send_replace(true);
                        if let Some(hears) = weak.upgrade() {
                            hears.resync().await;
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
                    if let Some(hears) = weak.upgrade() {
                        heard(&hears, notice.channel(), notice.payload()).await;
                    }
                }
                // The connection was lost and is made again on the next call: catch up.
                Ok(None) => {
                    if let Some(hears) = weak.upgrade() {
                        hears.resync().await;
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
    heard_from
}

async fn connect(url: &str) -> anyhow::Result<PgListener> {
    let mut listener = PgListener::connect(url).await?;
    listener
        .listen_all([
            GAMES_CHANNEL,
            JOBS_CHANNEL,
            watchers::CHANNEL,
            lobby::CHANNEL,
            tournament::CHANNEL,
            live::CHANNEL,
        ])
        .await?;
    Ok(listener)
}

async fn heard<H: Hears>(hears: &Arc<H>, channel: &str, payload: &str) {
    if channel == JOBS_CHANNEL {
        hears.new_work();
        return;
    }
    if channel == watchers::CHANNEL {
        hears.watchers(payload);
        return;
    }
    if channel == lobby::CHANNEL {
        hears.lobby(payload);
        return;
    }
    if channel == tournament::CHANNEL {
        hears.tournament(payload);
        return;
    }
    if channel == live::CHANNEL {
        hears.account(payload);
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
        hears.changed(id, version).await;
    }
}
