//! Personal API tokens: `POST /api/account/tokens {"description", "scopes"}` (201
//! `{"token", …}`, the text shown this once), `GET /api/account/tokens`, `DELETE
//! /api/account/tokens/{id}`. Only the session cookie manages tokens (a token cannot make
//! another).

use std::sync::Arc;

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use ply_core::msg;
use serde::Deserialize;
use serde_json::{Value, json};

use super::body;
use crate::{
    accounts::{Accounts, LoggedIn},
    error::ApiError,
    extract::Path,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenBody {
    #[serde(default)]
    description: String,
    scopes: Scopes,
}

/// Scopes as a list, or as one text separated by spaces or commas.
#[derive(Deserialize)]
#[serde(untagged)]
enum Scopes {
    List(Vec<String>),
    Text(String),
}

/// `POST /api/account/tokens`: a new token for the logged-in player.
pub async fn create(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let req: TokenBody = body(raw, false)?;
    let scopes = match req.scopes {
        Scopes::List(list) => list,
        Scopes::Text(text) => vec![text],
    };
    let (token, text) = accounts
        .make_token(&user, &req.description, &scopes)
        .await?;
    let mut out = token.json();
    out["token"] = json!(text);
    let mut response = (StatusCode::CREATED, Json(out)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// `GET /api/account/tokens`: the logged-in player's tokens (never their text).
pub async fn list(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
) -> Result<Json<Value>, ApiError> {
    let tokens = accounts.tokens(&user).await?;
    Ok(Json(
        json!({"tokens": tokens.iter().map(|t| t.json()).collect::<Vec<_>>()}),
    ))
}

/// `DELETE /api/account/tokens/{id}`: revokes a token (204; 404 when the player has none
/// with this id).
pub async fn revoke(
    State(accounts): State<Arc<Accounts>>,
    LoggedIn(user): LoggedIn,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    if id.len() > 64 || !accounts.revoke_token(&user, &id).await? {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("token_none", id = id.as_str()),
        ));
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}
