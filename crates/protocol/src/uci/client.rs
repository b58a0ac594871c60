//! The UCI client: an external chess engine process behind [`AnyEngine`], started and talked to
//! as the Hub client does (`crate::process`), so that every wait has a deadline and a dead
//! engine is an error, never a hang.

use std::{sync::atomic::AtomicBool, time::Duration};

use ply_core::Game;
use ply_games::{AnyEngine, AnyRecord, GameError, Think, Thought};

use super::{
    notation::{position_command, uci_to_san},
    search::{empty_thought, go_command, read_info},
};
use crate::process::{EngineProcess, Search};

/// How long `uci` → `uciok` may take.
const HANDSHAKE: Duration = Duration::from_secs(10);
/// How long `isready` → `readyok` may take (engines load networks and tables).
const READY: Duration = Duration::from_secs(60);

/// An option the engine declared: its name as declared and its type.
struct Declared {
    name: String,
    kind: String,
}

/// Reads `option name NAME type TYPE ...` (the name may contain spaces).
fn declared(line: &str) -> Option<Declared> {
    let rest = line.strip_prefix("option name ")?;
    let (name, after) = rest.split_once(" type ").unwrap_or((rest, ""));
    Some(Declared {
        name: name.trim().to_string(),
        kind: after.split_whitespace().next().unwrap_or("").to_string(),
    })
}

/// A running UCI engine.
pub(super) struct UciEngine {
    process: EngineProcess,
    /// The start position and moves of the last search, to tell a new game from a continuation.
    last_game: Option<(String, Vec<String>)>,
}

impl UciEngine {
    /// Starts the program and runs the handshake, the options and `isready`.
    pub(super) fn start(command: &str, options: &[(String, String)]) -> Result<Self, GameError> {
        let (program, args) = EngineProcess::split(command, "UCI")?;
        let mut engine = UciEngine {
            process: EngineProcess::spawn(program, &args)?,
            last_game: None,
        };
        engine.handshake(options)?;
        Ok(engine)
    }

    /// Waits for the line `word`, returning the lines before it (trimmed).
    fn expect(&mut self, word: &str, wait: Duration) -> Result<Vec<String>, GameError> {
        let read = |text: &str| Some(text.trim().to_string());
        self.process
            .expect(wait, word, read, |line| Ok(line == word))
    }

    fn handshake(&mut self, options: &[(String, String)]) -> Result<(), GameError> {
        self.process.send("uci")?;
        let lines = self.expect("uciok", HANDSHAKE)?;
        let mut offered = Vec::new();
        for line in &lines {
            if let Some(name) = line.strip_prefix("id name ") {
                if !name.trim().is_empty() {
                    self.process.name = name.trim().to_string();
                }
            } else if let Some(option) = declared(line) {
                offered.push(option);
            }
        }
        for (name, value) in options {
            let Some(option) = offered.iter().find(|o| o.name.eq_ignore_ascii_case(name)) else {
                let names: Vec<&str> = offered.iter().map(|o| o.name.as_str()).collect();
                return Err(self.process.fail(format!(
                    "no option '{name}' (the engine's options: {})",
                    if names.is_empty() {
                        "none".to_string()
                    } else {
                        names.join(", ")
                    }
                )));
            };
            let line = if option.kind == "button" {
                format!("setoption name {}", option.name)
            } else {
                format!("setoption name {} value {value}", option.name)
            };
            self.process.send(&line)?;
        }
        self.process.send("isready")?;
        self.expect("readyok", READY)?;
        Ok(())
    }

    /// Starts a new game in the engine and waits until it is ready.
    fn new_game(&mut self) -> Result<(), GameError> {
        self.process.send("ucinewgame")?;
        self.process.send("isready")?;
        self.expect("readyok", READY)?;
        Ok(())
    }
}

