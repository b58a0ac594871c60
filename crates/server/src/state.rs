//! The server's shared state and the one path every change takes: the game's session is
//! loaded (or taken from this server's cache), the command is applied to it, the store commits
//! the edit against the version it follows, and only then is the new session kept, published
//! to the game's WebSocket listeners and followed up (the computer's reply queued, a flag
//! timer armed). A write that finds the game moved on by another server reloads the game and
//! applies the command again.

mod parts;
mod settings;

use ply_core::{Side, msg};
use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use anyhow::Result;
use axum::http::StatusCode;
use tokio::runtime::Handle;

use crate::{
    accounts::Accounts,
    cache::{self, Cache, Held, Slot},
    clock::now_ms,
    computer::{self, Computer, Duties},
    error::ApiError,
    external::{Engines, ExternalEngine},
    listen,
    metrics::Metrics,
    session::{Command, Edit, Opponent, Session},
    store::{Backend, Commit, JobWrite, Store},
    watchers::Watchers,
};

pub use settings::{DATABASE_FILE, Limits, Settings, default_instance};

/// Everything the handlers share; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub(crate) inner: Arc<Inner>,
    /// True once this server listens for the other servers' changes (always, with SQLite).
    listening: tokio::sync::watch::Receiver<bool>,
}

/// The server's parts, each given to the others as the narrow handle it needs (the store, the
/// games in memory, the metrics) rather than the whole.
pub(crate) struct Inner {
    pub store: Store,
    pub cache: Arc<Cache>,
    pub computer: Arc<Computer>,
    pub engines: Arc<Engines>,
    pub watchers: Arc<Watchers>,
    pub accounts: Arc<Accounts>,
    pub lobby: Arc<crate::lobby::Lobby>,
    pub tournaments: Arc<crate::tournament::Tournaments>,
    /// The accounts' live channels (challenges, games started and finished).
    pub live: Arc<crate::live::Live>,
    pub limits: Limits,
    pub metrics: Arc<Metrics>,
    /// The analysis searches and the requests waiting for one.
    pub analysis: Arc<crate::analysis::Pool>,
    /// This server's name in the database (the owner of the searches it claims).
    pub instance: String,
    pub trust_forwarded: bool,
    pub runtime: Handle,
    pub closing: AtomicBool,
}

/// Who asks: the client's address, for the per-address search limit.
#[derive(Clone, Debug, Default)]
pub struct Caller {
    pub address: Option<String>,
}

/// A change that was made: what was written and the game's state afterwards.
pub struct Applied {
    pub edit: Edit,
    pub state: Arc<str>,
}

impl AppState {
    /// The state over an open store. Call inside a tokio runtime; starts the computer's
    /// scheduler, the eviction of idle games and, on PostgreSQL, the listener for other
    /// servers' changes.
    ///
    /// # Errors
    /// No tokio runtime is running.
    pub fn new(
        store: Store,
        engines: Vec<ExternalEngine>,
        engine_movetime_ms: u64,
        settings: Settings,
    ) -> Result<AppState> {
        let Settings {
            limits,
            instance,
            trust_forwarded,
            context,
            accounts,
        } = settings;
        let runtime = Handle::try_current()
            .map_err(|_| anyhow::anyhow!("the server needs a tokio runtime"))?;
        let store = store.with_deadline(limits.move_deadline);
        let engines = Arc::new(Engines::new(engines, engine_movetime_ms));
        let names = engines
            .configured
            .iter()
            .map(|e| (e.id.clone(), e.name.clone()))
            .collect();
        let cache = Arc::new(Cache::new(names));
        let metrics = Arc::new(Metrics::default());
        let computer = Arc::new(Computer::per_core());
        let watchers = Arc::new(Watchers::new(
            instance.clone(),
            store.clone(),
            Arc::clone(&cache),
            runtime.clone(),
        ));
        let duties = Duties {
            store: store.clone(),
            metrics: Arc::clone(&metrics),
            engines: Arc::clone(&engines),
            instance: instance.clone(),
            context: context.clone(),
        };
        cache::start_eviction(
            &cache,
            limits.idle,
            limits.games_in_memory,
            Arc::clone(&metrics),
            &runtime,
        );
        watchers.start_refresh();
        let analysis = Arc::new(crate::analysis::Pool::new(
            limits.analysis_searches,
            limits.analysis_threads,
            limits.analysis_queue,
            context,
        ));
        let accounts = Arc::new(Accounts::new(store.clone(), accounts, trust_forwarded));
        let lobby = Arc::new(crate::lobby::Lobby::new(
            store.clone(),
            instance.clone(),
            runtime.clone(),
        ));
        lobby.start();
        let tournaments = Arc::new(crate::tournament::Tournaments::new(store.clone()));
        let live = Arc::new(crate::live::Live::new(store.clone()));
        let inner = Arc::new(Inner {
            store,
            accounts,
            lobby,
            tournaments,
            live,
            cache,
            computer: Arc::clone(&computer),
            engines,
            watchers,
            limits,
            metrics,
            analysis,
            instance,
            trust_forwarded,
            runtime,
            closing: AtomicBool::new(false),
        });
        computer::start(&inner, computer, duties, &inner.runtime);
        crate::tournament::director::start(
            &inner.tournaments,
            &inner,
            inner.instance.clone(),
            &inner.runtime,
        );
        crate::flags::start(
            &inner,
            inner.store.clone(),
            inner.instance.clone(),
            inner.limits.flag_sweep,
            &inner.runtime,
        );
        let listening = if inner.store.backend() == Backend::Postgres {
            listen::start(inner.store.url().to_string(), &inner, &inner.runtime)
        } else {
            tokio::sync::watch::channel(true).1
        };
        Ok(AppState { inner, listening })
    }

