//! ply's engine as a Hub engine (`ply hub`, Hub version 2), on any input and output, so that
//! draughts GUIs can use it for every draughts game of the registry: `variant=` Scan's names
//! (`normal`, `bt`, `losing`) or ply's game ids (`kabe`, `russian`, `antidraughts`, …). Unknown commands and arguments are ignored; malformed lines get an `error` line;
//! `done` always names a legal move when there is one.

use std::{
    io::{self, BufRead, Write},
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::Duration,
};

use ply_core::Game;
use ply_draughts::Draughts;
use ply_games::{AnyEngine, AnyRecord, Clock, Level, Limits, MAX_THREADS, Think, Thought};

use super::{HubVariant, Line, notation, score_in_men};
use crate::{
    Settings,
    lines::{Output, lines, output as shared},
};

/// Writes one protocol line and flushes it.
fn say(out: &Output, line: &Line) {
    crate::lines::say(out, line);
}

fn error(message: impl std::fmt::Display) -> Line {
    Line::new("error").arg("message", message)
}

/// The `info` line of a thought about `pos`.
fn info_line(pos: &Draughts, t: &Thought) -> Line {
    let secs = t.time.as_secs_f64();
    let nps = if secs > 0.0 {
        t.nodes as f64 / secs / 1e6
    } else {
        0.0
    };
    Line::new("info")
        .arg("depth", t.depth.max(1))
        .arg(
            "mean-depth",
            format!("{:.1}", f64::from(t.seldepth.max(t.depth))),
        )
        .arg("score", format!("{:.2}", score_in_men(t)))
        .arg("nodes", t.nodes)
        .arg("time", format!("{secs:.3}"))
        .arg("nps", format!("{nps:.2}"))
        .arg("pv", notation::line_to_hub(pos, &t.pv).join(" "))
}

/// Reads a number of seconds.
fn seconds(line: &Line, name: &str) -> Result<Option<Duration>, String> {
    let Some(text) = line.get(name) else {
        return Ok(None);
    };
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s >= 0.0 => Ok(Some(Duration::from_secs_f64(s.min(1e7)))),
        _ => Err(format!("{name}={text}: expected seconds (a number from 0)")),
    }
}

fn whole(
    line: &Line,
    name: &str,
    range: std::ops::RangeInclusive<u64>,
) -> Result<Option<u64>, String> {
    let Some(text) = line.get(name) else {
        return Ok(None);
    };
    match text.parse::<u64>() {
        Ok(n) if range.contains(&n) => Ok(Some(n)),
        _ => Err(format!(
            "{name}={text}: expected a whole number from {} to {}",
            range.start(),
            range.end()
        )),
    }
}

/// The limits of a `level` line.
fn level_limits(line: &Line) -> Result<Limits, String> {
    let mut limits = Limits::default();
    if line.has("infinite") {
        limits.infinite = true;
        return Ok(limits);
    }
    limits.depth = whole(line, "depth", 1..=200)?.map(|d| d as u32);
    limits.movetime = seconds(line, "move-time")?;
    if let Some(time) = seconds(line, "time")? {
        limits.clock = Some(Clock {
            time_left: time,
            increment: seconds(line, "inc")?.unwrap_or_default(),
            moves_to_go: whole(line, "moves", 1..=1000)?.map(|m| m as u32),
        });
    }
    if limits == Limits::default() {
        return Err(
            "level needs depth=N, move-time=S, time=S [inc=S] [moves=N] or infinite".into(),
        );
    }
    Ok(limits)
}

/// The engine's state between commands.
struct Hub {
    out: Output,
    variant: HubVariant,
    level: Level,
    hash_mb: usize,
    /// The threads a search takes.
    threads: usize,
    /// The evaluation and the endgame databases engines are given.
    context: ply_games::Context,
    game: Box<dyn AnyRecord>,
    pos: Draughts,
    limits: Limits,
    engine: Option<Box<dyn AnyEngine>>,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<Box<dyn AnyEngine>>>,
    /// While pondering: the limits the search gets at `ponder-hit`.
    pondering: Option<Limits>,
    /// Whether the running search goes on until `stop` (analysis or pondering).
    endless: bool,
    searches: u64,
}

impl Hub {
    fn say(&self, line: &Line) {
        say(&self.out, line);
    }

    /// A record of the variant from `pos`.
    fn record(variant: HubVariant, pos: &Draughts) -> Result<Box<dyn AnyRecord>, String> {
        ply_games::find(variant.game_id())
            .and_then(|g| g.new_game(&[], Some(&pos.to_text())))
            .map_err(|e| e.to_string())
    }

