//! Seeks: `GET /api/seeks`, `POST /api/seeks` (open one, or join a matching one),
//! `POST /api/seeks/{id}/join`, `GET /api/seeks/{id}`, `DELETE /api/seeks/{id}`.

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use ply_core::{Side, msg};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{
    agreed::{self, Terms, side_name},
    bearer, body,
    rules::{RulesBody, rule_pairs},
    with_state,
};
use crate::{
    accounts::{MaybeUser, User},
    clock::now_ms,
    error::ApiError,
    extract::Path,
    lobby::{Seek, TimeControl},
    secret,
    state::{AppState, Caller},
};

/// Days per move a seek may ask for.
pub const DAYS: [i64; 6] = [1, 2, 3, 5, 7, 14];
/// The longest clock, in seconds (three hours), and the largest increment (three minutes).
const MOST_LIMIT_S: i64 = 3 * 3_600;
const MOST_INCREMENT_S: i64 = 180;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClockBody {
    pub limit: i64,
    #[serde(default)]
    pub increment: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
struct SeekBody {
    game: String,
    rules: Option<RulesBody>,
    clock: Option<ClockBody>,
    days: Option<i64>,
    #[serde(default)]
    rated: bool,
    color: Option<String>,
    rating_range: Option<String>,
}

/// The time control of a request (400 for one out of bounds).
pub(crate) fn time_control(
    clock: Option<ClockBody>,
    days: Option<i64>,
) -> Result<TimeControl, ApiError> {
    match (clock, days) {
        (Some(_), Some(_)) => Err(ApiError::bad_request(msg!("lobby_clock_or_days"))),
        (Some(c), None) => {
            if !(1..=MOST_LIMIT_S).contains(&c.limit) {
                return Err(ApiError::bad_request(msg!(
                    "lobby_clock_limit",
                    most = MOST_LIMIT_S
                )));
            }
            if !(0..=MOST_INCREMENT_S).contains(&c.increment) {
                return Err(ApiError::bad_request(msg!(
                    "lobby_clock_increment",
                    most = MOST_INCREMENT_S
                )));
            }
            Ok(TimeControl::Clock {
                limit: c.limit,
                increment: c.increment,
            })
        }
        (None, Some(d)) if DAYS.contains(&d) => Ok(TimeControl::Days(d)),
        (None, Some(_)) => Err(ApiError::bad_request(msg!(
            "lobby_days",
            days = DAYS.map(|d| d.to_string()).join(", ")
        ))),
        (None, None) => Ok(TimeControl::Unlimited),
    }
}

/// The game's full rule options (defaults filled in), so that equal rules compare equal.
pub(crate) fn full_rules(
    game: &str,
    rules: Option<RulesBody>,
) -> Result<(String, Vec<(String, String)>), ApiError> {
    let found = ply_games::find(game).map_err(|e| ApiError::from_game(&e))?;
    let pairs = rule_pairs(rules)?;
    let record = found
        .new_game(&pairs, None)
        .map_err(|e| ApiError::from_game(&e))?;
    let full = record
        .rules()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    Ok((found.id().to_string(), full))
}

/// `white`, `black` or `random` (400 otherwise).
pub(crate) fn color_of(color: Option<String>) -> Result<String, ApiError> {
    let color = color.unwrap_or_else(|| "random".to_string());
    match color.as_str() {
        "white" | "black" | "random" => Ok(color),
        other => Err(ApiError::bad_request(msg!("unknown_color", color = other))),
    }
}

/// The largest step a range around the seeker's rating may take either way.
const MOST_OFFSET: i64 = 1_000;

/// A rating range as asked for: two ratings, or two steps around the seeker's rating.
#[derive(Clone, Copy)]
enum Range {
    Ratings(i64, i64),
    Around(i64, i64),
}

/// Reads a rating range: `"1400-1800"` (each 500 to 3500, the first below the second), or
/// `"-500..+500"` (each step at most 1,000, the first not above zero, the second not below).
fn range_of(text: Option<&str>) -> Result<Option<Range>, ApiError> {
    let Some(text) = text else {
        return Ok(None);
    };
    let number = |t: &str| t.trim().parse::<i64>().ok();
    let parsed = if let Some((a, b)) = text.split_once("..") {
        number(a)
            .zip(number(b))
            .filter(|&(a, b)| (-MOST_OFFSET..=0).contains(&a) && (0..=MOST_OFFSET).contains(&b))
            .filter(|(a, b)| a < b)
            .map(|(a, b)| Range::Around(a, b))
    } else {
        text.split_once('-')
            .and_then(|(a, b)| number(a).zip(number(b)))
            .filter(|&(a, b)| (500..=3500).contains(&a) && (500..=3500).contains(&b))
            .filter(|(a, b)| a < b)
            .map(|(a, b)| Range::Ratings(a, b))
    };
    parsed
        .map(Some)
        .ok_or_else(|| ApiError::bad_request(msg!("lobby_range", range = text)))
}

/// 401 `not_logged_in`: a rating range is for players with an account (and a rating).
fn range_needs_account() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        "not_logged_in",
        msg!("lobby_range_needs_account"),
    )
}

