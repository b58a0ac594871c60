//! The server's shared state and the one path every change takes: the game's session is
//! loaded (or taken from this server's cache), the command is applied to it, the store commits
//! the edit against the version it follows, and only then is the new session kept, published
//! to the game's WebSocket listeners and followed up (the computer's reply queued, a flag
//! timer armed). A write that finds the game moved on by another server reloads the game and
//! applies the command again.

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
    accounts::{self, Accounts},
    cache::{self, Cache, Held, Slot},
    clock::now_ms,
    computer::{self, Computer, Duties, Table},
    error::ApiError,
    external::{Engines, ExternalEngine},
    listen::{self, Hears},
    metrics::Metrics,
    session::{Command, Edit, Opponent, Session},
    store::{Backend, Commit, JobWrite, Store},
    watchers::Watchers,
};

/// The file name of the database inside the data directory.
pub const DATABASE_FILE: &str = "ply.sqlite3";

/// Bounds on what strangers can make the server hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// A game nobody has used for this long leaves memory (it is reloaded on demand).
    pub idle: Duration,
    /// At most this many games in memory; the least recently used leave first.
    pub games_in_memory: usize,
    /// Searches for the computer waiting or running, in all.
    pub search_queue: i64,
    /// Searches waiting or running that one client address asked for.
    pub searches_per_address: i64,
    /// The threads one analysis may search on, when that many of the analysis pool's seats
    /// are free (it takes one, waiting for it, and then what else is free up to this); the
    /// pool's threads in all never exceed its seats.
    pub analysis_threads: usize,
    /// The analysis pool's seats: search threads at once, so searches at once at most (each
    /// with its engine's table).
    pub analysis_searches: usize,
    /// Analysis requests waiting for a search; beyond, they are refused at once.
    pub analysis_queue: usize,
    /// How long a change to a game may wait to be committed; later, it is refused and never
    /// written.
    pub move_deadline: Duration,
    /// How often this server looks for correspondence games whose time has run out (and once
    /// when it starts).
    pub flag_sweep: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            idle: Duration::from_secs(300),
            games_in_memory: 10_000,
            search_queue: 1_000,
            searches_per_address: 50,
            analysis_threads: 1,
            analysis_searches: crate::analysis::default_searches(),
            analysis_queue: crate::analysis::DEFAULT_QUEUE,
            move_deadline: crate::store::DEFAULT_DEADLINE,
            flag_sweep: crate::flags::DEFAULT_SWEEP,
        }
    }
}

/// How this server runs besides its database and engines.
#[derive(Clone, Debug)]
pub struct Settings {
    pub limits: Limits,
    /// This server's name in the database (unique among the servers sharing it).
    pub instance: String,
    /// Take the client's address from `X-Forwarded-For` / `X-Real-IP` (behind a proxy).
    pub trust_forwarded: bool,
    /// The evaluation and the endgame databases ply's engines search with (`ply --eval`,
    /// `--egdb`).
    pub context: ply_games::Context,
    /// Password hashing, the session cookie and the log-in limits.
    pub accounts: accounts::Config,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            limits: Limits::default(),
            instance: default_instance(),
            trust_forwarded: false,
            context: ply_games::Context::default(),
            accounts: accounts::Config::default(),
        }
    }
}

/// A name for this server: host name, process id and a random suffix.
pub fn default_instance() -> String {
    let host = std::fs::read_to_string("/etc/hostname")
        .ok()
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "ply".to_string());
    let suffix = crate::secret::random_u64().unwrap_or(0) % 10_000;
    format!("{host}-{}-{suffix:04}", std::process::id())
}

/// Everything the handlers share; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub(crate) inner: Arc<Inner>,
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
        if inner.store.backend() == Backend::Postgres {
            listen::start(inner.store.url().to_string(), &inner, &inner.runtime);
        }
        Ok(AppState { inner })
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

impl Table for Inner {
    async fn thinking(self: &Arc<Self>, id: &str, version: i64) -> Option<Session> {
        let slot = self.slot(id).await.ok()?;
        let mut held = slot.lock().await;
        if held.session.version() < version {
            self.reload(&slot, &mut held).await.ok()?;
        }
        let session = &held.session;
        (session.version() == version && session.computer_thinks()).then(|| session.clone())
    }

