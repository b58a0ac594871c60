//! The count of a game's watchers: whenever a WebSocket on the game opens, closes or shows a
//! seat, every socket on it is sent `{"watchers": N}` a moment later, N being the spectators —
//! the sockets open on the game that showed no seat's token — on every server sharing the
//! database.
//!
//! Each server knows its own sockets (the listeners of the game's channel). On PostgreSQL it
//! tells the others its count on [`CHANNEL`] whenever that count changes, and keeps the counts
//! it hears from them per game it holds in memory. A server whose count goes from none to some
//! asks the others to say theirs, so that a newcomer learns the counts at once; each server
//! says its non-zero counts again every [`REFRESH`], and a count not heard again within
//! [`FRESH`](remote::FRESH) is dropped, so a server that stopped without a word stops
//! counting. With SQLite there is one server and nothing to tell.
//!
//! A notice is `FLAG COUNT ":" GAME ":" INSTANCE`: `n` (this server's first watcher: answer
//! with yours) or `u` (an update), the server's count of sockets, the game id and the sending
//! server's instance name (last, so that it may hold any character).

pub mod remote;

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use tokio::runtime::Handle;

use crate::{
    cache::{Cache, Slot},
    store::{Backend, Store},
};

/// The channel on which servers tell each other their counts (PostgreSQL).
pub const CHANNEL: &str = "ply_watchers";
/// How long a change in the number of watchers waits before it is sent, so that any number of
/// sockets opening and closing in that time costs the listeners one message.
pub const PAUSE: Duration = Duration::from_millis(250);
/// How often a server says its non-zero counts again.
pub const REFRESH: Duration = Duration::from_secs(30);

/// One notice on [`CHANNEL`].
#[derive(Debug, PartialEq, Eq)]
struct Notice<'a> {
    first: bool,
    count: usize,
    game: &'a str,
    instance: &'a str,
}

impl<'a> Notice<'a> {
    fn parse(payload: &'a str) -> Option<Notice<'a>> {
        let mut parts = payload.splitn(3, ':');
        let head = parts.next()?;
        let game = parts.next()?;
        let instance = parts.next()?;
        let first = match head.get(..1)? {
            "n" => true,
            "u" => false,
            _ => return None,
        };
        let count = head[1..].parse().ok()?;
        Some(Notice {
            first,
            count,
            game,
            instance,
        })
    }

    fn text(&self) -> String {
        let flag = if self.first { 'n' } else { 'u' };
        format!("{flag}{}:{}:{}", self.count, self.game, self.instance)
    }
}

/// What the count of watchers needs: this server's name, the store to tell the other servers
/// through, and the games in memory.
pub struct Watchers {
    instance: String,
    store: Store,
    cache: Arc<Cache>,
    runtime: Handle,
}

impl Watchers {
    pub fn new(instance: String, store: Store, cache: Arc<Cache>, runtime: Handle) -> Watchers {
        Watchers {
            instance,
            store,
            cache,
            runtime,
        }
    }

    /// A socket on the game opened or closed on this server: after [`PAUSE`], sends the new
    /// count to the game's sockets and tells the other servers this server's count.
    pub fn changed(self: &Arc<Self>, id: &str, slot: &Arc<Slot>) {
        if !slot.claim_watchers_due() {
            return;
        }
        let weak_slot = Arc::downgrade(slot);
        let weak = Arc::downgrade(self);
        let id = id.to_string();
        self.runtime.spawn(async move {
            tokio::time::sleep(PAUSE).await;
            let Some(slot) = weak_slot.upgrade() else {
                return;
            };
            slot.release_watchers_due();
            publish(&slot);
            let Some(watchers) = weak.upgrade() else {
                return;
            };
            let local = slot.watchers();
            let before = slot.swap_announced(local);
            if before != local {
                watchers.tell(&id, local, before == 0 && local > 0).await;
            }
        });
    }

    /// Tells the other servers this server's count for a game (PostgreSQL only).
    async fn tell(&self, id: &str, count: usize, first: bool) {
        if self.store.backend() != Backend::Postgres {
            return;
        }
        let notice = Notice {
            first,
            count,
            game: id,
            instance: &self.instance,
        };
        if let Err(e) = self.store.announce(CHANNEL, &notice.text()).await {
            tracing::warn!(game = %id, "cannot tell the other servers the count of watchers: {e:#}");
        }
    }

    /// A notice heard from a server (this one's own included, which is ignored). An answer is
    /// sent from a task of its own, so that the listener goes on at once.
    pub fn heard(self: &Arc<Self>, payload: &str) {
        let Some(notice) = Notice::parse(payload) else {
            tracing::warn!("a garbled count of watchers from another server: {payload:?}");
            return;
        };
        if notice.instance == self.instance {
            return;
        }
        let Some(slot) = self.cache.get(notice.game) else {
            return;
        };
        if slot
            .remote
            .set(notice.instance, notice.count, Instant::now())
        {
            publish(&slot);
        }
        let local = slot.watchers();
        if notice.first && local > 0 {
            let (watchers, id) = (Arc::clone(self), notice.game.to_string());
            self.runtime.spawn(async move {
                watchers.tell(&id, local, false).await;
            });
        }
    }

    /// Every [`REFRESH`]: says this server's non-zero counts again and drops the counts of
    /// servers not heard from (PostgreSQL only).
    pub fn start_refresh(self: &Arc<Self>) {
        if self.store.backend() != Backend::Postgres {
            return;
        }
        let weak = Arc::downgrade(self);
        self.runtime.spawn(async move {
            let mut tick = tokio::time::interval(REFRESH);
            tick.tick().await;
            loop {
                tick.tick().await;
                let Some(watchers) = weak.upgrade() else {
                    return;
                };
                let now = Instant::now();
                for (id, slot) in watchers.cache.all() {
                    if slot.remote.prune(now) {
                        publish(&slot);
                    }
                    let local = slot.watchers();
                    if local > 0 {
                        watchers.tell(&id, local, false).await;
                    }
                }
            }
        });
    }
}

/// Sends the game's sockets the count of watchers on every server.
fn publish(slot: &Slot) {
    let total = slot.watchers() + slot.remote.total();
    slot.publish(&Arc::from(format!("{{\"watchers\":{total}}}")));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_read_back_and_garbled_ones_are_refused() {
        let n = Notice {
            first: true,
            count: 3,
            game: "abc123",
            instance: "host:1:x",
        };
        assert_eq!(n.text(), "n3:abc123:host:1:x");
        assert_eq!(Notice::parse(&n.text()), Some(n));
        for bad in ["", "n", "x3:g:i", "n:g:i", "u-1:g:i", "u3:g", "u3"] {
            assert_eq!(Notice::parse(bad), None, "{bad:?}");
        }
    }
}
