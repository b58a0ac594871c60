//! Moves, resignation, draw offers, take-backs (undo, and requests between friends), the engine's retry and the record download:
//! each reads its body, finds the seat it acts for (`crate::seat::resolve`: a game's token,
//! or the account of the session cookie) and leaves every other check to the session.

use axum::{
    body::Bytes,
    extract::{State, rejection::BytesRejection},
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;

use super::{Empty, body, json_text};
use crate::{
    error::ApiError,
    extract::Path,
    seat::Shown,
    session::{Command, DrawAction, Seat, TakebackAction},
    state::{AppState, Caller},
};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    #[serde(rename = "move")]
    text: Option<String>,
    /// The cells clicked, in order, instead of the move's text: the server finds the move.
    cells: Option<Vec<usize>>,
    /// The number of moves played before this one, when the client wants it checked.
    ply: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "lowercase")]
enum DrawBodyAction {
    Offer,
    Accept,
    Decline,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DrawBody {
    action: DrawBodyAction,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "lowercase")]
enum TakebackBodyAction {
    Request,
    Accept,
    Decline,
    Cancel,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TakebackBody {
    action: TakebackBodyAction,
}

/// Finds the seat the request acts for, applies the command it makes and answers with the
/// new state.
async fn run(
    state: &AppState,
    id: &str,
    caller: &Caller,
    shown: Shown,
    command: impl FnOnce(Seat) -> Command,
) -> Result<Response, ApiError> {
    state.inner.slot(id).await?;
    let seat = crate::seat::resolve(&state.inner.accounts, id, shown.0.as_ref()).await?;
    let applied = state.inner.act(id, caller, Some(command(seat))).await?;
    Ok(json_text(StatusCode::OK, &applied.state))
}

/// `POST /api/games/{id}/moves`: plays the seat's move, given as text (`move`) or as
/// the cells clicked (`cells`).
pub async fn play(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let MoveBody { text, cells, ply } = body(raw, false)?;
    let command: Box<dyn FnOnce(Seat) -> Command + Send> = match (text, cells) {
        (Some(text), None) => Box::new(move |seat: Seat| Command::Play { seat, text, ply }),
        (None, Some(cells)) => Box::new(move |seat: Seat| Command::PlayCells { seat, cells, ply }),
        _ => return Err(ApiError::bad_request(ply_core::msg!("move_or_cells"))),
    };
    run(&state, &id, &caller, shown, command).await
}

/// `POST /api/games/{id}/resign`: the seat's side (the side to move, on one device) resigns.
pub async fn resign(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    run(&state, &id, &caller, shown, |seat| Command::Resign { seat }).await
}

/// `POST /api/games/{id}/abort`: ends the game as nobody's win or loss, while a friend's game
/// waits for the friend or before both sides of a timed game have made their first move.
pub async fn abort(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    run(&state, &id, &caller, shown, |seat| Command::Abort { seat }).await
}

/// `POST /api/games/{id}/draw`: offer, accept or decline a draw.
pub async fn draw(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let DrawBody { action } = body(raw, false)?;
    let action = match action {
        DrawBodyAction::Offer => DrawAction::Offer,
        DrawBodyAction::Accept => DrawAction::Accept,
        DrawBodyAction::Decline => DrawAction::Decline,
    };
    run(&state, &id, &caller, shown, |seat| Command::Draw {
        seat,
        action,
    })
    .await
}

/// `POST /api/games/{id}/berserk`: in a tournament game that allows it, the seat's side
/// halves its clock before its first move and plays without increment, for an extra point on
/// a win (409 `berserk_not_allowed` in any other game).
pub async fn berserk(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    state.inner.slot(&id).await?;
    let seat = crate::seat::resolve(&state.inner.accounts, &id, shown.0.as_ref()).await?;
    state.inner.tournaments.may_berserk(&id).await?;
    let applied = state
        .inner
        .act(&id, &caller, Some(Command::Berserk { seat }))
        .await?;
    Ok(json_text(StatusCode::OK, &applied.state))
}

/// `POST /api/games/{id}/undo`: against the computer, takes back your last move (and the
/// computer's replies after it); on one device, takes back the last move.
pub async fn undo(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    run(&state, &id, &caller, shown, |seat| Command::Undo { seat }).await
}

/// `POST /api/games/{id}/takeback`: between friends, ask to take back your last move, accept
/// or decline the other side's request, or cancel your own.
pub async fn takeback(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let TakebackBody { action } = body(raw, false)?;
    let action = match action {
        TakebackBodyAction::Request => TakebackAction::Request,
        TakebackBodyAction::Accept => TakebackAction::Accept,
        TakebackBodyAction::Decline => TakebackAction::Decline,
        TakebackBodyAction::Cancel => TakebackAction::Cancel,
    };
    run(&state, &id, &caller, shown, |seat| Command::Takeback {
        seat,
        action,
    })
    .await
}

/// `POST /api/games/{id}/retry`: after `engine_error`, the engine thinks again (409
/// `nothing_to_retry` when it has not failed).
pub async fn retry(
    State(state): State<AppState>,
    Path(id): Path<String>,
    caller: Caller,
    shown: Shown,
    raw: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let Empty {} = body(raw, true)?;
    run(&state, &id, &caller, shown, |seat| Command::Retry { seat }).await
}

/// `GET /api/games/{id}/ply/{n}`: the position after the first `n` moves (for stepping through
/// a game): `{ply, position, turn, last_move, last_cells, check, diagram}`.
pub async fn at_ply(
    State(state): State<AppState>,
    Path((id, n)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let ply: usize = n
        .parse()
        .map_err(|_| ApiError::bad_request(ply_core::msg!("not_a_ply", text = n.as_str())))?;
    let session = state.inner.session(&id).await?;
    let body = crate::view::at_ply(&session, ply)?;
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, "application/json")],
        body,
    )
        .into_response())
}

/// `GET /api/games/{id}/record`: the game in its record format, as a download.
pub async fn record(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let session = state.inner.session(&id).await?;
    let crate::records::Exported { text, file, .. } = crate::records::record_file(&session);
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
