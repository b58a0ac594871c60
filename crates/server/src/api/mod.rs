//! The JSON API under `/api` (documented in `docs/API.md`): routes, and the reading of bodies
//! and tokens shared by the handlers.

mod actions;
mod create;
mod retry;

use axum::{
    Json, Router,
    body::Bytes,
    extract::{DefaultBodyLimit, Path, State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::{get, post},
};
use ply_core::Side;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::{error::ApiError, live::Live, state::AppState};

/// The largest request body accepted (413 beyond).
pub const BODY_LIMIT: usize = 16 * 1024;

/// The `/api` routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/health", get(health))
        .route("/api/catalog", get(catalog))
        .route("/api/games", post(create::create))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/moves", post(actions::play))
        .route("/api/games/{id}/resign", post(actions::resign))
        .route("/api/games/{id}/draw", post(actions::draw))
        .route("/api/games/{id}/undo", post(actions::undo))
        .route("/api/games/{id}/retry", post(retry::retry))
        .route("/api/games/{id}/join", post(create::join))
        .route("/api/games/{id}/rematch", post(create::rematch))
        .route("/api/games/{id}/record", get(actions::record))
        .route("/api/games/{id}/ws", get(crate::ws::connect))
        .route("/api", get(no_route).post(no_route))
        .route("/api/{*rest}", get(no_route).post(no_route))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

async fn health(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let schema = state.schema_version()?;
    Ok(Json(json!({
        "status": "ok",
        "schema_version": schema,
        "computer_threads": state.computer_threads(),
    })))
}

async fn no_route() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        "there is no such API route",
    )
}

/// The games with their names, sides, rule options and external engines (for the lobby).
async fn catalog(State(state): State<AppState>) -> Json<Value> {
    let engines = &state.inner.engines;
    let games: Vec<Value> = ply_games::registry()
        .iter()
        .map(|g| {
            let rules: Vec<Value> = g
                .default_rules()
                .into_iter()
                .map(|(k, v)| json!({"key": k, "default": v}))
                .collect();
            let external: Vec<Value> = engines
                .for_game(g.id())
                .map(|e| json!({"id": e.id, "name": e.name}))
                .collect();
            json!({"id": g.id(), "name": g.name(), "sides": g.side_names(), "rules": rules,
                "engines": external})
        })
        .collect();
    Json(json!({"games": games}))
}

async fn game_state(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(json_text(StatusCode::OK, &state.inner.state(&id)?))
}

/// A body with nothing in it (`{}` or empty).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Empty {}

/// The token of `Authorization: Bearer TOKEN`.
fn bearer(headers: &HeaderMap) -> Result<String, ApiError> {
    let value = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .ok_or_else(ApiError::unauthorized)?;
    let token = value
        .strip_prefix("Bearer ")
        .or_else(|| value.strip_prefix("bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(ApiError::unauthorized)?;
    Ok(token.to_string())
}

/// The sides the request's token acts for in this game (401 without one, 403 for another's).
fn sides(live: &Live, headers: &HeaderMap) -> Result<Vec<Side>, ApiError> {
    live.sides_for(&bearer(headers)?)
}

/// The side a request acts for: the token's side, or the side to move for a token of both.
fn acting_side(live: &Live, headers: &HeaderMap) -> Result<Side, ApiError> {
    let sides = sides(live, headers)?;
    Ok(if sides.len() == 1 {
        sides[0]
    } else {
        live.to_move()
    })
}

/// Reads a JSON body (413 when too large, 422 when not the expected JSON). An empty body reads
/// as `{}` when `empty_ok`.
fn body<T: DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
    empty_ok: bool,
) -> Result<T, ApiError> {
    let bytes = body.map_err(|r| {
        if r.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::too_large()
        } else {
            ApiError::invalid_json(r.body_text())
        }
    })?;
    if empty_ok && bytes.iter().all(u8::is_ascii_whitespace) {
        return serde_json::from_str("{}").map_err(ApiError::invalid_json);
    }
    serde_json::from_slice(&bytes).map_err(ApiError::invalid_json)
}

/// A JSON text response with a status.
fn json_text(status: StatusCode, text: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "application/json")],
        text.to_string(),
    )
        .into_response()
}

/// `fields` (a JSON object) with the game's state added as `"state"`.
fn with_state(status: StatusCode, fields: Value, state: &str) -> Response {
    let mut text = fields.to_string();
    text.pop();
    if text.len() > 1 {
        text.push(',');
    }
    text.push_str("\"state\":");
    text.push_str(state);
    text.push('}');
    json_text(status, &text)
}
