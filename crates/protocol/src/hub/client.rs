//! The Hub client: an external engine process behind [`AnyEngine`], started and talked to as
//! the UCI client does (`crate::process`), so that every wait has a deadline and a dead engine
//! is an error, never a hang.

use std::{sync::atomic::AtomicBool, time::Duration};

use ply_core::Game;
use ply_draughts::Draughts;
use ply_games::{AnyEngine, AnyRecord, GameError, Limits, Think, Thought};

use super::{
    HubVariant, Line,
    notation::{from_ply_move, line_to_ply, read_move, write_move},
    score_from_men,
};
use crate::process::{EngineProcess, Search};

/// How long the handshake (`hub` to `wait`) may take.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long `init` may take (engines load books and tables).
const INIT: Duration = Duration::from_secs(60);
/// The speed assumed to turn a node limit into a time (Hub has no node limit).
const ASSUMED_NPS: f64 = 1_000_000.0;

/// A parameter the engine declared: its name, current value and enum values.
struct Param {
    name: String,
    value: String,
    values: Vec<String>,
}

/// Why starting an engine failed: it exited before the handshake (the engine's name), or
/// anything else.
enum Launch {
    ExitedEarly(String),
    Failed(GameError),
}

/// A running Hub engine.
pub(super) struct HubEngine {
    process: EngineProcess,
    variant: HubVariant,
}

impl HubEngine {
    /// Starts the program and runs the handshake, the options and `init`. Scan and dame speak
    /// Hub as a subcommand (`scan hub`, `dame hub`), so a bare program name that exits before
    /// answering `hub` is started once more with the argument `hub`.
    pub(super) fn start(
        command: &str,
        options: &[(String, String)],
        game_id: &str,
    ) -> Result<HubEngine, GameError> {
        let variant = HubVariant::for_game(game_id).ok_or_else(|| {
            let known: Vec<&str> = HubVariant::all().iter().map(|v| v.game_id()).collect();
            GameError::Engine(format!(
                "Hub engines play the draughts games ({}), not {game_id}",
                known.join(", ")
            ))
        })?;
        let (program, args) = EngineProcess::split(command, "Hub")?;
        match HubEngine::launch(program, &args, variant, options) {
            Err(Launch::ExitedEarly(_)) if args.is_empty() => {
                HubEngine::launch(program, &["hub"], variant, options).map_err(|e| match e {
                    Launch::ExitedEarly(name) => GameError::Engine(format!(
                        "{name}: the engine exited before answering 'hub', with and without \
                         the argument 'hub'"
                    )),
                    Launch::Failed(e) => e,
                })
            }
            Err(Launch::ExitedEarly(name)) => Err(GameError::Engine(format!(
                "{name}: the engine exited before answering 'hub' (does the program need an \
                 argument to speak Hub, as in 'hub:dame hub'?)"
            ))),
            Err(Launch::Failed(e)) => Err(e),
            Ok(engine) => Ok(engine),
        }
    }

    /// Spawns `program args` and runs the handshake.
    fn launch(
        program: &str,
        args: &[&str],
        variant: HubVariant,
        options: &[(String, String)],
    ) -> Result<HubEngine, Launch> {
        let mut engine = HubEngine {
            process: EngineProcess::spawn(program, args).map_err(Launch::Failed)?,
            variant,
        };
        let greeting = match engine.greet() {
            Ok(lines) => lines,
            Err(_)
                if engine.process.dead.is_some()
                    && engine.process.link.exited(Duration::from_millis(500)) =>
            {
                return Err(Launch::ExitedEarly(engine.process.name));
            }
            Err(e) => return Err(Launch::Failed(e)),
        };
        engine
            .configure(&greeting, options)
            .map_err(Launch::Failed)?;
        Ok(engine)
    }

    /// Waits for the line `command`, failing on an `error` line or at the deadline.
    fn expect(&mut self, command: &str, wait: Duration) -> Result<Vec<Line>, GameError> {
        let read = |text: &str| Line::parse(text).ok().flatten();
        self.process.expect(wait, command, read, |line| {
            if line.command == "error" {
                return Err(line.get("message").unwrap_or("error").to_string());
            }
            Ok(line.command == command)
        })
    }

    /// Sends `hub` and returns the lines before `wait` (`id`, `param`).
    fn greet(&mut self) -> Result<Vec<Line>, GameError> {
        self.process.send(Line::new("hub"))?;
        self.expect("wait", HANDSHAKE)
    }

    /// Reads the engine's name and parameters, sets the variant and options, and runs `init`.
    fn configure(&mut self, lines: &[Line], options: &[(String, String)]) -> Result<(), GameError> {
        let mut params = Vec::new();
        for line in lines {
            match line.command.as_str() {
                "id" => {
                    if let Some(name) = line.get("name").filter(|n| !n.is_empty()) {
                        self.process.name = name.to_string();
                    }
                }
                "param" => params.push(Param {
                    name: line.get("name").unwrap_or("").to_string(),
                    value: line.get("value").unwrap_or("").to_string(),
                    values: line
                        .get("values")
                        .unwrap_or("")
                        .split_whitespace()
                        .map(str::to_string)
                        .collect(),
                }),
                _ => {}
            }
        }
        let wanted = self.variant.name();
        // The variant is always said when the engine has the parameter, even when its default
        // is the one wanted.
        match params.iter().find(|p| p.name == "variant") {
            Some(p) if p.value == wanted || p.values.iter().any(|v| v == wanted) => {
                self.process.send(
                    Line::new("set-param")
                        .arg("name", "variant")
                        .arg("value", wanted),
                )?;
            }
            _ if self.variant == HubVariant::NORMAL => {}
            _ => {
                return Err(self
                    .process
                    .fail(format!("the engine does not offer variant={wanted}")));
            }
        }
        for (name, value) in options {
            self.process
                .send(Line::new("set-param").arg("name", name).arg("value", value))?;
        }
        self.process.send(Line::new("init"))?;
        self.expect("ready", INIT)?;
        Ok(())
    }

