//! Starting games: a new game, joining a friend's game by its invite, and a rematch.

use ply_core::msg;
use std::sync::Arc;

use axum::{
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode, header},
    response::Response,
};
use ply_core::Side;
use serde::Deserialize;
use serde_json::json;

use super::{
    body,
    rules::{RulesBody, rule_pairs},
    with_state,
};
use crate::{
    accounts::{MaybeUser, User},
    clock::now_ms,
    error::ApiError,
    extract::Path,
    seat::Shown,
    secret,
    session::{Command, Edit, Fixed, Opponent, Session},
    state::{AppState, Caller, Inner},
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockBody {
    minutes: f64,
    #[serde(default)]
    increment: f64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    game: String,
    rules: Option<RulesBody>,
    opponent: String,
    level: Option<u8>,
    engine: Option<String>,
    color: Option<String>,
    clock: Option<ClockBody>,
    position: Option<String>,
    /// Whether the game counts for the players' ratings (between two accounts).
    #[serde(default)]
    rated: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    invite: String,
}

/// The shortest clock a side may start with: one second.
const MIN_CLOCK_MS: f64 = 1_000.0;

/// The computer's level when none is given.
pub const DEFAULT_LEVEL: u8 = 3;

/// The creator's side from `color` (`white`, `black`, `random`, or the game's side names).
fn creator_side(color: Option<&str>, names: [&str; 2]) -> Result<Side, ApiError> {
    match color.unwrap_or("white") {
        "random" => Ok(if secret::random_u64()? & 1 == 0 {
            Side::White
        } else {
            Side::Black
        }),
        c if c == "white" || c == names[0] => Ok(Side::White),
        c if c == "black" || c == names[1] => Ok(Side::Black),
        other => Err(ApiError::bad_request(msg!("unknown_color", color = other))),
    }
}

fn clock_ms(clock: Option<&ClockBody>) -> Result<(Option<i64>, Option<i64>), ApiError> {
    let Some(c) = clock else {
        return Ok((None, None));
    };
    // Checked in whole milliseconds, as stored, so that 1/60 minute is one second.
    let initial = (c.minutes * 60_000.0).round();
    if !(MIN_CLOCK_MS..=600.0 * 60_000.0).contains(&initial) {
        return Err(ApiError::bad_request(msg!("clock_minutes")));
    }
    if !(0.0..=600.0).contains(&c.increment) {
        return Err(ApiError::bad_request(msg!("clock_increment")));
    }
    Ok((
        Some(initial as i64),
        Some((c.increment * 1_000.0).round() as i64),
    ))
}

/// The accounts seated at a new game: the creator's side in a rated game (one between two
/// accounts, timed, from the game's own start; the friend's account is seated on joining),
/// nobody in a casual one.
///
/// # Errors
/// A rated game asked for against the computer or on one device, without a clock or from a
/// set-up position (400 `rated_not_allowed`), or by a player not logged in (401).
fn rated_seats(
    rated: bool,
    req: &CreateBody,
    side: Side,
    user: Option<&str>,
) -> Result<Vec<(Side, String)>, ApiError> {
    if !rated {
        return Ok(Vec::new());
    }
    let refuse = |message| {
        Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "rated_not_allowed",
            message,
        ))
    };
    if req.opponent != "friend" {
        return refuse(msg!("rated_only_between_players"));
    }
    if req.clock.is_none() {
        return refuse(msg!("rated_needs_clock"));
    }
    if req.position.as_deref().is_some_and(|p| !p.is_empty()) {
        return refuse(msg!("rated_from_start"));
    }
    let user = user.ok_or_else(ApiError::rated_needs_account)?;
    Ok(vec![(side, user.to_string())])
}

/// The link that gives a friend the other side.
fn invite_link(headers: &HeaderMap, id: &str, invite: &str) -> String {
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| !h.is_empty() && h.bytes().all(|b| b.is_ascii_graphic()));
    let base = host.map_or(String::new(), |h| format!("http://{h}"));
    format!("{base}/g/{id}#invite={invite}")
}

/// Makes, stores and puts in memory a new game; returns the creator's token, the invite and
/// the new game's state.
struct Started {
    id: String,
    token: String,
    invite: Option<String>,
    state: Arc<str>,
}

