//! `GET /api/analysis/ws`: the analysis board's socket. The page asks for a position and the
//! server answers with an update per completed depth; it may ask for a whole game to be
//! reviewed, position by position, and gets the moves marked (`marks.rs`).
//!
//! Requests (JSON text): `{"type": "analyse", "id", "game", "rules"?, "position"?, "moves"?,
//! "movetime_ms"?, "depth"?}`, `{"type": "review", "id", "game", "rules"?, "position"?,
//! "moves", "movetime_ms"?}` and `{"type": "stop"}`. Answers carry the request's `id`:
//! `info` (each depth) and `done` (the search's last word), `review_ply` (each position) and
//! `review_done` (the marks), `stopped` (after `stop`: nothing more of it follows), or `error`
//! (the API's error fields). A socket searches one thing at a time: a new request stops the
//! one before (its late answers are not sent), and closing the socket stops it. Searches take
//! a seat of the server's analysis pool like every other.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::rejection::WebSocketUpgradeRejection,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use ply_core::{Lang, Side, msg};
use ply_games::{AnyRecord, Limits, Proven, Thought};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{Semaphore, mpsc};

use super::{
    Pool, Reader, Where, limits,
    marks::{Eval, Mark, Thresholds, judge},
    proven_name, think, view,
};
use crate::{
    api::rules::RulesBody,
    error::{ApiError, params},
    metrics::OpenSocket,
    sockets::Admitted,
    state::AppState,
};

/// The largest request a client may send.
pub const MAX_MESSAGE: usize = 64 * 1024;
/// A review's time per position when none is asked for, and the most it may ask for.
pub const REVIEW_MS: u64 = 200;
pub const REVIEW_MOST_MS: u64 = 2_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    #[serde(rename = "type")]
    kind: String,
    id: Option<u64>,
    game: Option<String>,
    rules: Option<RulesBody>,
    position: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    movetime_ms: Option<u64>,
    depth: Option<u32>,
}

/// Upgrades to the analysis socket (refused beyond the counts of [`crate::sockets`]).
pub async fn connect(
    State(state): State<AppState>,
    admitted: Admitted,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let lang = crate::lang::current();
    let upgrade = crate::sockets::sized(upgrade, MAX_MESSAGE)?;
    Ok(upgrade.on_upgrade(move |socket| async move {
        let _admitted = admitted;
        let _open = OpenSocket::new(&state.inner.metrics);
        serve(socket, lang, Arc::clone(&state.inner.analysis)).await;
    }))
}

/// What the socket is searching: the request's id and the flag that stops it.
struct Job {
    id: u64,
    stop: Arc<AtomicBool>,
}

type Outbox = mpsc::UnboundedSender<(u64, Value)>;

async fn serve(mut socket: WebSocket, lang: Lang, pool: Arc<Pool>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<(u64, Value)>();
    // One search per socket: a new one waits for the one it stopped to let go of its core.
    let turn = Arc::new(Semaphore::new(1));
    let mut job: Option<Job> = None;
    let mut ping = tokio::time::interval(Duration::from_secs(25));
    ping.tick().await;
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                None | Some(Err(_) | Ok(Message::Close(_))) => break,
                Some(Ok(Message::Text(text))) => {
                    let stopped = job.take().map(|old| {
                        old.stop.store(true, Ordering::Relaxed);
                        old.id
                    });
                    match start(&text, &turn, &tx, lang, &pool) {
                        Ok(Some(started)) => job = Some(started),
                        Ok(None) => {
                            let said = json!({"type": "stopped", "id": stopped});
                            if socket.send(text_of(&said)).await.is_err() {
                                break;
                            }
                        }
                        Err((id, e)) => {
                            if socket.send(text_of(&error(id, &e, lang))).await.is_err() {
                                break;
                            }
                        }
                    }
                }
                Some(Ok(_)) => {}
            },
            Some((id, answer)) = rx.recv() => {
                if job.as_ref().is_some_and(|j| j.id == id)
                    && socket.send(text_of(&answer)).await.is_err()
                {
                    break;
                }
            }
            _ = ping.tick() => {
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    if let Some(old) = job {
        old.stop.store(true, Ordering::Relaxed);
    }
}

fn text_of(v: &Value) -> Message {
    Message::Text(v.to_string().into())
}

