//! The page: HTML, CSS, JavaScript and the icon, compiled into the binary (no CDN, no build
//! step). `/` is the lobby and `/g/{id}` a game; both load the same page.

use axum::{
    Router,
    extract::Path,
    http::header,
    response::{IntoResponse, Response},
    routing::get,
};

use crate::{error::ApiError, state::AppState};

/// Every file under `/assets/`: name, content type, content.
const FILES: &[(&str, &str, &str)] = &[
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("../static/app.css"),
    ),
    (
        "app.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/app.js"),
    ),
    (
        "api.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/api.js"),
    ),
    (
        "dom.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/dom.js"),
    ),
    (
        "board.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/board.js"),
    ),
    (
        "lobby.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/lobby.js"),
    ),
    (
        "game.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/game.js"),
    ),
    (
        "icon.svg",
        "image/svg+xml",
        include_str!("../static/icon.svg"),
    ),
];

const INDEX: &str = include_str!("../static/index.html");

/// The page's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(index))
        .route("/g/{id}", get(index))
        .route("/assets/{file}", get(asset))
}

async fn index() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        INDEX,
    )
        .into_response()
}

async fn asset(Path(file): Path<String>) -> Response {
    match FILES.iter().find(|(name, _, _)| *name == file) {
        Some((_, kind, body)) => (
            [
                (header::CONTENT_TYPE, *kind),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            *body,
        )
            .into_response(),
        None => ApiError::no_route(&format!("/assets/{file}")).into_response(),
    }
}
