//! Moves, resignation, draw offers, take-backs and the record download.

use axum::{
    body::Bytes,
    extract::{Path, State, rejection::BytesRejection},
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use ply_core::{Outcome, Reason};
use serde::Deserialize;

use super::{Empty, acting_side, body, json_text, sides};
use crate::{
    error::ApiError,
    live::{Live, Opponent},
    state::AppState,
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "lowercase")]
enum DrawAction {
    Offer,
    Accept,
    Decline,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DrawBody {
    action: DrawAction,
}

fn ongoing(live: &Live) -> Result<(), ApiError> {
    match live.outcome() {
        Some(o) => Err(ApiError::game_over(&live.record.describe(&o))),
        None => Ok(()),
    }
}

/// `POST /api/games/{id}/moves`: plays the token's side's move.
pub async fn play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let ((), state) = state.inner.act(&id, |live, store, now| {
        let mine = sides(live, &headers)?;
        let MoveBody { text } = body(raw, false)?;
        ongoing(live)?;
        let turn = live.to_move();
        if !mine.contains(&turn) {
            return Err(ApiError::not_your_turn(live.record.side_name(turn)));
        }
        live.play(store, text.trim(), now).map(drop)
    })?;
    Ok(json_text(StatusCode::OK, &state))
}

/// `POST /api/games/{id}/resign`: the token's side (the side to move, on one device) resigns.
pub async fn resign(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let ((), state) = state.inner.act(&id, |live, store, now| {
        let side = acting_side(live, &headers)?;
        let Empty {} = body(raw, true)?;
        ongoing(live)?;
        live.end(
            store,
            Outcome::win(side.opposite(), Reason::Resignation),
            now,
        )
    })?;
    Ok(json_text(StatusCode::OK, &state))
}

/// `POST /api/games/{id}/draw`: offer, accept or decline a draw.
pub async fn draw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let ((), state) = state.inner.act(&id, |live, store, now| {
        let mine = sides(live, &headers)?;
        let DrawBody { action } = body(raw, false)?;
        ongoing(live)?;
        let side = if mine.len() == 1 {
            mine[0]
        } else {
            live.to_move()
        };
        // The offer this side may answer: the other side's (or any, on one device).
        let answerable = live
            .draw_offer
            .filter(|offerer| mine.len() == 2 || *offerer != side);
        match action {
            DrawAction::Offer if answerable.is_some() => {
                live.end(store, Outcome::draw(Reason::Agreement), now)
            }
            DrawAction::Offer => {
                if matches!(live.opponent, Opponent::Computer { .. }) {
                    return Err(ApiError::conflict(
                        "draw_declined",
                        "the computer declines the draw offer",
                    ));
                }
                if live.draw_offer == Some(side) {
                    return Err(ApiError::conflict(
                        "draw_already_offered",
                        "you have already offered a draw",
                    ));
                }
                live.update(store, now, None, |l| l.draw_offer = Some(side))
            }
            DrawAction::Accept | DrawAction::Decline if answerable.is_none() => Err(
                ApiError::conflict("no_draw_offer", "there is no draw offer to answer"),
            ),
            DrawAction::Accept => live.end(store, Outcome::draw(Reason::Agreement), now),
            DrawAction::Decline => live.update(store, now, None, |l| l.draw_offer = None),
        }
    })?;
    Ok(json_text(StatusCode::OK, &state))
}

/// `POST /api/games/{id}/undo`: against the computer, takes back your last move (and the
/// computer's reply to it); on one device, takes back the last move.
pub async fn undo(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let ((), state) = state.inner.act(&id, |live, store, now| {
        sides(live, &headers)?;
        let Empty {} = body(raw, true)?;
        ongoing(live)?;
        let played = live.move_texts().len();
        let plies = match live.opponent {
            Opponent::Friend => {
                return Err(ApiError::conflict(
                    "undo_not_allowed",
                    "moves can be taken back only against the computer or on one device",
                ));
            }
            Opponent::Local => 1,
            Opponent::Computer { side, .. } if live.to_move() == side => 1,
            Opponent::Computer { .. } => 2,
        };
        if plies > played || (plies == 2 && played < 2) {
            return Err(ApiError::conflict(
                "nothing_to_undo",
                "you have no move to take back",
            ));
        }
        live.take_back(store, plies, now)
    })?;
    Ok(json_text(StatusCode::OK, &state))
}

/// `GET /api/games/{id}/record`: the game in its record format, as a download.
pub async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let (crate::records::Exported { text, file, .. }, _) = state
        .inner
        .act(&id, |live, _, _| Ok(crate::records::record_file(live)))?;
    Ok((
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file}\""),
            ),
        ],
        text,
    )
        .into_response())
}
