//! The ply web app: an HTTP server (axum on tokio) that serves the page, a JSON API and
//! WebSocket updates, with every game kept in SQLite.
//!
//! Choices, recorded here:
//! - **Storage**: one SQLite file `ply.sqlite3` in the data directory, WAL mode,
//!   `synchronous=NORMAL` (a killed process loses nothing committed; only a power cut could
//!   lose the last moves). Each game stores its id, game, rule options, start position, move
//!   texts, declared ending, clocks, draw offer and the SHA-256 hashes of its tokens; a game is
//!   rebuilt by replaying its moves through the rules. Schema changes are ordered migrations
//!   counted by `PRAGMA user_version`.
//! - **Commit before reply**: an accepted move is written in a transaction before the reply
//!   and before listeners hear of it; a failed write undoes the move in memory.
//! - **One game, one lock**: requests on a game run one after the other under its lock, so of
//!   two simultaneous moves exactly one is accepted; other games are not held up.
//! - **Tokens**: 256-bit random secrets, only their hashes stored. The creator's token acts for
//!   their side (both sides for `local`); a friend joins with a one-use invite code from the
//!   invite link (`/g/{id}#invite=CODE`) and gets a token of their own, never shown to the
//!   creator.
//! - **The computer** searches on a fixed pool of worker threads (one per core), never on the
//!   async threads; its reply goes through the same commit path as a player's move.
//! - **External engines** (`ply serve --engine`): offered as the computer for the games their
//!   protocol plays; a game stores the engine's id. Processes start on first use, are reused
//!   (cleared between uses) and end when the server stops; searches run on blocking threads,
//!   [`external::DEFAULT_MOVETIME_MS`] per move unless set. When an engine cannot start or fails,
//!   nothing is played: the state carries `engine_error` and the player retries (or takes back,
//!   or resigns); in a timed game the engine's clock runs meanwhile.
//! - **Clocks** (minutes + increment per move) are kept by the server: a side's time runs once
//!   both sides have made their first move; a flag falls at the exact time (a timer ends the
//!   game and tells the listeners), and every request checks it first.
//! - **Undo**: against the computer, takes back your last move and its reply (or only your
//!   move while it thinks); on one device, the last move; not in games between friends.
//! - **Draws**: an offer stands until answered, or until the side it was made to moves;
//!   offering while the other side's offer stands agrees to it. The computer declines offers.

mod api;
mod assets;
mod clock;
mod date;
mod engine;
mod error;
pub mod external;
mod live;
pub mod records;
mod secret;
mod state;
mod store;
mod view;
mod ws;

use std::{
    net::SocketAddr,
    path::{Path, PathBuf},
};

use anyhow::Context;
use axum::Router;

pub use error::ApiError;
pub use external::ExternalEngine;
pub use state::{AppState, DATABASE_FILE};

/// Where to listen and where to keep the games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServeOptions {
    /// Default `127.0.0.1:8080`.
    pub addr: SocketAddr,
    /// Default `./ply-data`.
    pub data_dir: PathBuf,
    /// External engines offered as opponents (default none).
    pub engines: Vec<ExternalEngine>,
    /// An external engine's time per move in ms (default [`external::DEFAULT_MOVETIME_MS`]).
    pub engine_movetime_ms: u64,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            data_dir: PathBuf::from("ply-data"),
            engines: Vec::new(),
            engine_movetime_ms: external::DEFAULT_MOVETIME_MS,
        }
    }
}

/// The whole app (page, API, WebSocket) over `state`, ready to serve.
pub fn app(state: AppState) -> Router {
    Router::new()
        .merge(api::routes())
        .merge(assets::routes())
        .with_state(state)
}

/// Opens the games in `data_dir` (creating it) for [`app`]. Call inside a tokio runtime.
///
/// # Errors
/// The directory or database cannot be opened.
pub fn open(data_dir: &Path) -> anyhow::Result<AppState> {
    AppState::open(data_dir)
}

/// Opens the games in `data_dir` with external engines as opponents (see
/// [`ServeOptions::engines`]). Call inside a tokio runtime.
///
/// # Errors
/// The directory or database cannot be opened.
pub fn open_with_engines(
    data_dir: &Path,
    engines: Vec<ExternalEngine>,
    engine_movetime_ms: u64,
) -> anyhow::Result<AppState> {
    AppState::open_with(data_dir, engines, engine_movetime_ms)
}

/// Serves the app until Ctrl-C: prints the URL, then answers requests.
///
/// # Errors
/// The data directory cannot be opened or the address cannot be bound.
pub async fn serve(opts: ServeOptions) -> anyhow::Result<()> {
    let state = AppState::open_with(&opts.data_dir, opts.engines, opts.engine_movetime_ms)?;
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .with_context(|| format!("cannot listen on {}", opts.addr))?;
    let addr = listener.local_addr()?;
    println!(
        "ply: serving http://{addr}/ (games in {})",
        opts.data_dir.display()
    );
    for engine in &state.inner.engines.configured {
        println!(
            "ply: engine {} ({}): {}",
            engine.id, engine.name, engine.spec.command
        );
    }
    let served = axum::serve(listener, app(state.clone()))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await;
    state.shutdown();
    served.context("the server stopped")?;
    Ok(())
}
