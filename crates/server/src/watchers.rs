//! The count of a game's watchers: whenever a WebSocket on the game opens or closes, every
//! socket on it is sent `{"watchers": N}` a moment later, N being the sockets open on the game
//! on every server sharing the database.
//!
//! Each server knows its own sockets (the listeners of the game's channel). On PostgreSQL it
//! tells the others its count on [`CHANNEL`] whenever that count changes, and keeps the counts
//! it hears from them per game it holds in memory. A server whose count goes from none to some
//! asks the others to say theirs, so that a newcomer learns the counts at once; each server
//! says its non-zero counts again every [`REFRESH`], and a count not heard again within
//! [`FRESH`] is dropped, so a server that stopped without a word stops counting. With SQLite
//! there is one server and nothing to tell.
//!
//! A notice is `FLAG COUNT ":" GAME ":" INSTANCE`: `n` (this server's first watcher: answer
//! with yours) or `u` (an update), the server's count of sockets, the game id and the sending
//! server's instance name (last, so that it may hold any character).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use crate::{cache::Slot, state::Inner, store::Backend};

/// The channel on which servers tell each other their counts (PostgreSQL).
pub const CHANNEL: &str = "ply_watchers";
/// How long a change in the number of watchers waits before it is sent, so that any number of
/// sockets opening and closing in that time costs the listeners one message.
pub const PAUSE: Duration = Duration::from_millis(250);
/// How often a server says its non-zero counts again.
pub const REFRESH: Duration = Duration::from_secs(30);
/// How long another server's count holds without being said again.
pub const FRESH: Duration = Duration::from_secs(75);

/// The other servers' counts for one game, by instance name, with when each was heard.
#[derive(Default)]
pub struct Remote {
    counts: Mutex<HashMap<String, (usize, Instant)>>,
}

impl Remote {
    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, (usize, Instant)>> {
        self.counts.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sets a server's count (a count of none forgets the server). Returns whether it changed.
    fn set(&self, instance: &str, count: usize, now: Instant) -> bool {
        let mut map = self.map();
        let before = map.get(instance).map(|(c, _)| *c);
        if count == 0 {
            map.remove(instance);
        } else {
            map.insert(instance.to_string(), (count, now));
        }
        before.unwrap_or(0) != count
    }

    /// Forgets the counts not heard since `FRESH` before `now`; returns whether any went.
    fn prune(&self, now: Instant) -> bool {
        let mut map = self.map();
        let before = map.len();
        map.retain(|_, (_, at)| now.duration_since(*at) < FRESH);
        map.len() != before
    }

    /// The sum of the other servers' counts.
    pub fn total(&self) -> usize {
        self.map().values().map(|(c, _)| c).sum()
    }
}

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

/// A socket on the game opened or closed on this server: after [`PAUSE`], sends the new count
/// to the game's sockets and tells the other servers this server's count.
pub fn changed(inner: &Arc<Inner>, id: &str, slot: &Arc<Slot>) {
    if !slot.claim_watchers_due() {
        return;
    }
    let weak_slot = Arc::downgrade(slot);
    let weak = Arc::downgrade(inner);
    let id = id.to_string();
    inner.runtime.spawn(async move {
        tokio::time::sleep(PAUSE).await;
        let Some(slot) = weak_slot.upgrade() else {
            return;
        };
        slot.release_watchers_due();
        publish(&slot);
        let Some(inner) = weak.upgrade() else { return };
        let local = slot.watchers();
        let before = slot.swap_announced(local);
        if before != local {
            tell(&inner, &id, local, before == 0 && local > 0).await;
        }
    });
}

/// Sends the game's sockets the count of watchers on every server.
fn publish(slot: &Slot) {
    let total = slot.watchers() + slot.remote.total();
    slot.publish(&Arc::from(format!("{{\"watchers\":{total}}}")));
}

/// Tells the other servers this server's count for a game (PostgreSQL only).
async fn tell(inner: &Inner, id: &str, count: usize, first: bool) {
    if inner.store.backend() != Backend::Postgres {
        return;
    }
    let notice = Notice {
        first,
        count,
        game: id,
        instance: &inner.instance,
    };
    if let Err(e) = inner.store.announce(CHANNEL, &notice.text()).await {
        tracing::warn!(game = %id, "cannot tell the other servers the count of watchers: {e:#}");
    }
}

/// A notice heard from a server (this one's own included, which is ignored). An answer is
/// sent from a task of its own, so that the listener goes on at once.
pub fn heard(inner: &Arc<Inner>, payload: &str) {
    let Some(notice) = Notice::parse(payload) else {
        tracing::warn!("a garbled count of watchers from another server: {payload:?}");
        return;
    };
    if notice.instance == inner.instance {
        return;
    }
    let Some(slot) = inner.cache.get(notice.game) else {
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
        let (inner, id) = (Arc::clone(inner), notice.game.to_string());
        inner.runtime.clone().spawn(async move {
            tell(&inner, &id, local, false).await;
        });
    }
}

/// Every [`REFRESH`]: says this server's non-zero counts again and drops the counts of servers
/// not heard from (PostgreSQL only).
pub fn start_refresh(inner: &Arc<Inner>) {
    if inner.store.backend() != Backend::Postgres {
        return;
    }
    let weak = Arc::downgrade(inner);
    inner.runtime.spawn(async move {
        let mut tick = tokio::time::interval(REFRESH);
        tick.tick().await;
        loop {
            tick.tick().await;
            let Some(inner) = weak.upgrade() else { return };
            let now = Instant::now();
            for (id, slot) in inner.cache.all() {
                if slot.remote.prune(now) {
                    publish(&slot);
                }
                let local = slot.watchers();
                if local > 0 {
                    tell(&inner, &id, local, false).await;
                }
            }
        }
    });
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

    #[test]
    fn remote_counts_add_up_and_go_stale() {
        let remote = Remote::default();
        let t = Instant::now();
        assert!(remote.set("a", 2, t));
        assert!(!remote.set("a", 2, t));
        assert!(remote.set("b", 1, t + FRESH / 2));
        assert_eq!(remote.total(), 3);
        assert!(remote.set("b", 0, t));
        assert_eq!(remote.total(), 2);
        assert!(!remote.prune(t + FRESH / 2));
        assert!(remote.prune(t + FRESH));
        assert_eq!(remote.total(), 0);
    }
}
