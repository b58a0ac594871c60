//! The ply web app: an HTTP server (axum on tokio) that serves the page, a JSON API and
//! WebSocket updates, with every game kept in a database — SQLite (embedded, the default) or
//! PostgreSQL (any number of servers side by side).
//!
//! Choices, recorded here:
//! - **Storage** ([`store`]): SQLite — one file `ply.sqlite3` in the data directory, WAL mode,
//!   `synchronous=NORMAL` (a killed process loses nothing committed; a power cut can lose the
//!   last moves) — or PostgreSQL (`--database postgres://…`; durable at commit). Each game
//!   stores its id, game, rule options, start position, move texts, declared ending, clocks,
//!   draw offer, version and the SHA-256 hashes of its tokens; a game is rebuilt by replaying
//!   its moves through the rules. One list of ordered migrations serves both engines.
//! - **Sessions** ([`session`]): a game is a pure value; `apply(command, now)` checks the
//!   command once and returns the new session and the edit to store. The edit is committed
//!   against the version it follows before the reply and before listeners hear of it; a write
//!   that finds the game moved on (another server) reloads it and applies the command again,
//!   so of two simultaneous moves exactly one is accepted, wherever they arrive.
//! - **Stateless servers**: the database is the truth; each server caches the games it serves
//!   (evicted when idle), hears other servers' changes through PostgreSQL's `LISTEN/NOTIFY`,
//!   and claims the computer's searches in the database with a lease.
//! - **Tokens**: 256-bit random secrets, only their hashes stored. The creator's token acts for
//!   their side (both sides for `local`); a friend joins with a one-use invite code from the
//!   invite link (`/g/{id}#invite=CODE`) and gets a token of their own, never shown to the
//!   creator.
//! - **The computer** ([`computer`]): one search per core plus a quick lane for short ones,
//!   never on the async threads, claimed cheapest first from the database's job table; its
//!   reply goes through the same commit path as a player's move.
//! - **External engines** (`ply serve --engine`): offered as the computer for the games their
//!   protocol plays; a game stores the engine's id. Processes start on first use, are reused
//!   (cleared between uses) and end when the server stops; searches run on blocking threads,
//!   [`external::DEFAULT_MOVETIME_MS`] per move unless set. When an engine cannot start or fails,
//!   nothing is played: the state carries `engine_error` and the player retries (or takes back,
//!   or resigns); in a timed game the engine's clock runs meanwhile.
//! - **Clocks** (minutes + increment per move) are kept by the server: a side's time runs once
//!   both sides have made their first move; a flag falls at the exact time (a timer ends the
//!   game and tells the listeners), and every request checks it first.
//! - **Undo**: against the computer, takes back your last move and every move after it (the
//!   computer's replies, or your own extra turn's); on one device, the last move. Between
//!   friends a player asks to take back their last move (and the reply to it) and the other
//!   accepts or declines; a move cancels the request; one request stands at a time.
//! - **Draws**: an offer stands until answered, or until the side it was made to moves;
//!   offering while the other side's offer stands agrees to it; a declined offer is shown to
//!   the offerer until it moves. The computer declines offers.
//! - **Aborts**: a side of a timed game that makes no first move within 30 s of its first turn
//!   aborts the game (a result that is nobody's win or loss); the computer is never held to it.

pub mod accounts;
mod analysis;
mod api;
mod assets;
mod cache;
mod challenges;
mod clock;
mod computer;
mod conn;
pub mod date;
mod error;
pub mod external;
mod extract;
mod flags;
pub mod http;
mod lang;
mod listen;
mod live;
mod lobby;
mod metrics;
mod players;
mod puzzles;
pub mod records;
mod rulebook;
pub mod seat;
mod secret;
pub mod session;
mod sockets;
mod sounds;
mod state;
pub mod store;
pub mod tournament;
mod view;
mod watchers;
mod ws;

use std::{net::SocketAddr, path::PathBuf};

use anyhow::Context;
use axum::{Router, middleware};

pub use analysis::{DEFAULT_QUEUE as DEFAULT_ANALYSIS_QUEUE, default_searches};
pub use error::ApiError;
pub use external::ExternalEngine;
pub use http::ConnectionLimits;
pub use state::{AppState, DATABASE_FILE, Limits, Settings, default_instance};
pub use store::Store;

