//! ply's engine as a UCI engine (`ply uci`), on any input and output: chess GUIs and
//! tournament managers drive it over stdin/stdout, tests over buffers. Unknown commands and
//! malformed lines are answered with an `info string` and otherwise ignored; `bestmove` is
//! always a legal move.

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
use ply_games::{
    AnyEngine, AnyRecord, Clock, Level, Limits, MAX_DEPTH, MAX_THREADS, Proven, Think, Thought,
};

use super::notation::read_fen;
use crate::Settings;
use crate::lines::{Output, lines, output as shared, say};

/// The `go` parameters that take a number.
const GO_NUMBERS: [&str; 8] = [
    "depth",
    "nodes",
    "movetime",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
];

const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// SAN moves of a line from `fen` in UCI notation (`e2e4`, `e7e8q`).
fn to_uci(fen: &str, san: &[String]) -> Vec<String> {
    let Ok(mut pos) = read_fen(fen) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for text in san {
        let Ok(mv) = pos.parse_move(text) else { break };
        out.push(pos.uci(mv));
        pos.play(mv);
    }
    out
}

/// The `score` part of an info line: `cp N` or `mate N` (negative when being mated).
fn score(t: &Thought) -> String {
    match (t.proven, t.plies_to_end) {
        (Some(Proven::Win), Some(p)) => format!("mate {}", p.div_ceil(2).max(1)),
        (Some(Proven::Loss), Some(p)) => format!("mate -{}", p / 2),
        (Some(Proven::Draw), _) => "cp 0".to_string(),
        _ => format!("cp {}", t.score),
    }
}

fn info_line(fen: &str, t: &Thought) -> String {
    let ms = t.time.as_millis().max(1);
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        t.depth.max(1),
        t.seldepth.max(t.depth),
        score(t),
        t.nodes,
        u128::from(t.nodes) * 1000 / ms,
        t.time.as_millis(),
        to_uci(fen, &t.pv).join(" ")
    )
}

/// The engine's state between commands.
struct Uci {
    out: Output,
    game: Box<dyn AnyRecord>,
    engine: Option<Box<dyn AnyEngine>>,
    hash_mb: usize,
    /// The threads a search takes, and the count last announced (`info string Using N
    /// threads` at the first `go` after a change).
    threads: usize,
    announced: usize,
    /// The evaluation and the endgame databases engines are given.
    context: ply_games::Context,
    level: Level,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<Box<dyn AnyEngine>>>,
    searches: u64,
}

impl Uci {
    fn new_game(fen: Option<&str>) -> Result<Box<dyn AnyRecord>, String> {
        ply_games::find("chess")
            .and_then(|g| g.new_game(&[], fen))
            .map_err(|e| e.to_string())
    }

    fn info(&self, text: &str) {
        say(&self.out, format!("info string {text}"));
    }

