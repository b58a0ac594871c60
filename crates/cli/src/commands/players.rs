//! The players of `ply match`: ply's engine at a level (`level=N,movetime=MS`, or a game clock
//! `level=N,time=MIN,moves=N`) on `threads=N` threads, or an external engine
//! (`uci:COMMAND,Name=Value,...`, `hub:COMMAND,...`, `dxp:HOST:PORT,...`) whose lowercase
//! `movetime`, `depth`, `nodes`, `time` and `moves` are ply's limits for it and whose other
//! settings are the engine's options.
//!
//! Neither side is starved by default: a side that sets no limit of its own plays on the clock
//! of the other side, if it has one ([`share_clock`]). A DXP engine always plays on a clock (the
//! protocol has no time per move): `time=` minutes for `moves=` moves, or, without `time=`, the
//! whole minutes that cover `--movetime` for each of those moves.

use std::{fmt, time::Duration};

use ply_games::{AnyEngine, AnyGame, GameError, Level, Limits, MAX_DEPTH, MAX_THREADS};
use ply_protocol::external::{EngineSpec, Protocol};

use crate::fail::{Failure, Outcome};

/// One player of the match.
#[derive(Clone, Debug)]
pub struct Player {
    /// The specification as given.
    pub text: String,
    /// The name written into records: the spec, or the external program with its options.
    pub name: String,
    pub level: Level,
    pub limits: Limits,
    /// The threads ply's engine searches on (`threads=N`; 1 by default).
    pub threads: usize,
    /// The external engine, when the player is not ply's own.
    pub external: Option<EngineSpec>,
    /// A game clock instead of a time per move.
    pub clock: Option<GameClock>,
    /// Where the limits come from.
    pub origin: Origin,
}

/// Where a player's limits come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The spec sets a limit of its own (`movetime`, `depth`, `nodes`, `time` or `moves`).
    Own,
    /// None set: `--movetime` a move.
    MoveTime,
    /// None set, a DXP engine: the whole minutes that cover `--movetime` for each move.
    DxpMoveTime,
    /// None set: the clock of the other side, named.
    Shared(&'static str),
}

/// A game clock in a match: `time` for every `moves` moves (the same again after each period),
/// or for the whole game when `moves` is not set. The clock has no increment; a side whose time
/// runs out loses on time, as the game's rules judge it, except a DXP engine, which keeps its
/// own clock.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    pub time: Duration,
    pub moves: Option<u32>,
}

impl fmt::Display for GameClock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.time.as_secs_f64();
        if secs % 60.0 == 0.0 {
            write!(f, "{} min", secs / 60.0)?;
        } else {
            write!(f, "{secs} s")?;
        }
        match self.moves {
            Some(n) => write!(f, " for {n} moves"),
            None => write!(f, " for the game"),
        }
    }
}

impl GameClock {
    /// The clock a side thinks with after `made` of its moves, with `left` on its clock.
    pub fn limits(&self, left: Duration, made: u32) -> ply_games::Clock {
        ply_games::Clock {
            time_left: left,
            increment: Duration::ZERO,
            moves_to_go: self.moves.map(|n| n - made % n),
        }
    }

    /// The time left after a move that took `spent`, or `None` when the flag fell. A new period
    /// begins after every `moves` moves (`made` counts the move just made).
    pub fn charge(&self, left: Duration, spent: Duration, made: u32) -> Option<Duration> {
        let left = left.checked_sub(spent)?;
        Some(match self.moves {
            Some(n) if made.is_multiple_of(n) => left + self.time,
            _ => left,
        })
    }
}

