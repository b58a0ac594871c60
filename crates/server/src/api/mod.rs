//! The JSON API under `/api` (documented in `docs/API.md`): routes, and the reading of bodies
//! and tokens shared by the handlers.

mod account;
mod actions;
mod agreed;
mod analysis;
mod bot;
mod challenges;
mod create;
mod players;
mod position;
mod puzzles;
pub(crate) mod ratings;
pub(crate) mod rules;
pub(crate) mod seeks;
mod tokens;
pub mod tournament_import;
pub mod tournaments;
mod words;

use ply_core::msg;
use std::net::SocketAddr;

use axum::{
    Json, Router,
    body::Bytes,
    extract::{ConnectInfo, DefaultBodyLimit, FromRequestParts, State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode, header, request::Parts},
    response::{IntoResponse, Response},
    routing::{any, delete, get, post},
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::{
    error::ApiError,
    extract::Path,
    state::{AppState, Caller},
};

/// The largest request body accepted (413 beyond).
pub const BODY_LIMIT: usize = 16 * 1024;

/// The `/api` routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/health", get(health))
        .route("/metrics", get(metrics))
        .route("/api/catalog", get(catalog))
        .route("/api/i18n", get(words::words))
        .route("/api/games", post(create::create))
        .route("/api/analysis", post(analysis::analyse))
        .route("/api/position", post(position::check))
        .route("/api/analysis/board", post(analysis::board))
        .route("/api/analysis/ws", get(crate::analysis::socket::connect))
        .route("/api/games/{id}", get(game_state))
        .route("/api/games/{id}/moves", post(actions::play))
        .route("/api/games/{id}/resign", post(actions::resign))
        .route("/api/games/{id}/abort", post(actions::abort))
        .route("/api/games/{id}/draw", post(actions::draw))
        .route("/api/games/{id}/berserk", post(actions::berserk))
        .route("/api/games/{id}/undo", post(actions::undo))
        .route("/api/games/{id}/takeback", post(actions::takeback))
        .route("/api/games/{id}/retry", post(actions::retry))
        .route("/api/games/{id}/join", post(create::join))
        .route("/api/games/{id}/rematch", post(create::rematch))
        .route("/api/games/{id}/record", get(actions::record))
        .route("/api/games/{id}/ply/{n}", get(actions::at_ply))
        .route("/api/games/{id}/ws", get(crate::ws::connect))
        .route("/api/account", get(account::me).delete(account::delete))
        .route("/api/account/register", post(account::register))
        .route("/api/account/login", post(account::login))
        .route("/api/account/logout", post(account::logout))
        .route(
            "/api/account/logout-everywhere",
            post(account::logout_everywhere),
        )
        .route("/api/account/password", post(account::password))
        .route("/api/account/delete", post(account::delete))
        .route(
            "/api/account/games",
            get(players::mine).post(account::claim),
        )
        .route("/api/games/user/{name}", get(players::export))
        .route("/api/games/{id}/players", get(players::seated))
        .route("/api/user/{name}/games", get(players::user_games))
        .route("/api/user/{name}/rating-history", get(ratings::history))
        .route("/api/account/session", get(account::session))
        .route("/api/user/{name}", get(account::profile))
        .route("/api/seeks", get(seeks::list).post(seeks::create))
        .route("/api/seeks/{id}", get(seeks::one).delete(seeks::delete))
        .route("/api/seeks/{id}/join", post(seeks::join))
        .route("/api/lobby/ws", get(crate::lobby::socket::connect))
        .route(
            "/api/tournament",
            get(tournaments::list).post(tournaments::create),
        )
        .route(
            "/api/tournament/import",
            post(tournament_import::create)
                .layer(DefaultBodyLimit::max(tournament_import::BODY_BYTES)),
        )
        .route("/api/tournament/{id}", get(tournaments::one))
        .route("/api/tournament/{id}/join", post(tournaments::join))
        .route("/api/tournament/{id}/withdraw", post(tournaments::withdraw))
        .route("/api/tournament/{id}/start", post(tournaments::start))
        .route("/api/tournament/{id}/trf", get(tournaments::trf))
        .route(
            "/api/tournament/{id}/ws",
            get(crate::tournament::socket::connect),
        )
        .route("/api/challenge", get(challenges::list))
        .route("/api/challenge/{name}", post(challenges::create))
        .route("/api/challenge/{id}/show", get(challenges::show))
        .route("/api/challenge/{id}/accept", post(challenges::accept))
        .route("/api/challenge/{id}/decline", post(challenges::decline))
        .route("/api/challenge/{id}/cancel", post(challenges::cancel))
        .route(
            "/api/account/tokens",
            get(tokens::list).post(tokens::create),
        )
        .route("/api/account/tokens/{id}", delete(tokens::revoke))
        .route("/api/account/ws", get(crate::live::socket::connect))
        .route("/api/stream/event", get(bot::events))
        .route("/api/bot/game/stream/{id}", get(bot::bot_stream))
        .route("/api/bot/game/{id}/move/{move}", post(bot::bot_move))
        .route("/api/bot/game/{id}/resign", post(bot::bot_resign))
        .route("/api/bot/game/{id}/abort", post(bot::bot_abort))
        .route("/api/bot/account/upgrade", post(bot::upgrade))
        .route("/api/board/game/stream/{id}", get(bot::board_stream))
        .route("/api/board/game/{id}/move/{move}", post(bot::board_move))
        .route("/api/board/game/{id}/resign", post(bot::board_resign))
        .route("/api/board/game/{id}/abort", post(bot::board_abort))
        .route("/api/board/game/{id}/berserk", post(bot::board_berserk))
        .route("/api/puzzles/next", get(puzzles::next))
        .route("/api/puzzles/stats", get(puzzles::stats))
        .route("/api/puzzles/{id}/result", post(puzzles::result))
        .route("/api", any(no_route))
        .route("/api/{*rest}", any(no_route))
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

/// `GET /api/health`: 200 when the database answers, 503 otherwise.
async fn health(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    let inner = &state.inner;
    inner.store.ping().await.map_err(|e| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "database_unavailable",
            msg!("database_unavailable", detail = format!("{e:#}")),
        )
    })?;
    let schema = state.schema_version().await?;
    Ok(Json(json!({
        "status": "ok",
        "database": match inner.store.backend() {
            crate::store::Backend::Sqlite => "sqlite",
            crate::store::Backend::Postgres => "postgres",
        },
        "schema_version": schema,
        "instance": inner.instance,
        "computer_threads": state.computer_threads(),
        "games_in_memory": inner.cache.len(),
    })))
}

