//! Challenges by name, in lichess's shapes: `POST /api/challenge/{name}`, `GET
//! /api/challenge`, `POST /api/challenge/{id}/accept|decline|cancel`. A request acts for the
//! account of its session cookie or of a personal token (scope `challenge:write`,
//! `bot:play` or `board:play`). Bodies are JSON or form-encoded, as lichess takes them.

use std::time::Duration;

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use ply_core::msg;
use serde_json::{Map, Value, json};

use super::{
    agreed::{self, Terms, side_name},
    rules::RulesBody,
    seeks::{ClockBody, color_of, full_rules, time_control},
};
use crate::{
    accounts::tokens::ApiUser,
    challenges::{
        Challenge, DECLINE_REASONS, MADE_PER_WINDOW, OPEN_FOR, OPEN_PER_CHALLENGER, OPEN_PER_DEST,
        Party, Status, WINDOW, rows,
    },
    clock::now_ms,
    error::ApiError,
    extract::Path,
    lobby::TimeControl,
    secret,
    state::{AppState, Caller},
};

/// The scopes that may make and answer challenges.
pub const SCOPES: [&str; 3] = ["challenge:write", "bot:play", "board:play"];
/// The scopes that may read them.
const READ_SCOPES: [&str; 4] = [
    "challenge:read",
    "challenge:write",
    "bot:play",
    "board:play",
];

fn ms(d: Duration) -> i64 {
    d.as_millis() as i64
}

/// Challenges made since this time are open (when not answered).
fn open_since() -> i64 {
    now_ms() - ms(OPEN_FOR)
}

/// The fields of a body, JSON or form-encoded (`null` fields left out).
pub(super) fn fields(
    headers: &HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Map<String, Value>, ApiError> {
    let bytes = raw.map_err(|r| {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::too_large()
        } else {
            ApiError::invalid_json(r.body_text())
        }
    })?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(Map::new());
    }
    let form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let map: Map<String, Value> = if form {
        let pairs: Vec<(String, String)> =
            serde_urlencoded::from_bytes(&bytes).map_err(ApiError::invalid_json)?;
        pairs
            .into_iter()
            .map(|(k, v)| (k, Value::String(v)))
            .collect()
    } else {
        serde_json::from_slice(&bytes).map_err(ApiError::invalid_json)?
    };
    Ok(map.into_iter().filter(|(_, v)| !v.is_null()).collect())
}

/// A field read as a whole number (a JSON number or its text).
fn int(map: &Map<String, Value>, key: &str) -> Result<Option<i64>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Number(n)) if n.is_i64() => Ok(n.as_i64()),
        Some(Value::String(s)) if s.trim().parse::<i64>().is_ok() => Ok(s.trim().parse().ok()),
        Some(_) => Err(ApiError::bad_request(msg!("challenge_field", field = key))),
    }
}

/// A field read as a boolean (`true`/`false`, as JSON or text).
pub(super) fn boolean(map: &Map<String, Value>, key: &str) -> Result<Option<bool>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(Value::String(s)) if s == "true" || s == "false" => Ok(Some(s == "true")),
        Some(_) => Err(ApiError::bad_request(msg!("challenge_field", field = key))),
    }
}

/// A field read as text.
fn text(map: &Map<String, Value>, key: &str) -> Result<Option<String>, ApiError> {
    match map.get(key) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(_) => Err(ApiError::bad_request(msg!("challenge_field", field = key))),
    }
}

/// Refuses a field this route does not read (422, as any other body with unknown fields).
pub(super) fn only(map: &Map<String, Value>, known: &[&str]) -> Result<(), ApiError> {
    match map.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(ApiError::invalid_json(format!("unknown field `{k}`"))),
        None => Ok(()),
    }
}

fn no_user(name: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        msg!("account_no_such_user", name = name),
    )
}

fn no_challenge(id: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        msg!("challenge_none", id = id),
    )
}

fn limited(message: ply_core::Message) -> ApiError {
    ApiError::new(
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_challenges",
        message,
    )
}