/// The rating of `user` in the game and speed of a seek (none without an account, or for an
/// untimed game).
async fn rating_in(
    state: &AppState,
    user: Option<&User>,
    game: &str,
    control: TimeControl,
) -> Result<Option<i64>, ApiError> {
    match (user, control.speed()) {
        (Some(user), Some(speed)) => Ok(Some(
            state.inner.lobby.rating_of(&user.id, game, speed).await?,
        )),
        _ => Ok(None),
    }
}

/// Refuses a player whose rating the seek's range does not admit: 401 without an account,
/// 403 `out_of_range` otherwise.
fn check_range(seek: &Seek, user: Option<&User>, rating: Option<i64>) -> Result<(), ApiError> {
    if seek.accepts(rating) {
        return Ok(());
    }
    let (Some(_), Some(rating), Some((low, high))) = (user, rating, seek.range) else {
        return Err(range_needs_account());
    };
    Err(ApiError::new(
        StatusCode::FORBIDDEN,
        "out_of_range",
        msg!(
            "lobby_out_of_range",
            rating = rating,
            range = format!("{low}–{high}")
        ),
    ))
}

/// A rated seek needs an account and a time control.
fn check_rated(rated: bool, user: Option<&User>, control: TimeControl) -> Result<(), ApiError> {
    if !rated {
        return Ok(());
    }
    if user.is_none() {
        return Err(ApiError::new(
            StatusCode::UNAUTHORIZED,
            "not_logged_in",
            msg!("lobby_rated_needs_account"),
        ));
    }
    if control == TimeControl::Unlimited {
        return Err(ApiError::bad_request(msg!("lobby_rated_needs_clock")));
    }
    Ok(())
}

/// `GET /api/seeks`: the open seeks, oldest first.
pub async fn list(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let seeks = state.inner.lobby.open().await?;
    let (online, playing) = state.inner.lobby.counts();
    Ok(Json(json!({
        "seeks": seeks.iter().map(Seek::json).collect::<Vec<_>>(),
        "online": online,
        "playing": playing,
    })))
}

/// `POST /api/seeks`: joins the oldest matching seek (201 `{"status": "joined", "game",
/// "color", "token", "state"}`), or else opens one (201 `{"status": "open", "id", "token",
/// "seek"}`: the token keeps it alive on the lobby's socket and is the seat of its game).
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    MaybeUser(user): MaybeUser,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: SeekBody = body(raw, false)?;
    let (game, rules) = full_rules(&req.game, req.rules)?;
    let control = time_control(req.clock, req.days)?;
    let color = color_of(req.color)?;
    check_rated(req.rated, user.as_ref(), control)?;
    let asked = range_of(req.rating_range.as_deref())?;
    if asked.is_some() {
        if user.is_none() {
            return Err(range_needs_account());
        }
        if control == TimeControl::Unlimited {
            return Err(ApiError::bad_request(msg!("lobby_range_needs_clock")));
        }
    }
    let rating = rating_in(&state, user.as_ref(), &game, control).await?;
    let range = match (asked, rating) {
        (Some(Range::Ratings(low, high)), _) => Some((low, high)),
        (Some(Range::Around(down, up)), Some(own)) => Some((own + down, own + up)),
        (Some(Range::Around(..)), None) => return Err(range_needs_account()),
        (None, _) => None,
    };
    let want = Seek {
        id: secret::game_id()?,
        user: user.as_ref().map(|u| u.id.clone()),
        user_name: user.as_ref().map(|u| u.shown_name().to_string()),
        bot: match &user {
            Some(u) => state.inner.accounts.is_bot(&u.id).await?,
            None => false,
        },
        game,
        rules,
        control,
        rated: req.rated,
        color,
        range,
        rating,
        created_ms: now_ms(),
    };
    let lobby = &state.inner.lobby;
    for seek in lobby.matching(&want).await? {
        if let Some(response) =
            join_seek(&state, &caller, user.as_ref(), &seek, &want.color).await?
        {
            return Ok(response);
        }
    }
    lobby
        .check_bounds(want.user.as_deref(), caller.address.as_deref())
        .await?;
    let token = secret::token()?;
    lobby
        .add(&want, &secret::hash(&token), caller.address.as_deref())
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"status": "open", "id": want.id, "token": token, "seek": want.json()})),
    )
        .into_response())
}