    /// Ends a running search (its `bestmove` is printed) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(handle) = self.search.take() {
            self.stop.store(true, Ordering::SeqCst);
            if let Ok(engine) = handle.join() {
                self.engine = Some(engine);
            }
        }
    }

    fn engine(&mut self) -> Box<dyn AnyEngine> {
        let mut engine = self.engine.take().unwrap_or_else(|| {
            ply_games::find("chess")
                .map(|g| g.new_engine(self.hash_mb, &self.context))
                .expect("chess is registered")
        });
        engine.set_threads(self.threads);
        engine
    }

    fn position(&mut self, args: &[&str]) {
        let (fen, rest) = match args.first() {
            Some(&"startpos") => (START_FEN.to_string(), &args[1..]),
            Some(&"fen") => {
                let end = args
                    .iter()
                    .position(|a| *a == "moves")
                    .unwrap_or(args.len());
                (args[1..end].join(" "), &args[end..])
            }
            _ => {
                self.info("position needs startpos or fen");
                return;
            }
        };
        let mut game = match Uci::new_game(Some(&fen)) {
            Ok(g) => g,
            Err(e) => {
                self.info(&e);
                return;
            }
        };
        let moves = match rest.first() {
            Some(&"moves") => &rest[1..],
            Some(other) => {
                self.info(&format!("expected 'moves', found '{other}'"));
                return;
            }
            None => rest,
        };
        for mv in moves {
            if let Err(e) = game.play(mv) {
                self.info(&format!("move {mv}: {e}; position ignored"));
                return;
            }
        }
        self.game = game;
    }

    fn go(&mut self, args: &[&str]) {
        self.finish_search();
        let white = self.game.side_to_move() == ply_core::Side::White;
        let mut limits = Limits::default();
        let mut clock = Clock::default();
        let (mut has_clock, mut i) = (false, 0);
        while i < args.len() {
            let name = args[i];
            if matches!(name, "infinite" | "ponder") {
                limits.infinite = true;
                i += 1;
                continue;
            }
            if !GO_NUMBERS.contains(&name) {
                self.info(&format!("unknown go parameter '{name}'"));
                i += 2;
                continue;
            }
            let raw = args.get(i + 1).copied().unwrap_or("");
            i += 2;
            let Ok(value) = raw.parse::<u64>() else {
                self.info(&format!(
                    "go {name}: expected a whole number, found '{raw}'; ignored"
                ));
                continue;
            };
            let ms = Duration::from_millis(value);
            match name {
                "depth" => limits.depth = Some(self.depth(value)),
                "nodes" => limits.nodes = Some(value),
                "movetime" => limits.movetime = Some(ms),
                "wtime" if white => (clock.time_left, has_clock) = (ms, true),
                "btime" if !white => (clock.time_left, has_clock) = (ms, true),
                "winc" if white => clock.increment = ms,
                "binc" if !white => clock.increment = ms,
                "movestogo" => {
                    clock.moves_to_go = Some(u32::try_from(value).unwrap_or(u32::MAX));
                }
                _ => {}
            }
        }
        if has_clock {
            limits.clock = Some(clock);
        }
        self.stop = Arc::new(AtomicBool::new(false));
        self.searches += 1;
        let think = Think {
            limits,
            level: (self.level != Level::MAX).then_some(self.level),
            seed: self.searches,
        };
        let (out, stop, game) = (self.out.clone(), self.stop.clone(), self.game.clone_box());
        let mut engine = self.engine();
        if engine.threads() != self.announced {
            self.announced = engine.threads();
            let plural = if self.announced == 1 { "" } else { "s" };
            self.info(&format!("Using {} thread{plural}", self.announced));
        }
        self.search = Some(std::thread::spawn(move || {
            let fen = game.position();
            let result = engine.think(game.as_ref(), &think, &stop, &mut |t| {
                say(&out, info_line(&fen, t))
            });
            let best = result
                .ok()
                .and_then(|t| t.best_move)
                .or_else(|| game.legal_moves().into_iter().next());
            match best {
                Some(san) => {
                    let uci = to_uci(&fen, &[san]);
                    say(&out, format!("bestmove {}", uci.join("")));
                }
                None => say(&out, "bestmove 0000"),
            }
            engine
        }));
    }

    /// A `go depth`, clamped to the search's maximum with a message when beyond it.
    fn depth(&self, depth: u64) -> u32 {
        match u32::try_from(depth) {
            Ok(d) if d <= MAX_DEPTH => d,
            _ => {
                self.info(&format!(
                    "go depth {depth} is beyond the maximum, {MAX_DEPTH}: searching to depth \
                     {MAX_DEPTH}"
                ));
                MAX_DEPTH
            }
        }
    }

    fn setoption(&mut self, args: &[&str]) {
        let text = args.join(" ");
        let Some(rest) = text.strip_prefix("name ") else {
            self.info("setoption needs: name NAME value VALUE");
            return;
        };
        let (name, value) = rest.split_once(" value ").unwrap_or((rest, ""));
        match (
            name.trim().to_ascii_lowercase().as_str(),
            value.trim().parse::<u64>(),
        ) {
            ("hash", Ok(mb)) if (1..=4096).contains(&mb) => {
                self.finish_search();
                self.hash_mb = mb as usize;
                self.engine = None;
            }
            ("level", Ok(n)) if (1..=10).contains(&n) => {
                self.level = Level::new(n as u8).unwrap_or(Level::MAX)
            }
            ("threads", Ok(n)) if (1..=MAX_THREADS as u64).contains(&n) => {
                self.finish_search();
                self.threads = n as usize;
            }
            _ => self.info(&format!("unknown option or value: {rest}")),
        }
    }
}

/// Answers UCI commands read from `input` on `output` until `quit` or the end of the input
/// (a search still running then is stopped and its `bestmove` written).
///
/// # Errors
/// Reading the input fails.
pub fn serve(
    input: impl BufRead,
    output: impl Write + Send + 'static,
    settings: &Settings,
) -> io::Result<()> {
    let mut uci = Uci {
        out: shared(output),
        game: Uci::new_game(None).map_err(io::Error::other)?,
        engine: None,
        hash_mb: settings.hash_mb,
        threads: settings.threads.clamp(1, MAX_THREADS),
        announced: 1,
        context: settings.context.clone(),
        level: settings.level,
        stop: Arc::new(AtomicBool::new(false)),
        search: None,
        searches: 0,
    };
    for line in lines(input) {
        let line = match line? {
            Ok(line) => line,
            Err(not_text) => {
                uci.info(&not_text.to_string());
                continue;
            }
        };
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else {
            continue;
        };
        match command {
            "uci" => {
                let threads = format!(
                    "option name Threads type spin default {} min 1 max {MAX_THREADS}",
                    uci.threads
                );
                for l in [
                    concat!("id name ply ", env!("CARGO_PKG_VERSION")),
                    "id author the ply developers",
                    "option name Hash type spin default 64 min 1 max 4096",
                    "option name Level type spin default 10 min 1 max 10",
                    threads.as_str(),
                    "uciok",
                ] {
                    say(&uci.out, l);
                }
            }
            "isready" => say(&uci.out, "readyok"),
            "ucinewgame" => {
                uci.finish_search();
                if let Some(engine) = uci.engine.as_mut() {
                    engine.clear();
                }
                uci.game = Uci::new_game(None).map_err(io::Error::other)?;
            }
            "setoption" => uci.setoption(args),
            "position" => {
                uci.finish_search();
                uci.position(args);
            }
            "go" => uci.go(args),
            "stop" => uci.finish_search(),
            "ponderhit" => {}
            "quit" => {
                uci.finish_search();
                return Ok(());
            }
            other => uci.info(&format!("unknown command '{other}'")),
        }
    }
    uci.finish_search();
    Ok(())
}
