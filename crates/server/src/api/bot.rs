//! lichess's Bot and Board API for the games ply plays: the account's event stream
//! (`GET /api/stream/event`), a game's stream (`GET /api/bot/game/stream/{id}`, `GET
//! /api/board/game/stream/{id}`), moves, resignation and abort (`POST
//! /api/{bot|board}/game/{id}/move/{move}`, `…/resign`, `…/abort`) and `POST
//! /api/bot/account/upgrade`. A request acts for the account of its personal token (or session
//! cookie): the Bot API for a bot account (scope `bot:play`), the Board API for a person's
//! (scope `board:play`). The account's seat in a game is the one it holds in `game_players`.
//!
//! Streams are NDJSON, one JSON object a line, with an empty line every [`KEEP_ALIVE`] as
//! lichess sends; each is counted among the server's open sockets ([`crate::sockets`]) and
//! the account's listeners ([`crate::live::PER_ACCOUNT`]), and ends when its client does not
//! read a line within [`SEND_WITHIN`].

use std::{convert::Infallible, sync::Arc, time::Duration};

use axum::{
    Json,
    body::{Body, Bytes},
    extract::{State, rejection::BytesRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use ply_core::{Side, msg};
use serde_json::{Value, json};
use tokio::sync::{broadcast::error::RecvError, mpsc};

use super::{Empty, body};
use crate::{
    accounts::tokens::ApiUser,
    challenges::rows as challenge_rows,
    error::ApiError,
    extract::Path,
    live::events::{api_moves, color, game_json, status_name},
    session::{Command, Seat, Session},
    sockets::Admitted,
    state::{AppState, Caller, Inner},
};

/// How often a stream sends an empty line when nothing else happens.
pub const KEEP_ALIVE: Duration = Duration::from_secs(7);
/// The time a client has to read a line.
pub const SEND_WITHIN: Duration = Duration::from_secs(30);
/// lichess's clock value for a game without one.
const NO_CLOCK_MS: i64 = 2_147_483_647;
/// Ongoing games announced when an event stream opens.
const ONGOING_MOST: i64 = 100;

/// Which API a route serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Api {
    /// For bot accounts (scope `bot:play`).
    Bot,
    /// For a person's account driven by a client (scope `board:play`).
    Board,
}

/// Checks that the account may use `api`: its scope, and a bot for the Bot API, a person for
/// the Board API (403 `not_a_bot`, `bot_account`).
async fn check_api(state: &AppState, who: &ApiUser, api: Api) -> Result<(), ApiError> {
    let bot = state.inner.accounts.is_bot(&who.user.id).await?;
    match api {
        Api::Bot => {
            who.require(&["bot:play"])?;
            if !bot {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "not_a_bot",
                    msg!("bot_not_a_bot"),
                ));
            }
        }
        Api::Board => {
            who.require(&["board:play"])?;
            if bot {
                return Err(ApiError::new(
                    StatusCode::FORBIDDEN,
                    "bot_account",
                    msg!("bot_uses_bot_api"),
                ));
            }
        }
    }
    Ok(())
}

/// The side the account holds in the game, and the seat that acts for it (404 for no such
/// game, 403 `not_your_game` for a game the account has no seat in).
async fn seat_of(
    inner: &Arc<Inner>,
    id: &str,
    user: &str,
) -> Result<(Side, Seat, Session), ApiError> {
    let session = inner.session(id).await?;
    let players = inner.accounts.players(id).await?;
    let sides: Vec<Side> = players
        .iter()
        .filter(|(_, u)| u.id == user)
        .map(|(s, _)| if *s == 0 { Side::White } else { Side::Black })
        .collect();
    let Some(&side) = sides.first() else {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "not_your_game",
            msg!("bot_not_your_game"),
        ));
    };
    let seat = Seat::Account {
        user: user.to_string(),
        sides,
    };
    Ok((side, seat, session))
}