/// `POST /api/seeks/{id}/join`: joins that seek (404 when it is not open, 409 `own_seek` for
/// one's own, 409 `seek_taken` when another player took it first).
pub async fn join(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    MaybeUser(user): MaybeUser,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let super::Empty {} = body(raw, true)?;
    let seek = match state.inner.lobby.one(&id).await? {
        None => return Err(no_seek(&id)),
        Some((_, _, Some(_))) => return Err(taken()),
        Some((seek, _, None)) => seek,
    };
    check_rated(seek.rated, user.as_ref(), seek.control)?;
    if seek.user.is_some() && seek.user == user.as_ref().map(|u| u.id.clone()) {
        return Err(ApiError::conflict("own_seek", msg!("lobby_own_seek")));
    }
    let rating = rating_in(&state, user.as_ref(), &seek.game, seek.control).await?;
    check_range(&seek, user.as_ref(), rating)?;
    match join_seek(&state, &caller, user.as_ref(), &seek, "random").await? {
        Some(response) => Ok(response),
        None => Err(taken()),
    }
}

fn taken() -> ApiError {
    ApiError::conflict("seek_taken", msg!("lobby_seek_taken"))
}

fn no_seek(id: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        msg!("lobby_no_seek", id = id),
    )
}

/// Takes `seek` and makes its game, the owner's token and the joiner's in their seats; none
/// when another player took it first.
async fn join_seek(
    state: &AppState,
    caller: &Caller,
    user: Option<&User>,
    seek: &Seek,
    joiner_color: &str,
) -> Result<Option<Response>, ApiError> {
    let inner = &state.inner;
    let lobby = &inner.lobby;
    let game_id = secret::game_id()?;
    if !lobby.take(&seek.id, &game_id).await? {
        return Ok(None);
    }
    let Some((_, owner_hash, _)) = lobby.one(&seek.id).await? else {
        return Ok(None);
    };
    // A rated seek's game is rated when two accounts sit down to a clock or days per move:
    // both seated in the transaction that stores the game.
    let accounts = match (&seek.user, user) {
        (Some(owner), Some(joiner))
            if seek.rated && seek.control != TimeControl::Unlimited && *owner != joiner.id =>
        {
            Some([owner.as_str(), joiner.id.as_str()])
        }
        _ => None,
    };
    let made = agreed::make(
        state,
        caller,
        Terms {
            game_id: &game_id,
            game: &seek.game,
            rules: &seek.rules,
            start: String::new(),
            control: seek.control,
            colors: [&seek.color, joiner_color],
            first_hash: owner_hash,
            accounts,
            rated: accounts.is_some(),
        },
    )
    .await;
    let made = match made {
        Ok(made) => made,
        Err(e) => {
            lobby.untake(&seek.id, &game_id).await?;
            return Err(e);
        }
    };
    let [owner_side, joiner_side] = made.sides;
    let mut seats: [Option<&str>; 2] = [None, None];
    seats[owner_side.index()] = seek.user.as_deref();
    seats[joiner_side.index()] = user.map(|u| u.id.as_str());
    lobby
        .joined(seek, &game_id, seats, owner_side == Side::White)
        .await?;
    Ok(Some(with_state(
        StatusCode::CREATED,
        json!({"status": "joined", "game": game_id, "id": game_id,
            "color": side_name(&seek.game, joiner_side), "token": made.token}),
        &made.state,
    )))
}

/// `GET /api/seeks/{id}`: the seek and, once joined, its game.
pub async fn one(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let Some((seek, _, game)) = state.inner.lobby.one(&id).await? else {
        return Err(no_seek(&id));
    };
    let status = if game.is_some() { "joined" } else { "open" };
    Ok(Json(
        json!({"status": status, "seek": seek.json(), "game": game}),
    ))
}

/// `DELETE /api/seeks/{id}`: its owner (the seek's token as bearer, or the account) removes
/// an open seek (204).
pub async fn delete(
    State(state): State<AppState>,
    Path(id): Path<String>,
    MaybeUser(user): MaybeUser,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let lobby = &state.inner.lobby;
    let Some((seek, owner_hash, None)) = lobby.one(&id).await? else {
        return Err(no_seek(&id));
    };
    let by_token = bearer(&headers).is_ok_and(|t| secret::hash(&t) == owner_hash);
    let by_account = seek.user.is_some() && seek.user == user.map(|u| u.id);
    if !(by_token || by_account) {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "not_owner",
            msg!("lobby_not_owner"),
        ));
    }
    if !lobby.remove(&id).await? {
        return Err(no_seek(&id));
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
