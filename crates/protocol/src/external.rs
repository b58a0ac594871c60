//! External engines named by a specification such as `uci:stockfish,UCI_Elo=2000` or
//! `hub:dame hub`: the protocol, the command that starts the engine (a program and its
//! arguments, separated by spaces), and the engine options to set, separated by commas.

use std::fmt;

use ply_games::{AnyEngine, GameError};

/// The protocol an external engine speaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Protocol {
    /// The Universal Chess Interface: chess.
    Uci,
    /// Hub, version 2: every draughts game of the registry ([`crate::hub::HubVariant`]).
    Hub,
    /// DXP over TCP, `dxp:HOST:PORT`: international draughts.
    Dxp,
}

impl Protocol {
    /// Whether engines of this protocol can play the game `game_id`.
    pub fn plays(self, game_id: &str) -> bool {
        match self {
            Protocol::Uci => game_id == "chess",
            Protocol::Hub => crate::hub::HubVariant::for_game(game_id).is_some(),
            Protocol::Dxp => game_id == "draughts",
        }
    }
}

/// A parsed engine specification.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    pub protocol: Protocol,
    /// The program and its arguments, separated by spaces.
    pub command: String,
    /// Engine options in the order given (`UCI_Elo=2000`, `Skill Level=5`).
    pub options: Vec<(String, String)>,
}

/// Why a specification cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError(pub String);

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SpecError {}

impl EngineSpec {
    /// Reads `uci:COMMAND[,NAME=VALUE...]` or `hub:COMMAND[,NAME=VALUE...]`.
    ///
    /// # Errors
    /// No `uci:`/`hub:` prefix, an empty command, or an option without `=`.
    pub fn parse(text: &str) -> Result<EngineSpec, SpecError> {
        let (protocol, rest) = if let Some(rest) = text.strip_prefix("uci:") {
            (Protocol::Uci, rest)
        } else if let Some(rest) = text.strip_prefix("hub:") {
            (Protocol::Hub, rest)
        } else if let Some(rest) = text.strip_prefix("dxp:") {
            (Protocol::Dxp, rest)
        } else {
            return Err(SpecError(format!(
                "engine '{text}': expected uci:COMMAND, hub:COMMAND or dxp:HOST:PORT"
            )));
        };
        let mut parts = rest.split(',');
        let command = parts.next().unwrap_or("").trim().to_string();
        if command.is_empty() {
            return Err(SpecError(format!(
                "engine '{text}': the command is missing"
            )));
        }
        let mut options = Vec::new();
        for part in parts.map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = part.split_once('=').ok_or_else(|| {
                SpecError(format!(
                    "engine '{text}': option '{part}' is not NAME=VALUE"
                ))
            })?;
            options.push((name.trim().to_string(), value.trim().to_string()));
        }
        Ok(EngineSpec {
            protocol,
            command,
            options,
        })
    }

    /// The program's name, for display (`stockfish`, `dame`).
    pub fn program(&self) -> &str {
        let program = self.command.split_whitespace().next().unwrap_or("");
        program.rsplit('/').next().unwrap_or(program)
    }

    /// Starts the engine for `game_id` and prepares it (handshake, options, ready).
    ///
    /// # Errors
    /// The protocol does not play this game, the program cannot be started, or it does not
    /// complete the handshake.
    pub fn spawn(&self, game_id: &str) -> Result<Box<dyn AnyEngine>, GameError> {
        if !self.protocol.plays(game_id) {
            return Err(GameError::Engine(format!(
                "{} engines do not play {game_id}",
                match self.protocol {
                    Protocol::Uci => "UCI",
                    Protocol::Hub => "Hub",
                    Protocol::Dxp => "DXP",
                }
            )));
        }
        match self.protocol {
            Protocol::Uci => crate::uci::spawn(&self.command, &self.options),
            Protocol::Hub => crate::hub::spawn(&self.command, &self.options, game_id),
            Protocol::Dxp => crate::dxp::connect(&self.command, &self.options),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_specification() {
        let spec =
            EngineSpec::parse("uci:/usr/games/stockfish,UCI_LimitStrength=true, Skill Level=5")
                .unwrap();
        assert_eq!(spec.protocol, Protocol::Uci);
        assert_eq!(spec.command, "/usr/games/stockfish");
        assert_eq!(spec.program(), "stockfish");
        assert_eq!(
            spec.options,
            vec![
                ("UCI_LimitStrength".to_string(), "true".to_string()),
                ("Skill Level".to_string(), "5".to_string())
            ]
        );
        let hub = EngineSpec::parse("hub:dame hub").unwrap();
        assert_eq!(
            (hub.protocol, hub.command.as_str()),
            (Protocol::Hub, "dame hub")
        );
    }

    #[test]
    fn refuses_bad_specifications() {
        for bad in ["stockfish", "uci:", "hub: ,x=1", "uci:sf,Hash"] {
            assert!(EngineSpec::parse(bad).is_err(), "{bad}");
        }
        let dxp = EngineSpec::parse("dxp:127.0.0.1:27531,time=2,moves=150").unwrap();
        assert_eq!(
            (dxp.protocol, dxp.command.as_str(), dxp.options.len()),
            (Protocol::Dxp, "127.0.0.1:27531", 2)
        );
        assert!(dxp.spawn("kabe").is_err());
        let spec = EngineSpec::parse("uci:sf").unwrap();
        assert!(spec.spawn("kalah").is_err());
    }
}
