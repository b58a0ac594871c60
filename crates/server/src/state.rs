//! The server's shared state: the database, the games in memory (each behind its own lock, so
//! two requests on one game are applied one after the other), the computer's worker pool, and
//! what happens after every change: the computer's turn is queued (ply's search on the pool,
//! an external engine on a blocking thread), a flag-fall timer is armed, and the new state is
//! pushed to the game's WebSocket listeners.

use std::{
    collections::HashMap,
    path::Path,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use anyhow::{Context, Result};
use tokio::{runtime::Handle, sync::broadcast};

use crate::{
    engine,
    error::ApiError,
    external::{Engines, ExternalEngine},
    live::Live,
    store::Store,
    view,
};

/// The file name of the database inside the data directory.
pub const DATABASE_FILE: &str = "ply.sqlite3";

/// Everything the handlers share; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub store: Store,
    games: Mutex<HashMap<String, Arc<Slot>>>,
    pool: engine::Pool,
    pub engines: Engines,
    tickets: AtomicU64,
    runtime: Handle,
}

/// One game in memory and the channel its listeners hear on.
pub(crate) struct Slot {
    live: Mutex<Live>,
    pub updates: broadcast::Sender<Arc<str>>,
}

impl Slot {
    pub fn lock(&self) -> MutexGuard<'_, Live> {
        self.live.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl AppState {
    /// Opens the database in `data_dir` (created if missing) and resumes the computer's
    /// thinking in games where it is to move. Call it inside a tokio runtime.
    ///
    /// # Errors
    /// The directory or database cannot be opened, or no tokio runtime is running.
    pub fn open(data_dir: &Path) -> Result<AppState> {
        AppState::open_with(data_dir, Vec::new(), crate::external::DEFAULT_MOVETIME_MS)
    }

    /// As [`AppState::open`], offering the external `engines` as opponents, each thinking
    /// `engine_movetime_ms` per move (less when its clock is short).
    ///
    /// # Errors
    /// As [`AppState::open`].
    pub fn open_with(
        data_dir: &Path,
        engines: Vec<ExternalEngine>,
        engine_movetime_ms: u64,
    ) -> Result<AppState> {
        std::fs::create_dir_all(data_dir)
            .with_context(|| format!("cannot create data directory {}", data_dir.display()))?;
        let store = Store::open(&data_dir.join(DATABASE_FILE))?;
        let runtime = Handle::try_current().context("AppState::open needs a tokio runtime")?;
        let state = AppState {
            inner: Arc::new(Inner {
                store,
                games: Mutex::new(HashMap::new()),
                pool: engine::Pool::per_core(),
                engines: Engines::new(engines, engine_movetime_ms),
                tickets: AtomicU64::new(1),
                runtime,
            }),
        };
        for id in state.inner.store.ongoing_computer_games()? {
            // Loading a game queues the computer's move.
            if let Err(e) = state.inner.slot(&id) {
                eprintln!("ply: cannot resume game {id}: {}", e.message);
            }
        }
        Ok(state)
    }

    /// How many searches of the computer can run at once.
    pub fn computer_threads(&self) -> usize {
        self.inner.pool.threads()
    }

    /// Stops the searches under way and ends the external engines' processes (call when the
    /// server stops).
    pub fn shutdown(&self) {
        self.inner.engines.shutdown();
        let slots: Vec<Arc<Slot>> = self.inner.games().values().cloned().collect();
        for slot in slots {
            if let Some(stop) = slot.lock().stop.take() {
                stop.store(true, Ordering::Relaxed);
            }
        }
    }

    /// The schema version of the database.
    ///
    /// # Errors
    /// The database cannot be read.
    pub fn schema_version(&self) -> Result<u32> {
        self.inner.store.schema_version()
    }
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

impl Inner {
    fn games(&self) -> MutexGuard<'_, HashMap<String, Arc<Slot>>> {
        self.games.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The game with this id, loaded from the database on first use.
    pub fn slot(self: &Arc<Self>, id: &str) -> Result<Arc<Slot>, ApiError> {
        let slot = {
            let mut games = self.games();
            if let Some(slot) = games.get(id) {
                return Ok(Arc::clone(slot));
            }
            let stored = self
                .store
                .load(id)?
                .ok_or_else(|| ApiError::not_found(id))?;
            let mut live = Live::restore(stored)?;
            self.name_engine(&mut live);
            let slot = Arc::new(Slot {
                live: Mutex::new(live),
                updates: broadcast::channel(32).0,
            });
            games.insert(id.to_string(), Arc::clone(&slot));
            slot
        };
        let mut live = slot.lock();
        self.follow_up(&mut live, now_ms());
        drop(live);
        Ok(slot)
    }

    /// Puts a newly created (and stored) game in memory and starts the computer if it moves.
    pub fn insert(self: &Arc<Self>, mut live: Live) -> (Arc<Slot>, Arc<str>) {
        self.name_engine(&mut live);
        let id = live.id().to_string();
        let slot = Arc::new(Slot {
            live: Mutex::new(live),
            updates: broadcast::channel(32).0,
        });
        self.games().insert(id, Arc::clone(&slot));
        let now = now_ms();
        let mut live = slot.lock();
        self.follow_up(&mut live, now);
        let state = Arc::from(view::state(&mut live, now));
        drop(live);
        (slot, state)
    }

    /// Sets the name of the game's external engine (its id when it is no longer configured).
    fn name_engine(&self, live: &mut Live) {
        live.engine_name = live.fixed.engine.as_ref().map(|id| {
            self.engines
                .find(id)
                .map_or_else(|| id.clone(), |e| e.name.clone())
        });
    }

    /// Runs `change` on the game under its lock (after ending it on time if its flag fell).
    /// If anything changed, the follow-ups run and listeners get the new state. Returns
    /// `change`'s value and the state afterwards.
    pub fn act<R>(
        self: &Arc<Self>,
        id: &str,
        change: impl FnOnce(&mut Live, &Store, i64) -> Result<R, ApiError>,
    ) -> Result<(R, Arc<str>), ApiError> {
        let slot = self.slot(id)?;
        let mut live = slot.lock();
        let now = now_ms();
        let before = (live.version, live.thinking);
        let result = live
            .check_flag(&self.store, now)
            .and_then(|_| change(&mut live, &self.store, now));
        let state: Option<Arc<str>> = if (live.version, live.thinking) != before {
            self.follow_up(&mut live, now);
            let state: Arc<str> = Arc::from(view::state(&mut live, now));
            if slot.updates.receiver_count() > 0 {
                let _ = slot.updates.send(Arc::clone(&state));
            }
            Some(state)
        } else if result.is_ok() {
            Some(Arc::from(view::state(&mut live, now)))
        } else {
            None
        };
        drop(live);
        let state = state.unwrap_or_else(|| Arc::from("null"));
        result.map(|r| (r, state))
    }

    /// The current state (ending the game on time first if its flag fell).
    pub fn state(self: &Arc<Self>, id: &str) -> Result<Arc<str>, ApiError> {
        self.act(id, |_, _, _| Ok(())).map(|((), s)| s)
    }

    /// After a change: queue the computer if it is to move (unless its engine failed and
    /// waits for a retry), forget a search that no longer fits, arm the flag timer.
    fn follow_up(self: &Arc<Self>, live: &mut Live, now: i64) {
        if !live.computer_to_move() {
            live.thinking = None;
            live.engine_error = None;
            if let Some(stop) = live.stop.take() {
                stop.store(true, Ordering::Relaxed);
            }
        } else if live.thinking.is_none() && live.engine_error.is_none() {
            self.start_computer(live, now);
        }
        self.arm_flag(live, now);
    }

    fn start_computer(self: &Arc<Self>, live: &mut Live, now: i64) {
        let Some(level) = (match live.opponent {
            crate::live::Opponent::Computer { level, .. } => Some(level),
            _ => None,
        }) else {
            return;
        };
        let ticket = self.tickets.fetch_add(1, Ordering::Relaxed);
        live.thinking = Some(ticket);
        let to_move = live.to_move();
        let clock = live
            .clock
            .map(|c| (c.left_at(to_move, to_move, now), c.increment_ms));
        let stop = Arc::new(AtomicBool::new(false));
        live.stop = Some(Arc::clone(&stop));
        let record = live.record.clone_box();
        let id = live.id().to_string();
        let inner = Arc::clone(self);
        if let Some(engine_id) = live.fixed.engine.clone() {
            let think = self.engines.think_limits(clock);
            self.runtime.spawn_blocking(move || {
                let reply = inner
                    .engines
                    .best_move(&engine_id, record.as_ref(), &think, &stop);
                if !stop.load(Ordering::Relaxed) {
                    inner.computer_replied(&id, ticket, reply);
                }
            });
            return;
        }
        let think = engine::think(level, clock, ticket ^ (now as u64));
        self.pool.submit(move || {
            let reply = engine::computer_move(record.as_ref(), &think, &stop);
            if !stop.load(Ordering::Relaxed) {
                inner.computer_replied(&id, ticket, Ok(reply));
            }
        });
    }

    /// Plays the computer's reply through the same path as a player's move, if the game still
    /// waits for this search. An external engine's failure (an error, no move, a move the rules
    /// refuse) changes nothing but the state's `engine_error`: the engine waits for a retry.
    fn computer_replied(
        self: &Arc<Self>,
        id: &str,
        ticket: u64,
        reply: Result<Option<String>, String>,
    ) {
        let result = self.act(id, |live, store, now| {
            if live.thinking != Some(ticket) {
                return Ok(());
            }
            live.thinking = None;
            live.stop = None;
            let name = live.engine_name.clone();
            let failed = match (reply, name) {
                (Ok(Some(text)), name) => match live.play(store, &text, now) {
                    Ok(_) => None,
                    Err(e) => match name {
                        Some(n) if e.code != "internal" => {
                            Some(format!("{n} failed: its move '{text}': {}", e.message))
                        }
                        _ => return Err(e),
                    },
                },
                (Ok(None), name) => name.map(|n| format!("{n} failed: it gave no move")),
                (Err(message), _) => Some(message),
            };
            if let Some(message) = failed {
                eprintln!("ply: game {id}: {message}");
                live.engine_error = Some(message);
                live.version += 1;
            }
            Ok(())
        });
        if let Err(e) = result {
            eprintln!("ply: game {id}: the computer's move failed: {}", e.message);
        }
    }

    fn arm_flag(self: &Arc<Self>, live: &Live, now: i64) {
        if live.outcome().is_some() {
            return;
        }
        let Some(at) = live.clock.and_then(|c| c.flag_at(live.to_move())) else {
            return;
        };
        let wait = Duration::from_millis((at - now).max(0) as u64 + 5);
        let weak = Arc::downgrade(self);
        let id = live.id().to_string();
        let version = live.version;
        self.runtime.spawn(async move {
            tokio::time::sleep(wait).await;
            let Some(inner) = weak.upgrade() else { return };
            let slot = inner.games().get(&id).cloned();
            if slot.is_some_and(|s| s.lock().version == version) {
                let _ = inner.state(&id);
            }
        });
    }
}
