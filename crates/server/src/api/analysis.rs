//! `POST /api/analysis`: ply's engine on a position, for scripts and the page's analysis
//! panel. The search runs on a blocking thread, at most one per core at a time: a request
//! waits up to [`WAIT`] for its turn, then gets 503 `analysis_busy`; each search is bounded by
//! its time (at most [`MOST_MS`]) and its depth.

use ply_core::msg;
use std::{
    sync::{
        Arc, LazyLock,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use axum::{Json, body::Bytes, extract::rejection::BytesRejection, http::StatusCode};
use ply_games::{Limits, Proven, Think, Thought};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::Semaphore;

use super::{
    body,
    create::{RulesBody, rule_pairs},
};
use crate::error::ApiError;

/// The longest search a request may ask for.
pub const MOST_MS: u64 = 10_000;
/// The search time when none is asked for.
pub const DEFAULT_MS: u64 = 1_000;
/// The deepest search a request may ask for.
pub const MOST_DEPTH: u32 = 64;
/// How long a request waits for a free core.
const WAIT: Duration = Duration::from_secs(2);
/// The transposition table of one analysis.
const TABLE_MB: usize = 16;

/// One search per core at a time.
static SEATS: LazyLock<Arc<Semaphore>> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    Arc::new(Semaphore::new(cores))
});

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisBody {
    game: String,
    rules: Option<RulesBody>,
    /// The position text; the start position when absent.
    position: Option<String>,
    /// Moves to play from the position first (as the page's analysis board sends them).
    #[serde(default)]
    moves: Vec<String>,
    movetime_ms: Option<u64>,
    depth: Option<u32>,
}

/// `POST /api/analysis` → `{"bestmove", "score", "depth", "seldepth", "nodes", "nps",
/// "time_ms", "pv", "proven", "plies_to_end"}`.
pub async fn analyse(raw: Result<Bytes, BytesRejection>) -> Result<Json<Value>, ApiError> {
    let req: AnalysisBody = body(raw, false)?;
    let movetime = req.movetime_ms.unwrap_or(DEFAULT_MS);
    if !(1..=MOST_MS).contains(&movetime) {
        return Err(ApiError::bad_request(msg!(
            "movetime_range",
            most = MOST_MS
        )));
    }
    if let Some(depth) = req.depth
        && !(1..=MOST_DEPTH).contains(&depth)
    {
        return Err(ApiError::bad_request(msg!(
            "depth_range",
            most = MOST_DEPTH
        )));
    }
    let game = ply_games::find(&req.game).map_err(|e| ApiError::from_game(&e))?;
    let rules = rule_pairs(req.rules)?;
    let mut record = game
        .new_game(&rules, req.position.as_deref())
        .map_err(|e| ApiError::from_game(&e))?;
    for (i, mv) in req.moves.iter().enumerate() {
        record.play(mv).map_err(|e| {
            ApiError::bad_request(msg!(
                "record_bad_move",
                number = i + 1,
                text = mv.as_str(),
                reason = e.message().clone()
            ))
        })?;
    }
    let seat = tokio::time::timeout(WAIT, Arc::clone(&SEATS).acquire_owned())
        .await
        .map_err(|_| busy())?
        .map_err(|_| busy())?;
    let limits = Limits {
        depth: req.depth,
        movetime: Some(Duration::from_millis(movetime)),
        ..Limits::default()
    };
    let thought = tokio::task::spawn_blocking(move || {
        let _seat = seat;
        let mut engine = game.new_engine(TABLE_MB);
        let think = Think {
            limits,
            level: None,
            seed: 0,
        };
        let stop = AtomicBool::new(false);
        let result = engine.think(&*record, &think, &stop, &mut |_| {});
        stop.store(true, Ordering::Relaxed);
        result
    })
    .await
    .map_err(ApiError::internal)?
    .map_err(|e| ApiError::internal(e.to_string()))?;
    Ok(Json(view(&thought)))
}

fn busy() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "analysis_busy",
        msg!("analysis_busy"),
    )
}

/// The answer's JSON.
fn view(t: &Thought) -> Value {
    let ms = t.time.as_millis().max(1);
    json!({
        "bestmove": t.best_move,
        "score": t.score,
        "depth": t.depth,
        "seldepth": t.seldepth,
        "nodes": t.nodes,
        "nps": u128::from(t.nodes) * 1000 / ms,
        "time_ms": t.time.as_millis(),
        "pv": t.pv,
        "proven": t.proven.map(|p| match p {
            Proven::Win => "win",
            Proven::Loss => "loss",
            Proven::Draw => "draw",
        }),
        "plies_to_end": t.plies_to_end,
    })
}