async fn start(
    inner: &Arc<Inner>,
    caller: &Caller,
    mut fixed: Fixed,
    mine: &[Side],
    players: &[(Side, String)],
    with_invite: bool,
) -> Result<Started, ApiError> {
    let game = ply_games::find(&fixed.game).map_err(|e| ApiError::from_game(&e))?;
    let start = fixed.start.clone();
    let record = game
        .new_game(&fixed.rules, (!start.is_empty()).then_some(start.as_str()))
        .map_err(|e| ApiError::from_game(&e))?;
    fixed.start = record.start_position();
    fixed.rules = record
        .rules()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    // A rating is one per game: a rated game is played by the game's own rules.
    if fixed.rated {
        let standard = game
            .new_game(&[], None)
            .map_err(|e| ApiError::from_game(&e))?
            .rules();
        let standard: Vec<(String, String)> = standard
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        if fixed.rules != standard {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "rated_not_allowed",
                msg!("rated_standard_rules"),
            ));
        }
    }
    let token = secret::token()?;
    let mut tokens = [None, None];
    for side in mine {
        tokens[side.index()] = Some(secret::hash(&token));
    }
    let invite = (with_invite && fixed.opponent == Opponent::Friend && mine.len() == 1)
        .then(secret::token)
        .transpose()?;
    let session = Session::new(fixed, tokens, invite.as_deref().map(secret::hash))?;
    let state = inner.create(caller, session, players).await?;
    Ok(Started {
        id: state.0,
        token,
        invite,
        state: state.1,
    })
}

/// The colour a token plays: the side's name, or `both`.
fn color_name(names: [&str; 2], mine: &[Side]) -> String {
    match mine {
        [side] => names[side.index()].to_string(),
        _ => "both".to_string(),
    }
}

fn names(session: &Session) -> [&'static str; 2] {
    [
        session.record().side_name(Side::White),
        session.record().side_name(Side::Black),
    ]
}

/// The seats of `token` go to the logged-in player, if any (the game stands either way).
async fn seat_account(state: &AppState, user: Option<&crate::accounts::User>, token: &str) {
    if let Some(user) = user
        && let Err(e) = state.inner.accounts.claim(user, &[token.to_string()]).await
    {
        tracing::warn!("a seat was not given to the account: {}", e.message);
    }
}

/// `POST /api/games`: a new game; 201 with the creator's token (and the friend's invite link).
/// A logged-in player's account holds the seat.
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    MaybeUser(user): MaybeUser,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: CreateBody = body(raw, false)?;
    let game = ply_games::find(&req.game).map_err(|e| ApiError::from_game(&e))?;
    let side = creator_side(req.color.as_deref(), game.side_names())?;
    let players = rated_seats(req.rated, &req, side, user.as_ref().map(|u| u.id.as_str()))?;
    let rules = rule_pairs(req.rules)?;
    let (clock_initial_ms, clock_increment_ms) = clock_ms(req.clock.as_ref())?;
    let engine = match (&req.engine, req.opponent.as_str()) {
        (None, _) => None,
        (Some(id), "computer") => Some(external_engine(&state, game.id(), id)?),
        (Some(_), _) => {
            return Err(ApiError::bad_request(msg!("engine_only_computer")));
        }
    };
    let (mine, opponent) = match req.opponent.as_str() {
        "computer" => {
            let level = req.level.unwrap_or(DEFAULT_LEVEL);
            if engine.is_none() && !(1..=10).contains(&level) {
                return Err(ApiError::bad_request(msg!("level_range")));
            }
            let computer = Opponent::Computer {
                level: level.clamp(1, 10),
                side: side.opposite(),
                engine,
            };
            (vec![side], computer)
        }
        "friend" => (vec![side], Opponent::Friend),
        "local" => (Side::ALL.to_vec(), Opponent::Local),
        other => {
            return Err(ApiError::bad_request(msg!(
                "unknown_opponent",
                opponent = other
            )));
        }
    };
    let fixed = Fixed {
        id: secret::game_id()?,
        game: game.id().to_string(),
        rules,
        start: req.position.unwrap_or_default(),
        opponent,
        clock: clock_initial_ms.map(|initial| (initial, clock_increment_ms.unwrap_or(0))),
        created_ms: now_ms(),
        rated: req.rated,
        days: None,
    };
    let started = start(&state.inner, &caller, fixed, &mine, &players, true).await?;
    seat_account(&state, user.as_ref(), &started.token).await;
    let invite = started
        .invite
        .map(|code| invite_link(&headers, &started.id, &code));
    Ok(with_state(
        StatusCode::CREATED,
        json!({
            "id": started.id,
            "color": color_name(game.side_names(), &mine),
            "token": started.token,
            "invite": invite,
        }),
        &started.state,
    ))
}

