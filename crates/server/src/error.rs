//! API errors: an HTTP status, a stable code and a message a player reads, sent as
//! `{"error": CODE, "message": TEXT}`.

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use ply_core::{MoveError, MoveErrorKind};
use serde_json::json;

/// A refused request. Nothing has changed when one is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
        }
    }
    /// 400: a request that names something wrong (a game, a rule option, a level).
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }
    /// 401: no token.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "this needs the game's token: send 'Authorization: Bearer TOKEN'",
        )
    }
    /// 403: a token that does not belong to this game, or not to the side it acts for.
    pub fn forbidden(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }
    /// 404: no such game.
    pub fn not_found(id: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("there is no game '{id}'"),
        )
    }
    /// 404: a path the server does not serve.
    pub fn no_route(path: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("there is no page, file or API route at {path}"),
        )
    }
    /// 405: a route that does not take this method; the `Allow` header names those it takes.
    pub fn method_not_allowed(method: &str, path: &str) -> ApiError {
        ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            format!("{path} does not take {method} (the Allow header names what it takes)"),
        )
    }
    /// 409: the request does not fit the game's state.
    pub fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }
    /// 409: it is the other side's turn.
    pub fn not_your_turn(turn: &str) -> ApiError {
        ApiError::conflict("not_your_turn", format!("it is {turn}'s turn"))
    }
    /// 409: the game has ended.
    pub fn game_over(description: &str) -> ApiError {
        ApiError::conflict("game_over", format!("the game is over ({description})"))
    }
    /// 413.
    pub fn too_large() -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            "the request body is too large",
        )
    }
    /// 422: the body is not the JSON this route reads.
    pub fn invalid_json(message: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_json",
            format!("the request body is not valid: {message}"),
        )
    }
    /// 500: the server failed (the database); the request changed nothing.
    pub fn internal(err: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            format!("the server failed: {err}"),
        )
    }

    /// A move the game refuses: 400 with the rule's message, or 409 when the game is over.
    pub fn from_move(err: &MoveError) -> ApiError {
        let code = match err.kind {
            MoveErrorKind::Malformed => "malformed_move",
            MoveErrorKind::Illegal => "illegal_move",
            MoveErrorKind::Ambiguous => "ambiguous_move",
            MoveErrorKind::GameOver => return ApiError::game_over(err.message()),
        };
        ApiError::new(StatusCode::BAD_REQUEST, code, err.message())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            Json(json!({"error": self.code, "message": self.message})),
        )
            .into_response()
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> ApiError {
        ApiError::internal(format!("{err:#}"))
    }
}
