//! The computer opponent, run off the async threads: a fixed pool of worker threads (one per
//! core) takes search jobs from a queue, so a long search never blocks the server or other
//! games; at most that many searches run at once.

use std::{
    sync::{Arc, Mutex, atomic::AtomicBool, mpsc},
    thread,
    time::Duration,
};

use ply_games::{AnyRecord, Clock as SearchClock, Level, Limits, Think};

type Job = Box<dyn FnOnce() + Send + 'static>;

/// A fixed set of worker threads fed by a queue.
pub struct Pool {
    queue: Mutex<mpsc::Sender<Job>>,
    threads: usize,
}

impl Pool {
    /// Starts `threads` workers (at least one). They stop when the pool is dropped.
    pub fn new(threads: usize) -> Pool {
        let threads = threads.max(1);
        let (tx, rx) = mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads {
            let rx = Arc::clone(&rx);
            let spawned = thread::Builder::new()
                .name(format!("ply-computer-{i}"))
                .spawn(move || {
                    loop {
                        let job = {
                            let rx = rx.lock().unwrap_or_else(|e| e.into_inner());
                            rx.recv()
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if spawned.is_err() && i > 0 {
                break;
            }
        }
        Pool {
            queue: Mutex::new(tx),
            threads,
        }
    }

    /// As many workers as the machine has cores.
    pub fn per_core() -> Pool {
        Pool::new(thread::available_parallelism().map_or(1, |n| n.get()))
    }

    /// How many workers there are.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// Queues a job; a worker runs it when free.
    pub fn submit(&self, job: impl FnOnce() + Send + 'static) {
        let queue = self.queue.lock().unwrap_or_else(|e| e.into_inner());
        // The workers live as long as the pool, so the queue is open.
        let _ = queue.send(Box::new(job));
    }
}

/// The transposition table of one search, in MiB (made per search, freed after it).
const TT_MB: usize = 8;

/// The longest the computer thinks at `level` (1–10) when no clock says less.
pub fn movetime_ms(level: u8) -> u64 {
    const BY_LEVEL: [u64; 10] = [100, 150, 200, 300, 400, 600, 900, 1300, 1800, 2500];
    BY_LEVEL[usize::from(level.clamp(1, 10)) - 1]
}

/// What the computer's search is bounded by: its level's time and, in a timed game, its clock
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

/// The computer's move in `record` within `think`, or `None` when it has none (or `stop` was
/// set before it found one).
pub fn computer_move(record: &dyn AnyRecord, think: &Think, stop: &AtomicBool) -> Option<String> {
    let game = ply_games::find(record.game_id()).ok()?;
    let mut engine = game.new_engine(TT_MB);
    let thought = engine.think(record, think, stop, &mut |_| {}).ok()?;
    thought.best_move
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc::channel;

    #[test]
    fn the_pool_runs_every_job() {
        let pool = Pool::new(2);
        let (tx, rx) = channel();
        for i in 0..10 {
            let tx = tx.clone();
            pool.submit(move || tx.send(i).unwrap());
        }
        let mut got: Vec<i32> = (0..10).map(|_| rx.recv().unwrap()).collect();
        got.sort();
        assert_eq!(got, (0..10).collect::<Vec<_>>());
    }

    #[test]
    fn the_computer_finds_mate_in_one() {
        let game = ply_games::find("chess").unwrap();
        let rec = game
            .new_game(&[], Some("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"))
            .unwrap();
        let stop = AtomicBool::new(false);
        let mv = computer_move(rec.as_ref(), &think(10, Some((60_000, 0)), 1), &stop);
        assert_eq!(mv.as_deref(), Some("Rd8#"));
        assert!(movetime_ms(1) < movetime_ms(10));
    }
}
