//! `ply bot --server URL --token T --engine SPEC`: an engine on a ply server as a bot, through
//! the server's Bot API (lichess's shapes). It follows the account's event stream, accepts the
//! challenges its filter lets through (games, speeds, rated or casual, games at once) and
//! declines the others with lichess's reason, plays every game it has (several at once, each
//! with an engine of its own, SPEC as `ply match` reads it) and makes every stream again after
//! a lost connection (the event stream at once, then waiting up to 30 s between tries; a game's
//! stream until the game ends). With `--tournament ID` it joins the tournament (`POST
//! /api/tournament/{id}/join`, as lichess's bots do) and plays the games the tournament pairs
//! it in, whatever the filter.

use std::{
    collections::HashSet,
    sync::{Arc, Mutex, atomic::AtomicBool},
    time::Duration,
};

use ply_core::Side;
use ply_games::{AnyEngine, Think};
use reqwest::{Client, StatusCode, Url};
use serde_json::Value;

use super::{players::Player, runtime};
use crate::{
    args::BotArgs,
    fail::{Failure, Outcome},
};

/// A stream silent this long is taken as lost (the server sends an empty line every 7 s).
const SILENCE: Duration = Duration::from_secs(30);
/// The longest wait between tries to reconnect.
const MOST_BACKOFF: Duration = Duration::from_secs(30);
/// The speeds a filter may name.
pub const SPEEDS: [&str; 7] = [
    "ultrabullet",
    "bullet",
    "blitz",
    "rapid",
    "classical",
    "correspondence",
    "unlimited",
];

/// Which challenges are accepted.
#[derive(Clone, Debug)]
pub struct Filter {
    /// Game ids; empty for every game.
    pub games: Vec<String>,
    /// Speeds; empty for every speed.
    pub speeds: Vec<String>,
    /// Rated only (`Some(true)`), casual only (`Some(false)`), or both.
    pub rated: Option<bool>,
    /// Games at once at most.
    pub most: usize,
}

impl Filter {
    /// Why the challenge is declined (lichess's reason key), or none to accept it, with
    /// `playing` games going on.
    pub fn decline(&self, challenge: &Value, playing: usize) -> Option<&'static str> {
        let game = challenge["variant"]["key"].as_str().unwrap_or_default();
        let speed = challenge["speed"].as_str().unwrap_or_default();
        let rated = challenge["rated"].as_bool().unwrap_or(false);
        if playing >= self.most {
            return Some("later");
        }
        if !self.games.is_empty() && !self.games.iter().any(|g| g == game) {
            return Some(if game == "chess" {
                "standard"
            } else {
                "variant"
            });
        }
        if !self.speeds.is_empty() && !self.speeds.iter().any(|s| s == speed) {
            return Some("timeControl");
        }
        match self.rated {
            Some(true) if !rated => Some("rated"),
            Some(false) if rated => Some("casual"),
            _ => None,
        }
    }
}

/// The bot: its server, token, engine and the games it plays.
struct Bot {
    client: Client,
    base: Url,
    token: String,
    engine: String,
    movetime: u64,
    context: ply_games::Context,
    filter: Filter,
    /// This account's id.
    me: String,
    /// The games being played.
    playing: Mutex<HashSet<String>>,
    /// The tournaments to join.
    tournaments: Vec<String>,
}

pub fn run(args: &BotArgs, context: &ply_games::Context) -> Outcome {
    let base = Url::parse(&args.server)
        .map_err(|e| Failure::input(format!("--server {}: {e}", args.server)))?;
    for speed in &args.speeds {
        if !SPEEDS.contains(&speed.as_str()) {
            return Err(Failure::input(format!(
                "--speeds {speed}: the speeds are {}",
                SPEEDS.join(", ")
            )));
        }
    }
    if let Some(id) = args
        .tournament
        .iter()
        .find(|id| id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric()))
    {
        return Err(Failure::input(format!(
            "--tournament {id}: a tournament's id is letters and digits"
        )));
    }
    for game in &args.games {
        ply_games::find(game)?;
        Player::parse(&args.engine, args.movetime, game)?;
    }
    let filter = Filter {
        games: args.games.clone(),
        speeds: args.speeds.clone(),
        rated: match args.rated.as_str() {
            "any" => None,
            "rated" => Some(true),
            "casual" => Some(false),
            other => {
                return Err(Failure::input(format!(
                    "--rated {other}: any, rated or casual"
                )));
            }
        },
        most: args.concurrency.max(1),
    };
    let client = Client::builder()
        .connect_timeout(Duration::from_secs(10))
        .build()
        .map_err(|e| Failure::Other(format!("cannot make an HTTP client: {e}")))?;
    runtime()?.block_on(async move {
        let mut bot = Bot {
            client,
            base,
            token: args.token.clone(),
            engine: args.engine.clone(),
            movetime: args.movetime,
            context: context.clone(),
            filter,
            me: String::new(),
            playing: Mutex::new(HashSet::new()),
            tournaments: args.tournament.clone(),
        };
        let account = bot.get_json("/api/account").await.map_err(|e| {
            Failure::Other(format!(
                "ply bot: cannot read the account at {}: {e}",
                bot.base
            ))
        })?;
        bot.me = account["id"].as_str().unwrap_or_default().to_string();
        if account["title"] != "BOT" {
            eprintln!(
                "ply bot: {} is not a bot account yet: POST /api/bot/account/upgrade makes it one",
                bot.me
            );
        }
        eprintln!("ply bot: playing as {} on {}", bot.me, bot.base);
        for id in &bot.tournaments {
            if let Err((status, e)) = bot.join(id).await
                && status.is_some_and(|s| s.is_client_error())
            {
                return Err(Failure::input(format!("ply bot: tournament {id}: {e}")));
            }
        }
        Arc::new(bot).follow().await
    })
}