/// The challenge as made: 400 for what cannot be played.
fn challenge_of(
    map: &Map<String, Value>,
    challenger: Party,
    dest: Party,
) -> Result<Challenge, ApiError> {
    only(
        map,
        &[
            "rated",
            "clock.limit",
            "clock.increment",
            "clock",
            "days",
            "color",
            "variant",
            "fen",
            "rules",
            "keepAliveStream",
            "message",
        ],
    )?;
    let variant = text(map, "variant")?.unwrap_or_else(|| "chess".to_string());
    // lichess's name of chess.
    let variant = if variant == "standard" {
        "chess".to_string()
    } else {
        variant
    };
    let rules = match map.get("rules") {
        None => None,
        Some(v) => {
            Some(serde_json::from_value::<RulesBody>(v.clone()).map_err(ApiError::invalid_json)?)
        }
    };
    let (game, rules) = full_rules(&variant, rules)?;
    let (limit, increment) = match map.get("clock") {
        Some(Value::Object(clock)) => (int(clock, "limit")?, int(clock, "increment")?),
        Some(_) => {
            return Err(ApiError::bad_request(msg!(
                "challenge_field",
                field = "clock"
            )));
        }
        None => (int(map, "clock.limit")?, int(map, "clock.increment")?),
    };
    let clock = match (limit, increment) {
        (Some(limit), increment) => Some(ClockBody {
            limit,
            increment: increment.unwrap_or(0),
        }),
        (None, Some(_)) => {
            return Err(ApiError::bad_request(msg!(
                "challenge_field",
                field = "clock.limit"
            )));
        }
        (None, None) => None,
    };
    let control = time_control(clock, int(map, "days")?)?;
    let rated = boolean(map, "rated")?.unwrap_or(false);
    let fen = text(map, "fen")?.filter(|f| !f.trim().is_empty());
    if rated && control == TimeControl::Unlimited {
        return Err(ApiError::bad_request(msg!("lobby_rated_needs_clock")));
    }
    if let Some(fen) = &fen {
        if rated {
            return Err(ApiError::bad_request(msg!("challenge_rated_position")));
        }
        let found = ply_games::find(&game).map_err(|e| ApiError::from_game(&e))?;
        found
            .new_game(&rules, Some(fen))
            .map_err(|e| ApiError::from_game(&e))?;
    }
    Ok(Challenge {
        id: secret::game_id()?,
        challenger,
        dest,
        game,
        rules,
        control,
        rated,
        color: color_of(text(map, "color")?)?,
        fen,
        status: Status::Created,
        decline_reason: None,
        game_id: None,
        created_ms: now_ms(),
    })
}

/// `POST /api/challenge/{name}`: challenges the player `name` (200: the challenge, with
/// `token`, the challenger's seat in the game to come).
pub async fn create(
    State(state): State<AppState>,
    Path(name): Path<String>,
    who: ApiUser,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    who.require(&SCOPES)?;
    let map = fields(&headers, raw)?;
    let inner = &state.inner;
    let dest = inner
        .accounts
        .user(&name)
        .await?
        .filter(|u| !u.deleted && !u.disabled)
        .ok_or_else(|| no_user(&name))?;
    if dest.id == who.user.id {
        return Err(ApiError::bad_request(msg!("challenge_self")));
    }
    let party = |u: &crate::accounts::User, bot| Party {
        id: u.id.clone(),
        name: u.name.clone(),
        bot,
        deleted: u.deleted,
    };
    let challenger = party(&who.user, inner.accounts.is_bot(&who.user.id).await?);
    let dest = party(&dest, inner.accounts.is_bot(&dest.id).await?);
    let challenge = challenge_of(&map, challenger, dest)?;
    let pool = inner.store.pool();
    let now = now_ms();
    let (made, _) = rows::made_since(pool, &who.user.id, now - ms(WINDOW)).await?;
    if made >= MADE_PER_WINDOW {
        return Err(limited(msg!(
            "challenge_too_many",
            most = MADE_PER_WINDOW,
            minutes = ms(WINDOW) / 60_000
        )));
    }
    let (_, open) = rows::made_since(pool, &who.user.id, open_since()).await?;
    if open >= OPEN_PER_CHALLENGER {
        return Err(limited(msg!(
            "challenge_too_many_open",
            most = OPEN_PER_CHALLENGER
        )));
    }
    if rows::open_to(pool, &challenge.dest.id, open_since()).await? >= OPEN_PER_DEST {
        return Err(limited(msg!(
            "challenge_inbox_full",
            name = challenge.dest.name.as_str(),
            most = OPEN_PER_DEST
        )));
    }
    let token = secret::token()?;
    rows::insert(pool, &challenge, &secret::hash(&token)).await?;
    // An account's challenges are kept a day (every open one has expired by then).
    rows::forget(pool, &who.user.id, now - 24 * 3_600_000).await?;
    let event = json!({"type": "challenge", "challenge": challenge.json()});
    inner.live.tell(&challenge.dest.id, &event).await;
    inner.live.tell(&challenge.challenger.id, &event).await;
    let mut out = challenge.json();
    out["direction"] = json!("out");
    out["token"] = json!(token);
    Ok((StatusCode::OK, Json(out)).into_response())
}