impl AnyEngine for UciEngine {
    fn think(
        &mut self,
        record: &dyn AnyRecord,
        think: &Think,
        stop: &AtomicBool,
        on_info: &mut dyn FnMut(&Thought),
    ) -> Result<Thought, GameError> {
        self.process.alive()?;
        if record.game_id() != "chess" {
            return Err(self
                .process
                .fail(format!("UCI engines play chess, not {}", record.game_id())));
        }
        let (start, moves) = (record.start_position(), record.moves());
        let (position, pos) = position_command(&start, &moves).map_err(|e| self.process.fail(e))?;
        let mut last = empty_thought();
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        if legal.is_empty() {
            return Ok(last);
        }
        let continues = match &self.last_game {
            Some((s, m)) => *s == start && moves.starts_with(m),
            None => false,
        };
        if !continues {
            self.new_game()?;
        }
        self.last_game = Some((start, moves));
        self.process.link.drain();
        let (go, time) = go_command(&think.limits);
        self.process.send(&position)?;
        self.process.send(&go)?;
        let mut search = Search::new(time);
        let best = loop {
            let Some(line) = self.process.search_line(&mut search, stop, "bestmove")? else {
                continue;
            };
            let line = line.trim();
            if let Some(rest) = line.strip_prefix("bestmove") {
                break rest.split_whitespace().next().unwrap_or("").to_string();
            }
            if let Some(t) = read_info(line, &pos, &last) {
                last = t;
                on_info(&last);
            }
        };
        if best.is_empty() || best == "0000" || best == "(none)" {
            return Err(self.process.fail(format!(
                "no move ('bestmove {best}') in {}, which has legal moves",
                pos.to_text()
            )));
        }
        let san = uci_to_san(&pos, &best)
            .map_err(|e| self.process.fail(format!("illegal move {best}: {e}")))?;
        if last.pv.first() != Some(&san) {
            last.pv = vec![san.clone()];
        }
        last.best_move = Some(san);
        Ok(last)
    }

    fn clear(&mut self) {
        self.last_game = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_declared_options() {
        let o = declared("option name Skill Level type spin default 20 min 0 max 20").unwrap();
        assert_eq!((o.name.as_str(), o.kind.as_str()), ("Skill Level", "spin"));
        let o = declared("option name Clear Hash type button").unwrap();
        assert_eq!((o.name.as_str(), o.kind.as_str()), ("Clear Hash", "button"));
        assert!(declared("id name x").is_none());
    }

    /// A fake engine (a shell script) that logs what it is sent, reports a mate, and answers
    /// `go infinite` only when stopped.
    #[cfg(unix)]
    #[test]
    fn thinks_until_stopped_and_starts_new_games() {
        use std::sync::atomic::{AtomicBool, Ordering};

        let dir = std::env::temp_dir().join(format!("ply-uci-fake-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (script, log) = (dir.join("engine.sh"), dir.join("log"));
        std::fs::write(
            &script,
            format!(
                "while read cmd rest; do\n echo \"$cmd $rest\" >> {log}\n case \"$cmd\" in\n \
                 uci) echo 'id name fake'; echo 'option name Skill Level type spin'; \
                 echo uciok ;;\n isready) echo readyok ;;\n \
                 go) echo 'info depth 3 score mate 2 pv d8h4 g2g3' ;;\n \
                 stop) echo 'bestmove d8h4 ponder g2g3' ;;\n quit) exit 0 ;;\n esac\ndone\n",
                log = log.display()
            ),
        )
        .unwrap();
        let command = format!("sh {}", script.display());
        let options = [("skill level".to_string(), "3".to_string())];
        let mut engine = UciEngine::start(&command, &options).unwrap();
        let chess = ply_games::find("chess").unwrap();
        let mut record = chess.new_game(&[], None).unwrap();
        for mv in ["f3", "e5", "g4"] {
            record.play(mv).unwrap();
        }
        let think = Think {
            limits: ply_games::Limits {
                infinite: true,
                ..Default::default()
            },
            ..Default::default()
        };
        let stop = AtomicBool::new(false);
        let mut infos = 0;
        let thought = engine
            .think(record.as_ref(), &think, &stop, &mut |t| {
                infos += 1;
                assert_eq!(t.pv, ["Qh4#"]);
                stop.store(true, Ordering::Relaxed);
            })
            .unwrap();
        assert_eq!(infos, 1);
        assert_eq!(thought.best_move.as_deref(), Some("Qh4#"));
        assert_eq!(
            (thought.proven, thought.plies_to_end),
            (Some(ply_games::Proven::Win), Some(3))
        );
        let mut other = chess.new_game(&[], None).unwrap();
        other.play("e4").unwrap();
        assert!(
            engine
                .think(other.as_ref(), &think, &AtomicBool::new(true), &mut |_| {})
                .is_err()
        );
        drop(engine);
        let sent = std::fs::read_to_string(&log).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        assert!(
            sent.contains("setoption name Skill Level value 3"),
            "{sent}"
        );
        assert!(
            sent.contains("position startpos moves f2f3 e7e5 g2g4"),
            "{sent}"
        );
        assert!(sent.contains("go infinite\nstop"), "{sent}");
        assert_eq!(sent.matches("ucinewgame").count(), 2, "{sent}");
    }
}
