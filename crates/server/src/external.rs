//! External engines as the computer opponent: the engines configured with `ply serve --engine`
//! (`[NAME=]uci:COMMAND[,OPTION=VALUE...]`, `[NAME=]hub:COMMAND[,...]` or
//! `[NAME=]dxp:HOST:PORT[,...]`) and their processes or connections.
//!
//! A process is started on first use, returned to an idle list after each move (cleared, so
//! the next game starts fresh; at most [`IDLE_PER_ENGINE`] idle per engine, more are ended), and
//! ended when it fails or when the server stops. Searches run on tokio's blocking threads,
//! never on the async ones nor on the worker pool of ply's own search.

use std::{
    collections::HashMap,
    sync::{
        Mutex, MutexGuard,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use ply_games::{AnyEngine, AnyRecord, GameError, Limits, Think};
use ply_protocol::external::EngineSpec;

use crate::session::Reply;

/// How long an external engine thinks per move when not told otherwise.
pub const DEFAULT_MOVETIME_MS: u64 = 1000;

/// Idle processes kept per engine between moves.
pub const IDLE_PER_ENGINE: usize = 2;

/// One configured external engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExternalEngine {
    /// Stable id used by the API and stored with games (`stockfish`, `dame-hub`).
    pub id: String,
    /// Shown to players (`Stockfish`, or the program's name).
    pub name: String,
    pub spec: EngineSpec,
}

impl ExternalEngine {
    /// Reads `uci:COMMAND,...`, `hub:COMMAND,...`, `dxp:HOST:PORT,...`, or any of them after
    /// `NAME=` (a display name).
    ///
    /// # Errors
    /// A malformed specification or an empty name.
    pub fn parse(text: &str) -> Result<ExternalEngine, String> {
        let text = text.trim();
        let (name, spec_text) = if ["uci:", "hub:", "dxp:"].iter().any(|p| text.starts_with(p)) {
            (None, text)
        } else {
            let (name, rest) = text.split_once('=').ok_or_else(|| {
                format!(
                    "engine '{text}': expected [NAME=]uci:COMMAND, [NAME=]hub:COMMAND or \
                     [NAME=]dxp:HOST:PORT"
                )
            })?;
            let name = name.trim();
            if name.is_empty() || name.chars().any(char::is_control) || name.len() > 60 {
                return Err(format!("engine '{text}': the name must be 1-60 characters"));
            }
            (Some(name.to_string()), rest.trim())
        };
        let spec = EngineSpec::parse(spec_text).map_err(|e| e.to_string())?;
        let name = name.unwrap_or_else(|| {
            let options: Vec<String> = spec
                .options
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            if options.is_empty() {
                spec.program().to_string()
            } else {
                format!("{} ({})", spec.program(), options.join(", "))
            }
        });
        Ok(ExternalEngine {
            id: slug(&name),
            name,
            spec,
        })
    }
}

/// Lowercase letters and digits, other runs as `-` (`Stockfish 17` → `stockfish-17`).
fn slug(name: &str) -> String {
    let mut id = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            id.push(c.to_ascii_lowercase());
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        "engine".to_string()
    } else {
        id.to_string()
    }
}

/// The configured engines and their idle processes.
pub struct Engines {
    /// The engines in the order configured, ids unique.
    pub configured: Vec<ExternalEngine>,
    movetime_ms: u64,
    idle: Mutex<HashMap<String, Vec<Box<dyn AnyEngine>>>>,
    closed: AtomicBool,
}

impl Engines {
    /// The engines (ids made unique by `-2`, `-3`… in order) thinking `movetime_ms` per move.
    pub fn new(engines: Vec<ExternalEngine>, movetime_ms: u64) -> Engines {
        let mut configured: Vec<ExternalEngine> = Vec::new();
        for mut engine in engines {
            let base = engine.id.clone();
            let mut n = 1;
            while configured.iter().any(|e| e.id == engine.id) {
                n += 1;
                engine.id = format!("{base}-{n}");
            }
            configured.push(engine);
        }
        Engines {
            configured,
            movetime_ms: movetime_ms.max(1),
            idle: Mutex::new(HashMap::new()),
            closed: AtomicBool::new(false),
        }
    }

    fn idle(&self) -> MutexGuard<'_, HashMap<String, Vec<Box<dyn AnyEngine>>>> {
        self.idle.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The engines that play `game_id`, in the order configured.
    pub fn for_game<'a>(&'a self, game_id: &'a str) -> impl Iterator<Item = &'a ExternalEngine> {
        self.configured
            .iter()
            .filter(move |e| e.spec.protocol.plays(game_id))
    }

    /// The engine with this id, if configured.
    pub fn find(&self, id: &str) -> Option<&ExternalEngine> {
        self.configured.iter().find(|e| e.id == id)
    }

    /// The time per move, in ms.
    pub fn movetime_ms(&self) -> u64 {
        self.movetime_ms
    }