/// The id of a configured external engine that plays `game_id` (400 otherwise).
fn external_engine(state: &AppState, game_id: &str, id: &str) -> Result<String, ApiError> {
    let engines = &state.inner.engines;
    if engines.for_game(game_id).any(|e| e.id == id) {
        return Ok(id.to_string());
    }
    let known: Vec<&str> = engines.for_game(game_id).map(|e| e.id.as_str()).collect();
    Err(ApiError::bad_request(if known.is_empty() {
        msg!("no_engine_for_game", engine = id, game = game_id)
    } else {
        let known: Vec<String> = known.iter().map(|k| k.to_string()).collect();
        msg!("unknown_engine", engine = id, game = game_id, known = known)
    }))
}

/// `POST /api/games/{id}/join`: a friend takes the free side with the invite code.
pub async fn join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    MaybeUser(user): MaybeUser,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let JoinBody { invite } = body(raw, false)?;
    let token = secret::token()?;
    let seated = joining_account(&state.inner, &id, user.as_ref()).await?;
    let command = Command::Join {
        invite_hash: secret::hash(&invite),
        token_hash: secret::hash(&token),
        user: seated,
    };
    let applied = state.inner.act(&id, &caller, Some(command)).await?;
    let Edit::Token { side, .. } = applied.edit else {
        return Err(ApiError::internal("joining gave no side"));
    };
    seat_account(&state, user.as_ref(), &token).await;
    let session = state.inner.session(&id).await?;
    Ok(with_state(
        StatusCode::OK,
        json!({"id": id, "color": color_name(names(&session), &[side]), "token": token}),
        &applied.state,
    ))
}

/// The account that joins a game: a rated game's seat goes to the logged-in player (401 when
/// nobody is; 409 `rated_same_account` for the account already seated at the other side); a
/// casual game seats no account.
async fn joining_account(
    inner: &Arc<Inner>,
    id: &str,
    user: Option<&User>,
) -> Result<Option<String>, ApiError> {
    let session = inner.session(id).await?;
    if !session.fixed.rated {
        return Ok(None);
    }
    let user = user.ok_or_else(ApiError::rated_needs_account)?.id.clone();
    if inner
        .store
        .seated(id)
        .await?
        .iter()
        .flatten()
        .any(|u| *u == user)
    {
        return Err(ApiError::refused("rated_same_account"));
    }
    Ok(Some(user))
}

/// `POST /api/games/{id}/rematch`: after a game, the same settings with the colours swapped.
/// The first player to ask creates it; in a friend's game the other player's ask gives them
/// the other side of that new game.
pub async fn rematch(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    MaybeUser(user): MaybeUser,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let super::Empty {} = body(raw, true)?;
    let inner = &state.inner;
    let old = inner.session(&id).await?;
    let seat = crate::seat::resolve(&inner.accounts, &id, shown.0.as_ref()).await?;
    let old_sides = old.sides_of(&seat)?;
    if old.outcome().is_none() {
        return Err(ApiError::refused("game_not_over"));
    }
    let mine: Vec<Side> = old_sides.iter().map(|s| s.opposite()).collect();
    if let Some(next) = old.rematch() {
        if mine.len() == 2 {
            return Err(ApiError::conflict(
                "already_joined",
                msg!("rematch_started"),
            ));
        }
        let token = secret::token()?;
        let command = Command::ClaimSide {
            side: mine[0],
            token_hash: secret::hash(&token),
        };
        let applied = inner.act(next, &caller, Some(command)).await?;
        seat_account(&state, user.as_ref(), &token).await;
        let new = inner.session(next).await?;
        return Ok(with_state(
            StatusCode::CREATED,
            json!({"id": next, "color": color_name(names(&new), &mine), "token": token}),
            &applied.state,
        ));
    }
    let mut fixed = old.fixed.clone();
    fixed.id = secret::game_id()?;
    fixed.created_ms = now_ms();
    if let Opponent::Computer { side, .. } = &mut fixed.opponent {
        *side = side.opposite();
    }
    let new_id = fixed.id.clone();
    let command = Command::SetRematch {
        seat,
        id: new_id.clone(),
    };
    // A rated game's rematch is rated between the same two accounts, colours swapped.
    let players: Vec<(Side, String)> = if fixed.rated {
        let [white, black] = inner.store.seated(&id).await?;
        [(Side::Black, white), (Side::White, black)]
            .into_iter()
            .filter_map(|(side, user)| Some((side, user?)))
            .collect()
    } else {
        Vec::new()
    };
    let started = start(inner, &caller, fixed, &mine, &players, false).await?;
    // Of two players asking at once, one links the rematch; the other's game stays unused.
    inner.act(&id, &caller, Some(command)).await?;
    seat_account(&state, user.as_ref(), &started.token).await;
    Ok(with_state(
        StatusCode::CREATED,
        json!({"id": started.id, "color": color_name(names(&old), &mine),
            "token": started.token}),
        &started.state,
    ))
}