    /// The record's start position and moves as Hub `pos` arguments, and its current position.
    fn position(&self, record: &dyn AnyRecord) -> Result<(Line, Draughts), GameError> {
        let game_id = self.variant.game_id();
        if record.game_id() != game_id {
            return Err(self.process.fail(format!(
                "this engine plays {game_id}, not {}",
                record.game_id()
            )));
        }
        let standard = ply_games::find(game_id)
            .map(|g| g.default_rules())
            .unwrap_or_default();
        if record.rules() != standard {
            return Err(self
                .process
                .fail("Hub engines play the standard rules only"));
        }
        let bad = |e: super::HubError| self.process.fail(e);
        let start = self
            .variant
            .read_ply(&record.start_position())
            .map_err(bad)?;
        let mut pos = start;
        let mut moves = Vec::new();
        for text in record.moves() {
            let mv = from_ply_move(&pos, &text).map_err(bad)?;
            moves.push(write_move(mv));
            pos.play(mv);
        }
        let mut line = Line::new("pos").arg("pos", super::notation::position_of(&start));
        if !moves.is_empty() {
            line = line.arg("moves", moves.join(" "));
        }
        Ok((line, pos))
    }
}

/// The `level` line for `limits`, and how long the search may take (`None`: until stopped).
fn level(limits: &Limits) -> (Line, Option<Duration>) {
    let secs = |d: Duration| format!("{:.3}", d.as_secs_f64());
    let level = Line::new("level");
    if limits.infinite {
        return (level.flag("infinite"), None);
    }
    if let Some(time) = limits.movetime {
        return (level.arg("move-time", secs(time)), Some(time));
    }
    if let Some(clock) = limits.clock {
        let mut line = level;
        if let Some(moves) = clock.moves_to_go {
            line = line.arg("moves", moves);
        }
        let line = line
            .arg("time", secs(clock.time_left))
            .arg("inc", secs(clock.increment));
        return (line, Some(clock.time_left));
    }
    if let Some(depth) = limits.depth {
        return (level.arg("depth", depth), None);
    }
    let time = match limits.nodes {
        Some(nodes) => Duration::from_secs_f64((nodes as f64 / ASSUMED_NPS).max(0.01)),
        None => Duration::from_secs(1),
    };
    (level.arg("move-time", secs(time)), Some(time))
}

/// An `info` line as a thought, its moves read from `pos`.
fn info(line: &Line, pos: &Draughts, last: &Thought) -> Thought {
    let number = |name: &str| line.get(name).and_then(|v| v.trim().parse::<f64>().ok());
    let pv: Vec<&str> = line.get("pv").unwrap_or("").split_whitespace().collect();
    let pv = line_to_ply(pos, &pv);
    let depth = number("depth").map_or(last.depth, |d| d.max(0.0) as u32);
    Thought {
        best_move: pv.first().cloned().or_else(|| last.best_move.clone()),
        score: number("score").map_or(last.score, score_from_men),
        proven: None,
        plies_to_end: None,
        depth,
        seldepth: number("mean-depth").map_or(depth, |d| d.max(0.0) as u32),
        nodes: number("nodes").map_or(last.nodes, |n| n.max(0.0) as u64),
        time: number("time")
            .filter(|t| t.is_finite() && *t >= 0.0)
            .map_or(last.time, |t| Duration::from_secs_f64(t.min(1e9))),
        pv,
        resigns: false,
    }
}

impl AnyEngine for HubEngine {
    fn think(
        &mut self,
        record: &dyn AnyRecord,
        think: &Think,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Thought),
    ) -> Result<Thought, GameError> {
        self.process.alive()?;
        let (pos_line, pos) = self.position(record)?;
        let mut last = Thought::default();
        if !pos.has_moves() {
            return Ok(last);
        }
        self.process.link.drain();
        let (level_line, time) = level(&think.limits);
        self.process.send(&pos_line)?;
        self.process.send(&level_line)?;
        self.process.send(Line::new("go").flag("think"))?;
        let mut search = Search::new(time);
        let mut error = None;
        let done = loop {
            let text = self.process.search_line(&mut search, stop, "done")?;
            let Some(line) = text.and_then(|text| Line::parse(&text).ok().flatten()) else {
                continue;
            };
            match line.command.as_str() {
                "info" => {
                    last = info(&line, &pos, &last);
                    on_info(&last);
                }
                "error" => {
                    error = Some(line.get("message").unwrap_or("error").to_string());
                    self.process.stop(&mut search)?;
                }
                "done" => break line,
                _ => {}
            }
        };
        if let Some(message) = error {
            return Err(self.process.fail(message));
        }
        let text = done.get("move").unwrap_or("").trim();
        if text.is_empty() {
            return Err(self.process.fail("the engine gave no move"));
        }
        let mv = read_move(&pos, text).map_err(|e| {
            self.process
                .fail(format!("the engine played an illegal move: {e}"))
        })?;
        last.best_move = Some(pos.format_move(mv));
        if last.pv.first() != last.best_move.as_ref() {
            last.pv = vec![pos.format_move(mv)];
        }
        Ok(last)
    }

    fn clear(&mut self) {
        let _ = self.process.send(Line::new("new-game"));
    }
}
