//! The players of `ply match`: ply's engine at a level (`level=N,movetime=MS`, or a game clock
//! `level=N,time=MIN,moves=N`), or an external engine (`uci:COMMAND,Name=Value,...`, `hub:COMMAND,...`) whose lowercase `movetime`, `depth`
//! and `nodes` are ply's limits for it and whose other settings are the engine's options.

use std::time::Duration;

use ply_games::{AnyEngine, AnyGame, GameError, Level, Limits, MAX_DEPTH};
use ply_protocol::external::EngineSpec;

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
    /// The external engine, when the player is not ply's own.
    pub external: Option<EngineSpec>,
    /// ply's own engine on a game clock instead of a time per move.
    pub clock: Option<GameClock>,
}

/// A time control for ply's own engine in a match: `time` for every `moves` moves (the same
/// again after each period), or for the whole game when `moves` is not set. The clock has no
/// increment; a side whose time runs out loses on time, as the game's rules judge it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct GameClock {
    pub time: Duration,
    pub moves: Option<u32>,
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
    /// spec sets no limit.
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
            external: None,
            clock: None,
        };
        let settings: Vec<(String, String)> =
            if ["uci:", "hub:", "dxp:"].iter().any(|p| text.starts_with(p)) {
                let mut spec = EngineSpec::parse(text).map_err(Failure::input)?;
                if !spec.protocol.plays(game_id) {
                    let protocol = match spec.protocol {
                        ply_protocol::external::Protocol::Uci => "UCI",
                        ply_protocol::external::Protocol::Hub => "Hub",
                        ply_protocol::external::Protocol::Dxp => "DXP",
                    };
                    return Err(bad(format!("{protocol} engines do not play {game_id}")));
                }
                let (limits, options): (Vec<_>, Vec<_>) = spec
                    .options
                    .drain(..)
                    .partition(|(k, _)| matches!(k.as_str(), "movetime" | "depth" | "nodes"));
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
                "movetime" => player.limits.movetime = Some(Duration::from_millis(number("ms")?)),
                "depth" => {
                    let depth = u32::try_from(number("a depth")?)
                        .ok()
                        .filter(|d| (1..=MAX_DEPTH).contains(d))
                        .ok_or_else(|| bad(format!("depths are 1-{MAX_DEPTH}")))?;
                    player.limits.depth = Some(depth);
                }
                "nodes" => player.limits.nodes = Some(number("a node count")?),
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
                        "unknown setting '{key}' (level, movetime, depth, nodes, time, moves)"
                    )));
                }
            }
        }
        if player.clock.is_some_and(|c| c.time.is_zero()) {
            return Err(bad(
                "moves= needs time= (minutes for those moves)".to_string()
            ));
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

    /// A fresh engine for this player: ply's searcher, or the external program started.
    ///
    /// # Errors
    /// The external program cannot be started or refuses an option.
    pub fn engine(&self, game: &dyn AnyGame) -> Result<Box<dyn AnyEngine>, GameError> {
        match &self.external {
            Some(spec) => spec.spawn(game.id()),
            None => Ok(game.new_engine(16)),
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
        let dxp = self
            .external
            .as_ref()
            .is_some_and(|spec| spec.protocol == ply_protocol::external::Protocol::Dxp);
        if self.external.is_some() && !dxp {
            self.engine(game)
                .map_err(|e| Failure::input(format!("engine '{}': {e}", self.text)))?;
        }
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
}