    async fn play(self: &Arc<Self>, id: &str, command: Command) -> Result<(), ApiError> {
        self.act(id, &Caller::default(), Some(command))
            .await
            .map(|_| ())
    }
}

impl crate::flags::Settle for Inner {
    async fn settle(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        self.state(id).await.map(|_| ())
    }

    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }
}

impl Hears for Inner {
    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    async fn changed(self: &Arc<Self>, id: &str, version: i64) {
        if let Some(slot) = self.cache.get(id)
            && slot.version() < version
        {
            self.catch_up(id, &slot).await;
        }
    }

    fn new_work(&self) {
        self.computer.wake();
    }

    fn watchers(self: &Arc<Self>, payload: &str) {
        self.watchers.heard(payload);
    }

    fn lobby(&self, payload: &str) {
        self.lobby.heard(payload);
    }

    fn tournament(&self, payload: &str) {
        self.tournaments.heard(payload);
    }

    fn account(&self, payload: &str) {
        self.live.heard(payload);
    }

    /// Every cached game whose stored version differs is reloaded.
    async fn resync(self: &Arc<Self>) {
        for (id, slot) in self.cache.all() {
            match self.store.version(&id).await {
                Ok(Some(v)) if v != slot.version() => self.catch_up(&id, &slot).await,
                Ok(_) => {}
                Err(e) => {
                    tracing::warn!("cannot check the games in memory: {e:#}");
                    return;
                }
            }
        }
        self.computer.wake();
    }
}

impl Inner {
    /// Reloads a cached game that changed elsewhere and tells its listeners.
    async fn catch_up(self: &Arc<Self>, id: &str, slot: &Arc<Slot>) {
        let mut held = slot.lock().await;
        match self.reload(slot, &mut held).await {
            Ok(()) => {
                let state = held.state(now_ms());
                slot.publish(&state);
                self.follow_up(slot, &held.session);
            }
            Err(e) => tracing::warn!(game = %id, "cannot reload: {}", e.message),
        }
    }
}

impl crate::tournament::director::Tables for Inner {
    fn closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    async fn seen(self: &Arc<Self>, id: &str) -> Result<crate::tournament::director::Seen> {
        use crate::tournament::director::Seen;
        if self.store.version(id).await?.is_none() {
            return Ok(Seen::Missing);
        }
        let session = self
            .session(id)
            .await
            .map_err(|e| anyhow::anyhow!("game {id}: {}", e.message))?;
        Ok(match session.outcome() {
            None => Seen::Ongoing,
            Some(outcome) => Seen::Ended {
                winner: outcome.winner,
                aborted: outcome.is_aborted(),
                to_move: session.to_move(),
                at_ms: session.meta().updated_ms,
            },
        })
    }

    async fn make(
        self: &Arc<Self>,
        t: &crate::tournament::Tournament,
        board: &crate::tournament::Board,
    ) -> Result<()> {
        let (Some(black), Some(white_token), Some(black_token)) =
            (&board.black, &board.white_token, &board.black_token)
        else {
            return Ok(());
        };
        let fixed = crate::session::Fixed {
            id: board.id.clone(),
            game: t.game.clone(),
            rules: t.rules.clone(),
            start: String::new(),
            opponent: Opponent::Friend,
            clock: Some((t.limit_s * 1_000, t.increment_s * 1_000)),
            created_ms: now_ms(),
            rated: t.rated,
            days: None,
        };
        let tokens = [
            Some(crate::secret::hash(white_token)),
            Some(crate::secret::hash(black_token)),
        ];
        let players = [
            (Side::White, board.white.clone()),
            (Side::Black, black.clone()),
        ];
        let made = match Session::new(fixed, tokens, None) {
            Ok(session) => self.create(&Caller::default(), session, &players).await,
            Err(e) => Err(e),
        };
        made.map(|_| ())
            .map_err(|e| anyhow::anyhow!("game {}: {}", board.id, e.message))
    }
}
