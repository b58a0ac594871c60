//! The computer's replies, exactly once across any number of servers. A game waiting for the
//! computer has a row in the database's job table (written with the change that made it the
//! computer's turn); every server's scheduler claims rows — cheapest first — while it has a
//! free worker, searches off the async threads, and plays the reply through the same path as
//! a player's move, naming the version it searched. A reply for a version that no longer
//! stands is refused and dropped. A server that dies leaves its lease to run out; another
//! server then takes the row.
//!
//! Workers come in two lanes: one per core for any search, and one quick lane that takes only
//! searches of at most [`QUICK_MS`], so a level-1 reply never waits behind long searches.

use std::{
    collections::HashMap,
    future::Future,
    sync::{
        Arc, Mutex, MutexGuard, Weak,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use ply_games::{AnyRecord, Clock as SearchClock, Level, Limits, Think};
use tokio::{
    runtime::Handle,
    sync::{Notify, OwnedSemaphorePermit, Semaphore},
};

use crate::{
    clock::now_ms,
    error::ApiError,
    external::Engines,
    metrics::Metrics,
    session::{Command, Opponent, Reply, Session},
    store::{Backend, Store, jobs::Job},
};

/// Searches this short go to the quick lane.
pub const QUICK_MS: i64 = 400;

/// A claimed search's lease: its cost plus this margin. Past it, another server may take it.
pub const LEASE_MARGIN_MS: i64 = 3_000;

/// The transposition table of one search, in MiB (made per search, freed after it).
const TT_MB: usize = 8;

/// The scheduler's state on this server.
pub struct Computer {
    general: Arc<Semaphore>,
    quick: Arc<Semaphore>,
    threads: usize,
    wake: Arc<Notify>,
    /// The searches running here: game id → (version searched, stop flag).
    running: Mutex<HashMap<String, (i64, Arc<AtomicBool>)>>,
    /// Set when the server stops: no more searches are claimed.
    closing: AtomicBool,
}

/// Where the computer's replies are played: the games as this server holds them.
pub trait Table: Send + Sync + 'static {
    /// The game's session while it stands at `version` with the computer to think (reloaded
    /// first if this server holds an older version); none otherwise.
    fn thinking(
        self: &Arc<Self>,
        id: &str,
        version: i64,
    ) -> impl Future<Output = Option<Session>> + Send;

    /// Plays the computer's reply through the path a player's move takes.
    fn play(
        self: &Arc<Self>,
        id: &str,
        command: Command,
    ) -> impl Future<Output = Result<(), ApiError>> + Send;
}

/// What the scheduler works with besides its workers: the job table, its measurements, the
/// external engines and this server's name (the owner of the searches it claims).
pub struct Duties {
    pub store: Store,
    pub metrics: Arc<Metrics>,
    pub engines: Arc<Engines>,
    pub instance: String,
    /// The evaluation and the endgame databases ply's engine searches with.
    pub context: ply_games::Context,
}

impl Computer {
    /// One general worker per core, and the quick lane.
    pub fn per_core() -> Computer {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        Computer {
            general: Arc::new(Semaphore::new(threads)),
            quick: Arc::new(Semaphore::new(1)),
            threads,
            wake: Arc::new(Notify::new()),
            running: Mutex::new(HashMap::new()),
            closing: AtomicBool::new(false),
        }
    }

    /// How many searches run at once at most (general workers and the quick lane).
    pub fn threads(&self) -> usize {
        self.threads + 1
    }

    fn running(&self) -> MutexGuard<'_, HashMap<String, (i64, Arc<AtomicBool>)>> {
        self.running.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many searches run here now.
    pub fn busy(&self) -> usize {
        self.running().len()
    }

    /// Makes the scheduler look for work now.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Stops a search here for a version of the game older than `version`.
    pub fn forget_stale(&self, id: &str, version: i64) {
        if let Some((searched, stop)) = self.running().get(id)
            && *searched != version
        {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops every search here and claims no more (the server stops).
    pub fn stop_all(&self) {
        self.closing.store(true, Ordering::Relaxed);
        for (_, stop) in self.running().values() {
            stop.store(true, Ordering::Relaxed);
        }
    }

    /// A worker for a search of `cost_ms`: the quick lane for a short one if free, else a
    /// general worker.
    fn permit(&self, cost_ms: i64) -> Option<OwnedSemaphorePermit> {
        let quick = (cost_ms <= QUICK_MS)
            .then(|| Arc::clone(&self.quick).try_acquire_owned().ok())
            .flatten();
        quick.or_else(|| Arc::clone(&self.general).try_acquire_owned().ok())
    }

    fn has_room(&self) -> bool {
        self.general.available_permits() > 0 || self.quick.available_permits() > 0
    }
}

/// The longest ply's search thinks at `level` (1–10) when no clock says less.
pub fn movetime_ms(level: u8) -> u64 {
    const BY_LEVEL: [u64; 10] = [100, 150, 200, 300, 400, 600, 900, 1300, 1800, 2500];
    BY_LEVEL[usize::from(level.clamp(1, 10)) - 1]
}

/// What ply's search is bounded by: its level's time and, in a timed game, its clock
/// (`left_ms` and the increment).
pub fn think(level: u8, clock: Option<(i64, i64)>, seed: u64) -> Think {
    let mut limits = Limits::movetime(Duration::from_millis(movetime_ms(level)));
    if let Some((left_ms, increment_ms)) = clock {
        limits.clock = Some(SearchClock {
            time_left: Duration::from_millis(left_ms.max(0) as u64),
            increment: Duration::from_millis(increment_ms.max(0) as u64),
            moves_to_go: None,
        });
    }
    Think {
        limits,
        level: Level::new(level.clamp(1, 10)),
        seed,
    }
}

/// The computer's clock in `session` at `now`: time left and increment.
pub fn clock_of(session: &Session, now: i64) -> Option<(i64, i64)> {
    let to_move = session.to_move();
    session
        .clock()
        .map(|c| (c.left_at(to_move, to_move, now), c.increment_ms))
}

/// The most a reply in `session` can take, in ms: the search's time budget (an external
/// engine's is `engine_movetime_ms`).
pub fn cost_ms(engine_movetime_ms: u64, session: &Session, now: i64) -> i64 {
    let budget = match &session.fixed.opponent {
        Opponent::Computer {
            engine: Some(_), ..
        } => engine_movetime_ms as i64,
        Opponent::Computer { level, .. } => movetime_ms(*level) as i64,
        _ => 0,
    };
    match clock_of(session, now) {
        Some((left, _)) => budget.min(left.max(1)),
        None => budget,
    }
}

/// ply's move in `record` within `think`, searching with `context`, or `None` when it has
/// none (or `stop` was set before it found one).
pub fn computer_move(
    record: &dyn AnyRecord,
    think: &Think,
    stop: &AtomicBool,
    context: &ply_games::Context,
) -> Option<String> {
    let game = ply_games::find(record.game_id()).ok()?;
    let mut engine = game.new_engine(TT_MB, context);
    let thought = engine.think(record, think, stop, &mut |_| {}).ok()?;
    thought.best_move
}

/// Starts the scheduler: it looks for work when woken (a change here, a notice from another
/// server) and at least every poll interval (to take over searches whose lease ran out), for
/// as long as `table` lives and the computer is not stopped.
pub fn start<T: Table>(table: &Arc<T>, computer: Arc<Computer>, duties: Duties, runtime: &Handle) {
    let weak = Arc::downgrade(table);
    let poll = match duties.store.backend() {
        Backend::Postgres => Duration::from_millis(500),
        Backend::Sqlite => Duration::from_secs(1),
    };
    let wake = Arc::clone(&computer.wake);
    let duties = Arc::new(duties);
    runtime.spawn(async move {
        loop {
            let woken = wake.notified();
            if weak.strong_count() == 0 || computer.closing.load(Ordering::Relaxed) {
                return;
            }
            if let Err(e) = schedule(&weak, &computer, &duties).await {
                tracing::warn!("the computer's scheduler: {e:#}");
            }
            let _ = tokio::time::timeout(poll, woken).await;
        }
    });
}

/// Claims what work fits the free workers and starts it.
async fn schedule<T: Table>(
    table: &Weak<T>,
    computer: &Arc<Computer>,
    duties: &Arc<Duties>,
) -> anyhow::Result<()> {
    if !computer.has_room() {
        return Ok(());
    }
    let now = now_ms();
    let jobs = duties.store.jobs().claimable(now, 32).await?;
    duties.metrics.searches_queued.set(jobs.len() as i64);
    for job in jobs {
        if computer.running().contains_key(&job.game_id) {
            continue;
        }
        let Some(permit) = computer.permit(job.cost_ms) else {
            if computer.has_room() {
                continue;
            }
            break;
        };
        let lease = now + job.cost_ms + LEASE_MARGIN_MS;
        if !duties
            .store
            .jobs()
            .claim(&job, &duties.instance, now, lease)
            .await?
        {
            continue;
        }
        let Some(table) = table.upgrade() else {
            return Ok(());
        };
        let (computer, duties) = (Arc::clone(computer), Arc::clone(duties));
        tokio::spawn(async move {
            run(&table, &computer, &duties, &job, permit).await;
        });
    }
    Ok(())
}

/// Searches a claimed job and plays its reply.
async fn run<T: Table>(
    table: &Arc<T>,
    computer: &Computer,
    duties: &Arc<Duties>,
    job: &Job,
    permit: OwnedSemaphorePermit,
) {
    let id = job.game_id.as_str();
    let prepared = table.thinking(id, job.version).await.map(|session| {
        let clock = clock_of(&session, now_ms());
        (session.record().clone_box(), session.fixed.opponent, clock)
    });
    let Some((record, opponent, clock)) = prepared else {
        let _ = duties.store.jobs().release(job, &duties.instance).await;
        return;
    };
    let stop = Arc::new(AtomicBool::new(false));
    computer
        .running()
        .insert(id.to_string(), (job.version, Arc::clone(&stop)));
    duties.metrics.searches_running.set(computer.busy() as i64);
    let engines = Arc::clone(&duties.engines);
    let context = duties.context.clone();
    let flag = Arc::clone(&stop);
    let seed = job.version as u64 ^ now_ms() as u64;
    let reply = tokio::task::spawn_blocking(move || match opponent {
        Opponent::Computer {
            engine: Some(engine),
            ..
        } => {
            let think = engines.think_limits(clock);
            engines.reply(&engine, record.as_ref(), &think, &flag)
        }
        Opponent::Computer { level, .. } => {
            Ok(
                computer_move(record.as_ref(), &think(level, clock, seed), &flag, &context)
                    .map_or(Reply::NoMove, Reply::Move),
            )
        }
        _ => Ok(Reply::NoMove),
    })
    .await
    .unwrap_or_else(|e| Err(format!("the search failed: {e}")));
    drop(permit);
    computer.running().remove(id);
    duties.metrics.searches_running.set(computer.busy() as i64);
    if stop.load(Ordering::Relaxed) {
        // The game changed, or this server stops: whoever should, searches again.
        let _ = duties.store.jobs().release(job, &duties.instance).await;
        computer.wake();
        return;
    }
    let command = Command::Computer {
        version: job.version,
        reply,
    };
    match table.play(id, command).await {
        Ok(()) => {}
        Err(e) if e.code == "stale_search" => {}
        Err(e) => tracing::warn!(game = %id, "the computer's move failed: {}", e.message),
    }
    computer.wake();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_finds_mate_in_one() {
        let game = ply_games::find("chess").unwrap();
        let rec = game
            .new_game(&[], Some("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"))
            .unwrap();
        let stop = AtomicBool::new(false);
        let mv = computer_move(
            rec.as_ref(),
            &think(10, Some((60_000, 0)), 1),
            &stop,
            &ply_games::Context::default(),
        );
        assert_eq!(mv.as_deref(), Some("Rd8#"));
        assert!(movetime_ms(1) < movetime_ms(10));
    }

    #[test]
    fn short_searches_have_a_lane_of_their_own() {
        let c = Computer::per_core();
        let long: Vec<_> = (0..c.threads - 1)
            .map(|_| c.permit(2_500).unwrap())
            .collect();
        let last_long = c.permit(2_500).unwrap();
        assert!(c.permit(2_500).is_none(), "general workers are all busy");
        let quick = c.permit(100);
        assert!(quick.is_some(), "a level-1 search still finds a worker");
        assert!(c.permit(100).is_none());
        drop((long, last_long));
    }
}
