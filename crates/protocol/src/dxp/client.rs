//! A DXP peer as an [`AnyEngine`]: ply initiates a game with GAMEREQ when asked to think about
//! a game the peer does not know yet (the peer plays the side to move), sends the moves played
//! since the peer's last move, and waits for the peer's MOVE. A new game first ends the old one
//! with GAMEEND. Every wait has a deadline; a peer that breaks the protocol or leaves is an
//! error, never a hang. A GAMEEND in which the peer says it loses is its resignation; one that
//! claims a win or a draw, or gives no result, is an error (the rules did not end the game).

use std::{
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use ply_core::Game;
use ply_draughts::Draughts;
use ply_games::{AnyEngine, AnyRecord, GameError, Think, Thought};

use super::{Colour, EndReason, GameEnd, GameReq, Message, Received, notation, wire};
use crate::{
    hub::HubVariant,
    link::{Ended, Link},
};

/// Grace beyond the time a move was given.
const GRACE: Duration = Duration::from_secs(30);
/// How long GAMEACC may take.
const ACCEPT: Duration = Duration::from_secs(30);

/// The game the peer is playing.
struct Current {
    start: String,
    /// ply's texts of the moves the peer knows.
    moves: Vec<String>,
}

/// A connection to a DXP program that follows ply's game requests.
pub(crate) struct DxpEngine {
    addr: String,
    link: Link<Received>,
    /// Minutes for `moves` moves, or derived from the move time when not set.
    minutes: Option<u16>,
    moves: u16,
    game: Option<Current>,
}

fn engine_error(message: impl Into<String>) -> GameError {
    GameError::Engine(message.into())
}

impl DxpEngine {
    /// Connects to `addr`; options `time=MINUTES` and `moves=N` set the GAMEREQ's time control.
    pub(crate) fn connect(
        addr: &str,
        options: &[(String, String)],
    ) -> Result<DxpEngine, GameError> {
        let mut minutes = None;
        let mut moves = super::DEFAULT_MOVES;
        for (name, value) in options {
            let n = value.parse::<u16>().ok().filter(|n| *n < 1000);
            match (name.as_str(), n) {
                ("time", Some(n)) if n > 0 => minutes = Some(n),
                ("moves", Some(n)) => moves = n,
                _ => {
                    return Err(engine_error(format!(
                        "DXP setting {name}={value}: expected time=MINUTES (1 to 999) or moves=N (0 to 999)"
                    )));
                }
            }
        }
        let link = Link::connect(addr, wire::frame).map_err(|e| {
            engine_error(format!("cannot connect to the DXP engine at {addr}: {e}"))
        })?;
        Ok(DxpEngine {
            addr: addr.to_string(),
            link,
            minutes,
            moves,
            game: None,
        })
    }

    fn send(&mut self, message: &Message) -> Result<(), GameError> {
        let mut bytes = Vec::new();
        wire::write_message(&mut bytes, message)
            .and_then(|()| self.link.send(&bytes))
            .map_err(|e| engine_error(format!("DXP engine at {}: sending: {e}", self.addr)))
    }

    /// The next message other than CHAT, by `deadline`.
    fn receive(&mut self, deadline: Instant) -> Result<Message, GameError> {
        loop {
            match self.link.receive_by(deadline) {
                Ok(Received::Message(Message::Chat(_))) => {}
                Ok(Received::Message(m)) => return Ok(m),
                Ok(Received::Malformed(e)) => {
                    self.end_game();
                    return Err(engine_error(format!(
                        "DXP engine at {}: malformed message: {e}",
                        self.addr
                    )));
                }
                Ok(Received::Closed) | Err(Ended::Closed) => {
                    self.game = None;
                    return Err(engine_error(format!(
                        "DXP engine at {} closed the connection",
                        self.addr
                    )));
                }
                Err(Ended::TimedOut) => {
                    self.end_game();
                    return Err(engine_error(format!(
                        "DXP engine at {} did not answer in time",
                        self.addr
                    )));
                }
            }
        }
    }

    /// Ends the game in progress, if any, with an unknown result.
    fn end_game(&mut self) {
        if self.game.take().is_some() {
            let _ = self.send(&Message::GameEnd(GameEnd {
                reason: EndReason::Unknown,
                stop: false,
            }));
        }
    }

    /// Starts a game from `start` with the peer playing `peer`.
    fn request(
        &mut self,
        start: &Draughts,
        peer: Colour,
        move_time: Duration,
    ) -> Result<(), GameError> {
        self.end_game();
        let minutes = self.minutes.unwrap_or_else(|| {
            let total = move_time.as_secs_f64() * f64::from(self.moves.max(1));
            (total / 60.0).ceil().clamp(1.0, 999.0) as u16
        });
        self.send(&Message::GameReq(GameReq {
            version: 1,
            initiator: "ply".into(),
            follower_colour: peer,
            minutes,
            moves: self.moves,
            position: notation::position_of(start),
        }))?;
        let deadline = Instant::now() + ACCEPT;
        loop {
            match self.receive(deadline)? {
                Message::GameAcc(a) if a.code == 0 => {
                    self.game = Some(Current {
                        start: start.to_text(),
                        moves: Vec::new(),
                    });
                    return Ok(());
                }
                Message::GameAcc(a) => {
                    return Err(engine_error(format!(
                        "DXP engine at {} refused the game (code {})",
                        self.addr, a.code
                    )));
                }
                // The answer to an earlier GAMEEND.
                Message::GameEnd(_) => {}
                other => {
                    return Err(engine_error(format!(
                        "DXP engine at {}: expected GAMEACC, got {}",
                        self.addr,
                        other.write().unwrap_or_default()
                    )));
                }
            }
        }
    }
}

impl AnyEngine for DxpEngine {
    fn think(
        &mut self,
        record: &dyn AnyRecord,
        think: &Think,
        _stop: &AtomicBool,
        _on_info: &mut dyn FnMut(&Thought),
    ) -> Result<Thought, GameError> {
        let rules = HubVariant::NORMAL.rules();
        if record.game_id() != "draughts" {
            return Err(engine_error("DXP engines play international draughts only"));
        }
        let played = record.moves();
        let start_text = record.start_position();
        let known = self
            .game
            .as_ref()
            .filter(|g| g.start == start_text && played.starts_with(&g.moves))
            .map(|g| g.moves.len());
        let move_time = think
            .limits
            .movetime
            .or(think.limits.clock.map(|c| c.budget().1))
            .unwrap_or(Duration::from_secs(1));
        let known = match known {
            Some(n) => n,
            None => {
                let start = Draughts::from_text(&start_text, &rules)
                    .map_err(|e| engine_error(e.to_string()))?;
                let peer = notation::colour_of(record.side_to_move());
                // The peer plays the side to move; moves before it are sent after the request.
                self.request(&start, peer, move_time)?;
                0
            }
        };
        // Send the moves the peer has not seen.
        let mut pos =
            Draughts::from_text(&start_text, &rules).map_err(|e| engine_error(e.to_string()))?;
        for (i, text) in played.iter().enumerate() {
            let mut legal = Vec::new();
            pos.generate(&mut legal);
            let mv = legal
                .into_iter()
                .find(|&m| pos.format_move(m) == *text)
                .ok_or_else(|| engine_error(format!("move {text} is not legal")))?;
            if i >= known {
                self.send(&Message::Move(notation::write_move(mv, 0)))?;
                if let Some(g) = self.game.as_mut() {
                    g.moves.push(text.clone());
                }
            }
            pos.play(mv);
        }
        let started = Instant::now();
        let deadline = started + move_time + GRACE;
        let message = self.receive(deadline)?;
        if let Message::GameEnd(e) = message {
            // Answered with a GAMEEND of ply's own, as the protocol asks; the connection stays
            // open for the next game.
            self.end_game();
            if e.reason == EndReason::Lose {
                // The program gives the game up. A claim of a win or a draw is not taken on
                // trust: the rules of the position did not end the game.
                return Ok(Thought {
                    time: started.elapsed(),
                    resigns: true,
                    ..Thought::default()
                });
            }
            return Err(engine_error(format!(
                "DXP engine at {} ended the game (GAMEEND reason {:?}; if it reached the \
                 GAMEREQ's number of moves, give moves= a count no game reaches)",
                self.addr, e.reason
            )));
        }
        let Message::Move(m) = message else {
            let text = message.write().unwrap_or_default();
            self.end_game();
            self.game = None;
            return Err(engine_error(format!(
                "DXP engine at {}: expected a MOVE, got {text}",
                self.addr
            )));
        };
        let mv = match notation::read_move(&pos, &m) {
            Ok(mv) => mv,
            Err(e) => {
                self.end_game();
                return Err(engine_error(format!(
                    "DXP engine at {}: illegal move: {e}",
                    self.addr
                )));
            }
        };
        let text = pos.format_move(mv);
        if let Some(g) = self.game.as_mut() {
            g.moves.push(text.clone());
        }
        Ok(Thought {
            best_move: Some(text.clone()),
            time: started.elapsed(),
            pv: vec![text],
            ..Thought::default()
        })
    }

    fn clear(&mut self) {}
}

impl Drop for DxpEngine {
    fn drop(&mut self) {
        self.end_game();
    }
}
