//! Each account's live channel: what happens to an account — a challenge received, declined
//! or canceled, a game started or finished — is told to every page and event stream the
//! account has open, on every server: through PostgreSQL's `NOTIFY` on [`CHANNEL`] (each
//! server, the teller included, hears it and hands it to its own listeners of that account), or
//! directly with SQLite (one server). A server keeps a channel only for the accounts it has
//! listeners of, at most [`PER_ACCOUNT`] listeners each; a listener that falls [`BACKLOG`]
//! events behind is let go (it sees the channel lagged and closes).

pub mod events;
pub mod socket;

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use axum::http::StatusCode;
use ply_core::msg;
use serde_json::Value;
use tokio::sync::broadcast;

use crate::{
    error::ApiError,
    store::{Backend, Store},
};

/// The channel on which servers tell each other the accounts' events (PostgreSQL).
pub const CHANNEL: &str = "ply_user";
/// Events a listener may fall behind by.
pub const BACKLOG: usize = 64;
/// Listeners (pages and event streams) one account may have open on one server.
pub const PER_ACCOUNT: usize = 16;

/// The live channels of this server's accounts.
pub struct Live {
    store: Store,
    channels: Mutex<HashMap<String, broadcast::Sender<Arc<str>>>>,
}

impl Live {
    pub fn new(store: Store) -> Live {
        Live {
            store,
            channels: Mutex::new(HashMap::new()),
        }
    }

    /// Tells `event` to every listener of the account `user` on every server.
    pub async fn tell(&self, user: &str, event: &Value) {
        let payload = format!("{user}\n{event}");
        if self.store.backend() == Backend::Postgres {
            if let Err(e) = self.store.announce(CHANNEL, &payload).await {
                tracing::warn!("cannot tell the other servers an account's event: {e:#}");
                self.heard(&payload);
            }
        } else {
            self.heard(&payload);
        }
    }

    /// An event heard (from this server or, through the database, another): `USER\nJSON`.
    pub fn heard(&self, payload: &str) {
        let Some((user, event)) = payload.split_once('\n') else {
            return;
        };
        let channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sender) = channels.get(user) {
            let _ = sender.send(Arc::from(event));
        }
    }

    /// A listener of the account `user` (429 `too_many_listeners` beyond [`PER_ACCOUNT`]).
    ///
    /// # Errors
    /// As said.
    pub fn subscribe(self: &Arc<Self>, user: &str) -> Result<Listener, ApiError> {
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        let sender = channels
            .entry(user.to_string())
            .or_insert_with(|| broadcast::channel(BACKLOG).0);
        if sender.receiver_count() >= PER_ACCOUNT {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_listeners",
                msg!("live_too_many_listeners", most = PER_ACCOUNT as i64),
            ));
        }
        Ok(Listener {
            events: sender.subscribe(),
            live: Arc::clone(self),
            user: user.to_string(),
        })
    }

    /// The accounts with listeners on this server.
    #[cfg(test)]
    pub fn accounts(&self) -> usize {
        self.channels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .len()
    }
}

/// One listener of an account's events; its channel goes when its last listener does.
pub struct Listener {
    pub events: broadcast::Receiver<Arc<str>>,
    live: Arc<Live>,
    user: String,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let mut channels = self.live.channels.lock().unwrap_or_else(|e| e.into_inner());
        // This listener's receiver is still counted while it is being dropped.
        if channels
            .get(&self.user)
            .is_some_and(|s| s.receiver_count() <= 1)
        {
            channels.remove(&self.user);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn events_reach_the_accounts_listeners_and_channels_go_with_them() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::connect(&crate::store::sqlite_url(&dir.path().join("t.sqlite3")))
            .await
            .unwrap();
        let live = Arc::new(Live::new(store));
        let mut a = live.subscribe("ann").unwrap();
        let mut a2 = live.subscribe("ann").unwrap();
        let mut b = live.subscribe("bob").unwrap();
        live.tell("ann", &serde_json::json!({"type": "x"})).await;
        assert_eq!(&*a.events.recv().await.unwrap(), r#"{"type":"x"}"#);
        assert_eq!(&*a2.events.recv().await.unwrap(), r#"{"type":"x"}"#);
        assert!(b.events.try_recv().is_err());
        live.heard("no separator");
        live.heard("carl\n{}");
        assert_eq!(live.accounts(), 2);
        drop(a);
        assert_eq!(live.accounts(), 2);
        drop(a2);
        assert_eq!(live.accounts(), 1);
        let more: Vec<_> = (1..PER_ACCOUNT)
            .map(|_| live.subscribe("bob").unwrap())
            .collect();
        let refused = live.subscribe("bob").err().unwrap();
        assert_eq!(refused.code, "too_many_listeners");
        drop(more);
        drop(b);
        assert_eq!(live.accounts(), 0);
    }
}