/// `GET /api/challenge`: the open challenges to and by the account, `{"in": [...], "out":
/// [...]}`, newest first.
pub async fn list(State(state): State<AppState>, who: ApiUser) -> Result<Json<Value>, ApiError> {
    who.require(&READ_SCOPES)?;
    let all = rows::open_of(
        state.inner.store.pool(),
        &who.user.id,
        open_since(),
        OPEN_PER_DEST + OPEN_PER_CHALLENGER,
    )
    .await?;
    let (mine, theirs): (Vec<_>, Vec<_>) = all.iter().partition(|c| c.challenger.id == who.user.id);
    let shape = |list: Vec<&Challenge>, direction: &str| -> Vec<Value> {
        list.into_iter()
            .map(|c| {
                let mut j = c.json();
                j["direction"] = json!(direction);
                j
            })
            .collect()
    };
    Ok(Json(
        json!({"in": shape(theirs, "in"), "out": shape(mine, "out")}),
    ))
}

/// `GET /api/challenge/{id}/show`: one challenge of the account's, in any state (with
/// `gameId` once accepted, `declineReason` once declined); 404 for another's.
pub async fn show(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
) -> Result<Json<Value>, ApiError> {
    who.require(&READ_SCOPES)?;
    if id.len() > 64 {
        return Err(no_challenge(&id));
    }
    let Some((challenge, _)) = rows::one(state.inner.store.pool(), &id).await? else {
        return Err(no_challenge(&id));
    };
    let direction = if challenge.challenger.id == who.user.id {
        "out"
    } else if challenge.dest.id == who.user.id {
        "in"
    } else {
        return Err(no_challenge(&id));
    };
    let mut out = challenge.json();
    out["direction"] = json!(direction);
    Ok(Json(out))
}

/// The open challenge `id` and its challenger's seat hash (404 when there is none, or it has
/// expired; 409 `challenge_closed` once answered).
async fn open_one(state: &AppState, id: &str) -> Result<(Challenge, String), ApiError> {
    if id.len() > 64 {
        return Err(no_challenge(id));
    }
    let Some((challenge, hash)) = rows::one(state.inner.store.pool(), id).await? else {
        return Err(no_challenge(id));
    };
    if challenge.status != Status::Created {
        return Err(ApiError::conflict(
            "challenge_closed",
            msg!("challenge_closed"),
        ));
    }
    if challenge.created_ms < open_since() {
        return Err(no_challenge(id));
    }
    Ok((challenge, hash))
}

fn not_yours() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        "not_your_challenge",
        msg!("challenge_not_yours"),
    )
}

fn closed_meanwhile() -> ApiError {
    ApiError::conflict("challenge_closed", msg!("challenge_closed"))
}

