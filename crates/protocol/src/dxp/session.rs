//! ply's side of a DXP connection (`ply dxp`): as the follower it accepts the peer's game
//! requests, as the initiator it requests games itself, alternating colours; either way it
//! plays its moves with its engine. Every message sent or received and every error goes to the
//! log; a message that cannot be read or does not fit the game ends the game with GAMEEND and
//! closes the connection, a peer that goes away ends the game as unfinished.

use std::{
    fs::OpenOptions,
    io::{self, Write},
    net::TcpStream,
    path::PathBuf,
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use ply_core::{Game, Outcome as GameOutcome, Reason, Side};
use ply_draughts::Draughts;
use ply_games::{AnyEngine, AnyRecord, Clock, GameError, Level, Limits, Think};

use super::{Colour, EndReason, GameAcc, GameEnd, GameReq, Message, Received, notation, wire};
use crate::{
    Settings,
    link::{Ended, Link},
};

/// Writes a line to the log.
macro_rules! log {
    ($player:expr, $($arg:tt)*) => {{
        let _ = writeln!($player.log, $($arg)*);
        let _ = $player.log.flush();
    }};
}

/// ply's side of the board and its engine, kept across games and connections.
pub struct Player {
    engine: Box<dyn AnyEngine>,
    level: Level,
    name: String,
    pdn: Option<PathBuf>,
    timeout: Duration,
    searches: u64,
    games: u32,
    log: Box<dyn Write + Send>,
}

impl Player {
    /// ply's engine at `settings`, named `name` in GAMEREQ and GAMEACC (1 to 32 ASCII
    /// characters), waiting up to `timeout` for each message of the peer, writing its log to
    /// `log` and, with `pdn`, appending every game to that file.
    ///
    /// # Errors
    /// A name that DXP cannot carry, or international draughts is not registered.
    pub fn new(
        settings: &Settings,
        name: &str,
        timeout: Duration,
        pdn: Option<PathBuf>,
        log: impl Write + Send + 'static,
    ) -> std::result::Result<Player, GameError> {
        if name.is_empty() || name.len() > 32 || !name.is_ascii() {
            return Err(GameError::Engine(
                "the DXP name must be 1 to 32 ASCII characters".into(),
            ));
        }
        let mut engine =
            ply_games::find("draughts")?.new_engine(settings.hash_mb, &settings.context);
        engine.set_threads(settings.threads);
        Ok(Player {
            engine,
            level: settings.level,
            name: name.to_string(),
            pdn,
            timeout: timeout.max(Duration::from_millis(1)),
            searches: 0,
            games: 0,
            log: Box::new(log),
        })
    }

    /// The number of games played so far, on every connection.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// Writes `line` to the log.
    pub fn log(&mut self, line: impl std::fmt::Display) {
        log!(self, "{line}");
    }
}

/// What the initiator asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The time for `moves` moves, for each side.
    pub minutes: u16,
    pub moves: u16,
    /// ply's colour in the next game.
    pub colour: Colour,
    /// The number of games still to request.
    pub games_left: u32,
}

/// A game in progress.
struct Current {
    record: Box<dyn AnyRecord>,
    pos: Draughts,
    me: Side,
    opponent: String,
    time_left: Duration,
    moves: u16,
}

/// How a game ended, for the record.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Result {
    Winner(Side),
    Draw,
    Unfinished,
}

/// What to do after a message.
enum Flow {
    Continue,
    Close,
}

/// Follows the game requests of the peer on `stream` until it closes the connection.
///
/// # Errors
/// The stream cannot be read from a thread of its own.
pub fn follow(stream: TcpStream, player: &mut Player) -> io::Result<()> {
    Session::new(stream, player, None)?.run();
    Ok(())
}

/// Requests games from the peer on `stream` as `request` says, and plays them.
///
/// # Errors
/// The stream cannot be read from a thread of its own.
pub fn initiate(stream: TcpStream, player: &mut Player, request: Request) -> io::Result<()> {
    Session::new(stream, player, Some(request))?.run();
    Ok(())
}

/// One connection.
struct Session<'a> {
    link: Link<Received>,
    player: &'a mut Player,
    request: Option<Request>,
    /// The colour ply asked for in a GAMEREQ not yet answered.
    asked: Option<Colour>,
    game: Option<Current>,
}