/// `GET /metrics`: the Prometheus text.
async fn metrics(State(state): State<AppState>) -> Response {
    let inner = &state.inner;
    inner.metrics.games_in_memory.set(inner.cache.len() as i64);
    (
        StatusCode::OK,
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        inner.metrics.render(),
    )
        .into_response()
}

async fn no_route() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "not_found", msg!("no_api_route"))
}

/// The games of the box, which the lobby offers first: the others are variants.
const BOXED: [&str; 5] = ["kabe", "draughts", "chess", "konane", "kalah"];

/// The games with their names, sides, who moves first, rule options, external engines, pieces
/// (for the lobby and the board editor), family, board, cell naming and description (for the
/// lobby's groups; `boxed` for the games the lobby shows first), the pieces a promotion may
/// choose and how engine scores read.
async fn catalog(State(state): State<AppState>) -> Response {
    let engines = &state.inner.engines;
    let lang = crate::lang::current();
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
            // Who moves first from the start position, as the page keys sides.
            let first = g
                .new_game(&[], None)
                .map_or("white", |r| crate::view::side_key(r.side_to_move()));
            let (board, coordinates) = board_of(g.as_ref());
            let about = format!("page-about-{}", g.id());
            let description = Some(ply_i18n::text(lang, &about)).filter(|t| *t != about);
            json!({"id": g.id(), "name": g.name(), "sides": g.side_names(), "rules": rules,
                "engines": external, "pieces": g.pieces(), "first": first, "family": g.family(),
                "board": board, "coordinates": coordinates, "description": description,
                "promotions": g.promotions(), "score": crate::view::score_scale(g.as_ref()),
                "boxed": BOXED.contains(&g.id())})
        })
        .collect();
    crate::lang::worded("application/json", json!({"games": games}).to_string())
}

/// A game's board as its start position's diagram lays it out (`8×8`, `10×10`; `2×6` for six
/// pits a side), and how its cells are named: `algebraic` (a letter and a number, as `c3`) or
/// `numbers` (draughts square numbers, Kalah pits).
fn board_of(game: &dyn ply_games::AnyGame) -> (String, &'static str) {
    let Ok(start) = game.new_game(&[], None) else {
        return (String::new(), "numbers");
    };
    let diagram = start.diagram();
    let board = match diagram.layout {
        ply_core::diagram::Layout::Grid { files, ranks } => format!("{files}×{ranks}"),
        ply_core::diagram::Layout::Pits { pits } => format!("2×{pits}"),
    };
    let algebraic = diagram
        .cells
        .iter()
        .filter(|c| c.playable && !c.label.is_empty())
        .all(|c| c.label.starts_with(|ch: char| ch.is_ascii_alphabetic()));
    (board, if algebraic { "algebraic" } else { "numbers" })
}

async fn game_state(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(json_text(StatusCode::OK, &state.inner.state(&id).await?))
}

/// A body with nothing in it (`{}` or empty).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Empty {}

/// The token of `Authorization: Bearer TOKEN` (401 without one).
fn bearer(headers: &HeaderMap) -> Result<String, ApiError> {
    crate::seat::bearer_token(headers).ok_or_else(ApiError::unauthorized)
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Caller, std::convert::Infallible> {
        let forwarded = state
            .inner
            .trust_forwarded
            .then(|| {
                let header = |name: &str| {
                    parts
                        .headers
                        .get(name)
                        .and_then(|v| v.to_str().ok())
                        .map(str::trim)
                        .filter(|v| !v.is_empty())
                };
                header("x-real-ip").map(str::to_string).or_else(|| {
                    header("x-forwarded-for")
                        .and_then(|v| v.rsplit(',').next())
                        .map(|v| v.trim().to_string())
                })
            })
            .flatten();
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip().to_string());
        Ok(Caller {
            address: forwarded.or(peer),
        })
    }
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