/// Where to listen, where to keep the games, and the server's bounds.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// Default `127.0.0.1:8080`.
    pub addr: SocketAddr,
    /// Default `./ply-data`: the SQLite database's directory when no `database` is given.
    pub data_dir: PathBuf,
    /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB` (default: SQLite in `data_dir`).
    pub database: Option<String>,
    /// External engines offered as opponents (default none).
    pub engines: Vec<ExternalEngine>,
    /// An external engine's time per move in ms (default [`external::DEFAULT_MOVETIME_MS`]).
    pub engine_movetime_ms: u64,
    pub settings: Settings,
    pub connections: ConnectionLimits,
}

impl Default for ServeOptions {
    fn default() -> ServeOptions {
        ServeOptions {
            addr: SocketAddr::from(([127, 0, 0, 1], 8080)),
            data_dir: PathBuf::from("ply-data"),
            database: None,
            engines: Vec::new(),
            engine_movetime_ms: external::DEFAULT_MOVETIME_MS,
            settings: Settings::default(),
            connections: ConnectionLimits::default(),
        }
    }
}

impl ServeOptions {
    /// The database URL: the one given, else SQLite in the data directory (created).
    ///
    /// # Errors
    /// The data directory cannot be created.
    pub fn database_url(&self) -> anyhow::Result<String> {
        if let Some(url) = &self.database {
            return Ok(url.clone());
        }
        std::fs::create_dir_all(&self.data_dir)
            .with_context(|| format!("cannot create data directory {}", self.data_dir.display()))?;
        Ok(store::sqlite_url(&self.data_dir.join(DATABASE_FILE)))
    }
}

/// The whole app (page, API, WebSocket, metrics) over `state`, ready to serve.
pub fn app(state: AppState) -> Router {
    Router::new()
        .merge(api::routes())
        .merge(assets::routes())
        .merge(rulebook::routes())
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(middleware::from_fn(accounts::csrf::guard))
        .layer(middleware::from_fn(lang::scope))
        .layer(middleware::from_fn_with_state(state.clone(), http::observe))
        .with_state(state)
}

/// Any path that no route serves: for a browser asking for a page (`Accept: text/html`)
/// outside the API, the 404 page in the reader's language; else the JSON error body, as for
/// every refused request.
async fn not_found(
    uri: axum::http::Uri,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let page = headers
        .get(axum::http::header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/html"));
    if page && !uri.path().starts_with("/api/") && uri.path() != "/api" {
        return rulebook::missing(lang::current());
    }
    error::ApiError::no_route(uri.path()).into_response()
}

/// A route asked with a method it does not take (axum adds the `Allow` header).
async fn method_not_allowed(method: axum::http::Method, uri: axum::http::Uri) -> error::ApiError {
    error::ApiError::method_not_allowed(method.as_str(), uri.path())
}

/// Opens the SQLite games in `data_dir` (creating it) for [`app`], with default settings. Call
/// inside a tokio runtime.
///
/// # Errors
/// The directory or database cannot be opened.
pub async fn open(data_dir: &std::path::Path) -> anyhow::Result<AppState> {
    let opts = ServeOptions {
        data_dir: data_dir.to_path_buf(),
        ..ServeOptions::default()
    };
    open_with(&opts).await
}

/// Connects to the options' database (migrating it) and makes the state for [`app`].
///
/// # Errors
/// The database cannot be opened or migrated.
pub async fn open_with(opts: &ServeOptions) -> anyhow::Result<AppState> {
    let store = Store::connect(&opts.database_url()?).await?;
    let state = AppState::new(
        store,
        opts.engines.clone(),
        opts.engine_movetime_ms,
        opts.settings.clone(),
    )?;
    // Changes made on other servers before this one listens would never be heard by the
    // lobby's and the accounts' sockets: answer no request before it listens.
    if !state.listening(LISTEN_WITHIN).await {
        tracing::warn!(
            "not yet listening for the other servers' changes after {} s; serving anyway",
            LISTEN_WITHIN.as_secs()
        );
    }
    Ok(state)
}

/// How long a server waits at start-up to listen for the other servers' changes.
const LISTEN_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

pub use api::{tournament_import::ImportTournament, tournaments::NewTournament};

/// Makes a tournament as the operator (no account is its maker) on `store`, and tells every
/// server; returns it. A refusal is worded in `lang`.
///
/// # Errors
/// A value out of bounds (the reason, worded), or the database failed.
pub async fn create_tournament(
    store: &Store,
    req: NewTournament,
    lang: ply_core::Lang,
) -> anyhow::Result<tournament::Tournament> {
    let t = api::tournaments::new_tournament(req, None)
        .map_err(|e| anyhow::anyhow!("{}", e.message.text(lang)))?;
    tournament::Tournaments::new(store.clone())
        .insert(&t)
        .await?;
    Ok(t)
}

/// Imports a tournament from a TRF-16 file as the operator (no account is its maker) on
/// `store`, and tells every server; returns it. A refusal is worded in `lang`.
///
/// # Errors
/// The file or a value is refused (the reason, worded), or the database failed.
pub async fn import_tournament(
    store: &Store,
    req: ImportTournament,
    lang: ply_core::Lang,
) -> anyhow::Result<tournament::Tournament> {
    let all = tournament::Tournaments::new(store.clone());
    api::tournament_import::import(&all, req, None)
        .await
        .map_err(|e| anyhow::anyhow!("{}", e.message.text(lang)))
}

/// Applies the database's migrations and returns the schema version reached.
///
/// # Errors
/// The database cannot be reached or a step fails.
pub async fn migrate(url: &str) -> anyhow::Result<u32> {
    let store = Store::connect_only(url).await?;
    let version = store.migrate().await?;
    store.close().await;
    Ok(version)
}

/// Serves the app until Ctrl-C or SIGTERM: prints the URL, answers requests, then stops
/// gracefully (no new connections, requests in flight answered, unfinished searches handed
/// back to the database for another server).
///
/// # Errors
/// The database cannot be opened or the address cannot be bound.
pub async fn serve(opts: ServeOptions) -> anyhow::Result<()> {
    let state = open_with(&opts).await?;
    let listener = tokio::net::TcpListener::bind(opts.addr)
        .await
        .with_context(|| format!("cannot listen on {}", opts.addr))?;
    let addr = listener.local_addr()?;
    let where_ = match &opts.database {
        Some(url) => store::redact(url),
        None => format!("games in {}", opts.data_dir.display()),
    };
    println!("ply: serving http://{addr}/ ({where_})");
    tracing::info!(instance = %state.instance(), %addr, "serving");
    for engine in &state.inner.engines.configured {
        println!(
            "ply: engine {} ({}): {}",
            engine.id, engine.name, engine.spec.command
        );
    }
    let limits = fit_connections(opts.connections);
    let served = http::serve(listener, app(state.clone()), limits, stopped()).await;
    tracing::info!("stopping");
    state.shutdown().await;
    state.inner.store.close().await;
    served.context("the server stopped")?;
    Ok(())
}

/// Raises the limit on open descriptors as far as it goes, fits the connection limits within
/// it, and logs the figures.
fn fit_connections(asked: ConnectionLimits) -> ConnectionLimits {
    let (descriptors, open) = http::raise_descriptor_limit();
    let limits = match descriptors {
        Some(d) => asked.fitted(d, open.unwrap_or(0)),
        None => asked.fitted(u64::MAX, 0),
    };
    if limits.max_connections < asked.max_connections {
        tracing::warn!(
            "only {} descriptors: {} connections at most instead of {} (raise the hard limit: \
             `ulimit -Hn`, systemd's LimitNOFILE=)",
            descriptors.unwrap_or(0),
            limits.max_connections,
            asked.max_connections,
        );
    }
    tracing::info!(
        descriptors = descriptors
            .map(|d| d.to_string())
            .as_deref()
            .unwrap_or("unknown"),
        descriptors_open = open.map(|d| d.to_string()).as_deref().unwrap_or("unknown"),
        max_connections = limits.max_connections,
        connections_per_address = limits.connections_per_address,
        max_sockets = limits.max_sockets,
        sockets_per_address = limits.sockets_per_address,
        header_timeout_ms = limits.header_read_timeout.as_millis() as u64,
        "connection limits"
    );
    limits
}

/// Resolves on Ctrl-C or SIGTERM.
async fn stopped() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {}
        () = term => {}
    }
}
