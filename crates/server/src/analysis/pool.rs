//! The analysis pool: at most its size of search threads run at once, each search on an engine
//! (and its [`TABLE_MB`] table) lent by the pool and given back when the search ends; a search
//! takes one seat, then whatever others are free up to the pool's threads per search. A request is
//! admitted before anything is allocated for it: it takes a seat at once if one is free, else
//! waits for one (at most [`WAIT`], among at most its queue's length of requests waiting) and is refused
//! beyond either bound. Engines are built only for seats, so the pool never holds more than
//! `size` engines: idle ones are kept for the next search of their game (cleared first, unless
//! the same request searched on it last, as a review does position after position), and one
//! of another game is dropped to make room.

use std::{
    sync::{
        Arc, Mutex, PoisonError,
        atomic::{AtomicU64, AtomicUsize, Ordering},
    },
    time::Duration,
};

use axum::http::StatusCode;
use ply_core::msg;
use ply_games::{AnyEngine, Context};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::ApiError;

/// How long a search waits for a free seat.
pub const WAIT: Duration = Duration::from_secs(2);
/// The transposition table of one analysis.
pub const TABLE_MB: usize = 16;

/// The searches running at once and the requests waiting for one, with the engines lent.
pub struct Pool {
    size: usize,
    /// The most seats (threads) one search takes.
    threads: usize,
    queue: usize,
    seats: Arc<Semaphore>,
    waiting: AtomicUsize,
    engines: Mutex<Engines>,
    context: Context,
    next_owner: AtomicU64,
}

/// The engines the pool has built: those idle, and how many in all (idle and lent).
#[derive(Default)]
struct Engines {
    idle: Vec<Idle>,
    built: usize,
}

struct Idle {
    game: &'static str,
    /// The request that searched on it last.
    owner: u64,
    engine: Box<dyn AnyEngine>,
}

/// A running search's place in the pool and its engine; dropping it gives both back.
pub struct Seat {
    pool: Arc<Pool>,
    _permits: OwnedSemaphorePermit,
    threads: usize,
    game: &'static str,
    owner: u64,
    engine: Option<Box<dyn AnyEngine>>,
    /// Whether the engine must forget what it learnt before it searches.
    stale: bool,
}

impl Pool {
    /// A pool of `size` search threads at once (at least one), up to `threads` of them for one
    /// search, and `queue` requests waiting for a seat.
    pub fn new(size: usize, threads: usize, queue: usize, context: Context) -> Pool {
        let size = size.max(1);
        Pool {
            size,
            threads: threads.clamp(1, size),
            queue,
            seats: Arc::new(Semaphore::new(size)),
            waiting: AtomicUsize::new(0),
            engines: Mutex::new(Engines::default()),
            context,
            next_owner: AtomicU64::new(1),
        }
    }

    /// Engines built and not dropped (idle or lent): never more than the pool's size.
    #[cfg(test)]
    fn engines(&self) -> usize {
        self.lock().built
    }

    /// A name for a request whose searches follow one another on one engine when they can.
    pub fn owner(&self) -> u64 {
        self.next_owner.fetch_add(1, Ordering::Relaxed)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Engines> {
        self.engines.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A seat for a search of `game` by request `owner`: at once if one is free, else after
    /// waiting (`analysis_queue_full` when the queue's length of requests already wait,
    /// `analysis_busy` after [`WAIT`]), then the other seats free now up to the pool's threads
    /// per search. The engine is lent by [`Seat::engine`].
    pub async fn seat(self: &Arc<Self>, game: &'static str, owner: u64) -> Result<Seat, ApiError> {
        let mut permits = match Arc::clone(&self.seats).try_acquire_owned() {
            Ok(permit) => permit,
            Err(_) => self.wait().await?,
        };
        let mut threads = 1;
        while threads < self.threads {
            let Ok(more) = Arc::clone(&self.seats).try_acquire_owned() else {
                break;
            };
            permits.merge(more);
            threads += 1;
        }
        Ok(Seat {
            pool: Arc::clone(self),
            _permits: permits,
            threads,
            game,
            owner,
            engine: None,
            stale: false,
        })
    }

    async fn wait(&self) -> Result<OwnedSemaphorePermit, ApiError> {
        if self
            .waiting
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.queue).then_some(n + 1)
            })
            .is_err()
        {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "analysis_queue_full",
                msg!("analysis_queue_full", most = self.queue),
            ));
        }
        let waited = tokio::time::timeout(WAIT, Arc::clone(&self.seats).acquire_owned()).await;
        self.waiting.fetch_sub(1, Ordering::AcqRel);
        match waited {
            Ok(Ok(permit)) => Ok(permit),
            _ => Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "analysis_busy",
                msg!("analysis_busy"),
            )),
        }
    }

    /// An engine for `game` (the one `owner` used last, else any idle one of the game, else a
    /// new one, dropping an idle engine of another game when the pool is full), and whether it
    /// must be cleared first.
    fn lend(&self, game: &'static str, owner: u64) -> (Option<Box<dyn AnyEngine>>, bool) {
        let mut engines = self.lock();
        let mine = engines
            .idle
            .iter()
            .position(|i| i.game == game && i.owner == owner);
        if let Some(at) = mine.or_else(|| engines.idle.iter().position(|i| i.game == game)) {
            let idle = engines.idle.swap_remove(at);
            return (Some(idle.engine), idle.owner != owner);
        }
        if engines.built >= self.size && !engines.idle.is_empty() {
            // The oldest idle engine of another game makes room.
            drop(engines.idle.remove(0));
            engines.built -= 1;
        }
        engines.built += 1;
        (None, false)
    }

    fn give_back(&self, game: &'static str, owner: u64, engine: Option<Box<dyn AnyEngine>>) {
        let mut engines = self.lock();
        match engine {
            Some(engine) => engines.idle.push(Idle {
                game,
                owner,
                engine,
            }),
            // Lent a place for an engine that was never built, or lost with a failed search.
            None => engines.built -= 1,
        }
    }
}