    /// What the engine's search is bounded by: the time per move, and in a timed game a share
    /// of its clock (`left_ms`, increment) when that is less.
    pub fn think_limits(&self, clock: Option<(i64, i64)>) -> Think {
        let mut ms = self.movetime_ms;
        if let Some((left, increment)) = clock {
            let share = left.max(0) / 30 + increment.max(0) * 3 / 4;
            ms = ms.min(share.max(20) as u64);
        }
        Think {
            limits: Limits::movetime(Duration::from_millis(ms)),
            level: None,
            seed: 0,
        }
    }

    /// The reply of engine `id` in `record` (its move, none, or its resignation), starting the
    /// engine's process if none is idle. Blocks: call it on a blocking thread.
    ///
    /// # Errors
    /// The engine is not configured, cannot be started, or failed during the search; the
    /// message is for the player.
    pub fn reply(
        &self,
        id: &str,
        record: &dyn AnyRecord,
        think: &Think,
        stop: &AtomicBool,
    ) -> Result<Reply, String> {
        let Some(config) = self.find(id) else {
            return Err(format!(
                "the engine '{id}' is not configured on this server"
            ));
        };
        if self.closed.load(Ordering::Relaxed) {
            return Err("the server is stopping".to_string());
        }
        let pooled = self.idle().get_mut(id).and_then(Vec::pop);
        let mut engine = match pooled {
            Some(engine) => engine,
            None => config
                .spec
                .spawn(record.game_id())
                .map_err(|e| message(&config.name, &e))?,
        };
        let thought = engine
            .think(record, think, stop, &mut |_| {})
            .map_err(|e| message(&config.name, &e))?;
        engine.clear();
        if !self.closed.load(Ordering::Relaxed) {
            let mut idle = self.idle();
            let list = idle.entry(id.to_string()).or_default();
            if list.len() < IDLE_PER_ENGINE {
                list.push(engine);
            }
        }
        Ok(match thought.best_move {
            _ if thought.resigns => Reply::Resigns,
            Some(text) => Reply::Move(text),
            None => Reply::NoMove,
        })
    }

    /// Ends every idle process and refuses to start more (engines still searching end when
    /// their search returns).
    pub fn shutdown(&self) {
        self.closed.store(true, Ordering::Relaxed);
        let idle = std::mem::take(&mut *self.idle());
        drop(idle);
    }
}

/// The player's message for an engine's error.
fn message(name: &str, e: &GameError) -> String {
    match e {
        GameError::Engine(m) => format!("{name} failed: {m}"),
        other => format!("{name} failed: {other}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_engines_with_and_without_names() {
        let e =
            ExternalEngine::parse("Stockfish 17=uci:/usr/games/stockfish,UCI_Elo=1800").unwrap();
        assert_eq!(
            (e.id.as_str(), e.name.as_str()),
            ("stockfish-17", "Stockfish 17")
        );
        assert_eq!(e.spec.options.len(), 1);
        let e = ExternalEngine::parse("hub:dame hub").unwrap();
        assert_eq!((e.id.as_str(), e.name.as_str()), ("dame", "dame"));
        let e = ExternalEngine::parse("dxp:127.0.0.1:27531,time=1").unwrap();
        assert_eq!(e.spec.command, "127.0.0.1:27531");
        assert!(e.name.starts_with("127.0.0.1:27531"), "{}", e.name);
        let e = ExternalEngine::parse("uci:sf,Skill Level=3").unwrap();
        assert_eq!(e.name, "sf (Skill Level=3)");
        for bad in ["stockfish", "=uci:sf", "Name=sf", "uci:", "X=uci:sf,Hash"] {
            assert!(ExternalEngine::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn ids_are_unique_and_engines_listed_per_game() {
        let list = ["uci:sf", "uci:sf", "hub:dame"]
            .iter()
            .map(|t| ExternalEngine::parse(t).unwrap())
            .collect();
        let engines = Engines::new(list, 0);
        let chess: Vec<&str> = engines.for_game("chess").map(|e| e.id.as_str()).collect();
        assert_eq!(chess, ["sf", "sf-2"]);
        assert_eq!(engines.for_game("kabe").count(), 1);
        assert_eq!(engines.for_game("kalah").count(), 0);
        assert_eq!(engines.movetime_ms(), 1);
        let limits = engines.think_limits(Some((0, 0))).limits;
        assert_eq!(limits.movetime, Some(Duration::from_millis(1)));
    }

    #[test]
    fn a_missing_program_is_an_error_for_the_player() {
        let engine = ExternalEngine::parse("Nope=uci:/nonexistent/ply-engine").unwrap();
        let engines = Engines::new(vec![engine], 50);
        let record = ply_games::find("chess")
            .unwrap()
            .new_game(&[], None)
            .unwrap();
        let stop = AtomicBool::new(false);
        let think = engines.think_limits(None);
        let err = engines
            .reply("nope", record.as_ref(), &think, &stop)
            .unwrap_err();
        assert!(err.starts_with("Nope failed: "), "{err}");
        let err = engines
            .reply("other", record.as_ref(), &think, &stop)
            .unwrap_err();
        assert!(err.contains("not configured"), "{err}");
    }
}