    /// Waits until this server listens for the other servers' changes, at most `within`; false
    /// if it does not by then (it goes on trying, and checks its games when it does).
    pub async fn listening(&self, within: Duration) -> bool {
        let mut listening = self.listening.clone();
        matches!(
            tokio::time::timeout(within, listening.wait_for(|l| *l)).await,
            Ok(Ok(_))
        )
    }

    /// How many searches of the computer can run at once.
    pub fn computer_threads(&self) -> usize {
        self.inner.computer.threads()
    }

    /// This server's instance name.
    pub fn instance(&self) -> &str {
        &self.inner.instance
    }

    /// Stops claiming searches, stops the searches under way and hands them back for another
    /// server to take, and ends the external engines' processes (call when the server stops).
    pub async fn shutdown(&self) {
        let inner = &self.inner;
        inner.closing.store(true, Ordering::Relaxed);
        inner.computer.stop_all();
        inner.engines.shutdown();
        match inner.store.jobs().release_all(&inner.instance).await {
            Ok(0) => {}
            Ok(n) => tracing::info!(searches = n, "handed unfinished searches back"),
            Err(e) => tracing::warn!("cannot hand searches back: {e:#}"),
        }
        if let Err(e) =
            crate::tournament::director::release_all(&inner.tournaments, &inner.instance).await
        {
            tracing::warn!("cannot hand tournaments back: {e:#}");
        }
    }

    /// The schema version of the database.
    ///
    /// # Errors
    /// The database cannot be read.
    pub async fn schema_version(&self) -> Result<u32> {
        self.inner.store.schema_version().await
    }
}

impl axum::extract::FromRef<AppState> for Arc<Accounts> {
    fn from_ref(state: &AppState) -> Arc<Accounts> {
        Arc::clone(&state.inner.accounts)
    }
}

impl Inner {
    /// The game with this id, from the cache or loaded from the database.
    pub async fn slot(self: &Arc<Self>, id: &str) -> Result<Arc<Slot>, ApiError> {
        if let Some(slot) = self.cache.get(id) {
            return Ok(slot);
        }
        let stored = self
            .store
            .load(id)
            .await?
            .ok_or_else(|| ApiError::not_found(id))?;
        let session = Session::restore(stored)?;
        let (slot, fresh) = self.cache.insert(session, self.limits.games_in_memory);
        if fresh {
            let held = slot.lock().await;
            self.follow_up(&slot, &held.session);
        }
        Ok(slot)
    }

    /// Reloads a game whose stored version moved past the cached one.
    pub async fn reload(&self, slot: &Slot, held: &mut Held) -> Result<(), ApiError> {
        let id = held.session.id().to_string();
        let stored = self
            .store
            .load(&id)
            .await?
            .ok_or_else(|| ApiError::not_found(&id))?;
        held.replace(Session::restore(stored)?);
        slot.set_version(held.session.version());
        Ok(())
    }