impl Seat {
    /// The threads the search takes.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The engine to search on, ready for a new search (call on a blocking thread: building
    /// or clearing a table writes all of it).
    ///
    /// # Errors
    /// The seat's game is unknown.
    pub fn engine(&mut self) -> Result<&mut dyn AnyEngine, ApiError> {
        if self.engine.is_none() {
            let (engine, stale) = self.pool.lend(self.game, self.owner);
            let engine = match engine {
                Some(engine) => engine,
                None => {
                    let game = ply_games::find(self.game).map_err(|e| {
                        self.pool.give_back(self.game, self.owner, None);
                        ApiError::from_game(&e)
                    })?;
                    game.new_engine(TABLE_MB, &self.pool.context)
                }
            };
            self.engine = Some(engine);
            self.stale = stale;
        }
        let engine = self.engine.as_mut().expect("lent above");
        if std::mem::take(&mut self.stale) {
            engine.clear();
        }
        Ok(&mut **engine)
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        if let Some(engine) = self.engine.take() {
            self.pool.give_back(self.game, self.owner, Some(engine));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Engines are built only for seats and kept for the next search: however many searches
    /// of however many games come and go, the pool never holds more engines than seats.
    #[tokio::test]
    async fn the_pool_never_holds_more_engines_than_seats() {
        let pool = Arc::new(Pool::new(2, 1, 1, Context::default()));
        let (a, b) = (pool.owner(), pool.owner());
        let mut first = pool.seat("chess", a).await.unwrap();
        let mut second = pool.seat("kalah", b).await.unwrap();
        assert_eq!(pool.engines(), 0, "a seat alone builds nothing");
        first.engine().unwrap();
        second.engine().unwrap();
        assert_eq!(pool.engines(), 2);
        // Both seats taken: one request may wait, the next is refused at once.
        let waiting = {
            let pool = Arc::clone(&pool);
            tokio::spawn(async move { pool.seat("konane", 9).await.map(|_| ()) })
        };
        tokio::task::yield_now().await;
        while pool.waiting.load(Ordering::Acquire) == 0 {
            tokio::task::yield_now().await;
        }
        let full = pool.seat("chess", 10).await.err().expect("refused");
        assert_eq!(full.code, "analysis_queue_full");
        drop(first);
        waiting.await.unwrap().unwrap();
        // The chess engine is idle; a konane search makes room by dropping it.
        let mut third = pool.seat("konane", 11).await.unwrap();
        third.engine().unwrap();
        assert_eq!(pool.engines(), 2);
        drop(third);
        // The same request finds its engine as it left it; another one gets it to clear.
        drop(second);
        let (engine, stale) = pool.lend("kalah", b);
        assert!(engine.is_some() && !stale);
        pool.give_back("kalah", b, engine);
        let (engine, stale) = pool.lend("kalah", a);
        assert!(engine.is_some() && stale);
        pool.give_back("kalah", a, engine);
        assert_eq!(pool.engines(), 2);
    }

    /// Searches asking for more threads than seats, until the pool is full: the threads held
    /// never exceed the seats, and the next search is refused once its wait is over.
    #[tokio::test]
    async fn the_threads_held_never_exceed_the_seats() {
        let pool = Arc::new(Pool::new(3, 5, 0, Context::default()));
        let first = pool.seat("chess", 1).await.unwrap();
        assert_eq!(first.threads(), 3, "the first search took every free seat");
        let refused = pool.seat("chess", 2).await.err().expect("no seat is left");
        assert_eq!(refused.code, "analysis_queue_full");
        let pool = Arc::new(Pool::new(3, 2, 1, Context::default()));
        let (a, b) = (pool.seat("chess", 1).await, pool.seat("chess", 2).await);
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!((a.threads(), b.threads()), (2, 1));
        let refused = pool
            .seat("chess", 3)
            .await
            .err()
            .expect("no seat within the wait");
        assert_eq!(refused.code, "analysis_busy");
        drop(a);
        let again = pool.seat("chess", 4).await.unwrap();
        assert_eq!(again.threads(), 2);
    }
}