    fn reset(&mut self) -> Result<(), String> {
        let pos = Draughts::start(&self.variant.rules());
        self.game = Hub::record(self.variant, &pos)?;
        self.pos = pos;
        Ok(())
    }

    /// Ends a running search (its `done` is printed) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(handle) = self.search.take() {
            self.stop.store(true, Ordering::SeqCst);
            if let Ok(engine) = handle.join() {
                self.engine = Some(engine);
            }
        }
        self.pondering = None;
    }

    /// Before a command that needs the engine or the position: waits for a running search to
    /// end (commands are handled in order), or stops it if it would never end by itself.
    fn settle(&mut self) {
        if self.endless {
            self.finish_search();
        } else if let Some(handle) = self.search.take()
            && let Ok(engine) = handle.join()
        {
            self.engine = Some(engine);
        }
    }

    fn engine(&mut self) -> Box<dyn AnyEngine> {
        let (variant, hash, context) = (self.variant, self.hash_mb, &self.context);
        let mut engine = self.engine.take().unwrap_or_else(|| {
            ply_games::find(variant.game_id())
                .map(|g| g.new_engine(hash, context))
                .expect("the Hub variants are registered games")
        });
        engine.set_threads(self.threads);
        engine
    }

    fn set_param(&mut self, line: &Line) -> Result<(), String> {
        let (Some(name), Some(value)) = (line.get("name"), line.get("value")) else {
            return Err("set-param needs name=... value=...".into());
        };
        match name {
            "variant" => {
                let variant = HubVariant::from_name(value).map_err(|e| e.to_string())?;
                self.settle();
                if variant != self.variant {
                    self.variant = variant;
                    self.engine = None;
                    self.reset()?;
                }
            }
            "level" => {
                let n = whole(line, "value", 1..=10)?.unwrap_or(10);
                self.level = Level::new(n as u8).unwrap_or(Level::MAX);
            }
            "hash" => {
                let mb = whole(line, "value", 1..=4096)?.unwrap_or(64);
                self.settle();
                self.hash_mb = mb as usize;
                self.engine = None;
            }
            "threads" => {
                let n = whole(line, "value", 1..=MAX_THREADS as u64)?.unwrap_or(1);
                self.settle();
                self.threads = n as usize;
            }
            _ => {}
        }
        Ok(())
    }

    fn position(&mut self, line: &Line) -> Result<(), String> {
        let text = line.get("pos").ok_or("pos needs pos=<position>")?;
        let start = self
            .variant
            .read_position(text)
            .map_err(|e| e.to_string())?;
        let mut game = Hub::record(self.variant, &start)?;
        let mut pos = start;
        for text in line.get("moves").unwrap_or("").split_whitespace() {
            let mv = notation::read_move(&pos, text).map_err(|e| e.to_string())?;
            let ply_text = pos.format_move(mv);
            pos.play(mv);
            if game.play(&ply_text).is_err() {
                // The record saw the game end (a draw by repetition or by the counters): go on
                // from the position reached, as a GUI expects.
                game = Hub::record(self.variant, &pos)?;
            }
        }
        self.game = game;
        self.pos = pos;
        Ok(())
    }

    fn go(&mut self, line: &Line) {
        self.settle();
        let mut limits = self.limits;
        if line.has("ponder") {
            self.pondering = Some(limits);
            limits = Limits {
                infinite: true,
                ..Limits::default()
            };
        }
        self.endless = limits.infinite;
        self.stop = Arc::new(AtomicBool::new(false));
        self.searches += 1;
        let think = Think {
            limits,
            level: (self.level != Level::MAX).then_some(self.level),
            seed: self.searches,
        };
        let (out, stop, game) = (self.out.clone(), self.stop.clone(), self.game.clone_box());
        let pos = self.pos;
        let mut engine = self.engine();
        self.search = Some(std::thread::spawn(move || {
            let mut told = false;
            let result = engine.think(game.as_ref(), &think, &stop, &mut |t| {
                told = true;
                say(&out, &info_line(&pos, t));
            });
            if think.limits.infinite {
                // An infinite search (analysis, pondering) ends only when told to.
                while !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            let result = result.ok();
            if let Some(t) = result.as_ref().filter(|t| !told && t.best_move.is_some()) {
                say(&out, &info_line(&pos, t));
            }
            let mut line = match result {
                Some(t) if t.best_move.is_some() && t.pv.first() == t.best_move.as_ref() => t.pv,
                Some(t) => t.best_move.into_iter().collect(),
                None => Vec::new(),
            };
            let legal = game.legal_moves();
            if line.first().is_none_or(|m| !legal.contains(m)) {
                line = legal.into_iter().take(1).collect();
            }
            let hub = notation::line_to_hub(&pos, &line);
            let mut done = Line::new("done");
            if let Some(mv) = hub.first() {
                done = done.arg("move", mv);
            }
            if let Some(ponder) = hub.get(1) {
                done = done.arg("ponder", ponder);
            }
            say(&out, &done);
            engine
        }));
    }

    /// `ponder-hit`: the search goes on for the time its level gives, counted from now.
    fn ponder_hit(&mut self) {
        let Some(limits) = self.pondering.take() else {
            return;
        };
        let budget = match (limits.infinite, limits.movetime, limits.clock) {
            (true, _, _) => return,
            (_, Some(time), _) => time,
            (_, None, Some(clock)) => clock.budget().0,
            _ => Duration::ZERO,
        };
        self.endless = false;
        let stop = self.stop.clone();
        std::thread::spawn(move || {
            std::thread::sleep(budget);
            stop.store(true, Ordering::SeqCst);
        });
    }

    /// Answers one line; `false` after `quit`.
    fn handle(&mut self, line: &Line) -> bool {
        let result = match line.command.as_str() {
            "hub" => {
                let version = env!("CARGO_PKG_VERSION");
                let variants: Vec<&str> = HubVariant::all().iter().map(|v| v.name()).collect();
                let variants = variants.join(" ");
                for l in [
                    Line::new("id")
                        .arg("name", "ply")
                        .arg("version", version)
                        .arg("author", "the ply developers"),
                    Line::new("param")
                        .arg("name", "variant")
                        .arg("value", self.variant.name())
                        .arg("type", "enum")
                        .arg("values", variants),
                    Line::new("param")
                        .arg("name", "level")
                        .arg("value", self.level.number())
                        .arg("type", "int")
                        .arg("min", 1)
                        .arg("max", 10),
                    Line::new("param")
                        .arg("name", "hash")
                        .arg("value", self.hash_mb)
                        .arg("type", "int")
                        .arg("min", 1)
                        .arg("max", 4096),
                    Line::new("param")
                        .arg("name", "threads")
                        .arg("value", self.threads)
                        .arg("type", "int")
                        .arg("min", 1)
                        .arg("max", MAX_THREADS),
                    Line::new("wait"),
                ] {
                    self.say(&l);
                }
                Ok(())
            }
            "set-param" => self.set_param(line),
            "init" => {
                self.settle();
                let engine = self.engine();
                self.engine = Some(engine);
                self.say(&Line::new("ready"));
                Ok(())
            }
            "new-game" => {
                self.settle();
                if let Some(engine) = self.engine.as_mut() {
                    engine.clear();
                }
                self.reset()
            }
            "pos" => {
                self.settle();
                self.position(line)
            }
            "level" => level_limits(line).map(|l| self.limits = l),
            "go" => {
                self.go(line);
                Ok(())
            }
            "ping" => {
                self.say(&Line::new("pong"));
                Ok(())
            }
            "ponder-hit" => {
                self.ponder_hit();
                Ok(())
            }
            "stop" => {
                self.finish_search();
                Ok(())
            }
            "quit" => return false,
            _ => Ok(()),
        };
        if let Err(message) = result {
            self.say(&error(message));
        }
        true
    }
}

