//! API errors: an HTTP status, a stable error class, and a catalog message — sent as
//! `{"error": CLASS, "code": CODE, "params": {…}, "message": TEXT}`, the text in the
//! language of the request ([`crate::lang`]).

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use ply_core::{Arg, Message, MoveError, MoveErrorKind, msg};
use ply_games::GameError;
use serde_json::{Map, Value, json};

/// A refused request. Nothing has changed when one is returned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    /// The class of error scripts switch on: `illegal_move`, `not_your_turn`, …
    pub code: &'static str,
    /// What exactly is wrong, with its parameters.
    pub message: Message,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: Message) -> ApiError {
        ApiError {
            status,
            code,
            message,
        }
    }
    /// 400: a request that names something wrong (a game, a rule option, a level).
    pub fn bad_request(message: Message) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }
    /// 400: a game, rule option or position that could not be set up.
    pub fn from_game(err: &GameError) -> ApiError {
        ApiError::bad_request(err.message())
    }
    /// 401: no token.
    pub fn unauthorized() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            msg!("unauthorized"),
        )
    }
    /// 403 `not_seated`: the account that asks holds no seat in this game.
    pub fn not_seated() -> ApiError {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "not_seated",
            msg!("account_not_seated"),
        )
    }
    /// 403: a token that does not belong to this game, or not to the side it acts for.
    pub fn forbidden(message: Message) -> ApiError {
        ApiError::new(StatusCode::FORBIDDEN, "forbidden", message)
    }
    /// 404: no such game.
    pub fn not_found(id: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("no_such_game", id = id),
        )
    }
    /// 404: a path the server does not serve.
    pub fn no_route(path: &str) -> ApiError {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            msg!("no_route", path = path),
        )
    }
    /// 405: a route that does not take this method; the `Allow` header names those it takes.
    pub fn method_not_allowed(method: &str, path: &str) -> ApiError {
        ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            msg!("method_not_allowed", method = method, path = path),
        )
    }
    /// 401: a rated game is played between two accounts, and the caller is not logged in.
    pub fn rated_needs_account() -> ApiError {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "rated_needs_account",
            msg!("rated_needs_account"),
        )
    }
    /// 409: the request does not fit the game's state.
    pub fn conflict(code: &'static str, message: Message) -> ApiError {
        ApiError::new(StatusCode::CONFLICT, code, message)
    }
    /// 409 whose message is the catalog's text for the code itself.
    pub fn refused(code: &'static str) -> ApiError {
        ApiError::conflict(code, Message::new(code))
    }
    /// 409: it is the other side's turn.
    pub fn not_your_turn(turn: &str) -> ApiError {
        ApiError::conflict(
            "not_your_turn",
            msg!("not_your_turn", side = Arg::side(turn)),
        )
    }
    /// 409: the game has ended.
    pub fn game_over(description: Message) -> ApiError {
        ApiError::conflict("game_over", msg!("game_over", result = description))
    }
    /// 413.
    pub fn too_large() -> ApiError {
        ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too_large",
            msg!("too_large"),
        )
    }
    /// 422: the body is not the JSON this route reads.
    pub fn invalid_json(detail: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_json",
            msg!("invalid_json", detail = detail.to_string()),
        )
    }
    /// 500: the server failed (the database); the request changed nothing.
    pub fn internal(err: impl std::fmt::Display) -> ApiError {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            msg!("internal", detail = err.to_string()),
        )
    }

    /// A move the game refuses: 400 with the rule's message, or 409 when the game is over.
    pub fn from_move(err: &MoveError) -> ApiError {
        let code = match err.kind {
            MoveErrorKind::Malformed => "malformed_move",
            MoveErrorKind::Illegal => "illegal_move",
            MoveErrorKind::Ambiguous => "ambiguous_move",
            MoveErrorKind::GameOver => {
                return ApiError::conflict("game_over", err.message().clone());
            }
        };
        ApiError::new(StatusCode::BAD_REQUEST, code, err.message().clone())
    }
}

/// A message's parameters as JSON: texts and numbers as they are, lists as arrays, catalog
/// terms by their id, nested messages as `{"code", "params"}`.
pub fn params(message: &Message) -> Value {
    let mut out = Map::new();
    for (name, arg) in message.args() {
        out.insert(name.to_string(), param(arg));
    }
    Value::Object(out)
}

fn param(arg: &Arg) -> Value {
    match arg {
        Arg::Text(text) => json!(text),
        Arg::Number(n) => json!(n),
        Arg::List(list) | Arg::Either(list) => json!(list),
        Arg::Term(id) => json!({ "term": id }),
        Arg::Message(inner) => explain(inner),
    }
}

/// A message as data the page can word in its own language: `{"code", "params"}`.
pub fn explain(message: &Message) -> Value {
    json!({"code": message.code(), "params": params(message)})
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let text = self.message.text(crate::lang::current());
        (
            self.status,
            Json(json!({
                "error": self.code,
                "code": self.message.code(),
                "params": params(&self.message),
                "message": text,
            })),
        )
            .into_response()
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> ApiError {
        ApiError::internal(format!("{err:#}"))
    }
}
