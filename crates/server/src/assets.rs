//! The page: HTML, CSS, JavaScript and the icon, compiled into the binary (no CDN, no build
//! step). `/` is the lobby, `/g/{id}` a game, `/editor` the board editor, `/@/{name}` a
//! player's page and `/tournament` the tournaments; all load the same page.
//!
//! Every file carries an `ETag` (a hash of its content) and `Cache-Control: no-cache`: a
//! browser asks again on each visit and gets `304 Not Modified`, with no body, for what has not
//! changed. Text is sent compressed (brotli or gzip) to browsers that accept it.

use std::sync::LazyLock;

use axum::{
    Router,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
    routing::get,
};
use sha2::{Digest, Sha256};
use tower_http::compression::CompressionLayer;

use crate::{error::ApiError, extract::Path, state::AppState};

/// Every file under `/assets/`: name, content type, content.
const FILES: &[(&str, &str, &str)] = &[
    (
        "app.css",
        "text/css; charset=utf-8",
        include_str!("../static/app.css"),
    ),
    (
        "board.css",
        "text/css; charset=utf-8",
        include_str!("../static/board.css"),
    ),
    (
        "game.css",
        "text/css; charset=utf-8",
        include_str!("../static/game.css"),
    ),
    (
        "analysis.css",
        "text/css; charset=utf-8",
        include_str!("../static/analysis.css"),
    ),
    (
        "editor.css",
        "text/css; charset=utf-8",
        include_str!("../static/editor.css"),
    ),
    (
        "reader.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/reader.js"),
    ),
    (
        "seeks.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/seeks.js"),
    ),
    (
        "challenges.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/challenges.js"),
    ),
    (
        "controls.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/controls.js"),
    ),
    (
        "games.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/games.js"),
    ),
    (
        "rules.css",
        "text/css; charset=utf-8",
        include_str!("../static/rules.css"),
    ),
    (
        "tournament.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/tournament.js"),
    ),
    (
        "rounds.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/rounds.js"),
    ),
    (
        "profile.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/profile.js"),
    ),
    (
        "chart.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/chart.js"),
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
        "editor.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/editor.js"),
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
        "friends.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/friends.js"),
    ),
    (
        "draw.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/draw.js"),
    ),
    (
        "players.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/players.js"),
    ),
    (
        "analysis.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/analysis.js"),
    ),
    (
        "engine.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/engine.js"),
    ),
    (
        "review.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/review.js"),
    ),
    (
        "sound.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/sound.js"),
    ),
    (
        "header.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/header.js"),
    ),
    (
        "account.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/account.js"),
    ),
    (
        "puzzles.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/puzzles.js"),
    ),
    (
        "lessons.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/lessons.js"),
    ),
    (
        "rules.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/rules.js"),
    ),
    (
        "i18n.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/i18n.js"),
    ),
    (
        "moves.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/moves.js"),
    ),
    (
        "popover.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/popover.js"),
    ),
    (
        "settings.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/settings.js"),
    ),
    (
        "pieces.js",
        "text/javascript; charset=utf-8",
        include_str!("../static/pieces.js"),
    ),
    (
        "icon.svg",
        "image/svg+xml",
        include_str!("../static/icon.svg"),
    ),
];

const INDEX: &str = include_str!("../static/index.html");

/// The entity tag of each file of [`FILES`] (same order), and of the page.
static TAGS: LazyLock<(Vec<String>, String)> = LazyLock::new(|| {
    (
        FILES
            .iter()
            .map(|(_, _, body)| tag(body.as_bytes()))
            .collect(),
        tag(INDEX.as_bytes()),
    )
});

fn tag(body: &[u8]) -> String {
    let digest = Sha256::digest(body);
    let hex: String = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
    format!("\"{hex}\"")
}

/// The page's routes.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/", get(index))
        .route("/g/{id}", get(index))
        .route("/editor", get(index))
        .route("/analysis", get(index))
        .route("/puzzles", get(index))
        .route("/@/{name}", get(index))
        .route("/tournament", get(index))
        .route("/tournament/{id}", get(index))
        .route("/assets/{file}", get(asset))
        .route("/assets/sound/{file}", get(sound))
        .layer(CompressionLayer::new())
}

/// The file, or 304 when the browser's copy (`If-None-Match`) is this one.
fn send(headers: &HeaderMap, kind: &'static str, etag: &str, body: &'static [u8]) -> Response {
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let cache = [
        (header::ETAG, etag.to_string()),
        (header::CACHE_CONTROL, "no-cache".to_string()),
    ];
    if fresh {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    (cache, [(header::CONTENT_TYPE, kind)], body).into_response()
}

async fn index(headers: HeaderMap) -> Response {
    send(
        &headers,
        "text/html; charset=utf-8",
        &TAGS.1,
        INDEX.as_bytes(),
    )
}

async fn asset(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match FILES.iter().position(|(name, _, _)| *name == file) {
        Some(i) => {
            let (_, kind, body) = FILES[i];
            send(&headers, kind, &TAGS.0[i], body.as_bytes())
        }
        None => ApiError::no_route(&format!("/assets/{file}")).into_response(),
    }
}

/// `GET /assets/sound/NAME.wav`: a sound of the page (see [`crate::sounds`]).
async fn sound(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match file.strip_suffix(".wav").and_then(crate::sounds::wav_of) {
        Some(bytes) => send(&headers, "audio/wav", &tag(bytes), bytes),
        None => ApiError::no_route(&format!("/assets/sound/{file}")).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::FILES;

    /// A module the page imports but the binary lacks breaks the whole page: every file of
    /// `static/` (but the page itself) is served.
    #[test]
    fn every_static_file_is_served() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("static");
        let mut missing = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name != "index.html" && !FILES.iter().any(|(file, _, _)| *file == name) {
                missing.push(name);
            }
        }
        assert!(missing.is_empty(), "not in FILES: {missing:?}");
    }
}