/// The `error` answer to request `id`.
fn error(id: Option<u64>, e: &ApiError, lang: Lang) -> Value {
    json!({
        "type": "error",
        "id": id,
        "error": e.code,
        "code": e.message.code(),
        "params": params(&e.message),
        "message": e.message.text(lang),
    })
}

/// Reads a request and starts its search; `None` for `stop`.
fn start(
    text: &str,
    turn: &Arc<Semaphore>,
    tx: &Outbox,
    lang: Lang,
    pool: &Arc<Pool>,
) -> Result<Option<Job>, (Option<u64>, ApiError)> {
    let req: Request = serde_json::from_str(text).map_err(|e| (None, ApiError::invalid_json(e)))?;
    let id = req.id;
    let fail = |e: ApiError| (id, e);
    if req.kind == "stop" {
        return Ok(None);
    }
    let (Some(id), Some(game)) = (req.id, req.game) else {
        return Err(fail(ApiError::bad_request(msg!("analysis_needs_game"))));
    };
    let at = Where {
        game,
        rules: req.rules,
        position: req.position,
        moves: req.moves,
    };
    let stop = Arc::new(AtomicBool::new(false));
    let go = Go {
        id,
        turn: Arc::clone(turn),
        stop: Arc::clone(&stop),
        tx: tx.clone(),
        lang,
        pool: Arc::clone(pool),
    };
    match req.kind.as_str() {
        "analyse" => {
            let (movetime, depth) = limits(req.movetime_ms, req.depth).map_err(fail)?;
            let record = at.record().map_err(fail)?;
            tokio::spawn(go.analyse(record, movetime, depth));
        }
        "review" => {
            let movetime = req.movetime_ms.unwrap_or(REVIEW_MS);
            if !(1..=REVIEW_MOST_MS).contains(&movetime) {
                return Err(fail(ApiError::bad_request(msg!(
                    "movetime_range",
                    most = REVIEW_MOST_MS
                ))));
            }
            let record = at.record().map_err(fail)?;
            tokio::spawn(go.review(record, movetime));
        }
        other => {
            return Err(fail(ApiError::bad_request(msg!(
                "analysis_request",
                kind = other
            ))));
        }
    }
    Ok(Some(Job { id, stop }))
}

/// A started request: where its answers go and what stops it.
struct Go {
    id: u64,
    turn: Arc<Semaphore>,
    stop: Arc<AtomicBool>,
    tx: Outbox,
    lang: Lang,
    /// The server's analysis pool, which lends the engines.
    pool: Arc<Pool>,
}

impl Go {
    fn send(&self, answer: Value) {
        let _ = self.tx.send((self.id, answer));
    }

    fn fail(&self, e: &ApiError) {
        self.send(error(Some(self.id), e, self.lang));
    }

    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Searches one position, an `info` per completed depth, then `done`.
    async fn analyse(self, record: Box<dyn AnyRecord>, movetime: u64, depth: Option<u32>) {
        let Ok(_mine) = Arc::clone(&self.turn).acquire_owned().await else {
            return;
        };
        if self.stopped() {
            return;
        }
        let limits = Limits {
            depth,
            movetime: Some(Duration::from_millis(movetime)),
            ..Limits::default()
        };
        let reader = match Reader::of(&*record) {
            Ok(reader) => reader,
            Err(e) => return self.fail(&e),
        };
        let (id, tx) = (self.id, self.tx.clone());
        let on_info = move |t: &Thought| {
            let mut v = view(t, reader);
            v["type"] = json!("info");
            v["id"] = json!(id);
            let _ = tx.send((id, v));
        };
        let owner = self.pool.owner();
        let stop = Arc::clone(&self.stop);
        match think(&self.pool, owner, record, limits, stop, on_info).await {
            Ok(t) => {
                let mut v = view(&t, reader);
                v["type"] = json!("done");
                v["id"] = json!(self.id);
                self.send(v);
            }
            Err(e) => self.fail(&e),
        }
    }

