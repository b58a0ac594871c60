//! `POST /api/analysis`: ply's engine on a position, for scripts (the page's analysis board
//! streams the same search over `/api/analysis/ws`), and `POST /api/analysis/board`: a
//! position reached by moves, drawn for the analysis board.

use std::{
    sync::{Arc, atomic::AtomicBool},
    time::Duration,
};

use axum::{
    Json,
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    response::Response,
};
use ply_games::Limits;
use serde::Deserialize;
use serde_json::Value;

use super::{body, json_text};
use crate::{
    analysis::{Reader, Where, limits, think, view},
    error::ApiError,
    state::AppState,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalysisBody {
    game: String,
    rules: Option<crate::api::rules::RulesBody>,
    /// The position text; the start position when absent.
    position: Option<String>,
    /// Moves to play from the position first.
    #[serde(default)]
    moves: Vec<String>,
    movetime_ms: Option<u64>,
    depth: Option<u32>,
}

/// `POST /api/analysis` → `{"bestmove", "score", "depth", "seldepth", "nodes", "nps",
/// "time_ms", "pv", "proven", "plies_to_end"}`.
pub async fn analyse(
    State(state): State<AppState>,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let req: AnalysisBody = body(raw, false)?;
    let (movetime, depth) = limits(req.movetime_ms, req.depth)?;
    let record = Where {
        game: req.game,
        rules: req.rules,
        position: req.position,
        moves: req.moves,
    }
    .record()?;
    let reader = Reader::of(&*record)?;
    let limits = Limits {
        depth,
        movetime: Some(Duration::from_millis(movetime)),
        ..Limits::default()
    };
    let pool = &state.inner.analysis;
    let stop = Arc::new(AtomicBool::new(false));
    let thought = think(pool, pool.owner(), record, limits, stop, |_| {}).await?;
    Ok(Json(view(&thought, reader)))
}

/// `POST /api/analysis/board` body: a position reached by moves, and optionally one more move
/// given as the cells clicked.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardBody {
    game: String,
    rules: Option<crate::api::rules::RulesBody>,
    position: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    /// The cells of one more move, clicked in order (see `AnyRecord::move_for_cells`).
    cells: Option<Vec<usize>>,
}

/// `POST /api/analysis/board` `{game, rules?, position?, moves?, cells?}` → the position
/// reached, as the analysis board draws it (see `view::board`).
pub async fn board(raw: Result<Bytes, BytesRejection>) -> Result<Response, ApiError> {
    let at: BoardBody = body(raw, false)?;
    let mut record = Where {
        game: at.game,
        rules: at.rules,
        position: at.position,
        moves: at.moves,
    }
    .record()?;
    if let Some(cells) = at.cells {
        let text = record
            .move_for_cells(&cells)
            .map_err(|e| ApiError::from_move(&e))?;
        record.play(&text).map_err(|e| ApiError::from_move(&e))?;
    }
    Ok(json_text(
        axum::http::StatusCode::OK,
        &crate::view::board(&*record),
    ))
}