impl Player {
    /// Reads a player specification for `game_id`; `default_movetime` (ms) applies when the
    /// spec sets no limit (for a DXP engine: the minutes that cover it for each move).
    ///
    /// # Errors
    /// A malformed spec, an unknown setting, or an external protocol that does not play the game.
    pub fn parse(text: &str, default_movetime: u64, game_id: &str) -> Outcome<Player> {
        let bad = |what: String| Failure::input(format!("engine '{text}': {what}"));
        let mut player = Player {
            text: text.to_string(),
            name: text.to_string(),
            level: Level::MAX,
            limits: Limits::default(),
            threads: 1,
            external: None,
            clock: None,
            origin: Origin::Own,
        };
        let settings: Vec<(String, String)> =
            if ["uci:", "hub:", "dxp:"].iter().any(|p| text.starts_with(p)) {
                let mut spec = EngineSpec::parse(text).map_err(Failure::input)?;
                if !spec.protocol.plays(game_id) {
                    let protocol = match spec.protocol {
                        Protocol::Uci => "UCI",
                        Protocol::Hub => "Hub",
                        Protocol::Dxp => "DXP",
                    };
                    return Err(bad(format!("{protocol} engines do not play {game_id}")));
                }
                let (limits, options): (Vec<_>, Vec<_>) =
                    spec.options.drain(..).partition(|(k, _)| {
                        matches!(
                            k.as_str(),
                            "movetime" | "depth" | "nodes" | "time" | "moves"
                        )
                    });
                spec.options = options;
                player.external = Some(spec);
                limits
            } else {
                text.split(',')
                    .map(str::trim)
                    .filter(|p| !p.is_empty())
                    .map(|part| {
                        part.split_once('=')
                            .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                            .ok_or_else(|| bad(format!("'{part}' is not KEY=VALUE")))
                    })
                    .collect::<Outcome<_>>()?
            };
        let dxp = player.is_dxp();
        let (mut dxp_minutes, mut dxp_moves) = (None, None);
        for (key, value) in &settings {
            let number = |what: &str| {
                value
                    .parse::<u64>()
                    .map_err(|_| bad(format!("{key} needs {what}, not '{value}'")))
            };
            match key.as_str() {
                "level" => {
                    player.level = u8::try_from(number("a level 1-10")?)
                        .ok()
                        .and_then(Level::new)
                        .ok_or_else(|| bad("levels are 1-10".to_string()))?
                }
                "threads" => {
                    player.threads = usize::try_from(number("a thread count")?)
                        .ok()
                        .filter(|n| (1..=MAX_THREADS).contains(n))
                        .ok_or_else(|| bad(format!("threads are 1-{MAX_THREADS}")))?;
                }
                "movetime" => player.limits.movetime = Some(Duration::from_millis(number("ms")?)),
                "depth" => {
                    let depth = u32::try_from(number("a depth")?)
                        .ok()
                        .filter(|d| (1..=MAX_DEPTH).contains(d))
                        .ok_or_else(|| bad(format!("depths are 1-{MAX_DEPTH}")))?;
                    player.limits.depth = Some(depth);
                }
                "nodes" => player.limits.nodes = Some(number("a node count")?),
                "time" if dxp => {
                    dxp_minutes = Some(
                        u16::try_from(number("whole minutes")?)
                            .ok()
                            .filter(|m| (1..=999).contains(m))
                            .ok_or_else(|| bad("a DXP time is 1-999 minutes".to_string()))?,
                    );
                }
                "moves" if dxp => {
                    dxp_moves = Some(
                        u16::try_from(number("a move count")?)
                            .ok()
                            .filter(|n| *n <= 999)
                            .ok_or_else(|| bad("DXP moves are 0-999 (0: the game)".to_string()))?,
                    );
                }
                "time" => {
                    let minutes = value
                        .parse::<f64>()
                        .ok()
                        .filter(|m| m.is_finite() && *m > 0.0 && *m <= 24.0 * 60.0)
                        .ok_or_else(|| bad(format!("time needs minutes, not '{value}'")))?;
                    let clock = player.clock.get_or_insert(GameClock {
                        time: Duration::ZERO,
                        moves: None,
                    });
                    clock.time = Duration::from_secs_f64(minutes * 60.0);
                }
                "moves" => {
                    let moves = u32::try_from(number("a move count")?)
                        .ok()
                        .filter(|n| (1..=1000).contains(n))
                        .ok_or_else(|| bad("moves are 1-1000".to_string()))?;
                    player
                        .clock
                        .get_or_insert(GameClock {
                            time: Duration::ZERO,
                            moves: None,
                        })
                        .moves = Some(moves);
                }
                _ => {
                    return Err(bad(format!(
                        "unknown setting '{key}' (level, threads, movetime, depth, nodes, time, \
                         moves)"
                    )));
                }
            }
        }
        if player.clock.is_some_and(|c| c.time.is_zero()) {
            return Err(bad(
                "moves= needs time= (minutes for those moves)".to_string()
            ));
        }
        if !settings
            .iter()
            .any(|(key, _)| key != "level" && key != "threads")
        {
            player.origin = if dxp {
                Origin::DxpMoveTime
            } else {
                Origin::MoveTime
            };
        }
        if dxp {
            let moves = dxp_moves.unwrap_or(ply_protocol::dxp::DEFAULT_MOVES);
            let minutes = dxp_minutes.unwrap_or_else(|| {
                let each = player
                    .limits
                    .movetime
                    .unwrap_or(Duration::from_millis(default_movetime.max(1)));
                let total = each.as_secs_f64() * f64::from(moves.max(1));
                (total / 60.0).ceil().clamp(1.0, 999.0) as u16
            });
            player.clock = Some(GameClock {
                time: Duration::from_secs(u64::from(minutes) * 60),
                moves: (moves > 0).then_some(u32::from(moves)),
            });
        }
        let limits = &mut player.limits;
        if player.clock.is_none()
            && limits.movetime.is_none()
            && limits.depth.is_none()
            && limits.nodes.is_none()
        {
            limits.movetime = Some(Duration::from_millis(default_movetime.max(1)));
        }
        if let Some(spec) = &player.external {
            let mut parts = vec![spec.program().to_string()];
            parts.extend(spec.options.iter().map(|(k, v)| format!("{k}={v}")));
            parts.extend(settings.iter().map(|(k, v)| format!("{k}={v}")));
            player.name = parts.join(",");
        }
        Ok(player)
    }