    /// Reviews a game: every position searched `movetime` ms (`review_ply` each), then every
    /// move judged (`review_done`).
    async fn review(self, record: Box<dyn AnyRecord>, movetime: u64) {
        let Ok(_mine) = Arc::clone(&self.turn).acquire_owned().await else {
            return;
        };
        let moves = record.moves();
        let game = record.game_id();
        let scale = match ply_games::find(game) {
            Ok(g) => g.score_scale(),
            Err(e) => return self.fail(&ApiError::from_game(&e)),
        };
        let mut at = record.clone_box();
        while at.undo().is_some() {}
        // One owner for the whole review: a position's search finds the table the previous
        // one filled when no other search took its engine meanwhile.
        let owner = self.pool.owner();
        let limits = Limits {
            movetime: Some(Duration::from_millis(movetime)),
            ..Limits::default()
        };
        let mut found: Vec<(Eval, Side, Option<String>)> = Vec::with_capacity(moves.len() + 1);
        for ply in 0..=moves.len() {
            if self.stopped() {
                return;
            }
            let side = at.side_to_move();
            let reader = match Reader::of(&*at) {
                Ok(reader) => reader,
                Err(e) => return self.fail(&e),
            };
            let (eval, thought) = match settled(&*at, scale.margins) {
                Some(eval) => (eval, None),
                None => {
                    let stop = Arc::clone(&self.stop);
                    let position = at.clone_box();
                    match think(&self.pool, owner, position, limits, stop, |_: &Thought| {}).await {
                        Ok(t) => {
                            let eval = Eval {
                                score: t.score,
                                proven: t.proven,
                            };
                            (eval, Some(t))
                        }
                        Err(e) => return self.fail(&e),
                    }
                }
            };
            self.send(json!({
                "type": "review_ply",
                "id": self.id,
                "ply": ply,
                "of": moves.len(),
                "score": eval.score,
                "proven": eval.proven.map(proven_name),
                "bestmove": thought.as_ref().and_then(|t| t.best_move.clone()),
                "bestmove_shown": thought
                    .as_ref()
                    .and_then(|t| t.best_move.as_deref())
                    .map(|m| reader.shown(m)),
                "depth": thought.as_ref().map_or(0, |t| t.depth),
            }));
            found.push((eval, side, thought.and_then(|t| t.best_move)));
            if let Some(mv) = moves.get(ply)
                && at.play(mv).is_err()
            {
                return self.fail(&ApiError::internal("a reviewed move no longer plays"));
            }
        }
        if self.stopped() {
            return;
        }
        let names = [at.side_name(Side::White), at.side_name(Side::Black)];
        let mut counts = [[0u32; 3]; 2];
        let judged: Vec<Value> = moves
            .iter()
            .enumerate()
            .map(|(i, mv)| {
                let (before, mover, best) = &found[i];
                let (after, next, _) = &found[i + 1];
                let j = judge(
                    scale,
                    *before,
                    *after,
                    next == mover,
                    best.as_deref() == Some(mv.as_str()),
                );
                if let Some(m) = j.mark {
                    counts[usize::from(*mover == Side::Black)][m as usize] += 1;
                }
                json!({
                    "ply": i + 1,
                    "move": mv,
                    "side": at.side_name(*mover),
                    "loss": j.loss,
                    "mark": j.mark.map(Mark::name),
                    "best": best,
                    "best_shown": best.as_deref().map(|m| crate::view::shown(game, m)),
                    "shown": crate::view::shown(game, mv),
                })
            })
            .collect();
        let count = |side: usize| {
            let mut m = serde_json::Map::new();
            for mark in Mark::ALL {
                m.insert(mark.name().into(), json!(counts[side][mark as usize]));
            }
            Value::Object(m)
        };
        let t = Thresholds::of(scale);
        self.send(json!({
            "type": "review_done",
            "id": self.id,
            "moves": judged,
            "counts": { names[0]: count(0), names[1]: count(1) },
            "thresholds": {
                "inaccuracy": t.inaccuracy,
                "mistake": t.mistake,
                "blunder": t.blunder,
                "cap": t.cap,
            },
        }));
    }
}

/// The evaluation of a finished game's last position, where no search is needed: a draw, or
/// a win or loss (the margin of a game scored by margins, as Kalah, is its search's to say).
fn settled(record: &dyn AnyRecord, margins: bool) -> Option<Eval> {
    let outcome = record.outcome()?;
    let proven = match outcome.winner {
        None => Proven::Draw,
        Some(_) if margins => return None,
        Some(w) if w == record.side_to_move() => Proven::Win,
        Some(_) => Proven::Loss,
    };
    let score = match proven {
        Proven::Win => 1,
        Proven::Loss => -1,
        Proven::Draw => 0,
    };
    Some(Eval {
        score,
        proven: Some(proven),
    })
}
