//! The other servers' counts of a game's watchers, as this server last heard them.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

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
    pub fn set(&self, instance: &str, count: usize, now: Instant) -> bool {
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
    pub fn prune(&self, now: Instant) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

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