impl Bot {
    fn url(&self, path: &str) -> Url {
        let mut url = self.base.clone();
        url.set_path(path);
        url
    }

    async fn get_json(&self, path: &str) -> Result<Value, String> {
        let resp = self
            .client
            .get(self.url(path))
            .bearer_auth(&self.token)
            .timeout(Duration::from_secs(20))
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = resp.status();
        let body: Value = resp.json().await.map_err(|e| e.to_string())?;
        if !status.is_success() {
            return Err(format!(
                "{status}: {}",
                body["message"].as_str().unwrap_or("")
            ));
        }
        Ok(body)
    }

    /// POSTs to `url`; the error's status and message when refused.
    async fn post(
        &self,
        url: Url,
        body: Option<Value>,
    ) -> Result<(), (Option<StatusCode>, String)> {
        let mut request = self
            .client
            .post(url)
            .bearer_auth(&self.token)
            .timeout(Duration::from_secs(20));
        if let Some(body) = body {
            request = request.json(&body);
        }
        let resp = request.send().await.map_err(|e| (None, e.to_string()))?;
        let status = resp.status();
        if status.is_success() {
            return Ok(());
        }
        let body: Value = resp.json().await.unwrap_or(Value::Null);
        Err((
            Some(status),
            body["message"].as_str().unwrap_or_default().to_string(),
        ))
    }

    /// Joins a tournament (or comes back to it, paused).
    async fn join(&self, id: &str) -> Result<(), (Option<StatusCode>, String)> {
        let path = format!("/api/tournament/{id}/join");
        let joined = self.post(self.url(&path), None).await;
        match &joined {
            Ok(()) => eprintln!("ply bot: joined tournament {id}"),
            Err((_, e)) => eprintln!("ply bot: tournament {id}: {e}"),
        }
        joined
    }

    /// Follows the event stream for ever, making it again after a loss.
    async fn follow(self: Arc<Self>) -> Outcome {
        let mut backoff = Duration::from_secs(1);
        let mut first = true;
        loop {
            if !first {
                for id in &self.tournaments {
                    let _ = self.join(id).await;
                }
            }
            first = false;
            match self.events().await {
                Ok(()) => backoff = Duration::from_secs(1),
                Err(e) => eprintln!(
                    "ply bot: the event stream: {e}; again in {} s",
                    backoff.as_secs()
                ),
            }
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(MOST_BACKOFF);
        }
    }