    /// Whether the player is a DXP engine, which keeps its own clock.
    pub fn is_dxp(&self) -> bool {
        self.external
            .as_ref()
            .is_some_and(|spec| spec.protocol == Protocol::Dxp)
    }

    /// Plays on `clock`, the clock of the side `from`, instead of the limits it had.
    ///
    /// # Errors
    /// A DXP engine and a clock that DXP cannot say (whole minutes, 1 to 999, for at most 999
    /// moves).
    fn take_clock(&mut self, clock: GameClock, from: &'static str) -> Outcome {
        if self.is_dxp() {
            let secs = clock.time.as_secs();
            let whole = clock.time.subsec_nanos() == 0 && secs.is_multiple_of(60);
            if !whole || !(1..=999).contains(&(secs / 60)) || clock.moves.unwrap_or(0) > 999 {
                return Err(Failure::input(format!(
                    "engine '{}': {from}'s clock ({clock}) cannot be a DXP time control (whole \
                     minutes, 1-999, for at most 999 moves); give this engine time= and moves= \
                     of its own",
                    self.text
                )));
            }
        }
        self.clock = Some(clock);
        self.limits.movetime = None;
        self.origin = Origin::Shared(from);
        Ok(())
    }

    /// The limits the player plays under, and where they come from, as a player reads them.
    pub fn limits_text(&self) -> String {
        let mut parts = Vec::new();
        if let Some(clock) = self.clock {
            parts.push(clock.to_string());
        }
        if let Some(time) = self.limits.movetime {
            parts.push(format!("{} ms a move", time.as_millis()));
        }
        if let Some(depth) = self.limits.depth {
            parts.push(format!("depth {depth}"));
        }
        if let Some(nodes) = self.limits.nodes {
            parts.push(format!("{nodes} nodes a move"));
        }
        let mut text = parts.join(", ");
        if self.threads > 1 {
            text.push_str(&format!(" on {} threads", self.threads));
        }
        match self.origin {
            Origin::Own => {}
            Origin::MoveTime => text.push_str(" (--movetime)"),
            Origin::DxpMoveTime => text.push_str(" (covering --movetime a move)"),
            Origin::Shared(from) => text.push_str(&format!(" ({from}'s clock)")),
        }
        if self.is_dxp() {
            text.push_str(", kept by the DXP engine");
        }
        text
    }

    /// A fresh engine for this player: ply's searcher, or the external program started.
    ///
    /// # Errors
    /// The external program cannot be started or refuses an option.
    pub fn engine(
        &self,
        game: &dyn AnyGame,
        context: &ply_games::Context,
    ) -> Result<Box<dyn AnyEngine>, GameError> {
        match (&self.external, self.clock) {
            (Some(spec), Some(clock)) if self.is_dxp() => {
                // The clock as the GAMEREQ's time control: whole minutes by construction.
                let mut spec = spec.clone();
                spec.options.extend([
                    ("time".to_string(), (clock.time.as_secs() / 60).to_string()),
                    ("moves".to_string(), clock.moves.unwrap_or(0).to_string()),
                ]);
                spec.spawn(game.id())
            }
            (Some(spec), _) => spec.spawn(game.id()),
            (None, _) => {
                let mut engine = game.new_engine(16, context);
                engine.set_threads(self.threads);
                Ok(engine)
            }
        }
    }