impl<'a> Session<'a> {
    fn new(
        stream: TcpStream,
        player: &'a mut Player,
        request: Option<Request>,
    ) -> io::Result<Session<'a>> {
        Ok(Session {
            link: Link::over(stream, wire::frame)?,
            player,
            request,
            asked: None,
            game: None,
        })
    }

    fn send(&mut self, message: &Message) -> bool {
        let mut bytes = Vec::new();
        match wire::write_message(&mut bytes, message).and_then(|()| self.link.send(&bytes)) {
            Ok(()) => {
                log!(
                    self.player,
                    "dxp: sent {}",
                    message.write().unwrap_or_default()
                );
                true
            }
            Err(e) => {
                log!(self.player, "dxp: error: sending: {e}");
                false
            }
        }
    }

    fn run(mut self) {
        if self.request.is_some() && !self.request_game() {
            return;
        }
        loop {
            let received = self.link.receive_by(Instant::now() + self.player.timeout);
            let flow = match received {
                Ok(Received::Message(message)) => {
                    log!(
                        self.player,
                        "dxp: received {}",
                        message.write().unwrap_or_default()
                    );
                    self.handle(message)
                }
                Ok(Received::Malformed(e)) => Err(format!("malformed message: {e}")),
                Ok(Received::Closed) | Err(Ended::Closed) => {
                    if self.game.is_some() {
                        log!(
                            self.player,
                            "dxp: the peer disconnected in the middle of the game"
                        );
                        self.finish(Result::Unfinished);
                    }
                    return;
                }
                Err(Ended::TimedOut) if self.game.is_none() => {
                    log!(
                        self.player,
                        "dxp: the connection ended: the peer said nothing for {} s",
                        self.player.timeout.as_secs()
                    );
                    return;
                }
                Err(Ended::TimedOut) => {
                    log!(
                        self.player,
                        "dxp: error: reading: the peer said nothing for {} s",
                        self.player.timeout.as_secs()
                    );
                    self.end(EndReason::Unknown, Result::Unfinished);
                    return;
                }
            };
            match flow {
                Ok(Flow::Continue) => {}
                Ok(Flow::Close) => {
                    if self.request.is_some() {
                        // Give the peer's answer to ply's last GAMEEND a moment to arrive, so
                        // that the connection is not reset under it.
                        let _ = self
                            .link
                            .receive_by(Instant::now() + Duration::from_secs(2));
                    }
                    return;
                }
                Err(e) => {
                    log!(self.player, "dxp: error: {e}");
                    self.end(EndReason::Unknown, Result::Unfinished);
                    return;
                }
            }
        }
    }

    /// Sends a GAMEREQ if games are left; false when there is nothing more to do.
    fn request_game(&mut self) -> bool {
        let Some(request) = self.request.as_mut().filter(|r| r.games_left > 0) else {
            return false;
        };
        request.games_left -= 1;
        let message = Message::GameReq(GameReq {
            version: 1,
            initiator: self.player.name.clone(),
            follower_colour: request.colour.opposite(),
            minutes: request.minutes,
            moves: request.moves,
            position: None,
        });
        self.asked = Some(request.colour);
        request.colour = request.colour.opposite();
        self.send(&message)
    }

    fn handle(&mut self, message: Message) -> std::result::Result<Flow, String> {
        match message {
            Message::GameReq(r) => self.game_request(&r),
            Message::GameAcc(a) => {
                let Some(colour) = self.asked.take() else {
                    return Err("GAMEACC without a GAMEREQ".into());
                };
                if a.code != 0 {
                    log!(
                        self.player,
                        "dxp: {} refused the game (code {})",
                        a.follower,
                        a.code
                    );
                    return Ok(Flow::Close);
                }
                let request = self.request.as_ref().ok_or("GAMEACC to a follower")?;
                let (minutes, moves) = (request.minutes, request.moves);
                let pos = notation::read_position(None).map_err(|e| e.0)?;
                self.start(pos, notation::side_of(colour), a.follower, minutes, moves)
            }
            Message::Move(m) => {
                let game = self.game.as_mut().ok_or("MOVE outside a game")?;
                if game.pos.side_to_move() == game.me {
                    return Err("MOVE out of turn: it is ply's move".into());
                }
                let mv =
                    notation::read_move(&game.pos, &m).map_err(|e| format!("illegal MOVE: {e}"))?;
                let text = game.pos.format_move(mv);
                game.record
                    .play(&text)
                    .map_err(|e| format!("MOVE {text}: {e}"))?;
                game.pos.play(mv);
                self.after_move()
            }
            Message::GameEnd(e) => {
                if self.game.is_some() {
                    let me = self.game.as_ref().map_or(Side::White, |g| g.me);
                    let result = match e.reason {
                        EndReason::Unknown => Result::Unfinished,
                        EndReason::Draw => Result::Draw,
                        EndReason::Win => Result::Winner(me.opposite()),
                        EndReason::Lose => Result::Winner(me),
                    };
                    self.end(EndReason::Unknown, result);
                    if e.stop {
                        return Ok(Flow::Close);
                    }
                    return Ok(self.next_game());
                }
                // Outside a game, a GAMEEND answers ply's own (both sides may have seen the
                // end at once): nothing to do unless it asks to stop.
                Ok(if e.stop { Flow::Close } else { Flow::Continue })
            }
            Message::Chat(text) => {
                log!(self.player, "dxp: chat: {text}");
                Ok(Flow::Continue)
            }
            Message::BackReq(_) => {
                self.send(&Message::BackAcc(1));
                log!(self.player, "dxp: taking moves back is not supported");
                Ok(Flow::Continue)
            }
            Message::BackAcc(_) => Ok(Flow::Continue),
        }
    }

    fn game_request(&mut self, r: &GameReq) -> std::result::Result<Flow, String> {
        let refuse = |this: &mut Self, code: u8, why: &str| {
            log!(this.player, "dxp: game request refused: {why}");
            this.send(&Message::Chat(why.to_string()));
            this.send(&Message::GameAcc(GameAcc {
                follower: this.player.name.clone(),
                code,
            }));
            Ok(Flow::Continue)
        };
        if self.request.is_some() {
            return refuse(self, 3, "ply is the initiator here");
        }
        if self.game.is_some() {
            return refuse(self, 3, "a game is in progress");
        }
        if r.version != 1 {
            return refuse(self, 1, "only DXP version 1 is spoken");
        }
        let pos = match notation::read_position(r.position.as_ref()) {
            Ok(pos) => pos,
            Err(e) => return refuse(self, 3, &format!("bad start position: {e}")),
        };
        if !self.send(&Message::GameAcc(GameAcc {
            follower: self.player.name.clone(),
            code: 0,
        })) {
            return Ok(Flow::Close);
        }
        let me = notation::side_of(r.follower_colour);
        self.start(pos, me, r.initiator.clone(), r.minutes, r.moves)
    }

    fn start(
        &mut self,
        pos: Draughts,
        me: Side,
        opponent: String,
        minutes: u16,
        moves: u16,
    ) -> std::result::Result<Flow, String> {
        let mut record = ply_games::find("draughts")
            .and_then(|g| g.new_game(&[], Some(&pos.to_text())))
            .map_err(|e| e.to_string())?;
        let (white, black) = match me {
            Side::White => (self.player.name.as_str(), opponent.as_str()),
            Side::Black => (opponent.as_str(), self.player.name.as_str()),
        };
        record.set_tag("Event", "DXP game");
        record.set_tag("White", white);
        record.set_tag("Black", black);
        record.set_tag("TimeControl", &format!("{minutes} min / {moves} moves"));
        log!(
            self.player,
            "dxp: game starts: {white} (white) - {black} (black), {minutes} min for {moves} moves, ply plays {}",
            if me == Side::White { "white" } else { "black" }
        );
        self.game = Some(Current {
            record,
            pos,
            me,
            opponent,
            time_left: Duration::from_secs(u64::from(minutes) * 60),
            moves,
        });
        self.after_move()
    }

    /// After a move (or at the start): ends a finished game, or plays ply's move.
    fn after_move(&mut self) -> std::result::Result<Flow, String> {
        let Some(game) = self.game.as_ref() else {
            return Ok(Flow::Continue);
        };
        if let Some(outcome) = game.record.outcome() {
            let (result, reason) = match outcome.winner {
                None => (Result::Draw, EndReason::Draw),
                Some(w) if w == game.me => (Result::Winner(w), EndReason::Win),
                Some(w) => (Result::Winner(w), EndReason::Lose),
            };
            self.end(reason, result);
            return Ok(self.next_game());
        }
        let plies = game.record.moves().len();
        if game.moves > 0 && plies >= 2 * usize::from(game.moves) {
            let moves = game.moves;
            log!(
                self.player,
                "dxp: {moves} moves played, the result is unknown"
            );
            self.end(EndReason::Unknown, Result::Unfinished);
            return Ok(self.next_game());
        }
        if game.pos.side_to_move() != game.me {
            return Ok(Flow::Continue);
        }
        self.play_own_move()?;
        self.after_move()
    }

    fn play_own_move(&mut self) -> std::result::Result<(), String> {
        let player = &mut *self.player;
        let game = self.game.as_mut().ok_or("no game")?;
        let made = game.record.moves().len() / 2;
        let moves_to_go =
            (game.moves > 0).then(|| (u32::from(game.moves)).saturating_sub(made as u32).max(1));
        player.searches += 1;
        let think = Think {
            limits: Limits {
                clock: Some(Clock {
                    time_left: game.time_left,
                    increment: Duration::ZERO,
                    moves_to_go: moves_to_go.or(Some(30)),
                }),
                ..Limits::default()
            },
            level: (player.level != Level::MAX).then_some(player.level),
            seed: player.searches,
        };
        let started = Instant::now();
        let thought = player
            .engine
            .think(
                game.record.as_ref(),
                &think,
                &AtomicBool::new(false),
                &mut |_| {},
            )
            .map_err(|e| e.to_string())?;
        let used = started.elapsed();
        game.time_left = game.time_left.saturating_sub(used);
        let best = thought.best_move.ok_or("ply has no legal move")?;
        let mut legal = Vec::new();
        game.pos.generate(&mut legal);
        let mv = legal
            .into_iter()
            .find(|&m| game.pos.format_move(m) == best)
            .ok_or_else(|| format!("the engine's move {best} is not legal"))?;
        game.record.play(&best).map_err(|e| e.to_string())?;
        game.pos.play(mv);
        let seconds = used.as_secs().min(9999) as u16;
        if !self.send(&Message::Move(notation::write_move(mv, seconds))) {
            return Err("the move could not be sent".into());
        }
        Ok(())
    }

    /// Sends GAMEEND with `reason` (from ply's view) and records the game.
    fn end(&mut self, reason: EndReason, result: Result) {
        if self.game.is_some() {
            self.send(&Message::GameEnd(GameEnd {
                reason,
                stop: false,
            }));
            self.finish(result);
        }
    }

    /// After a game: the initiator requests the next one, or closes when done.
    fn next_game(&mut self) -> Flow {
        if self.request.is_none() {
            return Flow::Continue;
        }
        if self.request_game() {
            Flow::Continue
        } else {
            Flow::Close
        }
    }

    /// Ends the current game with `result` and writes it to the PDN file.
    fn finish(&mut self, result: Result) {
        let Some(mut game) = self.game.take() else {
            return;
        };
        self.player.games += 1;
        if game.record.outcome().is_none() {
            let outcome = match result {
                Result::Winner(side) => Some(GameOutcome::win(side, Reason::RESIGNATION)),
                Result::Draw => Some(GameOutcome::draw(Reason::AGREEMENT)),
                Result::Unfinished => None,
            };
            if let Some(outcome) = outcome {
                let _ = game.record.declare(outcome);
            }
        }
        let text = match result {
            Result::Winner(side) if side == game.me => "ply wins",
            Result::Winner(_) => "ply loses",
            Result::Draw => "draw",
            Result::Unfinished => "unfinished",
        };
        log!(
            self.player,
            "dxp: game {} against {} ended after {} plies: {text}",
            self.player.games,
            game.opponent,
            game.record.moves().len()
        );
        if let Some(path) = &self.player.pdn {
            let written = OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .and_then(|mut f| writeln!(f, "{}\n", game.record.write_record().trim_end()));
            if let Err(e) = written {
                let path = path.display().to_string();
                log!(self.player, "dxp: error: writing {path}: {e}");
            }
        }
    }
}