    /// One connection of the event stream, until it ends or is lost.
    async fn events(self: &Arc<Self>) -> Result<(), String> {
        let mut lines = Lines::open(self, "/api/stream/event").await?;
        while let Some(line) = lines.next().await? {
            match line["type"].as_str() {
                Some("challenge") => self.answer(&line["challenge"]).await,
                Some("gameStart") => {
                    let id = line["game"]["id"].as_str().unwrap_or_default().to_string();
                    let fresh = self
                        .playing
                        .lock()
                        .map(|mut p| p.insert(id.clone()))
                        .unwrap_or(false);
                    if fresh && !id.is_empty() {
                        let bot = Arc::clone(self);
                        tokio::spawn(async move {
                            bot.play(&id).await;
                            if let Ok(mut p) = bot.playing.lock() {
                                p.remove(&id);
                            }
                        });
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Accepts or declines a challenge made to this account.
    async fn answer(&self, challenge: &Value) {
        if challenge["destUser"]["id"] != self.me.as_str() {
            return;
        }
        let id = challenge["id"].as_str().unwrap_or_default();
        let playing = self.playing.lock().map(|p| p.len()).unwrap_or(0);
        let (path, body) = match self.filter.decline(challenge, playing) {
            None => (format!("/api/challenge/{id}/accept"), None),
            Some(reason) => (
                format!("/api/challenge/{id}/decline"),
                Some(serde_json::json!({ "reason": reason })),
            ),
        };
        match self.post(self.url(&path), body).await {
            Ok(()) => eprintln!("ply bot: {path}"),
            Err((_, e)) => eprintln!("ply bot: {path}: {e}"),
        }
    }

    /// Plays the game `id` to its end, making its stream again after a loss.
    async fn play(self: &Arc<Self>, id: &str) {
        let mut game = Game::default();
        let mut backoff = Duration::from_secs(1);
        loop {
            match self.follow_game(id, &mut game).await {
                Ok(true) => return,
                Ok(false) => backoff = Duration::from_secs(1),
                Err(e) if e.contains("403") || e.contains("404") => {
                    eprintln!("ply bot: game {id}: {e}");
                    return;
                }
                Err(e) => eprintln!("ply bot: game {id}: {e}; again in {} s", backoff.as_secs()),
            }
            tokio::time::sleep(backoff).await;
            backoff = (backoff * 2).min(MOST_BACKOFF);
        }
    }

    /// One connection of a game's stream; true once the game has ended.
    async fn follow_game(self: &Arc<Self>, id: &str, game: &mut Game) -> Result<bool, String> {
        let mut lines = Lines::open(self, &format!("/api/bot/game/stream/{id}")).await?;
        while let Some(line) = lines.next().await? {
            let state = match line["type"].as_str() {
                Some("gameFull") => {
                    game.full(&line, &self.me)?;
                    line["state"].clone()
                }
                Some("gameState") => line,
                _ => continue,
            };
            if state["status"] != "started" {
                eprintln!(
                    "ply bot: game {id} ended: {}",
                    state["status"].as_str().unwrap_or("?")
                );
                return Ok(true);
            }
            if let Some(text) = self.think(game, &state).await? {
                let mut url = self.url(&format!("/api/bot/game/{id}/move"));
                url.path_segments_mut()
                    .map_err(|()| "a URL without a path".to_string())?
                    .push(&text);
                if let Err((status, e)) = self.post(url, None).await {
                    eprintln!("ply bot: game {id}: move {text} refused: {e}");
                    if status.is_some_and(|s| s.is_client_error()) {
                        game.engine = None;
                    }
                }
            }
        }
        Ok(false)
    }

    /// The engine's move when it is this side's turn in `state`; none otherwise.
    async fn think(&self, game: &mut Game, state: &Value) -> Result<Option<String>, String> {
        let (Some(kind), Some(side)) = (game.kind.clone(), game.side) else {
            return Ok(None);
        };
        let found = ply_games::find(&kind).map_err(|e| e.to_string())?;
        let mut record = found
            .new_game(&game.rules, game.start.as_deref())
            .map_err(|e| e.to_string())?;
        let moves = state["moves"].as_str().unwrap_or_default();
        for mv in moves.split_whitespace() {
            record
                .play(mv)
                .map_err(|e| format!("the server's move {mv}: {e}"))?;
        }
        if record.outcome().is_some() || record.side_to_move() != side || !game.fresh(moves) {
            return Ok(None);
        }
        let player =
            Player::parse(&self.engine, self.movetime, &kind).map_err(|e| e.to_string())?;
        let mut limits = player.limits;
        let time_key = if side == Side::White {
            "wtime"
        } else {
            "btime"
        };
        let inc_key = if side == Side::White { "winc" } else { "binc" };
        if game.clocked && player.origin == super::players::Origin::MoveTime {
            let ms = |k: &str| Duration::from_millis(state[k].as_u64().unwrap_or(0));
            limits.movetime = None;
            limits.clock = Some(ply_games::Clock {
                time_left: ms(time_key),
                increment: ms(inc_key),
                moves_to_go: None,
            });
        }
        let think = Think {
            limits,
            level: player.external.is_none().then_some(player.level),
            seed: moves.len() as u64,
        };
        let mut engine = match game.engine.take() {
            Some(engine) => engine,
            None => player
                .engine(found, &self.context)
                .map_err(|e| format!("starting the engine: {e}"))?,
        };
        let (engine, thought) = tokio::task::spawn_blocking(move || {
            let stop = AtomicBool::new(false);
            let thought = engine.think(record.as_ref(), &think, &stop, &mut |_| {});
            (engine, thought)
        })
        .await
        .map_err(|e| format!("the engine stopped: {e}"))?;
        game.engine = Some(engine);
        let thought = thought.map_err(|e| e.to_string())?;
        Ok(thought.best_move)
    }
}

/// What the bot knows of a game it plays.
#[derive(Default)]
struct Game {
    kind: Option<String>,
    rules: Vec<(String, String)>,
    start: Option<String>,
    side: Option<Side>,
    clocked: bool,
    /// The moves of the last position thought about (none yet: the start position, whose
    /// moves are empty too, has not been).
    seen: Option<String>,
    engine: Option<Box<dyn AnyEngine>>,
}

impl Game {
    /// Reads a `gameFull`.
    fn full(&mut self, full: &Value, me: &str) -> Result<(), String> {
        self.kind = full["variant"]["key"].as_str().map(str::to_string);
        self.rules = full["rules"]
            .as_object()
            .map(|m| {
                m.iter()
                    .map(|(k, v)| (k.clone(), v.as_str().unwrap_or_default().to_string()))
                    .collect()
            })
            .unwrap_or_default();
        self.start = full["initialFen"]
            .as_str()
            .filter(|f| *f != "startpos")
            .map(str::to_string);
        self.side = if full["white"]["id"] == me {
            Some(Side::White)
        } else if full["black"]["id"] == me {
            Some(Side::Black)
        } else {
            return Err("this account has no seat in the game".to_string());
        };
        self.clocked = full["clock"].is_object();
        self.seen = None;
        Ok(())
    }

    /// Whether the position after `moves` is one not yet thought about; it is from now on.
    fn fresh(&mut self, moves: &str) -> bool {
        if self.seen.as_deref() == Some(moves) {
            return false;
        }
        self.seen = Some(moves.to_string());
        true
    }
}

/// An NDJSON stream, line by line.
struct Lines {
    resp: reqwest::Response,
    buffer: Vec<u8>,
}

impl Lines {
    async fn open(bot: &Bot, path: &str) -> Result<Lines, String> {
        let resp = bot
            .client
            .get(bot.url(path))
            .bearer_auth(&bot.token)
            .send()
            .await
            .map_err(|e| e.to_string())?;
        let status = resp.status();
        if !status.is_success() {
            let body: Value = resp.json().await.unwrap_or(Value::Null);
            return Err(format!(
                "{status}: {}",
                body["message"].as_str().unwrap_or_default()
            ));
        }
        Ok(Lines {
            resp,
            buffer: Vec::new(),
        })
    }

    /// The next object; none at the end of the stream; an error when it is lost or silent.
    async fn next(&mut self) -> Result<Option<Value>, String> {
        loop {
            if let Some(at) = self.buffer.iter().position(|b| *b == b'\n') {
                let line: Vec<u8> = self.buffer.drain(..=at).collect();
                let text = String::from_utf8_lossy(&line);
                if text.trim().is_empty() {
                    continue;
                }
                return serde_json::from_str(text.trim())
                    .map(Some)
                    .map_err(|e| format!("a line that is not JSON: {e}"));
            }
            let chunk = tokio::time::timeout(SILENCE, self.resp.chunk())
                .await
                .map_err(|_| format!("nothing heard for {} s", SILENCE.as_secs()))?
                .map_err(|e| e.to_string())?;
            match chunk {
                Some(bytes) => self.buffer.extend_from_slice(&bytes),
                None => return Ok(None),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_filter_says_why_it_declines() {
        let filter = Filter {
            games: vec!["kabe".into(), "chess".into()],
            speeds: vec!["blitz".into(), "rapid".into()],
            rated: Some(false),
            most: 2,
        };
        let c = |game: &str, speed: &str, rated: bool| json!({"variant": {"key": game}, "speed": speed, "rated": rated});
        assert_eq!(filter.decline(&c("kabe", "blitz", false), 0), None);
        assert_eq!(filter.decline(&c("kabe", "blitz", false), 2), Some("later"));
        assert_eq!(
            filter.decline(&c("draughts", "blitz", false), 0),
            Some("variant")
        );
        assert_eq!(
            filter.decline(&c("kabe", "bullet", false), 0),
            Some("timeControl")
        );
        assert_eq!(
            filter.decline(&c("chess", "rapid", true), 0),
            Some("casual")
        );
        let any = Filter {
            games: vec![],
            speeds: vec![],
            rated: None,
            most: 1,
        };
        assert_eq!(any.decline(&c("kalah", "unlimited", true), 0), None);
    }

    #[test]
    fn white_thinks_in_the_start_position_once() {
        let full = json!({
            "variant": {"key": "kabe"},
            "white": {"id": "bot"},
            "black": {"id": "other"},
            "initialFen": "startpos",
            "rules": {},
        });
        let mut game = Game::default();
        game.full(&full, "bot").unwrap();
        assert!(
            game.fresh(""),
            "the start position has not been thought about"
        );
        assert!(!game.fresh(""), "nor is it thought about twice");
        assert!(game.fresh("c3-d4 f6-e5"));
        game.full(&full, "bot").unwrap();
        assert!(game.fresh(""), "a new gameFull starts afresh");
    }
}