/// `POST /api/challenge/{id}/accept`: the challenged player accepts (200 `{"ok": true,
/// "gameId", "color", "token"}`: the game is made, both accounts seated, and both told
/// `gameStart`).
pub async fn accept(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    caller: Caller,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    who.require(&SCOPES)?;
    only(&fields(&headers, raw)?, &[])?;
    let (challenge, owner_hash) = open_one(&state, &id).await?;
    if challenge.dest.id != who.user.id {
        return Err(not_yours());
    }
    let inner = &state.inner;
    let pool = inner.store.pool();
    let game_id = secret::game_id()?;
    if !rows::close(
        pool,
        &id,
        Status::Accepted,
        None,
        Some(&game_id),
        open_since(),
    )
    .await?
    {
        return Err(closed_meanwhile());
    }
    let made = agreed::make(
        &state,
        &caller,
        Terms {
            game_id: &game_id,
            game: &challenge.game,
            rules: &challenge.rules,
            start: challenge.fen.clone().unwrap_or_default(),
            control: challenge.control,
            colors: [&challenge.color, "random"],
            first_hash: owner_hash,
            accounts: Some([&challenge.challenger.id, &challenge.dest.id]),
            rated: challenge.rated && matches!(challenge.control, TimeControl::Clock { .. }),
        },
    )
    .await;
    let made = match made {
        Ok(made) => made,
        Err(e) => {
            rows::reopen(pool, &id, &game_id).await?;
            return Err(e);
        }
    };
    if let TimeControl::Days(days) = challenge.control {
        rows::set_days(pool, &game_id, days).await?;
    }
    let session = inner.session(&game_id).await?;
    crate::live::events::tell_game(
        &inner.accounts,
        &inner.live,
        "gameStart",
        &session,
        Some(&id),
    )
    .await;
    Ok(Json(json!({"ok": true, "id": game_id, "gameId": game_id,
        "color": side_name(&challenge.game, made.sides[1]), "token": made.token}))
    .into_response())
}

/// `POST /api/challenge/{id}/decline {"reason"?}`: the challenged player declines (200
/// `{"ok": true}`; the challenger is told `challengeDeclined`).
pub async fn decline(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    who.require(&SCOPES)?;
    let map = fields(&headers, raw)?;
    only(&map, &["reason"])?;
    let reason = text(&map, "reason")?.unwrap_or_else(|| "generic".to_string());
    if !DECLINE_REASONS.contains(&reason.as_str()) {
        return Err(ApiError::bad_request(msg!(
            "challenge_reason",
            reason = reason.as_str(),
            reasons = DECLINE_REASONS.join(", ")
        )));
    }
    let (challenge, _) = open_one(&state, &id).await?;
    if challenge.dest.id != who.user.id {
        return Err(not_yours());
    }
    let pool = state.inner.store.pool();
    if !rows::close(
        pool,
        &id,
        Status::Declined,
        Some(&reason),
        None,
        open_since(),
    )
    .await?
    {
        return Err(closed_meanwhile());
    }
    let answered = Challenge {
        status: Status::Declined,
        decline_reason: Some(reason),
        ..challenge
    };
    told(&state, "challengeDeclined", &answered).await;
    Ok(Json(json!({"ok": true})).into_response())
}

/// `POST /api/challenge/{id}/cancel`: the challenger withdraws it (200 `{"ok": true}`; the
/// challenged player is told `challengeCanceled`).
pub async fn cancel(
    State(state): State<AppState>,
    Path(id): Path<String>,
    who: ApiUser,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    who.require(&SCOPES)?;
    only(&fields(&headers, raw)?, &[])?;
    let (challenge, _) = open_one(&state, &id).await?;
    if challenge.challenger.id != who.user.id {
        return Err(not_yours());
    }
    let pool = state.inner.store.pool();
    if !rows::close(pool, &id, Status::Canceled, None, None, open_since()).await? {
        return Err(closed_meanwhile());
    }
    let answered = Challenge {
        status: Status::Canceled,
        ..challenge
    };
    told(&state, "challengeCanceled", &answered).await;
    Ok(Json(json!({"ok": true})).into_response())
}

/// Tells both accounts of a challenge `kind`.
async fn told(state: &AppState, kind: &str, challenge: &Challenge) {
    let event = json!({"type": kind, "challenge": challenge.json()});
    let live = &state.inner.live;
    live.tell(&challenge.dest.id, &event).await;
    live.tell(&challenge.challenger.id, &event).await;
}
