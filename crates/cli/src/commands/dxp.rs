//! `ply dxp`: international draughts over DXP, the DamExchange Protocol. With `--listen` ply
//! waits for programs and follows their game requests (one connection after another); with
//! `--connect` it requests games itself, alternating colours. Every message sent or received
//! and every error goes to the log (stdout); a message that cannot be read or does not fit the
//! game ends the game with GAMEEND and closes that connection, a peer that goes away ends the
//! game as unfinished.

use std::{
    fs::OpenOptions,
    io::{BufReader, Write},
    net::{TcpListener, TcpStream},
    sync::atomic::AtomicBool,
    time::{Duration, Instant},
};

use ply_core::{Game, Outcome as GameOutcome, Reason, Side};
use ply_draughts::Draughts;
use ply_games::{AnyEngine, AnyRecord, Clock, Level, Limits, Think};
use ply_protocol::dxp::{
    Colour, EndReason, GameAcc, GameEnd, GameReq, Message, Received, notation, read_message,
    write_message,
};

use crate::{
    args::DxpArgs,
    fail::{Failure, Outcome},
};

/// ply's side of the board and its engine, kept across games and connections.
struct Player {
    engine: Box<dyn AnyEngine>,
    level: Level,
    name: String,
    pdn: Option<std::path::PathBuf>,
    timeout: Duration,
    searches: u64,
    games: u32,
}

/// What the initiator asks for.
struct Request {
    minutes: u16,
    moves: u16,
    /// ply's colour in the next game.
    colour: Colour,
    games_left: u32,
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

pub fn run(args: &DxpArgs) -> Outcome {
    let level = Level::new(args.level)
        .ok_or_else(|| Failure::input(format!("--level {}: expected 1 to 10", args.level)))?;
    let colour = match args.colour.as_str() {
        "white" | "w" | "W" => Colour::White,
        "black" | "b" | "B" | "Z" => Colour::Black,
        other => {
            return Err(Failure::input(format!(
                "--colour {other}: expected white or black"
            )));
        }
    };
    if args.name.is_empty() || args.name.len() > 32 || !args.name.is_ascii() {
        return Err(Failure::input("--name: 1 to 32 ASCII characters"));
    }
    let mut player = Player {
        engine: ply_games::find("draughts")?.new_engine(args.hash),
        level,
        name: args.name.clone(),
        pdn: args.pdn.clone(),
        timeout: Duration::from_secs(args.timeout.max(1)),
        searches: 0,
        games: 0,
    };
    if let Some(addr) = &args.listen {
        let listener = TcpListener::bind(addr)
            .map_err(|e| Failure::Other(format!("cannot listen on {addr}: {e}")))?;
        println!("dxp: listening on {}", listener.local_addr()?);
        loop {
            match listener.accept() {
                Ok((stream, peer)) => {
                    println!("dxp: connection from {peer}");
                    Session::new(stream, &mut player, None)?.run();
                    println!("dxp: connection from {peer} closed");
                }
                Err(e) => eprintln!("dxp: error: accepting a connection: {e}"),
            }
        }
    }
    let addr = args.connect.as_deref().unwrap_or_default();
    let stream = TcpStream::connect(addr)
        .map_err(|e| Failure::Other(format!("cannot connect to {addr}: {e}")))?;
    println!("dxp: connected to {addr}");
    let request = Request {
        minutes: args.minutes,
        moves: args.moves,
        colour,
        games_left: args.games,
    };
    Session::new(stream, &mut player, Some(request))?.run();
    println!("dxp: connection to {addr} closed");
    Ok(())
}

/// One connection.
struct Session<'a> {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
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
    ) -> std::result::Result<Session<'a>, Failure> {
        stream.set_read_timeout(Some(player.timeout))?;
        let _ = stream.set_nodelay(true);
        Ok(Session {
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
            player,
            request,
            asked: None,
            game: None,
        })
    }

    fn send(&mut self, message: &Message) -> bool {
        match write_message(&mut self.writer, message) {
            Ok(()) => {
                println!("dxp: sent {}", message.write().unwrap_or_default());
                true
            }
            Err(e) => {
                println!("dxp: error: sending: {e}");
                false
            }
        }
    }

    fn run(mut self) {
        if self.request.is_some() && !self.request_game() {
            return;
        }
        loop {
            let received = read_message(&mut self.reader);
            let flow = match received {
                Ok(Received::Message(message)) => {
                    println!("dxp: received {}", message.write().unwrap_or_default());
                    self.handle(message)
                }
                Ok(Received::Malformed(e)) => Err(format!("malformed message: {e}")),
                Ok(Received::Closed) => {
                    if self.game.is_some() {
                        println!("dxp: the peer disconnected in the middle of the game");
                        self.finish(Result::Unfinished);
                    }
                    return;
                }
                Err(e) if self.game.is_none() => {
                    println!("dxp: the connection ended: {e}");
                    return;
                }
                Err(e) => {
                    println!("dxp: error: reading: {e}");
                    if self.game.is_some() {
                        self.end(EndReason::Unknown, Result::Unfinished);
                    }
                    return;
                }
            };
            match flow {
                Ok(Flow::Continue) => {}
                Ok(Flow::Close) => {
                    if self.request.is_some() {
                        // Give the peer's answer to ply's last GAMEEND a moment to arrive, so
                        // that the connection is not reset under it.
                        let _ = self.writer.set_read_timeout(Some(Duration::from_secs(2)));
                        let _ = read_message(&mut self.reader);
                    }
                    return;
                }
                Err(e) => {
                    println!("dxp: error: {e}");
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
                    println!("dxp: {} refused the game (code {})", a.follower, a.code);
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
                println!("dxp: chat: {text}");
                Ok(Flow::Continue)
            }
            Message::BackReq(_) => {
                self.send(&Message::BackAcc(1));
                println!("dxp: taking moves back is not supported");
                Ok(Flow::Continue)
            }
            Message::BackAcc(_) => Ok(Flow::Continue),
        }
    }

    fn game_request(&mut self, r: &GameReq) -> std::result::Result<Flow, String> {
        let refuse = |this: &mut Self, code: u8, why: &str| {
            println!("dxp: game request refused: {why}");
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
        println!(
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
            println!("dxp: {} moves played, the result is unknown", game.moves);
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
        println!(
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
                eprintln!("dxp: error: writing {}: {e}", path.display());
            }
        }
    }
}
