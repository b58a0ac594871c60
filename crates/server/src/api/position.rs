//! `POST /api/position`: a position typed, pasted or set up in the board editor, checked by
//! the game's rules and given back as the game writes it, with its board.

use ply_core::{Side, msg};

use axum::{body::Bytes, extract::rejection::BytesRejection, http::StatusCode, response::Response};
use ply_games::Placed;
use serde::Deserialize;
use serde_json::Value;

use super::{
    body, json_text,
    rules::{RulesBody, rule_pairs},
};
use crate::error::ApiError;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionBody {
    game: String,
    rules: Option<RulesBody>,
    /// The position text; with neither this nor `cells`, the start position.
    position: Option<String>,
    /// What stands on each cell, as the game's diagram lays them out: `null`, a piece
    /// `{"side", "kind"}` or a count.
    cells: Option<Vec<Value>>,
    /// The side to move with `cells`: `white`, `black` or the game's name for a side.
    turn: Option<String>,
}

/// One cell of a set-up.
fn placed(value: &Value, names: [&str; 2]) -> Result<Placed, ApiError> {
    let bad = || ApiError::bad_request(msg!("set_up_cell", found = value.to_string()));
    match value {
        Value::Null => Ok(Placed::Empty),
        Value::Number(n) => n
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .map(Placed::Count)
            .ok_or_else(bad),
        Value::Object(map) => {
            let field = |key: &str| map.get(key).and_then(Value::as_str);
            if map.len() != 2 {
                return Err(bad());
            }
            let side = side_of(field("side").ok_or_else(bad)?, names)?;
            Ok(Placed::Piece(
                side,
                field("kind").ok_or_else(bad)?.to_string(),
            ))
        }
        _ => Err(bad()),
    }
}

/// A side named as the page keys it (`white`, `black`) or as the game calls it.
fn side_of(name: &str, names: [&str; 2]) -> Result<Side, ApiError> {
    match name {
        n if n == "white" || n == names[0] => Ok(Side::White),
        n if n == "black" || n == names[1] => Ok(Side::Black),
        other => Err(ApiError::bad_request(msg!("set_up_side", side = other))),
    }
}

/// `POST /api/position {game, rules?, position?}` or `{game, rules?, cells, turn}` →
/// `{"game", "position", "turn", "legal_moves", "status", "description_message",
/// "must_capture", "diagram"}`; 400 with the reason when the position is impossible.
pub async fn check(raw: Result<Bytes, BytesRejection>) -> Result<Response, ApiError> {
    let req: PositionBody = body(raw, false)?;
    let game = ply_games::find(&req.game).map_err(|e| ApiError::from_game(&e))?;
    let rules = rule_pairs(req.rules)?;
    let record = match (req.position, req.cells) {
        (Some(_), Some(_)) => return Err(ApiError::bad_request(msg!("set_up_both"))),
        (position, None) => {
            if req.turn.is_some() {
                return Err(ApiError::bad_request(msg!("set_up_turn_without_cells")));
            }
            game.new_game(&rules, position.as_deref())
        }
        (None, Some(cells)) => {
            let names = game.side_names();
            let turn = side_of(req.turn.as_deref().unwrap_or("white"), names)?;
            let cells = cells
                .iter()
                .map(|c| placed(c, names))
                .collect::<Result<Vec<_>, _>>()?;
            game.set_up(&rules, &cells, turn)
        }
    }
    .map_err(|e| ApiError::from_game(&e))?;
    Ok(json_text(
        StatusCode::OK,
        &crate::view::position(record.as_ref()),
    ))
}