    /// Runs `command` on the game (after ending it on time if its flag fell), commits it and
    /// publishes the new state; `None` only checks the flag. Returns what was written and the
    /// state afterwards.
    ///
    /// # Errors
    /// The command's refusal, 429/503 when the computer's queue is full, 503 `not_stored`
    /// when the change was not committed by its deadline, 500 when the database failed
    /// (nothing changed then, unless the database failed while committing).
    pub async fn act(
        self: &Arc<Self>,
        id: &str,
        caller: &Caller,
        command: Option<Command>,
    ) -> Result<Applied, ApiError> {
        for _ in 0..5 {
            let slot = self.slot(id).await?;
            let mut held = slot.lock().await;
            let now = now_ms();
            if !self.settle_flag(&slot, &mut held, now).await? {
                continue;
            }
            let Some(command) = command.clone() else {
                let state = held.state(now);
                return Ok(Applied {
                    edit: Edit::Row,
                    state,
                });
            };
            let from_player = !matches!(command, Command::Computer { .. });
            let (next, edit) = match held.session.apply(command, now) {
                Ok(applied) => applied,
                // Another server may have changed the game a moment ago, its notice not heard
                // yet (a move arriving before the opponent's is known here): a refusal stands
                // only against the stored version.
                Err(refusal) => {
                    if self.store.backend() == Backend::Postgres
                        && self
                            .store
                            .version(id)
                            .await?
                            .is_some_and(|v| v != slot.version())
                    {
                        self.reload(&slot, &mut held).await?;
                        continue;
                    }
                    return Err(refusal);
                }
            };
            if from_player && next.computer_thinks() {
                self.check_queue(caller).await?;
            }
            match self
                .persist(&slot, &mut held, next, &edit, caller.address.clone())
                .await
            {
                Ok(state) => return Ok(Applied { edit, state }),
                Err(Commit::Stale) => self.reload(&slot, &mut held).await?,
                Err(Commit::Late) => return Err(self.not_stored()),
                Err(Commit::Failed(e)) => return Err(e.into()),
            }
        }
        Err(ApiError::refused("busy"))
    }

    /// Stores a new game with the accounts seated at its sides and puts it in memory; returns
    /// its id and state.
    ///
    /// # Errors
    /// 429/503 when the computer would move first and its queue is full, 503 `not_stored` when
    /// the game was not stored within the store's deadline, 500 when the database failed.
    pub async fn create(
        self: &Arc<Self>,
        caller: &Caller,
        session: Session,
        players: &[(Side, String)],
    ) -> Result<(String, Arc<str>), ApiError> {
        if session.computer_thinks() {
            self.check_queue(caller).await?;
        }
        let job = self.job_for(&session, caller.address.clone());
        match self.store.create(&session, players, &job).await {
            Ok(()) => {}
            Err(Commit::Late) => return Err(self.not_stored()),
            Err(Commit::Stale) => return Err(ApiError::internal("a new game's id is taken")),
            Err(Commit::Failed(e)) => return Err(e.into()),
        }
        let id = session.id().to_string();
        let (slot, _) = self.cache.insert(session, self.limits.games_in_memory);
        let mut held = slot.lock().await;
        let state = held.state(now_ms());
        self.follow_up(&slot, &held.session);
        Ok((id, state))
    }

    /// The current state (ending the game on time first if its flag fell).
    pub async fn state(self: &Arc<Self>, id: &str) -> Result<Arc<str>, ApiError> {
        Ok(self.act(id, &Caller::default(), None).await?.state)
    }

    /// A copy of the game's session (ending the game on time first if its flag fell).
    pub async fn session(self: &Arc<Self>, id: &str) -> Result<Session, ApiError> {
        for _ in 0..5 {
            let slot = self.slot(id).await?;
            let mut held = slot.lock().await;
            if self.settle_flag(&slot, &mut held, now_ms()).await? {
                return Ok(held.session.clone());
            }
        }
        Err(ApiError::refused("busy"))
    }

    /// Ends the held game on time if its flag fell at `now`. Returns false when the write
    /// found the game changed elsewhere (it is reloaded: look again).
    async fn settle_flag(
        self: &Arc<Self>,
        slot: &Arc<Slot>,
        held: &mut Held,
        now: i64,
    ) -> Result<bool, ApiError> {
        let Some((next, edit)) = held.session.flag(now) else {
            return Ok(true);
        };
        match self.persist(slot, held, next, &edit, None).await {
            Ok(_) => Ok(true),
            Err(Commit::Stale) => {
                self.reload(slot, held).await?;
                Ok(false)
            }
            Err(Commit::Late) => Err(self.not_stored()),
            Err(Commit::Failed(e)) => Err(e.into()),
        }
    }

