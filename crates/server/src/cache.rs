//! This server's games in memory: a cache of sessions, each behind its own async lock (so the
//! requests on one game are applied one after the other while other games go on) with the
//! channel its WebSocket listeners hear on. The database is the truth: a cached session is
//! versioned, and a write against a stale version reloads it. Games nobody uses leave memory
//! after the idle time, and the least recently used leave first when the cache is full;
//! a game with listeners stays.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, AtomicI64, AtomicUsize, Ordering},
    },
    time::Duration,
};

use tokio::{
    runtime::Handle,
    sync::{MutexGuard as AsyncGuard, broadcast},
};

use crate::{
    clock::now_ms,
    metrics::Metrics,
    session::{Edit, Opponent, Session},
    view,
    watchers::remote::Remote,
};

/// A cached session and what is derived from it.
pub struct Held {
    pub session: Session,
    /// The legal moves' cells in the current position, once asked for.
    cells: Option<Vec<(String, Vec<usize>)>>,
    /// The moves in notation, read from the record once and then kept in step with each
    /// change written, so that a state is not made by writing every move again.
    moves: Option<Vec<String>>,
    /// The name of the game's external engine (its id when no longer configured).
    engine_name: Option<String>,
}

impl Held {
    /// Puts a new session in place (its moves are read again when needed).
    pub fn replace(&mut self, session: Session) {
        self.session = session;
        self.cells = None;
        self.moves = None;
    }

    /// Puts in place the session that `edit` made of the held one.
    pub fn advance(&mut self, session: Session, edit: &Edit) {
        let moves = self.moves.take();
        self.replace(session);
        self.moves = moves.and_then(|mut moves| {
            match edit {
                Edit::Move { ply, text } if *ply == moves.len() => moves.push(text.clone()),
                Edit::Move { .. } => return None,
                Edit::TakeBack { keep } => moves.truncate(*keep),
                Edit::Row | Edit::Token { .. } => {}
            }
            Some(moves)
        });
    }

    /// The game's state as JSON text at `now`.
    pub fn state(&mut self, now: i64) -> Arc<str> {
        let session = &self.session;
        let cells = self
            .cells
            .get_or_insert_with(|| session.record().legal_move_cells());
        let moves = self.moves.get_or_insert_with(|| session.moves());
        Arc::from(view::state(
            session,
            moves,
            cells,
            self.engine_name.as_deref(),
            now,
        ))
    }
}

/// One game in memory.
pub struct Slot {
    held: tokio::sync::Mutex<Held>,
    /// The state after every change, for the game's WebSocket listeners.
    pub updates: broadcast::Sender<Arc<str>>,
    version: AtomicI64,
    last_used: AtomicI64,
    /// Whether a count of the game's watchers is about to be sent (see `Watchers::changed`).
    watchers_due: AtomicBool,
    /// This server's count of watchers as last told to the other servers.
    announced: AtomicUsize,
    /// The other servers' counts of watchers.
    pub remote: Remote,
    /// How many of this server's listeners showed a seat's token: the players' own pages,
    /// which the count of watchers leaves out.
    seated: AtomicUsize,
}

impl Slot {
    /// Waits for the game's lock.
    pub async fn lock(&self) -> AsyncGuard<'_, Held> {
        self.last_used.store(now_ms(), Ordering::Relaxed);
        self.held.lock().await
    }

    /// The version of the cached session.
    pub fn version(&self) -> i64 {
        self.version.load(Ordering::Relaxed)
    }

    pub fn set_version(&self, version: i64) {
        self.version.store(version, Ordering::Relaxed);
    }

    /// How many WebSocket listeners this server has for the game that are not a player's own
    /// page: the spectators.
    pub fn watchers(&self) -> usize {
        self.updates
            .receiver_count()
            .saturating_sub(self.seated.load(Ordering::Acquire))
    }

    /// A listener showed a seat's token: it is a player's page, not a spectator.
    pub fn seat_listener(&self) {
        self.seated.fetch_add(1, Ordering::AcqRel);
    }

    /// A player's page closed its socket.
    pub fn unseat_listener(&self) {
        let _ = self
            .seated
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| n.checked_sub(1));
    }

    /// Marks a count of watchers as about to be sent; false when one already is.
    pub fn claim_watchers_due(&self) -> bool {
        !self.watchers_due.swap(true, Ordering::AcqRel)
    }

    /// The count is being sent: the next change needs a count of its own.
    pub fn release_watchers_due(&self) {
        self.watchers_due.store(false, Ordering::Release);
    }

    /// Records this server's count as told to the others; returns the count told before.
    pub fn swap_announced(&self, count: usize) -> usize {
        self.announced.swap(count, Ordering::AcqRel)
    }

    /// Sends a new state to the listeners, if any.
    pub fn publish(&self, state: &Arc<str>) {
        if self.updates.receiver_count() > 0 {
            let _ = self.updates.send(Arc::clone(state));
        }
    }
}

