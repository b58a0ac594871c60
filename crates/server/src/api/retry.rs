//! Retrying an external engine that failed: it starts anew and searches the same position.

use axum::{
    body::Bytes,
    extract::{Path, State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode},
    response::Response,
};

use super::{Empty, body, json_text, sides};
use crate::{error::ApiError, state::AppState};

/// `POST /api/games/{id}/retry`: after `engine_error`, the engine thinks again (409
/// `nothing_to_retry` when it has not failed).
pub async fn retry(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let ((), state) = state.inner.act(&id, |live, _, _| {
        sides(live, &headers)?;
        let Empty {} = body(raw, true)?;
        if live.engine_error.is_none() || !live.computer_to_move() {
            return Err(ApiError::conflict(
                "nothing_to_retry",
                "the engine has not failed",
            ));
        }
        live.engine_error = None;
        live.version += 1;
        Ok(())
    })?;
    Ok(json_text(StatusCode::OK, &state))
}
