//! How a server is set up besides its database and engines: the bounds on what strangers can
//! make it hold, its name among the servers sharing the database, and the accounts' settings.

use std::time::Duration;

use crate::accounts;

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
