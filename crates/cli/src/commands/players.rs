//! The players of `ply match`: ply's engine at a level (`level=N,movetime=MS`), or an external
//! engine (`uci:COMMAND,Name=Value,...`, `hub:COMMAND,...`) whose lowercase `movetime`, `depth`
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
                _ => {
                    return Err(bad(format!(
                        "unknown setting '{key}' (level, movetime, depth, nodes)"
                    )));
                }
            }
        }
        let limits = &mut player.limits;
        if limits.movetime.is_none() && limits.depth.is_none() && limits.nodes.is_none() {
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
    /// an input error before any game starts.
    ///
    /// # Errors
    /// As [`Player::engine`].
    pub fn check(&self, game: &dyn AnyGame) -> Outcome {
        if self.external.is_some() {
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
    }
}