    /// 503: a change was not committed within the store's deadline, and never will be.
    fn not_stored(&self) -> ApiError {
        let ms = i64::try_from(self.store.deadline().as_millis()).unwrap_or(i64::MAX);
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "not_stored",
            msg!("not_stored", ms = ms),
        )
    }

    /// 503 when the computer's queue is full, 429 when this caller has too many searches in it.
    async fn check_queue(&self, caller: &Caller) -> Result<(), ApiError> {
        let (all, mine) = self.store.jobs().queued(caller.address.as_deref()).await?;
        if all >= self.limits.search_queue {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "service_full",
                msg!("service_full"),
            ));
        }
        if mine >= self.limits.searches_per_address {
            return Err(ApiError::new(
                StatusCode::TOO_MANY_REQUESTS,
                "too_many_searches",
                msg!(
                    "too_many_searches",
                    waiting = mine,
                    most = self.limits.searches_per_address
                ),
            ));
        }
        Ok(())
    }

    /// The computer's pending reply after a change to `next`.
    pub fn job_for(&self, next: &Session, address: Option<String>) -> JobWrite {
        if !matches!(next.fixed.opponent, Opponent::Computer { .. }) {
            JobWrite::Untouched
        } else if next.computer_thinks() {
            JobWrite::Queue {
                cost_ms: computer::cost_ms(self.engines.movetime_ms(), next, now_ms()),
                address,
            }
        } else {
            JobWrite::Clear
        }
    }

    /// Commits `next` (from the held session's version); on success keeps it, publishes its
    /// state and follows it up.
    async fn persist(
        self: &Arc<Self>,
        slot: &Arc<Slot>,
        held: &mut Held,
        next: Session,
        edit: &Edit,
        address: Option<String>,
    ) -> Result<Arc<str>, Commit> {
        let job = self.job_for(&next, address);
        let rate = held.session.rated_end(&next);
        let mut next = next;
        let ended = held.session.outcome().is_none() && next.outcome().is_some();
        let rated = self
            .store
            .commit(held.session.version(), &next, edit, &job, rate)
            .await?;
        if rated.is_some() {
            next.set_ratings(rated);
        }
        if matches!(edit, Edit::Move { .. }) {
            self.metrics.moves_accepted.inc();
        }
        held.advance(next, edit);
        slot.set_version(held.session.version());
        let state = held.state(now_ms());
        slot.publish(&state);
        self.follow_up(slot, &held.session);
        if ended {
            let inner = Arc::clone(self);
            let session = held.session.clone();
            self.runtime.spawn(async move {
                crate::live::events::tell_game(
                    &inner.accounts,
                    &inner.live,
                    "gameFinish",
                    &session,
                    None,
                )
                .await;
            });
        }
        Ok(state)
    }

    /// After a change (here or on another server): stop a search that no longer fits, wake
    /// the computer if it is to move, arm the timer for the next deadline (a flag falling, or
    /// the game aborted for a missed first move).
    pub fn follow_up(self: &Arc<Self>, slot: &Arc<Slot>, session: &Session) {
        self.computer.forget_stale(session.id(), session.version());
        if session.computer_thinks() {
            self.computer.wake();
        }
        self.arm_flag(slot, session);
    }

    fn arm_flag(self: &Arc<Self>, slot: &Arc<Slot>, session: &Session) {
        let Some(at) = session.deadline() else {
            return;
        };
        let wait = Duration::from_millis((at - now_ms()).max(0) as u64 + 5);
        let weak = Arc::downgrade(self);
        let slot = Arc::downgrade(slot);
        let id = session.id().to_string();
        let version = session.version();
        self.runtime.spawn(async move {
            tokio::time::sleep(wait).await;
            let (Some(inner), Some(slot)) = (weak.upgrade(), slot.upgrade()) else {
                return;
            };
            if slot.version() == version
                && let Err(e) = inner.state(&id).await
            {
                tracing::warn!(game = %id, "the flag check failed: {}", e.message);
            }
        });
    }
}