/// The games in memory.
pub struct Cache {
    games: Mutex<HashMap<String, Arc<Slot>>>,
    /// The configured external engines' names by id.
    engine_names: HashMap<String, String>,
}

impl Cache {
    /// An empty cache; `engine_names` maps external engines' ids to their names.
    pub fn new(engine_names: HashMap<String, String>) -> Cache {
        Cache {
            games: Mutex::new(HashMap::new()),
            engine_names,
        }
    }

    fn map(&self) -> MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The cached game with this id.
    pub fn get(&self, id: &str) -> Option<Arc<Slot>> {
        self.map().get(id).cloned()
    }

    /// Caches a session (unless another request cached the game first: then that one is
    /// kept). Returns the slot and whether it is new.
    /// When the cache holds `max` games, the least recently used eighth leaves first.
    pub fn insert(&self, session: Session, max: usize) -> (Arc<Slot>, bool) {
        if let Some(slot) = self.get(session.id()) {
            return (slot, false);
        }
        if self.len() >= max {
            self.evict(i64::MIN, max - max / 8);
        }
        let id = session.id().to_string();
        let engine_name = match &session.fixed.opponent {
            Opponent::Computer {
                engine: Some(engine),
                ..
            } => Some(self.engine_names.get(engine).unwrap_or(engine).clone()),
            _ => None,
        };
        let mut map = self.map();
        if let Some(slot) = map.get(&id) {
            return (Arc::clone(slot), false);
        }
        let slot = Arc::new(Slot {
            version: AtomicI64::new(session.version()),
            last_used: AtomicI64::new(now_ms()),
            watchers_due: AtomicBool::new(false),
            announced: AtomicUsize::new(0),
            remote: Remote::default(),
            seated: AtomicUsize::new(0),
            held: tokio::sync::Mutex::new(Held {
                session,
                cells: None,
                moves: None,
                engine_name,
            }),
            updates: broadcast::channel(32).0,
        });
        map.insert(id, Arc::clone(&slot));
        (slot, true)
    }

    /// How many games are in memory.
    pub fn len(&self) -> usize {
        self.map().len()
    }

    /// The ids and slots of every cached game.
    pub fn all(&self) -> Vec<(String, Arc<Slot>)> {
        self.map()
            .iter()
            .map(|(k, v)| (k.clone(), Arc::clone(v)))
            .collect()
    }

    /// Drops games idle since before `idle_before`, then the least recently used beyond
    /// `max` games; never a game with listeners or one in use. Returns how many left.
    pub fn evict(&self, idle_before: i64, max: usize) -> usize {
        let mut map = self.map();
        let before = map.len();
        let free = |slot: &Arc<Slot>| {
            slot.updates.receiver_count() == 0
                && Arc::strong_count(slot) == 1
                && slot.held.try_lock().is_ok()
        };
        map.retain(|_, slot| !(slot.last_used.load(Ordering::Relaxed) < idle_before && free(slot)));
        if map.len() > max {
            let mut by_age: Vec<(i64, String)> = map
                .iter()
                .filter(|(_, s)| free(s))
                .map(|(id, s)| (s.last_used.load(Ordering::Relaxed), id.clone()))
                .collect();
            by_age.sort_unstable();
            let excess = map.len() - max;
            for (_, id) in by_age.into_iter().take(excess) {
                map.remove(&id);
            }
        }
        before - map.len()
    }
}

/// Evicts games idle for `idle` every few seconds, and the least recently used beyond
/// `most` games, for as long as the cache lives; counts the games in memory in `metrics`.
pub fn start_eviction(
    cache: &Arc<Cache>,
    idle: Duration,
    most: usize,
    metrics: Arc<Metrics>,
    runtime: &Handle,
) {
    let weak = Arc::downgrade(cache);
    let every = (idle / 4).clamp(Duration::from_millis(100), Duration::from_secs(15));
    runtime.spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            let Some(cache) = weak.upgrade() else { return };
            let idle_before = now_ms() - idle.as_millis() as i64;
            cache.evict(idle_before, most);
            metrics.games_in_memory.set(cache.len() as i64);
        }
    });
}