    /// Starts and drops an external engine, so that a missing program or an unknown option is
    /// an input error before any game starts. A DXP engine is not tried: a program that follows
    /// one connection at a time (Scan does) would take the trial connection for the match and
    /// leave when it closes; a DXP engine that cannot be reached fails when the games start.
    ///
    /// # Errors
    /// As [`Player::engine`].
    pub fn check(&self, game: &dyn AnyGame) -> Outcome {
        if self.external.is_some() && !self.is_dxp() {
            self.engine(game, &ply_games::Context::default())
                .map_err(|e| Failure::input(format!("engine '{}': {e}", self.text)))?;
        }
        Ok(())
    }
}

/// Gives a side that sets no limit of its own the clock the other side plays on, if it has one,
/// so that a clock given to one side (or a DXP engine's) applies to both.
///
/// # Errors
/// As [`Player::take_clock`].
pub fn share_clock(a: &mut Player, b: &mut Player) -> Outcome {
    if a.origin != Origin::Own
        && let Some(clock) = b.clock
    {
        a.take_clock(clock, "B")
    } else if b.origin != Origin::Own
        && let Some(clock) = a.clock
    {
        b.take_clock(clock, "A")
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_ply_and_external_players() {
        let p = Player::parse("level=3,nodes=500", 100, "chess").unwrap();
        assert_eq!((p.level.number(), p.limits.nodes), (3, Some(500)));
        assert!(p.external.is_none());
        let p = Player::parse("level=5", 250, "kabe").unwrap();
        assert_eq!(p.limits.movetime, Some(Duration::from_millis(250)));
        assert_eq!(p.threads, 1);
        let p = Player::parse("level=10,threads=2", 250, "kabe").unwrap();
        assert_eq!(p.threads, 2);
        assert_eq!(
            (p.origin.clone(), p.limits.movetime),
            (Origin::MoveTime, Some(Duration::from_millis(250))),
            "threads= is not a limit: --movetime still applies"
        );
        assert_eq!(p.limits_text(), "250 ms a move on 2 threads (--movetime)");
        let p = Player::parse(
            "uci:/usr/games/stockfish,UCI_LimitStrength=true,UCI_Elo=1500,movetime=1000",
            100,
            "chess",
        )
        .unwrap();
        assert_eq!(p.limits.movetime, Some(Duration::from_millis(1000)));
        let spec = p.external.unwrap();
        assert_eq!(spec.options.len(), 2);
        assert_eq!(
            p.name,
            "stockfish,UCI_LimitStrength=true,UCI_Elo=1500,movetime=1000"
        );
        let err = |t: &str, game: &str| Player::parse(t, 100, game).unwrap_err().to_string();
        assert!(err("uci:sf", "kalah").contains("do not play kalah"));
        assert!(err("hub:dame", "chess").contains("do not play chess"));
        assert!(err("uci:sf,movetime=x", "chess").contains("movetime needs ms"));
        assert!(err("level=11", "chess").contains("1-10"));
        assert!(err("threads=0", "chess").contains("threads are 1-64"));
        assert!(err("threads=65", "chess").contains("threads are 1-64"));
        assert!(err("threads=two", "chess").contains("threads needs a thread count"));
        assert!(err("speed=3", "chess").contains("unknown setting"));
        assert!(err("uci:", "chess").contains("command is missing"));
        assert!(err("level=3,time=x", "kabe").contains("time needs minutes"));
        assert!(err("level=3,time=-1", "kabe").contains("time needs minutes"));
        assert!(err("level=3,moves=40", "kabe").contains("needs time="));
        assert!(err("level=3,time=2,moves=0", "kabe").contains("moves are 1-1000"));
    }

    #[test]
    fn a_game_clock_counts_down_and_renews_each_period() {
        let p = Player::parse("level=10,time=2,moves=150", 100, "draughts").unwrap();
        let clock = p.clock.unwrap();
        assert_eq!(clock.time, Duration::from_secs(120));
        assert_eq!(p.limits.movetime, None, "no time per move beside the clock");
        let limits = clock.limits(clock.time, 0);
        assert_eq!(limits.moves_to_go, Some(150));
        assert_eq!(clock.limits(clock.time, 149).moves_to_go, Some(1));
        assert_eq!(clock.limits(clock.time, 150).moves_to_go, Some(150));
        let second = Duration::from_secs(1);
        assert_eq!(
            clock.charge(clock.time, second, 1),
            Some(Duration::from_secs(119))
        );
        assert_eq!(
            clock.charge(second, second, 150),
            Some(Duration::from_secs(120)),
            "a new period after 150 moves"
        );
        assert_eq!(clock.charge(second, second * 2, 3), None, "the flag falls");
        let whole = Player::parse("level=1,time=0.5", 100, "kabe").unwrap();
        let whole = whole.clock.unwrap();
        assert_eq!((whole.time, whole.moves), (Duration::from_secs(30), None));
        assert_eq!(whole.limits(whole.time, 7).moves_to_go, None);
    }

    fn shared(a: &str, b: &str) -> Result<(Player, Player), String> {
        let mut a = Player::parse(a, 100, "draughts").map_err(|e| e.to_string())?;
        let mut b = Player::parse(b, 100, "draughts").map_err(|e| e.to_string())?;
        share_clock(&mut a, &mut b).map_err(|e| e.to_string())?;
        Ok((a, b))
    }

    #[test]
    fn a_clock_given_to_one_side_applies_to_both() {
        let minute = |m: u64, moves| {
            Some(GameClock {
                time: Duration::from_secs(60 * m),
                moves,
            })
        };
        // A DXP engine's clock reaches ply's engine, which sets no limit.
        let (a, b) = shared("level=10", "dxp:127.0.0.1:1,time=1,moves=150").unwrap();
        assert_eq!((a.clock, a.limits.movetime), (minute(1, Some(150)), None));
        assert_eq!(a.limits_text(), "1 min for 150 moves (B's clock)");
        assert_eq!(b.clock, minute(1, Some(150)));
        assert_eq!(
            b.limits_text(),
            "1 min for 150 moves, kept by the DXP engine"
        );
        // ply's clock reaches a DXP engine that sets none, and an external engine of any kind.
        let (a, b) = shared("level=10,time=2,moves=40", "dxp:127.0.0.1:1").unwrap();
        assert_eq!(
            (a.clock, b.clock),
            (minute(2, Some(40)), minute(2, Some(40)))
        );
        assert_eq!(
            b.limits_text(),
            "2 min for 40 moves (A's clock), kept by the DXP engine"
        );
        let (a, b) = shared("hub:dame", "level=10,time=3").unwrap();
        assert_eq!((a.clock, a.origin), (minute(3, None), Origin::Shared("B")));
        assert_eq!(b.limits_text(), "3 min for the game");
        // A DXP engine without a clock of its own covers `--movetime` a move in whole minutes;
        // ply's engine plays on that clock too.
        let (a, b) = shared("dxp:127.0.0.1:1", "level=1").unwrap();
        assert_eq!(
            (a.clock, b.clock),
            (minute(1, Some(150)), minute(1, Some(150)))
        );
        assert_eq!(
            a.limits_text(),
            "1 min for 150 moves (covering --movetime a move), kept by the DXP engine"
        );
        // A side with a limit of its own keeps it, and both are said.
        let (a, b) = shared("level=10,movetime=200", "dxp:127.0.0.1:1,time=2,moves=0").unwrap();
        assert_eq!((a.clock, a.limits_text().as_str()), (None, "200 ms a move"));
        assert_eq!(b.clock, minute(2, None));
        let (a, b) = shared("level=3", "level=5,depth=4").unwrap();
        assert_eq!(a.limits_text(), "100 ms a move (--movetime)");
        assert_eq!(b.limits_text(), "depth 4");
        // A clock DXP cannot say is refused, not rounded.
        let err = shared("level=3,time=0.5", "dxp:127.0.0.1:1").unwrap_err();
        assert!(err.contains("cannot be a DXP time control"), "{err}");
        assert!(err.contains("30 s for the game"), "{err}");
        for (spec, says) in [
            ("dxp:h:1,time=0.5", "whole minutes"),
            ("dxp:h:1,time=1000", "1-999 minutes"),
            ("dxp:h:1,moves=1000", "0-999"),
        ] {
            let err = shared("level=3", spec).unwrap_err();
            assert!(err.contains(says), "{spec}: {err}");
        }
    }
}
