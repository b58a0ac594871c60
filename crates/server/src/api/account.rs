//! The account routes, in lichess's shapes where lichess has them: register, log in and out
//! (here or everywhere), change the password, delete the account, the logged-in player
//! (`GET /api/account`), a public profile (`GET /api/user/{name}`), and the seats of this
//! browser's anonymous games given to the account.

use std::sync::Arc;

use axum::{
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use serde_json::{Value, json};

use super::body;
use crate::{
    accounts::{self, Accounts, Begun, LoggedIn, MaybeUser, Refusal, User},
    error::ApiError,
    extract::Path,
    state::{AppState, Caller},
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Credentials {
    name: String,
    password: String,
    /// The tokens of the games this browser played: their seats go to the account.
    #[serde(default)]
    games: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasswordChange {
    old: String,
    new: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Password {
    password: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Games {
    games: Vec<String>,
}

/// The account as its player sees it.
fn account_json(user: &User, games: i64) -> Value {
    json!({
        "id": user.id,
        "username": user.shown_name(),
        "createdAt": user.created_ms,
        "count": {"all": games},
    })
}

/// A JSON answer that sets (or removes) the session cookie and is never cached.
fn with_cookie(status: StatusCode, body: &Value, cookie: &str) -> Response {
    let mut response = (status, axum::Json(body)).into_response();
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(cookie) {
        headers.insert(header::SET_COOKIE, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// The answer to a session begun: the account, the seats given, the cookie.
async fn begun(
    accounts: &Accounts,
    headers: &HeaderMap,
    status: StatusCode,
    begun: Begun,
    games: &[String],
) -> Result<Response, Refusal> {
    let claimed = accounts.claim(&begun.user, games).await?;
    let count = accounts.games(&begun.user).await?;
    let mut body = account_json(&begun.user, count);
    body["claimed"] = json!(claimed);
    Ok(with_cookie(
        status,
        &body,
        &accounts.cookie(&begun.token, headers),
    ))
}

/// `POST /api/account/register {"name", "password", "games"?}`: 201, the account and the
/// session cookie.
pub async fn register(
    State(accounts): State<Arc<Accounts>>,
    caller: Caller,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, Refusal> {
    let asked: Credentials = body(raw, false)?;
    let started = accounts
        .register(&asked.name, &asked.password, caller.address.as_deref())
        .await?;
    tracing::info!(target: "ply::accounts", user = %started.user.id, "registered");
    begun(
        &accounts,
        &headers,
        StatusCode::CREATED,
        started,
        &asked.games,
    )
    .await
}

/// `POST /api/account/login {"name", "password", "games"?}`: the account and a new session
/// cookie.
pub async fn login(
    State(accounts): State<Arc<Accounts>>,
    caller: Caller,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, Refusal> {
    let asked: Credentials = body(raw, false)?;
    let started = accounts
        .login(&asked.name, &asked.password, caller.address.as_deref())
        .await?;
    begun(&accounts, &headers, StatusCode::OK, started, &asked.games).await
}

/// `POST /api/account/logout`: ends this session (if any) and removes the cookie.
pub async fn logout(
    State(accounts): State<Arc<Accounts>>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if let Some(token) = accounts::token_of(&headers) {
        accounts.logout(&token).await?;
    }
    Ok(with_cookie(
        StatusCode::OK,
        &json!({"ok": true}),
        &accounts.removal(&headers),
    ))
}

/// `POST /api/account/logout-everywhere`: ends every session of the account.
pub async fn logout_everywhere(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let ended = accounts.logout_everywhere(&user).await?;
    Ok(with_cookie(
        StatusCode::OK,
        &json!({"ok": true, "sessions": ended}),
        &accounts.removal(&headers),
    ))
}

/// `POST /api/account/password {"old", "new"}`: every session ends; this one goes on with a
/// new cookie.
pub async fn password(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    caller: Caller,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, Refusal> {
    let asked: PasswordChange = body(raw, false)?;
    let started = accounts
        .change_password(&user, &asked.old, &asked.new, caller.address.as_deref())
        .await?;
    begun(&accounts, &headers, StatusCode::OK, started, &[]).await
}

/// `DELETE /api/account` or `POST /api/account/delete {"password"}`: the account is deleted,
/// its games stay with the name shown as "deleted".
pub async fn delete(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    caller: Caller,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, Refusal> {
    let asked: Password = body(raw, false)?;
    accounts
        .delete(&user, &asked.password, caller.address.as_deref())
        .await?;
    tracing::info!(target: "ply::accounts", user = %user.id, "deleted");
    Ok(with_cookie(
        StatusCode::OK,
        &json!({"ok": true}),
        &accounts.removal(&headers),
    ))
}

/// `GET /api/account`: the logged-in player (by the session cookie or a personal token);
/// `"title": "BOT"` for a bot.
pub async fn me(
    State(state): State<AppState>,
    who: accounts::tokens::ApiUser,
) -> Result<Response, ApiError> {
    let user = who.user;
    let games = state.inner.accounts.games(&user).await?;
    let mut body = account_json(&user, games);
    if state.inner.accounts.is_bot(&user.id).await? {
        body["title"] = json!("BOT");
    }
    body["ratings"] = super::ratings::of_user(&state.inner.store, &user.id).await?;
    let mut response = axum::Json(body).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// `GET /api/account/session`: `{"account": …}` as `GET /api/account` gives it, or
/// `{"account": null}` when nobody is logged in — 200 either way, for the page to ask.
pub async fn session(
    State(state): State<AppState>,
    MaybeUser(user): MaybeUser,
) -> Result<Response, ApiError> {
    let account = match user {
        Some(user) => {
            let games = state.inner.accounts.games(&user).await?;
            let mut body = account_json(&user, games);
            body["ratings"] = super::ratings::of_user(&state.inner.store, &user.id).await?;
            body
        }
        None => Value::Null,
    };
    let mut response = axum::Json(json!({ "account": account })).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// `POST /api/account/games {"games": [TOKEN, …]}`: the seats of these games that no account
/// holds go to the logged-in player.
pub async fn claim(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    raw: Result<Bytes, BytesRejection>,
) -> Result<axum::Json<Value>, ApiError> {
    let asked: Games = body(raw, false)?;
    let claimed = accounts.claim(&user, &asked.games).await?;
    Ok(axum::Json(json!({"claimed": claimed})))
}

/// `GET /api/user/{name}`: a player's public profile.
pub async fn profile(
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<axum::Json<Value>, ApiError> {
    let accounts = &state.inner.accounts;
    let user = super::players::profiled(accounts, &name).await?;
    if user.disabled {
        // As lichess answers for a closed account: who it was, and that it is closed.
        return Ok(axum::Json(
            json!({"id": user.id, "username": user.name, "disabled": true}),
        ));
    }
    let games = accounts.games(&user).await?;
    let mut out = json!({
        "id": user.id,
        "username": user.name,
        "createdAt": user.created_ms,
        "count": {"all": games},
        "ratings": super::ratings::of_user(&state.inner.store, &user.id).await?,
    });
    if accounts.is_bot(&user.id).await? {
        out["title"] = json!("BOT");
    }
    super::players::profile_extra(&state, &user, &mut out).await?;
    Ok(axum::Json(out))
}