/// The stream's response: NDJSON lines that `lines` sends.
fn ndjson(lines: mpsc::Receiver<Bytes>) -> Response {
    let stream = futures_util::stream::unfold(lines, |mut lines| async move {
        lines
            .recv()
            .await
            .map(|line| (Ok::<Bytes, Infallible>(line), lines))
    });
    let mut response = Body::from_stream(stream).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-ndjson"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

/// Sends one line (a JSON value, or an empty line for none); false once the client is gone
/// or too slow.
async fn send(lines: &mpsc::Sender<Bytes>, value: Option<&Value>) -> bool {
    let mut text = value.map(Value::to_string).unwrap_or_default();
    text.push('\n');
    matches!(
        tokio::time::timeout(SEND_WITHIN, lines.send(Bytes::from(text))).await,
        Ok(Ok(()))
    )
}

/// `GET /api/stream/event`: the account's events as NDJSON — first a `gameStart` for each game
/// going on and a `challenge` for each open one it received, then each event as it happens.
pub async fn events(
    State(state): State<AppState>,
    who: ApiUser,
    admitted: Admitted,
) -> Result<Response, ApiError> {
    who.require(&["bot:play", "board:play", "challenge:read"])?;
    let inner = Arc::clone(&state.inner);
    let mut listener = inner.live.subscribe(&who.user.id)?;
    let pool = inner.store.pool();
    let ongoing = crate::players::ongoing(pool, &who.user.id, ONGOING_MOST).await?;
    let since = crate::clock::now_ms() - crate::challenges::OPEN_FOR.as_millis() as i64;
    let open = challenge_rows::open_of(pool, &who.user.id, since, 100).await?;
    let mut first = Vec::new();
    for (id, _) in ongoing {
        let session = inner.session(&id).await?;
        let players = inner.accounts.players(&id).await?;
        if let Some((side, _)) = players.iter().find(|(_, u)| u.id == who.user.id) {
            let side = if *side == 0 { Side::White } else { Side::Black };
            let opponent = players
                .iter()
                .find(|(s, _)| *s != side.index() as i64)
                .map_or(
                    Value::Null,
                    |(_, u)| json!({"id": u.id, "username": u.shown_name(), "rating": null}),
                );
            first.push(json!({"type": "gameStart", "game": game_json(&session, side, opponent)}));
        }
    }
    for challenge in open.iter().filter(|c| c.dest.id == who.user.id) {
        first.push(json!({"type": "challenge", "challenge": challenge.json()}));
    }
    let (tx, rx) = mpsc::channel(16);
    inner.runtime.spawn(async move {
        let _admitted = admitted;
        for event in &first {
            if !send(&tx, Some(event)).await {
                return;
            }
        }
        let mut beat = tokio::time::interval(KEEP_ALIVE);
        beat.tick().await;
        loop {
            tokio::select! {
                event = listener.events.recv() => match event {
                    Ok(text) => {
                        let mut line = text.to_string();
                        line.push('\n');
                        let sent = tokio::time::timeout(SEND_WITHIN, tx.send(Bytes::from(line)));
                        if !matches!(sent.await, Ok(Ok(()))) {
                            return;
                        }
                    }
                    // Too slow a reader is let go (a client reconnects and is told anew).
                    Err(RecvError::Lagged(_) | RecvError::Closed) => return,
                },
                _ = beat.tick() => {
                    if !send(&tx, None).await {
                        return;
                    }
                }
            }
        }
    });
    Ok(ndjson(rx))
}

/// The game's `gameState`: the moves (UCI for chess), the clocks in ms, the status.
fn game_state(session: &Session) -> Value {
    let moves = api_moves(session, &session.moves());
    let (times, incs) = match session.clock() {
        Some(c) => (
            c.left_ms,
            c.berserk.map(|b| if b { 0 } else { c.increment_ms }),
        ),
        None => ([NO_CLOCK_MS; 2], [0; 2]),
    };
    let outcome = session.outcome();
    let mut out = json!({
        "type": "gameState",
        "moves": moves.join(" "),
        "wtime": times[0],
        "btime": times[1],
        "winc": incs[0],
        "binc": incs[1],
        "status": status_name(outcome.as_ref()),
    });
    let berserk = session.berserked();
    for (key, side) in [("wberserk", 0), ("bberserk", 1)] {
        if berserk[side] {
            out[key] = json!(true);
        }
    }
    if let Some(o) = outcome {
        if let Some(w) = o.winner {
            out["winner"] = json!(color(w));
        }
        out["reason"] = json!(o.reason.code());
    }
    out
}

/// The game's `gameFull`: what never changes, both players and the state.
async fn game_full(inner: &Arc<Inner>, session: &Session) -> Result<Value, ApiError> {
    let players = inner.accounts.players(session.id()).await?;
    let mut sides = [
        json!({"id": null, "name": "anonymous", "title": null, "rating": null}),
        json!({"id": null, "name": "anonymous", "title": null, "rating": null}),
    ];
    for (side, user) in &players {
        let bot = inner.accounts.is_bot(&user.id).await?;
        sides[(*side).clamp(0, 1) as usize] = json!({"id": user.id, "name": user.shown_name(),
            "title": bot.then_some("BOT"), "rating": null, "provisional": true});
    }
    let fixed = &session.fixed;
    let name =
        ply_games::find(&fixed.game).map_or_else(|_| fixed.game.clone(), |g| g.name().to_string());
    let speed = fixed
        .speed()
        .map_or("correspondence", ply_rating::Speed::key);
    let [white, black] = sides;
    Ok(json!({
        "type": "gameFull",
        "id": session.id(),
        "rated": fixed.rated,
        "variant": {"key": fixed.game, "name": name, "short": fixed.game},
        "clock": fixed.clock.map(|(initial, increment)| json!({"initial": initial, "increment": increment})),
        "speed": speed,
        "perf": {"name": speed},
        "createdAt": fixed.created_ms,
        "white": white,
        "black": black,
        "initialFen": if fixed.start.is_empty() { "startpos".to_string() } else { fixed.start.clone() },
        "rules": fixed.rules.iter().map(|(k, v)| (k.clone(), json!(v))).collect::<serde_json::Map<_, _>>(),
        "state": game_state(session),
    }))
}

/// `GET /api/{bot|board}/game/stream/{id}`: the game as NDJSON — `gameFull`, then a
/// `gameState` after each change; the stream ends with the game.
pub async fn stream(
    state: AppState,
    id: String,
    who: ApiUser,
    admitted: Admitted,
    api: Api,
) -> Result<Response, ApiError> {
    check_api(&state, &who, api).await?;
    let inner = Arc::clone(&state.inner);
    seat_of(&inner, &id, &who.user.id).await?;
    let slot = inner.slot(&id).await?;
    let mut updates = slot.updates.subscribe();
    let session = inner.session(&id).await?;
    let full = game_full(&inner, &session).await?;
    let (tx, rx) = mpsc::channel(16);
    let task = Arc::clone(&inner);
    inner.runtime.spawn(async move {
        let _admitted = admitted;
        let _slot = slot;
        if !send(&tx, Some(&full)).await {
            return;
        }
        let mut last = (session.version(), session.outcome().is_some());
        if last.1 {
            return;
        }
        let mut beat = tokio::time::interval(KEEP_ALIVE);
        beat.tick().await;
        loop {
            tokio::select! {
                update = updates.recv() => match update {
                    Ok(_) | Err(RecvError::Lagged(_)) => {
                        let Ok(now) = task.session(&id).await else { return };
                        if now.version() == last.0 {
                            continue;
                        }
                        last = (now.version(), now.outcome().is_some());
                        if !send(&tx, Some(&game_state(&now))).await || last.1 {
                            return;
                        }
                    }
                    Err(RecvError::Closed) => return,
                },
                _ = beat.tick() => {
                    if !send(&tx, None).await {
                        return;
                    }
                }
            }
        }
    });
    Ok(ndjson(rx))
}

/// `GET /api/bot/game/stream/{id}`.
pub async fn bot_stream(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    admitted: Admitted,
) -> Result<Response, ApiError> {
    stream(state, id, who, admitted, Api::Bot).await
}

/// `GET /api/board/game/stream/{id}`.
pub async fn board_stream(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    admitted: Admitted,
) -> Result<Response, ApiError> {
    stream(state, id, who, admitted, Api::Board).await
}

/// Runs a command of the account's seat in the game: 200 `{"ok": true}`, or the refusal
/// (400 for an illegal move with its reason; nothing changes).
async fn act(
    state: &AppState,
    id: &str,
    who: &ApiUser,
    caller: &Caller,
    api: Api,
    command: impl FnOnce(Seat) -> Command,
) -> Result<Response, ApiError> {
    check_api(state, who, api).await?;
    let (_, seat, _) = seat_of(&state.inner, id, &who.user.id).await?;
    state.inner.act(id, caller, Some(command(seat))).await?;
    Ok(Json(json!({"ok": true})).into_response())
}

/// The handler of a game action that names nothing but the seat (`Command::$command`).
macro_rules! plain_action {
    ($(#[$doc:meta])* $name:ident, $api:expr, $command:ident) => {
        $(#[$doc])*
        pub async fn $name(
            State(state): State<AppState>,
            Path(id): Path<String>,
            who: ApiUser,
            caller: Caller,
            raw: Result<Bytes, BytesRejection>,
        ) -> Result<Response, ApiError> {
            let Empty {} = body(raw, true)?;
            act(&state, &id, &who, &caller, $api, |seat| Command::$command { seat }).await
        }
    };
}

/// The handlers of one API's game actions.
macro_rules! actions {
    ($api:expr, $play:ident, $resign:ident, $abort:ident) => {
        /// `POST /api/…/game/{id}/move/{move}`: plays the move (UCI for chess — SAN is read
        /// too —, the game's own notation otherwise).
        pub async fn $play(
            State(state): State<AppState>,
            Path((id, text)): Path<(String, String)>,
            who: ApiUser,
            caller: Caller,
            raw: Result<Bytes, BytesRejection>,
        ) -> Result<Response, ApiError> {
            let Empty {} = body(raw, true)?;
            act(&state, &id, &who, &caller, $api, |seat| Command::Play {
                seat,
                text,
                ply: None,
            })
            .await
        }

        plain_action!(
            /// `POST /api/…/game/{id}/resign`.
            $resign, $api, Resign
        );
        plain_action!(
            /// `POST /api/…/game/{id}/abort`: before both sides have moved.
            $abort, $api, Abort
        );
    };
}

actions!(Api::Bot, bot_move, bot_resign, bot_abort);

/// `POST /api/board/game/{id}/berserk`: the account berserks in a tournament game before its
/// first move (as lichess's Board API; 409 `berserk_not_allowed` outside a tournament that
/// allows it).
pub async fn board_berserk(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    caller: Caller,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    check_api(&state, &who, Api::Board).await?;
    let (_, seat, _) = seat_of(&state.inner, &id, &who.user.id).await?;
    state.inner.tournaments.may_berserk(&id).await?;
    state
        .inner
        .act(&id, &caller, Some(Command::Berserk { seat }))
        .await?;
    Ok(Json(json!({"ok": true})).into_response())
}
actions!(Api::Board, board_move, board_resign, board_abort);

/// `POST /api/bot/account/upgrade`: makes the account a bot (200 `{"ok": true}`), refused
/// (400 `bot_upgrade_refused`) once it has played a rated game.
pub async fn upgrade(
    State(state): State<AppState>,
    who: ApiUser,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    who.require(&["bot:play"])?;
    if !state.inner.accounts.make_bot(&who.user.id).await? {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "bot_upgrade_refused",
            msg!("bot_upgrade_refused"),
        ));
    }
    Ok(Json(json!({"ok": true})).into_response())
}