/// Answers Hub commands read from `input` on `output` until `quit` or the end of the input
/// (a search still running then is stopped and its `done` written).
///
/// # Errors
/// International draughts is not among the registered games.
pub fn serve(
    input: impl BufRead,
    output: impl Write + Send + 'static,
    settings: &Settings,
) -> io::Result<()> {
    let variant = HubVariant::NORMAL;
    let pos = Draughts::start(&variant.rules());
    let mut hub = Hub {
        out: shared(output),
        variant,
        level: settings.level,
        hash_mb: settings.hash_mb,
        threads: settings.threads.clamp(1, MAX_THREADS),
        context: settings.context.clone(),
        game: Hub::record(variant, &pos).map_err(io::Error::other)?,
        pos,
        limits: Limits::movetime(Duration::from_secs(1)),
        engine: None,
        stop: Arc::new(AtomicBool::new(false)),
        search: None,
        pondering: None,
        endless: false,
        searches: 0,
    };
    for text in lines(input) {
        let text = match text {
            Ok(Ok(text)) => text,
            Ok(Err(not_text)) => {
                hub.say(&error(not_text));
                continue;
            }
            Err(_) => break,
        };
        match Line::parse(&text) {
            Ok(Some(line)) => {
                if !hub.handle(&line) {
                    break;
                }
            }
            Ok(None) => {}
            Err(e) => hub.say(&error(format!("{e}: {text}"))),
        }
    }
    hub.finish_search();
    Ok(())
}
